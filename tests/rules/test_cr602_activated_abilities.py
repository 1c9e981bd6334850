"""602: activating activated abilities: costs ({T} 107.5 with summoning sickness 302.6 /
602.5a for creatures only, sacrifice, life 119.4, mana), the ability on the stack resolving
later (602.2, 113.7a), who may activate (602.2), "activate only as a sorcery" and equip
(602.5d, 702.6a), loyalty abilities (606.3, 606.4, 606.6) and mana abilities, which don't
use the stack (605.3b)."""

from __future__ import annotations

import pytest

from helpers import (
    battlefield,
    cites,
    do,
    game_at,
    life,
    log_has,
    pass_all,
    pay,
    pt,
    texts,
    zone,
)
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.scenario import inline_cards

ALICE, BOB = 0, 1
LIBRARY = ["Island"] * 5        # so that nobody loses by drawing from an empty library

PYRO = "{T}: This creature deals 1 damage to any target."
FANATIC = "Sacrifice this creature: It deals 1 damage to any target."
BOMBARDMENT = "Sacrifice a creature: This enchantment deals 1 damage to any target."
GREED = "{B}, Pay 2 life: Draw a card."
FIREBREATHING = "{R}: This creature gets +1/+0 until end of turn."
ICY = "{1}, {T}: Tap target artifact, creature, or land."
ELVES = "{T}: Add {G}."
TOTEM = "{1}: You gain 1 life. Activate only as a sorcery."
JACE_PLUS = "[+2]: Each player draws a card."
JACE_MINUS = "[−1]: Target player draws a card."
JACE_ULTIMATE = "[−10]: Target player mills twenty cards."
GARRUK_PLUS = "[+1]: Untap two target lands."
GARRUK_MINUS = "[−1]: Create a 3/3 green Beast creature token."

CARDS = inline_cards([
    {"name": "Sorcery Totem", "mana_cost": "{2}", "type_line": "Artifact", "text": TOTEM},
])


def activate(game: Game, labels: dict[str, int], label: str, text: str) -> str:
    """The choice text activating `text` of the labelled permanent."""
    oid = labels[label]
    return f"activate {game.state.objects[oid].card.name}#{oid}: {text}"


def stack_names(game: Game) -> list[str]:
    return [game.state.objects[i].card.name for i in game.state.stack]


def rejects(game: Game, text: str, *rules: str) -> None:
    """`text` is illegal: Game.apply raises naming each rule, and nothing changes."""
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError) as info:
        game.apply(text)
    for rule in rules:
        assert rule in str(info.value), f"{rule} not in {info.value}"
    assert game.state_hash() == before


# -- 602.2: the ability goes on the stack and resolves later ------------------------------------
def test_an_activated_ability_goes_on_the_stack_and_resolves_later() -> None:
    """602.2a / 602.2b / 107.5 / 117.3c: Alice activates Prodigal Pyromancer: the ability is
    created on the stack first (before its target is chosen and before the Pyromancer is
    tapped), then the {T} cost is paid; Alice gets priority with the ability on the stack,
    and only when it resolves does Bob take the damage."""
    game, labels = game_at({"battlefield": [{"card": "Prodigal Pyromancer", "label": "pyro"}]})
    do(game, activate(game, labels, "pyro", PYRO))
    assert game.decision is not None and game.decision.kind is DecisionKind.TARGET
    assert stack_names(game) == ["Prodigal Pyromancer"]
    assert not game.state.objects[labels["pyro"]].tapped
    do(game, "target Bob")
    ability = game.state.objects[game.state.stack[-1]]
    assert ability.kind == "ability" and ability.controller == ALICE
    assert ability.source == labels["pyro"]
    assert game.state.objects[labels["pyro"]].tapped
    assert game.decision.kind is DecisionKind.PRIORITY and game.decision.player == ALICE
    assert life(game, BOB) == 20
    assert cites(game, "602.2a") and cites(game, "107.5")
    pass_all(game)
    assert life(game, BOB) == 19 and game.state.stack == ()


def test_the_ability_resolves_though_its_source_left_the_battlefield() -> None:
    """602.2 / 113.7a: Bob answers Alice's Pyromancer ability by bolting the Pyromancer;
    the ability on the stack is independent of its source and still deals 1 damage to the
    Grizzly Bears (the Pyromancer's last known information). Bob, too, activates his own
    Pyromancer while he has priority in Alice's turn."""
    game, labels = game_at({"battlefield": [{"card": "Prodigal Pyromancer", "label": "pyro"}]},
                           {"battlefield": [{"card": "Prodigal Pyromancer", "label": "bobs"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Mountain"],
                            "hand": ["Lightning Bolt"]})
    do(game, activate(game, labels, "pyro", PYRO), f"target Grizzly Bears#{labels['bears']}")
    do(game, "pass", by="Alice")
    do(game, "cast Lightning Bolt", f"target Prodigal Pyromancer#{labels['pyro']}", by="Bob")
    pay(game)
    do(game, activate(game, labels, "bobs", PYRO), "target Alice", by="Bob")
    assert stack_names(game) == ["Prodigal Pyromancer", "Lightning Bolt", "Prodigal Pyromancer"]
    pass_all(game)
    assert life(game, ALICE) == 19
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Prodigal Pyromancer"]
    assert stack_names(game) == ["Prodigal Pyromancer"]
    pass_all(game)
    assert game.state.objects[labels["bears"]].damage == 1
    assert log_has(game, f"Prodigal Pyromancer#{labels['pyro']} deals 1 damage to Grizzly Bears")


# -- 602.2: only the controller ---------------------------------------------------------------
def test_only_the_controller_may_activate_a_permanents_ability() -> None:
    """602.2: Bob's Prodigal Pyromancer is not among Alice's options, and her trying to
    activate it is refused naming 602.2."""
    game, labels = game_at({}, {"battlefield": [{"card": "Prodigal Pyromancer", "label": "bobs"}]})
    assert texts(game) == ["pass"]
    rejects(game, activate(game, labels, "bobs", PYRO), "602.2")


def test_the_controller_not_the_owner_activates() -> None:
    """602.2: a Prodigal Pyromancer Bob owns but Alice controls (since before her turn)
    is Alice's to activate; when Bob gets priority he can't activate it."""
    game, labels = game_at({}, {"battlefield": [{"card": "Prodigal Pyromancer", "label": "pyro",
                                                 "controller": "Alice"}]})
    assert texts(game) == ["pass", activate(game, labels, "pyro", PYRO)]
    do(game, "pass", by="Alice")
    assert game.decision is not None and game.decision.player == BOB
    assert texts(game) == ["pass"]
    rejects(game, activate(game, labels, "pyro", PYRO), "602.2")


# -- {T}: 107.5 and 302.6 ----------------------------------------------------------------------
def test_a_tapped_permanent_cant_pay_the_tap_cost() -> None:
    """107.5 / 118.3: a tapped Prodigal Pyromancer's {T} ability isn't offered, and is
    refused naming 107.5."""
    game, labels = game_at({"battlefield": [{"card": "Prodigal Pyromancer", "label": "pyro",
                                             "tapped": True}]})
    assert texts(game) == ["pass"]
    rejects(game, activate(game, labels, "pyro", PYRO), "107.5")


def test_summoning_sickness_doesnt_restrict_abilities_without_tap() -> None:
    """302.6 / 602.5a: a Shivan Dragon and a Mogg Fanatic that came under Alice's control
    this turn may use their abilities without {T} or {Q}."""
    game, labels = game_at({"battlefield": [
        {"card": "Shivan Dragon", "label": "dragon", "sick": True},
        {"card": "Mogg Fanatic", "label": "fanatic", "sick": True}, "Mountain"]})
    assert activate(game, labels, "dragon", FIREBREATHING) in texts(game)
    do(game, activate(game, labels, "fanatic", FANATIC), "target Bob")
    pass_all(game)
    assert life(game, BOB) == 19


def test_summoning_sickness_stops_creatures_tap_abilities_only() -> None:
    """302.6 / 602.5 / 602.5a / 107.5: a Prodigal Pyromancer and a Llanowar Elves that came
    under Alice's control this turn can't use their {T} abilities (a mana ability included):
    she can't even begin to activate them, the attempt is refused and changes nothing; an
    Icy Manipulator that entered this turn isn't a creature, so its {1}, {T} ability can be
    activated, paid with the Island."""
    game, labels = game_at({"battlefield": [
        {"card": "Prodigal Pyromancer", "label": "pyro", "sick": True},
        {"card": "Llanowar Elves", "label": "elves", "sick": True},
        {"card": "Icy Manipulator", "label": "icy", "sick": True},
        {"card": "Island", "label": "island"}]},
        {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    assert texts(game) == ["pass", activate(game, labels, "icy", ICY),
                           activate(game, labels, "island", "{T}: Add {U}.")]
    rejects(game, activate(game, labels, "pyro", PYRO), "302.6")
    rejects(game, activate(game, labels, "elves", ELVES), "302.6")
    do(game, activate(game, labels, "icy", ICY), f"target Grizzly Bears#{labels['bears']}")
    pay(game)
    assert game.state.objects[labels["icy"]].tapped
    assert game.state.objects[labels["island"]].tapped
    pass_all(game)
    assert game.state.objects[labels["bears"]].tapped


# -- other costs: sacrifice, life, mana --------------------------------------------------------
def test_sacrificing_the_source_is_paid_on_activation() -> None:
    """602.2b / 601.2h / 113.7a: Mogg Fanatic's target is chosen while it is still on the
    battlefield; then it is sacrificed to pay the cost, and the ability on the stack still
    deals its damage when it resolves."""
    game, labels = game_at({"battlefield": [{"card": "Mogg Fanatic", "label": "fanatic"}]})
    do(game, activate(game, labels, "fanatic", FANATIC))
    assert battlefield(game, ALICE) == ["Mogg Fanatic"]
    do(game, "target Bob")
    assert battlefield(game, ALICE) == [] and zone(game, ALICE, "graveyard") == ["Mogg Fanatic"]
    assert stack_names(game) == ["Mogg Fanatic"] and life(game, BOB) == 20
    assert cites(game, "701.21a")
    pass_all(game)
    assert life(game, BOB) == 19


def test_sacrificing_a_creature_needs_one_and_the_player_chooses_it() -> None:
    """118.3 / 602.2b: Goblin Bombardment can't be activated without a creature to
    sacrifice; with two, Alice picks which one is sacrificed as the cost."""
    game, labels = game_at({"battlefield": [{"card": "Goblin Bombardment", "label": "gb"}]})
    assert texts(game) == ["pass"]
    rejects(game, activate(game, labels, "gb", BOMBARDMENT), "118.3")
    game, labels = game_at({"battlefield": [{"card": "Goblin Bombardment", "label": "gb"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            {"card": "Gray Ogre", "label": "ogre"}]})
    do(game, activate(game, labels, "gb", BOMBARDMENT), "target Bob")
    assert game.decision is not None and game.decision.kind is DecisionKind.PICK
    assert texts(game) == [f"pick Grizzly Bears#{labels['bears']}", f"pick Gray Ogre#{labels['ogre']}"]
    do(game, f"pick Gray Ogre#{labels['ogre']}")
    assert battlefield(game, ALICE) == ["Goblin Bombardment", "Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == ["Gray Ogre"]
    pass_all(game)
    assert life(game, BOB) == 19


def test_life_is_paid_on_activation_and_only_if_you_have_enough() -> None:
    """119.4 / 118.3b / 602.2b: Greed's "Pay 2 life" is paid as the ability is activated,
    before it resolves; at exactly 2 life Alice may pay it, at 1 life she can't (refused
    naming 119.4)."""
    game, labels = game_at({"battlefield": [{"card": "Greed", "label": "greed"}, "Swamp"],
                            "library": LIBRARY})
    do(game, activate(game, labels, "greed", GREED))
    pay(game)
    assert life(game, ALICE) == 18 and stack_names(game) == ["Greed"]
    assert zone(game, ALICE, "hand") == []
    assert cites(game, "119.4")
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Island"]
    game, labels = game_at({"life": 2, "battlefield": [{"card": "Greed", "label": "greed"},
                                                       "Swamp"], "library": LIBRARY})
    assert activate(game, labels, "greed", GREED) in texts(game)
    game, labels = game_at({"life": 1, "battlefield": [{"card": "Greed", "label": "greed"},
                                                       "Swamp"], "library": LIBRARY})
    assert activate(game, labels, "greed", GREED) not in texts(game)
    rejects(game, activate(game, labels, "greed", GREED), "119.4")


def test_a_mana_cost_is_paid_each_time_and_each_activation_resolves() -> None:
    """602.2b / 601.2g-h: Shivan Dragon's {R} ability is paid with a Mountain each time;
    Alice activates it twice, holding priority (two abilities on the stack), and the
    Dragon gets +2/+0; with no red source left it isn't offered (601.2g)."""
    game, labels = game_at({"battlefield": [{"card": "Shivan Dragon", "label": "dragon"},
                                            "Mountain", "Mountain", "Forest"]})
    for _ in range(2):
        do(game, activate(game, labels, "dragon", FIREBREATHING))
        pay(game)
    assert stack_names(game) == ["Shivan Dragon", "Shivan Dragon"]
    assert pt(game, labels["dragon"]) == (5, 5)
    assert activate(game, labels, "dragon", FIREBREATHING) not in texts(game)
    rejects(game, activate(game, labels, "dragon", FIREBREATHING), "601.2g")
    pass_all(game)
    pass_all(game)
    assert pt(game, labels["dragon"]) == (7, 5)


# -- 602.5d: "activate only as a sorcery" and equip -------------------------------------------------
EQUIP_POSITION = {"battlefield": [{"card": "Short Sword", "label": "sword"},
                                  {"card": "Grizzly Bears", "label": "bears"}, "Mountain",
                                  "Mountain"],
                  "hand": ["Shock"]}


def test_equip_in_your_main_phase_targets_a_creature_you_control() -> None:
    """702.6a / 602.5d: in her main phase with an empty stack Alice equips Short Sword to her
    Grizzly Bears (Bob's Gray Ogre is no legal target: "creature you control")."""
    game, labels = game_at(EQUIP_POSITION, {"battlefield": ["Gray Ogre"]})
    do(game, activate(game, labels, "sword", "Equip {1}"))
    assert texts(game) == [f"target Grizzly Bears#{labels['bears']}"]
    do(game, f"target Grizzly Bears#{labels['bears']}")
    pay(game)
    pass_all(game)
    assert game.state.objects[labels["sword"]].attached_to == labels["bears"]
    assert pt(game, labels["bears"]) == (3, 3)


@pytest.mark.parametrize("where", [{"step": "beginning of combat"}, {"step": "end"},
                                   {"active": "Bob", "priority": "Alice"}])
def test_equip_only_as_a_sorcery(where: dict[str, str]) -> None:
    """602.5d / 702.6a: in combat, in her end step or in Bob's turn Alice can't equip;
    trying is refused naming 602.5d and changes nothing."""
    game, labels = game_at(EQUIP_POSITION, {}, **where)
    assert activate(game, labels, "sword", "Equip {1}") not in texts(game)
    rejects(game, activate(game, labels, "sword", "Equip {1}"), "602.5d")


def test_equip_not_while_the_stack_isnt_empty() -> None:
    """602.5d / 307.1: with her own Shock on the stack Alice can't equip."""
    game, labels = game_at(EQUIP_POSITION, {})
    do(game, "cast Shock", "target Bob")
    pay(game)
    assert activate(game, labels, "sword", "Equip {1}") not in texts(game)
    rejects(game, activate(game, labels, "sword", "Equip {1}"), "602.5d")


def test_activate_only_as_a_sorcery_written_on_a_card() -> None:
    """602.1b / 602.5d: Sorcery Totem's "{1}: You gain 1 life. Activate only as a sorcery."
    is offered in Alice's main phase, not in her end step."""
    game, labels = game_at({"battlefield": [{"card": "Sorcery Totem", "label": "totem"},
                                            "Island"]}, cards=CARDS)
    do(game, activate(game, labels, "totem", TOTEM))
    pay(game)
    pass_all(game)
    assert life(game, ALICE) == 21
    game, labels = game_at({"battlefield": [{"card": "Sorcery Totem", "label": "totem"},
                                            "Island"]}, cards=CARDS, step="end")
    rejects(game, activate(game, labels, "totem", TOTEM), "602.5d")


# -- 606: loyalty abilities ---------------------------------------------------------------------------
def _walkers() -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": [{"card": "Jace Beleren", "label": "jace"},
                                    {"card": "Garruk Wildspeaker", "label": "garruk"},
                                    {"card": "Forest", "label": "f1", "tapped": True},
                                    {"card": "Forest", "label": "f2", "tapped": True}],
                    "library": LIBRARY, "hand": ["Giant Growth"]},
                   {"library": LIBRARY})


def test_a_loyalty_cost_is_paid_on_activation() -> None:
    """606.4 / 602.2b: Jace Beleren (3 loyalty) gets his two loyalty counters as the [+2]
    ability is activated, before it resolves; Garruk's [−1] removes one at once."""
    game, labels = _walkers()
    do(game, activate(game, labels, "jace", JACE_PLUS))
    assert game.state.objects[labels["jace"]].counters["loyalty"] == 5
    assert stack_names(game) == ["Jace Beleren"] and zone(game, ALICE, "hand") == ["Giant Growth"]
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Giant Growth", "Island"]
    assert zone(game, BOB, "hand") == ["Island"]
    do(game, activate(game, labels, "garruk", GARRUK_MINUS))
    assert game.state.objects[labels["garruk"]].counters["loyalty"] == 2
    pass_all(game)
    assert battlefield(game, ALICE)[-1] == "Beast"


def test_one_loyalty_ability_per_permanent_each_turn() -> None:
    """606.3: after activating Jace's [+2], no loyalty ability of Jace may be activated this
    turn (refused naming 606.3), but Garruk, another planeswalker, still may activate one."""
    game, labels = _walkers()
    do(game, activate(game, labels, "jace", JACE_PLUS))
    pass_all(game)
    assert activate(game, labels, "jace", JACE_MINUS) not in texts(game)
    rejects(game, activate(game, labels, "jace", JACE_MINUS), "606.3")
    assert activate(game, labels, "garruk", GARRUK_MINUS) in texts(game)


def test_loyalty_abilities_only_at_sorcery_speed() -> None:
    """606.3: with Giant Growth on the stack, Alice can't activate a loyalty ability; in
    Bob's turn neither."""
    game, labels = game_at({"battlefield": [{"card": "Jace Beleren", "label": "jace"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Forest"],
                            "hand": ["Giant Growth"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Giant Growth", f"target Grizzly Bears#{labels['bears']}")
    pay(game)
    assert not any("Jace" in t for t in texts(game))
    rejects(game, activate(game, labels, "jace", JACE_PLUS), "606.3")
    game, labels = game_at({"battlefield": [{"card": "Jace Beleren", "label": "jace"}],
                            "library": LIBRARY}, {"library": LIBRARY},
                           active="Bob", priority="Alice")
    assert texts(game) == ["pass"]
    rejects(game, activate(game, labels, "jace", JACE_PLUS), "606.3")


def test_a_negative_loyalty_cost_needs_that_many_counters() -> None:
    """606.6: Jace with 3 loyalty can't activate [−10] (refused naming 606.6)."""
    game, labels = _walkers()
    assert activate(game, labels, "jace", JACE_ULTIMATE) not in texts(game)
    rejects(game, activate(game, labels, "jace", JACE_ULTIMATE), "606.6")


def test_a_loyalty_ability_resolves_after_its_planeswalker_died_paying_for_it() -> None:
    """606.4 / 704.5i / 113.7a: Jace with 1 loyalty activates [−1]: he has no loyalty left
    and is put into the graveyard before anyone gets priority, but the ability still
    resolves and Alice draws."""
    game, labels = game_at({"battlefield": [{"card": "Jace Beleren", "label": "jace",
                                             "loyalty": 1}], "library": LIBRARY},
                           {"library": LIBRARY})
    do(game, activate(game, labels, "jace", JACE_MINUS), "target Alice")
    assert battlefield(game) == [] and zone(game, ALICE, "graveyard") == ["Jace Beleren"]
    assert stack_names(game) == ["Jace Beleren"] and cites(game, "704.5i")
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Island"]


def test_a_loyalty_ability_needs_its_targets() -> None:
    """602.2b / 601.2c: Garruk's [+1] "Untap two target lands" can't be activated with only
    one land on the battlefield; with two it untaps both."""
    game, labels = game_at({"battlefield": [{"card": "Garruk Wildspeaker", "label": "garruk"},
                                            {"card": "Forest", "label": "f1", "tapped": True}]})
    assert activate(game, labels, "garruk", GARRUK_PLUS) not in texts(game)
    rejects(game, activate(game, labels, "garruk", GARRUK_PLUS), "601.2c")
    game, labels = _walkers()
    do(game, activate(game, labels, "garruk", GARRUK_PLUS), f"target Forest#{labels['f1']}")
    assert texts(game) == [f"target Forest#{labels['f2']}"]
    do(game, f"target Forest#{labels['f2']}")
    assert game.state.objects[labels["garruk"]].counters["loyalty"] == 4
    pass_all(game)
    assert not game.state.objects[labels["f1"]].tapped
    assert not game.state.objects[labels["f2"]].tapped


# -- 605.3b: mana abilities don't use the stack ------------------------------------------------
def test_a_mana_ability_resolves_at_once_without_the_stack() -> None:
    """605.3b / 605.3a: Alice activates Llanowar Elves at priority: {G} is in her pool at
    once, nothing is put on the stack, and she still has priority; while Bob's Shock is on
    the stack she may do it too, and the Shock stays the only object on the stack."""
    game, labels = game_at({"battlefield": [{"card": "Llanowar Elves", "label": "elves"},
                                            {"card": "Forest", "label": "forest"}]},
                           {"battlefield": ["Mountain"], "hand": ["Shock"]})
    do(game, activate(game, labels, "elves", ELVES))
    assert [u.type for u in game.state.players[ALICE].pool] == ["G"]
    assert game.state.stack == ()
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert game.decision.player == ALICE
    assert cites(game, "605.3b") and not cites(game, "602.2a")
    do(game, "pass", by="Alice")
    do(game, "cast Shock", "target Alice", by="Bob")
    pay(game)
    do(game, "pass", by="Bob")
    do(game, activate(game, labels, "forest", "{T}: Add {G}."), by="Alice")
    assert stack_names(game) == ["Shock"]
    assert game.decision.player == ALICE
