"""An intervening "if" about the creature that died, as it last existed (603.4, 603.10a,
700.4) on a real card: Basri's Lieutenant."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import battlefield, game_at, pass_all, pay, stack, texts
from manastack.game import Game

LIBRARY = ["Plains"] * 5


def _board(*creatures: dict[str, object]) -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": ["Plains"] * 4 + [
        {"card": "Basri's Lieutenant", "label": "lt"}, *creatures],
        "hand": ["Day of Judgment"], "library": LIBRARY},
        {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIBRARY})


def _knights(game: Game) -> int:
    return sum(1 for n in battlefield(game, 0) if "Knight" in n and "Lieutenant" not in n)


def _bolt_and_settle(label: str) -> Game:
    """Bob bolts the Bears `label` in Alice's main phase; everything then resolves."""
    game, labels = _board({"card": "Grizzly Bears", "label": "a", "counters": {"+1/+1": 1}},
                          {"card": "Grizzly Bears", "label": "b"})
    game.apply("pass")
    game.apply("cast Lightning Bolt")
    game.apply(f"target Grizzly Bears#{labels[label]}")
    pay(game)
    while game.state.stack:
        pass_all(game)
    assert labels[label] not in game.state.battlefield
    return game


@template("triggered_if_it_had_counter", cards=("Basri's Lieutenant",))
def test_basri_s_lieutenant_only_for_a_creature_that_had_a_counter() -> None:
    """Basri's Lieutenant (603.4, 603.10a): Bob bolts a Bears with a +1/+1 counter: a
    Knight token; a Bears without one dying makes none (the ability doesn't trigger)."""
    game = _bolt_and_settle("a")
    assert _knights(game) == 1 and "603.4" not in game.log_text()
    game = _bolt_and_settle("b")
    assert _knights(game) == 0
    assert not any("Basri's Lieutenant" in line for line in game.log_text().splitlines()
                   if line.startswith("608.2:"))


@template("triggered_if_it_had_counter", cards=("Basri's Lieutenant",))
def test_basri_s_lieutenant_sees_itself_and_others_dying_together() -> None:
    """Basri's Lieutenant (603.10a: leaves-the-battlefield abilities look back): Day of
    Judgment destroys it (with a counter), a Bears with a counter and one without: two
    Knight tokens."""
    game, _ = game_at({"battlefield": ["Plains"] * 4 + [
        {"card": "Basri's Lieutenant", "label": "lt", "counters": {"+1/+1": 1}},
        {"card": "Grizzly Bears", "label": "a", "counters": {"+1/+1": 1}},
        {"card": "Grizzly Bears", "label": "b"}],
        "hand": ["Day of Judgment"], "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Day of Judgment")
    pass_all(game)
    assert len(texts(game)) == 2        # 603.3b: Alice orders her two triggers
    game.apply(texts(game)[0])
    assert sum("Basri's Lieutenant" in s for s in stack(game)) == 2
    while game.state.stack:
        pass_all(game)
    assert _knights(game) == 2
