"""Looking at or revealing the top cards of your library and sending some to different
places (701.20a, 701.20e, 401.4), compiled from Oracle text and played: Elvish Rejuvenator
(a land card onto the battlefield tapped, the rest on the bottom in a random order), Bounty
of Skemfar (up to one land card onto the battlefield tapped and up to one Elf card into
your hand) and Sylvan Messenger (all Elf cards revealed into your hand, the rest on the
bottom in any order)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, choose, game_at, pass_all, permanents, texts, zone

MANA = ["Forest", "Forest", "Forest", "Forest"]
LIBRARY = ["Island", "Llanowar Elves", "Grizzly Bears", "Elvish Mystic", "Swamp", "Plains",
           "Mountain", "Gray Ogre"]


@template("look_split", "may_put_from_top", "take_part", "onto_battlefield_tapped",
          cards=("Elvish Rejuvenator",))
def test_elvish_rejuvenator_puts_a_land_from_the_top_five_onto_the_battlefield_tapped() -> None:
    """701.20e, 401.4: the enters trigger looks at the top five cards; Alice may put only a
    land (Island or Swamp) onto the battlefield; she takes the Swamp, which enters tapped,
    and the other four go to the bottom of her library."""
    game, _ = game_at({"battlefield": MANA, "hand": ["Elvish Rejuvenator"], "library": LIBRARY},
                      {"library": LIBRARY})
    cast(game, "Elvish Rejuvenator")
    pass_all(game)
    pass_all(game)
    picks = texts(game)
    assert [t.split("#")[0] for t in picks] == ["pick Island", "pick Swamp", "done"], picks
    choose(game, "pick Swamp")
    swamp = next(o for o in game.state.battlefield if game.state.objects[o].card.name == "Swamp")
    assert game.state.objects[swamp].tapped
    library = zone(game, ALICE, "library")
    assert library[:3] == ["Plains", "Mountain", "Gray Ogre"]
    assert sorted(library[3:]) == ["Elvish Mystic", "Grizzly Bears", "Island", "Llanowar Elves"]


@template("reveal_split", "up_to_one", "into_hand", cards=("Bounty of Skemfar",))
def test_bounty_of_skemfar_takes_a_land_and_an_elf_from_the_top_six() -> None:
    """701.20a, 401.4: Bounty of Skemfar reveals six cards; Alice puts the Island onto the
    battlefield tapped and Elvish Mystic into her hand; the other four go to the bottom."""
    game, _ = game_at({"battlefield": MANA, "hand": ["Bounty of Skemfar"], "library": LIBRARY},
                      {"library": LIBRARY})
    cast(game, "Bounty of Skemfar")
    pass_all(game)
    choose(game, "pick Island")
    elves = texts(game)
    assert [t.split("#")[0] for t in elves] == ["pick Llanowar Elves", "pick Elvish Mystic",
                                                "done"], elves
    choose(game, "pick Elvish Mystic")
    assert zone(game, ALICE, "hand") == ["Elvish Mystic"]
    assert "Island" in permanents(game, ALICE)
    library = zone(game, ALICE, "library")
    assert library[:2] == ["Mountain", "Gray Ogre"]
    assert sorted(library[2:]) == ["Grizzly Bears", "Llanowar Elves", "Plains", "Swamp"]


@template("put_all_revealed", "into_hand", cards=("Sylvan Messenger",))
def test_sylvan_messenger_takes_every_elf_among_the_top_four() -> None:
    """701.20a, 401.4: Sylvan Messenger reveals the top four; both Elves go to Alice's hand
    and she orders the other two on the bottom of her library."""
    game, _ = game_at({"battlefield": MANA, "hand": ["Sylvan Messenger"], "library": LIBRARY},
                      {"library": LIBRARY})
    cast(game, "Sylvan Messenger")
    pass_all(game)
    pass_all(game)
    assert sorted(zone(game, ALICE, "hand")) == ["Elvish Mystic", "Llanowar Elves"]
    choose(game, "pick Grizzly Bears")          # 401.4: the topmost of the two first
    assert zone(game, ALICE, "library") == ["Swamp", "Plains", "Mountain", "Gray Ogre",
                                            "Grizzly Bears", "Island"]
