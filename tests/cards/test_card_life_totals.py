"""Life totals set and life gain replaced, compiled from Oracle text and played: "you may
have your life total become the total toughness of creatures you control" (Loxodon
Lifechanter; 119.5) and "If you would gain life, you gain that much life plus 1 instead."
(Angel of Vitality; 119.10, 614.1a)."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import ALICE, BOB, cast_resolved, cites, do, game_at, life, pass_all

LIBRARY = ["Plains"] * 6


@template("life_total_becomes", cards=("Loxodon Lifechanter",))
def test_loxodon_lifechanter_sets_life_to_the_total_toughness() -> None:
    """Loxodon Lifechanter (119.5, 603.3): at 3 life, Alice casts it with Grizzly Bears out
    and chooses to have her life total become 6 + 2 = 8: she gains 5 life."""
    game, _ = game_at({"life": 3, "hand": ["Loxodon Lifechanter"],
                       "battlefield": [*["Plains"] * 6, "Grizzly Bears"], "library": LIBRARY},
                      {"library": LIBRARY})
    cast_resolved(game, "Loxodon Lifechanter")
    pass_all(game)
    do(game, "yes")
    assert life(game, ALICE) == 8 and cites(game, "119.5")


@template("life_total_becomes", cards=("Loxodon Lifechanter",))
def test_loxodon_lifechanter_can_lower_the_life_total_or_be_declined() -> None:
    """119.5: at 20 life the total toughness 6 makes Alice lose 14 life if she chooses it;
    the second Lifechanter's "may" is declined (603.5) and her life stays."""
    game, _ = game_at({"hand": ["Loxodon Lifechanter", "Loxodon Lifechanter"],
                       "battlefield": ["Plains"] * 12, "library": LIBRARY},
                      {"library": LIBRARY})
    cast_resolved(game, "Loxodon Lifechanter")
    pass_all(game)
    do(game, "yes")
    assert life(game, ALICE) == 6
    cast_resolved(game, "Loxodon Lifechanter")
    pass_all(game)
    do(game, "no")
    assert life(game, ALICE) == 6


@template("gain_life_plus", cards=("Angel of Vitality", "Revitalize"))
def test_angel_of_vitality_adds_one_to_each_life_gain_lifelink_too() -> None:
    """Angel of Vitality (119.10, 614.1a, 702.15b): Revitalize's 3 life becomes 4; Child of
    Night's lifelink combat damage to Bob (2) gains Alice 3; Bob's life gain isn't
    changed."""
    game, labels = game_at({"hand": ["Revitalize"], "library": LIBRARY, "battlefield": [
                                "Plains", "Plains", "Angel of Vitality",
                                {"card": "Child of Night", "label": "child"}]},
                           {"library": LIBRARY})
    cast_resolved(game, "Revitalize")
    assert life(game, ALICE) == 24
    pass_until(game, "beginning of combat")
    do(game, "pass", "pass")
    do(game, f"attack with Child of Night#{labels['child']} -> Bob", "done declaring attackers")
    pass_until(game, "combat damage")
    assert life(game, BOB) == 18 and life(game, ALICE) == 27
    assert cites(game, "614.1")
