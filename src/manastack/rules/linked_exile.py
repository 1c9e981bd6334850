"""Linked abilities that exile (607.1, 607.2a): "When this enchantment enters, exile another
target nonland permanent." and "When this enchantment leaves the battlefield, return the
exiled card to the battlefield under its owner's control." (Oblivion Ring, Fiend Hunter).

Each card the first ability exiles is kept in `state.delayed` as the plain record
(LINKED_EXILE, exiled object, source); the second ability refers only to those cards
(607.2a), by the id of the object whose abilities they are, and only while they are still
in exile: a card that left exile is a new object (400.7).
"""

from __future__ import annotations

from collections.abc import Sequence

from manastack.rules.context import Ctx

LINKED_EXILE = "exiled by an ability linked to another of its source"


def remember_linked_exile(ctx: Ctx, source: int, exiled: Sequence[int]) -> None:
    """607.2a: the cards `source`'s ability just exiled, for its linked ability."""
    if exiled:
        s = ctx.state
        s.delayed = (*s.delayed, *((LINKED_EXILE, oid, source) for oid in exiled))


def linked_exiled_cards(ctx: Ctx, source: int) -> list[int]:
    """607.2a: the cards still in exile that `source`'s linked ability exiled (400.7)."""
    s = ctx.state
    return [r[1] for r in s.delayed if r[0] == LINKED_EXILE and r[2] == source
            and (obj := s.get(r[1])) is not None and obj.zone == "exile"]


def return_linked_exiled(ctx: Ctx, source: int) -> None:
    """607.2a: "return the exiled card(s) to the battlefield under its owner's control": all
    at once; the records are spent."""
    back = linked_exiled_cards(ctx, source)
    s = ctx.state
    s.delayed = tuple(r for r in s.delayed if not (r[0] == LINKED_EXILE and r[2] == source))
    with ctx.simultaneously(back):
        for oid in back:
            ctx.log("607.2a", f"{ctx.name(oid)}, exiled by {ctx.name(source)}, returns to "
                    "the battlefield")
            ctx.move(oid, "battlefield", "put")     # 110.2a: "under its owner's control"
