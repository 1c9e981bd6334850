"""``python -m manastack.scenario [--explain] FILE...``: run scenario files."""

from manastack.scenario.files import main

raise SystemExit(main())
