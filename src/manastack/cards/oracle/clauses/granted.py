"""Abilities granted by static abilities (113.10, 613.1f): 'Enchanted creature has
"[ability]"'. The grammar is `granted.lark` beside this file.

Each quoted ability is compiled as an ability of its own, "this creature" being the object
that has it (113.10, 303.4e); `rules/granted.py` registers it under its key. The engine
gives a granted ability its full meaning when it is an activated ability other than a mana
ability (602) or a triggered ability that looks back in time (603.10a: "When this creature
dies"); any other is refused, naming it.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.abilities import Ability, ActivatedAbility, TriggeredAbility
from manastack.rules.granted import grant


class GrantedClauses:
    """The transformer methods of granted.lark."""

    def ability_grant(self, c: list[Any]) -> tuple[str, tuple[Ability, ...]]:
        return ("granted", tuple(granted(str(t)) for t in c if t.type == "QUOTED"))


def granted(text: str) -> Ability:
    """The ability a quoted text grants; Unsupported naming it if the engine can't give it
    its full meaning."""
    from manastack.cards.oracle.compiler import ClauseError, compile_ability_text
    if "~" in text:
        # Inside the quotes the granting card's name is that card, not the object that
        # has the ability.
        raise Unsupported(f"the granted ability {text!r} names the card granting it")
    sentence = text if text.endswith(".") else text + "."
    try:
        compiled = compile_ability_text(sentence)
    except ClauseError as exc:
        raise Unsupported(f"the granted ability {exc.clause!r}: {exc.reason}") from None
    except Unsupported as exc:
        raise Unsupported(f"the granted ability {text!r}: {exc}") from None
    if len(compiled) != 1:
        raise Unsupported(f"the granted ability {text!r} (not one ability)")
    ability = compiled[0]
    if isinstance(ability, ActivatedAbility) and ability.is_mana_ability:
        raise Unsupported(f"the granted mana ability {text!r}")
    if isinstance(ability, TriggeredAbility) and not ability.look_back:
        # 603.2: the engine watches events for the abilities of the cards on the
        # battlefield; a granted one is seen only as its object leaves (603.10a).
        raise Unsupported(f"the granted triggered ability {text!r} (only those that look "
                          "back in time, 603.10a)")
    if not isinstance(ability, (ActivatedAbility, TriggeredAbility)):
        raise Unsupported(f"the granted ability {text!r} (only activated and triggered "
                          "abilities can be granted)")
    return grant(ability)
