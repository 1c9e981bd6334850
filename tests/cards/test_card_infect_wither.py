"""Infect (702.90) and wither (702.80) on real cards: damage to a creature as -1/-1
counters (120.3d), damage to a player as poison counters (120.3b), and ten poison counters
lose the game (704.5c)."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, at_step, do, game_at, life, name, pass_all, pass_until, pt

LIBRARY = ["Island"] * 6


def _combat(attacker: str, blocker: str | None = None, poison: int = 0
            ) -> tuple[object, dict[str, int]]:
    """Alice attacks Bob with `attacker` (blocked by Bob's `blocker`, if any) and combat
    damage is dealt."""
    bob: list[dict[str, str]] = [{"card": blocker, "label": "blocker"}] if blocker else []
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": attacker, "label": "attacker"}]},
                           {"library": LIBRARY, "battlefield": bob, "poison": poison},
                           step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['attacker'])} -> Bob", by="Alice")
    do(game, "done declaring attackers", by="Alice")
    pass_all(game)
    if blocker:
        do(game, f"block {name(game, labels['attacker'])} with {name(game, labels['blocker'])}",
           by="Bob")
    do(game, "done declaring blockers", by="Bob")
    end_of_combat = at_step("end of combat")
    pass_until(game, lambda g: g.decision is None or end_of_combat(g))
    return game, labels


@template("simple_keyword", cards=("Glistener Elf",))
def test_infect_gives_a_player_poison_counters_instead_of_life_loss() -> None:
    """702.90b, 120.3b: unblocked Glistener Elf gives Bob one poison counter; his life total
    doesn't change."""
    game, _ = _combat("Glistener Elf")
    assert game.state.players[BOB].poison == 1
    assert life(game, BOB) == 20


def test_the_tenth_poison_counter_loses_the_game() -> None:
    """704.5c: with nine poison counters, Bob loses to Glistener Elf's damage."""
    game, _ = _combat("Glistener Elf", poison=9)
    assert game.state.players[BOB].lost


@template("simple_keyword", cards=("Boggart Ram-Gang",))
def test_wither_deals_damage_to_creatures_as_minus_counters() -> None:
    """702.80a, 120.3d: Boggart Ram-Gang (3/3, wither) blocked by Wilt-Leaf Cavaliers (3/4)
    puts three -1/-1 counters on it (0/1, no damage marked); the Cavaliers' own damage is
    marked on the Ram-Gang as usual."""
    game, labels = _combat("Boggart Ram-Gang", "Wilt-Leaf Cavaliers")
    cavaliers = game.state.objects[labels["blocker"]]
    assert cavaliers.counters.get("-1/-1") == 3 and cavaliers.damage == 0
    assert pt(game, labels["blocker"]) == (0, 1)
    assert game.state.last_known(labels["attacker"]) is not None


def test_infect_damage_to_a_creature_is_counters_too() -> None:
    """702.90c: Glistener Elf blocked by Grizzly Bears leaves a -1/-1 counter on it, and
    Bob's life and poison are untouched."""
    game, labels = _combat("Glistener Elf", "Grizzly Bears")
    assert game.state.objects[labels["blocker"]].counters.get("-1/-1") == 1
    assert pt(game, labels["blocker"]) == (1, 1)
    assert game.state.players[BOB].poison == 0
