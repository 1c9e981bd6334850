"""One test per card of the starter pool (cards/defs/starter.py): each plays the card in a
position built with `manastack.scenario` and checks what the rules say must happen."""

from __future__ import annotations

import pytest

import helpers
from helpers import (
    ALICE,
    BOB,
    at_step,
    battlefield,
    life,
    name,
    on_battlefield,
    pass_priority,
    pay,
    pt,
    resolve,
    target_and_pay,
    zone,
)
from helpers import game_at as setup
from helpers import texts as options
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics


# -- helpers (the ones shared with other tests are in ../helpers.py) ---------------------
def has_option(game: Game, prefix: str) -> bool:
    return any(text.startswith(prefix) for text in options(game))


def cast(game: Game, card: str, *targets: str) -> None:
    """Cast a card from hand (the first copy), choose its targets ("Bob", "Gray Ogre#6")
    and pay."""
    game.apply(next(c for c in game.legal_choices() if c.verb == "cast"
                    and str(c).split("#")[0] == f"cast {card}"))
    target_and_pay(game, *targets)


def activate(game: Game, prefix: str, *targets: str) -> None:
    """Activate the ability whose choice text starts with "activate <prefix>"."""
    game.apply(next(c for c in game.legal_choices() if str(c).startswith(f"activate {prefix}")))
    target_and_pay(game, *targets)


def advance(game: Game, step: str, turn: int | None = None, limit: int = 200) -> None:
    """Pass (declaring no attackers or blockers) until the given step of the given turn
    gives priority or asks for attackers / blockers; any other decision is answered "pass"."""
    helpers.pass_until(game, at_step(step, turn=turn, priority=False), limit=limit,
                       other=pass_priority)


def attack(game: Game, *attackers: str, defender: str = "Bob") -> None:
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS
    for a in attackers:
        game.apply(f"attack with {a} -> {defender}")
    game.apply("done declaring attackers")


def block(game: Game, *pairs: tuple[str, str]) -> None:
    """Declare (blocker, attacker) blocks; then done."""
    advance(game, "declare blockers")
    assert game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS
    for blocker, attacker in pairs:
        game.apply(f"block {attacker} with {blocker}")
    game.apply("done declaring blockers")


# -- creatures ---------------------------------------------------------------------------
def test_llanowar_elves_taps_for_green():
    """605.1a / 106.3: "{T}: Add {G}" is a mana ability that pays for a spell; 302.6: a
    summoning-sick Elves can't be tapped for mana."""
    game, labels = setup({"hand": ["Grizzly Bears"],
                          "battlefield": ["Forest", {"card": "Llanowar Elves", "label": "elf"},
                                          {"card": "Llanowar Elves", "label": "sick",
                                           "sick": True}]})
    assert not has_option(game, f"activate {name(game, labels['sick'])}")
    cast(game, "Grizzly Bears")
    assert game.state.objects[labels["elf"]].tapped
    resolve(game)
    assert "Grizzly Bears" in battlefield(game, ALICE)


def test_gray_ogre_is_a_vanilla_two_two():
    """302.4 / 510.1b: Gray Ogre is a 2/2 for {2}{R}; unblocked, it deals its power in
    combat damage to the defending player."""
    game, labels = setup({"battlefield": [{"card": "Gray Ogre", "label": "ogre"}]},
                         step="declare attackers", stage="begin")
    assert pt(game, labels["ogre"]) == (2, 2)
    assert str(game.state.objects[labels["ogre"]].card.mana_cost) == "{2}{R}"
    attack(game, "Gray Ogre")
    advance(game, "combat damage")
    assert life(game, BOB) == 18


def test_grizzly_bears_trade_with_gray_ogre():
    """510.1c-d / 704.5g: two 2/2 creatures in combat deal lethal damage to each other and
    both die."""
    game, _ = setup({"battlefield": [{"card": "Gray Ogre", "label": "ogre"}]},
                    {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]},
                    step="declare attackers", stage="begin")
    attack(game, "Gray Ogre")
    block(game, ("Grizzly Bears", "Gray Ogre"))
    advance(game, "combat damage")
    assert zone(game, ALICE, "graveyard") == ["Gray Ogre"]
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def test_savannah_lions_dies_to_shock():
    """704.5g: Savannah Lions (2/1) with 2 damage marked is destroyed."""
    game, labels = setup({"hand": ["Shock"], "pool": "{R}"},
                         {"battlefield": [{"card": "Savannah Lions", "label": "lions"}]})
    assert pt(game, labels["lions"]) == (2, 1)
    cast(game, "Shock", "Savannah Lions")
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Savannah Lions"]


def test_centaur_courser_survives_blocking_bears_and_heals_at_cleanup():
    """510.2 / 514.2: Centaur Courser (3/3) kills a blocked Grizzly Bears, keeps 2 damage
    marked until the cleanup step removes it."""
    game, labels = setup({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]},
                         {"battlefield": [{"card": "Centaur Courser", "label": "courser"}]},
                         step="declare attackers", stage="begin")
    attack(game, "Grizzly Bears")
    block(game, ("Centaur Courser", "Grizzly Bears"))
    advance(game, "combat damage")
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    assert game.state.objects[labels["courser"]].damage == 2
    advance(game, "upkeep", turn=4)
    assert game.state.objects[labels["courser"]].damage == 0


def test_wind_drake_can_be_blocked_only_by_flying_or_reach():
    """702.9b: a creature with flying can't be blocked except by creatures with flying
    and/or reach."""
    game, _ = setup({"battlefield": [{"card": "Wind Drake", "label": "drake"}]},
                    {"battlefield": ["Grizzly Bears"]},
                    step="declare attackers", stage="begin")
    attack(game, "Wind Drake")
    advance(game, "declare blockers")
    assert options(game) == ["done declaring blockers"]
    game.apply("done declaring blockers")
    advance(game, "combat damage")
    assert life(game, BOB) == 18


def test_giant_spider_reach_blocks_a_flyer():
    """702.17b: a creature with reach can block creatures with flying."""
    game, labels = setup({"battlefield": [{"card": "Wind Drake", "label": "drake"}]},
                         {"battlefield": [{"card": "Giant Spider", "label": "spider"}]},
                         step="declare attackers", stage="begin")
    attack(game, "Wind Drake")
    block(game, ("Giant Spider", "Wind Drake"))
    advance(game, "combat damage")
    assert zone(game, ALICE, "graveyard") == ["Wind Drake"]
    assert on_battlefield(game, labels["spider"]) and life(game, BOB) == 20


def test_serra_angel_vigilance_attacks_without_tapping():
    """702.20b: attacking doesn't cause a creature with vigilance to tap (508.1f)."""
    game, labels = setup({"battlefield": [{"card": "Serra Angel", "label": "angel"}]},
                         step="declare attackers", stage="begin")
    attack(game, "Serra Angel")
    assert not game.state.objects[labels["angel"]].tapped
    advance(game, "combat damage")
    assert life(game, BOB) == 16


def test_raging_goblin_haste_attacks_the_turn_it_arrives():
    """702.10b / 302.6: a creature with haste can attack even if it came under its
    controller's control this turn."""
    game, _ = setup({"battlefield": [{"card": "Raging Goblin", "sick": True},
                                     {"card": "Grizzly Bears", "sick": True}]},
                    step="declare attackers", stage="begin")
    assert options(game) == [f"attack with Raging Goblin#{game.state.battlefield[0]} -> Bob",
                             "done declaring attackers"]
    attack(game, "Raging Goblin")
    advance(game, "combat damage")
    assert life(game, BOB) == 19


def test_boggart_brute_menace_needs_two_blockers():
    """702.111b: a creature with menace can't be blocked except by two or more creatures."""
    game, labels = setup({"battlefield": [{"card": "Boggart Brute", "label": "brute"}]},
                         {"battlefield": [{"card": "Grizzly Bears", "label": "b1"},
                                          {"card": "Grizzly Bears", "label": "b2"}]},
                         step="declare attackers", stage="begin")
    attack(game, "Boggart Brute")
    advance(game, "declare blockers")
    brute, b1, b2 = (name(game, labels[k]) for k in ("brute", "b1", "b2"))
    game.apply(f"block {brute} with {b1}")
    assert "done declaring blockers" not in options(game)
    game.apply(f"block {brute} with {b2}")
    game.apply("done declaring blockers")
    advance(game, "combat damage")
    game.apply(next(c for c in game.legal_choices() if "3 to" in str(c) and "0 to" in str(c)))
    advance(game, "combat damage")
    assert zone(game, ALICE, "graveyard") == ["Boggart Brute"]
    assert len(zone(game, BOB, "graveyard")) == 1


def test_colossal_dreadmaw_tramples_over_a_blocker():
    """702.19b: a trampler assigns lethal damage to its blocker and the rest to the player."""
    game, _ = setup({"battlefield": ["Colossal Dreadmaw"]},
                    {"battlefield": ["Grizzly Bears"]},
                    step="declare attackers", stage="begin")
    attack(game, "Colossal Dreadmaw")
    block(game, ("Grizzly Bears", "Colossal Dreadmaw"))
    advance(game, "combat damage")
    assert game.decision is not None and game.decision.kind is DecisionKind.DAMAGE_ASSIGNMENT
    assert not any("1 to Grizzly" in o for o in options(game))     # lethal first
    game.apply(next(c for c in game.legal_choices() if "2 to Grizzly" in str(c)
                    and "4 to Bob" in str(c)))
    advance(game, "combat damage")
    assert life(game, BOB) == 16 and zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def test_typhoid_rats_deathtouch_kills_a_big_attacker():
    """702.2b / 704.5h: any damage from a source with deathtouch is lethal."""
    game, _ = setup({"battlefield": ["Colossal Dreadmaw"]},
                    {"battlefield": ["Typhoid Rats"]},
                    step="declare attackers", stage="begin")
    attack(game, "Colossal Dreadmaw")
    block(game, ("Typhoid Rats", "Colossal Dreadmaw"))
    advance(game, "combat damage")
    game.apply(next(c for c in game.legal_choices() if "1 to Typhoid" in str(c)
                    and "5 to Bob" in str(c)))
    advance(game, "combat damage")
    assert zone(game, ALICE, "graveyard") == ["Colossal Dreadmaw"]
    assert life(game, BOB) == 15


def test_deadly_recluse_blocks_and_kills_a_flyer():
    """702.17b / 702.2b: reach lets Deadly Recluse block a flyer, and its deathtouch damage
    destroys it."""
    game, _ = setup({"battlefield": ["Serra Angel"]},
                    {"battlefield": ["Deadly Recluse"]},
                    step="declare attackers", stage="begin")
    attack(game, "Serra Angel")
    block(game, ("Deadly Recluse", "Serra Angel"))
    advance(game, "combat damage")
    assert zone(game, ALICE, "graveyard") == ["Serra Angel"]
    assert zone(game, BOB, "graveyard") == ["Deadly Recluse"]


def test_child_of_night_lifelink_gains_life():
    """702.15b: damage dealt by a source with lifelink causes its controller to gain that
    much life."""
    game, _ = setup({"battlefield": ["Child of Night"]},
                    step="declare attackers", stage="begin")
    attack(game, "Child of Night")
    advance(game, "combat damage")
    assert (life(game, ALICE), life(game, BOB)) == (22, 18)


def test_vampire_nighthawk_flying_deathtouch_lifelink():
    """702.2b / 702.15b: Nighthawk's 2 damage destroys a blocking Giant Spider and gains
    its controller 2 life."""
    game, _ = setup({"battlefield": ["Vampire Nighthawk"]},
                    {"battlefield": ["Giant Spider"]},
                    step="declare attackers", stage="begin")
    attack(game, "Vampire Nighthawk")
    block(game, ("Giant Spider", "Vampire Nighthawk"))
    advance(game, "combat damage")
    assert zone(game, BOB, "graveyard") == ["Giant Spider"]
    assert "Vampire Nighthawk" in battlefield(game, ALICE) and life(game, ALICE) == 22


def test_darksteel_myr_is_indestructible():
    """702.12b: an indestructible permanent isn't destroyed by "destroy" effects or lethal
    damage."""
    game, labels = setup({"hand": ["Murder", "Lightning Bolt"], "pool": "{B}{B}{R}{1}"},
                         {"battlefield": [{"card": "Darksteel Myr", "label": "myr"}]})
    cast(game, "Murder", "Darksteel Myr")
    resolve(game)
    cast(game, "Lightning Bolt", "Darksteel Myr")
    resolve(game)
    assert on_battlefield(game, labels["myr"])
    assert game.state.objects[labels["myr"]].damage == 3


def test_gladecover_scout_hexproof():
    """702.11b: a permanent with hexproof can't be the target of opponents' spells, but its
    controller may target it."""
    game, labels = setup({"hand": ["Lightning Bolt"], "pool": "{R}"},
                         {"hand": ["Giant Growth"], "battlefield": [
                             "Forest", {"card": "Gladecover Scout", "label": "scout"}]})
    game.apply("cast Lightning Bolt")
    assert "target Gladecover Scout" not in " ".join(options(game))
    game.apply("target Bob")
    pay(game)
    game.apply("pass")                      # Bob gets priority with Bolt on the stack
    cast(game, "Giant Growth", "Gladecover Scout")
    game.apply("pass")
    game.apply("pass")
    assert pt(game, labels["scout"]) == (4, 4)


def test_ambush_viper_flash_cast_on_opponents_turn():
    """702.8a: a spell with flash can be cast any time its controller could cast an
    instant."""
    game, _ = setup({"hand": ["Ambush Viper"], "battlefield": ["Forest", "Forest"]},
                    step="upkeep", active="Bob", priority="Alice")
    cast(game, "Ambush Viper")
    game.apply("pass")
    game.apply("pass")
    assert "Ambush Viper" in battlefield(game, ALICE)


def test_youthful_knight_first_strike_kills_before_damage_back():
    """702.7b / 510.4: a first striker deals its damage in the first-strike damage step, so
    a blocker killed there deals none."""
    game, labels = setup({"battlefield": [{"card": "Youthful Knight", "label": "knight"}]},
                         {"battlefield": ["Savannah Lions"]},
                         step="declare attackers", stage="begin")
    attack(game, "Youthful Knight")
    block(game, ("Savannah Lions", "Youthful Knight"))
    advance(game, "first-strike combat damage")
    assert zone(game, BOB, "graveyard") == ["Savannah Lions"]
    advance(game, "end of combat")
    assert on_battlefield(game, labels["knight"])
    assert game.state.objects[labels["knight"]].damage == 0


def test_fencing_ace_double_strike_deals_damage_twice():
    """702.4b: a creature with double strike deals both first-strike and regular combat
    damage."""
    game, _ = setup({"battlefield": ["Fencing Ace"]}, step="declare attackers",
                    stage="begin")
    attack(game, "Fencing Ace")
    advance(game, "first-strike combat damage")
    assert life(game, BOB) == 19
    advance(game, "combat damage")
    assert life(game, BOB) == 18


def test_invisible_stalker_cant_be_blocked_and_has_hexproof():
    """509.1b / 702.11b: "can't be blocked" leaves no legal block, and hexproof stops the
    opponent's targeting."""
    game, _ = setup({"battlefield": ["Invisible Stalker"]},
                    {"battlefield": ["Giant Spider"]},
                    step="declare attackers", stage="begin")
    attack(game, "Invisible Stalker")
    advance(game, "declare blockers")
    assert options(game) == ["done declaring blockers"]
    game.apply("done declaring blockers")
    advance(game, "combat damage")
    assert life(game, BOB) == 19
    game2, _ = setup({"battlefield": ["Invisible Stalker"]},
                     {"hand": ["Shock"], "pool": "{R}"}, active="Bob")
    game2.apply("cast Shock")
    assert not any("Invisible Stalker" in o for o in options(game2))


@pytest.mark.parametrize("creature", ["Elvish Visionary", "Cloudkin Seer"])
def test_enters_the_battlefield_draw(creature: str):
    """603.6a: "When this creature enters, draw a card" triggers as it enters and its
    controller draws on resolution."""
    game, _ = setup({"hand": [creature], "library": ["Island"], "pool": "{U}{G}{2}"})
    cast(game, creature)
    resolve(game)
    assert zone(game, ALICE, "hand") == []
    resolve(game)                         # the trigger
    assert zone(game, ALICE, "hand") == ["Island"]


def test_wall_of_omens_defender_and_draw():
    """702.3b: a creature with defender can't attack; 603.6a: its enters trigger draws."""
    game, _ = setup({"hand": ["Wall of Omens"], "library": ["Plains"], "pool": "{W}{1}"})
    cast(game, "Wall of Omens")
    resolve(game)
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Plains"]
    game2, _ = setup({"battlefield": ["Wall of Omens", "Grizzly Bears"]},
                     step="declare attackers", stage="begin")
    assert not any("Wall of Omens" in o for o in options(game2))


def test_gravedigger_may_return_a_creature_card():
    """603.3d / 603.5: the optional enters trigger targets a creature card in its
    controller's graveyard as it goes on the stack, and "you may" is chosen on resolution."""
    game, _ = setup({"hand": ["Gravedigger"], "graveyard": ["Lightning Bolt", "Gray Ogre"],
                     "pool": "{B}{3}"},
                    {"graveyard": ["Grizzly Bears"]})
    cast(game, "Gravedigger")
    resolve(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.TARGET
    assert [o for o in options(game) if o.startswith("target")] == \
        [f"target Gray Ogre#{game.state.players[ALICE].graveyard[1]}"]
    game.apply("target Gray Ogre")
    game.apply("pass")
    game.apply("pass")
    game.apply("yes")
    assert zone(game, ALICE, "hand") == ["Gray Ogre"]
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt"]


def test_doomed_traveler_dies_into_a_spirit():
    """700.4 / 603.10a: a dies trigger looks back in time; it creates a 1/1 white Spirit
    token with flying (111.1)."""
    game, _ = setup({"battlefield": ["Doomed Traveler"]},
                    {"hand": ["Shock"], "pool": "{R}"}, active="Bob")
    cast(game, "Shock", "Doomed Traveler")
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Doomed Traveler"]
    resolve(game)
    spirit = game.state.battlefield[-1]
    c = characteristics(game.state, spirit)
    assert (c.name, c.power, c.toughness, c.colors, c.has("flying"), c.controller) == \
        ("Spirit", 1, 1, {"W"}, True, ALICE)
    assert game.state.objects[spirit].kind == "token"


def test_goblin_arsonist_may_deal_one_damage_when_it_dies():
    """603.10a / 603.5: the dies trigger targets as it goes on the stack; its controller
    chooses on resolution whether it deals the damage."""
    game, _ = setup({"battlefield": ["Goblin Arsonist"]},
                    {"hand": ["Shock"], "pool": "{R}"}, active="Bob")
    cast(game, "Shock", "Goblin Arsonist")
    resolve(game)
    game.apply("target Bob")
    resolve(game)
    game.apply("yes")
    assert life(game, BOB) == 19


def test_hellrider_pings_for_each_attacker():
    """508.1m / 603.2: "whenever a creature you control attacks" triggers once per attacker,
    dealing 1 damage to the player it attacks."""
    game, _ = setup({"battlefield": ["Hellrider", "Grizzly Bears"]},
                    step="declare attackers", stage="begin")
    attack(game, "Hellrider", "Grizzly Bears")
    assert game.decision is not None and game.decision.kind is DecisionKind.TRIGGER_ORDER
    game.apply(game.legal_choices()[0])
    resolve(game)
    resolve(game)
    assert life(game, BOB) == 18
    advance(game, "combat damage")
    assert life(game, BOB) == 13


def test_disciple_of_the_vault_drains_when_an_artifact_dies():
    """603.6c / 603.5: an artifact put into a graveyard from the battlefield (Ornithopter)
    triggers it and its controller may have the target opponent lose 1 life; a creature
    that isn't an artifact (Grizzly Bears) doesn't."""
    game, _ = setup({"battlefield": ["Disciple of the Vault"]},
                    {"hand": ["Shock", "Shock"], "pool": "{R}{R}",
                     "battlefield": ["Ornithopter", "Grizzly Bears"]}, active="Bob")
    cast(game, "Shock", "Grizzly Bears")
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Shock", "Grizzly Bears"] and not game.state.stack
    cast(game, "Shock", "Ornithopter")
    resolve(game)
    game.apply("target Bob")
    resolve(game)
    game.apply("yes")
    assert life(game, BOB) == 19 and life(game, ALICE) == 20


def test_prodigal_pyromancer_pings_any_target():
    """602.2 / 302.6: a {T} ability deals 1 damage; it can't be activated while the
    creature is summoning sick."""
    game, labels = setup({"battlefield": [{"card": "Prodigal Pyromancer", "label": "pyro"},
                                          {"card": "Prodigal Pyromancer", "sick": True}]})
    activate(game, name(game, labels["pyro"]), "Bob")
    assert not has_option(game, "activate Prodigal Pyromancer")
    resolve(game)
    assert life(game, BOB) == 19


def test_shivan_dragon_firebreathing_until_end_of_turn():
    """611.2 / 514.2: each {R} activation gives +1/+0 until end of turn; the effect ends in
    the cleanup step."""
    game, labels = setup({"battlefield": [{"card": "Shivan Dragon", "label": "dragon"},
                                          "Mountain", "Mountain"]})
    dragon = labels["dragon"]
    for _ in range(2):
        activate(game, "Shivan Dragon")
        resolve(game)
    assert pt(game, dragon) == (7, 5) and characteristics(game.state, dragon).has("flying")
    advance(game, "upkeep", turn=4)
    assert pt(game, dragon) == (5, 5)


# -- burn ----------------------------------------------------------------------------------
def test_lightning_bolt_hits_player_and_creature():
    """120.3a / 120.3e / 704.5g: 3 damage to a player loses 3 life; to a 2/2 it is lethal."""
    game, _ = setup({"hand": ["Lightning Bolt", "Lightning Bolt"], "pool": "{R}{R}"},
                    {"battlefield": ["Gray Ogre"]})
    cast(game, "Lightning Bolt", "Bob")
    resolve(game)
    cast(game, "Lightning Bolt", "Gray Ogre")
    resolve(game)
    assert life(game, BOB) == 17 and zone(game, BOB, "graveyard") == ["Gray Ogre"]
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt", "Lightning Bolt"]


def test_shock_deals_two():
    """120.3a: Shock deals 2 damage to any target."""
    game, _ = setup({"hand": ["Shock"], "pool": "{R}"})
    cast(game, "Shock", "Bob")
    resolve(game)
    assert life(game, BOB) == 18


def test_searing_spear_can_target_a_planeswalker():
    """115.4 / 120.3c / 704.5i: "any target" includes planeswalkers; damage removes loyalty
    and a planeswalker with none is put into the graveyard."""
    game, _ = setup({"hand": ["Searing Spear"], "pool": "{R}{1}"},
                    {"battlefield": ["Jace Beleren"]})
    cast(game, "Searing Spear", "Jace Beleren")
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Jace Beleren"]


def test_flame_slash_targets_only_creatures():
    """115.1: "target creature" can't name a player; 4 damage kills Centaur Courser."""
    game, _ = setup({"hand": ["Flame Slash"], "pool": "{R}"},
                    {"battlefield": ["Centaur Courser"]})
    game.apply("cast Flame Slash")
    assert [o for o in options(game) if o.startswith("target")] == \
        [f"target Centaur Courser#{game.state.battlefield[0]}"]
    game.apply("target Centaur Courser")
    pay(game)
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Centaur Courser"]


def test_lava_axe_targets_player_or_planeswalker():
    """115.1: "target player or planeswalker" excludes creatures; 5 damage to Bob."""
    game, _ = setup({"hand": ["Lava Axe"], "pool": "{R}{4}"},
                    {"battlefield": ["Grizzly Bears"]})
    game.apply("cast Lava Axe")
    assert [o for o in options(game) if o.startswith("target")] == ["target Alice", "target Bob"]
    game.apply("target Bob")
    pay(game)
    resolve(game)
    assert life(game, BOB) == 15


# -- card draw -------------------------------------------------------------------------------
def test_divination_draws_two():
    """121.2: "draw two cards" is two draws, from the top of the library."""
    game, _ = setup({"hand": ["Divination"], "library": ["Island", "Plains", "Swamp"],
                     "pool": "{U}{2}"})
    cast(game, "Divination")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Island", "Plains"]
    assert game.state.players[ALICE].drawn_this_turn == 2


def test_opt_scry_to_bottom_then_draw():
    """701.22a: scry 1 may put the top card on the bottom; then the next card is drawn."""
    game, _ = setup({"hand": ["Opt"], "library": ["Island", "Plains", "Swamp"],
                     "pool": "{U}"})
    cast(game, "Opt")
    resolve(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.PICK
    game.apply("pick Island")
    assert zone(game, ALICE, "hand") == ["Plains"]
    assert zone(game, ALICE, "library") == ["Swamp", "Island"]


def test_preordain_scry_two_reorders_and_draws():
    """701.22a: scry 2 puts any number on the bottom and the rest back on top in any order;
    then a card is drawn."""
    game, _ = setup({"hand": ["Preordain", "Preordain"],
                     "library": ["Island", "Plains", "Swamp", "Forest"], "pool": "{U}{U}"})
    cast(game, "Preordain")
    resolve(game)
    game.apply("done")                     # keep both on top ...
    game.apply("pick Plains")              # ... with Plains first
    assert zone(game, ALICE, "hand") == ["Preordain", "Plains"]
    assert zone(game, ALICE, "library") == ["Island", "Swamp", "Forest"]
    cast(game, "Preordain")
    resolve(game)
    game.apply("pick Island")              # bottom Island, keep Swamp
    game.apply("done")
    assert zone(game, ALICE, "hand") == ["Plains", "Swamp"]
    assert zone(game, ALICE, "library") == ["Forest", "Island"]


def test_inspiration_target_player_draws_two():
    """121.2 / 115.1: the targeted player, not the caster, draws the cards."""
    game, _ = setup({"hand": ["Inspiration"], "pool": "{U}{3}"},
                    {"library": ["Forest", "Mountain"]})
    cast(game, "Inspiration", "Bob")
    resolve(game)
    assert zone(game, BOB, "hand") == ["Forest", "Mountain"]


def test_sign_in_blood_draws_two_and_loses_two():
    """119.3 / 121.2: the target player draws two cards and loses 2 life."""
    game, _ = setup({"hand": ["Sign in Blood"], "library": ["Swamp", "Swamp"],
                     "pool": "{B}{B}"})
    cast(game, "Sign in Blood", "Alice")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Swamp", "Swamp"] and life(game, ALICE) == 18


# -- counterspells ---------------------------------------------------------------------------
def test_counterspell_counters_a_spell_and_cant_target_itself():
    """701.6a: a countered spell goes to its owner's graveyard without resolving; 115.5: a
    spell can't target itself."""
    game, _ = setup({"hand": ["Lightning Bolt"], "pool": "{R}"},
                    {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]})
    cast(game, "Lightning Bolt", "Bob")
    game.apply("pass")
    game.apply("cast Counterspell")
    targets = [o for o in options(game) if o.startswith("target")]
    assert targets == [f"target Lightning Bolt#{game.state.stack[0]}"]
    game.apply(targets[0])
    pay(game)
    resolve(game)
    assert life(game, BOB) == 20 and not game.state.stack
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt"]
    assert zone(game, BOB, "graveyard") == ["Counterspell"]


def test_cancel_counters_a_creature_spell():
    """701.6a / 608.3: a countered permanent spell never enters the battlefield."""
    game, _ = setup({"hand": ["Grizzly Bears"], "pool": "{G}{1}"},
                    {"hand": ["Cancel"], "pool": "{U}{U}{1}"})
    cast(game, "Grizzly Bears")
    game.apply("pass")
    cast(game, "Cancel", "Grizzly Bears")
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"] and not battlefield(game)


def test_essence_scatter_counters_only_creature_spells():
    """115.1 / 601.2c: "target creature spell" can't name a noncreature spell."""
    game, _ = setup({"hand": ["Lightning Bolt", "Grizzly Bears"], "pool": "{R}{G}{1}"},
                    {"hand": ["Essence Scatter"], "pool": "{U}{1}"})
    cast(game, "Lightning Bolt", "Bob")
    game.apply("pass")
    assert not has_option(game, "cast Essence Scatter")
    game.apply("pass")                    # the Bolt resolves
    cast(game, "Grizzly Bears")
    game.apply("pass")
    cast(game, "Essence Scatter", "Grizzly Bears")
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt", "Grizzly Bears"]


def test_negate_counters_only_noncreature_spells():
    """115.1 / 601.2c: "target noncreature spell" can't name a creature spell."""
    game, _ = setup({"hand": ["Grizzly Bears", "Divination"], "pool": "{G}{U}{3}",
                     "library": ["Island", "Island"]},
                    {"hand": ["Negate"], "pool": "{U}{1}"})
    cast(game, "Grizzly Bears")
    game.apply("pass")
    assert not has_option(game, "cast Negate")
    game.apply("pass")
    cast(game, "Divination")
    game.apply("pass")
    cast(game, "Negate", "Divination")
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Divination"] and zone(game, ALICE, "hand") == []


# -- pump ------------------------------------------------------------------------------------
def test_giant_growth_until_end_of_turn():
    """611.2a / 514.2: +3/+3 lasts until the cleanup step."""
    game, labels = setup({"hand": ["Giant Growth"], "pool": "{G}",
                          "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    cast(game, "Giant Growth", "Grizzly Bears")
    resolve(game)
    assert pt(game, labels["bears"]) == (5, 5)
    advance(game, "upkeep", turn=4)
    assert pt(game, labels["bears"]) == (2, 2)


def test_titanic_growth_saves_from_lightning_bolt():
    """613.4c / 704.5g: with +4/+4, 3 damage is no longer lethal to a 2/2."""
    game, labels = setup({"hand": ["Lightning Bolt"], "pool": "{R}"},
                         {"hand": ["Titanic Growth"], "pool": "{G}{1}",
                          "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    cast(game, "Lightning Bolt", "Grizzly Bears")
    game.apply("pass")
    cast(game, "Titanic Growth", "Grizzly Bears")
    resolve(game)
    resolve(game)
    assert on_battlefield(game, labels["bears"]) and pt(game, labels["bears"]) == (6, 6)


# -- removal ---------------------------------------------------------------------------------
def test_murder_destroys_target_creature():
    """701.8a: a destroyed permanent goes to its owner's graveyard."""
    game, _ = setup({"hand": ["Murder"], "pool": "{B}{B}{1}"},
                    {"battlefield": ["Serra Angel"]})
    cast(game, "Murder", "Serra Angel")
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Serra Angel"]


def test_doom_blade_cant_target_black_creatures():
    """115.1 / 105.2: "nonblack" excludes black creatures such as Typhoid Rats."""
    game, _ = setup({"hand": ["Doom Blade"], "pool": "{B}{1}"},
                    {"battlefield": ["Typhoid Rats", "Grizzly Bears"]})
    game.apply("cast Doom Blade")
    assert not any("Typhoid Rats" in o for o in options(game))
    game.apply("target Grizzly Bears")
    pay(game)
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def test_go_for_the_throat_cant_target_artifact_creatures():
    """115.1: "nonartifact" excludes Darksteel Myr."""
    game, _ = setup({"hand": ["Go for the Throat"], "pool": "{B}{1}"},
                    {"battlefield": ["Darksteel Myr", "Grizzly Bears"]})
    game.apply("cast Go for the Throat")
    assert not any("Darksteel Myr" in o for o in options(game))
    game.apply("target Grizzly Bears")
    pay(game)
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def test_unsummon_returns_to_owners_hand():
    """400.7: the creature returns to its owner's hand as a new object; its Aura goes to the
    graveyard (704.5m)."""
    game, _ = setup({"hand": ["Unsummon"], "pool": "{U}"},
                    {"battlefield": [{"card": "Gray Ogre", "label": "ogre"},
                                     {"card": "Holy Strength", "attached_to": "ogre"}]})
    cast(game, "Unsummon", "Gray Ogre")
    resolve(game)
    assert zone(game, BOB, "hand") == ["Gray Ogre"]
    assert zone(game, BOB, "graveyard") == ["Holy Strength"]


def test_day_of_judgment_destroys_all_but_indestructible():
    """701.8a / 702.12b / 603.10a: every creature is destroyed at once except an
    indestructible one, and dies triggers fire."""
    game, _ = setup({"hand": ["Day of Judgment"], "pool": "{W}{W}{2}",
                     "battlefield": ["Serra Angel", "Doomed Traveler"]},
                    {"battlefield": ["Grizzly Bears", "Darksteel Myr"]})
    cast(game, "Day of Judgment")
    resolve(game)
    assert battlefield(game) == ["Darksteel Myr"]
    resolve(game)                     # Doomed Traveler's trigger
    assert battlefield(game) == ["Darksteel Myr", "Spirit"]


def test_mind_rot_target_player_chooses_two_discards():
    """701.9a: the discarding player chooses the cards."""
    game, _ = setup({"hand": ["Mind Rot"], "pool": "{B}{2}"},
                    {"hand": ["Forest", "Shock", "Giant Growth"]})
    cast(game, "Mind Rot", "Bob")
    resolve(game)
    assert game.decision is not None and game.decision.player == BOB
    game.apply("pick Shock")
    game.apply("pick Forest")
    assert zone(game, BOB, "hand") == ["Giant Growth"]
    assert sorted(zone(game, BOB, "graveyard")) == ["Forest", "Shock"]


def test_raise_dead_returns_own_creature_card():
    """115.1 / 404: Raise Dead targets only creature cards in its caster's graveyard."""
    game, _ = setup({"hand": ["Raise Dead"], "pool": "{B}",
                     "graveyard": ["Shock", "Grizzly Bears"]},
                    {"graveyard": ["Gray Ogre"]})
    game.apply("cast Raise Dead")
    assert [o for o in options(game) if o.startswith("target")] == \
        [f"target Grizzly Bears#{game.state.players[ALICE].graveyard[1]}"]
    game.apply("target Grizzly Bears")
    pay(game)
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Grizzly Bears"]


# -- enchantments ----------------------------------------------------------------------------
def test_phyrexian_arena_draws_and_drains_each_upkeep():
    """503.1 / 603.2b: "at the beginning of your upkeep" triggers in its controller's upkeep
    only."""
    game, _ = setup({"library": ["Swamp", "Swamp"], "battlefield": ["Phyrexian Arena"]},
                    {"library": ["Forest", "Forest"]},
                    step="upkeep", stage="begin")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Swamp"] and life(game, ALICE) == 19
    advance(game, "upkeep", turn=4)
    assert not game.state.stack and life(game, ALICE) == 19


def test_pacifism_stops_attacking_and_blocking():
    """303.4b / 508.1a / 509.1a: the enchanted creature can't attack or block."""
    game, labels = setup({"hand": ["Pacifism"], "pool": "{W}{1}",
                          "battlefield": ["Grizzly Bears"]},
                         {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                          "library": ["Mountain"]})
    cast(game, "Pacifism", "Gray Ogre")
    resolve(game)
    pacifism = game.state.battlefield[-1]
    assert game.state.objects[pacifism].attached_to == labels["ogre"]
    advance(game, "declare attackers")
    attack(game, "Grizzly Bears")
    advance(game, "declare blockers")
    assert options(game) == ["done declaring blockers"]
    game.apply("done declaring blockers")
    advance(game, "declare attackers", turn=4)
    assert options(game) == ["done declaring attackers"]      # Bob's Ogre can't attack


def test_holy_strength_gives_plus_one_plus_two():
    """303.4b / 613.4c: an Aura's static ability modifies the enchanted creature's P/T."""
    game, labels = setup({"hand": ["Holy Strength"], "pool": "{W}",
                          "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    cast(game, "Holy Strength", "Grizzly Bears")
    resolve(game)
    assert pt(game, labels["bears"]) == (3, 4)


def test_unholy_strength_gives_plus_two_plus_one():
    """303.4b / 613.4c: Unholy Strength makes a 2/2 a 4/3."""
    game, labels = setup({"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                          {"card": "Unholy Strength", "attached_to": "bears"}]})
    assert pt(game, labels["bears"]) == (4, 3)


def test_dead_weight_kills_a_two_toughness_creature():
    """704.5f / 704.5m: toughness 0 puts the creature into the graveyard, then the Aura,
    attached to nothing, follows."""
    game, _ = setup({"hand": ["Dead Weight"], "pool": "{B}"},
                    {"battlefield": ["Grizzly Bears"]})
    cast(game, "Dead Weight", "Grizzly Bears")
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == ["Dead Weight"]


def test_aura_spell_fizzles_when_its_target_is_gone():
    """608.3a / 303.4g: an Aura spell whose target is illegal on resolution is put into its
    owner's graveyard instead of entering."""
    game, _ = setup({"hand": ["Holy Strength"], "pool": "{W}",
                     "battlefield": ["Grizzly Bears"]},
                    {"hand": ["Shock"], "pool": "{R}"})
    cast(game, "Holy Strength", "Grizzly Bears")
    game.apply("pass")
    cast(game, "Shock", "Grizzly Bears")
    resolve(game)
    resolve(game)
    assert sorted(zone(game, ALICE, "graveyard")) == ["Grizzly Bears", "Holy Strength"]


# -- equipment -------------------------------------------------------------------------------
def test_short_sword_equips_moves_and_stays_when_the_creature_dies():
    """702.6a / 613.4c / 704.5n / 301.5 / 301.5a / 301.5f / 701.3a / 701.3c: equip attaches the
    Equipment at sorcery speed; the equipped creature gets +1/+1; re-equip moves it, and the
    bonus follows to whatever creature it is attached to; when the creature dies, the Equipment
    stays on the battlefield unattached."""
    game, labels = setup({"battlefield": [
        {"card": "Short Sword", "label": "sword"}, "Plains", "Plains",
        {"card": "Grizzly Bears", "label": "bears"}, {"card": "Savannah Lions", "label": "lions"}]},
        {"hand": ["Shock"], "pool": "{R}"})
    sword, bears, lions = labels["sword"], labels["bears"], labels["lions"]
    activate(game, "Short Sword", name(game, bears))
    resolve(game)
    assert pt(game, bears) == (3, 3)
    activate(game, "Short Sword", name(game, lions))
    resolve(game)
    assert pt(game, bears) == (2, 2) and pt(game, lions) == (3, 2)
    assert game.state.objects[sword].attached_to == lions
    game.apply("pass")
    assert game.decision is not None and game.decision.player == BOB
    cast(game, "Shock", name(game, lions))
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Savannah Lions"]
    assert on_battlefield(game, sword) and game.state.objects[sword].attached_to is None


def test_equip_only_as_a_sorcery_and_only_your_creatures():
    """702.6a / 702.6 / 115.1e / 602.5d: equip is a targeted activated ability: it targets a
    creature you control and can't be activated at instant speed."""
    game, labels = setup({"battlefield": ["Bonesplitter", "Mountain",
                                          {"card": "Gray Ogre", "label": "ogre"}]},
                         {"battlefield": ["Grizzly Bears"]})
    game.apply(next(c for c in game.legal_choices() if str(c).startswith("activate Bonesplitter")))
    assert [o for o in options(game) if o.startswith("target")] == \
        [f"target Gray Ogre#{labels['ogre']}"]
    game.apply("target Gray Ogre")
    pay(game)
    resolve(game)
    assert pt(game, labels["ogre"]) == (4, 2)
    game2, _ = setup({"battlefield": ["Bonesplitter", "Mountain", "Gray Ogre"]},
                     step="beginning of combat")
    assert not has_option(game2, "activate Bonesplitter")


# -- artifacts -------------------------------------------------------------------------------
def test_liquimetal_coating_makes_a_permanent_an_artifact_until_end_of_turn():
    """205.1b / 613.1d / 514.2: the target becomes an artifact in addition to its other
    types, so Go for the Throat ("target nonartifact creature") can't target it; the
    effect ends in the cleanup step."""
    game, labels = setup({"hand": ["Go for the Throat"], "pool": "{B}{1}",
                          "battlefield": [{"card": "Liquimetal Coating", "label": "coating"}]},
                         {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    bears = labels["bears"]
    assert has_option(game, "cast Go for the Throat")
    activate(game, name(game, labels["coating"]), name(game, bears))
    resolve(game)
    c = characteristics(game.state, bears)
    assert c.types == {"Artifact", "Creature"} and c.subtypes == {"Bear"}
    assert not has_option(game, "cast Go for the Throat")
    assert game.state.objects[labels["coating"]].tapped
    advance(game, "upkeep", turn=4)
    assert characteristics(game.state, bears).types == {"Creature"}


# -- planeswalkers ---------------------------------------------------------------------------
def test_jace_beleren_loyalty_abilities():
    """606.3 / 606.4: one loyalty ability per turn at sorcery speed, its loyalty cost paid
    with counters; [+2] each player draws a card."""
    game, labels = setup({"battlefield": [{"card": "Jace Beleren", "label": "jace"}],
                          "library": ["Island"]}, {"library": ["Forest"]})
    jace = labels["jace"]
    assert game.state.objects[jace].counters["loyalty"] == 3
    assert not has_option(game, f"activate {name(game, jace)}: [−10]")
    activate(game, f"{name(game, jace)}: [+2]")
    assert game.state.objects[jace].counters["loyalty"] == 5
    assert not has_option(game, "activate Jace Beleren")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Island"] and zone(game, BOB, "hand") == ["Forest"]


def test_jace_beleren_minus_one_and_minus_ten():
    """606.4 / 701.17a / 704.5i: [−1] makes a target player draw; [−10] mills twenty and
    leaves Jace with no loyalty, so he goes to the graveyard."""
    game, labels = setup({"battlefield": [{"card": "Jace Beleren", "loyalty": 10,
                                           "label": "jace"}]},
                         {"library": ["Forest"] * 25})
    jace = labels["jace"]
    activate(game, f"{name(game, jace)}: [−10]", "Bob")
    assert zone(game, ALICE, "graveyard") == ["Jace Beleren"]     # 704.5i before priority
    resolve(game)
    assert len(zone(game, BOB, "library")) == 5 and len(zone(game, BOB, "graveyard")) == 20
    game2, labels2 = setup({"battlefield": [{"card": "Jace Beleren", "label": "jace"}]},
                           {"library": ["Forest"]})
    activate(game2, f"{name(game2, labels2['jace'])}: [−1]", "Bob")
    resolve(game2)
    assert zone(game2, BOB, "hand") == ["Forest"]
    assert game2.state.objects[labels2["jace"]].counters["loyalty"] == 2


def test_garruk_wildspeaker_untaps_two_lands_and_makes_a_beast():
    """606.4 / 111.1: [+1] untaps two target lands; [−1] creates a 3/3 green Beast token."""
    game, labels = setup({"battlefield": [{"card": "Garruk Wildspeaker", "label": "garruk"},
                                          {"card": "Forest", "tapped": True, "label": "f1"},
                                          {"card": "Forest", "tapped": True, "label": "f2"}]})
    activate(game, "Garruk Wildspeaker#1: [+1]", name(game, labels["f1"]),
             name(game, labels["f2"]))
    resolve(game)
    assert not game.state.objects[labels["f1"]].tapped
    assert not game.state.objects[labels["f2"]].tapped
    assert game.state.objects[labels["garruk"]].counters["loyalty"] == 4
    game2, _ = setup({"battlefield": ["Garruk Wildspeaker"]})
    activate(game2, "Garruk Wildspeaker#1: [−1]")
    resolve(game2)
    beast = game2.state.battlefield[-1]
    c = characteristics(game2.state, beast)
    assert (c.name, c.power, c.toughness, c.colors) == ("Beast", 3, 3, {"G"})


def test_garruk_wildspeaker_overrun():
    """611.2c / 514.2: [−4] gives the creatures its controller controls +3/+3 and trample
    until end of turn; creatures arriving later aren't affected."""
    game, labels = setup({"battlefield": [{"card": "Garruk Wildspeaker", "loyalty": 4},
                                          {"card": "Grizzly Bears", "label": "bears"}]},
                         {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}]})
    activate(game, "Garruk Wildspeaker#1: [−4]")
    resolve(game)
    bears = characteristics(game.state, labels["bears"])
    assert (bears.power, bears.toughness, bears.has("trample")) == (5, 5, True)
    assert pt(game, labels["ogre"]) == (2, 2)
    assert zone(game, ALICE, "graveyard") == ["Garruk Wildspeaker"]
    advance(game, "upkeep", turn=4)
    assert pt(game, labels["bears"]) == (2, 2)


def test_illegal_loyalty_activation_is_rejected():
    """606.6: a loyalty ability with a negative cost can't be activated without enough
    loyalty counters."""
    game, _ = setup({"battlefield": ["Garruk Wildspeaker"]})
    with pytest.raises(IllegalChoiceError):
        game.apply("activate Garruk Wildspeaker#1: [−4]: Creatures you control get +3/+3 and "
                   "gain trample until end of turn.")
