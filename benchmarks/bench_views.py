"""The cost of what one player may see: `game.view(player)`, a spectator's view, the
player's log (`game.log_text(player)`) and `game.sample(player, rng)`, per call.

* turn 8: random games (the bench_engine matchups' decks) paused at their first decision
  of turn 8, seeds 1-5, median;
* turn 8 with face-down cards: two decks of morph, manifest and surveil cards (708),
  their random players playing lands and casting face down whenever they may;
* a large board: the bench_engine positions of N permanents (`board_position`), after 40
  random decisions (so that hands, libraries and the log have moved).

    python benchmarks/bench_views.py                 # table
    python benchmarks/bench_views.py --sizes 50 400 --json
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_engine import (
    FORK_SEEDS,
    board_position,
    loop_ns,
    paused_at_turn,
    pin_to_one_core,
    rate,
)

from manastack.cards.decks import demo_decks, reference_decks
from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.scenario import build_game

SIZES = (50, 200, 400)
FACE_DOWN_CARDS = ("Canyon Lurkers", "Glacial Stalker", "Branchsnap Lorian", "Echo Tracer",
                   "Soul Summons", "Sultai Emissary", "Consider", "Shock")
LANDS = ("Mountain", "Island", "Forest", "Plains", "Swamp")


def face_down_game(seed: int, turn: int = 8) -> Game:
    """708: a game of decks of morph, manifest and surveil cards at its first decision of
    `turn`, its random players playing lands and casting face down whenever they may (the
    next seed if it ends sooner)."""
    deck = [get_card(n) for n in FACE_DOWN_CARDS * 4 + LANDS * 5 + ("Island",) * 3]
    while True:
        game = Game.new([deck, list(deck)], seed=seed, mana_at_priority=False)
        rng = random.Random(seed)
        while game.decision is not None and game.state.turn < turn:
            options = game.legal_choices()
            lands_and_morphs = [o for o in options if o.verb in ("play", "morph")]
            pick = lands_and_morphs or options
            game.apply(pick[rng.randrange(len(pick))])
        if game.decision is not None:
            return game
        seed += 1


def figures(game: Game) -> dict[str, float]:
    player = game.decision.player if game.decision is not None else 0
    rng = random.Random(0)
    return {
        "view_us": 1e6 / rate(lambda: game.view(player), 0.3),
        "spectator_us": 1e6 / rate(game.spectator_view, 0.3),
        "view_json_kb": len(json.dumps(game.view(player))) / 1024,
        "log_text_us": 1e6 / rate(lambda: game.log_text(player), 0.3),
        "sample_us": 1e6 / rate(lambda: game.sample(player, rng), 0.3),
        "fork_us": 1e6 / rate(game.fork, 0.3),
        "permanents": len(game.state.battlefield),
        "face_down": sum(1 for o in game.state.permanents() if o.hidden_card is not None),
        "log_entries": game.state.log_len,
        "pending_answers": len(game._answers),       # replayed by each sample
    }


def median(rows: Sequence[dict[str, float]]) -> dict[str, float]:
    return {k: statistics.median(r[k] for r in rows) for k in rows[0]}


def board_game(permanents: int, seed: int = 0) -> Game:
    game = build_game(board_position(permanents), seed=seed)
    rng = random.Random(seed)
    for _ in range(40):
        if game.decision is None:
            break
        options = game.legal_choices()
        game.apply(options[rng.randrange(len(options))])
    return game


def run(sizes: Sequence[int]) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for name, decks in (("elves-vs-ogres, turn 8", reference_decks),
                        ("demo-decks, turn 8", demo_decks)):
        out[name] = median([figures(paused_at_turn(decks(), seed=seed)) for seed in FORK_SEEDS])
    out["face-down decks, turn 8"] = median([figures(face_down_game(seed)) for seed in FORK_SEEDS])
    for size in sizes:
        out[f"board of {size}"] = figures(board_game(size))
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=SIZES)
    parser.add_argument("--core", type=int, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    core = pin_to_one_core(args.core)
    before = loop_ns()
    results = run(args.sizes)
    if args.json:
        print(json.dumps({"core": core, "loop_ns": before, "results": results}, indent=1))
        return
    print(f"core {core}, Python loop {before:.0f} ns (yardstick)")
    head = ("position", "permanents", "face down", "log", "view µs", "spectator µs", "view KB",
            "log_text µs", "sample µs", "fork µs")
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for name, r in results.items():
        print(f"| {name} | {r['permanents']:.0f} | {r['face_down']:.0f} | {r['log_entries']:.0f} | "
              f"{r['view_us']:.0f} | "
              f"{r['spectator_us']:.0f} | {r['view_json_kb']:.1f} | {r['log_text_us']:.0f} | "
              f"{r['sample_us']:.0f} | {r['fork_us']:.1f} |")


if __name__ == "__main__":
    main()
