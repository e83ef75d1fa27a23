"""scripts/setup-env.sh on a Debian with no sudo (installed with a root password) says what to run."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_without_sudo_the_script_names_the_packages_to_install_as_root(tmp_path: Path) -> None:
    tools = tmp_path / "bin"
    tools.mkdir()
    for tool in ("dirname", "dpkg-query", "grep", "sh"):
        found = shutil.which(tool)
        assert found is not None, tool
        (tools / tool).symlink_to(found)
    (tools / "id").write_text("#!/bin/sh\necho 1000\n")  # a player, not root
    (tools / "apt-get").write_text("#!/bin/sh\nexit 0\n")
    for fake in ("id", "apt-get"):
        (tools / fake).chmod(0o755)
    result = subprocess.run(
        [str(tools / "sh"), str(ROOT / "scripts" / "setup-env.sh")],
        env={"PATH": str(tools), "EXTRA_APT": "blackbox-no-such-package"},
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert result.returncode == 1
    assert "not found" not in result.stderr
    assert "there is no sudo here" in result.stderr
    assert "su -c 'apt-get install -y --no-install-recommends" in result.stderr
    assert "blackbox-no-such-package" in result.stderr
