"""The game window (Qt).  Nothing imports this package except the entry point.

Items paint, the scene maps, the controller decides (STYLE.md):
``items/`` draw what the model computed, :mod:`.scene` maps pointer and keys
to cells and ports, :mod:`.controller` turns intents into moves on the
immutable :class:`~blackbox_desktop.model.game.Game`.
"""
