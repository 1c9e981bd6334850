"""Imprint's linked abilities (607.2a, 207.2c) on Chrome Mox: "When this artifact enters,
you may exile a nonartifact, nonland card from your hand." and "{T}: Add one mana of any of
the exiled card's colors." (106.5: no mana without a colored exiled card)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, game_at, pass_all, stack, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6
MOX = "Chrome Mox"


def _mox_in_play(hand: list[str], exile: bool = True) -> tuple[Game, int, list[str]]:
    """Alice casts Chrome Mox with `hand` beside it; its trigger resolves, and she exiles
    the first card offered (if `exile`) or declines. The cards offered too."""
    game, _ = game_at({"hand": [MOX, *hand], "library": LIBRARY}, {"library": LIBRARY})
    game.apply(f"cast {MOX}")
    pass_all(game, until_stack_changes=True)
    assert stack(game) == [f"{MOX} ability"]
    pass_all(game, until_stack_changes=True)
    mox = next(o for o in game.state.battlefield if game.state.objects[o].card.name == MOX)
    offered: list[str] = []
    if game.decision is not None and game.decision.kind is DecisionKind.MAY:
        game.apply("yes" if exile else "no")
        if exile and game.decision is not None and game.decision.kind is DecisionKind.PICK:
            offered = [t.split("#")[0].removeprefix("pick ") for t in texts(game)]
            game.apply(texts(game)[0])
    return game, mox, offered


def _tap_mox(game: Game, mox: int) -> list[str]:
    """Tap the Mox for mana; the colors offered (none asked if one or none)."""
    game.apply(next(t for t in texts(game) if t.startswith(f"activate {MOX}#{mox}")))
    if game.decision is not None and game.decision.kind is DecisionKind.COLOR:
        return texts(game)
    return []


def _pool(game: Game) -> str:
    return "".join(f"{{{u.type}}}" for u in game.state.players[ALICE].pool)


@template("exile_from_own_hand", "add_exiled_card_color", cards=(MOX,))
def test_chrome_mox_taps_for_the_exiled_cards_colors() -> None:
    """607.2a: the trigger offers only nonartifact, nonland cards (Lightning Helix, not
    Ornithopter or the Forest); the Helix is exiled and the Mox taps for {R} or {W}, the
    player's choice."""
    game, mox, offered = _mox_in_play(["Ornithopter", "Forest", "Lightning Helix"])
    assert offered == ["Lightning Helix"]
    assert zone(game, ALICE, "exile") == ["Lightning Helix"]
    assert sorted(zone(game, ALICE, "hand")) == ["Forest", "Ornithopter"]
    assert _tap_mox(game, mox) == ["add {W}", "add {R}"]
    game.apply("add {W}")
    assert _pool(game) == "{W}"


@template("exile_from_own_hand", cards=(MOX,))
def test_chrome_mox_offers_only_nonartifact_nonland_cards() -> None:
    """607.2a: with only an artifact and a land in hand, nothing can be exiled; the trigger
    resolves doing nothing and both cards stay in hand."""
    game, _, offered = _mox_in_play(["Ornithopter", "Forest"])
    assert offered == []
    assert zone(game, ALICE, "exile") == []
    assert sorted(zone(game, ALICE, "hand")) == ["Forest", "Ornithopter"]


@template("add_exiled_card_color", cards=(MOX,))
def test_chrome_mox_without_an_exiled_card_makes_no_mana() -> None:
    """106.5: Alice declines to exile the Helix; tapping the Mox produces no mana, and a
    one-mana spell can't be paid with it."""
    game, mox, _ = _mox_in_play(["Lightning Helix", "Lightning Bolt"], exile=False)
    assert zone(game, ALICE, "exile") == []
    assert "cast Lightning Bolt" not in " ".join(texts(game))
    assert _tap_mox(game, mox) == []
    assert _pool(game) == ""
    assert game.state.objects[mox].tapped


@template("add_exiled_card_color", cards=(MOX,))
def test_chrome_mox_pays_for_a_spell_of_the_exiled_color() -> None:
    """605.3a, 601.2g: with Lightning Helix exiled, the Mox pays for Lightning Bolt's {R}."""
    game, _, _ = _mox_in_play(["Lightning Helix", "Lightning Bolt"])
    assert zone(game, ALICE, "exile") == ["Lightning Helix"]
    game.apply("cast Lightning Bolt")
    game.apply("target Bob")
    game.apply(next(t for t in texts(game) if "automatically" in t))
    pass_all(game)
    assert game.state.players[1].life == 17
