"""Underrealm Lich, Jace, Wielder of Mysteries, Laboratory Maniac, Platinum Angel, Notion
Thief, Chains of Mephistopheles and Plagiarize: replacement effects on draws (614.11,
121.6) and winning or not losing (104). More of their rulings are proved in
tests/rules/test_cr614_draw_replacement.py and test_cr104_winning.py."""

from __future__ import annotations

from draw_helpers import activate, cast, choose, cites, drawn, kind, log, resolve
from helpers import ALICE, BOB, game_at, life, permanents, zone
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics


# -- Underrealm Lich ---------------------------------------------------------------------------
def test_lich_with_fewer_than_three_cards() -> None:
    """Underrealm Lich's Oracle text / 614.11: with two cards left Alice looks at both, puts
    one into her hand and the other into her graveyard."""
    game, _ = game_at({"hand": ["Opt"], "library": ["Forest", "Island"],
                       "battlefield": ["Island", "Underrealm Lich"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")
    choose(game, "pick Island")
    assert zone(game, ALICE, "hand") == ["Island"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Forest", "Opt"]


def test_lich_only_replaces_its_controllers_draws() -> None:
    """Underrealm Lich's Oracle text "If you would draw": Bob's draws aren't replaced."""
    game, _ = game_at({"battlefield": ["Underrealm Lich"], "library": ["Plains"] * 3},
                      {"hand": ["Opt"], "library": ["Forest"], "battlefield": ["Island"]},
                      active="Bob")
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")
    assert zone(game, BOB, "hand") == ["Forest"] and not cites(game, "614.1")


def test_lich_pays_life_for_indestructible_and_taps() -> None:
    """119.4 / 702.12b: "Pay 4 life" is a cost (only with 4 or more life); the Lich gains
    indestructible until end of turn, survives Murder, and is tapped by the effect."""
    game, labels = game_at({"life": 10, "battlefield": [{"card": "Underrealm Lich", "label": "l"}]},
                           {"hand": ["Murder"], "battlefield": ["Swamp"] * 3})
    activate(game, "Underrealm Lich", "Pay 4 life")
    assert life(game, ALICE) == 6 and cites(game, "119.4")
    resolve(game)
    lich = labels["l"]
    assert characteristics(game.state, lich).has("indestructible")
    assert game.state.objects[lich].tapped
    game.apply("pass")
    cast(game, "Murder", target=f"Underrealm Lich#{lich}")
    resolve(game)
    assert "Underrealm Lich" in permanents(game, ALICE)


def test_lich_cant_pay_more_life_than_it_has() -> None:
    """119.4: with 3 life the ability can't be activated."""
    game, _ = game_at({"life": 3, "battlefield": ["Underrealm Lich"]})
    assert not any(str(c).startswith("activate Underrealm Lich") for c in game.legal_choices())


# -- Jace, Wielder of Mysteries ------------------------------------------------------------------
def test_jace_plus_one_mills_and_draws() -> None:
    """Jace's +1: the target player mills two cards, then Jace's controller draws a card."""
    game, _ = game_at({"library": ["Forest", "Island"],
                       "battlefield": ["Jace, Wielder of Mysteries"]},
                      {"library": ["Swamp", "Plains", "Mountain"]})
    activate(game, "Jace", "+1")
    game.apply("target Bob")
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Swamp", "Plains"]
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert game.state.objects[game.state.battlefield[0]].counters["loyalty"] == 5


def test_jace_plus_one_draw_from_an_empty_library_wins() -> None:
    """Jace's first ability (104.2b / 614.11): milling yourself to zero, then drawing with
    the +1, wins the game instead of losing."""
    game, _ = game_at({"library": ["Forest", "Island"],
                       "battlefield": ["Jace, Wielder of Mysteries"]})
    activate(game, "Jace", "+1")
    game.apply("target Alice")
    resolve(game)
    assert game.winners() == ["Alice"]


def test_jace_minus_eight_with_fewer_than_seven_cards() -> None:
    """Jace's −8 (ruling): with fewer than seven cards, Alice draws the rest and the next
    draw, from an empty library, is replaced by the first ability: she wins."""
    game, _ = game_at({"library": ["Island"] * 3,
                       "battlefield": [{"card": "Jace, Wielder of Mysteries", "loyalty": 9}]})
    activate(game, "Jace", "−8")
    resolve(game)
    assert game.winners() == ["Alice"] and drawn(game, ALICE) == 3
    assert not cites(game, "121.4")


def test_jace_minus_eight_with_cards_left_doesnt_win() -> None:
    """Jace's −8: with more than seven cards the library isn't empty, so no win."""
    game, _ = game_at({"library": ["Island"] * 9,
                       "battlefield": [{"card": "Jace, Wielder of Mysteries", "loyalty": 8}]})
    activate(game, "Jace", "−8")
    resolve(game)
    assert not game.is_over and drawn(game, ALICE) == 7


# -- Laboratory Maniac ------------------------------------------------------------------------
def test_lab_maniac_doesnt_replace_a_draw_with_cards_left() -> None:
    """Laboratory Maniac's Oracle text: only a draw "while your library has no cards in it"
    is replaced."""
    game, _ = game_at({"hand": ["Opt"], "library": ["Forest"],
                       "battlefield": ["Island", "Laboratory Maniac"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")
    assert zone(game, ALICE, "hand") == ["Forest"] and not game.is_over


def test_lab_maniac_in_the_draw_step() -> None:
    """504.1 / 104.2b: the draw step's turn-based draw from an empty library wins instead."""
    game, _ = game_at({"library": [], "battlefield": ["Laboratory Maniac"]},
                      step="draw", stage="begin")
    assert game.winners() == ["Alice"]


# -- Platinum Angel -----------------------------------------------------------------------------
def test_platinum_angel_lets_its_controller_win() -> None:
    """Platinum Angel's Oracle text: only opponents can't win; its controller's Laboratory
    Maniac still wins."""
    game, _ = game_at({"hand": ["Opt"], "library": [],
                       "battlefield": ["Island", "Laboratory Maniac", "Platinum Angel"]})
    cast(game, "Opt")
    resolve(game)
    assert game.winners() == ["Alice"]


def test_platinum_angel_has_flying() -> None:
    """702.9: Platinum Angel keeps its printed flying."""
    game, labels = game_at({"battlefield": [{"card": "Platinum Angel", "label": "a"}]})
    assert characteristics(game.state, labels["a"]).has("flying")


# -- Notion Thief ----------------------------------------------------------------------------
def test_notion_thief_first_draw_of_draw_step_is_exempt() -> None:
    """Notion Thief's Oracle text: Bob's first draw in his draw step is his; Howling Mine's
    additional draw is Alice's instead."""
    game, _ = game_at({"battlefield": ["Notion Thief"], "library": ["Plains"]},
                      {"battlefield": ["Howling Mine"], "library": ["Forest", "Island"]},
                      active="Bob", step="draw", stage="begin")
    assert zone(game, BOB, "hand") == ["Forest"]
    resolve(game)
    assert zone(game, BOB, "hand") == ["Forest"] and zone(game, ALICE, "hand") == ["Plains"]


def test_notion_thief_opponent_still_does_the_rest() -> None:
    """Notion Thief ruling: if Bob is told to draw then do something else (Brainstorm), Alice
    draws instead and Bob still puts two cards back."""
    game, _ = game_at({"battlefield": ["Notion Thief"], "library": ["Plains"] * 3},
                      {"hand": ["Brainstorm", "Forest", "Island"], "library": ["Swamp"],
                       "battlefield": ["Island"]}, active="Bob")
    cast(game, "Brainstorm")
    resolve(game)
    choose(game, "pick Forest")
    choose(game, "pick Island")
    assert zone(game, ALICE, "hand") == ["Plains"] * 3 and zone(game, BOB, "hand") == []
    assert zone(game, BOB, "library") == ["Island", "Forest", "Swamp"]


def test_notion_thief_has_flash() -> None:
    """702.8a / Notion Thief: cast with flash in response to Bob's Divination, it makes both
    of Bob's draws Alice's."""
    game, _ = game_at({"hand": ["Notion Thief"], "library": ["Plains"] * 2,
                       "battlefield": ["Island", "Island", "Swamp", "Swamp"]},
                      {"hand": ["Divination"], "library": ["Forest", "Island"],
                       "battlefield": ["Island"] * 3}, active="Bob")
    cast(game, "Divination")
    game.apply("pass")                                # Alice responds
    cast(game, "Notion Thief")
    resolve(game)
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Plains", "Plains"] and zone(game, BOB, "hand") == []


# -- Chains of Mephistopheles -----------------------------------------------------------------------
def test_chains_with_an_empty_hand_mills() -> None:
    """Chains ruling: with no card to discard the player mills a card and draws nothing;
    even from an empty library they don't lose."""
    game, _ = game_at({"hand": ["Opt"], "library": ["Forest", "Island"],
                       "battlefield": ["Island", "Chains of Mephistopheles"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")
    # The mill happens while Opt is still resolving on the stack (608.2n comes after).
    assert zone(game, ALICE, "hand") == [] and zone(game, ALICE, "graveyard") == ["Forest", "Opt"]
    assert drawn(game, ALICE) == 0 and cites(game, "701.17a")
    game, _ = game_at({"hand": ["Opt"], "library": [],
                       "battlefield": ["Island", "Chains of Mephistopheles"]})
    cast(game, "Opt")
    resolve(game)
    assert not game.is_over and "attempts to draw" not in log(game)


def test_chains_discard_then_draw_from_an_empty_library_loses() -> None:
    """Chains ruling: after discarding, the player draws; from an empty library that is an
    attempt to draw, and they lose (704.5b)."""
    game, _ = game_at({"hand": ["Opt", "Plains"], "library": [],
                       "battlefield": ["Island", "Chains of Mephistopheles"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "pick Plains")
    assert game.losers() == ["Alice"]


def test_chains_spares_the_draw_step_draw_only() -> None:
    """Chains ruling: the first draw of a player's draw step is exempt; Howling Mine's
    additional draw is replaced (discard, then draw)."""
    game, _ = game_at({"hand": ["Plains"], "library": ["Forest", "Island"],
                       "battlefield": ["Howling Mine", "Chains of Mephistopheles"]},
                      step="draw", stage="begin")
    assert zone(game, ALICE, "hand") == ["Plains", "Forest"]
    resolve(game)
    assert kind(game) is DecisionKind.PICK
    choose(game, "pick Plains")
    assert zone(game, ALICE, "hand") == ["Forest", "Island"]


# -- Plagiarize ----------------------------------------------------------------------------------
def test_plagiarize_steals_each_draw() -> None:
    """Plagiarize's Oracle text / 121.2: each of Bob's draws that turn is Alice's instead."""
    game, _ = game_at({"hand": ["Plagiarize"], "library": ["Plains"] * 3,
                       "battlefield": ["Island"] * 4},
                      {"hand": ["Divination"], "library": ["Forest", "Island"],
                       "battlefield": ["Island"] * 3}, active="Bob")
    game.apply("pass")
    cast(game, "Plagiarize", target="Bob")
    resolve(game)
    cast(game, "Divination")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Plains", "Plains"] and zone(game, BOB, "hand") == []
    assert drawn(game, BOB) == 0 and drawn(game, ALICE) == 2
