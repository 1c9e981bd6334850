""""[Objects] can't attack you or planeswalkers you control." (508.1c): a rule marker naming
the effect's source, whose controller the creature can't attack (rules/restrictions.py).
The grammar is `attack_you.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.restrictions import CANT_ATTACK_SOURCE_CONTROLLER


class AttackYouClauses:
    """The transformer methods of attack_you.lark."""

    def cant_attack_you(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        # compiler.static_abilities fills in the source as the effect applies.
        return ("rule", (CANT_ATTACK_SOURCE_CONTROLLER,))

    def keywords_before_rule(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("kw", tuple(str(x) for x in c if isinstance(x, str)))
