"""Choices made as a permanent enters and the abilities that read them (614.1c, 614.12,
614.12a, 607.2d), compiled from Oracle text and played: "As this artifact enters, choose a
color / a creature type", "This land enters tapped. As it enters, choose a color other than
blue.", "Add one mana of the chosen color", "Add {U} or one mana of the chosen color",
"Creatures you control of the chosen type get +1/+1", "Creatures of the chosen type your
opponents control get -1/-1", "Creatures you control of the chosen color get +1/+1",
"Whenever you cast a spell of the chosen color", "This creature has protection from the
chosen color" and "Destroy target permanent of the chosen color"."""

from __future__ import annotations

from oracle_harness import template

from helpers import (
    cites,
    do,
    game_at,
    life,
    pass_all,
    pay,
    pt,
    resolve,
    texts,
)
from manastack.game import Game
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 5


def _only(game: Game, name: str) -> int:
    (oid,) = [o for o in game.state.battlefield if game.state.objects[o].card.name == name]
    return oid


def _cast(game: Game, name: str) -> None:
    do(game, f"cast {name}")
    pay(game)
    pass_all(game)


def _pool(game: Game) -> str:
    return "".join(f"{{{u.type}}}" for u in game.state.players[0].pool)


@template("as_enters_choose", "choose_a_color", "add_chosen_color", cards=("Sol Grail",))
def test_sol_grail_adds_one_mana_of_the_color_chosen_as_it_entered() -> None:
    """614.12, 105.4: Alice chooses one of the five colors as Sol Grail enters (before it
    is on the battlefield, 614.12a); its mana ability then adds that color only (607.2d)."""
    game, _ = game_at({"battlefield": ["Island"] * 3, "hand": ["Sol Grail"], "library": LIBRARY},
                      {"library": LIBRARY})
    do(game, "cast Sol Grail")
    pay(game)
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.COLOR
    assert texts(game) == ["white", "blue", "black", "red", "green"]
    do(game, "red")
    grail = _only(game, "Sol Grail")
    assert game.state.objects[grail].chosen == {"color": "R"}
    assert cites(game, "614.12")
    do(game, f"activate Sol Grail#{grail}: {{T}}: Add one mana of the chosen color.")
    assert _pool(game) == "{R}"


@template("tapped_as_enters_choose", "excluded_color", "add_or_chosen_color",
          cards=("Thriving Isle",))
def test_thriving_isle_enters_tapped_and_adds_blue_or_the_other_color_chosen() -> None:
    """614.1c, 614.12: Thriving Isle enters tapped and its controller chooses a color other
    than blue (blue isn't offered); untapped, it adds {U} or the chosen color (106.1a)."""
    game, _ = game_at({"hand": ["Thriving Isle"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "play Thriving Isle")
    assert texts(game) == ["white", "black", "red", "green"]
    do(game, "green")
    isle = _only(game, "Thriving Isle")
    assert game.state.objects[isle].tapped
    assert game.state.objects[isle].chosen == {"color": "G"}
    # The same land, untapped, with green chosen (a position may say what was chosen).
    game, labels = game_at({"battlefield": [{"card": "Thriving Isle", "label": "isle",
                                             "chosen": {"color": "G"}}], "library": LIBRARY},
                           {"library": LIBRARY})
    isle = labels["isle"]
    do(game, f"activate Thriving Isle#{isle}: {{T}}: Add {{U}} or one mana of the chosen color.")
    assert texts(game) == ["add {U}", "add {G}"]
    do(game, "add {G}")
    assert _pool(game) == "{G}"


@template("choose_a_creature_type", "chosen_type_suffix", cards=("Patchwork Banner",))
def test_patchwork_banner_pumps_only_creatures_of_the_chosen_type() -> None:
    """205.3m: every creature type is offered (Time Lord too); 607.2d, 613.4c: Alice's Elf
    gets +1/+1, her Bear and Bob's Elf don't."""
    game, labels = game_at({"battlefield": ["Island"] * 3 + [
        {"card": "Llanowar Elves", "label": "elf"}, {"card": "Grizzly Bears", "label": "bear"}],
        "hand": ["Patchwork Banner"], "library": LIBRARY},
        {"battlefield": [{"card": "Elvish Mystic", "label": "their_elf"}], "library": LIBRARY})
    do(game, "cast Patchwork Banner")
    pay(game)
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.TYPE
    assert {c.args[0] for c in game.legal_choices()} == CREATURE_TYPES
    do(game, "type Elf")
    assert pt(game, labels["elf"]) == (2, 2)
    assert pt(game, labels["bear"]) == (2, 2)
    assert pt(game, labels["their_elf"]) == (1, 1)
    banner = _only(game, "Patchwork Banner")
    do(game, f"activate Patchwork Banner#{banner}: {{T}}: Add one mana of any color.", "add {W}")
    assert _pool(game) == "{W}"


def test_plague_engineer_shrinks_the_chosen_type_of_opponents_only() -> None:
    """607.2d: Plague Engineer's "Creatures of the chosen type your opponents control get
    -1/-1": Bob's Elf dies (704.5f), Alice's Elf stays."""
    game, labels = game_at({"battlefield": ["Swamp"] * 3 + [
        {"card": "Llanowar Elves", "label": "elf"}], "hand": ["Plague Engineer"],
        "library": LIBRARY},
        {"battlefield": [{"card": "Elvish Mystic", "label": "their_elf"}], "library": LIBRARY})
    _cast(game, "Plague Engineer")
    do(game, "type Elf")
    pass_all(game)
    assert pt(game, labels["elf"]) == (1, 1)
    assert game.state.get(labels["their_elf"]) is None


@template("chosen_color_suffix", cards=("Hall of Triumph", "Diamond Mare"))
def test_hall_of_triumph_pumps_creatures_of_the_chosen_color() -> None:
    """607.2d: "Creatures you control of the chosen color get +1/+1": green, not the white
    creature."""
    game, labels = game_at({"battlefield": ["Plains"] * 3 + [
        {"card": "Llanowar Elves", "label": "elf"}, {"card": "Savannah Lions", "label": "lion"}],
        "hand": ["Hall of Triumph"], "library": LIBRARY}, {"library": LIBRARY})
    _cast(game, "Hall of Triumph")
    do(game, "green")
    assert pt(game, labels["elf"]) == (2, 2)
    assert pt(game, labels["lion"]) == (2, 1)


def test_diamond_mare_gains_life_for_spells_of_the_chosen_color_only() -> None:
    """601.2i, 607.2d: with green chosen, casting Grizzly Bears triggers Diamond Mare (1 life);
    casting the white Savannah Lions doesn't."""
    game, _ = game_at({"battlefield": ["Plains"] * 2 + ["Forest"] * 4,
                       "hand": ["Diamond Mare", "Grizzly Bears", "Savannah Lions"],
                       "library": LIBRARY}, {"library": LIBRARY})
    _cast(game, "Diamond Mare")
    do(game, "green")
    _cast(game, "Savannah Lions")
    assert life(game, 0) == 20
    do(game, "cast Grizzly Bears")
    pay(game)
    resolve(game)
    assert life(game, 0) == 21


@template("chosen_color_protection", cards=("Voice of All",))
def test_voice_of_all_has_protection_from_the_chosen_color() -> None:
    """702.16b: with red chosen, Voice of All can't be the target of Bob's red Shock; a
    green spell can still target it."""
    game, _ = game_at({"battlefield": ["Plains"] * 4, "hand": ["Voice of All"],
                            "library": LIBRARY},
                           {"battlefield": ["Mountain", "Forest"], "hand": ["Shock", "Giant Growth"],
                            "library": LIBRARY})
    _cast(game, "Voice of All")
    do(game, "red")
    voice = _only(game, "Voice of All")
    assert "protection from red" in characteristics(game.state, voice).keywords
    do(game, "pass")
    do(game, "cast Shock", by="Bob")
    assert texts(game) == ["target Alice", "target Bob"]
    do(game, "target Alice")
    pay(game)
    resolve(game)
    assert life(game, 0) == 18
    do(game, "pass")
    do(game, "cast Giant Growth", by="Bob")
    assert any(f"Voice of All#{voice}" in t for t in texts(game))


def test_the_choice_survives_a_save_and_a_fork() -> None:
    """607.2d: the chosen value is part of the game: a saved and loaded game and a fork keep
    it, and Patchwork Banner still pumps the chosen type."""
    game, labels = game_at({"battlefield": ["Island"] * 3 + [
        {"card": "Llanowar Elves", "label": "elf"}], "hand": ["Patchwork Banner"],
        "library": LIBRARY}, {"library": LIBRARY})
    _cast(game, "Patchwork Banner")
    do(game, "type Elf")
    for copy in (game.fork(), Game.load(game.save())):
        banner = _only(copy, "Patchwork Banner")
        assert copy.state.objects[banner].chosen == {"creature type": "Elf"}
        assert pt(copy, labels["elf"]) == (2, 2)


def test_a_permanent_put_onto_the_battlefield_with_no_choice_pumps_nothing() -> None:
    """400.7, 607.2d: a Patchwork Banner with nothing chosen (set up on the battlefield
    without entering) gives nothing +1/+1."""
    game, labels = game_at({"battlefield": ["Patchwork Banner", {"card": "Llanowar Elves",
                                                                 "label": "elf"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    assert pt(game, labels["elf"]) == (1, 1)


# -- the chosen type read by triggers, costs and counts ----------------------------------------
@template("chosen_type_suffix", cards=("Species Specialist",))
def test_species_specialist_draws_when_a_creature_of_the_chosen_type_dies() -> None:
    """603.6c, 607.2d: with Elf chosen, Bob's Elf dying triggers Species Specialist; his
    Bear dying doesn't."""
    game, labels = game_at({"battlefield": [{"card": "Species Specialist", "label": "spec",
                                             "chosen": {"creature type": "Elf"}},
                                            "Mountain", "Mountain"],
                            "hand": ["Shock", "Shock"], "library": LIBRARY},
                           {"battlefield": [{"card": "Elvish Mystic", "label": "elf"},
                                            {"card": "Grizzly Bears", "label": "bear"}],
                            "library": LIBRARY})
    do(game, "cast Shock", f"target Grizzly Bears#{labels['bear']}")
    pay(game)
    resolve(game)
    assert game.state.get(labels["bear"]) is None
    assert len(game.state.stack) == 0
    do(game, "cast Shock", f"target Elvish Mystic#{labels['elf']}")
    pay(game)
    resolve(game)
    hand = len(game.state.players[0].hand)
    pass_all(game)
    do(game, "yes")
    assert len(game.state.players[0].hand) == hand + 1


def test_bloodline_pretender_grows_when_another_creature_of_the_chosen_type_enters() -> None:
    """603.2, 607.2d: with Elf chosen, Llanowar Elves entering puts a +1/+1 counter on
    Bloodline Pretender; Grizzly Bears entering doesn't."""
    game, labels = game_at({"battlefield": [{"card": "Bloodline Pretender", "label": "pre",
                                             "chosen": {"creature type": "Elf"}}] + ["Forest"] * 3,
                            "hand": ["Llanowar Elves", "Grizzly Bears"], "library": LIBRARY},
                           {"library": LIBRARY})
    _cast(game, "Grizzly Bears")
    assert game.state.objects[labels["pre"]].counters.get("+1/+1", 0) == 0
    _cast(game, "Llanowar Elves")
    pass_all(game)
    assert game.state.objects[labels["pre"]].counters.get("+1/+1", 0) == 1


def test_doom_cannon_sacrifices_only_a_creature_of_the_chosen_type() -> None:
    """118.3, 607.2d: Doom Cannon's cost "Sacrifice a creature of the chosen type" offers
    the Goblin, not the Bear."""
    game, labels = game_at({"battlefield": [{"card": "Doom Cannon", "label": "cannon",
                                             "chosen": {"creature type": "Goblin"}},
                                            {"card": "Raging Goblin", "label": "goblin"},
                                            {"card": "Grizzly Bears", "label": "bear"}]
                            + ["Mountain"] * 3, "library": LIBRARY}, {"library": LIBRARY})
    cannon = labels["cannon"]
    do(game, f"activate Doom Cannon#{cannon}: {{3}}, {{T}}, Sacrifice a creature of the chosen "
             "type: This artifact deals 3 damage to any target.", "target Bob")
    pay(game, required=False)
    assert texts(game) == [f"pick Raging Goblin#{labels['goblin']}"]
    do(game, f"pick Raging Goblin#{labels['goblin']}")
    pay(game, required=False)
    resolve(game)
    assert game.state.get(labels["goblin"]) is None
    assert life(game, 1) == 17
    assert game.state.get(labels["bear"]) is not None


def test_chameleon_spirit_counts_opponents_permanents_of_the_chosen_color() -> None:
    """604.3, 607.2d: with green chosen, Chameleon Spirit is 2/2 against Bob's two green
    permanents (not his white one)."""
    game, labels = game_at({"battlefield": [{"card": "Chameleon Spirit", "label": "spirit",
                                             "chosen": {"color": "G"}}], "library": LIBRARY},
                           {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"],
                            "library": LIBRARY})
    assert pt(game, labels["spirit"]) == (2, 2)


def test_icon_of_ancestry_reveals_a_creature_card_of_the_chosen_type() -> None:
    """701.20a, 607.2d: of the top three cards, only the Elf card may be revealed and put
    into Alice's hand."""
    game, labels = game_at({"battlefield": [{"card": "Icon of Ancestry", "label": "icon",
                                             "chosen": {"creature type": "Elf"}}]
                            + ["Island"] * 3,
                            "library": ["Grizzly Bears", "Llanowar Elves", "Island", "Island"]},
                           {"library": LIBRARY})
    icon = labels["icon"]
    do(game, next(t for t in texts(game) if t.startswith(f"activate Icon of Ancestry#{icon}: {{3}}")))
    pay(game)
    resolve(game)
    picks = [t for t in texts(game) if t.startswith("pick")]
    assert len(picks) == 1 and "Llanowar Elves" in picks[0]


# -- a basic land type chosen -------------------------------------------------------------------
@template("choose_a_basic_land_type", "chosen_land_type", cards=("Phantasmal Terrain",))
def test_phantasmal_terrain_makes_the_enchanted_land_the_chosen_basic_land_type() -> None:
    """205.3i: the five basic land types are offered; 305.7: the enchanted Forest becomes a
    Swamp (no longer a Forest) and taps for {B}, not {G}."""
    game, labels = game_at({"battlefield": ["Island"] * 2, "hand": ["Phantasmal Terrain"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Forest", "label": "forest"}],
                            "library": LIBRARY})
    forest = labels["forest"]
    do(game, "cast Phantasmal Terrain", f"target Forest#{forest}")
    pay(game)
    pass_all(game)
    assert texts(game) == ["type Plains", "type Island", "type Swamp", "type Mountain",
                           "type Forest"]
    do(game, "type Swamp")
    chars = characteristics(game.state, forest)
    assert "Swamp" in chars.subtypes and "Forest" not in chars.subtypes
    terrain = _only(game, "Phantasmal Terrain")
    assert game.view(0)["battlefield"][
        [o["id"] for o in game.view(0)["battlefield"]].index(terrain)]["chosen"] == \
        {"basic land type": "Swamp"}


@template("chosen_land_type_added", cards=("Realmwright",))
def test_realmwright_adds_the_chosen_type_to_the_lands_you_control() -> None:
    """305.7: with Island chosen, Alice's Forest is also an Island (still a Forest); Bob's
    Forest isn't."""
    game, labels = game_at({"battlefield": [{"card": "Realmwright", "label": "wright",
                                             "chosen": {"basic land type": "Island"}},
                                            {"card": "Forest", "label": "mine"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Forest", "label": "theirs"}],
                            "library": LIBRARY})
    assert {"Island", "Forest"} <= characteristics(game.state, labels["mine"]).subtypes
    assert "Island" not in characteristics(game.state, labels["theirs"]).subtypes


# -- a spell's choice as it resolves (608.2d) -----------------------------------------------------
@template("spell_choice", cards=("Distant Melody",))
def test_distant_melody_draws_for_each_permanent_of_the_type_chosen_as_it_resolves() -> None:
    """608.2d: Alice chooses Elf as Distant Melody resolves and draws a card for each of her
    two Elves (not for her Bear, nor Bob's Elf)."""
    game, _ = game_at({"battlefield": ["Island"] * 4 + ["Llanowar Elves", "Elvish Mystic",
                                                        "Grizzly Bears"],
                       "hand": ["Distant Melody"], "library": LIBRARY},
                      {"battlefield": ["Elvish Mystic"], "library": LIBRARY})
    do(game, "cast Distant Melody")
    pay(game)
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.TYPE
    do(game, "type Elf")
    assert len(game.state.players[0].hand) == 2
    assert cites(game, "608.2d")


def test_sudden_demise_damages_each_creature_of_the_color_chosen() -> None:
    """608.2d: with green chosen, Sudden Demise deals X = 2 damage to each green creature:
    the Bear and the Elf die, the white Lions don't."""
    game, labels = game_at({"battlefield": ["Mountain"] * 3, "hand": ["Sudden Demise"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bear"},
                                            {"card": "Llanowar Elves", "label": "elf"},
                                            {"card": "Savannah Lions", "label": "lions"}],
                            "library": LIBRARY})
    do(game, "cast Sudden Demise", "X=2")
    pay(game)
    pass_all(game)
    do(game, "green")
    assert game.state.get(labels["bear"]) is None
    assert game.state.get(labels["elf"]) is None
    assert game.state.get(labels["lions"]) is not None


def test_and_they_shall_know_no_fear_pumps_the_chosen_type_until_end_of_turn() -> None:
    """608.2d, 611.2c: with Elf chosen, Alice's Elf gets +1/+0 and indestructible until end
    of turn; her Bear doesn't."""
    game, labels = game_at({"battlefield": ["Plains"] * 2 + [
        {"card": "Llanowar Elves", "label": "elf"}, {"card": "Grizzly Bears", "label": "bear"}],
        "hand": ["And They Shall Know No Fear"], "library": LIBRARY}, {"library": LIBRARY})
    _cast(game, "And They Shall Know No Fear")
    do(game, "type Elf")
    assert pt(game, labels["elf"]) == (2, 1)
    assert "indestructible" in characteristics(game.state, labels["elf"]).keywords
    assert pt(game, labels["bear"]) == (2, 2)


def test_adaptive_automaton_is_the_chosen_type_and_pumps_the_others() -> None:
    """205.3m, 613.1d: with Elf chosen, Adaptive Automaton is an Elf in addition to a
    Construct; the other Elf gets +1/+1 (the Automaton doesn't pump itself: "other")."""
    game, labels = game_at({"battlefield": [{"card": "Adaptive Automaton", "label": "auto",
                                             "chosen": {"creature type": "Elf"}},
                                            {"card": "Llanowar Elves", "label": "elf"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    assert {"Elf", "Construct"} <= characteristics(game.state, labels["auto"]).subtypes
    assert pt(game, labels["auto"]) == (2, 2)
    assert pt(game, labels["elf"]) == (2, 2)


def test_bloodline_bidding_returns_the_creature_cards_of_the_chosen_type() -> None:
    """608.2d: with Elf chosen, the Elf cards in Alice's graveyard return to the
    battlefield; the Bear card stays."""
    game, _ = game_at({"battlefield": ["Swamp"] * 8, "hand": ["Bloodline Bidding"],
                       "graveyard": ["Llanowar Elves", "Elvish Mystic", "Grizzly Bears"],
                       "library": LIBRARY}, {"library": LIBRARY})
    _cast(game, "Bloodline Bidding")
    do(game, "type Elf")
    names = sorted(game.state.objects[o].card.name for o in game.state.battlefield
                   if game.state.objects[o].card.name != "Swamp")
    assert names == ["Elvish Mystic", "Llanowar Elves"]


def test_packs_disdain_shrinks_by_the_permanents_of_the_chosen_type() -> None:
    """608.2d: with Elf chosen and two Elves, the target gets -2/-2 and dies."""
    game, labels = game_at({"battlefield": ["Swamp"] * 2 + ["Llanowar Elves", "Elvish Mystic"],
                            "hand": ["Pack's Disdain"], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bear"}],
                            "library": LIBRARY})
    do(game, "cast Pack's Disdain", f"target Grizzly Bears#{labels['bear']}")
    pay(game)
    pass_all(game)
    do(game, "type Elf")
    assert game.state.get(labels["bear"]) is None


def test_curse_of_wizardry_drains_a_player_casting_a_spell_of_the_chosen_color() -> None:
    """601.2i, 607.2d: with green chosen, Bob casting Giant Growth loses 1 life; his red
    Shock costs him nothing."""
    game, labels = game_at({"battlefield": [{"card": "Curse of Wizardry", "label": "curse",
                                             "chosen": {"color": "G"}},
                                            {"card": "Grizzly Bears", "label": "bear"}],
                            "library": LIBRARY},
                           {"battlefield": ["Mountain", "Forest"], "hand": ["Shock", "Giant Growth"],
                            "library": LIBRARY})
    do(game, "pass")
    do(game, "cast Shock", "target Alice", by="Bob")
    pay(game)
    resolve(game)
    assert life(game, 1) == 20
    do(game, "pass")
    do(game, "cast Giant Growth", f"target Grizzly Bears#{labels['bear']}", by="Bob")
    pay(game)
    resolve(game)
    assert life(game, 1) == 19
