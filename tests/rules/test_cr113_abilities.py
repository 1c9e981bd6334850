"""113 abilities: the kinds of abilities a card's text gives it, several abilities on one
object, where abilities function, and what the stack holds."""

from __future__ import annotations

import pytest

from helpers import ALICE, do, game_at, pass_all, pay, pt, stack, texts
from manastack.cards.registry import get_card
from manastack.rules.abilities import (
    ActivatedAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)


@pytest.mark.parametrize("card, kind", [
    ("Lightning Bolt", SpellAbility), ("Prodigal Sorcerer", ActivatedAbility),
    ("Baleful Ammit", TriggeredAbility), ("Glorious Anthem", StaticAbility),
])
def test_the_kinds_of_abilities(card: str, kind: type) -> None:
    """113.1 / 113.1a / 113.3 / 113.3a / 113.3b / 113.3c / 113.3d / 603.1: an instant's text is a
    spell ability; "[cost]: [effect]" is an activated ability; "When/Whenever/At ..." is a
    triggered ability; a statement is a static ability. Each is a characteristic of the card
    that has it."""
    definition = get_card(card)
    abilities = (*definition.abilities, *([definition.spell] if definition.spell else []))
    assert any(isinstance(a, kind) for a in abilities), abilities


def test_an_object_may_have_several_abilities() -> None:
    """113.2c / 702.1 / 113.2: Serra Angel has two keyword abilities on one line, flying and
    vigilance; both work: it attacks without tapping and can be blocked only by fliers."""
    game, labels = game_at({"battlefield": [{"card": "Serra Angel", "label": "angel"}],
                            "library": ["Island"] * 3}, {"library": ["Island"] * 3},
                           step="beginning of combat")
    do(game, "pass", "pass")
    do(game, f"attack with Serra Angel#{labels['angel']} -> Bob", "done declaring attackers")
    assert not game.state.obj(labels["angel"]).tapped
    assert {"flying", "vigilance"} <= set(get_card("Serra Angel").keywords)


def test_abilities_function_on_the_battlefield_only_unless_stated() -> None:
    """113.6 / 113.6b / 113.6c / 604.2: Glorious Anthem in Alice's hand or graveyard does
    nothing; its static ability works only on the battlefield."""
    game, labels = game_at({"hand": ["Glorious Anthem"], "graveyard": ["Glorious Anthem"],
                            "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    assert pt(game, labels["bears"]) == (2, 2)


def test_resolving_spells_ask_for_choices_without_priority() -> None:
    """117.2e / 608.2d / 117.1: while Mind Rot resolves Bob chooses the cards he discards; he
    makes that choice without having priority, and priority returns to Alice afterwards."""
    game, _ = game_at({"hand": ["Mind Rot"], "battlefield": ["Swamp"] * 3},
                      {"hand": ["Forest", "Island", "Mountain"]})
    do(game, "cast Mind Rot", "target Bob")
    pay(game, required=False)
    do(game, "pass", "pass")
    assert game.decision is not None and game.decision.player == 1
    assert game.decision.kind.value != "priority"
    while game.decision is not None and game.decision.player == 1:
        do(game, texts(game)[0])
    assert game.decision is not None and game.decision.player == ALICE
    assert len(game.state.players[1].hand) == 1


def test_effects_and_static_abilities_dont_use_the_stack() -> None:
    """405.6a / 405.6b / 117.2b: Giant Growth's effect happens as it resolves and nothing of it
    goes on the stack; Glorious Anthem's static ability never does."""
    game, labels = game_at({"hand": ["Giant Growth"], "battlefield": [
        "Forest", "Glorious Anthem", {"card": "Grizzly Bears", "label": "bears"}]})
    assert not stack(game)
    do(game, "cast Giant Growth", f"target Grizzly Bears#{labels['bears']}")
    pay(game, required=False)
    assert stack(game) == ["Giant Growth"]
    pass_all(game)
    assert not stack(game) and pt(game, labels["bears"]) == (6, 6)
