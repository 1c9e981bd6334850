"""903 Commander (and 408, 704.6c, 704.6d, 103.5c, 702.124): commanders in the command zone,
the commander tax, returning to the command zone, commander damage, Brawl."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import choose, cites, do, log_has, pass_all, position, target_and_pay, texts
from manastack.cards.registry import get_card
from manastack.errors import ScenarioError
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.commander import color_identity, identity_of, tax
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.mana import ManaCost
from manastack.scenario import build_game_with_labels

ISAMARU = "Isamaru, Hound of Konda"      # {W} legendary 2/2
KRAUM = "Kraum, Ludevic's Opus"          # {3}{U}{R} legendary 4/4 flying, haste, partner
ISHAI = "Ishai, Ojutai Dragonspeaker"    # {2}{W}{U} legendary 2/2 flying, partner


def commander_game(alice: dict[str, Any], bob: dict[str, Any] | None = None, *,
                   carol: dict[str, Any] | None = None, variant: str = "commander",
                   **extra: Any) -> tuple[Game, dict[str, int]]:
    pos = position(alice, bob or {"library": ["Plains"] * 5}, carol=carol, variant=variant,
                   **extra)
    return build_game_with_labels(pos)


def commander_zone(game: Game, index: int = 0) -> str:
    """The zone the commander of record `index` is in now (its record follows the card)."""
    oid = game.state.commanders[index].obj
    assert oid is not None
    return game.state.objects[oid].zone


def decks(players: int) -> list[list[Any]]:
    return [[get_card("Plains")] * 40 for _ in range(players)]


# -- 903.6, 903.7, 903.12f: the start of the game -----------------------------------------
def test_903_6_commanders_start_in_the_command_zone_and_903_7_at_40_life() -> None:
    """903.6: each commander starts face up in the command zone, outside the library; 903.7,
    103.4c, 119.1c: each player's life total is 40; 408.3: the command zone holds them."""
    commanders = [[get_card(ISAMARU)], [get_card(KRAUM), get_card(ISHAI)],
                  [get_card(ISAMARU)], [get_card(ISHAI)]]
    game = Game.new(decks(4), seed=3, variant="commander", commanders=commanders)
    s = game.state
    assert [p.life for p in s.players] == [40, 40, 40, 40]
    assert len(s.command) == 5 and len(s.commanders) == 5
    for record in s.commanders:
        assert s.objects[record.obj].zone == "command"
        assert s.objects[record.obj].owner == record.owner
    assert all(len(p.library) + len(p.hand) == 40 for p in s.players)
    assert identity_of(s, 1) == "WUR"       # 702.124c: both partners' identities


def test_903_12f_brawl_starts_at_25_life_with_two_players_and_30_with_more() -> None:
    """903.12f, 103.4d, 119.1d: a two-player Brawl game starts at 25 life, a multiplayer
    one at 30."""
    two = Game.new(decks(2), variant="brawl", commanders=[[get_card(ISAMARU)]] * 2)
    three = Game.new(decks(3), variant="brawl", commanders=[[get_card(ISAMARU)]] * 3)
    assert [p.life for p in two.state.players] == [25, 25]
    assert [p.life for p in three.state.players] == [30, 30, 30]


def test_903_3_a_commander_game_needs_a_commander_for_each_player() -> None:
    """903.3 / 702.124g: each player has one commander, or two with partner abilities."""
    with pytest.raises(ValueError, match=r"903\.3"):
        Game.new(decks(2), variant="commander", commanders=[[get_card(ISAMARU)]])
    with pytest.raises(ValueError, match=r"702\.124"):
        Game.new(decks(2), variant="commander", commanders=[[get_card(ISAMARU)] * 3] * 2)
    with pytest.raises(ValueError, match="commander and brawl"):
        Game.new(decks(2), commanders=[[get_card(ISAMARU)]] * 2)


def test_103_5c_the_first_mulligan_is_free_in_brawl_even_with_two_players() -> None:
    """103.5c: in any Brawl game (and any multiplayer game) the first mulligan doesn't count
    toward the cards put on the bottom; in a two-player Commander game it does."""
    for variant, owed in (("brawl", 0), ("commander", 1)):
        game = Game.new(decks(2), seed=1, variant=variant, starting_player=0,
                        commanders=[[get_card(ISAMARU)]] * 2)
        do(game, "mulligan", "keep")
        do(game, "keep")
        bottom = game.decision is not None and game.decision.kind is DecisionKind.MULLIGAN_BOTTOM
        assert bottom == bool(owed), variant
        assert len(game.state.players[0].hand) == 7


# -- 903.4: color identity ------------------------------------------------------------------
def test_903_4_color_identity_counts_mana_symbols_of_cost_and_rules_text() -> None:
    """903.4 (Bosh, Iron Golem's example): the color identity has the colors of mana symbols
    in the cost and rules text; 903.4c: reminder text doesn't count."""
    bosh = CardDef("Bosh, Iron Golem", ManaCost.parse("{8}"), frozenset({"Artifact", "Creature"}),
                   text="Trample\n{3}{R}, Sacrifice an artifact: Bosh deals damage equal to the "
                        "sacrificed artifact's mana value to any target.")
    reminder = CardDef("Reminder", ManaCost.parse("{1}"), frozenset({"Artifact"}),
                       text="Gift (You may add {G} to it.)\n{T}: Add {C}.")
    hybrid = CardDef("Wort", ManaCost.parse("{4}{R/G}{R/G}"), frozenset({"Creature"}))
    assert color_identity(bosh) == "R"
    assert color_identity(reminder) == ""
    assert color_identity(hybrid) == "RG"        # 903.5c's example: Wort is red and green


def test_903_4_command_tower_adds_a_color_of_its_controllers_commander_identity() -> None:
    """903.4 / 702.124c: "any color in your commander's color identity" is the combined
    identity of both partners (Kraum: U, R; Ishai: W, U)."""
    game, _ = commander_game(
        {"battlefield": ["Command Tower"], "commanders": [KRAUM, ISHAI],
         "command": [KRAUM, ISHAI]})
    choose(game, "activate Command Tower")
    colors = sorted(str(o) for o in game.legal_choices())
    assert len(colors) == 3 and all(any(c in o for o in colors) for c in "WUR"), colors


def test_903_4f_without_a_commander_command_tower_adds_nothing() -> None:
    """903.4f: with no commander, the identity is undefined and that part of the ability does
    nothing: outside a Commander game Command Tower taps and adds no mana."""
    game, _ = build_game_with_labels(position({"battlefield": ["Command Tower"]}, {}))
    choose(game, "activate Command Tower")
    assert game.state.players[0].pool == ()
    assert game.state.objects[game.state.battlefield[0]].tapped


# -- 903.8: casting from the command zone, the tax ----------------------------------------
def test_903_8_a_commander_is_cast_from_the_command_zone_with_2_more_per_previous_cast() -> None:
    """903.8: casting the commander from the command zone costs {2} more for each previous
    time its owner cast it from there: with one cast before, Isamaru ({W}) costs {2}{W}."""
    short, _ = commander_game({"battlefield": ["Plains", "Plains"],
                               "command": [ISAMARU], "commanders": [{"card": ISAMARU, "casts": 1}]})
    assert not any(ISAMARU in t for t in texts(short))
    game, _ = commander_game({"battlefield": ["Plains"] * 3,
                              "command": [ISAMARU], "commanders": [{"card": ISAMARU, "casts": 1}]})
    assert tax(game.state, game.state.commanders[0].obj) == 2
    do(game, f"cast {ISAMARU}")
    target_and_pay(game)
    assert cites(game, "903.8")
    assert game.state.commanders[0].casts == 2
    assert all(game.state.objects[o].tapped for o in game.state.battlefield)
    pass_all(game)
    assert commander_zone(game) == "battlefield"


def test_702_124d_each_partner_counts_its_own_casts() -> None:
    """702.124d: casting one partner ignores how often the other was cast."""
    game, _ = commander_game({"battlefield": ["Plains"] * 4 + ["Island"] * 2,
                              "command": [KRAUM, ISHAI],
                              "commanders": [{"card": KRAUM, "casts": 3}, ISHAI]})
    kraum, ishai = (r.obj for r in game.state.commanders)
    assert tax(game.state, kraum) == 6 and tax(game.state, ishai) == 0


# -- 903.9a / 704.6d: from a graveyard or exile ------------------------------------------------
@pytest.mark.parametrize(("spell", "zone"), [("Lightning Bolt", "graveyard"),
                                             ("Swords to Plowshares", "exile")])
def test_704_6d_a_commander_put_into_a_graveyard_or_exile_may_go_to_the_command_zone(
        spell: str, zone: str) -> None:
    """903.9a / 704.6d: a commander put into a graveyard or exile since state-based actions
    were last checked may be put into the command zone by its owner, as a state-based action."""
    for answer, where in (("yes", "command"), ("no", zone)):
        game, labels = commander_game(
            {"battlefield": ["Mountain", "Plains", {"card": ISAMARU, "label": "dog"}],
             "hand": [spell], "commanders": ["dog"]})
        do(game, f"cast {spell}")
        target_and_pay(game, f"{ISAMARU}#{labels['dog']}")
        pass_all(game)
        d = game.decision
        assert d is not None and d.kind is DecisionKind.MAY and "704.6d" in d.prompt
        assert game.state.players[d.player].name == "Alice"
        do(game, answer)
        assert commander_zone(game) == where
        if answer == "yes":
            assert cites(game, "704.6d")
        else:       # declined: no later check asks again (the move was before it)
            assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY


# -- 903.9b: to a hand or library -----------------------------------------------------------
def test_903_9b_a_commander_going_to_its_owners_hand_may_go_to_the_command_zone_instead() -> None:
    """903.9b: a commander that would be put into its owner's hand may be put into the
    command zone instead (a replacement effect: it never reaches the hand)."""
    for answer, where in (("yes", "command"), ("no", "hand")):
        game, labels = commander_game(
            {"battlefield": ["Island", {"card": ISAMARU, "label": "dog"}],
             "hand": ["Unsummon"], "commanders": ["dog"]})
        do(game, "cast Unsummon")
        target_and_pay(game, f"{ISAMARU}#{labels['dog']}")
        pass_all(game)
        d = game.decision
        assert d is not None and d.kind is DecisionKind.MAY and "903.9b" in d.prompt
        do(game, answer)
        assert commander_zone(game) == where
        assert not (answer == "yes" and game.state.players[0].hand)


def test_903_9b_the_replacement_applies_to_the_library_too() -> None:
    """903.9b: "hand or library from anywhere": a commander in the hand shuffled or put into
    the library by a mulligan-like move goes to the command zone if its owner chooses."""
    from manastack.rules.context import Ctx
    game, labels = commander_game({"hand": [{"card": ISAMARU, "label": "dog"}],
                                   "commanders": ["dog"]})
    state = game.state.fork()
    ctx = Ctx(state, (Choice("yes", (), "yes"),))
    new = ctx.move(labels["dog"], "library", "put")
    assert new is not None and state.objects[new].zone == "command"
    assert state.commanders[0].obj == new


# -- 903.10a / 704.6c: commander damage ---------------------------------------------------------
def combat_position(dealt: int, *, controller: str = "Alice", active: str = "Alice",
                    partner: bool = False) -> dict[str, Any]:
    attacker = {"card": KRAUM if partner else ISAMARU, "label": "cmd", "attacking": "Bob",
                "controller": controller}
    alice: dict[str, Any] = {"commanders": ["cmd"]}
    players = {"Alice": alice, "Bob": {"commander_damage": {"cmd": dealt}},
               "Carol": {}}
    alice["battlefield"] = [attacker]
    if partner:
        alice["commanders"] = ["cmd", {"card": "other"}]
        players["Alice"].setdefault("command", []).append({"card": ISHAI, "label": "other"})
        players["Bob"]["commander_damage"]["other"] = 20
    return position(players["Alice"], players["Bob"], carol=players["Carol"],
                    active=active, step="declare blockers", variant="commander")


def test_704_6c_21_combat_damage_from_one_commander_loses_the_game() -> None:
    """903.10a / 704.6c / 104.3j: a player dealt 21 or more combat damage by the same
    commander over the game loses (19 before, 2 now)."""
    game, _ = build_game_with_labels(combat_position(19))
    pass_all(game)
    assert game.state.players[1].lost
    assert cites(game, "704.6c")
    assert log_has(game, "has dealt 21 combat damage")


def test_704_6c_20_combat_damage_is_not_enough() -> None:
    """903.10a: 21 is the threshold; 18 + 2 = 20 leaves Bob in the game (at 38 life)."""
    game, _ = build_game_with_labels(combat_position(18))
    pass_all(game)
    assert not game.state.players[1].lost and game.state.players[1].life == 38


def test_903_10a_commander_damage_follows_the_commander_across_control_changes() -> None:
    """903.10a: damage is counted for the commander, whoever controls it: Alice's commander,
    now Carol's and attacking on Carol's turn, finishes the 21."""
    game, _ = build_game_with_labels(combat_position(19, controller="Carol", active="Carol"))
    pass_all(game)
    assert game.state.players[1].lost
    assert game.state.commanders[0].owner == 0


def test_702_124d_damage_from_each_partner_is_counted_separately() -> None:
    """702.124d: 20 from Ishai and 4 from Kraum are two counts, neither 21."""
    game, _ = build_game_with_labels(combat_position(16, partner=True))
    pass_all(game)
    assert not game.state.players[1].lost
    assert sorted(n for r in game.state.commanders for _, n in r.dealt) == [20, 20]


def test_903_12h_brawl_has_no_commander_damage_loss() -> None:
    """903.12h: Brawl doesn't use 704.6c."""
    pos = combat_position(19)
    pos["variant"] = "brawl"
    game, _ = build_game_with_labels(pos)
    pass_all(game)
    assert not game.state.players[1].lost


# -- positions, saves and forks ---------------------------------------------------------------
def test_903_scenario_positions_check_their_commanders() -> None:
    """903.3: a commander is its owner's, at most two per player, only in Commander games."""
    with pytest.raises(ScenarioError, match=r"903\.3"):
        commander_game({"commanders": ["dog"]},
                       {"battlefield": [{"card": ISAMARU, "label": "dog"}]})
    with pytest.raises(ScenarioError, match="commander and brawl"):
        build_game_with_labels(position({"command": [ISAMARU], "commanders": [ISAMARU]}, {}))
    with pytest.raises(ScenarioError, match="not a commander"):
        commander_game({"battlefield": [{"card": ISAMARU, "label": "dog"}]},
                       {"commander_damage": {"dog": 3}})


def test_903_commander_records_survive_saves_and_forks() -> None:
    """903.8 / 903.10a: the tax count and damage records are part of the state: a save and
    a fork replay to the same game."""
    game, _ = commander_game({"battlefield": ["Plains"] * 3, "command": [ISAMARU],
                              "commanders": [{"card": ISAMARU, "casts": 1}]})
    do(game, f"cast {ISAMARU}")
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    assert loaded.state.commanders == game.state.commanders
    fork = game.fork()
    target_and_pay(fork)
    assert fork.state.commanders[0].casts == 2 and game.state.commanders[0].casts == 2


def test_903_9b_a_commander_about_to_be_drawn_may_go_to_the_command_zone() -> None:
    """903.9b: "hand ... from anywhere" includes a draw (121.1): Alice may put the commander
    into the command zone instead, and then she hasn't drawn it; 903.3: declined, it is the
    commander in her hand (its record follows the card, 400.7)."""
    for answer, where in (("yes", "command"), ("no", "hand")):
        game, labels = commander_game({"library": [{"card": ISAMARU, "label": "dog"}, "Plains"],
                                       "commanders": ["dog"]}, step="upkeep")
        pass_all(game)
        d = game.decision
        assert d is not None and d.kind is DecisionKind.MAY and "903.9b" in d.prompt
        do(game, answer)
        record = game.state.commanders[0]
        assert record.obj != labels["dog"] and game.state.objects[record.obj].zone == where
        assert game.state.players[0].drawn_this_turn == (answer == "no")


def test_903_6_every_player_sees_the_commanders_their_casts_and_damage() -> None:
    """903.6 / 903.8 / 903.10a: commanders are revealed as the game begins; their casts and
    the damage they dealt are public; in a hand, a commander's id isn't shown (400.2)."""
    game, _ = commander_game({"hand": [{"card": ISAMARU, "label": "dog"}],
                              "commanders": [{"card": "dog", "casts": 2}]},
                             {"commander_damage": {"dog": 5}})
    for viewer in (0, 1, None):
        (seen,) = game.view(viewer)["commanders"] if viewer is not None \
            else game.spectator_view()["commanders"]
        assert seen == {"owner": 0, "card": ISAMARU, "zone": "hand", "id": None, "casts": 2,
                        "dealt": [[1, 5]]}
