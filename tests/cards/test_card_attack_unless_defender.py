""""This creature can't attack unless defending player controls an Island." (508.1c: a
restriction checked as attackers are declared; 506.2: in multiplayer each opponent is a
possible defending player, and the creature may attack only those for whom it holds),
compiled from Oracle text and played: Deep-Sea Serpent, Whimwader."""

from __future__ import annotations

from typing import Any

from oracle_harness import template

from helpers import game_at, pass_until, texts
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _attack_options(creature: str, bob: list[Any], carol: list[Any] | None = None) -> list[str]:
    """The attack options of Alice's `creature` at her declare-attackers step."""
    game, _ = game_at({"battlefield": [creature], "library": LIBRARY},
                      {"battlefield": bob, "library": LIBRARY},
                      carol=None if carol is None else {"battlefield": carol, "library": LIBRARY})
    pass_until(game, _declaring)
    return [t for t in texts(game) if t.startswith("attack with")]


def _declaring(game: Game) -> bool:
    return game.decision is not None and game.decision.kind.name == "ATTACKERS"


@template("cant_attack_unless_defender_controls", cards=("Deep-Sea Serpent",))
def test_deep_sea_serpent_attacks_only_a_player_with_an_island() -> None:
    """508.1c: against Bob with only a Forest the Serpent can't attack; once he controls an
    Island it can."""
    assert _attack_options("Deep-Sea Serpent", ["Forest"]) == []
    assert [o.split(" -> ")[1] for o in _attack_options("Deep-Sea Serpent", ["Island"])] == ["Bob"]


@template(cards=("Deep-Sea Serpent",))
def test_deep_sea_serpent_in_multiplayer_chooses_among_defending_players() -> None:
    """506.2, 508.1c: with Bob controlling an Island and Carol none, the Serpent may attack
    Bob but not Carol."""
    options = _attack_options("Deep-Sea Serpent", ["Island"], carol=["Forest"])
    assert [o.split(" -> ")[1] for o in options] == ["Bob"]


@template(cards=("Whimwader",))
def test_whimwader_needs_a_blue_permanent() -> None:
    """Whimwader: "a blue permanent" is read on the defending player's permanents' colors
    (105.2): Bob's Island is colorless, so it can't attack; his Merfolk of the Pearl Trident
    is blue, so it can."""
    assert _attack_options("Whimwader", ["Island"]) == []
    assert len(_attack_options("Whimwader", ["Merfolk of the Pearl Trident"])) == 1
