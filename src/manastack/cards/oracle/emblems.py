"""Emblem definitions (114) made by "You get an emblem with ..." effects.

An emblem's definition is named by a key holding its abilities' text ("emblem:
"Creatures you control get +1/+1.""), so a saved game rebuilds it from the key alone
(`emblem_from_key`), as tokens are rebuilt (`tokens.py`).
"""

from __future__ import annotations

import dataclasses
from functools import cache

from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.abilities import Ability, CardDef, StaticAbility, TriggeredAbility
from manastack.rules.mana import ManaCost

PREFIX = "emblem: "
EMBLEM_NAME = "Emblem"


def emblem_card(texts: tuple[str, ...]) -> CardDef:
    """The emblem with these abilities; Unsupported naming one the compiler can't do."""
    return _emblem(PREFIX + " and ".join(f'"{t}"' for t in texts))


def emblem_from_key(key: str) -> CardDef:
    """The emblem a key describes; KeyError if it isn't an emblem key."""
    if not key.startswith(PREFIX):
        raise KeyError(key)
    return _emblem(key)


def _texts(key: str) -> list[str]:
    body = key[len(PREFIX):]
    return [part.strip('"') for part in body.split('" and "')]


@cache
def _emblem(key: str) -> CardDef:
    from manastack.cards.oracle.compiler import ClauseError, compile_ability_text
    abilities: list[Ability] = []
    for text in _texts(key):
        try:
            sentence = text if text.endswith(".") else text + "."
            compiled = compile_ability_text(sentence.replace("this emblem", "~"))
        except ClauseError as exc:
            raise Unsupported(f"the emblem's ability {exc.clause!r}: {exc.reason}") from None
        except Unsupported as exc:
            raise Unsupported(f"the emblem's ability {text!r}: {exc}") from None
        if not compiled:
            raise Unsupported(f"the emblem's ability {text!r} has no effect")
        for ability in compiled:
            if not isinstance(ability, (StaticAbility, TriggeredAbility)):
                raise Unsupported(f"the emblem's ability {text!r} (only static and "
                                  "triggered abilities of emblems are implemented)")
            # 114.4: abilities of emblems function in the command zone.
            abilities.append(dataclasses.replace(ability, zones=("command",)))
    # 114.3: no characteristics but its abilities: no types, no mana cost, no color.
    return CardDef(name=EMBLEM_NAME, mana_cost=ManaCost(()), types=frozenset(),
                   text="\n".join(_texts(key)), abilities=tuple(abilities), token=True,
                   extra={"key": key})
