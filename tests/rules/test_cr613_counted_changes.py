"""613.4c: a static "gets +N/+M for each [permanent]" of the creature itself applies in
layer 7c, counting the permanents as layers 1-6 left them; a switch (7d) comes after it."""

from __future__ import annotations

from helpers import do, game_at, pass_all, pt, texts

LIBRARY = ["Island"] * 6


def test_a_counted_change_applies_before_a_switch() -> None:
    """613.4c, 613.4d: Nim Shrieker (0/1, +1/+0 for each of Alice's two artifacts) is 2/1;
    Twisted Image switches it after the count: 1/2."""
    game, labels = game_at({"hand": ["Twisted Image"],
                            "battlefield": [{"card": "Nim Shrieker", "label": "nim"},
                                            "Ornithopter", "Frogmite", "Island"],
                            "library": LIBRARY}, {"library": LIBRARY})
    assert pt(game, labels["nim"]) == (2, 1)
    do(game, "cast Twisted Image", f"target Nim Shrieker#{labels['nim']}",
       "pay {U} automatically")
    pass_all(game)
    assert pt(game, labels["nim"]) == (1, 2)


def test_the_count_follows_the_permanents_as_they_leave() -> None:
    """613.4c, 604.2: the count is of the permanents now: when Frogmite is sacrificed
    (Culling Dais), Nim Shrieker is 1/1 at once."""
    game, labels = game_at({"battlefield": [{"card": "Nim Shrieker", "label": "nim"},
                                            {"card": "Frogmite", "label": "frog"},
                                            {"card": "Culling Dais", "label": "dais"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    assert pt(game, labels["nim"]) == (2, 1), "Frogmite and Culling Dais"
    do(game, next(t for t in texts(game) if t.startswith("activate Culling Dais")))
    do(game, f"pick Frogmite#{labels['frog']}")
    pass_all(game)
    assert pt(game, labels["nim"]) == (1, 1)

