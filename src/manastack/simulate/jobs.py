"""The work of a simulation: decks, matchups, and one job per game.

A job is keyed by its matchup and index and carries a seed derived from the run's seed
and that key alone, so a game's result never depends on which worker plays it, when, or
how many workers there are.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from manastack.agents import make_agent
from manastack.cards.decklist import deck_cards, format_plain, load_decklist, parse_decklist
from manastack.errors import DeckError, ManastackError
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.simulate.facts import PlayerFacts, ending, opening_hands, player_facts

__all__ = [
    "SEAT_NAMES",
    "DeckFacts",
    "GameRecord",
    "Job",
    "Settings",
    "SimDeck",
    "SimulationError",
    "bundled_sim_deck",
    "field_decks",
    "job_seed",
    "load_sim_deck",
    "matchups",
    "plan",
    "play",
]

SEAT_NAMES = ("Alice", "Bob")
# The engine ends a game at its decision cap at the first priority (104.4); decisions that
# go on past the cap by this many without a priority (a player's choices going round in a
# loop) stop the game here instead, recorded as stopped, with no winner.
STOP_PAST_CAP = 1_000
# A field's decks at most: every pair is a matchup (MAX_DECKS * (MAX_DECKS - 1) / 2 of them).
MAX_DECKS = 256


class SimulationError(ManastackError, ValueError):
    """A simulation that can't run as asked: its decks, settings or results file."""


@dataclass(frozen=True, slots=True)
class SimDeck:
    """A deck of a simulation: its name (the file's stem) and its list as plain text, which
    every worker reads again (`format_plain` round-trips through `parse_decklist`)."""

    name: str
    text: str

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.text.encode()).hexdigest()[:16]

    def cards(self) -> list[CardDef]:
        return _cards(self.name, self.text)


@functools.lru_cache(maxsize=64)
def _cards(name: str, text: str) -> list[CardDef]:
    return deck_cards(parse_decklist(text, name))


def load_sim_deck(path: Path) -> SimDeck:
    """A decklist file as a simulation deck; a DeckError names any card the engine can't
    play (every clause must work, DESIGN.md lesson 3)."""
    decklist = load_decklist(path)
    deck_cards(decklist)        # a DeckError naming the file, the line and the card
    return SimDeck(path.stem, format_plain(decklist))


def bundled_sim_deck(name: str) -> SimDeck:
    """A bundled deck (`manastack.cards.decks.bundled_names()`) as a simulation deck."""
    file = resources.files("manastack.cards").joinpath("data", "decks", f"{name}.txt")
    if not file.is_file():
        raise DeckError(f"no bundled deck named {name!r}")
    deck = SimDeck(name, format_plain(parse_decklist(file.read_text(encoding="utf-8"),
                                                     f"{name}.txt")))
    deck.cards()
    return deck


def field_decks(folder: Path, playable_only: bool = False) -> tuple[list[SimDeck], list[str]]:
    """Every decklist under `folder` (`.txt`, `.dek`, `.dck`, sorted by path), and the
    reasons for the decks left out: with `playable_only` a deck the engine can't play is
    left out and its reason returned, otherwise it is an error."""
    if not folder.is_dir():
        raise SimulationError(f"--field {folder}: not a folder")
    decks: list[SimDeck] = []
    skipped: list[str] = []
    files = sorted(p for p in folder.rglob("*") if p.suffix.lower() in (".txt", ".dek", ".dck")
                   and p.is_file())
    for path in files:
        try:
            decks.append(load_sim_deck(path))
        except ManastackError as exc:
            if not playable_only:
                raise
            skipped.append(str(exc))
    return decks, skipped


def matchups(decks: Sequence[SimDeck], field: Sequence[SimDeck]) -> list[tuple[str, str]]:
    """The pairs to play: the given decks against each other (no field), each given deck
    against every deck of the field, or every deck of the field against every other."""
    names = [d.name for d in (*decks, *field)]
    if len(names) > MAX_DECKS:
        raise SimulationError(f"{len(names)} decks: a simulation takes {MAX_DECKS} at most")
    duplicate = next((n for n in names if names.count(n) > 1), None)
    if duplicate is not None:
        raise SimulationError(f"two decks are named {duplicate!r}: rename one file")
    if decks and field:
        return [(d.name, f.name) for d in decks for f in field]
    pool = list(decks or field)
    if len(pool) < 2:
        raise SimulationError("a simulation needs two decks at least (--deck twice, or --field)")
    return [(a.name, b.name) for i, a in enumerate(pool) for b in pool[i + 1:]]


@dataclass(frozen=True, slots=True)
class Settings:
    """How every game of a run is played: the computer player (a name of
    `manastack.agents.AGENTS`) and the caps that end a game as a draw (104.4)."""

    players: str = "heuristic"
    max_turns: int = 200
    max_decisions: int = 20_000


@dataclass(frozen=True, slots=True)
class Job:
    """Game `index` of the matchup `first` against `second`."""

    first: str
    second: str
    index: int
    seed: int

    @property
    def matchup(self) -> str:
        return f"{self.first} vs {self.second}"

    @property
    def seats(self) -> tuple[str, str]:
        """The decks in seat order: swapped every other game."""
        return (self.first, self.second) if self.index % 2 == 0 else (self.second, self.first)

    @property
    def starting_seat(self) -> int:
        """103.1: who plays first, alternated every two games, so over four games each deck
        sits in each seat once on the play and once on the draw."""
        return (self.index // 2) % 2


def job_seed(seed: int, first: str, second: str, index: int) -> int:
    """A 64-bit seed for one game, from the run's seed and the game's key alone."""
    key = f"{seed}\0{first}\0{second}\0{index}".encode()
    return int.from_bytes(hashlib.sha256(key).digest()[:8], "big")


def plan(pairs: Iterable[tuple[str, str]], games: int, seed: int) -> Iterator[Job]:
    """Every job of a run, `games` per matchup, made as they are needed (a run of many
    games never holds them all)."""
    for a, b in pairs:
        for index in range(games):
            yield Job(a, b, index, job_seed(seed, a, b, index))


@dataclass(frozen=True, slots=True)
class DeckFacts:
    """One deck's side of one game."""

    deck: str
    seat: int
    on_play: bool
    won: bool
    facts: PlayerFacts


@dataclass(frozen=True, slots=True)
class GameRecord:
    """The result of one job: who won (None: a draw, 104.4), how long it lasted (turns, and
    the decisions the players were asked), how it ended, and each deck's facts."""

    job: Job
    winner: str | None
    turns: int
    decisions: int
    ended: str
    decks: tuple[DeckFacts, ...]


def play(job: Job, decks: dict[str, SimDeck], settings: Settings) -> GameRecord:
    """Play `job` to its end between two computer players and read its facts."""
    seats = job.seats
    game = Game.new([decks[name].cards() for name in seats], seed=job.seed, names=SEAT_NAMES,
                    starting_player=job.starting_seat, take_single_choices=True,
                    max_turns=settings.max_turns, max_decisions=settings.max_decisions)
    agents = [make_agent(settings.players, (job.seed + 1 + seat) % (1 << 64))
              for seat in range(len(seats))]
    opening = None
    decisions = 0
    stop_at = settings.max_decisions + STOP_PAST_CAP
    while game.decision is not None and decisions < stop_at:
        if opening is None and game.state.turn >= 1:
            opening = opening_hands(game)
        game.apply(agents[game.decision.player].choose(game))
        decisions += 1
    if opening is None:
        opening = opening_hands(game)
    ended = ending(game) if game.decision is None else (
        f"stopped: {game.decision.kind.value} decisions past the decision cap, no priority")
    state = game.state
    sides = tuple(
        DeckFacts(name, seat, seat == job.starting_seat, state.players[seat].won,
                  player_facts(game, seat, opening[seat]))
        for seat, name in enumerate(seats))
    winner = next((side.deck for side in sides if side.won), None)
    turns = min(state.turn, state.max_turns or state.turn)    # a capped game's last turn
    return GameRecord(job, winner, turns, decisions, ended, sides)
