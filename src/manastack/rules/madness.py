"""Madness (702.35a): "Madness [cost]" means "If a player would discard this card, that
player discards it, but exiles it instead of putting it into their graveyard" (a static
ability that works while the card is in a hand, 113.6c) and "When this card is exiled this
way, its owner may cast it by paying [cost] rather than paying its mana cost. If that
player doesn't, they put this card into their graveyard" (a triggered ability of the card
in exile).

The replacement keeps the event a discard (701.9: "discards it"), so what triggers on
discards still does. The trigger is put into `state.pending_triggers` by this module's
`RULE_TRIGGERS` hook, from the exiled card itself (603.2, 603.3). As it resolves, the owner
casts the card at once if they choose to (608.2g; 702.35c: no timing permission is needed),
with the madness cost as its alternative cost (118.9), from exile; no other rule offers that
cost, so the card can't be cast for it otherwise.
"""

from __future__ import annotations

from manastack.rules.abilities import ReplacementAbility, TriggeredAbility
from manastack.rules.context import RULE_TRIGGERS, Ctx, Resolving, hook_events
from manastack.rules.events import Event, ZoneMove, describe
from manastack.rules.granted import ability_key
from manastack.rules.state import GameObject, GameState, PendingTrigger

KEYWORD = "madness"
DISCARDS = ("discard", "cleanup")       # 701.9a, 514.1: both are discards


def madness_abilities(text: str) -> tuple[ReplacementAbility, TriggeredAbility]:
    """702.35a: the two abilities of "Madness [cost]" (the alternative cost is the
    caller's, as for flashback)."""
    exile_instead = ReplacementAbility(text, _discarded, _exile_instead, zones=("hand",))
    trigger = TriggeredAbility(text, _exiled_this_way, _may_cast, zones=("exile",))
    return exile_instead, trigger


def _discarded(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, ZoneMove) and event.obj == source.id and \
        event.reason in DISCARDS and event.to_zone == "graveyard"


def _exile_instead(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    assert isinstance(event, ZoneMove)
    return ZoneMove(event.obj, "exile", event.reason, applied=event.applied, rule="702.35a",
                    cause=event.cause)


def _exiled_this_way(state: GameState, event: Event, source: GameObject) -> bool:
    """"When this card is exiled this way": a discard its own madness replaced."""
    return isinstance(event, ZoneMove) and event.new_id == source.id and \
        event.to_zone == "exile" and event.reason in DISCARDS and \
        any(key[0] == event.obj for key in event.applied)


def madness_triggers(state: GameState, event: Event, order: int) -> list[PendingTrigger]:
    """603.2: the trigger of a card its madness exiled, controlled by its owner."""
    if not isinstance(event, ZoneMove) or event.to_zone != "exile" or event.new_id is None:
        return []
    card = state.get(event.new_id)
    if card is None or card.zone != "exile":
        return []
    found: list[PendingTrigger] = []
    for index, ability in enumerate(card.card.abilities):
        if isinstance(ability, TriggeredAbility) and ability.trigger is _exiled_this_way \
                and _exiled_this_way(state, event, card):
            data = tuple(sorted(describe(event).items()))
            found.append(PendingTrigger(ability_key(card.card.name, index, ability), card.id,
                                        card.owner, data, order + len(found)))
    return found


def _may_cast(ctx: Ctx, r: Resolving) -> None:
    """702.35a: the owner may cast it for its madness cost; if they don't, it goes to their
    graveyard. 400.7: a card that left exile meanwhile is a new object: nothing happens."""
    from manastack.rules.casting import can_cast, cast_spell

    s = ctx.state
    card = s.get(r.source)
    if card is None or card.zone != "exile":
        return
    owner = card.owner
    if can_cast(s, owner, card.id, None, KEYWORD) and \
            ctx.may(owner, f"cast {ctx.name(card.id)} for its madness cost (702.35a)?"):
        cast_spell(ctx, owner, card.id, method=KEYWORD)
        return
    ctx.log("702.35a", f"{ctx.name(card.id)} isn't cast: it goes to its owner's graveyard")
    ctx.move(card.id, "graveyard", "put")


if madness_triggers not in RULE_TRIGGERS:
    RULE_TRIGGERS.append(madness_triggers)
    hook_events(madness_triggers, ZoneMove)
