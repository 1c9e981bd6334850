"""Naming a card (201.4) and a card revealed at random from a hand (701.20a), compiled from
Oracle text and played: "{3}, {T}: Choose a card name, then reveal a card at random from
your hand. If that card has the chosen name, this artifact deals 2 damage to any target."
(Cursed Scroll)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import BOB, game_at, life, log_has, pass_all
from manastack.agents.heuristic import HeuristicAgent
from manastack.cards.oracle.clauses.card_names import oracle_names
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.knowledge import knows

LIBRARY = ["Mountain"] * 6


def _scroll(hand: list[str]) -> tuple[Game, int]:
    game, labels = game_at(
        {
            "hand": hand,
            "library": LIBRARY,
            "battlefield": ["Mountain"] * 3 + [{"card": "Cursed Scroll", "label": "s"}],
        },
        {"library": LIBRARY},
    )
    activate(game, labels["s"], "Bob")
    pass_all(game)  # both pass: the ability resolves and asks for a name
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.NAME
    return game, labels["s"]


@template("named_random_reveal", cards=("Cursed Scroll",))
def test_cursed_scroll_deals_damage_when_the_revealed_card_has_the_name() -> None:
    """602.2b, 201.4, 701.20a: the target is chosen as the ability is activated, the name
    as it resolves; Alice's only card, Lightning Bolt, is revealed (Bob knows it now) and
    has the chosen name, so Bob takes 2 damage."""
    game, _scroll_id = _scroll(["Lightning Bolt"])
    game.apply("name Lightning Bolt")
    bolt = game.state.players[0].hand[0]
    assert life(game, BOB) == 18
    assert knows(game.state, BOB, bolt)
    assert log_has(game, "chooses the name Lightning Bolt")


@template("named_random_reveal", cards=("Cursed Scroll",))
def test_cursed_scroll_does_nothing_for_another_name_or_an_empty_hand() -> None:
    """201.4: any Oracle card name may be chosen; when the revealed card hasn't that name,
    or no card can be revealed (an empty hand), no damage is dealt."""
    game, _scroll_id = _scroll(["Lightning Bolt"])
    game.apply("name Shock")
    assert life(game, BOB) == 20
    game, _scroll_id = _scroll([])
    game.apply("name Lightning Bolt")
    assert life(game, BOB) == 20


def test_the_names_are_the_oracle_cards_by_half() -> None:
    """201.4, 201.4b: every Oracle card name may be chosen, a split card's by either half
    and never as both together."""
    names = oracle_names()
    assert "Lightning Bolt" in names and "Fire" in names and "Ice" in names
    assert not any(" // " in name for name in names)


def test_the_heuristic_names_the_card_its_hand_holds_most() -> None:
    """201.4: the heuristic player names what its own hand holds the most of, so the
    revealed card is likeliest to have the name."""
    game, _scroll_id = _scroll(["Lightning Bolt", "Shock", "Shock"])
    choice = HeuristicAgent(seed=1).choose(game)
    assert str(choice) == "name Shock"
