"""The window tests of the board run in a slightly smaller window than the others."""

from __future__ import annotations

import pytest


@pytest.fixture
def window_size() -> tuple[int, int]:
    return (1180, 800)
