"""Choices made as a permanent enters (614.1c: "As [this permanent] enters, choose ..." is a
replacement effect; 614.12, 614.12a: the choice is made before it enters, from the zone it
comes from), kept on the permanent for its linked abilities (607.2d; `rules.entering_choices`).
The grammar is `as_enters_choose.lark` beside this file."""

from __future__ import annotations

from functools import partial
from typing import Any

from manastack.cards.oracle.forms import COLOR_LETTERS, AbilityIR, tokens_of
from manastack.cards.oracle.semantics import Builder, Effect
from manastack.rules import entering_choices as ec
from manastack.rules.abilities import ReplacementAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice
from manastack.rules.state import GameState

# What is chosen: (GameObject.chosen key, its options for the chooser, how the prompt says it).
Kind = tuple[str, ec.Options, str]


def _colors(excluded: str | None, state: GameState, chooser: int) -> list[Choice]:
    return ec.color_options(excluded)


def _creature_types(state: GameState, chooser: int) -> list[Choice]:
    return ec.creature_type_options()


def _basic_land_types(state: GameState, chooser: int) -> list[Choice]:
    return ec.basic_land_type_options()


class AsEntersChooseClauses:
    """The transformer methods of as_enters_choose.lark."""

    def as_enters_choose(self, c: list[Any]) -> AbilityIR:
        key, options, what = c[-1]
        def make(text: str) -> ReplacementAbility:
            return ec.as_enters_choose(text, key, options, what)
        return AbilityIR("ability", items=[make])

    def tapped_as_enters_choose(self, c: list[Any]) -> AbilityIR:
        """614.1c: entering tapped and the choice, in one paragraph."""
        key, options, what = c[-1]
        def make(text: str) -> ReplacementAbility:
            return ec.as_enters_choose(text, key, options, what, tapped=True)
        return AbilityIR("ability", items=[make])

    def spell_choice(self, c: list[Any]) -> AbilityIR:
        """608.2d: the first step of the spell's effect is the choice, kept on the spell
        (its last known information once it has left the stack, 608.2h) for the
        sentences after it."""
        key, options, what = c[0]
        effects: list[Any] = c[-1]

        def node(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                ec.choose_on_resolution(ctx, r.controller, r.obj, key, options, what)
            return run
        return AbilityIR("effects", items=[node, *effects])

    def choose_a_color(self, c: list[Any]) -> Kind:
        excluded = COLOR_LETTERS[c[0]] if c else None
        what = "a color" + (f" other than {c[0]}" if c else "")
        return (ec.COLOR, partial(_colors, excluded), what)

    def excluded_color(self, c: list[Any]) -> str:
        return tokens_of(c)[0]

    def choose_a_creature_type(self, c: list[Any]) -> Kind:
        return (ec.CREATURE_TYPE, _creature_types, "a creature type")

    def choose_a_basic_land_type(self, c: list[Any]) -> Kind:
        return (ec.BASIC_LAND_TYPE, _basic_land_types, "a basic land type")
