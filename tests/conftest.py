"""Test set-up shared by every test folder.

Qt must know it has no screen before any QApplication exists, so the
platform is chosen here, at import time, before pytest-qt creates one.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
