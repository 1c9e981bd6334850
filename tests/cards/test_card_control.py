"""Control-changing cards compiled from their Oracle text (613.1b, layer 2), played in a
position: "gain control of target creature until end of turn" (Act of Treason, Sarkhan
Vol), "for the rest of the game" (Jace, Ingenious Mind-Mage) and the Aura "You control
enchanted creature." (Control Magic). The controller decides who may attack with it and
who has summoning sickness (302.6)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, at_step, do, game_at, pass_all, pass_until, texts
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 10


def _controller(game: Game, oid: int) -> int:
    return characteristics(game.state, oid).controller


def _treason() -> tuple[Game, dict[str, int]]:
    return game_at({"hand": ["Act of Treason"], "battlefield": ["Mountain"] * 3,
                    "library": LIBRARY},
                   {"battlefield": [{"card": "Gray Ogre", "label": "ogre", "tapped": True}],
                    "library": LIBRARY})


@template("gain_control", cards=("Act of Treason",))
def test_act_of_treason_takes_untaps_and_hastes_a_creature_until_end_of_turn() -> None:
    """Act of Treason (613.1b, 611.2a): Alice controls Bob's tapped Gray Ogre, untapped and
    with haste, so it may attack this turn (302.6, 702.10); at the cleanup step the effect
    ends (514.2) and Bob controls it again."""
    game, labels = _treason()
    ogre = labels["ogre"]
    do(game, "cast Act of Treason", f"target Gray Ogre#{ogre}", "pay {2}{R} automatically")
    pass_all(game)
    assert _controller(game, ogre) == ALICE
    assert not game.state.objects[ogre].tapped
    assert characteristics(game.state, ogre).has("haste")
    pass_until(game, lambda g: g.decision is not None and g.decision.kind.value == "attackers")
    assert f"attack with Gray Ogre#{ogre} -> Bob" in texts(game)
    pass_until(game, at_step("upkeep", "Bob"))
    assert _controller(game, ogre) == BOB
    assert not characteristics(game.state, ogre).has("haste")


@template("gain_control", cards=("Sarkhan Vol",))
def test_sarkhan_vol_threatens_a_creature_with_a_loyalty_ability() -> None:
    """Sarkhan Vol [−2] (606.4, 613.1b): Alice gains control of Bob's Grizzly Bears until
    end of turn; Sarkhan goes from 4 loyalty to 2."""
    game, labels = game_at({"battlefield": [{"card": "Sarkhan Vol", "label": "sarkhan"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    sarkhan, bears = labels["sarkhan"], labels["bears"]
    do(game, f"activate Sarkhan Vol#{sarkhan}: [-2]: Gain control of target creature until "
       "end of turn. Untap that creature. It gains haste until end of turn.",
       f"target Grizzly Bears#{bears}")
    pass_all(game)
    assert _controller(game, bears) == ALICE
    assert game.state.objects[sarkhan].counters["loyalty"] == 2


@template("gain_control", cards=("Jace, Ingenious Mind-Mage",))
def test_jace_ingenious_mind_mage_steals_creatures_for_the_rest_of_the_game() -> None:
    """Jace, Ingenious Mind-Mage [−9] (611.2a: no duration stated, so it lasts the rest of
    the game): Alice controls Bob's two creatures in Bob's turn and after."""
    game, labels = game_at({"battlefield": [{"card": "Jace, Ingenious Mind-Mage",
                                             "label": "jace", "loyalty": 9}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                            {"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY})
    do(game, f"activate Jace, Ingenious Mind-Mage#{labels['jace']}: [-9]: Gain control of "
       "up to three target creatures.", f"target Grizzly Bears#{labels['bears']}",
       f"target Gray Ogre#{labels['ogre']}", "no more targets")
    pass_all(game)
    pass_until(game, at_step("upkeep", "Bob"))
    assert _controller(game, labels["bears"]) == ALICE
    assert _controller(game, labels["ogre"]) == ALICE


def _control_magic() -> tuple[Game, dict[str, int]]:
    return game_at({"hand": ["Control Magic"], "battlefield": ["Island"] * 4,
                    "library": LIBRARY},
                   {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}], "library": LIBRARY})


@template("control_static", cards=("Control Magic",))
def test_control_magic_controls_the_enchanted_creature() -> None:
    """Control Magic (613.1b, 611.3a): Alice controls the enchanted Gray Ogre; it has
    summoning sickness for her (302.6), so it can't attack this turn."""
    game, labels = _control_magic()
    ogre = labels["ogre"]
    do(game, "cast Control Magic", f"target Gray Ogre#{ogre}", "pay {2}{U}{U} automatically")
    pass_all(game)
    assert _controller(game, ogre) == ALICE
    pass_until(game, lambda g: g.decision is not None and g.decision.kind.value == "attackers")
    assert f"attack with Gray Ogre#{ogre} -> Bob" not in texts(game)


@template("control_static", cards=("Control Magic",))
def test_control_returns_when_control_magic_leaves() -> None:
    """Control Magic (611.3a: a static ability's effect lasts while its source is on the
    battlefield): Bob destroys it with Disenchant and controls his Gray Ogre again."""
    game, labels = game_at({"battlefield": [{"card": "Control Magic", "label": "aura",
                                             "attached_to": "ogre"}], "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"},
                                            "Plains", "Plains"],
                            "hand": ["Disenchant"], "library": LIBRARY}, active="Bob")
    ogre = labels["ogre"]
    assert _controller(game, ogre) == ALICE
    do(game, "cast Disenchant", f"target Control Magic#{labels['aura']}",
       "pay {1}{W} automatically")
    pass_all(game)
    assert labels["aura"] not in game.state.battlefield
    assert _controller(game, ogre) == BOB
