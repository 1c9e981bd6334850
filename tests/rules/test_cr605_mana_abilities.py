"""605: mana abilities, and paying mana costs with them (601.2g-h, 118): the rule the seed
sentence "See rule 605" ([G7]) points to, with "tap for mana" ([G6])."""

from __future__ import annotations

import pytest
from mana_helpers import Table

from helpers import position
from manastack.errors import IllegalChoiceError
from manastack.rules.abilities import ActivatedAbility
from manastack.rules.layers import characteristics

FOREST = "{T}: Add {G}."
BIRDS = "{T}: Add one mana of any color."
PILI_PALA = "{2}, {Q}: Add one mana of any color."
KCI = "Sacrifice an artifact: Add {C}{C}."
CRADLE = "{T}: Add {G} for each creature you control."
FATESTITCHER = "{T}: You may tap or untap another target permanent."
WASTES_PAIN = "{T}: Add {B} or {G}. This land deals 1 damage to you."


def test_an_activated_ability_that_adds_mana_without_a_target_is_a_mana_ability() -> None:
    """[G6] 605.1a: Birds of Paradise's ability is a mana ability; Fatestitcher's {T} ability
    has a target, so it isn't one and uses the stack (605.5a)."""
    t = Table(position({"battlefield": [{"card": "Birds of Paradise", "label": "birds"},
                                        {"card": "Fatestitcher", "label": "stitcher"},
                                        {"card": "Forest", "label": "forest"}]}))
    birds = characteristics(t.state, t.id("birds")).abilities[0]
    stitch = characteristics(t.state, t.id("stitcher")).abilities[0]
    assert isinstance(birds, ActivatedAbility) and birds.is_mana_ability
    assert isinstance(stitch, ActivatedAbility) and not stitch.is_mana_ability
    t.do(f"activate $stitcher: {FATESTITCHER}", "target $forest")
    assert t.stack() == ["Fatestitcher"]


def test_a_mana_ability_doesnt_use_the_stack_and_cant_be_responded_to() -> None:
    """[G7] 605.3b: Birds of Paradise's mana is added at once; the stack stays empty and
    Alice keeps priority."""
    t = Table(position({"battlefield": [{"card": "Birds of Paradise", "label": "birds"}]}))
    t.do(f"activate $birds: {BIRDS}", "add {U}")
    assert t.pool() == "{U}"
    assert t.stack() == []
    assert t.kind() == "priority"
    assert t.game.decision is not None and t.game.decision.player == t.player("Alice")
    assert t.state.passes == 0


def test_a_triggered_mana_ability_resolves_immediately() -> None:
    """[G7] 605.1b, 605.4a: Wild Growth's ability triggers on the Forest's mana ability and
    resolves right after it, with no pending trigger and nothing on the stack."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Wild Growth", "attached_to": "forest"}]}))
    t.do(f"activate $forest: {FOREST}")
    assert t.pool() == "{G}{G}"
    assert t.stack() == [] and t.state.pending_triggers == ()


def test_a_mana_ability_stays_one_when_it_makes_nothing() -> None:
    """[G7] 605.2: Gaea's Cradle with no creature is still a mana ability: it can be
    activated, resolves without the stack and makes no mana."""
    t = Table(position({"battlefield": [{"card": "Gaea's Cradle", "label": "cradle"}]}))
    assert t.legal(f"activate $cradle: {CRADLE}")
    t.do(f"activate $cradle: {CRADLE}")
    assert t.obj("cradle").tapped and t.pool() == "" and t.stack() == []


def test_mana_abilities_can_be_activated_while_paying() -> None:
    """[G7] 605.3a, 601.2g: while casting Grizzly Bears, Alice activates her Forests' mana
    abilities in the payment step, then pays from the pool."""
    t = Table(position({"hand": ["Grizzly Bears"],
                        "battlefield": [{"card": "Forest", "label": "a"},
                                        {"card": "Forest", "label": "b"}]}))
    t.do("cast Grizzly Bears")
    assert t.kind() == "pay"
    t.do(f"mana $a: {FOREST}", f"mana $b: {FOREST}")
    assert t.pool() == "{G}{G}"
    t.do("pay {1}{G} from the mana pool")
    assert t.stack() == ["Grizzly Bears"] and t.pool() == ""


def test_an_ability_cant_be_activated_again_while_it_is_being_activated() -> None:
    """605.3c: paying Pili-Pala's {2}, its own mana ability isn't offered, and choosing it
    is rejected."""
    t = Table(position({"battlefield": [{"card": "Pili-Pala", "label": "pili", "tapped": True}],
                        "pool": "{2}"}))
    t.do(f"activate $pili: {PILI_PALA}")
    assert t.kind() == "pay"
    assert not t.legal(f"mana $pili: {PILI_PALA}")
    t.rejects(f"mana $pili: {PILI_PALA}", "605.3c")


def test_a_triggered_mana_abilitys_mana_pays_the_spell() -> None:
    """605.4a example: with Wild Growth, one Forest pays {1}{G}; the automatic payer knows
    it and taps just that Forest."""
    t = Table(position({"hand": ["Grizzly Bears"],
                        "battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Wild Growth", "attached_to": "forest"}]}))
    assert any(o.startswith("cast Grizzly Bears") for o in t.options())
    t.do("cast Grizzly Bears", "pay {1}{G} automatically")
    assert t.stack() == ["Grizzly Bears"] and t.pool() == ""


def test_other_effects_of_a_mana_ability_happen_at_once() -> None:
    """605.3b: Llanowar Wastes' damage is part of its mana ability and happens as it
    resolves, without the stack."""
    t = Table(position({"battlefield": [{"card": "Llanowar Wastes", "label": "wastes"}]}))
    t.do(f"activate $wastes: {WASTES_PAIN}", "add {B}")
    assert t.pool() == "{B}" and t.life("Alice") == 19 and t.stack() == []


def test_sacrificing_an_artifact_for_mana_while_paying() -> None:
    """605.3a, 118.3: Krark-Clan Ironworks' mana ability sacrifices an artifact as its cost
    during a payment; it can sacrifice itself."""
    t = Table(position({"hand": ["Grizzly Bears"],
                        "battlefield": [{"card": "Krark-Clan Ironworks", "label": "kci"},
                                        "Forest"]}))
    t.do("cast Grizzly Bears", f"mana $kci: {KCI}", "pick $kci")
    assert t.pool() == "{C}{C}"
    assert "Krark-Clan Ironworks" in [t.state.objects[i].card.name
                                      for i in t.state.players[0].graveyard]
    t.do("pay {1}{G} automatically")
    assert t.pool() == "{C}"


def test_the_automatic_payer_doesnt_sacrifice_when_lands_will_do() -> None:
    """601.2g: the automatic payer taps lands before it would sacrifice an artifact; only
    when nothing else pays does it use Krark-Clan Ironworks (asking what to sacrifice)."""
    t = Table(position({"hand": ["Grizzly Bears"],
                        "battlefield": ["Krark-Clan Ironworks", "Memnite", "Forest", "Forest"]}))
    t.do("cast Grizzly Bears", "pay {1}{G} automatically")
    assert len(t.state.players[0].graveyard) == 0
    short = Table(position({"hand": ["Grizzly Bears"],
                            "battlefield": ["Krark-Clan Ironworks",
                                            {"card": "Memnite", "label": "memnite"}, "Forest"]}))
    short.do("cast Grizzly Bears", "pay {1}{G} automatically")
    assert short.kind() == "pick"
    short.do("pick $memnite")
    assert short.stack() == ["Grizzly Bears"] and short.pool() == "{C}"


def test_paying_symbol_by_symbol() -> None:
    """601.2h: a person can pay each symbol with a unit of their choice: {G} of {1}{G} with
    the Forest's {G}, the generic mana with {U}."""
    t = Table(position({"hand": ["Grizzly Bears"], "pool": "{U}{G}{G}"}))
    t.do("cast Grizzly Bears")
    assert "pay {1}{G} from the mana pool" in t.options()
    t.do("pay generic mana with {U}")
    t.do("pay {G} with {G}")
    assert t.stack() == ["Grizzly Bears"] and t.pool() == "{G}"


def test_a_monocolored_hybrid_symbol_paid_with_two_generic_mana() -> None:
    """107.4e, 601.2h: {2/W} can be paid with two mana of any type: Spectral Procession
    with {R}{R}{R}{R}{W} in the pool."""
    t = Table(position({"hand": ["Spectral Procession"], "pool": "{R}{R}{R}{R}{W}"}))
    t.do("cast Spectral Procession", "pay {2/W} with two generic mana",
         "pay {2/W} with two generic mana")
    t.do("pay {2/W} with {W}")
    assert t.kind() == "pay"
    t.do("pay {4} from the mana pool")
    assert t.pool() == ""
    assert t.stack() == ["Spectral Procession"]


def test_a_phyrexian_symbol_paid_with_life() -> None:
    """107.4f, 119.4: with no red mana Gut Shot can be cast by paying 2 life for {R/P}."""
    t = Table(position({"hand": ["Gut Shot"], "battlefield": ["Forest"]}, {}))
    assert any(o.startswith("cast Gut Shot") for o in t.options())
    t.do("cast Gut Shot", "target Bob", "pay {R/P} with 2 life")
    assert t.life("Alice") == 18
    assert t.stack() == ["Gut Shot"]


def test_paying_from_a_pool_that_cant_pay_is_rejected() -> None:
    """601.2h: "pay from the mana pool" isn't offered when the pool can't pay, and trying it
    is rejected with the rule, changing nothing."""
    t = Table(position({"hand": ["Grizzly Bears"], "pool": "{G}", "battlefield": ["Forest"]}))
    t.do("cast Grizzly Bears")
    assert not t.legal("pay {1}{G} from the mana pool")
    t.rejects("pay {1}{G} from the mana pool")


def test_the_player_can_override_the_automatic_payer() -> None:
    """601.2g: instead of paying automatically (which keeps Birds of Paradise untapped),
    Alice taps Birds for {G} herself and then pays from the pool."""
    t = Table(position({"hand": ["Grizzly Bears"],
                        "battlefield": [{"card": "Birds of Paradise", "label": "birds"},
                                        {"card": "Forest", "label": "forest"}, "Forest"]}))
    auto = Table(position({"hand": ["Grizzly Bears"],
                           "battlefield": [{"card": "Birds of Paradise", "label": "birds"},
                                           "Forest", "Forest"]}))
    auto.do("cast Grizzly Bears", "pay {1}{G} automatically")
    assert not auto.obj("birds").tapped
    t.do("cast Grizzly Bears", f"mana $birds: {BIRDS}", "add {G}", f"mana $forest: {FOREST}",
         "pay {1}{G} from the mana pool")
    assert t.obj("birds").tapped and t.obj("forest").tapped


def test_cancelling_a_payment_undoes_the_mana_abilities_too() -> None:
    """732.1: cancelling during payment returns to the moment before the spell was cast;
    the mana abilities activated meanwhile are undone as well. Cancelling is not a legal
    choice (no rule lets a player abandon a legal action); `Game.cancel` takes it back."""
    t = Table(position({"hand": ["Grizzly Bears"],
                        "battlefield": [{"card": "Forest", "label": "forest"}, "Forest"]}))
    before = t.game.state.players[0].hand
    t.do("cast Grizzly Bears", f"mana $forest: {FOREST}")
    assert "cancel" not in [str(o) for o in t.game.legal_choices()]
    t.game.cancel()
    assert t.state.players[0].hand == before
    assert not t.obj("forest").tapped and t.pool() == ""


def test_a_payment_that_can_no_longer_be_completed_is_reversed() -> None:
    """732.1: a player who spends the mana so that the rest of the cost can't be paid has
    begun an illegal action; it is reversed, mana abilities included."""
    t = Table(position({"hand": ["Grizzly Bears"],
                        "battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Mountain", "label": "mountain"}]}))
    t.do("cast Grizzly Bears", f"mana $forest: {FOREST}", "pay generic mana with {G} (from $forest)")
    # {G} is left to pay and only the Mountain is untapped: red mana can't pay it.
    t.do("mana $mountain: {T}: Add {R}.")
    assert t.kind() == "priority" and not t.state.stack
    assert [t.state.objects[i].card.name for i in t.state.players[0].hand] == ["Grizzly Bears"]
    assert not t.obj("forest").tapped and not t.obj("mountain").tapped and t.pool() == ""
    assert t.cites("732.1")


def test_cancel_without_an_action_in_progress_is_refused() -> None:
    """732.1 reverses an action in progress; at a priority decision there is none to take
    back: an error, and nothing changes."""
    t = Table(position({"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]}))
    before = t.game.state_hash()
    with pytest.raises(IllegalChoiceError, match="no spell, ability or land play"):
        t.game.cancel()
    assert t.game.state_hash() == before
