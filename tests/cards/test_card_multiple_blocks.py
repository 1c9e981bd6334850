"""Creatures that block more than one attacker (509.1a as a card's text changes it, 101.1)
and divide their combat damage among them (510.1d): "This creature can block any number of
creatures." (Palace Guard), "... can block an additional creature each combat."
(Spike-Tailed Ceratops), and the same given to others (Brave the Sands, 613.1f)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, at_step, do, game_at, life, name, pass_all, pass_until, pt, texts
from manastack.game import Game

LIBRARY = ["Island"] * 6
BEARS = [{"card": "Grizzly Bears", "label": f"bears{i}"} for i in range(3)]


def _three_bears_attack(alice: list[object]) -> tuple[Game, dict[str, int]]:
    """Bob attacks Alice with three Grizzly Bears; the game at Alice's declaration."""
    game, labels = game_at({"battlefield": alice, "library": LIBRARY},
                           {"battlefield": BEARS, "library": LIBRARY},
                           active="Bob", step="declare attackers", stage="begin")
    for i in range(3):
        do(game, f"attack with {name(game, labels[f'bears{i}'])} -> Alice", by="Bob")
    do(game, "done declaring attackers", by="Bob")
    pass_all(game)
    return game, labels


def _to_damage_division(game: Game) -> None:
    """Priority passes until the combat damage step asks to divide a blocker's damage."""
    while game.decision is not None and "510.1d" not in game.decision.prompt:
        pass_all(game)


def _block(game: Game, labels: dict[str, int], blocker: str, *bears: int) -> None:
    for i in bears:
        do(game, f"block {name(game, labels[f'bears{i}'])} with {name(game, labels[blocker])}",
           by="Alice")


@template("blocks_any_number", cards=("Palace Guard",))
def test_palace_guard_blocks_every_attacker_and_divides_its_damage() -> None:
    """509.1a, 101.1, 510.1d: Palace Guard (1/4) blocks all three attacking Grizzly Bears;
    Alice divides its 1 damage among them; it takes 6 and dies, Alice takes none."""
    game, labels = _three_bears_attack([{"card": "Palace Guard", "label": "guard"}])
    _block(game, labels, "guard", 0, 1, 2)
    do(game, "done declaring blockers", by="Alice")
    _to_damage_division(game)
    assert game.decision.player == ALICE
    options = texts(game)
    assert len(options) == 3 and all(t.startswith("assign ") for t in options)
    game.apply(options[0])
    pass_until(game, at_step("end of combat"))
    assert life(game, ALICE) == 20
    assert labels["guard"] not in game.state.battlefield


@template("blocks_one_more", cards=("Spike-Tailed Ceratops",))
def test_spike_tailed_ceratops_blocks_two_and_not_three() -> None:
    """509.1a, 101.1: Spike-Tailed Ceratops (4/4) may block two of the three Bears, not a
    third; the one unblocked deals Alice 2 (510.1a); its 4 damage divided 2 and 2 (510.1d)
    kills both it blocks, and their 4 kill it (704.5g)."""
    game, labels = _three_bears_attack([{"card": "Spike-Tailed Ceratops", "label": "dino"}])
    _block(game, labels, "dino", 0, 1)
    third = f"block {name(game, labels['bears2'])} with {name(game, labels['dino'])}"
    assert third not in texts(game)
    do(game, "done declaring blockers", by="Alice")
    _to_damage_division(game)
    split = next(t for t in texts(game) if t.count(" 2 to ") == 2)
    game.apply(split)
    pass_until(game, at_step("end of combat"))
    assert life(game, ALICE) == 18
    assert labels["dino"] not in game.state.battlefield
    assert labels["bears0"] not in game.state.battlefield
    assert labels["bears1"] not in game.state.battlefield


def test_a_creature_blocks_only_one_attacker() -> None:
    """509.1a: without such text, Grizzly Bears that blocks one attacker is offered no
    second."""
    game, labels = _three_bears_attack([{"card": "Grizzly Bears", "label": "mine"}])
    _block(game, labels, "mine", 0)
    assert not any(t.endswith(f"with {name(game, labels['mine'])}") for t in texts(game))


@template("blocks_one_more", cards=("Brave the Sands",))
def test_brave_the_sands_lets_each_creature_block_two() -> None:
    """613.1f, 509.1a: under Brave the Sands ("Creatures you control have vigilance and can
    block an additional creature each combat") Alice's Grizzly Bears blocks two attackers."""
    game, labels = _three_bears_attack(["Brave the Sands",
                                        {"card": "Grizzly Bears", "label": "mine"}])
    _block(game, labels, "mine", 0, 1)
    do(game, "done declaring blockers", by="Alice")
    assert game.state.combat is not None
    assert len(game.state.combat.blocking(labels["mine"])) == 2


@template("blocks_one_more", "modify", cards=("Vanguard's Shield",))
def test_vanguards_shield_gives_toughness_and_a_second_block() -> None:
    """613.4c, 509.1a: the creature equipped with Vanguard's Shield ("Equipped creature gets
    +0/+3 and can block an additional creature each combat") is a 2/5 Grizzly Bears that
    blocks two attackers."""
    game, labels = _three_bears_attack([{"card": "Grizzly Bears", "label": "mine"},
                                        {"card": "Vanguard's Shield", "attached_to": "mine"}])
    assert pt(game, labels["mine"]) == (2, 5)
    _block(game, labels, "mine", 0, 1)
    do(game, "done declaring blockers", by="Alice")
    assert game.state.combat is not None
    assert len(game.state.combat.blocking(labels["mine"])) == 2
