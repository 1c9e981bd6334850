"""Mana abilities whose amount the game decides as they resolve (106.1, 605.1a): "Add an
amount of {G} equal to ~'s power.", "Add X mana of any one color, where X is the number
of [permanents]." The grammar is `mana_amounts.lark` beside this file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.cards.oracle.clauses.counted_mana import COLORS
from manastack.cards.oracle.forms import Desc, ManaOutput
from manastack.cards.oracle.semantics import Filter, Unsupported, battlefield_matching
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


@dataclass(frozen=True, slots=True)
class ManaByPower:
    """The mana of "Add an amount of [symbol] equal to ~'s power": the symbols once for each
    point of the source's power as the ability resolves (106.1a); none for 0 or less
    (107.1b)."""

    symbols: tuple[str, ...]

    def __call__(self, state: GameState, obj: GameObject) -> tuple[tuple[str, ...], ...]:
        power = characteristics(state, obj.id).power or 0
        return (self.symbols * max(power, 0),)


@dataclass(frozen=True, slots=True)
class CountedOfOneColor:
    """The mana of "Add X mana of any one color, where X is the number of [permanents]":
    X counted as the ability resolves (107.3, 608.2h), one color chosen for all of it
    (106.1b): each color is an alternative."""

    filter: Filter

    def __call__(self, state: GameState, obj: GameObject) -> tuple[tuple[str, ...], ...]:
        you = characteristics(state, obj.id).controller
        n = len(battlefield_matching(state, self.filter, you, obj.id))
        return tuple((color,) * n for color in COLORS) if n else ((),)


class ManaAmountClauses:
    """The transformer methods of mana_amounts.lark."""

    def add_mana_equal_power(self, c: list[Any]) -> ManaOutput:
        symbols: tuple[str, ...] = c[0]
        # "~'s" or "its": a mana ability names no other object (605.1a: no target).
        return ManaOutput((), produce=ManaByPower(symbols))

    def add_x_of_one_color(self, c: list[Any]) -> ManaOutput:
        desc: Desc = c[0]
        if desc.zone != "battlefield":
            raise Unsupported(f"mana for the number of {desc.text}")
        return ManaOutput((), produce=CountedOfOneColor(desc.filter))
