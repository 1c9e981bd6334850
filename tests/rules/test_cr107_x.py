"""107.3: X. Announcing it (107.3a), X in mana value on the stack and 0 elsewhere (202.3e,
107.3g), and the X of enters-the-battlefield abilities (107.3m, seed sentences [G10],
[G11])."""

from __future__ import annotations

from mana_helpers import Table

from helpers import position
from manastack.rules.mana_abilities import entering_x, mana_value_of

WHITECLAY = ("{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your "
             "graveyard to the battlefield.")
LIBRARY = ["Island"] * 6


def test_x_is_announced_as_the_spell_is_cast() -> None:
    """107.3a, 601.2b: casting Endless One asks for X, bounded by the mana Alice could make;
    the cost paid is {X} = 3."""
    t = Table(position({"hand": ["Endless One"], "battlefield": ["Forest"] * 4}))
    t.do("cast Endless One")
    assert t.kind() == "x"
    assert t.options() == ["X=0", "X=1", "X=2", "X=3", "X=4"]
    t.do("X=3", "pay {3} automatically")
    assert sum(1 for i in t.state.battlefield if t.state.objects[i].tapped) == 3


def test_x_counts_in_mana_value_on_the_stack() -> None:
    """202.3e, 107.3a: on the stack Hangarback Walker with X=2 has mana value 4; its cost
    {X}{X} was {4}."""
    t = Table(position({"hand": ["Hangarback Walker"], "battlefield": ["Forest"] * 4}))
    t.do("cast Hangarback Walker", "X=2", "pay {4} automatically")
    spell = t.state.stack[-1]
    assert mana_value_of(t.state, spell) == 4


def test_x_is_zero_in_other_zones() -> None:
    """107.3g: in a hand or graveyard, {X} is 0: Hangarback Walker's mana value is 0 there."""
    t = Table(position({"hand": [{"card": "Hangarback Walker", "label": "hand"}],
                        "graveyard": [{"card": "Endless One", "label": "grave"}]}))
    assert mana_value_of(t.state, t.id("hand")) == 0
    assert mana_value_of(t.state, t.id("grave")) == 0


def test_enters_with_x_counters_uses_the_spells_x() -> None:
    """[G10] 107.3m: Endless One cast with X=3 enters with three +1/+1 counters."""
    t = Table(position({"hand": ["Endless One"], "battlefield": ["Forest"] * 3}))
    t.do("cast Endless One", "X=3", "pay {3} automatically")
    t.pass_all()
    one = t.permanent("Endless One")
    assert t.state.objects[one].counters == {"+1/+1": 3}
    assert t.cites("107.3m")


def test_the_permanents_own_x_is_zero() -> None:
    """[G10][G11] 107.3m (an exception to 107.3i): the Hangarback Walker cast with X=2 has
    two counters from its spell's X, yet as a permanent its X, and so its mana value, is 0."""
    t = Table(position({"hand": ["Hangarback Walker"], "battlefield": ["Forest"] * 4}))
    t.do("cast Hangarback Walker", "X=2", "pay {4} automatically")
    t.pass_all()
    walker = t.permanent("Hangarback Walker")
    assert t.state.objects[walker].counters == {"+1/+1": 2}
    assert mana_value_of(t.state, walker) == 0
    assert entering_x(t.state, walker) == 2


def test_an_enters_triggered_ability_uses_the_spells_x() -> None:
    """[G10][G11] 107.3m: Gadwick, the Wizened cast with X=2 draws two cards as it enters,
    though its own mana value on the battlefield counts X as 0."""
    t = Table(position({"hand": ["Gadwick, the Wizened"], "battlefield": ["Island"] * 5,
                        "library": LIBRARY}))
    t.do("cast Gadwick, the Wizened", "X=2", "pay {2}{U}{U}{U} automatically")
    t.pass_all()                       # Gadwick resolves; its trigger goes on the stack
    assert t.stack() == ["Gadwick, the Wizened"]
    t.pass_all()                       # the trigger resolves
    assert len(t.state.players[0].hand) == 2
    gadwick = t.permanent("Gadwick, the Wizened")
    assert mana_value_of(t.state, gadwick) == 3


def test_x_is_zero_for_a_permanent_put_onto_the_battlefield_without_casting() -> None:
    """[G10] 107.3m: Endless One returned from the graveyard by Order of Whiteclay wasn't a
    spell, so X is 0: it enters with no counters and dies as a 0/0 (704.5f)."""
    t = Table(position({"battlefield": [{"card": "Order of Whiteclay", "label": "order",
                                         "tapped": True}, "Plains", "Plains", "Plains"],
                        "graveyard": [{"card": "Endless One", "label": "one"}]}))
    t.do(f"activate $order: {WHITECLAY}", "target $one", "pay {1}{W}{W} automatically")
    t.pass_all()
    assert "Endless One" not in t.names("battlefield")
    assert t.names("graveyard") == ["Endless One"]
    assert t.log_has("enters with 0 +1/+1 counter(s)")


def test_hangarback_walker_put_onto_the_battlefield_dies_without_thopters() -> None:
    """[G10] 107.3m: Hangarback Walker returned by Order of Whiteclay has X = 0: no counters,
    it dies at once, and its dies trigger creates no Thopters."""
    t = Table(position({"battlefield": [{"card": "Order of Whiteclay", "label": "order",
                                         "tapped": True}, "Plains", "Plains", "Plains"],
                        "graveyard": [{"card": "Hangarback Walker", "label": "walker"}]}))
    t.do(f"activate $order: {WHITECLAY}", "target $walker", "pay {1}{W}{W} automatically")
    t.pass_all()                        # the ability resolves; the Walker dies (704.5f)
    while t.stack():
        t.pass_all()                    # its dies trigger resolves
    assert "Thopter" not in t.names("battlefield")
    assert t.names("graveyard") == ["Hangarback Walker"]


def test_cancelling_an_x_spell_during_payment_undoes_it() -> None:
    """107.3a, 732.1: announcing X then cancelling the payment returns to the moment before
    casting, exactly (the same state hash)."""
    t = Table(position({"hand": ["Endless One"], "battlefield": ["Forest"] * 2}))
    before = t.game.state_hash()
    t.do("cast Endless One", "X=2", f"mana Forest#{t.state.battlefield[0]}: {{T}}: Add {{G}}.")
    t.game.cancel()
    assert t.kind() == "priority"
    assert t.names("hand") == ["Endless One"]
    assert t.stack() == [] and t.pool() == ""
    assert not any(t.state.objects[i].tapped for i in t.state.battlefield)
    assert t.game.state_hash() == before
