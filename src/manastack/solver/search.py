"""The puzzle solver: an AND/OR search over `Game.fork()` for a line that reaches a goal.

The goal's player (and a teammate, 810) chooses: a position is won if some choice
wins (an OR node). Every other player answers: it is won only if every answer of
theirs still loses to some line (an AND node). Positions are compared by a digest of
the state without its log (transpositions: the same position reached by another order
of play is searched once). The search deepens iteratively, so the line found is short,
and keeps every position it proved won or lost between iterations.

What the search prunes, and why nothing is lost by it:
- mana abilities are activated while paying costs, not at priority beforehand (605.3a:
  a player may activate them whenever paying a cost that asks for mana);
- attackers, blockers and the mana abilities of one payment are chosen in one canonical
  order (508.1, 509.1: attackers and blockers are declared as a set; 601.2h: the payment
  is the total), pool mana is spent after the payment's mana abilities, in one order
  too, and a payment begun by hand is not finished automatically (the same payments by
  hand are searched); a position the pruning leaves no choice in is a dead end, which
  counts for neither side (its payment is searched in the canonical order instead);
- "undo the last attacker" choices are not taken (they return to a position already
  searched);
- of choices that differ only in naming twin objects (two untapped basic Mountains, two
  Lightning Bolts in hand: same card, zone, status and characteristics), the first only.
The search sees the whole game (every hand and library), as a puzzle shows it: it proves
what a player with perfect information can force.
"""

from __future__ import annotations

import enum
import hashlib
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field

from manastack.game import Game
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.layers import characteristics
from manastack.rules.serialize import state_canon
from manastack.rules.state import GameObject, GameState, Player
from manastack.scenario.goals import Goal

# The state's own history is not the position: the log, and the count of decisions made.
HISTORY_FIELDS = frozenset({"log", "log_len", "decisions"})
# Choices made in one canonical order within a run of decisions (a declaration, a
# payment): each group's choices ascend. Spending mana from the pool comes after all
# mana abilities of the payment (the units exist before they are spent).
ORDER_GROUPS = {"attack": "attack", "block": "block", "mana": "mana",
                "spend": "spend", "two": "spend", "life": "spend"}
SKIPPED_VERBS = frozenset({"undo"})
# Choices whose first N arguments are object ids (the rest: ability indexes, players).
OBJECT_ARGS = {"cast": 1, "activate": 1, "mana": 1, "target": 1, "attack": 2, "block": 2}
FIRST_DEPTH = 12
# A payment begun by hand is finished by hand: paying the rest automatically then
# would only repeat a payment searched by hand.
MANUAL = "manual"
# The run of decisions of one kind by one player that a position is in (a payment, a
# declaration of attackers): its kind, its player, and the greatest choice made so far in
# each order group.
_Trail = tuple[DecisionKind, int, tuple[tuple[str, tuple[tuple[int, int, str], ...]], ...]] | None


class Status(enum.Enum):
    FOUND = "found"                 # a winning line against every response
    NO_SOLUTION = "no solution"     # proved: no line reaches the goal
    BUDGET = "budget"               # the budget ran out first


@dataclass(frozen=True)
class Budget:
    """How much the search may spend: positions searched and seconds (None: no limit)."""

    nodes: int | None = 200_000
    seconds: float | None = 60.0


@dataclass(frozen=True)
class Move:
    """One decision on the line: who made it, and which choice."""

    player: str
    choice: Choice
    solver: bool        # made by the goal's side (else: an answer every one of which loses)

    def __str__(self) -> str:
        return f"{self.player}: {self.choice}"


@dataclass
class Solution:
    status: Status
    moves: tuple[Move, ...] = ()
    end: Game | None = None          # the game at the end of the line (FOUND)
    nodes: int = 0
    seconds: float = 0.0
    depth: int = 0                   # the deepest iteration searched (decisions)


DEFAULT_BUDGET = Budget()


class _Dead:
    """The outcome of a position the search's pruning leaves no choice in."""


DEAD = _Dead()


class _OutOfBudget(Exception):
    """The budget ran out: the search unwinds to report what it knows."""


@dataclass
class _Search:
    goal: Goal
    labels: dict[str, int]
    budget: Budget
    on_goal_side: Callable[[Game], bool]
    proven: dict[str, bool] = field(default_factory=dict)     # position -> reached or not
    best: dict[str, Choice] = field(default_factory=dict)     # won position -> its winning choice
    searched: dict[str, int] = field(default_factory=dict)    # unproven position -> depth tried
    dead: set[str] = field(default_factory=set)               # positions pruning leaves no choice in
    nodes: int = 0
    started: float = field(default_factory=time.perf_counter)

    def value(self, game: Game, depth: int, path: set[str], trail: _Trail) -> bool | _Dead | None:
        """True if the goal is forced from here, False if it can't be reached, None if
        the depth (or a repetition) cut the search off; DEAD for a position the pruning
        leaves no choice in (a payment begun in a non-canonical order, searched in the
        canonical one instead)."""
        verdict = self.goal.verdict(game, self.labels)
        if verdict is not None:
            return verdict
        key = position_key(game)
        if key in self.proven:
            return self.proven[key]
        if key in self.dead:
            return DEAD
        if depth <= 0 or key in path or self.searched.get(key, -1) >= depth:
            return None
        self._spend()
        ours = self.on_goal_side(game)
        path.add(key)
        open_branch = alive = False
        try:
            for choice in ordered_choices(game, trail, ours):
                child = game.fork()
                child.apply(choice)
                result = self.value(child, depth - 1, path, extended(trail, game, choice))
                if result is DEAD:
                    continue
                alive = True
                if result is ours:          # ours: a win; theirs: a refutation
                    if ours:
                        self.best[key] = choice
                    self.proven[key] = ours
                    return ours
                open_branch = open_branch or result is None
        finally:
            path.discard(key)
        if open_branch:
            self.searched[key] = depth
            return None
        if not alive:
            self.dead.add(key)
            return DEAD
        self.proven[key] = not ours
        return not ours

    def is_dead(self, game: Game, choice: Choice) -> bool:
        child = game.fork()
        child.apply(choice)
        return position_key(child) in self.dead

    def _spend(self) -> None:
        self.nodes += 1
        budget = self.budget
        if budget.nodes is not None and self.nodes > budget.nodes:
            raise _OutOfBudget
        if budget.seconds is not None and self.nodes % 64 == 0 \
                and time.perf_counter() - self.started > budget.seconds:
            raise _OutOfBudget


def solve(position: GameState | Game, goal: Goal, labels: dict[str, int] | None = None,
          budget: Budget = DEFAULT_BUDGET) -> Solution:
    """Search for a line that forces `goal` against every answer of the other players;
    see the module's docstring for what the search assumes. `position` is best a state
    not yet run (`scenario.build_state`): the search plays it with mana abilities while
    paying only and single choices taken by the engine (`for_search`), which makes the
    tree far smaller. A `Game` is searched as its own settings make it."""
    game = position if isinstance(position, Game) else for_search(position, goal)
    labels = labels or {}
    team = {p.team for p in game.state.players if p.name == goal.player}
    players = game.state.players

    def on_goal_side(position: Game) -> bool:
        decision = position.decision
        return decision is not None and players[decision.player].team in team

    search = _Search(goal, labels, budget, on_goal_side)
    depth = FIRST_DEPTH
    result: bool | None = None
    try:
        while result is None:
            search.searched.clear()
            outcome = search.value(game, depth, set(), None)
            result = None if outcome is None else outcome is True
            if result is None:
                depth *= 2
    except _OutOfBudget:
        return Solution(Status.BUDGET, nodes=search.nodes, seconds=_since(search.started),
                        depth=depth // 2 if depth > FIRST_DEPTH else 0)
    seconds = _since(search.started)
    if not result:
        return Solution(Status.NO_SOLUTION, nodes=search.nodes, seconds=seconds, depth=depth)
    moves, end = principal_line(game, search)
    return Solution(Status.FOUND, moves, end, search.nodes, seconds, depth)


def for_search(position: GameState, goal: Goal | None = None) -> Game:
    """The game of a position (a state not yet run) as the search plays it: mana
    abilities while paying only (605.3a), choices with a single option taken by the
    engine, and (with a goal) the game ended as a draw when the goal's last turn is over
    (a cap, 104.4), so that no run of the engine goes on past it unseen."""
    state = position.fork()
    state.mana_at_priority = False
    state.take_single_choices = True
    if goal is not None:
        cap = goal.last_turn
        state.max_turns = cap if state.max_turns is None else min(cap, state.max_turns)
    return Game.from_state(state)


def principal_line(game: Game, search: _Search) -> tuple[tuple[Move, ...], Game]:
    """The winning line: the goal side's proven choices, and for the other side its
    first answer in the search's order (an action before passing), every answer having
    been searched."""
    moves: list[Move] = []
    trail: _Trail = None
    players = game.state.players
    while search.goal.verdict(game, search.labels) is not True:
        decision = game.decision
        assert decision is not None
        ours = search.on_goal_side(game)
        if ours:
            choice = search.best[position_key(game)]
        else:
            choice = next(c for c in ordered_choices(game, trail, False)
                          if not search.is_dead(game, c))
        moves.append(Move(players[decision.player].name, choice, ours))
        trail = extended(trail, game, choice)
        game = game.fork()
        game.apply(choice)
    return tuple(moves), game


def position_key(game: Game) -> str:
    """A digest of the position: the state without its history, and the choices of the
    action in progress."""
    state = game.state
    # A decision cap (104.4) makes the count of decisions part of the position.
    canon = state_canon(state, HISTORY_FIELDS if state.max_decisions is None else HISTORY_FIELDS
                        - {"decisions"})
    answers = tuple(c.to_json() for c in game.answers_in_progress)
    return hashlib.blake2b(repr((canon, answers)).encode(), digest_size=20).hexdigest()


def ordered_choices(game: Game, trail: _Trail, ours: bool) -> Iterator[Choice]:
    """The choices to search, most promising first: for the goal's side actions before
    passing, attacks before not attacking, the opponents' objects and players as
    targets first; for the others, every answer with passing last (a refutation is
    more often an action). Pruned as the module's docstring says."""
    decision = game.decision
    assert decision is not None
    players = game.state.players
    me = players[decision.player]
    objects = game.state.objects

    def rank(choice: Choice) -> int:
        if choice.verb == "auto":
            return 0
        if choice.verb in ("pass", "done", "no"):
            return 2
        if decision.kind is DecisionKind.TARGET and ours:
            return 0 if _targets_opponent(choice, me.team, players, objects) else 1
        return 0

    floors = _floors(trail, game)
    seen: set[tuple[object, ...]] = set()
    for choice in sorted(decision.options, key=rank):
        group = ORDER_GROUPS.get(choice.verb)
        if choice.verb in SKIPPED_VERBS or (group == "mana" and "spend" in floors) \
                or (choice.verb == "auto" and MANUAL in floors):
            continue
        if group in floors and _order_key(choice) < floors[group]:
            continue
        twin = _up_to_twins(game.state, choice)
        if twin is not None:
            if twin in seen:
                continue
            seen.add(twin)
        yield choice


def extended(trail: _Trail, game: Game, choice: Choice) -> _Trail:
    """The trail after `choice` is made at `game`'s decision."""
    decision = game.decision
    assert decision is not None
    floors = _floors(trail, game)
    group = ORDER_GROUPS.get(choice.verb)
    if group is not None:
        floors[group] = _order_key(choice)
    if decision.kind is DecisionKind.MANA_PAYMENT and choice.verb != "auto":
        floors[MANUAL] = ()
    return (decision.kind, decision.player, tuple(sorted(floors.items())))


def _floors(trail: _Trail, game: Game) -> dict[str, tuple[tuple[int, int, str], ...]]:
    decision = game.decision
    if trail is None or decision is None or trail[:2] != (decision.kind, decision.player):
        return {}
    return dict(trail[2])


def _order_key(choice: Choice) -> tuple[tuple[int, int, str], ...]:
    # Spending is ordered by what pays what ("pay {R} with {R}"), not by pool positions,
    # which shift as units are spent.
    if ORDER_GROUPS.get(choice.verb) == "spend":
        return ((1, 0, str(choice).split(" (from ")[0]),)
    return tuple((0, a, "") if isinstance(a, int) else (1, 0, str(a)) for a in choice.args)


def _up_to_twins(state: GameState, choice: Choice) -> tuple[object, ...] | None:
    """The choice with the objects it names replaced by what they are: two choices that
    differ only in naming twin objects (the same card in the same zone and status, with
    the same characteristics, 613) lead to positions that are the same but for ids."""
    count = OBJECT_ARGS.get(choice.verb)
    if count is None:
        return None
    args: list[object] = [choice.verb]
    for k, arg in enumerate(choice.args):
        if k < count and isinstance(arg, int) and not isinstance(arg, bool):
            signature = _signature(state, arg)
            if signature is None:
                return None
            args.append(signature)
        else:
            args.append(arg)
    return tuple(args)


def _signature(state: GameState, oid: int) -> tuple[object, ...] | None:
    obj = state.objects.get(oid)
    if obj is None or obj.zone not in ("battlefield", "hand"):
        return None
    if obj.zone == "battlefield" and any(state.objects[o].attached_to == oid
                                         for o in state.battlefield if o in state.objects):
        return None
    chars = characteristics(state, oid)
    return (obj.zone, obj.card.name, obj.owner, obj.controller, obj.tapped,
            tuple(sorted(obj.counters.items())), obj.damage, obj.attached_to,
            tuple(sorted(obj.chosen.items())), obj.control_since >= state.turn,
            chars.name, chars.power, chars.toughness, chars.loyalty, chars.controller,
            *(tuple(sorted(part)) for part in (chars.types, chars.subtypes, chars.supertypes,
                                               chars.colors, chars.keywords, chars.rules)),
            # the same ability objects (a card's own are shared by its copies)
            tuple(id(ability) for ability in chars.abilities))


def _targets_opponent(choice: Choice, team: int, players: list[Player],
                      objects: Mapping[int, GameObject]) -> bool:
    for arg in choice.args:
        if isinstance(arg, str):
            if any(p.name == arg and p.team != team for p in players):
                return True
        elif arg in objects:
            controller = objects[arg].controller
            return bool(players[controller].team != team)
    return False


def _since(started: float) -> float:
    return time.perf_counter() - started
