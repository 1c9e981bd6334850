"""The search player: single-observer information-set Monte Carlo tree search over exact
forks (`Game.fork`), with the heuristic player as prior, rollout policy and (through the
board evaluation) leaf value.

Hidden information (400.2) is never read: each iteration plays in a determinisation,
`game.sample(player, rng)`, a game in which everything the player doesn't know (the
opponents' hands, every library's order, face-down cards) is dealt again consistently with
what they do know. The tree's nodes are information sets as the searching player sees them,
keyed by the choices made since the root; an option is scored with how often it was
available as well as chosen (UCB1 over availability), because a determinisation may
offer options another doesn't (an opponent's cast of a card only some samples give them).

Each node's decider maximises their own value: every player's value is the evaluation of
the leaf from their side (their team's, 810: teammates share it), so free-for-all and
Two-Headed Giant games are searched as such. Decisions with nothing to weigh (one legal
option, payment, orders) are made by the heuristic inside the tree without branching.
Options alike but for which copy of a card they use ("play Forest#12", "play Forest#15")
are one option: they reach states the same up to the objects' ids (a transposition found
without hashing; `state_hash` costs more than an engine step, so the tree doesn't key
nodes by it).

The root's options are compared over common deals: an option's k-th iteration plays in the
k-th determinisation, so options tried as often were valued over the same samples of the
hidden cards (common random numbers: a deal that favours one side weighs on every option
alike). And the tree is kept from one decision to the next when nothing else was answered
in between (`SearchAgent._kept`: the next attacker of a declaration, 508.1a, a spell's
target after its cast, 601.2c): the subtree of the option chosen is the next root, so its
statistics count and the new iterations add to them.

The budget is a number of iterations per decision (deterministic for a seed) within
seconds of wall time from the start of `choose` (None: no time cap; by default 64
iterations within 0.9 s, what `benchmarks/bench_agents.py` measured against the
heuristic). By default each rollout runs through the opponent's next turn (`horizon` 1,
at most 40 decisions): a line's worth shows in the crack-back it invites (506.1), which
the end of our own turn hides. The cap is hard: the clock is read before each
determinisation is dealt and before each step of an iteration (expansion and rollout
alike); once it has passed, the iteration stops there and counts for nothing, and no
iteration is begun that would end past the cap at the mean cost of those before it. So a
decision overruns its cap by at most the one step under way when the clock passed it: a
determinisation, a heuristic ranking and an engine step, or the evaluation ending an
iteration (on this machine at a load of 3, each of them at most 30 ms, typically under 2
ms; more on a loaded machine, where all is slower).
The clock can be given (`clock`), so that tests can run the search on a clock of their own.
"""

from __future__ import annotations

import math
import random
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from manastack.agents.evaluation import evaluate
from manastack.agents.heuristic import HeuristicAgent, LoopGuard
from manastack.game import Game
from manastack.rules.decisions import Choice, DecisionKind

# the decisions searched: those whose effect shows within the turn (a mulligan's, 103.5,
# doesn't: the heuristic's reading of the hand decides it)
SEARCHED = frozenset({DecisionKind.PRIORITY, DecisionKind.ATTACKERS, DecisionKind.BLOCKERS,
                      DecisionKind.TARGET, DecisionKind.MODE})
_ID = re.compile(r"#\d+")
SOONER = 0.02           # a decided game's value lost for each turn it takes


@dataclass
class Node:
    """An information set: statistics of its options for the player deciding there."""

    visits: dict[Choice, int] = field(default_factory=dict)
    value: dict[Choice, float] = field(default_factory=dict)
    available: dict[Choice, int] = field(default_factory=dict)
    children: dict[Choice, Node] = field(default_factory=dict)
    player: int = -1            # who decides here

    def mean(self, option: Choice) -> float:
        """The option's mean value; when it leads straight to another decision of the
        same player (a spell's target after its cast, 601.2c), the value of their best
        option there: the player makes both choices, so a spell isn't worth the mean of
        its good and bad targets."""
        child = self.children.get(option)
        if child is not None and child.player == self.player and child.visits:
            return max(child.mean(c) for c in child.visits)
        return self.value[option] / self.visits[option]

    def select(self, options: list[Choice], explore: float) -> tuple[Choice, bool]:
        """The option to play: an untried one first (in the heuristic's order), else the
        best by UCB1 over the times it was available (ISMCTS)."""
        for option in options:
            self.available[option] = self.available.get(option, 0) + 1
        for option in options:
            if option not in self.visits:
                return option, True

        def ucb(option: Choice) -> float:
            n = self.visits[option]
            return self.mean(option) + explore * math.sqrt(
                math.log(self.available[option]) / n)
        return max(options, key=ucb), False

    def withdraw(self, options: list[Choice]) -> None:
        """Take back the availability `select` counted, for an iteration left unfinished."""
        for option in options:
            self.available[option] -= 1

    def record(self, option: Choice, value: float) -> None:
        self.visits[option] = self.visits.get(option, 0) + 1
        self.value[option] = self.value.get(option, 0.0) + value


def candidates(ranked: list[tuple[Choice, float]], kind: DecisionKind, width: int
               ) -> list[Choice]:
    """The options worth searching (none when the heuristic's choice stands): the
    heuristic's best `width` (copies of a card once). At priority, a choice of spells and
    abilities (117.1) against passing (117.3d): those the heuristic rates above passing,
    while it doesn't play a land first (305.1: a land play costs nothing, so it stands)."""
    if kind not in SEARCHED:
        return []
    if kind is DecisionKind.PRIORITY:
        if ranked[0][0].verb == "play":
            return []
        chosen = [c for c, score in ranked if c.verb == "pass" or
                  (score > 0 and c.verb in ("cast", "activate"))]
        if not any(c.verb != "pass" for c in chosen):
            return []
    else:       # "undo" takes back a declaration (508.1, 509.1) the tree could have left
        chosen = [c for c, _ in ranked if c.verb != "undo"]    # out: it would go round
    options = distinct(chosen)[:width]
    return options if len(options) >= 2 else []


def distinct(options: list[Choice]) -> list[Choice]:
    """Options that differ only in which copy of a card they name count once (the first)."""
    seen: set[tuple[str, str]] = set()
    out = []
    for option in options:
        key = (option.verb, _ID.sub("", str(option)))
        if option.verb not in ("play", "cast") or key not in seen:
            out.append(option)
            seen.add(key)
    return out


class SearchAgent:
    """ISMCTS over determinised forks; `iterations` per decision (and at most `seconds`
    of wall time if given), `width` options tried per information set, rollouts of the
    heuristic for `horizon` turns beyond the current one (and at most `max_rollout`
    decisions), then the board evaluation."""

    def __init__(self, seed: int = 0, iterations: int = 64, seconds: float | None = 0.9,
                 width: int = 3, horizon: int = 1, max_rollout: int = 40,
                 determinisations: int = 8, explore: float = 0.4,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        if iterations < 1 or determinisations < 1:
            raise ValueError(f"search player: iterations ({iterations}) and determinisations "
                             f"({determinisations}) must be at least 1")
        if seconds is not None and seconds < 0:
            raise ValueError(f"search player: seconds ({seconds}) can't be negative")
        self.seed = seed
        self.clock = clock
        self.iterations = iterations
        self.seconds = seconds
        self.width = width
        self.horizon = horizon
        self.max_rollout = max_rollout
        self.determinisations = determinisations
        self.explore = explore
        self.heuristic = HeuristicAgent(seed)
        self._guard = LoopGuard()
        self.searches = 0           # decisions searched so far (the others: the heuristic's)
        self.cut_short = 0          # searches the time cap stopped before their iterations
        self.reused = 0             # searches that began from the last decision's subtree
        self._follow: tuple[Node, int, int, int] | None = None
        self._rng = random.Random(seed)

    def choose(self, game: Game) -> Choice:
        decision = game.decision
        assert decision is not None
        deadline = None if self.seconds is None else self.clock() + self.seconds
        ranked = self.heuristic.ranked(game)
        options = candidates(ranked, decision.kind, self.width)
        kept = self._kept(game)
        root: Node | None = None
        if options:
            root = kept if kept is not None else Node()
            self.reused += kept is not None
            stats = self.search(game, deadline, root, list(options))
            self.searches += 1
            prior = {c: i for i, c in enumerate(options)}
            options.sort(key=lambda c: (stats.get(c, (0, 0.0)), -prior[c]), reverse=True)
        # the search's order, then the heuristic's, never repeating a reversed action
        rest = [c for c, _ in ranked if c not in options]
        choice = self._guard.pick(game, options + rest)
        self._follow = None
        child = root.children.get(choice) if root is not None else \
            kept if choice == ranked[0][0] else None     # the tree's own move there
        if child is not None and child.visits:
            self._follow = (child, game.state.decisions + 1, game.state.turn,
                            decision.player)
        return choice

    def _kept(self, game: Game) -> Node | None:
        """The subtree that goes on from this player's last choice, when the decision
        now is the very next one answered in the game (no one else has chosen since,
        nor the engine: a spell's target after its cast, 601.2c; the next attacker of
        a declaration, 508.1a) and the tree saw that player decide there: its
        statistics, gathered in the same player's samples of what they don't know, are
        this decision's as well (tree reuse), so its iterations add to them."""
        follow, self._follow = self._follow, None
        decision = game.decision
        if follow is None or decision is None:
            return None
        node, mark, turn, player = follow
        if (game.state.decisions, game.state.turn, decision.player) != (mark, turn, player) \
                or node.player != player:
            return None
        return node

    def search(self, game: Game, deadline: float | None = None, root: Node | None = None,
               options: list[Choice] | None = None) -> dict[Choice, tuple[int, float]]:
        """(visits, mean value) of each option tried at the root, within the iterations
        and by the deadline (from now, `seconds`, if not given); the iterations add to
        `root`'s statistics if given (a subtree kept from the last decision).

        The root's options are compared on common samples: an option's k-th iteration
        plays in the k-th determinisation (cyclically), whichever option it is, so two
        options tried as often were valued over the same deals of the hidden cards, and
        a deal that favours one side (a strong hand dealt to the opponent) weighs on
        each alike instead of on whichever option it happened to fall to."""
        decision = game.decision
        assert decision is not None
        me = decision.player
        start = self.clock()
        if deadline is None and self.seconds is not None:
            deadline = start + self.seconds
        if options is None:         # the searching player's own decision: the same in
            options = candidates(self.heuristic.ranked(game), decision.kind,   # every
                                 self.width)                                     # sample
        samples: list[Game] = []
        if root is None:
            root = Node()
        tried: dict[Choice, int] = {}       # this search's iterations of each root option
        for i in range(self.iterations):
            if deadline is not None:
                now = self.clock()
                # the mean cost so far says whether one more iteration would end in time
                if now >= deadline or (i and now + (now - start) / i > deadline):
                    self.cut_short += 1
                    break
            first: tuple[Choice, bool, list[Choice]] | None = None
            deal = i
            if options:
                root.player = me
                choice, new = root.select(options, self.explore)
                first = (choice, new, options)
                deal = tried.get(choice, 0)
                tried[choice] = deal + 1
            if len(samples) < self.determinisations and deal >= len(samples):
                samples.append(game.sample(me, self._rng))      # dealt as needed
            self._iterate(samples[deal % len(samples)].fork(), root, game.state.turn,
                          deadline, first)
        return {c: (n, root.mean(c)) for c, n in root.visits.items()}

    def _iterate(self, game: Game, root: Node, turn: int, deadline: float | None,
                 first: tuple[Choice, bool, list[Choice]] | None = None) -> None:
        """One iteration: down the tree (from the root option `first` if given: chosen,
        whether new, and among which options), then the heuristic's rollout, until the
        horizon or the rollout's length; the position reached is evaluated. One the
        deadline cuts short counts for nothing (its position, mid-turn or mid-combat,
        isn't one the others are valued at)."""
        path: list[tuple[Node, Choice, int, list[Choice]]] = []
        node: Node | None = root
        if first is not None:
            path.append((root, first[0], root.player, first[2]))
        steps = 0
        while game.decision is not None and steps < self.max_rollout:
            if deadline is not None and self.clock() >= deadline:
                for parent, _, _, offered in path:      # cut short mid-line: its
                    parent.withdraw(offered)            # position would be a biased leaf
                return
            decision = game.decision
            if first is not None:
                choice, new, _ = first
                first = None
                node = None if new else root.children.setdefault(choice, Node())
                game.apply(choice)
                steps += 1
                continue
            ranked = self.heuristic.ranked(game)
            options = candidates(ranked, decision.kind, self.width)
            if node is None or not options:
                choice = ranked[0][0]
                if node is None and game.state.turn > turn + self.horizon and \
                        decision.kind is DecisionKind.PRIORITY:
                    break
            else:
                node.player = decision.player
                choice, new = node.select(options, self.explore)
                path.append((node, choice, decision.player, options))
                node = None if new else node.children.setdefault(choice, Node())
            game.apply(choice)
            steps += 1
        if not path:
            return
        values = self._values(game, game.state.turn - turn)
        for parent, choice, player, _ in path:
            parent.record(choice, values[player])
            if choice not in parent.children:
                parent.children[choice] = Node()

    def _values(self, game: Game, turns: int = 0) -> list[float]:
        """Each player's value of the leaf, in 0-1 (a logistic of the evaluation). A game
        won (104.2a, 104.3) `turns` after the search's is worth a little less to its
        winner (and costs its losers a little less) the later it ends: a win now beats the
        same win next turn, which a rollout through the next turn finds as well."""
        if game.is_over:            # a draw (104.4) is worth half to everyone
            late = min(SOONER * turns, 0.5)
            won = set(game.winners())
            return [0.5 if not won else 1.0 - late if p.name in won else late
                    for p in game.state.players]
        view = game.spectator_view()
        out = []
        for p in view["players"]:
            score = evaluate(view, p["index"])
            out.append(1.0 / (1.0 + math.exp(-max(min(score / 8.0, 50.0), -50.0))))
        return out
