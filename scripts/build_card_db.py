#!/usr/bin/env python3
"""Build the bundled card database, src/manastack/cards/data/cards.json.xz.

Usage: python scripts/build_card_db.py [SOURCE_JSON] [--output PATH]

SOURCE_JSON defaults to ../shared/data/cards/oracle-cards.json relative to the
repository root. It may be that file (a JSON list of MTGJSON-style card
objects), an MTGJSON AtomicCards file or a Scryfall oracle-cards bulk file.
The output is deterministic: the same input always gives the same bytes.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from manastack.cards.database import (  # noqa: E402
    CardDatabase,
    import_bulk,
    loose_name_key,
    name_key,
)
from manastack.errors import CardDataError  # noqa: E402

DEFAULT_SOURCE = REPO.parent / "shared" / "data" / "cards" / "oracle-cards.json"
DEFAULT_OUTPUT = REPO / "src" / "manastack" / "cards" / "data" / "cards.json.xz"


def report_name_clashes(database: CardDatabase) -> None:
    """Print names that only differ in case/spacing/punctuation (tolerant lookup can't tell)."""
    for label, key_of in (("case/spacing", name_key), ("punctuation", loose_name_key)):
        groups: dict[str, list[str]] = {}
        for name in database.names():
            groups.setdefault(key_of(name), []).append(name)
        clashes = [names for names in groups.values() if len(names) > 1]
        if clashes:
            print(f"note: {len(clashes)} name groups differ only in {label}:")
            for names in clashes:
                print("   ", " | ".join(names))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--output", "-o", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)

    started = time.perf_counter()
    try:
        database = import_bulk(args.source)
        database.save(args.output)
    except CardDataError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - started
    data = args.output.read_bytes()
    print(
        f"wrote {len(database)} cards to {args.output} "
        f"({len(data):,} bytes, sha256 {hashlib.sha256(data).hexdigest()[:16]}) in {elapsed:.1f} s"
    )
    report_name_clashes(database)

    started = time.perf_counter()
    reloaded = CardDatabase.load(args.output)
    reloaded.get(reloaded.names()[0])
    subtypes = reloaded.subtypes()      # from the header: the Oracle lexer's word list
    print(f"reload check: {len(reloaded)} cards, {len(subtypes)} subtypes in "
          f"{time.perf_counter() - started:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
