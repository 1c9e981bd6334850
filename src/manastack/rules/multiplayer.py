"""Players leaving the game (800.4), the end of the game (104.2), teams (810)."""

from __future__ import annotations

from manastack.rules.context import Ctx
from manastack.rules.state import GameState


def player_leaves(ctx: Ctx, index: int) -> None:
    """800.4a: everything the player owns leaves, control effects giving them objects end,
    their objects on the stack that aren't cards cease to exist; the game goes on for the
    others, or ends when one player or team is left (104.2a)."""
    s = ctx.state
    if not s.players[index].lost:
        s.player_w(index).left = True
    _designations_move(ctx, index)
    if s.variant == "two-headed-giant" or len({p.team for p in s.players if p.in_game}) <= 1:
        _check_end(ctx)
        if s.game_over:
            return
    owned = [o.id for o in list(s.objects.values()) if o.owner == index]
    for oid in sorted(owned):
        obj = s.objects.get(oid)
        if obj is None:
            continue
        _vanish(s, oid)
    # Effects that give the leaving player control of objects end (800.4a).
    s.effects = tuple(e for e in s.effects if not (e.op == "control" and e.params[0] == index))
    for oid in list(s.stack):
        obj = s.objects.get(oid)
        if obj is not None and obj.controller == index:
            _vanish(s, oid)
    s.pending_triggers = tuple(t for t in s.pending_triggers if t.controller != index)
    s.touch()
    ctx.log("800.4a", f"{s.players[index].name} leaves the game")
    if s.priority == index:
        s.priority = _next_in_game(s, index)
        s.passes = 0
    _check_end(ctx)
    if not s.game_over and s.active == index:
        s.stage = "leave-turn"      # 800.4 / 104.3: the turn ends with its player


def _vanish(state: GameState, oid: int) -> None:
    obj = state.objects.pop(oid)
    state.lki[oid] = obj
    if obj.zone == "battlefield":
        state.battlefield = tuple(i for i in state.battlefield if i != oid)
        for other in list(state.battlefield):
            if state.objects[other].attached_to == oid:
                state.obj_w(other).attached_to = None
    elif obj.zone == "stack":
        state.stack = tuple(i for i in state.stack if i != oid)
    elif obj.zone == "command":
        state.command = tuple(i for i in state.command if i != oid)
    else:
        p = state.player_w(obj.owner)
        setattr(p, obj.zone, tuple(i for i in p.zone(obj.zone) if i != oid))
    state.touch()


def _next_in_game(state: GameState, index: int) -> int | None:
    n = len(state.players)
    for k in range(1, n + 1):
        candidate = (index + k) % n
        if state.players[candidate].in_game:
            return candidate
    return None


def _designations_move(ctx: Ctx, index: int) -> None:
    """724.4: if the monarch leaves, the active player becomes the monarch; if that's
    the leaving player, the next player in turn order does."""
    s = ctx.state
    if s.monarch != index:
        return
    heir = s.active if s.active != index and s.players[s.active].in_game else \
        _next_in_game(s, index)
    s.monarch = heir
    s.touch()
    if heir is not None:
        ctx.log("724.4", f"{s.players[heir].name} becomes the monarch as "
                f"{s.players[index].name} leaves the game")


def _check_end(ctx: Ctx) -> None:
    """104.2a: a player (or team) still in the game wins when all opponents have left."""
    s = ctx.state
    if s.game_over:
        return
    if s.variant == "two-headed-giant":
        # 810.8a: players on a team lose the game together.
        for p in s.players:
            if not p.in_game and p.lost:
                for mate in s.teammates(p.index):
                    if s.players[mate].in_game:
                        s.player_w(mate).lost = True
    teams = {p.team for p in s.players if p.in_game}
    if len(teams) > 1:
        return
    for p in s.players:
        if p.in_game:
            s.player_w(p.index).won = True
    s.game_over = True
    s.touch()
    winners = [p.name for p in s.players if p.won]
    if winners:
        verb = "wins" if len(winners) == 1 else "win"
        ctx.log("104.2a", f"{' and '.join(winners)} {verb} the game")
    else:
        ctx.log("104.4a", "the game is a draw: all players left at once")
