"""Cumulative upkeep (702.24a: at the beginning of its controller's upkeep an age counter, then
pay the cost once for each age counter or sacrifice it; 702.24b: each instance triggers and
counts every age counter): Uktabi Efreet ({G}), Gallowbraid (1 life)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, at_step, cites, do, game_at, pass_all, pass_until, pay, take_first, zone
from manastack.game import Game
from manastack.scenario import inline_cards

LIBRARY = ["Forest"] * 12


def _at_upkeep(card: str, forests: int, turn: int) -> tuple[Game, int]:
    """Alice controls `card`; the game at her upkeep of `turn`, the trigger resolving."""
    game, labels = game_at(
        {"battlefield": [{"card": card, "label": "c"}] + ["Forest"] * forests, "library": LIBRARY},
        {"library": LIBRARY},
    )
    pass_until(game, at_step("upkeep", "Alice", turn=turn))
    pass_all(game)
    return game, labels["c"]


@template("cumulative_upkeep", cards=("Uktabi Efreet",))
def test_cumulative_upkeep_grows_until_it_cant_be_paid() -> None:
    """702.24a: with one Forest Alice pays {G} for the first age counter; at her next upkeep
    two counters ask {G}{G}, which she can't pay: the Efreet is sacrificed."""
    game, efreet = _at_upkeep("Uktabi Efreet", 1, 5)
    assert game.state.objects[efreet].counters == {"age": 1}
    do(game, "yes", by="Alice")
    pay(game)
    assert efreet in game.state.battlefield
    pass_until(game, at_step("upkeep", "Alice", turn=7))
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Uktabi Efreet"]
    assert cites(game, "702.24a")


@template("cumulative_upkeep", cards=("Uktabi Efreet",))
def test_declining_cumulative_upkeep_sacrifices_the_permanent() -> None:
    """702.24a: Alice could pay {G} but chooses not to: the Efreet is sacrificed."""
    game, _ = _at_upkeep("Uktabi Efreet", 1, 5)
    do(game, "no", by="Alice")
    assert zone(game, ALICE, "graveyard") == ["Uktabi Efreet"]


@template("cumulative_upkeep_life", cards=("Gallowbraid",))
def test_cumulative_upkeep_of_life() -> None:
    """702.24a: Gallowbraid: 1 life for one age counter (19), then 2 for two (17)."""
    game, braid = _at_upkeep("Gallowbraid", 0, 5)
    do(game, "yes", by="Alice")
    assert game.state.players[ALICE].life == 19
    pass_until(game, at_step("upkeep", "Alice", turn=7))
    pass_all(game)
    assert game.state.objects[braid].counters == {"age": 2}
    do(game, "yes", by="Alice")
    assert game.state.players[ALICE].life == 17
    assert braid in game.state.battlefield


def test_each_instance_counts_every_age_counter() -> None:
    """702.24b: a hypothetical creature with cumulative upkeep {1} twice: the first trigger
    adds an age counter and asks {1}; the second adds one more and asks {2} (two counters)."""
    cards = inline_cards(
        [
            {
                "name": "Twice Aged",
                "mana_cost": "{2}",
                "power": 2,
                "toughness": 2,
                "type_line": "Artifact Creature — Construct",
                "text": "Cumulative upkeep {1}\nCumulative upkeep {1}",
            }
        ]
    )
    game, labels = game_at(
        {"battlefield": [{"card": "Twice Aged", "label": "c"}] + ["Forest"] * 3, "library": LIBRARY},
        {"library": LIBRARY},
        cards=cards,
    )
    # 603.3b: Alice orders her two triggers (the first listed first).
    pass_until(game, at_step("upkeep", "Alice", turn=5), other=take_first)
    pass_all(game)
    assert game.decision is not None and "pay {1} for its cumulative upkeep" in game.decision.prompt
    do(game, "yes", by="Alice")
    pay(game)
    pass_all(game)
    assert game.state.objects[labels["c"]].counters == {"age": 2}
    assert game.decision is not None and "pay {2} for its cumulative upkeep" in game.decision.prompt
    do(game, "yes", by="Alice")
    pay(game)
    assert sum(not game.state.objects[o].tapped for o in game.state.battlefield) == 1
