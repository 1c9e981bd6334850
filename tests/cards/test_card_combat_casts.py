"""A spell's own restrictions on casting it at the steps of combat (601.3, 506.1, 509.1),
compiled from Oracle text and played: "Cast this spell only during combat before blockers
are declared." (Panic) and "... after blockers are declared." (Chaotic Strike)."""

from __future__ import annotations

from oracle_harness import attack, card, pass_until, template

from helpers import ALICE, BOB, do, game_at, pass_all, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Mountain"] * 6


def _game(spell: str) -> tuple[Game, dict[str, int]]:
    return game_at(
        {
            "library": LIBRARY,
            "hand": [spell],
            "battlefield": ["Mountain", "Mountain", card("Grizzly Bears", "bears")],
        },
        {"library": LIBRARY, "battlefield": [card("Hill Giant", "giant")]},
    )


def _castable(game: Game, spell: str) -> bool:
    return any(t.startswith(f"cast {spell}") for t in texts(game))


@template("cast_only", "before_blockers_declared", cards=("Panic",))
def test_panic_is_cast_in_combat_before_blockers_only() -> None:
    """601.3: Panic can't be cast in the main phase; it can in the beginning of combat step,
    and Bob's Hill Giant then can't block (509.1b)."""
    game, labels = _game("Panic")
    assert not _castable(game, "Panic")
    pass_until(game, "beginning of combat")
    assert _castable(game, "Panic")
    do(game, "cast Panic", f"target Hill Giant#{labels['giant']}", "pay {R} automatically")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Panic"]
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack with Grizzly Bears#{labels['bears']} -> Bob")
    game.apply("done declaring attackers")
    while game.decision.kind is not DecisionKind.BLOCKERS:
        game.apply("pass")
    assert not any("Hill Giant" in t for t in texts(game))


@template("cast_only", "after_blockers_declared", cards=("Chaotic Strike",))
def test_chaotic_strike_is_cast_only_after_blockers_are_declared() -> None:
    """509.1: not in the declare attackers step; in the declare blockers step, once Bob has
    declared (no) blockers, Alice may cast Chaotic Strike, which draws her a card."""
    game, labels = _game("Chaotic Strike")
    attack(game, labels["bears"])
    assert game.state.step.value == "declare attackers" and not _castable(game, "Chaotic Strike")
    pass_until(game, "declare blockers")
    assert game.state.combat is not None and game.state.combat.blocks_declared
    assert _castable(game, "Chaotic Strike")
    do(game, "cast Chaotic Strike", f"target Grizzly Bears#{labels['bears']}", "pay {1}{R} automatically")
    hand = len(zone(game, ALICE, "hand"))
    pass_all(game)
    while game.decision.kind is not DecisionKind.PRIORITY:
        game.apply(texts(game)[0])
    assert len(zone(game, ALICE, "hand")) == hand + 1 and zone(game, BOB, "graveyard") == []
