"""704: state-based actions, checked whenever a player would receive priority (704.3) and
repeated until none apply, each check performing every applicable action at once."""

from __future__ import annotations

from typing import Any

from helpers import ALICE, BOB, cites, do, game_at, life, pass_all, pass_until, pay, pt, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 6        # nobody loses by drawing from an empty library (704.5b)

CARDS = inline_cards([
    {"name": "Soul Watcher", "mana_cost": "{1}{W}", "type_line": "Creature — Spirit",
     "text": "Whenever another creature dies, you gain 1 life.", "power": 1, "toughness": 1},
    {"name": "Ember Wave", "mana_cost": "{1}{R}", "type_line": "Sorcery",
     "text": "Ember Wave deals 2 damage to each creature."},
    {"name": "Wither Dart", "mana_cost": "{B}", "type_line": "Instant",
     "text": "Put a -1/-1 counter on target creature."},
    {"name": "Blood Swing", "mana_cost": "{B}", "type_line": "Sorcery",
     "text": "You lose 3 life, then gain 3 life."},
    {"name": "Sapping Touch", "mana_cost": "{B}", "type_line": "Instant",
     "text": "Target creature gets -1/-1 until end of turn."},
])


def _game(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
          **kw: Any) -> tuple[Game, dict[str, int]]:
    alice = {"library": LIBRARY, **(alice or {})}
    bob = {"library": LIBRARY, **(bob or {})}
    return game_at(alice, bob, cards=CARDS, **kw)


def _cast(game: Game, card: str, *targets: str) -> None:
    """Alice casts `card` at `targets`, pays, and both players pass so that it resolves."""
    do(game, f"cast {card}", *(f"target {t}" for t in targets), by="Alice")
    pay(game, required=False)
    pass_all(game)


def _rules(game: Game) -> list[str]:
    return [e.rule for e in game.log()]


# -- 704.3: when state-based actions are checked ---------------------------------------------
def test_life_below_zero_during_resolution_is_not_checked() -> None:
    """704.3 / 704.5a / 704.4: state-based actions aren't checked while a spell resolves.
    Blood Swing takes Alice from 2 to -1 life and back to 2 before anyone would receive
    priority, so she doesn't lose."""
    game, _ = _game({"life": 2, "hand": ["Blood Swing"], "battlefield": ["Swamp"]})
    _cast(game, "Blood Swing")
    assert any("(life -1)" in e.text for e in game.log())
    assert not game.is_over
    assert life(game, ALICE) == 2
    assert not cites(game, "704.5a")
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY


def test_checks_repeat_until_none_apply() -> None:
    """704.3 / 704.1 / 704.2 / 405.6f: Bob's Grizzly Bears enchanted with Pacifism is destroyed by
    lethal damage (704.5g); the repeated check then finds Pacifism attached to nothing and puts it
    into the graveyard (704.5m), all before Alice receives priority again."""
    game, _ = _game({"hand": ["Shock"], "battlefield": ["Mountain"]},
                    {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                     {"card": "Pacifism", "attached_to": "bears"}]})
    _cast(game, "Shock", "Grizzly Bears")
    assert sorted(zone(game, BOB, "graveyard")) == ["Grizzly Bears", "Pacifism"]
    rules = _rules(game)
    assert rules.index("704.5g") < rules.index("704.5m")
    assert game.decision is not None and game.decision.player == ALICE


# -- 704.5a-c: players losing ----------------------------------------------------------------
def test_zero_life_loses() -> None:
    """704.5a / 104.3b: Lightning Bolt takes Bob from 3 to 0 life; he loses the game at the
    next check and Alice wins."""
    game, _ = _game({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, {"life": 3})
    _cast(game, "Lightning Bolt", "Bob")
    assert life(game, BOB) == 0
    assert game.is_over and game.losers() == ["Bob"] and game.winners() == ["Alice"]
    assert cites(game, "704.5a")


def test_players_at_zero_life_lose_at_the_same_time() -> None:
    """704.5a / 704.3 / 104.4a: Alice and Bob both at 0 life lose in the same check, so the
    game is a draw."""
    game, _ = _game({"life": 0}, {"life": 0})
    assert game.is_over
    assert sorted(game.losers()) == ["Alice", "Bob"] and game.winners() == []


def test_life_below_zero_in_a_position_loses_at_once() -> None:
    """704.5a: a position where Bob has -2 life ends at the first check (117.5)."""
    game, _ = _game(bob={"life": -2})
    assert game.is_over and game.losers() == ["Bob"]


def test_drawing_from_an_empty_library_loses_at_the_next_check() -> None:
    """704.5b / 121.4: Divination with one card in Alice's library: she draws it, attempts to
    draw another, and loses at the check after Divination has finished resolving."""
    game, _ = _game({"library": ["Forest"], "hand": ["Divination"], "battlefield": ["Island"] * 3})
    _cast(game, "Divination")
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert game.is_over and game.losers() == ["Alice"]
    rules = _rules(game)
    assert rules.index("608.2n") < rules.index("704.5b")     # the spell finished first


def test_an_empty_library_alone_doesnt_lose() -> None:
    """704.5b: only an attempt to draw from an empty library loses; having none doesn't. Bob,
    with no library, passes through Alice's turn untouched."""
    game, _ = _game(bob={"library": []})
    pass_all(game)
    assert not game.is_over
    assert not cites(game, "704.5b")


def test_ten_poison_counters_lose_and_nine_dont() -> None:
    """704.5c / 104.3d / 122.1f: a player with ten or more poison counters loses; nine aren't
    enough."""
    game, _ = _game(bob={"poison": 10})
    assert game.is_over and game.losers() == ["Bob"]
    assert cites(game, "704.5c")
    game, _ = _game(bob={"poison": 9})
    assert not game.is_over


# -- 704.5d: tokens outside the battlefield --------------------------------------------------
def test_a_bounced_token_ceases_to_exist() -> None:
    """704.5d / 111.7: Doomed Traveler dies and its Spirit token is created (603.10a); Unsummon
    returns the token to Bob's hand, where it ceases to exist at the next check."""
    game, _ = _game({"hand": ["Shock", "Unsummon"], "battlefield": ["Mountain", "Island"]},
                    {"battlefield": ["Doomed Traveler"]})
    _cast(game, "Shock", "Doomed Traveler")
    pass_all(game)                                  # the dies trigger resolves
    assert zone(game, BOB, "battlefield") == ["Spirit"]
    _cast(game, "Unsummon", "Spirit")
    assert zone(game, BOB, "hand") == []
    assert zone(game, BOB, "battlefield") == []
    assert zone(game, BOB, "graveyard") == ["Doomed Traveler"]
    assert cites(game, "704.5d")


def test_a_token_that_dies_goes_to_the_graveyard_then_ceases_to_exist() -> None:
    """704.5d / 700.4 / 603.10a: a Spirit token that dies is put into the graveyard, so Soul
    Watcher's "whenever another creature dies" ability triggers; then the token ceases to
    exist and isn't in the graveyard."""
    game, _ = _game({"hand": ["Shock", "Shock"], "battlefield": ["Mountain", "Mountain",
                                                                  "Soul Watcher"]},
                    {"battlefield": ["Doomed Traveler"]})
    _cast(game, "Shock", "Doomed Traveler")
    pass_all(game)              # Soul Watcher's trigger: Alice gains 1
    pass_all(game)              # Doomed Traveler's trigger: the Spirit
    assert life(game, ALICE) == 21
    assert zone(game, BOB, "battlefield") == ["Spirit"]
    _cast(game, "Shock", "Spirit")
    log = game.log()
    died = next(i for i, e in enumerate(log) if e.rule == "701.8a" and "Spirit" in e.text)
    assert "graveyard" in log[died].text
    assert any(e.rule == "704.5d" for e in log[died:])
    assert zone(game, BOB, "graveyard") == ["Doomed Traveler"]
    pass_all(game)              # Soul Watcher saw the token die
    assert life(game, ALICE) == 22


# -- 704.5f-h: creatures ---------------------------------------------------------------------
def test_toughness_zero_puts_the_creature_into_the_graveyard() -> None:
    """704.5f: Dead Weight makes Grizzly Bears 0/0; it's put into its owner's graveyard, and
    Dead Weight, enchanting nothing, follows it (704.5m)."""
    game, _ = _game({"hand": ["Dead Weight"], "battlefield": ["Swamp"]},
                    {"battlefield": ["Grizzly Bears"]})
    _cast(game, "Dead Weight", "Grizzly Bears")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == ["Dead Weight"]
    assert cites(game, "704.5f") and cites(game, "704.5m")


def test_toughness_zero_ignores_indestructible() -> None:
    """704.5f / 702.12b: indestructible doesn't stop a creature with toughness 0 or less going
    to the graveyard: Darksteel Myr (0/1) with Dead Weight is -2/-1."""
    game, _ = _game({"hand": ["Dead Weight"], "battlefield": ["Swamp"]},
                    {"battlefield": ["Darksteel Myr"]})
    _cast(game, "Dead Weight", "Darksteel Myr")
    assert zone(game, BOB, "graveyard") == ["Darksteel Myr"]
    assert cites(game, "704.5f")


def test_lethal_damage_destroys_and_damage_accumulates() -> None:
    """704.5g / 120.3e: one Shock leaves Centaur Courser (3/3) with 2 damage marked; a second
    makes the total 4, at least its toughness, and it is destroyed."""
    game, labels = _game({"hand": ["Shock", "Shock"], "battlefield": ["Mountain", "Mountain"]},
                         {"battlefield": [{"card": "Centaur Courser", "label": "courser"}]})
    _cast(game, "Shock", "Centaur Courser")
    assert game.state.objects[labels["courser"]].damage == 2
    assert zone(game, BOB, "battlefield") == ["Centaur Courser"]
    _cast(game, "Shock", "Centaur Courser")
    assert zone(game, BOB, "graveyard") == ["Centaur Courser"]
    assert cites(game, "704.5g")


def test_a_pumped_creature_survives_damage_until_cleanup_removes_both() -> None:
    """704.5g / 514.2: Giant Growth makes Grizzly Bears 5/5 and it takes 3 damage from
    Lightning Bolt; it survives, and in the cleanup step the damage and the +3/+3 end at the
    same time, so it is still alive on the next turn."""
    game, labels = _game({"hand": ["Lightning Bolt", "Giant Growth"],
                          "battlefield": ["Mountain", "Forest",
                                          {"card": "Grizzly Bears", "label": "bears"}]})
    _cast(game, "Giant Growth", "Grizzly Bears")
    _cast(game, "Lightning Bolt", "Grizzly Bears")
    assert pt(game, labels["bears"]) == (5, 5)
    assert zone(game, ALICE, "battlefield").count("Grizzly Bears") == 1
    pass_until(game, lambda g: g.state.turn == 4)
    assert pt(game, labels["bears"]) == (2, 2)
    assert game.state.objects[labels["bears"]].damage == 0
    assert "Grizzly Bears" in zone(game, ALICE, "battlefield")


def test_lowering_toughness_makes_marked_damage_lethal() -> None:
    """704.5g: Grizzly Bears with 1 damage marked gets -1/-1 from Sapping Touch; its toughness
    1 is now no greater than the damage, so it is destroyed (not put into the graveyard for
    toughness 0, 704.5f)."""
    game, _ = _game({"hand": ["Sapping Touch"], "battlefield": ["Swamp"]},
                    {"battlefield": [{"card": "Grizzly Bears", "damage": 1}]})
    assert zone(game, BOB, "battlefield") == ["Grizzly Bears"]
    _cast(game, "Sapping Touch", "Grizzly Bears")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert cites(game, "704.5g") and not cites(game, "704.5f")


def test_indestructible_survives_lethal_damage() -> None:
    """702.12b / 704.5g: Darksteel Myr dealt 3 damage by Lightning Bolt isn't destroyed; the
    damage stays marked."""
    game, labels = _game({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                         {"battlefield": [{"card": "Darksteel Myr", "label": "myr"}]})
    _cast(game, "Lightning Bolt", "Darksteel Myr")
    assert zone(game, BOB, "battlefield") == ["Darksteel Myr"]
    assert game.state.objects[labels["myr"]].damage == 3
    assert not cites(game, "704.5g") and not cites(game, "701.8")


def test_deathtouch_damage_destroys_any_toughness() -> None:
    """704.5h / 702.2b: Typhoid Rats (1/1 deathtouch) blocks Centaur Courser (3/3); its 1
    damage destroys the Courser; Darksteel Myr, indestructible, survives the same (702.12b)."""
    game, labels = _game({"battlefield": [{"card": "Centaur Courser", "label": "maw",
                                      "attacking": "Bob", "tapped": True},
                                     {"card": "Darksteel Myr", "label": "myr",
                                      "attacking": "Bob", "tapped": True}]},
                    {"battlefield": [{"card": "Typhoid Rats", "label": "rats"},
                                     {"card": "Typhoid Rats", "label": "rats2"}]},
                    step="declare attackers")
    pass_all(game)
    do(game, f"block Centaur Courser#{labels['maw']} with Typhoid Rats#{labels['rats']}",
       f"block Darksteel Myr#{labels['myr']} with Typhoid Rats#{labels['rats2']}",
       "done declaring blockers", by="Bob")
    pass_all(game)
    assert game.state.step.value == "combat damage"
    assert zone(game, ALICE, "graveyard") == ["Centaur Courser"]
    assert game.state.objects[labels["myr"]].damage == 1
    assert zone(game, ALICE, "battlefield") == ["Darksteel Myr"]
    assert cites(game, "704.5h")


# -- 704.5i: planeswalkers -------------------------------------------------------------------
def test_a_planeswalker_with_no_loyalty_goes_to_the_graveyard() -> None:
    """704.5i / 120.3c: Lightning Bolt deals 3 damage to Jace Beleren with 3 loyalty: three
    loyalty counters are removed and Jace is put into its owner's graveyard."""
    game, _ = _game({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                    {"battlefield": [{"card": "Jace Beleren", "loyalty": 3}]})
    _cast(game, "Lightning Bolt", "Jace Beleren")
    assert zone(game, BOB, "graveyard") == ["Jace Beleren"]
    assert cites(game, "704.5i")


def test_a_loyalty_cost_to_zero_puts_the_planeswalker_into_the_graveyard() -> None:
    """704.5i / 606.4: Jace Beleren with 1 loyalty uses its [−1]: it has 0 loyalty and is put
    into the graveyard before the ability resolves; the ability still resolves (113.7a)."""
    game, _ = _game({"battlefield": [{"card": "Jace Beleren", "loyalty": 1}]})
    do(game, "activate Jace Beleren: [−1]: Target player draws a card.", "target Bob")
    assert zone(game, ALICE, "graveyard") == ["Jace Beleren"]
    pass_all(game)
    assert zone(game, BOB, "hand") == ["Island"]


# -- 704.5j: the legend rule -----------------------------------------------------------------
def test_the_legend_rule_lets_the_controller_choose() -> None:
    """704.5j / 205.4d: Alice casts a second Jace Beleren, a legendary permanent; she chooses
    the one to keep (the old one, with its loyalty) and the other is put into her graveyard."""
    game, labels = _game({"hand": ["Jace Beleren"], "battlefield": [
        {"card": "Jace Beleren", "label": "old", "loyalty": 5}, *["Island"] * 3]})
    do(game, "cast Jace Beleren")
    pay(game)
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.PICK
    assert game.decision.player == ALICE
    assert len(texts(game)) == 2
    do(game, f"keep Jace Beleren#{labels['old']}")
    assert zone(game, ALICE, "battlefield").count("Jace Beleren") == 1
    assert labels["old"] in game.state.battlefield
    assert zone(game, ALICE, "graveyard") == ["Jace Beleren"]
    assert cites(game, "704.5j")


def test_the_legend_rule_counts_each_players_legends_apart() -> None:
    """704.5j: only legends with the same name controlled by the same player; Alice's and
    Bob's Jace Beleren both stay."""
    game, _ = _game({"battlefield": ["Jace Beleren"]}, {"battlefield": ["Jace Beleren"]})
    assert zone(game, ALICE, "battlefield") == ["Jace Beleren"]
    assert zone(game, BOB, "battlefield") == ["Jace Beleren"]
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY


# -- 704.5m-n: Auras and Equipment -----------------------------------------------------------
def test_an_aura_on_an_illegal_object_goes_to_the_graveyard() -> None:
    """704.5m / 303.4d / 303.4c: Pacifism ("Enchant creature") attached to a land, an illegal
    object, is put into its owner's graveyard; the land stays."""
    game, _ = _game({"battlefield": [{"card": "Forest", "label": "forest"},
                                     {"card": "Pacifism", "attached_to": "forest"}]})
    assert zone(game, ALICE, "graveyard") == ["Pacifism"]
    assert zone(game, ALICE, "battlefield") == ["Forest"]
    assert cites(game, "704.5m")


def test_equipment_stays_when_its_creature_leaves() -> None:
    """704.5n / 301.5c: Murder destroys the Grizzly Bears that Short Sword equips; the Sword
    stays on the battlefield, unattached."""
    game, labels = _game({"hand": ["Murder"], "battlefield": ["Swamp"] * 3},
                         {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                          {"card": "Short Sword", "label": "sword",
                                           "attached_to": "bears"}]})
    _cast(game, "Murder", "Grizzly Bears")
    assert zone(game, BOB, "battlefield") == ["Short Sword"]
    assert game.state.objects[labels["sword"]].attached_to is None


def test_equipment_on_a_noncreature_becomes_unattached() -> None:
    """704.5n: Short Sword attached to a land becomes unattached and stays on the battlefield."""
    game, labels = _game({"battlefield": [{"card": "Forest", "label": "forest"},
                                          {"card": "Short Sword", "label": "sword",
                                           "attached_to": "forest"}]})
    assert game.state.objects[labels["sword"]].attached_to is None
    assert "Short Sword" in zone(game, ALICE, "battlefield")
    assert cites(game, "704.5n")


# -- 704.5q: +1/+1 and -1/-1 counters ---------------------------------------------------------
def test_plus_and_minus_counters_annihilate() -> None:
    """704.5q: Wither Dart puts a -1/-1 counter on Grizzly Bears with two +1/+1 counters; one
    of each is removed, leaving one +1/+1 counter."""
    game, labels = _game({"hand": ["Wither Dart"], "battlefield": ["Swamp"]},
                         {"battlefield": [{"card": "Grizzly Bears", "label": "bears",
                                           "counters": {"+1/+1": 2}}]})
    _cast(game, "Wither Dart", "Grizzly Bears")
    counters = game.state.objects[labels["bears"]].counters
    assert counters.get("+1/+1", 0) == 1 and counters.get("-1/-1", 0) == 0
    assert pt(game, labels["bears"]) == (3, 3)
    assert cites(game, "704.5q")


# -- simultaneity ------------------------------------------------------------------------------
def test_creatures_die_at_the_same_time() -> None:
    """704.3 / 603.10a: Ember Wave deals 2 damage to each creature; Soul Watcher and both
    Grizzly Bears are destroyed in the same check, so Soul Watcher sees the others die."""
    game, _ = _game({"hand": ["Ember Wave"], "battlefield": ["Mountain", "Mountain",
                                                             "Soul Watcher", "Grizzly Bears"]},
                    {"battlefield": ["Grizzly Bears"]})
    _cast(game, "Ember Wave")
    assert zone(game, ALICE, "battlefield") == ["Mountain", "Mountain"]
    assert zone(game, BOB, "battlefield") == []
    assert game.decision is not None and game.decision.kind is DecisionKind.TRIGGER_ORDER
    assert cites(game, "704.5g")
    assert len([e for e in game.log() if e.rule == "701.8a"]) == 3
    game.apply(game.legal_choices()[0])     # Alice orders Soul Watcher's two triggers
    assert len(game.state.stack) == 2
    pass_all(game)
    pass_all(game)
    assert life(game, ALICE) == 22


def test_a_permanent_leaving_by_a_state_based_action_is_remembered_as_before_them() -> None:
    """704.8, 704.5f, 704.5q: Grizzly Bears with a +1/+1 counter and three -1/-1 counters is
    a 0/0: it is put into the graveyard as the counters would be removed in pairs, at the
    same time; its last known information has the counters it had before those actions,
    one +1/+1 and three -1/-1."""
    game, labels = game_at({"battlefield": [{"card": "Grizzly Bears", "label": "bears",
                                             "counters": {"+1/+1": 1, "-1/-1": 3}}],
                            "library": ["Island"] * 3}, {"library": ["Island"] * 3})
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    remembered = game.state.last_known(labels["bears"])
    assert remembered is not None and remembered.counters == {"+1/+1": 1, "-1/-1": 3}
    assert not cites(game, "704.5q")
