"""An Equipment's own "Attach this Equipment to target creature you control" (701.3a), an
activated ability without equip's timing (702.6a), and "attach it to target creature you
control" as it enters, compiled from Oracle text and played: Cranial Plating, Healer's
Headdress, Bramble Armor, Auriok Survivors."""

from __future__ import annotations

from oracle_harness import activate, pass_until, template

from helpers import cast_resolved, do, game_at, name, pass_all, pt
from manastack.game import Game


def _equipment_and_bears(equipment: str, lands: list[str]) -> tuple[Game, dict[str, int]]:
    game, labels = game_at({"battlefield": [{"card": equipment, "label": "gear"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            *lands],
                            "library": ["Swamp"] * 6},
                           {"library": ["Swamp"] * 6})
    return game, labels


def _attach_option(game: Game, gear: int) -> int:
    """The index, among the equipment's listed abilities, of its "Attach ..." ability."""
    prefix = f"activate {name(game, gear)}:"
    found = [str(c) for c in game.legal_choices() if str(c).startswith(prefix)]
    return next(i for i, text in enumerate(found) if "Attach" in text)


@template("attach_self", cards=("Cranial Plating",))
def test_cranial_plating_attaches_at_instant_speed() -> None:
    """701.3a: in Alice's beginning of combat (not a main phase: no sorcery timing, unlike
    equip, 702.6a) she pays {B}{B} and Cranial Plating becomes attached to her Grizzly
    Bears, which get +1/+0 for the one artifact she controls (the Plating)."""
    game, labels = _equipment_and_bears("Cranial Plating", ["Swamp", "Swamp"])
    gear, bears = labels["gear"], labels["bears"]
    pass_until(game, "beginning of combat")
    activate(game, gear, name(game, bears), index=_attach_option(game, gear))
    game.apply("pass")
    game.apply("pass")
    assert game.state.obj(gear).attached_to == bears
    assert pt(game, bears) == (3, 2)


@template("attach_self", cards=("Healer's Headdress",))
def test_healers_headdress_attaches_for_ww() -> None:
    """701.3a: Healer's Headdress's {W}{W} ability attaches it to Alice's Grizzly Bears,
    which get +0/+2 (equipped creature, 301.5a)."""
    game, labels = _equipment_and_bears("Healer's Headdress", ["Plains", "Plains"])
    gear, bears = labels["gear"], labels["bears"]
    activate(game, gear, name(game, bears), index=_attach_option(game, gear))
    game.apply("pass")
    game.apply("pass")
    assert game.state.obj(gear).attached_to == bears
    assert pt(game, bears) == (2, 4)


@template("attach_it", cards=("Bramble Armor",))
def test_bramble_armor_attaches_itself_as_it_enters() -> None:
    """701.3a: Bramble Armor's enters trigger attaches it to the target creature Alice
    controls, which gets +2/+1."""
    game, labels = game_at({"battlefield": ["Forest", "Forest",
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "hand": ["Bramble Armor"], "library": ["Swamp"] * 6},
                           {"library": ["Swamp"] * 6})
    cast_resolved(game, "Bramble Armor")
    do(game, f"target {name(game, labels['bears'])}")
    pass_all(game)
    (armor,) = [o for o in game.state.permanents() if o.card.name == "Bramble Armor"]
    assert armor.attached_to == labels["bears"]
    assert pt(game, labels["bears"]) == (4, 3)


@template(cards=("Auriok Survivors",))
def test_auriok_survivors_attaches_the_returned_equipment() -> None:
    """608.2c: "attach it to this creature" names the Equipment card the first sentence
    returned, now a new permanent (400.7), which becomes attached to Auriok Survivors."""
    game, labels = game_at({"battlefield": ["Plains"] * 6,
                            "hand": ["Auriok Survivors"],
                            "graveyard": [{"card": "Bramble Armor", "label": "armor"}],
                            "library": ["Swamp"] * 6},
                           {"library": ["Swamp"] * 6})
    cast_resolved(game, "Auriok Survivors")
    do(game, f"target Bramble Armor#{labels['armor']}")
    pass_all(game)
    while game.decision is not None and game.decision.kind.name == "MAY":
        game.apply("yes")
    (survivors,) = [o for o in game.state.permanents() if o.card.name == "Auriok Survivors"]
    (armor,) = [o for o in game.state.permanents() if o.card.name == "Bramble Armor"]
    assert armor.attached_to == survivors.id
