"""302.6: a creature's {T} and {Q} abilities need continuous control since its controller's
most recent turn began, control changes included (seed sentences [G15], [G16], [G20],
[G21]); tapping or untapping other creatures as a cost is not restricted."""

from __future__ import annotations

from mana_helpers import Table, advance

from helpers import position
from manastack.game import Game
from manastack.rules.casting import summoning_sick
from manastack.rules.control import observe_control
from manastack.rules.layers import characteristics
from manastack.rules.state import EffectRecord
from manastack.scenario import build_state

ELVES = "{T}: Add {G}."
DRUM = "{T}, Tap an untapped creature you control: Add one mana of any color."
FATESTITCHER = "{T}: You may tap or untap another target permanent."
PILI_PALA = "{2}, {Q}: Add one mana of any color."
LIBRARY = ["Island"] * 8        # so that nobody loses by drawing from an empty library


def _steal_elves() -> Table:
    """Alice casts Mind Control on Bob's Llanowar Elves (controlled by Bob for ages)."""
    t = Table(position({"hand": ["Mind Control"], "battlefield": ["Island"] * 5,
                        "library": LIBRARY},
                       {"battlefield": [{"card": "Llanowar Elves", "label": "elf"}],
                        "library": LIBRARY}))
    t.do("cast Mind Control", "target $elf", "pay {3}{U}{U} automatically")
    t.pass_all()
    assert characteristics(t.state, t.id("elf")).controller == t.player("Alice")
    return t


def test_a_creature_stolen_this_turn_cant_tap_for_mana() -> None:
    """[G15][G16] 302.6: Llanowar Elves Alice gained control of this turn with Mind Control
    can't use its {T} ability, though Bob had controlled it for turns."""
    t = _steal_elves()
    assert not t.legal(f"activate $elf: {ELVES}")
    t.rejects(f"activate $elf: {ELVES}", "302.6")


def test_a_creature_stolen_this_turn_cant_attack() -> None:
    """302.6: nor can it attack this turn: Alice has no creature able to attack."""
    t = _steal_elves()
    advance(t, 3, "declare attackers")
    assert t.state.combat is not None and t.state.combat.attackers == ()
    assert not t.obj("elf").tapped


def test_a_stolen_creature_taps_on_its_new_controllers_next_turn() -> None:
    """[G15] 302.6: by Alice's next turn she has controlled the Elves continuously since
    that turn began."""
    t = _steal_elves()
    advance(t, 5)
    t.do(f"activate $elf: {ELVES}")
    assert t.pool() == "{G}"


def test_the_old_controller_cant_tap_it_during_their_own_turn_after_losing_it() -> None:
    """[G15] 302.6: during Bob's turn 4 the stolen Elves is Alice's; Bob can't use it."""
    t = _steal_elves()
    advance(t, 4)
    assert not t.legal(f"activate $elf: {ELVES}")


def test_a_creature_taken_back_this_turn_is_summoning_sick_again() -> None:
    """[G15] 302.6: Bob's Mind Control had Alice's Elves; Alice destroys it this turn, so
    the Elves is hers again but hasn't been continuously since her turn began."""
    t = Table(position({"hand": ["Disenchant"],
                        "battlefield": [{"card": "Llanowar Elves", "label": "elf"}, "Plains",
                                        "Plains"]},
                       {"battlefield": [{"card": "Mind Control", "label": "control",
                                         "attached_to": "elf"}]}))
    assert characteristics(t.state, t.id("elf")).controller == t.player("Bob")
    t.do("cast Disenchant", "target $control", "pay {1}{W} automatically")
    t.pass_all()
    assert characteristics(t.state, t.id("elf")).controller == t.player("Alice")
    t.rejects(f"activate $elf: {ELVES}", "302.6")


def test_a_position_with_a_stolen_creature_keeps_its_stated_control() -> None:
    """[G15] 302.6: a position where Bob's Mind Control already enchants Alice's Elves means
    Bob has controlled it as the position says (since before his turn), so he can tap it."""
    t = Table(position({"battlefield": [{"card": "Mind Control", "attached_to": "elf"}]},
                       {"battlefield": [{"card": "Llanowar Elves", "label": "elf"}]}))
    t.do(f"activate $elf: {ELVES}")
    assert t.pool() == "{G}"


def test_control_returning_at_cleanup_is_not_new_on_the_next_turn() -> None:
    """[G15] 302.6: Alice controls Bob's Elves until end of turn (it is her turn 3); it
    returns to Bob in her cleanup step, before his turn begins, so he can tap it during his
    turn 4."""
    state, labels = build_state(position({"library": LIBRARY}, {"battlefield": [
        {"card": "Llanowar Elves", "label": "elf"}], "library": LIBRARY}, step="end"))
    elf = labels["elf"]
    state.effects = (EffectRecord("control", (0,), "2", state.new_timestamp(), (elf,),
                                  "end of turn"),)
    state.touch()
    t = Table.__new__(Table)
    t.game, t.labels = Game.from_state(state), labels
    assert characteristics(t.state, elf).controller == t.player("Alice")
    advance(t, 4)
    assert t.state.active == t.player("Bob")
    assert characteristics(t.state, elf).controller == t.player("Bob")
    t.do(f"activate $elf: {ELVES}")
    assert t.pool("Bob") == "{G}"


def test_observing_control_dates_a_change_from_the_current_turn() -> None:
    """302.6: a control change seen by the engine restarts the creature's continuous
    control in the current turn; until then the unobserved change already counts."""
    state, labels = build_state(position({"battlefield": [{"card": "Llanowar Elves",
                                                           "label": "elf"}]}, {}, turn=6))
    elf = labels["elf"]
    state.log_len = 1            # a game in progress, not a fresh position
    state.effects = (EffectRecord("control", (1,), "2", state.new_timestamp(), (elf,),
                                  "permanent"),)
    state.touch()
    obj = state.objects[elf]
    assert summoning_sick(state, obj)          # changed since last observed
    observe_control(state)
    assert state.objects[elf].control_since == 6
    assert state.objects[elf].control_seen == 1
    assert summoning_sick(state, state.objects[elf])


def test_tapping_another_creature_for_a_cost_ignores_summoning_sickness() -> None:
    """302.6: Springleaf Drum may tap a creature that came under Alice's control this
    turn: only the creature's own {T} and {Q} abilities are restricted."""
    t = Table(position({"battlefield": [{"card": "Springleaf Drum", "label": "drum"},
                                        {"card": "Grizzly Bears", "label": "bears", "sick": True}]}))
    t.do(f"activate $drum: {DRUM}", "pick $bears", "add {U}")
    assert t.pool() == "{U}"
    assert t.obj("bears").tapped and t.obj("drum").tapped


def test_haste_lets_a_new_creature_use_its_tap_ability() -> None:
    """[G15] 302.6, 702.10: Fatestitcher returned by unearth has haste, so its {T} ability
    can be activated at once."""
    t = Table(position({"graveyard": [{"card": "Fatestitcher", "label": "card"}],
                        "battlefield": ["Island", {"card": "Forest", "label": "forest",
                                                   "tapped": True}]}))
    t.do("activate $card: Unearth {U}", "pay {U} automatically")
    t.pass_all()
    stitcher = next(i for i in t.state.battlefield
                    if t.state.objects[i].card.name == "Fatestitcher")
    t.do(f"activate Fatestitcher#{stitcher}: {FATESTITCHER}", "target $forest")
    t.pass_all()
    t.do("untap $forest")
    assert not t.obj("forest").tapped


def test_a_tapped_pili_pala_stolen_this_turn_cant_untap() -> None:
    """[G20][G21] 302.6: a creature's {Q} ability is restricted like {T}."""
    t = Table(position({"hand": ["Mind Control"],
                        "battlefield": ["Island"] * 5, "pool": "{2}"},
                       {"battlefield": [{"card": "Pili-Pala", "label": "pili", "tapped": True}]}))
    t.do("cast Mind Control", "target $pili", "pay {3}{U}{U} automatically")
    t.pass_all()
    t.rejects(f"activate $pili: {PILI_PALA}", "302.6")
