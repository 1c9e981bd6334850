"""A whole game of `manastack play` against the computer, typed through a pseudo-terminal
(pexpect) as a person would, with the default stops: every prompt has a real choice (at
least two options; 117.3d passes and single choices are taken by the engine), the screen
speaks English and names no object by id, and the game reaches its end (104.2a).

The person plays a land, attacks with everything, casts what they can and otherwise
passes, always typing the choice's words (or their start) rather than a number; their
first land is typed by its start and Tab.
"""

from __future__ import annotations

import os
import re
import sys

import pytest

pexpect = pytest.importorskip("pexpect", reason="pexpect (the dev extra) drives the terminal")

PROGRAM = "import sys; from manastack.cli import app; app(sys.argv[1:], prog_name='manastack')"
OPTION = re.compile(r"^\s+(\d+)\. (.*?)\r?$", re.M)
HEADING = re.compile(r"Turn (\d+) · ")
MAX_PROMPTS = 1_000


def answer(options: list[str]) -> str:
    """The person's answer, in words."""
    for start in ("keep", "play ", "attack with", "cast "):
        found = [o for o in options if o.startswith(start)]
        if found:
            return found[0]
    if any(o.startswith("pay ") for o in options):
        return "pay"        # the start of "pay {1}{G} automatically"
    if any(o.startswith("done") for o in options):
        return "done"
    return "pass" if "pass" in options else "1"


@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")
@pytest.mark.parametrize("seed", [2])
def test_a_whole_game_in_a_pseudo_terminal(seed: int) -> None:
    """104.2a / 731.1: a scripted person plays `manastack play` to the end with the default
    stops; no prompt has a single legal choice, and the prompts per turn stay few."""
    env = dict(os.environ, NO_COLOR="1", TERM="dumb", COLUMNS="120")
    child = pexpect.spawn(sys.executable, ["-c", PROGRAM, "play", "--seed", str(seed)],
                          env=env, encoding="utf-8", timeout=120, dimensions=(50, 120))
    screens: list[str] = []
    per_turn: dict[int, int] = {}
    completed = False
    try:
        for _ in range(MAX_PROMPTS):
            found = child.expect([r"\r\n> ", r"Game over: [^\r\n]*won\.", pexpect.EOF])
            if found != 0:
                break
            screen = child.before
            screens.append(screen)
            turns = HEADING.findall(screen)
            turn = int(turns[-1]) if turns else 0
            per_turn[turn] = per_turn.get(turn, 0) + 1
            options = [text for _, text in OPTION.findall(screen.rsplit("───", 1)[-1])]
            assert len(options) >= 2, f"a prompt with {len(options)} choice(s):\n{screen}"
            words = answer(options)
            if words.startswith("play ") and not completed:
                child.send(words[:7] + "\t")      # Tab completes the land's name
                child.expect_exact(words)
                child.sendline("")
                completed = True
                continue
            child.sendline(words)
        else:
            raise AssertionError(f"no end after {MAX_PROMPTS} prompts")
        assert found == 1, f"the session ended without a result:\n{child.before[-2000:]}"
    finally:
        child.close(force=True)
    text = "".join(screens)
    assert "You's" not in text and "You draws" not in text and "your turn" in text
    assert re.search(r"[A-Za-z]#\d", text) is None        # no object ids on screen
    played = max(per_turn)
    assert completed and played >= 5 and len(screens) / played < 6, per_turn
