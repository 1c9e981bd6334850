"""Every golden scenario file in tests/scenarios/ is a test (docs/scenarios.md)."""

from pathlib import Path

import pytest

from manastack.scenario import load_scenario

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.yaml"))


def test_there_are_scenarios() -> None:
    assert SCENARIOS, "tests/scenarios/ holds no scenario files"


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    scenario = load_scenario(path)
    assert scenario.rules, f"{path.name} cites no rules"
    result = scenario.run(explain=True)
    assert result.passed, "\n".join([*result.failures, "", "log:", result.log])
