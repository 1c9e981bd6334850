"""800-806: free-for-all games of 2 to 6 players, APNAP order, attacking and blocking in
multiplayer, conceding and leaving the game."""

from __future__ import annotations

from typing import Any

import pytest
from mp_helpers import game_at, pass_until, seats
from typer.testing import CliRunner

from helpers import at_step, cites, do, find, idx, log_has, names, pass_all, stack_names
from manastack.cards.registry import get_card
from manastack.cli import app
from manastack.game import Game
from manastack.rules.context import Ctx
from manastack.rules.decisions import DecisionKind
from manastack.rules.multiplayer import apnap_groups
from manastack.scenario import build_state

PLAYERS = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank"]


def players(count: int, **extra: dict[str, Any]) -> list[dict[str, Any]]:
    return seats(PLAYERS[:count], ["Forest", "Island", "Swamp", "Plains"], **extra)


def active(game: Game) -> str:
    return game.state.players[game.state.active].name


# -- 101.4 / 500: turn order and APNAP ----------------------------------------------------------
@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_free_for_all_games_of_two_to_six_players(count: int) -> None:
    """806.1 / 101.4 / 100.1 / 102.1: a free-for-all game of 2 to 6 players takes turns in seat
    order; the active player is the player whose turn it is."""
    deck = [get_card("Forest")] * 30
    game = Game.new([deck] * count, seed=1, names=PLAYERS[:count], variant="free-for-all",
                    starting_player=0)
    assert game.state.variant == "free-for-all"
    for _ in range(count):
        do(game, "keep")
    seen = []
    for _ in range(count + 1):
        seen.append(active(game))
        turn = game.state.turn
        pass_until(game, lambda g, t=turn: g.state.turn == t + 1)
    assert seen == [*PLAYERS[:count], "Alice"]


def test_turns_skip_players_who_left() -> None:
    """800.4k: a player who has left the game doesn't begin a turn."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "end", "players": players(4)})
    game.concede("Bob")
    pass_until(game, lambda g: g.state.turn == 6)
    assert active(game) == "Carol"


def test_apnap_order_with_several_players() -> None:
    """101.4: APNAP order is the active player, then the others in turn order."""
    game, _ = game_at({"turn": 5, "active": "Carol", "step": "precombat main",
                       "players": players(5)})
    assert [game.state.players[g[0]].name for g in apnap_groups(game.state)] == \
        ["Carol", "Dave", "Eve", "Alice", "Bob"]


def test_triggered_abilities_go_on_the_stack_in_apnap_order() -> None:
    """603.3b: after Day of Judgment, each player's Doomed Traveler trigger goes on the
    stack in APNAP order, so the last nonactive player's resolves first."""
    game, _ = game_at({"turn": 5, "active": "Bob", "step": "precombat main", "players": players(
        4, Alice={"battlefield": ["Doomed Traveler"]},
        Bob={"battlefield": ["Doomed Traveler", *["Plains"] * 4], "hand": ["Day of Judgment"]},
        Carol={"battlefield": ["Doomed Traveler"]}, Dave={"battlefield": ["Doomed Traveler"]})})
    do(game, "cast Day of Judgment", "pay {2}{W}{W} automatically")
    pass_all(game)
    s = game.state
    controllers = [s.players[s.objects[o].controller].name for o in reversed(s.stack)]
    assert controllers == ["Alice", "Dave", "Carol", "Bob"]     # top first
    assert stack_names(s) == ["Doomed Traveler ability"] * 4


# -- 802: attacking any opponent, blocking ----------------------------------------------------
def test_a_creature_may_attack_any_opponent_or_their_planeswalkers() -> None:
    """802.1 / 802.3 / 506.2: each opponent and each planeswalker an opponent controls may
    be attacked; never the attacking player or their own planeswalkers."""
    game, labels = game_at({"turn": 5, "active": "Alice", "step": "declare attackers",
                            "stage": "begin", "players": players(
                                4, Alice={"battlefield": ["Grizzly Bears", "Jace Beleren"]},
                                Dave={"battlefield": [{"card": "Garruk Wildspeaker",
                                                       "label": "garruk"}]})})
    options = {str(o).split(" -> ")[1] for o in game.legal_choices() if " -> " in str(o)}
    assert options == {"Bob", "Carol", "Dave", f"Garruk Wildspeaker#{labels['garruk']}"}


def test_each_defending_player_blocks_only_creatures_attacking_them() -> None:
    """802.4 / 802.4a: defending players declare blockers in APNAP order, each only against
    creatures attacking them."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "declare attackers",
                       "stage": "begin", "players": players(
                           3, Alice={"battlefield": ["Grizzly Bears", "Gray Ogre"]},
                           Bob={"battlefield": ["Giant Spider"]},
                           Carol={"battlefield": ["Centaur Courser"]})})
    do(game, "attack with Grizzly Bears -> Bob", "attack with Gray Ogre -> Carol",
       "done declaring attackers")
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.BLOCKERS)
    assert game.decision is not None and game.decision.player == idx(game, "Bob")
    assert all("Grizzly Bears" in str(o) for o in game.legal_choices() if "with" in str(o))
    do(game, "done declaring blockers")
    assert game.decision is not None and game.decision.player == idx(game, "Carol")
    assert all("Gray Ogre" in str(o) for o in game.legal_choices() if "with" in str(o))


def test_each_opponent_means_the_opponents_still_in_the_game() -> None:
    """102.3 / 800.4a: "each opponent" is every other player still in the game."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "precombat main",
                       "players": players(4)})
    assert game.state.opponents(0) == [1, 2, 3]
    game.concede("Carol")
    assert game.state.opponents(0) == [1, 3]


# -- 104.3a / 800.4: conceding and leaving --------------------------------------------------
def test_a_player_may_concede_at_any_time() -> None:
    """104.3a / 405.6g: Bob concedes while Alice is declaring attackers; he leaves the game at
    once and the game goes on for the others."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "declare attackers",
                       "stage": "begin", "players": players(
                           3, Alice={"battlefield": ["Grizzly Bears"]},
                           Bob={"battlefield": ["Gray Ogre"]})})
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS
    game.concede("Bob")
    assert game.losers() == ["Bob"] and not game.is_over
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS
    assert not any("Bob" in str(o) for o in game.legal_choices())
    assert names(game.state, "battlefield", idx(game, "Bob")) == []
    assert cites(game, "104.3a") and cites(game, "800.4a")


def test_a_conceding_players_choices_are_never_given_to_another_player() -> None:
    """104.3a / 800.4a: Alice concedes after choosing to mulligan; her choice is void, and
    Bob, now first to decide, still makes his own choice."""
    deck = [get_card("Forest")] * 30
    game = Game.new([deck] * 3, seed=1, names=PLAYERS[:3], starting_player=0)
    do(game, "mulligan", by="Alice")
    game.concede("Alice")
    assert game.decision is not None and game.decision.player == idx(game, "Bob")
    assert game.decision.kind is DecisionKind.MULLIGAN
    do(game, "keep", by="Bob")
    do(game, "keep", by="Carol")
    assert [p.mulligans for p in game.state.players] == [0, 0, 0]
    assert active(game) == "Bob"          # 800.4k: Alice's first turn doesn't begin


def test_choices_before_a_concession_are_kept() -> None:
    """104.3a: Bob's choice to mulligan, made before Carol concedes, still stands."""
    deck = [get_card("Forest")] * 30
    game = Game.new([deck] * 3, seed=1, names=PLAYERS[:3], starting_player=0)
    do(game, "keep", by="Alice")
    do(game, "mulligan", by="Bob")
    game.concede("Carol")
    assert game.decision is not None and game.decision.player == idx(game, "Bob")
    assert game.state.players[idx(game, "Bob")].mulligans == 1


def test_leaving_the_game_removes_what_the_player_owns_and_controls() -> None:
    """800.4a / 405.6h: Bob's cards in every zone leave the game, including one Carol controls; his
    abilities on the stack cease to exist; Alice's creature that Bob controls is exiled;
    effects that give Bob control end."""
    state, labels = build_state({
        "turn": 5, "active": "Bob", "step": "upkeep", "stage": "begin", "players": players(
            3, Alice={"battlefield": [{"card": "Grizzly Bears", "label": "alices_bears",
                                       "controller": "Bob"},
                                      {"card": "Gray Ogre", "label": "alices_ogre"}]},
            Bob={"battlefield": ["Phyrexian Arena",
                                 {"card": "Centaur Courser", "label": "bobs_courser",
                                  "controller": "Carol"}],
                 "hand": ["Lightning Bolt"], "graveyard": ["Shock"], "exile": ["Opt"]})})
    Ctx(state).add_effect("control", (1,), [labels["alices_ogre"]], "permanent")
    game = Game.from_state(state)
    assert stack_names(game.state) == ["Phyrexian Arena ability"]
    assert game.state.objects[labels["alices_ogre"]].controller == 0
    game.concede("Bob")
    s = game.state
    assert not any(o.owner == 1 for o in s.objects.values())
    assert s.stack == ()                                   # his trigger ceased to exist
    assert labels["bobs_courser"] not in s.objects        # owned by Bob, left with him
    assert names(s, "exile", 0) == ["Grizzly Bears"]       # Alice's, controlled by Bob
    assert not any(e.op == "control" for e in s.effects)   # Bob's control effect ended
    assert "Gray Ogre" in names(s, "battlefield", 0)
    assert game.decision is not None and game.decision.player == idx(game, "Carol")


def test_priority_passes_on_when_its_holder_leaves() -> None:
    """800.4a: if the player who left had priority, the next player in turn order gets it."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "precombat main",
                       "players": players(4)})
    game.apply("pass")
    assert game.decision is not None and game.decision.player == idx(game, "Bob")
    game.concede("Bob")
    assert game.decision is not None and game.decision.player == idx(game, "Carol")


def test_the_game_ends_when_one_player_is_left() -> None:
    """104.2a: the last player still in the game wins."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "precombat main",
                       "players": players(3)})
    game.concede("Alice")
    assert not game.is_over
    game.concede("Carol")
    assert game.is_over and game.winners() == ["Bob"]


def test_players_losing_at_once_leave_together() -> None:
    """104.4a: the two remaining players lose simultaneously, so the game is a draw."""
    game, _ = game_at({"variant": "free-for-all", "turn": 5, "active": "Alice",
                       "step": "precombat main",
                       "players": players(2, Alice={"life": 0}, Bob={"life": -3})})
    assert game.is_over and game.winners() == [] and sorted(game.losers()) == ["Alice", "Bob"]
    assert cites(game, "104.4a")


def test_the_survivor_wins_when_two_of_three_lose_at_once() -> None:
    """104.2a / 704.3: two players losing at once in a three-player game leave together, so
    only the third wins."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "precombat main",
                       "players": players(3, Alice={"life": 0}, Bob={"life": 0})})
    assert game.is_over and game.winners() == ["Carol"]


def test_no_combat_damage_to_a_player_who_left() -> None:
    """800.4e: combat damage isn't assigned to a player who has left the game."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "declare attackers",
                       "stage": "begin", "players": players(
                           3, Alice={"battlefield": ["Grizzly Bears", "Gray Ogre"]})})
    do(game, "attack with Grizzly Bears -> Bob", "attack with Gray Ogre -> Carol",
       "done declaring attackers")
    game.concede("Bob")
    pass_until(game, at_step("end of combat"))
    assert game.state.players[idx(game, "Carol")].life == 18
    assert not log_has(game, "damage to Bob")


def test_the_turn_goes_on_without_its_active_player() -> None:
    """800.4j: Alice concedes during her turn; the turn continues to its end, the others
    getting priority, then Bob's turn begins."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "precombat main",
                       "players": players(3)})
    game.concede("Alice")
    assert game.decision is not None and game.decision.player == idx(game, "Bob")
    assert game.state.step.value == "precombat main"
    steps = []
    while game.state.turn == 5:
        if game.state.step.value not in steps:
            steps.append(game.state.step.value)
        assert game.decision is not None
        game.apply(find(game, "pass"))
    assert steps == ["precombat main", "beginning of combat", "declare attackers",
                     "end of combat", "postcombat main", "end"]
    assert active(game) == "Bob"


def test_the_first_mulligan_is_free_in_multiplayer() -> None:
    """800.6 / 103.5c / 100.1b: a game that begins with three players is a multiplayer game, and
    a player's first mulligan in it puts no card on the bottom."""
    deck = [get_card("Forest")] * 30
    game = Game.new([deck] * 3, seed=2, names=PLAYERS[:3], starting_player=0)
    do(game, "mulligan", "keep", "keep", "keep")
    assert len(game.state.players[0].hand) == 7
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY


def test_no_player_skips_the_first_draw_in_free_for_all() -> None:
    """103.8c / 800.7: in a free-for-all game the starting player draws on the first turn."""
    deck = [get_card("Forest")] * 30
    game = Game.new([deck] * 4, seed=2, names=PLAYERS[:4], starting_player=0)
    for _ in range(4):
        do(game, "keep")
    pass_until(game, at_step("draw"))
    assert len(game.state.players[0].hand) == 8 and not cites(game, "103.8")


def test_cli_demo_with_four_players_plays_a_complete_game() -> None:
    """806: `manastack demo --players 4` plays a free-for-all game to its end and prints its
    rule-cited log."""
    result = CliRunner().invoke(app, ["demo", "--players", "4", "--seed", "3"])
    assert result.exit_code == 0, result.output
    assert "Result:" in result.output and "500.1: turn 1" in result.output
    assert "104.2a" in result.output or "104.4" in result.output
