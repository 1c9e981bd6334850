"""A number of cards counted as the effect happens (107.1, 608.2h), and "you scry N"
(701.22a), compiled from Oracle text and played: Greater Good ("Sacrifice a creature: Draw
cards equal to the sacrificed creature's power, then discard three cards.") and Psychic
Impetus ("Whenever enchanted creature attacks, you scry 2.")."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, choose, game_at, name, pass_all, texts, who, zone

LIBRARY = ["Island"] * 8


@template("cards_equal_to", cards=("Greater Good",))
def test_greater_good_draws_the_sacrificed_creatures_power_then_discards_three() -> None:
    """608.2h: Hill Giant (power 3 with a +1/+1 counter: 4) is sacrificed to pay the cost;
    Alice draws four cards, then discards three (701.9a) of her five."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "hand": ["Forest"],
            "battlefield": [
                {"card": "Greater Good", "label": "good"},
                {"card": "Hill Giant", "label": "giant", "counters": {"+1/+1": 1}},
            ],
        },
        {"library": LIBRARY},
    )
    activate(game, labels["good"])
    choose(game, f"pick {name(game, labels['giant'])}")
    pass_all(game)
    for _ in range(3):
        assert game.decision is not None and game.decision.player == ALICE, who(game)
        choose(game, "pick")
    assert len(game.state.players[ALICE].hand) == 2
    assert (
        zone(game, ALICE, "graveyard").count("Island") + zone(game, ALICE, "graveyard").count("Forest") == 3
    )
    assert "Hill Giant" in zone(game, ALICE, "graveyard")
    assert len(game.state.players[ALICE].library) == 4


@template("you_scry", cards=("Psychic Impetus",))
def test_psychic_impetus_lets_its_controller_scry_two_as_the_creature_attacks() -> None:
    """603.2: as Bob's enchanted Gray Ogre attacks, Alice (the Aura's controller) scries 2
    (701.22a): she looks at her top two cards, Forest and Plains, and puts the Forest on the
    bottom of her library."""
    game, labels = game_at(
        {
            "library": ["Forest", "Plains", *LIBRARY],
            "battlefield": [{"card": "Psychic Impetus", "attached_to": "ogre"}],
        },
        {"library": LIBRARY, "battlefield": [{"card": "Gray Ogre", "label": "ogre"}]},
        active="Bob",
        step="declare attackers",
        stage="begin",
    )
    game.apply(f"attack with {name(game, labels['ogre'])} -> Alice")
    game.apply("done declaring attackers")
    pass_all(game)
    assert game.decision is not None and game.decision.player == ALICE, who(game)
    assert sorted(t.split("#")[0] for t in texts(game)) == ["done", "pick Forest", "pick Plains"]
    choose(game, "pick Forest")
    choose(game, "done")
    library = [game.state.objects[o].card.name for o in game.state.players[ALICE].library]
    assert library[0] == "Plains" and library[-1] == "Forest"
