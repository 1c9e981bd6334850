"""Conditions on this turn's records (raid and the like, 207.2c ability words), compiled from
Oracle text and played: "if you attacked this turn" (508.1) in a self-replacement (614.15:
Firecannon Blast) and in an "enters with a counter" replacement (614.1c: Goblin Boarders),
"if an opponent lost life this turn" (119.3: Cindering Cutthroat). The records start again
each turn (500.x: rules/turns.py)."""

from __future__ import annotations

import pytest
from oracle_harness import attack, pass_until, template

from helpers import cast_resolved, game_at, pt
from manastack.game import Game

LIBRARY = ["Island"] * 8


def _after_combat(attacked: bool, hand: list[str], lands: list[str]) -> tuple[Game, dict[str, int]]:
    """Alice's game in her postcombat main phase; she attacked with Raging Goblin or not."""
    game, labels = game_at(
        {"hand": hand, "battlefield": [{"card": "Raging Goblin", "label": "g"}, *lands],
         "library": LIBRARY},
        {"battlefield": [{"card": "Colossal Dreadmaw", "label": "d"}], "library": LIBRARY},
        step="upkeep")
    if attacked:
        attack(game, labels["g"])
    pass_until(game, "postcombat main")
    return game, labels


@template("instead_if_after", "same_damage", "you_attacked_this_turn", cards=("Firecannon Blast",))
@pytest.mark.parametrize(("attacked", "marked"), [(False, 3), (True, 6)])
def test_firecannon_blast_deals_six_after_alice_attacked(attacked: bool, marked: int) -> None:
    """508.1, 614.15: after Alice attacked with Raging Goblin this turn, Firecannon Blast
    deals 6 damage to Colossal Dreadmaw instead of 3 (and it dies, 704.5g)."""
    game, labels = _after_combat(attacked, ["Firecannon Blast"], ["Mountain"] * 3)
    cast_resolved(game, "Firecannon Blast", "Colossal Dreadmaw")
    dreadmaw = game.state.objects.get(labels["d"])
    if attacked:
        assert dreadmaw is None or dreadmaw.zone != "battlefield"
    else:
        assert dreadmaw is not None and dreadmaw.damage == marked


@template("enters_with_counters_if", "you_attacked_this_turn", cards=("Goblin Boarders",))
@pytest.mark.parametrize(("attacked", "size"), [(False, (3, 2)), (True, (4, 3))])
def test_goblin_boarders_enters_with_a_counter_after_an_attack(
        attacked: bool, size: tuple[int, int]) -> None:
    """614.1c, 508.1: Goblin Boarders cast after Alice attacked this turn enters with a
    +1/+1 counter; cast without an attack, it has none."""
    game, _ = _after_combat(attacked, ["Goblin Boarders"], ["Mountain"] * 3)
    cast_resolved(game, "Goblin Boarders")
    boarders = next(oid for oid in game.state.battlefield
                    if game.state.objects[oid].card.name == "Goblin Boarders")
    assert pt(game, boarders) == size


@template("enters_with_counters_if", "opponent_lost_life_this_turn",
          cards=("Cindering Cutthroat",))
@pytest.mark.parametrize(("attacked", "size"), [(False, (3, 2)), (True, (4, 3))])
def test_cindering_cutthroat_enters_with_a_counter_once_bob_lost_life(
        attacked: bool, size: tuple[int, int]) -> None:
    """614.1c, 119.3, 120.3a: Raging Goblin's unblocked combat damage makes Bob lose life,
    so Cindering Cutthroat enters with a +1/+1 counter; without it, none."""
    game, _ = _after_combat(attacked, ["Cindering Cutthroat"], ["Swamp"] * 3)
    assert (game.state.players[1].life < 20) is attacked
    cast_resolved(game, "Cindering Cutthroat")
    cutthroat = next(oid for oid in game.state.battlefield
                     if game.state.objects[oid].card.name == "Cindering Cutthroat")
    assert pt(game, cutthroat) == size


@template("instead_if_after", "control_a", cards=("Feed the Clan",))
@pytest.mark.parametrize(("creature", "gained"), [("Raging Goblin", 5), ("Colossal Dreadmaw", 10)])
def test_feed_the_clan_gains_ten_with_a_creature_of_power_four(creature: str, gained: int) -> None:
    """614.15, 208.1: with only a 1/1 Alice gains 5 life; controlling Colossal Dreadmaw
    (power 6) she gains 10 instead."""
    game, _ = game_at({"hand": ["Feed the Clan"], "battlefield": [creature, "Forest", "Forest"],
                       "library": LIBRARY}, {"library": LIBRARY})
    cast_resolved(game, "Feed the Clan")
    assert game.state.players[0].life == 20 + gained
