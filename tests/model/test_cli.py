"""The headless command line: the answer pad, batches, and bad arguments."""

import json
import os
import subprocess
import sys
from io import StringIO
from pathlib import Path

from blackbox_desktop.cli import run

DATA = Path(__file__).resolve().parent.parent / "data"


def call(*argv, stdin=""):
    out = StringIO()
    status = run(list(argv), stdin=StringIO(stdin), stdout=out)
    return status, out.getvalue()


def test_answers_prints_one_port_a_line():
    status, out = call("answers", "--board", "hex-5", "--atoms", "C2,D5,D8,E3,E4")
    lines = out.splitlines()
    assert status == 0 and len(lines) == 54
    assert lines[0] == "1\t43" and lines[2] == "3\tH" and lines[7] == "8\tR"


def test_answers_json_is_one_list():
    status, out = call("answers", "--board", "ortho-8x8", "--atoms", "", "--json")
    assert status == 0 and json.loads(out)[:2] == [24, 23]


def test_batch_reproduces_the_vector_files_exactly():
    expected = (DATA / "ortho.jsonl").read_text() + (DATA / "hex.jsonl").read_text()
    stripped = "".join(
        json.dumps({k: v for k, v in json.loads(line).items() if k != "answers"}) + "\n"
        for line in expected.splitlines()
    )
    status, out = call("answers", "--batch", stdin=stripped)
    assert status == 0 and out == expected


def test_bad_arguments_exit_2_with_one_sentence_and_no_traceback():
    for argv in (
        ["answers", "--board", "ortho-9", "--atoms", "A1"],
        ["answers", "--atoms", "Q7"],
        ["answers", "--frobnicate"],
        ["answers", "--batch"],
    ):
        stdin = '{"board": "hex-5", "atoms": ["Z1"]}\n' if "--batch" in argv else ""
        result = subprocess.run(
            [sys.executable, "-m", "blackbox_desktop", *argv], input=stdin, capture_output=True, text=True
        )
        assert result.returncode == 2, argv
        assert "Traceback" not in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_a_batch_line_that_is_not_json_is_named_even_when_nested_thousands_deep():
    for line in ("{not json", "[" * 20000):
        status, _out = call("answers", "--batch", stdin='{"board": "ortho-4x4", "atoms": []}\n' + line + "\n")
        assert status == 2


def test_an_endless_batch_line_is_refused_without_being_read_whole():
    import subprocess
    import sys

    # /dev/zero has no line ends: the batch must stop at its line limit, not fill the memory.
    with open("/dev/zero", "rb") as endless:
        done = subprocess.run(
            [
                sys.executable,
                "-c",
                "import resource, sys; resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30));"
                "from blackbox_desktop.cli import run; sys.exit(run(['answers', '--batch']))",
            ],
            stdin=endless,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    assert done.returncode == 2 and "Line 1 of the input is far too long." in done.stderr, done.stderr[-300:]


def test_solve_prints_the_count_probabilities_and_a_hint():
    status, out = call("solve", "--board", "ortho-4x4", "--atoms-count", "1", "--rays", "1:H")
    result = json.loads(out)
    assert status == 0
    assert result["count"] == 4
    assert result["full"] == [] and "B1" in result["empty"]
    assert result["hint"]["port"] == 14


def test_solve_batch_adds_the_result_to_each_line():
    line = json.dumps({"board": "ortho-4x4", "atoms_count": 1, "rays": {"1": "H", "5": "H"}})
    status, out = call("solve", "--batch", "--no-hint", stdin=line + "\n")
    result = json.loads(out)
    assert status == 0 and result["count"] == 1 and result["full"] == ["A1"] and result["rays"] == {"1": "H", "5": "H"}


class FullDisk(StringIO):
    """An output that fails as /dev/full does."""

    def write(self, text):
        raise OSError(28, "No space left on device")

    def flush(self):
        raise OSError(28, "No space left on device")


def test_a_full_disk_or_a_mistyped_command_is_one_sentence(capsys):
    assert run(["answers", "--atoms", "A1"], stdin=StringIO(""), stdout=FullDisk()) == 2
    assert "no space left on device" in capsys.readouterr().err
    for argv, said in (
        (["anwsers"], "Did you mean answers?"),
        (["help"], "The commands are"),
        (["--puzzle", " "], "Give the puzzle code"),
    ):
        # In a subprocess: were the window to open instead, the timeout ends it.
        result = subprocess.run(
            [sys.executable, "-m", "blackbox_desktop", *argv],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        assert result.returncode == 2 and said in result.stderr


def test_solve_gives_up_after_its_time_limit_with_a_sentence(capsys):
    status, _out = call(
        "solve", "--board", "ortho-10x10", "--atoms-count", "10", "--rays", "1:H 3:H", "--time-limit", "0.2"
    )
    assert status == 2 and "Gave up after 0.2 s" in capsys.readouterr().err


def test_solve_batch_checks_each_answer_and_defaults_to_four_atoms(capsys):
    bad = json.dumps({"board": "ortho-8x8", "rays": {"1": "H 2:R"}})
    assert call("solve", "--batch", "--no-hint", stdin=bad + "\n")[0] == 2
    assert "one word" in capsys.readouterr().err
    status, out = call("solve", "--batch", "--no-hint", stdin=json.dumps({"board": "ortho-4x4", "rays": "1:H"}) + "\n")
    assert status == 0 and json.loads(out)["count"] > 0  # four atoms, as plain solve
    assert call("answers", "--atoms", "A1", "--batch")[0] == 2


def test_a_screenshot_file_that_cannot_be_written_is_refused_before_any_drawing(tmp_path, capsys):
    # '' used to be taken for "no screenshot" and opened the window (Qt aborted without a display).
    for name, said in (
        ("", "Give the PNG file"),
        (str(tmp_path) + "/", "is a folder"),
        (str(tmp_path / "missing" / "x.png"), "does not exist"),
        (str(tmp_path / "x.jpg"), ".png"),
        ("/dev/null", "is not a file"),
    ):  # QA: as root, /dev/full was replaced by the PNG
        assert run(["--screenshot", name]) == 2, name
        assert said in capsys.readouterr().err


def test_a_game_file_and_a_puzzle_code_together_are_refused(tmp_path, capsys):
    # QA: the puzzle was silently dropped and the file opened.
    assert run([str(tmp_path / "game.bbox"), "--puzzle", "BB-6AJP-XXXX"]) == 2
    assert "not both" in capsys.readouterr().err


def test_print_never_writes_over_a_pdf_whose_name_she_did_not_give(tmp_path, capsys):
    # QA: --out report wrote report.pdf over the one already there.
    precious = tmp_path / "report.pdf"
    precious.write_bytes(b"hers")
    for command in ("print-notepad", "print-booklet"):
        status, _out = call(command, "--out", str(tmp_path / "report"))
        assert status == 2 and precious.read_bytes() == b"hers"
        err = capsys.readouterr().err
        assert "report.pdf" in err and len(err.strip().splitlines()) == 1


def test_a_damaged_game_to_print_is_named(tmp_path, capsys):
    # QA: print-notepad --game said "This file is not a saved Black Box game." without saying which file.
    damaged = tmp_path / "round 3.bbox"
    damaged.write_text("not a game", encoding="utf-8")
    status, _out = call("print-notepad", "--game", str(damaged), "--out", str(tmp_path / "sheet.pdf"))
    err = capsys.readouterr().err
    assert status == 2 and "round 3.bbox" in err and "not a saved Black Box game" in err
    assert not (tmp_path / "sheet.pdf").exists()


def test_a_command_after_a_window_option_is_told_to_come_first(tmp_path, capsys, monkeypatch):
    """QA: `--side hex answers` took "answers" for a game file and opened a window saying it could not be read."""
    import blackbox_desktop.app.launch

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(blackbox_desktop.app.launch, "launch", lambda args: 0)
    assert run(["--side", "hex", "answers"]) == 2
    assert "'answers' is a command: put it first" in capsys.readouterr().err


def test_version_is_given_alone(capsys):
    """QA: `--version x` printed the version and ignored the x."""
    assert run(["--version", "x"]) == 2
    assert "--version prints the version and quits; give it alone." in capsys.readouterr().err
    assert run(["--version"]) == 0
