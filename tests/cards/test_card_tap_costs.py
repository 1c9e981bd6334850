"""Tapping untapped permanents you control as a cost (118.3; 302.6 doesn't restrict them),
compiled from Oracle text and played: "Tap an untapped artifact you control: This creature
gets +1/+1 until end of turn." (Lodestone Myr) and "Tap two untapped Spirits you control:
Tap target creature you don't control." (Shacklegeist)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import do, game_at, pass_all, pt, texts

LIBRARY = ["Island"] * 6


@template("tap_untapped_cost", cards=("Lodestone Myr",))
def test_lodestone_myr_taps_a_new_artifact_then_itself() -> None:
    """Lodestone Myr (118.3, 302.6): Alice taps her Ornithopter that just came under her
    control (302.6 restricts only {T} costs), then the Myr itself (an artifact too): +2/+2;
    with no untapped artifact left it can't be activated."""
    game, labels = game_at({"battlefield": [{"card": "Lodestone Myr", "label": "myr"},
                                            {"card": "Ornithopter", "label": "bird",
                                             "sick": True}], "library": LIBRARY},
                           {"library": LIBRARY})
    activate(game, labels["myr"])
    do(game, f"pick Ornithopter#{labels['bird']}")
    pass_all(game)
    assert game.state.objects[labels["bird"]].tapped
    activate(game, labels["myr"])
    do(game, f"pick Lodestone Myr#{labels['myr']}")
    pass_all(game)
    assert game.state.objects[labels["myr"]].tapped and pt(game, labels["myr"]) == (4, 4)
    assert not any(t.startswith("activate Lodestone Myr") for t in texts(game))


def test_shacklegeist_taps_two_spirits_to_tap_an_opponents_creature() -> None:
    """Shacklegeist (118.3): two untapped Spirits Alice controls (itself among them) are
    tapped to tap Bob's Gray Ogre; with one Spirit it can't be activated."""
    game, labels = game_at({"battlefield": [{"card": "Shacklegeist", "label": "geist"},
                                            {"card": "Shacklegeist", "label": "other"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY})
    activate(game, labels["geist"], f"Gray Ogre#{labels['ogre']}")
    do(game, f"pick Shacklegeist#{labels['geist']}", f"pick Shacklegeist#{labels['other']}")
    pass_all(game)
    state = game.state
    assert state.objects[labels["ogre"]].tapped
    assert state.objects[labels["geist"]].tapped and state.objects[labels["other"]].tapped


def test_shacklegeist_alone_cant_pay_its_cost() -> None:
    """Shacklegeist (118.3): a cost that can't be paid can't be begun: one Spirit isn't
    two."""
    game, _ = game_at({"battlefield": ["Shacklegeist"], "library": LIBRARY},
                      {"battlefield": ["Gray Ogre"], "library": LIBRARY})
    assert not any(t.startswith("activate Shacklegeist") for t in texts(game))
