"""Explore (701.44): the permanent's controller reveals the top card of their library; a
land card goes to their hand, otherwise the permanent gets a +1/+1 counter and the card
may go to the graveyard (701.44a). The permanent has explored once that is done, even if
some of it was impossible (701.44b): the `Explored` event that "Whenever a creature you
control explores" triggers on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from manastack.rules import knowledge
from manastack.rules.context import Ctx
from manastack.rules.events import Event
from manastack.rules.layers import characteristics


@dataclass(frozen=True, slots=True)
class Explored(Event):
    """701.44b: `obj` (controlled by `controller`) explored; `card` is the card revealed
    (None from an empty library) and `land` whether it was a land card."""

    obj: int
    controller: int
    card: int | None
    land: bool


def explore(ctx: Ctx, oid: int) -> None:
    """701.44a: `oid` explores; 701.44c: a permanent that left the battlefield explores as
    it last existed (its last known controller; it gets no counter)."""
    s = ctx.state
    if s.last_known(oid) is None:
        return
    controller = characteristics(s, oid).controller
    player = s.players[controller]
    if not player.library:
        ctx.log("701.44a", f"{ctx.name(oid)} explores: {player.name} has no card to reveal")
        ctx.perform(Explored(oid, controller, None, False, rule="701.44b"))
        return
    top = player.library[0]
    knowledge.reveal(s, (top,))
    land = characteristics(s, top).is_("Land")
    ctx.log("701.44a", f"{ctx.name(oid)} explores: {player.name} reveals {ctx.name(top)}")
    if land:
        ctx.move(top, "hand", "put")
    else:
        if oid in s.battlefield:
            ctx.add_counters(oid, "+1/+1", 1)
        prompt = f"{ctx.name(oid)} explores: put {ctx.name(top)} into your graveyard?"
        if top in ctx.state.players[controller].library and ctx.may(controller, prompt):
            ctx.move(top, "graveyard", "put")
    ctx.perform(Explored(oid, controller, top, land, rule="701.44b"))


def explore_each(ctx: Ctx, ids: Sequence[int]) -> None:
    """701.44d: several permanents told to explore at once explore one at a time: the first
    player in APNAP order controlling (or having last controlled) one of those left
    chooses which explores next."""
    left = [oid for oid in ids if ctx.state.last_known(oid) is not None]
    while left:
        s = ctx.state
        controllers = {oid: characteristics(s, oid).controller for oid in left}
        chooser = next(p for p in (*s.apnap(), *range(len(s.players))) if p in controllers.values())
        mine = [oid for oid in left if controllers[oid] == chooser]
        oid = (
            mine[0]
            if len(mine) == 1
            else ctx.pick(chooser, "choose the permanent that explores next (701.44d)", mine, 1)[0]
        )
        left.remove(oid)
        explore(ctx, oid)
