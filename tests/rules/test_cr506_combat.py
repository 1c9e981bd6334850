"""506-511: the combat phase. Declaring attackers (508.1) and blockers (509.1) with the
keyword abilities that change them, assigning and dealing combat damage (510.1-510.2),
the first-strike combat damage step (510.4), damage to players and planeswalkers (120.3),
and creatures leaving combat (506.4)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import (
    ALICE,
    BOB,
    at_step,
    cites,
    do,
    game_at,
    life,
    name,
    pass_all,
    pass_until,
    pay,
    texts,
    zone,
)
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 6        # nobody loses by drawing from an empty library

CARDS = inline_cards([
    {"name": "Lumbering Stalker", "mana_cost": "{3}{G}{G}", "type_line": "Creature — Beast",
     "text": "Deathtouch, trample", "power": 4, "toughness": 4},
    {"name": "Sudden Finesse", "mana_cost": "{W}", "type_line": "Instant",
     "text": "Target creature gains first strike until end of turn."},
])


def _game(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
          step: str = "declare attackers", stage: str | None = "begin",
          **kw: Any) -> tuple[Game, dict[str, int]]:
    """A position of Alice's turn 3, by default as her declare attackers step begins."""
    return game_at({"library": LIBRARY, **(alice or {})}, {"library": LIBRARY, **(bob or {})},
                   step=step, stage=stage, cards=CARDS, **kw)


def _bf(*entries: str | tuple[str, str] | dict[str, Any]) -> dict[str, Any]:
    """A player entry with these permanents: a name, (card, label) or a full entry."""
    out: list[Any] = []
    for e in entries:
        out.append({"card": e[0], "label": e[1]} if isinstance(e, tuple) else e)
    return {"battlefield": out}


def _attack(game: Game, labels: dict[str, int], *attacks: tuple[str, str]) -> None:
    """Alice declares (label, defender) attacks, the defender a player or a label; then done."""
    for attacker, defender in attacks:
        target = name(game, labels[defender]) if defender in labels else defender
        do(game, f"attack with {name(game, labels[attacker])} -> {target}", by="Alice")
    do(game, "done declaring attackers", by="Alice")


def _block(game: Game, labels: dict[str, int], *blocks: tuple[str, str]) -> None:
    """Bob, once Alice has passed in the declare attackers step, declares (blocker, attacker)
    blocks; then done."""
    if game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        pass_all(game)
    for blocker, attacker in blocks:
        do(game, f"block {name(game, labels[attacker])} with {name(game, labels[blocker])}",
           by="Bob")
    do(game, "done declaring blockers", by="Bob")


def _steps(game: Game, until: str) -> list[str]:
    """Pass until the game is in step `until`, listing the steps it went through."""
    seen: list[str] = []

    def done(g: Game) -> bool:
        step = g.state.step.value
        if not seen or seen[-1] != step:
            seen.append(step)
        return step == until and g.decision is not None \
            and g.decision.kind is DecisionKind.PRIORITY
    pass_until(game, done)
    return seen


# -- 508.1: declaring attackers --------------------------------------------------------------
def test_which_creatures_can_attack() -> None:
    """508.1a / 302.6 / 702.10 / 702.3b: untapped creatures that have been under Alice's control
    since her turn began can attack, and so can a new creature with haste (Raging Goblin);
    a tapped creature, a summoning-sick one and one with defender can't."""
    game, labels = _game(_bf(("Grizzly Bears", "bears"), ("Raging Goblin", "goblin"),
                             {"card": "Gray Ogre", "label": "ogre", "tapped": True},
                             {"card": "Centaur Courser", "label": "courser", "sick": True},
                             {"card": "Raging Goblin", "label": "goblin2", "sick": True},
                             ("Wall of Omens", "wall")))
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS
    attackers = {t.split(" -> ")[0] for t in texts(game) if t.startswith("attack with")}
    assert attackers == {f"attack with {name(game, labels[x])}" for x in ("bears", "goblin",
                                                                          "goblin2")}


@pytest.mark.parametrize(("label", "rule"), [("ogre", "508.1a"), ("courser", "302.6"),
                                             ("wall", "702.3b")])
def test_an_illegal_attacker_is_rejected_naming_the_rule(label: str, rule: str) -> None:
    """508.1a / 302.6 / 702.3b: declaring a tapped creature, a summoning-sick one or one with
    defender as an attacker is illegal, names the rule and changes nothing."""
    game, labels = _game(_bf({"card": "Gray Ogre", "label": "ogre", "tapped": True},
                             {"card": "Centaur Courser", "label": "courser", "sick": True},
                             ("Wall of Omens", "wall"), "Grizzly Bears"))
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError, match=rule.replace(".", r"\.")):
        game.apply(f"attack with {name(game, labels[label])} -> Bob")
    assert game.state_hash() == before


def test_attacking_taps_the_creature_unless_it_has_vigilance() -> None:
    """508.1f / 508.1k / 702.20b / 703.4i / 302.5: as the declare attackers step begins Alice
    declares attackers, which become tapped attacking creatures; Serra Angel, with vigilance,
    attacks untapped."""
    game, labels = _game(_bf(("Grizzly Bears", "bears"), ("Serra Angel", "angel")))
    _attack(game, labels, ("bears", "Bob"), ("angel", "Bob"))
    assert game.state.objects[labels["bears"]].tapped
    assert not game.state.objects[labels["angel"]].tapped
    assert game.state.combat is not None
    assert {a for a, _ in game.state.combat.attackers} == {labels["bears"], labels["angel"]}
    assert cites(game, "508.1")


def test_attacking_a_planeswalker() -> None:
    """506.2 / 508.1b / 120.3c / 704.5i: Alice may attack Bob or his planeswalker Jace Beleren
    (3 loyalty); Grizzly Bears and Gray Ogre attack Jace, whose four damage removes his
    loyalty counters, and Jace is put into the graveyard; Bob loses no life."""
    game, labels = _game(_bf(("Grizzly Bears", "bears"), ("Gray Ogre", "ogre")),
                         _bf({"card": "Jace Beleren", "label": "jace", "loyalty": 3}))
    assert f"attack with {name(game, labels['bears'])} -> {name(game, labels['jace'])}" \
        in texts(game)
    assert f"attack with {name(game, labels['bears'])} -> Bob" in texts(game)
    _attack(game, labels, ("bears", "jace"), ("ogre", "jace"))
    _block(game, labels)
    pass_until(game, at_step("combat damage"))
    assert life(game, BOB) == 20
    assert zone(game, BOB, "graveyard") == ["Jace Beleren"]
    assert cites(game, "120.3c") and cites(game, "704.5i")


def test_no_attackers_skips_blockers_and_damage() -> None:
    """508.8: with no attackers declared, the declare blockers and combat damage steps are
    skipped: the game goes from declare attackers to end of combat."""
    game, _ = _game(_bf("Grizzly Bears"), _bf("Grizzly Bears"))
    do(game, "done declaring attackers")
    steps = _steps(game, "end of combat")
    assert steps == ["declare attackers", "end of combat"]
    assert life(game, BOB) == 20


# -- 509.1: declaring blockers ---------------------------------------------------------------
def test_flying_can_be_blocked_only_by_flying_or_reach() -> None:
    """509.1a / 702.9b / 702.17b: Wind Drake can be blocked by Giant Spider (reach) and Serra
    Angel (flying) but not by Grizzly Bears; a flier may block a creature without flying."""
    game, labels = _game(_bf(("Wind Drake", "drake"), ("Grizzly Bears", "attacker")),
                         _bf(("Grizzly Bears", "bears"), ("Giant Spider", "spider"),
                             ("Serra Angel", "angel")))
    _attack(game, labels, ("drake", "Bob"), ("attacker", "Bob"))
    pass_all(game)
    options = texts(game)
    drake = name(game, labels["drake"])
    assert f"block {drake} with {name(game, labels['spider'])}" in options
    assert f"block {drake} with {name(game, labels['angel'])}" in options
    assert f"block {drake} with {name(game, labels['bears'])}" not in options
    assert f"block {name(game, labels['attacker'])} with {name(game, labels['angel'])}" in options
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError, match=r"702\.9b"):
        game.apply(f"block {drake} with {name(game, labels['bears'])}")
    assert game.state_hash() == before


def test_a_tapped_creature_cant_block() -> None:
    """509.1a: Bob's tapped Grizzly Bears can't block."""
    game, labels = _game(_bf(("Gray Ogre", "ogre")),
                         _bf({"card": "Grizzly Bears", "label": "bears", "tapped": True}))
    _attack(game, labels, ("ogre", "Bob"))
    pass_all(game)
    assert texts(game) == ["done declaring blockers"]
    with pytest.raises(IllegalChoiceError, match=r"509\.1a"):
        game.apply(f"block {name(game, labels['ogre'])} with {name(game, labels['bears'])}")


def test_each_creature_blocks_only_one_attacker() -> None:
    """509.1a: once Bob's Grizzly Bears blocks Gray Ogre it can't also block Centaur Courser."""
    game, labels = _game(_bf(("Gray Ogre", "ogre"), ("Centaur Courser", "courser")),
                         _bf(("Grizzly Bears", "bears")))
    _attack(game, labels, ("ogre", "Bob"), ("courser", "Bob"))
    pass_all(game)
    bears = name(game, labels["bears"])
    assert f"block {name(game, labels['courser'])} with {bears}" in texts(game)
    do(game, f"block {name(game, labels['ogre'])} with {bears}")
    assert not any(t.startswith("block") for t in texts(game))
    do(game, "done declaring blockers")
    pass_until(game, at_step("combat damage"))
    assert life(game, BOB) == 17        # the unblocked Courser
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == ["Gray Ogre"]


def test_restrictions_on_attacking_and_blocking() -> None:
    """508.1c / 509.1b / 303.4 / 303.4m: Alice's Grizzly Bears enchanted with Pacifism can't attack;
    Bob's Pacified Gray Ogre can't block ("enchanted creature" is whatever the Aura is attached to),
    and no creature can block Invisible Stalker."""
    game, labels = _game(_bf(("Grizzly Bears", "bears"), ("Invisible Stalker", "stalker"),
                             ("Centaur Courser", "courser"),
                             {"card": "Pacifism", "attached_to": "bears"}),
                         _bf(("Gray Ogre", "ogre"), ("Giant Spider", "spider"),
                             {"card": "Pacifism", "attached_to": "ogre"}))
    assert not any(t.startswith(f"attack with {name(game, labels['bears'])}")
                   for t in texts(game))
    _attack(game, labels, ("stalker", "Bob"), ("courser", "Bob"))
    pass_all(game)
    assert texts(game) == [f"block {name(game, labels['courser'])} with "
                           f"{name(game, labels['spider'])}", "done declaring blockers"]
    with pytest.raises(IllegalChoiceError):
        game.apply(f"block {name(game, labels['stalker'])} with {name(game, labels['spider'])}")


def test_menace_needs_two_or_more_blockers() -> None:
    """702.111b: Boggart Brute (menace) can't be blocked by just one creature: with one blocker
    declared Bob can't finish; with two he can."""
    game, labels = _game(_bf(("Boggart Brute", "brute")),
                         _bf(("Grizzly Bears", "b1"), ("Grizzly Bears", "b2")))
    _attack(game, labels, ("brute", "Bob"))
    pass_all(game)
    brute = name(game, labels["brute"])
    do(game, f"block {brute} with {name(game, labels['b1'])}")
    assert "done declaring blockers" not in texts(game)
    with pytest.raises(IllegalChoiceError):
        game.apply("done declaring blockers")
    do(game, f"block {brute} with {name(game, labels['b2'])}", "done declaring blockers")
    assert game.state.combat is not None and game.state.combat.blocked == (labels["brute"],)


# -- 510: combat damage ----------------------------------------------------------------------
def test_unblocked_creatures_damage_the_player() -> None:
    """510.1a / 510.1b / 510.2 / 120.3a / 302.4a: unblocked Grizzly Bears and Gray Ogre each
    assign combat damage equal to its power to Bob, who loses that much life."""
    game, labels = _game(_bf(("Grizzly Bears", "bears"), ("Gray Ogre", "ogre")),
                         _bf("Forest"))
    _attack(game, labels, ("bears", "Bob"), ("ogre", "Bob"))
    _block(game, labels)
    pass_until(game, at_step("combat damage"))
    assert life(game, BOB) == 16
    assert cites(game, "510.2") and cites(game, "120.3a")


def test_several_blockers_and_the_attacker_divides_its_damage() -> None:
    """509.1a / 509.1g / 510.1c / 510.2 / 302.4b / 703.4j / 703.4k / 703.4m: two Grizzly Bears block
    Centaur Courser (3/3); Alice divides its 3 damage among them as she chooses, the combat damage
    is dealt at once, and the blockers' 4 damage, at least its toughness, kill it."""
    game, labels = _game(_bf(("Centaur Courser", "courser")),
                         _bf(("Grizzly Bears", "b1"), ("Grizzly Bears", "b2")))
    _attack(game, labels, ("courser", "Bob"))
    _block(game, labels, ("b1", "courser"), ("b2", "courser"))
    assert game.state.combat is not None
    assert set(game.state.combat.blockers) == {(labels["b1"], labels["courser"]),
                                               (labels["b2"], labels["courser"])}
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.DAMAGE_ASSIGNMENT
    assert game.decision.player == ALICE
    b1, b2 = name(game, labels["b1"]), name(game, labels["b2"])
    assert f"assign 2 to {b1}, 1 to {b2}" in texts(game)
    do(game, f"assign 1 to {b1}, 2 to {b2}")
    assert zone(game, ALICE, "graveyard") == ["Centaur Courser"]
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert game.state.objects[labels["b1"]].damage == 1


def test_trample_assigns_lethal_to_the_blocker_first() -> None:
    """702.19b / 510.1c / 510.1e (the whole assignment is checked, and an illegal one is
    refused): Colossal Dreadmaw (6/6, trample) blocked by Grizzly Bears must assign lethal
    damage (2) to it before any goes to Bob; Alice may assign more to it."""
    game, labels = _game(_bf(("Colossal Dreadmaw", "maw")), _bf(("Grizzly Bears", "bears")))
    _attack(game, labels, ("maw", "Bob"))
    _block(game, labels, ("bears", "maw"))
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.DAMAGE_ASSIGNMENT
    bears = name(game, labels["bears"])
    options = texts(game)
    assert f"assign 1 to {bears}, 5 to Bob" not in options
    assert f"assign 3 to {bears}, 3 to Bob" in options
    with pytest.raises(IllegalChoiceError):
        game.apply(f"assign 0 to {bears}, 6 to Bob")
    do(game, f"assign 2 to {bears}, 4 to Bob")
    assert life(game, BOB) == 16
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def test_trample_counts_damage_already_marked() -> None:
    """702.19b: damage already marked on the blocker counts: Grizzly Bears with 1 damage
    needs only 1 more, so Colossal Dreadmaw may assign 1 to it and 5 to Bob."""
    game, labels = _game(_bf(("Colossal Dreadmaw", "maw")),
                         _bf({"card": "Grizzly Bears", "label": "bears", "damage": 1}))
    _attack(game, labels, ("maw", "Bob"))
    _block(game, labels, ("bears", "maw"))
    pass_all(game)
    bears = name(game, labels["bears"])
    assert f"assign 0 to {bears}, 6 to Bob" not in texts(game)
    do(game, f"assign 1 to {bears}, 5 to Bob")
    assert life(game, BOB) == 15
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def test_deathtouch_and_trample_one_damage_is_lethal() -> None:
    """702.19b / 702.2c / 704.5h: Lumbering Stalker (4/4 deathtouch, trample) blocked by
    Centaur Courser (3/3) may assign 1 damage to it and 3 to Bob; the Courser is destroyed."""
    game, labels = _game(_bf(("Lumbering Stalker", "stalker")), _bf(("Centaur Courser", "c")))
    _attack(game, labels, ("stalker", "Bob"))
    _block(game, labels, ("c", "stalker"))
    pass_all(game)
    courser = name(game, labels["c"])
    assert f"assign 0 to {courser}, 4 to Bob" not in texts(game)
    do(game, f"assign 1 to {courser}, 3 to Bob")
    assert life(game, BOB) == 17
    assert zone(game, BOB, "graveyard") == ["Centaur Courser"]
    assert cites(game, "704.5h")


def test_first_strike_damage_comes_first() -> None:
    """510.4 / 702.7b: Youthful Knight (2/1, first strike) blocks Grizzly Bears; the Knight
    deals its damage in the first-strike combat damage step, the Bears dies, and the Knight
    takes no damage in the regular step."""
    game, labels = _game(_bf(("Grizzly Bears", "bears")), _bf(("Youthful Knight", "knight")))
    _attack(game, labels, ("bears", "Bob"))
    _block(game, labels, ("knight", "bears"))
    steps = _steps(game, "first-strike combat damage")
    assert steps[-1] == "first-strike combat damage"
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    pass_until(game, at_step("end of combat"))
    assert zone(game, BOB, "battlefield") == ["Youthful Knight"]
    assert game.state.objects[labels["knight"]].damage == 0


def test_double_strike_deals_damage_in_both_steps() -> None:
    """702.4b / 510.4: unblocked Fencing Ace (1/1, double strike) deals 1 damage in the
    first-strike combat damage step and 1 more in the regular one; Grizzly Bears, attacking
    beside it, deals its damage only in the regular step."""
    game, labels = _game(_bf(("Fencing Ace", "ace"), ("Grizzly Bears", "bears")))
    _attack(game, labels, ("ace", "Bob"), ("bears", "Bob"))
    _block(game, labels)
    pass_until(game, at_step("first-strike combat damage"))
    assert life(game, BOB) == 19
    pass_until(game, at_step("combat damage"))
    assert life(game, BOB) == 16


def test_first_strike_gained_after_the_first_step_doesnt_stop_regular_damage() -> None:
    """702.7c / 510.4: Grizzly Bears attacks beside Youthful Knight (first strike); after the
    first-strike combat damage step Alice gives the Bears first strike with Sudden Finesse,
    and it still deals its damage in the regular step."""
    game, labels = _game({"hand": ["Sudden Finesse"], **_bf(("Grizzly Bears", "bears"),
                                                            ("Youthful Knight", "knight"),
                                                            "Plains")})
    _attack(game, labels, ("bears", "Bob"), ("knight", "Bob"))
    _block(game, labels)
    pass_until(game, at_step("first-strike combat damage"))
    assert life(game, BOB) == 18
    do(game, "cast Sudden Finesse", f"target {name(game, labels['bears'])}")
    pay(game)
    pass_all(game)
    pass_until(game, at_step("combat damage"))
    assert life(game, BOB) == 16        # the Knight doesn't strike again; the Bears does


def test_no_first_strike_step_without_first_strikers() -> None:
    """510.4: with no attacking or blocking creature with first strike or double strike,
    there is only one combat damage step."""
    game, labels = _game(_bf(("Grizzly Bears", "bears"), "Youthful Knight"))
    _attack(game, labels, ("bears", "Bob"))
    _block(game, labels)
    steps = _steps(game, "end of combat")
    assert "first-strike combat damage" not in steps
    assert steps[-3:] == ["declare blockers", "combat damage", "end of combat"]


def test_lifelink_gains_life_as_the_damage_is_dealt() -> None:
    """702.15b / 120.3f: blocked Child of Night (2/1, lifelink) deals 2 damage to Grizzly Bears
    and Alice gains 2 life; both creatures die."""
    game, labels = _game(_bf(("Child of Night", "child")), _bf(("Grizzly Bears", "bears")))
    _attack(game, labels, ("child", "Bob"))
    _block(game, labels, ("bears", "child"))
    pass_until(game, at_step("combat damage"))
    assert life(game, ALICE) == 22
    assert zone(game, ALICE, "graveyard") == ["Child of Night"]
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert cites(game, "702.15b")


def test_a_reach_deathtouch_blocker_kills_a_flier() -> None:
    """702.17b / 702.2b / 704.5h: Deadly Recluse (1/2, reach, deathtouch) blocks Wind Drake
    (2/2, flying); each deals lethal damage to the other."""
    game, labels = _game(_bf(("Wind Drake", "drake")), _bf(("Deadly Recluse", "recluse")))
    _attack(game, labels, ("drake", "Bob"))
    _block(game, labels, ("recluse", "drake"))
    pass_until(game, at_step("combat damage"))
    assert zone(game, ALICE, "graveyard") == ["Wind Drake"]
    assert zone(game, BOB, "graveyard") == ["Deadly Recluse"]
    assert cites(game, "704.5h") and cites(game, "704.5g")


# -- 506.4: leaving combat -------------------------------------------------------------------
def test_a_blocked_creature_stays_blocked_when_its_blocker_leaves() -> None:
    """506.4 / 509.1h / 510.1c: Bob's blocker is killed by Shock before damage; Gray Ogre
    remains blocked and, without trample, deals no combat damage."""
    game, labels = _game({"hand": ["Shock"], **_bf(("Gray Ogre", "ogre"), "Mountain")},
                         _bf(("Grizzly Bears", "bears")))
    _attack(game, labels, ("ogre", "Bob"))
    _block(game, labels, ("bears", "ogre"))
    do(game, "cast Shock", f"target {name(game, labels['bears'])}")
    pay(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    pass_until(game, at_step("end of combat"))
    assert life(game, BOB) == 20
    assert not cites(game, "510.2")


def test_a_trampler_whose_blocker_left_deals_all_its_damage_to_the_player() -> None:
    """702.19d: Colossal Dreadmaw is blocked, then its blocker is killed; it assigns all 6
    damage to Bob as though the blocker had been assigned lethal damage."""
    game, labels = _game({"hand": ["Lightning Bolt"], **_bf(("Colossal Dreadmaw", "maw"),
                                                            "Mountain")},
                         _bf(("Grizzly Bears", "bears")))
    _attack(game, labels, ("maw", "Bob"))
    _block(game, labels, ("bears", "maw"))
    do(game, "cast Lightning Bolt", f"target {name(game, labels['bears'])}")
    pay(game)
    pass_all(game)
    pass_until(game, at_step("combat damage"))
    assert life(game, BOB) == 14


def test_an_attacker_that_leaves_the_battlefield_leaves_combat() -> None:
    """506.4: Bob returns attacking Gray Ogre to Alice's hand with Unsummon; it is removed from
    combat and deals no damage, while Grizzly Bears still does."""
    game, labels = _game(_bf(("Gray Ogre", "ogre"), ("Grizzly Bears", "bears")),
                         {"hand": ["Unsummon"], **_bf("Island")})
    _attack(game, labels, ("ogre", "Bob"), ("bears", "Bob"))
    game.apply("pass")
    do(game, "cast Unsummon", f"target {name(game, labels['ogre'])}", by="Bob")
    pay(game)
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Gray Ogre"]
    pass_until(game, at_step("end of combat"))
    assert life(game, BOB) == 18


def test_a_creature_attacking_a_planeswalker_that_left_deals_no_damage() -> None:
    """506.4c / 510.1b: Grizzly Bears attacks Jace Beleren; Alice kills Jace with Lightning
    Bolt before blockers; the unblocked Bears is still attacking but deals no combat damage,
    not even to Bob."""
    game, labels = _game({"hand": ["Lightning Bolt"], **_bf(("Grizzly Bears", "bears"),
                                                            "Mountain")},
                         _bf({"card": "Jace Beleren", "label": "jace", "loyalty": 3}))
    _attack(game, labels, ("bears", "jace"))
    do(game, "cast Lightning Bolt", f"target {name(game, labels['jace'])}")
    pay(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Jace Beleren"]
    pass_all(game)
    _block(game, labels)
    pass_until(game, at_step("end of combat"))
    assert life(game, BOB) == 20
    assert game.state.objects[labels["bears"]].tapped


# -- steps that follow a declaration (found by these tests, fixed in the engine) ---------------
def test_blockers_and_damage_steps_happen_after_the_attacker_leaves_combat() -> None:
    """508.8: the declare blockers and combat damage steps are skipped only if no creature
    was declared as an attacker; an attacker killed in the declare attackers step doesn't
    skip them."""
    game, labels = _game(_bf(("Grizzly Bears", "bears")),
                         {**_bf("Mountain"), "hand": ["Lightning Bolt"]})
    _attack(game, labels, ("bears", "Bob"))
    do(game, "pass", by="Alice")
    do(game, "cast Lightning Bolt", f"target {name(game, labels['bears'])}", by="Bob")
    pay(game)
    pass_all(game)                          # the Bolt resolves; the Bears dies
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    steps = _steps(game, "end of combat")
    assert steps == ["declare attackers", "declare blockers", "combat damage", "end of combat"]


def test_a_second_combat_damage_step_follows_the_first_strike_step() -> None:
    """510.4: after a first-strike combat damage step the phase gets a second combat damage
    step, even when the first strike killed the only attacker."""
    game, labels = _game(_bf(("Grizzly Bears", "bears")), _bf(("Youthful Knight", "knight")))
    _attack(game, labels, ("bears", "Bob"))
    _block(game, labels, ("knight", "bears"))
    steps = _steps(game, "end of combat")
    assert steps[-3:] == ["first-strike combat damage", "combat damage", "end of combat"]


def test_a_first_striker_without_power_deals_no_regular_damage_later() -> None:
    """702.7b: in the second combat damage step only creatures that had neither first strike
    nor double strike as the first-strike step began deal damage; a 0-power first striker
    pumped after that step deals none."""
    cards = inline_cards([{"name": "Quill Duelist", "mana_cost": "{W}",
                           "type_line": "Creature — Human", "text": "First strike",
                           "power": 0, "toughness": 3}])
    game, labels = game_at(
        {"library": LIBRARY, "hand": ["Giant Growth"],
         "battlefield": [{"card": "Quill Duelist", "label": "duelist"},
                         {"card": "Youthful Knight", "label": "knight"}, "Forest"]},
        {"library": LIBRARY}, step="declare attackers", stage="begin", cards=(*CARDS, *cards))
    _attack(game, labels, ("duelist", "Bob"), ("knight", "Bob"))
    pass_until(game, at_step("first-strike combat damage"))
    assert life(game, BOB) == 18
    do(game, "cast Giant Growth", f"target {name(game, labels['duelist'])}", by="Alice")
    pay(game)
    pass_all(game)                          # the Duelist is 3/6 now
    pass_until(game, at_step("end of combat"))
    assert life(game, BOB) == 18
