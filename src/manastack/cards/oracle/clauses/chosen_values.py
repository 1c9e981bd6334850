"""The clauses that read a choice made as the permanent entered (607.2d: linked to the
ability that made it, `clauses/as_enters_choose.py`; the value is kept in
`GameObject.chosen`, `rules.entering_choices`): objects "of the chosen type" (205.3m) or
"of the chosen color" (105.4) as a filter of any description, mana of the chosen color
(106.1, 605.1a), and protection from the chosen color (702.16a). Nothing chosen (a permanent
that entered some other way, 400.7), nothing matches and no such mana is made. The grammar
is `chosen_values.lark` beside this file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.forms import AbilityIR, ManaOutput
from manastack.cards.oracle.semantics import Filter, ObjRef, Unsupported
from manastack.rules import entering_choices as ec
from manastack.rules.abilities import StaticAbility
from manastack.rules.land_types import set_land_types
from manastack.rules.layers import Chars
from manastack.rules.protection import PREFIX
from manastack.rules.state import GameObject, GameState

Production = tuple[str, ...]


def has_chosen(state: GameState, c: Chars, source: int | None, key: str) -> bool:
    """Whether the object with characteristics `c` is of the type (or color) chosen for
    `source` (607.2d): a creature type or basic land type is a subtype (205.3), a color one
    of its colors (105.2)."""
    value = ec.chosen_value(state, source, key)
    if value is None:
        return False
    return value in (c.colors if key == ec.COLOR else c.subtypes)


def chosen_color_mana(fixed: tuple[Production, ...]
                      ) -> Callable[[GameState, GameObject], tuple[Production, ...]]:
    """The productions of "Add [fixed] or one mana of the chosen color" (106.1a)."""
    def produce(state: GameState, obj: GameObject) -> tuple[Production, ...]:
        color = obj.chosen.get(ec.COLOR)
        chosen: tuple[Production, ...] = ((color,),) if color is not None else ()
        return fixed + tuple(p for p in chosen if p not in fixed)
    return produce


def _protection_from_chosen(c: Chars, source: GameObject) -> None:
    color = source.chosen.get(ec.COLOR)
    if color is not None:
        c.keywords.add(PREFIX + ec.COLOR_NAMES[color])


class ChosenValueClauses:
    """The transformer methods of chosen_values.lark."""

    def chosen_type_suffix(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"chosen": ec.CREATURE_TYPE}, "of the chosen type")

    def chosen_color_suffix(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"chosen": ec.COLOR}, "of the chosen color")

    def add_chosen_color(self, c: list[Any]) -> ManaOutput:
        return ManaOutput((), produce=chosen_color_mana(()))

    def add_or_chosen_color(self, c: list[Any]) -> ManaOutput:
        fixed: Production = c[0]
        return ManaOutput((), produce=chosen_color_mana((fixed,)))

    def chosen_color_protection(self, c: list[Any]) -> AbilityIR:
        # 613.1f: a static ability adding an ability, in layer 6.
        return _static(c[0], "6", _protection_from_chosen)

    def chosen_land_type(self, c: list[Any]) -> AbilityIR:
        # 305.7, 613.1d: setting the land type to the basic land type chosen, in layer 4.
        return _static(c[0], "4", _set_chosen_land_type)

    def chosen_land_type_added(self, c: list[Any]) -> AbilityIR:
        # 305.7, 613.1d: adding the basic land type or the creature type chosen (205.3m:
        # "This creature is the chosen type in addition to its other types").
        return _static(c[0], "4", _add_chosen_type)


def _set_chosen_land_type(c: Chars, source: GameObject) -> None:
    chosen = source.chosen.get(ec.BASIC_LAND_TYPE)
    if chosen is not None:
        set_land_types(c, (chosen,))


def _add_chosen_type(c: Chars, source: GameObject) -> None:
    for key in (ec.BASIC_LAND_TYPE, ec.CREATURE_TYPE):
        chosen = source.chosen.get(key)
        if chosen is not None:
            c.subtypes.add(chosen)


def _static(objs: ObjRef, layer: str, modify: Callable[[Chars, GameObject], None]) -> AbilityIR:
    """A static ability whose effect reads the source's choice (607.2d), on the source
    itself, the permanent it is attached to, or the permanents a description names."""
    if objs.is_self:
        def applies(state: GameState, src: Chars, cand: Chars) -> bool:
            return cand.obj.id == src.obj.id
    elif objs.kind == "attached":
        def applies(state: GameState, src: Chars, cand: Chars) -> bool:
            return src.obj.attached_to is not None and cand.obj.id == src.obj.attached_to
    elif objs.kind == "all" and objs.filter is not None:
        flt: Filter = objs.filter

        def applies(state: GameState, src: Chars, cand: Chars) -> bool:
            return flt.test(state, cand, src.controller, src.obj.id)
    else:
        raise Unsupported(f"an effect of a choice on {objs.text}")

    def make(text: str) -> StaticAbility:
        return StaticAbility(text, layer, _never, modify, applies_to=applies)
    return AbilityIR("ability", items=[make])


def _never(state: GameState, source: GameObject, candidate: GameObject) -> bool:
    return False
