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
