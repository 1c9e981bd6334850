"""Becoming the monarch (724.1, 724.3): "[player] become(s) the monarch." The player takes
the designation from whoever had it (`Ctx.become_monarch`; the monarch's draw and the
combat damage that takes the designation, 724.2, are rules/designations.py's). The grammar
is `monarch.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import VerbPhrase
from manastack.cards.oracle.semantics import Builder, Effect, PlayerGet
from manastack.rules.context import Ctx, Resolving


class MonarchClauses:
    """The transformer methods of monarch.lark."""

    def become_monarch(self, c: list[Any]) -> VerbPhrase:
        def make(b: Builder, get: PlayerGet) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                for player in get(ctx, r)[-1:]:  # 724.3: only one player can be the monarch
                    ctx.become_monarch(player)

            return run

        return VerbPhrase(make)
