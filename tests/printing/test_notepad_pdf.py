"""The notepad as PDF: right paper, right page count, every port number as real text."""

from __future__ import annotations

import itertools
import shutil
import subprocess
from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.errors import BlackBoxError
from blackbox_desktop.model.rays import answer_pad
from blackbox_desktop.printing.diagram import port_spots
from blackbox_desktop.printing.layout import NotepadError, NotepadOptions, Rect, plan_sheet
from blackbox_desktop.printing.notepad import write_notepad_pdf

from .conftest import (
    POINTS,
    hex_game,
    needs_poppler,
    number_counts,
    ortho_game,
    page_count,
    page_size,
    page_text,
    tabletop_game,
)

PORTS = {"ortho": 32, "hex": 54}
COMBINATIONS = list(itertools.product(("ortho", "hex", "both"), ("a4", "letter"), ("portrait", "landscape")))
PER_PAGE_CYCLE = (0, 1, 2, 3, 4, 5, 6)


def _check_sheet(path: Path, options: NotepadOptions, first: str | None = None) -> None:
    pages = plan_sheet(options, first=first)
    assert page_count(path) == options.pages
    width, height = POINTS[options.paper]
    expected = (height, width) if options.orientation == "landscape" else (width, height)
    assert page_size(path) == pytest.approx(expected, abs=1.0)
    for page in pages:
        counts = number_counts(page_text(path, page.number))
        for port in range(1, max(PORTS.values()) + 1):
            needed = sum(1 for kind in page.kinds if port <= PORTS[kind])
            assert counts.get(port, 0) >= needed, f"page {page.number}: port {port} printed too few times"


@needs_poppler
@pytest.mark.parametrize(("side", "paper", "orientation"), COMBINATIONS)
def test_blank_sheets_for_every_side_paper_and_orientation(
    qapp: object, tmp_path: Path, side: str, paper: str, orientation: str
) -> None:
    for per_page in (0, PER_PAGE_CYCLE[COMBINATIONS.index((side, paper, orientation)) % 6 + 1]):
        options = NotepadOptions(side=side, per_page=per_page, paper=paper, orientation=orientation, pages=2)
        path = tmp_path / f"{side}-{paper}-{orientation}-{per_page}.pdf"
        assert write_notepad_pdf(path, options) == 2
        _check_sheet(path, options)


@needs_poppler
@pytest.mark.parametrize("per_page", range(1, 7))
def test_every_count_per_page_prints(qapp: object, tmp_path: Path, per_page: int) -> None:
    options = NotepadOptions(side="both", per_page=per_page, pages=1)
    path = tmp_path / "sheet.pdf"
    assert write_notepad_pdf(path, options) == 1
    _check_sheet(path, options)


@needs_poppler
def test_setter_copy_writes_her_answer_pad(qapp: object, tmp_path: Path) -> None:
    game = hex_game()
    options = NotepadOptions(side="hex", per_page=1, copy="setter")
    path = tmp_path / "setter.pdf"
    write_notepad_pdf(path, options, game)
    _check_sheet(path, options, first="hex")
    text = page_text(path, 1)
    words = text.split()
    pad = [str(outcome) for outcome in answer_pad(game.board, game.setup or frozenset())]
    # An absorbed ray is written as the window's tokens carry it: "A" in Franjos, never the model's "H".
    assert game.rules.edition.key == "franjos" and pad.count("H")
    assert words.count("A") >= pad.count("H") and "H" not in words
    assert words.count("R") >= pad.count("R")
    assert "Setter's copy: C2, D5, D8, E3, E4" in " ".join(words)
    # Every exit is written twice on the pad (once at each end): each port number now appears more often.
    counts = number_counts(text)
    exits = [int(answer) for answer in pad if answer.isdigit()]
    for port in set(exits):
        assert counts[port] >= 1 + exits.count(port)


@needs_poppler
def test_experimenter_record_has_markers_and_scores(qapp: object, tmp_path: Path) -> None:
    game = ortho_game()
    options = NotepadOptions(side="both", paper="letter", orientation="landscape", copy="experimenter")
    path = tmp_path / "record.pdf"
    write_notepad_pdf(path, options, game)
    _check_sheet(path, options, first="ortho")
    words = page_text(path, 1).split()
    markers = [m for m in game.position.markers if m is not None]
    assert words.count("A") >= sum(1 for m in markers if str(m) == "H")
    assert "Experimenter" in " ".join(words) and "finished" in " ".join(words)
    score = game.score()
    assert str(score.total) in words and str(score.rays) in words


@needs_poppler
def test_a_parker_game_writes_h_for_hit(qapp: object, tmp_path: Path) -> None:
    from dataclasses import replace

    from blackbox_desktop.model.editions import PARKER

    game = ortho_game()
    parker = type(game).new(game.board, game.position.atom_count, replace(game.rules, edition=PARKER), game.setup)
    parker = parker.apply_all(list(game.history))
    path = tmp_path / "parker.pdf"
    write_notepad_pdf(path, NotepadOptions(side="ortho", per_page=1, copy="setter"), parker)
    pad = [str(outcome) for outcome in answer_pad(game.board, game.setup or frozenset())]
    assert page_text(path, 1).split().count("H") >= pad.count("H") > 0


@needs_poppler
def test_record_of_a_game_in_play_leaves_the_scores_blank(qapp: object, tmp_path: Path) -> None:
    game = hex_game(finished=False)
    path = tmp_path / "in-play.pdf"
    write_notepad_pdf(path, NotepadOptions(side="hex", per_page=1), game)
    assert "in play" in page_text(path, 1)


@needs_poppler
def test_game_board_size_is_used(qapp: object, tmp_path: Path) -> None:
    board = parse_board("ortho-5x7")
    from blackbox_desktop.model.game import Game, Rules

    game = Game.new(board, 3, Rules(), setup=board.cells_from_names("A1,C4,E7")).apply("F3")
    path = tmp_path / "small.pdf"
    write_notepad_pdf(path, NotepadOptions(side="ortho", per_page=2), game)
    counts = number_counts(page_text(path, 1))
    # Both diagrams are on the game's 5×7 board, with 24 ports each.
    assert all(counts.get(port, 0) >= 2 for port in range(1, 25))
    assert "5×7" in page_text(path, 1)


def test_setter_copy_of_a_tabletop_game_is_refused(qapp: object, tmp_path: Path) -> None:
    path = tmp_path / "nothing.pdf"
    with pytest.raises(NotepadError, match="setter's copy"):
        write_notepad_pdf(path, NotepadOptions(copy="setter"), tabletop_game())
    assert not path.exists()


def test_unwritable_path_is_a_sentence(qapp: object, tmp_path: Path) -> None:
    with pytest.raises(BlackBoxError, match="Cannot write to"):
        write_notepad_pdf(tmp_path / "no-such-folder" / "sheet.pdf", NotepadOptions())


@pytest.mark.skipif(not shutil.which("pdfimages"), reason="poppler-utils is not installed")
def test_sheet_is_vector_not_a_picture(qapp: object, tmp_path: Path) -> None:
    path = tmp_path / "vector.pdf"
    write_notepad_pdf(path, NotepadOptions(side="both"), ortho_game())
    listing = subprocess.run(["pdfimages", "-list", str(path)], capture_output=True, text=True, check=True).stdout
    assert len(listing.strip().splitlines()) <= 2, "no embedded images: lines and text only"


@pytest.mark.parametrize("spec", ["hex-2", "hex-5", "hex-9", "ortho-8x8", "ortho-3x9"])
def test_port_numbers_never_overlap(spec: str) -> None:
    board = parse_board(spec)
    spots = port_spots(board)
    radius = 0.34 if board.kind == "ortho" else 0.25
    labels = [spot.label for spot in spots.values()]
    for (x1, y1), (x2, y2) in itertools.combinations(labels, 2):
        assert (x1 - x2) ** 2 + (y1 - y2) ** 2 >= (2 * radius) ** 2 - 1e-9


HEADER_CASES = [
    ("a4", "portrait", 1),
    ("a4", "portrait", 2),
    ("a4", "portrait", 4),
    ("a4", "portrait", 5),
    ("a4", "portrait", 6),
    ("a4", "landscape", 4),
    ("a4", "landscape", 6),
    ("letter", "portrait", 6),
    ("letter", "landscape", 6),
]


@pytest.mark.parametrize(("paper", "orientation", "per_page"), HEADER_CASES)
def test_every_card_header_has_room_to_write(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, paper: str, orientation: str, per_page: int
) -> None:
    """QA: at 6 a page the Player, Round and Date blanks were 4 mm long and the "hex 5" tag touched Date."""
    from blackbox_desktop.printing import canvas

    blanks: list[tuple[tuple[float, float], tuple[float, float]]] = []
    tags: list[tuple[float, float, float, float]] = []
    line, rect = canvas.Canvas.line, canvas.Canvas.rect

    def spy_line(self: object, a: tuple[float, float], b: tuple[float, float], colour: object, width: float) -> None:
        if colour == canvas.FAINT and width == 0.2:  # the write-in lines of a header
            blanks.append((a, b))
        line(self, a, b, colour, width)  # type: ignore[arg-type]

    def spy_rect(self: object, box: Rect, colour: object, width: float, fill: object = None, radius: float = 0) -> None:
        if fill == canvas.INK and width == 0:  # the board's tag
            tags.append((box.x, box.y, box.right, box.bottom))
        rect(self, box, colour, width, fill, radius)  # type: ignore[arg-type]

    monkeypatch.setattr(canvas.Canvas, "line", spy_line)
    monkeypatch.setattr(canvas.Canvas, "rect", spy_rect)
    options = NotepadOptions(side="both", per_page=per_page, paper=paper, orientation=orientation)
    write_notepad_pdf(tmp_path / "sheet.pdf", options)
    assert len(blanks) == 3 * per_page and len(tags) == per_page
    shortest = {"Player": 18.0, "Round": 6.0, "Date": 12.0}
    for card in range(per_page):
        fields = blanks[3 * card : 3 * card + 3]
        for (word, least), ((x1, y), (x2, _)) in zip(shortest.items(), fields, strict=True):
            assert x2 - x1 >= least, f"card {card + 1}: {word} has {x2 - x1:.1f} mm to write on"
            left, top, _right, bottom = tags[card]
            if top <= y <= bottom + 1.5:
                assert x2 <= left - 1.5, f"card {card + 1}: the {word} line runs into the board's tag"


@needs_poppler
@pytest.mark.parametrize("game", [None, ortho_game()])
def test_each_page_names_the_boards_it_holds(qapp: object, tmp_path: Path, game) -> None:
    # QA: with one diagram a page, the hexagon's page said "square 8×8" in its title band, as page 1 did.
    options = NotepadOptions(side="both", per_page=1, pages=2, orientation="landscape")
    path = tmp_path / "sheet.pdf"
    assert write_notepad_pdf(path, options, game) == 2
    first, second = (" ".join(page_text(path, number).split()) for number in (1, 2))
    assert "square 8×8" in first and "hexagonal" not in first
    assert "hexagonal (side 5)" in second and "square" not in second
