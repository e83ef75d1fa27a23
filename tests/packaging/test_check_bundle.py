"""packaging/check_bundle.py: the installed bundle is checked against the source, module by module and file by file.

The real run reads an installed bundle (``check-installed.sh``); these tests give it a small source tree and bundle.
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "check_bundle.py"


def _check_bundle() -> ModuleType:
    spec = importlib.util.spec_from_file_location("check_bundle", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _source(root: Path) -> Path:
    package = root / "blackbox_desktop"
    for name in (
        "__init__.py",
        "message_boxes.py",
        "app/__init__.py",
        "app/features/__init__.py",
        "app/features/share_code.py",
        "app/features/__pycache__/share_code.cpython-311.py",
    ):
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text("")
    translations = package / "resources" / "translations"
    translations.mkdir(parents=True)
    (translations / "blackbox_desktop_fr.qm").write_bytes(b"today's words")
    (package / "resources" / "board.png").write_bytes(b"png")
    return root


def _bundle(source: Path, internal: Path) -> Path:
    shutil.copytree(source / "blackbox_desktop" / "resources", internal / "blackbox_desktop" / "resources")
    return internal


MODULES = {
    "blackbox_desktop",
    "blackbox_desktop.message_boxes",
    "blackbox_desktop.app",
    "blackbox_desktop.app.features",
    "blackbox_desktop.app.features.share_code",
}


def test_the_source_modules_are_named_as_imported(tmp_path: Path) -> None:
    assert _check_bundle().source_modules(_source(tmp_path) / "blackbox_desktop") == MODULES


def test_a_whole_bundle_has_no_problems(tmp_path: Path) -> None:
    source = _source(tmp_path / "src")
    internal = _bundle(source, tmp_path / "_internal")
    assert _check_bundle().problems(source, internal, MODULES) == []


def test_a_feature_module_left_out_of_the_bundle_is_named(tmp_path: Path) -> None:
    source = _source(tmp_path / "src")
    internal = _bundle(source, tmp_path / "_internal")
    found = _check_bundle().problems(source, internal, MODULES - {"blackbox_desktop.app.features.share_code"})
    assert found == ["module blackbox_desktop.app.features.share_code is not in the bundle"]


def test_a_translation_from_an_older_build_is_named(tmp_path: Path) -> None:
    source = _source(tmp_path / "src")
    internal = _bundle(source, tmp_path / "_internal")
    (internal / "blackbox_desktop/resources/translations/blackbox_desktop_fr.qm").write_bytes(b"yesterday's words")
    (internal / "blackbox_desktop/resources/board.png").unlink()
    assert _check_bundle().problems(source, internal, MODULES) == [
        "blackbox_desktop/resources/board.png is not in the bundle",
        "blackbox_desktop/resources/translations/blackbox_desktop_fr.qm in the bundle differs from the source"
        " (an older build?)",
    ]


def test_check_installed_runs_it_on_the_installed_bundle() -> None:
    script = (ROOT / "packaging" / "check-installed.sh").read_text(encoding="utf-8")
    assert 'packaging/check_bundle.py "/usr/lib/$PACKAGE"' in script
