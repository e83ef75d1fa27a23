"""The model is pure Python: importing it must not load Qt (STYLE.md)."""

import subprocess
import sys


def test_importing_the_model_loads_no_pyside6_module():
    code = (
        "import sys, blackbox_desktop.model, blackbox_desktop.model.game, blackbox_desktop.model.savefile, "
        "blackbox_desktop.cli\n"
        "import pkgutil, importlib, blackbox_desktop.model as m\n"
        "for info in pkgutil.iter_modules(m.__path__):\n"
        "    importlib.import_module('blackbox_desktop.model.' + info.name)\n"
        "print(sorted(name for name in sys.modules if name.startswith(('PySide6', 'shiboken'))))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def _imports(folder: str) -> list[tuple[str, str]]:
    """(file, module) for every import written in the package ``folder``, lazy ones inside functions included;
    relative imports are made absolute."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    found = []
    for path in sorted((root / folder).rglob("*.py")):
        package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [(path.name, alias.name) for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    found.append((path.name, ".".join([*base, *([node.module] if node.module else [])])))
                else:
                    found.append((path.name, node.module or ""))
    return found


def test_the_model_imports_only_the_standard_library_and_itself() -> None:
    """Written imports, not only those a run happens to load: a function's lazy import counts too."""
    outside = [
        (file, module)
        for file, module in _imports("blackbox_desktop/model")
        if module.split(".")[0] not in sys.stdlib_module_names and not module.startswith("blackbox_desktop.model")
    ]
    assert outside == []


def test_printing_never_imports_the_app() -> None:
    assert [
        (file, module)
        for file, module in _imports("blackbox_desktop/printing")
        if module.startswith("blackbox_desktop.app")
    ] == []
