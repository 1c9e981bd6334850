"""Prevention shields of a set amount (615.7) on real cards: "Prevent the next N damage that
would be dealt to [any target / target creature / this creature / you] this turn." and the
damage dealt for the damage prevented (615.5: Vengeful Archon); the rule's own tests are in
tests/rules/test_cr615_prevention_shields.py."""

from __future__ import annotations

from oracle_harness import activate, cast, template

from helpers import (
    ALICE,
    BOB,
    choose,
    cites,
    game_at,
    life,
    name,
    resolve,
    target_and_pay,
)

LIBRARY = ["Island"] * 6


@template("prevent_next_damage", cards=("Anoint",))
def test_anoint_shields_three_damage_then_is_used_up() -> None:
    """Anoint (615.7): a 3-damage shield on Alice's Grizzly Bears; Bob's first Shock is
    prevented whole (615.6), the second only 1 of its 2 (the shield is then 0), so the Bears
    have 1 damage marked and live (120.3e)."""
    game, labels = game_at({"battlefield": ["Plains", {"card": "Grizzly Bears", "label": "bears"}],
                            "hand": ["Anoint"], "library": LIBRARY},
                           {"battlefield": ["Mountain", "Mountain"], "hand": ["Shock", "Shock"],
                            "library": LIBRARY})
    bears = labels["bears"]
    cast(game, "Anoint", name(game, bears))
    resolve(game)
    assert cites(game, "615.7")
    for _ in range(2):
        game.apply("pass")        # Bob gets priority (117.3d)
        choose(game, "cast Shock")
        target_and_pay(game, name(game, bears))
        resolve(game)
    assert game.state.obj(bears).zone == "battlefield" and game.state.obj(bears).damage == 1
    assert not any(e.op == "prevent next damage" for e in game.state.effects)


@template("prevent_next_damage", cards=("Ordruun Commando",))
def test_ordruun_commando_two_shields_add_up() -> None:
    """Ordruun Commando (615.7, 616.1): activated twice, two 1-damage shields, each an effect
    of its own that Alice orders; together they prevent all of Shock's 2 damage, so the 4/1
    lives, and both are used up."""
    game, labels = game_at({"battlefield": ["Plains", "Plains",
                                            {"card": "Ordruun Commando", "label": "commando"}],
                            "library": LIBRARY},
                           {"battlefield": ["Mountain"], "hand": ["Shock"],
                            "library": LIBRARY})
    commando = labels["commando"]
    for _ in range(2):
        activate(game, commando)
        resolve(game)
    game.apply("pass")
    cast(game, "Shock", name(game, commando))
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and game.decision.kind.name == "REPLACEMENT_ORDER"
    game.apply(game.legal_choices()[0])
    assert game.state.obj(commando).zone == "battlefield" and game.state.obj(commando).damage == 0
    assert not any(e.op == "prevent next damage" for e in game.state.effects)


@template("prevent_next_damage", "deals_damage_prevented", cards=("Vengeful Archon",))
def test_vengeful_archon_deals_the_damage_it_prevents() -> None:
    """Vengeful Archon (615.7, 615.5): {X} with X=3 shields Alice; Bob's Shock at her is
    prevented, and the Archon deals those 2 damage to Bob; the shield has 1 left."""
    game, labels = game_at({"battlefield": ["Plains"] * 3 + [
                               {"card": "Vengeful Archon", "label": "archon"}],
                            "library": LIBRARY},
                           {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY})
    activate(game, labels["archon"], "Bob", x=3)
    resolve(game)
    game.apply("pass")
    cast(game, "Shock", "Alice")
    resolve(game)
    assert life(game, ALICE) == 20 and life(game, BOB) == 18
    shields = [e for e in game.state.effects if e.op == "prevent next damage"]
    assert [e.params[1] for e in shields] == [2 - 1]


@template("prevent_next_damage_divided", cards=("Embolden",))
def test_embolden_divides_its_shield_among_targets() -> None:
    """601.2d, 615.7: Alice divides Embolden's 4 among her Grizzly Bears (3) and herself
    (the 1 left); Bob's Shock at the Bears is prevented whole (1 of that shield is left),
    his Shock at Alice deals 1 of its 2 (hers is used up)."""
    game, labels = game_at({"battlefield": ["Plains"] * 3 + [
                               {"card": "Grizzly Bears", "label": "bears"}],
                            "hand": ["Embolden"], "library": LIBRARY},
                           {"battlefield": ["Mountain", "Mountain"], "hand": ["Shock", "Shock"],
                            "library": LIBRARY})
    bears = labels["bears"]
    game.apply("cast Embolden")
    choose(game, f"target {name(game, bears)}")
    choose(game, "target Alice")
    choose(game, "no more targets")
    choose(game, f"3 to {name(game, bears)}")
    target_and_pay(game)
    resolve(game)
    assert cites(game, "615.7")
    for target in (name(game, bears), "Alice"):
        game.apply("pass")
        choose(game, "cast Shock")
        target_and_pay(game, target)
        resolve(game)
    assert game.state.obj(bears).zone == "battlefield" and game.state.obj(bears).damage == 0
    assert life(game, ALICE) == 19
    assert [e.params[1] for e in game.state.effects if e.op == "prevent next damage"] == [1]
