"""810 / 805: Two-Headed Giant -- two teams of two with a shared life total, shared turns,
team attacks and blocks, team draws, APNAP by team, and losing as a team.

The Two-Headed Giant ruling of the Maralen of the Mornsong document (../shared/seeds/) is
cited here as [T1] and [T2] (see SENTENCES) and mapped in docs/rules-coverage.md.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from mp_helpers import check_coverage_rows, game_at, pass_until, seats
from typer.testing import CliRunner

from helpers import at_step, cites, do, find, idx, log_has, names, pass_all, stack_names, who
from manastack.cards.dsl import at_step as step_trigger
from manastack.cards.dsl import triggered
from manastack.cards.registry import get_card, is_supported
from manastack.cli import app
from manastack.errors import IllegalChoiceError, ScenarioError
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.context import Ctx
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.mana import ManaCost
from manastack.rules.multiplayer import draw_order
from manastack.rules.state import GameObject
from manastack.scenario import build_state

SENTENCES = {
    "T1": "In a Two-Headed Giant game, Maralen's triggered ability will trigger twice per draw "
          "step (once for each player on the active team).",
    "T2": "Maralen's controller chooses the order to put the abilities on the stack.",
}
TEAM_A = ("Alice", "Ann")
TEAM_B = ("Bob", "Bea")


def players(**extra: dict[str, Any]) -> list[dict[str, Any]]:
    return seats((*TEAM_A, *TEAM_B), ["Forest", "Island", "Swamp", "Plains"], **extra)


def two_headed(**position: Any) -> tuple[Game, dict[str, int]]:
    extra = position.pop("extra", {})
    return game_at({"variant": "two-headed-giant", "players": players(**extra), **position})


def lives(game: Game) -> dict[str, int]:
    return {p.name: p.life for p in game.state.players}


# -- 810.1-810.4: teams, seats, the shared life total ------------------------------------------
def test_two_teams_of_two_sharing_a_life_total_of_thirty() -> None:
    """810.1 / 810.3 / 810.4: two teams of two, teammates seated together, each team with
    one life total starting at 30."""
    deck = [get_card("Forest")] * 30
    game = Game.new([deck] * 4, seed=1, variant="two-headed-giant",
                    names=["Alice", "Bob", "Ann", "Bea"])
    s = game.state
    assert [p.name for p in s.players] == ["Alice", "Ann", "Bob", "Bea"]
    assert [p.team for p in s.players] == [0, 0, 1, 1]
    assert [p.life for p in s.players] == [30, 30, 30, 30]


def test_damage_and_life_changes_apply_to_the_team_total() -> None:
    """810.9: damage, life loss and life gain happen to each player, and the result is
    applied to the team's shared life total."""
    game, _ = two_headed(turn=3, active="Bob", step="precombat main", extra={
        "Bob": {"hand": ["Lightning Bolt", "Sign in Blood"],
                "battlefield": ["Mountain", "Swamp", "Swamp", "Swamp"]}})
    do(game, "cast Lightning Bolt", "target Ann", "pay {R} automatically")
    pass_all(game)
    assert lives(game) == {"Alice": 27, "Ann": 27, "Bob": 30, "Bea": 30}
    do(game, "cast Sign in Blood", "target Bea", "pay {B}{B} automatically")
    pass_all(game)
    assert lives(game) == {"Alice": 27, "Ann": 27, "Bob": 28, "Bea": 28}


def test_each_player_dealt_damage_means_the_team_is_dealt_it_twice() -> None:
    """810.9 (Flame Rift example): damage to both players of a team adds up on the team's
    life total."""
    game, _ = two_headed(turn=3, active="Bob", step="precombat main", extra={
        "Bob": {"hand": ["Lava Axe", "Lava Axe"], "battlefield": ["Mountain"] * 10}})
    for target in TEAM_A:
        do(game, "cast Lava Axe", f"target {target}", "pay {4}{R} automatically")
        pass_all(game)
    assert lives(game)["Alice"] == lives(game)["Ann"] == 20


def test_lifelink_gains_life_for_the_team() -> None:
    """810.9 / 702.15b: life gained by one player is gained by the team."""
    game, _ = two_headed(turn=3, active="Bob", step="declare attackers", stage="begin",
                         extra={"Bea": {"battlefield": ["Vampire Nighthawk"]}})
    do(game, "attack with Vampire Nighthawk -> Alice", "done declaring attackers")
    pass_until(game, at_step("end of combat"))
    assert lives(game) == {"Alice": 28, "Ann": 28, "Bob": 32, "Bea": 32}


def test_life_lost_this_turn_is_each_players_own() -> None:
    """810.9 / 120.3a / 119.3: Ann is dealt 3 damage, so she lost 3 life this turn and her
    teammate none, though their shared total is 27; the record starts over each turn."""
    game, _ = two_headed(turn=3, active="Bob", step="precombat main", extra={
        "Bob": {"hand": ["Lightning Bolt", "Sign in Blood"],
                "battlefield": ["Mountain", "Swamp", "Swamp"]}})
    do(game, "cast Lightning Bolt", "target Ann", "pay {R} automatically")
    pass_all(game)
    do(game, "cast Sign in Blood", "target Bea", "pay {B}{B} automatically")
    pass_all(game)
    lost = {p.name: p.life_lost_this_turn for p in game.state.players}
    assert lost == {"Alice": 0, "Ann": 3, "Bob": 0, "Bea": 2}
    pass_until(game, at_step("upkeep"))
    assert {p.life_lost_this_turn for p in game.state.players} == {0}


def test_poison_counters_are_shared_by_the_team() -> None:
    """810.10: poison counters given to one player are the team's."""
    state, _ = build_state({"variant": "two-headed-giant", "turn": 3, "active": "Alice",
                            "step": "precombat main", "players": players()})
    state.add_poison(2, 4)
    assert [p.poison for p in state.players] == [0, 0, 4, 4]


def test_positions_give_the_team_one_life_total() -> None:
    """810.4: a position's life for one teammate is the team's; different values for two
    teammates are an error."""
    game, _ = two_headed(turn=3, active="Alice", step="precombat main",
                         extra={"Ann": {"life": 11}})
    assert lives(game) == {"Alice": 11, "Ann": 11, "Bob": 30, "Bea": 30}
    with pytest.raises(ScenarioError, match=r"810\.4"):
        two_headed(turn=3, active="Alice", step="precombat main",
                   extra={"Alice": {"life": 12}, "Ann": {"life": 11}})



def test_a_teammates_life_payment_leaves_the_team_less_to_pay_with() -> None:
    """119.4a / 810.9a: a player may pay life only if the team's life total covers it, and
    the payment comes off the team's total: at 3 team life Alice pays 2 for Watery Grave,
    and then Ann, at the team's 1 life, isn't offered the payment for hers (614.12)."""
    game, _ = two_headed(turn=3, active="Alice", step="precombat main", extra={
        "Alice": {"life": 3, "hand": ["Watery Grave"]},
        "Ann": {"life": 3, "hand": ["Watery Grave"]}})
    do(game, "play Watery Grave", "yes", by="Alice")
    assert lives(game) == {"Alice": 1, "Ann": 1, "Bob": 30, "Bea": 30}
    do(game, "pass", by="Alice")
    do(game, "play Watery Grave", by="Ann")
    assert game.decision is None or game.decision.kind is not DecisionKind.MAY
    graves = [g for g in game.state.battlefield
              if game.state.objects[g].card.name == "Watery Grave"]
    assert [game.state.objects[g].tapped for g in graves] == [False, True]
    assert lives(game)["Ann"] == 1


def test_a_pay_life_cost_is_checked_against_the_team_total() -> None:
    """119.4a / 810.9a / 704.6a: Flooded Strand's "Pay 1 life" can be activated by Ann at her
    team's 1 life, and the payment takes the team to 0, so the team loses (810.8c)."""
    game, labels = two_headed(turn=3, active="Alice", step="precombat main", extra={
        "Alice": {"life": 1},
        "Ann": {"life": 1, "battlefield": [{"card": "Flooded Strand", "label": "strand"}]}})
    do(game, "pass", by="Alice")
    assert game.decision is not None and game.decision.player == idx(game, "Ann")
    do(game, f"activate Flooded Strand#{labels['strand']}: {{T}}, Pay 1 life, Sacrifice this "
       "land: Search your library for a Plains or Island card, put it onto the battlefield, "
       "then shuffle.")
    assert lives(game)["Alice"] == 0
    assert all(game.state.players[idx(game, n)].lost for n in TEAM_A)


def test_paying_zero_life_is_always_possible() -> None:
    """119.4b: a player can always pay 0 life, whatever the team's life total; more than
    that total can't be paid (119.4a)."""
    state, _ = build_state({"variant": "two-headed-giant", "turn": 3, "active": "Alice",
                            "step": "precombat main", "players": players()})
    state.add_life(0, -31)
    assert [p.life for p in state.players] == [-1, -1, 30, 30]
    assert state.can_pay_life(1, 0) and not state.can_pay_life(1, 1)
    assert state.can_pay_life(2, 30) and not state.can_pay_life(3, 31)

# -- 805.4: shared turns, draws ------------------------------------------------------------------
def test_teams_take_turns_and_both_teammates_untap_and_play_lands() -> None:
    """805.4 / 805.4c / 502.3: a team takes turns as one; both teammates untap, and each may
    play a land."""
    game, _ = two_headed(turn=3, active="Bob", step="end", extra={
        "Alice": {"battlefield": [{"card": "Forest", "tapped": True}], "hand": ["Forest"]},
        "Ann": {"battlefield": [{"card": "Island", "tapped": True}], "hand": ["Island"]}})
    pass_until(game, at_step("upkeep"))
    s = game.state
    assert s.turn == 4 and s.players[s.active].name == "Alice"
    assert not any(o.tapped for o in s.permanents())
    pass_until(game, at_step("precombat main"))
    do(game, "play Forest", by="Alice")
    game.apply("pass")
    do(game, "play Island", by="Ann")
    assert [p.lands_played for p in game.state.players[:2]] == [1, 1]


def test_the_starting_team_skips_its_first_draw() -> None:
    """103.8b / 810.6: the team that plays first skips the draw step of its first turn; the
    other team draws on its first turn."""
    deck = [get_card("Forest")] * 30
    game = Game.new([deck] * 4, seed=3, variant="two-headed-giant", starting_player=0,
                    names=["Alice", "Bob", "Ann", "Bea"])
    for _ in range(4):
        do(game, "keep")
    pass_until(game, at_step("precombat main"))
    assert [len(p.hand) for p in game.state.players] == [7, 7, 7, 7]
    assert cites(game, "103.8b") and not cites(game, "103.8a")
    assert log_has(game, "team Alice and Ann skips the draw step of their first turn")
    pass_until(game, lambda g: g.state.turn == 2 and g.decision is not None
               and g.decision.kind is DecisionKind.PICK)
    do(game, "Bob draws first")
    assert [len(p.hand) for p in game.state.players] == [7, 7, 8, 8]


def test_each_teammate_draws_in_the_order_the_team_chooses() -> None:
    """805.4b / 121.2d: each player of the active team draws in the draw step, in the order
    the team chooses."""
    game, _ = two_headed(turn=4, active="Alice", step="draw", stage="begin")
    assert game.decision is not None and game.decision.kind is DecisionKind.PICK
    assert game.decision.player == idx(game, "Alice")
    assert [str(o) for o in game.legal_choices()] == ["Alice draws first", "Ann draws first"]
    do(game, "Ann draws first")
    draws = [e.text for e in game.log() if "draws a card" in e.text]
    assert [t.split()[0] for t in draws] == ["Ann", "Alice"]
    assert names(game.state, "hand", 0) == ["Forest"] and names(game.state, "hand", 1) == ["Forest"]
    assert names(game.state, "hand", 2) == []


def test_draw_order_for_several_players_puts_the_active_team_first() -> None:
    """121.2d: players of the active team draw first, in the order the team likes, then the
    nonactive team's players in turn order."""
    state, _ = build_state({"variant": "two-headed-giant", "turn": 3, "active": "Bob",
                            "step": "precombat main", "players": players()})
    ctx = Ctx(state, [Choice("first", (3,))])        # the team: Bea draws first
    assert draw_order(ctx, [0, 1, 2, 3]) == [3, 2, 0, 1]


# -- 805.6 / 805.7: APNAP by team ---------------------------------------------------------------
def test_each_team_orders_all_its_triggered_abilities() -> None:
    """805.7: the active team puts all its players' triggered abilities on the stack in the
    order it chooses, then the nonactive team does."""
    game, _ = two_headed(turn=3, active="Bob", step="precombat main", extra={
        "Alice": {"battlefield": ["Doomed Traveler"]},
        "Ann": {"battlefield": ["Doomed Traveler"]},
        "Bob": {"battlefield": ["Doomed Traveler", *["Plains"] * 4],
                "hand": ["Day of Judgment"]},
        "Bea": {"battlefield": ["Doomed Traveler"]}})
    do(game, "cast Day of Judgment", "pay {2}{W}{W} automatically")
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.TRIGGER_ORDER
    assert game.decision.player == idx(game, "Bob")       # the active team's choice
    first = next(o for o in game.legal_choices() if "Bea" in _controller_of_option(game, o))
    game.apply(first)                                      # Bea's goes on first
    assert game.decision is not None and game.decision.player == idx(game, "Alice")
    game.apply(game.legal_choices()[0])
    s = game.state
    controllers = [s.players[s.objects[o].controller].name for o in s.stack]   # bottom first
    assert controllers[:2] == ["Bea", "Bob"]
    assert set(controllers[2:]) == {"Alice", "Ann"}


def _controller_of_option(game: Game, option: Any) -> str:
    s = game.state
    pending = next(t for t in s.pending_triggers if t.order == option.args[0]) \
        if s.pending_triggers else None
    if pending is not None:
        return s.players[pending.controller].name
    # the pending triggers were taken off for ordering: read the source's controller
    source = int(str(option).split("#")[1].split(":")[0])
    obj = s.last_known(source)
    assert obj is not None
    return s.players[obj.controller].name


EACH_PLAYERS_UPKEEP = CardDef(
    "Test Each Player's Upkeep Engine", ManaCost(()), frozenset({"Artifact"}),
    abilities=(triggered("At the beginning of each player's upkeep, that player loses 1 life.",
                         step_trigger("upkeep", "each player"),
                         lambda ctx, r: ctx.lose_life(int(r.event["player"]), 1)),))


def _with_engine(owner: int, active: str) -> Game:
    state, _ = build_state({"variant": "two-headed-giant", "turn": 3, "active": active,
                            "step": "upkeep", "stage": "begin", "players": players()})
    obj = GameObject(state.new_id(), EACH_PLAYERS_UPKEEP, owner, "battlefield",
                     state.new_timestamp())
    state.add_object(obj)
    state.battlefield = (*state.battlefield, obj.id)
    return Game.from_state(state)


def test_each_players_step_triggers_once_for_each_player_of_the_active_team() -> None:
    """805.4d: "at the beginning of each player's upkeep, that player ..." triggers once for
    each player of the active team, and its controller orders the two."""
    game = _with_engine(owner=3, active="Alice")
    assert game.decision is not None and game.decision.kind is DecisionKind.TRIGGER_ORDER
    assert game.decision.player == idx(game, "Bea")
    texts = [str(o) for o in game.legal_choices()]
    assert len(texts) == 2 and "(for Alice)" in texts[0] and "(for Ann)" in texts[1]
    game.apply(find(game, texts[1]))          # Ann's goes on first: Alice's resolves first
    assert len(game.state.stack) == 2
    assert game.state.objects[game.state.stack[-1]].event_data["player"] == idx(game, "Alice")
    pass_all(game)
    pass_all(game)
    assert lives(game) == {"Alice": 28, "Ann": 28, "Bob": 30, "Bea": 30}
    assert log_has(game, "Alice loses 1 life") and log_has(game, "Ann loses 1 life")


def test_each_players_step_triggers_once_in_a_two_player_game() -> None:
    """805.4d applies to shared team turns only: otherwise "each player's upkeep" is one
    player's upkeep."""
    state, _ = build_state({"turn": 3, "active": "Alice", "step": "upkeep", "stage": "begin",
                            "players": [{"name": "Alice"}, {"name": "Bob"}]})
    obj = GameObject(state.new_id(), EACH_PLAYERS_UPKEEP, 1, "battlefield", state.new_timestamp())
    state.add_object(obj)
    state.battlefield = (*state.battlefield, obj.id)
    game = Game.from_state(state)
    assert len(game.state.stack) == 1
    pass_all(game)
    assert [p.life for p in game.state.players] == [19, 20]


# -- 805.5 / 117.3c: teams have priority ----------------------------------------------------------
def _bolts() -> dict[str, dict[str, Any]]:
    """Every player has a Mountain and a Lightning Bolt."""
    return {name: {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}
            for name in (*TEAM_A, *TEAM_B)}


def _bolt(game: Game, player: str, target: str) -> None:
    do(game, "cast Lightning Bolt", f"target {target}", "pay {R} automatically", by=player)


def _pass(game: Game, *players: str) -> None:
    """Each of `players` in turn has priority and passes."""
    for player in players:
        do(game, "pass", by=player)


def test_a_teammate_may_respond_to_their_teammates_spell_before_the_other_team() -> None:
    """805.5 / 805.5a / 117.3c / 117.6: team Alice and Ann has priority. Alice passes and Ann casts
    Lightning Bolt at Bob; Ann receives priority again (117.3c), and when she passes her team still
    has priority (805.5): Alice, who passed before Ann acted, responds to her teammate's Bolt before
    team Bob and Bea receives priority."""
    game, _ = two_headed(turn=3, active="Alice", step="precombat main", extra=_bolts())
    _pass(game, "Alice")
    _bolt(game, "Ann", "Bob")
    _pass(game, "Ann")
    assert game.decision is not None and game.decision.player == idx(game, "Alice"), who(game)
    assert stack_names(game.state) == ["Lightning Bolt"]
    _bolt(game, "Alice", "Bea")
    assert stack_names(game.state) == ["Lightning Bolt", "Lightning Bolt"]
    _pass(game, "Alice", "Ann", "Bob", "Bea")            # 805.5b: Alice's Bolt resolves first
    assert lives(game)["Bob"] == 27 and len(game.state.stack) == 1
    assert game.decision is not None and game.decision.player == idx(game, "Alice")  # 805.5b
    _pass(game, "Alice", "Ann", "Bob", "Bea")
    assert lives(game)["Bob"] == 24 and game.state.stack == ()


def test_a_team_passes_only_when_both_players_decline() -> None:
    """805.5b / 117.4: a team passes only when both its players have declined since the
    last action, and the top of the stack resolves only when both teams have passed in
    succession. Bea's Bolt in response makes Bob's earlier pass count for nothing, so her
    team passes only once both have declined again, then team Alice and Ann does; a
    resolution takes exactly one pass of each player, so passing always ends (117.4)."""
    game, _ = two_headed(turn=3, active="Alice", step="precombat main", extra=_bolts())
    _bolt(game, "Alice", "Bob")
    _pass(game, "Alice", "Ann", "Bob")
    _bolt(game, "Bea", "Ann")
    _pass(game, "Bea")
    assert game.decision is not None and "if you pass your team passes (805.5b)" in \
        game.decision.prompt and "team Bob and Bea has priority (805.5)" in game.decision.prompt
    _pass(game, "Bob", "Alice", "Ann")
    assert lives(game) == {"Alice": 27, "Ann": 27, "Bob": 30, "Bea": 30}
    _pass(game, "Alice", "Ann", "Bob", "Bea")
    assert lives(game)["Bob"] == 27 and game.state.stack == ()
    _pass(game, "Alice", "Ann", "Bob", "Bea")            # 805.5b: the stack is empty
    assert game.state.step.value == "beginning of combat"


def test_the_priority_prompt_says_what_a_pass_does_for_the_team() -> None:
    """805.5 / 805.5b: the decision names the team that has priority and says whether a
    pass asks the teammate or passes for the team."""
    game, _ = two_headed(turn=3, active="Alice", step="precombat main")
    assert game.decision is not None
    assert game.decision.prompt.endswith("team Alice and Ann has priority (805.5): if you pass, "
                                         "Ann may still act)")
    _pass(game, "Alice")
    assert game.decision.prompt.endswith("team Alice and Ann has priority (805.5): Alice "
                                         "passed, so if you pass your team passes (805.5b))")


def test_team_priority_with_single_choices_taken() -> None:
    """805.5b with `take_single_choices`: a player who can only pass passes without being
    asked. Alice can only pass, so Ann is asked first; once Ann has cast her Bolt, she,
    Alice and Bob can only pass, and Bea is asked with the Bolt on the stack."""
    state, _ = build_state({"variant": "two-headed-giant", "turn": 3, "active": "Alice",
                            "step": "precombat main", "players": players(
                                Ann={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                                Bea={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})})
    state.take_single_choices = True
    game = Game.from_state(state)
    assert game.decision is not None and game.decision.player == idx(game, "Ann"), who(game)
    _bolt(game, "Ann", "Bob")
    assert game.decision is not None and game.decision.player == idx(game, "Bea"), who(game)
    assert stack_names(game.state) == ["Lightning Bolt"]
    assert "Bob passed, so if you pass your team passes (805.5b)" in game.decision.prompt


# -- 805.9: "the active player" is chosen -------------------------------------------------------
BELBE = "Belbe, Corrupted Observer"


def _belbe_game(bolts: dict[str, str]) -> Game:
    """Alice's team is active and Bob controls Belbe; in the first main phase each caster
    of `bolts` Bolts the player it names. The game goes on to the postcombat main phase,
    where Belbe's ability triggers, and the ability resolves."""
    extra = {caster: {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}
             for caster in bolts}
    extra.setdefault("Bob", {"battlefield": []})["battlefield"].append(BELBE)
    game, _ = two_headed(turn=3, active="Alice", step="precombat main", extra=extra)
    for caster, target in bolts.items():
        pass_until(game, lambda g, caster=caster: g.decision is not None
                   and g.decision.player == idx(g, caster))
        _bolt(game, caster, target)
        pass_all(game)
    pass_until(game, at_step("postcombat main"))
    assert stack_names(game.state) == [f"{BELBE} ability"], who(game)
    pass_all(game)
    return game


def _pools(game: Game) -> dict[str, str]:
    return {p.name: "".join(u.type for u in p.pool) for p in game.state.players}


def test_the_active_player_of_an_ability_is_chosen_by_its_controller() -> None:
    """805.9: Belbe's "the active player adds {C}{C} for each of your opponents who lost
    life this turn" refers to one of the active team's players, which Belbe's controller
    (Bob, of the other team) chooses as the effect is applied. Ann lost life, so one
    opponent counts (810.9: life is lost by each player)."""
    game = _belbe_game({"Bob": "Ann"})
    d = game.decision
    assert d is not None and d.kind is DecisionKind.PICK and d.player == idx(game, "Bob")
    assert "805.9" in d.prompt
    assert [str(o) for o in game.legal_choices()] == ["Alice is the active player",
                                                      "Ann is the active player"]
    do(game, "Ann is the active player")
    assert _pools(game) == {"Alice": "", "Ann": "CC", "Bob": "", "Bea": ""}


def test_belbe_counts_each_opponent_who_lost_life() -> None:
    """805.9 / 810.9: Bob Bolts Ann and Bea Bolts Alice, so both of Bob's opponents lost life
    this turn: the active player Bob chooses, Alice, adds {C}{C}{C}{C}."""
    game = _belbe_game({"Bob": "Ann", "Bea": "Alice"})
    assert game.decision is not None and game.decision.player == idx(game, "Bob"), who(game)
    do(game, "Alice is the active player")
    assert _pools(game) == {"Alice": "CCCC", "Ann": "", "Bob": "", "Bea": ""}


def test_no_choice_of_the_active_player_when_nothing_happens() -> None:
    """805.9: the choice is made as the effect is applied; when no opponent of Bob lost
    life (Bob Bolts his teammate), Belbe adds no mana and no one is asked."""
    game = _belbe_game({"Bob": "Bea"})
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY, who(game)
    assert _pools(game) == {"Alice": "", "Ann": "", "Bob": "", "Bea": ""}


def test_the_active_player_is_the_one_outside_shared_team_turns() -> None:
    """805.9 applies with shared team turns only: in a two-player game "the active player"
    is Alice, without a choice; no opponent of Belbe's controller lost life, no mana."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "precombat main", "players": [
        {"name": "Alice"}, {"name": "Bob", "battlefield": [BELBE]}]})
    pass_until(game, at_step("postcombat main"))
    pass_all(game)
    assert game.state.players[0].pool == ()     # no opponent of Bob lost life
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "precombat main", "players": [
        {"name": "Alice", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
        {"name": "Bob", "battlefield": [BELBE, "Mountain"], "hand": ["Lightning Bolt"]}]})
    do(game, "pass")
    do(game, "cast Lightning Bolt", "target Alice", "pay {R} automatically", by="Bob")
    pass_all(game)
    pass_until(game, at_step("postcombat main"))
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert "".join(u.type for u in game.state.players[0].pool) == "CC"


# -- 805.10: team combat -----------------------------------------------------------------------
def test_the_team_attacks_as_one_and_the_defending_team_blocks_as_one() -> None:
    """805.10a-d / 506.2b (the active team attacks, the other team defends): both attacking players'
    creatures attack in one declaration, each at a defending player; a defending player's creature
    may block a creature attacking their teammate."""
    game, labels = two_headed(turn=3, active="Bob", step="declare attackers", stage="begin",
                              extra={"Alice": {"battlefield": ["Grizzly Bears"]},
                                     "Ann": {"battlefield": [{"card": "Giant Spider",
                                                              "label": "spider"}]},
                                     "Bob": {"battlefield": ["Gray Ogre"]},
                                     "Bea": {"battlefield": ["Centaur Courser"]}})
    texts = [str(o) for o in game.legal_choices()]
    assert {t.split(" -> ")[1] for t in texts if " -> " in t} == {"Alice", "Ann"}
    assert any("Gray Ogre" in t for t in texts) and any("Centaur Courser" in t for t in texts)
    do(game, "attack with Gray Ogre -> Alice", "attack with Centaur Courser -> Alice",
       "done declaring attackers")
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.BLOCKERS)
    assert game.decision is not None and game.decision.player == idx(game, "Alice")
    do(game, f"block Gray Ogre with Giant Spider#{labels['spider']}",
       "done declaring blockers")
    assert game.decision is not None and game.decision.kind is not DecisionKind.BLOCKERS
    pass_until(game, at_step("end of combat"))
    assert lives(game)["Alice"] == lives(game)["Ann"] == 27
    assert "Gray Ogre" in names(game.state, "graveyard", idx(game, "Bob"))


def test_the_primary_player_declares_the_teams_attack() -> None:
    """805.10b / 805.2: the attack is the team's decision, asked of its primary player (who
    decides if the team can't agree), even when only the teammate's creatures can attack."""
    game, _ = two_headed(turn=3, active="Bob", step="declare attackers", stage="begin",
                         extra={"Bea": {"battlefield": ["Grizzly Bears"]}})
    d = game.decision
    assert d is not None and d.kind is DecisionKind.ATTACKERS and d.player == idx(game, "Bob")
    assert d.prompt == ("declare attackers (508.1) for team Bob and Bea (805.10b; Bob decides "
                        "if the team can't agree, 805.2)")
    do(game, "attack with Grizzly Bears -> Ann", "done declaring attackers", by="Bob")
    pass_until(game, at_step("end of combat"))
    assert lives(game)["Ann"] == 28


def test_a_teammates_creature_that_cant_attack_is_explained_by_its_own_reason() -> None:
    """805.10b / 508.1a: the primary player declares the team's attack, so the reason a
    teammate's tapped creature can't attack is that it is tapped; an opponent's creature
    can't attack because only the active team's creatures attack (805.10a)."""
    game, labels = two_headed(turn=3, active="Bob", step="declare attackers", stage="begin",
                              extra={"Alice": {"battlefield": [{"card": "Grizzly Bears",
                                                                "label": "theirs"}]},
                                     "Bob": {"battlefield": ["Gray Ogre"]},
                                     "Bea": {"battlefield": [{"card": "Grizzly Bears",
                                                              "label": "tapped",
                                                              "tapped": True}]}})
    with pytest.raises(IllegalChoiceError, match=r"508\.1a: a tapped creature can't attack"):
        game.apply(f"attack with Grizzly Bears#{labels['tapped']} -> Ann")
    with pytest.raises(IllegalChoiceError, match=r"805\.10a: only creatures the active team"):
        game.apply(f"attack with Grizzly Bears#{labels['theirs']} -> Ann")


def test_the_attacking_team_assigns_combat_damage() -> None:
    """805.10f / 805.2: the attacking team announces how its attacking creatures assign
    their combat damage: Bea's Centaur Courser blocked by two creatures of the defending
    team divides its damage as team Bob and Bea decides, asked of Bob."""
    game, labels = two_headed(turn=3, active="Bob", step="declare attackers", stage="begin",
                              extra={"Alice": {"battlefield": [{"card": "Grizzly Bears",
                                                                "label": "bears"}]},
                                     "Ann": {"battlefield": [{"card": "Savannah Lions",
                                                              "label": "lions"}]},
                                     "Bea": {"battlefield": ["Centaur Courser"]}})
    do(game, "attack with Centaur Courser -> Alice", "done declaring attackers")
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.BLOCKERS)
    d = game.decision
    assert d is not None and d.player == idx(game, "Alice") and "805.10d" in d.prompt
    do(game, f"block Centaur Courser with Grizzly Bears#{labels['bears']}",
       f"block Centaur Courser with Savannah Lions#{labels['lions']}", "done declaring blockers")
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.DAMAGE_ASSIGNMENT)
    d = game.decision
    assert d is not None and d.player == idx(game, "Bob") and "805.10f" in d.prompt, who(game)


def test_both_teams_losing_at_once_is_a_draw() -> None:
    """104.4d: in a game between teams, the game is a draw if all remaining teams lose
    simultaneously; no one leaves the game before it ends (800.4a)."""
    game, _ = two_headed(turn=3, active="Alice", step="precombat main",
                         extra={"Alice": {"life": 0}, "Bob": {"life": 0}})
    assert game.is_over and game.winners() == []
    assert sorted(game.losers()) == ["Alice", "Ann", "Bea", "Bob"]
    assert cites(game, "104.4d") and not cites(game, "800.4")


# -- 810.8: losing as a team ----------------------------------------------------------------
def test_a_team_loses_when_one_player_draws_from_an_empty_library() -> None:
    """810.8a / 104.3g: Ann draws from her empty library, so she loses and with her the whole
    team."""
    game, _ = two_headed(turn=4, active="Alice", step="draw", stage="begin",
                         extra={"Ann": {"library": []}})
    do(game, "Alice draws first")
    assert game.is_over
    assert sorted(game.losers()) == ["Alice", "Ann"] and sorted(game.winners()) == ["Bea", "Bob"]
    assert cites(game, "704.5b") and cites(game, "810.8a")


def test_a_player_who_concedes_takes_the_team_out() -> None:
    """810.8b: if a player concedes, their team leaves the game and loses."""
    game, _ = two_headed(turn=4, active="Alice", step="precombat main")
    game.concede("Bea")
    assert game.is_over and sorted(game.losers()) == ["Bea", "Bob"]
    assert sorted(game.winners()) == ["Alice", "Ann"]


def test_a_team_at_zero_life_loses() -> None:
    """810.8c: a team whose life total is 0 or less loses the game."""
    game, _ = two_headed(turn=4, active="Alice", step="precombat main", extra={
        "Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
        "Bea": {"life": 3}})
    do(game, "cast Lightning Bolt", "target Bea", "pay {R} automatically")
    pass_all(game)
    assert game.is_over and sorted(game.losers()) == ["Bea", "Bob"]
    assert cites(game, "810.8c")


@pytest.mark.parametrize(("poison", "loses"), [(10, False), (14, False), (15, True)])
def test_a_team_with_fifteen_poison_counters_loses(poison: int, loses: bool) -> None:
    """810.8d: a team loses with fifteen or more poison counters (not ten, 704.5c)."""
    game, _ = two_headed(turn=4, active="Alice", step="precombat main",
                         extra={"Bob": {"poison": poison}})
    assert game.is_over is loses
    if loses:
        assert sorted(game.losers()) == ["Bea", "Bob"] and cites(game, "810.8d")


# -- Maralen of the Mornsong in Two-Headed Giant ------------------------------------------
MARALEN = "Maralen of the Mornsong"
needs_maralen = pytest.mark.skipif(not is_supported(MARALEN),
                                   reason="Maralen of the Mornsong isn't defined yet (issue 4)")


def _maralen_game(owner: str, active: str) -> Game:
    extra: dict[str, dict[str, Any]] = {"Alice": {"library": ["Forest", "Island"]},
                                        "Ann": {"library": ["Swamp", "Plains"]}}
    extra.setdefault(owner, {})["battlefield"] = [MARALEN]
    game, _ = two_headed(turn=4, active=active, step="draw", stage="begin", extra=extra)
    return game


@needs_maralen
def test_maralen_triggers_twice_per_draw_step_ordered_by_its_controller() -> None:
    """[T1, T2] 805.4d: in Two-Headed Giant Maralen's ability triggers once for each player
    of the active team, and Maralen's controller (Bob, of the nonactive team) orders them."""
    game = _maralen_game("Bob", active="Alice")
    assert game.decision is not None and game.decision.kind is DecisionKind.TRIGGER_ORDER, \
        who(game)
    assert game.decision.player == idx(game, "Bob")
    assert len(game.legal_choices()) == 2
    game.apply(game.legal_choices()[1])
    assert stack_names(game.state) == [f"{MARALEN} ability"] * 2
    assert {game.state.objects[o].controller for o in game.state.stack} == {idx(game, "Bob")}
    assert names(game.state, "hand", 0) == [] and names(game.state, "hand", 1) == []
    assert cites(game, "101.2") or log_has(game, "doesn't happen")


@needs_maralen
def test_maralen_abilities_resolve_for_each_active_player() -> None:
    """[T1] 805.4d: each of the two abilities makes "that player" lose 3 life (the team
    loses 6) and search their library for a card."""
    game = _maralen_game("Ann", active="Alice")
    assert game.decision is not None and game.decision.player == idx(game, "Ann"), who(game)
    game.apply(game.legal_choices()[0])
    for _ in range(2):
        while game.decision is not None and game.decision.kind is not DecisionKind.PRIORITY:
            game.apply(game.legal_choices()[0])      # the searches
        if game.state.stack:
            pass_all(game)
    while game.decision is not None and game.decision.kind is not DecisionKind.PRIORITY:
        game.apply(game.legal_choices()[0])
    assert lives(game)["Alice"] == lives(game)["Ann"] == 24
    assert len(names(game.state, "hand", 0)) == 1 and len(names(game.state, "hand", 1)) == 1


@needs_maralen
def test_maralen_triggers_once_per_draw_step_outside_two_headed_giant() -> None:
    """805.4d is only for shared team turns: in a free-for-all game Maralen's ability
    triggers once, for the active player."""
    game, _ = game_at({"turn": 4, "active": "Alice", "step": "draw", "stage": "begin",
                       "players": [{"name": "Alice", "library": ["Forest"]},
                                   {"name": "Bob", "battlefield": [MARALEN]},
                                   {"name": "Carol"}]})
    assert stack_names(game.state) == [f"{MARALEN} ability"]


def test_cli_demo_two_headed_giant_plays_a_complete_game() -> None:
    """810: `manastack demo --variant two-headed-giant` plays a Two-Headed Giant game to its
    end and prints its rule-cited log."""
    result = CliRunner().invoke(app, ["demo", "--variant", "two-headed-giant", "--seed", "2"])
    assert result.exit_code == 0, result.output
    assert "Result:" in result.output and " and " in result.output.split("Result:")[1]
    assert "810.8" in result.output or "104.2c" in result.output


def test_every_sentence_is_mapped_in_the_coverage_document() -> None:
    """The Two-Headed Giant ruling of the Maralen document is mapped in
    docs/rules-coverage.md to tests here and to scenario files."""
    doc = (Path(__file__).parents[2] / "docs" / "rules-coverage.md").read_text()
    section = doc.split("## Two-Headed Giant", 1)[1].split("\n## ", 1)[0]
    check_coverage_rows(section, SENTENCES, globals())


def test_both_teams_reaching_zero_life_at_once_is_a_draw_for_each_team() -> None:
    """104.4a, 104.4g / 810.8c: Alice's Flame Rift deals 4 damage to each player; each team
    (at 6 life) loses 8 at once, so every player loses at the same time: the game is a draw
    for both teams, and nobody wins."""
    game, _ = two_headed(turn=3, active="Alice", step="precombat main", extra={
        "Alice": {"life": 6, "hand": ["Flame Rift"], "battlefield": ["Mountain", "Mountain"]},
        "Bob": {"life": 6}})
    do(game, "cast Flame Rift", "pay {1}{R} automatically", by="Alice")
    pass_all(game)
    assert game.is_over and game.winners() == []
    assert all(p.lost for p in game.state.players)
