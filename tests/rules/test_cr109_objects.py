"""102 and 108-113: players and opponents, cards and tokens, controllers of objects, a
permanent's status, abilities granted by effects, and the end of a game."""

from __future__ import annotations

from helpers import ALICE, BOB, cast_resolved, do, game_at, pass_all, pay, pt, texts, zone
from manastack.rules.layers import characteristics
from manastack.scenario import inline_cards

CARDS = inline_cards([
    {"name": "Gift of Flying", "mana_cost": "{U}", "type_line": "Instant",
     "text": "Target creature gains flying until end of turn."},
])


def test_in_a_two_player_game_the_opponent_is_the_other_player() -> None:
    """102.2 / 102.3: each player's only opponent in a two-player game is the other player."""
    game, _ = game_at()
    assert game.state.opponents(ALICE) == [BOB] and game.state.opponents(BOB) == [ALICE]


def test_a_card_out_of_play_has_no_controller_but_its_owner() -> None:
    """108.4 / 108.4a / 109.4 / 108.3: Shock in Alice's hand is owned by her and represents no
    permanent or spell; cast, the spell on the stack is controlled by her."""
    game, labels = game_at({"hand": [{"card": "Shock", "label": "shock"}],
                            "battlefield": ["Mountain"]})
    assert game.state.obj(labels["shock"]).owner == ALICE
    do(game, "cast Shock", "target Bob")
    pay(game, required=False)
    spell = game.state.obj(game.state.stack[-1])
    assert spell.controller == ALICE and spell.owner == ALICE


def test_tokens_are_permanents_but_not_cards() -> None:
    """111.1 / 111.6 / 108.2b / 110.1: Raise the Alarm's Soldiers are creature permanents,
    affected like any creature (Glorious Anthem makes them 2/2), but they are tokens, not
    cards."""
    game, _ = game_at({"hand": ["Raise the Alarm"],
                       "battlefield": ["Plains", "Plains", "Glorious Anthem"]})
    cast_resolved(game, "Raise the Alarm")
    tokens = [o for o in game.state.battlefield if game.state.obj(o).kind == "token"]
    assert len(tokens) == 2
    for oid in tokens:
        chars = characteristics(game.state, oid)
        assert "Creature" in chars.types and (chars.power, chars.toughness) == (2, 2)
        assert chars.controller == ALICE and game.state.obj(oid).owner == ALICE


def test_an_ability_granted_by_an_effect() -> None:
    """113.10 / 113.3d / 611.2a / 110.3: a spell's effect can add an ability to a permanent
    (Gift of Flying: "gains flying until end of turn"); the Bears' characteristics are its
    printed ones as modified by that continuous effect, and the effect doesn't change the
    card."""
    game, labels = game_at({"hand": ["Gift of Flying"], "battlefield": [
        "Island", {"card": "Grizzly Bears", "label": "bears"}]}, cards=CARDS)
    bears = labels["bears"]
    assert "flying" not in characteristics(game.state, bears).keywords
    cast_resolved(game, "Gift of Flying", f"Grizzly Bears#{bears}")
    assert "flying" in characteristics(game.state, bears).keywords
    assert "flying" not in game.state.obj(bears).card.keywords


def test_a_permanents_tapped_status_is_not_a_characteristic() -> None:
    """110.5 / 110.5a / 110.5c / 701.26a: tapping Llanowar Elves for mana changes its status,
    not its characteristics; it stays tapped until something untaps it, and a tapped permanent
    can't be tapped again (its {T} ability isn't offered)."""
    game, labels = game_at({"battlefield": [{"card": "Llanowar Elves", "label": "elves"}]})
    before = characteristics(game.state, labels["elves"])
    do(game, next(t for t in texts(game) if t.startswith("activate Llanowar Elves")))
    after = characteristics(game.state, labels["elves"])
    assert game.state.obj(labels["elves"]).tapped
    assert (before.name, before.power, before.toughness, before.types) == (
        after.name, after.power, after.toughness, after.types)
    assert not any(t.startswith("activate Llanowar Elves") for t in texts(game))


def test_the_game_ends_immediately_when_a_player_loses() -> None:
    """104.1 / 104.2a / 104.3b: when Bob loses at 0 life in a two-player game, the game is over
    at once: Alice wins and nobody has a decision to make."""
    game, _ = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, {"life": 3})
    cast_resolved(game, "Lightning Bolt", "Bob")
    assert game.is_over and game.decision is None
    assert game.winners() == ["Alice"] and zone(game, BOB, "hand") == []


def test_a_food_token() -> None:
    """111.10 / 111.10b: Bake into a Pie creates a Food, a predefined token: a colorless Food
    artifact with "{2}, {T}, Sacrifice this token: You gain 3 life"."""
    game, labels = game_at({"hand": ["Bake into a Pie"], "battlefield": ["Swamp"] * 6},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}]})
    cast_resolved(game, "Bake into a Pie", f"Gray Ogre#{labels['ogre']}")
    [food] = [o for o in game.state.battlefield if game.state.obj(o).kind == "token"]
    chars = characteristics(game.state, food)
    assert chars.name == "Food" and chars.types == {"Artifact"} and chars.subtypes == {"Food"}
    assert not chars.colors
    do(game, next(t for t in texts(game) if t.startswith("activate Food")))
    pay(game, required=False)
    pass_all(game)
    assert game.state.players[ALICE].life == 23 and food not in game.state.battlefield


def test_a_spell_has_its_cards_characteristics() -> None:
    """112.3 / 405.4: Boros Swiftblade on the stack has the name, colors, types and power and
    toughness printed on its card."""
    game, _ = game_at({"hand": ["Boros Swiftblade"], "battlefield": ["Mountain", "Plains"]})
    do(game, "cast Boros Swiftblade")
    pay(game, required=False)
    chars = characteristics(game.state, game.state.stack[-1])
    assert (chars.name, chars.colors, chars.types) == ("Boros Swiftblade", {"R", "W"},
                                                       {"Creature"})
    assert (chars.power, chars.toughness) == (1, 2)


NAMED = inline_cards([
    {"name": "Gray Watcher", "mana_cost": "{1}{W}", "type_line": "Creature — Human Soldier",
     "text": "Whenever Gray Watcher attacks, you gain 1 life.", "power": 1, "toughness": 1},
])


def test_a_card_naming_itself_means_only_itself() -> None:
    """201.5 / 603.2: each of Alice's two Gray Watchers says "Whenever Gray Watcher attacks";
    when one attacks, only its own ability triggers: Alice gains 1 life, not 2."""
    game, labels = game_at({"battlefield": [{"card": "Gray Watcher", "label": "a"},
                                           {"card": "Gray Watcher", "label": "b"}],
                            "library": ["Island"] * 3}, {"library": ["Island"] * 3},
                           step="beginning of combat", cards=NAMED)
    do(game, "pass", "pass")
    do(game, f"attack with Gray Watcher#{labels['a']} -> Bob", "done declaring attackers")
    assert len(game.state.stack) == 1
    pass_all(game)
    assert game.state.players[ALICE].life == 21


def test_an_auras_controller_and_what_it_enchants() -> None:
    """303.4e / 604.4 / 303.4d: Alice's Pacifism enchants Bob's Gladecover Scout, which has
    hexproof: the Aura's static ability doesn't target, so it stays attached and legal, and
    its controller is Alice while the Scout's is Bob."""
    game, labels = game_at({"battlefield": [{"card": "Pacifism", "label": "aura",
                                            "attached_to": "scout"}]},
                           {"battlefield": [{"card": "Gladecover Scout", "label": "scout"}]})
    do(game, "pass")
    aura, scout = labels["aura"], labels["scout"]
    assert game.state.obj(aura).attached_to == scout and aura in game.state.battlefield
    assert characteristics(game.state, aura).controller == ALICE
    assert characteristics(game.state, scout).controller == BOB


def test_static_abilities_check_only_the_battlefield() -> None:
    """403.2 / 609.2: Glorious Anthem ("creatures you control get +1/+1") affects Alice's
    creature permanents only, not the creature card in her hand."""
    game, labels = game_at({"hand": [{"card": "Grizzly Bears", "label": "card"}],
                            "battlefield": ["Glorious Anthem",
                                            {"card": "Gray Ogre", "label": "ogre"}]})
    assert pt(game, labels["ogre"]) == (3, 3)
    assert pt(game, labels["card"]) == (2, 2)
