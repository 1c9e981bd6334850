"""Saga cards (714): a chapter ability triggers when lore counters take their number from
below its chapter to at least it (714.2b, 122.6); lore counters come only on the Sagas of the
player whose precombat main phase begins (714.3b); a Saga with its final chapter number of
counters is sacrificed unless a chapter ability of it hasn't left the stack (714.4, 704.5s)."""

from __future__ import annotations

from helpers import ALICE, BOB, at_step, battlefield, cites, do, game_at, pass_all, pass_until, stack, zone

LIBRARY = ["Island"] * 6


def test_a_lore_counter_put_by_proliferate_triggers_only_the_next_chapter() -> None:
    """714.2b: History of Benalia with one lore counter gets a second from proliferate
    (701.34a): chapter II triggers (from 1 to 2), chapter I doesn't (it was already 1)."""
    game, labels = game_at({"battlefield": [{"card": "History of Benalia", "label": "saga",
                                             "counters": {"lore": 1}}, "Island", "Island",
                                            "Island"],
                            "hand": ["Steady Progress"], "library": LIBRARY},
                           {"library": LIBRARY})
    do(game, "cast Steady Progress", "pay {2}{U} automatically")
    pass_all(game)
    do(game, f"pick History of Benalia#{labels['saga']}")
    assert game.state.objects[labels["saga"]].counters == {"lore": 2}
    assert stack(game) == ["History of Benalia ability"]
    pass_all(game)
    assert battlefield(game, ALICE).count("Knight") == 1
    assert not stack(game)


def test_only_the_active_players_sagas_get_a_lore_counter() -> None:
    """714.3b: as Alice's precombat main phase begins she puts a lore counter on her Saga;
    Bob's Saga gets none until his own."""
    game, labels = game_at({"battlefield": [{"card": "History of Benalia", "label": "mine",
                                             "counters": {"lore": 1}}], "library": LIBRARY},
                           {"battlefield": [{"card": "History of Benalia", "label": "his",
                                             "counters": {"lore": 1}}], "library": LIBRARY},
                           step="upkeep")
    pass_until(game, at_step("precombat main", turn=3))
    objects = game.state.objects
    assert objects[labels["mine"]].counters == {"lore": 2}
    assert objects[labels["his"]].counters == {"lore": 1}
    assert cites(game, "714.3b")


def test_a_saga_at_its_final_chapter_with_nothing_on_the_stack_is_sacrificed() -> None:
    """714.4, 704.5s: History of Benalia with three lore counters (its final chapter number,
    714.2d) and no chapter ability waiting is sacrificed as state-based actions are checked;
    Bob's Saga with two stays."""
    game, _ = game_at({"battlefield": [{"card": "History of Benalia", "counters": {"lore": 3}},
                                       "Plains"], "library": LIBRARY},
                      {"battlefield": [{"card": "History of Benalia", "counters": {"lore": 2}}],
                       "library": LIBRARY})
    game.apply("pass")
    assert zone(game, ALICE, "graveyard") == ["History of Benalia"]
    assert battlefield(game, BOB) == ["History of Benalia"]
    assert cites(game, "704.5s")
