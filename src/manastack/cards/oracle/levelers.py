"""Leveler cards (711) and their level up keyword (702.87).

A leveler's text is its level up ability and other abilities, then two striations, each a
level symbol ("LEVEL 1-3" or "LEVEL 4+"), a power/toughness box and abilities (711.1). The
level up line is compiled as the ability it means (702.87a: "[Cost]: Put a level counter on
this permanent. Activate only as a sorcery."); each striation as the static ability its
level symbol is (711.2a, 711.2b): as long as the permanent has that many level counters, it
has that base power and toughness (layer 7b) and those abilities (layer 6: keywords, and
the striation's activated abilities granted, rules/granted.py). A static or triggered
ability printed in a striation is one of the card's, applying (or triggering) only while the
level symbol's condition holds: the same thing, as the level symbol's static ability is the
card's own.
Below the first striation, and off the battlefield, the card has its uppermost power and
toughness (711.5, 711.6): the data's printed values.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from manastack.cards.database import CardData
from manastack.cards.oracle.audit import audit
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import (
    Ability,
    ActivatedAbility,
    CardDef,
    ReplacementAbility,
    StaticAbility,
    TriggeredAbility,
)
from manastack.rules.events import Event
from manastack.rules.granted import grant
from manastack.rules.layers import Chars
from manastack.rules.state import GameObject, GameState

__all__ = ["compile_leveler", "compile_section", "replaces_while", "triggers_while",
           "while_holds", "with_sections"]

CompileFace = Callable[[CardData, bool], CardDef]

_LEVEL_UP = re.compile(r"^Level up (\{[^()]+\})(?: \(.*\))?$")
_SYMBOL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_PT = re.compile(r"^(\d+)/(\d+)$")


@dataclasses.dataclass(frozen=True)
class _Striation:
    low: int
    high: int | None                      # None: "N+"
    power: int | None
    toughness: int | None
    lines: tuple[str, ...]

    @property
    def symbol(self) -> str:
        return f"LEVEL {self.low}" + ("+" if self.high is None else f"-{self.high}")

    def holds(self, obj: GameObject) -> bool:
        """711.2a, 711.2b: the level symbol's condition, on the permanent's level counters."""
        level = obj.counters.get("level", 0)
        return level >= self.low and (self.high is None or level <= self.high)


def compile_leveler(data: CardData, compile_face: CompileFace, every_problem: bool) -> CardDef:
    """The leveler's definition: its level up and other abilities, and one static ability
    per striation; UnsupportedCardError naming what doesn't compile."""
    top, striations = _striations(data)
    problems: list[str] = []
    base = _compile_lines(data, top, compile_face, every_problem, problems)
    sections = [(s, _compile_lines(data, list(s.lines), compile_face, every_problem, problems)
                 if s.lines else None) for s in striations]
    abilities: list[Ability] = []
    for striation, section in sections:
        try:
            abilities += _level_abilities(striation, section)
        except UnsupportedCardError as exc:
            problems.append(f"{striation.symbol}: {exc}")
    if problems or base is None:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: " + "; ".join(problems))
    return with_sections(data, base, abilities,
                         [section for _, section in sections if section is not None])


def with_sections(data: CardData, base: CardDef, abilities: list[Ability],
                  sections: list[CardDef]) -> CardDef:
    """The card's definition: `base` with the `abilities` its sections give, once the audit
    has confirmed every paragraph (each section's lines are the texts of its compiled
    definition, kept in `extra["sections"]`); its templates those of every part."""
    result = dataclasses.replace(base, abilities=(*base.abilities, *abilities), extra=dict(base.extra))
    result.extra["sections"] = tuple(sections)
    unconfirmed = audit(result, data)
    if unconfirmed:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: " + "; ".join(unconfirmed))
    result.extra["templates"] = frozenset(base.extra.get("templates", frozenset())).union(
        *(section.extra.get("templates", frozenset()) for section in sections))
    return result


def compile_section(data: CardData, lines: list[str], compile_face: CompileFace,
                    every_problem: bool, problems: list[str]) -> CardDef | None:
    """Lines of a card with sections (a Class's levels, a Case's solved ability) compiled as
    the card's text, or None with their problems added to `problems`."""
    try:
        return compile_face(dataclasses.replace(data, text="\n".join(lines), layout="normal"),
                            every_problem)
    except UnsupportedCardError as exc:
        problems.append(str(exc).split(" is not implemented yet: ", 1)[-1])
        return None


def _striations(data: CardData) -> tuple[list[str], list[_Striation]]:
    """The lines above the first level symbol (the level up line rewritten as its meaning),
    and the striations."""
    top: list[str] = []
    striations: list[_Striation] = []
    lines = [line.strip() for line in data.text.split("\n") if line.strip()]
    i = 0
    while i < len(lines):
        symbol = _SYMBOL.match(lines[i])
        if symbol is None:
            if striations:
                last = striations[-1]
                striations[-1] = dataclasses.replace(last, lines=(*last.lines, lines[i]))
            else:
                top.append(lines[i])
            i += 1
            continue
        pt = _PT.match(lines[i + 1]) if i + 1 < len(lines) else None
        low, high = int(symbol.group(1)), symbol.group(2)
        striations.append(_Striation(low, int(high) if high else None,
                                     int(pt.group(1)) if pt else None,
                                     int(pt.group(2)) if pt else None, ()))
        i += 2 if pt else 1
    if len(striations) != 2:
        raise UnsupportedCardError(f"{data.name}: a leveler card has two level symbols (711.1), "
                                   f"this text has {len(striations)}")
    return top, striations


def _compile_lines(data: CardData, lines: list[str], compile_face: CompileFace,
                   every_problem: bool, problems: list[str]) -> CardDef | None:
    """Lines of the card compiled as the card's text (the level up line as 702.87a's
    ability, printed as the keyword), or None with the problems added."""
    level_up = [(n, m) for n, line in enumerate(lines) if (m := _LEVEL_UP.match(line))]
    text = list(lines)
    for n, m in level_up:
        text[n] = f"{m.group(1)}: Put a level counter on ~. Activate only as a sorcery."
    try:
        card = compile_face(dataclasses.replace(data, text="\n".join(text), layout="normal"),
                            every_problem)
    except UnsupportedCardError as exc:
        problems.append(str(exc).split(" is not implemented yet: ", 1)[-1])
        return None
    printed = {text[n]: lines[n].split(" (")[0] for n, _ in level_up}
    renamed = tuple(dataclasses.replace(a, text=printed.get(a.text, a.text))
                    for a in card.abilities)
    return dataclasses.replace(card, abilities=renamed, extra=dict(card.extra))


def _level_abilities(striation: _Striation, section: CardDef | None) -> list[Ability]:
    """711.2a/b: the level symbol's static ability (base power and toughness in layer 7b,
    keywords and granted abilities in layer 6) and the striation's static abilities, each
    applying while the symbol's condition holds."""
    keywords = frozenset(section.keywords) if section is not None else frozenset()
    extras = set(section.extra) - {"compiled", "templates"} if section is not None else set()
    if extras:
        raise UnsupportedCardError(f"{', '.join(sorted(extras))} in a striation")
    granted: list[Ability] = []
    statics: list[Ability] = []         # the striation's own static and triggered abilities
    for ability in section.abilities if section is not None else ():
        if isinstance(ability, StaticAbility):
            statics.append(while_holds(ability, striation.holds))
        elif isinstance(ability, ActivatedAbility) and ability.is_mana_ability:
            raise UnsupportedCardError(f"the granted mana ability {ability.text!r}")
        elif isinstance(ability, TriggeredAbility):
            statics.append(triggers_while(ability, striation.holds))
        elif isinstance(ability, ActivatedAbility):
            granted.append(grant(ability))
        else:
            raise UnsupportedCardError(f"{ability.text!r} ({type(ability).__name__}) in a "
                                       "striation")
    power, toughness = striation.power, striation.toughness

    def base_pt(c: Chars, _source: GameObject) -> None:
        if power is not None and toughness is not None:
            c.power, c.toughness = power, toughness

    def add_abilities(c: Chars, _source: GameObject) -> None:
        c.keywords.update(keywords)
        c.abilities.extend(granted)

    def applies(state: GameState, src: Chars, cand: Chars) -> bool:
        return cand.obj.id == src.obj.id and striation.holds(src.obj)

    text = striation.symbol + (f"\n{power}/{toughness}" if power is not None else "")
    symbol = StaticAbility(text, "6", _never, add_abilities, applies_to=applies,
                           later=(("7b", base_pt),))
    return [symbol, *statics]


def while_holds(ability: StaticAbility, holds: Callable[[GameObject], bool]) -> StaticAbility:
    """A static ability printed under a condition of its source (a leveler's level symbol,
    a Class's level): it applies only while `holds` on its source (611.3a)."""
    applies_to, affects = ability.applies_to, ability.affects
    if applies_to is not None:
        gated_to = applies_to

        def gated(state: GameState, src: Chars, cand: Chars) -> bool:
            return holds(src.obj) and gated_to(state, src, cand)
        return dataclasses.replace(ability, applies_to=gated)

    def gated_affects(state: GameState, source: GameObject, candidate: GameObject) -> bool:
        return holds(source) and affects(state, source, candidate)
    return dataclasses.replace(ability, affects=gated_affects)


def triggers_while(ability: TriggeredAbility,
                   holds: Callable[[GameObject], bool]) -> TriggeredAbility:
    """A triggered ability printed under a condition of its source, one of the card's (so
    the engine watches for its event): it triggers only while `holds` (711.2a, 716.2a), on
    its source as it is when the event happens (a leaving source's last known information)."""
    trigger = ability.trigger

    def at_level(state: GameState, event: Event, source: GameObject) -> bool | tuple[int, ...]:
        return holds(source) and trigger(state, event, source)
    return dataclasses.replace(ability, trigger=at_level)


def replaces_while(ability: ReplacementAbility,
                   holds: Callable[[GameObject], bool]) -> ReplacementAbility:
    """A replacement effect printed under a condition of its source (a Class's level, a
    solved Case): it applies only while `holds` on its source (716.2a, 719.3c)."""
    applies = ability.applies

    def gated(state: GameState, event: Event, source: GameObject) -> bool:
        return holds(source) and applies(state, event, source)
    return dataclasses.replace(ability, applies=gated)


def _never(state: GameState, source: GameObject, candidate: GameObject) -> bool:
    return False
