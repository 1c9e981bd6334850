"""702.164: toxic. Combat damage a creature with toxic N deals to a player also gives that
player N poison counters (702.164c, 120.3), on top of the damage's other results; ten poison
counters lose the game (704.5c)."""

from __future__ import annotations

from helpers import BOB, at_step, blocked_attack, cites, do, game_at, life, name, pass_until
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _unblocked(attacker: str, bob_poison: int = 0) -> tuple[Game, dict[str, int]]:
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": attacker, "label": "attacker"}]},
                           {"library": LIBRARY, "poison": bob_poison},
                           step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['attacker'])} -> Bob", "done declaring attackers")
    pass_until(game, lambda g: g.is_over or at_step("end of combat")(g))
    return game, labels


def test_combat_damage_to_a_player_gives_poison_counters_besides_the_life_loss() -> None:
    """702.164c, 120.3a: Venomous Brutalizer (4/4, toxic 3) unblocked: Bob loses 4 life and
    gets three poison counters."""
    game, _ = _unblocked("Venomous Brutalizer")
    assert life(game, BOB) == 16 and game.state.players[BOB].poison == 3
    assert cites(game, "702.164c")


def test_combat_damage_to_a_creature_gives_no_poison() -> None:
    """702.164c: blocked by Alice's Grizzly Bears, Bob's Venomous Brutalizer deals its damage
    to the Bears: no one gets poison counters."""
    game, _ = blocked_attack([{"card": "Grizzly Bears", "label": "bears"}],
                             [{"card": "Venomous Brutalizer", "label": "brute"}],
                             "brute", "bears")
    assert all(p.poison == 0 for p in game.state.players)
    assert not cites(game, "702.164c")


def test_the_tenth_poison_counter_from_toxic_loses_the_game() -> None:
    """704.5c: Bob has nine poison counters; Pestilent Syphoner's toxic 1 gives him the
    tenth, and he loses as state-based actions are checked."""
    game, _ = _unblocked("Pestilent Syphoner", bob_poison=9)
    assert game.is_over and game.losers() == ["Bob"]
    assert cites(game, "704.5c")
