"""Ward compiled from Oracle text (702.21a): "Ward {2}" printed (Waterfall Aerialist) and
given by a static ability, "Other artifacts you control have ward {2}." (Bronze Guardian,
613.1f): a spell or ability of an opponent that targets the permanent is countered unless
its controller pays the cost."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, choose, do, game_at, life, pass_all, pay, stack, zone

LIBRARY = ["Island"] * 5


@template("ward", cards=("Waterfall Aerialist",))
def test_waterfall_aerialists_ward_counters_an_unpaid_shock() -> None:
    """702.21a: Bob's Shock targets Alice's Waterfall Aerialist; its ward triggers under
    Alice's control; Bob can't pay {2} with one land left, so Shock is countered (701.6a)
    and the Aerialist survives."""
    game, labels = game_at({"battlefield": [{"card": "Waterfall Aerialist", "label": "bird"}],
                            "library": LIBRARY},
                           {"battlefield": ["Mountain", "Mountain"], "hand": ["Shock"],
                            "library": LIBRARY}, active="Bob")
    do(game, "cast Shock", f"target Waterfall Aerialist#{labels['bird']}")
    pay(game)
    assert stack(game) == ["Waterfall Aerialist ability", "Shock"]    # 601.2c, 603.3
    pass_all(game)       # ward resolves: Bob has only one untapped Mountain
    assert labels["bird"] in game.state.battlefield
    assert zone(game, BOB, "graveyard") == ["Shock"] and not stack(game)


@template("ward", cards=("Bronze Guardian", "Ornithopter"))
def test_bronze_guardian_gives_ward_that_bob_pays() -> None:
    """702.21a, 613.1f: Bronze Guardian gives Alice's Ornithopter ward {2}; Bob's Shock at
    it triggers ward, Bob pays {2} (118.12a), and Shock resolves and destroys Ornithopter."""
    game, labels = game_at({"battlefield": ["Bronze Guardian",
                                            {"card": "Ornithopter", "label": "thopter"}],
                            "library": LIBRARY},
                           {"battlefield": ["Mountain"] * 3, "hand": ["Shock"],
                            "library": LIBRARY}, active="Bob")
    do(game, "cast Shock", f"target Ornithopter#{labels['thopter']}")
    pay(game)
    assert stack(game) == ["Ornithopter ability", "Shock"]
    pass_all(game)
    choose(game, "yes")
    pay(game)
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Ornithopter"]
    assert life(game, ALICE) == 20
