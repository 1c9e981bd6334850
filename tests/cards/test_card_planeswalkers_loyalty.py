"""Planeswalkers' loyalty abilities compiled from their Oracle text, played in a position
(606): [-X] costs (107.3a, 606.6), loyalty abilities that add mana (605.1a: they use the
stack), damage to "target player or planeswalker" and to each creature that player
controls (120.3, 306.8), loyalty counters put by an effect (122.1, 306.5c), and a
planeswalker that becomes a creature until end of turn with all damage to it prevented
(205.1b, 615.1a)."""

from __future__ import annotations

from typing import Any

from oracle_harness import template

from helpers import (
    ALICE,
    BOB,
    battlefield,
    do,
    game_at,
    pass_all,
    pass_until,
    pay,
    pt,
    stack,
    texts,
)
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 5


def _activate(game: Game, oid: int, text: str) -> None:
    do(game, f"activate {game.state.objects[oid].card.name}#{oid}: {text}")


def _loyalty(game: Game, oid: int) -> int:
    return game.state.objects[oid].counters.get("loyalty", 0)


def _game(alice: list[Any], bob: list[Any], **extra: Any) -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": alice, "library": LIBRARY, **extra},
                   {"battlefield": bob, "library": LIBRARY})


NALAAR_PLUS = "[+1]: ~ deals 1 damage to target player or planeswalker."
NALAAR_X = "[-X]: ~ deals X damage to target creature."
NALAAR_ULTIMATE = ("[-8]: ~ deals 10 damage to target player or planeswalker and each creature "
                   "that player or that planeswalker's controller controls.")


def _nalaar(loyalty: int) -> tuple[Game, dict[str, int]]:
    return _game([{"card": "Chandra Nalaar", "label": "chandra", "loyalty": loyalty},
                  {"card": "Grizzly Bears", "label": "mine"}],
                 [{"card": "Jace Beleren", "label": "jace"},
                  {"card": "Craw Wurm", "label": "wurm"},
                  {"card": "Grizzly Bears", "label": "bears"}])


@template("player_or_planeswalker", cards=("Chandra Nalaar",))
def test_chandra_nalaar_targets_a_player_or_a_planeswalker_not_a_creature() -> None:
    """Chandra Nalaar [+1] (115.1, 120.3c, 306.8): the targets offered are the players and
    the planeswalkers, no creature; 1 damage to Bob's Jace Beleren removes one of his three
    loyalty counters, and Chandra gets one (606.4: 6 -> 7)."""
    game, labels = _nalaar(6)
    _activate(game, labels["chandra"], NALAAR_PLUS)
    offered = texts(game)
    assert "target Bob" in offered and "target Alice" in offered
    assert f"target Jace Beleren#{labels['jace']}" in offered
    assert not any("Bears" in t or "Wurm" in t for t in offered)
    do(game, f"target Jace Beleren#{labels['jace']}")
    assert _loyalty(game, labels["chandra"]) == 7
    pass_all(game)
    assert _loyalty(game, labels["jace"]) == 2 and game.state.players[BOB].life == 20


@template(cards=("Chandra Nalaar",))
def test_chandra_nalaar_minus_x_removes_x_loyalty_and_deals_x_damage() -> None:
    """Chandra Nalaar [-X] (107.3a: X is announced as the ability is activated; 606.6: at most
    her loyalty, 4, so X=0..4): X=4 removes four loyalty counters as the cost (606.4), and
    she goes to her owner's graveyard with none left (704.5i) while the ability still
    deals 4 damage to Bob's Craw Wurm (113.7a), which dies (704.5g)."""
    game, labels = _nalaar(4)
    _activate(game, labels["chandra"], NALAAR_X)
    assert texts(game) == ["X=0", "X=1", "X=2", "X=3", "X=4"]
    do(game, "X=4", f"target Craw Wurm#{labels['wurm']}")
    assert "Chandra Nalaar" not in battlefield(game, ALICE) and len(stack(game)) == 1
    pass_all(game)
    assert "Craw Wurm" not in battlefield(game, BOB)


@template("also_each_they_control", cards=("Chandra Nalaar",))
def test_chandra_nalaar_ultimate_at_a_planeswalker_hits_its_controllers_creatures() -> None:
    """Chandra Nalaar [-8] (120.3c, 306.8): 10 damage to Bob's Jace and to each creature
    that planeswalker's controller controls (Craw Wurm and Grizzly Bears die, 704.5g);
    Alice's own Grizzly Bears and Bob's life are untouched."""
    game, labels = _nalaar(9)
    _activate(game, labels["chandra"], NALAAR_ULTIMATE)
    do(game, f"target Jace Beleren#{labels['jace']}")
    pass_all(game)
    assert battlefield(game, BOB) == []
    assert "Grizzly Bears" in battlefield(game, ALICE) and game.state.players[BOB].life == 20


@template("also_each_they_control", cards=("Chandra, Pyrogenius",))
def test_chandra_pyrogenius_ultimate_at_a_player_hits_that_players_creatures() -> None:
    """Chandra, Pyrogenius [-10] (120.3a, 120.3e): targeting Bob she deals 6 damage to him
    and to each creature he controls; Craw Wurm (toughness 4) dies, Alice's creature
    lives."""
    game, labels = _game([{"card": "Chandra, Pyrogenius", "label": "chandra", "loyalty": 10},
                          {"card": "Craw Wurm", "label": "mine"}],
                         [{"card": "Craw Wurm", "label": "wurm"}])
    _activate(game, labels["chandra"], "[-10]: ~ deals 6 damage to target player or "
              "planeswalker and each creature that player or that planeswalker's controller "
              "controls.")
    do(game, "target Bob")
    pass_all(game)
    assert game.state.players[BOB].life == 14 and battlefield(game, BOB) == []
    assert "Craw Wurm" in battlefield(game, ALICE)


BOLD_PLUS = "[+1]: Add {R}{R}. ~ deals 2 damage to target player."
BOLD_ULTIMATE = ("[-7]: ~ deals 10 damage to target player and each creature and "
                 "planeswalker they control.")


@template(cards=("Chandra, Bold Pyromancer",))
def test_chandra_bold_pyromancer_adds_mana_as_her_ability_resolves() -> None:
    """Chandra, Bold Pyromancer [+1] (605.1a: a loyalty ability is no mana ability; 606.3):
    the ability goes on the stack and adds nothing until it resolves (405.1); then Alice has
    {R}{R} (106.4) and Bob has taken 2 damage."""
    game, labels = _game([{"card": "Chandra, Bold Pyromancer", "label": "chandra"}], [])
    _activate(game, labels["chandra"], BOLD_PLUS)
    do(game, "target Bob")
    assert len(stack(game)) == 1 and not game.state.players[ALICE].pool
    pass_all(game)
    assert [u.type for u in game.state.players[ALICE].pool] == ["R", "R"]
    assert game.state.players[BOB].life == 18


@template("also_each_creature_and_planeswalker", cards=("Chandra, Bold Pyromancer",))
def test_chandra_bold_pyromancer_ultimate_hits_a_players_creatures_and_planeswalkers() -> None:
    """Chandra, Bold Pyromancer [-7] (120.3): 10 damage to Bob, to his Craw Wurm and to his
    Jace Beleren (306.8: Jace dies, 704.5i); Alice's Grizzly Bears is spared."""
    game, labels = _game([{"card": "Chandra, Bold Pyromancer", "label": "chandra",
                           "loyalty": 7}, "Grizzly Bears"],
                         [{"card": "Craw Wurm", "label": "wurm"}, "Jace Beleren"])
    _activate(game, labels["chandra"], BOLD_ULTIMATE)
    do(game, "target Bob")
    pass_all(game)
    assert game.state.players[BOB].life == 10 and battlefield(game, BOB) == []
    assert "Grizzly Bears" in battlefield(game, ALICE)


@template(cards=("Chandra, Novice Pyromancer",))
def test_chandra_novice_pyromancer_minus_one_adds_red_mana_through_the_stack() -> None:
    """Chandra, Novice Pyromancer [-1] (605.1a, 606.4): one loyalty counter removed as the
    cost, the ability on the stack, and {R}{R} in Alice's pool once it resolves."""
    game, labels = _game([{"card": "Chandra, Novice Pyromancer", "label": "chandra"}], [])
    before = _loyalty(game, labels["chandra"])
    _activate(game, labels["chandra"], "[-1]: Add {R}{R}.")
    assert _loyalty(game, labels["chandra"]) == before - 1 and len(stack(game)) == 1
    pass_all(game)
    assert [u.type for u in game.state.players[ALICE].pool] == ["R", "R"]


@template("also_counters", "loyalty_counter", cards=("Ajani, the Greathearted",))
def test_ajani_the_greathearted_puts_loyalty_counters_on_his_other_planeswalkers() -> None:
    """Ajani, the Greathearted [-2] (122.1, 306.5c): a +1/+1 counter on each creature Alice
    controls and a loyalty counter on each other planeswalker she controls: her Jace goes
    from 3 to 4 loyalty, Ajani himself gets none (5 - 2 = 3), Bob's Bears nothing."""
    game, labels = _game([{"card": "Ajani, the Greathearted", "label": "ajani"},
                          {"card": "Jace Beleren", "label": "jace"},
                          {"card": "Grizzly Bears", "label": "mine"}],
                         [{"card": "Grizzly Bears", "label": "bears"}])
    _activate(game, labels["ajani"], "[-2]: Put a +1/+1 counter on each creature you control "
              "and a loyalty counter on each other planeswalker you control.")
    pass_all(game)
    assert _loyalty(game, labels["jace"]) == 4 and _loyalty(game, labels["ajani"]) == 3
    assert pt(game, labels["mine"]) == (3, 3) and pt(game, labels["bears"]) == (2, 2)


GIDEON_PLUS = ("[+1]: Until end of turn, ~ becomes a 5/5 Human Soldier Ally creature with "
               "indestructible that's still a planeswalker. Prevent all damage that would be "
               "dealt to him this turn.")


@template("until_end_of_turn_becomes", "creature_form", "animate_types", "still_a",
          "prevent_all_damage_to", "self_pronoun", cards=("Gideon, Ally of Zendikar",))
def test_gideon_ally_of_zendikar_becomes_a_creature_that_is_still_a_planeswalker() -> None:
    """Gideon, Ally of Zendikar [+1] (205.1b, 613.1d, 613.4b): until end of turn he is a 5/5
    Human Soldier Ally creature with indestructible and still a Gideon planeswalker with 5
    loyalty; Alice's Shock at him deals no damage (615.1a, 615.6): his loyalty stays 5;
    after the cleanup step (514.2) he is a planeswalker only."""
    game, labels = game_at({"battlefield": [{"card": "Gideon, Ally of Zendikar",
                                             "label": "gideon"}, "Mountain"],
                            "hand": ["Shock"], "library": LIBRARY}, {"library": LIBRARY})
    gideon = labels["gideon"]
    _activate(game, gideon, GIDEON_PLUS)
    pass_all(game)
    c = characteristics(game.state, gideon)
    assert c.is_creature and c.is_("Planeswalker") and (c.power, c.toughness) == (5, 5)
    assert {"Human", "Soldier", "Ally", "Gideon"} <= c.subtypes and c.has("indestructible")
    do(game, "cast Shock", f"target Gideon, Ally of Zendikar#{gideon}", "pay {R} automatically")
    pass_all(game)
    assert _loyalty(game, gideon) == 5 and game.state.objects[gideon].damage == 0
    pass_until(game, lambda g: g.state.turn == 4)
    c = characteristics(game.state, gideon)
    assert not c.is_creature and c.is_("Planeswalker") and c.power is None


@template("it_object", cards=("Gideon, Martial Paragon",))
def test_gideon_martial_paragon_untaps_creatures_and_those_creatures_get_plus_one() -> None:
    """Gideon, Martial Paragon [+2] (502.3 aside: an effect untaps, 701.26b; 611.2c): Alice's
    tapped Grizzly Bears untaps, and those creatures get +1/+1 until end of turn (3/3);
    Bob's Bears are neither untapped nor pumped."""
    game, labels = _game([{"card": "Gideon, Martial Paragon", "label": "gideon"},
                          {"card": "Grizzly Bears", "label": "mine", "tapped": True}],
                         [{"card": "Grizzly Bears", "label": "bears", "tapped": True}])
    _activate(game, labels["gideon"], "[+2]: Untap all creatures you control. Those creatures "
              "get +1/+1 until end of turn.")
    pass_all(game)
    assert not game.state.objects[labels["mine"]].tapped and pt(game, labels["mine"]) == (3, 3)
    assert game.state.objects[labels["bears"]].tapped and pt(game, labels["bears"]) == (2, 2)


@template("where_x", "your_life_total", cards=("Ajani, Wise Counselor",))
def test_ajani_wise_counselor_puts_as_many_counters_as_alices_life() -> None:
    """Ajani, Wise Counselor [-9] (107.3: X is defined by the text; the comma before "where"
    ends the target's description): with 13 life Alice puts thirteen +1/+1 counters on her
    Grizzly Bears (15/15, 122.1)."""
    game, labels = _game([{"card": "Ajani, Wise Counselor", "label": "ajani", "loyalty": 9},
                          {"card": "Grizzly Bears", "label": "bears"}], [], life=13)
    _activate(game, labels["ajani"], "[-9]: Put X +1/+1 counters on target creature, where X "
              "is your life total.")
    do(game, f"target Grizzly Bears#{labels['bears']}")
    pass_all(game)
    assert game.state.objects[labels["bears"]].counters == {"+1/+1": 13}
    assert pt(game, labels["bears"]) == (15, 15)


@template("opponent_or_planeswalker", cards=("Searing Flesh",))
def test_searing_flesh_targets_an_opponent_or_a_planeswalker() -> None:
    """Searing Flesh (115.1, 120.3c): Alice may target Bob or a planeswalker (hers too), not
    herself nor a creature; 7 damage to Bob."""
    game, labels = _game(["Mountain"] * 7 + [{"card": "Jace Beleren", "label": "mine"}],
                         [{"card": "Jace Beleren", "label": "jace"}, "Grizzly Bears"],
                         hand=["Searing Flesh"])
    do(game, "cast Searing Flesh")
    assert sorted(texts(game)) == sorted(["target Bob", f"target Jace Beleren#{labels['jace']}",
                                          f"target Jace Beleren#{labels['mine']}"])
    do(game, "target Bob")
    pay(game)
    pass_all(game)
    assert game.state.players[BOB].life == 13


@template("take_extra_turn", cards=("Teferi, Timebender",))
def test_teferi_timebender_ultimate_gives_alice_the_next_turn() -> None:
    """Teferi, Timebender [-9] (500.7): Alice takes an extra turn after this one: turn 4 is
    hers, turn 5 Bob's."""
    game, labels = _game([{"card": "Teferi, Timebender", "label": "teferi", "loyalty": 9}], [])
    _activate(game, labels["teferi"], "[-9]: Take an extra turn after this one.")
    pass_all(game)
    pass_until(game, lambda g: g.state.turn == 4)
    assert game.state.active == ALICE
    pass_until(game, lambda g: g.state.turn == 5)
    assert game.state.active == BOB


@template("take_extra_turn", cards=("Mu Yanling",))
def test_mu_yanling_taps_bobs_creatures_and_alice_takes_an_extra_turn() -> None:
    """Mu Yanling [-10] (701.26a, 500.7): Bob's Grizzly Bears is tapped, Alice's isn't, and
    Alice takes the next turn."""
    game, labels = _game([{"card": "Mu Yanling", "label": "mu", "loyalty": 10},
                          {"card": "Grizzly Bears", "label": "mine"}],
                         [{"card": "Grizzly Bears", "label": "bears"}])
    _activate(game, labels["mu"], "[-10]: Tap all creatures your opponents control. You take "
              "an extra turn after this one.")
    pass_all(game)
    assert game.state.objects[labels["bears"]].tapped
    assert not game.state.objects[labels["mine"]].tapped
    assert game.state.extra_turns == (ALICE,)


@template("object_deals_damage", cards=("Vivien of the Arkbow",))
def test_vivien_of_the_arkbow_has_alices_creature_deal_damage_equal_to_its_power() -> None:
    """Vivien of the Arkbow [-3] (120.3: Alice's Craw Wurm is the source): the Wurm deals 6
    damage to Bob's Craw Wurm, which dies (704.5g); Alice's Wurm is dealt none."""
    game, labels = _game([{"card": "Vivien of the Arkbow", "label": "vivien"},
                          {"card": "Craw Wurm", "label": "mine"}],
                         [{"card": "Craw Wurm", "label": "wurm"}])
    _activate(game, labels["vivien"], "[-3]: Target creature you control deals damage equal to "
              "its power to target creature you don't control.")
    assert texts(game) == [f"target Craw Wurm#{labels['mine']}"]
    do(game, f"target Craw Wurm#{labels['mine']}", f"target Craw Wurm#{labels['wurm']}")
    pass_all(game)
    assert battlefield(game, BOB) == [] and game.state.objects[labels["mine"]].damage == 0
    assert any(e.text == f"Craw Wurm#{labels['mine']} deals 6 damage to Craw Wurm#{labels['wurm']}"
               for e in game.log_for(ALICE))


@template(cards=("Koth, Fire of Resistance",))
def test_koth_fire_of_resistance_deals_damage_equal_to_alices_mountains() -> None:
    """Koth, Fire of Resistance [-3] (107.1, 120.3): damage to target creature equal to the
    number of Mountains Alice controls (four) kills Bob's Craw Wurm (toughness 4)."""
    game, labels = _game([{"card": "Koth, Fire of Resistance", "label": "koth"}]
                         + ["Mountain"] * 4, [{"card": "Craw Wurm", "label": "wurm"}])
    _activate(game, labels["koth"], "[-3]: ~ deals damage to target creature equal to the "
              "number of Mountains you control.")
    do(game, f"target Craw Wurm#{labels['wurm']}")
    pass_all(game)
    assert battlefield(game, BOB) == []


@template("up_to_target_objects", cards=("Ajani, Adversary of Tyrants",))
def test_ajani_adversary_of_tyrants_puts_a_counter_on_each_of_up_to_two_creatures() -> None:
    """Ajani, Adversary of Tyrants [+1] (601.2c: up to two targets): Alice chooses her two
    Grizzly Bears; each gets a +1/+1 counter (122.1)."""
    game, labels = _game([{"card": "Ajani, Adversary of Tyrants", "label": "ajani"},
                          {"card": "Grizzly Bears", "label": "a"},
                          {"card": "Grizzly Bears", "label": "b"}], [])
    _activate(game, labels["ajani"], "[+1]: Put a +1/+1 counter on each of up to two target "
              "creatures.")
    do(game, f"target Grizzly Bears#{labels['a']}", f"target Grizzly Bears#{labels['b']}")
    pass_all(game, check=False)
    assert pt(game, labels["a"]) == (3, 3) and pt(game, labels["b"]) == (3, 3)


def _pt_until_alices_next_turn(game: Game, oid: int) -> list[tuple[int | None, int | None]]:
    """The power and toughness of `oid` now, in Bob's end step (turn 4) and as Alice's turn
    5 begins."""
    seen = [pt(game, oid)]
    pass_until(game, lambda g: g.state.turn == 4 and g.state.step.value == "end")
    seen.append(pt(game, oid))
    pass_until(game, lambda g: g.state.turn == 5)
    return [*seen, pt(game, oid)]


@template("modify_until_your_next_turn", cards=("Mu Yanling, Celestial Wind",))
def test_mu_yanling_celestial_wind_shrinks_a_creature_until_alices_next_turn() -> None:
    """Mu Yanling, Celestial Wind [+1] (611.2a: the effect lasts until Alice's next turn): Bob's
    Craw Wurm is a 1/4 through the rest of Alice's turn and all of Bob's turn 4, and a 6/4
    again as Alice's turn 5 begins."""
    game, labels = _game([{"card": "Mu Yanling, Celestial Wind", "label": "mu"}],
                         [{"card": "Craw Wurm", "label": "wurm"}])
    _activate(game, labels["mu"], "[+1]: Until your next turn, up to one target creature gets "
              "-5/-0.")
    do(game, f"target Craw Wurm#{labels['wurm']}")
    pass_all(game)
    assert _pt_until_alices_next_turn(game, labels["wurm"]) == [(1, 4), (1, 4), (6, 4)]


@template("until_your_next_turn_becomes", "still_after", cards=("Nissa, Vital Force",))
def test_nissa_vital_force_animates_a_land_until_alices_next_turn() -> None:
    """Nissa, Vital Force [+1] (611.2a, 205.1b): Alice's tapped Forest untaps and is a 5/5
    Elemental creature land with haste during Bob's turn 4 (it can block), and only a land
    from her turn 5 on."""
    game, labels = _game([{"card": "Nissa, Vital Force", "label": "nissa"},
                          {"card": "Forest", "label": "forest", "tapped": True}], [])
    forest = labels["forest"]
    _activate(game, labels["nissa"], "[+1]: Untap target land you control. Until your next "
              "turn, it becomes a 5/5 Elemental creature with haste. It's still a land.")
    do(game, f"target Forest#{forest}")
    pass_all(game)
    pass_until(game, lambda g: g.state.turn == 4)
    c = characteristics(game.state, forest)
    assert not game.state.objects[forest].tapped
    assert c.is_creature and c.is_("Land") and (c.power, c.toughness) == (5, 5)
    pass_until(game, lambda g: g.state.turn == 5)
    assert not characteristics(game.state, forest).is_creature


@template("until_your_next_turn", cards=("Mouth of the Storm",))
def test_mouth_of_the_storm_shrinks_bobs_creatures_until_alices_next_turn() -> None:
    """Mouth of the Storm's enters trigger (603.2, 611.2a): Bob's Craw Wurm is a 3/4 through
    Bob's turn 4 and a 6/4 again as Alice's turn 5 begins."""
    game, labels = game_at({"battlefield": ["Island"] * 7, "hand": ["Mouth of the Storm"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Craw Wurm", "label": "wurm"}],
                            "library": LIBRARY})
    do(game, "cast Mouth of the Storm")
    pay(game)
    pass_all(game)
    pass_all(game)
    assert _pt_until_alices_next_turn(game, labels["wurm"]) == [(3, 4), (3, 4), (6, 4)]
