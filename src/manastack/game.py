"""The public facade: a `Game` is a state plus the decision it waits for.

    >>> from manastack.game import Game
    >>> from manastack.cards.decks import demo_decks
    >>> game = Game.new(demo_decks(), seed=1)
    >>> game.decision.kind.value
    'mulligan'

`apply` validates a choice and advances to the next decision; `fork` is constant-time;
`save` and `load` round-trip through JSON at any decision, mid-resolution included.
"""

from __future__ import annotations

import json
import random
import reprlib
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from manastack import live as live_runs
from manastack.errors import IllegalChoiceError, ManastackError, SaveFileError
from manastack.rules import rng
from manastack.rules.abilities import CardDef
from manastack.rules.commander import COMMANDER_VARIANTS, put_into_command_zone, starting_life
from manastack.rules.context import Ctx, Rewind
from manastack.rules.decisions import (
    MAX_CHOICE_TEXT,
    Choice,
    Decision,
    DecisionKind,
    NeedDecision,
    choice_problem,
)
from manastack.rules.explain import conceivable, match_text, why_illegal
from manastack.rules.irreversible import irreversible
from manastack.rules.knowledge import log_entry
from manastack.rules.layers import characteristics
from manastack.rules.save_schema import check_save
from manastack.rules.serialize import parse_json, state_from_json, state_hash, state_to_json
from manastack.rules.state import GameObject, GameState, LogEntry, Player
from manastack.rules.stops import DEFAULT_STOPS, Stops, Until
from manastack.rules.turns import run

__all__ = ["VARIANTS", "Game"]

SAVE_FORMAT = "manastack-save"
SAVE_VERSION = 1
VARIANTS = ("two-player", "free-for-all", "two-headed-giant", *COMMANDER_VARIANTS)


class Game:
    """One game of Magic. Never mutated in place: `apply` replaces its state."""

    __slots__ = ("_answers", "_base", "_decision", "_live", "_played", "_state", "_stops")

    def __init__(self, base: GameState) -> None:
        self._base = base
        self._answers: tuple[Choice, ...] = ()
        self._state = base
        self._decision: Decision | None = None
        self._live: live_runs.LiveRun | None = None
        self._stops: tuple[Stops | None, ...] = ()
        # Whether this game object has been played on (made, or applied a choice), so
        # that its next run is worth keeping paused; a fork that is applied once, as a
        # search does, just replays.
        self._played = True
        self._advance(base, ())

    # -- creating --------------------------------------------------------------------
    @classmethod
    def new(cls, decks: Sequence[Sequence[CardDef]], seed: int = 0,
            names: Sequence[str] | None = None, variant: str | None = None,
            starting_player: int | None = None, mana_at_priority: bool = True,
            take_single_choices: bool = False, max_turns: int | None = None,
            max_decisions: int | None = None,
            commanders: Sequence[Sequence[CardDef]] | None = None,
            auto_pay: bool = False,
            outside: Sequence[Sequence[CardDef]] | None = None) -> Game:
        """A new game (103): libraries shuffled, seven cards each, mulligans pending.

        `mana_at_priority=False` leaves mana abilities out of priority decisions (they
        remain available during payment); see `GameState.mana_at_priority`.
        `take_single_choices=True` has the engine take every choice that is the only legal
        one (passing priority with nothing else to do, say) instead of asking: the game
        is the same, and each decision asked has at least two options.
        `auto_pay=True` has the engine pay mana costs by itself wherever the pool or the
        automatic payer can (601.2g-h: it chooses which mana abilities to activate and
        which mana to spend), for players that don't want to choose the sources; it asks
        only when no automatic payment exists. Its choices are recorded like answers.
        `max_turns` and `max_decisions` cap the game: it ends as a draw, logged (104.4),
        when turn `max_turns + 1` would begin, or at the first priority after
        `max_decisions` decisions (of every kind, mulligans included) have been answered.
        Both are off by default (None; the engine still ends a game at 500 turns,
        104.4b); forks, saves and loads keep them. Programs that play many games, and
        `manastack demo`, should set them.
        `commanders` (variants "commander" and "brawl", 903) gives each player's commander
        cards (one, or two partners), which start in the command zone (903.6); `decks`
        are then the rest of each deck.
        `outside` gives each player's cards outside the game (400.11a: their sideboard),
        which effects such as Cunning Wish bring into the game (400.11b).
        """
        for name, cap in (("max_turns", max_turns), ("max_decisions", max_decisions)):
            if cap is not None and (type(cap) is not int or cap < 1):
                raise ValueError(f"{name} must be a whole number of at least 1, not {cap!r}")
        state = new_state(decks, seed, names, variant, starting_player, commanders, outside)
        state.mana_at_priority = mana_at_priority
        state.take_single_choices = take_single_choices
        state.auto_pay = auto_pay
        state.max_turns, state.max_decisions = max_turns, max_decisions
        return cls(state)

    @classmethod
    def from_state(cls, state: GameState) -> Game:
        """Continue from a prepared state (a scenario's position)."""
        return cls(state)

    # -- the protocol -----------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The current state. Read it; never write to it."""
        return self._state

    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None when the game is over."""
        return self._decision

    def legal_choices(self) -> tuple[Choice, ...]:
        return self._decision.options if self._decision is not None else ()

    @property
    def answers_in_progress(self) -> tuple[Choice, ...]:
        """The choices made since the last complete action (a spell being cast, a
        resolution waiting for its next choice): with the state, what the game's future
        depends on."""
        return self._answers

    @property
    def is_over(self) -> bool:
        return self._decision is None

    def winners(self) -> list[str]:
        return [p.name for p in self._state.players if p.won]

    def losers(self) -> list[str]:
        return [p.name for p in self._state.players if p.lost]

    def parse_choice(self, text: str) -> Choice:
        """The legal choice written as `text` (as `str(choice)` prints it)."""
        if self._decision is None:
            raise IllegalChoiceError(f"choice {text[:80]!r}: the game is over")
        if len(text) > MAX_CHOICE_TEXT:
            raise IllegalChoiceError(f"choice {text[:80]!r}...: {len(text):,} characters; a "
                                     f"choice's text has at most {MAX_CHOICE_TEXT:,}")
        try:
            return self._decision.parse(text)
        except IllegalChoiceError:
            tried = match_text(self._state, self._decision, text)
            if tried is None or self._decision.find(tried) is not None:
                raise       # nothing to explain, or an ambiguous text naming legal options
            raise self._illegal(tried) from None

    def _illegal(self, choice: Choice) -> IllegalChoiceError:
        decision = self._decision
        assert decision is not None
        try:
            reason = why_illegal(self._state, decision, choice)
        except (LookupError, ValueError, TypeError):
            # A well-formed choice whose arguments fit no option (an unknown object,
            # an ability index out of range): nothing more to explain.
            reason = "it is none of the options"
        legal = "; ".join(str(o) for o in decision.options)
        return IllegalChoiceError(
            f"{choice} is not legal for {self._state.players[decision.player].name}: {reason} "
            f"(legal choices: {legal})")

    def apply(self, choice: Choice | str) -> None:
        """Make the pending decision; raises IllegalChoiceError and changes nothing if
        the choice is not one of the legal options."""
        decision = self._decision
        if isinstance(choice, str):
            choice = self.parse_choice(choice)
        problem = choice_problem(choice)
        if problem is not None:
            raise IllegalChoiceError(f"not a legal choice: {problem}")
        if decision is None:
            raise IllegalChoiceError(f"choice {choice}: the game is over")
        option = decision.find(choice)
        if option is None:
            raise self._illegal(choice)
        answers = (*self._answers, option)
        live, self._live = self._live, None
        if live is not None:
            live.ctx.stops = self._stops
            try:
                need = live.resume(option)
            except Rewind as rewind:
                self._rewind(self._base, rewind, live.ctx.state.decisions)
                return
            except live_runs.Unavailable:
                pass        # dropped, or paused in another thread: replay instead
            else:
                self._settle(self._base, answers, live.ctx, need, live)
                return
        played, self._played = self._played, True
        self._advance(self._base, answers, trusted=len(answers), keep=played)

    def _advance(self, base: GameState, answers: tuple[Choice, ...], trusted: int = 0,
                 keep: bool = True) -> None:
        """Replay `answers` from `base` to the next decision. The first `trusted` answers
        were each found among the options of their decision; the rest are checked. With
        `keep`, the run stays paused there (`live.py`) for the next answer."""
        ctx = Ctx(base.fork(), answers, trusted)
        ctx.stops = self._stops
        live = live_runs.LiveRun(ctx) if keep and live_runs.enabled() else None
        need: live_runs.Pending | None = None
        try:
            if live is not None:
                need = live.start()
            else:
                run(ctx)
        except NeedDecision as stop:
            need = (stop.decision, stop.checkpoint)
        except Rewind as rewind:
            self._rewind(base, rewind, ctx.state.decisions)
            return
        self._settle(base, answers, ctx, need, live)

    def _settle(self, base: GameState, answers: tuple[Choice, ...], ctx: Ctx,
                need: live_runs.Pending | None, live: live_runs.LiveRun | None) -> None:
        """Take the outcome of a run: the decision it stopped at (and whether it is a
        checkpoint), or the game's end. Choices the run took by itself
        (`take_single_choices`) join the answers."""
        work = ctx.state
        if need is None:
            self._base, self._answers = work, ()
            self._state, self._decision, self._live = work, None, None
            return
        if ctx.taken:
            # A checkpoint decision answered without asking is the game's checkpoint, as
            # it would be had it been asked: the game is the same either way.
            mark, ctx.checkpoint = ctx.checkpoint, None
            if mark is not None:
                base, answers = mark[0], tuple(ctx.taken[mark[1]:])
            else:
                answers = (*answers, *ctx.taken)
            ctx.taken.clear()
        state = work
        if live is not None:
            state = work.snapshot()     # the run goes on changing `work`; readers get this
        decision, checkpoint = need
        if self._stops:
            self._stops = _stops_after(self._stops, state, decision)
        if checkpoint:
            base, answers = state, ()
        self._base, self._answers = base, answers
        self._state, self._decision, self._live = state, decision, live

    def _rewind(self, base: GameState, rewind: Rewind, decisions: int) -> None:
        # 732.1: an action that can't be finished is undone; the game returns to the
        # moment before it started.
        self._undo(base, f"{rewind}; the action is undone", decisions)

    def _undo(self, base: GameState, why: str, decisions: int) -> None:
        """Go back to `base` (the checkpoint before the action), noting why in the log.
        The count of decisions is not rewound: it keeps the `decisions` answered up to
        the undoing, the reversed ones included, so that a cap (104.4) ends a loop of
        reversed actions."""
        base = base.fork()
        base.decisions = max(base.decisions, decisions)
        base.write_log(log_entry(base, "732.1", why))
        self._advance(base, ())

    def concede(self, player: int | str) -> None:
        """104.3a: a player may concede at any time; they leave the game (800.4a).

        An action half done when the concession comes is replayed after it, or undone
        if it no longer can be (its choices named what the conceding player owned). Only
        the choices that the same players still face are replayed: the conceding player's
        own choices, and any after them, are void (800.4a), never given to someone else.
        """
        state = self._state
        index = player if isinstance(player, int) else next(
            (p.index for p in state.players if p.name == player), -1)
        if not 0 <= index < len(state.players):
            raise IllegalChoiceError(f"concede: no player {player!r} in this game")
        if not state.players[index].in_game:
            raise IllegalChoiceError(f"concede: {state.players[index].name} has already left "
                                     "the game")
        if self._decision is None:
            raise IllegalChoiceError("concede: the game is over")
        base = self._base.fork()
        Ctx(base).lose(index, "104.3a", "conceded")
        keep = 0
        for k in range(len(self._answers)):
            asked = _asked(self._base, self._answers[:k])
            if asked is None or asked[0] == index or _asked(base, self._answers[:k]) != asked:
                break
            keep = k + 1
        try:
            self._advance(base, self._answers[:keep])
        except IllegalChoiceError:
            self._advance(base, ())

    def cancel(self) -> None:
        """Take back the spell, ability or land play in progress: the game returns to the
        priority decision where it began, as for an action that can't be finished
        (732.1). No rule lets a player abandon a legal action halfway, so this is not a
        legal choice of any decision; it is for people who change their mind: the game
        is then exactly as it was at that decision (the same state hash: its log and its
        count of decisions too), as if the action had never begun. (An action that can't
        be finished is undone with a note in the log instead, `_rewind`.)
        Raises IllegalChoiceError, changing nothing, when no action is in progress, or
        when the action moved cards into or out of a library (but to the stack), shuffled
        one or showed a card in one: information a player has seen can't be unseen (732.1).
        """
        if self._decision is None:
            raise IllegalChoiceError("cancel: the game is over")
        asked = _asked(self._base, ()) if self._answers else None
        if asked is None or asked[1] != "priority" or self._answers[0].verb == "pass":
            raise IllegalChoiceError("cancel: no spell, ability or land play is in progress")
        # 732.1: no player may reverse what moved, shuffled or revealed library cards.
        held = irreversible(self._base, self._state)
        if held is not None:
            raise IllegalChoiceError(f"cancel: the action can't be taken back: {held} (732.1)")
        self._live = None
        # 732.1: the entire action is reversed; the checkpoint is the state at that
        # priority decision, so replaying from it with no answers reaches it again.
        self._advance(self._base, ())

    # -- stops (rules/stops.py) ---------------------------------------------------------
    def stops(self, player: int | str) -> Stops | None:
        """The stops of `player`, or None: every decision of theirs is asked."""
        index = self._player_index(player)
        assert index is not None
        return self._stops[index] if index < len(self._stops) else None

    def set_stops(self, player: int | str, stops: Stops | None) -> None:
        """Have the engine pass priority for `player` except at their stops (None: ask
        every decision). The passes are recorded as answers (731.1), so the game is the
        one in which each was asked and answered; the stops are a setting of this `Game`
        and its forks, not of the game, and a save doesn't keep them."""
        index = self._player_index(player)
        assert index is not None
        table = list(self._stops) + [None] * (len(self._state.players) - len(self._stops))
        table[index] = stops
        self._stops = tuple(table) if any(table) else ()

    def pass_until(self, until: Until | str) -> None:
        """Pass the pending priority decision and every step stop of its player until
        the end of this turn, their next turn, or something happens (`Until`): the
        shortcut of 731.2a. Objects of others on the stack still stop them (117.7)."""
        decision = self._decision
        if decision is None or decision.kind is not DecisionKind.PRIORITY:
            raise IllegalChoiceError(f"pass until {until}: only a player with priority "
                                     "passes (117.3d)")
        try:
            until = Until(until)
        except ValueError:
            raise IllegalChoiceError(
                f"pass until {until!r}: say one of {', '.join(u.value for u in Until)}"
            ) from None
        player = decision.player
        stops = self.stops(player) or DEFAULT_STOPS
        self.set_stops(player, stops.passing_until(until, self._state.turn))
        self.apply(next(o for o in decision.options if o.verb == "pass"))

    def why_not(self, name: str | None = None) -> list[tuple[Choice, str]]:
        """The actions of the deciding player with their own cards (hand, graveyard,
        permanents they control) that the rules forbid now, each with the rule-cited
        reason (`rules/explain.py`); only those naming a card called `name` if given."""
        decision = self._decision
        if decision is None or decision.kind not in (
                DecisionKind.PRIORITY, DecisionKind.ATTACKERS, DecisionKind.BLOCKERS):
            return []
        state = self._state
        wanted = name.strip().lower() if name is not None else None
        found: list[tuple[Choice, str]] = []
        for choice in conceivable(state, decision):
            obj = state.objects.get(int(choice.args[0]))     # the card the action is of
            if obj is None or decision.find(choice) is not None or \
                    (wanted is not None and obj.card.name.lower() != wanted):
                continue
            mine = obj.owner == decision.player if obj.zone in ("hand", "graveyard") else \
                obj.zone == "battlefield" and \
                characteristics(state, obj.id).controller == decision.player
            if mine:
                found.append((choice, why_illegal(state, decision, choice)))
        return found

    def fork(self) -> Game:
        """An independent copy; constant time (states are never written once made)."""
        new = Game.__new__(Game)
        new._base = self._base
        new._answers = self._answers
        new._state = self._state
        new._decision = self._decision
        new._live = None        # the paused run stays with this game; the fork replays
        new._stops = self._stops
        new._played = False
        return new

    # -- observation ------------------------------------------------------------------
    def log(self) -> list[LogEntry]:
        return self._state.log_entries()

    def log_text(self, player: int | str | None = "all") -> str:
        """The log: all of it by default; as a player sees it (`log_for(player)`); or as
        a spectator does (None)."""
        if player == "all":
            return "\n".join(str(e) for e in self._state.log_entries())
        return "\n".join(str(e) for e in self.log_for(self._player_index(player)))

    def log_for(self, player: int | None) -> list[LogEntry]:
        """The log as `player` sees it (None: a spectator): an entry naming a hidden card
        they don't know is redacted ("a card moves (library -> Bob's library)")."""
        from manastack.views import log_for
        return log_for(self._state, player)

    def view(self, player: int | str | None) -> dict[str, Any]:
        """Plain JSON-serialisable data of exactly what `player` may see now (None or
        `spectator_view()`: what every player sees); see `manastack.views`."""
        from manastack.views import view
        return view(self._state, self._decision, self._player_index(player))

    def spectator_view(self) -> dict[str, Any]:
        return self.view(None)

    def sample(self, player: int | str, rng: random.Random | int = 0) -> Game:
        """An independent game in which everything `player` doesn't know (other hands,
        the order of libraries, hidden cards they haven't seen) is redrawn at random,
        consistently with all they know; it waits for the same decision and plays on
        like any game (determinisation, for search players)."""
        from manastack.views import sampled_base
        index = self._player_index(player)
        if index is None:
            raise IllegalChoiceError("sample: name a player (a spectator has no game to sample)")
        generator = rng if isinstance(rng, random.Random) else random.Random(rng)
        base = sampled_base(self._base, self._state, index, generator)
        game = Game.__new__(Game)
        game._decision = None
        game._live = None
        game._played = True
        game._stops = ()
        game._advance(base, self._answers, trusted=len(self._answers))
        return game

    def _player_index(self, player: int | str | None) -> int | None:
        if player is None:
            return None
        players = self._state.players
        if isinstance(player, str):
            for p in players:
                if p.name == player:
                    return p.index
        elif 0 <= player < len(players):
            return player
        raise IllegalChoiceError(f"no player {player!r} in this game")

    def state_hash(self) -> str:
        """A digest of the state and the pending choices, for exactness checks."""
        answers = json.dumps([c.to_json() for c in self._answers])
        return state_hash(self._state) + ":" + answers

    # -- saves ------------------------------------------------------------------------
    def save(self) -> str:
        """A JSON document from which `load` rebuilds this exact game. Cards are named by
        key; the data of cards that no database has (a scenario's inline cards) is saved
        under "cards"."""
        from manastack.cards.inline import embedded_rows
        document = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "base": state_to_json(self._base),
            "answers": [c.to_json() for c in self._answers],
            "hash": self.state_hash(),
        }
        inline = embedded_rows((self._base, self._state))
        if inline:
            document["cards"] = inline
        return json.dumps(document, sort_keys=True)

    @classmethod
    def load(cls, text: str, source: str = "<save>", *, require_hash: bool = True) -> Game:
        """The game `save` wrote. The save is checked against its schema (types, ranges,
        sizes, depth: rules/save_schema.py) before anything is built, and the replayed
        game against the save's hash, which must be there unless `require_hash=False`.
        SaveFileError names the source, the place in the save and the reason."""
        from manastack.cards.registry import get_card
        try:
            data: Any = parse_json(text)
        except ValueError as exc:
            raise SaveFileError(f"{source}: not JSON ({exc})") from exc
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveFileError(f"{source}: not a manastack save file")
        if data.get("version") != SAVE_VERSION:
            raise SaveFileError(f"{source}: save version {reprlib.repr(data.get('version'))} is not "
                                f"supported (this manastack reads version {SAVE_VERSION})")
        try:
            check_save(data, require_hash)
        except SaveFileError as exc:
            raise SaveFileError(f"{source}: damaged save: {exc}") from None
        from manastack.cards.inline import card_lookup
        try:
            lookup = card_lookup(data.get("cards"), get_card)
        except ManastackError as exc:
            raise SaveFileError(f"{source}: a card defined in the save can't be rebuilt: "
                                f"{exc}") from exc
        try:
            base = state_from_json(data["base"], lookup)
            answers = tuple(Choice.from_json(c) for c in data["answers"])
        except (KeyError, ValueError, TypeError) as exc:
            raise SaveFileError(f"{source}: damaged save ({exc})") from exc
        game = cls.__new__(cls)
        game._decision = None
        game._live = None
        game._played = True
        game._stops = ()
        try:
            game._advance(base, answers)
        except IllegalChoiceError as exc:
            raise SaveFileError(f"{source}: its choices don't replay ({exc})") from exc
        except Exception as exc:   # a state no game reaches: the engine can't run it
            raise SaveFileError(f"{source}: damaged save: the saved state can't be played "
                                f"({type(exc).__name__}: {str(exc)[:200]})") from exc
        if "hash" in data and game.state_hash() != data["hash"]:
            raise SaveFileError(f"{source}: the replayed game differs from the saved one")
        return game


def _stops_after(stops: tuple[Stops | None, ...], state: GameState, decision: Decision
                 ) -> tuple[Stops | None, ...]:
    """The stops once `decision` is asked: a pass until something happens ends as its
    player is asked anything; one whose end has come is over."""
    def settled(index: int, mine: Stops | None) -> Stops | None:
        if mine is None or mine.until is None:
            return mine
        if mine.until_over(state, index) or (
                mine.until is Until.SOMETHING_HAPPENS and decision.player == index):
            return replace(mine, until=None, since=0)
        return mine
    return tuple(settled(index, mine) for index, mine in enumerate(stops))


def _asked(base: GameState, answers: Sequence[Choice]) -> tuple[int, str] | None:
    """Who is asked what (player, kind) after `answers` are replayed from `base`; None
    if the game ends or the answers don't replay."""
    try:
        run(Ctx(base.fork(), answers))
    except NeedDecision as need:
        return need.decision.player, need.decision.kind.value
    except (IllegalChoiceError, Rewind):
        return None
    return None


def new_state(decks: Sequence[Sequence[CardDef]], seed: int = 0,
              names: Sequence[str] | None = None, variant: str | None = None,
              starting_player: int | None = None,
              commanders: Sequence[Sequence[CardDef]] | None = None,
              outside: Sequence[Sequence[CardDef]] | None = None) -> GameState:
    """103.1-103.4: players, shuffled libraries, starting life, opening hands; in a
    Commander game, commanders in the command zone first (903.6) and 40 life (903.7);
    each player's `outside` cards (their sideboard, 400.11a) outside the game."""
    count = len(decks)
    if variant is None:
        variant = "two-player" if count == 2 else "free-for-all"
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; choose one of {', '.join(VARIANTS)}")
    if variant == "two-player" and count != 2:
        raise ValueError("a two-player game needs exactly two decks")
    if variant == "two-headed-giant" and count != 4:
        raise ValueError("Two-Headed Giant needs four decks (two teams of two, 810.1)")
    if not 2 <= count <= 6 and variant in ("free-for-all", *COMMANDER_VARIANTS):
        raise ValueError(f"{variant} takes 2 to 6 players")
    if variant in COMMANDER_VARIANTS:
        if commanders is None or len(commanders) != count \
                or not all(1 <= len(c) <= 2 for c in commanders):
            raise ValueError(f"{variant}: give each player one commander, or two partners "
                             "(903.3, 702.124)")
    elif commanders is not None:
        raise ValueError(f"commanders are for the commander and brawl variants, not {variant}")
    names = list(names) if names else [f"Player {i + 1}" for i in range(count)]
    if len(names) != count:
        raise ValueError("give one name per deck")
    if outside is not None and len(outside) != count:
        raise ValueError("give one list of cards outside the game (400.11a) per deck")
    for index, deck in enumerate([*decks, *(outside or ())]):
        wrong = next((card for card in deck if not isinstance(card, CardDef)), None)
        if wrong is not None:
            what = f"deck {index + 1}" if index < count else \
                f"outside the game, deck {index - count + 1}"
            raise TypeError(f"{what}: {reprlib.repr(wrong)} is not a card definition (look "
                            "cards up with manastack.cards.registry.get_card or load a decklist)")
    s = GameState()
    s.variant = variant
    s.rng = seed & ((1 << 64) - 1)
    for index in range(count):
        team = index % 2 if variant == "two-headed-giant" else index
        life = 30 if variant == "two-headed-giant" else 20     # 810.4 / 103.4
        if variant in COMMANDER_VARIANTS:
            life = starting_life(variant, count)               # 903.7 / 903.12f
        p = Player(index, names[index], life, team)
        p._epoch = s._epoch
        s.players.append(p)
    if variant == "two-headed-giant":
        # 810.3: teammates sit together in turn order: A1, A2 then B1, B2.
        order = [0, 2, 1, 3]
        s.players = [s.players[i] for i in order]
        for new_index, p in enumerate(s.players):
            p.index = new_index
            p.team = new_index // 2
    for index, deck in enumerate(decks):
        owner_index = index if variant != "two-headed-giant" else [0, 2, 1, 3].index(index)
        library: list[int] = []
        for card in deck:
            obj = GameObject(s.new_id(), card, owner_index, "library", s.new_timestamp())
            s.add_object(obj)
            library.append(obj.id)
        s.players[owner_index].library = tuple(library)
        if outside is not None:
            s.players[owner_index].outside = tuple(card.name for card in outside[index])
        if commanders is not None:
            put_into_command_zone(s, owner_index, commanders[index])     # 903.6
    for p in s.players:
        s.rng, p.library = rng.shuffled(s.rng, p.library)      # 103.3
    if starting_player is None:
        s.rng, starting_player = rng.below(s.rng, count)        # 103.1
    s.first_player = starting_player
    s.active = starting_player
    s.write_log(LogEntry("103.1", f"{s.players[starting_player].name} plays first", 0))
    ctx = Ctx(s)
    # 103.5: the opening hands are drawn before any turn, in the mulligan stage (a miracle
    # card drawn now is not a first draw of a turn, 702.94a).
    s.stage = "mulligan"
    for p in s.players:
        ctx.draw(p.index, 7, rule="103.4")
        s.player_w(p.index).drawn_this_turn = 0
    return s
