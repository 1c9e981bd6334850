"""120.3 and 400.7: the record of which sources dealt a permanent damage this turn
(`GameObject.damaged_by`, read by "a creature dealt damage by this creature this turn" and
"dealt damage this way"): one entry per source and turn, none on the new object a permanent
becomes, emptied in the cleanup step (514.2), kept by saves."""

from __future__ import annotations

from helpers import BOB, cast_resolved, game_at, pass_until
from manastack.game import Game
from manastack.scenario import inline_cards

LIBRARY = ["Mountain"] * 8

CARDS = inline_cards([
    {"name": "Twin Spark", "mana_cost": "{R}", "type_line": "Instant",
     "text": "Twin Spark deals 1 damage to target creature."},
])


def test_each_source_is_recorded_once_per_turn_and_saved() -> None:
    """120.3e: two Twin Sparks (two objects, 400.7) dealing damage to Craw Wurm are two
    entries; the record is part of the saved game and its hash."""
    game, labels = game_at({"hand": ["Twin Spark", "Twin Spark"],
                            "battlefield": ["Mountain", "Mountain"], "library": LIBRARY},
                           {"battlefield": [{"card": "Craw Wurm", "label": "ogre"}],
                            "library": LIBRARY}, cards=CARDS)
    ogre = labels["ogre"]
    cast_resolved(game, "Twin Spark", f"Craw Wurm#{ogre}")
    cast_resolved(game, "Twin Spark", f"Craw Wurm#{ogre}")
    record = game.state.objects[ogre].damaged_by
    turn = game.state.turn
    assert len(record) == 2 and all(t == turn for t, _ in record)
    assert len({source for _, source in record}) == 2
    loaded = Game.load(game.save())
    assert loaded.state.objects[ogre].damaged_by == record
    assert loaded.state_hash() == game.state_hash()


def test_the_record_is_emptied_in_cleanup() -> None:
    """514.2: as damage is removed in the cleanup step, so is the record of its sources."""
    game, labels = game_at({"hand": ["Twin Spark"], "battlefield": ["Mountain"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Craw Wurm", "label": "ogre"}],
                            "library": LIBRARY}, cards=CARDS)
    cast_resolved(game, "Twin Spark", f"Craw Wurm#{labels['ogre']}")
    assert game.state.objects[labels["ogre"]].damaged_by
    pass_until(game, lambda g: g.state.active == BOB)
    assert game.state.objects[labels["ogre"]].damaged_by == ()
