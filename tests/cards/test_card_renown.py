"""Renown (702.112): "When this creature deals combat damage to a player, if it isn't
renowned, put N +1/+1 counters on it and it becomes renowned.", with "becomes renowned"
triggers, "if it's renowned" and "As long as this creature is renowned, ...", compiled from
Oracle text and played: Topan Freeblade, Goblin Glory Chaser, Valeron Wardens, Consul's
Lieutenant."""

from __future__ import annotations

from oracle_harness import attack, pass_until, template

import helpers
from helpers import ALICE, BOB, at_step, blocked_attack, game_at, life, pt, texts, zone
from manastack.game import Game
from manastack.rules.layers import characteristics
from manastack.rules.renown import is_renowned

LIBRARY = ["Plains"] * 6


def _attack_alone(game: Game, oid: int, turn: int) -> None:
    """Alice attacks Bob with `oid` in `turn`, unblocked, to the end of combat."""
    pass_until(game, "precombat main", turn=turn)
    attack(game, oid)
    pass_until(game, "end of combat")


@template("renown", cards=("Topan Freeblade",))
def test_topan_freeblade_becomes_renowned_once() -> None:
    """702.112a, 603.4, 702.112b: Topan Freeblade deals 2 combat damage to Bob, gets a
    +1/+1 counter and becomes renowned (a 3/3); attacking again two turns later it doesn't
    trigger: it is renowned already, so Bob takes 3 and it stays 3/3."""
    game, labels = game_at(
        {"battlefield": [{"card": "Topan Freeblade", "label": "blade"}], "library": LIBRARY},
        {"library": LIBRARY},
    )
    _attack_alone(game, labels["blade"], 3)
    assert life(game, BOB) == 18 and pt(game, labels["blade"]) == (3, 3)
    assert is_renowned(game.state, labels["blade"])
    _attack_alone(game, labels["blade"], 5)
    assert life(game, BOB) == 15 and pt(game, labels["blade"]) == (3, 3)


@template("renown", cards=("Topan Freeblade",))
def test_renown_doesnt_trigger_on_damage_to_a_creature() -> None:
    """702.112a, 510.2: blocked by Bob's Hill Giant, the Freeblade deals its combat damage to
    a creature, not a player: no counter, not renowned."""
    game, labels = blocked_attack(
        [{"card": "Hill Giant", "label": "giant"}],
        [{"card": "Topan Freeblade", "label": "blade"}],
        "blade",
        "giant",
    )
    assert not is_renowned(game.state, labels["blade"])
    assert zone(game, BOB, "graveyard") == ["Topan Freeblade"]


@template("renown", "renowned_it_static", cards=("Goblin Glory Chaser",))
def test_goblin_glory_chaser_has_menace_once_renowned() -> None:
    """702.112b, 611.3a: Goblin Glory Chaser has no menace until it is renowned; after it
    deals combat damage to Bob it is a renowned 2/2 with menace."""
    game, labels = game_at(
        {"battlefield": [{"card": "Goblin Glory Chaser", "label": "g"}], "library": LIBRARY},
        {"library": LIBRARY},
    )
    assert "menace" not in characteristics(game.state, labels["g"]).keywords
    _attack_alone(game, labels["g"], 3)
    assert pt(game, labels["g"]) == (2, 2)
    assert "menace" in characteristics(game.state, labels["g"]).keywords


@template("renown", "creature_becomes_renowned_trigger", cards=("Valeron Wardens",))
def test_valeron_wardens_draws_when_a_creature_becomes_renowned() -> None:
    """603.2: Valeron Wardens (renown 2) becomes renowned, and its own "Whenever a creature
    you control becomes renowned" draws Alice a card."""
    game, labels = game_at(
        {"battlefield": [{"card": "Valeron Wardens", "label": "w"}], "library": LIBRARY}, {"library": LIBRARY}
    )
    hand = len(zone(game, ALICE, "hand"))
    _attack_alone(game, labels["w"], 3)
    assert pt(game, labels["w"]) == (3, 5)
    assert len(zone(game, ALICE, "hand")) == hand + 1


@template("renown", "renowned_condition", cards=("Consul's Lieutenant",))
def test_consuls_lieutenant_pumps_attackers_only_once_renowned() -> None:
    """603.4: "if it's renowned": in turn 3 the Lieutenant isn't, and Grizzly Bears attacks
    as a 2/2; renowned, in turn 5 its trigger gives the other attackers +1/+1: Bob takes
    3 (Lieutenant, 3/2) + 3 (Bears, 3/3)."""
    game, labels = game_at(
        {
            "battlefield": [
                {"card": "Consul's Lieutenant", "label": "lt"},
                {"card": "Grizzly Bears", "label": "bears"},
            ],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    pass_until(game, "precombat main", turn=3)
    attack(game, labels["lt"], labels["bears"])
    pass_until(game, "end of combat")
    assert life(game, BOB) == 16 and pt(game, labels["bears"]) == (2, 2)
    pass_until(game, "precombat main", turn=5)
    attack(game, labels["lt"], labels["bears"])
    pass_until(game, "end of combat")
    assert life(game, BOB) == 10


@template("renown", "becomes_renowned_trigger", cards=("Relic Seeker",))
def test_relic_seeker_searches_for_equipment_as_it_becomes_renowned() -> None:
    """702.112a, 603.2, 701.23a: Relic Seeker becomes renowned; its trigger lets Alice find
    Bonesplitter in her library and put it into her hand."""
    game, labels = game_at(
        {"battlefield": [{"card": "Relic Seeker", "label": "seeker"}], "library": [*LIBRARY, "Bonesplitter"]},
        {"library": LIBRARY},
    )
    pass_until(game, "precombat main", turn=3)
    attack(game, labels["seeker"])
    helpers.pass_until(game, at_step("end of combat"), other=lambda g: g.apply(_answer(g)))
    assert "Bonesplitter" in zone(game, ALICE, "hand")
    assert pt(game, labels["seeker"]) == (3, 3)


def _answer(game: Game) -> str:
    """ "yes" to the search, then the Bonesplitter."""
    found = [t for t in texts(game) if t == "yes" or "Bonesplitter" in t]
    assert found, texts(game)
    return found[0]
