"""613.8: dependencies between continuous effects of one layer, and what they cost.

An effect depends on another of its layer when applying the other would change whether it
exists or what it applies to (613.8a); it then waits until that one has been applied
(613.8b), effects in a dependency loop are applied in timestamp order (613.8b), and the
order is evaluated again after each effect (613.8c). Only effects that read a
characteristic their layer changes can depend on anything, so the solver compares only
those: the tests count the comparisons (`layers._depends`) and the copies of
characteristics (`Chars.copy`) as effects pile up (issue 11: one Glorious Anthem and a free
"+1/+1 until end of turn" ability made every decision quadratic in the activations).

The card pool has no type-changing static ability, so the layer-4 abilities below are
written as `StaticAbility`s (as Test Maro is in test_cr613_layers.py); the others are
hypothetical cards compiled from Oracle text.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest
from test_cr613_layers import add_effects, chars, setup

from helpers import do, pass_all, position, pt
from manastack.cards.inline import card_data, define_card
from manastack.game import Game
from manastack.rules import layers
from manastack.rules.abilities import CardDef, StaticAbility
from manastack.rules.layers import Chars, characteristics, layer_of
from manastack.rules.state import EffectRecord, GameObject, GameState
from manastack.scenario import build_state

PUMP = "{0}: This creature gets +1/+1 until end of turn."


def compiled(name: str, type_line: str, text: str, power: str | None = None,
             toughness: str | None = None) -> CardDef:
    return define_card(card_data(name, "{2}", type_line, text, power, toughness))


def golem() -> CardDef:
    return compiled("Test Pump Golem", "Artifact Creature — Golem", PUMP, "1", "1")


# Layer 6 static abilities reading what layer 6 changes (keywords), and creatures with one
# printed keyword each.
def keyword_cards() -> tuple[CardDef, ...]:
    return (
        compiled("Test Vigil Banner", "Artifact", "Creatures with flying have vigilance."),
        compiled("Test Charge Banner", "Artifact", "Creatures with vigilance have trample."),
        compiled("Test Sky Banner", "Artifact", "Creatures with trample have flying."),
        compiled("Test Lance Banner", "Artifact", "Creatures with trample have first strike."),
        compiled("Test Hawk", "Creature — Bird", "Flying", "1", "1"),
        compiled("Test Sentry", "Creature — Soldier", "Vigilance", "1", "1"),
        compiled("Test Rhino", "Creature — Rhino", "Trample", "1", "1"),
    )


class Counts:
    """How many dependency comparisons and copies of characteristics the solver made."""

    def __init__(self) -> None:
        self.comparisons = 0
        self.copies = 0


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counts]:
    counts = Counts()
    depends, copy = layers._depends, Chars.copy

    def counting_depends(*args: Any) -> bool:
        counts.comparisons += 1
        return depends(*args)

    def counting_copy(self: Chars) -> Chars:
        counts.copies += 1
        return copy(self)

    monkeypatch.setattr(layers, "_depends", counting_depends)
    monkeypatch.setattr(Chars, "copy", counting_copy)
    yield counts


def solve_counted(game: Game, counts: Counts) -> tuple[int, int]:
    """The comparisons and copies of one solution of the layers for `game`'s board."""
    state = game.state.fork()
    state.touch()
    counts.comparisons = counts.copies = 0
    for oid in state.battlefield:
        characteristics(state, oid)
    return counts.comparisons, counts.copies


def pumped(times: int) -> tuple[Game, int]:
    """Glorious Anthem and Test Pump Golem, whose ability has resolved `times` times this
    turn (611.2: each resolution leaves one "+1/+1 until end of turn" effect)."""
    game, labels = setup({"battlefield": ["Glorious Anthem", {"card": "Test Pump Golem",
                                                               "label": "g"}]},
                         cards=(golem(),))
    for _ in range(times):
        do(game, f"activate Test Pump Golem: {PUMP}")
        pass_all(game)
    return game, labels["g"]


def test_an_anthem_and_pump_effects_are_never_compared(counted: Counts) -> None:
    """613.8a, 613.7, 611.2c (issue 11): "Creatures you control get +1/+1" judges its
    objects by type and controller, which no effect of layer 7c changes, and the pump
    effects are locked in to the Golem: no effect of layer 7c can depend on another, so
    they apply in timestamp order with no comparison, however many there are, and
    characteristics are never copied for a trial."""
    figures = {}
    for times in (10, 40):
        game, g = pumped(times)
        assert pt(game, g) == (2 + times, 2 + times)
        figures[times] = solve_counted(game, counted)
    assert figures == {10: (0, 0), 40: (0, 0)}


def test_comparisons_grow_at_most_linearly_with_the_effects_a_dependency_reads(
        counted: Counts) -> None:
    """613.8a-c: "Creatures with flying have vigilance" reads keywords, which layer 6
    changes, so it is compared with the effects of its layer; with N "gains flying"
    effects on two creatures, the comparisons and copies grow at most linearly in N (each
    comparison re-asks only the objects the other effect changes), and the result is
    that of the rules: both fly and have vigilance."""
    figures = {}
    for n in (10, 40):
        game, labels = setup({"battlefield": ["Test Vigil Banner", {"card": "Grizzly Bears",
                                                                    "label": "b"},
                                              {"card": "Llanowar Elves", "label": "e"}]},
                             cards=keyword_cards())
        state = game.state.fork()
        add_effects(state, labels, tuple(("keywords", ("flying",), ("b" if i % 2 else "e",),
                                          "end of turn") for i in range(n)))
        game = Game.from_state(state)
        for label in ("b", "e"):
            assert chars(game, labels[label]).keywords == {"flying", "vigilance"}
        figures[n] = solve_counted(game, counted)
    (comparisons_10, copies_10), (comparisons_40, copies_40) = figures[10], figures[40]
    assert 0 < comparisons_40 <= 4 * comparisons_10 + 8
    assert copies_40 <= 4 * copies_10 + 8


def test_abilities_that_exist_while_their_source_has_them_are_compared_with_nothing_else(
        counted: Counts) -> None:
    """613.8a, 613.1f: "Creatures you control have flying" (and vigilance, trample)
    judges its objects by type and controller; in layer 6 it reads only whether its own
    source still has it. With 3 or 12 such permanents and 10 effects granting the Bears
    first strike, no effect changes a source, so nothing is compared, and the Bears has
    every keyword."""
    lords = tuple(compiled(f"Test {word.title()} Lord", "Artifact",
                           f"Creatures you control have {word}.")
                  for word in ("flying", "vigilance", "trample"))
    figures = {}
    for copies in (1, 4):
        game, labels = setup({"battlefield": [lord.name for lord in lords] * copies
                              + [{"card": "Grizzly Bears", "label": "b"}]},
                             effects=(("keywords", ("first strike",), ("b",), "end of turn"),)
                             * 10, cards=lords)
        assert chars(game, labels["b"]).keywords == {"flying", "vigilance", "trample",
                                                     "first strike"}
        figures[3 * copies] = solve_counted(game, counted)[0]
    assert figures == {3: 0, 12: 0}


def test_an_effect_that_reads_only_earlier_layers_is_independent() -> None:
    """613.8a(a), 613.1e, 613.4c, the example of 613.9: "White creatures you control get
    +1/+1" and an effect making the Bears white are in different layers, so neither
    depends on the other: the color is set in layer 5 first, and the Bears gets +1/+1
    whatever the timestamps; Alice's other Bears, still green, doesn't."""
    honor = compiled("Test Honor", "Enchantment", "White creatures you control get +1/+1.")
    game, labels = setup({"battlefield": ["Test Honor", {"card": "Grizzly Bears", "label": "b"},
                                          {"card": "Grizzly Bears", "label": "c"}]},
                         effects=(("colors", ("W",), ("b",), "end of turn"),), cards=(honor,))
    assert pt(game, labels["b"]) == (3, 3)
    assert pt(game, labels["c"]) == (2, 2)


def test_a_loop_of_three_applies_in_timestamp_order_and_its_dependent_waits() -> None:
    """613.8b, 613.8c: "flying -> vigilance" (A), "vigilance -> trample" (B) and
    "trample -> flying" (C) form a loop (A depends on C, C on B, B on A: each changes what
    the next applies to), so they apply in timestamp order; "trample -> first strike" (D,
    the earliest) depends on B, outside the loop, so it waits until just after B. The
    Hawk, Sentry and Rhino then all have first strike; the Rhino, given flying by C only
    after A applied, has no vigilance."""
    game, labels = setup({"battlefield": [
        "Test Lance Banner", "Test Vigil Banner", "Test Charge Banner", "Test Sky Banner",
        {"card": "Test Hawk", "label": "hawk"}, {"card": "Test Sentry", "label": "sentry"},
        {"card": "Test Rhino", "label": "rhino"}]}, cards=keyword_cards())
    every = {"flying", "vigilance", "trample", "first strike"}
    assert chars(game, labels["hawk"]).keywords == every
    assert chars(game, labels["sentry"]).keywords == every
    assert chars(game, labels["rhino"]).keywords == every - {"vigilance"}


def test_an_effect_removing_a_static_ability_is_found_among_many_alike() -> None:
    """613.8a-c, 613.1f: with many identical "gains flying" effects on the Bears, an
    effect making Test Vigil Banner lose all abilities is still found to change the
    vigilance effect's existence: the vigilance effect waits for it and doesn't apply."""
    game, labels = setup({"battlefield": [{"card": "Test Vigil Banner", "label": "v"},
                                          {"card": "Grizzly Bears", "label": "b"}]},
                         effects=(*[("keywords", ("flying",), ("b",), "end of turn")] * 5,
                                  ("lose_abilities", (), ("v",), "end of turn")),
                         cards=keyword_cards())
    assert chars(game, labels["b"]).keywords == {"flying"}


# -- a type-changing dependency (613.1d) ------------------------------------------------
def _also_subtype(name: str, subtype: str, of: str | None) -> CardDef:
    """An enchantment "Creatures you control [that are <of>s] are <subtype>s in addition
    to their other types." (a layer-4 static ability, 613.1d)."""
    def applies(state: GameState, src: Chars, cand: Chars) -> bool:
        return cand.is_creature and cand.controller == src.controller and \
            (of is None or of in cand.subtypes)

    def modify(c: Chars, _source: GameObject) -> None:
        c.subtypes.add(subtype)

    which = f"that are {of}s " if of else ""
    text = f"Creatures you control {which}are {subtype}s in addition to their other types."
    base = define_card(card_data(name, "{2}", "Enchantment", ""))
    ability = StaticAbility(text, "4", lambda _s, _a, _b: False, modify, applies_to=applies)
    return dataclasses.replace(base, abilities=(ability,), text=text)


def test_a_type_changing_effect_is_applied_before_the_one_that_depends_on_it() -> None:
    """613.8a-b, 613.1d, 613.4c: "Elves you control are Warriors" (earlier) depends on
    "Creatures you control are Elves" (later), which changes what it applies to, both in
    layer 4; so the Bears becomes an Elf and then a Warrior, and "Warriors you control get
    +1/+1" (layer 7c) makes it 3/3. Bob's Bears is neither."""
    cards = (_also_subtype("Test Warrior Pact", "Warrior", "Elf"),
             _also_subtype("Test Elf Pact", "Elf", None),
             compiled("Test War Banner", "Artifact", "Warriors you control get +1/+1."))
    game, labels = setup({"battlefield": ["Test Warrior Pact", "Test Elf Pact", "Test War Banner",
                                          {"card": "Grizzly Bears", "label": "b"}]},
                         {"battlefield": [{"card": "Grizzly Bears", "label": "theirs"}]},
                         cards=cards)
    assert chars(game, labels["b"]).subtypes == {"Bear", "Elf", "Warrior"}
    assert pt(game, labels["b"]) == (3, 3)
    assert chars(game, labels["theirs"]).subtypes == {"Bear"}
    assert pt(game, labels["theirs"]) == (2, 2)


# -- against the rules, read literally ---------------------------------------------------
def literal_solution(state: GameState) -> dict[int, Chars]:
    """613.1, 613.7, 613.8 read literally: in each layer, before each effect is applied
    (613.8c), every pair of remaining effects is tried on a copy of every permanent's
    characteristics (613.8a); the next effect is the earliest whose every dependency
    depends on it in turn, directly or through others (a loop, 613.8b)."""
    chars = {oid: Chars(state.objects[oid]) for oid in state.battlefield}
    effects = layers._statics(state) + [layers._from_record(r) for r in state.effects]

    def members(now: dict[int, Chars], e: Any) -> frozenset[int]:
        if e.locked is not None:
            return frozenset(oid for oid in e.locked if oid in now)
        source = now.get(e.source)
        return frozenset(oid for oid, c in now.items() if e.applies(state, source, c))

    def depends(a: Any, b: Any) -> bool:
        trial = {oid: c.copy() for oid, c in chars.items()}
        for oid in members(chars, b):
            b.change(trial[oid])
        return members(trial, a) != members(chars, a)

    for layer in layers.LAYERS:
        if layer == "7c":
            for c in chars.values():
                layers._apply_counters(c)
        remaining = sorted((e for e in effects if e.layer == layer), key=lambda e: e.timestamp)
        while remaining:
            on = {a: [b for b in remaining if b is not a and depends(a, b)] for a in remaining}
            chosen = next(a for a in remaining if all(_reaches(on, b, a) for b in on[a]))
            remaining.remove(chosen)
            for oid in members(chars, chosen):
                chosen.change(chars[oid])
    for c in chars.values():     # 208.3: a noncreature permanent has no power or toughness
        layers._noncreature_permanent_pt(c)
    return chars


def _reaches(on: dict[Any, list[Any]], start: Any, goal: Any) -> bool:
    """Whether `start` depends on `goal`, directly or through others (`on`: the effects
    each depends on)."""
    seen, todo = {start}, [start]
    while todo:
        for y in on[todo.pop()]:
            if y is goal:
                return True
            if y not in seen:
                seen.add(y)
                todo.append(y)
    return False


def _random_board(rng: random.Random) -> GameState:
    statics = ["Glorious Anthem", "Veteran Armorer", "Test Vigil Banner", "Test Charge Banner",
               "Test Sky Banner", "Test Lance Banner", "Test Honor", "Test Wind Banner",
               "Test Small Banner", "Test Warrior Pact", "Test Elf Pact", "Test War Banner"]
    creatures = ["Grizzly Bears", "Serra Angel", "Llanowar Elves", "Test Hawk", "Test Sentry",
                 "Test Rhino", "Forest"]
    sides = [rng.sample(statics, rng.randint(1, 5)) + rng.choices(creatures, k=rng.randint(1, 4)),
             rng.sample(statics, rng.randint(0, 3)) + rng.choices(creatures, k=rng.randint(0, 3))]
    for side in sides:
        rng.shuffle(side)
    cards = (*keyword_cards(), _also_subtype("Test Warrior Pact", "Warrior", "Elf"),
             _also_subtype("Test Elf Pact", "Elf", None),
             compiled("Test War Banner", "Artifact", "Warriors you control get +1/+1."),
             compiled("Test Honor", "Enchantment", "White creatures you control get +1/+1."),
             compiled("Test Wind Banner", "Artifact", "Creatures you control have flying."),
             compiled("Test Small Banner", "Artifact", "Creatures with power 2 or less get +1/+1."))
    state, _ = build_state(position({"battlefield": sides[0]}, {"battlefield": sides[1]}),
                           cards=cards)
    ids = list(state.battlefield)
    made = {"pt": lambda: (rng.randint(-1, 2), rng.randint(-1, 2)),
            "keywords": lambda: (rng.choice(["flying", "vigilance", "trample"]),),
            "lose_abilities": lambda: (), "set_pt": lambda: (rng.randint(0, 3), rng.randint(1, 3)),
            "switch_pt": lambda: (), "colors": lambda: (rng.choice("WG"),),
            "add_types": lambda: (("Creature",), (rng.choice(["Elf", "Warrior"]),)),
            "control": lambda: (rng.randint(0, 1),)}
    for _ in range(rng.randint(0, 8)):
        op = rng.choice(sorted(made))
        state.effects = (*state.effects, EffectRecord(
            op, made[op](), layer_of(op), state.new_timestamp(),
            tuple(rng.sample(ids, rng.randint(1, 2))), "end of turn"))
    state.touch()
    return state


def test_the_solver_agrees_with_the_rules_read_literally_on_random_boards() -> None:
    """613.1, 613.7, 613.8a-c: on 150 random boards of static abilities that read what
    their layer changes (keywords, subtypes, power) or not, and resolved effects of every
    operation on random permanents (abilities lost, control, types, colors, P/T), every
    permanent's characteristics are those of the literal reading above."""
    def seen(c: Chars) -> tuple[Any, ...]:
        return (sorted(c.types), sorted(c.subtypes), sorted(c.colors), c.power, c.toughness,
                sorted(c.keywords), [a.text for a in c.abilities], c.controller, sorted(c.rules))

    for seed in range(150):
        state = _random_board(random.Random(seed))
        expected = literal_solution(state)
        for oid in state.battlefield:
            assert seen(characteristics(state, oid)) == seen(expected[oid]), (seed, oid)
