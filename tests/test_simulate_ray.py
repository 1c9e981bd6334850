"""Deck simulation on Ray (the `ray` extra): the same jobs as Ray tasks give the same
results as the local path for the same seed."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from pathlib import Path

import pytest

from manastack.simulate import Run, Settings, bundled_sim_deck, ray_records, simulate

ray = pytest.importorskip("ray", reason="the ray extra is not installed")


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_ray_tasks_give_the_results_of_the_local_path(local_ray: None, tmp_path: Path) -> None:
    """Each game's shuffles (103.3) and choices come from its job's seed, so Ray tasks on
    two CPUs, finishing in any order, give the local run's tables exactly (wins 104.2a,
    draws 104.4, per-card rates)."""
    decks = (bundled_sim_deck("red_green_aggro"), bundled_sim_deck("esper_control"))
    run = Run(decks, (("red_green_aggro", "esper_control"),), games=4, seed=11,
              settings=Settings("heuristic", max_turns=24))
    local = simulate(run, tmp_path / "local")
    on_ray = simulate(run, tmp_path / "ray", functools.partial(ray_records, workers=2))
    assert on_ray.as_dict() == local.as_dict()
    assert on_ray.finished == 4
