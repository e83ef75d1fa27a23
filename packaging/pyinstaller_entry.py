"""The script PyInstaller freezes: the same ``main()`` as the ``blackbox-desktop`` launcher.

PyInstaller needs a file to run as ``__main__``; the package's own
``__main__.py`` uses relative imports, so it cannot be that file.
"""

import sys

from blackbox_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
