"""Riot (702.136a) and unleash (702.98a): "You may have this permanent enter with an
additional +1/+1 counter on it. If you don't, it gains haste." / "... and This permanent
can't block as long as it has a +1/+1 counter on it.", compiled from Oracle text and played:
Zhur-Taa Goblin, Rakdos Cackler."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

from helpers import BOB, do, game_at, life, name, pass_all, pt, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics

LIBRARY = ["Mountain"] * 4


def _the(game: Game, card: str) -> int:
    return next(o for o in game.state.battlefield if game.state.objects[o].card.name == card)


def _cast_goblin(counter: bool) -> tuple[Game, int]:
    game, _ = game_at(
        {"hand": ["Zhur-Taa Goblin"], "battlefield": ["Mountain", "Forest"], "library": LIBRARY},
        {"library": LIBRARY},
    )
    cast(game, "Zhur-Taa Goblin")
    pass_all(game)
    do(game, "yes" if counter else "no", by="Alice")
    return game, _the(game, "Zhur-Taa Goblin")


def _to_attackers(game: Game, turn: int) -> None:
    pass_until(game, "beginning of combat", turn=turn)
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS


def _can_attack(game: Game, oid: int) -> bool:
    _to_attackers(game, 3)
    return any(t.startswith(f"attack with {name(game, oid)}") for t in texts(game))


def _bob_attacks_with_bears(game: Game) -> None:
    """Bob attacks Alice with his Grizzly Bears in turn 4; Alice is to declare blockers."""
    bears = _the(game, "Grizzly Bears")
    _to_attackers(game, 4)
    do(game, f"attack with {name(game, bears)} -> Alice", "done declaring attackers", by="Bob")
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS


@template("riot", cards=("Zhur-Taa Goblin",))
def test_zhur_taa_goblin_with_riots_counter_is_three_three_without_haste() -> None:
    """702.136a, 614.1c, 302.6: Alice has the Goblin enter with the counter: a 3/3 that
    can't attack this turn."""
    game, goblin = _cast_goblin(counter=True)
    assert pt(game, goblin) == (3, 3)
    assert "haste" not in characteristics(game.state, goblin).keywords
    assert not _can_attack(game, goblin)


@template("riot", cards=("Zhur-Taa Goblin",))
def test_zhur_taa_goblin_without_the_counter_gains_haste_and_attacks() -> None:
    """702.136a, 702.10b: declined, the Goblin is a 2/2 with haste: it attacks the turn it
    entered and deals Bob 2."""
    game, goblin = _cast_goblin(counter=False)
    assert pt(game, goblin) == (2, 2)
    assert "haste" in characteristics(game.state, goblin).keywords
    assert _can_attack(game, goblin)
    do(game, f"attack with {name(game, goblin)} -> Bob", "done declaring attackers")
    pass_until(game, "end of combat")
    assert life(game, BOB) == 18


@template("unleash", cards=("Rakdos Cackler",))
def test_rakdos_cackler_unleashed_enters_with_a_counter_and_cant_block() -> None:
    """702.98a, 614.1c, 509.1a: Alice has Rakdos Cackler enter with a +1/+1 counter (a 2/2);
    as Bob attacks with Grizzly Bears, it can't block."""
    game, _ = game_at(
        {"hand": ["Rakdos Cackler"], "battlefield": ["Swamp"], "library": LIBRARY},
        {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}], "library": LIBRARY},
    )
    cast(game, "Rakdos Cackler")
    pass_all(game)
    do(game, "yes", by="Alice")
    cackler = _the(game, "Rakdos Cackler")
    assert pt(game, cackler) == (2, 2)
    _bob_attacks_with_bears(game)
    assert texts(game) == ["done declaring blockers"]


@template("unleash", cards=("Rakdos Cackler",))
def test_rakdos_cackler_without_a_counter_blocks() -> None:
    """702.98a: declined, the 1/1 Cackler has no +1/+1 counter and may block."""
    game, _ = game_at(
        {"hand": ["Rakdos Cackler"], "battlefield": ["Swamp"], "library": LIBRARY},
        {"battlefield": ["Grizzly Bears"], "library": LIBRARY},
    )
    cast(game, "Rakdos Cackler")
    pass_all(game)
    do(game, "no", by="Alice")
    cackler = _the(game, "Rakdos Cackler")
    assert pt(game, cackler) == (1, 1)
    _bob_attacks_with_bears(game)
    assert f"block {name(game, _the(game, 'Grizzly Bears'))} with {name(game, cackler)}" in texts(game)
