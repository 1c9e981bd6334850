"""Effects on the board: the cost of a decision as continuous effects pile up (613).

    python benchmarks/bench_effects.py [--counts 10 100 1000] [--decisions 60] [--json]

Issue 11 measured a game stalling as effects accumulated: Glorious Anthem plus a creature
with a free "{0}: This creature gets +1/+1 until end of turn." made a decision take 159 ms
after 100 activations (613.8 dependency ordering compared every pair of effects). Each
row here is such a board, Alice's precombat main phase, with N effects active:

* `pumps`: Glorious Anthem and Test Pump Golem (an inline card with that ability) that
  has already been pumped N - 1 times this turn (the records its ability leaves, 611.2);
* `mixed`: the same board with more creatures and more kinds of effects, spread over
  them in turn: +1/+1, "gains flying", setting the P/T, switching it, adding a type, and
  two static abilities that read what layer 6 changes ("creatures with flying have
  vigilance", "creatures you control have flying"), so that dependencies are checked.

Then Alice activates the ability and both players pass until it resolves, again and again:
ms per decision is the mean over `--decisions` decisions (one more effect every three).
One process, pinned to one core as in bench_engine.py; the median of `--runs` runs.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from bench_engine import loop_ns, pin_to_one_core

from manastack.cards.inline import card_data, define_card
from manastack.game import Game
from manastack.rules.abilities import CardDef, StaticAbility
from manastack.rules.layers import layer_of
from manastack.rules.state import EffectRecord
from manastack.scenario import build_state

COUNTS = (10, 100, 1000)
BOARDS = ("pumps", "mixed")
PUMP = "{0}: This creature gets +1/+1 until end of turn."


def cards() -> tuple[CardDef, ...]:
    return (
        define_card(card_data("Test Pump Golem", "{2}", "Artifact Creature — Golem", PUMP,
                              "1", "1")),
        define_card(card_data("Test Veteran Banner", "{2}", "Artifact",
                              "Creatures with flying have vigilance.")),
        define_card(card_data("Test Wind Banner", "{2}", "Artifact",
                              "Creatures you control have flying.")),
    )


# The resolved effects of the mixed board, in turn (op, params): 611.2 records.
_MIXED = (("pt", (1, 1)), ("keywords", ("flying",)), ("set_pt", (3, 3)), ("switch_pt", ()),
          ("add_types", (("Creature",), ("Golem",))), ("pt", (2, 0)))


def position(board: str) -> dict[str, Any]:
    battlefield: list[Any] = ["Glorious Anthem", {"card": "Test Pump Golem", "label": "golem"}]
    bob: list[Any] = []
    if board == "mixed":
        battlefield += ["Test Veteran Banner", "Grizzly Bears", "Llanowar Elves",
                        "Forest", "Forest", "Serra Angel"]
        bob = ["Test Wind Banner", "Grizzly Bears", "Gray Ogre", "Mountain"]
    library = ["Island"] * 20
    return {"turn": 3, "active": "Alice", "step": "precombat main", "players": [
        {"name": "Alice", "battlefield": battlefield, "library": library},
        {"name": "Bob", "battlefield": bob, "library": library}]}


def board_game(board: str, effects: int) -> Game:
    """The board with `effects` continuous effects: the static abilities on it and
    resolved effects added as the ability's resolutions leave them (611.2, 613.7b)."""
    state, labels = build_state(position(board), cards=cards())
    golem = labels["golem"]
    creatures = [o.id for o in state.permanents()
                 if o.card.power is not None and o.id != golem] + [golem]
    statics = sum(1 for o in state.permanents() for a in o.card.abilities
                  if isinstance(a, StaticAbility))
    for i in range(max(0, effects - statics)):
        op, params = ("pt", (1, 1)) if board == "pumps" else _MIXED[i % len(_MIXED)]
        target = golem if board == "pumps" else creatures[i % len(creatures)]
        record = EffectRecord(op, params, layer_of(op), state.new_timestamp(), (target,),
                              "end of turn", golem, 0)
        state.effects = (*state.effects, record)
    state.touch()
    return Game.from_state(state)


def ms_per_decision(board: str, effects: int, decisions: int) -> float:
    game = board_game(board, effects)
    count = 0
    elapsed = 0.0
    clock = time.perf_counter
    while count < decisions:
        options = game.legal_choices()
        choice = next((c for c in options if c.verb == "activate"), None) \
            if not game.state.stack else None
        if choice is None:
            choice = next(c for c in options if c.verb == "pass")
        start = clock()
        game.apply(choice)
        elapsed += clock() - start
        count += 1
    return 1000 * elapsed / count


def run(counts: Sequence[int], decisions: int, runs: int) -> dict[str, Any]:
    ms_per_decision("pumps", min(counts), decisions)      # warm up: cards compiled, caches
    rows = []
    for board in BOARDS:
        for n in counts:
            ms = statistics.median(ms_per_decision(board, n, decisions) for _ in range(runs))
            rows.append({"board": board, "effects": n, "ms_per_decision": ms})
            print(f"{board:6} {n:6} effects: {ms:9.3f} ms/decision", file=sys.stderr)
    return {"rows": rows, "loop_ns": loop_ns()}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--counts", type=int, nargs="+", default=list(COUNTS))
    parser.add_argument("--decisions", type=int, default=60)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--core", type=int, default=None)
    parser.add_argument("--no-pin", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    core = None if args.no_pin else pin_to_one_core(args.core)
    result = run(args.counts, args.decisions, args.runs)
    result["core"] = core
    if args.json:
        print(json.dumps(result, indent=1))
        return
    print("| board | " + " | ".join(f"{n:,} effects, ms/decision" for n in args.counts)
          + f" | {args.counts[-1]:,} / {args.counts[0]:,} |")
    print("|---" * (len(args.counts) + 2) + "|")
    for board in BOARDS:
        ms = [r["ms_per_decision"] for r in result["rows"] if r["board"] == board]
        print(f"| {board} | " + " | ".join(f"{m:.3f}" for m in ms) + f" | {ms[-1] / ms[0]:.1f}x |")
    print(f"(Python loop yardstick: {result['loop_ns']:.0f} ns)")


if __name__ == "__main__":
    main()
