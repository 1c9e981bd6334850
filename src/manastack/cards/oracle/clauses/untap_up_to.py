""""Untap up to N [permanents]." (608.2d: the choice is made as the effect is applied, no
target; 701.26b). The grammar is `untap_up_to.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported, battlefield_matching
from manastack.rules.context import Ctx, Resolving


class UntapUpToClauses:
    """The transformer methods of untap_up_to.lark."""

    def untap_up_to(self, c: list[Any]) -> Node:
        count, desc = int(c[0]), c[1]
        assert isinstance(desc, Desc)
        if desc.zone != "battlefield":
            raise Unsupported(f"untapping {desc.text} outside the battlefield")

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                # 608.2d: the controller chooses as the effect is applied; only a tapped
                # permanent can be untapped (701.26b), so only those are offered.
                tapped = [oid for oid in battlefield_matching(ctx.state, desc.filter,
                                                              r.controller, r.source)
                          if ctx.state.objects[oid].tapped]
                chosen = ctx.pick(r.controller, f"untap up to {count} {desc.text}", tapped,
                                  count, up_to=True)
                for oid in chosen:
                    ctx.untap(oid)
            return run
        return build

