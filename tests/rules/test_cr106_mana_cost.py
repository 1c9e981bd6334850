"""Mana symbols, mana costs and paying them: CR 106, 107.3, 107.4, 118, 202, 601.2f-h."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.rules import mana
from manastack.rules.mana import (
    COLORS,
    MANA_TYPES,
    ManaCost,
    ManaUnit,
    PaymentPlan,
    SourceOffer,
    assign_units,
    can_pay,
    format_units,
    parse_mana_symbols,
    plan_payment,
)

P = ManaCost.parse
Allow = Callable[[ManaUnit], bool] | None

# 107.4: every mana symbol the rules list, as printed.
RULE_107_4_SYMBOLS = (
    "{W}{U}{B}{R}{G}{C}{0}{1}{2}{3}{4}{X}"
    "{W/U}{W/B}{U/B}{U/R}{B/R}{B/G}{R/G}{R/W}{G/W}{G/U}"
    "{2/W}{2/U}{2/B}{2/R}{2/G}{C/W}{C/U}{C/B}{C/R}{C/G}"
    "{W/P}{U/P}{B/P}{R/P}{G/P}"
    "{W/U/P}{W/B/P}{U/B/P}{U/R/P}{B/R/P}{B/G/P}{R/G/P}{R/W/P}{G/W/P}{G/U/P}"
    "{S}"
)
CANONICAL = tuple(RULE_107_4_SYMBOLS[1:-1].split("}{"))


def land(key: int, color: str) -> SourceOffer:
    return SourceOffer(key, ((color,),))


BIRDS = (("W",), ("U",), ("B",), ("R",), ("G",))


# --- an independent brute-force model of paying a cost (107.4, 118.3, 601.2h) ---------------


def _ways(symbol: str) -> list[tuple[str, object]]:
    """The ways to pay one non-numeral symbol, read off its text per 107.4."""
    parts = symbol.split("/")
    if symbol == "S":
        return [("snow", None)]  # 107.4h
    if len(parts) == 1:
        return [("type", symbol)]  # 107.4a, 107.4c
    ways: list[tuple[str, object]] = []
    for part in parts:
        if part == "P":
            ways.append(("life", 2))  # 107.4f
        elif part.isdigit():
            ways.append(("generic", int(part)))  # 107.4e: {2/W}
        else:
            ways.append(("type", part))  # 107.4e: either half ({C/W}: one colorless)
    return ways


def _pays(symbols: Sequence[str], units: Sequence[tuple[str, bool]], life: int) -> bool:
    """Whether these mana units (type, snow) and at most `life` life pay every symbol."""
    generic = sum(int(s) for s in symbols if s.isdigit())
    others = [s for s in symbols if not s.isdigit()]
    counts = Counter(units)

    def rec(k: int, life_left: int, extra: int) -> bool:
        if k == len(others):
            return sum(counts.values()) >= generic + extra
        for how, arg in _ways(others[k]):
            if how == "life":
                if life_left >= 2 and rec(k + 1, life_left - 2, extra):
                    return True
            elif how == "generic":
                assert isinstance(arg, int)
                if rec(k + 1, life_left, extra + arg):
                    return True
            else:
                for unit in list(counts):
                    ok = unit[1] if how == "snow" else unit[0] == arg
                    if ok and counts[unit]:
                        counts[unit] -= 1
                        found = rec(k + 1, life_left, extra)
                        counts[unit] += 1
                        if found:
                            return True
        return False

    return rec(0, life, 0)


def _usable(pool: Sequence[ManaUnit], allow: Allow) -> list[int]:
    return [
        i for i, u in enumerate(pool) if u.restriction is None or (allow is not None and allow(u))
    ]


def brute_min(
    cost: ManaCost,
    pool: Sequence[ManaUnit],
    offers: Sequence[SourceOffer],
    allow: Allow = None,
    life_available: int = 0,
) -> tuple[int, int] | None:
    """The least (life paid, activations) of any payment, trying every set of activations."""
    base = [(pool[i].type, pool[i].snow) for i in _usable(pool, allow)]
    best: tuple[int, int] | None = None
    choices = [[None, *range(len(o.outputs))] for o in offers]
    for combo in itertools.product(*choices):
        groups = [o.group for o, c in zip(offers, combo, strict=True) if c is not None]
        real = [g for g in groups if g >= 0]
        if len(real) != len(set(real)):
            continue
        units = list(base)
        for o, c in zip(offers, combo, strict=True):
            if c is not None:
                units.extend((t, False) for t in o.outputs[c])
        for life in range(0, life_available + 1, 2):
            if _pays(cost.symbols, units, life):
                found = (life, len(groups))
                if best is None or found < best:
                    best = found
                break
    return best


def check_plan(
    plan: PaymentPlan,
    cost: ManaCost,
    pool: Sequence[ManaUnit],
    offers: Sequence[SourceOffer],
    allow: Allow = None,
    life_available: int = 0,
) -> None:
    """Simulate the plan (601.2g-h): legal units and activations that really pay the cost."""
    assert len(set(plan.pool_units)) == len(plan.pool_units)
    usable = set(_usable(pool, allow))
    assert set(plan.pool_units) <= usable
    by_key = {o.key: o for o in offers}
    keys = [k for k, _ in plan.activations]
    assert len(set(keys)) == len(keys)
    groups = [by_key[k].group for k in keys if by_key[k].group >= 0]
    assert len(set(groups)) == len(groups)
    units = [(pool[i].type, pool[i].snow) for i in plan.pool_units]
    for key, out in plan.activations:
        units.extend((t, False) for t in by_key[key].outputs[out])
    assert 0 <= plan.life <= life_available and plan.life % 2 == 0
    assert _pays(cost.symbols, units, plan.life)


# --- Hypothesis strategies ----------------------------------------------------------------------

PAY_SYMBOLS = ("0", "1", "2", "W", "U", "G", "C", "W/U", "2/W", "C/G", "G/P", "W/U/P", "S")

costs = st.lists(st.sampled_from(PAY_SYMBOLS), max_size=4).map(lambda s: ManaCost(tuple(s)))
units = st.builds(
    ManaUnit,
    type=st.sampled_from(MANA_TYPES),
    source=st.none(),
    snow=st.booleans(),
    restriction=st.sampled_from((None, None, "creature", "artifact")),
)
pools = st.lists(units, max_size=3)
outputs = st.lists(
    st.lists(st.sampled_from(("W", "U", "G", "C")), min_size=1, max_size=2).map(tuple),
    min_size=1,
    max_size=3,
).map(tuple)
offer_lists = st.lists(st.tuples(outputs, st.sampled_from((-1, -1, 0, 1))), max_size=4).map(
    lambda xs: [SourceOffer(100 + i, outs, group) for i, (outs, group) in enumerate(xs)]
)
allows = st.sampled_from((None, lambda u: u.restriction == "creature"))
lives = st.sampled_from((0, 1, 2, 4, 20))


# --- 107.4: symbols; parsing and printing ------------------------------------------------------


def test_parse_reads_symbols_in_printed_order() -> None:
    """107.4: a mana cost is a sequence of mana symbols, kept in printed order."""
    cost = P("{2}{G}{G}")
    assert cost.symbols == ("2", "G", "G")
    assert str(cost) == "{2}{G}{G}"
    assert P("{10}").symbols == ("10",)


def test_every_symbol_of_107_4_parses_and_round_trips() -> None:
    """107.4: every mana symbol the rules list parses and prints back unchanged."""
    cost = P(RULE_107_4_SYMBOLS)
    assert len(cost.symbols) == len(CANONICAL)
    assert str(cost) == RULE_107_4_SYMBOLS


def test_empty_text_is_the_empty_cost() -> None:
    """118.5: an empty cost needs no mana; so does {0} (107.4d)."""
    assert P("") == ManaCost()
    assert P("").is_empty() and str(P("")) == ""
    assert P("{0}").is_empty() and str(P("{0}")) == "{0}"
    assert not P("{X}").is_empty()
    assert not P("{G}").is_empty()


def test_parse_normalises_case_numerals_and_hybrid_order() -> None:
    """107.4e: {U/W} is the hybrid symbol {W/U}; case and leading zeros don't matter."""
    assert P("{u/w}{02}{g/p}{u/w/p}").symbols == ("W/U", "2", "G/P", "W/U/P")


@pytest.mark.parametrize("text", ["{Q}", "{2}{G", "2{G}", "{}", "{G}}", "{W/W}", "{2/C}", "{G} "])
def test_parse_rejects_what_is_not_a_mana_cost(text: str) -> None:
    """107.4: only the listed mana symbols make a mana cost; the error names the text."""
    with pytest.raises(ValueError, match="mana cost") as info:
        P(text)
    assert repr(text) in str(info.value)


def test_parse_error_names_the_bad_symbol() -> None:
    """107.4: {Q} (the untap symbol, 107.6) is not a mana symbol."""
    with pytest.raises(ValueError, match=r"\{Q\}"):
        P("{1}{Q}")


def test_repr_is_a_call_you_could_paste_back() -> None:
    """107.4: a cost's repr parses its own printed text."""
    cost = P("{X}{1}{B}")
    assert repr(cost) == "ManaCost.parse('{X}{1}{B}')"


@given(st.lists(st.sampled_from((*CANONICAL, "10", "16")), max_size=12))
def test_parse_and_str_round_trip(symbols: list[str]) -> None:
    """107.4: printing a cost and parsing it back gives the same symbols."""
    text = "".join(f"{{{s}}}" for s in symbols)
    cost = P(text)
    assert cost.symbols == tuple(symbols)
    assert str(cost) == text
    assert P(str(cost)) == cost


# --- 202.3: mana value; 202.2: color -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("{3}{U}{U}", 5),  # 202.3 example
        ("{1}{W/U}{W/U}", 3),  # 202.3f example
        ("{2/B}{2/B}{2/B}", 6),  # 202.3f example
        ("{1}{W/P}{W/P}", 3),  # 202.3g example
        ("{C/G}{S}{C}", 3),
        ("", 0),
        ("{0}", 0),
    ],
)
def test_mana_value(text: str, value: int) -> None:
    """202.3: mana value is the total mana in the cost, hybrids at their largest component."""
    assert P(text).mana_value() == value


def test_mana_value_counts_x_as_announced() -> None:
    """202.3e: X is 0 off the stack and the announced number on it."""
    cost = P("{X}{X}{R}")
    assert cost.mana_value() == 1
    assert cost.mana_value(3) == 7
    with pytest.raises(ValueError, match="negative"):
        cost.mana_value(-1)


@pytest.mark.parametrize(
    ("text", "colors"),
    [
        ("{2}{G}", {"G"}),
        ("{W/U}", {"W", "U"}),
        ("{2/B}", {"B"}),
        ("{C/R}", {"R"}),
        ("{G/W/P}{B/P}", {"G", "W", "B"}),
        ("{C}{S}{X}{3}", set()),
    ],
)
def test_colors_of_a_cost(text: str, colors: set[str]) -> None:
    """202.2, 107.4e-f: a cost is the colors of its colored, hybrid and Phyrexian symbols."""
    assert P(text).colors == frozenset(colors)


def test_constants_name_the_types_and_colors_of_mana() -> None:
    """106.1a-b: five colors, six types of mana."""
    assert COLORS == ("W", "U", "B", "R", "G")
    assert MANA_TYPES == ("W", "U", "B", "R", "G", "C")


# --- 107.3: X; 601.2f: total cost --------------------------------------------------------------


def test_with_x_replaces_x_by_generic_mana() -> None:
    """107.3a: once X is announced, each {X} is that much generic mana."""
    cost = P("{X}{X}{R}")
    assert cost.x_count == 2
    assert cost.with_x(2) == P("{4}{R}")
    assert P("{X}{1}{B}").with_x(3) == P("{4}{B}")
    assert P("{X}").with_x(0) == P("{0}")
    assert P("{X}{R}").with_x(0) == P("{R}")
    assert P("{G}").with_x(5) == P("{G}")
    with pytest.raises(ValueError, match="negative"):
        cost.with_x(-1)


def test_add_combines_generic_mana() -> None:
    """601.2f: the total cost is the mana cost plus additional costs, generic combined."""
    assert P("{1}{R}") + P("{2}") == P("{3}{R}")
    assert P("{G}") + P("{1}{U}") == P("{1}{G}{U}")
    assert P("") + P("{G}") == P("{G}")
    assert P("{0}") + P("{0}") == P("{0}")
    assert P("{X}{R}") + P("{1}") == P("{X}{1}{R}")
    assert (P("{2}{W}") + P("{1}")).generic == 3


def test_reduce_generic_only_reduces_generic_mana() -> None:
    """601.2f, 118.7a: reductions of generic mana don't touch other symbols or go below {0}."""
    assert P("{3}{R}").reduce_generic(2) == P("{1}{R}")
    assert P("{3}{R}").reduce_generic(5) == P("{R}")
    assert P("{2}").reduce_generic(3) == P("{0}")
    assert P("{G}").reduce_generic(1) == P("{G}")
    assert P("{2/W}{W/P}").reduce_generic(1) == P("{2/W}{W/P}")
    with pytest.raises(ValueError, match="negative"):
        P("{2}").reduce_generic(-1)


def test_reduce_generic_leaves_snow_mana() -> None:
    """107.4h: effects that reduce generic mana don't affect {S} costs."""
    assert P("{1}{S}").reduce_generic(2) == P("{S}")


# --- 106: mana in the pool and produced mana ---------------------------------------------------


def test_mana_unit_must_be_a_type_of_mana() -> None:
    """106.1b: mana is one of six types."""
    assert ManaUnit("G", source=7).source == 7
    with pytest.raises(ValueError, match="mana type"):
        ManaUnit("P")


def test_format_units_announces_mana_in_wubrgc_order() -> None:
    """106.4a: the mana left in a pool is announced."""
    assert format_units([ManaUnit("C"), ManaUnit("G"), ManaUnit("W"), ManaUnit("G")]) == (
        "{W}{G}{G}{C}"
    )
    assert format_units([]) == ""


def test_parse_mana_symbols_reads_productions() -> None:
    """106.10-11: "Add {G}{G}" adds two green; a numeral or {S} adds colorless mana."""
    assert parse_mana_symbols("{G}{G}") == ("G", "G")
    assert parse_mana_symbols("{C}{C}") == ("C", "C")
    assert parse_mana_symbols("{2}") == ("C", "C")
    with pytest.raises(ValueError, match="type of mana"):
        parse_mana_symbols("{W/U}")  # 106.8: a hybrid production needs a choice


# --- 601.2g-h: paying costs --------------------------------------------------------------------


def test_colored_mana_needs_that_color() -> None:
    """202.1a, 107.4a: colored mana in a cost is paid only with that color."""
    assert plan_payment(P("{R}"), [], [land(0, "G")]) is None
    assert plan_payment(P("{R}"), [], [land(0, "R")]) == PaymentPlan((), ((0, 0),))


def test_colorless_symbol_needs_colorless_mana() -> None:
    """107.4c: {C} can be paid only with colorless mana."""
    assert not can_pay(P("{C}"), [ManaUnit("G")], [land(0, "W")])
    plan = plan_payment(P("{C}"), [ManaUnit("G")], [SourceOffer(3, (("C", "C"),))])
    assert plan == PaymentPlan((), ((3, 0),))


def test_generic_mana_is_paid_with_any_type() -> None:
    """107.4b: generic mana can be paid with any type of mana."""
    pool = [ManaUnit(t) for t in MANA_TYPES]
    assert assign_units(P("{6}"), pool) == (0, 1, 2, 3, 4, 5)
    assert assign_units(P("{7}"), pool) is None


def test_hybrid_is_paid_with_either_half() -> None:
    """107.4e, 118.13: {G/W}{G/W} can be paid with {G}{G}, {G}{W} or {W}{W}."""
    for pair in ("GG", "GW", "WW"):
        assert assign_units(P("{G/W}{G/W}"), [ManaUnit(t) for t in pair]) == (0, 1)
    assert assign_units(P("{G/W}"), [ManaUnit("U")]) is None


def test_monocolored_hybrid_is_one_color_or_two_generic() -> None:
    """107.4e: {2/B} is paid with one black mana or two mana of any type."""
    assert assign_units(P("{2/B}"), [ManaUnit("B")]) == (0,)
    assert assign_units(P("{2/B}"), [ManaUnit("R"), ManaUnit("G")]) == (0, 1)
    assert assign_units(P("{2/B}"), [ManaUnit("R")]) is None


def test_colorless_hybrid_is_the_color_or_colorless() -> None:
    """107.4e: {C/W} is paid with one white mana or one colorless mana."""
    assert assign_units(P("{C/W}"), [ManaUnit("C")]) == (0,)
    assert assign_units(P("{C/W}"), [ManaUnit("G")]) is None


def test_phyrexian_is_paid_with_mana_or_two_life() -> None:
    """107.4f, 118.13: {W/P}{W/P} can be paid with {W}{W}, {W} and 2 life, or 4 life."""
    cost = P("{W/P}{W/P}")
    plains = [land(0, "W"), land(1, "W")]
    assert plan_payment(cost, [], plains, life_available=20) == PaymentPlan((), ((0, 0), (1, 0)))
    assert plan_payment(cost, [], plains[:1], life_available=20) == PaymentPlan((), ((0, 0),), 2)
    assert plan_payment(cost, [], [], life_available=20) == PaymentPlan((), (), 4)
    assert plan_payment(cost, [], [], life_available=3) is None
    assert can_pay(cost, [], [], life_available=4)


def test_hybrid_phyrexian_is_either_color_or_two_life() -> None:
    """107.4f: a hybrid Phyrexian symbol is paid with either color or 2 life."""
    assert assign_units(P("{G/U/P}"), [ManaUnit("U")]) == (0,)
    assert plan_payment(P("{G/U/P}"), [ManaUnit("R")], [], life_available=2) == PaymentPlan(
        (), (), 2
    )


def test_assign_units_pays_phyrexian_with_mana_only() -> None:
    """107.4f: assign_units pays only with mana; life is for plan_payment."""
    assert assign_units(P("{G/P}"), []) is None


def test_snow_needs_mana_from_a_snow_source() -> None:
    """107.4h: {S} is paid with one mana of any type produced by a snow source."""
    assert assign_units(P("{S}"), [ManaUnit("G")]) is None
    assert assign_units(P("{S}"), [ManaUnit("G"), ManaUnit("U", snow=True)]) == (1,)
    # The snow mana goes to {S}; the ordinary green pays {G}.
    pool = [ManaUnit("G", snow=True), ManaUnit("G")]
    assert assign_units(P("{G}{S}"), pool) == (0, 1)
    assert can_pay(P("{S}{S}"), [ManaUnit("G", snow=True)], [land(0, "G")]) is False


def test_restricted_mana_only_where_allowed() -> None:
    """106.6: mana that can be spent only on some things pays only for those."""
    pool = [ManaUnit("G", restriction="creature spells")]
    assert assign_units(P("{G}"), pool) is None
    assert assign_units(P("{G}"), pool, lambda u: u.restriction == "creature spells") == (0,)
    assert assign_units(P("{G}"), pool, lambda u: False) is None


def test_restricted_mana_is_spent_before_unrestricted() -> None:
    """106.6: when allowed, restricted mana pays first and the free mana stays in the pool."""
    pool = [ManaUnit("G"), ManaUnit("G", restriction="creature spells")]
    assert assign_units(P("{G}"), pool, lambda u: True) == (1,)


def test_assign_units_uses_exactly_the_cost() -> None:
    """601.2h, 118.3a: the units chosen pay the cost, and the rest stays in the pool."""
    pool = [ManaUnit("R"), ManaUnit("G"), ManaUnit("G"), ManaUnit("C")]
    chosen = assign_units(P("{1}{G}"), pool)
    assert chosen is not None and len(chosen) == 2
    assert {1, 2} & set(chosen)


def test_x_must_be_announced_before_paying() -> None:
    """107.3a: X is chosen before the cost is paid; an unannounced X is an error."""
    with pytest.raises(ValueError, match="with_x"):
        plan_payment(P("{X}{R}"), [], [land(0, "R")])


def test_pool_mana_is_spent_before_activating() -> None:
    """601.2g: mana abilities are optional (118.3c); mana already in the pool comes first."""
    plan = plan_payment(P("{1}{G}"), [ManaUnit("G"), ManaUnit("R")], [land(5, "G")])
    assert plan == PaymentPlan((0, 1), ())


def test_fewest_activations() -> None:
    """601.2g: a Sol Ring's {C}{C} pays {2} alone; the spare mana stays in the pool (106.4)."""
    offers = [land(0, "G"), SourceOffer(1, (("C", "C"),)), land(2, "G")]
    assert plan_payment(P("{2}"), [], offers) == PaymentPlan((), ((1, 0),))
    assert plan_payment(P("{1}"), [], offers[1:2]) == PaymentPlan((), ((1, 0),))


def test_flexible_sources_are_kept() -> None:
    """601.2g: tap the Forest for {G} and keep Birds of Paradise, which makes any color."""
    offers = [SourceOffer(0, BIRDS), land(1, "G"), land(2, "R")]
    plan = plan_payment(P("{1}{G}"), [], offers)
    assert plan == PaymentPlan((), ((1, 0), (2, 0)))
    plan = plan_payment(P("{U}"), [], offers)
    assert plan == PaymentPlan((), ((0, 1),))


def test_generic_is_paid_from_the_most_plentiful_sources() -> None:
    """601.2g: generic mana taps lands of the color most available, keeping colors spread."""
    offers = [land(0, "R"), land(1, "R"), land(2, "R"), land(3, "G"), land(4, "G"), land(5, "G")]
    plan = plan_payment(P("{2}{R}"), [], offers)
    assert plan is not None
    tapped = {k for k, _ in plan.activations}
    assert len(tapped) == 3 and tapped & {0, 1, 2} and tapped & {3, 4, 5}


def test_offers_in_one_group_exclude_each_other() -> None:
    """107.5: two {T} abilities of one permanent can't both be activated."""
    offers = [SourceOffer(0, (("R",),), 7), SourceOffer(1, (("G",),), 7)]
    assert plan_payment(P("{R}{G}"), [], offers) is None
    assert plan_payment(P("{R}"), [], offers) == PaymentPlan((), ((0, 0),))
    apart = [SourceOffer(0, (("R",),), 7), SourceOffer(1, (("G",),), 8)]
    assert can_pay(P("{R}{G}"), [], apart)


def test_backtracks_when_the_obvious_choice_fails() -> None:
    """601.2h: a payment exists here only if the G/U land makes U and the G/W land makes G."""
    offers = [SourceOffer(0, (("G",), ("W",))), SourceOffer(1, (("G",), ("U",)))]
    plan = plan_payment(P("{G}{U}"), [], offers)
    assert plan is not None
    assert sorted(plan.activations) == [(0, 0), (1, 1)]


def test_big_board_is_bounded() -> None:
    """601.2h: paying a long cost with many sources stays exact and terminates."""
    colors = "WUBRG"
    offers = [SourceOffer(i, ((colors[i % 5],), (colors[(i + 1) % 5],)), i // 2) for i in range(59)]
    cost = P("{4}" + "".join(f"{{{colors[i % 5]}}}" for i in range(14)))
    plan = plan_payment(cost, [], offers)
    assert plan is not None
    check_plan(plan, cost, [], offers)
    assert not can_pay(cost + P("{20}"), [], offers)


@settings(max_examples=300, deadline=None)
@given(costs, pools, offer_lists, allows, lives)
def test_plan_exists_iff_brute_force_finds_a_payment(
    cost: ManaCost,
    pool: list[ManaUnit],
    offers: list[SourceOffer],
    allow: Allow,
    life: int,
) -> None:
    """601.2h: plan_payment finds a payment exactly when one exists, with least life and taps."""
    plan = plan_payment(cost, pool, offers, allow, life)
    best = brute_min(cost, pool, offers, allow, life)
    assert (plan is not None) == (best is not None)
    assert can_pay(cost, pool, offers, allow, life) == (best is not None)
    if plan is not None:
        assert (plan.life, len(plan.activations)) == best


@settings(max_examples=300, deadline=None)
@given(costs, pools, offer_lists, allows, lives)
def test_a_plan_really_pays_the_cost(
    cost: ManaCost,
    pool: list[ManaUnit],
    offers: list[SourceOffer],
    allow: Allow,
    life: int,
) -> None:
    """601.2h, 118.3: simulating a plan's pool units, activations and life pays the cost."""
    plan = plan_payment(cost, pool, offers, allow, life)
    if plan is not None:
        check_plan(plan, cost, pool, offers, allow, life)


@settings(max_examples=200, deadline=None)
@given(costs, st.lists(units, max_size=6), allows)
def test_assign_units_pays_exactly(cost: ManaCost, pool: list[ManaUnit], allow: Allow) -> None:
    """118.3a: assign_units picks units that pay the cost with no mana to spare."""
    chosen = assign_units(cost, pool, allow)
    possible = _pays(cost.symbols, [(pool[i].type, pool[i].snow) for i in _usable(pool, allow)], 0)
    assert (chosen is not None) == possible
    if chosen is not None:
        check_plan(PaymentPlan(chosen, ()), cost, pool, [], allow)
        chosen_units = [(pool[i].type, pool[i].snow) for i in chosen]
        for k in range(len(chosen_units)):
            assert not _pays(cost.symbols, chosen_units[:k] + chosen_units[k + 1 :], 0)


@settings(max_examples=150, deadline=None)
@given(costs, pools, offer_lists, allows, lives)
def test_plan_stays_exact_when_the_optimising_search_is_cut_short(
    cost: ManaCost,
    pool: list[ManaUnit],
    offers: list[SourceOffer],
    allow: Allow,
    life: int,
) -> None:
    """601.2h: with no budget to optimise, a plan is still found exactly when one exists."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(mana, "_NODE_LIMIT", 0)
        plan = plan_payment(cost, pool, offers, allow, life)
    assert (plan is not None) == (brute_min(cost, pool, offers, allow, life) is not None)
    if plan is not None:
        check_plan(plan, cost, pool, offers, allow, life)


def test_monocolored_hybrid_takes_its_color_before_two_mana() -> None:
    """118.3a, 107.4e: with {W} in the pool, {2/W} takes it instead of two mana; {S} then
    takes another snow mana (found by Hypothesis: {W}{W}{2/W}{S} paid with a spare unit)."""
    pool = [ManaUnit("W"), ManaUnit("W"), ManaUnit("W", snow=True), ManaUnit("U"),
            ManaUnit("U", snow=True)]
    chosen = assign_units(P("{W}{W}{2/W}{S}"), pool)
    assert chosen is not None
    assert sorted(chosen) == [0, 1, 2, 4]
    plan = plan_payment(P("{W}{W}{2/W}{S}"), pool, [])
    assert plan is not None and len(plan.pool_units) == 4


# Problems the payer decides by counting (`mana._can_pay_by_counting`): single-type and
# generic symbols; sources making one mana of one type, in groups of one or shared.
simple_costs = st.lists(st.sampled_from((*MANA_TYPES, "1", "2", "3")), max_size=6).map(
    lambda symbols: ManaCost(tuple(symbols)))
simple_pools = st.lists(st.sampled_from(MANA_TYPES).map(ManaUnit), max_size=3)
simple_offers = st.lists(st.tuples(st.sampled_from(MANA_TYPES), st.integers(-1, 3)),
                         max_size=6).map(lambda found: [SourceOffer(k, ((kind,),), group)
                                                        for k, (kind, group) in enumerate(found)])


@settings(max_examples=400, deadline=None)
@given(simple_costs, simple_pools, simple_offers)
def test_counting_decides_simple_payments_like_the_search(
    cost: ManaCost, pool: list[ManaUnit], offers: list[SourceOffer]
) -> None:
    """601.2h, 107.5: where counting applies it agrees with a brute-force search (offers
    sharing a group, which exclude each other, are left to the search)."""
    counted = mana._can_pay_by_counting(cost.symbols, pool, offers)
    groups = [o.group for o in offers if o.group >= 0]
    assert (counted is None) == (len(set(groups)) < len(groups))
    if counted is not None:
        assert counted == (brute_min(cost, pool, offers, None, 0) is not None)


@pytest.mark.parametrize("seed", [1, 2])
def test_counting_sources_agrees_with_the_solver_in_random_games(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """601.2g-h: whether a player can pay a cost, decided by counting their single-mana
    sources (basic lands, Llanowar Elves), is what the payment solver finds, at every
    check of random games."""
    import random

    from manastack.cards.decks import demo_decks, reference_decks
    from manastack.game import Game
    from manastack.rules import mana_abilities

    real = mana_abilities.can_pay_mana
    counting = mana_abilities._single_mana_supply
    answers: Counter[bool] = Counter()

    def both(state: Any, player: int, cost: ManaCost, exclude_tapping: int | None = None,
             paying_for: int | None = None) -> bool:
        state.cache().misc.clear()
        fast = real(state, player, cost, exclude_tapping, paying_for)
        monkeypatch.setattr(mana_abilities, "_single_mana_supply", lambda *args: None)
        state.cache().misc.clear()
        slow = real(state, player, cost, exclude_tapping, paying_for)
        monkeypatch.setattr(mana_abilities, "_single_mana_supply", counting)
        assert fast == slow, f"{cost}: counting says {fast}, the solver {slow}"
        answers[fast] += 1
        return fast

    monkeypatch.setattr(mana_abilities, "can_pay_mana", both)
    for decks in (reference_decks, demo_decks):
        game = Game.new(decks(), seed=seed, mana_at_priority=False)
        pick = random.Random(seed)
        while not game.is_over:
            options = game.legal_choices()
            game.apply(options[pick.randrange(len(options))])
    assert answers[True] > 50 and answers[False] > 50
