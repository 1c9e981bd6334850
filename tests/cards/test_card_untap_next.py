"""Permanents kept tapped through their controller's next untap step (502.3, 611.2a) on real
cards: Crippling Chill ("Tap target creature. It doesn't untap during its controller's next
untap step."), Frost Breath."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

from helpers import game_at, name, resolve

LIBRARY = ["Island"] * 6


@template("doesnt_untap_next", cards=("Crippling Chill",))
def test_crippling_chill_keeps_the_creature_tapped_for_one_untap_step() -> None:
    """Crippling Chill (701.26a, 502.3, 611.2a): cast in Alice's turn on Bob's Grizzly Bears,
    they stay tapped through Bob's next untap step, and untap in the one after (the effect
    ended with that step)."""
    game, labels = game_at({"battlefield": ["Island", "Island", "Island"],
                            "hand": ["Crippling Chill"], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    bears = labels["bears"]
    cast(game, "Crippling Chill", name(game, bears))
    resolve(game)
    assert game.state.obj(bears).tapped
    pass_until(game, "upkeep", turn=4)
    assert game.state.obj(bears).tapped
    assert not any(e.duration == "its controller's next untap step" for e in game.state.effects)
    pass_until(game, "upkeep", turn=6)
    assert not game.state.obj(bears).tapped


@template("doesnt_untap_next", cards=("Frost Breath",))
def test_frost_breath_keeps_both_targets_tapped_through_one_untap_step() -> None:
    """Frost Breath (701.26a, 502.3, 611.2a): Bob's two creatures, tapped in Alice's turn 3,
    stay tapped through his untap step of turn 4 and untap in that of turn 6."""
    game, labels = game_at({"battlefield": ["Island"] * 3, "hand": ["Frost Breath"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "a"},
                                            {"card": "Hill Giant", "label": "b"}],
                            "library": LIBRARY})
    cast(game, "Frost Breath", name(game, labels["a"]), name(game, labels["b"]))
    resolve(game)
    pass_until(game, "upkeep", turn=4)
    assert game.state.obj(labels["a"]).tapped and game.state.obj(labels["b"]).tapped
    pass_until(game, "upkeep", turn=6)
    assert not game.state.obj(labels["a"]).tapped and not game.state.obj(labels["b"]).tapped
