"""The terminal player (`manastack play`): only the human's view and log (400.2, 402.3);
plain English; names without ids unless two visible objects share one; the choices grouped
(117.1) and answered by number or words; the rule-cited reason a card can't be used."""

from __future__ import annotations

import io
import re

from rich.console import Console

from draw_helpers import cast, choose, resolve
from helpers import ALICE, BOB, game_at
from manastack.cards.decks import demo_decks
from manastack.game import Game
from manastack.rules.stops import DEFAULT_STOPS
from manastack.terminal import Names, TerminalPlayer, heading, second_person


def shown(player: TerminalPlayer) -> str:
    file = player.console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()


def terminal(seat: int = ALICE, answers: tuple[str, ...] = ()) -> TerminalPlayer:
    typed = iter(answers)
    return TerminalPlayer(Console(file=io.StringIO(), width=200), seat=seat,
                          read=lambda prompt: next(typed))


def test_the_terminal_shows_only_the_humans_view_and_log() -> None:
    """402.3 / 701.22a: Alice sees her hand and Bob's hand size; Bob's scry is "a card"
    in her log, while Bob's own terminal names it and shows where he put it."""
    game, _ = game_at({"hand": ["Lightning Bolt"], "library": ["Forest"]},
                      {"hand": ["Opt", "Shock"], "battlefield": ["Island"],
                       "library": ["Plains", "Wastes", "Swamp"]}, active="Bob")
    cast(game, "Opt")
    resolve(game)
    choose(game, "pick Plains")
    alice, bob = terminal(ALICE), terminal(BOB)
    for player in (alice, bob):
        player.show_new_log(game)
        player.show_state(game)
    text = shown(alice)
    assert "your hand: Lightning Bolt" in text and "Bob: 20 life, 2 in hand, 2 in library" in text
    assert "Shock" not in text and "Plains" not in text and "Wastes" not in text
    assert "a card moves (library -> Bob's library)" in text
    text = shown(bob)
    assert "your hand: Shock" in text and "Wastes" in text     # drawn after the scry
    assert "known in library: Plains (bottom)" in text and "Lightning Bolt" not in text


def test_names_carry_a_mark_only_when_two_visible_objects_share_them() -> None:
    """400.7: each object is a card's name; two visible Grizzly Bears are (a) and (b),
    and no object id is shown anywhere."""
    game, _ = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Grizzly Bears"]},
                      {"battlefield": ["Grizzly Bears", "Forest"]})
    player = terminal()
    names = Names(game.view(ALICE))
    player.show_state(game, names)
    player.show_choices(game, names)
    text = shown(player)
    assert re.search(r"#\d", text) is None
    assert "Grizzly Bears (a) 2/2" in text and "Grizzly Bears (b) 2/2" in text
    assert "Lightning Bolt" in text and "Lightning Bolt (" not in text
    assert "lands: Mountain" in text and "Mountain (" not in text


def test_english_headings_and_log_lines() -> None:
    """500.1: "Turn 3 · your turn · precombat main phase" for the active player,
    "Alice's turn" for the other; the player named You is spoken to."""
    game, _ = game_at({"library": ["Forest"]}, {"library": ["Forest"]})
    assert heading(game.view(ALICE), ALICE) == "Turn 3 · your turn · precombat main phase"
    assert heading(game.view(BOB), BOB) == "Turn 3 · Alice's turn · precombat main phase"
    assert second_person("500.1: turn 2: You's turn") == "500.1: turn 2: Your turn"
    assert second_person("103.8a: You skips the draw step of their first turn") == \
        "103.8a: You skip the draw step of your first turn"
    assert second_person("120.3: Shock deals 2 damage to You") == \
        "120.3: Shock deals 2 damage to you"
    assert second_person("704.5a: You loses the game (life 0)") == \
        "704.5a: You lose the game (life 0)"


def test_priority_choices_are_grouped_with_the_mana_you_have() -> None:
    """117.1 / 305.1: play a land, cast, activate, pass, in that order, under headings,
    after the mana the player has (106.4)."""
    game, _ = game_at({"hand": ["Forest", "Lightning Bolt"], "battlefield": ["Mountain"]},
                      {"library": ["Forest"]})
    player = terminal()
    player.show_choices(game, Names(game.view(ALICE)))
    text = shown(player)
    assert "You have priority (untapped lands: Mountain)" in text
    assert text.index(" Play a land:") < text.index(" Cast:") < text.index(" Pass:")
    assert "1. play Forest" in text and "2. cast Lightning Bolt" in text


def test_typed_answers_numbers_words_starts_and_close_matches() -> None:
    """Any case, the start of one choice, the engine's notation, or a number; an
    ambiguous start lists what it could be; a misspelling gets close matches."""
    game, _ = game_at({"hand": ["Forest", "Lightning Bolt", "Lightning Strike"],
                       "battlefield": ["Mountain", "Mountain"]}, {"library": ["Forest"]})
    decision = game.decision
    assert decision is not None
    names = Names(game.view(ALICE))
    listed = [(names.text(str(o)), o) for o in decision.options]
    bolt = next(o for o in decision.options if str(o).startswith("cast Lightning Bolt"))
    match = TerminalPlayer.match
    assert match("CAST LIGHTNING BOLT", listed, decision) == bolt
    assert match("cast lightning b", listed, decision) == bolt
    assert match(str(bolt), listed, decision) == bolt              # cast Lightning Bolt#id
    assert match(str(listed.index(next(t for t in listed if t[1] == bolt)) + 1), listed,
                 decision) == bolt
    assert "could be: cast Lightning Bolt; cast Lightning Strike" in str(
        match("cast l", listed, decision))
    assert "Did you mean: cast lightning bolt" in str(match("cats lightnig bolt", listed,
                                                             decision))


def test_why_a_card_cant_be_cast_cites_the_rule() -> None:
    """601.2g-h / 307.1: `?` and `why NAME` give the reason from the rules; then a typed
    answer makes the decision."""
    game, _ = game_at({"hand": ["Lava Axe", "Lightning Bolt"], "battlefield": ["Mountain"]},
                      {"library": ["Forest"]}, active="Bob", priority="Alice")
    player = terminal(ALICE, ("?", "why lava axe", "why Nothing", "pass"))
    assert player.answer(game)
    text = shown(player)
    assert "cast Lava Axe: 307.1 / 117.1a" in text
    assert "nothing stops you using Nothing now" in text
    assert game.decision is not None and game.decision.player == BOB


def test_pass_until_and_stops_commands() -> None:
    """731.2a: "eot" passes until the end of the turn; "stops TEXT" sets the stops and a
    bad text is refused naming the part; the decision waits meanwhile."""
    game, _ = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                      {"library": ["Forest"] * 5})
    player = terminal(ALICE, ("stops mine=main9", "stops mine=main1 theirs=none", "eot"))
    assert player.answer(game)
    text = shown(player)
    assert "no step 'main9'" in text and "your stops: mine=main1 theirs=none" in text
    stops = game.stops(ALICE)
    assert stops is not None and str(stops) == "mine=main1 theirs=none"
    assert game.decision is not None and game.decision.player == BOB


def test_quitting() -> None:
    """The person may leave at any prompt; nothing is answered."""
    game = Game.new(demo_decks(), seed=1, take_single_choices=True)
    game.set_stops(ALICE, DEFAULT_STOPS)
    before = game.state_hash()
    assert game.decision is not None
    assert not terminal(game.decision.player, ("quit",)).answer(game)
    assert game.state_hash() == before
