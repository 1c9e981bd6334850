"""Modal spells of which one or more modes are chosen (700.2, 700.2a, 700.2c, 700.2d) on a
real card: Fight as One."""

from __future__ import annotations

from oracle_harness import template

from helpers import choose, game_at, pass_all, pay, pt, texts
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Plains"] * 5


def _game(*alice: str) -> tuple[Game, dict[str, int]]:
    battlefield = ["Plains", *({"card": n, "label": f"c{i}"} for i, n in enumerate(alice))]
    return game_at({"battlefield": battlefield, "hand": ["Fight as One"], "library": LIBRARY},
                   {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIBRARY})


def _indestructible(game: Game, oid: int) -> bool:
    return "indestructible" in characteristics(game.state, oid).keywords


@template("modal_spell_counted", cards=("Fight as One",))
def test_fight_as_one_both_modes_each_with_its_target() -> None:
    """Fight as One (700.2d, 601.2c, 608.2c): Alice chooses both modes; the Human (Elite
    Vanguard) and the non-Human Bears each get +1/+1 and indestructible."""
    game, labels = _game("Elite Vanguard", "Grizzly Bears")
    game.apply("cast Fight as One")
    choose(game, "mode 1")               # 700.2d: one at a time, each at most once
    assert [t.split(":")[0] for t in texts(game)] == ["mode 2", "no more modes"], texts(game)
    choose(game, "mode 2")
    game.apply(f"target Elite Vanguard#{labels['c0']}")
    game.apply(f"target Grizzly Bears#{labels['c1']}")
    pay(game)
    pass_all(game)
    assert pt(game, labels["c0"]) == (3, 2) and pt(game, labels["c1"]) == (3, 3)
    assert _indestructible(game, labels["c0"]) and _indestructible(game, labels["c1"])


@template("modal_spell_counted", cards=("Fight as One",))
def test_fight_as_one_mode_without_a_legal_target_cannot_be_chosen() -> None:
    """Fight as One (700.2a): with no Human creature, mode 1 can't be chosen; mode 2 alone
    pumps the Bears."""
    game, labels = _game("Grizzly Bears")
    game.apply("cast Fight as One")
    assert [t.split(":")[0] for t in texts(game)] == ["mode 2"], texts(game)
    choose(game, "mode 2")
    game.apply(f"target Grizzly Bears#{labels['c0']}")
    pay(game)
    pass_all(game)
    assert pt(game, labels["c0"]) == (3, 3) and _indestructible(game, labels["c0"])


@template("modal_spell_counted", cards=("Fight as One",))
def test_fight_as_one_one_target_gone_the_other_mode_still_happens() -> None:
    """Fight as One (608.2b): both modes chosen, Bob bolts the Human in response; the spell
    still resolves for the non-Human target."""
    game, labels = _game("Elite Vanguard", "Grizzly Bears")
    game.apply("cast Fight as One")
    choose(game, "mode 1")
    choose(game, "mode 2")
    game.apply(f"target Elite Vanguard#{labels['c0']}")
    game.apply(f"target Grizzly Bears#{labels['c1']}")
    pay(game)
    game.apply("pass")
    game.apply("cast Lightning Bolt")
    game.apply(f"target Elite Vanguard#{labels['c0']}")
    pay(game)
    pass_all(game)
    assert labels["c0"] not in game.state.battlefield
    pass_all(game)
    assert pt(game, labels["c1"]) == (3, 3) and _indestructible(game, labels["c1"])
