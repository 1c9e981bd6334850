"""Alternative costs with a condition (118.9: "If [condition], you may pay [mana] rather
than pay this spell's mana cost."), compiled from Oracle text and played: Nemesis Trap ("a
white creature is attacking") and Lethargy Trap ("three or more creatures are attacking")."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import ALICE, BOB, do, game_at, name, pass_all, pay, pt, target_and_pay, texts, zone
from manastack.game import Game

LIBRARY = ["Plains"] * 8


def _bob_attacks(alice: dict[str, object], attackers: list[str]) -> tuple[Game, dict[str, int]]:
    """Bob declares `attackers` (labelled a0, a1, ...) at Alice; Alice then has priority."""
    game, labels = game_at({**alice, "library": LIBRARY},
                           {"battlefield": [{"card": n, "label": f"a{i}"}
                                            for i, n in enumerate(attackers)],
                            "library": LIBRARY},
                           active="Bob", step="declare attackers", stage="begin")
    for i in range(len(attackers)):
        do(game, f"attack with {name(game, labels[f'a{i}'])} -> Alice", by="Bob")
    do(game, "done declaring attackers", by="Bob")
    do(game, "pass", by="Bob")
    return game, labels


def _casts(game: Game, card: str) -> list[str]:
    return [t for t in texts(game) if t.startswith(f"cast {card}")]


@template("conditional_alternative_cost", "trap_creature_attacking", cards=("Nemesis Trap",))
def test_nemesis_trap_for_bb_while_a_white_creature_attacks() -> None:
    """118.9, 506.4: Savannah Lions (white) attacks, so Alice may cast Nemesis Trap for
    {B}{B} with her two Swamps; it exiles the Lions and she gets a token copy of it, exiled
    at the beginning of the next end step (603.7a)."""
    game, labels = _bob_attacks({"hand": ["Nemesis Trap"], "battlefield": ["Swamp", "Swamp"]},
                                ["Savannah Lions", "Grizzly Bears"])
    lions = name(game, labels["a0"])
    assert _casts(game, "Nemesis Trap") == [
        next(t for t in _casts(game, "Nemesis Trap") if "alternative cost" in t)]
    do(game, _casts(game, "Nemesis Trap")[0], by="Alice")
    target_and_pay(game, lions)
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Savannah Lions"]
    s = game.state
    copies = [o for o in s.battlefield if s.objects[o].kind == "token"]
    assert [s.objects[o].card.name for o in copies] == ["Savannah Lions"]
    assert s.objects[copies[0]].controller == ALICE
    assert all(s.objects[o].tapped for o in s.battlefield if s.objects[o].card.name == "Swamp")
    assert zone(game, ALICE, "graveyard") == ["Nemesis Trap"]


@template("conditional_alternative_cost", "trap_creature_attacking", cards=("Nemesis Trap",))
def test_nemesis_trap_without_a_white_attacker_costs_its_mana_cost() -> None:
    """118.9: only green creatures attack, so the condition doesn't hold: with two Swamps
    Alice can cast Nemesis Trap neither way; with six lands only for {4}{B}{B}."""
    game, _ = _bob_attacks({"hand": ["Nemesis Trap"], "battlefield": ["Swamp", "Swamp"]},
                           ["Grizzly Bears"])
    assert _casts(game, "Nemesis Trap") == []
    game, _ = _bob_attacks({"hand": ["Nemesis Trap"], "battlefield": ["Swamp"] * 6},
                           ["Grizzly Bears"])
    assert len(_casts(game, "Nemesis Trap")) == 1
    assert "alternative cost" not in _casts(game, "Nemesis Trap")[0]


def test_lethargy_trap_outside_combat_has_only_its_mana_cost() -> None:
    """118.9, 506.4: with no combat no creature is attacking, so in her own main phase,
    with three creatures on the battlefield and four Islands, Alice is offered Lethargy
    Trap only for {3}{U}."""
    game, _ = game_at({"hand": ["Lethargy Trap"], "battlefield": ["Island"] * 4,
                       "library": LIBRARY},
                      {"battlefield": ["Grizzly Bears", "Craw Wurm", "Gray Ogre"],
                       "library": LIBRARY})
    assert len(_casts(game, "Lethargy Trap")) == 1
    assert "alternative cost" not in _casts(game, "Lethargy Trap")[0]


@template("conditional_alternative_cost", "trap_attacking_count", cards=("Lethargy Trap",))
def test_lethargy_trap_for_u_with_three_attackers() -> None:
    """118.9, 506.4: three creatures attack, so Lethargy Trap costs Alice {U} (one
    Island); attacking creatures get -3/-0 until end of turn (611.2c)."""
    game, labels = _bob_attacks({"hand": ["Lethargy Trap"], "battlefield": ["Island"]},
                                ["Grizzly Bears", "Craw Wurm", "Gray Ogre"])
    assert len(_casts(game, "Lethargy Trap")) == 1
    do(game, _casts(game, "Lethargy Trap")[0], by="Alice")
    pay(game)
    pass_all(game)
    assert pt(game, labels["a1"]) == (3, 4)
    assert pt(game, labels["a0"]) == (-1, 2)       # 107.1b: power below 0


@template("conditional_alternative_cost", "trap_attacking_count", cards=("Lethargy Trap",))
def test_lethargy_trap_with_two_attackers_is_not_offered_for_u() -> None:
    """118.9: two attackers are fewer than three, so the {U} cost isn't offered and one
    Island can't pay {3}{U}."""
    game, _ = _bob_attacks({"hand": ["Lethargy Trap"], "battlefield": ["Island"]},
                           ["Grizzly Bears", "Craw Wurm"])
    assert _casts(game, "Lethargy Trap") == []


def _bob_casts(spell: str, target_label: str, alice: dict[str, object]) -> tuple[Game, dict[str, int]]:
    """On Bob's turn Bob casts `spell` at Alice's permanent `target_label` and it resolves;
    then Bob passes and Alice has priority."""
    game, labels = game_at({**alice, "library": LIBRARY},
                           {"hand": [spell], "battlefield": ["Mountain", "Mountain", "Mountain",
                                                             "Swamp", "Swamp", "Forest"],
                            "library": LIBRARY}, active="Bob")
    do(game, next(t for t in texts(game) if t.startswith(f"cast {spell}")), by="Bob")
    target_and_pay(game, f"{name(game, labels[target_label])}")
    pass_all(game)
    do(game, "pass", by="Bob")
    return game, labels


@template("conditional_alternative_cost", "trap_destroyed_by_opponent", cards=("Cobra Trap",))
def test_cobra_trap_for_g_after_an_opponents_stone_rain() -> None:
    """118.9, 701.8a: Bob's Stone Rain destroyed Alice's Forest (a noncreature permanent)
    this turn, so she casts Cobra Trap for {G} with her other Forest: four 1/1 green
    Snakes."""
    game, _ = _bob_casts("Stone Rain", "forest",
                         {"hand": ["Cobra Trap"],
                          "battlefield": [{"card": "Forest", "label": "forest"}, "Forest"]})
    assert zone(game, ALICE, "graveyard") == ["Forest"]
    casts = _casts(game, "Cobra Trap")
    assert len(casts) == 1 and "alternative cost" in casts[0]
    assert _casts(Game.load(game.save()), "Cobra Trap") == casts      # the record is saved
    do(game, casts[0], by="Alice")
    pay(game)
    pass_all(game)
    s = game.state
    snakes = [o for o in s.battlefield if s.objects[o].card.name == "Snake"]
    assert len(snakes) == 4 and all(s.objects[o].controller == ALICE for o in snakes)


@template("conditional_alternative_cost", "trap_destroyed_by_opponent", cards=("Cobra Trap",))
def test_cobra_trap_not_for_g_after_a_creature_was_destroyed() -> None:
    """118.9: Bob's Doom Blade destroyed Alice's Grizzly Bears, a creature: the condition
    doesn't hold, and her one Forest can't pay {4}{G}{G}."""
    game, _ = _bob_casts("Doom Blade", "bears",
                         {"hand": ["Cobra Trap"],
                          "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Forest"]})
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    assert _casts(game, "Cobra Trap") == []


def test_cobra_trap_not_for_g_after_destroying_her_own_permanent() -> None:
    """118.9, 102.3: Alice's own Naturalize destroying her own Ornithopter isn't a spell an
    opponent controlled, so Cobra Trap isn't offered for {G}."""
    game, labels = game_at({"hand": ["Naturalize", "Cobra Trap"],
                            "battlefield": ["Forest", "Forest", "Forest",
                                            {"card": "Ornithopter", "label": "thopter"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    do(game, next(t for t in texts(game) if t.startswith("cast Naturalize")))
    target_and_pay(game, name(game, labels["thopter"]))
    pass_all(game)
    assert sorted(zone(game, ALICE, "graveyard")) == ["Naturalize", "Ornithopter"]
    assert _casts(game, "Cobra Trap") == []


def test_cobra_trap_condition_ends_with_the_turn() -> None:
    """118.9, 500.1: "this turn": on Alice's next turn the destruction during Bob's turn no
    longer counts, so with one Forest she can't cast Cobra Trap."""
    game, _ = _bob_casts("Stone Rain", "forest",
                         {"hand": ["Cobra Trap"],
                          "battlefield": [{"card": "Forest", "label": "forest"}, "Forest"]})
    assert len(_casts(game, "Cobra Trap")) == 1
    pass_until(game, "precombat main", turn=4)
    assert game.state.players[game.state.active].name == "Alice"
    assert _casts(game, "Cobra Trap") == []
