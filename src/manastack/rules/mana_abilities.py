"""Mana abilities and paying mana (CR 106, 107.3, 118, 601.2g-h, 605, 614, 616).

What this module does, by rule:

* **605.3 / 605.4a.** `activate_mana_ability` activates an activated mana ability and
  resolves it at once, without the stack; triggered mana abilities (`ManaTrigger`) resolve
  as soon as the mana ability that triggered them has (the engine calls them from
  `Ctx._collect_triggers`). A mana ability stays a mana ability when it produces nothing
  (605.2); an ability that would produce mana of an undefined type produces none (106.5).
* **106.12.** Mana made by a mana ability with {T} in its cost is an `AddMana` event with
  `tapped_for_mana`; replacement effects modify that event while the ability resolves
  (`ManaReplacement`, 106.12b; the affected player orders several, 616.1) and "is tapped
  for mana" triggers look at the event as it finally happened (106.12a).
* **106.7.** `could_produce` resolves every mana ability hypothetically, ignoring costs,
  through the applicable replacement effects in every possible order; abilities that
  depend on what other permanents could produce (Reflecting Pool, Exotic Orchard) are
  solved together as a least fixpoint, so mutual dependencies end, with exactly the types
  the rule defines (possibly none).
* **601.2g-h, 118.** `pay_mana` is the payment decision: pay from the pool, pay
  automatically (an exact planner, `mana.plan_payment`, over the mana abilities that could
  be activated), pay symbol by symbol by hand, or activate any mana ability.
* **107.3.** X in mana value on the stack and 0 elsewhere (202.3e, 107.3g); the X of the
  spell that became a permanent for its enters abilities (107.3m).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from manastack.rules import convoke
from manastack.rules.abilities import (
    ActivatedAbility,
    Effect,
    FixedMana,
    ReplacementAbility,
    TriggeredAbility,
)
from manastack.rules.context import Ctx, Resolving, Rewind, RulesError
from manastack.rules.decisions import Choice, Decision, DecisionKind, NeedDecision
from manastack.rules.events import AddMana, Event
from manastack.rules.layers import characteristics
from manastack.rules.mana import (
    MANA_TYPES,
    ManaCost,
    ManaUnit,
    PaymentPlan,
    SourceOffer,
    assign_units,
    can_pay,
    format_units,
    pays_by_counting,
    pays_symbol,
    plan_payment,
    without_symbol,
)
from manastack.rules.once_each_turn import note_activation
from manastack.rules.state import GameObject, GameState

if TYPE_CHECKING:
    from manastack.rules.layers import Chars

__all__ = [
    "RESTRICTIONS",
    "RIDERS",
    "UNDEFINED",
    "ManaReplacement",
    "ManaTrigger",
    "RestrictedManaAbility",
    "activate_mana_ability",
    "can_pay_mana",
    "could_produce",
    "entering_x",
    "hypothetical_productions",
    "mana_replacement",
    "mana_sources",
    "mana_trigger",
    "mana_value_of",
    "pay_mana",
    "payment_conceivable",
    "potential_mana",
    "replacement_outcomes",
    "why_payment_illegal",
]

# A production naming this "type" is mana of an undefined type: it produces no mana (106.5).
UNDEFINED = "?"

Production = tuple[str, ...]


# -- kinds of mana effects ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ManaReplacement(ReplacementAbility):
    """A replacement effect on a mana production event (106.12b, 614.1a).

    `transform(state, event, source)` gives the mana produced instead (empty: none). It is
    pure, so "could produce" (106.7) can apply it to hypothetical events.
    """

    transform: Callable[[GameState, AddMana, GameObject], tuple[ManaUnit, ...]] | None = None


def mana_replacement(text: str, applies: Callable[[GameState, Event, GameObject], bool],
                     transform: Callable[[GameState, AddMana, GameObject], tuple[ManaUnit, ...]]
                     ) -> ManaReplacement:
    """"If [a permanent] is tapped for mana, it produces ... instead" (106.12b)."""
    def replace_event(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
        assert isinstance(event, AddMana)
        units = transform(ctx.state, event, source)
        ctx.log("106.12b", f"{ctx.name(source.id)} modifies the mana production event of "
                f"{ctx.name(event.source)} as its mana ability resolves: "
                f"{format_units(units) or 'no mana'} instead of {format_units(event.units)}",
                source.card.name)
        return replace(event, units=units) if units else None

    return ManaReplacement(text, applies, replace_event, transform=transform)


@dataclass(frozen=True, slots=True)
class ManaTrigger(TriggeredAbility):
    """A triggered mana ability (605.1b): it resolves at once, without the stack (605.4a).

    `extra(state, event, source)` lists the alternative mana it would add for a production
    event, so the automatic payer can count on it.
    """

    extra: Callable[[GameState, AddMana, GameObject], tuple[Production, ...]] | None = None


def mana_trigger(text: str, trigger: Callable[[GameState, Event, GameObject], bool],
                 effect: Effect,
                 extra: Callable[[GameState, AddMana, GameObject], tuple[Production, ...]]
                 ) -> ManaTrigger:
    """A triggered mana ability that triggers on mana being produced ("whenever ... is tapped
    for mana", 106.12a): it resolves right away (605.4a)."""
    def resolve(ctx: Ctx, r: Resolving) -> None:
        made = "".join(f"{{{t}}}" for t in str(r.event.get("mana", "")))
        me = ctx.state.last_known(r.source)
        ctx.log("106.12a", f"{ctx.name(r.source)}: {ctx.name(r.event.get('source'))} was tapped "
                f"for mana and produced {made}; its triggered mana ability resolves at once, "
                "without the stack (605.4a)", me.card.name if me is not None else None)
        effect(ctx, r)

    return ManaTrigger(text, trigger, resolve, mana=True, extra=extra)


@dataclass(frozen=True, slots=True)
class RestrictedManaAbility(ActivatedAbility):
    """An activated mana ability whose mana carries a restriction or a rider (106.6):
    "Spend this mana only to cast a multicolored spell." Keys of RESTRICTIONS / RIDERS."""

    restriction: str | None = None
    rider: str | None = None


def tapped_for_mana(event: Event) -> bool:
    """106.12: the event is mana made by a mana ability with {T} in its cost, and some."""
    return isinstance(event, AddMana) and event.tapped_for_mana and bool(event.units)


# -- X (107.3) ---------------------------------------------------------------------------
def mana_value_of(state: GameState, oid: int) -> int:
    """202.3e / 107.3g: an object's mana value, counting X as announced only on the stack;
    a back face counts its front face's mana cost (202.3b)."""
    obj = state.last_known(oid)
    if obj is None:
        return 0
    x = (obj.x or 0) if obj.zone == "stack" else 0
    return obj.card.mana_value_cost.mana_value(x)


def entering_x(state: GameState, oid: int) -> int:
    """107.3m: the X an enters-the-battlefield triggered ability or replacement effect of
    this object uses: the X chosen for the spell that became it, else 0.

    `oid` is the object entering (for a replacement effect, still on the stack) or the
    permanent it became (for a triggered ability).
    """
    obj = state.last_known(oid)
    if obj is None:
        return 0
    if obj.zone == "stack":
        return (obj.x or 0) if obj.kind in ("card", "copy") else 0
    return (obj.x or 0) if obj.cast else 0


# -- producing mana: replacement effects and triggered mana abilities -------------------
def _mana_replacers(state: GameState) -> list[tuple[GameObject, int, ReplacementAbility]]:
    """Replacement effects of permanents that could apply to mana production events."""
    objects = state.objects
    found: tuple[tuple[int, int, ReplacementAbility], ...] = state.zone_memo(
        "mana-replacers", state.battlefield, lambda: tuple(
            (oid, index, ability) for oid in state.battlefield
            if objects[oid].card.has_replacement
            for index, ability in enumerate(objects[oid].card.abilities)
            if isinstance(ability, ReplacementAbility) and "battlefield" in ability.zones))
    return [(objects[oid], index, ability) for oid, index, ability in found]


def _mana_triggers(state: GameState) -> list[tuple[GameObject, ManaTrigger]]:
    objects = state.objects
    found: tuple[tuple[int, ManaTrigger], ...] = state.zone_memo(
        "mana-triggers", state.battlefield, lambda: tuple(
            (oid, ability) for oid in state.battlefield for _, ability in objects[oid].card.triggers
            if isinstance(ability, ManaTrigger)))
    return [(objects[oid], ability) for oid, ability in found]


def _apply_hypothetically(state: GameState, ability: ReplacementAbility, event: AddMana,
                          source: GameObject) -> AddMana | None:
    """The event after one replacement effect, without changing the game."""
    if isinstance(ability, ManaReplacement) and ability.transform is not None:
        units = ability.transform(state, event, source)
        return replace(event, units=units) if units else None
    # Another kind of replacement effect: run it on a throwaway fork. One that would need a
    # player's decision has no single outcome to count on and is left out.
    fork = state.fork()
    try:
        result = ability.replace(Ctx(fork), event, fork.objects.get(source.id, source))
    except (NeedDecision, RulesError, Rewind):
        return None
    return result if isinstance(result, AddMana) else None


def replacement_outcomes(state: GameState, event: AddMana) -> tuple[tuple[ManaUnit, ...], ...]:
    """616.1: the mana each possible order of the applicable replacement effects yields.

    Self-replacement effects apply first (616.1a); each effect applies at most once (614.5);
    an effect that stops applying after another one applied is left out of that order. An
    empty outcome means no mana is produced.
    """
    replacers = _mana_replacers(state)
    if not replacers:
        return (event.units,)
    outcomes: list[tuple[ManaUnit, ...]] = []
    visited: set[AddMana] = set()

    def walk(ev: AddMana) -> None:
        if ev in visited:
            return
        visited.add(ev)
        candidates = [((src.id, index), ability, src) for src, index, ability in replacers
                      if (src.id, index) not in ev.applied and ability.applies(state, ev, src)]
        firsts = [c for c in candidates if c[1].self_replacement]
        if not candidates:
            if ev.units not in outcomes:
                outcomes.append(ev.units)
            return
        for key, ability, src in firsts or candidates:
            after = _apply_hypothetically(state, ability, replace(ev, applied=ev.applied | {key}),
                                          src)
            if after is None:
                if () not in outcomes:
                    outcomes.append(())
            else:
                walk(after)

    walk(event)
    return tuple(outcomes)


def _source_units(chars: Chars, oid: int, production: Production,
                  ability: ActivatedAbility | None = None) -> tuple[ManaUnit, ...] | None:
    """The mana a production is, from this source (106.3), with the ability's restriction
    or rider (106.6); None for an undefined type (106.5)."""
    if any(t not in MANA_TYPES for t in production):
        return None
    snow = "Snow" in chars.supertypes
    restriction = rider = None
    if isinstance(ability, RestrictedManaAbility):
        restriction, rider = ability.restriction, ability.rider
    return tuple(ManaUnit(t, oid, snow, restriction, rider) for t in production)


def hypothetical_productions(state: GameState, obj: GameObject,
                             ability: ActivatedAbility) -> list[Production]:
    """106.7: the mana `ability` would produce if it resolved now, after the applicable
    replacement effects in every possible order. Its costs are ignored."""
    assert ability.mana is not None
    chars = characteristics(state, obj.id)
    out: list[Production] = []
    for production in ability.mana(state, obj):
        units = _source_units(chars, obj.id, production)
        if not units:
            continue
        event = AddMana(chars.controller, units, obj.id, ability.cost.tap, rule="106.7")
        for result in replacement_outcomes(state, event):
            if result:
                out.append(tuple(u.type for u in result))
    return out


# -- "could produce" (106.7) -------------------------------------------------------------
# While the fixpoint below is being computed, lookups answer from its current approximation.
_SOLVING: list[tuple[GameState, dict[int, frozenset[str]]]] = []


def could_produce(state: GameState, oid: int) -> frozenset[str]:
    """106.7: the types of mana permanent `oid` could produce now (possibly none)."""
    for solving_state, approx in reversed(_SOLVING):
        if solving_state is state:
            return approx.get(oid, frozenset())
    if _SOLVING:
        return frozenset()     # a throwaway fork inside a hypothetical: nothing is known
    return _could_produce_all(state).get(oid, frozenset())


def _could_produce_all(state: GameState) -> dict[int, frozenset[str]]:
    """The least fixpoint of "could produce" over every permanent.

    Start from nothing; resolve each mana ability hypothetically, with "could produce"
    answered from what is known so far; repeat until nothing changes. Every round adds a
    type somewhere or ends, so it ends; a type is added only when some ability would really
    produce it, so mutually dependent sources with no other support produce none (106.7's
    Exotic Orchard example).
    """
    misc = state.cache().misc
    found: dict[int, frozenset[str]] | None = misc.get("could-produce")
    if found is not None:
        return found
    approx: dict[int, frozenset[str]] = {oid: frozenset() for oid in state.battlefield}
    _SOLVING.append((state, approx))
    try:
        for _ in range(len(MANA_TYPES) * len(approx) + 1):
            changed = False
            for oid in state.battlefield:
                obj = state.objects[oid]
                types = set(approx[oid])
                for ability in characteristics(state, oid).abilities:
                    if isinstance(ability, ActivatedAbility) and ability.mana is not None:
                        for production in hypothetical_productions(state, obj, ability):
                            types.update(production)
                if len(types) != len(approx[oid]):
                    approx[oid] = frozenset(types)
                    changed = True
            if not changed:
                break
    finally:
        _SOLVING.pop()
    state.cache().misc["could-produce"] = approx
    return approx


def types_in_order(types: Iterable[str], colors_only: bool = False) -> tuple[str, ...]:
    """Mana types in W, U, B, R, G, C order (colorless left out for "any color")."""
    present = set(types)
    return tuple(t for t in MANA_TYPES if t in present and not (colors_only and t == "C"))


# -- mana abilities the payer can use ----------------------------------------------------
def _offer_outputs(state: GameState, player: int, obj: GameObject, ability: ActivatedAbility,
                   changers: tuple[list[tuple[GameObject, int, ReplacementAbility]],
                                   list[tuple[GameObject, ManaTrigger]]] | None = None
                   ) -> tuple[tuple[Production, ...], tuple[int, ...]]:
    """What activating the ability now would add (605.4a): each production after the
    replacement effects in each order, plus the mana triggered mana abilities add; with the
    index of the ability's own production each comes from. `changers`: the mana replacement
    effects and triggered mana abilities, if the caller has them already."""
    assert ability.mana is not None
    replacers, triggers = changers or (_mana_replacers(state), _mana_triggers(state))
    if not replacers and not triggers:
        # Nothing changes the mana: each production of defined types, as it is (106.5).
        if isinstance(ability.mana, FixedMana):
            return _fixed_outputs(ability.mana.productions)
        return _plain_outputs(ability.mana(state, obj))
    totals: list[Production] = []
    bases: list[int] = []
    chars = characteristics(state, obj.id)
    for k, production in enumerate(ability.mana(state, obj)):
        units = _source_units(chars, obj.id, production)
        if not units:
            continue
        if not replacers and not triggers:
            results: Iterable[Production] = (tuple(production),)
        else:
            event = AddMana(player, units, obj.id, ability.cost.tap, rule="605.3b")
            found: list[Production] = []
            for result in replacement_outcomes(state, event):
                if not result:
                    continue
                final = replace(event, units=result)
                extras = [alternatives for src, trig in triggers if trig.extra is not None
                          and trig.trigger(state, final, src)
                          and (alternatives := trig.extra(state, final, src))]
                made = tuple(u.type for u in result)
                for combo in itertools.product(*extras):
                    found.append(made + tuple(t for part in combo for t in part))
            results = found
        for total in results:
            if total not in totals:
                totals.append(total)
                bases.append(k)
    return tuple(totals), tuple(bases)


# Productions that never change -> what they add when nothing changes the mana.
_PLAIN_OUTPUTS: dict[tuple[Production, ...], tuple[tuple[Production, ...], tuple[int, ...]]] = {}


def _fixed_outputs(productions: tuple[Production, ...]
                   ) -> tuple[tuple[Production, ...], tuple[int, ...]]:
    """`_plain_outputs` of productions that never change, made once."""
    known = _PLAIN_OUTPUTS.get(productions)
    if known is None:
        known = _PLAIN_OUTPUTS[productions] = _plain_outputs(productions)
    return known


def _plain_outputs(productions: Iterable[Production]
                   ) -> tuple[tuple[Production, ...], tuple[int, ...]]:
    """Each distinct production of defined types, as it is (106.5), and its index."""
    totals: list[Production] = []
    bases: list[int] = []
    for k, production in enumerate(productions):
        made = tuple(production)
        if made and made not in totals and all(t in MANA_TYPES for t in made):
            totals.append(made)
            bases.append(k)
    return tuple(totals), tuple(bases)


def _is_plain(ability: ActivatedAbility) -> bool:
    """Costs the automatic payer pays without asking: {T} and {Q} only."""
    c = ability.cost
    return not (c.sacrifice_self or c.sacrifice or c.life or c.discard or c.discard_random
                or c.remove_counters or c.remove_all_counters or c.tap_others or c.untap_others
                or c.draw or c.loyalty is not None or c.energy or c.return_to_hand
                or c.exile_cards or c.exile_self or c.mill)


def _repeats(state: GameState, player: int, obj: GameObject, ability: ActivatedAbility) -> int:
    """How many times an ability without {T} or {Q} could be activated with what is there."""
    from manastack.rules.casting import (
        _other_permanents_for_cost,
        _returnable,
        _sacrifice_candidates,
        discardable_for_cost,
        exilable_for_cost,
    )
    c = ability.cost
    limits = [8]
    if c.sacrifice_self or c.exile_self:
        limits.append(1)
    if c.sacrifice:
        limits.append(len(_sacrifice_candidates(state, player, c, obj.id)) // c.sacrifice[1])
    if c.remove_counters:
        limits.append(obj.counters.get(c.remove_counters[0], 0) // c.remove_counters[1])
    if c.life:
        limits.append(state.players[player].life // c.life)
    if c.energy:
        limits.append(state.players[player].energy // c.energy)
    if c.return_to_hand:
        limits.append(len(_returnable(state, player, c, obj.id)) // c.return_to_hand[0])
    if c.discard:
        limits.append(len(discardable_for_cost(state, player, c, obj.id)) // c.discard)
    if c.exile_cards:
        limits.append(len(exilable_for_cost(state, player, c, obj.id)) // c.exile_cards.count)
    if c.mill:
        limits.append(len(state.players[player].library) // c.mill)
    for others, untap in ((c.tap_others, False), (c.untap_others, True)):
        if others:
            limits.append(len(_other_permanents_for_cost(state, player, obj, c, untap))
                          // others[0])
    return max(0, min(limits))


# One usable mana ability, as the planner sees it: (object id, ability index, outputs, bases,
# activated once ({T} or {Q}) or how many times, only {T}/{Q} in its cost, its restriction).
_Usable = tuple[int, int, tuple[Production, ...], tuple[int, ...], int, bool, bool, str | None]


def _usable_abilities(state: GameState, player: int, exclude: int | None) -> list[_Usable]:
    """Every mana ability without a mana cost the player could activate now (cached)."""
    misc = state.cache().misc
    key = ("mana-usable", player, exclude)
    found: list[_Usable] | None = misc.get(key)
    if found is not None:
        return found
    from manastack.rules.casting import activation_problem, activators, cant_tap_for
    found = []
    plain = not state.has_continuous_effects()
    last_turn = state.players[player].last_turn
    objects = state.objects
    changers = (_mana_replacers(state), _mana_triggers(state))
    # No continuous effect: the printed abilities and the controller each entered with.
    for obj in ((objects[oid] for oid in activators(state, player, True)) if plain
                else state.permanents()):
        if obj.id == exclude:
            continue
        if plain:
            abilities: tuple[tuple[int, ActivatedAbility, bool], ...] | list[
                tuple[int, ActivatedAbility, bool]] = obj.card.activated
        else:
            chars = characteristics(state, obj.id)
            if chars.controller != player:
                continue
            abilities = [(i, a, False) for i, a in enumerate(chars.abilities)
                         if isinstance(a, ActivatedAbility)]
        for index, ability, tap_only in abilities:
            if ability.mana is None or (ability.cost.mana.symbols
                                        and not ability.cost.mana.is_empty()):
                continue
            if tap_only and isinstance(ability.mana, FixedMana) \
                    and not (changers[0] or changers[1]) and type(ability) is ActivatedAbility:
                # "{T}: Add {G}." and the like: once, {T} only, no restriction (the usual).
                if not cant_tap_for(state, player, obj, last_turn):
                    found.append((obj.id, index, *_fixed_outputs(ability.mana.productions),
                                  1, True, True, None))
                continue
            if tap_only:
                if cant_tap_for(state, player, obj, last_turn):
                    continue
            elif activation_problem(state, player, obj, index, ability) is not None:
                continue
            outputs, bases = _offer_outputs(state, player, obj, ability, changers)
            if not outputs:
                continue
            once = ability.cost.tap or ability.cost.untap
            times = 1 if once or ability.once_per_turn else _repeats(state, player, obj, ability)
            restriction = ability.restriction if isinstance(ability, RestrictedManaAbility) \
                else None
            found.append((obj.id, index, outputs, bases, times, once, _is_plain(ability),
                          restriction))
    misc[key] = found
    return found


def mana_sources(state: GameState, player: int, exclude_tapping: int | None = None,
                 all_costs: bool = False, paying_for: int | None = None
                 ) -> list[tuple[SourceOffer, int, int]]:
    """The mana abilities the player could activate now to pay a cost (601.2g), as offers for
    the planner: (offer, object id, ability index), the offer keyed by list position.

    Only abilities without a mana cost; with `all_costs` also those whose costs ask for
    something (sacrifice, remove counters, tap other creatures: the player is asked what);
    otherwise only {T} and {Q}. `exclude_tapping` is the permanent whose ability is being
    paid for (605.3c). Abilities making restricted mana count only where it may be spent on
    `paying_for` (106.6).
    """
    usable = _usable_abilities(state, player, exclude_tapping)
    restricted = any(u[7] is not None for u in usable)
    misc = state.cache().misc
    key = ("mana-sources", player, exclude_tapping, all_costs, paying_for if restricted else None)
    cached: list[tuple[SourceOffer, int, int]] | None = misc.get(key)
    if cached is not None:
        return cached
    out: list[tuple[SourceOffer, int, int]] = []
    for oid, index, outputs, bases, times, once, plain, restriction in usable:
        if not (all_costs or plain):
            continue
        if restriction is not None and not RESTRICTIONS.get(restriction, _never)(state, paying_for):
            continue
        for _ in range(times):
            offer = SourceOffer(len(out), outputs, oid if once else -1, bases)
            out.append((offer, oid, index))
    misc[key] = out
    return out


def can_pay_mana(state: GameState, player: int, cost: ManaCost,
                 exclude_tapping: int | None = None, paying_for: int | None = None) -> bool:
    """118.3 / 601.2g-h: whether the player's pool and the mana abilities they could activate
    can pay `cost`; restricted mana counts where it may be spent on `paying_for` (the spell,
    the card about to be cast, or the ability), 106.6; Phyrexian symbols may take 2 life
    each while the player has that much (107.4f, 119.4)."""
    if cost.is_empty():
        return True
    if convoke.has_convoke(state, paying_for):        # 702.51a
        return _auto_plan(state, player, cost, exclude_tapping, paying_for) is not None
    pool = state.players[player].pool
    usable = _usable_abilities(state, player, exclude_tapping)
    if not any(u.restriction is not None for u in pool) and \
            not any(u[7] is not None for u in usable):
        paying_for = None          # nothing depends on what is paid for
        counted = _pays_by_counting(state, player, exclude_tapping, usable, cost)
        if counted is not None:
            return counted
    misc = state.cache().misc
    key = ("can-pay", player, cost, exclude_tapping, paying_for)
    known: bool | None = misc.get(key)
    if known is None:
        allow = _allowance(state, paying_for)
        life = state.players[player].life
        plain = mana_sources(state, player, exclude_tapping, False, paying_for)
        known = can_pay(cost, pool, [o for o, _, _ in plain], allow, life)
        if not known and not all(u[6] for u in usable):
            every = mana_sources(state, player, exclude_tapping, True, paying_for)
            known = can_pay(cost, pool, [o for o, _, _ in every], allow, life)
        misc[key] = known
    return known


def _pays_by_counting(state: GameState, player: int, exclude: int | None,
                      usable: list[_Usable], cost: ManaCost) -> bool | None:
    """Whether the pool (unrestricted) and the sources pay `cost`, when counting decides
    (`_single_mana_supply`, `pays_by_counting`); None when it doesn't."""
    supply = _single_mana_supply(state, player, exclude, usable)
    if supply is None:
        return None
    return pays_by_counting(cost.symbols, state.players[player].pool, supply)


def _single_mana_supply(state: GameState, player: int, exclude: int | None,
                        usable: list[_Usable]) -> dict[str, int] | None:
    """How many sources of each mana type the player has, when each usable mana ability
    makes one mana of one type, once, for {T} or {Q} alone, and no permanent has two
    (basic lands, Llanowar Elves): then counting decides payments (`pays_by_counting`).
    None otherwise. Cached with the usable abilities."""
    misc = state.cache().misc
    key = ("mana-supply", player, exclude)
    if key in misc:
        known: dict[str, int] | None = misc[key]
        return known
    counts: dict[str, int] = {}
    seen: set[int] = set()
    for oid, _, outputs, _, times, once, plain, restriction in usable:
        if not (once and plain and times == 1 and restriction is None and len(outputs) == 1
                and len(outputs[0]) == 1) or oid in seen:
            misc[key] = None
            return None
        seen.add(oid)
        kind = outputs[0][0]
        counts[kind] = counts.get(kind, 0) + 1
    misc[key] = counts
    return counts


def potential_mana(state: GameState, player: int) -> int:
    """The most mana the player could make now: a bound for announcing X (107.3a)."""
    total = len(state.players[player].pool)
    best_of_group: dict[int, int] = {}
    for offer, _, _ in mana_sources(state, player, None, True):
        most = max(len(o) for o in offer.outputs)
        if offer.group < 0:
            total += most
        else:
            best_of_group[offer.group] = max(best_of_group.get(offer.group, 0), most)
    return total + sum(best_of_group.values())


def _auto_plan(state: GameState, player: int, cost: ManaCost, exclude: int | None,
               paying_for: int | None
               ) -> tuple[PaymentPlan, list[tuple[SourceOffer, int, int]]] | None:
    """601.2g: a plan from {T} and {Q} sources first; only if none pays, one that may also
    use abilities with other costs."""
    pool = state.players[player].pool
    allow = _allowance(state, paying_for)
    only_plain = all(u[6] for u in _usable_abilities(state, player, exclude))
    for every in (False, True):
        if every and only_plain:
            break
        sources = mana_sources(state, player, exclude, every, paying_for)
        # 702.51a: the creatures that could convoke, besides the mana abilities.
        sources = sources + convoke.convoke_sources(state, player, len(sources), cost,
                                                    paying_for)
        plan = plan_payment(cost, pool, [o for o, _, _ in sources], allow)
        if plan is not None:
            return plan, sources
    return None


def _auto_payable(state: GameState, player: int, cost: ManaCost, exclude: int | None,
                  paying_for: int | None) -> bool:
    """Whether `_auto_plan` finds a plan (a plan with every source exists if one with the
    {T} and {Q} sources does), without making it."""
    if convoke.has_convoke(state, paying_for):        # 702.51a
        return _auto_plan(state, player, cost, exclude, paying_for) is not None
    pool = state.players[player].pool
    usable = _usable_abilities(state, player, exclude)
    if not any(u.restriction is not None for u in pool):
        counted = _pays_by_counting(state, player, exclude, usable, cost)
        if counted is not None:
            return counted
    every = not all(u[6] for u in usable)
    sources = mana_sources(state, player, exclude, every, paying_for)
    return can_pay(cost, pool, [o for o, _, _ in sources], _allowance(state, paying_for))


# -- restrictions and riders (106.6) -----------------------------------------------------
def _spell(state: GameState, oid: int | None) -> GameObject | None:
    """The spell being paid for: a card or copy on the stack, or a card about to be cast."""
    if oid is None:
        return None
    obj = state.get(oid)
    return obj if obj is not None and obj.zone != "battlefield" and obj.kind in ("card", "copy") \
        else None


# Restriction key -> (state, the spell or ability being paid for) -> may it be spent there.
RESTRICTIONS: dict[str, Callable[[GameState, int | None], bool]] = {
    "spells": lambda s, oid: _spell(s, oid) is not None,
    "creature spells": lambda s, oid: (spell := _spell(s, oid)) is not None
    and characteristics(s, spell.id).is_creature,
    "abilities": lambda s, oid: oid is not None and (o := s.get(oid)) is not None
    and o.kind == "ability",
}
def _never(state: GameState, oid: int | None) -> bool:
    return False


def _multicolored_spell(state: GameState, oid: int | None) -> bool:
    spell = _spell(state, oid)
    return spell is not None and len(characteristics(state, spell.id).colors) >= 2


RESTRICTIONS["multicolored spells"] = _multicolored_spell
# Rider key -> what happens to the spell or ability the mana is spent on (106.6).
RIDERS: dict[str, Callable[[Ctx, int | None, ManaUnit], None]] = {}


def _allowance(state: GameState, paying_for: int | None) -> Callable[[ManaUnit], bool]:
    def allow(unit: ManaUnit) -> bool:
        test = RESTRICTIONS.get(unit.restriction or "")
        return test is not None and test(state, paying_for)
    return allow


# -- activating a mana ability (605.3) ---------------------------------------------------
def _production_text(production: Production) -> str:
    return "add " + "".join(f"{{{t}}}" for t in production)


def activate_mana_ability(ctx: Ctx, player: int, oid: int, index: int,
                          output_choice: int | None = None,
                          offer: SourceOffer | None = None) -> None:
    """605.3: activate a mana ability; it resolves at once and never uses the stack.

    The costs are paid (602.2b), then the ability resolves: the player chooses among its
    productions (the automatic payer's plan may have chosen), the mana is added through
    replacement effects (106.12b) and its other effects happen.
    """
    from manastack.rules.casting import activation_problem, cant_tap_for, pay_costs
    s = ctx.state
    obj = s.objects[oid]
    ability = characteristics(s, oid).abilities[index]
    if not isinstance(ability, ActivatedAbility) or ability.mana is None:
        raise RulesError(f"{obj.card.name}#{oid} ability {index} is not a mana ability")
    # {T} alone, nothing changing abilities: can it be tapped for it (107.5, 302.6)?
    tap_only = not s.has_continuous_effects() and any(
        i == index and plain for i, _, plain in obj.card.activated)
    problem = None
    if not tap_only or cant_tap_for(s, player, obj):
        problem = activation_problem(s, player, obj, index, ability)
    if problem is not None:
        raise RulesError(f"mana ability of {obj.card.name}#{oid} can't be activated: {problem}")
    if ability.once_per_turn:
        note_activation(s, oid, index)          # 602.5b: "Activate only once each turn."
    name = f"{obj.card.name}#{oid}"
    ctx.log("605.3b", f"{s.players[player].name} activates {name}: {ability.text} (a mana "
            "ability: it resolves at once, without the stack)", obj.card.name)
    if tap_only:
        ctx.tap(oid, for_cost=True)     # 602.2b: the whole cost is {T}
        ctx.log("107.5", f"{name} is tapped to pay a cost")
    else:
        pay_costs(ctx, player, oid, ability.cost, 0, name)
    after = s.last_known(oid)
    assert after is not None
    productions = tuple(dict.fromkeys(ability.mana(s, after)))
    production: Production = ()
    if offer is not None and output_choice is not None and offer.bases \
            and offer.bases[output_choice] < len(productions):
        production = productions[offer.bases[output_choice]]
    elif len(productions) == 1:
        production = productions[0]
    elif productions:
        options = [Choice("mana", tuple(p), _production_text(p)) for p in productions]
        answer = ctx.choose(player, DecisionKind.COLOR, f"which mana does {name} add", options)
        production = tuple(str(a) for a in answer.args)
    units = _source_units(characteristics(s, oid), oid, production, ability)
    if units is None or UNDEFINED in production:
        ctx.log("106.5", f"{name} would produce mana of an undefined type, so it produces no "
                "mana (it is still a mana ability, 605.2)", obj.card.name)
    elif not units:
        ctx.log("605.2", f"{name} produces no mana (it is still a mana ability)", obj.card.name)
    else:
        ctx.add_mana(player, units, source=oid, tapped_for_mana=ability.cost.tap)
    if ability.effect is not None:
        ability.effect(ctx, Resolving(oid, oid, player))


# -- paying a mana cost (601.2g-h) -------------------------------------------------------
def _unit_text(ctx: Ctx, unit: ManaUnit) -> str:
    text = f"{{{unit.type}}}"
    extras = [x for x in ("snow" if unit.snow else None, unit.restriction, unit.rider) if x]
    if unit.source is not None:
        extras.append(f"from {ctx.name(unit.source)}")
    return text + (f" ({', '.join(extras)})" if extras else "")


def _manual_options(ctx: Ctx, player: int, remaining: ManaCost, pool: tuple[ManaUnit, ...],
                    allow: Callable[[ManaUnit], bool]) -> list[Choice]:
    """Paying one symbol at a time (601.2h): a unit for a symbol, {2/W} with two mana
    (107.4e), a Phyrexian symbol with 2 life (107.4f, 119.4)."""
    options: list[Choice] = []
    symbols = list(dict.fromkeys("1" if s.isdigit() else s for s in remaining.symbols
                                 if s != "0"))
    for symbol in symbols:
        shown = "generic mana" if symbol == "1" else f"{{{symbol}}}"
        # Units that differ only in their source pay alike: one option for the first of them.
        kinds: set[tuple[str, bool, str | None, str | None]] = set()
        for i, unit in enumerate(pool):
            if unit.restriction is not None and not allow(unit):
                continue
            kind = (unit.type, unit.snow, unit.restriction, unit.rider)
            if kind in kinds or not pays_symbol(symbol, unit):
                continue
            kinds.add(kind)
            options.append(Choice("spend", (symbol, i),
                                  f"pay {shown} with {_unit_text(ctx, unit)}"))
        if symbol.startswith("2/"):
            options.append(Choice("two", (symbol,), f"pay {shown} with two generic mana"))
        if symbol.endswith("/P") and ctx.state.can_pay_life(player, 2):     # 107.4f
            options.append(Choice("life", (symbol,), f"pay {shown} with 2 life"))
    return options


def _mana_ability_options(state: GameState, player: int, exclude: int | None) -> list[Choice]:
    """605.3a: every mana ability the player may activate while paying."""
    from manastack.rules.casting import ability_choices, activatable
    return ability_choices("mana", activatable(state, player, True, exclude))


def _spend(ctx: Ctx, player: int, used: Iterable[int], paid: str, what: str,
           paying_for: int | None) -> None:
    """Take the units out of the pool (601.2h); their riders apply (106.6)."""
    s = ctx.state
    pool = s.players[player].pool
    chosen = sorted(set(used))
    spent = [pool[i] for i in chosen]
    p = s.player_w(player)
    p.pool = tuple(u for i, u in enumerate(pool) if i not in set(chosen))
    ctx.log("601.2h", f"{p.name} pays {paid} for {what} with {format_units(spent)}")
    for unit in spent:
        rider = RIDERS.get(unit.rider or "")
        if rider is not None:
            rider(ctx, paying_for, unit)
    if p.pool:
        ctx.log("106.4a", f"{p.name} has {format_units(p.pool)} left in their mana pool")


def pay_mana(ctx: Ctx, player: int, cost: ManaCost, what: str,
             exclude_tapping: int | None = None, paying_for: int | None = None) -> None:
    """601.2g-h: the player may activate mana abilities, then pays the total cost.

    Each round the player chooses one of: pay the rest from the pool (when the pool can), pay
    automatically (the planner activates mana abilities and spends the pool; a person can
    always do it by hand instead), pay one symbol with one unit of the pool (or {2/W} with
    two mana, a Phyrexian symbol with 2 life), or activate a mana ability (605.3a). When
    nothing can pay the rest, the whole action is reversed (732.1); a person may also take
    it back with `Game.cancel`. `paying_for` is the spell or ability object being
    paid for: restricted mana may be spent only where its restriction allows (106.6).
    """
    s = ctx.state
    remaining = cost
    allow = _allowance(s, paying_for)

    def prompt() -> str:
        return f"pay {remaining} for {what} (pool {format_units(s.players[player].pool) or 'empty'})"

    def options() -> list[Choice]:
        pool = s.players[player].pool
        found: list[Choice] = []
        if assign_units(remaining, pool, allow) is not None:
            found.append(Choice("pay", (), f"pay {remaining} from the mana pool"))
        elif _auto_payable(s, player, remaining, exclude_tapping, paying_for):
            found.append(Choice("auto", (), f"pay {remaining} automatically"))
        found.extend(_manual_options(ctx, player, remaining, pool, allow))
        found.extend(convoke.convoke_options(s, player, remaining, paying_for))   # 702.51a
        found.extend(_mana_ability_options(s, player, exclude_tapping))
        if not found:
            # 732.1: the cost can no longer be paid (the mana made doesn't pay it and no
            # mana ability is left): the action is illegal and is reversed.
            raise Rewind(f"{s.players[player].name} can't pay {remaining} for {what}")
        return found

    while not remaining.is_empty():
        pool = s.players[player].pool
        answer = ctx.decide(player, DecisionKind.MANA_PAYMENT, prompt, options)
        verb = answer.verb
        if verb == "mana":
            activate_mana_ability(ctx, player, int(answer.args[0]), int(answer.args[1]))
        elif verb == "spend":
            symbol, i = str(answer.args[0]), int(answer.args[1])
            _spend(ctx, player, (i,), "generic mana" if symbol == "1" else f"{{{symbol}}}",
                   what, paying_for)
            remaining = without_symbol(remaining, symbol)
        elif verb == "convoke":
            remaining = convoke.pay_by_convoke(ctx, player, int(answer.args[0]),
                                               str(answer.args[1]), remaining, what,
                                               *map(str, answer.args[2:]))   # 702.126a
        elif verb == "two":
            symbol = str(answer.args[0])
            ctx.log("107.4e", f"{{{symbol}}} of {what} will be paid with two generic mana")
            remaining = without_symbol(remaining, symbol) + ManaCost.parse("{2}")
        elif verb == "life":
            symbol = str(answer.args[0])
            ctx.lose_life(player, 2, rule="107.4f")
            remaining = without_symbol(remaining, symbol)
        elif verb == "pay":
            used = assign_units(remaining, pool, allow)
            assert used is not None
            _spend(ctx, player, used, str(remaining), what, paying_for)
            return
        elif verb == "auto":
            found = _auto_plan(s, player, remaining, exclude_tapping, paying_for)
            assert found is not None
            plan, sources = found
            plan, remaining = convoke.pay_planned_convoke(ctx, player, plan, sources,
                                                          remaining, what)
            if remaining.is_empty():
                return
            _run_plan(ctx, player, plan, sources)
            used = assign_units(remaining, s.players[player].pool, allow)
            if used is None:
                # A choice made while the mana was produced (the order of replacement
                # effects, a color) differed from the plan: the player pays the rest.
                ctx.log("601.2g", f"the mana produced doesn't pay {remaining} as planned; "
                        f"{s.players[player].name} pays the rest")
                continue
            _spend(ctx, player, used, str(remaining), what, paying_for)
            return


def _run_plan(ctx: Ctx, player: int, plan: PaymentPlan,
              sources: list[tuple[SourceOffer, int, int]]) -> None:
    from manastack.rules.casting import activation_problem
    s = ctx.state
    for key, output in plan.activations:
        offer, oid, index = sources[key]
        obj = s.get(oid)
        if obj is None:
            continue
        ability = characteristics(s, oid).abilities[index]
        if not isinstance(ability, ActivatedAbility) or \
                activation_problem(s, player, obj, index, ability) is not None:
            continue
        activate_mana_ability(ctx, player, oid, index, output_choice=output, offer=offer)


# -- explaining illegal payment choices (for Game.apply's error messages) ----------------
def payment_conceivable(state: GameState, decision: Decision) -> list[Choice]:
    """Mana abilities a player might try during a payment, legal or not."""
    out: list[Choice] = []
    for obj in state.permanents():
        for index, ability in enumerate(characteristics(state, obj.id).abilities):
            if isinstance(ability, ActivatedAbility) and ability.mana is not None:
                out.append(Choice("mana", (obj.id, index),
                                  f"mana {obj.card.name}#{obj.id}: {ability.text}"))
    return out


def why_payment_illegal(state: GameState, decision: Decision, choice: Choice) -> str | None:
    """The rule that forbids a payment choice, or None if this module has nothing to say."""
    from manastack.rules.casting import activation_problem
    if decision.find(choice) is not None:
        return None
    if choice.verb == "mana" and len(choice.args) == 2:
        oid, index = int(choice.args[0]), int(choice.args[1])
        obj = state.get(oid)
        if obj is None or obj.zone != "battlefield":
            return "400.7: that permanent is no longer on the battlefield"
        abilities = characteristics(state, oid).abilities
        ability = abilities[index] if index < len(abilities) else None
        if not isinstance(ability, ActivatedAbility) or ability.mana is None:
            return "605.1a: that isn't a mana ability"
        problem = activation_problem(state, decision.player, obj, index, ability)
        if problem is not None:
            return problem
        return ("605.3c: its cost includes {T} or {Q} of the permanent whose ability is being "
                "paid for, or it is that ability")
    if choice.verb == "pay":
        return "601.2h: the mana in the pool can't pay the whole cost"
    if choice.verb == "auto":
        return "601.2g-h: the mana pool and the mana abilities that could be activated can't pay it"
    return None
