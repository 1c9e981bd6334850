"""Myriad (702.116, 702.116a): "Whenever this creature attacks, for each opponent other than
defending player, you may create a token that's a copy of this creature that's tapped and
attacking that player or a planeswalker they control. If one or more tokens are created this
way, exile the tokens at end of combat.", compiled from Oracle text and played in three-player
games: Caller of the Pack."""

from __future__ import annotations

from oracle_harness import attack, pass_until, template

from helpers import BOB, CAROL, do, game_at, life, name, pass_all, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Forest"] * 6


def _callers(game: Game) -> list[int]:
    s = game.state
    return [o for o in s.battlefield if s.objects[o].card.name == "Caller of the Pack"]


def _attack_bob(carol_battlefield: list[object] | None = None) -> tuple[Game, dict[str, int]]:
    """Alice attacks Bob with Caller of the Pack (8/6 trample); its myriad trigger is on the
    stack."""
    game, labels = game_at(
        {"battlefield": [{"card": "Caller of the Pack", "label": "caller"}], "library": LIBRARY},
        {"library": LIBRARY},
        carol={"battlefield": carol_battlefield or [], "library": LIBRARY},
    )
    _declare(game, labels["caller"])
    return game, labels


def _declare(game: Game, oid: int) -> None:
    """Alice's creature `oid` attacks Bob (every player passes in the beginning of combat)."""
    pass_until(game, "beginning of combat")
    while game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        game.apply("pass")
    do(game, f"attack with {name(game, oid)} -> Bob", "done declaring attackers", by="Alice")


@template("myriad", cards=("Caller of the Pack",))
def test_caller_of_the_pack_copies_itself_attacking_the_other_opponent() -> None:
    """702.116a, 508.4, 707.2: Alice creates a tapped token copy attacking Carol; Bob and Carol
    each take 8; at end of combat the token is exiled (511.2, 603.7c) and ceases to exist
    (704.5d), and the Caller stays."""
    game, labels = _attack_bob()
    pass_all(game)
    do(game, "yes", by="Alice")
    callers = _callers(game)
    assert len(callers) == 2
    token = next(o for o in callers if o != labels["caller"])
    assert game.state.objects[token].tapped and game.state.objects[token].kind == "token"
    assert game.state.combat is not None and game.state.combat.defender_of(token) == -1 - CAROL
    pass_until(game, "end of combat")
    assert life(game, BOB) == 12 and life(game, CAROL) == 12
    pass_all(game)
    assert _callers(game) == [labels["caller"]]


@template("myriad", cards=("Caller of the Pack",))
def test_myriad_declined_creates_nothing() -> None:
    """702.116a: "you may": Alice declines, only Bob takes damage."""
    game, _ = _attack_bob()
    pass_all(game)
    do(game, "no", by="Alice")
    assert len(_callers(game)) == 1
    pass_until(game, "end of combat")
    assert life(game, BOB) == 12 and life(game, CAROL) == 20


@template("myriad", cards=("Caller of the Pack",))
def test_myriad_token_may_attack_a_planeswalker_of_that_player() -> None:
    """702.116a, 508.4a: Carol controls Jace Beleren; Alice has the token attack Jace, which
    takes 8 damage and is put into Carol's graveyard (704.5i); Carol's life is unchanged."""
    game, _ = _attack_bob([{"card": "Jace Beleren", "label": "jace", "counters": {"loyalty": 3}}])
    pass_all(game)
    do(game, "yes", by="Alice")
    assert texts(game)[0] == "attacking Carol"
    do(game, next(t for t in texts(game) if t.startswith("attacking Jace Beleren")))
    pass_until(game, "end of combat")
    assert life(game, CAROL) == 20
    assert "Jace Beleren" in [game.state.objects[o].card.name for o in game.state.players[CAROL].graveyard]


def test_myriad_with_a_single_opponent_does_nothing() -> None:
    """702.116a: in a two-player game no opponent other than the defending player: the
    trigger resolves without a choice and makes no token."""
    game, labels = game_at(
        {"battlefield": [{"card": "Caller of the Pack", "label": "caller"}], "library": LIBRARY},
        {"library": LIBRARY},
    )
    attack(game, labels["caller"])
    pass_all(game)
    assert len(_callers(game)) == 1
    pass_until(game, "end of combat")
    assert life(game, BOB) == 12
