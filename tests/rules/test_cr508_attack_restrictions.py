"""508.1c: restrictions on attacking with a condition ("can't attack unless ...") are
checked as attackers are declared, for the creature that has the restriction only."""

from __future__ import annotations

from helpers import at_step, do, game_at, name, pass_until, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _to_attackers(game: Game) -> None:
    pass_until(game, at_step("beginning of combat"))
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS


def test_the_condition_is_checked_when_attackers_are_declared() -> None:
    """508.1c: Harbor Serpent can't attack with four Islands at the start of the turn, but
    after Alice plays a fifth in her main phase it may attack that combat."""
    game, labels = game_at({"hand": ["Island"], "battlefield": [
        {"card": "Harbor Serpent", "label": "serpent"}] + ["Island"] * 4, "library": LIBRARY},
        {"library": LIBRARY})
    do(game, "play Island")
    _to_attackers(game)
    assert f"attack with {name(game, labels['serpent'])} -> Bob" in texts(game)


def test_the_restriction_binds_only_the_creature_that_has_it() -> None:
    """508.1c: with too few Islands Harbor Serpent can't attack, and Alice's Grizzly Bears
    still can."""
    game, labels = game_at({"battlefield": [{"card": "Harbor Serpent", "label": "serpent"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Island"], "library": LIBRARY},
                           {"library": LIBRARY})
    _to_attackers(game)
    offered = texts(game)
    assert f"attack with {name(game, labels['bears'])} -> Bob" in offered
    assert not any(t.startswith(f"attack with {name(game, labels['serpent'])}") for t in offered)
