"""Puzzles: a solver that searches for a line reaching a scenario's goal (`search`),
and Forge's puzzle files read as scenarios (`forge`)."""

from manastack.solver.search import Budget, Move, Solution, Status, solve

__all__ = ["Budget", "Move", "Solution", "Status", "solve"]
