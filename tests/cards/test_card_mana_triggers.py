""" "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of
any color." (605.1b, 106.12a, 605.4a), compiled from Oracle text and played: Fertile Ground
and Trace of Abundance."""

from __future__ import annotations

from oracle_harness import card, template

from helpers import ALICE, BOB, game_at, texts
from manastack.game import Game

LIBRARY = ["Forest"] * 6


def _pool(game: Game, player: int) -> list[str]:
    return sorted(u.type for u in game.state.players[player].pool)


def _tap(game: Game, oid: int) -> None:
    game.apply(next(t for t in texts(game) if t.startswith(f"activate Forest#{oid}:")))


@template("mana_tapped_trigger", "enchanted_land_tapped", "extra_any_color", cards=("Fertile Ground",))
def test_fertile_ground_adds_a_mana_of_the_chosen_color_at_once() -> None:
    """106.12a, 605.4a: tapping the enchanted Forest for {G}, the triggered mana ability
    resolves at once (no stack), and Alice chooses blue: {G}{U} in her pool. Her other
    Forest makes only {G}."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "battlefield": [
                card("Forest", "f1"),
                {"card": "Fertile Ground", "attached_to": "f1"},
                card("Forest", "f2"),
            ],
        },
        {"library": LIBRARY},
    )
    _tap(game, labels["f1"])
    assert not game.state.stack and "add {U}" in texts(game)
    game.apply("add {U}")
    assert _pool(game, ALICE) == ["G", "U"]
    _tap(game, labels["f2"])
    assert _pool(game, ALICE) == ["G", "G", "U"]


@template("mana_tapped_trigger", "enchanted_land_tapped", "extra_any_color", cards=("Trace of Abundance",))
def test_trace_of_abundance_gives_the_mana_to_the_lands_controller() -> None:
    """106.12a: Alice's Trace of Abundance enchants Bob's Forest; when Bob taps it, Bob (its
    controller) chooses and gets the additional mana, not the Aura's controller."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Trace of Abundance", "attached_to": "bf"}]},
        {"library": LIBRARY, "battlefield": [card("Forest", "bf")]},
        active="Bob",
        priority="Bob",
    )
    _tap(game, labels["bf"])
    assert game.decision.player == BOB
    game.apply("add {R}")
    assert _pool(game, BOB) == ["G", "R"] and _pool(game, ALICE) == []


@template("mana_tapped_trigger", "enchanted_land_tapped", "extra_any_color", cards=("Fertile Ground",))
def test_fertile_ground_pays_for_a_blue_spell_with_a_forest() -> None:
    """601.2g-h, 106.12a: the payment planner counts on the additional mana; Alice casts Opt
    ({U}) with her one enchanted Forest, choosing blue for the extra mana."""
    game, _ = game_at(
        {
            "library": LIBRARY,
            "hand": ["Opt"],
            "battlefield": [card("Forest", "f1"), {"card": "Fertile Ground", "attached_to": "f1"}],
        },
        {"library": LIBRARY},
    )
    game.apply("cast Opt")
    game.apply("pay {U} automatically")
    game.apply("add {U}")
    assert len(game.state.stack) == 1 and _pool(game, ALICE) == ["G"]
