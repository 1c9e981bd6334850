"""Tokens linked to the permanent that created them (607.1d, 607.2c). The grammar is
`created_tokens.lark` beside this file; the records are `rules/created_tokens.py`.

Inside a token's quoted ability the name of the card that creates it (the lexer's ``~``)
names the permanent whose ability created the token (607.1d: the two abilities are linked
across the two objects); the token itself is "this token". `token_creator_text` rewrites
those names before the token's abilities are compiled on their own.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from manastack.cards.oracle.clauses.defining import Count
from manastack.cards.oracle.forms import CounterKind
from manastack.cards.oracle.semantics import Builder, ObjGet, ObjRef
from manastack.cards.oracle.tokens import make_token
from manastack.rules.context import Ctx, Resolving
from manastack.rules.created_tokens import created_with, creator_of
from manastack.rules.layers import Chars
from manastack.rules.state import GameState

CREATOR = "the permanent that created it"

# "~" and "~'s", but not a card named in "named ~" (201.2, a name of its own).
_CREATOR_NAME = re.compile(r"(?<!named )~('s)?")


def token_creator_text(text: str) -> str:
    """607.1d: a token's ability text with the creating card's name as CREATOR."""
    return _CREATOR_NAME.sub(lambda m: CREATOR + (m.group(1) or ""), text)


class CreatedTokenClauses:
    """The transformer methods of created_tokens.lark."""

    def fade_counter(self, c: list[Any]) -> CounterKind:
        return CounterKind("fade")      # 702.32a: the counters fading puts on a permanent

    def created_token_without_pt(self, c: list[Any]) -> Any:
        """111.3: the token has only the characteristics the effect defines; with no power
        and toughness given, each is 0 (208.5) unless its own ability defines them."""
        colors: tuple[str, ...] = c[0]
        types, subtypes = c[1]
        return make_token("0/0", colors, types, subtypes, ())

    def tokens_created_with_self(self, c: list[Any]) -> ObjRef:
        """607.2c: "all tokens created with this enchantment": only the tokens this
        object's abilities created, wherever it is now (it may have just left)."""
        def bind(b: Builder) -> ObjGet:
            def get(ctx: Ctx, r: Resolving) -> list[int]:
                return created_with(ctx.state, r.source)
            b.last_obj = get
            return get
        return ObjRef("all tokens created with this", bind, plural=True, kind="all")

    def counters_on_token_creator(self, c: list[Any]) -> Count:
        """607.1d: the counters on the permanent whose ability created this token; 0 once it
        has left the battlefield (208.2a: the number can't be determined then)."""
        kind: CounterKind = c[0]

        def count(state: GameState, permanents: Mapping[int, Chars], you: int,
                  source: int) -> int:
            creator = creator_of(state, source)
            obj = state.get(creator) if creator is not None else None
            if obj is None or obj.zone != "battlefield":
                return 0
            return obj.counters.get(kind.kind, 0)
        return count
