"""High-score records (R8): pure values, their checks against the rules, and one table's JSON."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final

from magdagdon.engine import MAX_SCORE, Difficulty
from magdagdon.engine.board import CELLS
from magdagdon.engine.rules import DICE_PER_ROLL, RUIN_PENALTY

from .integrity import CHECK, SEALED, canonical, seal, verifies
from .values import VERSION, load_versioned, short

TABLE_SIZE: Final = 10  # R8.2: best 10 per difficulty


def _score_range(difficulty: Difficulty) -> range:
    """Every final score R7 allows: a board of 16 ruins with every power used, up to 544."""
    lowest = -RUIN_PENALTY * CELLS - difficulty.power_penalty(difficulty.powers)
    return range(lowest, MAX_SCORE + 1)


TURNS: Final = range(CELLS // DICE_PER_ROLL, CELLS + 1)  # every turn fills 1..4 cells (R3, R6)


def identity(difficulty: Difficulty) -> str:
    """What every record of ``difficulty``'s table is sealed as (``integrity``)."""
    return f"highscores/{difficulty.name}"


@dataclass(frozen=True)
class Record:
    """One finished game in a high-score table (R8.2).

    On disk each record is its own sealed JSON object (``integrity``: ``"version": 2`` and
    its ``crc``), so a damaged byte costs that record alone. Fields a later release adds
    (say, a kiosk player's initials) are kept as they were read (``extra``, canonical JSON
    per field) and written back unchanged; releases before 2 wrote records without a
    version or check, which still read."""

    score: int
    finished: datetime  # timezone-aware
    turns: int
    powers_used: int
    assisted: bool = False
    extra: tuple[tuple[str, str], ...] = ()  # a later version's fields: (name, JSON text)

    @property
    def sort_key(self) -> tuple[int, datetime, int, int, bool]:
        """R8.3: higher score first, on a tie the earlier game (the rest only makes it total)."""
        return (-self.score, self.finished, self.turns, self.powers_used, self.assisted)

    def to_json(self) -> dict[str, Any]:
        out = {
            "score": self.score,
            "finished": self.finished.isoformat(),
            "turns": self.turns,
            "powers_used": self.powers_used,
            "assisted": self.assisted,
        }
        for name, text in self.extra:
            out[name] = json.loads(text)
        return out

    def sealed(self, difficulty: Difficulty) -> dict[str, Any]:
        """The record as written: its JSON with its version and check."""
        return seal(identity(difficulty), self.to_json())

    @classmethod
    def from_json(cls, data: object, difficulty: Difficulty) -> Record:
        """A record read from disk; ``ValueError`` says what is wrong with it. A sealed record
        must match its check; one without a version or check is a record of releases < 2."""
        if not isinstance(data, dict):
            raise ValueError(f"a record is an object, got {short(data)}")
        if CHECK in data or "version" in data:
            version = data.get("version")
            if type(version) is not int or version < SEALED:
                raise ValueError(f"version {short(version)} is not a record version")
            if not verifies(identity(difficulty), data):
                raise ValueError("its check does not match: damaged")
            data = {k: v for k, v in data.items() if k not in (CHECK, "version")}
        missing = {"score", "finished", "turns", "powers_used", "assisted"} - data.keys()
        if missing:
            raise ValueError(f"a record lacks {', '.join(sorted(missing))}")
        finished = data["finished"]
        if not isinstance(finished, str):
            raise ValueError(f"finished must be an ISO 8601 string, got {short(finished)}")
        try:
            when = datetime.fromisoformat(finished)
        except ValueError:
            raise ValueError(
                f"finished is not an ISO 8601 date and time: {short(finished)}"
            ) from None
        record = cls.checked(
            difficulty, data["score"], when, data["turns"], data["powers_used"], data["assisted"]
        )
        extra = tuple(sorted((k, canonical(v)) for k, v in data.items() if k not in _FIELDS))
        return cls(*astuple_fields(record), extra) if extra else record

    @classmethod
    def checked(
        cls,
        difficulty: Difficulty,
        score: object,
        finished: datetime,
        turns: object,
        powers_used: object,
        assisted: object,
    ) -> Record:
        """A record whose every field is possible under the rules, or ``ValueError``."""
        if type(score) is not int or score not in _score_range(difficulty):
            raise ValueError(f"score {short(score)} is impossible in {difficulty.name}")
        if not isinstance(finished, datetime) or finished.utcoffset() is None:
            raise ValueError(f"finished must be a date and time with a time zone: {finished!r}")
        if type(turns) is not int or turns not in TURNS:
            raise ValueError(f"turns {short(turns)} is not {TURNS.start}..{TURNS.stop - 1}")
        if type(powers_used) is not int or not 0 <= powers_used <= difficulty.powers:
            raise ValueError(
                f"powers_used {short(powers_used)} is not 0..{difficulty.powers} "
                f"in {difficulty.name}"
            )
        if not isinstance(assisted, bool):
            raise ValueError(f"assisted must be true or false, got {short(assisted)}")
        return cls(score, finished, turns, powers_used, assisted)


def best(records: Iterable[Record]) -> list[Record]:
    """The table R8.3 keeps: duplicates once, best first, at most ``TABLE_SIZE``."""
    return sorted(set(records), key=lambda r: r.sort_key)[:TABLE_SIZE]


def table_json(records: Sequence[Record], difficulty: Difficulty) -> str:
    """One table's value: ``{"version": 1, "records": [...]}``, each record sealed. (The
    table's own shape is that of every release, so release 1 still reads its records.)"""
    return canonical({"version": VERSION, "records": [r.sealed(difficulty) for r in records]})


def astuple_fields(r: Record) -> tuple[int, datetime, int, int, bool]:
    return (r.score, r.finished, r.turns, r.powers_used, r.assisted)


def parse_table(raw: object, difficulty: Difficulty) -> tuple[list[Record], list[str]]:
    """Read one stored table: its valid records (best 10) and what was wrong, if anything."""
    if raw is None:
        return [], []
    problems: list[str] = []
    try:
        data = load_versioned(raw)
    except ValueError as exc:
        return [], [f"the {difficulty.name} high scores are unreadable ({exc}); set aside"]
    records_raw = data.get("records")
    extra = sorted(set(data) - {"version", "records", "crc"})
    if extra:
        problems.append(f"unknown fields {', '.join(extra)} ignored")
    if not isinstance(records_raw, list):
        return [], [f"the {difficulty.name} high scores hold no list of records; set aside"]
    records: list[Record] = []
    bad: list[str] = []
    for i, item in enumerate(records_raw):
        try:
            records.append(Record.from_json(item, difficulty))
        except ValueError as exc:
            bad.append(f"#{i + 1}: {exc}")
        else:
            legacy = isinstance(item, dict) and not (CHECK in item or "version" in item)
            if legacy and (unknown := sorted(set(item) - _FIELDS)):  # (sealed: a later version's)
                problems.append(f"#{i + 1} had unknown fields {', '.join(unknown)} (kept)")
    if bad:
        more = f"; and {len(bad) - 5} more" if len(bad) > 5 else ""
        problems.append(f"dropped {len(bad)} broken record(s): " + "; ".join(bad[:5]) + more)
    kept = best(records)
    if len(set(records)) > len(kept):  # duplicates go silently: the same game, twice
        problems.append(f"kept the best {len(kept)} of {len(set(records))} records")
    if problems:
        problems = [f"{difficulty.name} high scores: " + "; ".join(problems)]
    return kept, problems


_FIELDS: Final = frozenset({"score", "finished", "turns", "powers_used", "assisted"})
