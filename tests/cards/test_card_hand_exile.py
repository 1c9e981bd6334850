""""Target player reveals their hand. You choose a nonland card from it. Exile that card."
(701.20a, 701.13a) on a real card: Night Terrors."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, cites, do, game_at, pass_all, texts, zone
from manastack.rules import knowledge
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 5


@template("reveal_hand_choose_exile", "hand_card", cards=("Night Terrors",))
def test_night_terrors_exiles_a_nonland_card_alice_chooses() -> None:
    """701.20a, 701.13a: Bob's hand is revealed to all; Alice may choose only a nonland
    card (not the Forest), and the card she chooses is exiled, not discarded."""
    game, _ = game_at({"hand": ["Night Terrors"], "battlefield": ["Swamp"] * 3,
                       "library": LIBRARY},
                      {"hand": ["Forest", "Giant Growth", "Grizzly Bears"], "library": LIBRARY})
    do(game, "cast Night Terrors", "target Bob", "pay {2}{B} automatically")
    pass_all(game)
    d = game.decision
    assert d is not None and d.kind is DecisionKind.PICK and d.player == ALICE
    assert not any("Forest" in t for t in texts(game))
    do(game, next(t for t in texts(game) if "Grizzly Bears" in t))
    assert zone(game, BOB, "exile") == ["Grizzly Bears"]
    assert zone(game, BOB, "graveyard") == []
    assert sorted(zone(game, BOB, "hand")) == ["Forest", "Giant Growth"]
    assert all(knowledge.knows(game.state, ALICE, oid) for oid in game.state.players[BOB].hand)
    assert cites(game, "701.20a") and cites(game, "701.13a")


@template("reveal_hand_choose_exile", "hand_card", cards=("Night Terrors",))
def test_night_terrors_with_only_lands_in_hand_exiles_nothing() -> None:
    """701.20a: a hand of lands is revealed and nothing can be chosen, so nothing is
    exiled; Night Terrors may target its own caster."""
    game, _ = game_at({"hand": ["Night Terrors", "Swamp"], "battlefield": ["Swamp"] * 3,
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Night Terrors", "target Alice", "pay {2}{B} automatically")
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Swamp"]
    assert zone(game, ALICE, "exile") == []
    assert zone(game, BOB, "exile") == []
