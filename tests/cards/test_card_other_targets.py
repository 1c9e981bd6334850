""""Each of up to N other target [objects]" (115.1, 601.2c) on a real card: Basri's Acolyte."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import game_at, pass_all, pt, texts


@template("each_up_to_other_targets", cards=("Basri's Acolyte",))
def test_basri_s_acolyte_counters_on_up_to_two_other_creatures_you_control() -> None:
    """Basri's Acolyte (601.2c, 115.1, 122.1): its enters trigger may target up to two other
    creatures Alice controls, never itself nor Bob's creature; each target gets a +1/+1
    counter."""
    game, labels = game_at({"battlefield": ["Plains"] * 4 + [
        {"card": "Grizzly Bears", "label": "a"}, {"card": "Grizzly Bears", "label": "b"}],
        "hand": ["Basri's Acolyte"], "library": ["Plains"] * 5},
        {"battlefield": [{"card": "Hill Giant", "label": "g"}], "library": ["Plains"] * 5})
    cast(game, "Basri's Acolyte")
    pass_all(game)
    options = texts(game)
    assert any(f"#{labels['a']}" in t for t in options)
    assert not any("Basri's Acolyte" in t or "Hill Giant" in t for t in options), options
    game.apply(f"target Grizzly Bears#{labels['a']}")
    game.apply(f"target Grizzly Bears#{labels['b']}")
    pass_all(game)
    assert pt(game, labels["a"]) == (3, 3) and pt(game, labels["b"]) == (3, 3)


@template("each_up_to_other_targets", cards=("Basri's Acolyte",))
def test_basri_s_acolyte_may_choose_fewer_targets() -> None:
    """Basri's Acolyte (601.2c: "up to two"): Alice chooses one Bear and no more targets;
    only that one gets a counter."""
    game, labels = game_at({"battlefield": ["Plains"] * 4 + [
        {"card": "Grizzly Bears", "label": "a"}, {"card": "Grizzly Bears", "label": "b"}],
        "hand": ["Basri's Acolyte"], "library": ["Plains"] * 5}, {"library": ["Plains"] * 5})
    cast(game, "Basri's Acolyte")
    pass_all(game)
    game.apply(f"target Grizzly Bears#{labels['a']}")
    game.apply("no more targets")
    pass_all(game)
    assert pt(game, labels["a"]) == (3, 3) and pt(game, labels["b"]) == (2, 2)
