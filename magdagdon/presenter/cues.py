"""What a change of the game sounds like (issue 38), in plain Python: the sound cues of one action.

The session publishes a change after every action; :class:`CueReader` compares the game with the
game as it last heard it and names the sounds that change makes, each with the delay (ms) at
which it belongs, so that a sound lands with the motion it goes with:

- ROLL rattles while the four dice tumble one after another (``roll``); REROLL throws the
  chosen dice together (``reroll``); with reduced motion the dice land at once (``land``);
- INCREASE / DECREASE turn one die (``adjust``);
- a die set down (``place``), a die taken back (``take_back``), CONFIRM (``confirm``);
- each line that CONFIRM completes with a bonus (R7.2) chimes after the dice have sunk, one
  line after the other: ``two_pairs``, ``four_of_a_kind``, ``straight``;
- a MAGDAGDON (R6.1), once the dice have settled (``magdagdon``), also one a power did not
  rescue; ACCEPT's ruin cracks (``ruin``);
- a game that ends with a new record (rank 1 of a table that held other games) plays its
  fanfare after the rest (``record``).

Nothing here knows buttons or keys: the cues come from the game's own log of actions
(``Game.actions``), so a tap, a key, a drag and the kiosk's bot sound alike. The timings mirror
Theme.qml's motion constants (``tests/presenter/test_cues.py`` holds them equal), and
``tools/make_sounds.py`` makes the rattles exactly as long as the tumble.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from magdagdon.engine import (
    AcceptMagdagdon,
    Action,
    Adjust,
    Bonus,
    Confirm,
    Game,
    Phase,
    Prepare,
    Reroll,
    Roll,
    TakeBack,
)

#: Theme.qml's motion constants (ms) that sounds follow: one die's tumble, the gap between
#: one rolled die's tumble and the next, the confirmed dice sinking into the board.
TUMBLE_MS: Final = 240
STAGGER_MS: Final = 40
SINK_MS: Final = 180
#: ROLL: the fourth die has landed.
ROLL_SETTLE_MS: Final = TUMBLE_MS + 3 * STAGGER_MS
#: Reduced motion: the dice land at once; what follows waits for their clatter.
LAND_MS: Final = 150
#: Between two bonus lines' chimes of one CONFIRM (Theme.sweep, a bonus line's ribbon).
CHIME_GAP_MS: Final = 250
#: After the last sound of a game's last action, the record's fanfare.
RECORD_GAP_MS: Final = 450

#: Each bonus of a completed line (R7.2) and its chime; each rises, longer as it scores more.
BONUS_SOUNDS: Final = {
    Bonus.TWO_PAIRS: "two_pairs",
    Bonus.FOUR_OF_A_KIND: "four_of_a_kind",
    Bonus.STRAIGHT: "straight",
}

#: Every sound the game plays, by name: resources/sounds/<name>.wav.
SOUNDS: Final = (
    "roll",
    "reroll",
    "land",
    "adjust",
    "place",
    "take_back",
    "confirm",
    *BONUS_SOUNDS.values(),
    "magdagdon",
    "ruin",
    "record",
)


class Cue(NamedTuple):
    """One sound to play, ``delay`` ms after the change that asked for it."""

    name: str
    delay: int = 0


def _bonuses(game: Game) -> tuple[Bonus, ...]:
    """Each line's bonus on the permanent board (rows, then columns)."""
    return tuple(line.bonus for line in game.score().lines)


class CueReader:
    """Remembers the game as it last heard it and names the sounds of what happened since."""

    def __init__(self, game: Game) -> None:
        self._game = game
        self._seen = 0
        self._bonuses: tuple[Bonus, ...] = ()
        self.reset(game)

    def reset(self, game: Game) -> None:
        """Hear ``game`` from where it stands now (a new game, a daily, a code, a restore)."""
        self._game = game
        self._seen = len(game.actions)
        self._bonuses = _bonuses(game)

    def hear(self, game: Game, *, record: bool = False, reduced_motion: bool = False) -> list[Cue]:
        """The cues of the actions played on ``game`` since the last call, in order.

        Another game than the one heard last (or a shorter log) is a start, not an action: it
        is silent. ``record``: the game is over and made a new record. ``reduced_motion``: the
        dice land at once, so nothing waits for a tumble.
        """
        actions = game.actions
        if game is not self._game or len(actions) < self._seen:
            self.reset(game)
            return []
        new = actions[self._seen :]
        self._seen = len(actions)
        cues: list[Cue] = []
        for action in new:
            cues.extend(self._action_cues(action, game, reduced_motion))
        if new and game.phase is Phase.MAGDAGDON and isinstance(new[-1], (Roll, Reroll, Adjust)):
            cues.append(Cue("magdagdon", _settled(new[-1], reduced_motion)))
        if new and record and game.is_over:
            last = max((c.delay for c in cues), default=0)
            cues.append(Cue("record", last + RECORD_GAP_MS))
        return cues

    def _action_cues(self, action: Action, game: Game, reduced_motion: bool) -> list[Cue]:
        if isinstance(action, Roll):
            return [Cue("land" if reduced_motion else "roll")]
        if isinstance(action, Reroll):
            return [Cue("land" if reduced_motion else "reroll")]
        if isinstance(action, Adjust):
            return [Cue("adjust")]
        if isinstance(action, Prepare):
            return [Cue("place")]
        if isinstance(action, TakeBack):
            return [Cue("take_back")]
        if isinstance(action, AcceptMagdagdon):
            self._bonuses = _bonuses(game)  # a ruin completes no bonus (R7.3)
            return [Cue("ruin")]
        if isinstance(action, Confirm):
            before, self._bonuses = self._bonuses, _bonuses(game)
            start = 0 if reduced_motion else SINK_MS
            earned = [
                BONUS_SOUNDS[now]
                for was, now in zip(before, self._bonuses, strict=True)
                if was is Bonus.NONE and now is not Bonus.NONE
            ]
            return [
                Cue("confirm"),
                *(Cue(name, start + i * CHIME_GAP_MS) for i, name in enumerate(earned)),
            ]
        return []  # an action type this reader does not know makes no sound


def _settled(action: Action, reduced_motion: bool) -> int:
    """When the dice an action threw or turned have come to rest (ms)."""
    if reduced_motion:
        return LAND_MS
    return ROLL_SETTLE_MS if isinstance(action, Roll) else TUMBLE_MS
