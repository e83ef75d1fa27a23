"""The PyInstaller spec and the .deb scripts: cheap checks that need no build.

The real build, install and start-up is ``bash packaging/check-installed.sh``
(minutes long, run by CI outside pytest).
"""

from __future__ import annotations

import ast
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "blackbox-desktop.spec"


def test_spec_parses_as_python() -> None:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    called = {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    assert {"Analysis", "PYZ", "EXE", "COLLECT"} <= called


def test_spec_freezes_a_windowed_one_folder_app() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert "console=False" in text
    assert "exclude_binaries=True" in text  # one folder, not one file
    assert '"resources", "translations"' in text


def test_frozen_entry_script_calls_the_launcher_main() -> None:
    entry = PACKAGING / "pyinstaller_entry.py"
    assert entry.name in SPEC.read_text(encoding="utf-8")
    assert "from blackbox_desktop.__main__ import main" in entry.read_text(encoding="utf-8")


@pytest.mark.parametrize("script", ["build-deb.sh", "check-installed.sh"])
def test_shell_scripts_parse(script: str) -> None:
    if shutil.which("bash") is None:
        pytest.skip("bash is not installed")
    result = subprocess.run(["bash", "-n", str(PACKAGING / script)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


def test_deb_installs_every_desktop_file() -> None:
    script = (PACKAGING / "build-deb.sh").read_text(encoding="utf-8")
    for destination in (
        "usr/lib/$PACKAGE",
        "usr/share/man/man6",
        "usr/share/applications",
        "usr/share/metainfo",
        "usr/share/mime/packages",
        "usr/share/icons",
        "usr/bin/$PACKAGE",
    ):
        assert destination in script


def _spec_constant(name: str) -> object:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(target, "id", None) == name for target in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not set in the spec")


@pytest.mark.parametrize(
    "plugin",
    [
        "platforms/libqxcb.so",  # X11 desktops
        "platforms/libqwayland.so",  # Wayland desktops
        "platforms/libqoffscreen.so",  # --screenshot without a display
        "platforms/libqminimal.so",
        "xcbglintegrations/libqxcb-glx-integration.so",
        "wayland-shell-integration/libxdg-shell.so",
        "platformthemes/libqxdgdesktopportal.so",  # native file dialogs
        "platforminputcontexts/libcomposeplatforminputcontextplugin.so",  # dead keys in names
        "iconengines/libqsvgicon.so",  # the SVG window icon
        "imageformats/libqsvg.so",
        "imageformats/libqico.so",
        "imageformats/libqjpeg.so",
        "printsupport/libcupsprintersupport.so",  # printing the notepad
    ],
)
def test_trimming_keeps_the_plugins_the_game_needs(plugin: str) -> None:
    unwanted = _spec_constant("UNWANTED_PLUGINS")
    assert isinstance(unwanted, tuple)
    assert not plugin.startswith(unwanted)
