"""Who may activate (602.1b, 602.2a): "Any player may activate this ability.", compiled from
Oracle text and played: Squallmonger and Feral Hydra, activated by their controller's
opponent."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, BOB, game_at, life, pass_all, stack, texts
from manastack.game import Game

LIBRARY = ["Island"] * 5


def _bob_has_priority(alice_battlefield: list[object]) -> tuple[Game, dict[str, int]]:
    game, labels = game_at({"battlefield": alice_battlefield, "library": LIBRARY},
                           {"battlefield": ["Mountain"] * 3, "library": LIBRARY},
                           active="Bob", priority="Bob")
    return game, labels


@template("any_player_may_activate", cards=("Squallmonger",))
def test_bob_activates_alices_squallmonger() -> None:
    """602.1b, 602.2a, 602.1a: Bob may activate Alice's Squallmonger; he pays {2} and
    controls the ability, which deals 1 damage to each creature with flying (Alice's Suntail
    Hawk dies, 704.5g) and each player; the Squallmonger itself, without flying, is not
    dealt damage."""
    game, labels = _bob_has_priority([{"card": "Squallmonger", "label": "sq"},
                                      {"card": "Suntail Hawk", "label": "hawk"}])
    activate(game, labels["sq"])
    assert stack(game) == ["Squallmonger ability"]
    ability = game.state.objects[game.state.stack[-1]]
    assert ability.controller == BOB
    pass_all(game)
    assert (life(game, ALICE), life(game, BOB)) == (19, 19)
    assert labels["hawk"] not in game.state.battlefield
    assert game.state.objects[labels["sq"]].damage == 0


@template("any_player_may_activate", cards=("Feral Hydra",))
def test_only_abilities_that_say_so_are_others_to_activate() -> None:
    """602.2: Bob may activate the Feral Hydra's "Any player may activate" ability but no
    other ability of Alice's permanents; the counter goes on Alice's Hydra (602.2a: Bob
    controls the ability, Alice the Hydra)."""
    game, labels = _bob_has_priority([{"card": "Feral Hydra", "label": "h", "counters": {"+1/+1": 1}},
                                      {"card": "Llanowar Elves"}])
    offered = [t for t in texts(game) if t.startswith("activate") and "Mountain" not in t]
    assert len(offered) == 1 and offered[0].startswith(f"activate Feral Hydra#{labels['h']}")
    activate(game, labels["h"])
    pass_all(game)
    assert game.state.objects[labels["h"]].counters.get("+1/+1") == 2
    assert game.state.objects[labels["h"]].controller == ALICE
