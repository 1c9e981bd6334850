""""Create X 1/1 green Saproling creature tokens, where X is that creature's mana value."
(107.3, 202.3, 608.2h), compiled from Oracle text and played: Death Mutation and Aether
Mutation."""

from __future__ import annotations

import pytest
from oracle_harness import cast, template

from helpers import ALICE, BOB, game_at, name, pass_all, zone

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
