"""What the three environments share: the game they set up (decks, variant) and a table
that plays it through action slots, observed through each player's view.

`GameSpec` holds the decks and the variant (`game_spec` reads the options: bundled deck
names, decklist files, Commander). `Table` keeps one game, its page of slots
(`encoding.page_of_slots`) and the observations, which come from `game.view(player)` only.
"""

from __future__ import annotations

import os
import random
import reprlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from manastack.cards.decklist import deck_cards, load_decklist
from manastack.cards.decks import (
    COMMANDER_DECKS,
    DEMO_DECKS,
    bundled_deck,
    bundled_names,
    commander_deck,
)
from manastack.errors import DeckError, IllegalChoiceError, ManastackError
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.commander import COMMANDER_VARIANTS
from manastack.rules.decisions import Choice, Decision

from .encoding import Encoder, Slot, describe_choice, order_choices, page_count, page_of_slots

__all__ = ["GameSpec", "Table", "game_spec", "render", "spectator_text"]

DeckOption = str | os.PathLike[str] | Sequence[CardDef]
RENDER_MODES = (None, "ansi", "human")


Deck = tuple[tuple[CardDef, ...], tuple[CardDef, ...]]     # (the deck, its commanders)
MAX_POOL_FILES = 5_000          # decklist files read from a deck pool's folder


@dataclass(frozen=True, slots=True)
class GameSpec:
    """The game an environment plays at each reset: the same decks, or with a `pool`,
    decks drawn from it for each player by the seed."""

    decks: tuple[tuple[CardDef, ...], ...]
    variant: str
    commanders: tuple[tuple[CardDef, ...], ...] | None = None
    max_decisions: int = 3000
    pool: tuple[Deck, ...] = ()

    @property
    def players(self) -> int:
        return len(self.decks)

    def new_game(self, seed: int) -> Game:
        """104.4: the game is a draw once `max_decisions` decisions have been answered.
        Mana abilities are offered while paying only, and a choice with one option is
        taken for the player, so every decision an agent sees has two options or more."""
        decks, commanders = [list(d) for d in self.decks], self.commanders
        if self.pool:
            rng = random.Random(seed)
            drawn = [self.pool[rng.randrange(len(self.pool))] for _ in decks]
            decks = [list(deck) for deck, _ in drawn]
            commanders = tuple(c for _, c in drawn) if commanders is not None else None
        return Game.new(decks, seed=seed, variant=self.variant,
                        mana_at_priority=False, take_single_choices=True,
                        max_decisions=self.max_decisions,
                        commanders=None if commanders is None else [list(c) for c in commanders])


def game_spec(players: int = 2, variant: str | None = None,
              decks: DeckOption | Sequence[DeckOption] | None = None,
              max_decisions: int = 3000,
              deck_pool: str | os.PathLike[str] | None = None) -> GameSpec:
    """The game of the environments' options.

    `variant`: "two-player" (two players), "free-for-all" (2-6), "two-headed-giant" (four
    players in two teams, 810), "commander" or "brawl" (903). `decks`: None for the bundled
    demo decks (the bundled Commander decks in Commander), or one deck for every player or
    one per player, each a bundled deck's name (`manastack.cards.decks.bundled_names()`,
    or a bundled Commander deck's), a decklist file (its Commander section gives the
    commanders), or a list of card definitions. `deck_pool`: a folder of decklist files
    (a preconstructed set, say): each game deals every player one of its playable decks
    at random, by the game's seed; `decks` is then ignored.
    """
    if variant == "two-headed-giant" and players == 2:
        players = 4                      # 810.1: two teams of two
    if type(players) is not int or not 2 <= players <= 6:
        raise ValueError(f"players must be 2 to 6, not {players!r}")
    if variant is None:
        variant = "two-player" if players == 2 else "free-for-all"
    commander = variant in COMMANDER_VARIANTS
    if decks is None:
        choices: list[DeckOption] = [
            (COMMANDER_DECKS if commander else DEMO_DECKS)[i % 2] for i in range(players)]
    elif isinstance(decks, (str, os.PathLike)) or _is_card_list(decks):
        choices = [decks] * players             # type: ignore[list-item]
    else:
        choices = list(decks)                   # type: ignore[arg-type]
    if len(choices) != players:
        raise DeckError(f"decks: {len(choices)} decks given for {players} players")
    resolved = [_deck(choice, commander, index) for index, choice in enumerate(choices)]
    commanders = tuple(c for _, c in resolved) if commander else None
    if commanders is not None and not all(commanders):
        missing = next(i for i, c in enumerate(commanders) if not c)
        raise DeckError(f"decks: deck {missing + 1} has no commander for {variant} (903.3)")
    pool = () if deck_pool is None else deck_pool_of(deck_pool, commander)
    return GameSpec(tuple(d for d, _ in resolved), variant, commanders, max_decisions, pool)


def deck_pool_of(folder: str | os.PathLike[str], commander: bool) -> tuple[Deck, ...]:
    """The playable decks of a folder's decklist files (its subfolders too, in name
    order): those whose every card the engine supports (a deck with an unsupported card
    is left out, never played without it) and, for Commander, with a commander (903.3)."""
    root = Path(folder)
    if not root.is_dir():
        raise DeckError(f"deck_pool: {os.fspath(folder)!r} is not a folder")
    files: list[Path] = []
    for file in root.rglob("*"):
        if file.suffix.lower() in (".txt", ".dek", ".dck") and file.is_file():
            files.append(file)
            if len(files) > MAX_POOL_FILES:
                raise DeckError(f"deck_pool: {os.fspath(folder)!r} has more than "
                                f"{MAX_POOL_FILES:,} decklist files, the most a pool reads")
    files.sort()
    pool: list[Deck] = []
    for file in files:
        try:
            decklist = load_decklist(file)
            deck = (tuple(deck_cards(decklist)), tuple(deck_cards(decklist, "commander")))
        except ManastackError:
            continue                    # unsupported cards, or not a decklist
        if deck[0] and bool(deck[1]) == commander:
            pool.append(deck)
    if not pool:
        raise DeckError(f"deck_pool: no playable {'Commander ' if commander else ''}deck among "
                        f"the {len(files)} decklist files of {os.fspath(folder)!r}")
    return tuple(pool)


def _is_card_list(value: object) -> bool:
    return isinstance(value, Sequence) and bool(value) and isinstance(value[0], CardDef)


def _deck(choice: DeckOption, commander: bool, index: int
          ) -> tuple[tuple[CardDef, ...], tuple[CardDef, ...]]:
    """(the deck, its commanders) of one deck option."""
    if _is_card_list(choice):
        return tuple(choice), ()                            # type: ignore[arg-type]
    if not isinstance(choice, (str, os.PathLike)):
        raise DeckError(f"decks: deck {index + 1} is a {type(choice).__name__}, not a bundled "
                        "deck's name, a decklist file or a list of cards")
    name = os.fspath(choice)
    if commander and name in COMMANDER_DECKS:
        deck, commanders = commander_deck(name)
        return tuple(deck), tuple(commanders)
    if not commander and name in bundled_names():
        return tuple(bundled_deck(name)), ()
    if not Path(name).is_file():
        known = ", ".join(COMMANDER_DECKS if commander else bundled_names())
        raise DeckError(f"decks: deck {index + 1}, {name!r}, is neither a bundled deck ({known}) "
                        "nor a decklist file")
    decklist = load_decklist(name)
    return tuple(deck_cards(decklist)), tuple(deck_cards(decklist, "commander"))


class Table:
    """One game played through action slots. `act(slot)` makes the choice in that slot
    (or turns the page); observations and slot descriptions come from views."""

    def __init__(self, spec: GameSpec, encoder: Encoder, seed: int = 0) -> None:
        self.spec: GameSpec | None = spec
        self.encoder = encoder
        self._ordered: tuple[Decision | None, tuple[Choice, ...]] = (None, ())
        self.set_game(spec.new_game(seed))

    def reset(self, seed: int) -> None:
        if self.spec is None:
            raise ManastackError("this table was unpickled from a save: it has no decks to "
                                 "start a new game with")
        self.set_game(self.spec.new_game(seed))

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        """A copy playing a fork of the game (constant time); spec and encoder are shared."""
        other = Table.__new__(Table)
        other.spec, other.encoder = self.spec, self.encoder
        other.set_game(self.game.fork(), self.page)
        other._ordered = self._ordered
        return other

    def __getstate__(self) -> dict[str, Any]:
        """A table pickles as its game's save (`Game.save`, JSON) and its page; the deck
        options are not kept, so an unpickled table can't `reset`."""
        return {"save": self.game.save(), "page": self.page, "slots": self.encoder.slots,
                "max_objects": self.encoder.max_objects}

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.spec = None
        self.encoder = Encoder(data["slots"], data["max_objects"])
        self._ordered = (None, ())
        self.set_game(Game.load(data["save"], "<pickled table>"), data["page"])

    def set_game(self, game: Game, page: int = 0) -> None:
        self.game = game
        self.page = page
        self._cache: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        self._views: dict[int, dict[str, Any]] = {}

    @property
    def decider(self) -> int | None:
        decision = self.game.decision
        return None if decision is None else decision.player

    def ordered(self) -> tuple[Choice, ...]:
        decision = self.game.decision
        if self._ordered[0] is not decision:
            self._ordered = (decision, order_choices(self.game.legal_choices()))
        return self._ordered[1]

    def pages(self) -> int:
        return page_count(len(self.ordered()), self.encoder.slots)

    def slots(self) -> list[Slot]:
        return page_of_slots(self.ordered(), self.encoder.slots, self.page)

    def act(self, action: int) -> Choice | None:
        """Make the choice in slot `action`, or turn the page (None is returned). An action
        that is no slot of this page raises IllegalChoiceError and changes nothing."""
        if self.game.is_over:
            raise IllegalChoiceError(f"action {reprlib.repr(action)}: the game is over")
        slots = self.slots()
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)) \
                or not 0 <= action < self.encoder.slots or \
                not any(s.index == action for s in slots):
            legal = ", ".join(f"{s.index}: {s.text}" for s in slots)
            raise IllegalChoiceError(f"action {reprlib.repr(action)} is no legal slot for "
                                     f"{self.game.decision.prompt if self.game.decision else ''!r}"
                                     f" (legal slots: {legal})")
        slot = next(s for s in slots if s.index == action)
        self._cache, self._views = {}, {}
        if slot.choice is None:
            self.page = (self.page + 1) % self.pages()
            return None
        self.page = 0
        self.game.apply(slot.choice)
        return slot.choice

    def observe(self, player: int) -> tuple[np.ndarray, np.ndarray]:
        """The observation and action mask of `player`, from their view alone."""
        cached = self._cache.get(player)
        if cached is None:
            view = self.view(player)
            mine = self.decider == player
            cached = self.encoder.encode(view, self.slots() if mine else None, self.page,
                                         self.pages() if mine else 1)
            self._cache[player] = cached
        return cached

    def view(self, player: int) -> dict[str, Any]:
        """`game.view(player)`, kept until the next action (read it; never write to it)."""
        view = self._views.get(player)
        if view is None:
            view = self._views[player] = self.game.view(player)
        return view

    def describe(self, player: int) -> dict[str, Any]:
        """What `player` is asked and, when it is them, each slot as text and data. The
        keys are always the same (a vector environment stacks them): `decision` (player
        -1 once the game is over; its prompt only for the player asked), `page`, `pages`
        and `slots` (empty for the others)."""
        decision = self.game.decision
        asked = {"player": -1 if decision is None else decision.player,
                 "kind": "" if decision is None else decision.kind.value, "prompt": ""}
        if decision is None or decision.player != player:
            return {"decision": asked, "page": 0, "pages": 0, "slots": []}
        asked["prompt"] = decision.prompt
        objects = {o["id"]: o for o in _objects_of(self.view(player))}
        slots = []
        for slot in self.slots():
            entry: dict[str, Any] = {"slot": slot.index, "text": slot.text, "verb": "",
                                     "args": [], "objects": [], "players": [], "numbers": []}
            if slot.choice is not None:
                described = describe_choice(slot.choice)
                described["objects"] = [objects.get(oid, {"id": oid}) for oid in described["objects"]]
                entry.update(described)
            slots.append(entry)
        return {"decision": asked, "page": self.page, "pages": self.pages(), "slots": slots}

    def results(self) -> list[float]:
        """104.2-104.4: +1 for each player who won, -1 for each who lost, 0 otherwise (a
        draw, or a game still going)."""
        return [1.0 if p.won else -1.0 if p.lost else 0.0 for p in self.game.state.players]

    def out_of_game(self, player: int) -> bool:
        """Whether `player` has left the game (800.4) or it is over."""
        p = self.game.state.players[player]
        return self.game.is_over or p.lost or p.won or not p.in_game


def _objects_of(view: dict[str, Any]) -> list[dict[str, Any]]:
    found = [*view["battlefield"], *view["stack"], *view["command"]]
    for p in view["players"]:
        for key in ("hand", "library", "graveyard", "exile"):
            found += [o for o in p[key] if "id" in o]
    return found


def spectator_text(game: Game) -> str:
    """A few lines of what every player sees (the spectator's view): turn, step, each
    player's life and cards in hand, the battlefield and the stack."""
    view = game.spectator_view()
    lines = [f"turn {view['turn']}, {view['step']} step"
             + (" (game over)" if view["game_over"] else "")]
    for p in view["players"]:
        mine = [o.get("card") or "a face-down permanent" for o in view["battlefield"]
                if o.get("controller") == p["index"]]
        lines.append(f"{p['name']}: life {p['life']}, {p['hand_size']} cards in hand, "
                     f"{p['library_size']} in library; battlefield: {', '.join(mine) or 'nothing'}")
    if view["stack"]:
        lines.append("stack (top last): " + ", ".join(o.get("card") or "a face-down spell"
                                                       for o in view["stack"]))
    return "\n".join(lines)


def render(game: Game, mode: str | None) -> str | None:
    """The environments' `render`: the spectator's text for "ansi", printed for "human"."""
    if mode is None:
        return None
    text = spectator_text(game)
    if mode == "human":
        print(text)
        return None
    return text
