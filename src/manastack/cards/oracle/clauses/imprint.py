"""Imprint's linked abilities (607.2a): exiling a card from your hand, and mana of the
exiled card's colors (106.5). The grammar is `imprint.lark` beside this file; the records
of what was exiled are rules/linked_exile.py's.

The exile remembers the card for its source only when the source's definition has an
ability that refers to "the exiled card" (its compiled templates name one), as
`linked_exile.remember_if_linked` does for "return the exiled card".
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.linked_exile import TEMPLATE as RETURN_EXILED
from manastack.cards.oracle.forms import Desc, ManaOutput
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics
from manastack.rules.linked_exile import LINKED_EXILE, remember_linked_exile
from manastack.rules.state import GameObject, GameState

EXILED_COLORS = "add_exiled_card_color"
WUBRG = "WUBRG"


def _linked(ctx: Ctx, r: Resolving) -> bool:
    """607.2a: whether the source has an ability linked to what this one exiles."""
    source = ctx.state.last_known(r.source)
    used = source.card.extra.get("templates", ()) if source is not None else ()
    return r.source != r.obj and (EXILED_COLORS in used or RETURN_EXILED in used)


def exiled_card_colors(state: GameState, obj: GameObject) -> tuple[tuple[str, ...], ...]:
    """607.2a, 106.5: one mana of any color of the cards this object's linked ability
    exiled and that are still in exile (400.7); none while there is none, or it has no
    color."""
    colors: set[str] = set()
    for record in state.delayed:
        if record[0] == LINKED_EXILE and record[2] == obj.id:
            card = state.get(record[1])
            if card is not None and card.zone == "exile":
                colors |= characteristics(state, card.id).colors
    return tuple((c,) for c in WUBRG if c in colors)


class ImprintClauses:
    """The transformer methods of imprint.lark."""

    def exile_from_own_hand(self, c: list[Any]) -> Node:
        """"exile a [card] from your hand": its controller chooses one matching card in
        their hand, if there is one, and exiles it (406.1)."""
        desc: Desc = self.obj_desc(c)   # type: ignore[attr-defined]
        if desc.zone not in ("battlefield", "library"):     # a zone named before "from your hand"
            raise Unsupported(f"exiling {desc.text} from your hand")

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                you = r.controller
                s = ctx.state
                candidates = [oid for oid in s.players[you].hand
                              if desc.filter.matches(s, oid, you, r.source)]
                if not candidates:
                    return
                picked = ctx.pick(you, f"exile from your hand: a {desc.text}", candidates, 1)
                exiled = [new for oid in picked if (new := ctx.exile(oid)) is not None]
                if _linked(ctx, r):
                    remember_linked_exile(ctx, r.source, exiled)
            return run
        return build

    def add_exiled_card_color(self, c: list[Any]) -> ManaOutput:
        return ManaOutput((), produce=exiled_card_colors)
