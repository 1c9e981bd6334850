"""Modular (702.43a): the counters moved are those the permanent had as it last existed on
the battlefield (608.2h), onto an artifact creature only (115.1)."""

from __future__ import annotations

from helpers import do, game_at, name, pass_all, pay, pt, texts

LIBRARY = ["Mountain"] * 6


def test_counters_as_it_last_existed_go_to_an_artifact_creature() -> None:
    """702.43a, 608.2h: Arcbound Ravager with two +1/+1 counters dies; Grizzly Bears (not an
    artifact) can't be targeted; Arcbound Worker gets both (3/3)."""
    game, labels = game_at({"battlefield": [
        {"card": "Arcbound Ravager", "label": "ravager", "counters": {"+1/+1": 2}},
        {"card": "Arcbound Worker", "label": "worker", "counters": {"+1/+1": 1}},
        {"card": "Grizzly Bears", "label": "bears"}], "library": LIBRARY},
        {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
         "library": LIBRARY}, active="Bob")
    do(game, "cast Lightning Bolt", f"target {name(game, labels['ravager'])}", by="Bob")
    pay(game)
    pass_all(game)
    assert not any(name(game, labels["bears"]) in t for t in texts(game))
    do(game, f"target {name(game, labels['worker'])}", by="Alice")
    pass_all(game)
    do(game, "yes", by="Alice")
    assert pt(game, labels["worker"]) == (3, 3)
