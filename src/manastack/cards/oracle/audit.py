"""The support audit: does a card definition have behaviour for all of its card's text?

A card counts as supported only if every paragraph of its rules text (207.1; reminder text
aside, 207.2a) has behaviour in its definition, and a land has the mana abilities its
types (305.6) and its text, reminder text included, say it has. The audit reads the
finished `CardDef` against the card data, independently of how the definition was made
(compiled or hand-written): each paragraph must be the text of an ability, part of the
spell's text, or a line of keywords the definition has. `compile_card` refuses a card the
audit can't confirm, so `manastack cards coverage` and `manastack cards show` agree with it.
"""

from __future__ import annotations

import dataclasses
import re

from manastack.cards.database import CardData
from manastack.cards.oracle.lexer import clean_text, units
from manastack.rules.abilities import ActivatedAbility, CardDef, FixedMana
from manastack.rules.land_types import intrinsic_abilities, is_intrinsic

# "Add {U} or {R}", "Add {C}{C}": the mana symbols an "Add" clause names (106.1, 605.1a).
_ADD = re.compile(r"\bAdd ((?:\{[WUBRGC]\}|,? or |, )+)")
_SYMBOL = re.compile(r"\{([WUBRGC])\}")


def audit(definition: CardDef, data: CardData) -> list[str]:
    """What of the card's text the definition has no behaviour for (empty: nothing)."""
    texts: set[str] = set()
    # 709: a split card's behaviour is in its halves; 711.2: a leveler's striations' in the
    # definitions their lines compiled to (each line of a level symbol's ability is its text).
    parts = (definition, *definition.extra.get("halves", ()), *definition.extra.get("sections", ()))
    keywords = frozenset().union(*(part.keywords for part in parts))
    for part in parts:
        texts.update(_normal(line, data) for a in part.abilities if not is_intrinsic(a)
                     for line in {a.text, *a.text.split("\n")})
        if part.spell is not None:
            texts.add(_normal(part.spell.text, data))
            texts.update(_normal(t, data) for t in part.spell.text.split("\n"))
    problems = [f"{unit!r}: no behaviour in the definition"
                for unit in units(clean_text(data))
                if not _has_behaviour(definition, keywords, unit, texts)]
    if "Land" in definition.types:
        problems += _land_mana_problems(definition, data)
    return problems


def _normal(text: str, data: CardData) -> str:
    """An ability's text as `clean_text` writes the card's: its name as ``~`` (hand-written
    definitions spell it out), ASCII apostrophes and minus signs, no reminder text."""
    return clean_text(dataclasses.replace(data, text=text)).strip()


def _has_behaviour(definition: CardDef, keywords: frozenset[str], unit: str,
                   texts: set[str]) -> bool:
    return unit in texts or _is_keyword_line(definition, keywords, unit, texts)


def _is_keyword_line(definition: CardDef, keywords: frozenset[str], unit: str,
                     texts: set[str]) -> bool:
    """702: a line of keyword abilities, each one a keyword of the definition (or of a
    part of it: `keywords`), an enchant
    restriction it has, or an ability of its own ("Equip {2}", "Prowess")."""
    for part in (p.strip() for p in re.split(r"[,;]", unit)):    # "Vigilance; menace" (702.1)
        lower = part.lower()
        if lower in keywords or part in texts or part.capitalize() in texts:
            continue
        if lower.startswith("enchant ") and "enchant" in definition.extra:
            continue
        return False
    return True


def _land_mana_problems(definition: CardDef, data: CardData) -> list[str]:
    """305.6: the intrinsic mana ability of each basic land type; 605.1a: every mana symbol
    an "Add" clause of the full text names (reminder text too: "({T}: Add {U} or {R}.)")
    can be made by some mana ability of the definition."""
    problems = [f"no intrinsic mana ability {a.text!r} (305.6)"
                for a in intrinsic_abilities(definition.types, definition.subtypes)
                if not any(b is a for b in definition.abilities)]
    mana_abilities = [a for a in definition.abilities
                      if isinstance(a, ActivatedAbility) and a.mana is not None]
    named = {s for clause in _ADD.findall(data.text) for s in _SYMBOL.findall(clause)}
    if named and not mana_abilities:
        problems.append("no mana ability, though the text adds mana (605.1a)")
    fixed = [a.mana for a in mana_abilities if isinstance(a.mana, FixedMana)]
    if named and len(fixed) == len(mana_abilities):
        produced = {s for m in fixed for production in m.productions for s in production}
        missing = sorted(named - produced)
        if missing:
            problems.append("no mana ability adds " + "".join(f"{{{s}}}" for s in missing)
                            + " (605.1a)")
    return problems
