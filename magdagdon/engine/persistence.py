"""Saved games: plain data in, a checked game out (issues 2, 11, 14, 17).

Version 2 stores the difficulty, the seed and the saved log (``history.py``) plus a summary
(phase, board, dice, turns, powers) that must match the replay. Rolls must be the seed's
unless the save says ``"forced": true`` (such a game is never recorded). Version 1 (1.0.0)
stored a ``random.Random`` state; such a save loads when its rolls are exactly those of
``random.Random(seed)`` and the state matches, and plays on from that same stream.

Everything is checked before it is trusted: only JSON types, finite numbers, bounded depth and
size, so no save can raise anything but GameDataError or take long to refuse.

This module is the format alone, and knows no ``Game``: ``Game.to_dict`` hands it the game's
state to write, and ``Game.from_dict`` has it ``read`` a save (its shape checked), replays the
actions itself and has it ``check_replayed`` the result against what the save says.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from .actions import Action, action_from_data
from .board import EMPTY, RUINED
from .rules import Difficulty, GameDataError, Phase

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


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A save whose shape was checked: what ``Game.from_dict`` replays, and the data the
    replayed game must match (``check_replayed``)."""

    version: int
    difficulty: Difficulty
    seed: int
    #: The dice follow 1.0.0's one random stream (every version 1 save, and version 2 saves
    #: of games resumed from one).
    legacy: bool
    actions: tuple[Action, ...]
    data: Mapping[str, Any]


def summary(
    *,
    phase: Phase,
    board: Sequence[int],
    dice: Iterable[tuple[int, int | None]],
    turns: int,
    powers_used: int,
) -> dict[str, Any]:
    """What a save states besides its log (the same in both versions)."""
    return {
        "phase": phase.name,
        "cells": [None if v == EMPTY else "RUIN" if v == RUINED else v for v in board],
        "dice": [[value, cell] for value, cell in dice],
        "turns": turns,
        "powers_used": powers_used,
    }


def game_data(
    *,
    difficulty: Difficulty,
    seed: int,
    legacy: bool,
    forced: bool,
    actions: Iterable[Action],
    summary: Mapping[str, Any],
) -> dict[str, Any]:
    """Version 2 data of a game (see the module docstring); ``actions`` is the saved log."""
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "difficulty": difficulty.name,
        "seed": seed,
        "stream": "legacy" if legacy else "turn",
        "forced": forced,
        "actions": [a.to_data() for a in actions],
        **summary,
    }


def version_1_data(
    *,
    difficulty: Difficulty,
    seed: int,
    rng: tuple[Any, ...],
    log: Iterable[list[Any]],
    summary: Mapping[str, Any],
) -> dict[str, Any]:
    """What 1.0.0's ``to_dict`` wrote for a game (to check a version 1 save): ``rng`` is the
    state of its ``random.Random``, ``log`` every action as a plain list."""
    version, internal, gauss = rng
    return {
        "format": FORMAT,
        "version": 1,
        "difficulty": difficulty.name,
        "seed": seed,
        "rng": [version, list(internal), gauss],
        "log": list(log),
        **summary,
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


def _actions(entries: object, limit: int) -> tuple[Action, ...]:
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
    return tuple(out)


def _check_legacy_seed(seed: int) -> None:
    if not 0 <= seed < 2**64:  # 1.0.0 drew seeds of 63 bits
        raise GameDataError(f"a 1.0.0 seed is 0 <= seed < 2**64, not {seed}")


def read(data: object) -> SavedGame:
    """A save of version 2 or 1, its shape checked through and through (GameDataError);
    whether its actions are legal is the replay's question (``Game.from_dict``)."""
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
        # 1.0.0 saved every move, and its rolls must come from ``random.Random(seed)``
        actions = _actions(data.get("log"), MAX_V1_ACTIONS)
        _check_plain(data)
        _check_legacy_seed(seed)
        return SavedGame(version, difficulty, seed, True, actions, data)
    if set(data) != _V2_KEYS:
        raise GameDataError(f"a saved game has the keys {sorted(_V2_KEYS)}, not {sorted(data)}")
    actions = _actions(data["actions"], MAX_SAVED_ACTIONS)
    _check_plain(data)
    stream = data["stream"]
    if stream not in ("turn", "legacy"):
        raise GameDataError(f"unknown dice stream {stream!r}")
    if stream == "legacy":
        _check_legacy_seed(seed)
    return SavedGame(version, difficulty, seed, stream == "legacy", actions, data)


def check_replayed(saved: SavedGame, replayed: Mapping[str, Any], *, forced: bool) -> None:
    """The game replayed from ``saved`` must be what the save says: ``replayed`` is its data
    in the save's version, ``forced`` whether its dice were not its seed's. A version 1 save
    never holds forced dice (so chosen dice are refused); a version 2 save says whether it
    does."""
    if saved.version == 1:
        if forced:
            raise GameDataError("the saved rolls are not the dice of its seed (edited?)")
    elif saved.data["forced"] is not forced:
        if forced:
            raise GameDataError("the saved rolls are not the dice of its seed (edited?)")
        raise GameDataError("the save says its dice were forced, but they are its seed's")
    if replayed != dict(saved.data):
        raise GameDataError("the saved state does not match its own log (edited?)")


def parse_json(text: str | bytes) -> object:
    """JSON text of a save, parsed without trusting it (depth, NaN, Infinity):
    GameDataError for anything malformed."""

    def refuse(name: str) -> object:
        raise GameDataError(f"a saved game holds no {name}")

    try:
        return json.loads(text, parse_constant=refuse)
    except RecursionError:
        raise GameDataError("a saved game is nested far too deep") from None
    except (ValueError, TypeError) as exc:
        if isinstance(exc, GameDataError):
            raise
        raise GameDataError(f"a saved game is JSON: {exc}") from None
