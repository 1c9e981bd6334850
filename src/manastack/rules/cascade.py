"""Cascade (702.85a): "When you cast this spell, exile cards from the top of your library
until you exile a nonland card whose mana value is less than this spell's mana value. You
may cast that card without paying its mana cost if the resulting spell's mana value is less
than this spell's mana value. Then put all cards exiled this way that weren't cast on the
bottom of your library in a random order."

Like storm (rules/storm.py) the trigger works on the stack: this module's `RULE_TRIGGERS`
hook puts it into `state.pending_triggers` as the spell becomes cast (601.2i); each
instance triggers separately (702.85c). The spell's mana value is its last known one if it
left the stack (608.2h). The card is cast as the trigger resolves (608.2g), without paying
its mana cost (`spell_costs.WITHOUT_PAYING`; additional costs are still paid, 601.2f).
"""

from __future__ import annotations

from manastack.rules import knowledge
from manastack.rules.abilities import TriggeredAbility
from manastack.rules.cast_triggers import cast_triggers
from manastack.rules.context import RULE_TRIGGERS, Ctx, Resolving, hook_events
from manastack.rules.events import Event, SpellCast
from manastack.rules.spell_costs import WITHOUT_PAYING
from manastack.rules.state import GameObject, GameState, PendingTrigger

LABEL = "Cascade"


def _never(state: GameState, event: Event, source: GameObject) -> bool:
    return False


def _cascade(ctx: Ctx, r: Resolving) -> None:
    s = ctx.state
    spell = s.last_known(r.source)
    if spell is None:
        return
    value = spell.card.mana_value() + (spell.x or 0) * spell.card.mana_cost.x_count   # 202.3e
    player = r.controller
    exiled: list[int] = []
    hit: int | None = None
    while s.players[player].library and hit is None:
        new = ctx.move(s.players[player].library[0], "exile", "exile")
        if new is None:
            break
        exiled.append(new)
        card = s.objects[new].card
        if not card.is_land and card.mana_value() < value:
            hit = new
    if hit is not None and _may_cast(ctx, player, hit, value):
        exiled.remove(hit)
    _to_bottom(ctx, [oid for oid in exiled if s.get(oid) is not None
                     and s.objects[oid].zone == "exile"])


def _may_cast(ctx: Ctx, player: int, oid: int, value: int) -> bool:
    """702.85a: the card may be cast without paying its mana cost, if it can be cast."""
    from manastack.rules.casting import can_cast, cast_spell

    s = ctx.state
    if s.objects[oid].card.mana_value() >= value or \
            not can_cast(s, player, oid, None, WITHOUT_PAYING) or \
            not ctx.may(player, f"cast {ctx.name(oid)} without paying its mana cost (702.85a)?"):
        return False
    cast_spell(ctx, player, oid, method=WITHOUT_PAYING)
    return True


def _to_bottom(ctx: Ctx, cards: list[int]) -> None:
    """702.85a: the rest on the bottom of the library in a random order (the game's own
    generator, so forks and replays agree); no one knows that order (701.24a)."""
    moved: list[int] = []
    while cards:
        oid = cards.pop(ctx.random_below(len(cards)))
        new = ctx.move(oid, "library", "put", position="bottom")
        if new is not None:
            moved.append(new)
    knowledge.forget(ctx.state, moved)


CASCADE = TriggeredAbility(LABEL, _never, _cascade, zones=("stack",))


def cascade_triggers(state: GameState, event: Event, order: int) -> list[PendingTrigger]:
    """702.85a, 702.85c: each cascade of a spell just cast triggers."""
    return cast_triggers(CASCADE, state, event, order)


if cascade_triggers not in RULE_TRIGGERS:
    RULE_TRIGGERS.append(cascade_triggers)
    hook_events(cascade_triggers, SpellCast)
