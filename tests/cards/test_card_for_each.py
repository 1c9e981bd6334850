"""A change of power and toughness "for each" of something, until end of turn (608.2h,
611.2c), compiled from Oracle text and played: "Target creature gets -1/-1 until end of
turn for each artifact you control." (Irradiate)."""

from __future__ import annotations

from oracle_harness import attack, pass_until, template

from helpers import BOB, do, game_at, name, pass_all, pay, pt, zone
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


@template("modify_for_each", cards=("Irradiate",))
def test_irradiate_counts_the_artifacts_as_it_resolves_and_locks_the_number_in() -> None:
    """Irradiate (608.2h, 611.2c): with two artifacts (Ornithopter, Frogmite), Bob's Craw
    Wurm gets -2/-2 (4/2); a third artifact entering afterwards doesn't change it."""
    game, labels = game_at({"hand": ["Irradiate", "Ornithopter"],
                            "battlefield": ["Swamp"] * 4 + ["Ornithopter", "Frogmite"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Craw Wurm", "label": "wurm"}],
                            "library": LIBRARY})
    do(game, "cast Irradiate", f"target Craw Wurm#{labels['wurm']}", "pay {3}{B} automatically")
    pass_all(game)
    assert pt(game, labels["wurm"]) == (4, 2)
    do(game, "cast Ornithopter")
    pass_all(game)
    assert pt(game, labels["wurm"]) == (4, 2)


def test_irradiate_kills_a_creature_with_toughness_no_greater_than_the_count() -> None:
    """Irradiate (704.5f): three artifacts give Bob's Gray Ogre (2/2) -3/-3: it dies."""
    game, labels = game_at({"hand": ["Irradiate"],
                            "battlefield": ["Swamp"] * 4 + ["Ornithopter", "Ornithopter",
                                            "Frogmite"], "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY})
    do(game, "cast Irradiate", f"target Gray Ogre#{labels['ogre']}", "pay {3}{B} automatically")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Gray Ogre"]


@template("static_for_each", cards=("Nim Shrieker",))
def test_nim_shrieker_gets_plus_one_power_for_each_artifact_its_controller_controls() -> None:
    """Nim Shrieker (613.4c, 604.2): 0/1 with Alice's two artifacts it is 2/1 (Bob's
    Ornithopter doesn't count); a third artifact makes it 3/1, at once (a static ability)."""
    game, labels = game_at({"hand": ["Ornithopter"],
                            "battlefield": [{"card": "Nim Shrieker", "label": "nim"},
                                            "Ornithopter", "Frogmite"], "library": LIBRARY},
                           {"battlefield": ["Ornithopter"], "library": LIBRARY})
    assert pt(game, labels["nim"]) == (2, 1)
    do(game, "cast Ornithopter")
    pass_all(game)
    assert pt(game, labels["nim"]) == (3, 1)


@template("static_for_each_and", cards=("Armored Ascension",))
def test_armored_ascension_counts_its_controllers_plains_for_the_enchanted_creature() -> None:
    """Armored Ascension (613.4c, 613.1f, 303.4): on Alice's Grizzly Bears with her four Plains
    (Bob's don't count) the Bears are 6/6 with flying; her fifth Plains makes them 7/7 at
    once (a static ability, 604.2)."""
    game, labels = game_at({"hand": ["Armored Ascension", "Plains"],
                            "battlefield": ["Plains"] * 4 + [
                                {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           {"battlefield": ["Plains"], "library": LIBRARY})
    bears = labels["bears"]
    do(game, "cast Armored Ascension", f"target {name(game, bears)}")
    pay(game)
    pass_all(game)
    assert pt(game, bears) == (6, 6)
    assert characteristics(game.state, bears).has("flying")
    do(game, "play Plains")
    assert pt(game, bears) == (7, 7)


def _staticaster(with_ral: bool) -> tuple[Game, int]:
    """Alice attacks with Ral's Staticaster holding three cards (with Ral, Caller of Storms
    beside it or not); the game after the attack trigger, if any, resolved."""
    ral = [{"card": "Ral, Caller of Storms", "counters": {"loyalty": 4}}] if with_ral else []
    game, labels = game_at({"battlefield": [{"card": "Ral's Staticaster", "label": "caster"},
                                            *ral],
                            "hand": ["Island"] * 3, "library": ["Island"] * 5},
                           {"library": ["Island"] * 5})
    caster = labels["caster"]
    attack(game, caster)
    pass_all(game, until_stack_changes=True)
    return game, caster


@template("modify_for_each_duration_last", cards=("Ral's Staticaster",))
def test_rals_staticaster_gets_one_zero_for_each_card_in_hand_with_a_ral() -> None:
    """603.4: Alice controls a Ral planeswalker as Ral's Staticaster attacks, so it gets
    +1/+0 for each of the three cards in her hand (608.2h: counted as it resolves), a 6/3
    until end of turn (514.2)."""
    game, caster = _staticaster(True)
    assert pt(game, caster) == (6, 3)
    pass_until(game, "upkeep", turn=4)
    assert pt(game, caster) == (3, 3)


def test_rals_staticaster_without_a_ral_stays_a_two_two() -> None:
    """603.4: without a Ral planeswalker the ability doesn't trigger: a 3/3 still."""
    game, caster = _staticaster(False)
    assert pt(game, caster) == (3, 3) and not game.state.stack
