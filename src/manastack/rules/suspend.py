"""Suspend (702.62): "Suspend N—[cost]" is three abilities (702.62a):

- a static ability of the card in a hand: "If you could begin to cast this card by putting
  it onto the stack from your hand, you may pay [cost] and exile it with N time counters on
  it. This action doesn't use the stack." It is a special action (116.2f): any time its
  owner has priority and could begin to cast it (the card's timing, 307.1 / 304.1 / 702.8a,
  and what prohibits casting it, 702.62c), they may take it (`suspend_choices`);
- "At the beginning of your upkeep, if this card is suspended, remove a time counter from
  it." and
- "When the last time counter is removed from this card, if it's exiled, you may play it
  without paying its mana cost if able. If you don't, it remains exiled. If you cast a
  creature spell this way, it gains haste until you lose control of the spell or the
  permanent it becomes.", triggered abilities of the card in exile.

A card is suspended while it is in exile with suspend and a time counter on it (702.62b).
Exile is no zone the engine watches for triggers, so this module's `RULE_TRIGGERS` hook
puts the two triggers into `state.pending_triggers` from the exiled card (controlled by
its owner, 603.3a). The intervening "if" clauses are checked as the ability triggers and as
it resolves (603.4). Cast as the trigger resolves (608.2g: timing permissions don't apply),
the card follows the rules for alternative costs (702.62d: `spell_costs.WITHOUT_PAYING`).
The haste is a layer-6 effect (613.1f) that gives haste only while the caster controls the
permanent, and ends once they don't (`context.RULE_STATE_DURATIONS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.rules.abilities import Ability, CardDef, TriggeredAbility
from manastack.rules.context import (
    RULE_FOLLOWUPS,
    RULE_STATE_DURATIONS,
    RULE_TRIGGERS,
    Ctx,
    Resolving,
)
from manastack.rules.counter_keywords import TIME, last_counter_removed
from manastack.rules.decisions import Choice
from manastack.rules.events import Event, RemoveCounters, StepBegins, ZoneMove, describe
from manastack.rules.granted import ability_key
from manastack.rules.layers import OPERATIONS, Chars, characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import WITHOUT_PAYING
from manastack.rules.state import GameObject, GameState, PendingTrigger

__all__ = ["Suspend", "is_suspended", "suspend", "suspend_abilities", "suspend_choices",
           "suspend_of"]

RULE = "702.62a"
CAST_BY_SUSPEND = "cast by suspend"   # GameObject.chosen: the card, then the creature spell
HASTE_WHILE_CONTROLLED = "keywords while controlled"     # the layer-6 operation of the haste


@dataclass(frozen=True, slots=True)
class Suspend(Ability):
    """702.62a: the static ability of "Suspend N—[cost]" that allows the special action."""

    time_counters: int
    cost: ManaCost


def suspend_of(card: CardDef) -> Suspend | None:
    for ability in card.abilities:
        if isinstance(ability, Suspend):
            return ability
    return None


def is_suspended(obj: GameObject) -> bool:
    """702.62b: in exile, with suspend and a time counter on it."""
    return obj.zone == "exile" and obj.counters.get(TIME, 0) > 0 and \
        suspend_of(obj.card) is not None


def suspend_abilities(n: int, cost: ManaCost) -> tuple[Suspend, TriggeredAbility,
                                                       TriggeredAbility]:
    """702.62a: the three abilities of "Suspend N—[cost]"."""
    text = f"Suspend {n}—{cost}"
    return (Suspend(text, n, cost),
            TriggeredAbility(text, _your_upkeep, _remove_a_counter,
                             intervening_if=_suspended, zones=("exile",)),
            TriggeredAbility(text, last_counter_removed(TIME), _play_it,
                             intervening_if=_exiled, zones=("exile",)))


def _suspended(state: GameState, source: GameObject) -> bool:
    return is_suspended(source)


def _exiled(state: GameState, source: GameObject) -> bool:
    return source.zone == "exile"


def _your_upkeep(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, StepBegins) and event.step == "upkeep" and \
        event.active == source.owner


# -- the special action (116.2f) ---------------------------------------------------------
def suspend_choices(state: GameState, player: int, sorcery_ok: bool, as_flash: bool
                    ) -> list[Choice]:
    """116.2f, 702.62a, 702.62c: the cards with suspend in `player`'s hand they could begin
    to cast now (their timing; nothing prohibits casting them) and can pay the suspend cost
    of."""
    from manastack.rules.cast_restrictions import cast_prohibited
    from manastack.rules.casting import can_pay_mana
    from manastack.rules.player_prohibitions import CAST, prohibited

    found = []
    for oid in state.players[player].hand:
        card = state.objects[oid].card
        ability = suspend_of(card)
        fast = "Instant" in card.types or "flash" in card.keywords
        if ability is None or not (sorcery_ok or as_flash or fast):
            continue
        if cast_prohibited(state, player, card) is not None or \
                prohibited(state, player, CAST) is not None:
            continue
        if can_pay_mana(state, player, ability.cost):
            found.append(Choice("suspend", (oid,), f"suspend {card.name}#{oid} for "
                                f"{ability.cost} ({RULE})"))
    return found


def suspend(ctx: Ctx, player: int, oid: int) -> None:
    """702.62a: pay the suspend cost, then exile the card from the hand with N time
    counters on it; the action doesn't use the stack (116.2f)."""
    from manastack.rules.casting import pay_mana
    from manastack.rules.context import RulesError

    s = ctx.state
    card = s.objects[oid].card
    ability = suspend_of(card)
    if ability is None or oid not in s.players[player].hand:
        raise RulesError(f"{card.name}#{oid} can't be suspended: no card with suspend in "
                         f"{s.players[player].name}'s hand (116.2f)")
    pay_mana(ctx, player, ability.cost, f"suspending {card.name}#{oid}")
    new = ctx.move(oid, "exile", "exile")
    if new is None:
        raise RulesError(f"{card.name}#{oid} could not be exiled for its suspend cost")
    ctx.log(RULE, f"{s.players[player].name} suspends {ctx.name(new)} with "
            f"{ability.time_counters} time counter(s)")
    ctx.add_counters(new, TIME, ability.time_counters)


# -- the triggered abilities ---------------------------------------------------------------
def _suspend_triggers(state: GameState, event: Event, order: int) -> list[PendingTrigger]:
    """603.2, 603.4: the triggers of cards in exile this event sets off: at the beginning of
    their owner's upkeep, of each suspended card; as its last time counter is removed, of
    that card."""
    if isinstance(event, StepBegins):
        if event.step != "upkeep":
            return []
        candidates: tuple[int, ...] = state.players[event.active].exile
    elif isinstance(event, RemoveCounters):
        if event.kind != TIME:
            return []
        candidates = (event.obj,)
    else:
        return []
    found: list[PendingTrigger] = []
    data: tuple[tuple[str, Any], ...] | None = None
    for oid in candidates:
        obj = state.get(oid)
        if obj is None or obj.zone != "exile" or suspend_of(obj.card) is None:
            continue
        for index, ability in enumerate(obj.card.abilities):
            if not isinstance(ability, TriggeredAbility) or "exile" not in ability.zones or \
                    ability.effect not in (_remove_a_counter, _play_it):
                continue
            if ability.intervening_if is not None and not ability.intervening_if(state, obj):
                continue
            if not ability.trigger(state, event, obj):
                continue
            if data is None:
                data = tuple(sorted(describe(event).items()))
            found.append(PendingTrigger(ability_key(obj.card.name, index, ability), obj.id,
                                        obj.owner, data, order + len(found)))
    return found


RULE_TRIGGERS.append(_suspend_triggers)


def _remove_a_counter(ctx: Ctx, r: Resolving) -> None:
    """702.62a: "if this card is suspended, remove a time counter from it" (603.4)."""
    obj = ctx.state.get(r.source)
    if obj is not None and is_suspended(obj):
        ctx.remove_counters(obj.id, TIME, 1)


def _play_it(ctx: Ctx, r: Resolving) -> None:
    """702.62a: "if it's exiled, you may play it without paying its mana cost if able. If
    you don't, it remains exiled."; 400.7: a card that left exile is a new object."""
    from manastack.rules.casting import can_cast, cast_spell

    s = ctx.state
    obj = s.get(r.source)
    if obj is None or obj.zone != "exile":
        return
    player = r.controller
    if not can_cast(s, player, obj.id, None, WITHOUT_PAYING):
        ctx.log(RULE, f"{ctx.name(obj.id)} can't be cast now: it remains exiled")
        return
    if not ctx.may(player, f"cast {ctx.name(obj.id)} without paying its mana cost ({RULE})?"):
        ctx.log(RULE, f"{ctx.name(obj.id)} remains exiled")
        return
    s.obj_w(obj.id).chosen[CAST_BY_SUSPEND] = str(player)
    cast_spell(ctx, player, obj.id, method=WITHOUT_PAYING)
    left = s.get(obj.id)
    if left is not None and left.zone == "exile":      # not cast after all: no mark left
        s.obj_w(obj.id).chosen.pop(CAST_BY_SUSPEND, None)


# -- the haste of a creature spell cast this way ------------------------------------------------
def _haste_while_controlled(c: Chars, params: tuple[Any, ...]) -> None:
    """613.1f: haste, while the player who cast it by suspend controls it."""
    if c.controller == params[0]:
        c.keywords.update(params[1:])


OPERATIONS[HASTE_WHILE_CONTROLLED] = ("6", _haste_while_controlled)


def _follow(ctx: Ctx, event: Event) -> None:
    """702.62a: the creature spell cast by suspend is marked as it moves to the stack; the
    permanent it becomes gains haste as it enters; that haste ends once its caster no
    longer controls it (`_end_lost_haste`)."""
    s = ctx.state
    if not isinstance(event, ZoneMove) or event.new_id is None or \
            event.to_zone not in ("stack", "battlefield"):
        return
    old = s.last_known(event.obj)
    if old is None or CAST_BY_SUSPEND not in old.chosen:
        return
    player = int(old.chosen[CAST_BY_SUSPEND])
    if event.to_zone == "stack" and old.zone == "exile" and event.reason == "cast":
        if characteristics(s, event.new_id).is_creature:
            s.obj_w(event.new_id).chosen[CAST_BY_SUSPEND] = str(player)
    elif event.to_zone == "battlefield" and old.zone == "stack":
        new = s.get(event.new_id)
        if new is None or new.zone != "battlefield":
            return
        ctx.log(RULE, f"{ctx.name(new.id)} was cast by suspend: it gains haste until "
                f"{s.players[player].name} loses control of it")
        ctx.add_effect(HASTE_WHILE_CONTROLLED, (player, "haste"), (new.id,), "permanent",
                       source=new.id, controller=player)


def _end_lost_haste(state: GameState) -> None:
    """702.62a, 611.2b: "until you lose control of ... the permanent it becomes": the
    effect ends once its caster doesn't control it (or it left the battlefield, 400.7),
    checked before each state-based action check; until then the operation itself gives
    haste only while they control it, so it never applies past the loss."""
    if not any(e.op == HASTE_WHILE_CONTROLLED for e in state.effects):
        return
    kept = tuple(e for e in state.effects if e.op != HASTE_WHILE_CONTROLLED or (
        e.affected is not None and all(
            o in state.battlefield and characteristics(state, o).controller == e.params[0]
            for o in e.affected)))
    if kept != state.effects:
        state.effects = kept
        state.touch()


RULE_FOLLOWUPS.append(_follow)
RULE_STATE_DURATIONS.append(_end_lost_haste)
