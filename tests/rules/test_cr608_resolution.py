"""608: resolving spells and abilities. The top object resolves when all players pass in
succession (608.1, 117.4); targets are checked again and a spell or ability whose targets
are all illegal doesn't resolve, while one with some legal targets affects only those
(608.2b); instructions are followed in order (608.2c); last known information is used for
an object that left its zone (608.2h); an instant or sorcery goes to its owner's graveyard
as its last step (608.2n); a permanent spell enters the battlefield (608.3, 608.3a), an Aura
spell only if its target is still legal (608.3b); countering (701.6a)."""

from __future__ import annotations

import pytest

from helpers import (
    ALICE,
    BOB,
    battlefield,
    cites,
    do,
    game_at,
    life,
    log_has,
    pass_all,
    pt,
    stack,
    texts,
    zone,
)
from manastack.cards.registry import get_card
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.serialize import state_from_json, state_hash, state_to_json

TWIN_SPARK = {"name": "Twin Spark", "mana_cost": "{1}{R}", "type_line": "Instant",
              "text": "Twin Spark deals 2 damage to two target creatures."}
SLINGER = {"name": "Ogre Slinger", "mana_cost": "{2}{R}", "type_line": "Creature — Ogre",
           "text": "{T}: This creature deals damage equal to its power to target player.",
           "power": 2, "toughness": 2}
SLING = "{T}: This creature deals damage equal to its power to target player."
PYROMANCER = "{T}: This creature deals 1 damage to any target."


def log_index(game: Game, text: str) -> int:
    return next(i for i, e in enumerate(game.log()) if text in str(e))


def priority_of(game: Game) -> int:
    d = game.decision
    assert d is not None and d.kind is DecisionKind.PRIORITY
    return d.player


def rejects(game: Game, text: str, rule: str) -> None:
    """The choice is illegal, the message names `rule`, and nothing changes."""
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError) as info:
        game.apply(text)
    assert rule in str(info.value)
    assert game.state_hash() == before


# -- 608.1 / 117.4: what resolves, and when ----------------------------------------------------
def test_only_the_top_object_resolves_when_all_pass_in_succession() -> None:
    """608.1, 117.4, 405.5, 117.3b-c: Alice's Lightning Bolt is answered by Bob's Shock.
    Bob keeps priority after casting and passes; only when Alice passes too does the top
    object, Shock, resolve; the Bolt stays, and Alice (active) gets priority again."""
    game, _ = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                      {"hand": ["Shock"], "battlefield": ["Mountain"]})
    do(game, "cast Lightning Bolt", "target Bob", "pay {R} automatically")
    assert priority_of(game) == ALICE
    game.apply("pass")
    do(game, "cast Shock", "target Alice", "pay {R} automatically", by="Bob")
    assert priority_of(game) == BOB
    game.apply("pass")
    assert priority_of(game) == ALICE and stack(game) == ["Shock", "Lightning Bolt"]
    assert life(game, ALICE) == 20      # Alice's earlier pass was not "in succession"
    game.apply("pass")
    assert stack(game) == ["Lightning Bolt"]
    assert life(game, ALICE) == 18 and life(game, BOB) == 20
    assert priority_of(game) == ALICE
    pass_all(game)
    assert game.state.stack == () and life(game, BOB) == 17


def test_a_response_cast_after_a_pass_means_nothing_resolves_yet() -> None:
    """117.4, 608.1: Alice passes with her Bolt on the stack; Bob casts a spell instead of
    passing, so the passes are not in succession and the Bolt hasn't resolved."""
    game, labels = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                           {"hand": ["Giant Growth"], "battlefield": [
                               "Forest", {"card": "Grizzly Bears", "label": "bears"}]})
    do(game, "cast Lightning Bolt", f"target Grizzly Bears#{labels['bears']}", "pay {R} automatically")
    game.apply("pass")
    do(game, "cast Giant Growth", f"target Grizzly Bears#{labels['bears']}", "pay {G} automatically",
       by="Bob")
    assert stack(game) == ["Giant Growth", "Lightning Bolt"]
    assert game.state.objects[labels["bears"]].damage == 0
    pass_all(game)
    pass_all(game)
    assert game.state.objects[labels["bears"]].damage == 3
    assert "Grizzly Bears" in battlefield(game, BOB)


# -- 608.2b: targets checked again -----------------------------------------------------------------
def test_a_spell_whose_only_target_is_illegal_does_not_resolve() -> None:
    """608.2b: Alice's Lightning Bolt targets Grizzly Bears; Bob returns the Bears to his
    hand in response. The Bolt doesn't resolve: no damage, and it goes to Alice's
    graveyard."""
    game, labels = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                           {"hand": ["Unsummon"], "battlefield": [
                               "Island", {"card": "Grizzly Bears", "label": "bears"}]})
    do(game, "cast Lightning Bolt", f"target Grizzly Bears#{labels['bears']}", "pay {R} automatically")
    game.apply("pass")
    do(game, "cast Unsummon", "target Grizzly Bears", "pay {U} automatically", by="Bob")
    pass_all(game)
    assert zone(game, BOB, "hand") == ["Grizzly Bears"]
    pass_all(game)
    assert game.state.stack == ()
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt"]
    assert cites(game, "608.2b") and not log_has(game, "damage to Grizzly Bears")
    assert life(game, ALICE) == 20 and life(game, BOB) == 20


def test_a_spell_with_one_of_two_targets_illegal_affects_the_legal_one() -> None:
    """608.2b: Twin Spark targets Grizzly Bears and Gray Ogre; the Ogre is returned to
    Bob's hand in response. The spell resolves, dealing damage only to the Bears."""
    game, labels = game_at({"hand": ["Twin Spark"], "battlefield": ["Mountain"] * 2},
                           {"hand": ["Unsummon"], "battlefield": [
                               "Island", {"card": "Grizzly Bears", "label": "bears"},
                               {"card": "Gray Ogre", "label": "ogre"}]}, cards=(TWIN_SPARK,))
    do(game, "cast Twin Spark", "target Grizzly Bears", "target Gray Ogre", "pay {1}{R} automatically")
    game.apply("pass")
    do(game, "cast Unsummon", "target Gray Ogre", "pay {U} automatically", by="Bob")
    pass_all(game)
    pass_all(game)
    assert log_has(game, f"deals 2 damage to Grizzly Bears#{labels['bears']}")
    assert not log_has(game, "damage to Gray Ogre")
    assert zone(game, BOB, "hand") == ["Gray Ogre"]
    assert zone(game, BOB, "graveyard") == ["Unsummon", "Grizzly Bears"]     # 704.5g
    assert zone(game, ALICE, "graveyard") == ["Twin Spark"]
    assert not cites(game, "608.2b")


def test_an_ability_whose_target_is_illegal_does_not_resolve() -> None:
    """608.2b: Prodigal Pyromancer's ability targets Llanowar Elves; Bob returns the Elves
    to his hand in response, so the ability is removed from the stack without effect."""
    game, labels = game_at({"battlefield": [{"card": "Prodigal Pyromancer", "label": "pyro"}]},
                           {"hand": ["Unsummon"], "battlefield": [
                               "Island", {"card": "Llanowar Elves", "label": "elf"}]})
    do(game, f"activate Prodigal Pyromancer#{labels['pyro']}: {PYROMANCER}",
       f"target Llanowar Elves#{labels['elf']}")
    game.apply("pass")
    do(game, "cast Unsummon", "target Llanowar Elves", "pay {U} automatically", by="Bob")
    pass_all(game)
    assert stack(game) == ["Prodigal Pyromancer ability"]
    pass_all(game)
    assert game.state.stack == ()
    assert log_has(game, "doesn't resolve (all its targets are illegal)")
    assert zone(game, BOB, "hand") == ["Llanowar Elves"]


# -- 608.2c: instructions in order ----------------------------------------------------------------
def test_instructions_are_followed_in_the_order_written() -> None:
    """608.2c: Opt says "Scry 1. Draw a card." Alice scries first, putting Forest on the
    bottom, and only then draws: she draws the Mountain beneath it."""
    game, _ = game_at({"hand": ["Opt"], "library": ["Forest", "Mountain", "Plains"],
                       "battlefield": ["Island"]}, {})
    do(game, "cast Opt", "pay {U} automatically")
    pass_all(game)
    d = game.decision
    assert d is not None and d.kind is DecisionKind.PICK and "scry" in d.prompt
    assert zone(game, ALICE, "hand") == []          # nothing drawn yet
    do(game, "pick Forest")
    assert zone(game, ALICE, "hand") == ["Mountain"]
    assert zone(game, ALICE, "library") == ["Plains", "Forest"]
    assert zone(game, ALICE, "graveyard") == ["Opt"]


# -- 608.2n / 608.3: where the spell goes ----------------------------------------------------------
def test_an_instant_goes_to_its_owners_graveyard_after_its_effect() -> None:
    """608.2n: Lightning Bolt deals its damage, then is put into Alice's graveyard as the
    final step of its resolution."""
    game, _ = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, {})
    do(game, "cast Lightning Bolt", "target Bob", "pay {R} automatically")
    pass_all(game)
    assert life(game, BOB) == 17
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt"] and game.state.stack == ()
    assert log_index(game, "608.2: Lightning Bolt") < log_index(game, "deals 3 damage to Bob") \
        < log_index(game, "608.2n: Lightning Bolt")


def test_a_sorcery_goes_to_the_graveyard_after_resolving() -> None:
    """608.2n: Divination has Alice draw two cards, then goes to her graveyard."""
    game, _ = game_at({"hand": ["Divination"], "library": ["Forest", "Mountain", "Plains"],
                       "battlefield": ["Island"] * 3}, {})
    do(game, "cast Divination", "pay {2}{U} automatically")
    pass_all(game)
    assert sorted(zone(game, ALICE, "hand")) == ["Forest", "Mountain"]
    assert zone(game, ALICE, "graveyard") == ["Divination"]
    assert cites(game, "608.2n")


def test_a_permanent_spell_enters_the_battlefield_under_its_controller() -> None:
    """608.3, 608.3a: Grizzly Bears resolves and becomes a permanent on the battlefield under
    Alice's control, not a card in her graveyard."""
    game, _ = game_at({"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * 2}, {})
    do(game, "cast Grizzly Bears", "pay {1}{G} automatically")
    assert stack(game) == ["Grizzly Bears"]
    pass_all(game)
    assert battlefield(game, ALICE) == ["Forest", "Forest", "Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == [] and game.state.stack == ()
    assert cites(game, "608.3")


def test_an_aura_spell_with_an_illegal_target_goes_to_the_graveyard() -> None:
    """608.3b, 608.2b: Pacifism targets Grizzly Bears, which Bob returns to his hand; the
    Aura spell doesn't resolve and goes to Alice's graveyard."""
    game, _ = game_at({"hand": ["Pacifism"], "battlefield": ["Plains"] * 2},
                      {"hand": ["Unsummon"], "battlefield": ["Island", "Grizzly Bears"]})
    do(game, "cast Pacifism", "target Grizzly Bears", "pay {1}{W} automatically")
    game.apply("pass")
    do(game, "cast Unsummon", "target Grizzly Bears", "pay {U} automatically", by="Bob")
    pass_all(game)
    pass_all(game)
    assert game.state.stack == ()
    assert zone(game, ALICE, "graveyard") == ["Pacifism"]
    assert battlefield(game, ALICE) == ["Plains", "Plains"]
    assert cites(game, "608.3b")


# -- 701.6a: countering -------------------------------------------------------------------------------
def test_counterspell_counters_a_creature_spell() -> None:
    """701.6a, 608.2n: Bob's Counterspell counters Grizzly Bears: the Bears goes from the
    stack to Alice's graveyard without resolving; Counterspell then goes to Bob's."""
    game, _ = game_at({"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * 2},
                      {"hand": ["Counterspell"], "battlefield": ["Island"] * 2})
    do(game, "cast Grizzly Bears", "pay {1}{G} automatically")
    game.apply("pass")
    do(game, "cast Counterspell", "target Grizzly Bears", "pay {U}{U} automatically", by="Bob")
    assert stack(game) == ["Counterspell", "Grizzly Bears"]
    pass_all(game)
    assert game.state.stack == ()
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    assert zone(game, BOB, "graveyard") == ["Counterspell"]
    assert "Grizzly Bears" not in battlefield(game)
    assert cites(game, "701.6a")


def test_essence_scatter_targets_only_creature_spells() -> None:
    """701.6a, 115.1, 601.2c: with only Lightning Bolt on the stack, Essence Scatter ("counter
    target creature spell") can't be cast; against Grizzly Bears it counters the spell."""
    game, _ = game_at({"hand": ["Lightning Bolt", "Grizzly Bears"],
                       "battlefield": ["Mountain", "Forest", "Forest"]},
                      {"hand": ["Essence Scatter"], "battlefield": ["Island"] * 4})
    do(game, "cast Lightning Bolt", "target Bob", "pay {R} automatically")
    game.apply("pass")
    assert not any(t.startswith("cast Essence Scatter") for t in texts(game))
    rejects(game, "cast Essence Scatter", "601.2c")
    pass_all(game)
    assert life(game, BOB) == 17
    do(game, "cast Grizzly Bears", "pay {1}{G} automatically")
    game.apply("pass")
    do(game, "cast Essence Scatter", "target Grizzly Bears", "pay {1}{U} automatically", by="Bob")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt", "Grizzly Bears"]
    assert "Grizzly Bears" not in battlefield(game)


def test_negate_counters_a_noncreature_spell_but_cant_target_a_creature_spell() -> None:
    """701.6a, 115.1: Negate ("counter target noncreature spell") counters Lightning Bolt:
    no damage is dealt and the Bolt goes to Alice's graveyard; it can't target Grizzly
    Bears."""
    game, _ = game_at({"hand": ["Lightning Bolt", "Grizzly Bears"],
                       "battlefield": ["Mountain", "Forest", "Forest"]},
                      {"hand": ["Negate", "Negate"], "battlefield": ["Island"] * 4})
    do(game, "cast Lightning Bolt", "target Bob", "pay {R} automatically")
    game.apply("pass")
    do(game, "cast Negate", "target Lightning Bolt", "pay {1}{U} automatically", by="Bob")
    pass_all(game)
    assert game.state.stack == () and life(game, BOB) == 20
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt"]
    assert zone(game, BOB, "graveyard") == ["Negate"]
    do(game, "cast Grizzly Bears", "pay {1}{G} automatically")
    game.apply("pass")
    assert priority_of(game) == BOB
    rejects(game, "cast Negate", "601.2c")
    pass_all(game)
    assert "Grizzly Bears" in battlefield(game, ALICE)


def test_a_countered_counterspell_lets_the_original_spell_resolve() -> None:
    """701.6a, 608.1: Bob counters Alice's Lightning Bolt; Alice counters Bob's
    Counterspell. Hers resolves first and counters his, so the Bolt resolves."""
    game, _ = game_at({"hand": ["Lightning Bolt", "Counterspell"],
                       "battlefield": ["Mountain", "Island", "Island"]},
                      {"hand": ["Counterspell"], "battlefield": ["Island"] * 2})
    do(game, "cast Lightning Bolt", "target Bob", "pay {R} automatically")
    game.apply("pass")
    do(game, "cast Counterspell", "target Lightning Bolt", "pay {U}{U} automatically", by="Bob")
    game.apply("pass")
    do(game, "cast Counterspell", "target Counterspell", "pay {U}{U} automatically", by="Alice")
    assert stack(game) == ["Counterspell", "Counterspell", "Lightning Bolt"]
    pass_all(game)
    assert stack(game) == ["Lightning Bolt"]
    assert zone(game, BOB, "graveyard") == ["Counterspell"]
    pass_all(game)
    assert life(game, BOB) == 17
    assert zone(game, ALICE, "graveyard") == ["Counterspell", "Lightning Bolt"]


# -- 608.2h: last known information ------------------------------------------------------------------
def test_an_ability_uses_its_sources_last_known_power() -> None:
    """608.2h: Ogre Slinger (2/2 with two +1/+1 counters) activates "deals damage equal to
    its power"; Bob returns it to Alice's hand in response. The ability uses the Slinger's
    last known information from the battlefield: 4 damage, not the card's 2."""
    game, labels = game_at({"battlefield": [{"card": "Ogre Slinger", "label": "sling",
                                             "counters": {"+1/+1": 2}}]},
                           {"hand": ["Unsummon"], "battlefield": ["Island"]}, cards=(SLINGER,))
    do(game, f"activate Ogre Slinger#{labels['sling']}: {SLING}", "target Bob")
    game.apply("pass")
    do(game, "cast Unsummon", "target Ogre Slinger", "pay {U} automatically", by="Bob")
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Ogre Slinger"]
    pass_all(game)
    assert life(game, BOB) == 16


def test_a_source_that_left_the_battlefield_still_deals_the_damage() -> None:
    """608.2h, 113.7a: Prodigal Pyromancer is destroyed in response to its ability; the
    ability still resolves, its last known information being the source of the damage."""
    game, labels = game_at({"battlefield": [{"card": "Prodigal Pyromancer", "label": "pyro"}]},
                           {"hand": ["Murder"], "battlefield": ["Swamp"] * 3})
    do(game, f"activate Prodigal Pyromancer#{labels['pyro']}: {PYROMANCER}", "target Bob")
    game.apply("pass")
    do(game, "cast Murder", "target Prodigal Pyromancer", "pay {1}{B}{B} automatically", by="Bob")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Prodigal Pyromancer"]
    pass_all(game)
    assert life(game, BOB) == 19
    assert log_has(game, f"Prodigal Pyromancer#{labels['pyro']} deals 1 damage to Bob")


def test_a_dies_ability_counts_the_counters_the_creature_last_had() -> None:
    """608.2h, 603.10a: Hangarback Walker with two +1/+1 counters is destroyed; its ability
    counts the counters it had on the battlefield and creates two Thopters."""
    game, _ = game_at({"hand": ["Murder"], "battlefield": ["Swamp"] * 3},
                      {"battlefield": [{"card": "Hangarback Walker", "counters": {"+1/+1": 2}}]})
    do(game, "cast Murder", "target Hangarback Walker", "pay {1}{B}{B} automatically")
    pass_all(game)
    assert stack(game) == ["Hangarback Walker ability"]
    pass_all(game)
    assert battlefield(game, BOB) == ["Thopter", "Thopter"]


# 608.2h with continuous effects: the last known information of an object is what the
# layers made of it as it last existed on the battlefield (613), not its printed card.
ELDER = "{1}{R}{R}: This creature deals damage equal to its power to any target."
IMMOLATOR = ("{R}, Sacrifice this creature: It deals damage equal to its power to target "
             "creature or planeswalker.")


def _pumped_elder_murdered() -> tuple[Game, dict[str, int]]:
    """Spikeshot Elder (1/1) gets +3/+3 from Giant Growth and activates its ability
    targeting Bob; Bob murders it in response. Returns with the ability still on the
    stack and the Elder in Alice's graveyard."""
    game, labels = game_at({"hand": ["Giant Growth"], "battlefield": [
                               {"card": "Spikeshot Elder", "label": "elder"},
                               "Forest", "Mountain", "Mountain", "Mountain"]},
                           {"hand": ["Murder"], "battlefield": ["Swamp"] * 3})
    elder = labels["elder"]
    do(game, "cast Giant Growth", f"target Spikeshot Elder#{elder}", "pay {G} automatically")
    pass_all(game)
    assert pt(game, elder) == (4, 4)
    do(game, f"activate Spikeshot Elder#{elder}: {ELDER}", "target Bob", "pay {1}{R}{R} automatically")
    game.apply("pass")
    do(game, "cast Murder", f"target Spikeshot Elder#{elder}", "pay {1}{B}{B} automatically", by="Bob")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Giant Growth", "Spikeshot Elder"]
    assert stack(game) == ["Spikeshot Elder ability"]
    return game, labels


def test_an_ability_uses_the_power_a_pump_spell_gave_its_source() -> None:
    """608.2h, 113.7a, 613.4c: Spikeshot Elder, 4/4 with Giant Growth, is destroyed in
    response to "deals damage equal to its power"; the ability uses the Elder's last known
    information, Giant Growth included: 4 damage, not the card's 1."""
    game, labels = _pumped_elder_murdered()
    assert pt(game, labels["elder"]) == (4, 4)          # its last known characteristics
    pass_all(game)
    assert life(game, BOB) == 16
    assert log_has(game, f"Spikeshot Elder#{labels['elder']} deals 4 damage to Bob")


def test_an_aura_bonus_counts_after_the_creature_is_sacrificed() -> None:
    """608.2h, 602.2b, 601.2h, 613.4c: Heartfire Immolator enchanted with Holy Strength
    (3/4) is sacrificed to pay for its ability; Holy Strength goes to the graveyard
    (704.5m) before the ability resolves, but the Immolator's last known power, 3,
    includes it: Centaur Courser (3/3) is dealt 3 damage and dies."""
    game, labels = game_at(
        {"battlefield": ["Mountain", {"card": "Heartfire Immolator", "label": "imm"},
                         {"card": "Holy Strength", "attached_to": "imm"}]},
        {"battlefield": [{"card": "Centaur Courser", "label": "courser"}]})
    imm = labels["imm"]
    assert pt(game, imm) == (3, 4)
    do(game, f"activate Heartfire Immolator#{imm}: {IMMOLATOR}",
       f"target Centaur Courser#{labels['courser']}", "pay {R} automatically")
    assert sorted(zone(game, ALICE, "graveyard")) == ["Heartfire Immolator", "Holy Strength"]
    assert stack(game) == ["Heartfire Immolator ability"]
    pass_all(game)
    assert log_has(game, f"Heartfire Immolator#{imm} deals 3 damage to Centaur Courser")
    assert zone(game, BOB, "graveyard") == ["Centaur Courser"]


def test_swords_to_plowshares_gains_the_life_of_the_pumped_power() -> None:
    """608.2h: Swords to Plowshares exiles Grizzly Bears, which Bob pumped with Giant Growth
    in response; "its controller gains life equal to its power" then reads the exiled
    creature's last known information: Bob gains 5, not 2."""
    game, labels = game_at({"hand": ["Swords to Plowshares"], "battlefield": ["Plains"]},
                           {"hand": ["Giant Growth"], "battlefield": [
                               "Forest", {"card": "Grizzly Bears", "label": "bears"}]})
    bears = f"Grizzly Bears#{labels['bears']}"
    do(game, "cast Swords to Plowshares", f"target {bears}", "pay {W} automatically")
    game.apply("pass")
    do(game, "cast Giant Growth", f"target {bears}", "pay {G} automatically", by="Bob")
    pass_all(game)
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Grizzly Bears"]
    assert life(game, BOB) == 25 and life(game, ALICE) == 20


def test_a_creature_no_effect_applied_to_keeps_only_its_record() -> None:
    """608.2h: without continuous effects, an object's last known characteristics are its
    own (counters included), and nothing else is kept with it."""
    game, labels = game_at({"hand": ["Murder"], "battlefield": ["Swamp"] * 3},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears",
                                             "counters": {"+1/+1": 1}}]})
    do(game, "cast Murder", f"target Grizzly Bears#{labels['bears']}", "pay {1}{B}{B} automatically")
    pass_all(game)
    assert game.state.lki[labels["bears"]].last_chars is None
    assert pt(game, labels["bears"]) == (3, 3)


def test_last_known_characteristics_survive_save_and_load() -> None:
    """608.2h, with saves: the pumped Spikeshot Elder is in the last known information when
    the game is saved; the loaded game is the same game (same state hash), knows the Elder
    was 4/4, and its ability deals 4 damage there too."""
    game, labels = _pumped_elder_murdered()
    elder = labels["elder"]
    text = game.save()
    assert '"last_chars"' in text
    loaded = Game.load(text)
    assert loaded.state_hash() == game.state_hash()
    assert pt(loaded, elder) == (4, 4)
    raw = state_to_json(game.state)
    again = state_from_json(raw, get_card)
    assert state_hash(again) == state_hash(game.state)
    assert again.lki[elder].last_chars == game.state.lki[elder].last_chars == \
        (("power", 4), ("toughness", 4))
    for g in (game, loaded):
        pass_all(g)
        assert life(g, BOB) == 16
    assert loaded.state_hash() == game.state_hash()
