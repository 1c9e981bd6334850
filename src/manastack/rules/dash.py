"""Dash (702.109a): "Dash [cost]" means "You may cast this card by paying [cost] rather than
its mana cost," "If this spell's dash cost was paid, return the permanent this spell becomes
to its owner's hand at the beginning of the next end step," and "As long as this
permanent's dash cost was paid, it has haste."

The first is an alternative cost (118.9, `AlternativeCost` of keyword "dash", announced in
601.2b and kept in `GameObject.costs_paid`, which the permanent keeps from its spell). The
second is a static ability of the spell that creates a delayed triggered ability (603.7) as
the permanent appears: a `RULE_FOLLOWUPS` hook on the move from the stack to the
battlefield, the permanent being the object it refers to (603.7c: once it has left the
battlefield it is a new object, 400.7). The third is the permanent's static ability in
layer 6 (613.1f).
"""

from __future__ import annotations

from manastack.rules.abilities import Ability, Cost, StaticAbility
from manastack.rules.context import RULE_FOLLOWUPS, Ctx, Resolving, hook_events
from manastack.rules.delayed import at_next_step, create_delayed_trigger, delayed_ability, that_object
from manastack.rules.events import Event, ZoneMove
from manastack.rules.layers import Chars
from manastack.rules.spell_costs import AlternativeCost
from manastack.rules.state import GameObject, GameState

DASH = "dash"  # the alternative cost's keyword, in `GameObject.costs_paid` once paid
RULE = "702.109a"


def _return_to_hand(ctx: Ctx, r: Resolving) -> None:
    """702.109a: "return the permanent this spell becomes to its owner's hand"."""
    oid = that_object(ctx, r)
    if oid is not None:
        ctx.bounce(oid)


DASH_RETURN = delayed_ability(
    "dash",
    "Return this permanent to its owner's hand at the beginning of the next end step.",
    at_next_step("end"),
    _return_to_hand,
)


def _never(state: GameState, source: GameObject, candidate: GameObject) -> bool:
    return False  # `applies_to` decides


def _dashed_self(state: GameState, src: Chars, cand: Chars) -> bool:
    return cand.obj.id == src.obj.id and DASH in src.obj.costs_paid


def _haste(c: Chars, _source: GameObject) -> None:
    c.keywords.add("haste")


def dash(cost: Cost) -> tuple[Ability, ...]:
    """The alternative cost and the permanent's haste (the return is `_follow`'s)."""
    label = f"Dash {cost.mana}"
    return (
        AlternativeCost(label, DASH, cost),
        StaticAbility(
            "As long as this permanent's dash cost was paid, it has haste.",
            "6",
            _never,
            _haste,
            applies_to=_dashed_self,
        ),
    )


def _follow(ctx: Ctx, event: Event) -> None:
    """702.109a, 603.7d: a spell whose dash cost was paid becomes a permanent: the delayed
    triggered ability returning it is created, controlled by the spell's controller."""
    if not isinstance(event, ZoneMove) or event.to_zone != "battlefield" or event.new_id is None:
        return
    s = ctx.state
    new = s.get(event.new_id)
    if new is None or DASH not in new.costs_paid:
        return
    spell = s.last_known(event.obj)
    if spell is not None and spell.zone == "stack":
        ctx.log(RULE, f"{ctx.name(new.id)}'s dash cost was paid: it returns at the next end step")
        create_delayed_trigger(ctx, spell, DASH_RETURN, [new.id])


RULE_FOLLOWUPS.append(_follow)
hook_events(_follow, ZoneMove)
