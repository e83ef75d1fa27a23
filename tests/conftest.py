"""Test set-up shared by every test folder.

Qt must know it has no screen before any QApplication exists, so the
platform is chosen here, at import time, before pytest-qt creates one.
"""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
# The autosave and the settings of every window a test opens go to a throw-away folder.
os.environ.setdefault("BLACKBOX_DESKTOP_DATA_DIR", tempfile.mkdtemp(prefix="blackbox-desktop-tests-"))
