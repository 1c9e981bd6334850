"""A permanent that becomes a creature until end of turn (205.1b: it keeps its other types;
613.1d, 613.4b: the type, color, ability and base power and toughness changes each apply
in their layer). The grammar is `animate.lark` beside this file."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import AbilityIR, Modify, as_node, object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving


@dataclass(frozen=True)
class CreatureForm:
    """"a 5/5 white Human Soldier artifact creature with flying": what it becomes."""

    power: int
    toughness: int
    colors: tuple[str, ...] | None          # None: its colors don't change
    subtypes: tuple[str, ...]
    types: tuple[str, ...]
    keywords: tuple[str, ...]
    keeps_types: bool                       # 205.1b: an "artifact creature" keeps its types


class AnimateClauses:
    """The transformer methods of animate.lark."""

    def creature_form(self, c: list[Any]) -> CreatureForm:
        pt = next(str(t) for t in c if isinstance(t, Token) and t.type == "PT")
        power, toughness = pt.split("/")
        if not (power.isdigit() and toughness.isdigit()):
            raise Unsupported(f"becoming a {pt} creature")
        colors = next((x for x in c if isinstance(x, list)), None)
        types: tuple[str, ...] = next(x for x in c if isinstance(x, tuple) and x[:1] == ("types",))[1:]
        keywords = next((x for x in c if isinstance(x, tuple) and x[:1] != ("types",)), ())
        subtypes = tuple(str(t) for t in c if isinstance(t, Token) and t.type == "SUBTYPE")
        return CreatureForm(int(power), int(toughness),
                            tuple(colors) if colors is not None else None, subtypes, types,
                            tuple(keywords), keeps_types="Artifact" in types)

    def animate_colors(self, c: list[Any]) -> list[str]:
        return [x for x in c if isinstance(x, str)]

    def animate_types(self, c: list[Any]) -> tuple[str, ...]:
        words = [str(t) for t in c]
        return ("types", "Creature", *(("Artifact",) if "artifact" in words else ()))

    def still_a(self, c: list[Any]) -> str:
        return "still"

    def until_end_of_turn_becomes(self, c: list[Any]) -> Becomes:
        return Becomes(c[0], c[1], "still" in c[2:])

    def becomes_until_end_of_turn(self, c: list[Any]) -> Becomes:
        return Becomes(c[0], c[1], "still" in c[2:])

    def becomes_indefinitely(self, c: list[Any]) -> Becomes:
        return Becomes(c[0], c[1], "still" in c[2:], duration="permanent")

    def animated_static(self, c: list[Any]) -> AbilityIR:
        """A static ability (611.3a: it applies while its source is on the battlefield),
        each part in its layer (613.1d-e, 613.4b); 205.1b: the permanents keep their types."""
        objs: ObjRef = c[0]
        form: CreatureForm = c[1]
        return AbilityIR("effects", items=[Modify(
            objs, keywords=form.keywords, types_added=(form.types, form.subtypes),
            colors=form.colors, base_pt=(form.power, form.toughness))])

    def still_after(self, c: list[Any]) -> Node:
        """205.1b: "It's still a [type]." after a sentence whose last "becomes" it is about."""
        items = list(c[:-1])           # the last child is the type it's still
        last = max((i for i, x in enumerate(items) if isinstance(x, Becomes)), default=None)
        if last is None:
            raise Unsupported("'It's still a ...' after no 'becomes'")
        items[last] = replace(items[last], still=True)
        return sem.sequence([as_node(x) for x in items])


@dataclass(frozen=True)
class Becomes:
    """The effect node: `objs` become `form` until end of turn."""

    objs: ObjRef
    form: CreatureForm
    still: bool
    duration: str = "end of turn"

    def __call__(self, b: Builder) -> Effect:
        if not (self.still or self.form.keeps_types):
            raise Unsupported("a permanent becoming only a creature (205.1a)")
        get = self.objs.bind(b)
        form, duration = self.form, self.duration

        def run(ctx: Ctx, r: Resolving) -> None:
            ids = object_ids(get, ctx, r)
            if ids:
                animate(ctx, r, ids, form, duration)
        return run


def animate(ctx: Ctx, r: Resolving, ids: list[int], form: CreatureForm, duration: str) -> None:
    """For the duration (514.2: until end of turn; 611.2a: else for the rest of the game):
    the types added (205.1b, layer 4), the colors set (layer 5), the abilities gained (layer
    6) and the base power and toughness set (layer 7b)."""
    def until_eot(op: str, params: tuple[Any, ...]) -> None:
        ctx.add_effect(op, params, ids, duration, source=r.source, controller=r.controller)
    until_eot("add_types", (form.types, form.subtypes))
    if form.colors is not None:
        until_eot("colors", form.colors)
    if form.keywords:
        until_eot("keywords", form.keywords)
    until_eot("set_pt", (form.power, form.toughness))
