"""The intermediate forms of the Oracle compiler, shared by every clause family: object
descriptions, the records the transformer builds (`AbilityIR` at the top), and the helpers
that turn them into effect nodes (`semantics.py` has the nodes themselves).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

from lark import Token

from manastack.cards.dsl import pump
from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.semantics import (
    Amount,
    Builder,
    Effect,
    Filter,
    Node,
    ObjRef,
    PlayerRef,
    Unsupported,
)
from manastack.rules.abilities import Ability, Cost, ManaOutputs, TargetRef, TargetSpec, ref_player
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.events import (
    Event,
)
from manastack.rules.granted import granted_key
from manastack.rules.layers import Chars, characteristics
from manastack.rules.protection import choose_colors
from manastack.rules.state import GameObject, GameState
from manastack.rules.unblocked import DEFENDING, defended_by

COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


TYPE_WORDS = {
    "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
    "land": "Land", "planeswalker": "Planeswalker", "permanent": "permanent",
    "spell": "spell", "card": "card", "instant": "Instant", "sorcery": "Sorcery",
    "sorceries": "Sorcery", "token": "token", "battle": "Battle",
}


def type_of(word: str) -> str:
    word = word.lower()
    if word in TYPE_WORDS:
        return TYPE_WORDS[word]
    if word.endswith("s") and word[:-1] in TYPE_WORDS:
        return TYPE_WORDS[word[:-1]]
    raise Unsupported(f"type word {word!r}")


@dataclass(frozen=True)
class Desc:
    """An object description with the zone it looks in."""

    filter: Filter
    zone: str = "battlefield"
    text: str = ""
    plural: bool = False


@dataclass(frozen=True)
class Modify:
    """"[objects] get +N/+M / gain K / can't block [duration]": an effect with a duration,
    or (without one, on a permanent) a static ability."""

    objects: ObjRef
    power: int | None = None
    toughness: int | None = None
    pt_x: tuple[int, int] | None = None          # signs of X in "+X/+0"
    keywords: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    land_types: tuple[str, ...] = ()             # 305.7: land types set or added
    sets_land_types: bool = False
    gains_control: bool = False                  # 613.1b: "You control [objects]"
    duration: str | None = None
    condition: Condition | None = None           # 611.3a: "as long as ..." (clauses/as_long_as)
    abilities: tuple[Ability, ...] = ()          # 113.10: granted "[ability]" (clauses/granted)
    keyword_choice: tuple[str, ...] = ()         # 608.2d: "gains your choice of A, B, or C"
    # 205.1b: "are 1/1 green Elf creatures that are still lands" (clauses/animate.py): the
    # types and subtypes added (layer 4), the colors set (5), the base P/T set (7b).
    types_added: tuple[tuple[str, ...], tuple[str, ...]] | None = None
    colors: tuple[str, ...] | None = None
    base_pt: tuple[int, int] | None = None


@dataclass(frozen=True)
class ManaOutput:
    outputs: tuple[tuple[str, ...], ...]
    # What it adds when that depends on the game ("any color in your commander's color
    # identity", clauses/commander.py); `outputs` is then empty.
    produce: ManaOutputs | None = None


@dataclass(frozen=True)
class TriggerIR:
    check: Callable[[GameState, Event, GameObject], bool]
    look_back: bool = False
    about_self: bool = True               # "it" means the source
    event_obj_key: str | None = None      # "it"/"that creature" mean the event's object
    event_player_key: str | None = None
    event_player_index: bool = False     # the event names the player by index, not by reference
    intervening_if: Callable[[GameState, GameObject], bool] | None = None    # 603.4
    # 113.6k: a trigger that works outside the battlefield, on any card (702.29c: cycled).
    zones: tuple[str, ...] | None = None
    event_amount: bool = False            # "that many": the event's amount (damage_triggers)
    # 400.7e: the public zone the event's object moved to, where "it" finds the new object
    # (clauses/found_objects.py).
    found_zone: str | None = None
    # 603.8: a state trigger's condition (clauses/state_triggers.py).
    state: Callable[[GameState, GameObject], bool] | None = None


@dataclass(frozen=True)
class Condition:
    """A condition on the game (603.4, 614.1c): `test(state, you, source)`."""

    test: Callable[[GameState, int, int], bool]
    text: str
    # 611.3a: a condition on the permanents' characteristics ("an opponent controls a
    # Human", clauses/board_conditions): `board(state, permanents, you, source)` on the
    # characteristics given, and the last layer whose results it reads (a static ability
    # whose first part is in a later layer can judge it as that layer begins).
    board: Callable[[GameState, Mapping[int, Chars], int, int], bool] | None = None
    board_layer: str = ""
    # Its "it" is the source ("if it's renowned", 603.4): after an effect, "it" would be the
    # object that effect acted on, so clauses/if_condition.py refuses it there.
    about_it: bool = False


@dataclass
class AbilityIR:
    kind: str                 # keywords, activated, loyalty, triggered, effects, modal,
    #                           enters_tapped, enters_counters
    keywords: tuple[str, ...] = ()
    extras: tuple[Any, ...] = ()              # equip / enchant / prowess entries
    cost: Cost | None = None
    cost_text: str = ""
    loyalty: int | None = None
    items: list[Any] = field(default_factory=list)    # effect nodes / Modify / ManaOutput
    restrictions: tuple[str, ...] = ()
    trigger: TriggerIR | None = None
    optional: bool = False
    modes: list[tuple[tuple[int, int], list[Any]]] = field(default_factory=list)
    amount: Amount | None = None
    counter_kind: str = ""
    # 614.1c, 614.12: how "enters tapped" may be avoided: ("unless", Condition),
    # ("pay life", N), ("reveal", subtypes).
    unless: tuple[str, Any] | None = None
    only_if: Condition | None = None          # 602.5b: "Activate only if ..."
    # 603.4: a triggered ability's "if" clause, checked for (state, source).
    intervening_if: Callable[[GameState, GameObject], bool] | None = None


def tokens_of(children: list[Any]) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


def amount_const(a: Amount) -> int:
    if a.const is None:
        raise Unsupported("a number that isn't fixed")
    return a.const * a.times


def desc_allows(desc: Desc) -> Callable[[GameState, TargetRef, int], bool]:
    flt = desc.filter

    def allows(state: GameState, ref: TargetRef, controller: int) -> bool:
        if ref < 0:
            return False
        obj = state.get(ref)
        if obj is None:
            return False
        if desc.zone == "stack" and obj.kind not in ("card", "copy"):
            return False         # 113.1: abilities aren't spells
        return flt.matches(state, ref, controller, None)
    return allows


def desc_target(desc: Desc, count: int = 1, up_to: bool = False, text: str = "") -> TargetSpec:
    if desc.filter.controller == DEFENDING:       # 508.5: judged with the source (rules/unblocked.py)
        plain = replace(desc, filter=replace(desc.filter, controller=None))
        return defended_by(desc_target(plain, count, up_to, text or f"target {desc.text}"))
    if desc.filter.power_below_source:     # "with lesser power": judged with the source
        plain = replace(desc, filter=replace(desc.filter, power_below_source=False))
        spec = desc_target(plain, count, up_to, text or f"target {desc.text}")
        return replace(spec, by_source=_power_below_source)
    if desc.filter.chosen is not None:     # 607.2d: "of the chosen color": the source's choice
        key = desc.filter.chosen
        plain = replace(desc, filter=replace(desc.filter, chosen=None))
        spec = desc_target(plain, count, up_to, text or f"target {desc.text}")
        if spec.by_source is not None:
            raise Unsupported(f"target {desc.text}")
        return replace(spec, by_source=partial(_of_chosen, key))
    return sem.target_spec(text or f"target {desc.text}", desc_allows(desc), desc.zone, count,
                           up_to)


def _of_chosen(key: str, state: GameState, ref: TargetRef, controller: int,
               source: int | None) -> bool:
    """607.2d: a target of the type or color chosen for the ability's source (as it last
    existed, 608.2h), checked as targets are chosen and again on resolution (608.2b)."""
    from manastack.cards.oracle.clauses.chosen_values import has_chosen
    return ref >= 0 and ref in state.objects and \
        has_chosen(state, characteristics(state, ref), source, key)


def _power_below_source(state: GameState, ref: TargetRef, controller: int,
                        source: int | None) -> bool:
    """702.134a and the like: a target with less power than the ability's source (as it
    last existed, 608.2h), checked as targets are chosen and again on resolution (608.2b)."""
    return ref >= 0 and ref in state.objects and \
        sem.power_below(state, characteristics(state, ref), source)


def players_of(ref: PlayerRef, b: Builder) -> sem.PlayerGet:
    return ref.bind(b)


def object_ids(get: sem.ObjGet, ctx: Ctx, r: Resolving, zone: str = "battlefield") -> list[int]:
    return [oid for oid in get(ctx, r) if sem.alive(ctx, oid, zone)]


ANY_TARGET_SPEC = sem.target_spec(
    "any target",
    lambda s, ref, _c: ref < 0 or (ref >= 0 and ref in s.objects
                                   and s.objects[ref].zone == "battlefield"
                                   and (characteristics(s, ref).is_creature
                                        or characteristics(s, ref).is_("Planeswalker"))))


@dataclass(frozen=True)
class AnyTarget:
    """A target that may be a player or a permanent (115.4): "any target", "target player
    or planeswalker"."""

    text: str = "any target"
    spec: TargetSpec = ANY_TARGET_SPEC


@dataclass(frozen=True)
class VerbPhrase:
    """What a player does ("draws two cards"); `make` binds it to the players doing it."""

    make: Callable[[Builder, sem.PlayerGet], Effect]

    def imperative(self) -> Node:
        """Without a subject, the controller does it ("Draw a card.")."""
        def build(b: Builder) -> Effect:
            return self.make(b, sem.you_ref().bind(b))
        return build


@dataclass(frozen=True)
class PlayersDo:
    """"[players] [verb phrases] (and [effect])": the players are bound once, each verb
    phrase then done by them, in order (608.2c); the other effects `rest` follow."""

    players: PlayerRef
    verbs: tuple[VerbPhrase, ...]
    rest: tuple[Node, ...] = ()

    def __call__(self, b: Builder) -> Effect:
        get = self.players.bind(b)
        effects = [v.make(b, get) for v in self.verbs] + [n(b) for n in self.rest]

        def run(ctx: Ctx, r: Resolving) -> None:
            for e in effects:
                e(ctx, r)
        return run


def with_subjectless_verbs(items: list[Any]) -> list[Any]:
    """608.2c: each verb phrase without a subject right after players' verbs joins them, to
    be done by those players, bound once ("Target player draws a card, then discards a
    card."); the other items as they are."""
    out: list[Any] = []
    for item in items:
        last = out[-1] if out else None
        if isinstance(item, VerbPhrase) and isinstance(last, PlayersDo) and not last.rest:
            out[-1] = replace(last, verbs=(*last.verbs, item))
        else:
            out.append(item)
    return out


def as_node(item: Any) -> Node:
    """An effect item as a node: verb phrases without a subject are the controller's."""
    if isinstance(item, VerbPhrase):
        return item.imperative()
    if isinstance(item, Modify):
        if item.duration is None:
            raise Unsupported("a continuous effect without a duration in a one-shot effect")
        return apply_modify_effect(item)
    if isinstance(item, ManaOutput):
        raise Unsupported("adding mana together with other effects")
    node: Node = item
    return node


def times_amount(c: list[Any]) -> Amount:
    """"N life [for each X]"."""
    amount: Amount = next(x for x in c if isinstance(x, Amount))
    counted = [x for x in c if isinstance(x, Amount)]
    if len(counted) == 2:
        base, each = counted
        if base.const is None:
            raise Unsupported("a variable amount for each")
        return replace(each, times=base.const)
    return amount


@dataclass(frozen=True)
class CounterKind:
    kind: str


def targetable(desc: Desc) -> Desc:
    """Targets are on the battlefield, on the stack or in a graveyard here (115.1)."""
    if desc.zone not in ("battlefield", "stack", "graveyard"):
        raise Unsupported(f"a target {desc.text} in the {desc.zone}")
    return desc


def zone_of(objs: ObjRef) -> str:
    return objs.zone


def apply_modify_effect(m: Modify) -> Node:
    """A modification with a duration, as a one-shot effect creating a continuous effect
    (611.2): the affected set is locked in as it begins (611.2c)."""
    if m.types_added is not None or m.base_pt is not None:
        raise Unsupported("a permanent's becoming a creature as a one-shot effect here")
    # 113.10, 613.1f: quoted abilities it grants, by their keys (rules/granted.py).
    found = [granted_key(a) for a in m.abilities]
    if None in found:
        raise Unsupported("an ability granted for a duration that isn't registered")
    keys = tuple(k for k in found if k is not None)

    def build(b: Builder) -> Effect:
        get = m.objects.bind(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            ids = object_ids(get, ctx, r)
            if not ids:
                return
            power, toughness = m.power or 0, m.toughness or 0
            if m.pt_x is not None:
                x = sem.x_value(ctx, r)
                power += m.pt_x[0] * x
                toughness += m.pt_x[1] * x
            # 514.2: "until end of turn"; clauses/next_turn.py: "until your next turn"
            duration = m.duration or "end of turn"
            # 608.2d: "protection from the color of your choice" is chosen as it resolves.
            keywords = choose_colors(ctx, r.controller, m.keywords, ctx.name(r.source))
            if m.keyword_choice:
                keywords += (choose_keyword(ctx, r.controller, m.keyword_choice,
                                            ctx.name(r.source)),)
            if power or toughness or keywords:
                pump(ctx, r, ids, power, toughness, *keywords, duration=duration)
            if m.rules:
                # A marker naming "{source}" is about the source's controller (508.1c).
                rules = tuple(rule.format(source=r.source) if "{source}" in rule else rule
                              for rule in m.rules)
                ctx.add_effect("rule", rules, ids, duration, source=r.source,
                               controller=r.controller)
            if keys:
                ctx.add_effect("abilities", keys, ids, duration, source=r.source,
                               controller=r.controller)
            if m.land_types:
                op, params = (("set_land_types", m.land_types) if m.sets_land_types
                              else ("add_types", ((), m.land_types)))
                ctx.add_effect(op, params, ids, duration, source=r.source,
                               controller=r.controller)
        return run
    return build


def choose_keyword(ctx: Ctx, player: int, options: tuple[str, ...], what: str) -> str:
    """The keyword `player` chooses among `options` as the effect giving it resolves (608.2d:
    "gains your choice of first strike, vigilance, or trample")."""
    choices = [Choice("keyword", (k,), k) for k in options]
    answer = ctx.choose(player, DecisionKind.MODE,
                        f"{what}: choose {', '.join(options)} (608.2d)", choices)
    keyword = str(answer.args[0])
    ctx.log("608.2d", f"{ctx.name(-1 - player)} chooses {keyword} for {what}")
    return keyword


def players_refs(ref: TargetRef | None) -> int | None:
    return None if ref is None else ref_player(ref)


def only_if(items: list[Any], holds: Callable[[Ctx, Resolving], bool], untargeted: str | None
            ) -> Node:
    """Effects that happen only if `holds` as they would begin ("If this spell was kicked,
    ...", "If you do, ..."); a target among them would need choosing only then, so such a
    part is refused with the reason `untargeted` (None: its targets are chosen as usual,
    601.2c, 603.3d, whatever happens as it resolves)."""
    nodes = [as_node(item) for item in items]

    def build(b: Builder) -> Effect:
        targets = len(b.specs)
        effects = [n(b) for n in nodes]
        if untargeted is not None and len(b.specs) != targets:
            raise Unsupported(untargeted)

        def run(ctx: Ctx, r: Resolving) -> None:
            if not holds(ctx, r):
                return
            for effect in effects:
                if ctx.state.game_over:
                    return
                effect(ctx, r)
        return run
    return build


def cost_quality(desc: Desc, what: str) -> Callable[[GameState, Chars, int], bool]:
    """118.3: which permanents a cost that names "[permanents] you control" may use
    (returning them, removing a counter from one): (state, characteristics, the cost's
    source) -> bool; `what` names the cost in the refusal of any other description."""
    flt = desc.filter
    if desc.zone != "battlefield" or flt.controller != "you":
        raise Unsupported(f"{what} {desc.text!r} as a cost")
    quality = replace(flt, controller=None)

    def qualifies(state: GameState, ch: Chars, source: int) -> bool:
        return quality.test(state, ch, ch.controller, source)
    return qualifies
