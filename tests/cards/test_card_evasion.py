"""Evasion keywords and blocking restrictions on real cards (509.1b): fear (702.36),
intimidate (702.13), landwalk (702.14), shadow (702.28), horsemanship (702.31), skulk
(702.118), "can block only creatures with flying" and "can't be blocked by [creatures]";
each restriction forbids the block it names and explains itself (rules/evasion.py)."""

from __future__ import annotations

from typing import Any

import pytest
from oracle_harness import template

from helpers import do, game_at, name, pass_all, texts
from manastack.errors import IllegalChoiceError
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


def _blockers(attacker: str, bob: list[Any], alice: list[Any] = ()) -> tuple[set[str], Any]:
    """Alice attacks Bob with `attacker`; the cards (Bob's permanents, by label or name) that
    may block it, and the game at Bob's declaration."""
    bob_cards = [{"card": c, "label": f"b{i}"} if isinstance(c, str) else c
                 for i, c in enumerate(bob)]
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": attacker, "label": "attacker"}, *alice]},
                           {"library": LIBRARY, "battlefield": bob_cards},
                           step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['attacker'])} -> Bob", by="Alice")
    do(game, "done declaring attackers", by="Alice")
    pass_all(game)
    options = texts(game)
    able = {game.state.objects[labels[e["label"]]].card.name for e in bob_cards
            if f"block {name(game, labels['attacker'])} with {name(game, labels[e['label']])}"
            in options}
    return able, (game, labels)


@template("simple_keyword", cards=("Severed Legion",))
def test_fear_is_blocked_only_by_artifact_or_black_creatures() -> None:
    """702.36b: Severed Legion (fear) can be blocked by Dross Prowler (black) and Ornithopter
    (an artifact creature), not by Grizzly Bears; the illegal block cites 702.36b."""
    able, (game, labels) = _blockers("Severed Legion",
                                     ["Dross Prowler", "Ornithopter", "Grizzly Bears"])
    assert able == {"Dross Prowler", "Ornithopter"}
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError, match=r"702\.36b"):
        game.apply(f"block {name(game, labels['attacker'])} with {name(game, labels['b2'])}")
    assert game.state_hash() == before


@template("simple_keyword", cards=("Bladetusk Boar",))
def test_intimidate_needs_an_artifact_or_a_shared_color() -> None:
    """702.13b: red Bladetusk Boar (intimidate) can be blocked by a red creature (Raging
    Goblin) or an artifact creature, not by a green one."""
    able, _ = _blockers("Bladetusk Boar", ["Raging Goblin", "Ornithopter", "Grizzly Bears"])
    assert able == {"Raging Goblin", "Ornithopter"}


@template("simple_keyword", cards=("Bog Wraith",))
def test_swampwalk_is_unblockable_while_the_defender_controls_a_swamp() -> None:
    """702.14c: Bog Wraith can't be blocked while Bob controls a Swamp; a Swamp of Alice's
    doesn't matter."""
    able, _ = _blockers("Bog Wraith", ["Grizzly Bears", "Swamp"])
    assert able == set()
    able, _ = _blockers("Bog Wraith", ["Grizzly Bears", "Forest"], alice=["Swamp"])
    assert able == {"Grizzly Bears"}


@template("simple_keyword", cards=("Soltari Foot Soldier", "Dauthi Jackal"))
def test_shadow_blocks_and_is_blocked_only_by_shadow() -> None:
    """702.28b: Soltari Foot Soldier (shadow) can be blocked by Dauthi Jackal (shadow) only;
    a creature without shadow can't be blocked by Dauthi Jackal."""
    able, _ = _blockers("Soltari Foot Soldier", ["Dauthi Jackal", "Grizzly Bears"])
    assert able == {"Dauthi Jackal"}
    able, _ = _blockers("Grizzly Bears", ["Dauthi Jackal", "Grizzly Bears"])
    assert able == {"Grizzly Bears"}


@template("simple_keyword", cards=("Shu Cavalry", "Wei Scout"))
def test_horsemanship_is_blocked_only_by_horsemanship() -> None:
    """702.31b: Shu Cavalry (horsemanship) can be blocked by Wei Scout (horsemanship), not by
    Grizzly Bears; Wei Scout may block a creature without horsemanship."""
    able, _ = _blockers("Shu Cavalry", ["Wei Scout", "Grizzly Bears"])
    assert able == {"Wei Scout"}
    able, _ = _blockers("Grizzly Bears", ["Wei Scout"])
    assert able == {"Wei Scout"}


@template("simple_keyword", cards=("Furtive Homunculus",))
def test_skulk_is_not_blocked_by_greater_power() -> None:
    """702.118b: Furtive Homunculus (2/1, skulk) can be blocked by Grizzly Bears (power 2,
    not greater), not by Hill Giant (power 3)."""
    able, _ = _blockers("Furtive Homunculus", ["Grizzly Bears", "Hill Giant"])
    assert able == {"Grizzly Bears"}


@template("blocks_only_flying", cards=("Cloud Sprite",))
def test_can_block_only_creatures_with_flying() -> None:
    """509.1b: Cloud Sprite "can block only creatures with flying": it may block Wind Drake
    but not Grizzly Bears, and the illegal block cites 509.1b."""
    able, _ = _blockers("Wind Drake", ["Cloud Sprite"])
    assert able == {"Cloud Sprite"}
    able, (game, labels) = _blockers("Grizzly Bears", ["Cloud Sprite"])
    assert able == set()
    with pytest.raises(IllegalChoiceError, match=r"509\.1b: this creature can block only"):
        game.apply(f"block {name(game, labels['attacker'])} with {name(game, labels['b0'])}")


@template("attacks_each_combat", cards=("Goblin Brigand",))
def test_attacks_each_combat_if_able() -> None:
    """508.1d: Goblin Brigand must attack: "done" isn't offered until it attacks; Grizzly
    Bears beside it may stay home."""
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "Goblin Brigand", "label": "brigand"},
                                            "Grizzly Bears"]},
                           {"library": LIBRARY}, step="declare attackers", stage="begin")
    assert "done declaring attackers" not in texts(game)
    do(game, f"attack with {name(game, labels['brigand'])} -> Bob", by="Alice")
    assert "done declaring attackers" in texts(game)


@template("blocked_only_by", cards=("Prowling Nightstalker",))
def test_prowling_nightstalker_is_blocked_only_by_black_creatures() -> None:
    """509.1b: Prowling Nightstalker can be blocked by Dross Prowler (black), not by
    Ornithopter (colorless) or Grizzly Bears; the illegal block cites 509.1b and changes
    nothing."""
    able, (game, labels) = _blockers("Prowling Nightstalker",
                                     ["Dross Prowler", "Ornithopter", "Grizzly Bears"])
    assert able == {"Dross Prowler"}
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError, match=r"509\.1b.*except by black creatures"):
        game.apply(f"block {name(game, labels['attacker'])} with {name(game, labels['b2'])}")
    assert game.state_hash() == before


@template("cant_be_blocked_by_both", cards=("Kor Castigator",))
def test_kor_castigator_cant_be_blocked_by_an_eldrazi_scion() -> None:
    """509.1b, 205.3m, 702.73a: Avian Changeling has every creature type, Eldrazi and Scion
    among them, so it can't block Kor Castigator; Grizzly Bears can. The illegal block
    cites 509.1b and changes nothing."""
    able, (game, labels) = _blockers("Kor Castigator", ["Avian Changeling", "Grizzly Bears"])
    assert able == {"Grizzly Bears"}
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError, match=r"509\.1b.*blocked by Eldrazi Scion"):
        game.apply(f"block {name(game, labels['attacker'])} with {name(game, labels['b0'])}")
    assert game.state_hash() == before


@template("cant_be_blocked_by", cards=("Arlinn's Wolf",))
def test_arlinns_wolf_cant_be_blocked_by_small_creatures() -> None:
    """509.1b: Savannah Lions (power 2) can't block Arlinn's Wolf; Serra Angel (4) can."""
    able, _ = _blockers("Arlinn's Wolf", ["Savannah Lions", "Serra Angel"])
    assert able == {"Serra Angel"}


@template("weaker_cant_block", "power_less_than_source", cards=("Wandering Wolf",))
def test_wandering_wolf_cant_be_blocked_by_weaker_creatures() -> None:
    """509.1b: Wandering Wolf (power 2) can't be blocked by Llanowar Elves (power 1), but can
    by Grizzly Bears (2, not less) and Serra Angel (4); with two +1/+1 counters (power 4)
    only Serra Angel may block it: the powers are compared as blocks are declared."""
    able, _ = _blockers("Wandering Wolf", ["Llanowar Elves", "Grizzly Bears", "Serra Angel"])
    assert able == {"Grizzly Bears", "Serra Angel"}
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "Wandering Wolf", "label": "wolf",
                                             "counters": {"+1/+1": 2}}]},
                           {"library": LIBRARY,
                            "battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                            {"card": "Serra Angel", "label": "angel"}]},
                           step="declare attackers", stage="begin")
    wolf = name(game, labels["wolf"])
    do(game, f"attack with {wolf} -> Bob", "done declaring attackers", by="Alice")
    pass_all(game)
    options = texts(game)
    assert f"block {wolf} with {name(game, labels['angel'])}" in options
    assert f"block {wolf} with {name(game, labels['bears'])}" not in options


@template("power_less_than_source", cards=("Lena, Selfless Champion",))
def test_lena_sacrificed_compares_with_her_last_known_power() -> None:
    """608.2h: "Sacrifice Lena: Creatures you control with power less than Lena's power
    gain indestructible until end of turn." Lena (3/3) is sacrificed to pay the cost;
    Grizzly Bears (2) gains indestructible, Serra Angel (4) doesn't."""
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "Lena, Selfless Champion", "label": "lena"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            {"card": "Serra Angel", "label": "angel"}]},
                           {"library": LIBRARY})
    do(game, f"activate {name(game, labels['lena'])}: Sacrifice ~: Creatures you control "
       "with power less than ~'s power gain indestructible until end of turn.")
    pass_all(game)
    assert characteristics(game.state, labels["bears"]).has("indestructible")
    assert not characteristics(game.state, labels["angel"]).has("indestructible")
