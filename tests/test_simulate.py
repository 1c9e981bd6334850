"""Deck simulation (`manastack.simulate`, `manastack simulate`): jobs and their seeds, the
facts read from finished games, resuming an interrupted run, results independent of the
worker count, and the command's tables, exports and plots."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from manastack.agents import make_agent
from manastack.cli import app
from manastack.game import Game
from manastack.simulate import (
    GameRecord,
    Rate,
    Run,
    Settings,
    SimulationError,
    bundled_sim_deck,
    local_records,
    plan,
    play,
    simulate,
    wilson,
)
from manastack.simulate import jobs as jobs_module
from manastack.simulate.jobs import SEAT_NAMES, Job, SimDeck
from manastack.simulate.runner import RESULTS_FILE

AGGRO, CONTROL = "red_green_aggro", "esper_control"
PAIR = ((AGGRO, CONTROL),)
DECKS = (bundled_sim_deck(AGGRO), bundled_sim_deck(CONTROL))


def test_wilson_interval_known_values() -> None:
    """The 95% Wilson interval of a deck's wins (104.2a) out of its games: the textbook
    values, inside [0, 1] at 0 and at every game won, and (0, 1) with no games."""
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    assert str(Rate(7, 10)) == "70.0% [39.7%, 89.2%]" and str(Rate(0, 0)) == "-"


def test_jobs_alternate_seats_and_who_plays_first() -> None:
    """103.1: over every four games of a matchup each deck sits in each seat once on the
    play and once on the draw; a game's seed depends only on the run's seed and the game's
    key, so a longer run starts with the same games."""
    jobs = list(plan(PAIR, 4, seed=7))
    on_play = {(job.seats[job.starting_seat], job.seats.index(AGGRO)) for job in jobs}
    assert on_play == {(AGGRO, 0), (AGGRO, 1), (CONTROL, 0), (CONTROL, 1)}
    assert list(plan(PAIR, 8, seed=7))[:4] == jobs
    assert len({job.seed for job in jobs}) == 4
    assert {job.seed for job in plan(PAIR, 4, seed=8)}.isdisjoint(job.seed for job in jobs)


def _watched(job: Job, decks: dict[str, SimDeck], settings: Settings
             ) -> tuple[list[dict[str, set[str]]], list[str]]:
    """The job's game with every decision asked, watched at each: the hand at the first
    decision of turn 1, every card drawn since (121.1, `Player.drawn_record`) and every
    spell seen on the stack (601.2)."""
    game = Game.new([decks[name].cards() for name in job.seats], seed=job.seed,
                    names=SEAT_NAMES, starting_player=job.starting_seat,
                    max_turns=settings.max_turns, max_decisions=settings.max_decisions)
    agents = [make_agent(settings.players, job.seed + 1 + seat) for seat in range(2)]
    seen: list[dict[str, set[str]]] = [{"opening": set(), "drawn": set(), "cast": set()}
                                       for _ in range(2)]
    opened = False

    def look() -> None:
        state = game.state
        for seat, player in enumerate(state.players):
            if not opened:
                seen[seat]["opening"] = {state.objects[oid].card.name for oid in player.hand}
            seen[seat]["drawn"].update(_name(game, oid) for turn, oid, _ in player.drawn_record
                                       if turn >= 1)
        for oid in state.stack:
            obj = state.objects[oid]
            if obj.kind == "card":
                seen[obj.controller]["cast"].add(obj.card.name)

    while game.decision is not None:
        if game.state.turn >= 1:
            look()
            opened = True
        game.apply(agents[game.decision.player].choose(game))
    look()
    return seen, game.winners()


def _name(game: Game, oid: int) -> str:
    record = game.state.last_known(oid)
    assert record is not None
    return record.card.name


@pytest.mark.parametrize("index", [0, 1, 2])
def test_facts_match_the_game_watched_at_every_decision(index: int) -> None:
    """A simulated game (single choices taken by the engine) is the game in which every
    decision is asked (the heuristic player takes a single option without a random draw);
    watched at each decision, its opening hand (103.5), its draws (121.1) and the spells
    cast (601.2) are the facts `play` reads from the finished game, and its lands played
    (305.1) are among the cards drawn or kept."""
    settings = Settings("heuristic", max_turns=16)
    decks = {deck.name: deck for deck in DECKS}
    job = list(plan(PAIR, 3, seed=5))[index]
    record = play(job, decks, settings)
    watched, winners = _watched(job, decks, settings)
    assert [SEAT_NAMES[side.seat] for side in record.decks if side.won] == winners
    for side in record.decks:
        seen = watched[side.seat]
        assert set(side.facts.opening) == seen["opening"]
        assert set(side.facts.drawn) == seen["drawn"]
        spells = {name for name in side.facts.cast if "Land" not in _types(name)}
        assert spells == seen["cast"]
        lands = set(side.facts.cast) - spells
        assert lands <= seen["opening"] | seen["drawn"]


def _types(name: str) -> frozenset[str]:
    from manastack.cards.registry import get_card
    return frozenset(get_card(name).types)


def test_a_finished_game_says_who_won_and_under_which_rule() -> None:
    """A game ends when a player loses (704.5a, 104.3) or as a draw at a cap (104.4); the
    record names the winner's deck, or none for a draw, and the rule."""
    decks = {deck.name: deck for deck in DECKS}
    capped = play(next(plan(PAIR, 1, seed=1)), decks, Settings("heuristic", max_turns=3))
    assert capped.winner is None and capped.ended == "104.4 its cap of N turns is reached"
    assert capped.turns == 3
    full = play(next(plan(PAIR, 1, seed=1)), decks, Settings("heuristic"))
    assert full.winner in (AGGRO, CONTROL) and full.ended.startswith("704.5")
    assert [side.won for side in full.decks].count(True) == 1


def test_a_game_whose_choices_go_round_in_a_loop_is_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine's decision cap ends a game at a priority (104.4); a game whose decisions
    never reach one (this job's heuristic player declared a block menace forbids, 702.111b,
    over and over) is stopped a bounded number of decisions past the cap, with no winner."""
    monkeypatch.setattr(jobs_module, "STOP_PAST_CAP", 50)
    job = Job(AGGRO, CONTROL, 39, 12861389735601755043)
    record = play(job, {deck.name: deck for deck in DECKS}, Settings("heuristic", max_decisions=170))
    assert record.decisions <= 220
    if record.ended.startswith("stopped"):
        assert record.winner is None and "past the decision cap" in record.ended


class _StopAfter:
    """A watcher that interrupts the run, as Ctrl-C would, after `count` games."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.played: list[GameRecord] = []

    def started(self, finished: int, total: int, tallies: dict[str, tuple[int, int]]) -> None:
        self.finished_at_start = finished

    def recorded(self, record: GameRecord, finished: int, total: int) -> None:
        self.played.append(record)
        if len(self.played) == self.count:
            raise KeyboardInterrupt


RUN = Run(DECKS, PAIR, games=4, seed=3, settings=Settings("heuristic", max_turns=24))


def test_an_interrupted_run_resumes_to_the_same_table(tmp_path: Path) -> None:
    """A run interrupted after some games (each game a whole game, 104.2a or 104.4) keeps
    them; run again on the same file it plays only the missing jobs, and its final table
    is the table of an uninterrupted run."""
    whole = simulate(RUN, tmp_path / "whole")
    stop = _StopAfter(2)
    with pytest.raises(KeyboardInterrupt):
        simulate(RUN, tmp_path / "resumed", watcher=stop)
    again = _StopAfter(99)
    resumed = simulate(RUN, tmp_path / "resumed", watcher=again)
    assert again.finished_at_start == 2 and len(again.played) == 2
    assert {(r.job.index) for r in stop.played}.isdisjoint(r.job.index for r in again.played)
    assert resumed.as_dict() == whole.as_dict()
    assert resumed.finished == 4


def test_results_do_not_depend_on_the_worker_count(tmp_path: Path) -> None:
    """The same seed gives the same games (each game's shuffles, 103.3, and choices come
    from its own seed) with one worker or a pool of two, finishing in any order."""
    one = simulate(RUN, tmp_path / "one")

    def two_workers(jobs: list[Job], decks: dict[str, SimDeck],
                    settings: Settings) -> Iterator[GameRecord]:
        return local_records(jobs, decks, settings, workers=2)

    two = simulate(RUN, tmp_path / "two", two_workers)
    assert two.as_dict() == one.as_dict()


def test_a_results_file_refuses_a_run_it_was_not_made_for(tmp_path: Path) -> None:
    """A results file remembers its seed, players and caps (104.4): another seed is refused
    with the file's name, and nothing is written."""
    simulate(Run(DECKS, PAIR, games=1, seed=3, settings=RUN.settings), tmp_path)
    other = Run(DECKS, PAIR, games=1, seed=4, settings=RUN.settings)
    with pytest.raises(SimulationError, match=r"results\.sqlite: made for seed 3, not 4"):
        simulate(other, tmp_path)
    (tmp_path / "junk").mkdir()
    (tmp_path / "junk" / RESULTS_FILE).write_text("not a database" * 100)
    with pytest.raises(SimulationError, match="not a simulation results file"):
        simulate(RUN, tmp_path / "junk")


runner = CliRunner()


def test_simulate_command_prints_tables_and_writes_exports(tmp_path: Path) -> None:
    """`manastack simulate` with two decks: the matchup's win rate, how games ended (the
    rule: 704.5a, 104.4), per-card rates, and results.json/CSV (plus PNG plots with the sim
    extra); per-card counts never exceed the deck's games (121.1, 601.2)."""
    out = tmp_path / "out"
    result = runner.invoke(app, ["simulate", "--deck", AGGRO, "--deck", CONTROL, "--games", "4",
                                 "--workers", "1", "--seed", "2", "--max-turns", "24",
                                 "--out", str(out)],
                           env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "Matchups" in result.output and ("704.5" in result.output or "104.4" in result.output)
    document = json.loads((out / "results.json").read_text())
    assert [(m["matchup"], m["games"]) for m in document["matchups"]] == [
        (f"{AGGRO} vs {CONTROL}", 4)]
    games = {deck["deck"]: deck["games"] for deck in document["decks"]}
    assert games == {AGGRO: 4, CONTROL: 4}
    assert all(card[stat]["games"] <= games[card["deck"]] and
               card[stat]["wins"] <= card[stat]["games"]
               for card in document["cards"] for stat in ("opening", "drawn", "in_hand", "cast"))
    assert (out / "cards.csv").read_text().startswith("deck,card,opening_games,")
    if importlib.util.find_spec("matplotlib") is not None:
        assert (out / "winrates.png").stat().st_size > 1000


def test_simulate_command_fails_on_a_deck_it_cannot_play(tmp_path: Path) -> None:
    """A deck with a card the engine doesn't support fails at load naming the deck and
    the card (DESIGN.md lesson 3), exit status 2; a field can leave such decks out
    (`--playable-only`) and says which; an unknown player is refused."""
    goblins = tmp_path / "field" / "goblins.txt"
    goblins.parent.mkdir()
    goblins.write_text("24 Mountain\n32 Goblin Guide\n4 Lightning Bolt\n")
    (tmp_path / "field" / "elves.txt").write_text("24 Forest\n36 Llanowar Elves\n")
    result = runner.invoke(app, ["simulate", "--deck", str(goblins), "--deck", AGGRO,
                                 "--out", str(tmp_path / "o")], env={"COLUMNS": "200"})
    assert result.exit_code == 2 and "goblins.txt" in result.output
    assert "Goblin Guide" in result.output
    result = runner.invoke(app, ["simulate", "--field", str(tmp_path / "field"), "--deck", AGGRO,
                                 "--games", "1", "--workers", "1", "--max-turns", "4",
                                 "--playable-only", "--no-plots", "--out", str(tmp_path / "o")],
                           env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "left out" in result.output and "Goblin Guide" in result.output
    document = json.loads((tmp_path / "o" / "results.json").read_text())
    assert [m["matchup"] for m in document["matchups"]] == [f"{AGGRO} vs elves"]
    result = runner.invoke(app, ["simulate", "--deck", AGGRO, "--deck", CONTROL,
                                 "--players", "nobody"])
    assert result.exit_code == 2 and "unknown player 'nobody'" in result.output
