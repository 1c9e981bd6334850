"""Emblems (114): markers in the command zone that have abilities and nothing else.

`create_emblem` is the one way to make one (planeswalkers' ultimates, and any other effect
that says "[player] gets an emblem"); the abilities of emblems function in the command
zone (114.4): the layer solver (`layers._statics`) and trigger collection
(`context._watch_lists`) read the command zone's objects for them.
"""

from __future__ import annotations

from manastack.rules.abilities import CardDef
from manastack.rules.context import Ctx
from manastack.rules.events import CreateEmblem
from manastack.rules.state import GameState


def create_emblem(ctx: Ctx, player: int, card: CardDef, source: int | None = None) -> int:
    """114.2: `player` gets an emblem with `card`'s abilities (114.3: a card with no types,
    mana cost or color); returns the emblem's id."""
    before = ctx.state.next_id
    ctx.perform(CreateEmblem(player, card, source, rule="114.2"))
    return next(oid for oid in ctx.state.command if oid >= before)


def emblems_of(state: GameState, player: int) -> list[int]:
    """The emblems `player` controls (114.2), in the order they were created."""
    objects = state.objects
    return [oid for oid in state.command
            if objects[oid].kind == "emblem" and objects[oid].controller == player]
