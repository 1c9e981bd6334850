""""Each other player" (102.1, 101.4), compiled from Oracle text and played in a
three-player game: Grave Pact and Words of Wisdom."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, game_at, idx, name, pass_all, zone

LIBRARY = ["Island"] * 6


@template("each_other_player", cards=("Grave Pact", "Terror"))
def test_grave_pact_makes_each_other_player_sacrifice_a_creature() -> None:
    """101.4, 701.21a: Alice's Grizzly Bears dies to her own Terror; Grave Pact's trigger
    has Bob and Carol, in APNAP order, each sacrifice a creature; Alice sacrifices none."""
    game, labels = game_at({"library": LIBRARY, "hand": ["Terror"],
                            "battlefield": ["Grave Pact", "Swamp", "Swamp",
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Gray Ogre"]},
                           {"library": LIBRARY, "battlefield": ["Hill Giant"]},
                           carol={"library": LIBRARY, "battlefield": ["Craw Wurm"]})
    cast(game, "Terror", name(game, labels["bears"]))
    pass_all(game)
    pass_all(game)
    carol = idx(game, "Carol")
    assert zone(game, BOB, "graveyard") == ["Hill Giant"]
    assert zone(game, carol, "graveyard") == ["Craw Wurm"]
    assert "Gray Ogre" in zone(game, ALICE, "battlefield")


@template("each_other_player", cards=("Words of Wisdom",))
def test_words_of_wisdom_draws_for_each_other_player() -> None:
    """121.1, 101.4: Alice draws two cards, then Bob and Carol each draw one."""
    game, _ = game_at({"library": LIBRARY, "hand": ["Words of Wisdom"],
                       "battlefield": ["Island", "Island"]},
                      {"library": LIBRARY}, carol={"library": LIBRARY})
    hands = {p.index: len(p.hand) for p in game.state.players}
    cast(game, "Words of Wisdom")
    pass_all(game)
    carol = idx(game, "Carol")
    assert len(zone(game, ALICE, "hand")) == hands[ALICE] - 1 + 2
    assert len(zone(game, BOB, "hand")) == hands[BOB] + 1
    assert len(zone(game, carol, "hand")) == hands[carol] + 1
