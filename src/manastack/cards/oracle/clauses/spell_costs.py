"""Costs and permissions of casting spells: flashback (702.34), kicker and multikicker
(702.33) and what a kicked spell or permanent does, buyback (702.27), affinity (702.41), "This spell can't be
countered." (113.6g).

The grammar is `spell_costs.lark` beside this file; each method gives one of its rules (a
template) its meaning. The abilities built here are the data of `rules/spell_costs.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.clauses.conditional_effects import InsteadIf
from manastack.cards.oracle.forms import (
    AbilityIR,
    Condition,
    CounterKind,
    Desc,
    TriggerIR,
    only_if,
)
from manastack.cards.oracle.lexer import _plurals
from manastack.cards.oracle.semantics import Amount, Node, Unsupported
from manastack.rules.abilities import Ability, Cost, TriggeredAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import (
    ENTWINE,
    AdditionalCost,
    AlternativeCost,
    CantBeCountered,
    CostReduction,
    OptionalCost,
    echo,
    evoke,
)
from manastack.rules.state import GameObject, GameState


def times_kicked(state: GameState, oid: int) -> int:
    """702.33d: how many times the spell (or the permanent it became) was kicked."""
    obj = state.last_known(oid)
    return obj.kicked if obj is not None else 0


def _was_kicked(state: GameState, source: GameObject) -> bool:
    return source.kicked > 0


class SpellCostClauses:
    """The transformer methods of spell_costs.lark."""

    def flashback(self, c: list[Any]) -> tuple[str, Any]:
        """702.34a: cast from a graveyard by paying [cost] rather than the mana cost."""
        cost: ManaCost = c[-1]
        return ("spell cost", AlternativeCost(f"Flashback {cost}", "flashback", Cost(mana=cost),
                                              zone="graveyard"))

    def kicker(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        return ("spell cost", OptionalCost(f"Kicker {cost}", "kicker", Cost(mana=cost)))

    def multikicker(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        if cost.with_x(0).mana_value() == 0:
            raise Unsupported("a multikicker cost of no mana")
        return ("spell cost", OptionalCost(f"Multikicker {cost}", "kicker", Cost(mana=cost),
                                           multi=True))

    def buyback(self, c: list[Any]) -> tuple[str, Any]:
        """702.27a: an optional additional cost; paid, the spell returns to its owner's
        hand as it resolves."""
        cost: ManaCost = c[-1]
        return ("spell cost", OptionalCost(f"Buyback {cost}", "buyback", Cost(mana=cost)))

    def evoke(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        return ("spell cost", evoke(Cost(mana=cost)))

    def echo(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        return ("spell cost", echo(Cost(mana=cost), f"Echo {cost}"))

    def additional_cost(self, c: list[Any]) -> AbilityIR:
        """601.2f, 118.8: a cost always paid with the mana cost; the text is the unit's."""
        cost: Cost = c[-1][0]
        return AbilityIR("keywords", extras=(
            ("spell cost", lambda text: AdditionalCost(text, cost)),))

    def cost_less_for_each(self, c: list[Any]) -> AbilityIR:
        """601.2f: "This spell costs {N} less to cast for each [permanent you control / card
        in your graveyard]", counted for the spell's caster."""
        less = ManaCost.parse(str(c[0]))
        desc: Desc = c[-1]
        if less.symbols != (str(less.generic),) or desc.zone not in ("battlefield", "graveyard"):
            raise Unsupported(f"costing {less} less for each {desc.text}")
        flt, zone, n = desc.filter, desc.zone, less.generic

        def generic(state: GameState, player: int) -> int:
            ids = state.battlefield if zone == "battlefield" else state.players[player].graveyard
            return n * sum(1 for oid in ids
                           if flt.test(state, characteristics(state, oid), player, None))
        return AbilityIR("keywords", extras=(
            ("spell cost", lambda text: CostReduction(text, generic)),))

    def affinity(self, c: list[Any]) -> tuple[str, Any]:
        """702.41a: "This spell costs {1} less to cast for each [text] you control."."""
        desc: Desc = c[-1]
        flt = desc.filter
        if desc.zone != "battlefield":
            raise Unsupported(f"affinity for {desc.text}")

        def generic(state: GameState, player: int) -> int:
            return sum(1 for oid in state.battlefield
                       if (ch := characteristics(state, oid)).controller == player
                       and flt.test(state, ch, player, None))
        # A subtype is read in the singular ("Mountains" is the Mountain subtype).
        words = desc.text if desc.text.endswith("s") else _plurals(desc.text)[0]
        return ("spell cost", CostReduction(f"Affinity for {words}", generic))

    def dash_cost_keyword(self, c: list[Any]) -> AbilityIR:
        """118.8, 118.9: "Flashback—[cost].", "Kicker—[cost].", "Buyback—[cost].",
        "Entwine—[cost]." (702.42a) with a cost of any kind; the ability's text is the whole
        unit."""
        keyword = str(c[0])
        cost: Cost = c[-1][0]

        def make(text: str) -> Ability:
            if keyword == "flashback":
                return AlternativeCost(text, keyword, cost, zone="graveyard")
            return OptionalCost(text, keyword, cost)
        return AbilityIR("keywords", extras=(("spell cost", make),))

    def cant_be_countered(self, c: list[Any]) -> AbilityIR:
        return AbilityIR("keywords", extras=(
            ("spell cost", CantBeCountered("This spell can't be countered.")),))

    def kicked_sentence(self, c: list[Any]) -> Node:
        """702.33e: the part of a spell's effect that happens only if it was kicked; a part
        with targets would need them chosen only if kicked (702.33g)."""
        return only_if(c, lambda ctx, r: bool(times_kicked(ctx.state, r.source)),
                       "a target only if the spell was kicked (702.33g)")

    def kicked_instead(self, c: list[Any]) -> InsteadIf:
        """614.15, 702.33e: "If this spell was kicked, [effect] instead.": replaces the effect
        before it; a replacement with targets would need them chosen only if kicked (702.33g)."""
        kicked = Condition(lambda state, you, source: bool(times_kicked(state, source)),
                           "this spell was kicked")
        return InsteadIf(kicked, tuple(c), untargeted="a target only if the spell was kicked "
                                                       "(702.33g)")

    def kicked_triggered(self, c: list[Any]) -> AbilityIR:
        """603.4: "When ~ enters, if it was kicked, ...": checked as it triggers and again as
        it resolves."""
        trig: TriggerIR = c[0]
        return AbilityIR("triggered", trigger=trig, items=c[1], intervening_if=_was_kicked)

    def kicked_enters_with(self, c: list[Any]) -> AbilityIR:
        """614.1c: "If ~ was kicked, it enters with N counters": none if it wasn't."""
        return _enters_with_kicks(c, lambda n, kicks: n if kicks else 0)

    def enters_with_per_kick(self, c: list[Any]) -> AbilityIR:
        """614.1c, 702.33d: "enters with a [kind] counter on it for each time it was kicked"."""
        return _enters_with_kicks(c, lambda n, kicks: n * kicks)


def _enters_with_kicks(c: list[Any], counters: Callable[[int, int], int]) -> AbilityIR:
    """An "enters with counters" replacement (614.1c) whose number, `counters(N, times
    kicked)`, depends on how often the entering spell was kicked (702.33d)."""
    amount: Amount = next(x for x in c if isinstance(x, Amount))
    kind: CounterKind = next(x for x in c if isinstance(x, CounterKind))
    if amount.const is None:
        raise Unsupported("a variable number of counters for a kicked permanent")
    n = amount.const

    def count(ctx: Ctx, r: Resolving) -> int:
        return counters(n, times_kicked(ctx.state, r.source))
    return AbilityIR("enters_counters", amount=Amount(count=count), counter_kind=kind.kind)


def spell_cost_abilities(made: Ability | tuple[Ability, ...] | Callable[[str], Ability],
                         is_spell: bool, text: str) -> tuple[Ability, ...]:
    """A spell cost keyword's abilities for a card, if the card can have them; `made` is
    the ability or abilities, or makes the ability from the unit's `text`."""
    abilities = made if isinstance(made, tuple) else (
        made if isinstance(made, Ability) else made(text),)
    for ability in abilities:
        _check_fits(ability, is_spell)
    return abilities


def _check_fits(ability: Ability, is_spell: bool) -> None:
    if isinstance(ability, AlternativeCost) and ability.keyword in ("flashback", "jump-start") \
            and not is_spell:
        # 702.34a, 702.133a: only if the resulting spell is an instant or sorcery spell.
        raise Unsupported(f"{ability.keyword} on a permanent card")
    if isinstance(ability, OptionalCost) and ability.keyword == "buyback" and not is_spell:
        raise Unsupported("buyback on a permanent card (702.27a: instants and sorceries)")
    if isinstance(ability, OptionalCost) and ability.keyword == ENTWINE and not is_spell:
        raise Unsupported("entwine on a permanent card (702.42a: a modal spell's)")
    if isinstance(ability, TriggeredAbility) and is_spell:
        raise Unsupported("echo on an instant or sorcery (702.30a: a permanent's ability)")
    if isinstance(ability, AlternativeCost) and ability.keyword == "evoke" and is_spell:
        raise Unsupported("evoke on an instant or sorcery (702.74a: its permanent is sacrificed)")
