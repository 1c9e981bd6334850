"""Exert (701.43): "You may exert this creature as it attacks. When you do, [effect]."
(701.43d): Glorybringer, Glory-Bound Initiate, Gust Walker, Tah-Crop Elite, Ahn-Crop
Crasher, Devoted Crop-Mate; the optional cost is offered as attackers are declared (508.1g-h)
and its linked trigger (607.2h) goes on the stack."""

from __future__ import annotations

from oracle_harness import template

from helpers import (
    ALICE,
    BOB,
    at_step,
    do,
    game_at,
    name,
    pass_all,
    pass_until,
    pt,
    texts,
    zone,
)
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Plains"] * 8


def _attack_and_exert(alice: list[dict[str, str]], bob: list[dict[str, str]], exert: bool = True,
                      graveyard: list[str] | None = None) -> tuple[Game, dict[str, int]]:
    """Alice attacks Bob with her first creature and answers the exert question."""
    game, labels = game_at({"battlefield": alice, "library": LIBRARY,
                            "graveyard": graveyard or []},
                           {"battlefield": bob, "library": LIBRARY},
                           step="declare attackers", stage="begin")
    attacker = labels[alice[0]["label"]]
    do(game, f"attack with {name(game, attacker)} -> Bob", "done declaring attackers", by="Alice")
    assert "yes" in texts(game), texts(game)
    do(game, "yes" if exert else "no", by="Alice")
    return game, labels


@template("exert_trigger", cards=("Glory-Bound Initiate",))
def test_glory_bound_initiate_exerted_gets_bigger_and_lifelink() -> None:
    """701.43d, 607.2h: Glory-Bound Initiate (3/1) is exerted as it attacks; its "when you do"
    trigger resolves: it is 4/4 with lifelink until end of turn."""
    game, labels = _attack_and_exert([{"card": "Glory-Bound Initiate", "label": "gbi"}], [])
    pass_all(game)
    gbi = labels["gbi"]
    assert pt(game, gbi) == (4, 4)
    assert characteristics(game.state, gbi).has("lifelink")


@template("exert_trigger", cards=("Glory-Bound Initiate",))
def test_not_exerting_triggers_nothing_and_untaps_as_usual() -> None:
    """701.43d: declining the optional cost: no trigger, and the creature untaps in its
    controller's next untap step (502.3)."""
    game, labels = _attack_and_exert([{"card": "Glory-Bound Initiate", "label": "gbi"}], [],
                                     exert=False)
    assert not game.state.stack and not game.state.pending_triggers
    pass_until(game, at_step("upkeep", "Alice"))
    assert not game.state.objects[labels["gbi"]].tapped


@template("exert_trigger", cards=("Glorybringer",))
def test_glorybringer_deals_four_to_a_non_dragon() -> None:
    """701.43d, 115.1: exerted Glorybringer's trigger deals 4 damage to target non-Dragon
    creature an opponent controls (Hill Giant dies, 704.5g), and Glorybringer stays tapped
    through Alice's next untap step (701.43a)."""
    game, labels = _attack_and_exert([{"card": "Glorybringer", "label": "gb"}],
                                     [{"card": "Hill Giant", "label": "giant"}])
    do(game, f"target {name(game, labels['giant'])}", by="Alice")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Hill Giant"]
    pass_until(game, at_step("upkeep", "Alice"))
    assert game.state.objects[labels["gb"]].tapped
    # 701.43a: only that one untap step: it untaps in the one after.
    pass_until(game, at_step("upkeep", "Alice", turn=game.state.turn + 2))
    assert not game.state.objects[labels["gb"]].tapped


@template("exert_trigger", cards=("Tah-Crop Elite", "Gust Walker"))
def test_tah_crop_elite_pumps_the_team() -> None:
    """701.43d: exerted Tah-Crop Elite: creatures Alice controls get +1/+1 until end of turn
    (Gust Walker 3/3, the Elite 3/3)."""
    game, labels = _attack_and_exert([{"card": "Tah-Crop Elite", "label": "elite"},
                                      {"card": "Gust Walker", "label": "walker"}], [])
    pass_all(game)
    assert pt(game, labels["elite"]) == (3, 3)
    assert pt(game, labels["walker"]) == (3, 3)


@template("exert_trigger", cards=("Ahn-Crop Crasher",))
def test_ahn_crop_crasher_stops_a_blocker() -> None:
    """701.43d, 509.1b: exerted Ahn-Crop Crasher makes Grizzly Bears unable to block this turn:
    Bob has no block to declare with it."""
    game, labels = _attack_and_exert([{"card": "Ahn-Crop Crasher", "label": "crasher"}],
                                     [{"card": "Grizzly Bears", "label": "bears"}])
    do(game, f"target {name(game, labels['bears'])}", by="Alice")
    pass_all(game)
    pass_until(game, at_step("declare blockers", priority=False),
               other=lambda g: None)
    assert not any(name(game, labels["bears"]) in t for t in texts(game))


@template("exert_trigger", cards=("Devoted Crop-Mate",))
def test_devoted_crop_mate_returns_a_small_creature_card() -> None:
    """701.43d: exerted Devoted Crop-Mate returns target creature card with mana value 2 or
    less from Alice's graveyard to the battlefield (Grizzly Bears)."""
    game, _ = _attack_and_exert([{"card": "Devoted Crop-Mate", "label": "mate"}], [],
                                graveyard=["Grizzly Bears"])
    do(game, "target Grizzly Bears", by="Alice")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == []
    assert "Grizzly Bears" in [game.state.objects[o].card.name for o in game.state.battlefield]
