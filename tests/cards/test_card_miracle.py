"""Miracle (702.94a) on a real card, Devastation Tide: the first card Alice draws this turn
may be revealed; the linked trigger then lets her cast it for its miracle cost, at once and
whatever the step (608.2g); a second card drawn is no miracle."""

from __future__ import annotations

import json

from oracle_harness import template

from helpers import ALICE, BOB, do, game_at, pass_all, pay, zone


def _at_upkeep(drawn: int = 0) -> tuple[object, dict[str, int]]:
    alice = {"library": ["Devastation Tide", "Island", "Island"],
             "battlefield": ["Island", "Island"], "drawn_this_turn": drawn}
    return game_at(alice, {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                           "library": ["Island"] * 3},
                   step="upkeep", stage="priority")


@template("miracle_keyword", cards=("Devastation Tide",))
def test_first_card_drawn_is_revealed_and_cast_for_its_miracle_cost() -> None:
    """702.94a: drawn as Alice's first card this turn, Devastation Tide is revealed; as the
    trigger resolves she casts it for {1}{U} in her draw step (a sorcery, 608.2g) and Bob's
    Grizzly Bears returns to his hand."""
    game, _ = _at_upkeep()
    pass_all(game)                      # to the draw step: the draw
    do(game, "yes", by="Alice")         # reveal
    pass_all(game)                      # the miracle trigger resolves
    do(game, "yes", by="Alice")         # cast it
    pay(game)
    pass_all(game)
    assert zone(game, BOB, "hand") == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == ["Devastation Tide"]


def test_declined_cast_keeps_the_card_in_hand() -> None:
    """702.94a: revealed but not cast, the card stays in Alice's hand."""
    game, _ = _at_upkeep()
    pass_all(game)
    do(game, "yes", by="Alice")
    pass_all(game)
    do(game, "no", by="Alice")
    assert zone(game, ALICE, "hand") == ["Devastation Tide"]
    assert zone(game, BOB, "hand") == []


def test_not_the_first_card_drawn_this_turn() -> None:
    """702.94a: having drawn a card already this turn, Alice isn't offered the reveal."""
    game, _ = _at_upkeep(drawn=1)
    pass_all(game)
    assert game.decision is not None and game.decision.kind.name == "PRIORITY"
    assert zone(game, ALICE, "hand") == ["Devastation Tide"]
    assert game.state.stack == ()


def test_revealed_miracle_card_is_seen_by_the_opponent() -> None:
    """702.94b: revealed with its miracle ability, Devastation Tide is in Bob's view of
    Alice's hand (701.20a) while the trigger waits on the stack; before she chose to reveal
    it, it was not."""
    game, _ = _at_upkeep()
    pass_all(game)                      # drawn: not yet revealed
    assert "Devastation Tide" not in json.dumps(game.view(BOB))
    do(game, "yes", by="Alice")
    assert game.state.stack
    assert "Devastation Tide" in json.dumps(game.view(BOB)["players"][ALICE]["hand"])


def test_no_miracle_for_a_card_in_the_opening_hand() -> None:
    """103.5, 702.94a: the opening hands are drawn before any turn begins, so a miracle card
    among them is not "the first card you've drawn this turn": a new game asks nothing about
    it and starts with the mulligan decisions."""
    from manastack.cards.registry import get_card
    from manastack.game import Game
    deck = [get_card("Devastation Tide")] * 60      # the first card drawn is one
    game = Game.new([deck, deck], seed=1)
    assert game.decision is not None and "miracle" not in game.decision.prompt
    assert "702.94a" not in game.log_text()
    assert all(p.hand for p in game.state.players)
