"""Entwine (702.42a) compiled from Oracle text and played: Barbed Lightning entwined for {2}
more deals 3 damage to a creature and 3 to Bob; declined, or with too little mana to pay it,
only one mode is chosen."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, do, game_at, life, pass_all, pay, texts, who
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Mountain"] * 6


def _game(mountains: int) -> Game:
    game, _ = game_at(
        {"hand": ["Barbed Lightning"], "battlefield": ["Mountain"] * mountains, "library": LIBRARY},
        {"battlefield": ["Hill Giant"], "library": LIBRARY},
    )
    game.apply("cast Barbed Lightning")
    return game


@template("entwine_keyword", cards=("Barbed Lightning",))
def test_entwined_barbed_lightning_follows_both_modes() -> None:
    """702.42a-b, 601.2b: Alice chooses all modes and pays {2}{R} plus {2}: both targets are
    chosen, and it deals 3 to Hill Giant (which dies) and 3 to Bob."""
    game = _game(5)
    assert game.decision is not None and game.decision.kind is DecisionKind.MAY, who(game)
    assert "entwine" in game.decision.prompt
    do(game, "yes")
    do(game, "target Hill Giant")
    do(game, "target Bob")
    pay(game)
    pass_all(game)
    assert life(game, BOB) == 17
    assert "Hill Giant" not in [game.state.objects[o].card.name for o in game.state.battlefield]


def test_declined_entwine_chooses_one_mode() -> None:
    """700.2, 702.42a: declining, Alice chooses one mode and pays only {2}{R}."""
    game = _game(5)
    do(game, "no")
    assert game.decision is not None and game.decision.kind is DecisionKind.MODE
    game.apply(next(t for t in texts(game) if t.startswith("mode 2")))
    do(game, "target Bob")
    pay(game)
    pass_all(game)
    assert life(game, BOB) == 17
    assert (
        sum(
            not game.state.objects[o].tapped
            for o in game.state.battlefield
            if game.state.objects[o].card.name == "Mountain"
        )
        == 2
    )


def test_entwine_not_offered_without_the_mana() -> None:
    """601.2h, 702.42a: with three Mountains the entwine cost can't be paid, so Alice only
    chooses a mode."""
    game = _game(3)
    assert game.decision is not None and game.decision.kind is DecisionKind.MODE, who(game)


@template("dash_cost_keyword", cards=("Solar Tide",))
def test_solar_tide_entwined_by_sacrificing_two_lands() -> None:
    """702.42a, 118.8: "Entwine—Sacrifice two lands.": Alice pays {4}{W}{W} and sacrifices two
    lands, and both modes destroy Bob's Grizzly Bears (power 2) and Hill Giant (power 3)."""
    game, _ = game_at(
        {"hand": ["Solar Tide"], "battlefield": ["Plains"] * 8, "library": LIBRARY},
        {"battlefield": ["Grizzly Bears", "Hill Giant"], "library": LIBRARY},
    )
    game.apply("cast Solar Tide")
    assert game.decision is not None and game.decision.kind is DecisionKind.MAY, who(game)
    do(game, "yes")
    pay(game)
    for _ in range(2):  # 601.2h: the lands to sacrifice, one at a time
        assert game.decision is not None and game.decision.kind is DecisionKind.PICK, who(game)
        game.apply(game.legal_choices()[0])
    pass_all(game)
    names = [game.state.objects[o].card.name for o in game.state.battlefield]
    assert "Grizzly Bears" not in names and "Hill Giant" not in names
    assert names.count("Plains") == 6
