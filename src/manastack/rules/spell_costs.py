"""What casting a spell costs beyond its mana cost, and where it may be cast from: alternative
costs (118.9) and casting from a zone other than the hand (601.3), optional additional costs
(118.8, 702.33 kicker and multikicker, 702.27 buyback) and required ones (601.2f), evoke
(702.74) and echo (702.30), cost reductions (601.2f, 702.41 affinity) and "can't
be countered" (113.6g). The abilities here are data on the card; `rules/casting.py` asks
them as it offers and casts spells (601.2b, 601.2f-h)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from manastack.rules.abilities import Ability, CardDef, Cost, TriggeredAbility
from manastack.rules.context import RULE_PROHIBITIONS, Ctx, Resolving, hook_events
from manastack.rules.events import Event, StepBegins, ZoneMove
from manastack.rules.layers import Chars, characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.state import GameObject, GameState


@dataclass(frozen=True, slots=True)
class AlternativeCost(Ability):
    """118.9: a cost its controller may pay rather than the card's mana cost, casting it
    from `zone` (702.34a flashback: from a graveyard)."""

    keyword: str                  # "flashback": the word a choice and the log name it by
    cost: Cost
    zone: str = "hand"
    # 702.133a jump-start: not instead of the mana cost but `cost` as an additional cost
    # to it (601.2f), the permission to cast from `zone` being the ability.
    plus_mana_cost: bool = False
    # 118.9: "If [condition], you may pay [cost] rather than ..." (the Traps): offered only
    # while `condition(state, caster, card id)` holds, judged as the spell is cast (601.2b).
    condition: Callable[[GameState, int, int], bool] | None = None


@dataclass(frozen=True, slots=True)
class OptionalCost(Ability):
    """118.8b: "You may pay an additional [cost] as you cast this spell": kicker (702.33a),
    any number of times for multikicker (702.33c), buyback (702.27a), entwine (702.42a:
    paid to choose all the modes, announced with them, `casting._entwine`)."""

    keyword: str                  # "kicker" (multikicker too), "buyback" or ENTWINE
    cost: Cost
    multi: bool = False


ENTWINE = "entwine"      # 702.42a: the optional cost's keyword, in `costs_paid` once chosen


@dataclass(frozen=True, slots=True)
class AdditionalCost(Ability):
    """118.8, 601.2f: "As an additional cost to cast this spell, [cost]": paid with the
    mana cost or alternative cost, always; with `instead` ("reveal an Elf card from your
    hand or pay {3}"), the caster chooses which of the two to pay as they announce the
    spell's costs (601.2b)."""

    cost: Cost
    instead: Cost | None = None


@dataclass(frozen=True, slots=True)
class CostReduction(Ability):
    """601.2f: "This spell costs {1} less to cast for each ..." (affinity, 702.41a):
    `generic(state, player)` is how much generic mana less, for the spell's caster."""

    generic: Callable[[GameState, int], int]


@dataclass(frozen=True, slots=True)
class CostPerExtraTarget(Ability):
    """601.2f: "This spell costs {1} more to cast for each target beyond the first.": added
    once the targets are chosen (601.2c comes before 601.2f)."""

    mana: ManaCost


def with_target_increase(total: Cost, card: CardDef, targets: int) -> Cost:
    """601.2f: `total` plus each increase for the targets chosen beyond the first."""
    for ability in card.abilities:
        if isinstance(ability, CostPerExtraTarget):
            for _ in range(max(0, targets - 1)):
                total = dataclasses.replace(total, mana=total.mana + ability.mana)
    return total


@dataclass(frozen=True, slots=True)
class SpellCostIncrease(Ability):
    """601.2f: a permanent's "[spells] cost {N} more to cast" (Aura of Silence, Glowrider):
    `applies(state, spell, caster, you)` tells whether the spell (its characteristics) cast
    by `caster` costs `generic` more, `you` being the permanent's controller."""

    generic: int
    applies: Callable[[GameState, Chars, int, int], bool]


@dataclass(frozen=True, slots=True)
class SpellCostReduction(SpellCostIncrease):
    """601.2f: a permanent's "[spells] you cast cost {N} less to cast" (Goblin Electromancer):
    `generic` less, never below {0} generic (118.7a)."""


def cost_increase(state: GameState, caster: int, spell: int) -> int:
    """601.2f: the generic mana the permanents' cost increases add to the total cost of
    `spell` (a card being cast, or announced on the stack) cast by `caster`; the abilities
    are those the permanents have now (613.1f)."""
    return _generic_change(state, caster, spell, reduction=False)


def cost_reduction(state: GameState, caster: int, spell: int) -> int:
    """601.2f: the generic mana the permanents' cost reductions take from the total cost of
    `spell` cast by `caster`, once the increases are added."""
    return _generic_change(state, caster, spell, reduction=True)


def _generic_change(state: GameState, caster: int, spell: int, reduction: bool) -> int:
    chars: Chars | None = None
    total = 0
    for oid in state.zone_memo("cost changers", state.battlefield, _cost_changers, state):
        source = characteristics(state, oid)
        for ability in source.abilities:
            if isinstance(ability, SpellCostIncrease) and \
                    isinstance(ability, SpellCostReduction) == reduction:
                chars = chars or characteristics(state, spell)
                if ability.applies(state, chars, caster, source.controller):
                    total += ability.generic
    return total


def _cost_changers(state: GameState) -> tuple[int, ...]:
    """The permanents whose cards print a cost increase or reduction, in battlefield
    order: they depend on which cards are on the battlefield alone (`zone_memo`)."""
    objects = state.objects
    return tuple(oid for oid in state.battlefield if any(
        isinstance(a, SpellCostIncrease) for a in objects[oid].card.abilities))


@dataclass(frozen=True, slots=True)
class CantBeCountered(Ability):
    """113.6g: "This spell can't be countered." works while the spell is on the stack."""


def alternative_costs(card: CardDef, zone: str) -> tuple[AlternativeCost, ...]:
    """The alternative costs the card may be cast for from `zone` (118.9, 601.3)."""
    return tuple(a for a in card.abilities if isinstance(a, AlternativeCost) and a.zone == zone)


def alternative_allowed(state: GameState, player: int, oid: int, card: CardDef,
                        keyword: str) -> bool:
    """118.9: whether the player may cast the card for this alternative cost now (a
    condition of the cost itself, such as a Trap's, holds). Casting "without paying its
    mana cost" is allowed by the effect that offers it (cascade), with no condition of its own."""
    if keyword == WITHOUT_PAYING:
        return True
    condition = alternative_cost(card, keyword).condition
    return condition is None or condition(state, player, oid)


def alternative_cost(card: CardDef, keyword: str) -> AlternativeCost:
    found = [a for a in card.abilities if isinstance(a, AlternativeCost) and a.keyword == keyword]
    if not found:
        raise ValueError(f"{card.name} has no {keyword} cost")
    return found[0]


def optional_costs(card: CardDef) -> tuple[OptionalCost, ...]:
    """The optional additional costs of the card, in the order of its text (118.8b)."""
    return tuple(a for a in card.abilities if isinstance(a, OptionalCost))


def add_costs(first: Cost, second: Cost) -> Cost | None:
    """601.2f: the two costs paid together, or None where this engine can't pay both parts
    of one kind (two different sacrifices, say)."""
    values: dict[str, object] = {"mana": first.mana + second.mana}
    for f in dataclasses.fields(Cost):
        if f.name == "mana":
            continue
        a, b = getattr(first, f.name), getattr(second, f.name)
        default = f.default
        if a == default or b == default:
            values[f.name] = b if a == default else a
        elif isinstance(a, int) and not isinstance(a, bool) and f.name != "loyalty":
            values[f.name] = a + b            # life, cards to discard, cards to draw
        else:
            return None
    return Cost(**values)      # type: ignore[arg-type]


# The method of a spell cast "without paying its mana cost" (118.9: an alternative cost of
# no mana, offered only by the effect that allows it: cascade, 702.85a).
WITHOUT_PAYING = "without paying its mana cost"
# 202.1b, 118.6: the key of `CardDef.extra` marking a card with no mana cost (not {0}): its
# mana cost is unpayable, so it can be cast only for an alternative cost or without paying
# its mana cost (Ancestral Vision, by suspend, 702.62a).
NO_MANA_COST = "no mana cost"


def base_cost(card: CardDef, method: str | None) -> Cost:
    """601.2f: the mana cost, or the alternative cost announced in 601.2b."""
    if method is None:
        return Cost(mana=card.mana_cost)
    if method == WITHOUT_PAYING:      # 118.9, 702.85a: "without paying its mana cost"
        return Cost()
    alternative = alternative_cost(card, method)
    if alternative.plus_mana_cost:
        return add_costs(Cost(mana=card.mana_cost), alternative.cost) or alternative.cost
    return alternative.cost


def total_cost(state: GameState, player: int, card: CardDef, method: str | None,
               extra: Sequence[tuple[OptionalCost, int]] = (),
               instead: Sequence[AdditionalCost] = ()) -> Cost | None:
    """601.2f: the mana cost or alternative cost, plus each optional additional cost the
    times it is paid (`extra`), plus each required one (its `instead` for those in
    `instead`, 601.2b), minus the reductions (the mana part never below {0}); X stays
    unannounced. None if the parts can't be paid together."""
    if method is None and card.extra.get(NO_MANA_COST):
        return None                     # 118.6: an unpayable cost
    total: Cost | None = base_cost(card, method)
    for required in card.abilities:
        if isinstance(required, AdditionalCost) and total is not None:
            total = add_costs(total, required.instead if required.instead is not None
                              and required in instead else required.cost)
    for optional, times in extra:
        for _ in range(times):
            assert total is not None
            total = add_costs(total, optional.cost)
            if total is None:
                return None
    if total is None:
        return None
    less = sum(a.generic(state, player) for a in card.abilities if isinstance(a, CostReduction))
    if less:
        total = dataclasses.replace(total, mana=total.mana.reduce_generic(less))
    return total


def either_costs(card: CardDef) -> tuple[AdditionalCost, ...]:
    """The card's required additional costs of two kinds, the caster choosing one (601.2b)."""
    return tuple(a for a in card.abilities
                 if isinstance(a, AdditionalCost) and a.instead is not None)


def either_choices(card: CardDef) -> list[tuple[AdditionalCost, ...]]:
    """Every way to choose among the card's costs of two kinds: the tuple of those whose
    `instead` is paid."""
    ways: list[tuple[AdditionalCost, ...]] = [()]
    for either in either_costs(card):
        ways += [(*way, either) for way in ways]
    return ways


# -- evoke (702.74a) ---------------------------------------------------------------------
def evoke(cost: Cost) -> tuple[AlternativeCost, TriggeredAbility]:
    """702.74a: "Evoke [cost]": cast from the hand for [cost] rather than the mana cost, and
    "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."."""
    def entered(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and \
            event.new_id == source.id

    def evoked(state: GameState, source: GameObject) -> bool:
        return "evoke" in source.costs_paid

    def sacrifice(ctx: Ctx, r: Resolving) -> None:
        obj = ctx.state.get(r.source)
        if obj is not None and obj.zone == "battlefield":
            ctx.sacrifice(r.source)
    return (AlternativeCost(f"Evoke {cost}", "evoke", cost),
            TriggeredAbility("When this permanent enters, if its evoke cost was paid, its "
                             "controller sacrifices it.", entered, sacrifice,
                             intervening_if=evoked))


# -- echo (702.30a) ----------------------------------------------------------------------
def echo(cost: Cost, text: str) -> TriggeredAbility:
    """702.30a: "At the beginning of your upkeep, if this permanent came under your control
    since the beginning of your last upkeep, sacrifice it unless you pay [cost]."."""
    def upkeep(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, StepBegins) and event.step == "upkeep" and \
            event.active == _controller(state, source)

    def came_under_control(state: GameState, source: GameObject) -> bool:
        # 302.6: control_since is the turn its controller's control began; their last
        # upkeep was in their turn before this one.
        return source.control_since >= state.players[_controller(state, source)].previous_turn

    def pay_or_sacrifice(ctx: Ctx, r: Resolving) -> None:
        from manastack.rules.casting import can_pay_mana, pay_mana
        obj = ctx.state.get(r.source)
        if obj is None or obj.zone != "battlefield":
            return
        what = f"echo {cost} for {ctx.name(r.source)}"
        if can_pay_mana(ctx.state, r.controller, cost.mana) and ctx.may(
                r.controller, f"pay {what} (if you don't, it is sacrificed)"):
            pay_mana(ctx, r.controller, cost.mana, what)
            return
        ctx.sacrifice(r.source)
    return TriggeredAbility(text, upkeep, pay_or_sacrifice, intervening_if=came_under_control)


def _controller(state: GameState, source: GameObject) -> int:
    return characteristics(state, source.id).controller if source.id in state.objects \
        else source.controller


# -- "can't be countered" (113.6g, 101.2) ---------------------------------------------------
def _cant_be_countered(state: GameState, event: Event) -> tuple[str, str] | None:
    """101.2 / 113.6g: a spell that can't be countered isn't moved off the stack by a
    counter (701.6a): the event doesn't happen."""
    if type(event) is not ZoneMove or event.reason != "counter":
        return None
    obj = state.get(event.obj)
    if obj is None or obj.zone != "stack" or obj.kind == "ability":
        return None
    for ability in obj.card.abilities:
        if isinstance(ability, CantBeCountered):
            return ("113.6g", f"{obj.card.name}: {ability.text}")
    return None


RULE_PROHIBITIONS.append(_cant_be_countered)
hook_events(_cant_be_countered, ZoneMove)


# -- leaving the stack after flashback (702.34a), jump-start (702.133a) or buyback (702.27a)
def leaves_stack_to(obj: GameObject, to_zone: str, reason: str) -> tuple[str, str] | None:
    """Where a spell card goes instead as it leaves the stack, and the rule, or None:
    with buyback paid, to its owner's hand instead of the graveyard as it resolves
    (702.27a); with flashback paid, to exile instead of anywhere else (702.34a: whichever
    applies first, the card ends in exile)."""
    if obj.zone != "stack" or obj.kind != "card":
        return None
    if "flashback" in obj.costs_paid and to_zone != "exile":
        return ("exile", "702.34a")
    if "jump-start" in obj.costs_paid and to_zone != "exile":
        return ("exile", "702.133a")
    if "buyback" in obj.costs_paid and reason == "finish" and to_zone == "graveyard":
        return ("hand", "702.27a")
    return None
