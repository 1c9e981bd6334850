"""A search for up to X cards, X defined in the sentence (701.23b, 107.3, 608.2h), compiled
from Oracle text and played: "Search your library for up to X basic land cards, where X is
the number of tapped creatures you control, put those cards onto the battlefield tapped,
then shuffle." (Harvest Season)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, choose, game_at, pass_all, texts

LIBRARY = ["Plains", "Island", "Forest", "Grizzly Bears", "Swamp"]


@template("search_up_to_x", "put_those_cards", cards=("Harvest Season",))
def test_harvest_season_finds_a_land_for_each_tapped_creature() -> None:
    """107.3, 701.23b: Alice controls two tapped creatures (and an untapped one), so X is 2;
    she finds Plains and Island, which enter tapped, and her library is shuffled."""
    game, _ = game_at({"battlefield": ["Forest", "Forest", "Forest",
                                       {"card": "Grizzly Bears", "tapped": True},
                                       {"card": "Llanowar Elves", "tapped": True},
                                       "Gray Ogre"],
                       "hand": ["Harvest Season"], "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Harvest Season")
    pass_all(game)
    assert not any("Grizzly Bears" in t for t in texts(game))
    choose(game, "pick Plains")
    choose(game, "pick Island")
    s = game.state
    found = [o for o in s.battlefield if s.objects[o].card.name in ("Plains", "Island")]
    assert len(found) == 2 and all(s.objects[o].tapped for o in found)
    assert sorted(s.objects[o].card.name for o in s.players[ALICE].library) == [
        "Forest", "Grizzly Bears", "Swamp"]
