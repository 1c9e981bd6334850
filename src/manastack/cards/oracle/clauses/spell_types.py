"""Spells of given card types: "creature spell", "artifact or enchantment spell" (115.1: a
spell is a card or copy on the stack, 112.1). The grammar is `spell_types.lark` beside this
file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Unsupported

_NOUNS = ("spell", "spells")


class SpellTypeClauses:
    """The transformer methods of spell_types.lark."""

    def spell_types(self, c: list[Any]) -> tuple[str, Any, str]:
        words = [str(x) for x in c]
        kinds, noun = words[:-1], words[-1]
        if any(w in _NOUNS or w.startswith("card") for w in kinds):
            raise Unsupported(f"spells of the kind {' or '.join(kinds)!r}")
        _, (types, _plural, _spell, _card), text = self.type_list(kinds)  # type: ignore[attr-defined]
        return ("types", (types, noun == "spells", True, False), f"{text} {noun}")
