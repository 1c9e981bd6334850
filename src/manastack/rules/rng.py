"""A small deterministic random number generator whose whole state is one integer.

The state lives inside the game state, so a fork copies it for free and a save file
holds it as a number: same seed and same choices give the same game in any process.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def next_u64(state: int) -> tuple[int, int]:
    """Advance a splitmix64 generator: returns (new state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) (n >= 1), by rejection so there is no modulo bias."""
    limit = _MASK - (_MASK % n)
    while True:
        state, value = next_u64(state)
        if value < limit:
            return state, value % n


def shuffled(state: int, items: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """Fisher-Yates shuffle (701.24a: a random order)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return state, tuple(out)
