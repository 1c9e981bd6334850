"""Jump-start (702.133a), compiled from Oracle text: the card may be cast from its owner's
graveyard for its mana cost plus discarding a card (601.2f), and is exiled instead of going
anywhere else as it leaves the stack (Radical Idea, Chemister's Insight)."""

from __future__ import annotations

from oracle_harness import pay, template

from helpers import ALICE, do, game_at, log_has, name, resolve, texts, who, zone

LIBRARY = ["Island"] * 6


@template("jump_start", cards=("Radical Idea",))
def test_radical_idea_is_cast_from_the_graveyard_discarding_a_card_then_exiled() -> None:
    """702.133a, 601.2f-h: Radical Idea in the graveyard is cast for {1}{U} and a discarded
    card (Alice's Grizzly Bears); it draws a card and is exiled as it leaves the stack."""
    game, labels = game_at({"battlefield": ["Island", "Island"], "hand": ["Grizzly Bears"],
                            "graveyard": [{"card": "Radical Idea", "label": "idea"}],
                            "library": LIBRARY})
    do(game, f"cast {name(game, labels['idea'])} with jump-start")
    while game.decision is not None and game.decision.kind.value != "priority":
        options = texts(game)
        bears = [t for t in options if "Grizzly Bears" in t]
        assert options, who(game)
        do(game, bears[0] if bears else options[0])
        pay(game)
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    assert all(game.state.objects[o].tapped for o in game.state.battlefield)
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Island"]
    assert zone(game, ALICE, "exile") == ["Radical Idea"]
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    assert log_has(game, "702.133a")


@template("jump_start", cards=("Chemister's Insight",))
def test_jump_start_needs_a_card_to_discard_and_the_mana_cost() -> None:
    """702.133a, 601.2h: with an empty hand Chemister's Insight can't be cast from the
    graveyard; with a card in hand but two lands its {3}{U} can't be paid."""
    game, _ = game_at({"battlefield": ["Island"] * 4,
                       "graveyard": ["Chemister's Insight"], "library": LIBRARY})
    assert not any("jump-start" in t for t in texts(game))
    game, _ = game_at({"battlefield": ["Island"] * 2, "hand": ["Island"],
                       "graveyard": ["Chemister's Insight"], "library": LIBRARY})
    assert not any("jump-start" in t for t in texts(game))
    game, _ = game_at({"battlefield": ["Island"] * 4, "hand": ["Island"],
                       "graveyard": ["Chemister's Insight"], "library": LIBRARY})
    assert any("jump-start" in t for t in texts(game))
