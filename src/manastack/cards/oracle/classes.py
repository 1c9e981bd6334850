"""Class cards (716).

A Class's text is its top section, then class level bars, each followed by its section's
abilities (716.1). The top section's abilities are the card's at all times (716.3). A level
bar "[Cost]: Level N" is both an activated ability, "[Cost]: This Class's level becomes N.
Activate only if this Class is level N-1 and only as a sorcery", and a static ability, "As
long as this Class is level N or greater, it has [the section's abilities]" (716.2a). The
activated ability is compiled as such (rules/classes.py). The static ability gives the
section's keywords and activated abilities in layer 6 (rules/granted.py); a static or
triggered ability of the section is one of the card's that applies (or triggers) only while
the Class is level N or greater: the same thing, as the level bar's static ability is the
card's own (as for a leveler's striations, levelers.py).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from manastack.cards.database import CardData
from manastack.cards.oracle.levelers import (
    compile_section,
    replaces_while,
    triggers_while,
    while_holds,
    with_sections,
)
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import (
    Ability,
    ActivatedAbility,
    CardDef,
    Cost,
    ReplacementAbility,
    StaticAbility,
    TriggeredAbility,
)
from manastack.rules.classes import class_level, is_level, level_becomes
from manastack.rules.granted import grant
from manastack.rules.layers import Chars
from manastack.rules.mana import ManaCost
from manastack.rules.state import GameObject, GameState

__all__ = ["compile_class"]

CompileFace = Callable[[CardData, bool], CardDef]

_BAR = re.compile(r"^((?:\{[^{}]+\})+): Level (\d+)$")


@dataclasses.dataclass(frozen=True)
class _Level:
    bar: str                 # the printed class level bar, "{2}{U}: Level 2"
    cost: str
    level: int
    lines: tuple[str, ...]

    def holds(self, obj: GameObject) -> bool:
        """716.2a: the level bar's static ability applies while the Class is level N or
        greater."""
        return class_level(obj) >= self.level


def compile_class(data: CardData, compile_face: CompileFace, every_problem: bool) -> CardDef:
    """The Class's definition: its top section's abilities, each level bar's activated
    ability, and each section's abilities while the Class has that level;
    UnsupportedCardError naming what doesn't compile."""
    top, levels = _levels(data)
    problems: list[str] = []
    base = compile_section(data, top, compile_face, every_problem, problems)
    abilities: list[Ability] = []
    sections: list[CardDef] = []
    for level in levels:
        abilities.append(_level_bar(level))
        section = compile_section(data, list(level.lines), compile_face, every_problem, problems)
        if section is None:
            continue
        sections.append(section)
        try:
            abilities += _section_abilities(level, section)
        except UnsupportedCardError as exc:
            problems.append(f"{level.bar}: {exc}")
    if problems or base is None:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: " + "; ".join(problems))
    return with_sections(data, base, abilities, sections)


def _levels(data: CardData) -> tuple[list[str], list[_Level]]:
    """The lines of the top section (716.3), and each level bar with its section's lines,
    the levels in order from 2 (716.1, 716.2a)."""
    top: list[str] = []
    levels: list[_Level] = []
    for line in (line.strip() for line in data.text.split("\n") if line.strip()):
        bar = _BAR.match(line)
        if bar is not None:
            levels.append(_Level(line, bar.group(1), int(bar.group(2)), ()))
        elif levels:
            levels[-1] = dataclasses.replace(levels[-1], lines=(*levels[-1].lines, line))
        else:
            top.append(line)
    if not levels or [lv.level for lv in levels] != list(range(2, len(levels) + 2)):
        raise UnsupportedCardError(f"{data.name}: a Class has class level bars for levels 2, "
                                   "3, ... in order (716.1, 716.2a); this text hasn't")
    return top, levels


def _level_bar(level: _Level) -> ActivatedAbility:
    """716.2a: "[Cost]: This Class's level becomes N. Activate only if this Class is level
    N-1 and only as a sorcery." """
    return ActivatedAbility(level.bar, Cost(mana=ManaCost.parse(level.cost)),
                            level_becomes(level.level), sorcery_speed=True,
                            only_if=is_level(level.level - 1))


def _section_abilities(level: _Level, section: CardDef) -> list[Ability]:
    """716.2a: the level bar's static ability (the section's keywords and activated
    abilities, layer 6) and the section's static and triggered abilities, each applying
    while the Class is level N or greater."""
    extras = set(section.extra) - {"compiled", "templates"}
    if extras:
        raise UnsupportedCardError(f"{', '.join(sorted(extras))} in a Class level")
    keywords = frozenset(section.keywords)
    granted: list[Ability] = []
    own: list[Ability] = []
    for ability in section.abilities:
        if isinstance(ability, StaticAbility):
            own.append(while_holds(ability, level.holds))
        elif isinstance(ability, TriggeredAbility):
            own.append(triggers_while(ability, level.holds))
        elif isinstance(ability, ReplacementAbility):
            own.append(replaces_while(ability, level.holds))
        elif isinstance(ability, ActivatedAbility) and not ability.is_mana_ability:
            granted.append(grant(ability))
        else:
            raise UnsupportedCardError(f"{ability.text!r} ({type(ability).__name__}) in a "
                                       "Class level")
    if not keywords and not granted:
        return own

    def add_abilities(c: Chars, _source: GameObject) -> None:
        c.keywords.update(keywords)
        c.abilities.extend(granted)

    def applies(state: GameState, src: Chars, cand: Chars) -> bool:
        return cand.obj.id == src.obj.id and level.holds(src.obj)

    bar = StaticAbility(level.bar, "6", _never, add_abilities, applies_to=applies)
    return [bar, *own]


def _never(state: GameState, source: GameObject, candidate: GameObject) -> bool:
    return False
