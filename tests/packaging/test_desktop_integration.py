"""The files that make an installed Black Box Desktop start by double-click.

The .desktop launcher, the AppStream metainfo and the MIME type for saved
games are checked with the freedesktop validators themselves (skipped where
they are not installed: ``apt-get install desktop-file-utils appstream``),
and against each other, so that a renamed id or file type cannot leave one
of them pointing at nothing.
"""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import blackbox_desktop
from blackbox_desktop.model import savefile

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.blackboxdesktop.BlackBoxDesktop"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME = PACKAGING / "blackbox-desktop.xml"
MIME_NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
GAME_TYPE = "application/x-blackbox-game"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def run_tool(*command: str) -> subprocess.CompletedProcess[str]:
    if shutil.which(command[0]) is None:
        pytest.skip(f"{command[0]} is not installed")
    return subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)


def test_desktop_file_passes_desktop_file_validate() -> None:
    result = run_tool("desktop-file-validate", str(DESKTOP))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in (result.stdout + result.stderr).lower()


def test_metainfo_passes_appstreamcli_validate() -> None:
    result = run_tool("appstreamcli", "validate", "--no-net", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr


def test_mime_package_is_accepted_by_update_mime_database(tmp_path: Path) -> None:
    (tmp_path / "packages").mkdir()
    shutil.copy(MIME, tmp_path / "packages")
    result = run_tool("update-mime-database", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert f"{GAME_TYPE}:*.bbox" in (tmp_path / "globs2").read_text()


def test_launcher_opens_a_saved_game_from_the_file_manager() -> None:
    entry = desktop_entry()
    assert entry["Exec"] == "blackbox-desktop %f"
    assert entry["Icon"] == APP_ID
    assert entry["MimeType"].split(";")[:1] == [GAME_TYPE]
    assert entry["Categories"].split(";")[:3] == ["Game", "BoardGame", "LogicGame"]
    assert entry["Terminal"] == "false"


def test_mime_type_matches_saved_games() -> None:
    mime = ET.parse(MIME).getroot().find("m:mime-type", MIME_NS)
    assert mime is not None and mime.get("type") == GAME_TYPE
    globs = [glob.get("pattern") for glob in mime.findall("m:glob", MIME_NS)]
    assert globs == ["*.bbox"]
    magic = mime.find("m:magic/m:match", MIME_NS)
    assert magic is not None
    # Saved games start with {"format": "blackbox-desktop-game", ...}: the magic must follow the file format.
    assert magic.get("value") == f'"{savefile.FORMAT}"'


def test_metainfo_describes_this_app() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    description = " ".join(root.find("description").itertext())  # type: ignore[union-attr]
    assert "Eric Solomon" in description
    assert root.find("content_rating") is not None
    releases = [release.get("version") for release in root.iter("release")]
    assert releases[0] == blackbox_desktop.__version__
    assert root.findtext("provides/binary") == "blackbox-desktop"
    assert root.findtext("provides/mediatype") == GAME_TYPE


def test_names_agree_with_the_running_app() -> None:
    """The window tells the desktop which launcher it belongs to by this id."""
    launch = (ROOT / "blackbox_desktop" / "app" / "launch.py").read_text(encoding="utf-8")
    assert f'"{APP_ID}"' in launch
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'blackbox-desktop = "blackbox_desktop.__main__:main"' in pyproject


# The program speaks French (it follows the system language), so the names a French desktop shows for it
# (menu, software centre, file manager's file type) must be French too (QA: they stayed English).
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def assert_french_typography(text: str) -> None:
    """A no-break space before : ; ? ! as in the program's own French."""
    for mark in ":;?!":
        assert f" {mark}" not in text, text
        assert mark not in text or f"\u00a0{mark}" in text, text


def test_launcher_is_named_in_french() -> None:
    entry = desktop_entry()
    for key in ("GenericName", "Comment", "Keywords"):
        french = entry.get(f"{key}[fr]", "")
        assert french and french != entry[key], key
    assert_french_typography(entry["Comment[fr]"])
    assert "rayons" in entry["Keywords[fr]"].split(";")


def test_metainfo_is_written_in_french_too() -> None:
    root = ET.parse(METAINFO).getroot()
    summaries = {summary.get(XML_LANG): summary.text for summary in root.findall("summary")}
    assert summaries.get("fr") and summaries["fr"] != summaries[None]
    description = root.find("description")
    assert description is not None
    for tag in ("p", "ul/li"):
        english = [element for element in description.findall(tag) if element.get(XML_LANG) is None]
        french = [element for element in description.findall(tag) if element.get(XML_LANG) == "fr"]
        assert len(french) == len(english), tag  # each paragraph and item has its French
        for element in french:
            # (str.split() would take the no-break spaces for ordinary ones)
            assert_french_typography(re.sub(r"[ \n]+", " ", element.text or ""))
    assert any(keyword.get(XML_LANG) == "fr" for keyword in root.iter("keyword"))


def test_saved_game_type_is_named_in_french() -> None:
    mime = ET.parse(MIME).getroot().find("m:mime-type", MIME_NS)
    assert mime is not None
    comments = {comment.get(XML_LANG): comment.text for comment in mime.findall("m:comment", MIME_NS)}
    assert comments.get("fr") == "Partie Black Box enregistrée"


def test_the_debian_changelog_names_this_version() -> None:
    """The .deb's changelog (a native package's own, which Debian asks for) follows the version and its format."""
    lines = (PACKAGING / "changelog").read_text(encoding="utf-8").splitlines()
    head = re.fullmatch(r"blackbox-desktop \(([^)]+)\) unstable; urgency=medium", lines[0])
    assert head is not None and head[1] == blackbox_desktop.__version__
    trailer = next(line for line in lines if line.startswith(" -- "))
    assert re.fullmatch(r" -- [^<]+ <[^>]+>  \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}", trailer)
    assert all(len(line) <= 80 for line in lines[:-1])
