"""Abilities a created token has (111.3): "Create [token]. It has "[ability]"." The
grammar is `token_grants.lark` beside this file.

The quoted abilities are part of the token's definition, as printed abilities are of a
card's (111.3), not abilities granted by a continuous effect (113.10): so a mana ability
("Sacrifice this token: Add {C}.") is a mana ability of the token like any other (605.1a).
The sentence changes the definition the preceding "create" of the same ability makes,
before anything resolves (`semantics.TokenSlot`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token

from manastack.cards.oracle.clauses.created_tokens import token_creator_text
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.cards.oracle.tokens import XToken, make_token, with_abilities
from manastack.rules.abilities import CardDef
from manastack.rules.context import Ctx, Resolving


@dataclass(frozen=True)
class QuotedTokenAbilities:
    """111.3: the keywords and quoted abilities a token's description gives it ("token with
    deathtouch and "Whenever this token ...""), the creating card's name as CREATOR (607.1d)."""

    keywords: tuple[str, ...]
    texts: tuple[str, ...]

    def token(self, pt: str, colors: tuple[str, ...], types: tuple[str, ...],
              subtypes: tuple[str, ...]) -> CardDef:
        token = make_token(pt, colors, types, subtypes, self.keywords)
        if isinstance(token, XToken):
            raise Unsupported("an X/X token with quoted abilities")
        return with_abilities(token, self.texts)


class TokenGrantClauses:
    """The transformer methods of token_grants.lark."""

    def token_abilities_quoted(self, c: list[Any]) -> QuotedTokenAbilities:
        texts = tuple(token_creator_text(str(t)) for t in c
                      if isinstance(t, Token) and t.type == "QUOTED")
        keywords = tuple(str(x) for x in c if not (isinstance(x, Token) and x.type == "QUOTED"))
        return QuotedTokenAbilities(keywords, texts)

    def token_has_ability(self, c: list[Any]) -> Node:
        texts = tuple(str(t) for t in c)
        texts = tuple(token_creator_text(t) for t in texts)     # 607.1d

        def build(b: Builder) -> Effect:
            slot = b.last_token
            if slot is None:
                raise Unsupported("'It has \"...\"' with no token created before it")
            if not isinstance(slot.card, CardDef):
                raise Unsupported("'It has \"...\"' for an X/X token")
            slot.card = with_abilities(slot.card, texts)      # 111.3

            def run(ctx: Ctx, r: Resolving) -> None:
                """The token was created with the abilities already (111.3)."""
            return run
        return build
