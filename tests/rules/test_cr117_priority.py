"""117: timing and priority. Who receives priority when (117.3a-d), all players passing in
succession (117.4, 405.5, 500.2), state-based actions and triggered abilities before a player
receives priority (117.5, 704.3), what a player with priority may do (117.1a, 117.1d, 605.3a;
`mana_at_priority=False`), and the steps in which no one receives priority (502.4, 514.3)."""

from __future__ import annotations

import pytest

from helpers import (
    ALICE,
    BOB,
    at_step,
    cites,
    do,
    game_at,
    life,
    names,
    pass_all,
    pass_until,
    pay,
    position,
    texts,
    who,
    zone,
)
from manastack.cards.registry import get_card
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.mana import format_units
from manastack.scenario import build_state, inline_cards

LIBRARY = ["Island"] * 8        # so that nobody loses by drawing from an empty library
FOREST = "{T}: Add {G}."
MOUNTAIN = "{T}: Add {R}."
UPKEEP_WATCHER = inline_cards([{
    "name": "Upkeep Watcher", "mana_cost": "{1}{W}", "type_line": "Creature — Human Cleric",
    "text": "At the beginning of your upkeep, you gain 1 life.", "power": 1, "toughness": 1}])


def stack(game: Game) -> list[str]:
    """The names on the stack, top first."""
    return [game.state.objects[i].card.name for i in reversed(game.state.stack)]


def holder(game: Game) -> str:
    """The name of the player who has priority now (the decision must be priority)."""
    d = game.decision
    assert d is not None and d.kind is DecisionKind.PRIORITY, who(game)
    return game.state.players[d.player].name


def step(game: Game) -> str:
    return game.state.step.value


def rejects(game: Game, text: str, rule: str) -> None:
    """Applying `text` raises IllegalChoiceError naming `rule` and changes nothing."""
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError, match=rule.replace(".", r"\.")):
        game.apply(text)
    assert game.state_hash() == before


def bolt_and_shock() -> tuple[Game, dict[str, int]]:
    """Alice (active) holds Lightning Bolt and a Mountain, Bob holds Shock and a Mountain."""
    return game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": LIBRARY},
                   {"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY})


# -- 117.3a: the active player first -----------------------------------------------------------
def test_active_player_receives_priority_first_after_beginning_triggers() -> None:
    """117.3a, 503.1a: as the upkeep begins, the "at the beginning of your upkeep" ability goes
    on the stack first and then the active player, not the other one, receives priority."""
    game, _ = game_at({"battlefield": ["Upkeep Watcher"], "library": LIBRARY},
                      {"library": LIBRARY}, step="upkeep", stage="begin", cards=UPKEEP_WATCHER)
    assert holder(game) == "Alice"
    assert step(game) == "upkeep"
    assert stack(game) == ["Upkeep Watcher"]
    pass_all(game)
    assert life(game, ALICE) == 21
    assert holder(game) == "Alice" and step(game) == "upkeep"


def test_in_bobs_turn_bob_receives_priority_first() -> None:
    """117.3a: during Bob's turn Bob receives priority first in each step, Alice after him."""
    game, _ = game_at({"library": LIBRARY}, {"library": LIBRARY}, active="Bob", turn=4,
                      step="beginning of combat", stage="begin")
    assert holder(game) == "Bob"
    game.apply("pass")
    assert holder(game) == "Alice" and step(game) == "beginning of combat"


# -- 117.3c: acting keeps priority ------------------------------------------------------------
def test_the_caster_receives_priority_again() -> None:
    """117.3c: after casting Lightning Bolt Alice has priority again, with the Bolt on the
    stack; Bob, casting Shock in response, likewise receives priority afterward."""
    game, _ = bolt_and_shock()
    do(game, "cast Lightning Bolt", "target Bob")
    pay(game)
    assert holder(game) == "Alice" and stack(game) == ["Lightning Bolt"]
    game.apply("pass")
    assert holder(game) == "Bob"
    do(game, "cast Shock", "target Alice")
    pay(game)
    assert holder(game) == "Bob" and stack(game) == ["Shock", "Lightning Bolt"]


def test_playing_a_land_keeps_priority() -> None:
    """117.3c, 305.1: playing a land is a special action; the land doesn't use the stack and
    Alice receives priority again in the same step."""
    game, _ = game_at({"hand": ["Forest"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "play Forest")
    assert names(game.state, "battlefield", ALICE) == ["Forest"]
    assert game.state.stack == ()
    assert holder(game) == "Alice" and step(game) == "precombat main"


# -- 117.3b / 117.3d / 117.4 / 405.5: passing and resolving ---------------------------------
def test_after_a_resolution_the_active_player_receives_priority() -> None:
    """117.3b: Bob's Shock resolves during Alice's turn and Alice, the active player, receives
    priority, not Bob who cast it."""
    game, _ = bolt_and_shock()
    game.apply("pass")
    do(game, "cast Shock", "target Alice")
    pay(game)
    game.apply("pass")
    assert holder(game) == "Alice" and stack(game) == ["Shock"]
    game.apply("pass")
    assert life(game, ALICE) == 18
    assert game.state.stack == ()
    assert holder(game) == "Alice"


def test_priority_passes_in_turn_order_and_all_must_pass() -> None:
    """117.3d, 117.4: with three players and Bob active, priority goes Bob, Carol, Alice;
    Carol's Lightning Bolt resolves only when all three have passed in succession, and then
    Bob (the active player, 117.3b) receives priority."""
    game, _ = game_at({"library": LIBRARY}, {"library": LIBRARY},
                      carol={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                             "library": LIBRARY}, active="Bob", turn=5)
    assert holder(game) == "Bob"
    game.apply("pass")
    assert holder(game) == "Carol"
    do(game, "cast Lightning Bolt", "target Alice")
    pay(game)
    assert holder(game) == "Carol"
    seen = []
    for _ in range(2):
        game.apply("pass")
        seen.append(holder(game))
        assert stack(game) == ["Lightning Bolt"]
    assert seen == ["Alice", "Bob"]
    game.apply("pass")
    assert life(game, ALICE) == 17
    assert holder(game) == "Bob" and step(game) == "precombat main"


def test_all_passing_resolves_only_the_top_of_the_stack() -> None:
    """117.4, 405.5: with Bob's Shock on top of Alice's Lightning Bolt, both passing resolves
    the Shock alone; the Bolt waits for another round of passes."""
    game, _ = bolt_and_shock()
    do(game, "cast Lightning Bolt", "target Bob")
    pay(game)
    game.apply("pass")
    do(game, "cast Shock", "target Alice")
    pay(game)
    game.apply("pass")
    game.apply("pass")
    assert life(game, ALICE) == 18 and life(game, BOB) == 20
    assert stack(game) == ["Lightning Bolt"]
    assert holder(game) == "Alice"
    game.apply("pass")
    game.apply("pass")
    assert life(game, BOB) == 17 and game.state.stack == ()
    assert cites(game, "608.2")


def test_an_action_between_passes_breaks_the_succession() -> None:
    """117.4: Alice passes, then Bob casts Shock: Alice's pass no longer counts, so Bob's pass
    gives Alice priority with the Shock still on the stack; it resolves when she passes."""
    game, _ = bolt_and_shock()
    game.apply("pass")
    do(game, "cast Shock", "target Alice")
    pay(game)
    game.apply("pass")
    assert holder(game) == "Alice"
    assert stack(game) == ["Shock"] and life(game, ALICE) == 20
    game.apply("pass")
    assert life(game, ALICE) == 18


def test_an_emptied_stack_doesnt_end_the_step() -> None:
    """500.2, 117.4: after the last spell resolves the step goes on (Alice has priority in the
    same main phase); only both players passing with the stack empty ends it."""
    game, _ = bolt_and_shock()
    do(game, "cast Lightning Bolt", "target Bob")
    pay(game)
    game.apply("pass")
    game.apply("pass")
    assert game.state.stack == () and life(game, BOB) == 17
    assert holder(game) == "Alice" and step(game) == "precombat main"
    game.apply("pass")
    assert holder(game) == "Bob" and step(game) == "precombat main"
    game.apply("pass")
    assert holder(game) == "Alice" and step(game) == "beginning of combat"


# -- 117.5 / 704.3: state-based actions and triggers first -----------------------------------
def test_state_based_actions_and_triggers_come_before_priority() -> None:
    """117.5, 704.3, 117.2a, 117.2d: before Alice first receives priority, the damaged Grizzly
    Bears and Doomed Traveler die (704.5g), and then the Traveler's dies ability, which
    triggered during the state-based actions, is put on the stack."""
    game, _ = game_at({"battlefield": [{"card": "Doomed Traveler", "damage": 1},
                                       {"card": "Grizzly Bears", "damage": 2}],
                       "library": LIBRARY}, {"library": LIBRARY})
    assert holder(game) == "Alice"
    assert sorted(zone(game, ALICE, "graveyard")) == ["Doomed Traveler", "Grizzly Bears"]
    assert stack(game) == ["Doomed Traveler"]
    assert cites(game, "704.5g") and cites(game, "603.3")
    rules = [e.rule for e in game.log()]
    assert max(i for i, r in enumerate(rules) if r.startswith("704.5")) < rules.index("603.3")
    pass_all(game)
    assert names(game.state, "battlefield", ALICE) == ["Spirit"]


def test_a_creature_killed_by_a_spell_triggers_before_anyone_gets_priority() -> None:
    """117.5, 117.3b: Lightning Bolt kills Bob's Doomed Traveler; before Alice receives priority
    the Traveler goes to the graveyard and its ability goes on the stack."""
    game, labels = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Doomed Traveler", "label": "dt"}],
                            "library": LIBRARY})
    do(game, "cast Lightning Bolt", f"target Doomed Traveler#{labels['dt']}")
    pay(game)
    game.apply("pass")
    game.apply("pass")
    assert zone(game, BOB, "graveyard") == ["Doomed Traveler"]
    assert stack(game) == ["Doomed Traveler"]
    assert holder(game) == "Alice"


# -- 117.1 / 117.3d: what a player with priority may do --------------------------------------
def test_passing_is_always_a_legal_choice() -> None:
    """117.3d: at every priority decision of a whole turn, with spells, abilities and lands
    available, each player may pass."""
    game, _ = game_at({"hand": ["Lightning Bolt", "Grizzly Bears", "Forest"],
                       "battlefield": ["Mountain", "Forest", {"card": "Llanowar Elves"}],
                       "library": LIBRARY},
                      {"hand": ["Shock", "Giant Growth"], "battlefield": ["Mountain", "Forest"],
                       "library": LIBRARY}, step="upkeep", stage="begin")
    seen = []

    def check(g: Game) -> bool:
        d = g.decision
        if d is not None and d.kind is DecisionKind.PRIORITY:
            assert "pass" in texts(g), who(g)
            seen.append(step(g))
        return g.state.turn == 4 and step(g) == "upkeep"

    pass_until(game, check)
    assert {"upkeep", "draw", "precombat main", "end"} <= set(seen)
    assert len(seen) >= 16


def test_sorcery_speed_spells_need_own_main_phase_and_empty_stack() -> None:
    """117.1a: Alice may cast an instant any time she has priority, but Grizzly Bears only in
    her main phase with the stack empty; Bob can't cast his Grizzly Bears during her turn."""
    game, _ = game_at({"hand": ["Lightning Bolt", "Grizzly Bears"],
                       "battlefield": ["Mountain", "Forest", "Forest"], "library": LIBRARY},
                      {"hand": ["Grizzly Bears", "Shock"], "battlefield": ["Forest", "Forest",
                                                                           "Mountain"],
                       "library": LIBRARY})
    assert any(t.startswith("cast Grizzly Bears") for t in texts(game))
    do(game, "cast Lightning Bolt", "target Bob")
    pay(game)
    assert not any(t.startswith("cast Grizzly Bears") for t in texts(game))
    rejects(game, "cast Grizzly Bears", "117.1a")
    game.apply("pass")
    assert holder(game) == "Bob"
    assert any(t.startswith("cast Shock") for t in texts(game))
    assert not any(t.startswith("cast Grizzly Bears") for t in texts(game))


def test_mana_abilities_at_priority_dont_use_the_stack_or_pass() -> None:
    """117.1d, 605.3a, 605.3b: with Lightning Bolt on the stack, Alice and then Bob may each
    activate a land's mana ability while holding priority; it resolves at once, the mana is in
    the pool, the stack is unchanged and the player still has priority."""
    game, _ = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Forest"],
                       "library": LIBRARY}, {"battlefield": ["Forest"], "library": LIBRARY})
    do(game, "cast Lightning Bolt", "target Bob", "pay {R} automatically")
    do(game, f"activate Forest: {FOREST}", by="Alice")
    assert format_units(game.state.players[ALICE].pool) == "{G}"
    assert stack(game) == ["Lightning Bolt"] and holder(game) == "Alice"
    game.apply("pass")
    do(game, f"activate Forest: {FOREST}", by="Bob")
    assert format_units(game.state.players[BOB].pool) == "{G}"
    assert stack(game) == ["Lightning Bolt"] and holder(game) == "Bob"
    assert cites(game, "605.3b")


def test_mana_at_priority_false_leaves_mana_abilities_to_payments() -> None:
    """605.3a, 117.1d: in a game with `mana_at_priority=False` priority decisions don't offer
    mana abilities (applying one is rejected, naming 605.3a, and changes nothing), but they are
    still there while paying for Lightning Bolt. The setting survives a save."""
    state, labels = build_state(position({"hand": ["Lightning Bolt"],
                                          "battlefield": [{"card": "Mountain", "label": "m"}],
                                          "library": LIBRARY}, {"library": LIBRARY}))
    state.mana_at_priority = False
    game = Game.from_state(state)
    mountain = f"Mountain#{labels['m']}"
    assert not any(t.startswith("activate") for t in texts(game))
    rejects(game, f"activate {mountain}: {MOUNTAIN}", "605.3a")
    do(game, "cast Lightning Bolt", "target Bob")
    assert game.decision is not None and game.decision.kind is DecisionKind.MANA_PAYMENT
    do(game, f"mana {mountain}: {MOUNTAIN}")
    assert stack(game) == ["Lightning Bolt"]
    loaded = Game.load(game.save())
    assert not loaded.state.mana_at_priority
    assert not any(t.startswith("activate") for t in texts(loaded))


def test_a_new_game_without_mana_at_priority_offers_no_mana_abilities() -> None:
    """605.3a: `Game.new(..., mana_at_priority=False)`: after Alice plays a Forest on her
    first turn she may pass or cast, but no "activate" option for the Forest appears."""
    deck = [get_card("Forest")] * 20 + [get_card("Grizzly Bears")] * 20
    game = Game.new([deck, deck], seed=3, starting_player=0, names=["Alice", "Bob"],
                    mana_at_priority=False)
    do(game, "keep", "keep")
    pass_until(game, at_step("precombat main", "Alice", turn=1))
    forests = [t for t in texts(game) if t.startswith("play Forest")]
    assert forests
    game.apply(forests[0])
    assert names(game.state, "battlefield", ALICE) == ["Forest"]
    assert not any(t.startswith("activate") for t in texts(game))
    assert "pass" in texts(game)


# -- 502.4 / 514.3: steps without priority ---------------------------------------------------
def test_no_priority_in_the_untap_step_or_a_normal_cleanup_step() -> None:
    """502.4, 514.3, 117.3a: from Bob's end step, the passes lead straight to Alice's upkeep:
    no one receives priority in Bob's cleanup step or in Alice's untap step (Alice's tapped
    Mountain untapped there, and her Lightning Bolt could not be cast before her upkeep)."""
    game, labels = game_at({"hand": ["Lightning Bolt"],
                            "battlefield": [{"card": "Mountain", "label": "m", "tapped": True}],
                            "library": LIBRARY},
                           {"library": LIBRARY}, active="Bob", turn=4, step="end")
    steps = []
    while game.state.turn == 4:
        steps.append((holder(game), step(game)))
        game.apply("pass")
    assert steps == [("Bob", "end"), ("Alice", "end")]
    assert holder(game) == "Alice"
    assert (game.state.turn, step(game)) == (5, "upkeep")
    assert not game.state.objects[labels["m"]].tapped
    assert any(t.startswith("cast Lightning Bolt") for t in texts(game))


def test_priority_in_cleanup_when_state_based_actions_happen() -> None:
    """514.3a: Doomed Traveler survives Dead Weight only thanks to Giant Growth; when Giant
    Growth ends in the cleanup step the Traveler dies, its ability goes on the stack and Alice
    receives priority in the cleanup step; after it resolves and both pass, another cleanup
    step follows (without priority) and Bob's turn begins."""
    game, labels = game_at({"hand": ["Giant Growth", "Dead Weight"],
                            "battlefield": ["Forest", "Swamp",
                                            {"card": "Doomed Traveler", "label": "dt"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    traveler = f"Doomed Traveler#{labels['dt']}"
    do(game, "cast Giant Growth", f"target {traveler}")
    pay(game)
    pass_all(game)
    do(game, "cast Dead Weight", f"target {traveler}")
    pay(game)
    pass_all(game)
    assert "Doomed Traveler" in names(game.state, "battlefield", ALICE)
    pass_until(game, at_step("cleanup"))
    assert holder(game) == "Alice" and game.state.turn == 3
    assert stack(game) == ["Doomed Traveler"]
    assert "Doomed Traveler" in zone(game, ALICE, "graveyard")
    pass_all(game)
    assert names(game.state, "battlefield", ALICE) == ["Forest", "Swamp", "Spirit"]
    assert holder(game) == "Alice" and step(game) == "cleanup"
    game.apply("pass")
    assert holder(game) == "Bob" and step(game) == "cleanup"
    game.apply("pass")
    assert holder(game) == "Bob"
    assert (game.state.turn, step(game)) == (4, "upkeep")
