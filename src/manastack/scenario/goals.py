"""A scenario's goal: what a puzzle asks of a player (win, survive, destroy creatures)
and by when; `manastack solve` searches for a line that reaches it (docs/scenarios.md).

    goal: {win: this turn}                       # win before turn `turn + 1` begins
    goal: {player: Alice, win: by turn 5}        # win by the end of turn 5
    goal: {survive: until turn 6}                # not have lost when turn 6 begins
    goal: {destroy: [bears, angel], by: this turn}   # those creatures die (700.4)
"""

from __future__ import annotations

import enum
import itertools
import re
from dataclasses import dataclass
from typing import Any

from manastack.game import Game
from manastack.scenario.objects import ids_of
from manastack.scenario.values import LABEL_RE, Path_, _At, _list, _mapping, _str

GOAL_KEYS = ("player", "win", "survive", "destroy", "by")
KINDS = ("win", "survive", "destroy")
_DEADLINE_RE = re.compile(r"^\s*(?:(this turn)|(?:by|until)?\s*turn\s+(\d{1,9}))\s*$", re.I)


class GoalKind(enum.Enum):
    WIN = "win"              # the player wins the game (104.2)
    SURVIVE = "survive"      # the player hasn't lost (104.3) when the turn begins
    DESTROY = "destroy"      # the named permanents die: battlefield to graveyard (700.4)


@dataclass(frozen=True)
class Goal:
    """What `player` must achieve. For `WIN` and `DESTROY`, by the end of turn `turn`;
    for `SURVIVE`, still in the game, not having lost, when turn `turn` begins.
    `targets` are the labels of the permanents a `DESTROY` goal names."""

    kind: GoalKind
    player: str
    turn: int
    targets: tuple[str, ...] = ()

    def describe(self) -> str:
        if self.kind is GoalKind.WIN:
            return f"{self.player} wins by the end of turn {self.turn}"
        if self.kind is GoalKind.SURVIVE:
            return f"{self.player} hasn't lost when turn {self.turn} begins"
        return (f"{', '.join(self.targets)} die (700.4) by the end of turn {self.turn}, "
                f"{self.player} not having lost")

    def to_data(self) -> dict[str, Any]:
        """The goal as a scenario file writes it (`read_goal` reads it back)."""
        if self.kind is GoalKind.SURVIVE:
            return {"player": self.player, "survive": f"until turn {self.turn}"}
        if self.kind is GoalKind.WIN:
            return {"player": self.player, "win": f"by turn {self.turn}"}
        return {"player": self.player, "destroy": list(self.targets), "by": f"turn {self.turn}"}

    @property
    def last_turn(self) -> int:
        """The last turn that matters to the goal: a game capped after it (104.4) is
        decided by it."""
        return self.turn - 1 if self.kind is GoalKind.SURVIVE else self.turn

    def verdict(self, game: Game, labels: dict[str, int]) -> bool | None:
        """True once the goal is reached, False once it can no longer be, None while open.

        A game over is settled (104.2, 104.4a): a win counts if it came by the goal's turn
        (the turn the game ended in, `state.turn`). A game ended as a draw when turn N
        would begin (a cap, 104.4) leaves a player who hasn't lost in it then.
        """
        state = game.state
        turn = state.turn
        won = self.player in game.winners()
        lost = self.player in game.losers()
        if self.kind is GoalKind.SURVIVE:
            if game.is_over:
                return won or (not lost and turn >= self.turn)
            return False if lost else (True if turn >= self.turn else None)
        if game.is_over and won:
            return turn <= self.turn
        if lost or turn > self.turn + (1 if game.is_over else 0):
            return False        # 104.3: a player who lost has left the game (800.4a)
        if self.kind is GoalKind.DESTROY and all(_died(game, labels[t]) for t in self.targets):
            return True
        return False if game.is_over else None


def _died(game: Game, oid: int) -> bool:
    """700.4: the card that was `oid` went from the battlefield to a graveyard (a token
    that then ceased to exist, 704.5d, did too)."""
    state = game.state
    ids = ids_of(state, oid)
    for before, after in itertools.pairwise(ids):
        was, now = state.last_known(before), state.last_known(after)
        if was is not None and now is not None and was.zone == "battlefield" \
                and now.zone == "graveyard":
            return True
    return False


def read_goal(value: object, path: Path_, players: list[str], active: str,
              turn: int, labels: dict[str, int]) -> Goal:
    """The goal of a scenario file; `_At` names the place of a problem."""
    data = _mapping(value, path, GOAL_KEYS)
    kinds = [k for k in KINDS if k in data]
    if len(kinds) != 1:
        raise _At(path, f"a goal has exactly one of {', '.join(KINDS)} "
                  f"(found {', '.join(kinds) or 'none'})")
    kind = GoalKind(kinds[0])
    player = _str(data.get("player", active), (*path, "player")).strip()
    if player not in players:
        raise _At((*path, "player"), f"no player is named {player!r} (players: {', '.join(players)})")
    if kind is GoalKind.DESTROY:
        targets = _read_targets(data["destroy"], (*path, "destroy"), labels)
        deadline = _deadline(data.get("by", "this turn"), (*path, "by"), turn)
        return Goal(kind, player, deadline, targets)
    if "by" in data:
        raise _At((*path, "by"), f"'by' goes with destroy; write {kind.value}: by turn N")
    deadline = _deadline(data[kind.value], (*path, kind.value), turn)
    if kind is GoalKind.SURVIVE and deadline <= turn:
        raise _At((*path, "survive"), f"turn {deadline} has begun already (it is turn {turn})")
    return Goal(kind, player, deadline)


def _read_targets(value: object, path: Path_, labels: dict[str, int]) -> tuple[str, ...]:
    items = _list(value, path)
    if not items:
        raise _At(path, "name at least one permanent to destroy, by its label")
    targets: list[str] = []
    for k, item in enumerate(items):
        label = _str(item, (*path, k)).removeprefix("$")
        if not LABEL_RE.match(label) or label not in labels:
            raise _At((*path, k), f"{label!r} is not a label of the position")
        targets.append(label)
    return tuple(targets)


def _deadline(value: object, path: Path_, turn: int) -> int:
    text = _str(value, path)
    match = _DEADLINE_RE.match(text)
    if match is None:
        raise _At(path, f"{text!r} is not a turn: write 'this turn', 'by turn N' or "
                  "'until turn N'")
    deadline = turn if match.group(1) else int(match.group(2))
    if deadline < turn:
        raise _At(path, f"turn {deadline} is over already (it is turn {turn})")
    return deadline
