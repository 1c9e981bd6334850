"""A masked policy gradient (REINFORCE) learner against the random player, numpy only.

    python examples/masked_policy_gradient.py [--games 30] [--eval 20] [--seed 0]

The policy is a softmax over the legal action slots (the action mask) of a linear score
of what each slot does: the `choices` table of the observation (its verb, whether it names
a player and which, how many objects) and, for a slot naming an object, that object's row
(its types, power, toughness, keywords...). It plays the elves-vs-ogres mirror
(`elves_vs_ogres`, a deck of lands, Llanowar Elves and Gray Ogres) against
`make_agent("random")`, learns from the terminal reward (104.2-104.4) plus a shaped reward
for life taken from the opponent, and reports its win rate over the same evaluation games
before and after training. With the defaults it runs in well under a minute.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field

import gymnasium
import numpy as np

import manastack.env.gymnasium  # noqa: F401 (registers manastack/Duel-v0)
from manastack.env.encoding import CHOICE_COLUMNS, OBJECT_COLUMNS, Encoder

# Columns of a slot's row that a linear score may read (all are small numbers: the rows,
# card ids and free numbers are left out).
SLOT_FEATURES = [i for i, c in enumerate(CHOICE_COLUMNS)
                 if c.startswith(("verb=", "player=")) or c in ("next_page", "objects_named")]
OBJECT_FEATURES = [i for i, c in enumerate(OBJECT_COLUMNS)
                   if c.startswith(("type=", "keyword=", "zone=", "controller="))
                   or c in ("power", "toughness", "mana_value", "tapped")]
OBJECT_ROW = CHOICE_COLUMNS.index("object_1_row")


@dataclass
class Policy:
    """Softmax over the legal slots of `weights @ features(slot)`."""

    weights: np.ndarray
    rng: np.random.Generator = field(default_factory=np.random.default_rng)

    @classmethod
    def new(cls, seed: int = 0) -> Policy:
        return cls(np.zeros(len(SLOT_FEATURES) + len(OBJECT_FEATURES) + 1),
                   np.random.default_rng(seed))

    def features(self, encoder: Encoder, observation: dict[str, np.ndarray]) -> np.ndarray:
        """One row per slot: its choice features, the features of the first object it
        names (scaled down), and a constant."""
        flat = observation["observation"]
        slots = encoder.sections["choices"].of(flat)
        objects = encoder.sections["objects"].of(flat)
        rows = slots[:, OBJECT_ROW].astype(int) - 1        # -1: names no object
        named = np.where(rows[:, None] >= 0, objects[np.maximum(rows, 0)][:, OBJECT_FEATURES], 0.0)
        return np.hstack([slots[:, SLOT_FEATURES], np.clip(named, -10, 10) / 5.0,
                          np.ones((len(slots), 1))])

    def probabilities(self, features: np.ndarray, mask: np.ndarray) -> np.ndarray:
        scores = np.where(mask > 0, features @ self.weights, -np.inf)
        scores -= scores.max()
        weights = np.exp(scores)
        return weights / weights.sum()

    def act(self, features: np.ndarray, mask: np.ndarray) -> int:
        return int(self.rng.choice(len(mask), p=self.probabilities(features, mask)))


def play(env: gymnasium.Env, policy: Policy, seed: int, learn: float = 0.0,
         discount: float = 0.95) -> float:
    """One game; with `learn` > 0, a REINFORCE update of the policy after it (the
    discounted reward-to-go of each step, less the episode's mean, as its advantage).
    Returns the terminal reward: +1 a win, -1 a loss, 0 a draw."""
    encoder = env.unwrapped.encoder
    observation, _ = env.reset(seed=seed)
    steps: list[tuple[np.ndarray, np.ndarray, int]] = []
    rewards: list[float] = []
    done, reward, final = False, 0.0, 0.0
    while not done:
        features = policy.features(encoder, observation)
        mask = observation["action_mask"]
        action = policy.act(features, mask)
        steps.append((features, mask, action))
        observation, reward, terminated, truncated, _ = env.step(action)
        rewards.append(float(reward))
        done = terminated or truncated
        if terminated:
            final = float(np.sign(round(reward)))
    if learn and steps:
        to_go = np.zeros(len(rewards))
        running = 0.0
        for k in range(len(rewards) - 1, -1, -1):
            running = rewards[k] + discount * running
            to_go[k] = running
        advantages = to_go - to_go.mean()
        gradient = np.zeros_like(policy.weights)
        for (features, mask, action), advantage in zip(steps, advantages, strict=True):
            p = policy.probabilities(features, mask)
            gradient += advantage * (features[action] - p @ features)
        policy.weights += learn * gradient / len(steps)
    return final


def win_rate(env: gymnasium.Env, policy: Policy, seeds: range) -> float:
    return sum(play(env, policy, seed) > 0 for seed in seeds) / len(seeds)


def train(games: int = 30, evaluation: int = 20, learning_rate: float = 10.0,
          seed: int = 0) -> tuple[float, float]:
    """Win rates against the random player before and after `games` games of training,
    over the same `evaluation` games."""
    env = gymnasium.make("manastack/Duel-v0", opponent="random", decks="elves_vs_ogres",
                         shaped_rewards=1.0, max_decisions=1500)
    policy = Policy.new(seed)
    evaluation_seeds = range(10_000 + seed, 10_000 + seed + evaluation)
    before = win_rate(env, policy, evaluation_seeds)
    for game in range(games):
        play(env, policy, seed * 100_000 + game, learn=learning_rate)
    after = win_rate(env, policy, evaluation_seeds)
    env.close()
    return before, after


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="training games")
    parser.add_argument("--eval", type=int, default=20, help="evaluation games, before and after")
    parser.add_argument("--seed", type=int, default=0)
    options = parser.parse_args()
    start = time.perf_counter()
    before, after = train(options.games, options.eval, seed=options.seed)
    print(f"win rate against the random player: {before:.0%} before, {after:.0%} after "
          f"{options.games} training games ({time.perf_counter() - start:.0f} s, "
          f"{time.process_time():.0f} s of processor time)")


if __name__ == "__main__":
    main()
