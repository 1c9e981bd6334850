""""Sacrifice / exile [it] at the beginning of the next end step" (603.7a, 603.7c), compiled
from Oracle text and played: Footsteps of the Goryo ("Sacrifice that creature ..."), Akoum
Stonewaker ("Exile that token ...")."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

import helpers
from helpers import (
    ALICE,
    at_step,
    battlefield,
    cast_resolved,
    cites,
    do,
    game_at,
    name,
    pass_all,
    pay,
    resolve,
    take_first,
    zone,
)

LIBRARY = ["Swamp"] * 6


@template("delayed_sacrifice", "delayed_objects", cards=("Footsteps of the Goryo",))
def test_footsteps_returns_a_creature_sacrificed_at_the_end_step() -> None:
    """603.7a: Footsteps of the Goryo returns Alice's Hill Giant and creates a delayed
    trigger referring to it (603.7c); it is sacrificed (701.21a) as the end step begins
    (513.1), and the delayed trigger is gone after it triggered once (603.7b)."""
    game, _ = game_at({"battlefield": ["Swamp"] * 3, "hand": ["Footsteps of the Goryo"],
                       "graveyard": ["Hill Giant"], "library": LIBRARY},
                      {"library": LIBRARY})
    cast(game, "Footsteps of the Goryo", "Hill Giant")
    resolve(game)
    assert "Hill Giant" in battlefield(game, ALICE)
    assert len(game.state.delayed) == 1
    pass_until(game, "end", turn=3)
    pass_all(game)
    assert "Hill Giant" in zone(game, ALICE, "graveyard")
    assert game.state.delayed == ()


def test_the_returned_creature_gone_first_is_not_followed() -> None:
    """603.7c: Bob bolts the Hill Giant Footsteps returned; Alice returns the card again
    with her second Footsteps (a new object, 400.7): only the newest delayed trigger refers
    to it, so exactly one sacrifice happens as the end step begins."""
    game, labels = game_at({"battlefield": ["Swamp"] * 6,
                            "hand": [{"card": "Footsteps of the Goryo", "label": "first"},
                                     {"card": "Footsteps of the Goryo", "label": "second"}],
                            "graveyard": ["Hill Giant"], "library": LIBRARY},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"],
                            "library": LIBRARY})
    cast(game, name(game, labels["first"]), "Hill Giant")
    resolve(game)
    first = next(o.id for o in game.state.objects.values()
                 if o.zone == "battlefield" and o.name == "Hill Giant")
    game.apply("pass")
    cast_resolved(game, "Lightning Bolt", name(game, first), by="Bob")
    assert "Hill Giant" in zone(game, ALICE, "graveyard")
    cast(game, name(game, labels["second"]), "Hill Giant")
    resolve(game)
    assert len(game.state.delayed) == 2
    helpers.pass_until(game, at_step("end", turn=3), other=take_first)
    pass_all(game)
    pass_all(game)
    assert zone(game, ALICE, "graveyard").count("Hill Giant") == 1
    assert cites(game, "603.7c")


@template("delayed_exile", "delayed_objects", cards=("Akoum Stonewaker",))
def test_akoum_stonewaker_token_is_exiled_at_the_end_step() -> None:
    """603.7a: Alice pays {2}{R} as Akoum Stonewaker's landfall trigger resolves; the 3/1
    Elemental token it creates is exiled as the end step begins ("that token", 603.7c) and
    then ceases to exist (704.5d)."""
    game, _ = game_at({"battlefield": ["Akoum Stonewaker", "Mountain", "Mountain", "Mountain"],
                       "hand": ["Mountain"], "library": LIBRARY},
                      {"library": LIBRARY})
    game.apply("play Mountain")
    pass_all(game)
    do(game, "yes")
    pay(game, required=False)
    assert "Elemental" in battlefield(game, ALICE)
    pass_until(game, "end", turn=3)
    pass_all(game)
    assert "Elemental" not in battlefield(game, ALICE)
