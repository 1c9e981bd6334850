"""Damage divided as its controller chooses among targets (601.2d): Arc Lightning, Volley of
Boulders, Volcanic Wind and Jaws of Stone (X fixed as the spell is cast), Bogardan Hellkite's
enters trigger (603.3d) and Ral, Caller of Storms' [-2] (602.2b); an illegal target's share
is not divided again (608.2b)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, choose, cites, do, game_at, life, name, pass_all, pay, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Mountain"] * 6


def _game(alice: dict[str, object], bob_battlefield: list[dict[str, str]]
          ) -> tuple[Game, dict[str, int]]:
    return game_at({"library": LIBRARY, **alice},
                   {"battlefield": bob_battlefield, "library": LIBRARY})


def _mountains(n: int) -> list[str]:
    return ["Mountain"] * n


@template("divided_damage", "one_to_n_targets", cards=("Arc Lightning",))
def test_arc_lightning_divides_three_among_three_targets() -> None:
    """601.2d, 115.1: Arc Lightning at Bob and two Llanowar Elves, divided 1/1/1 as it's cast
    (each target at least 1): Bob is at 19, both Elves die (704.5g); the division is logged."""
    game, labels = _game({"hand": ["Arc Lightning"], "battlefield": _mountains(3)},
                         [{"card": "Llanowar Elves", "label": "e1"},
                          {"card": "Llanowar Elves", "label": "e2"}])
    do(game, "cast Arc Lightning", "target Bob", f"target {name(game, labels['e1'])}",
       f"target {name(game, labels['e2'])}", by="Alice")
    assert game.decision is not None and game.decision.kind is DecisionKind.NUMBER
    assert texts(game) == ["1 to Bob"]          # 601.2d: the other two need one each
    do(game, "1 to Bob", by="Alice")
    choose(game, "1 to")
    pay(game)
    assert cites(game, "601.2d")
    pass_all(game)
    assert life(game, BOB) == 19
    assert zone(game, BOB, "graveyard") == ["Llanowar Elves", "Llanowar Elves"]


@template("divided_damage", "one_to_n_targets", cards=("Arc Lightning",))
def test_arc_lightning_all_to_one_target() -> None:
    """601.2d: a single target gets the whole amount, with nothing to announce."""
    game, _ = _game({"hand": ["Arc Lightning"], "battlefield": _mountains(3)}, [])
    do(game, "cast Arc Lightning", "target Bob", "no more targets", by="Alice")
    pay(game)
    pass_all(game)
    assert life(game, BOB) == 17


@template("divided_damage", "any_number_of_targets", cards=("Volley of Boulders",))
def test_an_illegal_targets_share_is_not_divided_again() -> None:
    """608.2b: Volley of Boulders divides 6 as 2 to Grizzly Bears and 4 to Bob; Bob returns
    his Bears with Unsummon before it resolves: he is still dealt only his 4."""
    game, labels = game_at({"hand": ["Volley of Boulders"], "battlefield": _mountains(9),
                            "library": LIBRARY},
                           {"hand": ["Unsummon"], "battlefield": [
                               "Island", {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    bears = name(game, labels["bears"])
    do(game, "cast Volley of Boulders", f"target {bears}", "target Bob", "no more targets",
       by="Alice")
    choose(game, "2 to")
    pay(game)
    do(game, "pass", by="Alice")
    do(game, "cast Unsummon", f"target {bears}", by="Bob")
    pay(game)
    pass_all(game)          # Unsummon resolves
    assert zone(game, BOB, "hand") == ["Grizzly Bears"]
    pass_all(game)          # Volley of Boulders resolves
    assert life(game, BOB) == 16


@template("divided_damage_where", "any_number_of_target_objects", cards=("Volcanic Wind",))
def test_volcanic_wind_divides_the_creatures_counted_as_cast() -> None:
    """601.2d, 107.3: Volcanic Wind with three creatures on the battlefield divides 3 among
    target creatures (2 to Hill Giant, 1 to Llanowar Elves): the Elves die, the Giant
    survives with 2 damage."""
    game, labels = _game({"hand": ["Volcanic Wind"], "battlefield": [
        *_mountains(6), {"card": "Llanowar Elves", "label": "elves"}]},
        [{"card": "Hill Giant", "label": "giant"}, {"card": "Grizzly Bears", "label": "bears"}])
    do(game, "cast Volcanic Wind", f"target {name(game, labels['giant'])}",
       f"target {name(game, labels['elves'])}", by="Alice")
    # 601.2d: a third target would leave none for a fourth: at most three targets.
    do(game, "no more targets", by="Alice")
    choose(game, "2 to")
    pay(game)
    pass_all(game)
    assert sorted(zone(game, ALICE, "graveyard")) == ["Llanowar Elves", "Volcanic Wind"]
    assert game.state.objects[labels["giant"]].damage == 2


@template("divided_damage_where", "any_number_of_targets", cards=("Jaws of Stone",))
def test_jaws_of_stone_counts_mountains() -> None:
    """107.3, 601.2d: Jaws of Stone with four Mountains divides 4 (all to Bob)."""
    game, _ = _game({"hand": ["Jaws of Stone"], "battlefield": _mountains(6)}, [])
    do(game, "cast Jaws of Stone", "target Bob", "no more targets", by="Alice")
    pay(game)
    pass_all(game)
    assert life(game, BOB) == 14


@template("divided_damage", "any_number_of_targets", cards=("Bogardan Hellkite",))
def test_bogardan_hellkite_divides_as_its_trigger_goes_on_the_stack() -> None:
    """603.3d, 601.2d: Bogardan Hellkite enters; as its trigger goes on the stack Alice
    divides 5: 2 to Grizzly Bears, 3 to Bob."""
    game, labels = _game({"hand": ["Bogardan Hellkite"], "battlefield": _mountains(8)},
                         [{"card": "Grizzly Bears", "label": "bears"}])
    do(game, "cast Bogardan Hellkite", by="Alice")
    pay(game)
    pass_all(game)
    do(game, f"target {name(game, labels['bears'])}", "target Bob", "no more targets",
       by="Alice")
    choose(game, "2 to")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert life(game, BOB) == 17


@template("divided_damage", "one_to_n_targets", cards=("Ral, Caller of Storms",))
def test_ral_minus_two_divides_three() -> None:
    """602.2b, 601.2d: Ral's [-2] divides 3 damage as it's activated: 1 to Llanowar Elves,
    2 to Bob."""
    game, labels = _game({"battlefield": [{"card": "Ral, Caller of Storms", "label": "ral",
                                           "counters": {"loyalty": 4}}]},
                         [{"card": "Llanowar Elves", "label": "elves"}])
    ral = name(game, labels["ral"])
    found = [c for c in game.legal_choices() if str(c).startswith(f"activate {ral}")
             and "-2" in str(c)]
    game.apply(found[0])
    do(game, f"target {name(game, labels['elves'])}", "target Bob", "no more targets",
       by="Alice")
    choose(game, "1 to")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Llanowar Elves"]
    assert life(game, BOB) == 18


@template("evenly_divided_damage", "any_number_of_targets", "cost_more_per_extra_target",
          cards=("Fireball",))
def test_fireball_divides_evenly_and_costs_more_per_extra_target() -> None:
    """601.2f: Fireball with X=5 at Bob and Grizzly Bears costs {5}{R} plus {1} for the
    second target (seven Mountains, all tapped); each target is dealt 5 // 2 = 2."""
    game, labels = _game({"hand": ["Fireball"], "battlefield": _mountains(7)},
                         [{"card": "Grizzly Bears", "label": "bears"}])
    do(game, "cast Fireball", "X=5", "target Bob", f"target {name(game, labels['bears'])}",
       "no more targets", by="Alice")
    pay(game)
    assert all(game.state.objects[o].tapped for o in game.state.battlefield
               if game.state.objects[o].card.name == "Mountain")
    pass_all(game)
    assert life(game, BOB) == 18
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


@template("evenly_divided_damage", "any_number_of_targets", "cost_more_per_extra_target",
          cards=("Fireball",))
def test_fireball_at_one_target_costs_no_more() -> None:
    """601.2f: one target: no increase; X=3 with four Mountains deals 3 to Bob."""
    game, _ = _game({"hand": ["Fireball"], "battlefield": _mountains(4)}, [])
    do(game, "cast Fireball", "X=3", "target Bob", "no more targets", by="Alice")
    pay(game)
    pass_all(game)
    assert life(game, BOB) == 17
