"""100-120 basics: the five colors and choosing one, mana paying costs, starting life and
shuffled libraries, "you" meaning the controller, and what can be a target or be dealt
damage."""

from __future__ import annotations

from helpers import ALICE, BOB, do, game_at, pass_all, pay, texts
from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.rules.layers import characteristics


def test_choosing_a_color_offers_exactly_the_five_colors() -> None:
    """105.1 / 105.4 / 106.1: Birds of Paradise's "Add one mana of any color" asks for one of
    the five colors: white, blue, black, red or green, and nothing else (not colorless, not
    "multicolored")."""
    game, _ = game_at({"battlefield": ["Birds of Paradise"]})
    do(game, next(t for t in texts(game) if t.startswith("activate Birds of Paradise")))
    assert texts(game) == ["add {W}", "add {U}", "add {B}", "add {R}", "add {G}"]
    do(game, "add {U}")
    assert [u.type for u in game.state.players[ALICE].pool] == ["U"]


def test_mana_pays_a_mana_cost() -> None:
    """106.1 / 106.2 / 202.1 / 118.1 / 118.2: Grizzly Bears' mana cost {1}{G} is paid with mana;
    during the payment Alice may activate her lands' mana abilities, and the cost is paid
    with the mana they make."""
    game, _ = game_at({"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]})
    do(game, "cast Grizzly Bears")
    assert any(t.startswith("activate Forest") or t.startswith("pay") for t in texts(game))
    pay(game)
    assert all(game.state.obj(o).tapped for o in game.state.battlefield)
    assert not game.state.players[ALICE].pool


def test_two_player_and_two_headed_giant_starting_life() -> None:
    """100.1a / 119.1 / 103.4 / 103.4a / 119.1a / 810.3: a game that begins with two players is a
    two-player game, each starting at 20 life; a Two-Headed Giant team starts at 30."""
    deck = [get_card("Forest")] * 30
    game = Game.new([deck, deck], seed=1)
    assert game.state.variant == "two-player" and [p.life for p in game.state.players] == [20, 20]
    game = Game.new([deck] * 4, seed=1, variant="two-headed-giant")
    assert [p.life for p in game.state.players] == [30] * 4     # each teammate shows the team's


def test_libraries_start_shuffled() -> None:
    """103.3 / 401.1: each player's deck becomes their library, shuffled into a random order:
    the same deck under different seeds starts in different orders."""
    deck = [get_card("Forest"), get_card("Island"), get_card("Mountain"), get_card("Swamp"),
            get_card("Plains")] * 8
    orders = set()
    for seed in range(6):
        state = Game.new([deck, deck], seed=seed).state
        player = state.players[0]
        orders.add(tuple(state.obj(o).card.name for o in player.hand + player.library))
    assert len(orders) > 1


def test_you_means_the_controller() -> None:
    """109.5 / 109.4a / 605.1a: Alice controls Bob's Llanowar Elves; its "{T}: Add {G}" is
    hers to activate, and the mana goes to her pool, not its owner's."""
    game, _ = game_at({}, {"battlefield": [{"card": "Llanowar Elves", "controller": "Alice"}]})
    do(game, next(t for t in texts(game) if t.startswith("activate Llanowar Elves")))
    assert [u.type for u in game.state.players[ALICE].pool] == ["G"]
    assert not game.state.players[BOB].pool


def test_only_permanents_are_targets_unless_the_text_says_otherwise() -> None:
    """115.2 / 115.1a / 109.2: Giant Growth's "target creature" means a creature permanent:
    the Grizzly Bears card in Alice's graveyard isn't a legal target, Bob's Gray Ogre is."""
    game, labels = game_at({"hand": ["Giant Growth"], "battlefield": ["Forest"],
                            "graveyard": ["Grizzly Bears"]},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}]})
    do(game, "cast Giant Growth")
    assert [t for t in texts(game) if t.startswith("target")] == [
        f"target Gray Ogre#{labels['ogre']}"]


def test_an_aura_spell_targets_what_it_will_enchant() -> None:
    """115.1b / 303.4a / 702.5a / 608.3c: casting Pacifism asks for its target, a creature, as
    the Aura spell is cast; Glorious Anthem (not a creature) isn't offered. As it resolves it
    becomes a permanent attached to the object it targeted, under its caster's control."""
    game, labels = game_at({"hand": ["Pacifism"], "battlefield": ["Plains", "Plains"]},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"},
                                            "Glorious Anthem"]})
    do(game, "cast Pacifism")
    assert texts(game) == [f"target Gray Ogre#{labels['ogre']}"]
    do(game, f"target Gray Ogre#{labels['ogre']}")
    pay(game, required=False)
    pass_all(game)
    aura = next(o for o in game.state.battlefield if game.state.obj(o).card.name == "Pacifism")
    assert game.state.obj(aura).attached_to == labels["ogre"]
    assert characteristics(game.state, aura).controller == ALICE


def test_damage_is_dealt_only_to_creatures_planeswalkers_and_players() -> None:
    """120.1 / 120.1a / 115.4: Lightning Bolt's "any target" offers players and creatures, never
    a noncreature permanent such as Glorious Anthem or a land."""
    game, labels = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"},
                                            "Glorious Anthem"]})
    do(game, "cast Lightning Bolt")
    targets = [t for t in texts(game) if t.startswith("target")]
    assert sorted(targets) == sorted(["target Alice", "target Bob",
                                      f"target Gray Ogre#{labels['ogre']}"])
