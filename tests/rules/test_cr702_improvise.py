"""Improvise (702.126a): for each generic mana of a spell's total cost its controller may tap
an untapped artifact they control instead of paying that mana, never colored mana; the spell
is castable when artifacts and mana together pay for it (601.2g-h, 702.126b)."""

from __future__ import annotations

from helpers import choose, cites, do, game_at, pass_all, texts, who
from manastack.game import Game

LIBRARY = ["Island"] * 5


def test_an_artifact_pays_only_generic_mana() -> None:
    """702.126a: Alice's Darksteel Relic and Ornithopter may each pay generic mana of
    Maverick Thopterist ({3}{U}{R}), her tapped Relic nothing, her Grizzly Bears (no artifact)
    nothing; with two Islands and a Mountain it is paid: two artifacts tapped, the Thopterist
    resolves."""
    game, labels = game_at({"battlefield": ["Island", "Island", "Mountain",
                                            {"card": "Darksteel Relic", "label": "relic"},
                                            {"card": "Ornithopter", "label": "thopter"},
                                            {"card": "Darksteel Relic", "label": "tapped",
                                             "tapped": True},
                                            "Grizzly Bears"],
                            "hand": ["Maverick Thopterist"], "library": LIBRARY},
                           {"library": LIBRARY})
    do(game, "cast Maverick Thopterist")
    improvise = sorted(t for t in texts(game) if t.startswith("improvise"))
    assert improvise == [f"improvise: tap Darksteel Relic#{labels['relic']} to pay generic mana",
                         f"improvise: tap Ornithopter#{labels['thopter']} to pay generic mana"]
    choose(game, "improvise: tap Darksteel Relic")
    choose(game, "improvise: tap Ornithopter")
    assert who(game).startswith("Alice: pay: pay {1}{U}{R}")
    do(game, "pay {1}{U}{R} automatically")
    assert cites(game, "702.126a")
    pass_all(game)
    assert any(o.card.name == "Maverick Thopterist" for o in game.state.permanents())


def test_a_spell_is_castable_only_if_artifacts_and_mana_can_pay_it() -> None:
    """702.126a, 601.2g-h: Organic Extinction ({8}{W}{W}) with two Plains and eight artifacts
    is castable and paid automatically (the planner taps the artifacts for the generic mana);
    with one Plains and nine artifacts it isn't ({W} is never paid by an artifact)."""
    def game_with(plains: int, artifacts: int) -> Game:
        game, _ = game_at({"battlefield": ["Plains"] * plains + ["Darksteel Relic"] * artifacts,
                           "hand": ["Organic Extinction"], "library": LIBRARY},
                          {"library": LIBRARY})
        return game
    assert not any(t.startswith("cast Organic Extinction") for t in texts(game_with(1, 9)))
    game = game_with(2, 8)
    do(game, "cast Organic Extinction", "pay {8}{W}{W} automatically")
    assert all(o.tapped for o in game.state.permanents())
    pass_all(game)
    assert not game.state.stack and cites(game, "702.126a")
