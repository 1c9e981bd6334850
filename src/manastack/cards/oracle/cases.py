"""Case cards (719): "Solved — [ability]" lines are read here (719.3c); the rest of the
card's text, "To solve — [condition]." (clauses/case_solving.py) included, is compiled as
any card's. A solved ability is one of the Case's own that works only while the Case is
solved: a static ability applies, a triggered ability triggers, an activated ability can
be activated (719.3c). The rules are `rules/cases.py`.
"""

from __future__ import annotations

import dataclasses
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
    ReplacementAbility,
    StaticAbility,
    TriggeredAbility,
)
from manastack.rules.cases import is_solved, solved_source
from manastack.rules.state import GameState

__all__ = ["compile_case"]

CompileFace = Callable[[CardData, bool], CardDef]

SOLVED_PREFIX = "Solved — "


def compile_case(data: CardData, compile_face: CompileFace, every_problem: bool) -> CardDef:
    """The Case's definition: its abilities, the solved ones working only while it is
    solved; UnsupportedCardError naming what doesn't compile."""
    lines = [line.strip() for line in data.text.split("\n") if line.strip()]
    solved = [line for line in lines if line.startswith(SOLVED_PREFIX)]
    if len(solved) != 1 or not any(line.startswith("To solve — ") for line in lines):
        raise UnsupportedCardError(f"{data.name} is not implemented yet: a Case has one 'To "
                                   "solve' and one 'Solved' ability (719.3); this text hasn't")
    problems: list[str] = []
    base = compile_section(data, [line for line in lines if line not in solved], compile_face,
                    every_problem, problems)
    line = solved[0]
    section = compile_section(data, [line[len(SOLVED_PREFIX):]], compile_face, every_problem, problems)
    abilities: list[Ability] = []
    if section is not None:
        if set(section.extra) - {"compiled", "templates"} or section.keywords:
            problems.append(f"{line!r}: a keyword or a rule of the card as a solved ability")
        try:
            abilities = [_while_solved(a, line) for a in section.abilities]
        except UnsupportedCardError as exc:
            problems.append(str(exc))
    if problems or base is None or section is None:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: " + "; ".join(problems))
    return with_sections(data, base, abilities, [section])


def _while_solved(ability: Ability, line: str) -> Ability:
    """719.3c: the solved ability, working only while the Case is solved, its text the
    printed line."""
    gated: Ability
    if isinstance(ability, StaticAbility):
        gated = while_holds(ability, is_solved)
    elif isinstance(ability, TriggeredAbility):
        gated = triggers_while(ability, is_solved)
    elif isinstance(ability, ReplacementAbility):
        gated = replaces_while(ability, is_solved)
    elif isinstance(ability, ActivatedAbility) and not ability.is_mana_ability:
        gated = dataclasses.replace(ability, only_if=_both(ability.only_if))
    else:
        raise UnsupportedCardError(f"{line!r}: {type(ability).__name__} as a solved ability")
    return dataclasses.replace(gated, text=line)


def _both(only_if: Callable[[GameState, int, int], bool] | None
          ) -> Callable[[GameState, int, int], bool]:
    """602.5b: the ability's own "Activate only if" and the Case being solved (719.3c)."""
    if only_if is None:
        return solved_source
    first = only_if

    def holds(state: GameState, controller: int, source: int) -> bool:
        return solved_source(state, controller, source) and first(state, controller, source)
    return holds
