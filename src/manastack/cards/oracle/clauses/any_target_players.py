"""The player an "any target" effect hit, or the controller of the permanent it hit (115.4):
"That permanent's controller or that player". The grammar is `any_target_players.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import ANY_TARGET_SPEC
from manastack.cards.oracle.semantics import Builder, PlayerGet, PlayerRef, Unsupported
from manastack.rules.abilities import ref_player
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class AnyTargetPlayerClauses:
    """The transformer methods of any_target_players.lark."""

    def any_target_controller_or_player(self, c: list[Any]) -> PlayerRef:
        def bind(b: Builder) -> PlayerGet:
            if not b.specs or b.specs[-1] is not ANY_TARGET_SPEC:
                raise Unsupported("'that permanent's controller or that player' after no "
                                  "'any target'")
            index = b.pos - 1

            def get(ctx: Ctx, r: Resolving) -> list[int]:
                ref = r.target(index)
                if ref is None:
                    return []
                player = ref_player(ref)
                if player is not None:
                    return [player]
                # 608.2h: the permanent's controller as it last existed, if it has left.
                known = ctx.state.get(ref) or ctx.state.last_known(ref)
                return [characteristics(ctx.state, known.id).controller] if known else []
            return get
        return PlayerRef("that permanent's controller or that player", bind)
