"""Encore (702.141a) compiled from Oracle text and played in a three-player game: Alice exiles
Mist Dancer from her graveyard for {5}{U}{U} and gets a token copy for each opponent, each
with haste, each of which must attack its own opponent (508.1d), both sacrificed at the
beginning of the next end step."""

from __future__ import annotations

from oracle_harness import activate, pass_until, template

from helpers import ALICE, BOB, CAROL, game_at, life, pass_all, pt, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 8


def _encore() -> tuple[Game, list[int]]:
    game, labels = game_at(
        {
            "battlefield": ["Island"] * 7,
            "graveyard": [{"card": "Mist Dancer", "label": "dancer"}],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
        carol={"library": LIBRARY},
    )
    activate(game, labels["dancer"])
    assert zone(game, ALICE, "exile") == ["Mist Dancer"]  # 118.3: exiled to pay the cost
    pass_all(game)
    tokens = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Mist Dancer"]
    return game, tokens


def _to_attackers(game: Game) -> None:
    pass_until(game, "beginning of combat")
    game.apply("pass")
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS


@template("encore_keyword", cards=("Mist Dancer",))
def test_mist_dancer_encore_makes_a_copy_for_each_opponent() -> None:
    """702.141a, 707.2: two token copies with haste; each is a Merfolk, so the other's
    "Other Merfolk you control get +1/+0" makes it 4/3."""
    game, tokens = _encore()
    assert len(tokens) == 2
    assert all(game.state.objects[t].kind == "token" for t in tokens)
    assert all(characteristics(game.state, t).has("haste") for t in tokens)
    assert [pt(game, t) for t in tokens] == [(4, 3), (4, 3)]


@template("encore_keyword", cards=("Mist Dancer",))
def test_encore_tokens_must_attack_their_opponents_and_are_sacrificed() -> None:
    """508.1d, 702.141a: each token may attack only the opponent it was made for, and
    attackers can't be done until both attack; they deal 4 to Bob and 4 to Carol, and at
    the beginning of the end step both are sacrificed (603.7a)."""
    game, tokens = _encore()
    game = Game.load(game.save())  # the tokens, their requirements and the delayed trigger are state
    _to_attackers(game)
    assert not any(t.startswith("done") for t in texts(game))
    first = [t for t in texts(game) if f"#{tokens[0]}" in t]
    assert len(first) == 1 and first[0].endswith("Bob")
    game.apply(first[0])
    game.apply(next(t for t in texts(game) if f"#{tokens[1]}" in t))
    assert any(t.startswith("done") for t in texts(game))
    game.apply("done declaring attackers")
    pass_until(game, "end")
    assert life(game, BOB) == 16 and life(game, CAROL) == 16
    pass_all(game)
    assert not any(o in game.state.battlefield for o in tokens)
    assert zone(game, ALICE, "graveyard") == []


def test_encore_only_as_a_sorcery() -> None:
    """702.141a, 602.5d: in Alice's upkeep the ability isn't offered."""
    game, _ = game_at(
        {"battlefield": ["Island"] * 7, "graveyard": ["Mist Dancer"], "library": LIBRARY},
        {"library": LIBRARY},
        step="upkeep",
    )
    assert not any("Encore" in t for t in texts(game))
