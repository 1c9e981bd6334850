""""As this artifact enters, pay any amount of life." and "where X is the life paid as this
artifact entered" (614.1c, 614.12, 119.4, 119.4b, 107.3), with an X/X token (111.4),
compiled from Oracle text and played: Phyrexian Processor."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, cites, do, game_at, life, pass_all, pay, pt, resolve
from manastack.game import Game

LIBRARY = ["Island"] * 5


def _processor(paid: int) -> tuple[Game, int]:
    """Alice casts Phyrexian Processor with eight Islands and pays `paid` life as it enters;
    the id of the Processor on the battlefield."""
    game, _ = game_at({"battlefield": ["Island"] * 8, "hand": ["Phyrexian Processor"],
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Phyrexian Processor")
    pay(game)
    pass_all(game)
    do(game, f"pay {paid} life")
    processor = next(o for o in game.state.battlefield
                     if game.state.objects[o].card.name == "Phyrexian Processor")
    return game, processor


def _minions(game: Game) -> list[int]:
    return [o for o in game.state.battlefield if game.state.objects[o].card.name == "Phyrexian Minion"]


@template("as_enters_pay_life", "life_paid_as_entered", cards=("Phyrexian Processor",))
def test_processor_makes_minions_the_size_of_the_life_paid() -> None:
    """614.12, 119.4: Alice pays 6 life as the Processor enters; its ability then creates a
    6/6 black Phyrexian Minion (107.3: X is the life paid)."""
    game, processor = _processor(6)
    assert life(game, ALICE) == 14
    assert cites(game, "614.12")
    activate(game, processor)
    resolve(game)
    minions = _minions(game)
    assert len(minions) == 1
    assert pt(game, minions[0]) == (6, 6)
    assert game.state.objects[minions[0]].card.colors == frozenset({"B"})


def test_paying_no_life_makes_a_zero_zero_minion_that_dies() -> None:
    """119.4b: paying 0 life is always allowed; the 0/0 Minion is put into the graveyard as a
    state-based action (704.5f) and, a token, ceases to exist (704.5d)."""
    game, processor = _processor(0)
    assert life(game, ALICE) == 20
    activate(game, processor)
    resolve(game)
    assert _minions(game) == []


def test_no_more_life_than_the_total_can_be_paid() -> None:
    """119.4: the amounts offered run from 0 to Alice's life total, no further."""
    game, _ = game_at({"battlefield": ["Island"] * 4, "hand": ["Phyrexian Processor"],
                       "library": LIBRARY, "life": 3}, {"library": LIBRARY})
    do(game, "cast Phyrexian Processor")
    pay(game)
    pass_all(game)
    assert [str(c) for c in game.legal_choices()] == [f"pay {n} life" for n in range(4)]
