"""Replays: a server game's record, a save file and a scenario file stepped through forwards
and backwards, each step the exact game it was (the same state hashes)."""

from __future__ import annotations

from pathlib import Path

from server_helpers import choose, connect, my_turn, new_game, play_some, receive

from manastack.agents import make_agent
from manastack.cards.decks import demo_decks
from manastack.game import Game
from manastack.scenario import load_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def test_a_server_game_replays_forwards_and_backwards(client):
    """103.5, 117.1, 731.2a: a game's record (the people's choices, their passes until, the
    computer's choices) replays to the game's very state; stepping back gives each earlier
    step again."""
    made = new_game(client, "human", "computer")
    start = None
    with connect(client, made, 0) as ann:
        start = receive(ann)
    reached = play_some(lambda seat: connect(client, made, seat), [0], 15)
    with connect(client, made, 0) as ann:
        state = my_turn(ann)
        while state["view"]["decision"]["kind"] != "priority":
            state = choose(ann, state, state["choices"][0]["choice"])
        before = state["actions"]
        ann.send_text('{"type": "until", "until": "my next turn"}')
        while state["actions"] == before:
            state = receive(ann)
        reached = state["hash"]
    opened = client.post("/api/replays", json={"kind": "game", "game": made["game"]}).json()
    steps = opened["steps"]
    assert steps == state["actions"] + 1 and opened["labels"][0] == "the game begins (103)"
    assert any("passes until my next turn (731.2a)" in label for label in opened["labels"])
    last = client.get(f"/api/replays/{opened['replay']}/{steps - 1}?seat=0").json()
    assert last["hash"] == reached
    forwards = [client.get(f"/api/replays/{opened['replay']}/{k}").json()["hash"]
                for k in range(steps)]
    backwards = [client.get(f"/api/replays/{opened['replay']}/{k}").json()["hash"]
                 for k in reversed(range(steps))]
    assert backwards == forwards[::-1] and len(set(forwards)) > steps // 2
    assert start is not None and forwards[0].split(":")[0] != reached.split(":")[0]


def test_a_save_file_replays_from_its_checkpoint(client):
    """601.2, 117.1: a save holds its checkpoint and the answers since; each is a step, and
    the last is the saved game itself."""
    game = Game.new(demo_decks(), seed=4, names=["Ann", "Bob"])
    agent = make_agent("random", 2)
    for _ in range(60):
        game.apply(agent.choose(game))
    while not game.answers_in_progress:
        game.apply(agent.choose(game))
    opened = client.post("/api/replays", json={"kind": "save", "text": game.save(),
                                               "name": "mine.json"}).json()
    assert opened["steps"] == len(game.answers_in_progress) + 1
    last = client.get(f"/api/replays/{opened['replay']}/{opened['steps'] - 1}").json()
    assert last["hash"] == game.state_hash()
    damaged = client.post("/api/replays", json={"kind": "save", "text": "{}", "name": "bad.json"})
    assert damaged.status_code == 400 and "bad.json" in damaged.json()["error"]


def test_a_scenario_file_replays_step_by_step(client):
    """702.19, 510.1: a scenario's position and each step of its script, with what each did."""
    path = SCENARIOS / "trample_deathtouch.yaml"
    if not path.exists():
        path = sorted(SCENARIOS.glob("*.yaml"))[0]
    scenario = load_scenario(path)
    opened = client.post("/api/replays", json={"kind": "scenario", "text": path.read_text(),
                                               "name": path.name}).json()
    assert opened["steps"] == len(scenario.steps) + 1
    assert opened["labels"][0].startswith("position set up")
    assert not any("fails" in label for label in opened["labels"])
    game, _ = scenario.build()
    first = client.get(f"/api/replays/{opened['replay']}/0").json()
    assert first["hash"] == game.state_hash()


def test_bad_replay_requests_are_refused(client):
    """A replay step that isn't there, or a replay never opened, is named in the error."""
    assert client.post("/api/replays", json={"kind": "tape"}).status_code == 400
    assert client.post("/api/replays", json={"kind": "game", "game": "nope"}).status_code == 404
    assert client.get("/api/replays/r999/0").status_code == 404
    path = sorted(SCENARIOS.glob("*.yaml"))[0]
    opened = client.post("/api/replays", json={"kind": "scenario", "text": path.read_text()}).json()
    response = client.get(f"/api/replays/{opened['replay']}/{opened['steps']}")
    assert response.status_code == 400 and "is not one of" in response.json()["error"]
