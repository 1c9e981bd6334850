"""The game server's seats: views and logs per seat, token authentication, decisions only
from the deciding seat, refused and malformed messages leaving the game unchanged."""

from __future__ import annotations

import json
import re

import pytest
from server_helpers import choose, connect, my_turn, new_game, receive, send

from manastack.server import app as app_module
from manastack.server.app import MAX_MESSAGE


def test_a_seat_receives_its_view_its_log_and_its_choices(client):
    """117.1, 103.5: the deciding seat is sent its legal choices; the other only who decides."""
    made = new_game(client, "human", "human")
    with connect(client, made, 0) as ann, connect(client, made, 1) as bob:
        mine, theirs = receive(ann), receive(bob)
        deciding = mine["view"]["decision"]["player"]
        first, second = (mine, theirs) if deciding == 0 else (theirs, mine)
        assert [c["text"] for c in first["choices"]] == ["keep", "mulligan"]
        assert second["choices"] is None and "options" not in second["view"]["decision"]
        assert mine["view"]["viewer"] == 0 and theirs["view"]["viewer"] == 1
        assert all(entry["rule"] for entry in mine["log"])


def test_two_seats_never_receive_each_others_hand(client):
    """402.3, 400.2: a hand is hidden; on the wire, neither seat's messages hold the ids of
    the other's hand cards, through the mulligans and into the first turn."""
    made = new_game(client, "human", "human")
    with connect(client, made, 0) as ann, connect(client, made, 1) as bob:
        sockets = {0: ann, 1: bob}
        wire = {0: [], 1: []}
        state = {}
        for seat, socket in sockets.items():
            text = socket.receive_text()
            wire[seat].append(text)
            state[seat] = json.loads(text)
        for _ in range(8):
            deciding = state[0]["view"]["decision"]["player"]
            choice = state[deciding]["choices"][0]["choice"]
            send(sockets[deciding], {"type": "choose", "choice": choice})
            for seat, socket in sockets.items():
                text = socket.receive_text()
                wire[seat].append(text)
                state[seat] = json.loads(text)
        for seat in (0, 1):
            other = 1 - seat
            hand = {card["id"] for text in wire[other]
                    for card in json.loads(text)["view"]["players"][other]["hand"]}
            assert hand
            seen = {int(n) for text in wire[seat] for n in re.findall(r'"id":(\d+)', text)}
            assert not hand & seen


def test_a_choice_from_a_seat_not_deciding_is_refused(client):
    """117.1: only the deciding player acts; the refusal cites it and nothing changes."""
    made = new_game(client, "human", "human")
    with connect(client, made, 0) as ann, connect(client, made, 1) as bob:
        states = {0: receive(ann), 1: receive(bob)}
        idle = 1 - states[0]["view"]["decision"]["player"]
        socket = ann if idle == 0 else bob
        send(socket, {"type": "choose", "choice": ["keep"]})
        refused = receive(socket, "refused")
        assert refused["reason"].startswith("117.1: it is ")
        send(socket, {"type": "why", "card": 1})
        assert receive(socket, "why")["reasons"][0].startswith("117.1")
    with connect(client, made, idle) as again:
        assert receive(again)["hash"] == states[idle]["hash"]


def test_an_illegal_choice_is_refused_with_its_rule(client):
    """305.2, 400.7: a refused choice says the rule; the game's state hash is unchanged."""
    made = new_game(client, "human", "computer")
    with connect(client, made, 0) as ann:
        state = my_turn(ann)
        while state["view"]["decision"]["kind"] != "priority" or not any(
                c["choice"][0] == "play" for c in state["choices"]):
            state = choose(ann, state, state["choices"][0]["choice"])
        land = next(c["choice"] for c in state["choices"] if c["choice"][0] == "play")
        state = choose(ann, state, land)
        other = [c for c in state["view"]["players"][0]["hand"] if "Land" in c["types"]]
        if other and state["choices"]:
            send(ann, {"type": "choose", "choice": ["play", other[0]["id"]]})
            refused = receive(ann, "refused")
            assert "305.2" in refused["reason"] or "117" in refused["reason"]
        send(ann, {"type": "choose", "choice": ["cast", 10**9]})
        assert "is not legal for Ann" in receive(ann, "refused")["reason"]
    with connect(client, made, 0) as again:
        assert receive(again)["hash"] == state["hash"]


@pytest.mark.parametrize(("message", "error"), [
    ("not json", "not JSON"),
    ("[1, 2]", "a message is an object"),
    ('{"type": "format c:"}', "a message is an object"),
    ('{"type": "choose", "choice": "keep", "extra": 1}', "unknown field 'extra'"),
    ('{"type": "choose", "choice": [' + "[" * 3000 + "]" * 3000 + "]}", "at most"),
    ('{"type": "choose", "choice": "' + "x" * (MAX_MESSAGE + 1) + '"}', "at most"),
    ('{"type": "choose", "choice": ["cast", ' + "9" * 30 + "]}", "digits"),
])
def test_a_bad_message_is_answered_and_changes_nothing(client, message, error):
    """117.1: a message that is no action changes nothing; the error says why."""
    made = new_game(client, "human", "computer")
    with connect(client, made, 0) as ann:
        before = my_turn(ann)["hash"]
        send(ann, message)
        assert error in receive(ann, "error")["error"]
        ann.send_bytes(b"\x00\x01")
        assert "not binary" in receive(ann, "error")["error"]
    with connect(client, made, 0) as again:
        assert my_turn(again)["hash"] == before


def test_a_wrong_token_is_refused_and_a_spectator_makes_no_decision(client):
    """117.1: a seat acts only with its token; a spectator sees no hand and decides nothing."""
    made = new_game(client, "human", "computer")
    with client.websocket_connect(f"/ws/{made['game']}?token=forged") as forged:
        assert "no seat's" in receive(forged, "error")["error"]
    with client.websocket_connect("/ws/nosuchgame") as missing:
        assert "no game" in receive(missing, "error")["error"]
    with connect(client, made) as watcher:
        state = receive(watcher)
        assert state["seat"] is None and state["choices"] is None
        assert all(p["hand"] == [] for p in state["view"]["players"])
        send(watcher, {"type": "choose", "choice": ["keep"]})
        assert "spectator" in receive(watcher, "refused")["reason"]


def test_multiplayer_two_headed_giant_and_commander_games(client):
    """810.1, 903.1, 800.1: a server game of each variant sends each seat its own view."""
    for variant, count in (("free-for-all", 5), ("two-headed-giant", 4), ("commander", 3)):
        made = new_game(client, *["human"] * count, variant=variant)
        assert sorted(made["links"]) == [str(i) for i in range(count)]
        with connect(client, made, count - 1) as last:
            state = receive(last)
            assert state["view"]["variant"] == variant and len(state["seats"]) == count
            assert len(state["view"]["players"][count - 1]["hand"]) == 7


@pytest.mark.parametrize(("setup", "error"), [
    ({"seats": [{"name": "Ann"}]}, "setup.seats"),
    ({"seats": [{"name": "Ann"}, {"name": "Ann"}]}, "same name"),
    ({"seats": [{"name": "Ann"}, {"name": "Bob", "kind": "robot"}]}, "setup.seats[1].kind"),
    ({"seats": [{"name": "Ann"}, {"name": "Bob", "deck": "x"}]}, "setup.seats[1].deck"),
    ({"seats": [{"name": "Ann"}, {"name": "Bob"}], "variant": "two-headed-giant"}, "810.1"),
    ({"seats": [{"name": "Ann"}, {"name": "Bob"}], "seed": -1}, "setup.seed"),
    ({"seats": [{"name": ""}, {"name": "Bob"}]}, "setup.seats[0].name"),
])
def test_a_bad_setup_is_refused_naming_its_field(client, setup, error):
    """800.1, 810.1: a game is set up only as the rules and the server allow; the error
    names the field, and no game is made."""
    response = client.post("/api/games", json=setup)
    assert response.status_code == 400 and error in response.json()["error"]


def test_the_games_in_play_are_bounded(client, monkeypatch):
    """The server holds a bounded number of unfinished games: past the limit a new game is
    refused with the reason, and no game is made."""
    monkeypatch.setattr(app_module, "MAX_GAMES_IN_PLAY", 1)
    new_game(client, "human", "human")
    response = client.post("/api/games", json={"seats": [{"name": "Ann"}, {"name": "Bob"}]})
    assert response.status_code == 503 and "limit" in response.json()["error"]


def test_a_request_body_is_bounded(client):
    """A body over the limit is refused before it is read whole."""
    response = client.post("/api/games", content=b" " * 2_100_000)
    assert response.status_code == 413


def test_rule_and_card_texts_for_hovers(client):
    """117.1: the client shows a cited rule's text and a card's text on hover."""
    assert client.get("/api/rules/117.1").json()["text"].startswith("Unless a spell")
    assert client.get("/api/rules/999.9z").status_code == 404
    elves = client.get("/api/cards/Llanowar Elves").json()
    assert elves["text"] == "{T}: Add {G}." and elves["power"] == 1
    assert client.get("/api/cards/No Such Card Ever").status_code == 404


def test_a_seat_concedes_at_any_time(client):
    """104.3a: a player can concede at any time, even when another player is deciding; in a
    two-player game the other player wins (104.2a)."""
    made = new_game(client, "human", "human")
    with connect(client, made, 0) as ann, connect(client, made, 1) as bob:
        states = {0: receive(ann), 1: receive(bob)}
        idle = 1 - states[0]["view"]["decision"]["player"]
        socket = ann if idle == 0 else bob
        send(socket, {"type": "concede"})
        state = receive(socket)
        assert state["over"] and state["winners"] == [["Ann", "Bob"][1 - idle]]
        send(socket, {"type": "concede"})
        assert receive(socket, "refused")["reason"]
