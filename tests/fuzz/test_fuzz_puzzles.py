"""Fuzzing Forge puzzle files (docs/limits.md): mutated bytes of our puzzles, Forge's own
separators (`|`, `;`, `,`, `:`, `=`) and modifiers spliced in, are either refused with a
ScenarioError, in bounded memory, or accepted as a scenario whose game builds and whose
goal is a goal of the position."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fuzz_helpers import bounded, fuzz_settings, mutated_bytes, tally
from hypothesis import given
from hypothesis import strategies as st

from manastack.errors import ScenarioError
from manastack.solver.forge import load_puzzle, load_puzzle_text

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"
SEEDS = [p.read_bytes() for p in sorted(PUZZLES.glob("*.pzl"))[:6]]
PEAK_MB = 64
FORGE_FRAGMENTS = ["|", ";", ",", ":", "=", "|Id:1", "|AttachedTo:1", "|Counters:P1P1=99999",
                   "|Damage:-1", "t:", "t:X,P:1,T:1,Types:Creature", "[state]\n", "[metadata]\n",
                   "\nhumanprecast=Shock\n", "\nAbilityX=1\n", "Goal:Survive\n", "Turns:0\n",
                   "\nactivephase=CLEANUP\n", "\nactiveplayer=ai\n", "|Attacking",
                   "\\n", "#", "\x00", "9" * 40]
load_puzzle_text(SEEDS[0].decode(), "seed.pzl")     # the card database loads once, here


def accepted_builds(call: Any) -> None:
    scenario, _ = bounded(call, PEAK_MB, (ScenarioError,))
    if scenario is not None:
        game, labels = scenario.build()
        assert scenario.goal is not None
        assert scenario.goal.verdict(game, labels) in (True, False, None)


@fuzz_settings(20)
@given(data=mutated_bytes(SEEDS))
def test_mutated_puzzle_bytes_are_refused_or_build(tmp_path_factory: Any, data: bytes) -> None:
    """Bytes replaced, deleted, inserted or repeated: ScenarioError, or a puzzle that builds."""
    tally("puzzle bytes")
    path = tmp_path_factory.mktemp("fuzz") / "fuzz.pzl"
    path.write_bytes(data)
    accepted_builds(lambda: load_puzzle(path))


@fuzz_settings(20)
@given(seed=st.sampled_from(SEEDS), cuts=st.lists(
    st.tuples(st.integers(0, 4_000), st.sampled_from(FORGE_FRAGMENTS)), min_size=1, max_size=5))
def test_forge_fragments_spliced_in_are_refused_or_build(seed: bytes,
                                                         cuts: list[tuple[int, str]]) -> None:
    """Forge's separators, modifiers and script keys spliced into a puzzle: ScenarioError
    naming the problem, or a puzzle that builds."""
    tally("puzzle fragments")
    text = seed.decode()
    for at, fragment in cuts:
        at = min(at, len(text))
        text = text[:at] + fragment + text[at:]
    accepted_builds(lambda: load_puzzle_text(text, "fuzz.pzl"))
