"""Saved games: plain data in, a checked game out (issues 2, 11, 14, 17).

Version 2 stores the difficulty, the seed and the saved log (``history.py``) plus a summary
(phase, board, dice, turns, powers) that must match the replay. Rolls must be the seed's
unless the save says ``"forced": true`` (such a game is never recorded). Version 1 (1.0.0)
stored a ``random.Random`` state; such a save loads when its rolls are exactly those of
``random.Random(seed)`` and the state matches, and plays on from that same stream.

Everything is checked before it is trusted: only JSON types, finite numbers, bounded depth and
size, so no save can raise anything but GameDataError or take long to refuse.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any, Final

from .actions import Action, action_from_data
from .board import EMPTY, RUINED
from .game import Game
from .replay import replay
from .rules import Difficulty, GameDataError

FORMAT: Final = "magdagdon.game"
FORMAT_VERSION: Final = 2
#: The most actions a save may hold. A whole game saves well under 200 (16 turns of a roll,
#: up to four prepares and a confirm, plus powers); undone moves are not saved.
MAX_SAVED_ACTIONS: Final = 2_000
#: 1.0.0 saved every move, undone ones included (a real game: well under 500).
MAX_V1_ACTIONS: Final = 5_000
_MAX_DEPTH: Final = 8
_V2_KEYS: Final = {
    "format",
    "version",
    "difficulty",
    "seed",
    "stream",
    "forced",
    "actions",
    "phase",
    "cells",
    "dice",
    "turns",
    "powers_used",
}


def _summary(game: Game) -> dict[str, Any]:
    board = game._board
    return {
        "phase": game.phase.name,
        "cells": [None if v == EMPTY else "RUIN" if v == RUINED else v for v in board],
        "dice": [[d.value, d.cell] for d in game.dice],
        "turns": game.turns,
        "powers_used": game.powers_used,
    }


def game_to_dict(game: Game) -> dict[str, Any]:
    """Version 2 data for ``game`` (see the module docstring)."""
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "difficulty": game.difficulty.name,
        "seed": game.seed,
        "stream": "legacy" if game.legacy else "turn",
        "forced": game.forced,
        "actions": [a.to_data() for a in game._log.saved()],
        **_summary(game),
    }


def _v1_dict(game: Game) -> dict[str, Any]:
    """What 1.0.0's ``to_dict`` wrote for this game (to check a version 1 save)."""
    assert game._legacy is not None
    version, internal, gauss = game._legacy.getstate()
    return {
        "format": FORMAT,
        "version": 1,
        "difficulty": game.difficulty.name,
        "seed": game.seed,
        "rng": [version, list(internal), gauss],
        "log": list(game.log),
        **_summary(game),
    }


def _check_plain(data: object) -> None:
    """Only JSON types, finite numbers and at most ``_MAX_DEPTH`` levels (walked without
    recursion, so any depth is refused cleanly)."""
    stack: list[tuple[object, int]] = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > _MAX_DEPTH:
            raise GameDataError(f"a saved game is at most {_MAX_DEPTH} levels deep")
        if isinstance(node, Mapping):
            for key, value in node.items():
                if not isinstance(key, str):
                    raise GameDataError(f"keys of a saved game are text, got {key!r}")
                stack.append((value, depth + 1))
        elif isinstance(node, list):
            stack.extend((v, depth + 1) for v in node)
        elif isinstance(node, float):
            if not math.isfinite(node):
                raise GameDataError(f"a saved game holds no {node!r}")
        elif node is not None and not isinstance(node, (str, int)):
            raise GameDataError(f"a saved game holds only JSON values, not {type(node).__name__}")


def _actions(entries: object, limit: int) -> list[Action]:
    if not isinstance(entries, list):
        raise GameDataError("the actions must be a list")
    if len(entries) > limit:
        raise GameDataError(f"a saved game holds at most {limit:,} actions, not {len(entries):,}")
    _check_plain(entries)
    out = []
    for i, entry in enumerate(entries):
        try:
            out.append(action_from_data(entry))
        except ValueError as exc:
            raise GameDataError(f"action {i} of the log is malformed: {exc}") from None
    return out


def _replayed(start: Game, actions: list[Action]) -> Game:
    game = start
    for step in replay(start, actions):
        game = step.after
    return game


def game_from_dict(data: object) -> Game:
    """``Game.from_dict``: version 2 or version 1 data, checked through and through."""
    if not isinstance(data, Mapping):
        raise GameDataError(f"a saved game is a mapping, got {type(data).__name__}")
    if data.get("format") != FORMAT:
        raise GameDataError(f"not a saved MAGDAGDON game (format {data.get('format')!r})")
    version = data.get("version")
    if type(version) is not int or version not in (1, FORMAT_VERSION):
        raise GameDataError(f"unknown saved-game version {version!r}")
    try:
        difficulty = Difficulty[data["difficulty"]]
    except (KeyError, TypeError):
        raise GameDataError(f"unknown difficulty {data.get('difficulty')!r}") from None
    seed = data.get("seed")
    if type(seed) is not int:
        raise GameDataError(f"seed must be an int, got {seed!r}")
    if version == 1:
        return _from_v1(data, difficulty, seed)
    if set(data) != _V2_KEYS:
        raise GameDataError(f"a saved game has the keys {sorted(_V2_KEYS)}, not {sorted(data)}")
    actions = _actions(data["actions"], MAX_SAVED_ACTIONS)
    _check_plain(data)
    stream = data["stream"]
    if stream not in ("turn", "legacy"):
        raise GameDataError(f"unknown dice stream {stream!r}")
    if stream == "turn":
        try:
            start = Game(difficulty, seed)
        except ValueError as exc:
            raise GameDataError(str(exc)) from None
    else:
        start = _legacy_game(difficulty, seed)
    game = _replayed(start, actions)
    if data["forced"] is not game.forced:
        if game.forced:
            raise GameDataError("the saved rolls are not the dice of its seed (edited?)")
        raise GameDataError("the save says its dice were forced, but they are its seed's")
    if game.to_dict() != dict(data):
        raise GameDataError("the saved state does not match its own log (edited?)")
    return game


def _legacy_game(difficulty: Difficulty, seed: int) -> Game:
    if not 0 <= seed < 2**64:  # 1.0.0 drew seeds of 63 bits
        raise GameDataError(f"a 1.0.0 seed is 0 <= seed < 2**64, not {seed}")
    game = Game.__new__(Game)
    game._setup(difficulty, seed, legacy=True)
    return game


def _from_v1(data: Mapping[str, Any], difficulty: Difficulty, seed: int) -> Game:
    """A 1.0.0 save: its rolls must come from ``random.Random(seed)`` and its RNG state must
    be where they leave it (so chosen dice are refused); then it plays on from that stream."""
    actions = _actions(data.get("log"), MAX_V1_ACTIONS)
    _check_plain(data)
    game = _replayed(_legacy_game(difficulty, seed), actions)
    if game.forced:
        raise GameDataError("the saved rolls are not the dice of its seed (edited?)")
    if _v1_dict(game) != dict(data):
        raise GameDataError("the saved state does not match its own log (edited?)")
    return game


def game_from_json(text: str | bytes) -> Game:
    """``Game.from_json``: parse without trusting the text (depth, NaN, Infinity)."""

    def refuse(name: str) -> object:
        raise GameDataError(f"a saved game holds no {name}")

    try:
        data = json.loads(text, parse_constant=refuse)
    except RecursionError:
        raise GameDataError("a saved game is nested far too deep") from None
    except (ValueError, TypeError) as exc:
        if isinstance(exc, GameDataError):
            raise
        raise GameDataError(f"a saved game is JSON: {exc}") from None
    return game_from_dict(data)
