"""500-514: turn structure. The phases and steps in order (500.1), the untap step (502.3), the
draw step (504.1) and the starting player's skipped first draw (103.8a-c), mana emptying as
each step and phase ends (106.4, 500.5), the combat steps skipped without attackers (508.8)
and the first-strike combat damage step only when needed (510.4), the end step (513.1), the
cleanup step's discard and damage removal (514.1, 514.2), and one land per turn (305.1,
305.2)."""

from __future__ import annotations

import pytest

from helpers import (
    ALICE,
    BOB,
    CAROL,
    at_step,
    cites,
    do,
    game_at,
    life,
    names,
    pass_all,
    pass_until,
    pay,
    pt,
    texts,
    who,
    zone,
)
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.mana import format_units
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 8        # so that nobody loses by drawing from an empty library
DRAW_WATCHER = inline_cards([{
    "name": "Draw Watcher", "mana_cost": "{1}{W}", "type_line": "Creature — Human Cleric",
    "text": "Whenever you draw a card, you gain 1 life.", "power": 1, "toughness": 1}])


def step(game: Game) -> str:
    return game.state.step.value


def pool(game: Game, player: int) -> str:
    return format_units(game.state.players[player].pool)


def stack(game: Game) -> list[str]:
    return [game.state.objects[i].card.name for i in reversed(game.state.stack)]


def tapped(game: Game, oid: int) -> bool:
    return bool(game.state.objects[oid].tapped)


def priority_steps(game: Game, until: str, *, attack: str | None = None,
                   turn: int | None = None) -> list[str]:
    """Pass (declaring `attack` as the only attack, and no blockers) until a player has
    priority in step `until` (of `turn`); the steps in which someone had priority, in order,
    each once."""
    seen: list[str] = []

    def unexpected(g: Game) -> None:
        raise AssertionError(f"unexpected decision {who(g)}")

    def done(g: Game) -> bool:
        d = g.decision
        if d is not None and d.kind is DecisionKind.PRIORITY and (not seen or seen[-1] != step(g)):
            seen.append(step(g))
            assert d.player == g.state.active, f"117.3a: {who(g)}"   # the active player first
        if d is not None and d.kind is DecisionKind.ATTACKERS and attack is not None \
                and not g.state.combat.attackers:
            do(g, attack, "done declaring attackers")
            return done(g)
        return at_step(until, turn=turn)(g) and len(seen) > 1

    pass_until(game, done, other=unexpected)
    return seen


# -- 500.1: phases and steps in order --------------------------------------------------------
def test_a_turn_goes_through_its_steps_in_order() -> None:
    """500.1, 505.1: with an attack, Alice's turn has priority in upkeep, draw, precombat main,
    beginning of combat, declare attackers, declare blockers, combat damage, end of combat,
    postcombat main and end, in that order; then Bob's turn begins with his upkeep. So the
    beginning phase is untap, upkeep, draw (501.1); the first main phase is the precombat one
    (505.1a); combat has its five steps in order (506.1), with the active player receiving
    priority in each of them (507.2, 508.2, 509.2, 510.3, 511.1); the ending phase is end and
    cleanup (512.1); and nobody receives priority in the untap or cleanup step (500.3, 502.4,
    514.3). Each main phase gives the active player priority and ends when all pass in
    succession with the stack empty (505.6, 505.2)."""
    game, labels = game_at({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY}, {"library": LIBRARY},
                           step="upkeep", stage="begin")
    seen = priority_steps(game, "upkeep", turn=4,
                          attack=f"attack with Grizzly Bears#{labels['bears']} -> Bob")
    assert seen == ["upkeep", "draw", "precombat main", "beginning of combat", "declare attackers",
                    "declare blockers", "combat damage", "end of combat", "postcombat main",
                    "end", "upkeep"]
    assert life(game, BOB) == 18
    assert game.state.players[game.state.active].name == "Bob"
    assert cites(game, "500.1")


# -- 502.3: untap ----------------------------------------------------------------------------
def test_the_active_player_untaps_their_permanents() -> None:
    """502.3: in Alice's untap step her tapped land and creature untap; Bob's tapped Forest
    stays tapped."""
    game, labels = game_at({"battlefield": [{"card": "Forest", "label": "af", "tapped": True},
                                            {"card": "Grizzly Bears", "label": "ab",
                                             "tapped": True}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Forest", "label": "bf", "tapped": True}],
                            "library": LIBRARY}, step="untap", stage="begin", turn=5)
    assert (game.state.turn, step(game)) == (5, "upkeep")
    assert not tapped(game, labels["af"]) and not tapped(game, labels["ab"])
    assert tapped(game, labels["bf"])


def test_permanents_tapped_during_a_turn_untap_in_their_controllers_next_turn() -> None:
    """502.3: Bob taps his Forest during Alice's turn 3 (in response, for mana); it stays
    tapped through the rest of her turn and untaps in Bob's untap step of turn 4, while Alice's
    Mountain tapped for her Lightning Bolt stays tapped during Bob's turn."""
    game, labels = game_at({"hand": ["Lightning Bolt"],
                            "battlefield": [{"card": "Mountain", "label": "m"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Forest", "label": "f"}],
                            "library": LIBRARY})
    do(game, "cast Lightning Bolt", "target Bob", "pay {R} automatically")
    game.apply("pass")
    do(game, "activate Forest: {T}: Add {G}.", by="Bob")
    pass_until(game, at_step("end", "Alice", turn=3))
    assert tapped(game, labels["f"]) and tapped(game, labels["m"])
    pass_until(game, at_step("upkeep", "Bob", turn=4))
    assert not tapped(game, labels["f"])
    assert tapped(game, labels["m"])


# -- 504.1 / 103.8: drawing --------------------------------------------------------------------
def test_the_active_player_draws_in_the_draw_step() -> None:
    """504.1, 504.2, 117.3a, 703.4d, 703.3, 703.2, 703.1, 405.6e, 117.2c: Alice draws the top card
    of her library as the draw step begins, a turn-based action no player controls; the ability that
    triggers on the draw goes on the stack before she receives priority. Bob draws nothing."""
    game, _ = game_at({"battlefield": ["Draw Watcher"], "library": ["Swamp", "Plains"]},
                      {"library": LIBRARY}, step="draw", stage="begin", cards=DRAW_WATCHER)
    assert zone(game, ALICE, "hand") == ["Swamp"]
    assert zone(game, ALICE, "library") == ["Plains"]
    assert game.state.players[ALICE].drawn_this_turn == 1
    assert zone(game, BOB, "hand") == [] and len(zone(game, BOB, "library")) == 8
    assert cites(game, "504.1")
    assert game.decision.player == ALICE and stack(game) == ["Draw Watcher"]
    pass_all(game)
    assert life(game, ALICE) == 21


def test_the_starting_player_skips_the_first_draw_in_a_two_player_game() -> None:
    """103.8a: on turn 1 Alice, the starting player, draws no card; on turn 2 Bob draws as
    usual."""
    game, _ = game_at({"library": ["Swamp", "Plains"]}, {"library": ["Forest", *LIBRARY]},
                      turn=1, step="upkeep")
    pass_until(game, at_step("precombat main", "Alice", turn=1))
    assert zone(game, ALICE, "hand") == []
    assert zone(game, ALICE, "library") == ["Swamp", "Plains"]
    assert cites(game, "103.8")
    assert not cites(game, "504.1")
    pass_until(game, at_step("precombat main", "Bob", turn=2))
    assert zone(game, BOB, "hand") == ["Forest"]
    assert cites(game, "504.1")


def test_in_a_free_for_all_game_the_starting_player_draws_on_turn_one() -> None:
    """103.8c: in a three-player free-for-all game no one skips the first draw."""
    game, _ = game_at({"library": ["Swamp", "Plains"]}, {"library": LIBRARY},
                      carol={"library": LIBRARY}, turn=1, step="draw", stage="begin")
    assert game.state.variant == "free-for-all"
    assert zone(game, ALICE, "hand") == ["Swamp"]
    assert not cites(game, "103.8")
    assert zone(game, CAROL, "hand") == []


# -- 106.4 / 500.5: mana empties --------------------------------------------------------------
def test_mana_stays_through_a_step_and_empties_when_it_ends() -> None:
    """106.4, 500.5, 703.4q: Alice pays for Lightning Bolt from a pool of {R}{R}; the other {R}
    stays while the Bolt resolves in the same step, and empties (cited 106.4) as the precombat
    main phase ends."""
    game, _ = game_at({"hand": ["Lightning Bolt"], "pool": "{R}{R}", "library": LIBRARY},
                      {"pool": "{G}", "library": LIBRARY})
    do(game, "cast Lightning Bolt", "target Bob")
    pay(game)
    assert pool(game, ALICE) == "{R}"
    pass_all(game)
    assert life(game, BOB) == 17
    assert pool(game, ALICE) == "{R}" and pool(game, BOB) == "{G}"
    assert step(game) == "precombat main"
    pass_all(game)
    assert step(game) == "beginning of combat"
    assert pool(game, ALICE) == "" and pool(game, BOB) == ""
    assert cites(game, "106.4")


def test_mana_empties_between_steps_of_the_same_phase() -> None:
    """106.4, 500.5: mana Alice adds with Llanowar Elves in her upkeep is gone in her draw
    step, the next step of the beginning phase."""
    game, _ = game_at({"battlefield": ["Llanowar Elves"], "library": LIBRARY},
                      {"library": LIBRARY}, step="upkeep")
    do(game, "activate Llanowar Elves: {T}: Add {G}.")
    assert pool(game, ALICE) == "{G}"
    pass_all(game)
    assert step(game) == "draw"
    assert pool(game, ALICE) == ""


def test_nothing_happens_between_two_steps() -> None:
    """500.12, 500.5, 504.1: as Alice's upkeep ends her unspent {G} empties, its last event;
    the next event is the draw step's turn-based draw: no event comes between the steps."""
    game, _ = game_at({"battlefield": ["Llanowar Elves"], "library": LIBRARY},
                      {"library": LIBRARY}, step="upkeep")
    do(game, "activate Llanowar Elves: {T}: Add {G}.")
    start = len(game.log())
    pass_all(game)
    assert step(game) == "draw"
    assert [e.rule for e in game.log()[start:]] == ["106.4", "504.1"]


# -- 508.8 / 510.4: combat steps --------------------------------------------------------------
def test_no_attackers_skips_declare_blockers_and_combat_damage() -> None:
    """508.8: Alice declares no attackers, so after the declare attackers step comes the end
    of combat step: no blockers are declared and no combat damage step happens."""
    game, _ = game_at({"battlefield": ["Grizzly Bears"], "library": LIBRARY},
                      {"battlefield": ["Gray Ogre"], "library": LIBRARY},
                      step="beginning of combat")
    seen = priority_steps(game, "postcombat main")
    assert seen == ["beginning of combat", "declare attackers", "end of combat",
                    "postcombat main"]
    assert life(game, BOB) == 20


def test_no_first_strike_step_without_first_strike() -> None:
    """510.4: when no attacking or blocking creature has first strike or double strike, there
    is a single combat damage step."""
    game, labels = game_at({"battlefield": [{"card": "Grizzly Bears", "label": "b"}],
                            "library": LIBRARY}, {"library": LIBRARY},
                           step="declare attackers", stage="begin")
    do(game, f"attack with Grizzly Bears#{labels['b']} -> Bob", "done declaring attackers")
    seen = priority_steps(game, "postcombat main")
    assert "first-strike combat damage" not in seen
    assert seen == ["declare attackers", "declare blockers", "combat damage", "end of combat",
                    "postcombat main"]
    assert life(game, BOB) == 18


def test_a_first_striker_gets_its_own_combat_damage_step() -> None:
    """510.4, 702.7b: with Youthful Knight (first strike) and Grizzly Bears attacking, the Knight
    deals its damage in the first-strike combat damage step and the Bears in the second."""
    game, labels = game_at({"battlefield": [{"card": "Grizzly Bears", "label": "b"},
                                            {"card": "Youthful Knight", "label": "k"}],
                            "library": LIBRARY}, {"library": LIBRARY},
                           step="declare attackers", stage="begin")
    do(game, f"attack with Youthful Knight#{labels['k']} -> Bob",
       f"attack with Grizzly Bears#{labels['b']} -> Bob", "done declaring attackers")
    pass_all(game)
    do(game, "done declaring blockers")
    pass_all(game)
    assert step(game) == "first-strike combat damage"
    assert life(game, BOB) == 18
    pass_all(game)
    assert step(game) == "combat damage"
    assert life(game, BOB) == 16
    pass_all(game)
    assert step(game) == "end of combat"


# -- 513.1: end step -------------------------------------------------------------------------
def test_the_end_step_gives_priority_and_instants_can_be_cast() -> None:
    """513.1, 117.1a: in the end step Alice receives priority and then Bob, who casts Shock;
    it resolves in the end step and the turn goes on only when both pass again."""
    game, _ = game_at({"library": LIBRARY},
                      {"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY},
                      step="postcombat main")
    pass_all(game)
    assert step(game) == "end" and game.decision.player == ALICE
    game.apply("pass")
    do(game, "cast Shock", "target Alice", by="Bob")
    pay(game)
    pass_all(game)
    assert life(game, ALICE) == 18
    assert step(game) == "end" and game.decision.player == ALICE
    pass_all(game)
    assert (game.state.turn, step(game)) == (4, "upkeep")


# -- 514.1 / 514.2: cleanup ------------------------------------------------------------------
def test_cleanup_discards_down_to_maximum_hand_size() -> None:
    """514.1, 703.4n, 701.9b: Alice ends her turn with nine cards and discards two of her
    choice; Bob, not the active player, keeps his nine."""
    game, _ = game_at({"hand": ["Forest"] * 8 + ["Lightning Bolt"], "library": LIBRARY},
                      {"hand": ["Island"] * 9, "library": LIBRARY}, step="end")
    pass_all(game)
    d = game.decision
    assert d is not None and d.kind is DecisionKind.PICK and d.player == ALICE
    assert "514.1" in d.prompt and step(game) == "cleanup"
    do(game, "pick Lightning Bolt", "pick Forest")
    assert sorted(zone(game, ALICE, "graveyard")) == ["Forest", "Lightning Bolt"]
    assert zone(game, ALICE, "hand") == ["Forest"] * 7
    assert len(zone(game, BOB, "hand")) == 9
    assert (game.state.turn, step(game)) == (4, "upkeep")
    assert cites(game, "514.1")


def test_cleanup_with_seven_cards_discards_nothing() -> None:
    """514.1: with exactly seven cards (the maximum hand size) Alice discards nothing and no
    discard decision is asked."""
    game, _ = game_at({"hand": ["Forest"] * 7, "library": LIBRARY}, {"library": LIBRARY},
                      step="end")
    pass_all(game)
    assert (game.state.turn, step(game)) == (4, "upkeep")
    assert len(zone(game, ALICE, "hand")) == 7 and zone(game, ALICE, "graveyard") == []
    assert not cites(game, "514.1")


def test_cleanup_removes_damage_and_ends_until_end_of_turn_effects() -> None:
    """514.2, 703.4p: in Alice's cleanup step the damage on every permanent (hers and Bob's) is
    removed and Giant Growth's "until end of turn" effect ends."""
    game, labels = game_at({"hand": ["Giant Growth"],
                            "battlefield": ["Forest", {"card": "Grizzly Bears", "label": "gb"},
                                           {"card": "Centaur Courser", "label": "cc",
                                            "damage": 2}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre", "damage": 1}],
                            "library": LIBRARY}, step="end")
    do(game, "cast Giant Growth", f"target Grizzly Bears#{labels['gb']}")
    pay(game)
    pass_all(game)
    assert pt(game, labels["gb"]) == (5, 5)
    assert game.state.objects[labels["cc"]].damage == 2
    pass_all(game)
    assert (game.state.turn, step(game)) == (4, "upkeep")
    assert pt(game, labels["gb"]) == (2, 2)
    assert game.state.objects[labels["cc"]].damage == 0
    assert game.state.objects[labels["ogre"]].damage == 0


# -- 305.1 / 305.2: lands per turn -----------------------------------------------------------
def test_one_land_per_turn() -> None:
    """305.2, 305.2b: after playing a Forest Alice can't play her Mountain this turn (rejected,
    naming 305.2, nothing changes); on her next turn she can."""
    game, _ = game_at({"hand": ["Forest", "Mountain"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "play Forest")
    assert game.state.players[ALICE].lands_played == 1
    assert not any(t.startswith("play") for t in texts(game))
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError, match=r"305\.2"):
        game.apply("play Mountain")
    assert game.state_hash() == before
    pass_until(game, at_step("precombat main", "Alice", turn=5))
    assert game.state.players[ALICE].lands_played == 0
    do(game, "play Mountain")
    assert names(game.state, "battlefield", ALICE) == ["Forest", "Mountain"]


def test_a_land_already_played_this_turn_counts() -> None:
    """305.2a: a position where Alice has already played a land this turn leaves her no land
    play, though she holds a Forest."""
    game, _ = game_at({"hand": ["Forest"], "lands_played": 1, "library": LIBRARY},
                      {"library": LIBRARY})
    assert texts(game) == ["pass"]


def test_lands_are_played_only_in_own_main_phase_with_an_empty_stack() -> None:
    """305.1 / 305.3 / 505.6b: Bob can't play a land during Alice's turn; Alice can't play one
    while her Lightning Bolt is on the stack nor during combat, but can in her postcombat main
    phase."""
    game, _ = game_at({"hand": ["Forest", "Lightning Bolt"], "battlefield": ["Mountain"],
                       "library": LIBRARY}, {"hand": ["Island"], "library": LIBRARY})
    do(game, "cast Lightning Bolt", "target Bob", "pay {R} automatically")
    assert not any(t.startswith("play") for t in texts(game))
    game.apply("pass")
    assert texts(game) == ["pass"]          # Bob: no "play Island" in Alice's turn
    pass_all(game)
    pass_all(game)
    assert step(game) == "beginning of combat"
    assert not any(t.startswith("play") for t in texts(game))
    pass_until(game, at_step("postcombat main", "Alice"))
    do(game, "play Forest")
    assert "Forest" in names(game.state, "battlefield", ALICE)


def test_the_untap_step_untaps_what_the_active_player_controls() -> None:
    """502.3: the active player untaps the permanents they control: Alice's Mind Control
    gives her Bob's tapped Llanowar Elves, so it stays tapped in Bob's untap step and
    untaps in Alice's."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Mind Control", "attached_to": "elves"}]},
        {"library": LIBRARY, "battlefield": [{"card": "Llanowar Elves", "label": "elves",
                                              "tapped": True}]},
        turn=4, active="Bob", step="untap", stage="begin")
    elves = labels["elves"]
    assert game.state.step.value == "upkeep" and game.state.active == BOB
    assert game.state.objects[elves].tapped
    pass_until(game, at_step("upkeep", "Alice"))
    assert not game.state.objects[elves].tapped
