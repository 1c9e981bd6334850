"""Many games between decks, for deck builders: win rates with 95% intervals, game length,
mulligans, how games ended (the rule), and per-card win rates, from the games' public
record. A thin layer over the public API (`Game.new`, `manastack.agents.make_agent`, the
decklist loaders), like every tool above the engine.

    >>> from pathlib import Path; import tempfile
    >>> from manastack.simulate import Run, Settings, bundled_sim_deck, simulate
    >>> decks = (bundled_sim_deck("red_green_aggro"), bundled_sim_deck("esper_control"))
    >>> run = Run(decks, (("red_green_aggro", "esper_control"),), games=2, seed=1,
    ...           settings=Settings("random", max_turns=4))
    >>> results = simulate(run, Path(tempfile.mkdtemp()))
    >>> results.finished
    2

Each game is a job keyed by its matchup and index, with a seed derived from the run's
seed and that key (`jobs.py`), so results don't depend on the number of workers or their
order; results go to one SQLite file as games finish, and a run started again on it plays
only what is missing (`store.py`); jobs run in this process, on local processes or as Ray
tasks (`runner.py`); `results.py` reads the tables and exports them, `plots.py` draws them.
"""

from manastack.simulate.jobs import (
    GameRecord,
    Job,
    Settings,
    SimDeck,
    SimulationError,
    bundled_sim_deck,
    field_decks,
    load_sim_deck,
    matchups,
    plan,
    play,
)
from manastack.simulate.results import Results, read_results
from manastack.simulate.runner import Run, local_records, ray_records, simulate
from manastack.simulate.stats import Rate, wilson

__all__ = [
    "GameRecord",
    "Job",
    "Rate",
    "Results",
    "Run",
    "Settings",
    "SimDeck",
    "SimulationError",
    "bundled_sim_deck",
    "field_decks",
    "load_sim_deck",
    "local_records",
    "matchups",
    "plan",
    "play",
    "ray_records",
    "read_results",
    "simulate",
    "wilson",
]
