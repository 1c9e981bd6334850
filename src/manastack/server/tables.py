"""Games in play on the server, independent of the web framework: a game's setup, its seats
(people with a secret token each, or computer players), the actions taken, and what each
seat is sent. Only the seat whose decision it is may make it (117.1); a refused action
leaves the game as it was.

Every method here runs on the server's one engine thread (see `app.py`): a paused run of
the engine lives in that thread (docs/architecture.md, live runs).
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field, replace
from typing import Any

from manastack.agents import AGENTS, Agent, make_agent
from manastack.errors import IllegalChoiceError, ManastackError
from manastack.game import VARIANTS, Game
from manastack.rules.commander import COMMANDER_VARIANTS
from manastack.rules.decisions import Choice
from manastack.rules.stops import DEFAULT_STOPS, Stops, Until
from manastack.server.store import Store, StoredGame, token_hash

MAX_PLAYERS = 6                 # 2-6 players, as `Game.new` plays them (800.1)
MAX_NAME = 40
COMPUTER_BATCH = 400            # decisions computers make before the seats are told
SAVE_EVERY = 64                 # actions between two saves (resuming replays those since)
MAX_TURNS, MAX_DECISIONS = 200, 20_000      # a server game ends as a draw past them (104.4)


class GameSetupError(ManastackError, ValueError):
    """A request for a new game that can't be set up; names the field and why."""


class Refused(ManastackError, ValueError):
    """An action a seat may not take now; the message cites the rule."""


@dataclass(frozen=True)
class SeatSetup:
    name: str
    kind: str = "human"          # "human" or "computer"
    agent: str = "heuristic"     # for a computer: a key of manastack.agents.AGENTS
    deck: str | None = None      # a bundled deck's name; None: the demo decks in turn


@dataclass(frozen=True)
class GameSetup:
    seats: tuple[SeatSetup, ...]
    variant: str | None = None
    seed: int = 0

    @classmethod
    def from_json(cls, data: object) -> GameSetup:
        """The setup a client asked for, checked field by field."""
        from manastack.cards.decks import bundled_names
        if not isinstance(data, dict):
            raise GameSetupError("a game's setup is an object with 'seats'")
        unknown = sorted(set(data) - {"seats", "variant", "seed"})
        if unknown:
            raise GameSetupError(f"setup: unknown field {unknown[0]!r}")
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list) or not 2 <= len(raw_seats) <= MAX_PLAYERS:
            raise GameSetupError(f"setup.seats: a list of 2 to {MAX_PLAYERS} seats")
        variant = data.get("variant")
        if variant is not None and variant not in VARIANTS:
            raise GameSetupError(f"setup.variant: {str(variant)[:40]!r} is none of "
                                 f"{', '.join(VARIANTS)}")
        seed = data.get("seed", secrets.randbits(62))
        if type(seed) is not int or not 0 <= seed < 1 << 62:
            raise GameSetupError("setup.seed: a whole number from 0 to 2**62")
        decks = bundled_names()
        seats = []
        for i, raw in enumerate(raw_seats):
            where = f"setup.seats[{i}]"
            if not isinstance(raw, dict) or set(raw) - {"name", "kind", "agent", "deck"}:
                raise GameSetupError(f"{where}: an object with name, kind, agent and deck")
            name = raw.get("name")
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
                raise GameSetupError(f"{where}.name: a name of 1 to {MAX_NAME} characters")
            seat = SeatSetup(name.strip(), raw.get("kind", "human"), raw.get("agent", "heuristic"),
                             raw.get("deck"))
            if seat.kind not in ("human", "computer"):
                raise GameSetupError(f"{where}.kind: 'human' or 'computer'")
            if seat.agent not in AGENTS:
                raise GameSetupError(f"{where}.agent: one of {', '.join(sorted(AGENTS))}")
            if seat.deck is not None and (variant in COMMANDER_VARIANTS or seat.deck not in decks):
                raise GameSetupError(f"{where}.deck: one of {', '.join(decks)}" if variant not in
                                     COMMANDER_VARIANTS else f"{where}.deck: Commander games "
                                     "play the bundled Commander decks")
            seats.append(seat)
        if len({s.name for s in seats}) != len(seats):
            raise GameSetupError("setup.seats: two seats have the same name")
        return cls(tuple(seats), variant, seed)

    def to_json(self) -> dict[str, Any]:
        return {"seats": [vars(s) for s in self.seats], "variant": self.variant, "seed": self.seed}

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def new_game(self) -> Game:
        from manastack.cards.decks import bundled_deck, commander_decks, demo_decks
        names = [s.name for s in self.seats]
        options: dict[str, Any] = {
            "seed": self.seed, "names": names, "variant": self.variant,
            "take_single_choices": True, "mana_at_priority": False,
            "max_turns": MAX_TURNS, "max_decisions": MAX_DECISIONS}
        try:
            if self.variant in COMMANDER_VARIANTS:
                decks, commanders = commander_decks(len(names))
                return Game.new(decks, commanders=commanders, **options)
            demo = demo_decks()
            decks = [bundled_deck(s.deck) if s.deck else demo[i % len(demo)]
                     for i, s in enumerate(self.seats)]
            return Game.new(decks, **options)
        except (ManastackError, ValueError) as exc:
            raise GameSetupError(f"setup: {exc}") from exc


def stops_to_json(stops: Stops | None) -> dict[str, Any] | None:
    if stops is None:
        return None
    return {"text": str(stops), "until": stops.until.value if stops.until else None,
            "since": stops.since}


def stops_from_json(data: dict[str, Any] | None) -> Stops | None:
    if data is None:
        return None
    until = Until(data["until"]) if data["until"] else None
    return replace(Stops.parse(data["text"]), until=until, since=int(data["since"]))


@dataclass
class GameTable:
    """One game on the server. `actions` counts the record's actions (the store has them):
    ["choose", seat, choice], ["until", seat, text], ["concede", seat, null]."""

    id: str
    setup: GameSetup
    game: Game
    token_hashes: dict[int, str]
    actions: int = 0
    saved_at: int = 0           # the actions the stored save holds
    state_hash: str = ""        # the game's state hash, kept as it changes
    agents: dict[int, Agent] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.state_hash = self.state_hash or self.game.state_hash()
        for i, seat in enumerate(self.setup.seats):
            if seat.kind == "computer":
                self.agents[i] = make_agent(seat.agent, self.setup.seed * 10 + i)

    # -- making and resuming ----------------------------------------------------------
    @classmethod
    def create(cls, store: Store, setup: GameSetup) -> tuple[GameTable, dict[int, str]]:
        """A new game and the tokens of its people's seats (each seat's secret)."""
        game = setup.new_game()
        for seat in setup.humans():
            game.set_stops(seat, DEFAULT_STOPS)
        tokens = {seat: secrets.token_urlsafe(18) for seat in setup.humans()}
        table = cls(secrets.token_urlsafe(9), setup, game,
                    {seat: token_hash(t) for seat, t in tokens.items()})
        store.create(table.id, setup.to_json(), game.save(), table.state_hash,
                     table.stops_json(), tokens)
        return table, tokens

    @classmethod
    def resume(cls, stored: StoredGame, store: Store) -> GameTable:
        """The game as its recent save and the actions since left it, the same state hash
        (Game.load checks the save's own)."""
        game = Game.load(stored.save, f"game {stored.id}")
        for seat, stops in enumerate(stored.stops):
            game.set_stops(seat, stops_from_json(stops))
        for action in store.record(stored.id, since=stored.saved_at):
            take_action(game, action)
        reached = game.state_hash()
        if reached != stored.hash:
            raise ManastackError(f"game {stored.id}: the resumed game differs from the one "
                                 "left (its state hash)")
        setup = GameSetup(tuple(SeatSetup(**s) for s in stored.setup["seats"]),
                          stored.setup["variant"], stored.setup["seed"])
        return cls(stored.id, setup, game, stored.token_hashes, stored.actions,
                   stored.saved_at, reached)

    def stops_json(self) -> list[dict[str, Any] | None]:
        return [stops_to_json(self.game.stops(i)) for i in range(len(self.setup.seats))]

    # -- seats --------------------------------------------------------------------------
    def seat_of(self, token: str | None) -> int | None:
        """The seat whose token this is; None for no token (a spectator)."""
        if token is None:
            return None
        digest = token_hash(token)
        for seat, known in self.token_hashes.items():
            if secrets.compare_digest(digest, known):
                return seat
        raise Refused(f"game {self.id}: that token is no seat's")

    def waiting_for_computer(self) -> bool:
        decision = self.game.decision
        return decision is not None and decision.player in self.agents

    # -- acting ---------------------------------------------------------------------------
    def act(self, seat: int, kind: str, value: object) -> list[list[Any]]:
        """Take a seat's action ("choose" a choice's JSON or text, pass "until", "concede");
        Refused, with the game unchanged, if the seat may not. Returns the record's new actions."""
        game = self.game
        if kind == "concede":
            try:
                game.concede(seat)      # 104.3a: a player can concede at any time
            except IllegalChoiceError as exc:
                raise Refused(str(exc)) from None
            return [["concede", seat, None]]
        decision = game.decision
        if decision is None:
            raise Refused("the game is over (104.1)")
        if decision.player != seat:
            deciding = game.state.players[decision.player].name
            raise Refused(f"117.1: it is {deciding}'s decision ({decision.kind.value}), "
                          f"not {game.state.players[seat].name}'s")
        try:
            if kind == "until":
                if not isinstance(value, str):
                    raise Refused("pass until: say 'end of turn', 'my next turn' or "
                                  "'something happens'")
                game.pass_until(value)
                return [["until", seat, value]]
            choice = self._choice(value)
            game.apply(choice)
        except IllegalChoiceError as exc:
            raise Refused(str(exc)) from None
        return [["choose", seat, choice.to_json()]]

    def _choice(self, value: object) -> Choice:
        if isinstance(value, str):
            return self.game.parse_choice(value)
        try:
            return Choice.from_json(value)
        except ValueError as exc:
            raise Refused(f"not a choice: {str(exc)[:200]}") from None

    def play_computers(self) -> list[list[Any]]:
        """The computer seats' decisions until a person must decide (or COMPUTER_BATCH)."""
        done: list[list[Any]] = []
        while self.waiting_for_computer() and len(done) < COMPUTER_BATCH:
            decision = self.game.decision
            assert decision is not None
            choice = self.agents[decision.player].choose(self.game)
            self.game.apply(choice)
            done.append(["choose", decision.player, choice.to_json()])
        return done

    def commit(self, store: Store, new_actions: list[list[Any]]) -> None:
        """Write the actions taken and the hash they reach, with a save every SAVE_EVERY
        actions and at the end."""
        self.state_hash = self.game.state_hash()
        count = self.actions + len(new_actions)
        save = None
        if count - self.saved_at >= SAVE_EVERY or self.game.is_over:
            save = (self.game.save(), self.stops_json())
        store.advance(self.id, self.actions, new_actions, self.state_hash, self.game.is_over,
                      save)
        self.actions = count
        if save is not None:
            self.saved_at = count

    # -- what a seat is sent ----------------------------------------------------------------
    def message(self, seat: int | None, log_from: int) -> tuple[dict[str, Any], int]:
        """The state message for `seat` (None: a spectator): its view, its log from entry
        `log_from` on, and its legal choices when the decision is its own; and the log's length."""
        game = self.game
        log = game.log_for(seat)
        decision = game.decision
        choices = None
        if decision is not None and decision.player == seat:
            choices = [{"text": str(o), "choice": o.to_json()} for o in decision.options]
        message = {
            "type": "state", "game": self.id, "seat": seat,
            "seats": [{"name": s.name, "kind": s.kind} for s in self.setup.seats],
            "view": game.view(seat), "choices": choices,
            "log_from": log_from,
            "log": [{"rule": e.rule, "text": e.text, "turn": e.turn} for e in log[log_from:]],
            "hash": self.state_hash, "over": game.is_over, "winners": game.winners(),
            "actions": self.actions,
        }
        return message, len(log)

    def why_not(self, seat: int, card: object) -> dict[str, Any]:
        """Why the seat can't use the card with id `card` now: the rule-cited reasons of
        `Game.why_not`, for the seat's own decision only (117.1)."""
        if type(card) is not int:
            raise Refused("why: name a card by its id (a whole number)")
        decision = self.game.decision
        if decision is None or decision.player != seat:
            who = "nobody" if decision is None else self.game.state.players[decision.player].name
            return {"type": "why", "card": card, "reasons": [
                f"117.1: {who} is deciding now, so you can't take an action"]}
        named = _names_in(self.game.view(seat)).get(card)
        if named is None:
            raise Refused(f"why: you see no card with id {card}")
        reasons = [f"{choice}: {reason}" for choice, reason in self.game.why_not(named)
                   if choice.args and choice.args[0] == card]
        if not reasons and not any(o.args[:1] == (card,) for o in decision.options):
            reasons = [f"{named} has no action the rules allow now, and none they forbid "
                       f"that you could take with it at this decision ({decision.kind.value})"]
        return {"type": "why", "card": card, "reasons": reasons}


def take_action(game: Game, action: list[Any]) -> str:
    """Take a recorded action ([kind, seat, value]) again; what it did, for people."""
    kind, seat, value = action
    name = game.state.players[seat].name
    if kind == "concede":
        game.concede(seat)
        return f"{name} concedes (104.3a)"
    if kind == "until":
        game.pass_until(value)
        return f"{name} passes until {value} (731.2a)"
    choice = Choice.from_json(value)
    decision = game.decision
    shown = decision.find(choice) if decision is not None else None
    game.apply(choice)
    return f"{name}: {shown if shown is not None else choice}"


def _names_in(view: Any) -> dict[int, str]:
    """Object id -> card name for every object the view shows."""
    found: dict[int, str] = {}

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if type(node.get("id")) is int and isinstance(node.get("card"), str):
                found[node["id"]] = node["card"]
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(view)
    return found


def dumps(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"))
