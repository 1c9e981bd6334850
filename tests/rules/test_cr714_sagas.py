"""Saga cards (714): a chapter ability triggers when lore counters take their number from
below its chapter to at least it (714.2b, 122.6); lore counters come only on the Sagas of the
player whose precombat main phase begins (714.3b); a Saga with its final chapter number of
counters is sacrificed unless a chapter ability of it hasn't left the stack (714.4, 704.5s)."""

from __future__ import annotations

from helpers import (
    ALICE,
    BOB,
    at_step,
    battlefield,
    cites,
    do,
    game_at,
    pass_all,
    pass_until,
    pay,
    stack,
    zone,
)
from manastack.cards.registry import get_card
from manastack.rules.abilities import TriggeredAbility
from manastack.rules.layers import characteristics
from manastack.rules.sagas import ChapterAbility, final_chapter_number

LIBRARY = ["Island"] * 6
KNIGHT = "token: 2/2 white Knight Creature with vigilance"


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


def test_a_chapter_symbol_is_a_triggered_ability_numbered_by_its_roman_numeral() -> None:
    """714.2, 714.2a: History of Benalia's chapter symbols "I, II" and "III" are triggered
    abilities (chapter abilities) for the numbers 1, 2 and 3 its Roman numerals stand for."""
    chapters = [a for a in get_card("History of Benalia").abilities
                if isinstance(a, ChapterAbility)]
    assert all(isinstance(a, TriggeredAbility) for a in chapters)
    assert [(a.chapter, a.text.split(" — ")[0]) for a in chapters] == \
        [(1, "I, II"), (2, "I, II"), (3, "III")]


def test_the_final_chapter_ability_is_the_one_with_the_final_chapter_number() -> None:
    """714.2e, 714.2d, 714.4: History of Benalia's final chapter number is 3, so chapter III
    is its final chapter ability: a third lore counter (proliferate) triggers it, the Saga
    stays while it is on the stack and is sacrificed once it has resolved, after pumping the
    Knight (+2/+1)."""
    game, labels = game_at({"battlefield": [{"card": "History of Benalia", "label": "saga",
                                             "counters": {"lore": 2}},
                                            {"card": KNIGHT, "label": "knight"},
                                            "Island", "Island", "Island"],
                            "hand": ["Steady Progress"], "library": LIBRARY},
                           {"library": LIBRARY})
    assert final_chapter_number(characteristics(game.state, labels["saga"])) == 3
    do(game, "cast Steady Progress", "pay {2}{U} automatically")
    pass_all(game)
    do(game, f"pick History of Benalia#{labels['saga']}")
    assert game.state.objects[labels["saga"]].counters == {"lore": 3}
    assert stack(game) == ["History of Benalia ability"]
    assert "History of Benalia" in battlefield(game, ALICE)
    pass_all(game)
    assert characteristics(game.state, labels["knight"]).power == 4
    assert "History of Benalia" not in battlefield(game, ALICE)
    assert sorted(zone(game, ALICE, "graveyard")) == ["History of Benalia", "Steady Progress"]
    assert cites(game, "704.5s")


def test_lore_counters_track_a_sagas_progress() -> None:
    """714.3, 714.3a, 714.3b: History of Benalia cast by Alice enters with one lore counter
    (chapter I triggers); Bob's turn adds none; at Alice's next precombat main phase a
    second lore counter triggers chapter II."""
    game, _ = game_at({"battlefield": ["Plains"] * 3, "hand": ["History of Benalia"],
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast History of Benalia")
    pay(game)
    pass_all(game)
    saga = next(o for o in game.state.battlefield
                if game.state.objects[o].card.name == "History of Benalia")
    assert game.state.objects[saga].counters == {"lore": 1}
    assert stack(game) == ["History of Benalia ability"]
    pass_all(game)
    assert battlefield(game, ALICE).count("Knight") == 1
    pass_until(game, at_step("precombat main", "Bob"))
    assert game.state.objects[saga].counters == {"lore": 1}
    pass_until(game, at_step("precombat main", "Alice"))
    assert game.state.objects[saga].counters == {"lore": 2}
    assert stack(game) == ["History of Benalia ability"]
