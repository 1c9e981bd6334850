"""Modular (702.43a) on the Arcbound artifact creatures: Arcbound Worker enters with a +1/+1
counter, and as it dies it may move its counters onto target artifact creature; Arcbound
Ravager grows by sacrificing artifacts and passes on all it had (608.2h)."""

from __future__ import annotations

from oracle_harness import template

from helpers import cast_resolved, do, game_at, name, pass_all, pay, pt

LIBRARY = ["Mountain"] * 6


@template("modular", cards=("Arcbound Worker", "Arcbound Ravager"))
def test_arcbound_worker_enters_with_a_counter_and_passes_it_on() -> None:
    """702.43a, 614.1c: the Worker (0/0) enters with one +1/+1 counter; Shocked, it dies and
    Alice puts its counter on Arcbound Ravager (now 2/2 with its own)."""
    game, labels = game_at({"hand": ["Arcbound Worker"], "battlefield": [
        "Mountain", {"card": "Arcbound Ravager", "label": "ravager", "counters": {"+1/+1": 1}}],
        "library": LIBRARY}, {"hand": ["Shock"], "battlefield": ["Mountain"] * 2,
                              "library": LIBRARY})
    cast_resolved(game, "Arcbound Worker", by="Alice")
    worker = next(o for o in game.state.battlefield
                  if game.state.objects[o].card.name == "Arcbound Worker")
    assert game.state.objects[worker].counters == {"+1/+1": 1}
    assert pt(game, worker) == (1, 1)
    do(game, "pass", by="Alice")
    do(game, "cast Shock", f"target {name(game, worker)}", by="Bob")
    pay(game)
    pass_all(game)          # Shock resolves, the Worker dies
    do(game, f"target {name(game, labels['ravager'])}", by="Alice")
    pass_all(game)
    do(game, "yes", by="Alice")
    assert pt(game, labels["ravager"]) == (2, 2)


@template("modular", cards=("Arcbound Ravager", "Arcbound Worker"))
def test_declining_modular_moves_nothing() -> None:
    """702.43a: "you may": Alice declines; the Worker keeps its counter."""
    game, labels = game_at({"battlefield": [
        {"card": "Arcbound Ravager", "label": "ravager", "counters": {"+1/+1": 3}},
        {"card": "Arcbound Worker", "label": "worker", "counters": {"+1/+1": 1}}],
        "library": LIBRARY}, {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                              "library": LIBRARY}, active="Bob")
    do(game, "cast Lightning Bolt", f"target {name(game, labels['ravager'])}", by="Bob")
    pay(game)
    pass_all(game)
    do(game, f"target {name(game, labels['worker'])}", by="Alice")
    pass_all(game)
    do(game, "no", by="Alice")
    assert pt(game, labels["worker"]) == (1, 1)
