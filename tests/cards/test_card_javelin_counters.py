"""A counter the rules give no meaning (122.1), named by its card: "This creature enters
with a javelin counter on it. {T}, Remove a javelin counter from this creature: It deals 1
damage to any target." (Icatian Javelineers), compiled from Oracle text and played."""

from __future__ import annotations

from oracle_harness import activate, cast, template

from helpers import BOB, game_at, life, resolve, texts

THROW = "Remove a javelin counter from this creature"


@template("plain_counter", cards=("Icatian Javelineers",))
def test_icatian_javelineers_enters_with_a_javelin_counter() -> None:
    """614.1c, 122.1: cast and resolved, Icatian Javelineers enters with one javelin
    counter."""
    game, _ = game_at({"battlefield": ["Plains"], "hand": ["Icatian Javelineers"]})
    cast(game, "Icatian Javelineers")
    resolve(game)
    (jav,) = [o for o in game.state.battlefield
              if game.state.objects[o].card.name == "Icatian Javelineers"]
    assert game.state.objects[jav].counters.get("javelin") == 1


def test_icatian_javelineers_throws_its_one_javelin() -> None:
    """602.2b, 118.3: Alice removes the javelin counter to deal 1 damage to Bob; a
    Javelineers with no counter can't activate the ability."""
    game, labels = game_at({"battlefield": [{"card": "Icatian Javelineers", "label": "jav",
                                             "counters": {"javelin": 1}}]})
    activate(game, labels["jav"], "Bob")
    resolve(game)
    assert life(game, BOB) == 19
    assert game.state.objects[labels["jav"]].counters.get("javelin", 0) == 0
    empty, _ = game_at({"battlefield": ["Icatian Javelineers"]})
    assert not any(THROW in t for t in texts(empty))
