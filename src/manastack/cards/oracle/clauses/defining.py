"""Characteristic-defining abilities that define power and/or toughness (604.3, 208.2a):
"~'s power and toughness are each equal to the number of ...", "~'s power is equal to
...", applied in layer 7a (613.4a) in every zone.

The grammar is `defining.lark` beside this file; each method gives one of its rules (a
template) its meaning. A count is judged on the characteristics layers 1-6 left the
permanents with, so a description that reads power or toughness (which layer 7a itself
changes) is refused rather than guessed at (613.8).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR, Desc
from manastack.cards.oracle.semantics import Filter, Unsupported
from manastack.rules.abilities import DefiningAbility
from manastack.rules.layers import Chars
from manastack.rules.state import GameState

# (state, the permanents' characteristics, the player "you" is, the source) -> the number
Count = Callable[[GameState, Mapping[int, Chars], int, int], int]

# 205.2a: the card types.
CARD_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                        "Land", "Planeswalker", "Sorcery"})


@dataclass(frozen=True)
class Defined:
    """What a characteristic-defining ability sets: power and/or toughness, each `count`
    plus its own fixed part."""

    count: Count
    power: int | None       # the number added to the count (None: power isn't defined)
    toughness: int | None

    def ability(self, text: str) -> DefiningAbility:
        count, power, toughness = self.count, self.power, self.toughness

        def define(state: GameState, permanents: Mapping[int, Chars], c: Chars) -> None:
            n = count(state, permanents, c.controller, c.obj.id)
            if power is not None:
                c.power = n + power
            if toughness is not None:
                c.toughness = n + toughness
        return DefiningAbility(text, define)


_INSTANTS_AND_SORCERIES = Filter("instant and sorcery cards",
                                 types=frozenset({"Instant", "Sorcery"}), controller="you")


def _printed(state: GameState, oid: int) -> Chars:
    """A card's characteristics off the battlefield, as printed (their types and colors
    are the card's: nothing here changes them)."""
    return Chars(state.objects[oid], mutable=False)


def _checked(flt: Filter, text: str) -> Filter:
    if flt.power is not None or flt.toughness is not None:
        raise Unsupported(f"a power or toughness defined by counting {text} (613.8)")
    return flt


class DefiningClauses:
    """The transformer methods of defining.lark."""

    def pt_defining(self, c: list[Any]) -> AbilityIR:
        value: tuple[Count, int] = c[-1]
        return AbilityIR("defining", items=[Defined(value[0], value[1], value[1])])

    def power_defining(self, c: list[Any]) -> AbilityIR:
        value: tuple[Count, int] = c[-1]
        return AbilityIR("defining", items=[Defined(value[0], value[1], None)])

    def power_toughness_defining(self, c: list[Any]) -> AbilityIR:
        value: tuple[Count, int] = next(x for x in c if isinstance(x, tuple))
        plus = int(c[-1])
        return AbilityIR("defining", items=[Defined(value[0], value[1], value[1] + plus)])

    def defined_value(self, c: list[Any]) -> tuple[Count, int]:
        count: Count = c[-1]
        base = int(c[0]) if isinstance(c[0], Token) else 0
        return (count, base)

    def defined_objects(self, c: list[Any]) -> Count:
        desc: Desc = c[0]
        flt = _checked(desc.filter, desc.text)
        if desc.zone != "battlefield":      # "creature cards in your graveyard": cards you own
            return cards_in_zone(desc, flt)

        def on_battlefield(state: GameState, permanents: Mapping[int, Chars], you: int,
                           source: int) -> int:
            return sum(1 for p in permanents.values() if flt.test(state, p, you, source))
        return on_battlefield

    def defined_instants_and_sorceries(self, c: list[Any]) -> Count:
        """"the number of instant and sorcery cards in your graveyard": cards of either type."""
        return self._in_your_graveyard(_INSTANTS_AND_SORCERIES)

    def defined_spells_in_exile_and_graveyard(self, c: list[Any]) -> Count:
        """"the total number of instant and sorcery cards you own in exile and in your
        graveyard" (Crackling Drake): cards of either type in both zones, yours (108.3)."""
        flt = _INSTANTS_AND_SORCERIES

        def count(state: GameState, permanents: Mapping[int, Chars], you: int,
                  source: int) -> int:
            player = state.players[you]
            return sum(1 for oid in (*player.exile, *player.graveyard)
                       if flt.test(state, _printed(state, oid), you, source))
        return count

    def _in_your_graveyard(self, flt: Filter) -> Count:
        return cards_in_zone(Desc(flt, "graveyard"), flt)

    def defined_card_types(self, c: list[Any]) -> Count:
        """"the number of card types among cards in all graveyards / in your graveyard"
        (205.2a)."""
        desc: Desc = c[-1]
        if desc.zone not in PLAYER_ZONES:
            raise Unsupported(f"card types among {desc.text}")
        flt = _checked(desc.filter, desc.text)

        def count(state: GameState, permanents: Mapping[int, Chars], you: int,
                  source: int) -> int:
            found: set[str] = set()
            for card in zone_cards(state, desc.zone):
                if flt.test(state, card, you, source):
                    found |= card.types & CARD_TYPES
            return len(found)
        return count


# 400.1: zones of each player's own that a count names; a card there is its owner's (108.3).
PLAYER_ZONES = ("graveyard", "hand", "exile")


def zone_cards(state: GameState, zone: str) -> list[Chars]:
    """Every card in each player's `zone`, with its printed characteristics."""
    return [_printed(state, oid) for player in state.players
            for oid in getattr(player, zone)]


def cards_in_zone(desc: Desc, flt: Filter) -> Count:
    """"the number of [cards] in your graveyard / in all graveyards / in your hand": the
    cards of that zone the filter takes, its owner standing for "you" (108.3)."""
    if desc.zone not in PLAYER_ZONES:
        raise Unsupported(f"counting {desc.text}")
    zone = desc.zone

    def count(state: GameState, permanents: Mapping[int, Chars], you: int,
              source: int) -> int:
        return sum(1 for card in zone_cards(state, zone) if flt.test(state, card, you, source))
    return count
