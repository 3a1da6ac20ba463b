"""``python -m magdagdon.ai``: the figures it prints and its errors."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from magdagdon.ai.__main__ import main
from magdagdon.ai.figures import ProgressBar, Summary, game_seeds, percentile
from magdagdon.ai.players import GreedyPlayer
from magdagdon.ai.runner import GameResult, play_game
from magdagdon.engine import Difficulty


def test_cli_prints_every_figure(capsys):
    assert (
        main(
            [
                "--level",
                "greedy",
                "--difficulty",
                "survival",
                "--games",
                "6",
                "--seed",
                "2",
                "--workers",
                "1",
            ]
        )
        == 0
    )
    out, err = capsys.readouterr()
    for label in (
        "mean score",
        "standard deviation",
        "95% interval",
        "min / max",
        "ruins per game",
        "powers per game",
        "time per decision",
        "median",
        "p95",
    ):
        assert label in out
    assert "6/6" in err  # the progress bar, on stderr


def test_cli_runs_as_a_module_on_two_workers():
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "magdagdon.ai",
            "--level",
            "strong",
            "--difficulty",
            "NIGHTMARE",
            "--games",
            "2",
            "--seed",
            "5",
            "--workers",
            "2",
            "--quiet",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "strong on NIGHTMARE, seed 5" in done.stdout
    assert done.stderr == ""


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--level", "grandmaster"], "invalid choice: 'grandmaster'"),
        (["--dice-file", "/nonexistent.json"], "not a benchmark dice file"),
        (["--difficulty", "EASY"], "unknown difficulty 'EASY'"),
        (["--games", "0"], "must be at least 1"),
        (["--games", "ten"], "expected a whole number"),
        (["--seed", "-1"], "must be 0 or more"),
    ],
)
def test_wrong_arguments_give_a_clear_error(capsys, args, message):
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err


def test_same_seeds_whatever_the_worker_count():
    from magdagdon.ai.figures import run_games

    seeds = game_seeds(3, 4)
    one = run_games("greedy", Difficulty.PEACEFUL, seeds, workers=1)
    two = run_games("greedy", Difficulty.PEACEFUL, seeds, workers=2)
    assert [r.score for r in one] == [r.score for r in two]
    assert [r.seed for r in one] == list(seeds)


def test_summary_figures():
    results = [
        GameResult(seed=i, score=s, ruins=r, powers=p, turns=8, decision_times=[t])
        for i, (s, r, p, t) in enumerate([(100, 1, 0, 0.01), (200, 0, 2, 0.03), (300, 2, 1, 0.02)])
    ]
    s = Summary.of(results)
    assert s.mean == 200 and s.stdev == 100
    assert s.low == pytest.approx(200 - 1.96 * 100 / 3**0.5)
    assert (s.minimum, s.maximum, s.ruins, s.powers) == (100, 300, 1, 1)
    assert s.median_ms == pytest.approx(20) and s.p95_ms == pytest.approx(30)
    assert percentile([], 0.5) == 0.0
    with pytest.raises(ValueError):
        Summary.of([])


def test_progress_bar_draws_on_its_stream():
    stream = io.StringIO()
    bar = ProgressBar(4, "x ", stream)
    for done in range(1, 5):
        bar(done)
    text = stream.getvalue()
    assert text.startswith("\rx [")
    assert "4/4" in text and text.endswith("\n")
    assert "[" + "#" * 30 + "]" in text


DICE_FILE = Path(__file__).resolve().parents[2] / ".." / "shared" / "bench" / "clairvoyant-30.json"


def _tiny_dice_file(tmp_path: Path) -> Path:
    """Two games in the format of shared/bench/clairvoyant-30.json, optima included."""
    games = [
        {
            "id": 7 + i,
            "rolls": [[(i + t) % 6 + 1, (t * 5) % 6 + 1, 3, 4] for t in range(16)],
            "NIGHTMARE": {"optimum": 300 + 10 * i, "board": [0] * 16},
            "PEACEFUL_no_powers": {"optimum": 400, "board": [0] * 16},
        }
        for i in range(2)
    ]
    path = tmp_path / "dice.json"
    path.write_text(json.dumps({"what": "test", "games": games}), encoding="utf-8")
    return path


def test_cli_plays_a_dice_file_and_compares_with_its_optimum(capsys, tmp_path):
    path = _tiny_dice_file(tmp_path)
    args = ["--level", "greedy", "--difficulty", "NIGHTMARE", "--workers", "1", "--quiet"]
    assert main([*args, "--dice-file", str(path)]) == 0
    out = capsys.readouterr().out
    assert "2 games of" in out
    means = [line for line in out.splitlines() if line.startswith("mean")]
    assert len(means) == 1
    mean = means[0]
    games = [json.loads(path.read_text())["games"][i]["rolls"] for i in range(2)]
    scores = [
        play_game(GreedyPlayer(), Difficulty.NIGHTMARE, 7 + i, rolls=games[i]).score
        for i in range(2)
    ]
    value = sum(scores) / 2
    assert (
        mean == f"mean {value:.1f} = {value / 305:.3f} x the clairvoyant optimum 305.0 (NIGHTMARE)"
    )


def test_cli_on_peaceful_says_whether_powers_were_used(capsys, tmp_path):
    path = _tiny_dice_file(tmp_path)
    common = ["--level", "strong", "--difficulty", "PEACEFUL", "--workers", "1", "--quiet"]
    assert main([*common, "--dice-file", str(path), "--no-powers"]) == 0
    out = capsys.readouterr().out
    assert "(PEACEFUL_no_powers)" in out
    assert "powers per game    0.00" in out
    assert "powers used: none (switched off by --no-powers), like the optimum" in out


def test_a_dice_file_game_rolls_the_files_dice():
    rolls = [[1, 2, 3, 4], [2, 2, 3, 3], [6, 6, 5, 5]] + [[3, 3, 4, 4]] * 13
    game = play_game(GreedyPlayer(), Difficulty.PEACEFUL, 5, keep_game=True, rolls=rolls).game
    assert game is not None
    played = [list(e[1]) for e in game.log if e[0] == "roll"]
    assert played == rolls[: len(played)]


@pytest.mark.skipif(not DICE_FILE.exists(), reason="the shared benchmark file is not here")
def test_cli_expert_on_the_benchmark_file(capsys):
    args = ["--level", "expert", "--difficulty", "NIGHTMARE", "--games", "2", "--workers", "1"]
    assert main([*args, "--quiet", "--dice-file", str(DICE_FILE)]) == 0
    out = capsys.readouterr().out
    assert "expert on NIGHTMARE, 2 games of" in out
    assert any(line.startswith("mean ") and "(NIGHTMARE)" in line for line in out.splitlines())
