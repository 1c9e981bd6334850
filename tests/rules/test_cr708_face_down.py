"""Face-down spells and permanents (708): a 2/2 with no name, text, subtypes or cost
(708.2a), cast with morph (702.37c) or manifested (701.40a); its controller may look at it,
the others see a face-down 2/2 (708.5); turning it face up is a special action (116.2b,
702.37e, 701.40b); it is revealed as it leaves the battlefield or the stack and at the end
of the game (708.9); saves, forks and samples keep it."""

from __future__ import annotations

import json
import random

import pytest

from draw_helpers import cast, choose, kind, resolve
from helpers import ALICE, BOB, game_at, texts
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.face_down import morph_of
from manastack.rules.layers import characteristics

LANDS = ["Mountain"] * 5 + ["Forest"] * 2 + ["Plains"] * 2


def pay_all(game: Game) -> None:
    while kind(game) is DecisionKind.MANA_PAYMENT:
        choose(game, "pay")


def cast_face_down(game: Game, name: str) -> int:
    """Cast `name` from the hand face down (702.37c); the id of the face-down spell."""
    option = next(o for o in game.legal_choices()
                  if o.verb == "morph" and str(o).startswith(f"cast {name}#"))
    game.apply(option)
    pay_all(game)
    return game.state.stack[-1]


def turn_up(game: Game, oid: int, way: str = "morph") -> None:
    game.apply(next(o for o in game.legal_choices() if o.verb == "turn" and o.args == (oid, way)))
    pay_all(game)


def morph_game(*hand: str, lands: list[str] | None = None, library: tuple[str, ...] = (),
               bob_hand: tuple[str, ...] = ()) -> Game:
    game, _ = game_at({"hand": list(hand), "battlefield": lands or LANDS,
                       "library": list(library) or ["Island", "Island", "Island"]},
                      {"hand": list(bob_hand), "battlefield": ["Mountain"],
                       "library": ["Plains", "Wastes"]})
    return game


def face_down_on_battlefield(game: Game, name: str = "Canyon Lurkers") -> int:
    cast_face_down(game, name)
    resolve(game)
    return game.state.battlefield[-1]


def test_702_37c_a_morph_spell_is_a_face_down_2_2_for_3() -> None:
    """702.37c / 708.2, 708.2a / 708.4: cast face down for {3}, the spell is a 2/2 creature with no
    name, text, subtypes or mana cost; its controller sees the card (708.5), Bob sees only a
    face-down spell cast with morph, and nothing in his view or log names it."""
    game = morph_game("Canyon Lurkers")
    spell = cast_face_down(game, "Canyon Lurkers")
    chars = characteristics(game.state, spell)
    assert (chars.name, chars.power, chars.toughness, chars.types) == ("", 2, 2, {"Creature"})
    assert not chars.abilities and not chars.subtypes and not chars.colors
    assert sum(1 for p in game.state.permanents() if p.tapped) == 3       # {3}, not {4}{R}
    mine = game.view(ALICE)["stack"][-1]
    theirs = game.view(BOB)["stack"][-1]
    assert (mine["card"], mine["face_down"]) == ("Canyon Lurkers", "morph")
    assert (theirs["card"], theirs["face_down"], theirs["power"]) == (None, "morph", 2)
    assert "Canyon Lurkers" not in json.dumps(game.view(BOB)) + game.log_text(BOB)
    assert "casts a face-down creature spell" in game.log_text(BOB)
    resolve(game)
    permanent = game.state.objects[game.state.battlefield[-1]]
    assert permanent.hidden_card is not None and permanent.hidden_card.name == "Canyon Lurkers"
    assert game.view(BOB)["battlefield"][-1]["card"] is None
    assert game.view(None)["battlefield"][-1]["card"] is None     # a spectator: not all know


def test_702_37d_a_card_without_morph_is_not_cast_face_down() -> None:
    """702.37d: only a morph ability lets a card be cast face down, and only when a
    creature spell could be cast (sorcery timing, 307.1 / 708.4)."""
    game = morph_game("Grizzly Bears", "Canyon Lurkers")
    downs = [str(o) for o in game.legal_choices() if o.verb == "morph"]
    assert downs == [next(t for t in texts(game) if "face down" in t)]
    assert "Canyon Lurkers" in downs[0]
    game.apply("pass")
    assert not any(o.verb == "morph" for o in game.legal_choices())     # Bob's priority


def test_702_37e_turning_face_up_is_a_special_action() -> None:
    """116.2b, 117.1c, 405.6 / 702.37e / 708.8: paying its morph cost turns it face up at once (a
    special action, no stack): the same object, now Canyon Lurkers 5/2, known to all, the log naming
    it."""
    game = morph_game("Canyon Lurkers", lands=LANDS + ["Mountain"] * 2)
    oid = face_down_on_battlefield(game)
    game.apply("pass")                         # Bob may act; then Alice again next step
    game.apply("pass")
    assert game.decision is not None and game.decision.player in (ALICE, BOB)
    while game.decision.player != ALICE:
        game.apply("pass")
    stack_before = game.state.stack
    turn_up(game, oid)
    assert game.state.stack == stack_before and oid in game.state.battlefield
    chars = characteristics(game.state, oid)
    assert (chars.name, chars.power, chars.toughness) == ("Canyon Lurkers", 5, 2)
    assert game.view(BOB)["battlefield"][-1]["card"] == "Canyon Lurkers"
    assert "702.37e: Alice turns" in game.log_text(BOB)


def test_702_37b_megamorph_puts_a_counter_as_it_turns_face_up() -> None:
    """702.37b: Aerie Bowmasters turned face up for its megamorph cost gets a +1/+1
    counter (3/4 -> 4/5); it keeps reach, its printed keyword."""
    game = morph_game("Aerie Bowmasters", lands=["Forest"] * 9)
    oid = face_down_on_battlefield(game, "Aerie Bowmasters")
    turn_up(game, oid, "megamorph")
    chars = characteristics(game.state, oid)
    assert (chars.power, chars.toughness, chars.has("reach")) == (4, 5, True)


def test_708_11_the_megamorph_counter_is_put_on_as_it_turns_face_up() -> None:
    """708.11, 702.37b: the +1/+1 counter of Aerie Bowmasters' megamorph cost is applied
    while it is turned face up, not afterward: the special action's last event is the
    turning itself, and from that moment the permanent is a 4/5 with its counter."""
    game = morph_game("Aerie Bowmasters", lands=["Forest"] * 9)
    oid = face_down_on_battlefield(game, "Aerie Bowmasters")
    turn_up(game, oid, "megamorph")
    last = game.log()[-1]
    assert last.rule == "702.37e" and last.text == f"Alice turns Aerie Bowmasters#{oid} face up"
    assert game.state.objects[oid].counters == {"+1/+1": 1}
    chars = characteristics(game.state, oid)
    assert (chars.name, chars.power, chars.toughness) == ("Aerie Bowmasters", 4, 5)


def test_701_40a_manifest_puts_the_top_card_face_down() -> None:
    """701.40a: Soul Summons manifests the top card: Alice may look at it (708.5), Bob sees
    a face-down 2/2 whose id doesn't say which library card it was; 701.40b: a manifested
    creature card turns face up for its mana cost, a land card can't."""
    game = morph_game("Soul Summons", "Soul Summons",
                      library=("Grizzly Bears", "Forest", "Island", "Island"))
    cast(game, "Soul Summons")
    resolve(game)
    bears = game.state.battlefield[-1]
    assert game.view(ALICE)["battlefield"][-1]["card"] == "Grizzly Bears"
    seen = game.view(BOB)["battlefield"][-1]
    assert (seen["card"], seen["face_down"], seen["power"]) == (None, "manifest", 2)
    assert "Grizzly Bears" not in json.dumps(game.view(BOB)) + game.log_text(BOB)
    cast(game, "Soul Summons")
    resolve(game)
    forest = game.state.battlefield[-1]
    turns = [o.args for o in game.legal_choices() if o.verb == "turn"]
    assert (bears, "manifest") in turns and not any(a[0] == forest for a in turns)
    turn_up(game, bears, "manifest")
    assert characteristics(game.state, bears).name == "Grizzly Bears"
    assert "701.40b" in game.log_text(BOB)


def test_708_9_a_face_down_permanent_is_revealed_as_it_dies() -> None:
    """708.9: Bob's Shock kills the face-down 2/2; as it moves to the graveyard Alice
    reveals it: Bob's view and log name it from then on."""
    game = morph_game("Canyon Lurkers", bob_hand=("Shock",))
    oid = face_down_on_battlefield(game)
    game.apply("pass")
    cast(game, "Shock", target=f"a face-down card#{oid}")
    resolve(game)
    assert oid not in game.state.battlefield
    grave = game.view(BOB)["players"][ALICE]["graveyard"]
    assert [c["card"] for c in grave] == ["Canyon Lurkers"]
    assert "708.9: Alice reveals the face-down" in game.log_text(BOB)


def test_708_9_the_end_of_the_game_reveals_face_down_permanents() -> None:
    """708.9: at the end of the game every face-down permanent is revealed to all."""
    game = morph_game("Canyon Lurkers")
    face_down_on_battlefield(game)
    assert game.view(None)["battlefield"][-1]["card"] is None
    game.concede("Bob")
    assert game.is_over
    assert game.view(BOB)["battlefield"][-1]["card"] == "Canyon Lurkers"


def test_708_5_twins_face_down_look_alike_to_bob() -> None:
    """708.5: two games alike but for the card Alice casts face down (Canyon Lurkers or
    Glacial Stalker) give Bob identical views and logs while it is face down."""
    views: list[list[str]] = []
    logs: list[str] = []
    for name in ("Canyon Lurkers", "Glacial Stalker"):
        game = morph_game(name, lands=["Island"] * 6)
        seen = [json.dumps(game.view(BOB))]
        face_down_on_battlefield(game, name)
        seen.append(json.dumps(game.view(BOB)))
        game.apply("pass")
        seen.append(json.dumps(game.view(BOB)))
        views.append(seen)
        logs.append(game.log_text(BOB))
        assert name not in "".join(seen) + logs[-1]
    assert views[0] == views[1] and logs[0] == logs[1]


def test_708_face_down_survives_save_fork_and_load() -> None:
    """A save keeps a face-down permanent as its card and how it is face down; a load, a
    fork and the state hash agree."""
    game = morph_game("Canyon Lurkers")
    face_down_on_battlefield(game)
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    for player in (ALICE, BOB, None):
        assert loaded.view(player) == game.view(player) == game.fork().view(player)
    obj = loaded.state.objects[loaded.state.battlefield[-1]]
    assert obj.hidden_card is not None and obj.face_down == "morph" and obj.card.name == ""


def test_708_a_save_with_a_bad_face_down_value_is_refused() -> None:
    """The save schema names the field: "face_down" is "morph" or "manifest" (708)."""
    game = morph_game("Canyon Lurkers")
    face_down_on_battlefield(game)
    data = json.loads(game.save())
    text = json.dumps(data).replace('"face_down": "morph"', '"face_down": "sideways"')
    with pytest.raises(ManastackError, match="face_down"):
        Game.load(text, require_hash=False)


def test_708_a_sample_redraws_what_bob_cannot_look_at() -> None:
    """A sample for Bob shows him the same view and log; the card under Alice's face-down
    permanent is redrawn among her cards he doesn't know, always one with morph (it was
    cast with morph, 702.37c), and the sample plays on."""
    game = morph_game("Canyon Lurkers", "Glacial Stalker", "Aerie Bowmasters")
    face_down_on_battlefield(game)
    under: set[str] = set()
    for seed in range(12):
        sample = game.sample(BOB, random.Random(seed))
        assert json.dumps(sample.view(BOB)) == json.dumps(game.view(BOB))
        assert sample.log_text(BOB) == game.log_text(BOB)
        card = sample.state.objects[sample.state.battlefield[-1]].hidden_card
        assert card is not None and morph_of(card) is not None
        under.add(card.name)
    assert len(under) > 1
    mine = game.sample(ALICE, random.Random(1))
    assert mine.state.objects[mine.state.battlefield[-1]].hidden_card.name == "Canyon Lurkers"
    sample.apply("pass")


def test_708_9_a_player_leaving_reveals_their_face_down_permanents() -> None:
    """708.9 / 800.4a: in a three-player game Alice concedes: her face-down permanents
    leave with her, revealed; Carol's face-down permanent stays hidden from Bob."""
    game, _ = game_at({"hand": ["Canyon Lurkers"], "battlefield": LANDS,
                       "library": ["Island"] * 3},
                      {"library": ["Plains"] * 3},
                      carol={"battlefield": ["Island"] * 3, "library": ["Island"] * 3,
                             "hand": ["Glacial Stalker"]})
    face_down_on_battlefield(game)
    alices = game.state.battlefield[-1]
    assert game.view(BOB)["battlefield"][-1]["card"] is None
    game.concede("Alice")
    assert not game.is_over and alices not in game.state.battlefield
    assert "708.9: Alice reveals the face-down" in game.log_text(BOB)
    while game.decision is not None and game.state.players[game.state.active].name != "Carol":
        game.apply("pass" if "pass" in texts(game) else game.legal_choices()[0])
    while game.decision is not None and game.state.step.value != "precombat main":
        game.apply("pass" if "pass" in texts(game) else game.legal_choices()[0])
    cast_face_down(game, "Glacial Stalker")
    assert game.view(BOB)["stack"][-1]["card"] is None
    assert "Glacial Stalker" not in json.dumps(game.view(BOB)) + game.log_text(BOB)


def test_702_37e_the_morph_cost_is_shown_before_it_is_paid() -> None:
    """702.37e: to turn it face up Alice shows what its morph cost would be, then pays: Bob
    knows the card while she pays (a sample for him keeps it), and if she can't finish the
    payment nothing has happened."""
    game = morph_game("Canyon Lurkers", lands=["Mountain"] * 8)
    oid = face_down_on_battlefield(game)
    game.apply(next(o for o in game.legal_choices() if o.verb == "turn"))
    assert game.decision is not None and game.decision.kind is DecisionKind.MANA_PAYMENT
    assert game.view(BOB)["battlefield"][-1]["card"] == "Canyon Lurkers"
    assert "shows the morph cost {3}{R} of" in game.log_text(BOB)
    sample = game.sample(BOB, random.Random(3))
    assert sample.state.objects[oid].hidden_card.name == "Canyon Lurkers"
    pay_all(sample)
    assert characteristics(sample.state, oid).name == "Canyon Lurkers"
    game.cancel()
    assert game.view(BOB)["battlefield"][-1]["card"] is None


def test_708_9_a_countered_face_down_spell_is_revealed() -> None:
    """708.9: a face-down spell that leaves the stack for another zone than the
    battlefield (countered by Bob's Counterspell) is revealed as it goes."""
    game, _ = game_at({"hand": ["Canyon Lurkers"], "battlefield": LANDS,
                       "library": ["Island"] * 3},
                      {"hand": ["Counterspell"], "battlefield": ["Island", "Island"],
                       "library": ["Plains"] * 3})
    spell = cast_face_down(game, "Canyon Lurkers")
    game.apply("pass")
    cast(game, "Counterspell", target=f"a face-down card#{spell}")
    resolve(game)
    assert [c["card"] for c in game.view(BOB)["players"][ALICE]["graveyard"]] == \
        ["Canyon Lurkers"]
    assert "708.9: Alice reveals the face-down" in game.log_text(BOB)


def test_701_40c_a_manifested_morph_card_turns_up_either_way() -> None:
    """701.40c: Soul Summons manifests Canyon Lurkers (morph {3}{R}, mana cost {4}{R}):
    Alice may turn it face up by its morph procedure (702.37e) or by its mana cost
    (701.40b); turned up for its morph cost, it is Canyon Lurkers."""
    game = morph_game("Soul Summons", library=("Canyon Lurkers", "Island", "Island"),
                      lands=LANDS + ["Mountain"] * 2)
    cast(game, "Soul Summons")
    resolve(game)
    lurkers = game.state.battlefield[-1]
    turns = {o.args for o in game.legal_choices() if o.verb == "turn"}
    assert {(lurkers, "morph"), (lurkers, "manifest")} <= turns
    turn_up(game, lurkers, "morph")
    assert characteristics(game.state, lurkers).name == "Canyon Lurkers"
