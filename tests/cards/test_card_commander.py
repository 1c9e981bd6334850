"""Cards that refer to commanders (903): Command Tower, Arcane Signet, Commander's Sphere,
Path of Ancestry, Command Beacon, and the partner keyword (702.124)."""

from __future__ import annotations

from typing import Any

from oracle_harness import template

import helpers
from helpers import ALICE, choose, cites, do, position, texts, zone
from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics
from manastack.rules.mana import format_units
from manastack.scenario import build_game_with_labels

KRAUM = "Kraum, Ludevic's Opus"          # {3}{U}{R}, Zombie Horror, partner
ISHAI = "Ishai, Ojutai Dragonspeaker"    # {2}{W}{U}, Bird Monk, partner
JEDIT = "Jedit Ojanen"                   # {4}{W}{W}{U}, Cat Warrior


def commander_game(alice: dict[str, Any], bob: dict[str, Any] | None = None
                   ) -> tuple[Game, dict[str, int]]:
    return build_game_with_labels(position(alice, bob or {}, variant="commander"))


def pool(game: Game) -> str:
    return format_units(game.state.players[ALICE].pool)


@template("add_identity_color", cards=("Command Tower", "Arcane Signet", "Commander's Sphere"))
def test_identity_mana_adds_a_color_of_the_commanders_identity() -> None:
    """903.4 / 702.124c / 702.124e ("your commander" is either partner): Command Tower,
    Arcane Signet and Commander's Sphere add one mana of a color in the combined identity of
    Alice's partners (W, U, R), and no other color."""
    for name in ("Command Tower", "Arcane Signet", "Commander's Sphere"):
        game, _ = commander_game({"battlefield": [name], "command": [KRAUM, ISHAI],
                                  "commanders": [KRAUM, ISHAI]})
        choose(game, f"activate {name}")
        assert sorted(texts(game)) == ["add {R}", "add {U}", "add {W}"], name
        do(game, "add {R}")
        assert pool(game) == "{R}"


def test_commanders_sphere_sacrifices_to_draw() -> None:
    """Commander's Sphere's second ability: sacrifice it to draw a card."""
    game, _ = commander_game({"battlefield": ["Commander's Sphere"], "library": ["Island"],
                              "command": [JEDIT], "commanders": [JEDIT]})
    do(game, "activate Commander's Sphere: Sacrifice this artifact: Draw a card.")
    do(game, "pass", "pass")
    assert zone(game, ALICE, "hand") == ["Island"]
    assert zone(game, ALICE, "graveyard") == ["Commander's Sphere"]


@template("partner_ability", cards=(KRAUM, ISHAI))
def test_partner_is_a_keyword_with_no_effect_in_the_game() -> None:
    """702.124a: partner works before the game begins; in the game the partners are two
    commanders cast on their own (702.124d), Kraum keeping flying and haste."""
    kraum, ishai = get_card(KRAUM), get_card(ISHAI)
    assert "partner" in kraum.keywords and "partner" in ishai.keywords
    assert {"flying", "haste"} <= kraum.keywords
    game, _ = commander_game({"battlefield": ["Island", "Island", "Plains", "Plains"],
                              "command": [KRAUM, ISHAI], "commanders": [KRAUM, ISHAI]})
    castable = [t for t in texts(game) if t.startswith("cast")]
    assert len(castable) == 1 and castable[0].startswith(f"cast {ISHAI}#")


# -- Path of Ancestry -------------------------------------------------------------------------
def path_game(creature: str) -> Game:
    game, _ = commander_game({"battlefield": ["Path of Ancestry"], "hand": [creature],
                              "library": ["Island", "Plains"],
                              "command": [JEDIT], "commanders": [JEDIT]})
    do(game, f"cast {creature}")
    if game.decision is not None and game.decision.kind is DecisionKind.MANA_PAYMENT:
        choose(game, "mana Path of Ancestry")
        if game.decision is not None and game.decision.kind is DecisionKind.COLOR:
            choose(game, "add {W}")
        helpers.pay(game, required=False)
    return game


def test_path_of_ancestry_scries_when_its_mana_casts_a_creature_sharing_a_type() -> None:
    """106.6 / 603.2: the mana spent on Savannah Lions, a Cat like Jedit Ojanen, triggers
    "scry 1"; it resolves before the Lions (701.22a)."""
    game = path_game("Savannah Lions")
    assert cites(game, "603.2")
    # 603.3: the triggered ability is put on the stack over the Lions before Alice gets
    # priority again.
    stack = [game.state.objects[o] for o in game.state.stack]
    assert [o.kind for o in stack] == ["card", "ability"] and stack[1].card.name == "Path of Ancestry"
    do(game, "pass", "pass")
    assert game.decision is not None and "scry 1" in game.decision.prompt


def test_path_of_ancestry_doesnt_scry_for_a_creature_of_another_type() -> None:
    """Elite Vanguard, a Human Soldier, shares no creature type with Jedit (a Cat Warrior)."""
    game = path_game("Elite Vanguard")
    assert not cites(game, "603.2")
    do(game, "pass", "pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert "Elite Vanguard" in [game.state.objects[o].name for o in game.state.battlefield]


def test_path_of_ancestry_enters_tapped() -> None:
    """614.1c: "This land enters tapped."."""
    game, _ = commander_game({"hand": ["Path of Ancestry"],
                             "command": [JEDIT], "commanders": [JEDIT]})
    do(game, "play Path of Ancestry")
    land = next(o for o in game.state.battlefield)
    assert game.state.objects[land].tapped


# -- Command Beacon -----------------------------------------------------------------------------
def test_command_beacon_puts_your_commander_into_your_hand() -> None:
    """Command Beacon: the commander goes from the command zone to its owner's hand; 903.9b
    offers the command zone instead, which Alice declines."""
    game, _ = commander_game({"battlefield": ["Command Beacon"], "command": [JEDIT],
                              "commanders": [{"card": JEDIT, "casts": 2}]})
    do(game, "activate Command Beacon: {T}, Sacrifice this land: Put your commander into your "
       "hand from the command zone.")
    do(game, "pass", "pass")
    d = game.decision
    assert d is not None and d.kind is DecisionKind.MAY and "903.9b" in d.prompt
    do(game, "no")
    assert zone(game, ALICE, "hand") == [JEDIT]
    assert game.state.commanders[0].casts == 2


@template("commander_adj", cards=("Bastion Protector",))
def test_bastion_protector_pumps_only_commander_creatures() -> None:
    """903.3, 613.4c: with Bastion Protector, Alice's commander Jedit Ojanen (5/5) on the
    battlefield is 7/7 with indestructible; her Grizzly Bears (not a commander) and Bastion
    Protector itself are unchanged."""
    game, labels = commander_game({"battlefield": [{"card": JEDIT, "label": "jedit"},
                                                   {"card": "Grizzly Bears", "label": "bears"},
                                                   {"card": "Bastion Protector", "label": "bp"}],
                                   "commanders": [JEDIT]})
    jedit = characteristics(game.state, labels["jedit"])
    assert (jedit.power, jedit.toughness) == (7, 7) and jedit.has("indestructible")
    bears = characteristics(game.state, labels["bears"])
    assert (bears.power, bears.toughness) == (2, 2) and not bears.has("indestructible")
    assert characteristics(game.state, labels["bp"]).power == 3
