"""More characteristic-defining abilities that define power and toughness (604.3, 208.2a):
toughness alone, "~ has power and toughness each equal to ...", and the quantities they
count beyond `defining.py`'s (cards in hands, graveyards and exile, basic land types, the
greatest mana value, "twice" a count, and a sum of two counts). Each works in every zone
(604.3) and is applied in layer 7a (613.4a) by `defining.Defined`.

The grammar is `pt_counts.lark` beside this file. As in `defining.py`, a count is judged on
the characteristics layers 1-6 gave the permanents, so a description reading power or
toughness is refused (613.8).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from manastack.cards.oracle.clauses.defining import (
    PLAYER_ZONES,
    Count,
    Defined,
    _checked,
    zone_cards,
)
from manastack.cards.oracle.forms import AbilityIR, Desc
from manastack.cards.oracle.semantics import ObjRef, Unsupported
from manastack.rules.land_types import BASIC_LAND_TYPES
from manastack.rules.layers import Chars
from manastack.rules.state import GameState


class PtCountClauses:
    """The transformer methods of pt_counts.lark."""

    def pt_toughness_defining(self, c: list[Any]) -> AbilityIR:
        """"~'s toughness is equal to ...": the power stays as printed (208.2a)."""
        count, base = c[-1]
        return AbilityIR("defining", items=[Defined(count, None, base)])

    def pt_has_defining(self, c: list[Any]) -> AbilityIR:
        """"~ has power and toughness each equal to ..." (Drop Bear): only of itself."""
        subject: ObjRef = c[0]
        if not subject.is_self:
            raise Unsupported(f"power and toughness of {subject.text} defined")
        count, base = c[-1]
        return AbilityIR("defining", items=[Defined(count, base, base)])

    def pt_in_all_graveyards(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("any owner's zone", "graveyard", "in all graveyards")

    def pt_in_opponents_graveyards(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("owners' zone", ("graveyard", "opponent"), "in your opponents' graveyards")

    def pt_in_your_hand(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("zone", "hand", "in your hand")        # 402.1: your hand, cards you own


    def pt_twice(self, c: list[Any]) -> Count:
        inner: Count = c[-1]

        def count(state: GameState, permanents: Mapping[int, Chars], you: int,
                  source: int) -> int:
            return 2 * inner(state, permanents, you, source)
        return count

    def pt_sum(self, c: list[Any]) -> Count:
        """"the number of Elves you control plus the number of Elf cards in your graveyard"."""
        first: Count = c[0]
        second: Count = c[-1]

        def count(state: GameState, permanents: Mapping[int, Chars], you: int,
                  source: int) -> int:
            return first(state, permanents, you, source) + second(state, permanents, you, source)
        return count

    def pt_domain(self, c: list[Any]) -> Count:
        """"the number of basic land types among lands you control" (305.6; the land types
        after layer 4, 613.1d)."""
        def count(state: GameState, permanents: Mapping[int, Chars], you: int,
                  source: int) -> int:
            found: set[str] = set()
            for p in permanents.values():
                if "Land" in p.types and p.controller == you:
                    found |= p.subtypes & BASIC_LAND_TYPES
            return len(found)
        return count

    def pt_greatest_mana_value(self, c: list[Any]) -> Count:
        """"the greatest mana value among creatures you control" (202.3; 0 when there are
        none, 107.1)."""
        desc: Desc = c[-1]
        flt = _checked(desc.filter, desc.text)
        zone = desc.zone
        if zone != "battlefield" and zone not in PLAYER_ZONES:
            raise Unsupported(f"the greatest mana value among {desc.text}")

        def count(state: GameState, permanents: Mapping[int, Chars], you: int,
                  source: int) -> int:
            among = permanents.values() if zone == "battlefield" else zone_cards(state, zone)
            return max((p.obj.card.mana_value() for p in among
                        if flt.test(state, p, you, source)), default=0)
        return count


    def pt_all_hands(self, c: list[Any]) -> Count:
        def count(state: GameState, permanents: Mapping[int, Chars], you: int,
                  source: int) -> int:
            return sum(len(p.hand) for p in state.players)
        return count

    def pt_own_exile(self, c: list[Any]) -> Count:
        """"the number of cards you own in exile" (406.1, 108.3: face-down cards too)."""
        def count(state: GameState, permanents: Mapping[int, Chars], you: int,
                  source: int) -> int:
            return len(state.players[you].exile)
        return count
