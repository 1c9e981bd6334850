"""Planeswalkers compiled from their Oracle text, played in a position: loyalty abilities
(606) with "up to one target" (601.2c) and emblems (114; the rule's own tests are in
tests/rules/test_cr114_emblems.py)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, battlefield, do, game_at, life, pass_all, pt, texts
from manastack.game import Game
from manastack.rules.emblems import emblems_of
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 5
AJANI_PLUS = ("[+2]: You gain 2 life. Put two +1/+1 counters on up to one target "
              "creature.")
SOLDIERS = "[+1]: Create three 1/1 white Soldier creature tokens."
WRATH = "[-3]: Destroy all creatures with power 4 or greater."
EMBLEM = ('[-7]: You get an emblem with "Creatures you control get +2/+2 and have '
          'flying."')


def _activate(game: Game, labels: dict[str, int], label: str, text: str) -> None:
    oid = labels[label]
    do(game, f"activate {game.state.objects[oid].card.name}#{oid}: {text}")


def _ajani() -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": [{"card": "Ajani, Inspiring Leader", "label": "ajani"},
                                    {"card": "Grizzly Bears", "label": "bears"}],
                    "library": LIBRARY}, {"library": LIBRARY})


@template("up_to_one_target_object", cards=("Ajani, Inspiring Leader",))
def test_ajani_inspiring_leader_puts_counters_on_up_to_one_target() -> None:
    """Ajani, Inspiring Leader [+2] (606.4, 601.2c): Alice may target one creature: Ajani
    gets two loyalty counters (5 -> 7), Alice gains 2 life and the Bears get two +1/+1
    counters (2/2 -> 4/4, 122.1)."""
    game, labels = _ajani()
    _activate(game, labels, "ajani", AJANI_PLUS)
    assert texts(game) == [f"target Grizzly Bears#{labels['bears']}", "no more targets"]
    do(game, f"target Grizzly Bears#{labels['bears']}")
    assert game.state.objects[labels["ajani"]].counters["loyalty"] == 7
    pass_all(game)
    assert life(game, ALICE) == 22 and pt(game, labels["bears"]) == (4, 4)


@template("up_to_one_target_object", cards=("Ajani, Inspiring Leader",))
def test_ajani_inspiring_leader_with_no_target_still_gains_life() -> None:
    """Ajani, Inspiring Leader [+2] (601.2c, 608.2b): with zero targets chosen the ability
    still resolves: Alice gains 2 life and no creature gets counters."""
    game, labels = _ajani()
    _activate(game, labels, "ajani", AJANI_PLUS)
    do(game, "no more targets")
    pass_all(game)
    assert life(game, ALICE) == 22 and pt(game, labels["bears"]) == (2, 2)
    assert game.state.objects[labels["bears"]].counters == {}


def test_elspeth_suns_champion_makes_soldiers_and_destroys_big_creatures() -> None:
    """Elspeth, Sun's Champion [+1] makes three 1/1 Soldiers (111.1), and no other loyalty
    ability of hers this turn (606.3); in another game her [−3] destroys Bob's Craw Wurm
    (power 6) and keeps Alice's Grizzly Bears (power 2)."""
    game, labels = game_at({"battlefield": [{"card": "Elspeth, Sun's Champion",
                                             "label": "elspeth"}], "library": LIBRARY},
                           {"battlefield": [{"card": "Craw Wurm", "label": "wurm"}],
                            "library": LIBRARY})
    _activate(game, labels, "elspeth", SOLDIERS)
    pass_all(game)
    assert battlefield(game, ALICE).count("Soldier") == 3
    assert not any("Elspeth" in t for t in texts(game))
    game2, labels2 = game_at({"battlefield": [{"card": "Elspeth, Sun's Champion",
                                               "label": "elspeth"}, "Grizzly Bears"],
                              "library": LIBRARY},
                             {"battlefield": [{"card": "Craw Wurm", "label": "wurm"}],
                              "library": LIBRARY})
    _activate(game2, labels2, "elspeth", WRATH)
    pass_all(game2)
    assert battlefield(game2, BOB) == [] and "Grizzly Bears" in battlefield(game2, ALICE)
    assert game2.state.objects[labels2["elspeth"]].counters["loyalty"] == 1


@template("emblem", cards=("Elspeth, Sun's Champion",))
def test_elspeth_suns_champions_emblem_outlasts_her() -> None:
    """Elspeth, Sun's Champion [−7] (114.2, 114.4): with seven loyalty Alice gets the
    emblem; Elspeth goes to the graveyard (704.5i), and Alice's Grizzly Bears are a 4/4
    flyer while Bob's Craw Wurm is unchanged."""
    game, labels = game_at({"battlefield": [{"card": "Elspeth, Sun's Champion",
                                             "label": "elspeth", "loyalty": 7},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Craw Wurm", "label": "wurm"}],
                            "library": LIBRARY})
    _activate(game, labels, "elspeth", EMBLEM)
    pass_all(game)
    assert len(emblems_of(game.state, ALICE)) == 1
    assert "Elspeth, Sun's Champion" in [game.state.objects[o].card.name
                                         for o in game.state.players[ALICE].graveyard]
    assert pt(game, labels["bears"]) == (4, 4)
    assert characteristics(game.state, labels["bears"]).has("flying")
    assert pt(game, labels["wurm"]) == (6, 4)


@template("where_x", "your_life_total", cards=("Ajani, Caller of the Pride",))
def test_ajani_caller_of_the_pride_makes_as_many_cats_as_alices_life() -> None:
    """Ajani, Caller of the Pride [−8] (107.3: X is defined by the text, as the ability
    resolves): with 5 life Alice creates five 2/2 white Cats."""
    game, labels = game_at({"battlefield": [{"card": "Ajani, Caller of the Pride",
                                             "label": "ajani", "loyalty": 8}],
                            "life": 5, "library": LIBRARY}, {"library": LIBRARY})
    _activate(game, labels, "ajani", "[-8]: Create X 2/2 white Cat creature tokens, where X "
              "is your life total.")
    pass_all(game)
    cats = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Cat"]
    assert len(cats) == 5 and all(pt(game, o) == (2, 2) for o in cats)


@template("where_x", cards=("Nissa, Voice of Zendikar",))
def test_nissa_voice_of_zendikar_counts_lands_for_x() -> None:
    """Nissa, Voice of Zendikar [−7] (107.3): X is the number of lands Alice controls
    (three): she gains 3 life and draws three cards."""
    game, labels = game_at({"battlefield": [{"card": "Nissa, Voice of Zendikar",
                                             "label": "nissa", "loyalty": 7},
                                            "Forest", "Forest", "Island"],
                            "library": LIBRARY}, {"library": LIBRARY})
    _activate(game, labels, "nissa", "[-7]: You gain X life and draw X cards, where X is the "
              "number of lands you control.")
    pass_all(game)
    assert life(game, ALICE) == 23 and len(game.state.players[ALICE].hand) == 3


def test_ajani_vengeant_deals_damage_by_its_shortened_name() -> None:
    """201.5c: "Ajani deals 3 damage" on Ajani Vengeant means Ajani Vengeant: its [-2]
    (606.4) deals 3 damage to Bob from the planeswalker, and Alice gains 3 life."""
    game, labels = game_at({"battlefield": [{"card": "Ajani Vengeant", "label": "ajani",
                                             "counters": {"loyalty": 3}}],
                            "library": LIBRARY}, {"library": LIBRARY})
    _activate(game, labels, "ajani", "[-2]: ~ deals 3 damage to any target and you gain 3 life.")
    do(game, "target Bob")
    pass_all(game)
    assert life(game, BOB) == 17 and life(game, ALICE) == 23
    assert game.state.objects[labels["ajani"]].counters["loyalty"] == 1
