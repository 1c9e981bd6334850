"""Graft (702.58, 702.58a): "This permanent enters with N +1/+1 counters on it" and "Whenever
another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
counter from this permanent onto that creature.", compiled from Oracle text and played:
Aquastrand Spider and Simic Initiate."""

from __future__ import annotations

import dataclasses

from oracle_harness import cast, template

from helpers import ALICE, do, game_at, pass_all, pt, stack, texts, zone
from manastack.cards.database import default_database
from manastack.cards.oracle import compile_card
from manastack.game import Game

LIBRARY = ["Plains"] * 5


def _the(game: Game, card: str) -> int:
    """The one permanent named `card`."""
    return next(o for o in game.state.battlefield if game.state.objects[o].card.name == card)


@template("graft", cards=("Aquastrand Spider",))
def test_aquastrand_spider_enters_with_two_counters_and_moves_one() -> None:
    """702.58a, 614.1c, 122.5: the 0/0 Spider enters as a 2/2; as Grizzly Bears enters
    Alice moves a counter onto it: the Spider is 1/1, the Bears 3/3."""
    game, _ = game_at({"hand": ["Aquastrand Spider", "Grizzly Bears"],
                       "battlefield": ["Forest"] * 4, "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Aquastrand Spider")
    pass_all(game)
    spider = _the(game, "Aquastrand Spider")
    assert pt(game, spider) == (2, 2)
    cast(game, "Grizzly Bears")
    pass_all(game)
    assert stack(game) == ["Aquastrand Spider ability"]
    pass_all(game)
    do(game, "yes", by="Alice")
    assert pt(game, spider) == (1, 1)
    assert pt(game, _the(game, "Grizzly Bears")) == (3, 3)


@template("graft", cards=("Aquastrand Spider",))
def test_graft_triggers_on_an_opponents_creature_and_may_be_declined() -> None:
    """702.58a: "another creature" is anyone's: Bob's Grizzly Bears entering triggers
    Alice's Spider, and she may decline (603.5): no counter moves."""
    game, labels = game_at({"battlefield": [{"card": "Aquastrand Spider", "label": "spider",
                                             "counters": {"+1/+1": 2}}],
                            "library": LIBRARY},
                           {"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * 2,
                            "library": LIBRARY}, active="Bob")
    cast(game, "Grizzly Bears")
    pass_all(game)
    pass_all(game)
    do(game, "no", by="Alice")
    assert pt(game, labels["spider"]) == (2, 2)
    assert pt(game, _the(game, "Grizzly Bears")) == (2, 2)


@template("graft", cards=("Simic Initiate", "Bestial Menace"))
def test_graft_with_its_last_counter_moved_does_nothing_more() -> None:
    """603.4, 122.5, 704.5f: three tokens enter at once while Simic Initiate has one
    counter, so graft triggers three times; the first moves the counter and the 0/0
    Initiate dies; the other two find no counter to move."""
    game, labels = game_at({"hand": ["Bestial Menace"],
                            "battlefield": ["Forest"] * 5 + [
                                {"card": "Simic Initiate", "label": "initiate",
                                 "counters": {"+1/+1": 1}}],
                            "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Bestial Menace")
    pass_all(game)
    assert len(texts(game)) == 3
    while len(game.state.stack) < 3:
        do(game, texts(game)[0])
    pass_all(game)
    do(game, "yes", by="Alice")
    assert zone(game, ALICE, "graveyard") == ["Bestial Menace", "Simic Initiate"]
    pass_all(game)
    pass_all(game)
    assert not game.state.stack
    s = game.state
    counters = sorted(s.objects[o].counters.get("+1/+1", 0) for o in s.battlefield
                      if s.objects[o].kind == "token")
    assert counters == [0, 0, 1]
    assert labels["initiate"] not in s.battlefield


def test_two_instances_of_graft_work_separately() -> None:
    """702.58b: a creature with "Graft 1" and "Graft 2" (Aquastrand Spider's data with its
    text made so) enters with 1 + 2 counters, and each instance triggers on its own when
    Grizzly Bears enters: Alice moves one counter for each, so two in all (122.5)."""
    data = dataclasses.replace(default_database().get("Aquastrand Spider"),
                               name="Twice-Grafted Spider", text="Graft 1\nGraft 2")
    game, _ = game_at({"hand": ["Twice-Grafted Spider", "Grizzly Bears"],
                       "battlefield": ["Forest"] * 4, "library": LIBRARY}, {"library": LIBRARY},
                      cards=(compile_card(data),))
    cast(game, "Twice-Grafted Spider")
    pass_all(game)
    # 616.1: two replacement effects of its own apply to its entering; Alice orders them.
    assert texts(game) == ["apply Twice-Grafted Spider#17: Graft 1",
                           "apply Twice-Grafted Spider#17: Graft 2"]
    do(game, texts(game)[1])
    spider = _the(game, "Twice-Grafted Spider")
    assert pt(game, spider) == (3, 3)
    cast(game, "Grizzly Bears")
    pass_all(game)
    while len(game.state.stack) < 2:        # 603.3b: Alice orders her two triggers
        do(game, texts(game)[0])
    assert stack(game) == ["Twice-Grafted Spider ability"] * 2
    for _ in range(2):
        pass_all(game)
        do(game, "yes", by="Alice")
    assert pt(game, spider) == (1, 1)
    assert pt(game, _the(game, "Grizzly Bears")) == (4, 4)
