"""Morph and megamorph (702.37), manifest (701.40) and surveil (701.25), compiled from
Oracle text and played on real cards: face-down 2/2s (708.2a) their controller may look
at (708.5), turned face up as a special action (116.2b), and surveil's knowledge."""

from __future__ import annotations

import json

from oracle_harness import cast, pass_until, template

from helpers import ALICE, BOB, choose, game_at, resolve, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.face_down import Morph
from manastack.rules.layers import characteristics


def pay_all(game: Game) -> None:
    while game.decision is not None and game.decision.kind is DecisionKind.MANA_PAYMENT:
        choose(game, "pay")


def morph_cast(game: Game, name: str) -> None:
    game.apply(next(o for o in game.legal_choices()
                    if o.verb == "morph" and str(o).startswith(f"cast {name}#")))
    pay_all(game)


@template("morph", "keyword_line", cards=("Branchsnap Lorian",))
def test_branchsnap_lorian_morphs_and_turns_face_up_with_trample() -> None:
    """702.37a, 702.37c, 702.37e: Branchsnap Lorian ("Trample / Morph {G}") is a 2/2 with no
    abilities face down (708.2a) and a 4/1 trampler once its morph cost {G} is paid."""
    game, _ = game_at({"hand": ["Branchsnap Lorian"], "battlefield": ["Forest"] * 4})
    lorian = game.state.objects[game.state.players[ALICE].hand[0]].card
    assert [a.text for a in lorian.abilities if isinstance(a, Morph)] == ["Morph {G}"]
    morph_cast(game, "Branchsnap Lorian")
    resolve(game)
    oid = game.state.battlefield[-1]
    chars = characteristics(game.state, oid)
    assert (chars.power, chars.toughness, chars.has("trample")) == (2, 2, False)
    game.apply(next(o for o in game.legal_choices() if o.verb == "turn"))
    pay_all(game)
    chars = characteristics(game.state, oid)
    assert (chars.name, chars.power, chars.toughness, chars.has("trample")) == \
        ("Branchsnap Lorian", 4, 1, True)


@template("morph", cards=("Dirgur Nemesis",))
def test_dirgur_nemesis_megamorph_face_down_attacks_then_turns_up_with_a_counter() -> None:
    """702.37b, 708.8: face down, Dirgur Nemesis (Defender, Megamorph {6}{U}) has no
    defender and may attack (302.6: it has been under Alice's control since her turn
    began); turned face up it is the same object, a 6/5 defender with a +1/+1 counter."""
    game, _ = game_at({"hand": ["Dirgur Nemesis"], "battlefield": ["Island"] * 10,
                       "library": ["Island"] * 5},
                      {"library": ["Plains"] * 5}, turn=3)
    morph_cast(game, "Dirgur Nemesis")
    resolve(game)
    oid = game.state.battlefield[-1]
    assert not characteristics(game.state, oid).has("defender")
    pass_until(game, "end", turn=3)
    pass_until(game, "beginning of combat", turn=5)
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack with a face-down card#{oid} -> Bob")
    game.apply("done declaring attackers")
    pass_until(game, "postcombat main", turn=5)
    assert game.state.players[BOB].life == 18
    game.apply(next(o for o in game.legal_choices() if o.verb == "turn"))
    pay_all(game)
    chars = characteristics(game.state, oid)
    assert (chars.power, chars.toughness, chars.has("defender")) == (7, 6, True)


@template("manifest", cards=("Ethereal Ambush",))
def test_ethereal_ambush_manifests_the_top_two_cards_one_at_a_time() -> None:
    """701.40a, 701.40e: Ethereal Ambush manifests the top two cards of Alice's library,
    one at a time: two face-down 2/2s that Alice may look at and Bob may not (708.5)."""
    lands = ["Forest"] * 3 + ["Island"] * 2 + ["Mountain"] * 4
    game, _ = game_at({"hand": ["Ethereal Ambush"], "battlefield": lands,
                       "library": ["Hill Giant", "Counterspell", "Island"]},
                      {"library": ["Plains"] * 3})
    cast(game, "Ethereal Ambush")
    resolve(game)
    downs = [o for o in game.view(ALICE)["battlefield"] if o.get("face_down") == "manifest"]
    assert sorted(o["card"] for o in downs) == ["Counterspell", "Hill Giant"]
    assert all((o["power"], o["toughness"]) == (2, 2) for o in downs)
    bob = json.dumps(game.view(BOB))
    assert "Hill Giant" not in bob and "Counterspell" not in bob
    assert zone(game, ALICE, "library") == ["Island"]
    turns = {o.args[0] for o in game.legal_choices() if o.verb == "turn"}
    giant = next(o["id"] for o in downs if o["card"] == "Hill Giant")
    assert turns == {giant}           # 701.40b: Counterspell is no creature card


@template("manifest", cards=("Sultai Emissary",))
def test_sultai_emissary_manifests_when_it_dies() -> None:
    """701.40a / 603.6c: when Sultai Emissary dies, Alice manifests the top card of her
    library; 708.9: the face-down 2/2 killed in turn is revealed as it leaves."""
    game, _ = game_at({"battlefield": ["Sultai Emissary"], "library": ["Grizzly Bears", "Island"]},
                      {"hand": ["Shock", "Lightning Bolt"], "battlefield": ["Mountain", "Mountain"]},
                      active="Bob")
    cast(game, "Shock", "Sultai Emissary")
    resolve(game)
    resolve(game)                      # the dies trigger
    down = game.state.battlefield[-1]
    assert game.state.objects[down].face_down == "manifest"
    assert "Grizzly Bears" not in game.log_text(BOB)
    cast(game, "Lightning Bolt", f"a face-down card#{down}")
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Sultai Emissary", "Grizzly Bears"]
    assert "708.9: Alice reveals" in game.log_text(BOB)


@template("surveil", cards=("Contingency Plan",))
def test_contingency_plan_surveil_puts_cards_in_the_graveyard_and_knows_the_rest() -> None:
    """701.25a: Contingency Plan (surveil 5) looks at the top five: Alice bins two, keeps
    three on top in the order she chooses, and knows them there; Bob sees the binned cards
    (a public zone) but not what stayed, in his view or his log."""
    game, _ = game_at({"hand": ["Contingency Plan"], "battlefield": ["Island", "Island"],
                       "library": ["Forest", "Swamp", "Hill Giant", "Island", "Plains",
                                   "Mountain"]})
    cast(game, "Contingency Plan")
    resolve(game)
    choose(game, "pick Forest")
    choose(game, "pick Swamp")
    choose(game, "done")
    choose(game, "pick Plains")
    choose(game, "pick Island")
    assert zone(game, ALICE, "graveyard") == ["Forest", "Swamp", "Contingency Plan"]
    assert zone(game, ALICE, "library") == ["Plains", "Island", "Hill Giant", "Mountain"]
    mine = [(c["position"], c["card"]) for c in game.view(ALICE)["players"][ALICE]["library"]]
    assert mine == [(0, "Plains"), (1, "Island"), (2, "Hill Giant")]
    assert game.view(BOB)["players"][ALICE]["library"] == []
    bob = game.log_text(BOB) + json.dumps(game.view(BOB))
    assert "Hill Giant" not in bob and "Plains" not in bob and "Forest" in bob


@template("surveil", cards=("Consider",))
def test_consider_surveil_1_then_draw() -> None:
    """701.25a then 121.1: Consider keeps the top card (Hill Giant) and draws it: Alice knew
    it, Bob only that a card was drawn."""
    game, _ = game_at({"hand": ["Consider"], "battlefield": ["Island"],
                       "library": ["Hill Giant", "Forest"]})
    cast(game, "Consider")
    resolve(game)
    choose(game, "done")
    assert zone(game, ALICE, "hand") == ["Hill Giant"]
    assert "Hill Giant" not in game.log_text(BOB)


@template("turned_face_up_self_trigger", "morph", cards=("Echo Tracer",))
def test_echo_tracer_triggers_when_turned_face_up_not_when_it_enters() -> None:
    """708.3 / 708.8 / 603.2: Echo Tracer enters face down with no abilities (nothing
    triggers); turned face up, "When this creature is turned face up, return target
    creature to its owner's hand" triggers and bounces Bob's Grizzly Bears."""
    game, _ = game_at({"hand": ["Echo Tracer"], "battlefield": ["Island"] * 6},
                      {"battlefield": ["Grizzly Bears"]})
    morph_cast(game, "Echo Tracer")
    resolve(game)
    assert not game.state.stack and game.decision is not None
    game.apply(next(o for o in game.legal_choices() if o.verb == "turn"))
    pay_all(game)
    assert game.state.stack                     # the trigger waits on the stack
    if game.decision is not None and game.decision.kind is DecisionKind.TARGET:
        choose(game, "target Grizzly Bears")
    resolve(game)
    assert zone(game, BOB, "hand") == ["Grizzly Bears"]


@template("turned_face_up_self_trigger", "morph", cards=("Bane of the Living",))
def test_bane_of_the_living_uses_the_x_of_its_morph_cost() -> None:
    """702.37f: Bane of the Living (Morph {X}{B}{B}) turned face up with X=2: "all creatures
    get -X/-X until end of turn" gives -2/-2, so Bob's Grizzly Bears die and the 4/3 Bane
    lives."""
    game, _ = game_at({"hand": ["Bane of the Living"], "battlefield": ["Swamp"] * 7},
                      {"battlefield": ["Grizzly Bears"]})
    morph_cast(game, "Bane of the Living")
    resolve(game)
    bane = game.state.battlefield[-1]
    game.apply(next(o for o in game.legal_choices() if o.verb == "turn"))
    choose(game, "X=2")
    pay_all(game)
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert (characteristics(game.state, bane).power, characteristics(game.state, bane).toughness) \
        == (2, 1)
