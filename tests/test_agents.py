"""The heuristic agent's choices in multiplayer games: whose creatures it fears as blockers."""

from __future__ import annotations

from typing import Any

from manastack.agents.heuristic import HeuristicAgent
from manastack.game import Game
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
