"""French for a test: the translators are installed before the window is built, and taken away after."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from blackbox_desktop.app import i18n


@pytest.fixture
def in_french(qapp: Any) -> Iterator[None]:
    assert i18n.install_translators("fr")
    yield
    i18n.install_translators("en")


@pytest.fixture
def french_window(in_french: None, request: pytest.FixtureRequest) -> Any:
    """The real main window, built while French is installed (its texts are translated when it is made)."""
    return request.getfixturevalue("window")
