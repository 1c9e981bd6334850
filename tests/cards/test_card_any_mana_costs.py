"""An additional cost of any amount of mana a permanent offers, and the counters it buys
(118.8, 601.2b, 601.2f, 614.1c), compiled from Oracle text and played: "As an additional
cost to cast creature spells, you may pay any amount of mana. If you do, that creature
enters with that many additional +1/+1 counters on it." (Chorus of the Conclave)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, choose, game_at, pass_all, pay, pt, texts, who, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 8


def _chorus(hand: list[str], forests: int = 4) -> Game:
    game, _ = game_at(
        {"library": LIBRARY, "hand": hand, "battlefield": ["Chorus of the Conclave", *["Forest"] * forests]},
        {"library": LIBRARY, "hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]},
    )
    return game


def _bears(game: Game) -> list[int]:
    return [o for o in game.state.battlefield if game.state.objects[o].card.name == "Grizzly Bears"]


@template("any_mana_additional_cost", cards=("Chorus of the Conclave",))
def test_chorus_buys_a_counter_for_each_extra_mana_paid() -> None:
    """601.2b: Alice announces she'll pay {2} more as Chorus's additional cost (at most the
    two her four Forests make beyond Grizzly Bears' {1}{G}); 601.2f: the total cost is {3}{G},
    all four Forests; 614.1c: the Bears enter with two +1/+1 counters, a 4/4."""
    game = _chorus(["Grizzly Bears"])
    game.apply("cast Grizzly Bears")
    assert game.decision is not None and game.decision.kind is DecisionKind.NUMBER, who(game)
    assert texts(game) == ["pay 0 mana", "pay 1 mana", "pay 2 mana"]
    choose(game, "pay 2 mana")
    pay(game)
    assert all(
        game.state.objects[o].tapped
        for o in game.state.battlefield
        if game.state.objects[o].card.name == "Forest" and game.state.objects[o].controller == ALICE
    )
    pass_all(game)
    (bears,) = _bears(game)
    assert game.state.objects[bears].counters == {"+1/+1": 2}
    assert pt(game, bears) == (4, 4)


@template("any_mana_additional_cost", cards=("Chorus of the Conclave",))
def test_chorus_offers_nothing_for_other_spells_or_other_players() -> None:
    """118.8: paying nothing is a choice (the Bears enter with no counter); Giant Growth is no
    creature spell, and Bob's Grizzly Bears are not cast by Chorus's controller: neither is
    offered the cost."""
    game = _chorus(["Grizzly Bears", "Giant Growth"])
    game.apply("cast Grizzly Bears")
    choose(game, "pay 0 mana")
    pay(game)
    pass_all(game)
    (bears,) = _bears(game)
    assert game.state.objects[bears].counters.get("+1/+1", 0) == 0
    cast(game, "Giant Growth", game.state.objects[bears].card.name + f"#{bears}")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Giant Growth"]
    game, _ = game_at(
        {"library": LIBRARY, "battlefield": ["Chorus of the Conclave"]},
        {"library": LIBRARY, "hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest", "Forest"]},
        active="Bob",
    )
    cast(game, "Grizzly Bears")
    pass_all(game)
    assert zone(game, BOB, "hand") == []
    assert game.state.objects[_bears(game)[0]].counters.get("+1/+1", 0) == 0
