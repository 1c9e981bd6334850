"""The cards of cards/defs/flicker.py, each played in a position: they exile a permanent
and return it later with a delayed triggered ability (603.7; the rule's own tests are in
tests/rules/test_cr603_delayed_triggers.py)."""

from __future__ import annotations

from helpers import (
    ALICE,
    BOB,
    at_step,
    battlefield,
    do,
    game_at,
    pass_all,
    pass_until,
    stack,
    texts,
    zone,
)
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 10


def cast_flickerwisp(game: Game) -> int:
    """Alice casts Flickerwisp and it resolves; its enters ability waits for a target.
    Returns Flickerwisp's id."""
    do(game, "cast Flickerwisp", "pay {1}{W}{W} automatically")
    pass_all(game)
    return game.state.battlefield[-1]


def to_end_step(game: Game) -> None:
    pass_until(game, at_step("end", turn=game.state.turn))


# -- Flickerwisp ---------------------------------------------------------------------------
def test_flickerwisp_is_a_three_one_flyer_that_cant_target_itself() -> None:
    """Flickerwisp: a 3/1 Elemental with flying; "another target permanent": its enters
    ability can't target Flickerwisp itself."""
    game, _ = game_at({"hand": ["Flickerwisp"], "battlefield": ["Plains"] * 3})
    wisp = cast_flickerwisp(game)
    chars = characteristics(game.state, wisp)
    assert (chars.power, chars.toughness) == (3, 1) and chars.has("flying")
    assert "Elemental" in chars.subtypes
    assert f"target Flickerwisp#{wisp}" not in texts(game)
    assert len(texts(game)) == 3        # the three Plains


def test_flickerwisp_returns_the_permanent_untapped_under_its_owners_control() -> None:
    """Flickerwisp (603.7, 400.7): Bob's tapped Mountain is exiled and returns at the
    beginning of the end step as a new, untapped object under Bob's control."""
    game, labels = game_at({"hand": ["Flickerwisp"], "battlefield": ["Plains"] * 3,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Mountain", "label": "m", "tapped": True}],
                            "library": LIBRARY})
    cast_flickerwisp(game)
    do(game, f"target Mountain#{labels['m']}")
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Mountain"] and battlefield(game, BOB) == []
    to_end_step(game)
    assert stack(game) == ["Flickerwisp ability"]
    pass_all(game)
    (mountain,) = [o for o in game.state.permanents() if o.card.name == "Mountain"]
    assert mountain.id != labels["m"] and not mountain.tapped
    assert battlefield(game, BOB) == ["Mountain"]


def test_flickerwisp_returns_a_creature_whose_enters_ability_triggers_again() -> None:
    """Flickerwisp: Alice's Elvish Visionary comes back at the end step as a new object,
    so its "when this creature enters, draw a card" triggers again."""
    game, labels = game_at({"hand": ["Flickerwisp"],
                            "battlefield": ["Plains"] * 3 + [{"card": "Elvish Visionary",
                                                              "label": "elf"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    cast_flickerwisp(game)
    do(game, f"target Elvish Visionary#{labels['elf']}")
    pass_all(game)
    to_end_step(game)
    pass_all(game)                       # the Visionary returns
    assert stack(game) == ["Elvish Visionary ability"]
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Island"]


def test_flickerwisp_a_token_it_exiles_never_returns() -> None:
    """Flickerwisp (603.7c, 704.5d, 111.7): a token exiled by its ability ceases to exist,
    so the delayed triggered ability returns nothing."""
    game, _ = game_at({"hand": ["Lightning Bolt", "Flickerwisp"],
                       "battlefield": ["Mountain"] + ["Plains"] * 3 + ["Doomed Traveler"],
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Lightning Bolt", "target Doomed Traveler", "pay {R} automatically")
    pass_all(game)
    pass_all(game)                       # Doomed Traveler's ability: a Spirit token
    spirit = game.state.battlefield[-1]
    assert game.state.objects[spirit].kind == "token"
    cast_flickerwisp(game)
    do(game, f"target Spirit#{spirit}")
    pass_all(game)
    assert zone(game, ALICE, "exile") == []      # 704.5d: the token ceased to exist
    to_end_step(game)
    pass_all(game)
    assert battlefield(game, ALICE) == ["Mountain"] + ["Plains"] * 3 + ["Flickerwisp"]


# -- Otherworldly Journey ------------------------------------------------------------------
def test_otherworldly_journey_returns_the_creature_with_a_counter() -> None:
    """Otherworldly Journey: Bob's Gray Ogre is exiled and returns at the beginning of
    the next end step under Bob's control with a +1/+1 counter: a 3/3."""
    game, _ = game_at({"hand": ["Otherworldly Journey"], "battlefield": ["Plains"] * 2,
                       "library": LIBRARY},
                      {"battlefield": ["Gray Ogre"], "library": LIBRARY})
    do(game, "cast Otherworldly Journey", "target Gray Ogre", "pay {1}{W} automatically")
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Gray Ogre"]
    to_end_step(game)
    pass_all(game)
    ogre = game.state.battlefield[-1]
    assert battlefield(game, BOB) == ["Gray Ogre"]
    chars = characteristics(game.state, ogre)
    assert (chars.power, chars.toughness) == (3, 3)
