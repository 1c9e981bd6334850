"""The training example (examples/masked_policy_gradient.py): a masked policy gradient
learner beats the random player more often after training than before (104.2a)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytest.importorskip("gymnasium")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "masked_policy_gradient.py"


def load_example() -> object:
    spec = importlib.util.spec_from_file_location("masked_policy_gradient", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_learner_wins_more_often_after_training() -> None:
    """104.2a: over the same 16 evaluation games against the random player, the policy
    trained for 20 games (the example's budget is 30) wins more often than the untrained
    one, which plays as the random player does (uniform over the legal slots)."""
    example = load_example()
    before, after = example.train(games=20, evaluation=16, seed=0)
    assert after > before


def test_an_untrained_policy_is_uniform_over_the_legal_slots() -> None:
    """117.1: with zero weights every legal slot is as likely, and a masked slot never."""
    example = load_example()
    import numpy as np
    policy = example.Policy.new()
    mask = np.array([1, 0, 1, 1], np.int8)
    probabilities = policy.probabilities(np.ones((4, len(policy.weights))), mask)
    assert probabilities.tolist() == pytest.approx([1 / 3, 0.0, 1 / 3, 1 / 3])
