"""End to end in a real Chromium (Debian's package, driven by Playwright): a person's clicks
play a whole game against the computer; two browser seats never receive each other's
hidden cards on the wire; a refused click shows its rule-cited reason. Screenshots go to
tmp/artifacts/. Skipped, saying why, where Chromium or Playwright is missing."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from server_helpers import free_port, running_server

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "tmp" / "artifacts"
MAX_CLICKS = 2_000
RULE = re.compile(r"\b\d{3}\.\d+[a-z]?\b")

sync_api = pytest.importorskip("playwright.sync_api", reason="the browser tests need "
                                                             "playwright: pip install -e '.[web]'")


@pytest.fixture(scope="module")
def server(tmp_path_factory: Any) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("browser")
    port = free_port()
    with running_server(f"sqlite:///{folder / 'games.db'}", port):
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium; .ci/run does)")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield chromium
        chromium.close()


def _page(browser: Any, url: str) -> Any:
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    page.goto(url)
    return page


def _shot(page: Any, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / name
    page.screenshot(path=str(path))
    return path


def _client_state(page: Any) -> Any:
    return page.evaluate("() => { const s = window.manastack.table.shown;"
                         " return s && s.state ? {actions: s.state.actions, over: s.state.over,"
                         " kind: s.state.view.decision && s.state.view.decision.kind,"
                         " mine: !!s.state.choices, turn: s.state.view.turn} : null; }")


def _wait_change(page: Any, actions: int) -> None:
    """Until the client shows a newer state, or a refusal or a "why not" (nothing changed)."""
    page.wait_for_function(
        "(n) => { const s = window.manastack.table.shown; return (s && s.state &&"
        " (s.state.actions !== n || s.state.over)) ||"
        " document.querySelector('#notice.refused, #notice.why'); }", arg=actions, timeout=60_000)


def _click_something(page: Any, kind: str) -> None:
    """One person's click: keep, a playable hand card, an attacker, an opposing target,
    automatic payment, else passing or being done."""
    def button(pattern: str) -> Any:
        return page.query_selector(f"#decision button.choice:text-matches('{pattern}')")

    def take(node: Any) -> None:
        node.click()
        menu = page.query_selector("#menu:not([hidden]) button")
        if menu:
            menu.click()

    keep = button("^keep$")
    if keep:
        return keep.click()
    pay = button("automatically$")
    if pay:
        return pay.click()
    if kind == "target":
        opponent = page.query_selector("#opponents .player-head.playable, #opponents .card.playable")
        if opponent:
            return take(opponent)
    if kind == "priority":
        card = page.query_selector("#me .hand .card.playable")
        if card:
            return take(card)
    if kind == "attackers":
        attacker = page.query_selector("#me .battlefield .card.playable:not(.attacking)")
        if attacker:
            return take(attacker)
    for text in ("^pass$", "^done", "^no$"):
        found = button(text)
        if found:
            return found.click()
    page.query_selector("#decision button.choice").click()


def test_clicks_play_a_whole_game_against_the_computer(server, browser):
    """103.5, 305.1, 508.1, 104.2a: from the lobby, a person's clicks (keep, lands and spells
    from the hand, attackers, targets) play a game against the computer to its end."""
    page = _page(browser, server)
    page.click("#start")
    page.wait_for_selector("#decision button.choice", timeout=60_000)
    clicks, shot_taken = 0, False
    while clicks < MAX_CLICKS:
        state = _client_state(page)
        if state and state["over"]:
            break
        if not state or not state["mine"]:
            page.wait_for_function("() => { const s = window.manastack.table.shown;"
                                   " return s && s.state && (s.state.choices || s.state.over); }",
                                   timeout=60_000)
            continue
        if not shot_taken and state["turn"] >= 7 and page.query_selector("#me .battlefield .card"):
            _shot(page, "game-in-progress.png")
            shot_taken = True
        page.evaluate("() => { document.querySelector('#notice').className = ''; }")
        _click_something(page, state["kind"])
        clicks += 1
        try:
            _wait_change(page, state["actions"])
        except Exception:
            _shot(page, "stuck.png")
            print(state, page.inner_text("#decision"), page.inner_text("#notice"))
            raise
    _shot(page, "game-over.png")
    assert _client_state(page)["over"], f"the game didn't end in {MAX_CLICKS} clicks"
    assert page.inner_text("#status").startswith("Game over.")
    assert page.query_selector("#log .rule") is not None
    assert not page.errors


def test_two_browser_seats_never_receive_each_others_hidden_cards(server, browser):
    """402.3, 400.2: two people in two browsers; on the wire, neither page receives an id of
    a card in the other's hand, while both play their mulligans and turns."""
    seats = [{"name": "Ann"}, {"name": "Bob"}]
    made = httpx.post(f"{server}/api/games", json={"seats": seats}, timeout=60).json()
    frames: dict[int, list[str]] = {0: [], 1: []}
    pages = {}
    for seat in (0, 1):
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        page.on("websocket", lambda socket, seat=seat: socket.on(
            "framereceived", lambda payload, seat=seat: frames[seat].append(str(payload))))
        page.goto(server + made["links"][str(seat)])
        pages[seat] = page
    for page in pages.values():
        # `shown` is null until the first state arrives: wait for it, don't throw on it.
        page.wait_for_function("() => { const s = window.manastack.table.shown;"
                               " return s && s.state; }", timeout=60_000)
    for _ in range(24):
        deciding = next((seat for seat, page in pages.items() if _client_state(page)["mine"]), None)
        if deciding is None:
            pages[0].wait_for_timeout(200)
            continue
        page = pages[deciding]
        state = _client_state(page)
        _click_something(page, state["kind"])
        _wait_change(page, state["actions"])
    _shot(pages[0], "two-seats-ann.png")
    _shot(pages[1], "two-seats-bob.png")
    for seat in (0, 1):
        other = 1 - seat
        hidden = {card["id"] for text in frames[other] if '"type":"state"' in text
                  for card in json.loads(text)["view"]["players"][other]["hand"]}
        assert hidden
        seen = {int(n) for text in frames[seat] for n in re.findall(r'"id":(\d+)', text)}
        revealed = {o["id"] for text in frames[seat] if '"type":"state"' in text
                    for zone in ("battlefield", "stack") for o in json.loads(text)["view"][zone]}
        assert not (hidden - revealed) & seen


def test_a_refused_click_shows_the_reason(server, browser):
    """305.2, 117.1: clicking a card the rules don't let you use now shows why, citing the
    rule; a choice the server refuses shows its rule-cited reason and changes nothing."""
    page = _page(browser, server)
    page.click("#start")
    page.wait_for_selector("#decision button.choice", timeout=60_000)
    for _ in range(200):
        state = _client_state(page)
        unusable = page.query_selector("#me .hand .card:not(.playable)")
        if state["mine"] and state["kind"] == "priority" and unusable:
            break
        if state["mine"]:
            _click_something(page, state["kind"])
            _wait_change(page, state["actions"])
        else:
            page.wait_for_timeout(100)
    unusable.click()
    page.wait_for_selector("#notice.why", timeout=30_000)
    assert RULE.search(page.inner_text("#notice"))
    before = _client_state(page)["actions"]
    page.evaluate("() => window.manastack.table.shown.send({type: 'choose', choice: ['cast', 999999]})")
    page.wait_for_selector("#notice.refused", timeout=30_000)
    assert "is not legal for" in page.inner_text("#notice")
    assert RULE.search(page.inner_text("#notice"))
    assert _client_state(page)["actions"] == before
    path = _shot(page, "refused-click.png")
    assert path.stat().st_size > 10_000


def test_hot_seat_hands_the_screen_over_and_zones_open(server, browser):
    """103.5, 402.3, 404.2: at one screen, each person's cards are shown only after the
    screen is handed to them; the graveyard and exile open as viewers."""
    page = _page(browser, server)
    page.select_option("select[name=mode]", "hotseat")
    page.click("#start")
    names = set()
    for _ in range(2):
        page.wait_for_selector("#handoff:not([hidden])", timeout=60_000)
        assert page.is_hidden("#table")
        names.add(page.inner_text("#handoff p"))
        page.click("#handoff button")
        page.wait_for_selector("#decision button.choice:text-is('keep')")
        assert page.query_selector_all("#me .hand .card")
        page.click("#decision button.choice:text-is('keep')")
    assert names == {"Pass the screen to Player.", "Pass the screen to Bob."}
    page.wait_for_selector("#handoff:not([hidden])", timeout=60_000)
    page.click("#handoff button")
    page.click("#me button.zone[data-zone=graveyard]")
    assert page.is_visible("#zone") and "graveyard" in page.inner_text("#zone h3")
    page.click("#zone button")
    assert not page.errors


def test_a_commander_shows_in_the_command_zone(server, browser):
    """903.6: each player's commander starts in the command zone, shown on their side."""
    seats = [{"name": name} for name in ("Ann", "Bob", "Cid")]
    made = httpx.post(f"{server}/api/games", json={"seats": seats, "variant": "commander"},
                      timeout=60).json()
    page = _page(browser, server + made["links"]["1"])
    page.wait_for_selector(".player .command .card", timeout=60_000)
    assert len(page.query_selector_all(".player .command .card")) == 3
    assert "♥ 40" in page.inner_text("#me")


def test_a_replay_steps_forwards_and_backwards(server, browser):
    """103.5, 117.1: a server game opened as a replay from the lobby steps forwards and
    backwards, each step labelled with what was chosen."""
    page = _page(browser, server)
    page.click("#start")
    for _ in range(6):
        page.wait_for_selector("#decision button.choice", timeout=60_000)
        state = _client_state(page)
        _click_something(page, state["kind"])
        _wait_change(page, state["actions"])
    game = page.evaluate("() => new URLSearchParams(location.search).get('game')")
    page.goto(server)
    page.fill("#open-replay input[name=game]", game)
    page.click("#open-replay button")
    page.wait_for_selector("#replay:not([hidden]) #replay-step:text-matches('^step 0 of')")
    assert page.inner_text("#replay-label") == "the game begins (103)"
    for _ in range(3):
        page.click("#forward")
    page.wait_for_selector("#replay-step:text-matches('^step 3 of')")
    third = page.inner_text("#replay-label")
    page.click("#back")
    page.wait_for_selector("#replay-step:text-matches('^step 2 of')")
    assert page.inner_text("#replay-label") != third
    assert page.query_selector("#replay-log .rule") is not None
    _shot(page, "replay.png")
    assert not page.errors
