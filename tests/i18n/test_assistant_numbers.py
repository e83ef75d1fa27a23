"""The assistant writes its figures as the interface language does, and never a fraction of an arrangement."""

from __future__ import annotations

from typing import Any

from blackbox_desktop.app import i18n
from blackbox_desktop.app.assistant.numbers import arrangements, decimal, whole


def test_french_writes_a_decimal_comma(in_french: None) -> None:
    assert decimal(2.449) == "2,45"
    assert decimal(1.6, 1) == "1,6"
    assert whole(12345) == "12\u202f345"


def test_english_writes_a_decimal_point(qapp: Any) -> None:
    i18n.use_locale("en")
    assert decimal(2.449) == "2.45"
    assert whole(12345) == "12,345"


def test_about_so_many_arrangements_is_a_whole_number_and_at_least_one(in_french: None) -> None:
    assert arrangements(3.32) == "3"
    assert arrangements(3.5) == "4"
    assert arrangements(0.4) == "1"
    assert arrangements(2716.4) == "2\u202f716"


def test_the_hint_sentence_in_french_uses_these_numbers(in_french: None) -> None:
    from blackbox_desktop.app.features.assistant import hint_sentence
    from blackbox_desktop.model.hints import Hint

    text = hint_sentence(Hint(14, 2.449, 3.32, 1.6))
    assert "2,45" in text and "1,60" in text and " 3 " in text and "3,32" not in text
