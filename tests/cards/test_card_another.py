""""Another target [object]" (115.1, 400.7) and "Whenever this [permanent] or another
[permanent] enters" (603.2), compiled from Oracle text and played: Myr Retriever and Serum
Tank."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, do, game_at, pass_all, texts, zone

LIBRARY = ["Island"] * 6


@template("another_target_objects", cards=("Myr Retriever",))
def test_myr_retriever_returns_another_artifact_card_not_itself() -> None:
    """Myr Retriever (115.1, 400.7, 700.4): it dies to Shock; its trigger may target
    Frogmite in Alice's graveyard but not the card that was the Retriever; Frogmite returns
    to her hand."""
    game, labels = game_at({"hand": ["Shock"],
                            "battlefield": ["Mountain", {"card": "Myr Retriever",
                                                         "label": "myr"}],
                            "graveyard": ["Frogmite", "Grizzly Bears"], "library": LIBRARY},
                           {"library": LIBRARY})
    do(game, "cast Shock", f"target Myr Retriever#{labels['myr']}", "pay {R} automatically")
    pass_all(game)
    targets = [t for t in texts(game) if t.startswith("target")]
    assert len(targets) == 1 and targets[0].startswith("target Frogmite"), targets
    do(game, targets[0])
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Frogmite"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Grizzly Bears", "Myr Retriever", "Shock"]


@template("self_or_another_enters_trigger", cards=("Serum Tank",))
def test_serum_tank_counts_itself_and_each_other_artifact_entering() -> None:
    """Serum Tank (603.2, 122.1): it gets a charge counter as it enters and as Ornithopter
    (an artifact) enters, not as Grizzly Bears (a creature) enters."""
    game, _ = game_at({"hand": ["Serum Tank", "Ornithopter", "Grizzly Bears"],
                       "battlefield": ["Forest"] * 5, "library": LIBRARY},
                      {"library": LIBRARY})
    do(game, "cast Serum Tank", "pay {3} automatically")
    pass_all(game)
    pass_all(game)
    tank = next(o for o in game.state.battlefield
                if game.state.objects[o].card.name == "Serum Tank")
    assert game.state.objects[tank].counters == {"charge": 1}
    do(game, "cast Ornithopter")
    pass_all(game)
    pass_all(game)
    assert game.state.objects[tank].counters == {"charge": 2}
    do(game, "cast Grizzly Bears", "pay {1}{G} automatically")
    pass_all(game)
    assert game.state.objects[tank].counters == {"charge": 2} and not game.state.stack
