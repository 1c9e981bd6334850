"""Exert (701.43): an exerted permanent doesn't untap during its exerter's next untap step
(701.43a), that untap step ends every exertion of it (701.43b), and "you may exert this
creature as it attacks" is an optional cost to attack (701.43d, 508.1g-h) with a linked
"when you do" trigger (607.2h)."""

from __future__ import annotations

from helpers import ALICE, at_step, cites, do, game_at, name, pass_all, pass_until, texts
from manastack.game import Game
from manastack.rules.context import Ctx
from manastack.rules.decisions import DecisionKind
from manastack.rules.exert import EXERTED, exert

LIBRARY = ["Plains"] * 8


def _exerting(card: str = "Glory-Bound Initiate", answer: str = "yes") -> tuple[Game, int]:
    game, labels = game_at({"battlefield": [{"card": card, "label": "x"},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY}, {"library": LIBRARY},
                           step="declare attackers", stage="begin")
    oid = labels["x"]
    do(game, f"attack with {name(game, oid)} -> Bob",
       f"attack with {name(game, labels['bears'])} -> Bob", "done declaring attackers", by="Alice")
    assert game.decision is not None and game.decision.kind is DecisionKind.MAY
    do(game, answer, by="Alice")
    return game, oid


def test_exert_is_asked_only_for_creatures_with_the_ability() -> None:
    """701.43d, 508.1g: one question as attackers are declared, for Glory-Bound Initiate and
    not for the Grizzly Bears beside it; the exertion is logged under 701.43a."""
    game, _ = _exerting()
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert cites(game, "701.43a")


def test_exerted_creature_skips_exactly_the_next_untap_step() -> None:
    """701.43a, 502.3: the exerted attacker stays tapped through Alice's next untap step
    (logged under 701.43a) while the Bears untap; it untaps in the one after, and the record
    of the exertion is gone once that untap step ends (701.43b)."""
    game, oid = _exerting()
    pass_all(game)
    pass_until(game, at_step("upkeep", "Alice"))
    assert game.state.objects[oid].tapped
    assert cites(game, "701.43a")
    assert not any(r[0] == EXERTED for r in game.state.delayed)
    bears = next(o for o in game.state.battlefield
                 if game.state.objects[o].card.name == "Grizzly Bears")
    assert not game.state.objects[bears].tapped
    pass_until(game, at_step("upkeep", "Alice", turn=game.state.turn + 2))
    assert not game.state.objects[oid].tapped


def test_an_exertion_survives_save_and_load() -> None:
    """701.43a: the exertion is part of the state: a save loaded again (its hash checked)
    keeps the creature tapped through the next untap step."""
    game, oid = _exerting()
    pass_all(game)
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    pass_until(loaded, at_step("upkeep", "Alice"))
    assert loaded.state.objects[oid].tapped


def test_declining_the_cost_leaves_no_exertion() -> None:
    """701.43d: "you may": declining records nothing and triggers nothing."""
    game, _ = _exerting(answer="no")
    assert not any(r[0] == EXERTED for r in game.state.delayed)
    assert not game.state.stack and not game.state.pending_triggers
    assert "pass" in texts(game)
    assert game.state.players[ALICE].life == 20


def test_a_card_that_isnt_on_the_battlefield_cant_be_exerted() -> None:
    """701.43c: an instruction to exert Glory-Bound Initiate while it is a card in Alice's
    graveyard does nothing: no exertion is recorded and none is logged."""
    game, labels = game_at({"graveyard": [{"card": "Glory-Bound Initiate", "label": "x"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    state = game.state.fork()
    exert(Ctx(state), labels["x"], ALICE)
    assert not any(r[0] == EXERTED for r in state.delayed)
    assert not any(e.rule == "701.43a" for e in state.log_entries())
