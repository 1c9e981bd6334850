"""709 split cards and 400.11 outside the game, with Research // Development (whose card
data keeps only Research's half: the card is written out from its Oracle text)."""

from __future__ import annotations

from draw_helpers import cast, choose, cites, drawn, kind, log, resolve
from helpers import ALICE, BOB, game_at, position, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics
from manastack.scenario import build_state

SPLIT = "Research // Development"
LANDS = ["Island", "Island", "Mountain", "Forest", "Plains"]


def test_split_card_in_hand_has_both_halves() -> None:
    """709.4 / 709.4b: outside the stack a split card has both names' card, the combined mana
    cost (mana value 7) and the colors of both halves."""
    game, labels = game_at({"hand": [{"card": SPLIT, "label": "rd"}]})
    card = game.state.objects[labels["rd"]].card
    assert card.name == SPLIT and card.mana_value() == 7
    assert characteristics(game.state, labels["rd"]).colors == {"G", "U", "R"}


def test_each_half_is_cast_on_its_own() -> None:
    """709.3 / 709.3a: the player chooses a half before casting it; only that half is
    evaluated: with {G}{U} available only Research can be cast."""
    game, _ = game_at({"hand": [SPLIT], "battlefield": ["Forest", "Island"]})
    halves = [t for t in texts(game) if t.startswith(f"cast {SPLIT}")]
    assert [t.rsplit(" as ", 1)[1] for t in halves] == ["Research"]
    game, _ = game_at({"hand": [SPLIT], "battlefield": LANDS})
    halves = [t for t in texts(game) if t.startswith(f"cast {SPLIT}")]
    assert [t.rsplit(" as ", 1)[1] for t in halves] == ["Research", "Development"]


def test_only_the_cast_half_exists_on_the_stack() -> None:
    """709.3b / 709.4: on the stack only Development's characteristics exist (mana value 5,
    blue and red); in the graveyard the card has both halves again."""
    game, _ = game_at({"hand": [SPLIT], "battlefield": LANDS})
    cast(game, SPLIT, half="Development")
    spell = game.state.stack[-1]
    chars = characteristics(game.state, spell)
    assert chars.name == "Development" and chars.colors == {"U", "R"}
    assert game.state.objects[spell].card.mana_value() == 5
    assert "Development#" in log(game) and cites(game, "601.2a")
    resolve(game)
    while kind(game) is DecisionKind.MAY:
        game.apply("no")
    assert zone(game, ALICE, "graveyard") == [SPLIT]


def test_drawing_a_split_card_is_one_card() -> None:
    """709.2: a player who draws a split card has drawn one card."""
    game, _ = game_at({"hand": ["Opt"], "battlefield": ["Island"], "library": [SPLIT, "Forest"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")
    assert zone(game, ALICE, "hand") == [SPLIT] and drawn(game, ALICE) == 1


def test_development_opponent_may_have_you_draw() -> None:
    """Development's Oracle text: each time, an opponent may have the caster draw a card
    instead of a token being created (121.3a: the choice is the opponent's)."""
    game, _ = game_at({"hand": [SPLIT], "battlefield": LANDS, "library": ["Swamp", "Wastes"]})
    cast(game, SPLIT, half="Development")
    resolve(game)
    answers = ["no", "yes", "no"]
    while kind(game) is DecisionKind.MAY:
        assert game.decision is not None and game.decision.player == BOB
        game.apply(answers.pop(0))
    assert zone(game, ALICE, "hand") == ["Swamp"] and drawn(game, ALICE) == 1
    assert [o.card.name for o in game.state.permanents() if o.kind == "token"] == ["Elemental"] * 2


def test_development_choice_with_an_empty_library() -> None:
    """121.3a: with an empty library the opponent can still have the caster draw; it's an
    attempt to draw from an empty library, and the caster loses (704.5b)."""
    game, _ = game_at({"hand": [SPLIT], "battlefield": LANDS, "library": []})
    cast(game, SPLIT, half="Development")
    resolve(game)
    game.apply("yes")
    while kind(game) is DecisionKind.MAY:
        game.apply("no")
    resolve_all(game)
    assert game.is_over and game.losers() == ["Alice"] and cites(game, "704.5b")


def resolve_all(game: Game) -> None:
    while game.state.stack and kind(game) is DecisionKind.PRIORITY:
        resolve(game)


def test_development_under_narset() -> None:
    """121.2b / 121.3a: under Bob's Narset, Alice (his opponent) can still be had draw her
    first card of the turn; after that her draws can't happen, so Bob isn't asked again."""
    game, _ = game_at({"hand": [SPLIT], "battlefield": LANDS, "library": ["Swamp", "Wastes"]},
                      {"battlefield": ["Narset, Parter of Veils"]})
    cast(game, SPLIT, half="Development")
    resolve(game)
    assert kind(game) is DecisionKind.MAY
    game.apply("yes")
    assert kind(game) is DecisionKind.PRIORITY
    assert zone(game, ALICE, "hand") == ["Swamp"]
    assert log(game).count("no opponent can have Alice draw a card: Narset") == 2


def _research_game(outside: tuple[str, ...]) -> Game:
    state, _ = build_state(position({"hand": [SPLIT], "battlefield": ["Forest", "Island"],
                                     "library": ["Plains"] * 3}))
    state.player_w(ALICE).outside = outside
    return Game.from_state(state)


def test_research_shuffles_cards_from_outside_the_game() -> None:
    """400.11 / 400.11b / 701.24a: Research brings up to four cards Alice owns from outside
    the game (her sideboard) into her library as new objects, then she shuffles."""
    game = _research_game(("Lightning Bolt", "Shock", "Divination", "Opt", "Murder"))
    cast(game, SPLIT, half="Research")
    resolve(game)
    for name in ("Lightning Bolt", "Opt"):
        choose(game, f"pick {name}")
    choose(game, "done")
    library = zone(game, ALICE, "library")
    assert sorted(library) == ["Lightning Bolt", "Opt", "Plains", "Plains", "Plains"]
    assert game.state.players[ALICE].outside == ("Shock", "Divination", "Murder")
    assert all(game.state.objects[i].owner == ALICE for i in game.state.players[ALICE].library)
    assert cites(game, "400.11b") and cites(game, "701.24a")


def test_research_at_most_four() -> None:
    """Research's Oracle text: "up to four": after four choices no more are asked."""
    game = _research_game(("Shock",) * 6)
    cast(game, SPLIT, half="Research")
    resolve(game)
    for _ in range(4):
        choose(game, "pick Shock")
    assert kind(game) is DecisionKind.PRIORITY
    assert game.state.players[ALICE].outside == ("Shock",) * 2


def test_split_spell_survives_save_and_load() -> None:
    """709.3b: a save with Development on the stack loads as the same game and resolves the
    same way."""
    game, _ = game_at({"hand": [SPLIT], "battlefield": LANDS})
    cast(game, SPLIT, half="Development")
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    assert characteristics(loaded.state, loaded.state.stack[-1]).name == "Development"
