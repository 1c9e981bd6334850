"""The terminal player (`manastack play`) shows only the human's view and log (400.2,
402.3): their own hand, the counts of the others', no hidden card they don't know."""

from __future__ import annotations

import io

from rich.console import Console

from draw_helpers import cast, choose, resolve
from helpers import ALICE, BOB, game_at
from manastack.terminal import TerminalPlayer


def shown(player: TerminalPlayer) -> str:
    file = player.console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()


def test_the_terminal_shows_only_the_humans_view_and_log() -> None:
    """402.3 / 701.22a: Alice sees her hand and Bob's hand size; Bob's scry is "a card"
    in her log, while Bob's own terminal names it and shows where he put it."""
    game, _ = game_at({"hand": ["Lightning Bolt"], "library": ["Forest"]},
                      {"hand": ["Opt", "Shock"], "battlefield": ["Island"],
                       "library": ["Plains", "Wastes", "Swamp"]}, active="Bob")
    cast(game, "Opt")
    resolve(game)
    choose(game, "pick Plains")
    alice = TerminalPlayer(Console(file=io.StringIO(), width=200), seat=ALICE)
    bob = TerminalPlayer(Console(file=io.StringIO(), width=200), seat=BOB)
    for player in (alice, bob):
        player.show_new_log(game)
        player.show_state(game)
    text = shown(alice)
    assert "Your hand: Lightning Bolt#" in text and "Bob: life 20, hand 2, library 2" in text
    assert "Shock" not in text and "Plains" not in text and "Wastes" not in text
    assert "a card moves (library -> Bob's library)" in text
    text = shown(bob)
    assert "Your hand: Shock#" in text and "Wastes#" in text     # drawn after the scry
    assert "known in library: Plains (bottom)" in text and "Lightning Bolt" not in text
