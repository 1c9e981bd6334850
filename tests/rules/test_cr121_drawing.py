"""121 Drawing a card, and the Maralen of the Mornsong and Narset, Parter of Veils documents
(../shared/seeds/), sentence by sentence.

Each sentence has a key ([M1] ... [M5] for Maralen, [N1a] ... [N4b] for Narset); the tests
that prove it cite the key in their docstring, and docs/rules-coverage.md maps every key to
its tests and scenario files. The Two-Headed Giant sentences of the Maralen document are
proved in test_cr810_two_headed_giant.py.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.abilities import ActivatedAbility, CardDef, Cost, ReplacementAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import DecisionKind
from manastack.rules.drawing import (
    DrawInstruction,
    draw_choice_blocked,
    draw_stopped,
    each_player_draws,
)
from manastack.rules.events import Event
from manastack.rules.mana import ManaCost
from manastack.rules.state import GameObject, GameState
from manastack.scenario import build_state

ROOT = Path(__file__).parents[2]

# The documents' sentences, by key (the Two-Headed Giant ruling is test_cr810's T1, T2).
MARALEN = {
    "M1": "Maralen prevents players from drawing cards for any reason, including as a cost, as "
          "an effect, and as a result of the “draw a card” turn-based action during the draw "
          "step.",
    "M2": "While Maralen is on the battlefield, no player can lose the game due to being "
          "instructed to draw a card with an empty library.",
    "M3a": "While Maralen is on the battlefield, a player can’t choose to draw cards (or choose "
           "to have another player draw cards) as a spell or ability resolves.",
    "M3b": "For example, if you cast the Development side of Research // Development (“Put a "
           "3/1 red Elemental creature token onto the battlefield unless any opponent lets you "
           "draw a card. Repeat this process two more times.”), you’ll put three Elemental "
           "tokens onto the battlefield because your opponents can’t “let you draw a card.”",
    "M4a": "The effect of the triggered ability is mandatory.",
    "M4b": "The life loss isn’t a payment; you’ll lose 3 life even if you have 3 or less life "
           "left.",
    "M4c": "Unless your library is empty, you must put a card from your library into your "
           "hand.",
    "M5": "While Maralen is on the battlefield, replacement effects that instruct a player to do "
          "something instead of drawing a card won’t work.",
}
NARSET = {
    "N1a": "Replacement effects (such as that of Underrealm Lich or the first ability of Jace, "
           "Wielder of Mysteries) can't be used to replace draws that Narset disallows.",
    "N1b": "However, if an opponent's first draw is replaced (by Underrealm Lich's ability, for "
           "example), that draw didn't happen and Narset won't stop the next draw (which may "
           "also be replaced by Underrealm Lich's ability).",
    "N2a": "If an opponent hasn't drawn any cards in a turn and a spell or ability instructs "
           "that player to draw multiple cards, that player will just draw one card.",
    "N2b": "However, if the draws are optional, the player can't choose to draw, even if they "
           "could draw one card this way.",
    "N3a": "Your opponents can each draw a maximum of one card each on each player's turn.",
    "N3b": "Subsequent card draws during that turn are ignored.",
    "N4a": "Narset will \"see\" cards drawn by opponents earlier in the turn she entered the "
           "battlefield, although Narset can't affect cards drawn before she entered the "
           "battlefield.",
    "N4b": "For example, if an opponent draws two cards, then Narset enters the battlefield, "
           "that opponent can't draw more cards that turn, but the two drawn cards are "
           "unaffected.",
}


# -- helpers (shared with the drawing card tests) -------------------------------------------
from draw_helpers import cast, choose, cites, drawn, kind, log, log_index, resolve  # noqa: E402
from helpers import ALICE, BOB, CAROL, game_at, texts, zone  # noqa: E402


# A hypothetical artifact whose ability has drawing in its cost (no printed card has one).
def _gain_one(ctx: Ctx, r: Resolving) -> None:
    ctx.gain_life(r.controller, 1)


def relic(draws: int) -> CardDef:
    cost = Cost(draw=draws)
    return CardDef(name=f"Test Relic {draws}", mana_cost=ManaCost.parse("{1}"),
                   types=frozenset({"Artifact"}),
                   abilities=(ActivatedAbility(f"{cost}: You gain 1 life.", cost, _gain_one),))


RELIC_1, RELIC_2 = relic(1), relic(2)


# -- 121.1-121.2: draws one at a time ------------------------------------------------------------
def test_draw_two_is_two_single_draws() -> None:
    """121.2: "Draw two cards" (Divination) is two individual draws, each logged and counted."""
    game, _ = game_at({"hand": ["Divination"], "battlefield": ["Island"] * 3,
                       "library": ["Forest", "Mountain", "Plains"]})
    cast(game, "Divination")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest", "Mountain"]
    assert drawn(game, ALICE) == 2
    assert len(re.findall(r"Alice draws a card", log(game))) == 2


def test_draws_a_replacement_effect_results_in_are_made_one_at_a_time() -> None:
    """121.7, 614.1a: under Alice's Notion Thief, each of the two draws of Bob's Divination
    is replaced: Bob skips it (the part not replaced by a draw) and Alice draws a card
    instead, one draw at a time, in her library's order; Bob has drawn nothing."""
    game, _ = game_at({"battlefield": ["Notion Thief"],
                       "library": ["Forest", "Mountain", "Plains"]},
                      {"hand": ["Divination"], "battlefield": ["Island"] * 3,
                       "library": ["Swamp", "Island"]}, active="Bob")
    cast(game, "Divination")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest", "Mountain"] and zone(game, BOB, "hand") == []
    assert drawn(game, ALICE) == 2 and drawn(game, BOB) == 0
    assert re.findall(r"121\.1: Alice draws a card \((\d) this turn\)", log(game)) == ["1", "2"]


def _one_more(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, DrawInstruction) and event.count >= 2 and \
        event.player == source.controller


def _plus_one(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    assert isinstance(event, DrawInstruction)
    return DrawInstruction(event.player, event.count + 1, applied=event.applied, rule=event.rule)


# A hypothetical enchantment: "If you would draw two or more cards, draw that many plus one
# instead." (an effect on the instruction, 121.2a).
BOUNTY = CardDef(name="Test Bounty", mana_cost=ManaCost.parse("{1}"),
                 types=frozenset({"Enchantment"}),
                 abilities=(ReplacementAbility("If you would draw two or more cards, draw that "
                                               "many plus one instead.", _one_more, _plus_one),))


def test_instruction_is_modified_before_the_single_draws() -> None:
    """121.2a / 616.1g: a replacement effect that refers to the number of cards drawn
    modifies the instruction before any single draw; the limit then applies to each draw."""
    game, _ = game_at({"hand": ["Divination"], "battlefield": ["Island"] * 3 + ["Test Bounty"],
                       "library": ["Forest", "Mountain", "Plains", "Swamp"]}, cards=(BOUNTY,))
    cast(game, "Divination")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest", "Mountain", "Plains"]
    assert "Test Bounty" in log(game)
    # With Spirit of the Labyrinth the modified instruction (3 draws) becomes 1 draw.
    game, _ = game_at({"hand": ["Divination"], "battlefield": ["Island"] * 3 + ["Test Bounty"],
                       "library": ["Forest", "Mountain", "Plains", "Swamp"]},
                      {"battlefield": ["Spirit of the Labyrinth"]}, cards=(BOUNTY,))
    cast(game, "Divination")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert log(game).count("Spirit of the Labyrinth") == 2     # two draws didn't happen


def test_several_players_draw_active_player_first() -> None:
    """121.2c: when several players are instructed to draw, the active player performs all
    their draws first, then each other player in turn order."""
    state, _ = build_state({"turn": 3, "active": "Bob", "step": "precombat main", "players": [
        {"name": "Alice", "library": ["Forest"] * 2}, {"name": "Bob", "library": ["Island"] * 2},
        {"name": "Carol", "library": ["Swamp"] * 2}]})
    ctx = Ctx(state)
    each_player_draws(ctx, {ALICE: 1, CAROL: 2, BOB: 2})
    order = [e.text.split()[0] for e in state.log_entries() if "draws a card" in e.text]
    assert order == ["Bob", "Bob", "Carol", "Carol", "Alice"]


def test_a_replaced_draw_is_not_counted() -> None:
    """121.6 / 121.5: a draw replaced by Underrealm Lich isn't a draw: the card put into the
    hand isn't counted among the cards drawn this turn."""
    game, _ = game_at({"hand": ["Opt"], "battlefield": ["Island", "Underrealm Lich"],
                       "library": ["Forest", "Mountain", "Plains"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")                 # scry: keep Forest on top
    choose(game, "pick Forest")          # Lich: Forest to hand, the rest to the graveyard
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Mountain", "Opt", "Plains"]
    assert drawn(game, ALICE) == 0
    assert cites(game, "614.1")


# -- Maralen of the Mornsong -----------------------------------------------------------------
def test_maralen_stops_a_draw_from_an_effect() -> None:
    """[M1] 101.2 / 614.17: Maralen stops the draws of an effect (Divination); the log says
    which card stopped each draw."""
    game, _ = game_at({"hand": ["Divination"], "battlefield": ["Island"] * 3,
                       "library": ["Forest", "Mountain"]},
                      {"battlefield": ["Maralen of the Mornsong"]})
    cast(game, "Divination")
    resolve(game)
    assert zone(game, ALICE, "hand") == [] and drawn(game, ALICE) == 0
    assert log(game).count("Alice's draw doesn't happen: Maralen of the Mornsong") == 2
    assert cites(game, "101.2")


def test_maralen_stops_the_draw_step_draw() -> None:
    """[M1] 504.1: the turn-based draw of the draw step doesn't happen under Maralen."""
    game, _ = game_at({"library": ["Forest"], "battlefield": ["Maralen of the Mornsong"]},
                      {"library": ["Island", "Swamp"]}, active="Bob", step="draw", stage="begin")
    assert "Bob's draw doesn't happen: Maralen of the Mornsong" in log(game)
    assert drawn(game, BOB) == 0


def test_maralen_stops_a_draw_as_a_cost() -> None:
    """[M1] 614.17b: a cost that includes drawing can't be paid while Maralen forbids the
    draw: the ability can't be activated, and the error names the rule."""
    position = {"battlefield": [{"card": "Test Relic 1", "label": "relic"}], "library": ["Forest"]}
    game, labels = game_at(position, cards=(RELIC_1,))
    assert any(t.startswith("activate Test Relic 1") for t in texts(game))
    choose(game, "activate Test Relic 1")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest"] and game.state.players[ALICE].life == 21
    game, labels = game_at(position, {"battlefield": ["Maralen of the Mornsong"]},
                           cards=(RELIC_1,))
    assert not any(t.startswith("activate Test Relic 1") for t in texts(game))
    with pytest.raises(IllegalChoiceError, match=r"614\.17b"):
        game.apply(f"activate Test Relic 1#{labels['relic']}: Draw a card: You gain 1 life.")


def test_maralen_no_loss_from_empty_library() -> None:
    """[M2] 121.4 / 704.5b: under Maralen an instruction to draw from an empty library isn't
    an attempt to draw, so no one loses, in the draw step or from an effect."""
    game, _ = game_at({"battlefield": ["Maralen of the Mornsong"]}, {"library": []},
                      active="Bob", step="draw", stage="begin")
    assert not game.is_over and not cites(game, "121.4") and not cites(game, "704.5b")
    game, _ = game_at({"hand": ["Divination"], "battlefield": ["Island"] * 3, "library": []},
                      {"battlefield": ["Maralen of the Mornsong"]})
    cast(game, "Divination")
    resolve(game)
    assert not game.is_over and game.state.players[ALICE].lost is False
    assert "attempts to draw" not in log(game)


def test_empty_library_without_a_prohibition_loses() -> None:
    """121.4 / 704.5b: without a prohibition, the same instruction is an attempt to draw from
    an empty library, and the player loses when state-based actions are checked."""
    game, _ = game_at({"hand": ["Divination"], "battlefield": ["Island"] * 3, "library": []})
    cast(game, "Divination")
    resolve(game)
    assert game.is_over and game.losers() == ["Alice"]
    assert cites(game, "121.4") and cites(game, "704.5b")


def test_maralen_no_choice_to_have_another_player_draw() -> None:
    """[M3a, M3b] 121.3a: Development under Maralen makes three Elementals; no opponent is
    ever asked to have the caster draw, because that draw couldn't happen."""
    game, _ = game_at({"hand": ["Research // Development"], "library": ["Plains"],
                       "battlefield": ["Island", "Island", "Mountain", "Forest", "Plains",
                                       "Maralen of the Mornsong"]})
    cast(game, "Research // Development", half="Development")
    resolve(game)
    assert kind(game) is DecisionKind.PRIORITY            # Bob was never asked
    assert zone(game, ALICE, "hand") == [] and drawn(game, ALICE) == 0
    tokens = [o.card.name for o in game.state.permanents() if o.kind == "token"]
    assert tokens == ["Elemental"] * 3
    assert log(game).count("no opponent can have Alice draw a card: Maralen") == 3
    assert cites(game, "121.3a")


def test_maralen_no_choice_to_draw() -> None:
    """[M3a] 121.3: under Maralen a player can't choose to draw as an ability resolves:
    Sylvan Library's "you may draw two additional cards" isn't offered."""
    game, _ = game_at({"battlefield": ["Sylvan Library"], "library": ["Forest", "Island", "Swamp"]},
                      {"battlefield": ["Maralen of the Mornsong"]}, step="draw", stage="begin")
    while game.state.stack:                   # Maralen's ability (Bob's) resolves first
        if kind(game) is DecisionKind.PRIORITY:
            game.apply("pass")
        else:
            assert kind(game) is not DecisionKind.MAY, "the draw was offered"
            choose(game, "pick")
    assert "Alice can't choose to draw 2 cards: Maralen of the Mornsong" in log(game)
    assert drawn(game, ALICE) == 0


def _maralen_draw_step(bob: dict[str, Any]) -> Game:
    """Bob's draw step begins with Alice's Maralen on the battlefield; the trigger for Bob
    is on the stack and Bob has priority."""
    game, _ = game_at({"battlefield": ["Maralen of the Mornsong"]}, bob, active="Bob",
                      step="draw", stage="begin")
    assert [game.state.objects[i].card.name for i in game.state.stack] == \
        ["Maralen of the Mornsong"]
    return game


def test_maralen_trigger_is_mandatory() -> None:
    """[M4a] 603.5: the ability has no "may": it resolves without asking whether to use it,
    and the search can't be declined (no "done" option)."""
    game = _maralen_draw_step({"library": ["Forest", "Island"]})
    resolve(game)
    assert kind(game) is DecisionKind.PICK and game.decision is not None
    assert game.decision.player == BOB
    assert texts(game) == [t for t in texts(game) if t.startswith("pick ")]
    assert sorted(t.split("#")[0] for t in texts(game)) == ["pick Forest", "pick Island"]
    choose(game, "pick Island")
    assert zone(game, BOB, "hand") == ["Island"] and game.state.players[BOB].life == 17
    assert drawn(game, BOB) == 0 and cites(game, "121.5")       # not a draw


@pytest.mark.parametrize("life", [3, 2])
def test_maralen_life_loss_is_not_a_payment(life: int) -> None:
    """[M4b] 119.3 / 119.4: the life loss isn't a payment: Bob loses 3 life even with 3 or
    less, and loses the game (704.5a)."""
    game = _maralen_draw_step({"life": life, "library": ["Forest"]})
    resolve(game)
    if kind(game) is DecisionKind.PICK:
        choose(game, "pick Forest")
    assert game.state.players[BOB].life == life - 3
    assert cites(game, "119.3") and not cites(game, "119.4")
    assert game.is_over and game.losers() == ["Bob"] and cites(game, "704.5a")


def test_maralen_must_put_a_card_unless_library_empty() -> None:
    """[M4c] 701.23: Bob must put a card from his library into his hand; with an empty library
    nothing is found, he still shuffles, and he doesn't lose (it isn't a draw)."""
    game = _maralen_draw_step({"library": ["Forest"]})
    resolve(game)
    assert texts(game) == [t for t in texts(game) if t.startswith("pick Forest")]
    choose(game, "pick Forest")
    assert zone(game, BOB, "hand") == ["Forest"] and zone(game, BOB, "library") == []
    game = _maralen_draw_step({"library": [], "hand": ["Island"]})
    resolve(game)
    assert kind(game) is DecisionKind.PRIORITY and zone(game, BOB, "hand") == ["Island"]
    assert "there is no card to find" in log(game) and cites(game, "701.24a")
    assert not game.is_over


def test_maralen_replacement_effects_dont_work() -> None:
    """[M5] 614.17c: under Maralen, Laboratory Maniac's "win the game instead" doesn't apply
    to a draw from an empty library, and Bob neither wins nor loses."""
    game, _ = game_at({"battlefield": ["Maralen of the Mornsong"]},
                      {"hand": ["Divination"], "library": [],
                       "battlefield": ["Island"] * 3 + ["Laboratory Maniac"]}, active="Bob")
    cast(game, "Divination")
    resolve(game)
    assert not game.is_over and not cites(game, "104.2b") and not cites(game, "614.1")
    assert log(game).count("Bob's draw doesn't happen: Maralen") == 2


def test_maralen_stops_underrealm_lich_and_notion_thief() -> None:
    """[M5] 614.17c: Underrealm Lich's and Notion Thief's "instead" effects don't replace a
    draw that Maralen forbids: nothing happens at all."""
    game, _ = game_at({"battlefield": ["Maralen of the Mornsong", "Notion Thief"],
                       "library": ["Plains"]},
                      {"hand": ["Divination"], "library": ["Forest", "Island", "Swamp"],
                       "battlefield": ["Island"] * 3 + ["Underrealm Lich"]}, active="Bob")
    cast(game, "Divination")
    resolve(game)
    assert kind(game) is DecisionKind.PRIORITY           # no Lich pick, no replacement order
    assert zone(game, BOB, "library") == ["Forest", "Island", "Swamp"]
    assert zone(game, ALICE, "hand") == [] and not cites(game, "614.1")


# -- Narset, Parter of Veils ---------------------------------------------------------------------
def test_narset_disallowed_draws_are_not_replaced() -> None:
    """[N1a] 614.17c: Bob has drawn a card this turn; Narset stops his next draws, so
    Underrealm Lich can't replace them."""
    game, _ = game_at({"battlefield": ["Narset, Parter of Veils"]},
                      {"hand": ["Divination"], "drawn_this_turn": 1,
                       "library": ["Forest", "Island", "Swamp"],
                       "battlefield": ["Island"] * 3 + ["Underrealm Lich"]}, active="Bob")
    cast(game, "Divination")
    resolve(game)
    assert kind(game) is DecisionKind.PRIORITY and not cites(game, "614.1")
    assert zone(game, BOB, "library") == ["Forest", "Island", "Swamp"]
    assert log(game).count("Bob's draw doesn't happen: Narset, Parter of Veils") == 2
    assert cites(game, "121.2b")


def test_narset_stops_jace_winning_instead() -> None:
    """[N1a] 614.17c: Jace, Wielder of Mysteries' first ability can't replace a draw Narset
    disallows: with an empty library Bob neither wins nor loses."""
    game, _ = game_at({"battlefield": ["Narset, Parter of Veils"]},
                      {"hand": ["Opt"], "drawn_this_turn": 1, "library": [],
                       "battlefield": ["Island", "Jace, Wielder of Mysteries"]}, active="Bob")
    cast(game, "Opt")
    resolve(game)
    assert not game.is_over and not cites(game, "104.2b") and not cites(game, "121.4")
    assert "Bob's draw doesn't happen: Narset" in log(game)


def test_narset_replaced_first_draw_is_not_a_draw() -> None:
    """[N1b] 121.6: Bob's first draw is replaced by Underrealm Lich, so it didn't happen;
    Narset doesn't stop the next draw, which Lich replaces too."""
    game, _ = game_at({"battlefield": ["Narset, Parter of Veils"]},
                      {"hand": ["Divination"],
                       "library": ["Forest", "Island", "Swamp", "Plains", "Mountain", "Wastes"],
                       "battlefield": ["Island"] * 3 + ["Underrealm Lich"]}, active="Bob")
    cast(game, "Divination")
    resolve(game)
    choose(game, "pick Island")                 # first replaced draw: Forest, Island, Swamp
    choose(game, "pick Mountain")               # second: Plains, Mountain, Wastes
    assert sorted(zone(game, BOB, "hand")) == ["Island", "Mountain"]
    assert drawn(game, BOB) == 0 and log(game).count("Underrealm Lich#") >= 2
    assert "doesn't happen" not in log(game)


def test_narset_multiple_draws_become_one() -> None:
    """[N2a] 121.2b: Bob hasn't drawn this turn; Divination makes him draw just one card, the
    second draw is ignored."""
    game, _ = game_at({"battlefield": ["Narset, Parter of Veils"]},
                      {"hand": ["Divination"], "library": ["Forest", "Island"],
                       "battlefield": ["Island"] * 3}, active="Bob")
    cast(game, "Divination")
    resolve(game)
    assert zone(game, BOB, "hand") == ["Forest"] and drawn(game, BOB) == 1
    assert log(game).count("Bob's draw doesn't happen: Narset") == 1


def test_narset_optional_draws_cant_be_chosen() -> None:
    """[N2b] 121.2b: Bob hasn't drawn (the starting player skips his first draw, 103.8), yet
    Sylvan Library's optional two draws can't be chosen, though one draw could happen."""
    game, _ = game_at({"battlefield": ["Narset, Parter of Veils"]},
                      {"battlefield": ["Sylvan Library"], "library": ["Forest", "Island"]},
                      turn=1, active="Bob", step="draw", stage="begin")
    assert cites(game, "103.8") and drawn(game, BOB) == 0
    assert draw_choice_blocked(game.state, BOB, 1) is None
    assert draw_choice_blocked(game.state, BOB, 2) is not None
    resolve(game)
    assert kind(game) is DecisionKind.PRIORITY           # never asked "may draw"
    assert "Bob can't choose to draw 2 cards: Narset, Parter of Veils" in log(game)
    assert zone(game, BOB, "hand") == [] and cites(game, "121.2b")


def test_narset_refusal_counts_only_the_cards_actually_drawn() -> None:
    """[N2b] 121.2b: the refusal of Sylvan Library's two draws says how many cards Bob has
    drawn this turn (none), not the count of the hypothetical draw tested, and which of the
    two draws the limit stops."""
    game, _ = game_at({"battlefield": ["Narset, Parter of Veils"]},
                      {"battlefield": ["Sylvan Library"], "library": ["Forest", "Island"]},
                      turn=1, active="Bob", step="draw", stage="begin")
    resolve(game)
    refusal = next(e.text for e in game.log() if "can't choose to draw 2 cards" in e.text)
    assert "(Bob has drawn 0 this turn; the second of these draws would be one too many)" \
        in refusal
    assert "has drawn 1" not in refusal


def test_narset_one_draw_per_opponent_each_turn() -> None:
    """[N3a] 121.2b: each opponent draws at most one card on each player's turn (Narset's
    controller's own turn included); Narset's controller isn't limited."""
    game, _ = game_at({"hand": ["Divination"], "library": ["Plains"] * 3,
                       "battlefield": ["Island"] * 3 + ["Narset, Parter of Veils"]},
                      {"hand": ["Opt", "Opt"], "library": ["Forest", "Island", "Swamp"],
                       "battlefield": ["Island"] * 2})
    cast(game, "Divination")                       # Alice's own turn: she draws two
    resolve(game)
    assert drawn(game, ALICE) == 2
    game.apply("pass")                             # Bob gets priority, casts Opt
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")                           # scry 1: keep it on top
    assert drawn(game, BOB) == 1 and zone(game, BOB, "hand") == ["Opt", "Forest"]
    game.apply("pass")
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")
    assert drawn(game, BOB) == 1 and zone(game, BOB, "hand") == ["Forest"]
    assert "Bob's draw doesn't happen: Narset" in log(game)


def test_narset_subsequent_draws_are_ignored_not_attempted() -> None:
    """[N3b] 121.2b / 704.5b: draws beyond the limit are ignored: they aren't attempts, so
    drawing them from an empty library doesn't make Bob lose."""
    game, _ = game_at({"battlefield": ["Narset, Parter of Veils"]},
                      {"hand": ["Divination"], "library": ["Forest"],
                       "battlefield": ["Island"] * 3}, active="Bob")
    cast(game, "Divination")
    resolve(game)
    assert zone(game, BOB, "hand") == ["Forest"] and zone(game, BOB, "library") == []
    assert not game.is_over and "attempts to draw" not in log(game)


def test_narset_sees_earlier_draws() -> None:
    """[N4a, N4b] 121.2b / 614.17a: Bob draws two cards, then Alice's Narset enters (cast
    with Vedalken Orrery's permission): the two drawn cards stay, and Bob can't draw more
    that turn."""
    game, _ = game_at({"hand": ["Narset, Parter of Veils"],
                       "battlefield": ["Island"] * 3 + ["Vedalken Orrery"]},
                      {"hand": ["Divination", "Opt"], "library": ["Forest", "Swamp", "Plains"],
                       "battlefield": ["Island"] * 4}, active="Bob")
    cast(game, "Divination")
    resolve(game)
    assert zone(game, BOB, "hand") == ["Opt", "Forest", "Swamp"] and drawn(game, BOB) == 2
    game.apply("pass")                              # Alice has priority in Bob's turn
    cast(game, "Narset")
    resolve(game)
    assert "Narset, Parter of Veils" in [o.card.name for o in game.state.permanents()]
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")
    assert zone(game, BOB, "hand") == ["Forest", "Swamp"] and drawn(game, BOB) == 2
    assert "Bob's draw doesn't happen: Narset" in log(game)
    assert draw_stopped(game.state, BOB) is not None


# -- interactions ----------------------------------------------------------------------------
def test_prohibition_during_draw_step_with_triggers_in_apnap_order() -> None:
    """[M1] 504.1 / 603.3b / 101.4: in Alice's draw step her draw doesn't happen (Maralen);
    her Howling Mine ability goes on the stack first and Bob's Maralen ability on top, so
    Maralen's resolves first, then Howling Mine's draw doesn't happen either."""
    game, _ = game_at({"battlefield": ["Howling Mine"], "library": ["Forest", "Island"]},
                      {"battlefield": ["Maralen of the Mornsong"]}, step="draw", stage="begin")
    stack = [game.state.objects[i] for i in game.state.stack]
    assert [o.card.name for o in stack] == ["Howling Mine", "Maralen of the Mornsong"]
    assert [o.controller for o in stack] == [ALICE, BOB]
    resolve(game)
    choose(game, "pick Island")
    assert game.state.players[ALICE].life == 17 and zone(game, ALICE, "hand") == ["Island"]
    resolve(game)
    assert log(game).count("Alice's draw doesn't happen: Maralen") == 2
    assert log_index(game, "Alice loses 3 life") < \
        log_index(game, "draws an additional card. resolves")
    assert drawn(game, ALICE) == 0


def test_a_cost_with_draws_under_a_limit() -> None:
    """121.2b / 614.17b: under Spirit of the Labyrinth a cost of one draw can be paid only
    before the player's first draw of the turn, and a cost of two draws never."""
    game, _ = game_at({"battlefield": ["Test Relic 1", "Test Relic 2", "Spirit of the Labyrinth"],
                       "library": ["Forest", "Island"]}, cards=(RELIC_1, RELIC_2))
    options = texts(game)
    assert any(t.startswith("activate Test Relic 1") for t in options)
    assert not any(t.startswith("activate Test Relic 2") for t in options)
    choose(game, "activate Test Relic 1")
    assert drawn(game, ALICE) == 1                 # the draw is paid as the cost (121.1)
    resolve(game)
    assert not any(t.startswith("activate Test Relic") for t in texts(game))


def test_a_cost_draw_can_be_replaced() -> None:
    """121.1 / 614.1: a draw made to pay a cost is a draw: Chains of Mephistopheles replaces
    it (discard, then draw)."""
    game, _ = game_at({"battlefield": ["Test Relic 1", "Chains of Mephistopheles"],
                       "hand": ["Plains"], "library": ["Forest"]}, cards=(RELIC_1,))
    choose(game, "activate Test Relic 1")
    choose(game, "pick Plains")                    # Chains: discard a card instead
    assert zone(game, ALICE, "hand") == ["Forest"] and zone(game, ALICE, "graveyard") == ["Plains"]


def test_a_cost_draw_from_an_empty_library() -> None:
    """121.3 / 121.4: a player may pay a draw cost with an empty library; it's an attempt to
    draw, and they lose."""
    game, _ = game_at({"battlefield": ["Test Relic 1"], "library": []}, cards=(RELIC_1,))
    choose(game, "activate Test Relic 1")
    assert game.is_over and game.losers() == ["Alice"] and cites(game, "704.5b")


# -- the documents are mapped ------------------------------------------------------------------
def _seed(marker: str) -> str:
    seeds = ROOT.parent / "shared" / "seeds"
    if not seeds.is_dir():
        pytest.skip(f"the seed documents are not beside the project ({seeds} is absent)")
    for path in sorted(seeds.glob("*.txt")):
        text = path.read_text()
        if marker in text:
            return text
    raise AssertionError(f"no seed document mentions {marker!r}")


@pytest.mark.parametrize(("doc", "sentences"), [("Maralen", MARALEN), ("Narset", NARSET)])
def test_sentences_are_the_documents_own(doc: str, sentences: dict[str, str]) -> None:
    """The keyed sentences are quoted exactly from the seed documents."""
    text = " ".join(_seed(doc).split())
    for key, sentence in sentences.items():
        assert sentence in text, key


@pytest.mark.parametrize(("heading", "sentences"), [("## Maralen of the Mornsong", MARALEN),
                                                     ("## Narset, Parter of Veils", NARSET)])
def test_every_sentence_is_tested_and_mapped(heading: str, sentences: dict[str, str]) -> None:
    """Every sentence is cited by a test here, by a scenario file, and mapped in
    docs/rules-coverage.md (in its own section)."""
    tests = " ".join(ast.get_docstring(node) or "" for node in ast.walk(ast.parse(
        Path(__file__).read_text())) if isinstance(node, ast.FunctionDef)
        and node.name.startswith("test_"))
    scenarios = " ".join(p.read_text() for p in (ROOT / "tests" / "scenarios").glob("draw_*.yaml"))
    doc = (ROOT / "docs" / "rules-coverage.md").read_text()
    section = " ".join(doc.split(heading, 1)[1].split("\n## ", 1)[0].split())
    for key, sentence in sentences.items():
        cited = re.compile(r"\[[^\]]*\b" + key + r"\b[^\]]*\]")
        assert cited.search(tests), f"{key} isn't cited by a test"
        assert cited.search(scenarios), f"{key} isn't cited by a scenario file"
        assert sentence in section, f"{key} isn't in the coverage document"
