"""A countered spell exiled instead of put into its owner's graveyard (701.6a, 614.1a),
compiled from Oracle text and played: "Counter target spell. If that spell is countered this
way, exile it instead of putting it into its owner's graveyard." (Assert Authority)."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, do, game_at, pass_all, zone
from manastack.game import Game

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


def _counter_bolt(counter: str, lands: int, pay: str) -> Game:
    game, _ = game_at({"hand": [counter], "battlefield": ["Island"] * lands,
                       "library": LIBRARY},
                      {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                       "library": ["Forest"] * 6}, active="Bob", priority="Bob")
    do(game, "cast Lightning Bolt", "target Alice", "pay {R} automatically")
    game.apply("pass")
    bolt = game.state.stack[-1]
    do(game, f"cast {counter}", f"target Lightning Bolt#{bolt}", f"pay {pay} automatically")
    pass_all(game)
    return game


@template("top_if_countered", cards=("Memory Lapse",))
def test_memory_lapse_puts_the_countered_spell_on_top_of_its_owners_library() -> None:
    """Memory Lapse (701.6a, 614.1a): Bob's Lightning Bolt is countered and put on top of his
    library (401.4), where everyone knows it is (it was seen on the stack, 400.2); Alice
    takes no damage."""
    game = _counter_bolt("Memory Lapse", 2, "{1}{U}")
    assert zone(game, BOB, "library")[0] == "Lightning Bolt"
    assert zone(game, BOB, "graveyard") == [] and game.state.players[0].life == 20
    top = game.state.players[BOB].library[0]
    assert {e["position"]: e["card"] for e in game.view(0)["players"][BOB]["library"]} \
        == {0: "Lightning Bolt"} and game.state.objects[top].card.name == "Lightning Bolt"


@template("hand_if_countered", cards=("Remand",))
def test_remand_returns_the_countered_spell_to_its_owners_hand_and_draws() -> None:
    """Remand (701.6a, 614.1a): Bob's Lightning Bolt goes back to his hand, and Alice draws
    a card."""
    game = _counter_bolt("Remand", 2, "{1}{U}")
    assert zone(game, BOB, "hand") == ["Lightning Bolt"] and zone(game, BOB, "graveyard") == []
    assert zone(game, 0, "hand") == ["Island"] and zone(game, 0, "graveyard") == ["Remand"]
