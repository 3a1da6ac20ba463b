"""``python -m magdagdon.ai``: the figures it prints and its errors."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from magdagdon.ai.__main__ import main
from magdagdon.ai.runner import GameResult
from magdagdon.ai.stats import ProgressBar, Summary, game_seeds, percentile


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
        (["--level", "expert"], "invalid choice: 'expert'"),
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
    from magdagdon.ai.stats import run_games
    from magdagdon.engine import Difficulty

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
