"""The script PyInstaller freezes: the same ``main()`` as the ``blackbox-desktop`` launcher.

PyInstaller needs a file to run as ``__main__``; the package's own
``__main__.py`` uses relative imports, so it cannot be that file.

``freeze_support()`` first: the assistant counts long in a process of its own
(``multiprocessing``, spawned), which in the bundle is this program started
again with the arguments that make it that process, not a second window.
"""

import multiprocessing
import sys

from blackbox_desktop.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
