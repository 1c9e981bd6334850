""""Whenever a creature you control enters, if that creature is 1/1, put two +1/+1 counters
on it." (603.4, 122.1), compiled from Oracle text and played: Sigil Captain."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import cites, game_at, name, pass_all
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _permanent(game: Game, card: str) -> int:
    return next(o for o in game.state.battlefield if game.state.objects[o].card.name == card)



@template("triggered_if_that_creature_is", cards=("Sigil Captain",))
def test_a_one_one_gets_two_counters_a_two_two_none() -> None:
    """603.4: Llanowar Elves (1/1) enters and gets two +1/+1 counters; Grizzly Bears (2/2)
    enters and the ability doesn't trigger at all."""
    game, _ = game_at({"library": LIBRARY, "hand": ["Llanowar Elves", "Grizzly Bears"],
                       "battlefield": ["Sigil Captain"] + ["Forest"] * 3}, {"library": LIBRARY})
    cast(game, "Llanowar Elves")
    pass_all(game)
    assert game.state.stack          # the trigger
    pass_all(game)
    elves = _permanent(game, "Llanowar Elves")
    assert game.state.objects[elves].counters == {"+1/+1": 2}
    cast(game, "Grizzly Bears")
    pass_all(game)
    assert not game.state.stack
    bears = _permanent(game, "Grizzly Bears")
    assert not game.state.objects[bears].counters


def test_the_condition_is_checked_again_as_it_resolves() -> None:
    """603.4: Llanowar Elves enters 1/1 and the ability triggers; in response Alice makes it
    4/4 with Giant Growth, so as the ability resolves it isn't 1/1 and does nothing."""
    game, labels = game_at({"library": LIBRARY,
                            "hand": ["Llanowar Elves", {"card": "Giant Growth", "label": "gg"}],
                            "battlefield": ["Sigil Captain"] + ["Forest"] * 3},
                           {"library": LIBRARY})
    cast(game, "Llanowar Elves")
    pass_all(game)
    elves = _permanent(game, "Llanowar Elves")
    cast(game, name(game, labels["gg"]), name(game, elves))
    pass_all(game)
    pass_all(game)
    assert not game.state.stack
    assert not game.state.objects[elves].counters
    assert cites(game, "603.4")
