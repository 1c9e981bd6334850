"""A permanent shuffled into its owner's library, then the top card revealed and put onto
the battlefield if it's a permanent card (701.24a, 701.20a, 110.2a), compiled from Oracle
text and played: Chaos Warp."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, do, game_at, log_has, name, pass_all, target_and_pay, texts, zone
from manastack.game import Game

LIBRARY = ["Plains"] * 5


def _warp(game: Game, target: int) -> None:
    do(game, next(t for t in texts(game) if t.startswith("cast Chaos Warp")))
    target_and_pay(game, name(game, target))
    pass_all(game)


@template("owner_shuffles_in_and_reveals", cards=("Chaos Warp",))
def test_chaos_warp_with_the_permanent_the_only_card_puts_it_back() -> None:
    """701.24a, 701.20a, 400.7: Bob's library is empty, so his Grizzly Bears is the top
    card once shuffled in: revealed, a permanent card, it returns to the battlefield under
    his control as a new object, its damage gone."""
    game, labels = game_at({"hand": ["Chaos Warp"], "battlefield": ["Mountain"] * 3,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears",
                                             "damage": 1}]})
    _warp(game, labels["bears"])
    s = game.state
    bears = [o for o in s.battlefield if s.objects[o].card.name == "Grizzly Bears"]
    assert len(bears) == 1 and bears[0] != labels["bears"]
    assert s.objects[bears[0]].controller == BOB and s.objects[bears[0]].damage == 0
    assert zone(game, BOB, "library") == [] and log_has(game, "reveals Grizzly Bears")


@template("owner_shuffles_in_and_reveals", cards=("Chaos Warp", "Raise the Alarm"))
def test_chaos_warp_on_a_token_reveals_a_nonpermanent_that_stays_on_top() -> None:
    """111.8, 701.20a: Bob's Soldier token ceases to exist in his library; the revealed
    top card is a Lightning Bolt, not a permanent card, so it stays on top."""
    game, _ = game_at({"hand": ["Chaos Warp"], "battlefield": ["Mountain"] * 3,
                       "library": LIBRARY},
                      {"hand": ["Raise the Alarm"], "battlefield": ["Plains"] * 2,
                       "library": ["Lightning Bolt"] * 3}, active="Bob")
    do(game, next(t for t in texts(game) if t.startswith("cast Raise the Alarm")), by="Bob")
    target_and_pay(game)
    pass_all(game)
    s = game.state
    soldier = next(o for o in s.battlefield if s.objects[o].kind == "token")
    do(game, "pass", by="Bob")
    do(game, next(t for t in texts(game) if t.startswith("cast Chaos Warp")), by="Alice")
    target_and_pay(game, name(game, soldier))
    pass_all(game)
    s = game.state
    assert sum(1 for o in s.battlefield if s.objects[o].kind == "token") == 1
    assert zone(game, BOB, "library") == ["Lightning Bolt"] * 3
    assert log_has(game, "reveals Lightning Bolt")
