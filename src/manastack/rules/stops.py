"""Stops: where a person wants priority, and the passes the engine makes for them.

A player usually passes priority (117.3d) far more often than they act, and clients
take those passes as a shortcut (731.1): they ask only where the player asked to stop.
`Stops` is that setting for one player, shared by every front end (`Game.set_stops`):

- the steps of their own turn (`mine`) and of the others' turns (`theirs`) where they
  are given priority with an empty stack: by default their main phases and declare
  attackers step, and the others' declare blockers and end steps, as the major clients
  do; combat steps only while a creature is attacking (508.8: otherwise there is
  nothing to answer);
- always, when an object of another player (or, with `own_objects`, their own) is on top
  of the stack (117.7: they may respond to it); a trigger of theirs that needs a choice
  asks that choice anyway, as every decision other than priority is asked;
- a pass "until" the end of this turn, their next turn, or something happening (the next
  time anything is asked of them), which skips the step stops until then;
- never where passing (and activating mana abilities, 117.1d, which a payment offers
  anyway) is all they could do.

A pass so taken is an answer like any other (`Ctx.taken`): the game, its forks and saves
are the same as if every pass had been asked and answered.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from manastack.errors import ManastackError
from manastack.rules.abilities import ActivatedAbility
from manastack.rules.decisions import Choice, Decision, DecisionKind
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState, Step

__all__ = ["DEFAULT_STOPS", "STEP_NAMES", "Stops", "StopsError", "Until", "passes_for"]

# Short names of the steps where a player may get priority (502.4: none in the untap step).
STEP_NAMES: dict[str, Step] = {
    "upkeep": Step.UPKEEP, "draw": Step.DRAW, "main1": Step.MAIN1,
    "combat": Step.BEGIN_COMBAT, "attackers": Step.DECLARE_ATTACKERS,
    "blockers": Step.DECLARE_BLOCKERS, "first-strike": Step.FIRST_STRIKE_DAMAGE,
    "damage": Step.COMBAT_DAMAGE, "end-combat": Step.END_COMBAT, "main2": Step.MAIN2,
    "end": Step.END, "cleanup": Step.CLEANUP,
}
_SHORT = {step: name for name, step in STEP_NAMES.items()}
# Steps in which there is something to answer only while creatures attack (508.8).
_COMBAT = frozenset({Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
                     Step.COMBAT_DAMAGE})
MAX_STOPS_TEXT = 500


class StopsError(ManastackError, ValueError):
    """A stops text that can't be read (`Stops.parse`), naming the part and the reason."""


class Until(enum.Enum):
    """How long a player passes at every step stop (731.2a: a shortcut across steps)."""

    END_OF_TURN = "end of turn"
    MY_NEXT_TURN = "my next turn"
    SOMETHING_HAPPENS = "something happens"


@dataclass(frozen=True, slots=True)
class Stops:
    """One player's stops. `until` (with `since`, the turn it was chosen) is the pass
    in progress, if any; `Game.pass_until` sets it and the game clears it once over."""

    mine: frozenset[Step] = frozenset({Step.MAIN1, Step.DECLARE_ATTACKERS, Step.MAIN2})
    theirs: frozenset[Step] = frozenset({Step.DECLARE_BLOCKERS, Step.END})
    own_objects: bool = False
    until: Until | None = None
    since: int = 0

    @classmethod
    def parse(cls, text: str) -> Stops:
        """Stops from their text, as `str` writes it: `mine=main1,attackers,main2
        theirs=blockers,end`, each side optional (`none` for no steps), and `own` to stop
        for one's own spells and abilities too. Steps: the keys of STEP_NAMES."""
        if len(text) > MAX_STOPS_TEXT:
            raise StopsError(f"stops {text[:40]!r}...: {len(text):,} characters; at most "
                             f"{MAX_STOPS_TEXT}")
        sides: dict[str, frozenset[Step]] = {}
        own = False
        for part in text.split():
            if part == "own":
                own = True
                continue
            side, equals, names = part.partition("=")
            if not equals or side not in ("mine", "theirs"):
                raise StopsError(f"stops {text!r}: {part!r} is not mine=STEPS, theirs=STEPS "
                                 "or own")
            if side in sides:
                raise StopsError(f"stops {text!r}: {side} is given twice")
            sides[side] = _steps(text, names)
        defaults = cls()
        return cls(sides.get("mine", defaults.mine), sides.get("theirs", defaults.theirs), own)

    def __str__(self) -> str:
        text = f"mine={_names(self.mine)} theirs={_names(self.theirs)}"
        return text + " own" if self.own_objects else text

    def passing_until(self, until: Until, turn: int) -> Stops:
        return replace(self, until=until, since=turn)

    def until_over(self, state: GameState, player: int) -> bool:
        """Whether the pass in progress has reached its end: the turn it was chosen in
        is over, or (for the other two) the player's next turn has begun (500.1)."""
        if self.until is None:
            return False
        if self.until is Until.END_OF_TURN:
            return state.turn != self.since
        return state.turn > self.since and player in state.teammates(state.active)

    def passes(self, state: GameState, decision: Decision) -> bool:
        """Whether the player deciding passes priority now without being asked."""
        if decision.kind is not DecisionKind.PRIORITY:
            return False
        player = decision.player
        if not any(_acts(state, option) for option in decision.options):
            return True
        if state.stack:
            # 117.7: an object of another player on top is one they may respond to.
            top = characteristics(state, state.stack[-1]).controller
            return top in state.teammates(player) and not self.own_objects
        if self.until is not None and not self.until_over(state, player):
            return True
        steps = self.mine if player in state.teammates(state.active) else self.theirs
        if state.step not in steps:
            return True
        # 508.8: no creature attacks, so there is no combat to answer.
        return state.step in _COMBAT and (state.combat is None or not state.combat.attacked)


DEFAULT_STOPS = Stops()


def passes_for(stops: tuple[Stops | None, ...], state: GameState, decision: Decision
               ) -> Choice | None:
    """The pass the deciding player's stops take at `decision`, or None to ask them."""
    player = decision.player
    mine = stops[player] if player < len(stops) else None
    if mine is None or not mine.passes(state, decision):
        return None
    return next(o for o in decision.options if o.verb == "pass")


def _acts(state: GameState, option: Choice) -> bool:
    """Whether a priority option does something besides passing and making mana (a mana
    ability, 605.3a, is offered again whenever a payment needs it, 117.1d)."""
    if option.verb == "pass":
        return False
    if option.verb != "activate" or len(option.args) < 2:
        return True
    oid, index = int(option.args[0]), int(option.args[1])
    obj = state.objects[oid]
    abilities = characteristics(state, oid).abilities if obj.zone == "battlefield" \
        else obj.card.abilities
    ability = abilities[index]
    return not (isinstance(ability, ActivatedAbility) and ability.mana is not None)


def _steps(text: str, names: str) -> frozenset[Step]:
    if names == "none":
        return frozenset()
    found = []
    for name in names.split(","):
        step = STEP_NAMES.get(name)
        if step is None:
            raise StopsError(f"stops {text!r}: no step {name!r}; steps are "
                             f"{', '.join(STEP_NAMES)} (or none)")
        found.append(step)
    return frozenset(found)


def _names(steps: frozenset[Step]) -> str:
    return ",".join(_SHORT[s] for s in STEP_NAMES.values() if s in steps) or "none"
