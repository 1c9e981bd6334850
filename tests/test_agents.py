"""The heuristic agent's choices in multiplayer games: whose creatures it fears as blockers;
and its choices come from what its player may know (400.2, 708.5)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from manastack.agents.heuristic import HeuristicAgent
from manastack.cards.decks import demo_decks
from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.decisions import DecisionKind
from manastack.scenario import build_game_with_labels


def bobs_team_declares_attackers(**battlefields: list[str]) -> Game:
    """A Two-Headed Giant game at team Bob and Bea's declaration of attackers (805.10b)."""
    library = ["Forest", "Island", "Swamp", "Plains"]
    players: list[dict[str, Any]] = [
        {"name": name, "library": list(library), "battlefield": battlefields.get(name, [])}
        for name in ("Alice", "Ann", "Bob", "Bea")]
    game, _ = build_game_with_labels({"variant": "two-headed-giant", "players": players,
                                      "turn": 3, "active": "Bob", "step": "declare attackers",
                                      "stage": "begin"})
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS
    return game


def test_a_teammates_creature_is_not_a_possible_blocker() -> None:
    """810.7 / 805.10a / 805.10d: only the defending team's creatures can block the attacking team's
    creatures, so the agent attacks past a small blocker of the defending team even though
    its teammate controls a bigger creature (the team is not an opponent, 102.3)."""
    game = bobs_team_declares_attackers(Bob=["Grizzly Bears"], Bea=["Craw Wurm"],
                                        Alice=["Llanowar Elves"])
    choice = HeuristicAgent().choose(game)
    assert choice.verb == "attack"


def test_a_defending_teams_bigger_creature_holds_the_attack_back() -> None:
    """810.7 / 805.10d: a creature of the defending team is a possible blocker: the agent
    doesn't attack with a creature the biggest of them would kill."""
    game = bobs_team_declares_attackers(Bob=["Grizzly Bears"], Ann=["Craw Wurm"])
    choice = HeuristicAgent().choose(game)
    assert choice.verb != "attack"


FACE_DOWN_DECK = ["Canyon Lurkers", "Glacial Stalker", "Branchsnap Lorian", "Soul Summons",
                  "Consider", "Shock", "Grizzly Bears"]


def _decks() -> list[list[CardDef]]:
    lands = ["Mountain", "Island", "Forest", "Plains"]
    deck = [get_card(n) for n in FACE_DOWN_DECK * 3 + lands * 5]
    aggro, _ = demo_decks()
    return [deck, list(aggro)]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_decisions_depend_only_on_what_the_player_may_know(seed: int) -> None:
    """400.2 / 708.5: at every decision the agent makes the same choice in the game and in
    a sample of it for the deciding player (their opponents' hands, library orders and
    face-down cards redrawn): it reads its player's view, never the hidden state."""
    game = Game.new(_decks(), seed=seed)
    rng = random.Random(seed)
    compared = 0
    for _ in range(300):
        decision = game.decision
        if decision is None:
            break
        player = decision.player
        on_game, on_sample = HeuristicAgent(seed), HeuristicAgent(seed)
        sample = game.sample(player, rng)
        choice = on_game.choose(game)
        assert on_sample.choose(sample) == choice
        compared += 1
        game.apply(choice)
    assert compared > 100


def test_make_agent_builds_each_named_player_and_refuses_an_unknown_name() -> None:
    """Tools name computer players; each named player only picks legal choices (117.1)."""
    from manastack.agents import AGENTS, make_agent
    from manastack.errors import ManastackError

    for name in AGENTS:
        game = Game.new(demo_decks(), seed=3)
        agent = make_agent(name, seed=1)
        for _ in range(20):
            choice = agent.choose(game)
            assert choice in game.legal_choices()
            game.apply(choice)
    with pytest.raises(ManastackError, match="unknown player 'wizard'"):
        make_agent("wizard")
