"""Starting the game (103), turn structure (500-514) and priority (117).

`run` drives the game from whatever point the state records (its step and stage) to the
next decision. The state alone says where we are, so a replay from a checkpoint finds
the same decision again.
"""

from __future__ import annotations

from manastack.rules import combat as combat_rules
from manastack.rules import (  # noqa: F401  (delayed 603.7, designations 724.2, regeneration 701.19, until 610.3, ward 702.21, prevention 615)
    delayed,
    designations,
    prevention,
    regeneration,
    sba,
    state_triggers,
    until,
    ward,
)
from manastack.rules.casting import priority_options, take_action
from manastack.rules.commander import free_mulligans
from manastack.rules.context import RULE_STATE_DURATIONS, Ctx
from manastack.rules.control import observe_control
from manastack.rules.day_night import check_untap_step
from manastack.rules.decisions import Choice, Decision, DecisionKind
from manastack.rules.events import StepBegins
from manastack.rules.exert import end_exertions, stays_tapped
from manastack.rules.extra_turns import resume_turn_order, take_extra_turn
from manastack.rules.layers import characteristics
from manastack.rules.mana import format_units
from manastack.rules.multiplayer import (
    draw_order,
    next_in_game,
    receives_priority_after_pass,
    team_priority_note,
)
from manastack.rules.next_turn import end_effects_until_next_turn
from manastack.rules.sagas import add_lore_counters
from manastack.rules.stack import put_triggers, resolve_top
from manastack.rules.state import STEPS, GameState, Step
from manastack.rules.top_of_library import reveal_tops
from manastack.rules.untap_limits import permanents_to_untap
from manastack.rules.untap_next import DOESNT_UNTAP as DOESNT_UNTAP  # 502.3, a marker
from manastack.rules.untap_next import end_after_untap_step
from manastack.rules.untap_returns import return_as_untapping

STEP_RULES = {
    Step.UNTAP: "502", Step.UPKEEP: "503", Step.DRAW: "504", Step.MAIN1: "505",
    Step.BEGIN_COMBAT: "507", Step.DECLARE_ATTACKERS: "508", Step.DECLARE_BLOCKERS: "509",
    Step.FIRST_STRIKE_DAMAGE: "510.4", Step.COMBAT_DAMAGE: "510", Step.END_COMBAT: "511",
    Step.MAIN2: "505", Step.END: "513", Step.CLEANUP: "514",
}
# Rules markers of static abilities (613.11, Chars.rules) read by the turn-based actions.
NO_MAXIMUM_HAND_SIZE = "no maximum hand size"     # 402.2, 514.1
MAX_TURNS = 500      # 104.4b: a game that can't end is a draw; bounds runaway random play


def run(ctx: Ctx) -> None:
    """Advance the game until it ends or a decision is needed."""
    s = ctx.state
    while not s.game_over:
        stage = s.stage
        if stage == "mulligan":
            mulligans(ctx)
        elif stage == "begin":
            begin_step(ctx)
        elif stage == "priority":
            priority(ctx)
        elif stage in ("end", "leave-turn"):
            end_step(ctx)
        else:
            raise ValueError(f"unknown stage {stage!r}")


# -- 103.5: mulligans --------------------------------------------------------------------
def mulligans(ctx: Ctx) -> None:
    """103.5 (London mulligan): in turn order, each player keeps or mulligans; those who
    mulligan shuffle their hand away and draw seven, repeated until all keep; then each
    puts one card per mulligan on the bottom of their library.

    Where each player stands is in the state (`Player.mulligan_status`, `bottomed`), so
    every one of these decisions is a checkpoint."""
    s = ctx.state
    order = [(s.first_player + k) % len(s.players) for k in range(len(s.players))]
    order = [i for i in order if s.players[i].in_game]    # 800.4a: not those who conceded
    free = free_mulligans(s)     # 800.6, 103.5c: a multiplayer or Brawl game's first mulligan
    while True:
        deciding = [i for i in order if s.players[i].mulligan_status == "deciding"]
        if deciding:
            index = deciding[0]
            p = s.players[index]
            options = [Choice("keep", (), "keep")]
            # 103.5: mulligans until the opening hand would be zero cards (a small
            # library draws fewer than seven, so this counts the hand, not seven).
            if len(p.hand) > _owed(p.mulligans, free):
                options.append(Choice("mulligan", (), "mulligan"))
            answer = ctx.ask(Decision(index, DecisionKind.MULLIGAN,
                                      f"keep this hand of {len(p.hand)} or mulligan "
                                      f"(mulligans so far: {p.mulligans}) (103.5)",
                                      tuple(options)), checkpoint=True)
            s.player_w(index).mulligan_status = "going" if answer.verb == "mulligan" else "kept"
            continue
        going = [i for i in order if s.players[i].mulligan_status == "going"]
        if not going:
            break
        # Every player has declared: those who mulligan do so at the same time.
        for index in going:
            p = s.player_w(index)
            p.mulligans += 1
            p.mulligan_status = "deciding"
            ctx.log("103.5", f"{p.name} takes a mulligan ({p.mulligans})")
            for oid in p.hand:
                ctx.move(oid, "library", "mulligan")
            ctx.shuffle(index)
            ctx.draw(index, 7, rule="103.5")
    for index in order:
        owed = _owed(s.players[index].mulligans, free)
        while s.players[index].bottomed < owed:
            done = s.players[index].bottomed
            hand = s.players[index].hand
            options = [Choice("bottom", (oid,), f"bottom {ctx.name(oid)}") for oid in hand]
            answer = ctx.ask(Decision(index, DecisionKind.MULLIGAN_BOTTOM,
                                      f"put a card on the bottom of your library "
                                      f"({done + 1} of {owed}) (103.5)",
                                      tuple(options)), checkpoint=True)
            ctx.move(int(answer.args[0]), "library", "mulligan", position="bottom")
            s.player_w(index).bottomed = done + 1
    for index in order:
        s.player_w(index).drawn_this_turn = 0       # opening hands aren't draws in a turn
    s.turn = 0
    start_turn(ctx, order[0] if order else s.first_player)     # 800.4k


def _owed(mulligans: int, free: int) -> int:
    """103.5 / 103.5c: how many cards a player puts on the bottom after `mulligans`."""
    return min(max(mulligans - free, 0), 7)


# -- turns and steps ---------------------------------------------------------------------
def start_turn(ctx: Ctx, active: int) -> None:
    """500.1 / 502: a new turn begins; per-turn records reset."""
    s = ctx.state
    observe_control(s)       # 302.6: control changes of the turn that ends date from it
    s.turn += 1
    s.last_active = s.active if s.turn > 1 else None     # 502.2: the previous turn's
    s.active = active
    end_effects_until_next_turn(s, active)      # 611.2a: "until your next turn"
    for p in s.players:
        w = s.player_w(p.index)
        w.lands_played = 0
        w.drawn_this_turn = 0
        w.spells_cast_last_turn = p.spells_cast_this_turn
        w.spells_cast_this_turn = 0
        w.instants_sorceries_cast_this_turn = 0
        w.life_lost_this_turn = 0
        w.damage_taken_this_turn = 0
        w.attackers_this_turn = 0
        w.life_gained_this_turn = 0
        w.creatures_died_this_turn = 0
    for mate in s.teammates(active):
        w = s.player_w(mate)
        w.previous_turn = w.last_turn            # 702.30a: "your last upkeep"
        w.last_turn = s.turn                     # 302.6: their most recent turn began
    s.update(step=Step.UNTAP, stage="begin", priority=None, passes=0, combat=None)
    ctx.log("500.1", f"turn {s.turn}: {s.players[active].name}'s turn")
    if s.max_turns is not None and s.turn > s.max_turns:
        end_at_cap(ctx, f"its cap of {s.max_turns} turns is reached")
    elif s.turn > MAX_TURNS:
        ctx.log("104.4b", f"the game is a draw after {MAX_TURNS} turns")
        s.game_over = True


def end_at_cap(ctx: Ctx, reason: str) -> None:
    """A cap set for the game (`GameState.max_turns`, `max_decisions`) ends it as a draw
    (104.4: no one wins; a draw agreed before the game, not a rule of play)."""
    ctx.log("104.4", f"the game is a draw: {reason}")
    ctx.state.game_over = True


def begin_step(ctx: Ctx) -> None:
    """The turn-based actions at the start of each step (703), then priority."""
    s = ctx.state
    step = s.step
    active = s.active
    s.update(stage="priority", priority=active, passes=0)
    if step is Step.UNTAP:
        check_untap_step(ctx)      # 502.2: day and night (730.2)
        # 502.3: the active player untaps their permanents; no one gets priority (502.4).
        team = s.teammates(active)
        tapped = []
        for oid in s.battlefield:
            if s.objects[oid].tapped and characteristics(s, oid).controller in team:
                if DOESNT_UNTAP in characteristics(s, oid).rules:
                    ctx.log("502.3", f"{ctx.name(oid)} doesn't untap")
                    continue
                if stays_tapped(s, oid, characteristics(s, oid).controller):
                    ctx.log("701.43a", f"{ctx.name(oid)} was exerted: it doesn't untap")
                    continue
                tapped.append(oid)
        # 502.3: each player chooses which of theirs untap, within the limits of
        # rules/untap_limits.py; then they untap together.
        untapping = {oid for player in team for oid in permanents_to_untap(
            ctx, player, [o for o in tapped if characteristics(s, o).controller == player])}
        for oid in tapped:
            if oid in untapping:
                ctx.untap(oid)
        return_as_untapping(ctx, team)          # 502.3: "as you untap your permanents"
        end_exertions(s, team)          # 701.43a-b
        end_after_untap_step(s, team)          # 611.2a: "its controller's next untap step"
        s.update(stage="end", priority=None)
        return
    if step is Step.DRAW:
        if skips_first_draw(s):
            ctx.log(first_draw_rule(s), f"{_who_skips(s)} the draw step of the first turn")
        else:
            # 504.1; 805.4b / 121.2d: each player of the active team draws, in the order
            # the team chooses.
            for mate in draw_order(ctx, s.teammates(active)):
                ctx.draw(mate, 1, rule="504.1")
    elif step is Step.MAIN1:
        add_lore_counters(ctx)      # 714.3b
    elif step is Step.BEGIN_COMBAT:
        from manastack.rules.state import Combat
        s.combat = Combat()
        s.touch()
    elif step is Step.DECLARE_ATTACKERS:
        combat_rules.declare_attackers(ctx)
    elif step is Step.DECLARE_BLOCKERS:
        combat_rules.declare_blockers(ctx)
    elif step is Step.FIRST_STRIKE_DAMAGE:
        combat_rules.combat_damage(ctx, first_step=True)
    elif step is Step.COMBAT_DAMAGE:
        combat_rules.combat_damage(ctx, first_step=False)
    elif step is Step.CLEANUP:
        # 514.3a: "at the beginning of the next cleanup step" triggers now, and waits.
        ctx.perform(StepBegins(step.value, active, rule=STEP_RULES[step]))
        cleanup(ctx)
        return
    ctx.perform(StepBegins(step.value, active, rule=STEP_RULES[step]))


def skips_first_draw(state: GameState) -> bool:
    """103.8a-c: in a two-player game (and for the first team in Two-Headed Giant) the
    starting player skips their first draw; other multiplayer games don't."""
    if state.turn != 1:
        return False
    return state.variant in ("two-player", "two-headed-giant")


def first_draw_rule(state: GameState) -> str:
    """The rule that skips the first draw step: 103.8a for the starting player of a
    two-player game, 103.8b (810.6) for the starting team of a Two-Headed Giant game."""
    return "103.8b" if state.variant == "two-headed-giant" else "103.8a"


def _who_skips(state: GameState) -> str:
    """Who skips the first draw step, with the verb: the player, or the team (103.8b)."""
    mates = [state.players[q].name for q in state.teammates(state.active)]
    if len(mates) > 1:
        return f"team {' and '.join(mates)} skips"
    return f"{state.players[state.active].name} skips"


def _no_maximum_hand_size(state: GameState, player: int) -> bool:
    """402.2: a permanent the player controls may say they have no maximum hand size."""
    return any(NO_MAXIMUM_HAND_SIZE in c.rules and c.controller == player
               for c in (characteristics(state, o.id) for o in state.permanents()))


def maximum_hand_size(state: GameState, player: int) -> int | None:
    """402.2: the player's maximum hand size now, or None if they have none."""
    return None if _no_maximum_hand_size(state, player) else state.players[player].max_hand_size


def cleanup(ctx: Ctx) -> None:
    """514.1-514.3."""
    s = ctx.state
    active = s.active
    for mate in s.teammates(active):
        p = s.players[mate]
        excess = len(p.hand) - p.max_hand_size
        if excess > 0 and not _no_maximum_hand_size(s, mate):
            # 514.1: discard down to maximum hand size.
            for oid in ctx.pick(mate, f"discard to hand size {p.max_hand_size} (514.1)",
                                p.hand, excess):
                ctx.move(oid, "graveyard", "cleanup")
    # 514.2: damage is removed and "until end of turn" effects end, simultaneously.
    for oid in s.battlefield:
        obj = s.objects[oid]
        if obj.damage or obj.deathtouched or obj.damaged_by:
            w = s.obj_w(oid)
            w.damage = 0
            w.deathtouched = False
            w.damaged_by = ()
    if any(e.duration == "end of turn" for e in s.effects):
        s.effects = tuple(e for e in s.effects if e.duration != "end of turn")
        s.touch()
    # 514.3a: if state-based actions or triggers happen, players get priority, and
    # another cleanup step follows.
    did = sba.check(ctx)
    if did or s.pending_triggers:
        s.update(stage="priority", priority=active, passes=0)
        return
    s.update(stage="end", priority=None)


def next_step(state: GameState) -> Step | None:
    """500.1 with the skips of 508.8 and 510.4; None after cleanup."""
    step = state.step
    index = STEPS.index(step) + 1
    while index < len(STEPS):
        candidate = STEPS[index]
        # 508.8: skipped only if no creature was declared as an attacker; 510.4: after a
        # first-strike damage step, a second one follows even if the attackers are gone.
        no_attackers = state.combat is None or not state.combat.attacked
        if candidate in (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
                         Step.COMBAT_DAMAGE) and no_attackers:
            index += 1      # 508.8
            continue
        if candidate is Step.FIRST_STRIKE_DAMAGE and not combat_rules.has_first_strike_step(state):
            index += 1      # 510.4
            continue
        if candidate is Step.DRAW and skips_first_draw(state):
            index += 1      # 103.8a: the whole step is skipped, so no one gets priority in it
            continue
        return candidate
    return None


def end_step(ctx: Ctx) -> None:
    """500.5 / 106.4: mana empties as a step ends; then the next step or turn begins."""
    s = ctx.state
    for p in s.players:
        if p.pool:
            ctx.log("106.4", f"{p.name}'s unspent mana empties ({format_units(p.pool)})")
            s.player_w(p.index).pool = ()
    if s.stage == "leave-turn":
        s.step = Step.CLEANUP
    if s.step is Step.END_COMBAT:
        s.combat = None     # 511.3: creatures stop being attacking or blocking
        if any(e.duration == "end of combat" for e in s.effects):
            s.effects = tuple(e for e in s.effects if e.duration != "end of combat")
        s.touch()
    if s.step is Step.CLEANUP and s.priority is not None and s.stage != "leave-turn":
        s.stage = "begin"       # 514.3a: players had priority, so another cleanup step
        return
    following = next_step(s)
    if s.step is Step.UPKEEP and following is not Step.DRAW:
        ctx.log(first_draw_rule(s), f"{_who_skips(s)} the draw step of their first turn")
    if following is None:
        extra = take_extra_turn(s)      # 500.7
        start_turn(ctx, extra if extra is not None else _next_player(s, resume_turn_order(s)))
        return
    s.update(step=following, stage="begin")


def _next_player(state: GameState, after: int) -> int:
    """101.4 / 500.1: the next player in turn order after `after` still in the game (in
    Two-Headed Giant, the first player of the next team)."""
    n = len(state.players)
    team = state.players[after].team
    for k in range(1, n + 1):
        candidate = (after + k) % n
        p = state.players[candidate]
        if p.in_game and (state.variant != "two-headed-giant" or p.team != team):
            return candidate
    return after


# -- 117: priority -------------------------------------------------------------------
def settle(ctx: Ctx) -> None:
    """704.3 / 117.5: state-based actions until none apply, then triggered abilities go
    on the stack; repeat until neither happens."""
    s = ctx.state
    while not s.game_over:
        if s.effects:
            for ended in RULE_STATE_DURATIONS:      # 611.2b
                ended(s)
        sba.check(ctx)
        if not s.game_over:
            state_triggers.check(ctx)      # 603.8
        if s.game_over or not s.pending_triggers:
            return
        put_triggers(ctx)


def priority(ctx: Ctx) -> None:
    s = ctx.state
    settle(ctx)
    if s.game_over:
        return
    if s.stage != "priority":
        return
    if s.priority is None or not s.players[s.priority].in_game:
        following = next_in_game(s, s.active)
        s.priority = s.active if s.players[s.active].in_game or following is None else following
    player = s.priority
    if s.max_decisions is not None and s.decisions >= s.max_decisions:
        # Checked where priority is given: between actions, nothing half done.
        end_at_cap(ctx, f"its cap of {s.max_decisions} decisions is reached")
        return
    observe_control(s)       # 302.6: control that changed since the last look begins now
    reveal_tops(ctx)         # 401.5: a library played with its top card revealed
    answer = ctx.decide(player, DecisionKind.PRIORITY, lambda: _priority_prompt(ctx),
                        lambda: priority_options(s, player), checkpoint=True)
    if answer.verb != "pass":
        take_action(ctx, player, answer)      # 117.3c: they receive priority again
        s.update(passes=0, priority=player)
        return
    # 117.3d / 117.4 / 405.5 / 500.2; 805.5b: with shared team turns, all teams in
    # succession, each passing once all its players have
    s.passes += 1
    living = len(s.living_players())
    if s.passes < living:
        s.priority = receives_priority_after_pass(s, player)
        return
    if s.stack:
        s.passes = 0
        resolve_top(ctx)
        s.priority = s.active                 # 117.3b
    else:
        s.update(passes=0, stage="end")


def _priority_prompt(ctx: Ctx) -> str:
    s = ctx.state
    top = f", stack: {ctx.name(s.stack[-1])} on top" if s.stack else ""
    team = team_priority_note(s, s.priority) if s.priority is not None else ""
    return f"priority (turn {s.turn}, {s.step.value} step{top}{'; ' + team if team else ''})"
