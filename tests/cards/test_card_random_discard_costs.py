"""A random discard as a cost (118.3, 701.9b), compiled from Oracle text and played: "As an
additional cost to cast this spell, discard a card at random." (Sonic Burst) and "{R},
Discard a card at random: This creature gets +2/+0 until end of turn." (Pardic Swordsmith)."""

from __future__ import annotations

from oracle_harness import activate, cast, template

from helpers import ALICE, BOB, game_at, life, pass_all, pt, texts, zone

LIBRARY = ["Island"] * 6


@template("discard_random_cost", cards=("Sonic Burst",))
def test_sonic_burst_discards_a_random_card_as_it_is_cast() -> None:
    """601.2a, 701.9b: with Sonic Burst alone in hand there is no card to discard, so it
    can't be cast (118.3); with a Forest beside it, the Forest is discarded as the cost is
    paid and Sonic Burst deals 4 damage to Bob."""
    game, _ = game_at(
        {"library": LIBRARY, "hand": ["Sonic Burst"], "battlefield": ["Mountain", "Mountain"]},
        {"library": LIBRARY},
    )
    assert not any(t.startswith("cast Sonic Burst") for t in texts(game))
    game, _ = game_at(
        {"library": LIBRARY, "hand": ["Sonic Burst", "Forest"], "battlefield": ["Mountain", "Mountain"]},
        {"library": LIBRARY},
    )
    cast(game, "Sonic Burst", "Bob")
    assert zone(game, ALICE, "graveyard") == ["Forest"]
    pass_all(game)
    assert life(game, BOB) == 16


@template("discard_random_cost", cards=("Pardic Swordsmith",))
def test_pardic_swordsmith_discards_one_of_two_cards_at_random() -> None:
    """701.9b: the discarded card is one of Alice's two, chosen by the game (she isn't
    asked); the Swordsmith gets +2/+0 (a 3/1)."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "hand": ["Forest", "Island"],
            "battlefield": [{"card": "Pardic Swordsmith", "label": "smith"}, "Mountain"],
        },
        {"library": LIBRARY},
    )
    activate(game, labels["smith"])
    assert len(zone(game, ALICE, "graveyard")) == 1
    assert len(game.state.players[ALICE].hand) == 1
    pass_all(game)
    assert pt(game, labels["smith"]) == (3, 1)
