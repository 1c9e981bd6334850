"""Digests of random games, to tell whether two builds of the engine play identical games.

    python scripts/game_digests.py [--games N] [--json]

Plays random games (a player choosing uniformly among the legal choices, seeded) in each
configuration of `CONFIGS` and prints one SHA-256 per configuration over every game's
state hash at each decision (`Game.state_hash`, which covers the log) and its final log
text. Two engines that print the same digests played the same games: before and after a
change to the hot paths, say.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from collections.abc import Callable, Sequence
from typing import Any

from manastack.cards.decks import commander_decks, demo_decks, reference_decks
from manastack.game import Game


def _reference(**options: Any) -> Callable[[int], Game]:
    return lambda seed: Game.new(reference_decks(), seed=seed, max_turns=40, **options)


def _demo(players: int, variant: str | None = None) -> Callable[[int], Game]:
    def make(seed: int) -> Game:
        decks = demo_decks()
        return Game.new([decks[i % 2] for i in range(players)], seed=seed, variant=variant,
                        max_turns=30)
    return make


def _commander(seed: int) -> Game:
    decks, commanders = commander_decks(2)
    return Game.new(decks, seed=seed, variant="commander", commanders=commanders, max_turns=12)


CONFIGS: dict[str, Callable[[int], Game]] = {
    "elves-vs-ogres": _reference(),
    "elves-vs-ogres, mana when paying": _reference(mana_at_priority=False),
    "elves-vs-ogres, single choices taken": _reference(mana_at_priority=False,
                                                       take_single_choices=True),
    "demo-decks": _demo(2),
    "four-player free-for-all": _demo(4),
    "two-headed giant": _demo(4, "two-headed-giant"),
    "commander": _commander,
}


def game_digest(make: Callable[[int], Game], seed: int, max_decisions: int = 3000) -> str:
    """The digest of one random game: the state hash at each decision, then the log."""
    game = make(seed)
    rng = random.Random(seed)
    digest = hashlib.sha256()
    decisions = 0
    while game.decision is not None and decisions < max_decisions:
        digest.update(game.state_hash().encode())
        options = game.legal_choices()
        game.apply(options[rng.randrange(len(options))])
        decisions += 1
    digest.update(game.log_text().encode())
    return digest.hexdigest()


def digests(games: int, configs: Sequence[str] | None = None) -> dict[str, str]:
    result = {}
    for name in configs or CONFIGS:
        whole = hashlib.sha256()
        for seed in range(games):
            whole.update(game_digest(CONFIGS[name], seed).encode())
        result[name] = whole.hexdigest()
    return result


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games per configuration")
    parser.add_argument("--config", action="append", choices=list(CONFIGS),
                        help="only these configurations (default: all)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    result = digests(args.games, args.config)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for name, value in result.items():
            print(f"{value[:16]}  {name}")


if __name__ == "__main__":
    main()
