"""A countered spell exiled instead of put into its owner's graveyard (701.6a, 614.1a),
compiled from Oracle text and played: "Counter target spell. If that spell is countered this
way, exile it instead of putting it into its owner's graveyard." (Assert Authority)."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, do, game_at, pass_all, zone

LIBRARY = ["Island"] * 6


@template("exile_if_countered", cards=("Assert Authority",))
def test_assert_authority_exiles_the_spell_it_counters() -> None:
    """Assert Authority (701.6a, 614.1a): Bob's Lightning Bolt is countered and goes to
    exile, not to his graveyard; Assert Authority itself goes to Alice's graveyard."""
    game, _ = game_at({"hand": ["Assert Authority"], "battlefield": ["Island"] * 7,
                       "library": LIBRARY},
                      {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                       "library": LIBRARY}, active="Bob", priority="Bob")
    do(game, "cast Lightning Bolt", "target Alice", "pay {R} automatically")
    game.apply("pass")
    bolt = game.state.stack[-1]
    do(game, "cast Assert Authority", f"target Lightning Bolt#{bolt}",
       "pay {5}{U}{U} automatically")
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Lightning Bolt"]
    assert zone(game, BOB, "graveyard") == [] and not game.state.stack
    assert zone(game, 0, "graveyard") == ["Assert Authority"]
