"""The PettingZoo AEC environment (manastack.env.pettingzoo): PettingZoo's own API and seed
tests, terminal rewards as players win, lose and draw (104.2a, 104.3b, 104.4a, 800.4a, 810.8a),
truncation at the step cap, and the action slots (117.1: every legal choice reachable)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo")

import numpy as np
from env_helpers import play_aec
from pettingzoo.test import api_test, seed_test

from manastack.env.encoding import NEXT_PAGE
from manastack.env.pettingzoo import env, raw_env
from manastack.errors import DeckError, IllegalChoiceError


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3},
                                     {"variant": "two-headed-giant"},
                                     {"players": 2, "variant": "commander"}])
def test_pettingzoo_api_test_passes(options: dict[str, object]) -> None:
    """103.1-103.5, 117.1: PettingZoo's api_test over two-player, free-for-all, Two-Headed Giant
    (810) and Commander (903) games: agent_iter/last/step, spaces, masks, rewards."""
    api_test(env(**options), num_cycles=200)


def test_pettingzoo_seed_test_passes() -> None:
    """103.3: the same seed gives the same shuffles, so the same observations, rewards and
    masks for the same actions (PettingZoo's seed_test)."""
    seed_test(lambda: env(players=2), num_cycles=100)


def test_spaces_are_the_same_objects_every_call() -> None:
    """117.1: one fixed observation and action space per agent, whatever the decision."""
    table = raw_env(players=4)
    table.reset(seed=1)
    for agent in table.possible_agents:
        assert table.observation_space(agent) is table.observation_space(agent)
        assert table.action_space(agent) is table.action_space(agent)
        assert table.action_space(agent).n == 32


def test_a_two_player_game_ends_with_a_winner_and_a_loser() -> None:
    """104.2a, 104.3b: random play ends the game; the winner gets +1 and the loser -1, and
    both agents are done."""
    table = env(players=2, decks="elves_vs_ogres")
    table.reset(seed=2)
    totals = play_aec(table, seed=2)
    game = table.unwrapped.table.game
    assert game.is_over and not table.agents
    results = {f"player_{p.index}": 1.0 if p.won else -1.0 if p.lost else 0.0
               for p in game.state.players}
    assert totals == results
    assert sorted(totals.values()) == [-1.0, 1.0]


def test_two_headed_giant_teammates_share_their_result() -> None:
    """810.8a: players win and lose only as a team, so teammates get the same reward."""
    table = env(variant="two-headed-giant")
    table.reset(seed=3)
    totals = play_aec(table, seed=3)
    game = table.unwrapped.table.game
    for p in game.state.players:
        mates = [q for q in game.state.players if q.team == p.team]
        assert {totals[f"player_{q.index}"] for q in mates} == {totals[f"player_{p.index}"]}
    assert game.is_over


def test_a_player_who_leaves_a_multiplayer_game_is_done_at_once() -> None:
    """800.4a: a player who loses leaves the game, and the others play on: the agent is
    terminated with -1 while the game goes on."""
    table = env(players=3, decks="elves_vs_ogres")
    table.reset(seed=4)
    rng = np.random.default_rng(4)
    inner = table.unwrapped
    for agent in table.agent_iter():
        observation, reward, terminated, truncated, _ = table.last()
        if terminated and not inner.table.game.is_over:
            assert reward == -1.0
            assert inner.table.game.state.players[int(agent.split("_")[1])].lost
            return
        if terminated or truncated:
            table.step(None)
            continue
        table.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    pytest.fail("no player left before the game ended")


def test_a_game_at_its_decision_cap_is_a_draw() -> None:
    """104.4: a game capped by its number of decisions ends as a draw: nobody's reward
    is other than 0."""
    table = env(players=2, max_decisions=40)
    table.reset(seed=5)
    totals = play_aec(table, seed=5)
    assert totals == {"player_0": 0.0, "player_1": 0.0}
    assert table.unwrapped.table.game.is_over


def test_the_episode_is_truncated_at_the_step_cap() -> None:
    """The step cap truncates every agent with no reward; the game itself is not over."""
    table = env(players=2, max_steps=12)
    table.reset(seed=6)
    totals = play_aec(table, seed=6)
    assert totals == {"player_0": 0.0, "player_1": 0.0}
    assert table.unwrapped.steps == 12 and not table.unwrapped.table.game.is_over


def test_pages_of_slots_reach_every_legal_choice() -> None:
    """117.1: with fewer slots than choices, the last slot turns the page and every legal
    choice appears on exactly one page; choosing from a later page applies that choice."""
    table = raw_env(players=2, slots=3)
    table.reset(seed=7)
    rng = np.random.default_rng(7)
    checked = 0
    for _ in range(400):
        agent = table.agent_selection
        if table.terminations[agent] or table.truncations[agent]:
            break
        game = table.table.game
        choices = game.legal_choices()
        if len(choices) > 3:
            seen, start = [], table.table.page
            for _page in range(table.table.pages()):
                info = table.infos[agent]
                texts = [s["text"] for s in info["slots"]]
                assert texts[-1] == NEXT_PAGE
                seen += texts[:-1]
                table.step(2)
            assert sorted(seen) == sorted(str(c) for c in choices)
            assert table.table.page == start         # after the last page, the first
            checked += 1
        mask = table.observe(agent)["action_mask"]
        table.step(int(rng.choice(np.flatnonzero(mask))))
    assert checked > 0


def test_slots_describe_their_choices_in_info() -> None:
    """117.1: each slot of the deciding agent's info gives the choice's text, verb and the
    objects it names as that player sees them."""
    table = raw_env(players=2)
    table.reset(seed=8)
    agent = table.agent_selection
    info = table.infos[agent]
    assert info["decision"]["kind"] == "mulligan"
    texts = {s["text"] for s in info["slots"]}
    assert {"keep", "mulligan"} <= texts
    mask = table.observe(agent)["action_mask"]
    assert mask.sum() == len(info["slots"])
    for slot in info["slots"]:
        assert mask[slot["slot"]] == 1
        assert slot["verb"] in ("keep", "mulligan")
    other = next(a for a in table.possible_agents if a != agent)
    assert table.infos[other]["slots"] == [] and table.infos[other]["decision"]["prompt"] == ""


def test_a_masked_out_action_is_refused_and_changes_nothing() -> None:
    """117.1: an action outside the mask raises IllegalChoiceError naming the slot and
    the legal ones, and leaves the game as it was."""
    table = raw_env(players=2)
    table.reset(seed=9)
    before = table.table.game.state_hash()
    illegal = int(np.flatnonzero(table.observe(table.agent_selection)["action_mask"] == 0)[0])
    with pytest.raises(IllegalChoiceError, match=f"action {illegal} is no legal slot"):
        table.step(illegal)
    with pytest.raises(IllegalChoiceError, match=r"action \[0, 0, 0, .*\] is no legal slot"):
        table.step([0] * 100_000)           # named in a few characters
    assert table.table.game.state_hash() == before


def test_shaped_rewards_follow_life_totals() -> None:
    """119.3, 120.3a: with shaped rewards, the sum of an agent's shaped rewards over the game
    is its final life lead over 20 (plus the terminal reward)."""
    table = env(players=2, shaped_rewards=1.0, decks="elves_vs_ogres")
    table.reset(seed=10)
    totals = play_aec(table, seed=10)
    state = table.unwrapped.table.game.state
    for p in state.players:
        other = state.players[1 - p.index]
        terminal = 1.0 if p.won else -1.0 if p.lost else 0.0
        assert totals[f"player_{p.index}"] == pytest.approx(terminal + (p.life - other.life) / 20)


def test_unknown_decks_are_refused_naming_them() -> None:
    """903.3: deck options are checked: an unknown deck names itself and the bundled ones."""
    with pytest.raises(DeckError, match="'no such deck'"):
        raw_env(decks="no such deck")
    with pytest.raises(DeckError, match="3 decks given for 2 players"):
        raw_env(decks=["elves_vs_ogres"] * 3)


def test_a_deck_pool_deals_its_playable_decks_by_the_seed(tmp_path: Path) -> None:
    """103.1-103.3: with a folder of decklists, each game deals every player one of its
    playable decks, the same ones for the same seed; a deck with an unsupported card is
    left out, never played without it."""
    folder = resources.files("manastack.cards").joinpath("data", "decks")
    for name in ("elves_vs_ogres", "esper_control"):
        (tmp_path / f"{name}.txt").write_text(folder.joinpath(f"{name}.txt").read_text())
    (tmp_path / "broken.txt").write_text("20 Forest\n40 No Such Card Anywhere\n")
    table = raw_env(players=2, deck_pool=tmp_path)
    assert len(table.setup.pool) == 2

    def dealt(seed: int) -> tuple[frozenset[str], ...]:
        table.reset(seed=seed)
        state = table.table.game.state
        return tuple(frozenset(o.card.name for o in state.objects.values() if o.owner == p.index)
                     for p in state.players)
    games = {seed: dealt(seed) for seed in range(8)}
    assert dealt(3) == games[3]
    assert len(set(games.values())) > 1
    assert all("No Such Card Anywhere" not in names for deal in games.values() for names in deal)
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(DeckError, match="no playable deck among the 0 decklist files"):
        raw_env(deck_pool=empty)
    with pytest.raises(DeckError, match="is not a folder"):
        raw_env(deck_pool=tmp_path / "elves_vs_ogres.txt")
