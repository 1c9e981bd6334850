"""An Equipment's own "Attach this Equipment to target creature you control" (701.3a), an
activated ability without equip's timing (702.6a), compiled from Oracle text and played:
Cranial Plating, Healer's Headdress."""

from __future__ import annotations

from oracle_harness import activate, pass_until, template

from helpers import game_at, name, pt
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
