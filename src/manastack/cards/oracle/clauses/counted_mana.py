"""Mana abilities whose productions depend on the game (106.1, 605.1a): "Add {C} for each
Locus on the battlefield.", "Add three mana of any one color.", "Add {C} for each charge
counter on this artifact." The grammar is
`counted_mana.lark` beside this file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.cards.oracle.forms import CounterKind, Desc, ManaOutput
from manastack.cards.oracle.semantics import Filter, Unsupported, battlefield_matching
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState

COLORS = ("W", "U", "B", "R", "G")


@dataclass(frozen=True, slots=True)
class ManaForEach:
    """The mana of "Add [symbols] for each [permanent] on the battlefield": the symbols once
    for each permanent the filter matches as the ability resolves (106.1a)."""

    symbols: tuple[str, ...]
    filter: Filter

    def __call__(self, state: GameState, obj: GameObject) -> tuple[tuple[str, ...], ...]:
        you = characteristics(state, obj.id).controller
        count = len(battlefield_matching(state, self.filter, you, obj.id))
        return (self.symbols * count,)


@dataclass(frozen=True, slots=True)
class ManaForCounters:
    """The mana of "Add [symbols] for each [kind] counter on this permanent": the symbols once
    for each such counter on the source as the ability resolves (106.1a, 122.1), or as it
    last existed on the battlefield when a cost sacrificed it (608.2h, 605.3b: Shrine of
    Boundless Growth)."""

    symbols: tuple[str, ...]
    kind: str

    def __call__(self, state: GameState, obj: GameObject) -> tuple[tuple[str, ...], ...]:
        return (self.symbols * obj.counters.get(self.kind, 0),)


class CountedManaClauses:
    """The transformer methods of counted_mana.lark."""

    def add_mana_for_each(self, c: list[Any]) -> ManaOutput:
        symbols: tuple[str, ...] = c[0]
        desc: Desc = c[1]
        if desc.zone != "battlefield":
            raise Unsupported(f"mana for each {desc.text}")
        return ManaOutput((), produce=ManaForEach(symbols, desc.filter))

    def add_mana_for_counters(self, c: list[Any]) -> ManaOutput:
        symbols: tuple[str, ...] = c[0]
        kind: CounterKind = c[1]
        return ManaOutput((), produce=ManaForCounters(symbols, kind.kind))

    def add_n_of_one_color(self, c: list[Any]) -> ManaOutput:
        # 106.1b: one color is chosen for all of the mana; each choice is an alternative.
        n = int(c[0])
        return ManaOutput(tuple((color,) * n for color in COLORS))
