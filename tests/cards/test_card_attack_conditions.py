"""Restrictions on attacking with a condition (508.1c) and on blocking (509.1b), compiled
from Oracle text and played: "This creature can't attack unless there are five or more
Islands on the battlefield." (Harbor Serpent), "Hazoret can't attack or block unless you have
one or fewer cards in hand." (Hazoret the Fervent), "This creature can't block unless you
have four or more cards in hand." (Vantress Gargoyle)."""

from __future__ import annotations

import pytest
from oracle_harness import attack, pass_until, template

from helpers import ALICE, BOB, do, game_at, life, name, pass_all, texts, zone
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _serpent_at_attackers(alice_islands: int, bob_islands: int) -> tuple[Game, int]:
    game, labels = game_at(
        {"battlefield": [{"card": "Harbor Serpent", "label": "serpent"}]
         + ["Island"] * alice_islands, "library": LIBRARY},
        {"battlefield": ["Island"] * bob_islands, "library": LIBRARY})
    pass_until(game, "beginning of combat")
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS
    return game, labels["serpent"]


@template("cant_attack_unless", "battlefield_count", cards=("Harbor Serpent",))
def test_harbor_serpent_attacks_once_the_battlefield_has_five_islands() -> None:
    """Harbor Serpent (508.1c): with three Islands of Alice's and two of Bob's (every
    player's count) it attacks and deals 5 damage."""
    game, serpent = _serpent_at_attackers(3, 2)
    game.apply(f"attack with {name(game, serpent)} -> Bob")
    game.apply("done declaring attackers")
    pass_until(game, "end", turn=3)
    assert life(game, BOB) == 15


def test_harbor_serpent_cant_attack_with_four_islands_and_says_why() -> None:
    """Harbor Serpent (508.1c): with four Islands on the battlefield it isn't offered as an
    attacker, and declaring it is refused naming the restriction."""
    game, serpent = _serpent_at_attackers(3, 1)
    assert not any(t.startswith("attack with Harbor Serpent") for t in texts(game))
    with pytest.raises(ManastackError, match=r"508\.1c: This creature can.t attack unless"):
        game.apply(f"attack with {name(game, serpent)} -> Bob")


def _blocking(alice: dict[str, object]) -> tuple[Game, dict[str, int]]:
    """Bob attacks Alice (zones `alice`) with Grizzly Bears; Alice is to declare blockers
    (509.1)."""
    game, labels = game_at({"library": LIBRARY, **alice},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           active="Bob", step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['bears'])} -> Alice", "done declaring attackers",
       by="Bob")
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS
    return game, labels


def _hazoret_blocks(hand: list[str]) -> tuple[Game, dict[str, int]]:
    """Alice, holding `hand`, with Hazoret the Fervent on her battlefield, is to block."""
    return _blocking({"battlefield": [{"card": "Hazoret the Fervent", "label": "hazoret"}],
                      "hand": hand})


@template("cant_attack_or_block_unless", "hand_size_at_least_most",
          cards=("Hazoret the Fervent",))
def test_hazoret_attacks_only_with_one_or_fewer_cards_in_hand() -> None:
    """508.1c: with two cards in hand Hazoret the Fervent (haste) isn't offered as an
    attacker and declaring it is refused naming the restriction; with one card in hand it
    attacks and deals 5 damage."""
    game, labels = game_at({"battlefield": [{"card": "Hazoret the Fervent", "label": "h"}],
                            "hand": ["Shock", "Shock"], "library": LIBRARY},
                           {"library": LIBRARY})
    pass_until(game, "beginning of combat")
    game.apply("pass")
    game.apply("pass")
    assert not any(t.startswith("attack with Hazoret") for t in texts(game))
    with pytest.raises(ManastackError, match=r"508\.1c: ~ can.t attack or block unless"):
        game.apply(f"attack with {name(game, labels['h'])} -> Bob")
    game, labels = game_at({"battlefield": [{"card": "Hazoret the Fervent", "label": "h"}],
                            "hand": ["Shock"], "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["h"])
    pass_until(game, "end", turn=3)
    assert life(game, BOB) == 15


@template("cant_attack_or_block_unless", "hand_size_at_least_most",
          cards=("Hazoret the Fervent",))
def test_hazoret_blocks_only_with_one_or_fewer_cards_in_hand() -> None:
    """509.1b: holding two cards Alice can't block with Hazoret the Fervent (the block is
    refused naming the restriction); holding one she can, and the Bears die."""
    game, labels = _hazoret_blocks(["Shock", "Shock"])
    assert not any(t.startswith("block") for t in texts(game))
    with pytest.raises(ManastackError, match=r"509\.1b: ~ can.t attack or block unless"):
        game.apply(f"block {name(game, labels['bears'])} with {name(game, labels['hazoret'])}")
    game, labels = _hazoret_blocks(["Shock"])
    do(game, f"block {name(game, labels['bears'])} with {name(game, labels['hazoret'])}",
       "done declaring blockers", by="Alice")
    pass_until(game, "end", turn=3)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def _null_blocks(alice: list[object]) -> tuple[Game, dict[str, int]]:
    """Alice, with Mindless Null and `alice` on her battlefield, is to block."""
    return _blocking({"battlefield": [{"card": "Mindless Null", "label": "null"}, *alice]})


@template("cant_block_unless", "control_a", cards=("Mindless Null",))
def test_mindless_null_blocks_only_beside_a_vampire() -> None:
    """509.1b: without a Vampire Alice can't block with Mindless Null; beside Vampire
    Nighthawk it blocks the Bears and both 2/2s die (510.2, 704.5g)."""
    game, labels = _null_blocks([])
    assert not any(t.startswith("block") for t in texts(game))
    with pytest.raises(ManastackError, match=r"509\.1b: This creature can.t block unless"):
        game.apply(f"block {name(game, labels['bears'])} with {name(game, labels['null'])}")
    game, labels = _null_blocks(["Vampire Nighthawk"])
    do(game, f"block {name(game, labels['bears'])} with {name(game, labels['null'])}",
       "done declaring blockers", by="Alice")
    pass_until(game, "end", turn=3)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == ["Mindless Null"]


def _boneslasher_blocks(zombie: bool) -> tuple[Game, dict[str, int]]:
    """Alice, with Marauding Boneslasher (and Walking Corpse, a Zombie, if `zombie`), is to
    block."""
    alice: list[object] = [{"card": "Marauding Boneslasher", "label": "slasher"}]
    if zombie:
        alice.append({"card": "Walking Corpse", "label": "corpse"})
    return _blocking({"battlefield": alice})


@template("cant_block_unless", "control_another", cards=("Marauding Boneslasher",))
def test_marauding_boneslasher_blocks_while_alice_controls_another_zombie() -> None:
    """509.1b, 115.1: with Walking Corpse, another Zombie, Marauding Boneslasher (a Zombie
    itself) may block: it blocks Grizzly Bears and kills it."""
    game, labels = _boneslasher_blocks(zombie=True)
    do(game, f"block {name(game, labels['bears'])} with {name(game, labels['slasher'])}",
       "done declaring blockers", by="Alice")
    pass_until(game, "end of combat")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def test_marauding_boneslasher_alone_cant_block_and_says_why() -> None:
    """509.1b: alone, Marauding Boneslasher (itself a Zombie, not another) isn't offered as a
    blocker, and declaring it is refused naming the restriction."""
    game, labels = _boneslasher_blocks(zombie=False)
    block = f"block {name(game, labels['bears'])} with {name(game, labels['slasher'])}"
    assert block not in texts(game)
    with pytest.raises(ManastackError, match=r"509\.1b: This creature can.t block unless"):
        game.apply(block)
