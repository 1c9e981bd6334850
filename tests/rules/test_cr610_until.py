"""610.3: one-shot effects that exile an object "until" an event: Banishing Light's "exile
target nonland permanent an opponent controls until this enchantment leaves the
battlefield". The object returns immediately after the event, under its owner's control
(610.3c); if the source has left before the exile happens, nothing is exiled (610.3b)."""

from __future__ import annotations

from helpers import ALICE, BOB, battlefield, cites, do, game_at, pass_all, zone
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 5


def _banish() -> tuple[Game, dict[str, int]]:
    """Alice casts Banishing Light; its trigger waits for a target. Bob has Disenchant and
    two Plains."""
    game, labels = game_at({"hand": ["Banishing Light"], "battlefield": ["Plains"] * 3,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"},
                                            "Plains", "Plains"],
                            "hand": ["Disenchant"], "library": LIBRARY})
    do(game, "cast Banishing Light", "pay {2}{W} automatically")
    pass_all(game)
    return game, labels


def _bob_disenchants_banishing_light(game: Game) -> int:
    """Alice passes; Bob casts Disenchant on Banishing Light and it resolves. Returns
    Banishing Light's id."""
    light = next(o for o in game.state.battlefield
                 if game.state.objects[o].card.name == "Banishing Light")
    game.apply("pass")
    do(game, "cast Disenchant", f"target Banishing Light#{light}", "pay {1}{W} automatically",
       by="Bob")
    pass_all(game)
    return light


def test_the_exiled_card_returns_when_banishing_light_is_destroyed() -> None:
    """610.3 / 610.3c: Bob casts Disenchant on Banishing Light at instant speed; immediately
    after it leaves the battlefield, Gray Ogre returns under Bob's control (a new object,
    400.7) and the return is logged under 610.3. A save made while the Ogre is exiled
    keeps what it waits for."""
    game, labels = _banish()
    do(game, f"target Gray Ogre#{labels['ogre']}")
    pass_all(game)
    game = Game.load(game.save())
    light = _bob_disenchants_banishing_light(game)
    assert light not in game.state.battlefield
    assert "Gray Ogre" in battlefield(game, BOB) and zone(game, BOB, "exile") == []
    ogre = next(o for o in game.state.battlefield
                if game.state.objects[o].card.name == "Gray Ogre")
    assert ogre != labels["ogre"] and characteristics(game.state, ogre).controller == BOB
    assert cites(game, "610.3")


def test_nothing_is_exiled_if_banishing_light_left_first() -> None:
    """610.3b: with Banishing Light's trigger on the stack, Bob destroys Banishing Light;
    the trigger resolves and exiles nothing (the event, its leaving, already happened)."""
    game, labels = _banish()
    do(game, f"target Gray Ogre#{labels['ogre']}")
    light = _bob_disenchants_banishing_light(game)
    assert light not in game.state.battlefield
    pass_all(game)
    assert "Gray Ogre" in battlefield(game, BOB) and zone(game, BOB, "exile") == []
    assert zone(game, ALICE, "graveyard") == ["Banishing Light"]
    assert cites(game, "610.3a")
