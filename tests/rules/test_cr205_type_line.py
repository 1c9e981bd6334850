"""205 the type line: card types, subtypes and supertypes read from Oracle type lines, and
objects with several types meeting each type's criteria."""

from __future__ import annotations

import pytest

from helpers import do, game_at, pass_all, pay, texts
from manastack.cards.database import parse_type_line
from manastack.rules.layers import characteristics


@pytest.mark.parametrize("line, types, subtypes, supertypes", [
    ("Legendary Artifact Creature — Human Soldier", ("Artifact", "Creature"),
     ("Human", "Soldier"), ("Legendary",)),
    ("Legendary Creature — Time Lord Doctor", ("Creature",), ("Time Lord", "Doctor"),
     ("Legendary",)),
    ("Basic Snow Land — Forest", ("Land",), ("Forest",), ("Basic", "Snow")),
    ("Instant — Arcane", ("Instant",), ("Arcane",), ()),
    ("Legendary Planeswalker — Jace", ("Planeswalker",), ("Jace",), ("Legendary",)),
    ("Artifact — Equipment", ("Artifact",), ("Equipment",), ()),
    ("Enchantment — Aura", ("Enchantment",), ("Aura",), ()),
    ("Sorcery", ("Sorcery",), (), ()),
])
def test_a_type_line_gives_types_subtypes_and_supertypes(
        line: str, types: tuple[str, ...], subtypes: tuple[str, ...],
        supertypes: tuple[str, ...]) -> None:
    """205.1 / 205.2 / 205.2a / 205.3 / 205.3a / 205.3b / 205.3g / 205.3h / 205.3i / 205.3j / 205.3k
    / 205.3m / 205.4 / 205.4a / 301.3 / 302.3 / 303.3 / 304.3 / 306.3: the supertypes come before
    the card types, the subtypes after the long dash; subtypes of most types are single words, while
    "Time Lord" is the one creature type of two words."""
    assert parse_type_line(line) == (types, subtypes, supertypes)


def test_an_artifact_creature_is_both_an_artifact_and_a_creature() -> None:
    """205.2b / 300.2: Ornithopter, an artifact creature, can be the target of "target
    artifact" and of "target creature" alike."""
    game, labels = game_at({"hand": ["Abrade"], "battlefield": ["Mountain", "Mountain"]},
                           {"battlefield": [{"card": "Ornithopter", "label": "bird"}]})
    bird = f"target Ornithopter#{labels['bird']}"
    for mode in ("mode 1", "mode 2"):
        fork = game.fork()
        do(fork, "cast Abrade")
        do(fork, next(t for t in texts(fork) if t.startswith(mode)))
        assert bird in texts(fork), mode


def test_basic_and_snow_are_supertypes_of_the_permanent() -> None:
    """205.4b / 205.4c / 205.4g / 305.5: Snow-Covered Forest is a basic land and a snow permanent,
    its supertypes independent of its type and subtype; Volcanic Island is a nonbasic land even
    though it has basic land types."""
    game, labels = game_at({"battlefield": [{"card": "Snow-Covered Forest", "label": "f"},
                                           {"card": "Volcanic Island", "label": "v"}]})
    forest, island = characteristics(game.state, labels["f"]), characteristics(game.state,
                                                                               labels["v"])
    assert forest.supertypes == {"Basic", "Snow"} and forest.subtypes == {"Forest"}
    assert "Basic" not in island.supertypes and island.subtypes == {"Island", "Mountain"}


def test_tokens_have_card_types() -> None:
    """205.2c / 111.4: Raise the Alarm's Soldier tokens aren't cards but are creatures, with
    the creature type Soldier."""
    game, _ = game_at({"hand": ["Raise the Alarm"], "battlefield": ["Plains", "Plains"]})
    do(game, "cast Raise the Alarm")
    pay(game, required=False)
    pass_all(game)
    tokens = [o for o in game.state.battlefield if game.state.obj(o).kind == "token"]
    assert tokens and all(characteristics(game.state, o).types == {"Creature"} and
                          characteristics(game.state, o).subtypes == {"Soldier"} for o in tokens)


def test_each_subtype_is_correlated_to_its_card_type() -> None:
    """205.3c, 305.7: Dryad Arbor is a "Land Creature — Forest Dryad": Forest is its land type
    (its {T}: Add {G}) and Dryad its creature type. Under Blood Moon ("Nonbasic lands are
    Mountains.") it loses only its land type: a Mountain Dryad land creature that taps for
    {R}."""
    game, labels = game_at({"battlefield": [{"card": "Dryad Arbor", "label": "arbor"}]},
                           {"battlefield": []})
    arbor = characteristics(game.state, labels["arbor"])
    assert arbor.subtypes == {"Forest", "Dryad"} and arbor.is_creature
    assert [a.text for a in arbor.abilities] == ["{T}: Add {G}."]
    game, labels = game_at({"battlefield": [{"card": "Dryad Arbor", "label": "arbor"}]},
                           {"battlefield": ["Blood Moon"]})
    moon = characteristics(game.state, labels["arbor"])
    assert moon.subtypes == {"Mountain", "Dryad"} and moon.types == {"Land", "Creature"}
    assert [a.text for a in moon.abilities] == ["{T}: Add {R}."]
