"""On a screen scaled twice (``QT_SCALE_FACTOR=2``, a 2560×1440 screen): the pieces drawn sharp, the drops where aimed.

Qt's scale is fixed when the application starts, so the checks, in ``scaled_twice.py`` (a name pytest does not
collect by itself), run in a pytest process of their own, started here on such a screen.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECKS = Path(__file__).with_name("scaled_twice.py")


def test_on_a_screen_of_double_density(tmp_path: Path) -> None:
    screen = tmp_path / "screen.json"
    screen.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "big",
                        "x": 0,
                        "y": 0,
                        "width": 2560,
                        "height": 1440,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        )
    )
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM=f"offscreen:configfile={screen}")
    env["PYTHONPATH"] = str(ROOT)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=", "-q", "-rs", str(CHECKS)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "4 passed" in result.stdout and "skipped" not in result.stdout, result.stdout[-2000:]
