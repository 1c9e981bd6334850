#!/usr/bin/env python3
"""Regenerate the rules coverage map, src/manastack/comprules/data/coverage-map.json.

Usage: python scripts/build_rules_coverage.py [--check]

Scans tests/ (test functions, test module docstrings, scenario files) and src/manastack/ for
the rule numbers they cite, applies the reviewed marks (comprules/data/coverage-marks.yaml)
and writes the map, then the totals into docs/rules-coverage.md. With --check it writes
nothing and fails if either file differs from what it would write.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from manastack.comprules import default_rules  # noqa: E402
from manastack.comprules.coverage import regenerate, update_docs  # noqa: E402

MAP = REPO / "src" / "manastack" / "comprules" / "data" / "coverage-map.json"
DOCS = REPO / "docs" / "rules-coverage.md"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the files are current")
    args = parser.parse_args(argv)
    document = default_rules()
    coverage, problems = regenerate(REPO, document)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        return 1
    outputs = {MAP: coverage.to_text(), DOCS: update_docs(DOCS.read_text(encoding="utf-8"), coverage,
                                                             document)}
    stale = [path for path, text in outputs.items() if path.read_text(encoding="utf-8") != text] \
        if MAP.exists() else list(outputs)
    if args.check:
        for path in stale:
            print(f"error: {path.relative_to(REPO)} is out of date; run {Path(__file__).name}",
                  file=sys.stderr)
        return 1 if stale else 0
    for path, text in outputs.items():
        path.write_text(text, encoding="utf-8")
    totals = coverage.totals()
    print(f"wrote {MAP.relative_to(REPO)}: {len(coverage.rules)} rules, "
          + ", ".join(f"{totals[s]} {s}" for s in ("tested", "untested", "not implemented",
                                                   "not applicable")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
