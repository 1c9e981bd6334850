"""111: tokens written into a position by the key of their definition are tokens (111.1),
exist only on the battlefield (111.8), and cease to exist when they leave it (704.5d)."""

from __future__ import annotations

import pytest

from manastack.errors import ScenarioError
from manastack.scenario import build_game_with_labels

SOLDIER = "token: 1/1 white Soldier Creature with flying"


def _position() -> dict[str, object]:
    return {"turn": 2, "active": "A", "step": "precombat main",
            "players": [{"name": "A", "hand": ["Lightning Bolt"],
                         "battlefield": [{"card": SOLDIER, "label": "t"}, "Mountain"]},
                        {"name": "B"}]}


def test_a_token_named_by_its_key_is_a_token_with_those_characteristics() -> None:
    """111.1 / 111.4: the token's name, color, types and keywords are its definition's."""
    game, labels = build_game_with_labels(_position())
    token = game.state.objects[labels["t"]]
    assert token.kind == "token" and token.card.name == "Soldier"
    assert token.card.colors == {"W"} and token.card.keywords == {"flying"}


def test_a_token_that_dies_ceases_to_exist() -> None:
    """704.5d: a token in a graveyard ceases to exist when state-based actions are checked."""
    game, labels = build_game_with_labels(_position())
    game.apply("cast Lightning Bolt")
    game.apply(f"target Soldier#{labels['t']}")
    game.apply("pay {R} automatically")
    game.apply("pass")
    game.apply("pass")
    assert not any(o.card.name == "Soldier" for o in game.state.objects.values())
    assert "704.5d" in {e.rule for e in game.log()}


@pytest.mark.parametrize("zone", ["hand", "library", "graveyard", "exile"])
def test_a_token_outside_the_battlefield_is_refused(zone: str) -> None:
    """111.8: a token that isn't on the battlefield ceases to exist; a position can't hold one."""
    position = {"turn": 2, "active": "A", "step": "precombat main",
                "players": [{"name": "A", zone: [SOLDIER]}, {"name": "B"}]}
    with pytest.raises(ScenarioError, match=f"position.players\\[0\\].{zone}\\[0\\].card: "
                       "'token: 1/1 white Soldier Creature with flying' is a token"):
        build_game_with_labels(position)
