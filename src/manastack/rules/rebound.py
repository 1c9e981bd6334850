"""Rebound (702.88a): "If this spell was cast from your hand, instead of putting it into your
graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast
this card from exile without paying its mana cost."

The keyword is a replacement effect of the spell, working on the stack (113.6c; `REBOUND`).
Where the spell was cast from is noted on it as it moves to the stack (601.2a, a
`RULE_FOLLOWUPS` hook: the card in the hand is then last known information). The delayed
triggered ability (603.7) is created as the exiled card appears (the same hook), referring
to that card in exile: once it has left exile it is a new object (400.7, 603.7c). Casting
it follows the rules for alternative costs (702.88b: `spell_costs.WITHOUT_PAYING`), as the
trigger resolves (608.2g), so timing permissions don't apply.
"""

from __future__ import annotations

from dataclasses import replace

from manastack.rules.abilities import ReplacementAbility
from manastack.rules.context import RULE_FOLLOWUPS, Ctx, Resolving, hook_events
from manastack.rules.delayed import at_next_step, create_delayed_trigger, delayed_ability, that_object
from manastack.rules.events import Event, ZoneMove
from manastack.rules.spell_costs import WITHOUT_PAYING
from manastack.rules.state import GameObject, GameState

CAST_FROM_HAND = "cast from hand"  # GameObject.chosen key of a rebound spell cast from a hand
RULE = "702.88a"


def _exiled_instead(state: GameState, event: Event, source: GameObject) -> bool:
    """608.2n: the spell would be put into its owner's graveyard as it resolves (not
    countered, 701.6a, nor removed for illegal targets, 608.2b)."""
    return (
        isinstance(event, ZoneMove)
        and event.obj == source.id
        and source.zone == "stack"
        and event.to_zone == "graveyard"
        and event.reason == "finish"
        and CAST_FROM_HAND in source.chosen
    )


def _exile(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    assert isinstance(event, ZoneMove)
    ctx.log(RULE, f"{ctx.name(source.id)} was cast from a hand: it is exiled instead (rebound)")
    return replace(event, to_zone="exile", rule=RULE)


REBOUND = ReplacementAbility("Rebound", _exiled_instead, _exile, zones=("stack",))


def _cast_from_exile(ctx: Ctx, r: Resolving) -> None:
    """702.88a: "you may cast this card from exile without paying its mana cost"."""
    from manastack.rules.casting import can_cast, cast_spell

    oid = that_object(ctx, r)
    if oid is None:
        return
    player = r.controller
    if not can_cast(ctx.state, player, oid, None, WITHOUT_PAYING):
        ctx.log(RULE, f"{ctx.name(oid)} can't be cast now: it stays in exile")
        return
    if ctx.may(player, f"cast {ctx.name(oid)} from exile without paying its mana cost (702.88a)?"):
        cast_spell(ctx, player, oid, method=WITHOUT_PAYING)


REBOUND_CAST = delayed_ability(
    "rebound",
    "At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.",
    at_next_step("upkeep", yours=True),
    _cast_from_exile,
)


def _has_rebound(obj: GameObject) -> bool:
    card = obj.card
    return card.has_replacement and any(a is REBOUND for a in card.abilities)


def _follow(ctx: Ctx, event: Event) -> None:
    """601.2a: a rebound spell moved to the stack from a hand is marked so; 702.88a: as it
    is exiled instead of put into the graveyard, its delayed triggered ability is created,
    controlled by the player who controlled the spell as it resolved (603.7d)."""
    if not isinstance(event, ZoneMove) or event.new_id is None:
        return
    s = ctx.state
    old = s.last_known(event.obj)
    if old is None or not _has_rebound(old):
        return
    if event.to_zone == "stack" and event.reason == "cast" and old.zone == "hand":
        s.obj_w(event.new_id).chosen[CAST_FROM_HAND] = "yes"
    elif event.to_zone == "exile" and event.rule == RULE and old.zone == "stack":
        create_delayed_trigger(ctx, old, REBOUND_CAST, [event.new_id])


RULE_FOLLOWUPS.append(_follow)
hook_events(_follow, ZoneMove)
