"""Rank the clauses the Oracle compiler is missing by how many real decks each blocks.

    python scripts/deck_blockers.py [DIR ...] [--top N]

Reads every decklist under the folders (by default ../shared/decks/precons), counts the
decks whose main deck and commander are fully supported, the share of their non-basic
card slots that are supported, and, for each unsupported clause, the number of decks it
keeps from being playable (a deck counts once per clause). Until `manastack decks check`
exists this is the measure of what real decks are made of.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

from manastack.cards.database import default_database
from manastack.cards.decklist import load_decklist
from manastack.cards.oracle.coverage import _clauses
from manastack.cards.registry import get_card
from manastack.errors import DeckError, ManastackError, UnsupportedCardError

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "decks" / "precons"
_COST = re.compile(r"(\{(?![TQ]\})[^{}]+\})+")
_BASIC = re.compile(r"\b(Plains|Island|Swamp|Mountain|Forest)(s)?\b")


def family(clause: str) -> str:
    """A clause with its mana costs and basic land types as placeholders: "Cycling {2}" and
    "Cycling {W}" are one family, "Cycling {cost}"."""
    return _BASIC.sub("[type]", _COST.sub("{cost}", clause))


def missing_clauses(name: str) -> list[str]:
    """The clauses that keep `name` unsupported (empty when it is supported)."""
    try:
        get_card(name)
    except UnsupportedCardError as exc:
        return list(dict.fromkeys(_clauses(str(exc))))
    return []


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dirs", nargs="*", type=Path, default=[DEFAULT])
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()
    db = default_database()
    files = sorted(p for d in args.dirs for p in d.rglob("*") if p.is_file()
                   and p.suffix.lower() in (".txt", ".dck", ".dek"))
    decks = playable = slots = slots_ok = 0
    blocks: Counter[str] = Counter()
    families: Counter[str] = Counter()
    cards_blocking: Counter[str] = Counter()
    for path in files:
        try:
            deck = load_decklist(path)
        except (DeckError, ManastackError) as exc:
            print(f"skipped {path.name}: {exc}")
            continue
        decks += 1
        clauses: set[str] = set()
        for name, count in deck.counts("main", "commander").items():
            if "Basic" in db.get(name).supertypes:
                continue
            missing = missing_clauses(name)
            slots += count
            slots_ok += count * (not missing)
            clauses.update(missing)
            if missing:
                cards_blocking[name] += 1
        playable += not clauses
        blocks.update(clauses)
        families.update({family(c) for c in clauses})
    print(f"{playable} of {decks} decks fully supported; "
          f"{slots_ok} of {slots} non-basic slots ({100 * slots_ok / max(slots, 1):.1f}%)")
    print(f"\nFamilies of missing clauses by decks blocked (top {args.top}):")
    for name, n in families.most_common(args.top):
        print(f"  {n:>4}  {name}")
    print(f"\nMissing clauses by decks blocked (top {args.top}):")
    for clause, n in blocks.most_common(args.top):
        print(f"  {n:>4}  {clause}")
    print(f"\nUnsupported cards by decks (top {args.top}):")
    for name, n in cards_blocking.most_common(args.top):
        print(f"  {n:>4}  {name}")


if __name__ == "__main__":
    main()
