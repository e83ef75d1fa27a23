"""Does a frozen bundle hold the whole game: every module of the package and every resource file, as in the source?

    python packaging/check_bundle.py BUNDLE_DIR

BUNDLE_DIR is the one-folder bundle (``/usr/lib/blackbox-desktop`` once the .deb is installed): the
``blackbox-desktop`` executable and its ``_internal`` folder.  Run from the source tree it was built from, with a
Python that has PyInstaller (the executable's module archive is read with PyInstaller's own reader).

PyInstaller follows imports, but the window installs its features by name and the command line imports its
commands lazily, so the spec lists every module and copies ``resources/`` whole.  A module or data file that
misses the bundle fails only when a player reaches it (a menu entry, French, a booklet), never while the window
draws itself, so ``check-installed.sh`` could not see it; a translation left from an older build would not fail
at all, the new words would simply stay in English.  Exits 1 naming what is missing or differs.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

PACKAGE = "blackbox_desktop"
EXECUTABLE = "blackbox-desktop"
# Folders of data files that the spec copies into the bundle at the same relative place.
DATA_FOLDERS = ("resources", "translations")


def source_modules(package_dir: Path) -> set[str]:
    """Dotted names of every module of the package in the source tree."""
    names = set()
    for path in package_dir.rglob("*.py"):
        parts = path.relative_to(package_dir.parent).with_suffix("").parts
        if "__pycache__" in parts:
            continue
        names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def source_data_files(package_dir: Path) -> list[Path]:
    """The data files the bundle must hold, relative to the package's parent (``blackbox_desktop/resources/...``)."""
    files = []
    for folder in DATA_FOLDERS:
        for path in sorted((package_dir / folder).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                files.append(path.relative_to(package_dir.parent))
    return files


def bundled_modules(executable: Path) -> set[str]:
    """Dotted names of the package's modules in the executable's PYZ archive (needs PyInstaller)."""
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(executable))
    names: set[str] = set()
    for entry in archive.toc:
        if entry.endswith(".pyz"):
            names.update(archive.open_embedded_archive(entry).toc)
    return {name for name in names if name == PACKAGE or name.startswith(PACKAGE + ".")}


def problems(source_root: Path, internal_dir: Path, modules: Iterable[str]) -> list[str]:
    """What the bundle lacks or holds in another version, one line each; empty when it is whole."""
    package_dir = source_root / PACKAGE
    found = []
    missing = sorted(source_modules(package_dir) - set(modules))
    found += [f"module {name} is not in the bundle" for name in missing]
    for relative in source_data_files(package_dir):
        bundled = internal_dir / relative
        if not bundled.is_file():
            found.append(f"{relative.as_posix()} is not in the bundle")
        elif bundled.read_bytes() != (source_root / relative).read_bytes():
            found.append(f"{relative.as_posix()} in the bundle differs from the source (an older build?)")
    return found


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: python packaging/check_bundle.py BUNDLE_DIR", file=sys.stderr)
        return 2
    bundle = Path(argv[0])
    executable = bundle / EXECUTABLE
    if not executable.is_file():
        print(f"check-bundle: {executable} does not exist; give the folder that holds {EXECUTABLE}.", file=sys.stderr)
        return 2
    source_root = Path(__file__).resolve().parent.parent
    found = problems(source_root, bundle / "_internal", bundled_modules(executable))
    for line in found:
        print(f"check-bundle: {line}", file=sys.stderr)
    if found:
        return 1
    count = len(source_modules(source_root / PACKAGE))
    print(f"check-bundle: all {count} modules and {len(source_data_files(source_root / PACKAGE))} data files bundled")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
