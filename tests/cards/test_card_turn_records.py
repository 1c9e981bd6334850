"""Conditions on this turn's records (raid and the like, 207.2c ability words), compiled from
Oracle text and played: "if you attacked this turn" (508.1) in a self-replacement (614.15:
Firecannon Blast) and in an "enters with a counter" replacement (614.1c: Goblin Boarders),
"if an opponent lost life this turn" (119.3: Cindering Cutthroat). The records start again
each turn (500.x: rules/turns.py)."""

from __future__ import annotations

import pytest
from oracle_harness import attack, pass_until, template

from helpers import cast_resolved, game_at, pt, resolve
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


@template("triggered_if_condition", "you_gained_life_this_turn",
          cards=("Crested Sunmare", "Feed the Clan"))
@pytest.mark.parametrize("gained", [False, True])
def test_crested_sunmare_makes_a_horse_after_alice_gained_life(gained: bool) -> None:
    """603.4, 119.3: at the end step Crested Sunmare makes a 5/5 Horse only if Alice gained
    life this turn (Feed the Clan); the record survives a save and load."""
    game, _ = game_at(
        {"hand": ["Feed the Clan"], "battlefield": ["Crested Sunmare", "Forest", "Forest"],
         "library": LIBRARY}, {"library": LIBRARY})
    if gained:
        cast_resolved(game, "Feed the Clan")
        # 10: Crested Sunmare has power 5 (ferocious)
        assert Game.load(game.save()).state.players[0].life_gained_this_turn == 10
    pass_until(game, "end")
    if game.state.stack:
        resolve(game)
    horses = [oid for oid in game.state.battlefield if game.state.objects[oid].kind == "token"]
    assert len(horses) == (1 if gained else 0)
    pass_until(game, "upkeep", turn=4)
    assert game.state.players[0].life_gained_this_turn == 0


@template("instead_if_after", "creature_died_this_turn", cards=("Tragic Slip", "Thermal Blast"))
@pytest.mark.parametrize("died", [False, True])
def test_tragic_slip_gives_minus_thirteen_after_a_creature_died(died: bool) -> None:
    """614.15, 700.4: Tragic Slip gives Colossal Dreadmaw -1/-1; once a creature has died
    this turn (Bob's Raging Goblin, to Thermal Blast) -13/-13 instead, and it dies too."""
    game, labels = game_at(
        {"hand": ["Tragic Slip", "Thermal Blast"], "battlefield": ["Swamp", "Swamp"] + ["Mountain"] * 5,
         "library": LIBRARY},
        {"battlefield": [{"card": "Colossal Dreadmaw", "label": "d"}, "Raging Goblin"],
         "library": LIBRARY})
    if died:
        cast_resolved(game, "Thermal Blast", "Raging Goblin")
        assert game.state.players[1].creatures_died_this_turn == 1
    cast_resolved(game, "Tragic Slip", "Colossal Dreadmaw")
    dreadmaw = game.state.objects.get(labels["d"])
    assert (dreadmaw is None) is died
    if not died:
        assert pt(game, labels["d"]) == (5, 5)
