"""The land families real decks are made of, each compiled from Oracle text and played:
check lands and fast lands ("enters tapped unless ..."), shock lands (pay 2 life), reveal
lands, bounce lands, pain lands, fetch lands and tri-lands (305.6, 605.1a, 614.1c, 614.12)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, choose, game_at, life, texts
from manastack.game import Game
from manastack.rules.casting import can_pay_mana
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost


def _play(game: Game, name: str) -> int:
    """Play the land `name` from Alice's hand; its new id on the battlefield."""
    before = set(game.state.battlefield)
    game.apply(f"play {name}")
    new = [oid for oid in game.state.battlefield if oid not in before
           and game.state.objects[oid].card.name == name]
    if not new:       # a choice made as it enters is pending
        return -1
    return new[0]


def _tapped_after_play(game: Game, name: str) -> bool:
    oid = _play(game, name)
    return bool(game.state.objects[oid].tapped)


def _entered(game: Game, name: str) -> int:
    return next(oid for oid in game.state.battlefield
                if game.state.objects[oid].card.name == name)


@template("enters_tapped_unless", "control_a_subtype", cards=("Drowned Catacomb",))
def test_check_land_enters_untapped_with_a_land_of_its_types() -> None:
    """614.1c: Drowned Catacomb "enters tapped unless you control an Island or a Swamp": with a
    Volcanic Island (an Island) it enters untapped."""
    game, _ = game_at({"battlefield": ["Volcanic Island"], "hand": ["Drowned Catacomb"]})
    assert not _tapped_after_play(game, "Drowned Catacomb")


def test_check_land_enters_tapped_without_one() -> None:
    """614.1c / 614.1d / 614.12: with only a Mountain, Drowned Catacomb enters tapped. "Enters
    tapped" is a replacement effect, not a trigger: the land is tapped as it enters, nothing
    goes on the stack, and its controller keeps priority (116.3)."""
    game, _ = game_at({"battlefield": ["Mountain"], "hand": ["Drowned Catacomb"]})
    assert _tapped_after_play(game, "Drowned Catacomb")
    assert not game.state.stack and game.decision is not None and game.decision.player == 0
    assert any(e.rule.startswith("614.1") for e in game.log())


@template("enters_tapped_unless", "control_count", cards=("Sunken Hollow",))
def test_battle_land_counts_basic_lands() -> None:
    """614.1c: Sunken Hollow "unless you control two or more basic lands": Volcanic Island
    and one Island aren't enough (305.8: Volcanic Island isn't basic); two Islands are."""
    game, _ = game_at({"battlefield": ["Volcanic Island", "Island"],
                       "hand": ["Sunken Hollow"]})
    assert _tapped_after_play(game, "Sunken Hollow")
    game, _ = game_at({"battlefield": ["Island", "Swamp"], "hand": ["Sunken Hollow"]})
    assert not _tapped_after_play(game, "Sunken Hollow")


@template("control_count", cards=("Blooming Marsh",))
def test_fast_land_enters_tapped_with_three_other_lands() -> None:
    """614.1c: Blooming Marsh "unless you control two or fewer other lands"."""
    game, _ = game_at({"battlefield": ["Swamp", "Forest"], "hand": ["Blooming Marsh"]})
    assert not _tapped_after_play(game, "Blooming Marsh")
    game, _ = game_at({"battlefield": ["Swamp", "Forest", "Island"], "hand": ["Blooming Marsh"]})
    assert _tapped_after_play(game, "Blooming Marsh")


@template("enters_tapped_unless_paid", cards=("Watery Grave",))
def test_shock_land_pays_two_life_to_enter_untapped() -> None:
    """614.12, 119.4: Watery Grave: paying 2 life, it enters untapped; refusing, tapped."""
    game, _ = game_at({"hand": ["Watery Grave"]})
    _play(game, "Watery Grave")
    assert game.decision is not None and game.decision.kind is DecisionKind.MAY
    choose(game, "yes")
    assert not game.state.objects[_entered(game, "Watery Grave")].tapped
    assert life(game, ALICE) == 18
    game, _ = game_at({"hand": ["Watery Grave"]})
    _play(game, "Watery Grave")
    choose(game, "no")
    assert game.state.objects[_entered(game, "Watery Grave")].tapped
    assert life(game, ALICE) == 20


def test_shock_land_cant_pay_more_life_than_you_have() -> None:
    """119.4: at 1 life, Watery Grave offers no payment and enters tapped."""
    game, _ = game_at({"life": 1, "hand": ["Watery Grave"]})
    assert _tapped_after_play(game, "Watery Grave")


@template("enters_tapped_unless_revealed", cards=("Choked Estuary",))
def test_reveal_land_enters_untapped_if_you_reveal() -> None:
    """614.12, 701.20a: Choked Estuary: revealing an Island card from the hand, it enters
    untapped; with no such card, tapped."""
    game, _ = game_at({"hand": ["Choked Estuary", "Island"]})
    _play(game, "Choked Estuary")
    choose(game, "pick Island")
    assert not game.state.objects[_entered(game, "Choked Estuary")].tapped
    assert game.state.objects[game.state.players[ALICE].hand[0]].card.name == "Island"
    game, _ = game_at({"hand": ["Choked Estuary", "Mountain"]})
    assert _tapped_after_play(game, "Choked Estuary")


@template("bounce_chosen", "add_mana", cards=("Dimir Aqueduct",))
def test_bounce_land_returns_a_land_and_taps_for_two() -> None:
    """603.3, 605.1a: Dimir Aqueduct enters tapped, returns a land Alice controls (her
    choice: the Island) to her hand, and taps for {U}{B}."""
    game, _ = game_at({"battlefield": ["Island"], "hand": ["Dimir Aqueduct"]})
    aqueduct = _play(game, "Dimir Aqueduct")
    assert game.state.objects[aqueduct].tapped
    game.apply("pass")
    game.apply("pass")
    choose(game, "pick Island")
    assert [game.state.objects[o].card.name for o in game.state.players[ALICE].hand] == ["Island"]
    assert "{T}: Add {U}{B}." in [a.text for a in characteristics(game.state, aqueduct).abilities]


@template("add_mana", "damage", cards=("Shivan Reef",))
def test_pain_land_deals_damage_for_colored_mana() -> None:
    """605.1a, 605.3b: Shivan Reef's "{T}: Add {U} or {R}. This land deals 1 damage to you."
    resolves at once with its damage; "{T}: Add {C}." deals none."""
    game, _ = game_at({"battlefield": ["Shivan Reef", "Shivan Reef"]})
    reefs = [o for o in game.state.battlefield]
    game.apply(f"activate Shivan Reef#{reefs[0]}: {{T}}: Add {{U}} or {{R}}. This land deals 1 "
               "damage to you.")
    choose(game, "add {R}")
    assert life(game, ALICE) == 19
    game.apply(f"activate Shivan Reef#{reefs[1]}: {{T}}: Add {{C}}.")
    assert life(game, ALICE) == 19
    assert {u.type for u in game.state.players[ALICE].pool} == {"R", "C"}


@template("search_library", "pay_life_cost", "subtype_list", "card_word", cards=("Flooded Strand",))
def test_fetch_land_finds_a_land_with_a_basic_land_type() -> None:
    """701.23, 305.6: Flooded Strand (pay 1 life, sacrifice) finds Volcanic Island, an Island,
    and puts it onto the battlefield untapped."""
    game, _ = game_at({"battlefield": ["Flooded Strand"], "library": ["Volcanic Island", "Forest"]})
    strand = game.state.battlefield[0]
    game.apply(f"activate Flooded Strand#{strand}: {{T}}, Pay 1 life, Sacrifice this land: "
               "Search your library for a Plains or Island card, put it onto the battlefield, "
               "then shuffle.")
    game.apply("pass")
    game.apply("pass")
    assert "pick Forest" not in " ".join(texts(game))
    choose(game, "pick Volcanic Island")
    volcanic = _entered(game, "Volcanic Island")
    assert not game.state.objects[volcanic].tapped and life(game, ALICE) == 19


@template("add_mana", "mana_choice", cards=("Seaside Citadel",))
def test_tri_land_taps_for_one_of_three_colors() -> None:
    """605.1a: Seaside Citadel's "{T}: Add {G}, {W}, or {U}." offers the three colors."""
    game, _ = game_at({"battlefield": ["Seaside Citadel"]})
    citadel = game.state.battlefield[0]
    game.apply(f"activate Seaside Citadel#{citadel}: {{T}}: Add {{G}}, {{W}}, or {{U}}.")
    assert sorted(texts(game)) == ["add {G}", "add {U}", "add {W}"]


@template("activation_condition", "control_count", cards=("Temple of the False God",))
def test_temple_of_the_false_god_needs_five_lands() -> None:
    """602.5b: "Activate only if you control five or more lands." counts Temple itself: with
    four lands it can't be activated (nor used to pay, 601.2g); with five it adds {C}{C}."""
    temple = "activate Temple of the False God#{}: {{T}}: Add {{C}}{{C}}. Activate only if you "\
        "control five or more lands."
    game, labels = game_at({"battlefield": [{"card": "Temple of the False God", "label": "t"},
                                            "Wastes", "Wastes", "Wastes"]})
    assert temple.format(labels["t"]) not in texts(game)
    assert not can_pay_mana(game.state, ALICE, ManaCost.parse("{4}"))
    game, labels = game_at({"battlefield": [{"card": "Temple of the False God", "label": "t"},
                                            "Wastes", "Wastes", "Wastes", "Wastes"]})
    assert can_pay_mana(game.state, ALICE, ManaCost.parse("{6}"))
    game.apply(temple.format(labels["t"]))
    assert [u.type for u in game.state.players[ALICE].pool] == ["C", "C"]
