"""702.125a-b: undaunted: the spell costs {1} less to cast for each opponent its caster has;
players who left the game aren't counted."""

from __future__ import annotations

from helpers import game_at, texts

LIBRARY = ["Plains"] * 6


def _castable(plains: int, *, carol: bool, carol_conceded: bool = False) -> bool:
    game, _ = game_at({"hand": ["Sublime Exhalation"], "battlefield": ["Plains"] * plains,
                       "library": LIBRARY}, {"library": LIBRARY},
                      carol={"library": LIBRARY} if carol else None)
    if carol_conceded:
        game.concede("Carol")
    return any(t.startswith("cast Sublime Exhalation") for t in texts(game))


def test_each_opponent_makes_the_spell_one_cheaper() -> None:
    """702.125a, 601.2f: Sublime Exhalation ({6}{W}) costs {5}{W} against one opponent, so
    six Plains cast it and five don't; against two it costs {4}{W}, and five Plains do."""
    assert _castable(6, carol=False) and not _castable(5, carol=False)
    assert _castable(5, carol=True) and not _castable(4, carol=True)


def test_a_player_who_left_the_game_isnt_counted() -> None:
    """702.125b, 800.4a: once Carol has conceded, Alice has one opponent: five Plains no longer
    cast it."""
    assert not _castable(5, carol=True, carol_conceded=True)
