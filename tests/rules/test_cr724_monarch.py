"""724: the monarch, and the cards that make a player the monarch.

Every sentence of the monarch document (../shared/seeds/, mapped in docs/rules-coverage.md)
is cited by the docstring of at least one test here, as [MON1] ... [MON11] (see SENTENCES).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from mp_helpers import check_coverage_rows, game_at, monarch, pass_until, seats

from helpers import at_step, cites, do, find, idx, log_has, names, pass_all, stack_names, who
from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.designations import COMBAT_TEXT, END_STEP_TEXT, MONARCH, heir

# The monarch document, sentence by sentence.
SENTENCES = {
    "MON1": "If the triggered ability that causes the monarch to draw a card goes on the stack and "
          "a different player becomes the monarch before that ability resolves, the first "
          "player will still draw the card.",
    "MON2": "The game starts with no monarch.",
    "MON3": "Once an effect makes one player the monarch, the game will have exactly one monarch "
          "from that point forward.",
    "MON4": "As a player becomes the monarch, the current monarch (if any) ceases being the "
          "monarch.",
    "MON5": "There are two inherent triggered abilities associated with being the monarch.",
    "MON6": "These triggered abilities have no source and are controlled by the player who was "
          "the monarch at the time the abilities triggered.",
    "MON7": "The full texts of these abilities are \"At the beginning of the monarch's end step, "
          "that player draws a card\" and \"Whenever a creature deals combat damage to the "
          "monarch, its controller becomes the monarch.\"",
    "MON8": "If the monarch leaves the game during another player's turn, that player becomes "
          "the monarch.",
    "MON9": "If the monarch leaves the game during their turn, the next player in turn order "
          "becomes the monarch.",
    "MON10": "If combat damage dealt to the monarch causes that player to lose the game, the "
           "triggered ability that causes the controller of the attacking creature to become "
           "the monarch doesn't resolve.",
    "MON11": "In most cases, the controller of the attacking creature will still become the "
           "monarch as it is likely their turn.",
}
PLAYERS = ["Alice", "Bob", "Carol", "Dave"]


def players(count: int, **extra: dict[str, Any]) -> list[dict[str, Any]]:
    return seats(PLAYERS[:count], ["Forest", "Island", "Swamp"], **extra)


def monarch_abilities_on_stack(game: Game) -> list[Any]:
    s = game.state
    return [s.objects[o] for o in s.stack if s.objects[o].card.name == MONARCH]


# -- 724.1 / 724.3: no monarch, then exactly one ----------------------------------------------
def test_the_game_starts_with_no_monarch() -> None:
    """724.1 [MON2]: a new game has no monarch, so no one draws at the end step for it."""
    deck = [get_card("Forest")] * 40
    game = Game.new([deck, deck, deck], seed=4, starting_player=0, names=PLAYERS[:3])
    assert game.state.monarch is None
    for _ in range(3):
        do(game, "keep")
    pass_until(game, lambda g: g.state.turn == 4, limit=200)
    assert game.state.monarch is None
    assert not cites(game, "724.2")


def test_an_effect_makes_one_player_the_monarch() -> None:
    """724.1 / 724.3 [MON3]: Thorn of the Black Rose's enters ability makes its controller the
    monarch, and from then on the game has exactly one monarch."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "precombat main",
                       "players": players(3, Alice={"hand": ["Thorn of the Black Rose"],
                                                    "battlefield": ["Swamp"] * 4})})
    do(game, "cast Thorn of the Black Rose", "pay {3}{B} automatically")
    pass_all(game)          # the creature spell resolves; its enters ability goes on the stack
    assert stack_names(game.state) == ["Thorn of the Black Rose ability"]
    assert game.state.monarch is None
    pass_all(game)
    assert monarch(game) == "Alice"
    assert log_has(game, "724.3: Alice becomes the monarch")
    game.concede("Alice")     # 724.4: the designation passes on; there is still one monarch
    assert game.state.monarch is not None and game.state.players[game.state.monarch].in_game


def test_becoming_the_monarch_ends_the_current_monarchs_reign() -> None:
    """724.3 [MON4]: as Alice becomes the monarch, Bob (the monarch) ceases to be it."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "precombat main", "monarch": "Bob",
                       "players": players(3, Alice={"hand": ["Thorn of the Black Rose"],
                                                    "battlefield": ["Swamp"] * 4})})
    assert monarch(game) == "Bob"
    do(game, "cast Thorn of the Black Rose", "pay {3}{B} automatically")
    pass_all(game)
    pass_all(game)
    assert monarch(game) == "Alice"


def test_becoming_the_monarch_again_changes_nothing() -> None:
    """603.2e / 724.3 [MON4]: a player who is already the monarch doesn't "become" it again."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "precombat main", "monarch": "Alice",
                       "players": players(3, Alice={"hand": ["Thorn of the Black Rose"],
                                                    "battlefield": ["Swamp"] * 4})})
    do(game, "cast Thorn of the Black Rose", "pay {3}{B} automatically")
    pass_all(game)
    pass_all(game)
    assert monarch(game) == "Alice"
    assert not log_has(game, "becomes the monarch")


# -- 724.2: the two inherent triggered abilities ----------------------------------------------
def test_end_step_trigger_has_no_source_and_is_the_monarchs() -> None:
    """724.2 [MON5, MON6, MON7]: at the beginning of the monarch's end step a sourceless ability
    controlled by the monarch triggers, and the monarch draws a card as it resolves."""
    game, _ = game_at({"turn": 3, "active": "Bob", "step": "end", "stage": "begin",
                       "monarch": "Bob", "players": players(3)})
    [ability] = monarch_abilities_on_stack(game)
    assert ability.source is None and ability.kind == "ability"
    assert ability.controller == idx(game, "Bob")
    assert log_has(game, END_STEP_TEXT)
    pass_all(game)
    assert names(game.state, "hand", idx(game, "Bob")) == ["Forest"]
    assert cites(game, "724.2")


def test_no_end_step_draw_on_another_players_turn() -> None:
    """724.2 [MON7]: "the monarch's end step" is the end step of the monarch's own turn."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "end", "stage": "begin",
                       "monarch": "Bob", "players": players(3)})
    assert monarch_abilities_on_stack(game) == []


def test_monarch_draw_goes_to_the_old_monarch_after_the_designation_moved() -> None:
    """724.2 [MON1, MON6]: the end-step ability is controlled by the player who was the monarch
    as it triggered, so Alice still draws after Bob becomes the monarch in response."""
    game, labels = game_at({
        "turn": 3, "active": "Alice", "step": "end", "stage": "begin", "monarch": "Alice",
        "players": players(3, Bob={"battlefield": [
            {"card": "Throne of the High City", "label": "throne"}, *["Island"] * 4]})})
    assert stack_names(game.state) == ["the monarch ability"]
    game.apply("pass")
    do(game, f"activate Throne of the High City#{labels['throne']}: {{4}}, {{T}}, "
             "Sacrifice this land: You become the monarch.", "pay {4} automatically", by="Bob")
    pass_all(game)               # Throne's ability resolves: Bob becomes the monarch
    assert monarch(game) == "Bob"
    assert stack_names(game.state) == ["the monarch ability"]
    pass_all(game)               # the monarch's ability resolves: Alice (its controller) draws
    assert names(game.state, "hand", idx(game, "Alice")) == ["Forest"]
    assert names(game.state, "hand", idx(game, "Bob")) == []
    assert monarch(game) == "Bob"


def test_combat_damage_to_the_monarch_makes_the_creatures_controller_the_monarch() -> None:
    """724.2 [MON6, MON7]: combat damage to the monarch triggers a sourceless ability controlled
    by the monarch, and the damaging creature's controller becomes the monarch."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "declare attackers",
                       "stage": "begin", "monarch": "Bob",
                       "players": players(3, Alice={"battlefield": ["Grizzly Bears"]})})
    do(game, "attack with Grizzly Bears -> Bob", "done declaring attackers")
    pass_until(game, lambda g: bool(g.state.stack))
    [ability] = monarch_abilities_on_stack(game)
    assert ability.source is None and ability.controller == idx(game, "Bob")
    assert log_has(game, COMBAT_TEXT)
    assert monarch(game) == "Bob"
    pass_all(game)
    assert monarch(game) == "Alice"
    assert log_has(game, "724.2: Alice becomes the monarch")


def test_two_combat_damage_triggers_from_one_combat() -> None:
    """724.2 [MON6, MON7]: two creatures dealing combat damage to the monarch trigger the
    ability twice, both controlled by the monarch, who orders them (603.3b)."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "declare attackers",
                       "stage": "begin", "monarch": "Bob",
                       "players": players(3, Alice={"battlefield": ["Grizzly Bears",
                                                                   "Gray Ogre"]})})
    do(game, "attack with Grizzly Bears -> Bob", "attack with Gray Ogre -> Bob",
       "done declaring attackers")
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.TRIGGER_ORDER)
    assert game.decision is not None and game.decision.player == idx(game, "Bob")
    labels = [str(o) for o in game.legal_choices()]
    assert any("Grizzly Bears" in t for t in labels) and any("Gray Ogre" in t for t in labels)
    game.apply(game.legal_choices()[0])
    abilities = monarch_abilities_on_stack(game)
    assert len(abilities) == 2 and {a.controller for a in abilities} == {idx(game, "Bob")}
    pass_all(game)
    assert monarch(game) == "Alice"
    pass_all(game)               # Alice is already the monarch: nothing changes
    assert monarch(game) == "Alice"
    assert game.log_text().count("Alice becomes the monarch") == 1


def test_first_strike_damage_moves_the_crown_before_regular_damage() -> None:
    """724.2 [MON7]: after the first-strike damage step's trigger resolves, regular combat
    damage to the former monarch triggers nothing."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "declare attackers",
                       "stage": "begin", "monarch": "Bob",
                       "players": players(3, Alice={"battlefield": ["Fencing Ace",
                                                                   "Grizzly Bears"]})})
    do(game, "attack with Fencing Ace -> Bob", "attack with Grizzly Bears -> Bob",
       "done declaring attackers")
    pass_until(game, lambda g: bool(g.state.stack))
    assert game.state.step.value == "first-strike combat damage"
    assert len(monarch_abilities_on_stack(game)) == 1
    pass_all(game)
    assert monarch(game) == "Alice"
    pass_until(game, at_step("combat damage"))
    assert monarch_abilities_on_stack(game) == []
    # Fencing Ace (1/1, double strike) dealt 1 twice; Grizzly Bears 2.
    assert game.state.players[idx(game, "Bob")].life == 20 - 1 - 1 - 2


def test_other_damage_does_not_move_the_crown() -> None:
    """724.2 [MON7]: only combat damage dealt to the monarch by a creature triggers."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "declare attackers",
                       "stage": "begin", "monarch": "Bob",
                       "players": players(3, Alice={"battlefield": ["Grizzly Bears", "Mountain"],
                                                    "hand": ["Lightning Bolt"]})})
    do(game, "attack with Grizzly Bears -> Carol", "done declaring attackers")
    pass_until(game, at_step("combat damage"))
    do(game, "cast Lightning Bolt", "target Bob", "pay {R} automatically")
    pass_all(game)
    assert monarch_abilities_on_stack(game) == []
    assert monarch(game) == "Bob"


# -- 724.4: the monarch leaves the game -------------------------------------------------------
@pytest.mark.parametrize("count", [3, 4])
def test_monarch_conceding_during_another_players_turn(count: int) -> None:
    """724.4 [MON8]: the monarch concedes during Alice's turn, so Alice becomes the monarch."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "precombat main", "monarch": "Carol",
                       "players": players(count)})
    game.concede("Carol")
    assert monarch(game) == "Alice"
    assert cites(game, "724.4") and cites(game, "800.4a")
    assert not game.is_over


@pytest.mark.parametrize("count", [3, 4])
def test_monarch_conceding_during_their_own_turn(count: int) -> None:
    """724.4 [MON9]: the monarch concedes during their own turn, so the next player in turn
    order becomes the monarch; the turn goes on without an active player (800.4j)."""
    game, _ = game_at({"turn": 5, "active": "Bob", "step": "precombat main", "monarch": "Bob",
                       "players": players(count)})
    game.concede("Bob")
    assert monarch(game) == "Carol"
    assert game.state.players[game.state.active].name == "Bob"     # still Bob's turn
    pass_until(game, at_step("end"))
    assert monarch_abilities_on_stack(game) == []    # not the monarch's end step
    pass_until(game, at_step("end", "Carol"))
    assert len(monarch_abilities_on_stack(game)) == 1


def test_monarch_leaving_when_the_active_player_has_already_left() -> None:
    """724.4 [MON9]: with no active player, the next player in turn order becomes the
    monarch."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "precombat main", "monarch": "Carol",
                       "players": players(4)})
    game.concede("Alice")
    assert monarch(game) == "Carol"
    game.concede("Carol")
    assert monarch(game) == "Bob"


def test_no_player_who_can_become_the_monarch() -> None:
    """724.4: if no player still in the game can become the monarch, there is none."""
    game, _ = game_at({"turn": 5, "active": "Alice", "step": "precombat main", "monarch": "Alice",
                       "players": players(3)})
    assert heir(game.state, [0, 1, 2]) is None
    assert heir(game.state, [0]) == 1
    assert heir(game.state, [1]) == 0


def test_lethal_combat_damage_to_the_monarch_in_a_three_player_game() -> None:
    """724.4 [MON10, MON11]: Bob, the monarch, is dealt lethal combat damage and loses before his
    trigger would go on the stack, so it never resolves; Alice, whose turn it is, becomes
    the monarch as Bob leaves the game."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "declare attackers",
                       "stage": "begin", "monarch": "Bob",
                       "players": players(3, Alice={"battlefield": ["Grizzly Bears"]},
                                          Bob={"life": 2})})
    do(game, "attack with Grizzly Bears -> Bob", "done declaring attackers")
    pass_until(game, at_step("combat damage"))
    assert game.losers() == ["Bob"]
    assert monarch(game) == "Alice"
    assert cites(game, "724.4") and not cites(game, "724.2")
    assert not log_has(game, "the monarch (Grizzly Bears")      # never put on the stack
    assert not game.is_over


# -- the cards ---------------------------------------------------------------------------
def test_queen_marchesa_makes_assassins_only_while_an_opponent_is_the_monarch() -> None:
    """603.4 / 724: Queen Marchesa's upkeep ability triggers only if an opponent is the
    monarch."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "upkeep", "stage": "begin",
                       "monarch": "Bob",
                       "players": players(3, Alice={"battlefield": ["Queen Marchesa"]})})
    pass_all(game)
    assert names(game.state, "battlefield", idx(game, "Alice")) == ["Queen Marchesa", "Assassin"]
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "upkeep", "stage": "begin",
                       "monarch": "Alice",
                       "players": players(3, Alice={"battlefield": ["Queen Marchesa"]})})
    assert game.state.stack == ()


def test_queen_marchesa_makes_you_the_monarch() -> None:
    """724.1 [MON3]: "When Queen Marchesa enters, you become the monarch."."""
    game, _ = game_at({"turn": 3, "active": "Alice", "step": "precombat main",
                       "players": players(3, Alice={"hand": ["Queen Marchesa"], "battlefield": [
                           "Mountain", "Plains", "Swamp", "Swamp"]})})
    do(game, "cast Queen Marchesa", "pay {1}{R}{W}{B} automatically")
    pass_all(game)
    pass_all(game)
    assert monarch(game) == "Alice"


def _jailer_game(monarch_name: str | None = "Bob") -> tuple[Game, dict[str, int]]:
    return game_at({"turn": 3, "active": "Alice", "step": "precombat main",
                    "monarch": monarch_name,
                    "players": players(3, Alice={"hand": ["Palace Jailer"],
                                                 "battlefield": ["Plains"] * 4},
                                       Bob={"battlefield": [
                                           {"card": "Grizzly Bears", "label": "bears"},
                                           "Gray Ogre", "Mountain",
                                           {"card": "Throne of the High City", "label": "throne"},
                                           *["Island"] * 4],
                                            "hand": ["Lightning Bolt"]})})


def _cast_jailer(game: Game, exile_first: bool) -> None:
    """Cast Palace Jailer; order its two enters abilities (the exile one resolves first
    when `exile_first`) and target Bob's Grizzly Bears."""
    do(game, "cast Palace Jailer", "pay {2}{W}{W} automatically")
    pass_all(game)
    texts = [str(o) for o in game.legal_choices()]
    first = next(t for t in texts if ("exile" in t) != exile_first)   # put first: resolves last
    game.apply(find(game, first))
    do(game, "target Grizzly Bears")


def test_palace_jailer_exiles_until_an_opponent_becomes_the_monarch() -> None:
    """610.3 / 724.2: Palace Jailer's creature stays exiled when the Jailer dies, and returns
    under its owner's control just after an opponent becomes the monarch (610.3c)."""
    game, _ = _jailer_game()
    _cast_jailer(game, exile_first=False)
    pass_all(game)               # Alice becomes the monarch
    pass_all(game)               # the Bears are exiled
    assert monarch(game) == "Alice"
    bob = idx(game, "Bob")
    assert names(game.state, "exile", bob) == ["Grizzly Bears"]
    game.apply("pass")           # Bob bolts the Jailer: the Bears stay in exile
    do(game, "cast Lightning Bolt", "target Palace Jailer", "pay {R} automatically", by="Bob")
    pass_all(game)
    assert names(game.state, "graveyard", idx(game, "Alice")) == ["Palace Jailer"]
    assert names(game.state, "exile", bob) == ["Grizzly Bears"]
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.ATTACKERS and g.state.active == bob)
    do(game, "attack with Gray Ogre -> Alice", "done declaring attackers")
    pass_until(game, lambda g: bool(g.state.stack))
    pass_all(game)               # Bob, an opponent of Alice, becomes the monarch
    assert monarch(game) == "Bob"
    assert names(game.state, "exile", bob) == []
    assert "Grizzly Bears" in names(game.state, "battlefield", bob)
    assert cites(game, "610.3")


def test_palace_jailer_doesnt_return_the_creature_to_a_current_opponent_monarch() -> None:
    """610.3: if an opponent is the monarch as the exile resolves, the creature stays exiled
    until there is a new monarch who is an opponent."""
    game, _ = _jailer_game("Bob")
    _cast_jailer(game, exile_first=True)
    pass_all(game)           # exile resolves while Bob is the monarch
    assert names(game.state, "exile", idx(game, "Bob")) == ["Grizzly Bears"]
    pass_all(game)           # Alice becomes the monarch
    assert monarch(game) == "Alice"
    assert names(game.state, "exile", idx(game, "Bob")) == ["Grizzly Bears"]


def test_palace_jailer_does_nothing_if_an_opponent_was_crowned_since_it_triggered() -> None:
    """610.3b: if an opponent becomes the monarch after the exile ability triggered and
    before it resolves, the creature isn't exiled."""
    game, labels = _jailer_game(None)
    _cast_jailer(game, exile_first=False)
    pass_all(game)           # Alice becomes the monarch
    game.apply("pass")       # Bob responds to the exile ability: he becomes the monarch
    do(game, f"activate Throne of the High City#{labels['throne']}: {{4}}, {{T}}, "
             "Sacrifice this land: You become the monarch.", "pay {4} automatically", by="Bob")
    pass_all(game)
    assert monarch(game) == "Bob"
    pass_all(game)
    assert names(game.state, "exile", idx(game, "Bob")) == []
    assert cites(game, "610.3b")


def test_palace_jailer_controller_leaving_returns_the_creature() -> None:
    """724.4 / 610.3: when the Jailer's controller, the monarch, leaves the game, the next
    monarch is an opponent of theirs and the exiled creature returns."""
    game, _ = _jailer_game()
    _cast_jailer(game, exile_first=False)
    pass_all(game)
    pass_all(game)
    game.concede("Alice")
    assert monarch(game) == "Bob"
    assert "Grizzly Bears" in names(game.state, "battlefield", idx(game, "Bob"))


def test_regal_behemoth_adds_mana_only_while_you_are_the_monarch() -> None:
    """605.1b / 605.4a: Regal Behemoth's triggered mana ability adds one mana of any color
    when its controller, the monarch, taps a land for mana, without using the stack."""
    position = {"turn": 3, "active": "Alice", "step": "precombat main", "monarch": "Alice",
                "players": players(3, Alice={"battlefield": [
                    "Regal Behemoth", {"card": "Forest", "label": "forest"}]})}
    game, labels = game_at(position)
    do(game, f"activate Forest#{labels['forest']}: {{T}}: Add {{G}}.")
    assert game.decision is not None and game.decision.kind is DecisionKind.COLOR
    do(game, "add {R}")
    assert sorted(u.type for u in game.state.players[0].pool) == ["G", "R"]
    assert game.state.stack == ()
    position["monarch"] = "Bob"
    game, labels = game_at(position)
    do(game, f"activate Forest#{labels['forest']}: {{T}}: Add {{G}}.")
    assert [u.type for u in game.state.players[0].pool] == ["G"]
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY, who(game)


def test_a_game_with_a_monarch_ability_on_the_stack_saves_and_loads() -> None:
    """724.2: the sourceless abilities survive a save and a load."""
    game, _ = game_at({"turn": 3, "active": "Bob", "step": "end", "stage": "begin",
                       "monarch": "Bob", "players": players(3)})
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    pass_all(loaded)
    assert names(loaded.state, "hand", idx(loaded, "Bob")) == ["Forest"]


def test_every_sentence_is_mapped_in_the_coverage_document() -> None:
    """Every sentence of the monarch document is mapped in docs/rules-coverage.md to tests
    here that cite it and to scenario files."""
    doc = (Path(__file__).parents[2] / "docs" / "rules-coverage.md").read_text()
    section = doc.split("## The monarch", 1)[1].split("\n## ", 1)[0]
    check_coverage_rows(section, SENTENCES, globals())
    here = Path(__file__).read_text()
    for key in SENTENCES:
        assert re.search(rf"\[(MON\d+, )*{key}(, MON\d+)*\]", here), f"no test cites {key}"
