"""The starting life total in an activation condition together with "only as a sorcery"
(103.4, 602.5b, 602.5d) on a real card: Speaker of the Heavens."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import battlefield, game_at, pass_all, texts
from manastack.game import Game

LIBRARY = ["Plains"] * 5


def _speaker(life: int, step: str = "precombat main") -> tuple[Game, dict[str, int]]:
    return game_at({"life": life, "battlefield": [{"card": "Speaker of the Heavens",
                                                   "label": "s"}], "library": LIBRARY},
                   {"library": LIBRARY}, step=step)


def _can_activate(game: Game) -> bool:
    return any(t.startswith("activate Speaker of the Heavens") for t in texts(game))


@template("activated_if_and_as_sorcery", "life_above_starting", cards=("Speaker of the Heavens",))
def test_speaker_of_the_heavens_needs_seven_life_above_twenty() -> None:
    """Speaker of the Heavens (602.5b, 103.4): at 27 life (20 + 7) Alice may activate it and
    gets a 4/4 flying Angel; at 26 she can't."""
    game, labels = _speaker(27)
    activate(game, labels["s"])
    pass_all(game)
    assert "Angel" in battlefield(game, 0)
    game, _ = _speaker(26)
    assert not _can_activate(game)


@template("activated_if_and_as_sorcery", cards=("Speaker of the Heavens",))
def test_speaker_of_the_heavens_only_as_a_sorcery() -> None:
    """Speaker of the Heavens (602.5d, 307.1): at 30 life, not in the beginning of combat
    step, only in a main phase with the stack empty."""
    game, _ = _speaker(30, step="beginning of combat")
    assert not _can_activate(game)
    game, _ = _speaker(30)
    assert _can_activate(game)
