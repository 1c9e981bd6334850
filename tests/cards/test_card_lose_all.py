"""Objects that lose all abilities until end of turn (613.1f, layer 6) and have a new base
power and toughness (613.4b, layer 7b), compiled from their Oracle text and played: Humble
("Until end of turn, target creature loses all abilities and has base power and toughness
0/1.") and Warkite Marauder's attack trigger (the duration at the end of the sentence)."""

from __future__ import annotations

from oracle_harness import attack, cast, pass_until, template

from helpers import ALICE, BOB, game_at, pass_all, pt, texts
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics

LIBRARY = ["Plains"] * 6


@template("lose_all_until_end_of_turn", "base_pt", cards=("Humble",))
def test_humble_makes_a_creature_a_vanilla_zero_one_until_end_of_turn() -> None:
    """Humble on Bob's Benalish Marshal (613.1f, 613.4b): until end of turn it's a 0/1 with
    no abilities, so its "Other creatures you control get +1/+1" no longer applies to Serra
    Angel (613.8a: the effect that removes the ability applies first), which keeps flying;
    after the cleanup step (514.2) the Marshal is a 3/3 again and the Angel a 5/5."""
    game, labels = game_at({"battlefield": ["Plains", "Plains"], "hand": ["Humble"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Benalish Marshal", "label": "marshal"},
                                            {"card": "Serra Angel", "label": "angel"}],
                            "library": LIBRARY})
    marshal, angel = labels["marshal"], labels["angel"]
    assert pt(game, angel) == (5, 5)
    cast(game, "Humble", "Benalish Marshal")
    pass_all(game)
    assert pt(game, marshal) == (0, 1)
    c = characteristics(game.state, marshal)
    assert not c.abilities and not c.keywords
    assert pt(game, angel) == (4, 4) and characteristics(game.state, angel).has("flying")
    pass_until(game, "upkeep", turn=4)
    assert pt(game, marshal) == (3, 3) and pt(game, angel) == (5, 5)


@template("lose_all_then_until_end_of_turn", cards=("Warkite Marauder",))
def test_warkite_marauder_attack_turns_a_blocker_into_a_zero_one_without_flying() -> None:
    """Warkite Marauder attacks (603.2): Bob's Serra Angel loses flying and vigilance and is a
    0/1 until end of turn (613.1f, 613.4b), so it can't block the flying Marauder (702.9b);
    on Bob's turn it's a 4/4 flier again."""
    game, labels = game_at({"battlefield": [{"card": "Warkite Marauder", "label": "kite"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Serra Angel", "label": "angel"}],
                            "library": LIBRARY})
    kite, angel = labels["kite"], labels["angel"]
    attack(game, kite)
    game.apply(next(c for c in game.legal_choices() if "Serra Angel" in str(c)))
    pass_all(game)
    assert pt(game, angel) == (0, 1)
    assert not characteristics(game.state, angel).has("flying")
    while game.decision is not None and game.decision.kind is not DecisionKind.BLOCKERS:
        game.apply("pass")
    assert not [c for c in game.legal_choices() if "Serra Angel" in str(c)], texts(game)
    pass_until(game, "end of combat")
    assert game.state.players[BOB].life == 18
    pass_until(game, "upkeep", turn=4)
    assert pt(game, angel) == (4, 4) and characteristics(game.state, angel).has("flying")
    assert game.state.players[ALICE].life == 20
