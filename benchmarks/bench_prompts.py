"""Prompts per turn for a person playing the computer (issue 21): how often `manastack play`
stops to ask its human, before and after stops.

    python benchmarks/bench_prompts.py [--seeds 1 2 3 4 5 6 7 8] [--json]

The person (seat 0) is the heuristic player acting only in their own main phases with an
empty stack (505.1: it holds its instants and passes priority everywhere else), against the heuristic player,
with the bundled demo decks, in four set-ups:

* `every decision`: the old `manastack play`: every decision asked, mana abilities
  offered at priority (117.1d);
* `single choices taken`: `take_single_choices=True`;
* `+ no mana at priority`: also `mana_at_priority=False` (mana abilities while paying);
* `+ default stops`: also the default stops (`rules/stops.py`), as `manastack play` now.

Passing consumes nothing of the players' random choices, so the last two set-ups play the
same games: their difference is the stops alone. A row gives the person's prompts per
turn (the mean over the games' turns), how many of them had a single legal option, and
the priority prompts among them.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from manastack.agents.heuristic import HeuristicAgent
from manastack.cards.decks import demo_decks
from manastack.game import Game
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.state import Step
from manastack.rules.stops import DEFAULT_STOPS

SETUPS = {
    "every decision": {"take_single_choices": False, "mana_at_priority": True, "stops": False},
    "single choices taken": {"take_single_choices": True, "mana_at_priority": True,
                             "stops": False},
    "+ no mana at priority": {"take_single_choices": True, "mana_at_priority": False,
                              "stops": False},
    "+ default stops": {"take_single_choices": True, "mana_at_priority": False, "stops": True},
}


class Person(HeuristicAgent):
    """Acts in their own main phases with an empty stack; passes priority anywhere else."""

    def choose(self, game: Game) -> Choice:
        decision = game.decision
        assert decision is not None
        state = game.state
        if decision.kind is DecisionKind.PRIORITY and (state.stack or state.active !=
                decision.player or state.step not in (Step.MAIN1, Step.MAIN2)):
            return next(o for o in decision.options if o.verb == "pass")
        return super().choose(game)


def measure(seed: int, take_single_choices: bool, mana_at_priority: bool, stops: bool
            ) -> dict[str, float]:
    game = Game.new(demo_decks(), seed=seed, names=["You", "Computer"], max_turns=60,
                    take_single_choices=take_single_choices, mana_at_priority=mana_at_priority)
    if stops:
        game.set_stops(0, DEFAULT_STOPS)
    agents = [Person(seed), HeuristicAgent(seed + 100)]
    prompts = single = priority = 0
    while game.decision is not None:
        decision = game.decision
        if decision.player == 0 and game.state.turn > 0:
            prompts += 1
            single += len(decision.options) == 1
            priority += decision.kind is DecisionKind.PRIORITY
        game.apply(agents[decision.player].choose(game))
    turns = max(game.state.turn, 1)
    return {"turns": turns, "prompts": prompts / turns, "single": single / turns,
            "priority": priority / turns}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=list(range(1, 9)))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = {}
    for name, setup in SETUPS.items():
        runs = [measure(seed, **setup) for seed in args.seeds]
        rows[name] = {key: round(statistics.mean(r[key] for r in runs), 2) for key in runs[0]}
    if args.json:
        print(json.dumps(rows, indent=2))
        return
    print(f"{'set-up':<24}{'turns':>7}{'prompts/turn':>14}{'single-option':>15}{'priority':>10}")
    for name, row in rows.items():
        print(f"{name:<24}{row['turns']:>7}{row['prompts']:>14}{row['single']:>15}"
              f"{row['priority']:>10}")


if __name__ == "__main__":
    main()
