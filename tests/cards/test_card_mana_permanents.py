"""Mana artifacts and creatures, {T}/{Q} creatures and X creatures (cards/defs/mana.py and
the starter cards they play with) and their rulings: Sol Ring, Llanowar Elves, Birds of
Paradise, Krark-Clan Ironworks, Springleaf Drum, Pili-Pala, Order of Whiteclay, Crackleburr,
Fatestitcher, Hangarback Walker, Endless One, Gadwick, Grizzly Bears, Lightning Bolt."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))

from mana_helpers import Table

from helpers import position
from manastack.rules.layers import characteristics

SOL_RING = "{T}: Add {C}{C}."
ELVES = "{T}: Add {G}."
BIRDS = "{T}: Add one mana of any color."
KCI = "Sacrifice an artifact: Add {C}{C}."
DRUM = "{T}, Tap an untapped creature you control: Add one mana of any color."
PILI_PALA = "{2}, {Q}: Add one mana of any color."
WHITECLAY = ("{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your "
             "graveyard to the battlefield.")
FATESTITCHER = "{T}: You may tap or untap another target permanent."
HANGARBACK = "{1}, {T}: Put a +1/+1 counter on this creature."
LIBRARY = ["Island"] * 6


# -- Sol Ring, Llanowar Elves, Birds of Paradise -------------------------------------------------
def test_sol_ring_adds_two_colorless() -> None:
    """Sol Ring: {T}: Add {C}{C}; it pays {2} of a spell by itself."""
    t = Table(position({"hand": ["Hangarback Walker"], "battlefield": ["Sol Ring"]}))
    t.do("cast Hangarback Walker", "X=1", "pay {2} automatically")
    assert t.stack() == ["Hangarback Walker"] and t.pool() == ""


def test_llanowar_elves_taps_for_green() -> None:
    """Llanowar Elves: {T}: Add {G}, once it has been under Alice's control since her turn
    began (302.6)."""
    t = Table(position({"battlefield": [{"card": "Llanowar Elves", "label": "elf"}]}))
    t.do(f"activate $elf: {ELVES}")
    assert t.pool() == "{G}"


def test_birds_of_paradise_adds_any_color_and_flies() -> None:
    """Birds of Paradise: flying; {T}: one mana of any color (not colorless)."""
    t = Table(position({"battlefield": [{"card": "Birds of Paradise", "label": "birds"}]}))
    assert characteristics(t.state, t.id("birds")).has("flying")
    t.do(f"activate $birds: {BIRDS}")
    assert set(t.options()) == {"add {W}", "add {U}", "add {B}", "add {R}", "add {G}"}


# -- Krark-Clan Ironworks --------------------------------------------------------------------------
def test_krark_clan_ironworks_sacrifices_a_tapped_sol_ring() -> None:
    """Krark-Clan Ironworks: tap Sol Ring for {C}{C}, then sacrifice it for {C}{C} more; a
    mana ability, so no stack."""
    t = Table(position({"battlefield": [{"card": "Sol Ring", "label": "ring"},
                                        {"card": "Krark-Clan Ironworks", "label": "kci"}]}))
    t.do(f"activate $ring: {SOL_RING}", f"activate $kci: {KCI}", "pick $ring")
    assert t.pool() == "{C}{C}{C}{C}" and t.stack() == []
    assert t.names("graveyard") == ["Sol Ring"]


def test_krark_clan_ironworks_needs_an_artifact() -> None:
    """Krark-Clan Ironworks: sacrificing an artifact is the cost (118.3); it can sacrifice
    itself, and then nothing is left to sacrifice."""
    t = Table(position({"battlefield": [{"card": "Krark-Clan Ironworks", "label": "kci"}]}))
    t.do(f"activate $kci: {KCI}", "pick $kci")
    assert t.pool() == "{C}{C}" and t.state.battlefield == ()


# -- Springleaf Drum -------------------------------------------------------------------------------
def test_springleaf_drum_needs_an_untapped_creature() -> None:
    """Springleaf Drum: without an untapped creature the cost can't be paid (118.3)."""
    t = Table(position({"battlefield": [{"card": "Springleaf Drum", "label": "drum"},
                                        {"card": "Grizzly Bears", "tapped": True}]}))
    t.rejects(f"activate $drum: {DRUM}", "118.3")


def test_springleaf_drum_with_a_new_creature() -> None:
    """Springleaf Drum ruling: the creature tapped may be one that just came under your
    control (302.6 doesn't apply)."""
    t = Table(position({"battlefield": [{"card": "Springleaf Drum", "label": "drum"},
                                        {"card": "Llanowar Elves", "label": "elf", "sick": True}]}))
    t.do(f"activate $drum: {DRUM}", "pick $elf", "add {W}")
    assert t.pool() == "{W}" and t.obj("elf").tapped


# -- Pili-Pala --------------------------------------------------------------------------------------
def test_pili_pala_pays_two_for_any_color_while_paying() -> None:
    """Pili-Pala: while paying for Lightning Bolt, tapped Pili-Pala turns {2} into {R}, paid
    by activating Forests during the nested payment (605.3a)."""
    t = Table(position({"hand": ["Lightning Bolt"],
                        "battlefield": [{"card": "Pili-Pala", "label": "pili", "tapped": True},
                                        "Forest", "Forest"]}, {}))
    t.do(f"activate $pili: {PILI_PALA}", "pay {2} automatically", "add {R}")
    assert t.pool() == "{R}" and not t.obj("pili").tapped
    t.do("cast Lightning Bolt", "target Bob", "pay {R} from the mana pool")
    assert t.stack() == ["Lightning Bolt"]


# -- Order of Whiteclay ------------------------------------------------------------------------------
def test_order_of_whiteclay_targets_mana_value_three_or_less() -> None:
    """Order of Whiteclay: Gray Ogre (3) and Hangarback Walker (X = 0 in a graveyard, 107.3g)
    are legal targets; Serra Angel (5) isn't."""
    t = Table(position({"battlefield": [{"card": "Order of Whiteclay", "label": "order",
                                         "tapped": True}, "Plains", "Plains", "Plains"],
                        "graveyard": [{"card": "Gray Ogre", "label": "ogre"},
                                      {"card": "Hangarback Walker", "label": "walker"},
                                      {"card": "Serra Angel", "label": "angel"}]}))
    t.do(f"activate $order: {WHITECLAY}")
    assert t.legal("target $ogre") and t.legal("target $walker")
    assert not t.legal("target $angel")


def test_order_of_whiteclay_returns_a_creature() -> None:
    """Order of Whiteclay: untap it to return Gray Ogre to the battlefield."""
    t = Table(position({"battlefield": [{"card": "Order of Whiteclay", "label": "order",
                                         "tapped": True}, "Plains", "Plains", "Plains"],
                        "graveyard": [{"card": "Gray Ogre", "label": "ogre"}]}))
    t.do(f"activate $order: {WHITECLAY}", "target $ogre", "pay {1}{W}{W} automatically")
    t.pass_all()
    assert "Gray Ogre" in t.names("battlefield")


# -- Crackleburr ------------------------------------------------------------------------------------
def test_crackleburr_abilities_are_not_mana_abilities() -> None:
    """Crackleburr: both abilities have targets, so they use the stack (605.5a)."""
    t = Table(position({"battlefield": [
        {"card": "Crackleburr", "label": "c"}, "Gray Ogre", "Goblin Piker", "Mountain",
        "Mountain"]}, {}))
    t.do("activate $c: {U/R}{U/R}, {T}, Tap two untapped red creatures you control: This "
         "creature deals 3 damage to any target.", "target Bob", "pay {U/R}{U/R} automatically",
         "pick Gray Ogre", "pick Goblin Piker")
    assert t.stack() == ["Crackleburr"]


# -- Fatestitcher ---------------------------------------------------------------------------------
def _unearthed() -> Table:
    t = Table(position({"graveyard": [{"card": "Fatestitcher", "label": "card"}],
                        "battlefield": ["Island", {"card": "Forest", "label": "forest",
                                                   "tapped": True}],
                        "library": LIBRARY},
                       {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                        "library": LIBRARY}))
    t.do("activate $card: Unearth {U}", "pay {U} automatically")
    t.pass_all()
    return t


def test_fatestitcher_unearth_returns_it_with_haste() -> None:
    """Fatestitcher, 702.84a: unearth returns it to the battlefield with haste."""
    t = _unearthed()
    stitcher = t.permanent("Fatestitcher")
    assert characteristics(t.state, stitcher).has("haste")
    assert t.cites("702.84a")


def test_fatestitcher_unearth_only_as_a_sorcery() -> None:
    """Fatestitcher, 702.84a: unearth only as a sorcery: not on Bob's turn."""
    t = Table(position({"graveyard": [{"card": "Fatestitcher", "label": "card"}],
                        "battlefield": ["Island"]}, {}, active="Bob", priority="Alice"))
    t.rejects("activate $card: Unearth {U}", "602.5d")


def test_fatestitcher_is_exiled_at_the_next_end_step() -> None:
    """Fatestitcher, 702.84a: exiled at the beginning of the next end step."""
    from mana_helpers import advance
    t = _unearthed()
    advance(t, 3, "end")
    while t.stack():
        t.pass_all()
    assert "Fatestitcher" not in t.names("battlefield")
    assert t.names("exile") == ["Fatestitcher"]


def test_fatestitcher_is_exiled_instead_of_dying() -> None:
    """Fatestitcher, 702.84a: if it would leave the battlefield, it is exiled instead: a
    Lightning Bolt kills it and it goes to exile, not the graveyard."""
    t = _unearthed()
    stitcher = t.permanent("Fatestitcher")
    t.do("pass")
    t.do("cast Lightning Bolt", f"target Fatestitcher#{stitcher}", "pay {R} automatically")
    t.pass_all()
    assert t.names("exile") == ["Fatestitcher"] and t.names("graveyard") == []


def test_fatestitcher_untaps_a_land_and_cant_target_itself() -> None:
    """Fatestitcher: "another target permanent": it can't target itself; it untaps Alice's
    Forest, which can then be tapped for mana again."""
    t = _unearthed()
    stitcher = t.permanent("Fatestitcher")
    t.do(f"activate Fatestitcher#{stitcher}: {FATESTITCHER}")
    assert t.kind() == "target"
    assert not any(o == f"target Fatestitcher#{stitcher}" for o in t.options())
    t.do("target $forest")
    t.pass_all()
    t.do("untap $forest", f"activate $forest: {ELVES}")
    assert t.pool() == "{G}"


def test_the_unearth_ability_works_only_from_the_graveyard() -> None:
    """113.6, 702.84a: a Fatestitcher on the battlefield has no usable unearth ability."""
    t = Table(position({"battlefield": [{"card": "Fatestitcher", "label": "s"}, "Island"]}))
    assert not any("Unearth" in o for o in t.options())
    t.rejects("activate $s: Unearth {U}", "113.6")


# -- Hangarback Walker, Endless One, Gadwick ---------------------------------------------------------
def test_hangarback_walker_grows_and_leaves_thopters() -> None:
    """Hangarback Walker: {1}, {T} adds a counter; when it dies, one 1/1 flying Thopter
    artifact creature token per +1/+1 counter."""
    t = Table(position({"battlefield": [{"card": "Hangarback Walker", "label": "walker",
                                         "counters": {"+1/+1": 1}}, "Forest"]},
                       {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}))
    t.do(f"activate $walker: {HANGARBACK}", "pay {1} automatically")
    t.pass_all()
    assert t.obj("walker").counters == {"+1/+1": 2}
    t.do("pass")
    t.do("cast Lightning Bolt", "target $walker", "pay {R} automatically")
    t.pass_all()                        # Bolt resolves, the Walker dies
    while t.stack():
        t.pass_all()                    # its trigger resolves
    thopters = [i for i in t.state.battlefield if t.state.objects[i].card.name == "Thopter"]
    assert len(thopters) == 2
    c = characteristics(t.state, thopters[0])
    assert (c.power, c.toughness) == (1, 1) and c.has("flying") and c.is_("Artifact")


def test_endless_one_with_x_zero_dies() -> None:
    """Endless One cast with X=0 enters with no counters and dies (704.5f)."""
    t = Table(position({"hand": ["Endless One"]}))
    t.do("cast Endless One", "X=0")
    t.pass_all()
    assert t.names("graveyard") == ["Endless One"]


def test_gadwick_taps_an_opponents_permanent_when_you_cast_a_blue_spell() -> None:
    """Gadwick, the Wizened: whenever Alice casts a blue spell, tap target nonland permanent
    an opponent controls."""
    t = Table(position({"hand": ["Mind Control"],
                        "battlefield": ["Gadwick, the Wizened"] + ["Island"] * 5},
                       {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                        {"card": "Gray Ogre", "label": "ogre"}]}))
    t.do("cast Mind Control", "target $bears", "pay {3}{U}{U} automatically")
    assert t.kind() == "target"         # the trigger goes on the stack, choosing its target
    t.do("target $ogre")
    assert t.stack() == ["Mind Control", "Gadwick, the Wizened"]
    t.pass_all()
    assert t.obj("ogre").tapped


# -- Grizzly Bears, Lightning Bolt -------------------------------------------------------------------
def test_grizzly_bears_costs_one_and_green() -> None:
    """Grizzly Bears: {1}{G}; Alice's two Mountains can't cast it (202.1a), a Mountain and a
    Forest can."""
    red = Table(position({"hand": ["Grizzly Bears"], "battlefield": ["Mountain", "Mountain"]}))
    assert not any(o.startswith("cast Grizzly Bears") for o in red.options())
    red.rejects("cast Grizzly Bears", "601.2g")
    ok = Table(position({"hand": ["Grizzly Bears"], "battlefield": ["Mountain", "Forest"]}))
    ok.do("cast Grizzly Bears", "pay {1}{G} automatically")
    ok.pass_all()
    assert "Grizzly Bears" in ok.names("battlefield")


def test_lightning_bolt_paid_with_red_mana() -> None:
    """Lightning Bolt: {R}, 3 damage to any target."""
    t = Table(position({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, {}))
    t.do("cast Lightning Bolt", "target Bob", "pay {R} automatically")
    t.pass_all()
    assert t.life("Bob") == 17
