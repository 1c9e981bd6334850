"""Casting a spell from your hand as an effect resolves, without paying its mana cost
(608.2g, 118.9), compiled from Oracle text and played: Omnispell Adept ("{2}{U}, {T}: You
may cast an instant or sorcery spell from your hand without paying its mana cost.")."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import BOB, game_at, pass_all, stack, target_and_pay, texts, zone
from manastack.game import Game


def _adept(hand: list[str]) -> tuple[Game, int]:
    game, labels = game_at({"battlefield": [{"card": "Omnispell Adept", "label": "adept"},
                                            *["Island"] * 3],
                            "hand": hand, "library": ["Island"] * 5},
                           {"library": ["Island"] * 5})
    activate(game, labels["adept"])
    pass_all(game, until_stack_changes=True)
    return game, labels["adept"]


@template("cast_from_hand_free", cards=("Omnispell Adept",))
def test_omnispell_adept_casts_a_lightning_bolt_for_free() -> None:
    """608.2g: as the ability resolves Alice may cast an instant or sorcery card from her
    hand (Grizzly Bears isn't offered) without paying its mana cost (118.9): she has no
    Mountain, yet Lightning Bolt is cast, goes on the stack and deals 3 damage to Bob."""
    game, _ = _adept(["Lightning Bolt", "Grizzly Bears"])
    options = texts(game)
    assert any(t.startswith("pick Lightning Bolt#") for t in options), options
    assert not any("Grizzly Bears" in t for t in options) and "done" in options
    game.apply(next(t for t in options if t.startswith("pick Lightning Bolt#")))
    target_and_pay(game, "Bob")
    assert stack(game) == ["Lightning Bolt"]
    pass_all(game)
    assert game.state.players[BOB].life == 17
    assert zone(game, 0, "hand") == ["Grizzly Bears"]


def test_omnispell_adept_may_cast_nothing() -> None:
    """The cast is optional ("you may"): choosing none leaves the hand as it was."""
    game, _ = _adept(["Lightning Bolt"])
    game.apply("done")
    assert zone(game, 0, "hand") == ["Lightning Bolt"] and not game.state.stack
