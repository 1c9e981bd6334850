"""Fuzzing scenario files (docs/scenarios.md, "Limits"): mutated bytes and mutated YAML
structure (aliases and tags included) are either refused with a ScenarioError, in bounded
memory, or accepted as a scenario that builds and runs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from fuzz_helpers import bounded, fuzz_settings, mutated_bytes, mutated_structure, tally
from hypothesis import given

from manastack.errors import ScenarioError
from manastack.scenario import ScenarioResult, load_scenario, load_scenario_text

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
SEED_FILES = ("bolt_to_the_face.yaml", "empty_library_draw_loses.yaml",
              "ffa_two_players_lose_at_once.yaml", "two_headed_giant_first_draw.yaml",
              "inline_card_dies_triggers_look_back.yaml")
SEEDS = [(SCENARIOS / name).read_bytes() for name in SEED_FILES if (SCENARIOS / name).exists()]
DOCUMENTS: list[Any] = [yaml.safe_load(seed) for seed in SEEDS]
PEAK_MB = 64
# Loaded once here: the card database and the Oracle compiler load on first use, which
# is no part of the memory a scenario costs.
LOADED = [load_scenario_text(seed.decode(), name) for seed, name in zip(SEEDS, SEED_FILES, strict=True)]


def accepted_runs(text_or_path: str | Path) -> None:
    """Load; a refusal is a ScenarioError in bounded memory, an accepted scenario runs
    to a result (its failures are the script's, not errors)."""
    def load() -> Any:
        if isinstance(text_or_path, Path):
            return load_scenario(text_or_path)
        return load_scenario_text(text_or_path, "fuzz.yaml")
    scenario, _ = bounded(load, PEAK_MB, (ScenarioError,))
    if scenario is not None:
        assert isinstance(scenario.run(), ScenarioResult)


def test_the_seeds_are_valid_scenarios() -> None:
    """The files the fuzzers mutate load and pass (so a mutation starts from valid input)."""
    assert len(SEEDS) == len(SEED_FILES)
    for scenario in LOADED:
        assert scenario.run().passed


@fuzz_settings(20)
@given(data=mutated_bytes(SEEDS))
def test_mutated_bytes_are_refused_or_run(tmp_path_factory: Any, data: bytes) -> None:
    """Bytes of a scenario file replaced, deleted, inserted or repeated, YAML syntax,
    aliases, tags, NUL and non-UTF-8 bytes spliced in: ScenarioError or a scenario that
    runs."""
    tally("scenario bytes")
    path = tmp_path_factory.mktemp("fuzz") / "fuzz.yaml"
    path.write_bytes(data)
    accepted_runs(path)


@fuzz_settings(10)
@given(data=mutated_structure(DOCUMENTS))
def test_mutated_structure_is_refused_or_runs(data: Any) -> None:
    """A scenario's YAML values replaced, removed, added, nested or shared (written as
    anchors and aliases): ScenarioError or a scenario that runs."""
    tally("scenario structure")
    accepted_runs(yaml.safe_dump(data, allow_unicode=True))
