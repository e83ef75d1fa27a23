"""Features that plug into the main window: each module named in ``FEATURES`` has ``install(window)``.

A feature too big for one file keeps its other parts in modules named after it (the ``autosave_*`` modules
beside ``autosave``); those have no ``install`` of their own.

A feature adds its own menu entries, docks and signal connections through
the window's public parts (``controller``, ``scene``, ``view``, the menus
``game_menu``, ``edit_menu``, ``view_menu``, ``help_menu`` and ``toolbar``),
so the window itself stays small and features do not step on each other.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..window import MainWindow

# Modules of this package, installed in this order.
# The two-player flow comes first: the autosave and the assistant watch its phases.
FEATURES: tuple[str, ...] = (
    "two_players",
    "autosave",
    "tutorial",
    "preferences",
    "cell_names",
    "assistant",
    "computer_play",
    "booklet_play",
    "printing_menu",
    "recent_files",
    "score_book",
    "restart",
    "share_code",
    "file_drop",
)


def install_features(window: MainWindow) -> None:
    for name in FEATURES:
        import_module(f"{__name__}.{name}").install(window)
