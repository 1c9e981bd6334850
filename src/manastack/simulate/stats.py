"""Win rates with their 95% confidence intervals (the Wilson score interval).

    >>> Rate(7, 10)
    Rate(wins=7, games=10)
    >>> round(Rate(7, 10).low, 3), round(Rate(7, 10).high, 3)
    (0.397, 0.892)
    >>> Rate(0, 0).value is None
    True
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["Z95", "Rate", "wilson"]

Z95 = 1.959963984540054     # the normal quantile of 0.975: a two-sided 95% interval


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion `wins / games` (`(0, 1)` with no games).

    Unlike the normal approximation it stays inside [0, 1] and is sound for small counts
    and for rates near 0 or 1, which per-card statistics are full of."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    spread = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return max(0.0, centre - spread), min(1.0, centre + spread)


@dataclass(frozen=True, slots=True)
class Rate:
    """`wins` out of `games`, with its value and 95% interval."""

    wins: int
    games: int

    @property
    def value(self) -> float | None:
        return self.wins / self.games if self.games else None

    @property
    def low(self) -> float:
        return wilson(self.wins, self.games)[0]

    @property
    def high(self) -> float:
        return wilson(self.wins, self.games)[1]

    def __str__(self) -> str:
        if not self.games:
            return "-"
        return f"{self.value:.1%} [{self.low:.1%}, {self.high:.1%}]"

    def as_dict(self) -> dict[str, float | int | None]:
        return {"wins": self.wins, "games": self.games, "rate": self.value,
                "low": self.low, "high": self.high}
