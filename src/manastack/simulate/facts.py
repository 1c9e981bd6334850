"""What a finished game tells a deck builder, read from its public record: the log, the
players, and the objects it kept as last known information (400.7, 608.2h).

Each zone change makes a new object with a new id (400.7), and ids are handed out in
order, so a card's way through the zones is the chain of records from `GameState.lki`
(each names the object it `became`) to the object that is left in `GameState.objects`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from manastack.game import Game
from manastack.rules.state import GameObject, GameState, LogEntry

__all__ = ["Opening", "PlayerFacts", "ending", "opening_hands", "player_facts"]

_NUMBER = re.compile(r"-?\d+")


@dataclass(frozen=True, slots=True)
class PlayerFacts:
    """One player's game, per card name (each name once: a game counts once per card)."""

    opening: tuple[str, ...]    # in the hand kept after mulligans (103.5)
    drawn: tuple[str, ...]      # put into the hand from the library after it (121.1, 701.23)
    cast: tuple[str, ...]       # cast (601.2) or, for a land, played (305.1)
    mulligans: int              # 103.5


@dataclass(frozen=True, slots=True)
class Opening:
    """A player's opening hand (the ids of the hand kept after mulligans, 103.5) and the
    first id given out after it: every later object has an id at least that (400.7)."""

    ids: tuple[int, ...]
    after: int


def opening_hands(game: Game) -> tuple[Opening, ...]:
    """Each player's opening hand, read at the first decision of turn 1 or later.

    Before that decision only choices with one option were taken (nothing was cast or
    played), so a hand holds its opening cards plus the cards drawn since turn 1 began;
    those were drawn last, so they have the highest ids, and the log counts them."""
    state = game.state
    log = game.log()
    hands = []
    for player in state.players:
        drawn = _draws_since_turn_one(log, player.name)
        hand = sorted(player.hand)
        kept = max(len(hand) - drawn, 0)
        hands.append(Opening(tuple(hand[:kept]), hand[kept] if drawn else state.next_id))
    return tuple(hands)


def _draws_since_turn_one(log: Iterable[LogEntry], name: str) -> int:
    # 121.1: each draw is logged "<player> draws a card (<n> this turn)"; 103.4's opening
    # draws and 103.5's redraws happen in turn 0.
    prefix = f"{name} draws a card ("
    return sum(1 for entry in log if entry.turn >= 1 and entry.text.startswith(prefix))


def player_facts(game: Game, index: int, opening: Opening) -> PlayerFacts:
    """What player `index` drew, kept and cast in the finished `game` (see the module)."""
    state = game.state
    records = [*state.lki.values(), *state.objects.values()]
    previous = {r.became: r for r in state.lki.values() if r.became is not None}
    # The mulligans' hands came before the opening hand (103.5), the draws after it.
    drawn = {r.card.name for r in records
             if r.owner == index and r.zone == "hand" and r.kind == "card"
             and r.id >= opening.after
             and (before := previous.get(r.id)) is not None and before.zone == "library"}
    cast = {r.card.name for r in records
            if r.zone == "stack" and r.kind == "card" and r.cast and r.controller == index}
    played = f"{state.players[index].name} plays "
    cast.update(entry.card for entry in game.log()
                if entry.rule == "305.1" and entry.card and entry.text.startswith(played))
    return PlayerFacts(
        opening=tuple(sorted({_record(state, oid).card.name for oid in opening.ids})),
        drawn=tuple(sorted(drawn)),
        cast=tuple(sorted(cast)),
        mulligans=state.players[index].mulligans,
    )


def _record(state: GameState, oid: int) -> GameObject:
    record = state.last_known(oid)
    assert record is not None, f"object #{oid} is neither in the game nor remembered (400.7)"
    return record


def ending(game: Game) -> str:
    """How the game ended, as the rule and the reason the log gives (numbers as N):
    "704.5a life N" for a player at 0 life, "104.4 cap of N turns ...", "104.3a ..."."""
    for entry in reversed(game.log()):
        if entry.rule.startswith("104.4"):
            reason = entry.text.removeprefix("the game is a draw").lstrip(": ")
            return _label(entry.rule, reason)
    for entry in game.log():
        if " loses the game (" in entry.text:
            return _label(entry.rule, entry.text.split(" loses the game (", 1)[1].rstrip(")"))
    return "unfinished"


def _label(rule: str, reason: str) -> str:
    return f"{rule} {_NUMBER.sub('N', reason)}".strip()
