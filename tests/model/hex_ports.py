"""The numbering of the hexagonal side's 54 ports as the rules print it (RULES.md §2), written out once for
the tests that check the engine, and the small oracle, against it: port number, entry cell, heading in."""

from __future__ import annotations

HEX_PORTS = (
    "1:A1→SE 2:A1→E 3:B1→SE 4:B1→E 5:C1→SE 6:C1→E 7:D1→SE 8:D1→E 9:E1→SE 10:E1→E 11:E1→NE 12:F1→E "
    "13:F1→NE 14:G1→E 15:G1→NE 16:H1→E 17:H1→NE 18:I1→E 19:I1→NE 20:I1→NW 21:I2→NE 22:I2→NW 23:I3→NE "
    "24:I3→NW 25:I4→NE 26:I4→NW 27:I5→NE 28:I5→NW 29:I5→W 30:H6→NW 31:H6→W 32:G7→NW 33:G7→W 34:F8→NW "
    "35:F8→W 36:E9→NW 37:E9→W 38:E9→SW 39:D8→W 40:D8→SW 41:C7→W 42:C7→SW 43:B6→W 44:B6→SW 45:A5→W "
    "46:A5→SW 47:A5→SE 48:A4→SW 49:A4→SE 50:A3→SW 51:A3→SE 52:A2→SW 53:A2→SE 54:A1→SW"
)


def hex_port_entries() -> list[tuple[str, str]]:
    """``(entry cell, heading in)`` of ports 1 to 54, in order."""
    entries = []
    for number, item in enumerate(HEX_PORTS.split(), 1):
        label, entry = item.split(":")
        assert int(label) == number, item
        cell, heading = entry.split("→")
        entries.append((cell, heading))
    return entries
