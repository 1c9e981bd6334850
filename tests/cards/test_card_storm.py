"""Storm (702.40a) on a real card, Grapeshot: cast, it is copied once for each other spell
cast before it this turn, by any player; the copies keep its target unless its controller
chooses new ones (707.10c); the first spell of a turn gets no copy."""

from __future__ import annotations

import dataclasses

from oracle_harness import cast, template

from helpers import BOB, do, game_at, life, name, pass_all, resolve, stack, texts, zone
from manastack.cards.database import default_database
from manastack.cards.oracle import compile_card


def _bolted(bob: dict | None = None) -> tuple[object, dict[str, int]]:
    """Alice's Lightning Bolt at Bob resolves: one spell cast this turn."""
    game, labels = game_at({"hand": ["Lightning Bolt", "Grapeshot"],
                            "battlefield": ["Mountain"] * 3}, bob)
    cast(game, "Lightning Bolt", "Bob")
    resolve(game)
    return game, labels


@template("storm_keyword", cards=("Grapeshot",))
def test_storm_copies_for_each_spell_cast_before_it() -> None:
    """702.40a, 707.10: after a Bolt, Grapeshot at Bob gets one copy with the same target:
    Bob takes 3 + 1 + 1."""
    game, _ = _bolted()
    cast(game, "Grapeshot", "Bob")
    pass_all(game)                    # the storm trigger resolves: one copy
    do(game, "no", by="Alice")        # keep the copy's target
    pass_all(game)
    pass_all(game)
    assert life(game, BOB) == 15
    assert zone(game, 0, "graveyard") == ["Lightning Bolt", "Grapeshot"]   # 707.10a: no copy


def test_storm_copy_with_a_new_target() -> None:
    """707.10c: Alice chooses a new target for the copy: Bob's Llanowar Elves dies and
    Grapeshot itself still deals 1 damage to Bob."""
    game, labels = _bolted({"battlefield": [{"card": "Llanowar Elves", "label": "elves"}]})
    cast(game, "Grapeshot", "Bob")
    pass_all(game)
    do(game, "yes", by="Alice")
    game.apply(f"target {name(game, labels['elves'])}")
    pass_all(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Llanowar Elves"]
    assert life(game, BOB) == 16


def test_first_spell_of_the_turn_gets_no_copy() -> None:
    """702.40a: with no spell cast before it, the storm trigger copies nothing."""
    game, _ = game_at({"hand": ["Grapeshot"], "battlefield": ["Mountain"] * 2})
    cast(game, "Grapeshot", "Bob")
    pass_all(game)
    pass_all(game)
    assert life(game, BOB) == 19
    assert game.state.stack == ()


def test_two_instances_of_storm_trigger_separately() -> None:
    """702.40b: a spell with two instances of storm (Grapeshot's data with "Storm" twice)
    cast after a Bolt triggers twice, each trigger making one copy: Bob takes 3 from the
    Bolt, then 1 + 1 from the copies and 1 from the spell."""
    data = dataclasses.replace(default_database().get("Grapeshot"), name="Twice-Storming Shot",
                               text="~ deals 1 damage to any target.\nStorm\nStorm")
    game, _ = game_at({"hand": ["Lightning Bolt", "Twice-Storming Shot"],
                       "battlefield": ["Mountain"] * 3}, cards=(compile_card(data),))
    cast(game, "Lightning Bolt", "Bob")
    resolve(game)
    cast(game, "Twice-Storming Shot", "Bob")
    do(game, texts(game)[0])                  # 603.3b: Alice orders her two triggers
    assert stack(game) == ["Twice-Storming Shot ability"] * 2 + ["Twice-Storming Shot"]
    for _ in range(2):
        pass_all(game)                        # a storm trigger resolves: one copy
        do(game, "no", by="Alice")            # the copy keeps the target
        pass_all(game)                        # the copy resolves
    assert life(game, BOB) == 15
    pass_all(game)
    assert life(game, BOB) == 14 and game.state.stack == ()
