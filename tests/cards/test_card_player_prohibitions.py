"""Static abilities that forbid players an action (101.2) on a real card: Angelic Arbiter's
"Each opponent who cast a spell this turn can't attack with creatures." and "Each opponent
who attacked with a creature this turn can't cast spells."; the records they read are tested
in tests/rules/test_cr101_player_prohibitions.py."""

from __future__ import annotations

from oracle_harness import attack, pass_until, template

from helpers import ALICE, BOB, choose, game_at, life, pass_all, target_and_pay, texts
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _bob_at_arbiter(hand: list[str]) -> tuple[object, dict[str, int]]:
    return game_at({"battlefield": ["Angelic Arbiter"], "library": LIBRARY},
                   {"battlefield": ["Mountain", "Mountain",
                                    {"card": "Grizzly Bears", "label": "bears"}],
                    "hand": hand, "library": LIBRARY}, turn=4, active="Bob")


@template("player_prohibition", "deed_cast", "forbidden_act", cards=("Angelic Arbiter",))
def test_angelic_arbiter_an_opponent_who_cast_a_spell_cant_attack() -> None:
    """Angelic Arbiter (101.2, 508.1a): Bob casts Shock in his precombat main phase, so in
    his declare attackers step his Grizzly Bears can't attack (only "done" is offered)."""
    game, _labels = _bob_at_arbiter(["Shock"])
    choose(game, "cast Shock")
    target_and_pay(game, "Alice")
    pass_all(game)
    assert life(game, ALICE) == 18
    pass_until(game, "beginning of combat")
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS
    assert texts(game) == ["done declaring attackers"]


@template("player_prohibition", "deed_attacked", "forbidden_act", cards=("Angelic Arbiter",))
def test_angelic_arbiter_an_opponent_who_attacked_cant_cast_spells() -> None:
    """Angelic Arbiter (101.2, 601.3): Bob, who cast nothing, may attack with his Grizzly
    Bears; once he has, he can't cast Shock in his postcombat main phase (it isn't offered),
    though it was castable before combat."""
    game, labels = _bob_at_arbiter(["Shock"])
    assert any(t.startswith("cast Shock") for t in texts(game))
    attack(game, labels["bears"], defender="Alice")
    pass_until(game, "postcombat main")
    assert game.state.players[BOB].attackers_this_turn == 1
    assert not any(t.startswith("cast Shock") for t in texts(game))
