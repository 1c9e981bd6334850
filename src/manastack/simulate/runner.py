"""Running the jobs: in this process, on a pool of local processes, or as Ray tasks.

Every way plays each job with `jobs.play` on the same inputs, so its record is the same
whichever way, worker or order plays it; only finished records reach the results file.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from manastack.simulate.jobs import GameRecord, Job, Settings, SimDeck, SimulationError, plan, play
from manastack.simulate.results import Results, read_results
from manastack.simulate.store import Store

__all__ = ["RESULTS_FILE", "Run", "Watcher", "local_records", "ray_records", "simulate"]

RESULTS_FILE = "results.sqlite"
# Jobs handed out ahead of the workers, per worker: enough to keep each busy, few enough
# that an interrupted run has little in flight and memory stays small.
_AHEAD = 4

_worker: tuple[dict[str, SimDeck], Settings] | None = None


def _start_worker(decks: dict[str, SimDeck], settings: Settings) -> None:
    global _worker
    _worker = (decks, settings)


def _play_in_worker(job: Job) -> GameRecord:
    assert _worker is not None, "the worker was not started with its decks"
    return play(job, *_worker)


def local_records(jobs: Iterable[Job], decks: dict[str, SimDeck], settings: Settings,
                  workers: int = 1) -> Iterator[GameRecord]:
    """The record of each job as it finishes: in this process for one worker, otherwise
    on a pool of `workers` processes (started fresh, "spawn", so no thread or lock of this
    process is copied into them)."""
    if workers <= 1:
        for job in jobs:
            yield play(job, decks, settings)
        return
    context = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_start_worker,
                               initargs=(decks, settings))
    pending: set[Future[GameRecord]] = set()
    queue = iter(jobs)
    try:
        while True:
            for job in queue:
                pending.add(pool.submit(_play_in_worker, job))
                if len(pending) >= workers * _AHEAD:
                    break
            if not pending:
                return
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in sorted(done, key=lambda f: _key(f.result().job)):
                yield future.result()
    finally:
        # Interrupted (pending jobs left): drop those not started, and don't wait for the
        # games being played; every game is bounded (`jobs.STOP_PAST_CAP`).
        pool.shutdown(wait=not pending, cancel_futures=True)


def _key(job: Job) -> tuple[str, int]:
    return job.matchup, job.index


def _ray_play(job: Job, decks: dict[str, SimDeck], settings: Settings) -> GameRecord:
    return play(job, decks, settings)


def ray_records(jobs: Iterable[Job], decks: dict[str, SimDeck], settings: Settings,
                address: str | None = None, workers: int | None = None) -> Iterator[GameRecord]:
    """The record of each job as it finishes, each job a Ray task: on the Ray already
    started in this process, on the cluster at `address`, or on a local Ray started here
    (with `workers` CPUs) and stopped at the end."""
    try:
        import ray
    except ImportError:
        raise SimulationError("--ray needs Ray: pip install 'manastack[ray]'") from None
    started = not ray.is_initialized()
    if started:
        options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if address is None and workers:
            options["num_cpus"] = workers
        ray.init(address=address, **options)
    try:
        task = ray.remote(_ray_play)
        shared = ray.put(decks)
        ahead = _AHEAD * _cluster_cpus(ray)
        queue = iter(jobs)
        pending: list[Any] = []
        while True:
            for job in queue:
                pending.append(task.remote(job, shared, settings))
                if len(pending) >= ahead:
                    break
            if not pending:
                return
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])
    finally:
        if started:
            ray.shutdown()


def _cluster_cpus(ray: Any) -> int:
    return max(int(ray.cluster_resources().get("CPU", 1)), 1)


@dataclass(frozen=True, slots=True)
class Run:
    """What to simulate: the decks, the matchups between them, games per matchup, the
    seed every game's seed derives from, and how games are played."""

    decks: tuple[SimDeck, ...]
    pairs: tuple[tuple[str, str], ...]
    games: int
    seed: int = 1
    settings: Settings = field(default_factory=Settings)

    @property
    def total(self) -> int:
        return len(self.pairs) * self.games

    def jobs(self) -> Iterator[Job]:
        return plan(self.pairs, self.games, self.seed)


Records = Callable[[Iterable[Job], dict[str, SimDeck], Settings], Iterator[GameRecord]]


class Watcher(Protocol):
    """Told how a run goes: as it starts (games already in the file, all its games, and
    each deck's wins and games so far), then of each game written."""

    def started(self, finished: int, total: int, tallies: dict[str, tuple[int, int]]) -> None: ...

    def recorded(self, record: GameRecord, finished: int, total: int) -> None: ...


def simulate(run: Run, out: Path, records: Records = local_records,
             watcher: Watcher | None = None) -> Results:
    """Play every job of `run` not yet in `out`/results.sqlite, writing each as it
    finishes, and return the tables. `records` plays the jobs (`local_records`, or
    `ray_records` with its options bound)."""
    if run.games < 1:
        raise SimulationError(f"--games must be at least 1, not {run.games}")
    out.mkdir(parents=True, exist_ok=True)
    decks = {deck.name: deck for deck in run.decks}
    with Store(out / RESULTS_FILE) as store:
        store.bind(run.decks, run.pairs, run.settings, run.seed)
        finished = store.finished(run.games)
        if watcher is not None:
            watcher.started(finished, run.total, store.tallies(run.games))
        todo = store.missing(run.jobs())
        iterator = records(todo, decks, run.settings)
        try:
            for record in iterator:
                store.add(record)
                finished += 1
                if watcher is not None:
                    watcher.recorded(record, finished, run.total)
        finally:
            close = getattr(iterator, "close", None)
            if close is not None:
                close()
        return read_results(store, run.games)
