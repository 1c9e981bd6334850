"""Split second (702.61): while a spell with it is on the stack, players can't cast spells
or activate abilities that aren't mana abilities (702.61a); mana abilities stay open and
triggered abilities trigger as usual (702.61b)."""

from __future__ import annotations

from helpers import BOB, do, game_at, life, name, pass_all, pay, texts, zone
from manastack.game import Game

LIBRARY = ["Mountain"] * 6


def _sudden_shock_at_bob(bob: dict[str, object]) -> tuple[Game, dict[str, int]]:
    """Alice casts Sudden Shock at Bob and passes; Bob holds priority with `bob`."""
    game, labels = game_at({"hand": ["Sudden Shock"], "battlefield": ["Mountain", "Mountain"],
                            "library": LIBRARY}, {"library": LIBRARY, **bob})
    do(game, "cast Sudden Shock", "target Bob", by="Alice")
    pay(game)
    do(game, "pass", by="Alice")
    return game, labels


def test_no_spell_can_be_cast_in_response() -> None:
    """702.61a: with Sudden Shock on the stack, Bob's Shock (an instant, two untapped
    Mountains) isn't among his choices; he can only pass (or tap for mana)."""
    game, _ = _sudden_shock_at_bob({"hand": ["Shock"], "battlefield": ["Mountain", "Mountain"]})
    assert not any(t.startswith("cast") for t in texts(game))
    pass_all(game)
    assert life(game, BOB) == 18
    assert zone(game, BOB, "hand") == ["Shock"]


def test_no_ability_but_mana_abilities_can_be_activated() -> None:
    """702.61a-b: Bob's Prodigal Pyromancer's {T} damage ability can't be activated while
    Sudden Shock is on the stack; once it has resolved, it can."""
    game, labels = _sudden_shock_at_bob({"battlefield": [
        {"card": "Prodigal Pyromancer", "label": "pyro"}]})
    pyro = name(game, labels["pyro"])
    assert not any(t.startswith(f"activate {pyro}") for t in texts(game))
    pass_all(game)
    do(game, "pass", by="Alice")
    assert any(t.startswith(f"activate {pyro}") for t in texts(game))
