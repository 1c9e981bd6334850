"""Sagas compiled from Oracle text (714): chapter abilities "I — [effect]" and
"I, II — [effect]" (714.2b, 714.2c), lore counters as the Saga enters and as its
controller's precombat main phase begins (714.3a, 714.3b), and the sacrifice once the final
chapter has left the stack (714.4, 704.5s)."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import (
    ALICE,
    battlefield,
    choose,
    cites,
    game_at,
    life,
    pass_all,
    pay,
    pt,
    stack,
    zone,
)
from manastack.game import Game

LIBRARY = ["Plains", "Island", "Plains", "Island", "Island", "Island", "Island"]


def _lore(game: Game, card: str) -> int | None:
    s = game.state
    return next((s.objects[o].counters.get("lore", 0) for o in s.battlefield
                 if s.objects[o].card.name == card), None)


def _cast_saga(card: str, mana: list[str], library: list[str] | None = None) -> Game:
    game, _ = game_at({"battlefield": mana, "hand": [card], "library": library or LIBRARY},
                      {"library": ["Island"] * 8})
    game.apply(f"cast {card}")
    pay(game)
    pass_all(game)            # the Saga resolves and enters with a lore counter (714.3a)
    return game


@template("chapter_ability", "chapter_number", cards=("The Birth of Meletis",))
def test_birth_of_meletis_reads_its_three_chapters_then_is_sacrificed() -> None:
    """714.3a, 714.2b: The Birth of Meletis enters with a lore counter and chapter I finds a
    basic Plains; 714.3b: at Alice's next precombat main phase a second counter makes
    chapter II's 0/4 Wall; the third gains 2 life, and once chapter III has left the stack
    the Saga is sacrificed (714.4, 704.5s)."""
    game = _cast_saga("The Birth of Meletis", ["Plains", "Plains"])
    assert _lore(game, "The Birth of Meletis") == 1
    assert stack(game) == ["The Birth of Meletis ability"]
    pass_all(game)
    choose(game, "pick Plains")
    assert zone(game, ALICE, "hand") == ["Plains"]
    pass_until(game, "precombat main", turn=5)
    assert _lore(game, "The Birth of Meletis") == 2 and cites(game, "714.3b")
    pass_all(game)
    assert "Wall" in battlefield(game, ALICE)
    pass_until(game, "precombat main", turn=7)
    # 714.4: chapter III is on the stack, so the Saga stays while it is there.
    assert _lore(game, "The Birth of Meletis") == 3
    assert stack(game) == ["The Birth of Meletis ability"]
    pass_all(game)
    assert life(game, ALICE) == 22
    assert "The Birth of Meletis" not in battlefield(game, ALICE)
    assert zone(game, ALICE, "graveyard") == ["The Birth of Meletis"] and cites(game, "704.5s")


@template("chapter_ability", "chapter_number", cards=("History of Benalia",))
def test_history_of_benalia_makes_a_knight_for_each_of_chapters_one_and_two() -> None:
    """714.2c: "I, II — Create a 2/2 white Knight ..." is a chapter ability for I and one for
    II: a Knight as History of Benalia enters and another at Alice's next precombat main
    phase; chapter III pumps the Knights until end of turn (611.2a) and the Saga goes."""
    game = _cast_saga("History of Benalia", ["Plains", "Plains", "Island"])
    pass_all(game)
    assert battlefield(game, ALICE).count("Knight") == 1
    pass_until(game, "precombat main", turn=5)
    pass_all(game)
    assert battlefield(game, ALICE).count("Knight") == 2
    pass_until(game, "precombat main", turn=7)
    pass_all(game)
    knights = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Knight"]
    assert [pt(game, o) for o in knights] == [(4, 3), (4, 3)]
    assert zone(game, ALICE, "graveyard") == ["History of Benalia"]
