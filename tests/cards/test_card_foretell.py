"""Foretell (702.143, 702.143a-b, 116.2h): during their turn a player may pay {2} and exile a card with
foretell from their hand face down (a special action: no stack, and they keep priority,
116.3); only they may look at it (708.5); on a later turn they may cast it for its foretell
cost rather than its mana cost (118.9, 601.2b), and it is turned face up as it is cast
(708.9): Augury Raven, Saw It Coming."""

from __future__ import annotations

import random

from oracle_harness import template

from helpers import (
    ALICE,
    BOB,
    at_step,
    cast_resolved,
    choose,
    do,
    game_at,
    pass_all,
    pass_until,
    pay,
    texts,
    zone,
)
from manastack.game import Game

LIBRARY = ["Island"] * 8


def _foretold(card: str, islands: int = 2) -> tuple[Game, int]:
    """Alice (her turn 3, precombat main) foretells `card` with two Islands; its exiled id."""
    game, _ = game_at(
        {"battlefield": ["Island"] * islands, "hand": [card], "library": LIBRARY},
        {"battlefield": ["Forest"] * 3, "hand": ["Grizzly Bears"], "library": LIBRARY},
    )
    choose(game, f"foretell {card}")
    pay(game)
    (oid,) = game.state.players[ALICE].exile
    return game, oid


@template("foretell", cards=("Augury Raven",))
def test_foretelling_exiles_the_card_face_down_without_the_stack() -> None:
    """702.143a-b, 116.2h, 116.3: Alice pays {2}: Augury Raven is in exile face down, the stack
    empty and Alice has priority again; she may look at it (708.5), Bob sees a face-down card
    and his log never names it."""
    game, oid = _foretold("Augury Raven")
    assert not game.state.stack and zone(game, ALICE, "hand") == []
    assert game.state.objects[oid].face_down == "foretell"
    assert game.decision is not None and game.decision.player == ALICE
    mine = game.view(ALICE)["players"][ALICE]["exile"]
    theirs = game.view(BOB)["players"][ALICE]["exile"]
    assert [o["card"] for o in mine] == ["Augury Raven"]
    assert [o["card"] for o in theirs] == [None] and theirs[0]["face_down"] == "foretell"
    assert "Augury Raven" not in game.log_text(BOB)
    assert "Augury Raven" in game.log_text(ALICE)


@template("foretell", cards=("Augury Raven",))
def test_a_foretold_card_is_cast_on_a_later_turn_for_its_foretell_cost() -> None:
    """702.143a: not the turn it was foretold; on Alice's next turn she casts it for {1}{U}
    (not {3}{U}) from exile, and the Raven resolves onto the battlefield."""
    game, oid = _foretold("Augury Raven", islands=4)
    assert not [t for t in texts(game) if t.startswith("cast Augury Raven")]
    pass_until(game, at_step("precombat main", active="Alice", turn=5))
    assert f"cast Augury Raven#{oid} with foretell" in texts(game)
    do(game, f"cast Augury Raven#{oid} with foretell")
    pay(game)
    untapped = [o for o in game.state.permanents() if o.controller == ALICE and not o.tapped]
    assert len(untapped) == 2  # {1}{U} paid of the four Islands
    pass_all(game)
    assert "Augury Raven" in [o.card.name for o in game.state.permanents()]
    assert game.state.players[ALICE].exile == ()


@template("foretell", cards=("Augury Raven",))
def test_foretelling_only_during_your_turn() -> None:
    """116.2h: on Bob's turn Alice isn't offered the special action."""
    game, _ = game_at(
        {"battlefield": ["Island"] * 2, "hand": ["Augury Raven"], "library": LIBRARY},
        {"library": LIBRARY},
        active="Bob",
        priority="Alice",
    )
    assert not [t for t in texts(game) if t.startswith("foretell")]


@template("foretell", cards=("Saw It Coming",))
def test_a_foretold_instant_is_cast_on_an_opponents_turn() -> None:
    """702.143a: Saw It Coming foretold on Alice's turn; on Bob's turn she casts it from exile
    for {1}{U} and counters his Grizzly Bears."""
    game, oid = _foretold("Saw It Coming", islands=4)
    pass_until(game, at_step("precombat main", active="Bob"))
    do(game, "cast Grizzly Bears", by="Bob")
    pay(game)
    do(game, "pass", by="Bob")
    do(game, f"cast Saw It Coming#{oid} with foretell", by="Alice")
    choose(game, "target Grizzly Bears")
    pay(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == ["Saw It Coming"]


@template("foretell", cards=("Augury Raven", "Saw It Coming"))
def test_a_sample_for_the_opponent_redraws_the_foretold_card_among_foretell_cards() -> None:
    """702.143a, 708.5: Bob doesn't know which card Alice foretold: samples of the game for
    him deal it again, always a card with foretell (here Augury Raven or Saw It Coming from
    her library), and show him the same view."""
    game, _ = game_at(
        {
            "battlefield": ["Island"] * 2,
            "hand": ["Augury Raven"],
            "library": ["Saw It Coming", "Island", "Island"],
        },
        {"library": LIBRARY},
    )
    choose(game, "foretell Augury Raven")
    pay(game)
    (oid,) = game.state.players[ALICE].exile
    dealt = set()
    for seed in range(8):
        sample = game.sample(BOB, random.Random(seed))
        hidden = sample.state.objects[oid].hidden_card
        assert hidden is not None
        dealt.add(hidden.name)
        assert sample.view(BOB) == game.view(BOB)
    assert dealt == {"Augury Raven", "Saw It Coming"}


@template("foretell", cards=("Augury Raven",))
def test_a_foretold_card_survives_a_save_and_load() -> None:
    """702.143a: saved and loaded, the card is still face down in exile, foretold on turn 3,
    and both players' views are unchanged."""
    game, oid = _foretold("Augury Raven")
    loaded = Game.load(game.save())
    obj = loaded.state.objects[oid]
    assert obj.hidden_card is not None and obj.hidden_card.name == "Augury Raven"
    assert obj.face_down == "foretell" and obj.chosen == {"foretold": "3"}
    assert loaded.view(BOB) == game.view(BOB) and loaded.view(ALICE) == game.view(ALICE)


@template("foretold_sentence", cards=("Poison the Cup",))
def test_if_this_spell_was_foretold() -> None:
    """702.143c: Poison the Cup foretold, then cast from exile on Alice's next turn, destroys
    Bob's Bears and Alice scries 2."""
    game, _ = game_at(
        {"battlefield": ["Swamp"] * 2, "hand": ["Poison the Cup"], "library": LIBRARY},
        {"battlefield": ["Grizzly Bears"], "library": LIBRARY},
    )
    choose(game, "foretell Poison the Cup")
    pay(game)
    (oid,) = game.state.players[ALICE].exile
    pass_until(game, at_step("precombat main", active="Alice", turn=5))
    do(game, f"cast Poison the Cup#{oid} with foretell")
    choose(game, "target Grizzly Bears")
    pay(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert game.decision is not None and game.decision.kind.name != "PRIORITY"
    assert "scry" in game.decision.prompt.lower()


@template("foretold_sentence", cards=("Poison the Cup",))
def test_a_spell_not_foretold_skips_its_foretold_part() -> None:
    """702.143c: cast from the hand, Poison the Cup only destroys (no scry decision)."""
    game, _ = game_at(
        {"battlefield": ["Swamp"] * 3, "hand": ["Poison the Cup"], "library": LIBRARY},
        {"battlefield": ["Grizzly Bears"], "library": LIBRARY},
    )
    cast_resolved(game, "Poison the Cup", "Grizzly Bears")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert game.decision is not None and game.decision.kind.name == "PRIORITY"
