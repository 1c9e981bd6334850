"""A creature's trigger on attacking with at least two other creatures (508.1, 508.3a;
battalion, an ability word, 207.2c) on real cards: Boros Elite, Firemane Avenger."""

from __future__ import annotations

from oracle_harness import attack, template

from helpers import ALICE, BOB, game_at, life, pass_all, pt, stack

LIBRARY = ["Island"] * 6


def _attackers(*names: str) -> tuple[object, dict[str, int]]:
    return game_at({"battlefield": [{"card": n, "label": f"c{i}"} for i, n in enumerate(names)],
                    "library": LIBRARY}, {"library": LIBRARY})


@template("attacks_with_others_trigger", cards=("Boros Elite",))
def test_boros_elite_gets_bigger_only_with_two_other_attackers() -> None:
    """Boros Elite (508.3a, 207.2c): attacking with two other creatures it triggers and is
    3/3 until end of turn; in a game where it attacks with one other creature, it doesn't."""
    game, labels = _attackers("Boros Elite", "Grizzly Bears", "Grizzly Bears")
    attack(game, labels["c0"], labels["c1"], labels["c2"])
    assert any("Boros Elite" in s for s in stack(game))
    pass_all(game)
    assert pt(game, labels["c0"]) == (3, 3)
    game, labels = _attackers("Boros Elite", "Grizzly Bears", "Grizzly Bears")
    attack(game, labels["c0"], labels["c1"])
    assert not any("Boros Elite" in s for s in stack(game))
    assert pt(game, labels["c0"]) == (1, 1)


@template("attacks_with_others_trigger", cards=("Firemane Avenger",))
def test_firemane_avenger_deals_three_and_gains_three() -> None:
    """Firemane Avenger (508.3a, 120.3a, 119.1): with two other attackers, it deals 3
    damage to Bob (any target) and Alice gains 3 life."""
    game, labels = _attackers("Firemane Avenger", "Grizzly Bears", "Grizzly Bears")
    attack(game, labels["c0"], labels["c1"], labels["c2"])
    game.apply("target Bob")
    pass_all(game)
    assert life(game, BOB) == 17 and life(game, ALICE) == 23
