"""Print the Oracle compiler's coverage of the bundled card database.

    python scripts/coverage.py [--top N]

Compiles all 35,033 cards (about ten to twenty seconds) and prints the number and share
of supported cards, overall and by card type, and the most common unsupported clauses.
"""

from __future__ import annotations

import argparse

from manastack.cards.oracle import coverage


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--top", type=int, default=40, help="how many unsupported clauses to list")
    args = parser.parse_args()
    print(coverage().report(args.top))


if __name__ == "__main__":
    main()
