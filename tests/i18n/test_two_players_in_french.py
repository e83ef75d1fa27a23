"""The two-player modes speak French: the setter's words, French port names, the options, undo, the title."""

from __future__ import annotations

from modes.drive import duel_ready, finish, flow, hide, press
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel

from blackbox_desktop.app.features.two_players import set_port_names
from blackbox_desktop.app.modes.dialogs import TABLETOP, AnnouncementDialog, MatchSetup, TwoPlayerDialog
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER, PARKER
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.port_names import FRENCH
from blackbox_desktop.model.scoring import Scoring

from driving import balls, fire, start

BOARD = parse_board("ortho-8x8")


def test_the_tabletop_dialog_panel_and_review_use_the_parker_words_in_french(french_window: MainWindow) -> None:
    window = french_window
    two = flow(window)
    two.start_match(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(PARKER, Scoring.PARKER)), "person")
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, AnnouncementDialog)
        labels = (label.text() for label in dialog.findChildren(QLabel))
        texts = [dialog.absorbed.text(), dialog.reflected.text(), *labels]
        seen.extend(text.replace("&", "") for text in texts)  # as shown: the & marks the Alt+letter
        dialog.exit_port.setText("24")
        dialog.exit_button.click()

    QTimer.singleShot(0, answer)
    fire(window, 1)
    assert seen[:2] == ["COUP", "RÉFLEXION"]
    assert "DÉTOUR ou TRAVERSÉE, sortie en" in seen
    assert "Ann a annoncé DÉTOUR ou TRAVERSÉE, sortie en 24" in window.announcement.text()
    # The worked example's slip (RULES.md §4): the ray at 20 comes back, Ann says HIT.
    two.ask_announcement = lambda port: "H"
    fire(window, 20)
    balls(window, "D7,E8,F8,H5")
    finish(window)
    hide(window, "C1,D7,F8,H5")
    review = window.confirmed[-1]  # type: ignore[attr-defined]
    assert "20\u00a0: annoncé COUP, les atomes donnent RÉFLEXION" in review
    assert "DETOUR" not in review and "HIT" not in review


def test_the_french_duel_names_its_ports_and_answers_in_french(french_window: MainWindow) -> None:
    window = french_window
    set_port_names(window, FRENCH)
    two = flow(window)
    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    two.dock.fire_edit.setText("9 bas")
    press(two.dock.fire_button)
    assert window.statusBar().currentMessage() == (
        "«\u00a09 bas\u00a0» ne désigne aucun port du plateau 8×8\u00a0; "
        "écrivez un numéro ou par exemple «\u00a0D gauche\u00a0»."
    )
    two.dock.fire_edit.setText("3 haut")
    press(two.dock.fire_button)
    assert window.announcement.text().startswith("Rayon en 3 haut\u00a0: déviation, sortie en 3 bas.")


def test_the_duel_is_headed_by_the_french_rules_it_is_played_by(french_window: MainWindow) -> None:
    # QA: the panel's heading said « Version ordinateur », the look of the duel's tokens, not the rules it plays.
    window = french_window
    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    assert window.title_label.text() == "Règles du jeu papier-crayon\nplateau 8×8, 4\u00a0atomes"
    flow(window).leave()
    start(window, "ortho-8x8", "B2,C5,D1,E7", Rules(COMPUTER, Scoring.PER_RAY))
    assert window.title_label.text().startswith("Version ordinateur\n")


def test_the_duel_on_the_hexagonal_side_asks_for_port_numbers_only(french_window: MainWindow) -> None:
    # The hexagonal side has no French port names: the box and its refusal do not offer "D gauche" there.
    window = french_window
    two = flow(window)
    duel_ready(
        window,
        MatchSetup(("Ann", "Bob"), parse_board("hex-5"), 5, Rules(COMPUTER, Scoring.PER_RAY)),
        ann="A1,B2,C3,D4,E5",
        bob="A2,B3,C4,D5,E6",
    )
    assert "gauche" not in two.dock.fire_edit.placeholderText() + two.dock.fire_edit.toolTip()
    two.dock.fire_edit.setText("D gauche")
    press(two.dock.fire_button)
    message = window.statusBar().currentMessage()
    assert message.startswith("«\u00a0D gauche\u00a0» ne désigne aucun port") and "numéro de port" in message
    assert "par exemple" not in message


def test_the_two_player_options_name_the_editions_and_scorings_in_french(french_window: MainWindow) -> None:
    dialog = TwoPlayerDialog(TABLETOP, french_window.options, french_window)
    editions = [dialog.edition.itemText(i) for i in range(dialog.edition.count())]
    scorings = [dialog.scoring.itemText(i) for i in range(dialog.scoring.count())]
    assert "Version ordinateur" in editions
    assert "Par rayon" in scorings


def test_undo_and_redo_say_what_they_take_back_in_french(french_window: MainWindow) -> None:
    window = french_window
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 20)
    balls(window, "D1")
    assert window.undo_action.text().replace("&", "") == "Annuler bille en D1"
    window.controller.undo()
    assert window.redo_action.text().replace("&", "") == "Rétablir bille en D1"


def test_one_atom_is_one_atome_in_the_title(french_window: MainWindow) -> None:
    start(french_window, "ortho-2x2", "A1")
    assert french_window.title_label.text().endswith("plateau 2×2, 1\u00a0atome")
    assert french_window.announcement.text().startswith("L’ordinateur a caché 1 atome.")
    start(french_window, "ortho-2x2", "A1,B2")
    assert french_window.title_label.text().endswith("plateau 2×2, 2\u00a0atomes")


def test_one_atom_is_singular_in_english_too(window: MainWindow) -> None:
    start(window, "ortho-2x2", "A1")
    assert window.title_label.text().endswith("2×2 board, 1\u00a0atom")  # the count never wraps away from its word
    assert window.announcement.text().startswith("The computer has hidden 1 atom.")


def test_a_game_of_one_atom_speaks_of_the_ball_in_the_singular(window: MainWindow) -> None:
    start(window, "ortho-2x2", "A1")
    balls(window, "A1")
    window.controller.click_cell(min(window.controller.game.board.cells_from_names("B2")))
    assert window.statusBar().currentMessage().startswith("The ball is on the board.")


def test_french_elides_before_a_name_that_starts_with_a_vowel(french_window: MainWindow) -> None:
    from blackbox_desktop.app.i18n import elide

    assert elide("Au tour de Ann : voici la boîte de Bob.") == "Au tour d’Ann : voici la boîte de Bob."
    assert elide("cachez 4 atomes que Ève devra trouver") == "cachez 4 atomes qu’Ève devra trouver"
    assert elide("la boîte de l’autre, de 1 à 32") == "la boîte de l’autre, de 1 à 32"
    two = flow(french_window)
    duel_ready(french_window, MatchSetup(("Bob", "Ann"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    assert "boîte d’Ann" in french_window.announcement.text()
    assert "de Ann" not in two.dock.status.text() + french_window.announcement.text()
    from blackbox_desktop.app.model_texts import tr_model

    said = tr_model("Your score is no longer lower than Ann's: name your atoms now.")
    assert "celui d’Ann" in said, said  # a model sentence with a name elides too
