"""106.12: "tap [a permanent] for mana", the triggers on it (106.12a) and the replacement
effects that modify it (106.12b, 616.1) (seed sentences [G6]-[G9])."""

from __future__ import annotations

from mana_helpers import Table

from helpers import position
from manastack.rules.mana import ManaUnit

FOREST = "{T}: Add {G}."
SOL_RING = "{T}: Add {C}{C}."
KCI = "Sacrifice an artifact: Add {C}{C}."
PILI_PALA = "{2}, {Q}: Add one mana of any color."
POOL = "{T}: Add one mana of any type that a land you control could produce."
CRADLE = "{T}: Add {G} for each creature you control."
FATESTITCHER = "{T}: You may tap or untap another target permanent."


def test_tapping_for_mana_is_activating_a_mana_ability_with_the_tap_symbol() -> None:
    """[G6] 106.12: Sol Ring's {T} mana ability is "tapped for mana", so Mana Reflection
    doubles it; Krark-Clan Ironworks' mana ability has no {T}, so it isn't."""
    t = Table(position({"battlefield": [{"card": "Sol Ring", "label": "ring"},
                                        {"card": "Krark-Clan Ironworks", "label": "kci"},
                                        {"card": "Memnite", "label": "memnite"},
                                        "Mana Reflection"]}))
    t.do(f"activate $ring: {SOL_RING}")
    assert t.pool() == "{C}{C}{C}{C}"
    t.do(f"activate $kci: {KCI}", "pick $memnite")
    assert t.pool() == "{C}{C}{C}{C}{C}{C}"
    assert t.state.log_entries()[-1].text.startswith("Alice adds {C}{C} ")


def test_an_untap_symbol_mana_ability_is_not_tapping_for_mana() -> None:
    """[G6] 106.12: Pili-Pala's mana ability has {Q}, not {T}: Mana Reflection doesn't
    double it."""
    t = Table(position({"battlefield": [{"card": "Pili-Pala", "label": "pili", "tapped": True},
                                        "Mana Reflection"], "pool": "{2}"}))
    t.do(f"activate $pili: {PILI_PALA}", "pay {2} from the mana pool", "add {R}")
    assert t.pool() == "{R}"
    assert not t.obj("pili").tapped


def test_tapping_a_land_by_an_effect_is_not_tapping_it_for_mana() -> None:
    """[G6] 106.12: Fatestitcher tapping an enchanted Forest activates no mana ability of
    the Forest, so Wild Growth doesn't trigger and no mana is made."""
    t = Table(position({"battlefield": [{"card": "Fatestitcher", "label": "stitcher"},
                                        {"card": "Forest", "label": "forest"},
                                        {"card": "Wild Growth", "attached_to": "forest"}]}))
    t.do(f"activate $stitcher: {FATESTITCHER}", "target $forest")
    t.pass_all()
    t.do("tap $forest")
    assert t.obj("forest").tapped
    assert t.pool() == ""
    assert not t.cites("106.12a")


def test_mana_abilities_follow_rule_605() -> None:
    """[G7] 106.12, 605.3b: tapping a land for mana is activating a mana ability: it
    resolves at once without using the stack, and its triggered mana abilities too
    (605.4a)."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Wild Growth", "attached_to": "forest"}]}))
    t.do(f"activate $forest: {FOREST}")
    assert t.stack() == []
    assert t.state.pending_triggers == ()
    assert t.pool() == "{G}{G}"
    assert t.cites("605.3b")
    assert t.log_has("resolves at once, without the stack (605.4a)")
    assert t.kind() == "priority"


def test_tapped_for_mana_triggers_when_the_ability_produces_mana() -> None:
    """[G8] 106.12a / 605.1b / 605.4: Wild Growth and Overgrowth trigger when the enchanted
    land's mana ability resolves and produces mana; as triggered mana abilities they resolve
    at once, without the stack."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Wild Growth", "attached_to": "forest"},
                                        {"card": "Overgrowth", "attached_to": "forest"}]}))
    t.do(f"activate $forest: {FOREST}")
    assert t.pool() == "{G}{G}{G}{G}" and not t.state.stack
    assert t.cites("106.12a")


def test_no_trigger_when_the_mana_ability_produces_no_mana() -> None:
    """[G8] 106.12a: a lone Reflecting Pool enchanted with Wild Growth is tapped for mana but
    produces none, so Wild Growth doesn't trigger."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"},
                                        {"card": "Wild Growth", "attached_to": "pool"}]}))
    t.do(f"activate $pool: {POOL}")
    assert t.obj("pool").tapped
    assert t.pool() == ""
    assert not t.cites("106.12a")


def test_no_trigger_when_gaeas_cradle_makes_nothing() -> None:
    """[G8] 106.12a, 605.2: Gaea's Cradle with no creatures produces no mana; Heartbeat of
    Spring doesn't trigger."""
    t = Table(position({"battlefield": [{"card": "Gaea's Cradle", "label": "cradle"},
                                        "Heartbeat of Spring"]}))
    t.do(f"activate $cradle: {CRADLE}")
    assert t.pool() == ""
    assert t.cites("605.2")
    assert not t.cites("106.12a")


def test_a_trigger_for_a_specified_type_looks_at_the_mana_after_replacement() -> None:
    """[G8][G9] 106.12a: under Contamination a Forest produces {B}, so a Gauntlet of Power
    naming green doesn't trigger, while one naming black does."""
    green = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                            "Contamination",
                                            {"card": "Gauntlet of Power", "chosen": {"color": "G"}}]}))
    green.do(f"activate $forest: {FOREST}")
    assert green.pool() == "{B}"
    assert not green.cites("106.12a")
    black = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                            "Contamination",
                                            {"card": "Gauntlet of Power", "chosen": {"color": "B"}}]}))
    black.do(f"activate $forest: {FOREST}")
    assert black.pool() == "{B}{B}"


def test_a_trigger_on_any_mana_uses_the_type_actually_produced() -> None:
    """[G8] 106.12a: Heartbeat of Spring adds a type the land produced: {B} under
    Contamination, though the Forest's ability names {G}."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        "Contamination", "Heartbeat of Spring"]}))
    t.do(f"activate $forest: {FOREST}")
    assert t.pool() == "{B}{B}"


def test_a_replacement_effect_modifies_the_production_while_the_ability_resolves() -> None:
    """[G9] 106.12b: Mana Reflection changes the mana production event of a tapped
    permanent: a Forest adds {G}{G}, a Sol Ring {C}{C}{C}{C}."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Sol Ring", "label": "ring"},
                                        "Mana Reflection"]}))
    t.do(f"activate $forest: {FOREST}")
    assert t.pool() == "{G}{G}"
    t.do(f"activate $ring: {SOL_RING}")
    assert t.pool() == "{G}{G}{C}{C}{C}{C}"
    assert t.cites("106.12b")


def test_a_replacement_effect_for_a_type_and_amount() -> None:
    """[G9] 106.12b: Contamination makes a land produce {B} instead of any other type and
    amount: Gaea's Cradle with three creatures adds a single {B}."""
    t = Table(position({"battlefield": [{"card": "Gaea's Cradle", "label": "cradle"},
                                        "Contamination", "Grizzly Bears", "Grizzly Bears",
                                        "Llanowar Elves"]}))
    t.do(f"activate $cradle: {CRADLE}")
    assert t.pool() == "{B}"


def test_two_replacement_effects_contamination_first() -> None:
    """[G9] 616.1: the affected player orders the replacement effects: Contamination first,
    then Mana Reflection: {B}{B}."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Contamination", "label": "contamination"},
                                        {"card": "Mana Reflection", "label": "reflection"}]}))
    t.do(f"activate $forest: {FOREST}")
    assert t.kind() == "replacement-order"
    assert t.game.decision is not None and t.game.decision.player == t.player("Alice")
    t.do("apply $contamination: If a land is tapped for mana, it produces {B} instead of any "
         "other type and amount.")
    assert t.pool() == "{B}{B}"


def test_two_replacement_effects_mana_reflection_first() -> None:
    """[G9] 616.1: Mana Reflection first ({G}{G}), then Contamination: a single {B}."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Contamination", "label": "contamination"},
                                        {"card": "Mana Reflection", "label": "reflection"}]}))
    t.do(f"activate $forest: {FOREST}",
         "apply $reflection: If you tap a permanent for mana, it produces twice as much of that "
         "mana instead.")
    assert t.pool() == "{B}"


def test_the_player_who_taps_orders_the_effects_not_their_controller() -> None:
    """[G9] 616.1: Bob's Contamination and Alice's Mana Reflection both apply to Alice's
    Forest; Alice, whose mana it is, chooses the order."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Mana Reflection", "label": "reflection"}]},
                       {"battlefield": [{"card": "Contamination", "label": "contamination"}]}))
    t.do(f"activate $forest: {FOREST}")
    assert t.kind() == "replacement-order"
    assert t.game.decision is not None and t.game.decision.player == t.player("Alice")


def test_a_triggered_mana_ability_is_not_doubled() -> None:
    """[G9] 106.12b, 605.4a: Mana Reflection doubles the Forest's own mana; Wild Growth's
    extra {G} comes from Wild Growth's triggered ability, not from tapping a permanent."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Wild Growth", "attached_to": "forest"},
                                        "Mana Reflection"]}))
    t.do(f"activate $forest: {FOREST}")
    assert t.pool() == "{G}{G}{G}"


def test_doubled_mana_keeps_its_source_and_restrictions() -> None:
    """[G9] 106.6a: mana added by a replacement effect keeps the source, restrictions and
    riders of the mana it replaces."""
    from manastack.cards.defs.mana import _twice
    from manastack.rules.events import AddMana
    unit = ManaUnit("G", 7, True, "creature spells", "uncounterable")
    event = AddMana(0, (unit,), 7, True)
    assert _twice(None, event, None) == (unit, unit)  # type: ignore[arg-type]


def test_units_remember_their_source() -> None:
    """[G8] 106.3: mana from a land's ability has that land as its source; Wild Growth's
    additional mana has Wild Growth as its source."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Wild Growth", "label": "growth",
                                         "attached_to": "forest"}]}))
    t.do(f"activate $forest: {FOREST}")
    sources = [u.source for u in t.state.players[0].pool]
    assert sources == [t.id("forest"), t.id("growth")]
