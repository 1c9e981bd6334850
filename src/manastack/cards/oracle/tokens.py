"""Token definitions made by "create" effects (111.4, 111.10).

A token's definition is named by a key that describes it completely ("token: 1/1 white
Spirit Creature with flying", "token: Treasure"), so a saved game can rebuild it from the
key alone (`token_from_key`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from manastack.cards.oracle.semantics import Unsupported, x_value
from manastack.rules.abilities import Ability, CardDef
from manastack.rules.context import Ctx, Resolving
from manastack.rules.embalm import copy_from_key
from manastack.rules.mana import ManaCost

PREFIX = "token: "
HAVING = " having "      # then the JSON list of the abilities' texts (111.3)
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
CARD_TYPES = ("Artifact", "Enchantment", "Creature")

# 111.10: predefined tokens, by their subtype; the text is their rules text.
PREDEFINED = {
    "Treasure": ("Artifact", "{T}, Sacrifice this token: Add one mana of any color."),
    "Food": ("Artifact", "{2}, {T}, Sacrifice this token: You gain 3 life."),
    "Clue": ("Artifact", "{2}, Sacrifice this token: Draw a card."),
    "Gold": ("Artifact", "Sacrifice this token: Add one mana of any color."),
    "Shard": ("Enchantment", "{2}, Sacrifice this token: Scry 1, then draw a card."),
    "Blood": ("Artifact", "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."),
    "Lander": ("Artifact", "{2}, {T}, Sacrifice this token: Search your library for a basic "
               "land card, put it onto the battlefield tapped, then shuffle."),
    # 111.10s (701.44: explore)
    "Map": ("Artifact", "{1}, {T}, Sacrifice this token: Target creature you control explores. "
            "Activate only as a sorcery."),
}


@dataclass(frozen=True, slots=True)
class XToken:
    """A token whose power or toughness is X ("Create an X/X black Phyrexian Minion creature
    token, where X is ..."): X is known only as the effect creates it (107.3, 608.2h), so
    the token's definition (and key) is made then, with the number in place of X."""

    pt: str
    colors: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    keywords: tuple[str, ...]

    def made(self, x: int) -> CardDef:
        pt = self.pt.replace("X", str(max(0, x)))       # 107.1b: no negative X chosen
        return fixed_token(pt, self.colors, self.types, self.subtypes, self.keywords)


def token_made(token: CardDef | XToken, ctx: Ctx, r: Resolving) -> CardDef:
    """The definition of the token an effect creates now: an X/X one with the effect's X."""
    return token.made(x_value(ctx, r)) if isinstance(token, XToken) else token


def make_token(pt: str, colors: tuple[str, ...], types: tuple[str, ...],
               subtypes: tuple[str, ...], keywords: tuple[str, ...]) -> CardDef | XToken:
    power, _, toughness = pt.partition("/")
    if "X" in pt and all(part.isdigit() or part == "X" for part in (power, toughness)):
        return XToken(pt, colors, types, subtypes, keywords)
    return fixed_token(pt, colors, types, subtypes, keywords)


def fixed_token(pt: str, colors: tuple[str, ...], types: tuple[str, ...],
                 subtypes: tuple[str, ...], keywords: tuple[str, ...]) -> CardDef:
    power, _, toughness = pt.partition("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise Unsupported(f"a {pt} token")
    ordered_types = tuple(t for t in CARD_TYPES if t in types)
    words = [pt, *(COLOR_NAMES[c] for c in colors)] if colors else [pt, "colorless"]
    words += [*subtypes, *ordered_types]
    key = PREFIX + " ".join(words) + (f" with {', '.join(keywords)}" if keywords else "")
    return _token(key)


def named_token(name: str) -> CardDef:
    if name not in PREDEFINED:
        raise Unsupported(f"a {name} token")
    return _token(PREFIX + name)


def with_abilities(card: CardDef, texts: tuple[str, ...]) -> CardDef:
    """The token `card` with the abilities of `texts` as well (111.3: "It has "[ability]"");
    Unsupported naming a text that doesn't compile."""
    base, _, had = str(card.extra["key"]).partition(HAVING)
    return _token(base + HAVING + json.dumps([*(json.loads(had) if had else []), *texts]))


def token_from_key(key: str) -> CardDef:
    """The token a key describes; KeyError if it isn't a token key."""
    if not key.startswith(PREFIX):
        raise KeyError(key)
    from manastack.cards.registry import get_card
    copy = copy_from_key(key, get_card)      # 707.9b: an embalmed or eternalized copy
    return copy if copy is not None else _token(key)


@cache
def _token(key: str) -> CardDef:
    body = key[len(PREFIX):]
    if HAVING in body:
        return _with_texts(key, body)
    if body in PREDEFINED:
        card_type, text = PREDEFINED[body]
        from manastack.cards.oracle.compiler import compile_ability_text
        abilities: tuple[Ability, ...] = compile_ability_text(text, permanent=True)
        return CardDef(name=body, mana_cost=ManaCost(()), types=frozenset({card_type}),
                       subtypes=frozenset({body}), text=text, abilities=abilities, token=True,
                       extra={"key": key})
    desc, _, kw_text = body.partition(" with ")
    words = desc.split()
    power, _, toughness = words[0].partition("/")
    colors = frozenset(c for c, n in COLOR_NAMES.items() if n in words[1:])
    types = frozenset(w for w in words[1:] if w in CARD_TYPES)
    subtypes = tuple(w for w in words[1:] if w not in CARD_TYPES and w not in COLOR_NAMES.values()
                     and w != "colorless")
    keywords = frozenset(k.strip() for k in kw_text.split(",")) if kw_text else frozenset()
    return CardDef(name=" ".join(subtypes) or "Token", mana_cost=ManaCost(()), types=types,
                   subtypes=frozenset(subtypes), colors=colors, power=int(power),
                   toughness=int(toughness), keywords=keywords, token=True, extra={"key": key})


def _with_texts(key: str, body: str) -> CardDef:
    """A token whose key lists abilities' texts after its description (111.3)."""
    from dataclasses import replace

    from manastack.cards.oracle.compiler import ClauseError, compile_ability_text
    base, _, had = body.partition(HAVING)
    texts = tuple(json.loads(had))
    plain = _token(PREFIX + base)
    abilities = list(plain.abilities)
    used: set[str] = set()
    for text in texts:
        try:
            abilities.extend(compile_ability_text(text if text.endswith(".") else text + ".",
                                                  templates=used))
        except ClauseError as exc:
            raise Unsupported(f"the token's ability {exc.clause!r}: {exc.reason}") from None
    return replace(plain, text="\n".join(filter(None, (plain.text, *texts))),
                   abilities=tuple(abilities),
                   extra={**plain.extra, "key": key, "compiled": True, "templates": frozenset(used)})
