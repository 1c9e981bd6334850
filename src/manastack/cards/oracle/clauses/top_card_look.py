""""Look at the top card of your library. If it's a [card], you may put it onto the
battlefield." (401.2, 608.2c): the controller looks at the card (it becomes known to them
alone); if it fits the description, they may put it onto the battlefield under their
control (110.2a), or reveal it (701.20a) and put it into their hand. The grammar is
`top_card_look.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules import knowledge
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import ZoneMove


class TopCardLookClauses:
    """The transformer methods of top_card_look.lark."""

    def top_card_look_put(self, c: list[Any]) -> Node:
        return _look_then(next(x for x in c if isinstance(x, Desc)), "battlefield")

    def top_card_look_reveal(self, c: list[Any]) -> Node:
        return _look_then(next(x for x in c if isinstance(x, Desc)), "hand")


def _look_then(desc: Desc, dest: str) -> Node:
    flt = desc.filter

    def build(b: Builder) -> Effect:
        def run(ctx: Ctx, r: Resolving) -> None:
            s = ctx.state
            library = s.players[r.controller].library
            if not library:
                return
            top = library[0]        # 401.2: top first
            knowledge.look(s, r.controller, [top])
            ctx.log("401.2", f"{s.players[r.controller].name} looks at the top card of "
                    "their library")
            if not flt.matches(s, top, r.controller, r.source):
                return
            if dest == "hand":
                if ctx.may(r.controller, f"{ctx.name(r.source)}: reveal {ctx.name(top)} "
                           "and put it into your hand?"):
                    knowledge.reveal(s, (top,))         # 701.20a
                    ctx.log("701.20a", f"{s.players[r.controller].name} reveals "
                            f"{ctx.name(top)}")
                    ctx.move(top, "hand", "put")
                return
            if ctx.may(r.controller, f"{ctx.name(r.source)}: put {ctx.name(top)} onto "
                       "the battlefield?"):
                # 110.2a: under the control of the player who puts it there.
                ctx.perform(ZoneMove(top, "battlefield", "put", controller=r.controller,
                                     rule="110.2a"))
        return run
    return build
