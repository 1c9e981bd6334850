"""Monstrosity (701.37) on real cards: "Monstrosity N" puts N +1/+1 counters on a
permanent that isn't monstrous and it becomes monstrous (701.37a), once only; "When this
creature becomes monstrous" triggers then; "As long as this creature is monstrous" holds
until it leaves the battlefield (701.37b): Keepsake Gorgon, Fleecemane Lion."""

from __future__ import annotations

from oracle_harness import activate, cast, template

from helpers import ALICE, BOB, game_at, name, pass_all, pt, resolve, texts, zone
from manastack.rules.layers import characteristics
from manastack.rules.monstrosity import MONSTROUS, is_monstrous

SWAMPS = ["Swamp"] * 14


def _gorgon() -> tuple[object, dict[str, int]]:
    return game_at({"battlefield": [{"card": "Keepsake Gorgon", "label": "gorgon"}, *SWAMPS]},
                   {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                    {"card": "Keepsake Gorgon", "label": "their_gorgon"}]})


@template("monstrosity_effect", "becomes_monstrous_trigger", cards=("Keepsake Gorgon",))
def test_gorgon_becomes_monstrous_and_destroys_a_creature() -> None:
    """701.37a, 603.2: Keepsake Gorgon's monstrosity puts a +1/+1 counter on it (3/6), it
    becomes monstrous, and its trigger destroys Bob's Grizzly Bears (a non-Gorgon creature an
    opponent controls; Bob's Gorgon is no legal target, 115.1)."""
    game, labels = _gorgon()
    activate(game, labels["gorgon"])
    resolve(game)
    assert pt(game, labels["gorgon"]) == (3, 6)
    assert is_monstrous(game.state, labels["gorgon"])
    targets = [t for t in texts(game) if t.startswith("target")]
    assert any(name(game, labels["bears"]) in t for t in targets)
    assert not any(name(game, labels["their_gorgon"]) in t for t in targets)
    game.apply(f"target {name(game, labels['bears'])}")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def test_second_monstrosity_does_nothing() -> None:
    """701.37a: activated twice in response to itself, the second monstrosity finds Keepsake
    Gorgon already monstrous: no second counter and no second trigger."""
    game, labels = _gorgon()
    activate(game, labels["gorgon"])
    activate(game, labels["gorgon"])
    resolve(game)
    game.apply(f"target {name(game, labels['bears'])}")
    pass_all(game, until_stack_changes=True)
    pass_all(game)
    assert pt(game, labels["gorgon"]) == (3, 6)
    assert game.state.stack == ()
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


@template("monstrous_it_static", cards=("Fleecemane Lion",))
def test_fleecemane_lion_has_hexproof_and_indestructible_only_while_monstrous() -> None:
    """701.37b, 611.3a: Fleecemane Lion has hexproof and indestructible only once it is
    monstrous; it is 4/4 with the counter."""
    game, labels = game_at({"battlefield": [{"card": "Fleecemane Lion", "label": "lion"},
                                            "Forest", "Forest", "Plains", "Plains", "Forest"]})
    assert not {"hexproof", "indestructible"} & characteristics(game.state, labels["lion"]).keywords
    activate(game, labels["lion"])
    resolve(game)
    assert pt(game, labels["lion"]) == (4, 4)
    assert {"hexproof", "indestructible"} <= characteristics(game.state, labels["lion"]).keywords


def test_monstrous_ends_when_it_leaves_the_battlefield() -> None:
    """701.37b, 400.7: a monstrous Fleecemane Lion returned to its owner's hand is a new
    object that isn't monstrous."""
    game, labels = game_at({"battlefield": [{"card": "Fleecemane Lion", "label": "lion",
                                             "chosen": {MONSTROUS: "1"}}, "Island"],
                            "hand": ["Unsummon"]})
    assert is_monstrous(game.state, labels["lion"])
    cast(game, "Unsummon", name(game, labels["lion"]))
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Fleecemane Lion"]
    in_hand = game.state.players[ALICE].hand[0]
    assert not is_monstrous(game.state, in_hand)
    assert MONSTROUS not in game.state.objects[in_hand].chosen


@template("monstrosity_x_effect", "becomes_monstrous_trigger", cards=("Hydra Broodmaster",))
def test_monstrosity_x_and_the_trigger_s_x() -> None:
    """701.37a, 701.37c: Hydra Broodmaster's monstrosity X with X = 2 puts two counters on it
    (9/9), and its "becomes monstrous" trigger creates X = 2 Hydra tokens that are 2/2."""
    game, labels = game_at({"battlefield": [{"card": "Hydra Broodmaster", "label": "hydra"},
                                            *["Forest"] * 5]})
    activate(game, labels["hydra"], x=2)
    resolve(game)
    assert pt(game, labels["hydra"]) == (9, 9)
    pass_all(game)
    tokens = [o for o in game.state.battlefield if game.state.objects[o].kind == "token"]
    assert len(tokens) == 2 and all(pt(game, t) == (2, 2) for t in tokens)


@template("monstrous_it_static", cards=("Domesticated Hydra",))
def test_domesticated_hydra_has_trample_while_monstrous() -> None:
    """701.37a, 611.3a: Domesticated Hydra's monstrosity X with X = 3 makes it 6/6 with
    trample."""
    game, labels = game_at({"battlefield": [{"card": "Domesticated Hydra", "label": "hydra"},
                                            *["Forest"] * 6]})
    assert "trample" not in characteristics(game.state, labels["hydra"]).keywords
    activate(game, labels["hydra"], x=3)
    resolve(game)
    assert pt(game, labels["hydra"]) == (6, 6)
    assert "trample" in characteristics(game.state, labels["hydra"]).keywords


@template("enters_or_monstrous_trigger", cards=("Alpha Deathclaw",))
def test_alpha_deathclaw_triggers_on_becoming_monstrous() -> None:
    """603.2, 701.37a: Alpha Deathclaw's trigger destroys a permanent when it becomes
    monstrous (and it gets four counters: 10/10)."""
    game, labels = game_at({"battlefield": [{"card": "Alpha Deathclaw", "label": "claw"},
                                            *["Swamp"] * 4, *["Forest"] * 3]},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    activate(game, labels["claw"])
    resolve(game)
    assert pt(game, labels["claw"]) == (10, 10)
    game.apply(f"target {name(game, labels['bears'])}")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


@template("enters_or_monstrous_trigger", cards=("Alpha Deathclaw",))
def test_alpha_deathclaw_enters_trigger() -> None:
    """603.6a: cast, Alpha Deathclaw's trigger fires as it enters the battlefield."""
    game, labels = game_at({"battlefield": [*["Swamp"] * 4, *["Forest"] * 2],
                            "hand": ["Alpha Deathclaw"]},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    cast(game, "Alpha Deathclaw")
    resolve(game)
    game.apply(f"target {name(game, labels['bears'])}")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
