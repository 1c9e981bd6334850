#!/usr/bin/env python3
"""Build the bundled Comprehensive Rules, src/manastack/comprules/data/comprules.json.xz.

Usage: python scripts/build_comprules.py [SOURCE_TXT] [--output PATH]

SOURCE_TXT defaults to the pinned edition, ../shared/data/rules/MagicCompRules-20260116.txt
relative to the repository root (the text file Wizards of the Coast publishes). The output is
deterministic, and the script checks that the bundled form gives back every line of the source.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from manastack.comprules.document import RulesDataError, RulesDocument, parse_rules_text  # noqa: E402

DEFAULT_SOURCE = REPO.parent / "shared" / "data" / "rules" / "MagicCompRules-20260116.txt"
DEFAULT_OUTPUT = REPO / "src" / "manastack" / "comprules" / "data" / "comprules.json.xz"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--output", "-o", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    try:
        text = args.source.read_text(encoding="utf-8")
        document = parse_rules_text(text, args.source.name)
    except (OSError, UnicodeDecodeError, RulesDataError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    document.save(args.output)
    if RulesDocument.load(args.output).lines() != document.lines():
        print(f"error: {args.output} does not read back as written", file=sys.stderr)
        return 1
    data = args.output.read_bytes()
    numbered = sum(1 for rule in document.rules if "." in rule.number)
    print(f"wrote {numbered} numbered rules, {len(document.rules) - numbered} headings and "
          f"{len(document.glossary)} glossary entries ({document.effective}) to {args.output} "
          f"({len(data):,} bytes, sha256 {hashlib.sha256(data).hexdigest()[:16]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
