"""Removing counters as an effect (122.1), compiled from Oracle text and played:
"Whenever this creature deals combat damage to a player, remove all -1/-1 counters from it."
(Ammit Eternal), "{3}, {T}: Remove a -1/-1 counter from target creature." (Chainbreaker)."""

from __future__ import annotations

import pytest
from oracle_harness import activate, template

from helpers import BOB, at_step, do, game_at, life, name, pass_all, pass_until, pt
from manastack.cards.oracle.compiler import compiled
from manastack.errors import UnsupportedCardError


@template("remove_all_counters", cards=("Ammit Eternal",))
def test_ammit_eternal_loses_all_its_minus_counters_after_combat_damage() -> None:
    """122.1, 510.2, 603.2: Ammit Eternal with two -1/-1 counters (a 3/3, 613.4c) deals 3
    combat damage to Bob; its trigger removes both counters and it is a 5/5 again."""
    game, labels = game_at(
        {"battlefield": [{"card": "Ammit Eternal", "label": "ammit",
                          "counters": {"-1/-1": 2}}], "library": ["Swamp"] * 6},
        {"library": ["Island"] * 6}, step="declare attackers", stage="begin")
    ammit = labels["ammit"]
    assert pt(game, ammit) == (3, 3)
    do(game, f"attack with {name(game, ammit)} -> Bob", "done declaring attackers")
    pass_all(game)
    pass_until(game, at_step("end of combat"))
    assert life(game, BOB) == 17
    assert game.state.objects[ammit].counters.get("-1/-1", 0) == 0
    assert pt(game, ammit) == (5, 5)


@template("remove_counters", cards=("Chainbreaker",))
def test_chainbreaker_removes_one_minus_counter_from_its_target() -> None:
    """122.1, 602.2: Chainbreaker (3/3) with two -1/-1 counters is a 1/1; its ability ({3},
    {T}) aimed at itself removes one counter: a 2/2 with one left."""
    game, labels = game_at(
        {"battlefield": [{"card": "Chainbreaker", "label": "it", "counters": {"-1/-1": 2}},
                         "Mountain", "Mountain", "Mountain"], "library": ["Swamp"] * 6},
        {"library": ["Island"] * 6})
    it = labels["it"]
    assert pt(game, it) == (1, 1)
    activate(game, it, name(game, it))
    pass_all(game)
    assert game.state.objects[it].counters.get("-1/-1", 0) == 1
    assert pt(game, it) == (2, 2)


def test_if_you_do_after_removing_counters_is_refused() -> None:
    """609.3, 608.2c: "you may remove an oil counter from it. If you do, ..." (Lattice-Blade
    Mantis) would need to know whether a counter was really removed: the card is refused,
    naming the clause."""
    with pytest.raises(UnsupportedCardError, match="removing counters"):
        compiled("Lattice-Blade Mantis")
