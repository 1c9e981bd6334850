""""Create X 1/1 green Saproling creature tokens, where X is that creature's mana value."
(107.3, 202.3, 608.2h), compiled from Oracle text and played: Death Mutation and Aether
Mutation."""

from __future__ import annotations

import pytest
from oracle_harness import cast, template

from helpers import ALICE, BOB, do, game_at, name, pass_all, zone

LIBRARY = ["Island"] * 6


@template("object_number", "can_t_be_regenerated", cards=("Death Mutation", "Aether Mutation"))
@pytest.mark.parametrize(("spell", "lands", "creature", "mana_value", "where"), [
    ("Death Mutation", ["Swamp", "Forest"] * 4, "Gray Ogre", 3, "graveyard"),
    ("Aether Mutation", ["Island", "Forest"] * 3, "Hill Giant", 4, "hand")])
def test_x_is_the_mana_value_of_the_creature_as_it_last_existed(
        spell: str, lands: list[str], creature: str, mana_value: int, where: str) -> None:
    """608.2h, 202.3: Death Mutation destroys Bob's Gray Ogre (mana value 3), Aether
    Mutation returns his Hill Giant (4) to his hand; X is read from the creature as it last
    existed on the battlefield, and Alice gets that many 1/1 Saprolings (111.1)."""
    game, labels = game_at({"library": LIBRARY, "hand": [spell], "battlefield": lands},
                           {"library": LIBRARY,
                            "battlefield": [{"card": creature, "label": "victim"}]})
    cast(game, spell, name(game, labels["victim"]))
    pass_all(game)
    assert zone(game, BOB, where) == [creature]
    saprolings = [o for o in game.state.battlefield if game.state.objects[o].kind == "token"]
    assert len(saprolings) == mana_value
    assert {game.state.objects[o].controller for o in saprolings} == {ALICE}


@template("lose_life_equal_number", cards=("Feed the Swarm",))
@pytest.mark.parametrize(("permanent", "mana_value"), [("Hill Giant", 4), ("Glorious Anthem", 3)])
def test_feed_the_swarm_loses_life_equal_to_the_destroyed_permanents_mana_value(
        permanent: str, mana_value: int) -> None:
    """119.3, 608.2h, 202.3: Feed the Swarm destroys Bob's creature or enchantment and Alice
    loses life equal to its mana value as it last existed on the battlefield."""
    game, labels = game_at({"library": LIBRARY, "hand": ["Feed the Swarm"],
                            "battlefield": ["Swamp"] * 2},
                           {"library": LIBRARY,
                            "battlefield": [{"card": permanent, "label": "victim"}]})
    cast(game, "Feed the Swarm", name(game, labels["victim"]))
    pass_all(game)
    assert zone(game, BOB, "graveyard") == [permanent]
    assert game.state.players[ALICE].life == 20 - mana_value
    assert game.state.players[BOB].life == 20


@template("gain_life_equal_number", cards=("Razor Hippogriff",))
def test_razor_hippogriff_gains_life_equal_to_the_returned_cards_mana_value() -> None:
    """119.3, 608.2h: Razor Hippogriff returns Alice's Millstone (mana value 2) from her
    graveyard to her hand, and she gains 2 life."""
    game, labels = game_at({"library": LIBRARY, "hand": ["Razor Hippogriff"],
                            "battlefield": ["Plains"] * 5,
                            "graveyard": [{"card": "Millstone", "label": "stone"}]},
                           {"library": LIBRARY})
    cast(game, "Razor Hippogriff")
    pass_all(game)
    do(game, f"target {name(game, labels['stone'])}")
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Millstone"]
    assert game.state.players[ALICE].life == 22
