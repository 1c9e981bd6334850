"""A delayed triggered ability lasting for the turn, created by a loyalty ability (603.7a,
603.7b, 508.3a) on a real card: Basri, Devoted Paladin."""

from __future__ import annotations

from oracle_harness import attack, pass_until, template

from helpers import do, game_at, pass_all, pt, stack, texts
from manastack.game import Game

LIBRARY = ["Plains"] * 8
MINUS = "[-1]: Whenever a creature attacks this turn, put a +1/+1 counter on it."


def _basri() -> tuple[Game, dict[str, int]]:
    game, labels = game_at({"battlefield": [
        {"card": "Basri, Devoted Paladin", "label": "basri", "counters": {"loyalty": 4}},
        {"card": "Grizzly Bears", "label": "a"}, {"card": "Grizzly Bears", "label": "b"}],
        "library": LIBRARY},
        {"battlefield": [{"card": "Hill Giant", "label": "g"}], "library": LIBRARY})
    do(game, f"activate Basri, Devoted Paladin#{labels['basri']}: {MINUS}")
    pass_all(game, check=False)
    return game, labels


@template("attacks_this_turn_counter", cards=("Basri, Devoted Paladin",))
def test_basri_minus_one_counters_each_attacker_this_turn() -> None:
    """Basri, Devoted Paladin [-1] (603.7b, 508.3a): the ability resolves before combat;
    each of Alice's two attacking Bears triggers it and gets a +1/+1 counter."""
    game, labels = _basri()
    assert game.state.objects[labels["basri"]].counters["loyalty"] == 3
    attack(game, labels["a"], labels["b"])
    while all("(trigger" in x for x in texts(game)):
        game.apply(texts(game)[0])          # 603.3b: Alice orders her two triggers
    assert stack(game) == ["Basri, Devoted Paladin ability"] * 2
    while game.state.stack:
        pass_all(game)
    assert pt(game, labels["a"]) == (3, 3) and pt(game, labels["b"]) == (3, 3)


@template("attacks_this_turn_counter", cards=("Basri, Devoted Paladin",))
def test_basri_minus_one_ends_with_the_turn() -> None:
    """Basri, Devoted Paladin [-1] (603.7b: "this turn"): on Bob's next turn his attacking
    Hill Giant gets no counter."""
    game, labels = _basri()
    pass_until(game, "beginning of combat", turn=4)
    attack(game, labels["g"], defender="Alice")
    assert not stack(game) and pt(game, labels["g"]) == (3, 3)
