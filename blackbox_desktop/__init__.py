"""Black Box Desktop: Eric Solomon's Black Box on both sides of the board."""

__version__ = "0.1.0"
