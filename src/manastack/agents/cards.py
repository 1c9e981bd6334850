"""What a computer player reads off a card it can see: its printed mana cost and Oracle
text (public, 400.2: a card's name tells its definition), and from that text what kind of
effect it has. Only names the player's view shows are ever looked up."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from manastack.errors import ManastackError
from manastack.rules.abilities import CardDef

COLORS = "WUBRG"

_HARMFUL = re.compile(
    r"destroy|exile target|deals? (\d+|x) damage|deals damage|-\d+/-\d+|can't attack|"
    r"can't block|tap target|return target [^.]*owner's hand|counter target|loses? \d+ life|"
    r"sacrifices?|discards?|mills?", re.IGNORECASE)      # 701.17a: milling empties a library
_HELPFUL = re.compile(r"\+\d+/\+\d+|gains?|untap|hexproof|indestructible|regenerate|"
                      r"protection|\+1/\+1 counter|draws?|create", re.IGNORECASE)
_DAMAGE = re.compile(r"deals? (\d+|x) damage", re.IGNORECASE)
_PUMP = re.compile(r"\+(\d+)/\+(\d+)")
_ADDS = re.compile(r"\{T\}: Add ([^.]*)\.")


@dataclass(frozen=True, slots=True)
class CardFacts:
    """A card's printed facts a player weighs: cost, colors it needs, what it does."""

    name: str
    mana_value: int
    colored: dict[str, int]          # colored symbols of its mana cost (202.1)
    text: str
    types: frozenset[str]
    keywords: frozenset[str]
    power: int
    toughness: int

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def instant_speed(self) -> bool:
        return "Instant" in self.types or "flash" in self.keywords

    @property
    def counters_spells(self) -> bool:
        return "counter target" in self.text.lower()

    @property
    def damage(self) -> int:
        """N of "deals N damage" (0 when none, or X)."""
        found = _DAMAGE.search(self.text)
        return int(found.group(1)) if found and found.group(1).isdigit() else 0

    @property
    def pump(self) -> tuple[int, int]:
        found = _PUMP.search(self.text)
        return (int(found.group(1)), int(found.group(2))) if found else (0, 0)

    @property
    def sweeps(self) -> bool:
        """"Destroy all creatures" and alike (a one-sided count decides, not a target)."""
        lower = self.text.lower()
        return ("destroy all" in lower or "exile all" in lower) and "creature" in lower


def _facts(card: CardDef) -> CardFacts:
    colored: dict[str, int] = {}
    for symbol in card.mana_cost.symbols:
        for color in COLORS:
            if symbol == color:
                colored[color] = colored.get(color, 0) + 1
    return CardFacts(card.name, card.mana_value(), colored, card.text, card.types,
                     card.keywords, card.power or 0, card.toughness or 0)


@lru_cache(maxsize=4096)
def facts(name: str | None) -> CardFacts | None:
    """The printed facts of the card called `name` (None for a face-down or unknown one)."""
    if not name:
        return None
    from manastack.cards.registry import get_card
    try:
        return _facts(get_card(name))
    except ManastackError:
        return None


def polarity(text: str) -> int:
    """-1 for an effect that harms what it targets (destroy, damage, -N/-N, "can't
    attack"), +1 for one that helps it (+N/+N, gains, untap), 0 when the text says neither."""
    if _HARMFUL.search(text):
        return -1
    return 1 if _HELPFUL.search(text) else 0


def produced_colors(ability_text: str) -> frozenset[str] | None:
    """The colors a "{T}: Add ..." ability makes (106.1), or None for another cost."""
    found = _ADDS.search(ability_text)
    if found is None:
        return None
    added = found.group(1)
    if "any color" in added:
        return frozenset(COLORS)
    return frozenset(c for c in COLORS if "{" + c + "}" in added) or frozenset("C")
