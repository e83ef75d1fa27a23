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
    assert "1,60" in text and " 3 " in text and "3,32" not in text and "bits" not in text


def test_counts_beyond_64_bits_are_grouped_too(in_french: None) -> None:
    # 10 atoms on 20×20: Qt's toString overflowed and the assistant stopped for good.
    assert whole(25_798_075_602_615_553_160) == "25\u202f798\u202f075\u202f602\u202f615\u202f553\u202f160"
    i18n.use_locale("en")
    assert whole(2**70) == "1,180,591,620,717,411,303,424"


def test_a_share_not_proved_never_reads_0_or_100_percent(qapp: Any) -> None:
    from blackbox_desktop.app.assistant.numbers import percent

    i18n.use_locale("en")
    assert percent(0.37) == "37%"
    assert percent(1838 / 1839) == ">\u00a099%" and percent(1 / 1839) == "<\u00a01%"
    assert percent(0.0) == "<\u00a01%" and percent(1.0, proved=True) == "100%"
    i18n.use_locale("fr")
    assert percent(0.37) == "37\u00a0%"
    i18n.use_locale("en")


def test_french_asked_by_language_alone_writes_french_numbers() -> None:
    # LANGUAGE=fr on a system whose numbers are C's: Qt names the system's locale fr_FR, yet its numbers
    # were C's, and the French score panel read "en moyenne 10.0 ici".
    import os
    import subprocess
    import sys

    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from blackbox_desktop.app.i18n import install_translators\n"
        "from blackbox_desktop.app.assistant.numbers import decimal\n"
        "install_translators('fr')\n"
        "print(decimal(10.04, 1))\n"
    )
    env = {**os.environ, "LANG": "C.UTF-8", "LANGUAGE": "fr", "QT_QPA_PLATFORM": "offscreen"}
    env.pop("LC_ALL", None)
    env.pop("LC_NUMERIC", None)
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "10,0", done.stderr
