"""502.3: the active player determines which of their permanents untap, and effects can
keep some from untapping: a limit ("players can't untap more than two permanents during
their untap steps", Static Orb) applies only while its condition holds, and asks nothing
when everything tapped may untap anyway (rules/untap_limits.py)."""

from __future__ import annotations

from helpers import game_at
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 8


def test_a_tapped_static_orb_limits_nothing() -> None:
    """502.3: Static Orb's limit holds only "as long as this artifact is untapped": tapped,
    it lets all three of Alice's tapped permanents untap, with nothing to choose."""
    game, labels = game_at(
        {"battlefield": [{"card": "Forest", "label": n, "tapped": True} for n in ("a", "b")]
         + [{"card": "Grizzly Bears", "label": "c", "tapped": True}], "library": LIBRARY},
        {"battlefield": [{"card": "Static Orb", "tapped": True}], "library": LIBRARY},
        step="untap", stage="begin", turn=5)
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert not any(game.state.objects[labels[n]].tapped for n in "abc")


def test_as_many_as_the_limit_allows_untap_without_a_choice() -> None:
    """502.3: under an untapped Static Orb, Alice's two tapped permanents both untap and
    nothing is asked; Bob's tapped Forest waits for his own untap step."""
    game, labels = game_at(
        {"battlefield": [{"card": "Forest", "label": "a", "tapped": True},
                         {"card": "Grizzly Bears", "label": "b", "tapped": True},
                         "Static Orb"], "library": LIBRARY},
        {"battlefield": [{"card": "Forest", "label": "c", "tapped": True}], "library": LIBRARY},
        step="untap", stage="begin", turn=5)
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    objects = game.state.objects
    assert not objects[labels["a"]].tapped and not objects[labels["b"]].tapped
    assert objects[labels["c"]].tapped
