""""If [condition], [effect]." (608.2c) and the condition "there are no [kind] counters on
[this permanent]" (122.1) on real cards: Saprazzan Skerry (a depletion land), Peppersmoke
and Clinging Mists."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))

from mana_helpers import Table
from oracle_harness import attack, cast, template

from helpers import ALICE, game_at, pass_all, position, pt, resolve, zone

SKERRY = ("{T}, Remove a depletion counter from this land: Add {U}{U}. If there are no "
          "depletion counters on this land, sacrifice it.")


def _skerry(counters: int) -> Table:
    return Table(position({"battlefield": [
        {"card": "Saprazzan Skerry", "label": "skerry", "counters": {"depletion": counters}}]}))


@template("if_condition_sentence", "no_counters_on_self", cards=("Saprazzan Skerry",))
def test_saprazzan_skerry_stays_while_a_depletion_counter_is_left() -> None:
    """605.3a, 608.2c: with two depletion counters, Saprazzan Skerry's mana ability removes one
    (a cost, 602.2b), adds {U}{U}, and the land stays: one counter is still on it."""
    t = _skerry(2)
    t.do(f"activate $skerry: {SKERRY}")
    assert t.pool() == "{U}{U}"
    assert t.obj("skerry").counters == {"depletion": 1}
    assert "Saprazzan Skerry" in t.names("battlefield")


@template("if_condition_sentence", "no_counters_on_self", cards=("Saprazzan Skerry",))
def test_saprazzan_skerry_is_sacrificed_with_its_last_counter() -> None:
    """122.1, 608.2c, 701.21a: removing its last depletion counter, Saprazzan Skerry adds
    {U}{U} and then is sacrificed: it is in Alice's graveyard, the mana stays in her pool."""
    t = _skerry(1)
    t.do(f"activate $skerry: {SKERRY}")
    assert t.pool() == "{U}{U}"
    assert "Saprazzan Skerry" not in t.names("battlefield")
    assert t.names("graveyard") == ["Saprazzan Skerry"]


@template("if_condition_sentence", cards=("Peppersmoke",))
def test_peppersmoke_draws_only_while_you_control_a_faerie() -> None:
    """608.2c: Peppersmoke gives the target -1/-1 either way; Alice draws a card only when she
    controls a Faerie as it resolves."""
    for faerie, drawn in ((["Pestermite"], 1), ([], 0)):
        game, labels = game_at(
            {"battlefield": ["Swamp", *faerie], "hand": ["Peppersmoke"],
             "library": ["Island"] * 3},
            {"battlefield": [{"card": "Hill Giant", "label": "giant"}], "library": ["Island"] * 3})
        cast(game, "Peppersmoke", "Hill Giant")
        pass_all(game)
        assert pt(game, labels["giant"]) == (2, 2)
        assert len(zone(game, ALICE, "hand")) == drawn


@template("if_condition_sentence", cards=("Clinging Mists",))
def test_clinging_mists_taps_attackers_only_at_five_life_or_less() -> None:
    """608.2c (fateful hour, 207.2c): Clinging Mists cast during Bob's attack with his
    vigilant Serra Angel taps the Angel only when Alice has 5 or less life as it resolves."""
    for alice_life, tapped in ((20, False), (5, True)):
        game, labels = game_at(
            {"battlefield": ["Forest", "Forest", "Forest"], "hand": ["Clinging Mists"],
             "life": alice_life, "library": ["Island"] * 5},
            {"battlefield": [{"card": "Serra Angel", "label": "angel"}],
             "library": ["Island"] * 5},
            active="Bob")
        attack(game, labels["angel"], defender="Alice")
        game.apply("pass")
        cast(game, "Clinging Mists")
        resolve(game)
        assert game.state.objects[labels["angel"]].tapped is tapped
