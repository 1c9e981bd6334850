"""Auras that enchant players, compiled from Oracle text and played: the curses (702.5d,
303.4b, 303.4m): "Enchant player", "At the beginning of enchanted player's upkeep",
"Creatures enchanted player controls get -1/-1.", attacks on the enchanted player and combat
damage dealt to them as trigger events (508.1m, 510.2), "Each opponent attacking that player
does the same.", and "that attacking player may create ..."."""

from __future__ import annotations

from oracle_harness import pass_until, template

import helpers
from helpers import (
    ALICE,
    BOB,
    CAROL,
    at_step,
    do,
    game_at,
    life,
    name,
    pass_all,
    pt,
    take_first,
    target_and_pay,
    texts,
    zone,
)
from manastack.game import Game
from manastack.rules.abilities import player_ref

LIBRARY = ["Island"] * 8


def _attack(game: Game, labels: dict[str, int], *attackers: str, defender: str = "Bob",
            by: str = "Alice") -> None:
    do(game, *(f"attack with {name(game, labels[a])} -> {defender}" for a in attackers),
       "done declaring attackers", by=by)


def _yes(game: Game) -> None:
    helpers.choose(game, "yes")


@template("enchant_player", "enchanted_step_trigger", cards=("Curse of the Bloody Tome",))
def test_curse_of_the_bloody_tome_targets_a_player_and_mills_them_each_upkeep() -> None:
    """702.5d: Curse of the Bloody Tome can target players only, not Alice's Grizzly Bears;
    it resolves attached to Bob (303.4b, 303.4f) and at the beginning of Bob's upkeep, not
    Alice's, Bob ("that player") mills two cards (303.4m, 503.1, 701.17a)."""
    game, _ = game_at({"hand": ["Curse of the Bloody Tome"], "library": LIBRARY,
                            "battlefield": ["Island"] * 3
                            + [{"card": "Grizzly Bears", "label": "bears"}]},
                           {"library": LIBRARY})
    game.apply("cast Curse of the Bloody Tome")
    targets = [t for t in texts(game) if t.startswith("target")]
    assert targets == ["target Alice", "target Bob"], targets
    target_and_pay(game, "Bob")
    pass_all(game)
    curse = next(o for o in game.state.battlefield
                 if game.state.objects[o].card.name == "Curse of the Bloody Tome")
    assert game.state.objects[curse].attached_to == player_ref(BOB)
    pass_until(game, "draw", turn=4)
    assert len(zone(game, BOB, "graveyard")) == 2 and len(zone(game, BOB, "library")) == 8 - 2 - 1
    assert zone(game, ALICE, "graveyard") == []


@template("enchanted_player_controls", cards=("Curse of Death's Hold",))
def test_curse_of_deaths_hold_shrinks_only_the_enchanted_players_creatures() -> None:
    """303.4m, 613.4c: Curse of Death's Hold on Bob gives Bob's creatures -1/-1 (his
    Llanowar Elves dies, 704.5f), not Alice's or Carol's."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Curse of Death's Hold", "attached_to": "Bob"},
                                             {"card": "Grizzly Bears", "label": "a"}]},
        {"library": LIBRARY, "battlefield": [{"card": "Grizzly Bears", "label": "b"},
                                             {"card": "Llanowar Elves", "label": "elves"}]},
        carol={"library": LIBRARY, "battlefield": [{"card": "Grizzly Bears", "label": "c"}]})
    assert pt(game, labels["b"]) == (1, 1)
    assert pt(game, labels["a"]) == (2, 2) and pt(game, labels["c"]) == (2, 2)
    assert "Llanowar Elves" in zone(game, BOB, "graveyard")


@template("attacks_enchanted_trigger", cards=("Curse of the Forsaken",))
def test_curse_of_the_forsaken_gives_life_for_each_creature_attacking_the_enchanted_player() -> None:
    """508.1m: Bob is enchanted by Curse of the Forsaken; each of Alice's two creatures
    attacking Bob triggers it and its controller ("its controller": Alice) gains 1 life; a
    creature attacking Carol doesn't."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Grizzly Bears", "label": "x"},
                                             {"card": "Grizzly Bears", "label": "y"},
                                             {"card": "Grizzly Bears", "label": "z"}]},
        {"library": LIBRARY, "battlefield": [{"card": "Curse of the Forsaken", "attached_to": "Bob"}]},
        carol={"library": LIBRARY},
        step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['x'])} -> Bob",
       f"attack with {name(game, labels['y'])} -> Bob",
       f"attack with {name(game, labels['z'])} -> Carol", "done declaring attackers")
    helpers.pass_until(game, at_step("declare blockers"), other=take_first)      # 603.3b: Bob orders them
    assert life(game, ALICE) == 22 and life(game, BOB) == 20


@template("combat_damage_enchanted_trigger", cards=("Curse of Stalked Prey",))
def test_curse_of_stalked_prey_grows_the_creature_that_dealt_combat_damage_to_the_player() -> None:
    """510.2, 603.2: Grizzly Bears deals combat damage to Bob, enchanted by Curse of Stalked
    Prey: a +1/+1 counter on "that creature" (122.1); the unblocked Bears attacking Carol
    gets none."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Curse of Stalked Prey", "attached_to": "Bob"},
                                             {"card": "Grizzly Bears", "label": "x"},
                                             {"card": "Grizzly Bears", "label": "y"}]},
        {"library": LIBRARY}, carol={"library": LIBRARY},
        step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['x'])} -> Bob",
       f"attack with {name(game, labels['y'])} -> Carol", "done declaring attackers")
    pass_until(game, "end of combat")
    assert pt(game, labels["x"]) == (3, 3) and pt(game, labels["y"]) == (2, 2)
    assert life(game, BOB) == 18 and life(game, CAROL) == 18


@template("enchanted_attacked", cards=("Curse of Verbosity", "Curse of Opulence"))
def test_curse_of_verbosity_draws_for_its_controller_and_each_opponent_attacking() -> None:
    """508.1m, 603.2c: Alice's Curse of Verbosity enchants Bob; Carol attacks Bob with two
    creatures: one trigger; Alice draws, then Carol, an opponent of Alice attacking Bob, does
    the same (101.4). Alice attacking Bob herself draws once: she is no opponent of hers."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Curse of Verbosity", "attached_to": "Bob"},
                                             {"card": "Grizzly Bears", "label": "a"}]},
        {"library": LIBRARY},
        carol={"library": LIBRARY, "battlefield": [{"card": "Grizzly Bears", "label": "x"},
                                                   {"card": "Grizzly Bears", "label": "y"}]},
        active="Carol", step="declare attackers", stage="begin")
    _attack(game, labels, "x", "y", by="Carol")
    pass_until(game, "declare blockers")
    hands = [len(zone(game, p, "hand")) for p in (ALICE, BOB, CAROL)]
    assert hands == [1, 0, 1], hands


@template("enchanted_attacked", cards=("Curse of Opulence",))
def test_curse_of_opulence_makes_a_gold_token_for_the_attacker_too() -> None:
    """111.2, 508.1m: Curse of Opulence on Bob, Carol attacking him: Alice creates a Gold
    token and so does Carol; no one attacks Bob in the next combat, no trigger."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Curse of Opulence", "attached_to": "Bob"}]},
        {"library": LIBRARY},
        carol={"library": LIBRARY, "battlefield": [{"card": "Grizzly Bears", "label": "x"}]},
        active="Carol", step="declare attackers", stage="begin")
    _attack(game, labels, "x", by="Carol")
    pass_until(game, "declare blockers")
    gold = [game.state.objects[o].controller for o in game.state.battlefield
            if game.state.objects[o].card.name == "Gold"]
    assert sorted(gold) == [ALICE, CAROL]


@template("player_attacks_enchanted_trigger", "that_attacking_player", "player_may_create",
          cards=("Curse of Shallow Graves",))
def test_curse_of_shallow_graves_lets_the_attacking_player_make_one_tapped_zombie() -> None:
    """508.1m, 603.2c: two creatures attacking Bob, enchanted by Alice's Curse of Shallow
    Graves, trigger it once; the attacking player (Alice) chooses to create a tapped 2/2
    black Zombie token (111.2, 608.2d)."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Curse of Shallow Graves", "attached_to": "Bob"},
                                             {"card": "Grizzly Bears", "label": "x"},
                                             {"card": "Grizzly Bears", "label": "y"}]},
        {"library": LIBRARY}, step="declare attackers", stage="begin")
    _attack(game, labels, "x", "y")
    assert len(game.state.pending_triggers) + len(game.state.stack) <= 1
    helpers.pass_until(game, at_step("declare blockers"), other=_yes)
    zombies = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Zombie"]
    assert len(zombies) == 1 and game.state.objects[zombies[0]].tapped
    assert game.state.objects[zombies[0]].controller == ALICE
