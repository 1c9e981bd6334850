"""Numbers counted over a player's opponents (102.2-102.3, 608.2h), compiled from Oracle text
and played in a three-player game: "When this creature enters, draw a card for each
opponent who controls fewer creatures than you." (Voice of Many), "Create a 2/2 ... token
... for each opponent you have." and "Draw two cards for each opponent who controls fewer
creatures than you." (Birth of the Imperium)."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

from helpers import ALICE, game_at, pass_all, permanents, zone

LIBRARY = ["Forest"] * 6


@template("count_opponents_fewer", cards=("Voice of Many",))
def test_voice_of_many_draws_for_each_opponent_with_fewer_creatures() -> None:
    """102.3, 608.2h: with Voice of Many on the battlefield Alice controls two creatures; Bob
    controls one (fewer) and Carol two (not fewer), so she draws one card."""
    game, _ = game_at({"battlefield": ["Forest", "Forest", "Forest", "Forest", "Grizzly Bears"],
                       "hand": ["Voice of Many"], "library": LIBRARY},
                      {"battlefield": ["Gray Ogre"], "library": LIBRARY},
                      carol={"battlefield": ["Hill Giant", "Llanowar Elves"], "library": LIBRARY})
    cast(game, "Voice of Many")
    pass_all(game)      # the creature spell resolves
    assert game.state.stack
    pass_all(game)      # its enters trigger resolves
    assert zone(game, ALICE, "hand") == ["Forest"]


@template("count_opponents", cards=("Birth of the Imperium",))
def test_birth_of_the_imperium_makes_a_warrior_for_each_opponent() -> None:
    """714.3a, 102.3, 608.2h: Birth of the Imperium enters with a lore counter; chapter I
    creates a 2/2 Astartes Warrior for each of Alice's two opponents."""
    game, _ = game_at({"battlefield": ["Plains", "Plains", "Island", "Swamp", "Swamp"],
                       "hand": ["Birth of the Imperium"], "library": LIBRARY},
                      {"library": LIBRARY}, carol={"library": LIBRARY})
    cast(game, "Birth of the Imperium")
    pass_all(game)      # the Saga resolves and enters with a lore counter
    pass_all(game)      # chapter I resolves
    assert permanents(game, ALICE).count("Astartes Warrior") == 2


@template("n_cards_for_each", "count_opponents_fewer", cards=("Birth of the Imperium",))
def test_birth_of_the_imperium_draws_two_for_each_opponent_with_fewer_creatures() -> None:
    """714.2b, 714.3b, 608.2h: as Alice's precombat main phase begins her third lore counter triggers
    chapter III; she controls one creature, Bob none and Carol one, so she draws two cards
    for Bob only (one in her draw step, two from the chapter)."""
    game, _ = game_at({"battlefield": [{"card": "Birth of the Imperium", "counters": {"lore": 2}},
                                       "Grizzly Bears"], "library": LIBRARY},
                      {"library": LIBRARY}, carol={"battlefield": ["Gray Ogre"], "library": LIBRARY},
                      step="end")
    pass_until(game, "precombat main", turn=6)
    assert game.state.stack         # 714.3b: the counter is added as the main phase begins
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Forest"] * 3
    assert "Birth of the Imperium" in zone(game, ALICE, "graveyard")      # 714.4
