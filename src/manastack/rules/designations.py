"""Designations: the monarch (724).

The game starts with no monarch (724.1); once an effect makes a player the monarch there
is exactly one (724.3), passed on when the monarch leaves the game (724.4). Being the
monarch carries two inherent triggered abilities with no source, controlled by the player
who was the monarch when they triggered (724.2). They are registered here as
`stack.INHERENT["the monarch"]` and found by `monarch_triggers` in `context.RULE_TRIGGERS`.

Effects that last "until an opponent becomes the monarch" (Palace Jailer) are kept in
`state.delayed` as plain records and end in `context.RULE_FOLLOWUPS` (610.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from manastack.rules.abilities import CardDef, TriggeredAbility, player_ref
from manastack.rules.context import RULE_FOLLOWUPS, RULE_TRIGGERS, Ctx, Resolving, hook_events
from manastack.rules.events import BecomeMonarch, Damage, Event, StepBegins, describe
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.stack import INHERENT
from manastack.rules.state import GameState, PendingTrigger

MONARCH = "the monarch"
# The stand-in card that names the monarch's abilities on the stack and in saves (it is
# registered with the card registry by cards/defs/multiplayer.py).
MONARCH_CARD = CardDef(MONARCH, ManaCost(()), frozenset(), token=True, extra={"key": MONARCH})
END_STEP_TEXT = "At the beginning of the monarch's end step, that player draws a card."
COMBAT_TEXT = ("Whenever a creature deals combat damage to the monarch, its controller "
               "becomes the monarch.")

# Records in `state.delayed` (tuples of plain values, first the kind; rules/delayed.py keeps
# delayed triggered abilities there too, of its own kind):
#   (CROWNED, player, time): `player` last became the monarch at `time` (a timestamp).
#   (UNTIL_OPPONENT_MONARCH, exiled object, controller): returns when an opponent of
#   `controller` becomes the monarch (610.3).
CROWNED = "became the monarch"
UNTIL_OPPONENT_MONARCH = "exiled until an opponent becomes the monarch"


def _no_trigger(state: GameState, event: Event, source: Any) -> bool:
    return False      # found by `monarch_triggers`: these abilities have no source


def _monarch_draws(ctx: Ctx, r: Resolving) -> None:
    """724.2: the player who was the monarch as it triggered draws, even if another
    player has become the monarch since (the ability's controller)."""
    ctx.draw(r.controller, 1, rule="724.2")


def _controller_becomes_monarch(ctx: Ctx, r: Resolving) -> None:
    """724.2: the creature's controller becomes the monarch (its last known controller
    if it has left the battlefield, 608.2h)."""
    creature = r.event.get("source")
    if not isinstance(creature, int) or ctx.state.last_known(creature) is None:
        return
    player = characteristics(ctx.state, creature).controller
    if ctx.state.players[player].in_game:
        ctx.perform(BecomeMonarch(player, rule="724.2"))


END_STEP_DRAW = TriggeredAbility(END_STEP_TEXT, _no_trigger, _monarch_draws)
COMBAT_DAMAGE = TriggeredAbility(COMBAT_TEXT, _no_trigger, _controller_becomes_monarch)
INHERENT[MONARCH] = (END_STEP_DRAW, COMBAT_DAMAGE)


def monarch_triggers(state: GameState, event: Event, order: int) -> list[PendingTrigger]:
    """724.2: the monarch's two inherent triggered abilities, controlled by the player who
    is the monarch now, as they trigger."""
    monarch = state.monarch
    if monarch is None or not state.players[monarch].in_game:
        return []
    index: int | None = None
    if isinstance(event, StepBegins):
        # "the monarch's end step": the end step of the monarch's (team's) turn (805.4a).
        if event.step == "end" and \
                state.players[event.active].team == state.players[monarch].team:
            index = 0
    elif isinstance(event, Damage) and event.combat and event.target == player_ref(monarch) \
            and state.last_known(event.source) is not None \
            and characteristics(state, event.source).is_creature:
        index = 1       # "Whenever a creature deals combat damage to the monarch"
    if index is None:
        return []
    data = tuple(sorted(describe(event).items()))
    return [PendingTrigger((MONARCH, index), None, monarch, data, order)]


RULE_TRIGGERS.append(monarch_triggers)
hook_events(monarch_triggers, StepBegins, Damage)


# -- 724.4: the monarch leaves the game -------------------------------------------------
def heir(state: GameState, leaving: Sequence[int]) -> int | None:
    """724.4: the active player, unless they are leaving or have left; else the next
    player in turn order who can become the monarch; None if no player can."""
    def can(p: int) -> bool:
        return p not in leaving and state.players[p].in_game

    active = state.active
    if can(active):
        return active
    n = len(state.players)
    for k in range(1, n):
        candidate = (active + k) % n
        if can(candidate):
            return candidate
    return None


def monarch_leaves(ctx: Ctx, leaving: Sequence[int]) -> None:
    """724.4: the monarch leaves the game; at the same time the active player becomes the
    monarch, or if that's impossible the next player in turn order; else no one is."""
    s = ctx.state
    gone = s.players[s.monarch].name if s.monarch is not None else "the monarch"
    new = heir(s, leaving)
    if new is None:
        s.monarch = None
        ctx.log("724.4", f"{gone} left the game and no player can become the monarch")
        return
    ctx.perform(BecomeMonarch(new, rule="724.4"))


# -- "until an opponent becomes the monarch" (610.3) -------------------------------------
def crowned_since(state: GameState, controller: int, time: int) -> bool:
    """Whether an opponent of `controller` has become the monarch after `time` (610.3b)."""
    team = state.players[controller].team
    return any(r[0] == CROWNED and state.players[r[1]].team != team and r[2] > time
               for r in state.delayed)


def exile_until_opponent_monarch(ctx: Ctx, oid: int, controller: int) -> int | None:
    """Exile an object until an opponent of `controller` becomes the monarch (610.3);
    returns the exiled object's new id."""
    new = ctx.exile(oid)
    if new is not None:
        s = ctx.state
        s.delayed = (*s.delayed, (UNTIL_OPPONENT_MONARCH, new, controller))
    return new


def _after_new_monarch(ctx: Ctx, event: Event) -> None:
    """610.3: immediately after a player becomes the monarch, what was exiled until an
    opponent (of the exiling ability's controller) becomes the monarch returns to the
    battlefield under its owner's control (610.3c)."""
    if not isinstance(event, BecomeMonarch):
        return
    s = ctx.state
    player = event.player
    # Remember when each player last became the monarch (610.3b looks back).
    s.delayed = (*(r for r in s.delayed if not (r[0] == CROWNED and r[1] == player)),
                 (CROWNED, player, s.next_ts))
    team = s.players[player].team
    ending = [r for r in s.delayed if r[0] == UNTIL_OPPONENT_MONARCH
              and s.players[r[2]].team != team]
    if not ending:
        return
    s.delayed = tuple(r for r in s.delayed if r not in ending)
    for _, oid, _controller in ending:
        obj = s.get(oid)
        if obj is None or obj.zone != "exile":
            continue      # it left exile: a new object (400.7), which doesn't return
        ctx.log("610.3", f"{ctx.name(oid)} returns to the battlefield: "
                f"{s.players[player].name}, an opponent, became the monarch")
        ctx.move(oid, "battlefield", "put")      # 610.3c: under its owner's control


RULE_FOLLOWUPS.append(_after_new_monarch)
hook_events(_after_new_monarch, BecomeMonarch)
