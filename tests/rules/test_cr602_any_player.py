"""602.1b, 602.1a, 602.2a: "Any player may activate this ability.": a player who doesn't
control the permanent activates the ability, pays its cost from their own resources and
controls the ability on the stack (Oona's Prowler: "Discard a card: ...")."""

from __future__ import annotations

from helpers import ALICE, BOB, do, game_at, name, pass_all, pt, texts, zone

LIBRARY = ["Island"] * 5


def test_the_activating_player_pays_the_cost_and_controls_the_ability() -> None:
    """602.1a, 602.2a: Bob activates Alice's Oona's Prowler by discarding a card from his
    own hand; the ability on the stack is his; the Prowler, still Alice's, gets -2/-0."""
    game, labels = game_at({"battlefield": [{"card": "Oona's Prowler", "label": "p"}],
                            "hand": ["Forest"], "library": LIBRARY},
                           {"hand": [{"card": "Mountain", "label": "mountain"}], "library": LIBRARY},
                           active="Bob", priority="Bob")
    do(game, next(t for t in texts(game) if t.startswith("activate Oona's Prowler")))
    assert texts(game) == [f"pick {name(game, labels['mountain'])}"]      # Bob's card only
    do(game, f"pick {name(game, labels['mountain'])}")
    assert zone(game, BOB, "graveyard") == ["Mountain"] and zone(game, ALICE, "hand") == ["Forest"]
    ability = game.state.objects[game.state.stack[-1]]
    assert ability.controller == BOB and ability.source == labels["p"]
    pass_all(game)
    assert pt(game, labels["p"]) == (1, 1)
    assert game.state.objects[labels["p"]].controller == ALICE


def test_its_controller_may_activate_it_too() -> None:
    """602.2: the permanent's controller is one of "any player"; Alice discards her own card."""
    game, labels = game_at({"battlefield": [{"card": "Oona's Prowler", "label": "p"}],
                            "hand": ["Forest"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, next(t for t in texts(game) if t.startswith("activate Oona's Prowler")))
    do(game, next(t for t in texts(game) if t.startswith("pick Forest")))
    assert zone(game, ALICE, "graveyard") == ["Forest"]
    pass_all(game)
    assert pt(game, labels["p"]) == (1, 1)
