"""Alternative costs printed as a sentence (118.9: "You may [cost] rather than pay this
spell's mana cost."), compiled from Oracle text and played: Gush ("return two Islands you
control to their owner's hand", 118.3) and Thunderclap ("sacrifice a Mountain")."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, do, game_at, life, pass_all, texts, zone

LIBRARY = ["Plains"] * 8


@template("alternative_cost_sentence", "return_to_hand_cost", cards=("Gush",))
def test_gush_returns_two_islands_instead_of_its_mana_cost() -> None:
    """118.9, 118.3: Alice casts Gush for its alternative cost: she chooses two of her three
    Islands, they return to her hand, no mana is paid (the third stays untapped), and she
    draws two."""
    game, _ = game_at({"battlefield": ["Island", "Island", "Island"], "hand": ["Gush"],
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, next(t for t in texts(game) if t.startswith("cast Gush") and "alternative" in t))
    picks = [t for t in texts(game) if t.startswith("pick Island")]
    assert len(picks) == 3
    do(game, picks[0])
    do(game, next(t for t in texts(game) if t.startswith("pick Island")))
    pass_all(game)
    hand = zone(game, ALICE, "hand")
    assert sorted(hand) == ["Island", "Island", "Plains", "Plains"]
    islands = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Island"]
    assert len(islands) == 1 and not game.state.objects[islands[0]].tapped
    assert zone(game, ALICE, "graveyard") == ["Gush"]


def test_gush_with_one_island_has_only_its_mana_cost() -> None:
    """118.3: one Island can't pay "return two Islands", so Gush isn't offered for its
    alternative cost (nor for {4}{U})."""
    game, _ = game_at({"battlefield": ["Island"], "hand": ["Gush"], "library": LIBRARY},
                      {"library": LIBRARY})
    assert not any(t.startswith("cast Gush") for t in texts(game))


@template("alternative_cost_sentence", cards=("Thunderclap",))
def test_thunderclap_sacrifices_a_mountain_instead() -> None:
    """118.9, 701.21a: Alice sacrifices her Mountain (untapped lands aren't needed) instead
    of paying {2}{R}; Thunderclap deals 3 damage to Bob's Gray Ogre."""
    game, labels = game_at({"battlefield": ["Mountain"], "hand": ["Thunderclap"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY})
    assert "cast Thunderclap" in " ".join(texts(game))
    do(game, "cast Thunderclap with alternative cost", f"target Gray Ogre#{labels['ogre']}")
    assert texts(game) == [next(t for t in texts(game) if t.startswith("pick Mountain"))]
    do(game, texts(game)[0])
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Gray Ogre"] and life(game, BOB) == 20
    assert sorted(zone(game, ALICE, "graveyard")) == ["Mountain", "Thunderclap"]
