"""Protection (702.16): "protection from [quality]", the keyword and what it stops.

Protection is a keyword a permanent has in its characteristics, written as printed in
lower case ("protection from black", "protection from black and from red", "protection
from artifacts", "protection from goblins"), so a printed protection and one an effect
gives (layer 6) work alike. `qualities` reads the qualities back from the keyword
(702.16g: "from A and from B" is two protections); `shielding` says which protection of a
permanent applies to a source (DEBT): it can't be the target of spells or abilities of
such a source (702.16b, `rules/targets.py`), enchanted or equipped by one (702.16c-d,
704.5m-n in `rules/sba.py`; 701.3b: an attachment to it doesn't happen), damage from one is
prevented (702.16e, `prevented_damage` in `context.RULE_PROHIBITIONS`) and, attacking,
it can't be blocked by one (702.16f, `rules/evasion.py`).

"Protection from the color of your choice" (in an effect with a duration) is chosen as the
effect resolves (608.2d): `choose_colors` turns it into the protection from the chosen
color before the effect begins.
"""

from __future__ import annotations

from functools import lru_cache

from manastack.rules.context import RULE_PROHIBITIONS, Ctx, hook_events
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.events import Attach, Damage, Event
from manastack.rules.layers import Chars, characteristics
from manastack.rules.mana import COLORS
from manastack.rules.state import GameState

__all__ = ["CHOSEN_COLOR", "choose_colors", "has_protection", "is_protection_keyword", "protection_keyword",
           "qualities", "shielding", "subtype_plural"]

PREFIX = "protection from "
CHOSEN_COLOR = "the color of your choice"      # chosen as the effect resolves (608.2d)
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_NAMES = {letter: word for word, letter in COLOR_WORDS.items()}
# 702.16a: a card type as the quality applies to sources of that type in any zone.
TYPE_WORDS = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
              "instants": "Instant", "sorceries": "Sorcery", "planeswalkers": "Planeswalker",
              "lands": "Land"}
# Qualities of a source's colors (105.1, 105.2; 702.16h: "each color" is one protection
# from each of the five, which a colored source always meets one of).
COLOR_QUALITIES = frozenset({"all colors", "each color", "multicolored", "monocolored",
                             "colorless"})
EVERYTHING = "everything"      # 702.16j


def subtype_plural(subtype: str) -> str:
    """The plural a protection names a creature type by, in lower case ("Goblin":
    "goblins", "Elf": "elves")."""
    word = subtype.lower()
    if word.endswith("f"):
        return word[:-1] + "ves"
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    return word + "s"


_SUBTYPE_WORDS = {subtype_plural(t): t for t in sorted(CREATURE_TYPES)}


def protection_keyword(words: tuple[str, ...]) -> str:
    """The keyword for protection from each quality in `words` (702.16g)."""
    return PREFIX + " and from ".join(words)


def is_protection_keyword(keyword: str) -> bool:
    """A protection the rules know every quality of (not the placeholder of a choice)."""
    found = qualities(keyword)
    return bool(found) and CHOSEN_COLOR not in found


@lru_cache(maxsize=1024)
def qualities(keyword: str) -> tuple[str, ...]:
    """The qualities of a protection keyword (702.16g), () if it is none or names a
    quality the rules don't know."""
    if not keyword.startswith(PREFIX):
        return ()
    out = []
    for word in keyword[len(PREFIX):].split(" and from "):
        if word in COLOR_WORDS or word in TYPE_WORDS or word in COLOR_QUALITIES \
                or word in _SUBTYPE_WORDS or word in (EVERYTHING, CHOSEN_COLOR):
            out.append(word)
        else:
            return ()
    return tuple(out)


def _has_quality(word: str, source: Chars) -> bool:
    """Whether `source` has the stated quality (702.16a)."""
    if word in COLOR_WORDS:
        return COLOR_WORDS[word] in source.colors
    if word in TYPE_WORDS:
        return TYPE_WORDS[word] in source.types
    if word in _SUBTYPE_WORDS:
        return _SUBTYPE_WORDS[word] in source.subtypes
    if word in ("all colors", "each color"):
        return bool(source.colors)
    if word == "multicolored":
        return len(source.colors) > 1          # 105.2c
    if word == "monocolored":
        return len(source.colors) == 1         # 105.2a
    if word == "colorless":
        return not source.colors               # 105.2c
    return word == EVERYTHING                  # 702.16j: every object


def has_protection(chars: Chars) -> bool:
    return any(k.startswith(PREFIX) for k in chars.keywords)


def shielding(protected: Chars, source: Chars) -> str | None:
    """The protection keyword of `protected` that applies to `source`, or None."""
    for keyword in sorted(protected.keywords):
        if keyword.startswith(PREFIX) and any(_has_quality(w, source) for w in qualities(keyword)):
            return keyword
    return None


def shielded_from(state: GameState, protected: int, source: int) -> str | None:
    """`shielding` for a permanent and a source (its last known information if it has left
    its zone, 608.2h), or None if the object isn't a permanent (113.6)."""
    obj = state.get(protected)
    if obj is None or obj.zone != "battlefield":
        return None
    chars = characteristics(state, protected)
    if not has_protection(chars):
        return None
    if source not in state.objects and source not in state.lki:
        return None
    return shielding(chars, characteristics(state, source))


def _prohibited(state: GameState, event: Event) -> tuple[str, str] | None:
    """702.16e: damage from a source with the quality is prevented; 702.16c-d, 701.3b: an
    Aura or Equipment with it doesn't become attached."""
    if isinstance(event, Damage) and event.target >= 0:
        keyword = shielded_from(state, event.target, event.source)
        if keyword is not None:
            return ("702.16e", f"the damage is prevented ({keyword})")
    elif isinstance(event, Attach):
        keyword = shielded_from(state, event.to, event.obj)
        if keyword is not None:
            return ("701.3b", f"it can't be attached ({keyword}, 702.16c-d)")
    return None


RULE_PROHIBITIONS.append(_prohibited)
hook_events(_prohibited, Damage, Attach)


def choose_colors(ctx: Ctx, player: int, keywords: tuple[str, ...], what: str
                  ) -> tuple[str, ...]:
    """`keywords` with "protection from the color of your choice" made protection from the
    color `player` chooses as the effect resolves (608.2d)."""
    out = []
    for keyword in keywords:
        if keyword == PREFIX + CHOSEN_COLOR:
            options = [Choice("color", (c,), f"protection from {_COLOR_NAMES[c]}")
                       for c in COLORS]
            answer = ctx.choose(player, DecisionKind.COLOR,
                                f"{what}: choose a color for protection (702.16a)", options)
            keyword = PREFIX + _COLOR_NAMES[str(answer.args[0])]
            ctx.log("702.16a", f"{ctx.name(-1 - player)} chooses {keyword} for {what}")
        out.append(keyword)
    return tuple(out)
