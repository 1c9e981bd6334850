"""Split second (702.61a) on real cards: Sudden Shock can't be answered by a spell, and Word
of Seizing (split second, then control and haste) takes Bob's creature."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, do, game_at, name, pass_all, pay, texts
from manastack.rules.layers import characteristics

LIBRARY = ["Mountain"] * 6


@template("split_second", cards=("Word of Seizing",))
def test_word_of_seizing_cant_be_answered() -> None:
    """702.61a: Bob can't Unsummon his Hill Giant in response to Word of Seizing; it
    resolves: Alice controls the Giant, untapped, with haste (613.1b, 702.10)."""
    game, labels = game_at({"hand": ["Word of Seizing"], "battlefield": ["Mountain"] * 6,
                            "library": LIBRARY},
                           {"hand": ["Unsummon"], "battlefield": [
                               "Island", {"card": "Hill Giant", "label": "giant", "tapped": True}],
                            "library": LIBRARY})
    giant = labels["giant"]
    do(game, "cast Word of Seizing", f"target {name(game, giant)}", by="Alice")
    pay(game)
    do(game, "pass", by="Alice")
    assert not any(t.startswith("cast") for t in texts(game))
    pass_all(game)
    chars = characteristics(game.state, giant)
    assert chars.controller == ALICE and chars.has("haste")
    assert not game.state.objects[giant].tapped
