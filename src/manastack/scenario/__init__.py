"""Scenarios: a game position written as data (the engine's FEN) plus a scripted test.

`build_game(position)` turns a position mapping into a `Game` waiting at the given step;
`load_scenario(path)` reads a YAML scenario file (a position, a script of choices and
expectations) and `Scenario.run()` plays it. The format is documented in
docs/scenarios.md.

    >>> game, labels = build_game_with_labels({
    ...     "turn": 1, "active": "Alice", "step": "precombat main",
    ...     "players": [{"name": "Alice", "hand": ["Lightning Bolt"],
    ...                  "battlefield": [{"card": "Mountain", "label": "m"}]},
    ...                 {"name": "Bob"}]})
    >>> game.decision.kind.value, sorted(labels)
    ('priority', ['m'])

A scenario file may also define hypothetical cards (`cards:`), compiled from their Oracle
text like any card of the database (`inline_cards`).

The modules follow the format's parts: `values` (typed readers that name the place of a
problem), `position`, `inline_cards`, `script` (with `choices`, the texts of choices),
`expectations` and `files` (reading, running). Run files from the command line with
``python -m manastack.scenario [--explain] FILE...``.
"""

from manastack.scenario.files import (
    Scenario,
    ScenarioResult,
    load_scenario,
    load_scenario_text,
    main,
    run_files,
)
from manastack.scenario.inline_cards import inline_cards
from manastack.scenario.position import build_game, build_game_with_labels, build_state
from manastack.scenario.values import parse_step

__all__ = [
    "Scenario",
    "ScenarioResult",
    "build_game",
    "build_game_with_labels",
    "build_state",
    "inline_cards",
    "load_scenario",
    "load_scenario_text",
    "main",
    "parse_step",
    "run_files",
]
