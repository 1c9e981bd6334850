"""107.5 and 107.6: the tap symbol {T} and the untap symbol {Q} in activation costs (seed
sentences [G12]-[G21]), with 302.6 for creatures' {T} and {Q} abilities."""

from __future__ import annotations

from mana_helpers import Table

from helpers import position
from manastack.cards.dsl import parse_cost
from manastack.rules.abilities import Cost
from manastack.rules.mana import ManaCost

SOL_RING = "{T}: Add {C}{C}."
ELVES = "{T}: Add {G}."
PILI_PALA = "{2}, {Q}: Add one mana of any color."
WHITECLAY = ("{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your "
             "graveyard to the battlefield.")
HANGARBACK = "{1}, {T}: Put a +1/+1 counter on this creature."
CRACKLE_TAP = ("{U/R}{U/R}, {T}, Tap two untapped red creatures you control: This creature deals "
               "3 damage to any target.")
CRACKLE_UNTAP = ("{U/R}{U/R}, {Q}, Untap two tapped blue creatures you control: Return target "
                 "creature to its owner's hand.")


def test_the_tap_symbol_is_written_t() -> None:
    """[G12] 107.5: {T} in a cost is the tap symbol, not a mana symbol."""
    cost = parse_cost("{1}, {T}")
    assert cost.tap and cost.mana == ManaCost.parse("{1}")
    assert str(Cost(tap=True)) == "{T}"


def test_the_tap_symbol_means_tap_this_permanent() -> None:
    """[G13] 107.5: activating Sol Ring's {T} ability taps Sol Ring."""
    t = Table(position({"battlefield": [{"card": "Sol Ring", "label": "ring"}]}))
    t.do(f"activate $ring: {SOL_RING}")
    assert t.obj("ring").tapped
    assert t.cites("107.5")
    assert t.pool() == "{C}{C}"


def test_a_tapped_permanent_cant_pay_the_tap_cost() -> None:
    """[G14] 107.5: a tapped Sol Ring can't be tapped again: the activation is rejected with
    the rule and the game is unchanged."""
    t = Table(position({"battlefield": [{"card": "Sol Ring", "label": "ring", "tapped": True}]}))
    assert not t.legal(f"activate $ring: {SOL_RING}")
    message = t.rejects(f"activate $ring: {SOL_RING}", "107.5")
    assert "already tapped" in message


def test_a_tapped_permanent_cant_pay_while_paying_a_cost() -> None:
    """[G14] 107.5, 605.3a: during a payment, a tapped land's mana ability isn't offered and
    choosing it is rejected with 107.5."""
    t = Table(position({"hand": ["Grizzly Bears"],
                        "battlefield": [{"card": "Forest", "label": "used", "tapped": True},
                                        {"card": "Forest", "label": "fresh"}, "Forest"]}))
    t.do("cast Grizzly Bears")
    assert t.kind() == "pay"
    assert not t.legal(f"mana $used: {ELVES}")
    t.rejects(f"mana $used: {ELVES}", "107.5")


def test_a_creatures_tap_ability_needs_continuous_control() -> None:
    """[G15][G16] 107.5, 302.6: Llanowar Elves that came under Alice's control this turn
    can't use its {T} ability; the rejection cites 302.6."""
    t = Table(position({"battlefield": [{"card": "Llanowar Elves", "label": "elf", "sick": True}]}))
    assert not t.legal(f"activate $elf: {ELVES}")
    t.rejects(f"activate $elf: {ELVES}", "302.6")


def test_a_creature_controlled_since_the_turn_began_can_tap() -> None:
    """[G15] 302.6: Llanowar Elves controlled since before Alice's turn began can tap for
    mana."""
    t = Table(position({"battlefield": [{"card": "Llanowar Elves", "label": "elf",
                                         "since_turn": 1}]}))
    t.do(f"activate $elf: {ELVES}")
    assert t.pool() == "{G}"


def test_summoning_sickness_is_only_for_creatures() -> None:
    """[G15][G16] 302.6: a noncreature artifact that entered this turn can use its {T}
    ability (Sol Ring); an artifact creature can't (Hangarback Walker)."""
    t = Table(position({"battlefield": [
        {"card": "Sol Ring", "label": "ring", "sick": True},
        {"card": "Hangarback Walker", "label": "walker", "sick": True,
         "counters": {"+1/+1": 1}}]}))
    t.do(f"activate $ring: {SOL_RING}")
    assert t.pool() == "{C}{C}"
    t.rejects(f"activate $walker: {HANGARBACK}", "302.6")


def test_the_untap_symbol_is_written_q() -> None:
    """[G17] 107.6: {Q} in a cost is the untap symbol."""
    cost = parse_cost("{2}, {Q}")
    assert cost.untap and not cost.tap and cost.mana == ManaCost.parse("{2}")
    assert str(Cost(untap=True)) == "{Q}"


def test_the_untap_symbol_means_untap_this_permanent() -> None:
    """[G18] 107.6: activating tapped Pili-Pala's {Q} ability untaps it."""
    t = Table(position({"battlefield": [{"card": "Pili-Pala", "label": "pili", "tapped": True}],
                        "pool": "{2}"}))
    t.do(f"activate $pili: {PILI_PALA}", "pay {2} from the mana pool", "add {W}")
    assert not t.obj("pili").tapped
    assert t.pool() == "{W}"
    assert t.cites("107.6")


def test_an_untapped_permanent_cant_pay_the_untap_cost() -> None:
    """[G19] 107.6: an untapped Pili-Pala can't be untapped to pay {Q}: rejected with the
    rule, nothing changes."""
    t = Table(position({"battlefield": [{"card": "Pili-Pala", "label": "pili"}], "pool": "{2}"}))
    assert not t.legal(f"activate $pili: {PILI_PALA}")
    message = t.rejects(f"activate $pili: {PILI_PALA}", "107.6")
    assert "already untapped" in message


def test_an_untapped_order_of_whiteclay_cant_use_its_ability() -> None:
    """[G19] 107.6: Order of Whiteclay's {Q} ability needs it tapped."""
    t = Table(position({"battlefield": [{"card": "Order of Whiteclay", "label": "order"},
                                        "Plains", "Plains", "Plains"],
                        "graveyard": ["Grizzly Bears"]}))
    t.rejects(f"activate $order: {WHITECLAY}", "107.6")


def test_a_creatures_untap_ability_needs_continuous_control() -> None:
    """[G20][G21] 107.6, 302.6: a tapped Pili-Pala that came under Alice's control this
    turn can't use its {Q} ability."""
    t = Table(position({"battlefield": [{"card": "Pili-Pala", "label": "pili", "tapped": True,
                                         "sick": True}], "pool": "{2}"}))
    assert not t.legal(f"activate $pili: {PILI_PALA}")
    t.rejects(f"activate $pili: {PILI_PALA}", "302.6")


def test_untap_ability_once_controlled_since_the_turn_began() -> None:
    """[G20] 302.6: the same tapped Order of Whiteclay, controlled since before the turn,
    returns a creature card."""
    t = Table(position({"battlefield": [{"card": "Order of Whiteclay", "label": "order",
                                         "tapped": True}, "Plains", "Plains", "Plains"],
                        "graveyard": [{"card": "Grizzly Bears", "label": "bears"}]}))
    t.do(f"activate $order: {WHITECLAY}", "target $bears", "pay {1}{W}{W} automatically")
    assert not t.obj("order").tapped
    t.pass_all()
    assert any(t.state.objects[i].card.name == "Grizzly Bears" for i in t.state.battlefield)


def test_tapping_other_creatures_as_a_cost_ignores_summoning_sickness() -> None:
    """[G15] 302.6: Crackleburr's cost taps two other red creatures; they may have come
    under Alice's control this turn (Crackleburr itself may not)."""
    t = Table(position({"battlefield": [
        {"card": "Crackleburr", "label": "crackle"},
        {"card": "Gray Ogre", "label": "ogre", "sick": True},
        {"card": "Goblin Piker", "label": "piker", "sick": True},
        "Mountain", "Mountain"]}, {}))
    t.do(f"activate $crackle: {CRACKLE_TAP}", "target Bob", "pay {U/R}{U/R} automatically",
         "pick $ogre", "pick $piker")
    assert t.obj("ogre").tapped and t.obj("piker").tapped and t.obj("crackle").tapped
    t.pass_all()
    assert t.life("Bob") == 17


def test_the_source_tapped_by_its_tap_symbol_cant_also_be_one_of_the_others() -> None:
    """[G14] 107.5: Crackleburr is red, but {T} taps it, so it can't be one of the two red
    creatures: with one other red creature the ability can't be activated (118.3)."""
    t = Table(position({"battlefield": [
        {"card": "Crackleburr", "label": "crackle"}, "Gray Ogre", "Mountain", "Mountain"]}, {}))
    assert not t.legal(f"activate $crackle: {CRACKLE_TAP}")
    t.rejects(f"activate $crackle: {CRACKLE_TAP}", "118.3")


def test_untapping_other_creatures_as_a_cost_ignores_summoning_sickness() -> None:
    """[G20] 302.6: Crackleburr's {Q} ability untaps two tapped blue creatures, which may
    be new to Alice's control; Crackleburr itself must have been hers since her turn began."""
    t = Table(position({"battlefield": [
        {"card": "Crackleburr", "label": "crackle", "tapped": True},
        {"card": "Wind Drake", "label": "drake", "tapped": True, "sick": True},
        {"card": "Cloudkin Seer", "label": "seer", "tapped": True, "sick": True},
        "Island", "Island"]},
        {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]}))
    t.do(f"activate $crackle: {CRACKLE_UNTAP}", "target $bears",
         "pay {U/R}{U/R} automatically", "pick $drake", "pick $seer")
    assert not any(t.obj(x).tapped for x in ("crackle", "drake", "seer"))
    t.pass_all()
    assert [t.state.objects[i].card.name for i in t.state.players[1].hand] == ["Grizzly Bears"]


def test_a_summoning_sick_crackleburr_cant_untap() -> None:
    """[G20][G21] 302.6: the {Q} ability of a Crackleburr new to Alice's control is
    rejected with 302.6 even though the other creatures could be untapped."""
    t = Table(position({"battlefield": [
        {"card": "Crackleburr", "label": "crackle", "tapped": True, "sick": True},
        {"card": "Wind Drake", "tapped": True}, {"card": "Cloudkin Seer", "tapped": True},
        "Island", "Island"]}, {"battlefield": ["Grizzly Bears"]}))
    t.rejects(f"activate $crackle: {CRACKLE_UNTAP}", "302.6")
