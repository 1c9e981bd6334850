""""named ~" in a description of objects (201.2) on a real card: Charmed Stray."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import game_at, pass_all, pt

LIBRARY = ["Plains"] * 5


@template("named_self_suffix", cards=("Charmed Stray",))
def test_charmed_stray_counters_only_other_strays_you_control() -> None:
    """Charmed Stray (201.2, 122.1): entering, it puts a +1/+1 counter on Alice's other
    Charmed Stray, not on itself, her Grizzly Bears or Bob's Charmed Stray."""
    game, labels = game_at({"battlefield": ["Plains", {"card": "Charmed Stray", "label": "s"},
                                            {"card": "Grizzly Bears", "label": "b"}],
                            "hand": ["Charmed Stray"], "library": LIBRARY},
                           {"battlefield": [{"card": "Charmed Stray", "label": "o"}],
                            "library": LIBRARY})
    cast(game, "Charmed Stray")
    while game.state.stack:
        pass_all(game)
    new = next(oid for oid in game.state.battlefield if oid not in labels.values()
               and game.state.objects[oid].card.name == "Charmed Stray")
    assert pt(game, labels["s"]) == (2, 2)
    assert pt(game, new) == (1, 1) and pt(game, labels["b"]) == (2, 2)
    assert pt(game, labels["o"]) == (1, 1)


@template("named_self_suffix", cards=("Plague Rats", "Timberpack Wolf"))
def test_named_self_counts_in_defining_and_for_each_abilities() -> None:
    """Plague Rats (604.3, 201.2): X/X for every creature named Plague Rats on the
    battlefield, Bob's included: 3/3 with three; Timberpack Wolf gets +1/+1 for each other
    Timberpack Wolf Alice controls, not Bob's."""
    game, labels = game_at({"battlefield": [{"card": "Plague Rats", "label": "a"},
                                            {"card": "Plague Rats", "label": "b"},
                                            {"card": "Timberpack Wolf", "label": "w"},
                                            {"card": "Timberpack Wolf", "label": "w2"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Plague Rats", "label": "c"},
                                            {"card": "Timberpack Wolf", "label": "x"}],
                            "library": LIBRARY})
    assert pt(game, labels["a"]) == (3, 3) and pt(game, labels["c"]) == (3, 3)
    assert pt(game, labels["w"]) == (3, 3) and pt(game, labels["x"]) == (2, 2)
