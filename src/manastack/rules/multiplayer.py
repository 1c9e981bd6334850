"""Multiplayer: APNAP order by player or team (101.4, 805.6), team draws (121.2c-d),
players leaving the game (800.4), the end of the game (104.2-104.4) and Two-Headed Giant
teams (805, 810).

A team is the set of players with the same `Player.team`: each player alone in two-player
and free-for-all games, two teammates in Two-Headed Giant, which uses the shared team turns
option (805): a team takes its turns, puts its triggered abilities on the stack, draws,
attacks, blocks, wins and loses together.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from manastack.rules.abilities import player_ref
from manastack.rules.context import Ctx
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.layers import characteristics, last_known_record
from manastack.rules.state import GameObject, GameState, PendingTrigger


def shared_team_turns(state: GameState) -> bool:
    """805.1: Two-Headed Giant always uses the shared team turns option (810.2)."""
    return state.variant == "two-headed-giant"


def primary_player(state: GameState, player: int) -> int:
    """805.2: the player who makes a team's choice when its players can't agree; here the
    team's first seat still in the game (the player whose name the team's turn bears)."""
    mates = [p for p in state.teammates(player) if state.players[p].in_game]
    return mates[0] if mates else player


def the_active_player(ctx: Ctx, controller: int, what: str) -> int | None:
    """805.9: the player an ability's effect means by "the active player". With shared team
    turns that is one of the active team's players, which the ability's controller chooses
    as the effect is applied; otherwise the active player. None in a turn without an
    active player (800.4j). `what` names the ability for the prompt."""
    s = ctx.state
    active = [q for q in s.teammates(s.active) if s.players[q].in_game]
    if len(active) < 2 or not shared_team_turns(s):
        return s.active if s.players[s.active].in_game else None
    options = [Choice("active player", (q,), f"{s.players[q].name} is the active player")
               for q in active]
    answer = ctx.choose(controller, DecisionKind.PICK,
                        f"{what}: choose which player of the active team is \"the active "
                        "player\" (805.9)", options)
    return int(answer.args[0])


def team_decision(state: GameState, player: int, rule: str) -> tuple[int, str]:
    """Who makes a choice the rules give to `player`'s team (`rule`: 805.10b attacks,
    805.10d blocks, 805.10f combat damage), and a note for its prompt. The decision is
    asked of the primary player, who makes it when the team can't agree (805.2); without
    shared team turns it is the player's own."""
    if not shared_team_turns(state):
        return player, ""
    chooser = primary_player(state, player)
    names = " and ".join(state.players[q].name for q in state.teammates(player)
                         if state.players[q].in_game)
    return chooser, (f" for team {names} ({rule}; {state.players[chooser].name} decides if "
                     "the team can't agree, 805.2)")


def receives_priority_after_pass(state: GameState, player: int) -> int:
    """Who receives priority when `player` passes and others still must (117.3d): the next
    player in turn order still in the game. With shared team turns the team has priority
    (805.5): a teammate who hasn't passed since the last action is asked next, and only
    when all of them have passed does the team pass and the next team receive priority,
    its first seat first (805.5b). `state.passes` counts this pass. Teammates are asked one
    after another and every team is as large as the others (810.1, 810.11; a team leaves
    together, 810.8a), so the passes since the last action come in whole teams: the team
    has passed when their number is a multiple of its size."""
    following = next_in_game(state, player)
    assert following is not None        # the passing player is in the game
    if not shared_team_turns(state):
        return following
    mates = _teammates_after(state, player)
    if state.passes % (len(mates) + 1):
        return mates[0]
    n = len(state.players)
    team = state.players[player].team
    for k in range(1, n + 1):
        candidate = state.players[(player + k) % n]
        if candidate.in_game and candidate.team != team:
            return candidate.index
    return following


def _teammates_after(state: GameState, player: int) -> list[int]:
    """The player's teammates still in the game, in turn order after them."""
    n = len(state.players)
    team = state.players[player].team
    return [q for q in ((player + k) % n for k in range(1, n))
            if state.players[q].team == team and state.players[q].in_game]


def team_priority_note(state: GameState, player: int) -> str:
    """For a priority prompt with shared team turns: that the team has priority (805.5)
    and what this player's pass does: ask a teammate who hasn't passed since the last
    action, or, once every teammate has, pass for the team (805.5b)."""
    if not shared_team_turns(state):
        return ""
    mates = _teammates_after(state, player)
    if not mates:
        return ""
    names = [state.players[q].name for q in sorted((player, *mates))]
    passed = state.passes % (len(mates) + 1)     # teammates who passed since the last action
    waiting = mates[:len(mates) - passed]
    head = f"team {' and '.join(names)} has priority (805.5)"
    if waiting:
        return f"{head}: if you pass, {state.players[waiting[0]].name} may still act"
    others = " and ".join(state.players[q].name for q in mates)
    return f"{head}: {others} passed, so if you pass your team passes (805.5b)"


def apnap_groups(state: GameState) -> list[list[int]]:
    """101.4: the players still in the game in APNAP order, each alone; with shared team
    turns the active team first, then each nonactive team in turn order (805.6)."""
    order = state.apnap()
    if not shared_team_turns(state):
        return [[p] for p in order]
    groups: list[list[int]] = []
    for p in order:
        if groups and state.players[groups[-1][0]].team == state.players[p].team:
            groups[-1].append(p)
        else:
            groups.append([p])
    return groups


def trigger_orderer(state: GameState, group: Sequence[int],
                    pending: Sequence[PendingTrigger]) -> int:
    """Who chooses the order of a group's triggered abilities (603.3b): their controller;
    for a team whose abilities are controlled by both teammates, the team, that is its
    primary player (805.7, 805.2)."""
    controllers = {t.controller for t in pending}
    if len(controllers) == 1:
        return next(iter(controllers))
    return primary_player(state, group[0])


def draw_order(ctx: Ctx, players: Sequence[int]) -> list[int]:
    """The order in which several players instructed to draw perform their draws: the
    active player first, then the others in turn order (121.2c); with shared team turns
    each player of the active team in the order the team likes, then each player of each
    nonactive team in turn order (121.2d, 805.6a). Players who left don't draw."""
    from manastack.rules.drawing import draw_stopped
    s = ctx.state
    order = [p for p in s.apnap() if p in players]
    if not shared_team_turns(s) or not order:
        return order
    team = s.players[s.active].team
    # The team chooses among its players who can draw; a draw that can't happen (a "can't"
    # effect, 614.17) isn't worth a choice, and is stopped last.
    stopped = [p for p in order if s.players[p].team == team and draw_stopped(s, p) is not None]
    mine = [p for p in order if s.players[p].team == team and p not in stopped]
    rest = stopped + [p for p in order if s.players[p].team != team]
    chosen: list[int] = []
    while len(mine) > 1:
        options = [Choice("first", (p,), f"{s.players[p].name} draws first") for p in mine]
        answer = ctx.choose(primary_player(s, mine[0]), DecisionKind.PICK,
                            "choose which player of your team draws next (121.2d)", options)
        pick = int(answer.args[0])
        chosen.append(pick)
        mine.remove(pick)
    return chosen + mine + rest


# -- losing and leaving ---------------------------------------------------------------
def lose_together(ctx: Ctx, losers: Sequence[tuple[int, str, str]]) -> None:
    """704.3 / 104.4a: players who lose by state-based actions at the same time leave
    together, so the game is a draw if no one is left, and no one of them wins because
    the others left first. `losers` are (player, rule, reason)."""
    with ctx.simultaneously(player_ref(index) for index, _, _ in losers):
        for index, rule, why in losers:
            ctx.lose(index, rule, why)
    _check_end(ctx)


def player_leaves(ctx: Ctx, index: int) -> None:
    """A player leaves the game (104.5, 800.4): everything they own leaves the game,
    effects giving them control end, their abilities and copies on the stack cease to
    exist, whatever they still control is exiled (800.4a); their triggered abilities
    never go on the stack (800.4d); the monarch passes on (724.4). The game goes on for
    the others, or ends when one player or team is left (104.2a, 104.2c). In Two-Headed
    Giant the team loses together (810.8a, 810.8b)."""
    s = ctx.state
    if not s.players[index].lost:
        s.player_w(index).left = True
    leaving = [index]
    if shared_team_turns(s):
        for mate in s.teammates(index):
            if mate != index and s.players[mate].in_game:
                s.player_w(mate).lost = True
                leaving.append(mate)
                ctx.log("810.8a", f"{s.players[mate].name} loses the game with their team "
                        f"({s.players[index].name} lost)")
    _check_end(ctx)
    if s.game_over or _ends_when_all_have_left(ctx):
        return      # 104.2a / 104.4a: the game ends as they leave; 800.4a is for a game going on
    for player in leaving:
        _remove_from_game(ctx, player)
    if s.monarch in leaving:
        from manastack.rules.designations import monarch_leaves
        monarch_leaves(ctx, leaving)
    _check_end(ctx)


def _remove_from_game(ctx: Ctx, index: int) -> None:
    """800.4a, in its order."""
    s = ctx.state
    name = s.players[index].name
    owned = sorted(oid for oid, obj in s.objects.items() if obj.owner == index)
    # They leave at once: each one's last known information is taken with all still there
    # (608.2h: its controller and characteristics as continuous effects made them).
    records = {oid: last_known_record(s, s.objects[oid]) for oid in owned}
    for oid in owned:
        hidden = s.objects[oid].hidden_card
        if hidden is not None:      # 708.9: their face-down spells and permanents are revealed
            ctx.log("708.9", f"{name} reveals the face-down #{oid}: {hidden.name}", hidden.name)
    for oid in owned:
        if oid in s.objects:
            _vanish(s, oid, records[oid])
    if owned:
        ctx.log("800.4a", f"the {len(owned)} objects {name} owns leave the game")
    # Effects that give the leaving player control of objects end.
    if any(e.op == "control" and e.params[0] == index for e in s.effects):
        s.effects = tuple(e for e in s.effects
                          if not (e.op == "control" and e.params[0] == index))
        s.touch()
    # Their objects on the stack not represented by cards cease to exist.
    for oid in list(s.stack):
        obj = s.objects[oid]
        if obj.controller == index and obj.kind in ("ability", "copy"):
            _vanish(s, oid)
            ctx.log("800.4a", f"{obj.card.name} ability or copy #{oid} of {name} ceases to exist")
    # Whatever they still control is exiled.
    still = [oid for oid in s.stack if s.objects[oid].controller == index]
    still += [oid for oid in s.battlefield if characteristics(s, oid).controller == index]
    for oid in still:
        if oid in s.objects:
            ctx.log("800.4a", f"{ctx.name(oid)}, still controlled by {name}, is exiled")
            ctx.move(oid, "exile", "leave")
    # 800.4d: their triggered abilities won't be put on the stack.
    if any(t.controller == index for t in s.pending_triggers):
        s.pending_triggers = tuple(t for t in s.pending_triggers if t.controller != index)
    ctx.log("800.4a", f"{name} leaves the game")
    if s.priority == index:
        s.priority = next_in_game(s, index)      # 800.4a: priority passes on
        s.passes = 0
    # 800.4j: if it was their turn, the turn goes on without an active player.


def _vanish(state: GameState, oid: int, last_known: GameObject | None = None) -> None:
    """An object leaves the game (800.4a): it is no longer in any zone. `last_known`: the
    record to keep as its last known information (`layers.last_known_record`), if not
    the object as it is."""
    obj = state.remove_object(oid)
    state.remember(last_known or obj)
    if obj.zone == "battlefield":
        state.battlefield = tuple(i for i in state.battlefield if i != oid)
        for other in state.battlefield:
            if state.objects[other].attached_to == oid:
                state.obj_w(other).attached_to = None
        combat = state.combat
        if combat is not None and (oid in combat.attacker_ids
                                   or any(oid == b for b, _ in combat.blockers)):
            state.combat = replace(
                combat, attackers=tuple(p for p in combat.attackers if p[0] != oid),
                blockers=tuple(p for p in combat.blockers if oid not in p))   # 506.4
    elif obj.zone == "stack":
        state.stack = tuple(i for i in state.stack if i != oid)
    elif obj.zone == "command":
        state.command = tuple(i for i in state.command if i != oid)
    else:
        p = state.player_w(obj.owner)
        setattr(p, obj.zone, tuple(i for i in p.zone(obj.zone) if i != oid))
    state.touch()


def next_in_game(state: GameState, index: int) -> int | None:
    """The next player after seat `index` in turn order who is still in the game."""
    n = len(state.players)
    for k in range(1, n + 1):
        candidate = (index + k) % n
        if state.players[candidate].in_game:
            return candidate
    return None


def _check_end(ctx: Ctx) -> None:
    """104.2a / 104.2c: the players of the last team still in the game win; 104.4a: if
    every remaining player left at once, the game is a draw. Players leaving at this same
    moment (`ctx.batch`) are counted out first."""
    s = ctx.state
    if s.game_over:
        return
    if any(s.players[i].in_game for i in _leaving_together(ctx)):
        return      # the others leaving at the same moment decide
    teams = {p.team for p in s.players if p.in_game}
    if len(teams) > 1:
        return
    for p in s.players:
        if p.team in teams:
            s.player_w(p.index).won = True      # 104.2c: each player of the winning team
    s.game_over = True
    s.touch()
    winners = [p.name for p in s.players if p.won]
    if winners:
        verb = "wins" if len(winners) == 1 else "win"
        rule = "104.2c" if len(winners) > 1 else "104.2a"
        ctx.log(rule, f"{' and '.join(winners)} {verb} the game")
    elif shared_team_turns(s):
        ctx.log("104.4d", "the game is a draw: all remaining teams lost at once")
    else:
        ctx.log("104.4a", "the game is a draw: all remaining players lost at once")


def _leaving_together(ctx: Ctx) -> set[int]:
    """The players losing at this same moment (`lose_together`)."""
    return {-1 - ref for ref in ctx.batch if ref < 0}


def _ends_when_all_have_left(ctx: Ctx) -> bool:
    """Whether one team at most is left once the players losing at this same moment have
    left, so that the game ends (104.2a, 104.4a) rather than going on without them."""
    going = _leaving_together(ctx)
    s = ctx.state
    left = {p.team for p in s.players if p.in_game and p.index not in going}
    return bool(going) and len(left) <= 1
