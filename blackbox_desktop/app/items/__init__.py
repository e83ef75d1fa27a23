"""One small class per kind of thing on the table: they paint, nothing more."""

from .ball import AtomItem, BallItem
from .board import BoardItem
from .cell import CellItem
from .marker import MarkerItem
from .port import PortItem
from .ray_path import RayPathItem
from .tray import TrayItem

__all__ = ["AtomItem", "BallItem", "BoardItem", "CellItem", "MarkerItem", "PortItem", "RayPathItem", "TrayItem"]
