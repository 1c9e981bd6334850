"""From parse trees to meaning: one method per grammar rule (each a template).

The values built here are the intermediate forms of `semantics.py` (filters, amounts,
object and player references, effect nodes) and, at the top, `AbilityIR` records that
`compiler.py` turns into the engine's ability objects for a given card.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from lark import Token, Transformer, v_args

from manastack.cards.dsl import pump, scry
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
from manastack.rules.abilities import Cost, TargetRef, TargetSpec, player_ref, ref_player
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import (
    AttackerDeclared,
    BlockerDeclared,
    Damage,
    Draw,
    Event,
    LifeGain,
    Sacrifice,
    StepBegins,
    ZoneMove,
)
from manastack.rules.knowledge import look
from manastack.rules.knowledge import reveal as reveal_cards
from manastack.rules.layers import characteristics
from manastack.rules.mana import COLORS, ManaCost
from manastack.rules.state import GameObject, GameState

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


# -- intermediate records -----------------------------------------------------------------
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
    duration: str | None = None


@dataclass(frozen=True)
class ManaOutput:
    outputs: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class TriggerIR:
    check: Callable[[GameState, Event, GameObject], bool]
    look_back: bool = False
    about_self: bool = True               # "it" means the source
    event_obj_key: str | None = None      # "it"/"that creature" mean the event's object
    event_player_key: str | None = None
    event_player_index: bool = False     # the event names the player by index, not by reference


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


# -- helpers ----------------------------------------------------------------------------
def _tokens(children: list[Any]) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


def _amount_const(a: Amount) -> int:
    if a.const is None:
        raise Unsupported("a number that isn't fixed")
    return a.const * a.times


def _desc_allows(desc: Desc) -> Callable[[GameState, TargetRef, int], bool]:
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
    return sem.target_spec(text or f"target {desc.text}", _desc_allows(desc), desc.zone, count,
                           up_to)


def _players_of(ref: PlayerRef, b: Builder) -> sem.PlayerGet:
    return ref.bind(b)


def _ids(get: sem.ObjGet, ctx: Ctx, r: Resolving, zone: str = "battlefield") -> list[int]:
    return [oid for oid in get(ctx, r) if sem.alive(ctx, oid, zone)]


ANY_TARGET_SPEC = sem.target_spec(
    "any target",
    lambda s, ref, _c: ref < 0 or (ref >= 0 and ref in s.objects
                                   and s.objects[ref].zone == "battlefield"
                                   and (characteristics(s, ref).is_creature
                                        or characteristics(s, ref).is_("Planeswalker"))))


@dataclass(frozen=True)
class AnyTarget:
    text: str = "any target"


# -- the transformer ------------------------------------------------------------------------
@v_args(inline=False)
class OracleTransformer(Transformer[Token, Any]):
    """Bottom-up: each method receives its children's values."""

    # ---- top level
    def start(self, c: list[Any]) -> AbilityIR:
        if isinstance(c[0], list):
            return AbilityIR("effects", items=c[0])
        result: AbilityIR = c[0]
        return result

    def keyword_line(self, c: list[Any]) -> AbilityIR:
        words = tuple(x for x in c if isinstance(x, str))
        extras = tuple(x for x in c if not isinstance(x, str))
        return AbilityIR("keywords", keywords=words, extras=extras)

    def simple_keyword(self, c: list[Any]) -> str:
        return " ".join(_tokens(c))

    def equip(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[0]
        return ("equip", str(cost))

    def enchant(self, c: list[Any]) -> tuple[str, Any]:
        desc: Desc = c[0]
        return ("enchant", sem.target_spec(f"enchant {desc.text}", _desc_allows(desc)))

    def prowess(self, c: list[Any]) -> tuple[str, Any]:
        return ("prowess", None)

    def enters_tapped(self, c: list[Any]) -> AbilityIR:
        return AbilityIR("enters_tapped")

    def enters_with_counters(self, c: list[Any]) -> AbilityIR:
        amount: Amount = c[1]
        kind: CounterKind = c[2]
        return AbilityIR("enters_counters", amount=amount, counter_kind=kind.kind)

    # ---- costs
    def cost(self, c: list[Any]) -> tuple[Cost, str]:
        mana = ManaCost(())
        kw: dict[str, Any] = {}
        for part in c:
            if isinstance(part, ManaCost):
                mana = part
            else:
                key, value = part
                if key in kw:
                    raise Unsupported("a cost with two parts of one kind")
                kw[key] = value
        return Cost(mana=mana, **kw), ""

    def mana_cost(self, c: list[Any]) -> ManaCost:
        return ManaCost.parse("".join(_tokens(c)))

    def tap_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("tap", True)

    def untap_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("untap", True)

    def sacrifice_self_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("sacrifice_self", True)

    def sacrifice_cost(self, c: list[Any]) -> tuple[str, Any]:
        n = int(c[0]) if isinstance(c[0], Token) else 1
        desc: Desc = c[-1]
        flt = desc.filter
        simple = Filter(types=flt.types)
        if flt != simple or len(flt.types) != 1:
            raise Unsupported(f"sacrificing {desc.text!r} as a cost")
        kind = next(iter(flt.types))
        return ("sacrifice", (kind, n))

    def pay_life_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("life", int(c[0]))

    def discard_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("discard", int(c[0]) if c else 1)

    def remove_counter_cost(self, c: list[Any]) -> tuple[str, Any]:
        n = int(c[0]) if isinstance(c[0], Token) and c[0].type == "NUMBER" else 1
        kind = next(x for x in c if isinstance(x, CounterKind))
        return ("remove_counters", (kind.kind, n))

    def activated(self, c: list[Any]) -> AbilityIR:
        cost, _ = c[0]
        items: list[Any] = c[1]
        restrictions = tuple(x for x in c[2:] if isinstance(x, str))
        return AbilityIR("activated", cost=cost, items=items, restrictions=restrictions)

    def activation_restriction(self, c: list[Any]) -> str:
        return "sorcery"

    def loyalty_ability(self, c: list[Any]) -> AbilityIR:
        text = str(c[0])[1:-1].replace("−", "-")
        if "X" in text:
            raise Unsupported("a loyalty cost with X")
        return AbilityIR("loyalty", loyalty=int(text), items=c[1])

    # ---- triggered abilities
    def triggered(self, c: list[Any]) -> AbilityIR:
        trig: TriggerIR = c[0]
        return AbilityIR("triggered", trigger=trig, items=c[1])

    def enters_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and \
                event.new_id == source.id
        return TriggerIR(check)

    def dies_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, ZoneMove) and event.obj == source.id and \
                event.to_zone == "graveyard" and source.zone == "battlefield" and \
                "Creature" in characteristics(state, source.id).types
        return TriggerIR(check, look_back=True)

    def leaves_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, ZoneMove) and event.obj == source.id and \
                source.zone == "battlefield" and event.to_zone != "battlefield"
        return TriggerIR(check, look_back=True)

    def attacks_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, AttackerDeclared) and event.obj == source.id
        return TriggerIR(check)

    def blocks_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, BlockerDeclared) and event.obj == source.id and \
                _first_block(state, event)
        return TriggerIR(check)

    def attacks_or_blocks_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if isinstance(event, AttackerDeclared):
                return event.obj == source.id
            return isinstance(event, BlockerDeclared) and event.obj == source.id and \
                _first_block(state, event)
        return TriggerIR(check)

    def combat_damage_player_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, Damage) and event.combat and event.source == source.id \
                and event.target < 0
        return TriggerIR(check, event_player_key="target")

    def step_trigger(self, c: list[Any]) -> TriggerIR:
        step, whose = c[0]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, StepBegins) or event.step != step:
                return False
            if whose == "each":
                return True
            me = characteristics(state, source.id).controller if source.id in state.objects \
                else source.controller
            if whose == "you":
                return event.active == me
            return state.players[event.active].team != state.players[me].team
        return TriggerIR(check)

    def your_upkeep(self, c: list[Any]) -> tuple[str, str]:
        return ("upkeep", "you")

    def each_upkeep(self, c: list[Any]) -> tuple[str, str]:
        return ("upkeep", "each")

    def your_end_step(self, c: list[Any]) -> tuple[str, str]:
        return ("end", "you")

    def each_end_step(self, c: list[Any]) -> tuple[str, str]:
        return ("end", "each")

    def your_combat(self, c: list[Any]) -> tuple[str, str]:
        return ("beginning of combat", "you")

    def another(self, c: list[Any]) -> str:
        return "another"

    def _zone_trigger(self, c: list[Any], to_zone: str) -> TriggerIR:
        other = "another" in c
        desc: Desc = c[-1]
        flt = desc.filter
        dies = to_zone == "graveyard"

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, ZoneMove) or event.to_zone != to_zone or event.new_id is None:
                return False
            if dies:
                old = state.lki.get(event.obj)
                if old is None or old.zone != "battlefield":
                    return False
                oid = event.obj
            else:
                oid = event.new_id
            if other and oid == source.id:
                return False
            if dies and other and event.obj == source.id:
                return False
            me = source.controller
            return flt.matches(state, oid, me, None)
        # 400.7: the creature that died is a new object in the graveyard; "it" isn't
        # supported for it, so only an entering object is named by the event.
        key = None if dies else "new_id"
        return TriggerIR(check, look_back=dies, about_self=False, event_obj_key=key)

    def enters_trigger(self, c: list[Any]) -> TriggerIR:
        return self._zone_trigger(c, "battlefield")

    def dies_trigger(self, c: list[Any]) -> TriggerIR:
        desc: Desc = c[-1]
        if not desc.filter.types <= {"Creature"} or not desc.filter.types:
            raise Unsupported("'dies' of a noncreature")
        return self._zone_trigger(c, "graveyard")

    def attacks_trigger(self, c: list[Any]) -> TriggerIR:
        other = "another" in c
        desc: Desc = c[-1]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, AttackerDeclared):
                return False
            if other and event.obj == source.id:
                return False
            return desc.filter.matches(state, event.obj, source.controller, None)
        return TriggerIR(check, about_self=False, event_obj_key="obj")

    def _cast_trigger(self, c: list[Any], caster: str) -> TriggerIR:
        if "another" in c:
            raise Unsupported("'another spell'")
        desc: Desc = c[-1]
        # "that player" is the caster. "it" is the source after "a spell that targets this
        # creature" (the last object named); otherwise it names nothing ("that spell", the
        # event's object, isn't supported).
        return TriggerIR(sem.cast_check(caster, desc.filter),
                         about_self=desc.filter.targets_source,
                         event_player_key=None if caster == "you" else "player",
                         event_player_index=True)

    def cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._cast_trigger(c, "you")

    def player_cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._cast_trigger(c, "player")

    def opponent_cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._cast_trigger(c, "opponent")

    def nth_spell(self, c: list[Any]) -> int:
        return ("first", "second", "third").index(str(c[0])) + 1

    def _nth_cast_trigger(self, c: list[Any], caster: str) -> TriggerIR:
        # "your second spell each turn": any spell, counted by the caster's spells cast
        # this turn (601.2i); "that player" is the caster, "it" names nothing.
        return TriggerIR(sem.cast_check(caster, sem.Filter("spell"), nth=c[-1]),
                         about_self=False,
                         event_player_key=None if caster == "you" else "player",
                         event_player_index=True)

    def nth_cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._nth_cast_trigger(c, "you")

    def player_nth_cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._nth_cast_trigger(c, "player")

    def opponent_nth_cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._nth_cast_trigger(c, "opponent")

    def gain_life_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, LifeGain) and event.player == source.controller
        return TriggerIR(check, about_self=False)

    def draw_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, Draw) and event.player == source.controller
        return TriggerIR(check, about_self=False)

    def sacrifice_trigger(self, c: list[Any]) -> TriggerIR:
        other = "another" in c
        desc: Desc = c[-1]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, Sacrifice):
                return False
            if other and event.obj == source.id:
                return False
            old = state.last_known(event.obj)
            return old is not None and old.controller == source.controller and \
                desc.filter.matches(state, event.obj, source.controller, None)
        return TriggerIR(check, look_back=True, about_self=False)

    # ---- effects
    def effects(self, c: list[Any]) -> list[Any]:
        return list(c)

    def modal_spell(self, c: list[Any]) -> AbilityIR:
        return AbilityIR("modal", modes=list(c))

    @v_args(meta=True)
    def mode(self, meta: Any, c: list[Any]) -> tuple[tuple[int, int], list[Any]]:
        return ((meta.start_pos, meta.end_pos), c[0])

    def may_effect(self, c: list[Any]) -> Node:
        inner = as_node(c[0])

        def build(b: Builder) -> Effect:
            effect = inner(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                if ctx.may(r.controller, f"{ctx.name(r.source)}: you may"):
                    effect(ctx, r)
            return run
        return build

    def damage(self, c: list[Any]) -> Node:
        src = c[0]
        if isinstance(c[1], Amount):
            amount, recipient = c[1], c[2]
        else:
            amount, recipient = c[1], c[2]
        return _damage_node(src, amount, recipient)

    def damage_source(self, c: list[Any]) -> str:
        return "self" if c else "it"

    def any_target(self, c: list[Any]) -> AnyTarget:
        return AnyTarget()

    def each_creature_and_player(self, c: list[Any]) -> tuple[str, Desc, bool]:
        words = _tokens(c)
        return ("creatures and players", c[0], "opponent" in words)

    def player_effect(self, c: list[Any]) -> Node:
        players: PlayerRef = c[0]
        verbs: list[VerbPhrase] = [v for v in c[1:] if isinstance(v, VerbPhrase)]
        rest: list[Node] = [n for n in c[1:] if not isinstance(n, VerbPhrase)]

        def build(b: Builder) -> Effect:
            get = players.bind(b)
            effects = [v.make(b, get) for v in verbs] + [n(b) for n in rest]

            def run(ctx: Ctx, r: Resolving) -> None:
                for e in effects:
                    e(ctx, r)
            return run
        return build

    def draw(self, c: list[Any]) -> VerbPhrase:
        amount: Amount = c[-1]

        def make(b: Builder, get: sem.PlayerGet) -> Effect:
            n_of = amount.bound(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                n = n_of(ctx, r)
                for p in get(ctx, r):
                    ctx.draw(p, n)
            return run
        return VerbPhrase(make)

    def one_card(self, c: list[Any]) -> Amount:
        return sem.const(1)

    def n_cards(self, c: list[Any]) -> Amount:
        result: Amount = c[0]
        return result

    def cards_for_each(self, c: list[Any]) -> Amount:
        result: Amount = c[-1]
        return result

    def _discard(self, c: list[Any], mode: str) -> VerbPhrase:
        unbound: Amount | None = c[-1] if c and isinstance(c[-1], Amount) else None

        def make(b: Builder, get: sem.PlayerGet) -> Effect:
            amount = unbound.bound(b) if unbound is not None else None

            def run(ctx: Ctx, r: Resolving) -> None:
                for p in get(ctx, r):
                    hand = list(ctx.state.players[p].hand)
                    if mode == "hand":
                        chosen = hand
                    else:
                        assert amount is not None
                        n = amount(ctx, r)
                        if n >= len(hand):
                            chosen = hand
                        elif mode == "random":      # 701.9b
                            chosen = []
                            pool = list(hand)
                            for _ in range(n):
                                chosen.append(pool.pop(ctx.random_below(len(pool))))
                        else:                        # 701.9a: the player chooses
                            chosen = ctx.pick(p, f"discard {n}", hand, n)
                    ctx.batch = frozenset(chosen)
                    try:
                        for oid in chosen:
                            ctx.discard(oid)
                    finally:
                        ctx.batch = frozenset()
            return run
        return VerbPhrase(make)

    def discard(self, c: list[Any]) -> VerbPhrase:
        return self._discard(c, "choose")

    def discard_random(self, c: list[Any]) -> VerbPhrase:
        return self._discard(c, "random")

    def discard_hand(self, c: list[Any]) -> VerbPhrase:
        return self._discard(c, "hand")

    def destroy(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                ids = _ids(get, ctx, r)
                ctx.batch = frozenset(ids)        # 701.8a: one simultaneous event
                try:
                    for oid in ids:
                        ctx.destroy(oid)
                finally:
                    ctx.batch = frozenset()
            return run
        return build

    def exile(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        zone = _zone_of(objs)

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                ids = _ids(get, ctx, r, zone)
                ctx.batch = frozenset(ids)
                try:
                    for oid in ids:
                        ctx.exile(oid)
                finally:
                    ctx.batch = frozenset()
            return run
        return build

    def bounce(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        zone = _zone_of(objs)

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in _ids(get, ctx, r, zone):
                    ctx.move(oid, "hand", "bounce" if zone == "battlefield" else "put")
            return run
        return build

    def _reanimate(self, c: list[Any], tapped: bool) -> Node:
        objs: ObjRef = c[0]
        zone = _zone_of(objs)
        if zone == "battlefield":
            raise Unsupported("returning a permanent to the battlefield")

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in _ids(get, ctx, r, zone):
                    controller = ctx.state.objects[oid].owner
                    ctx.perform(ZoneMove(oid, "battlefield", "put", controller=controller,
                                         tapped=tapped, rule="400.7"))
            return run
        return build

    def reanimate(self, c: list[Any]) -> Node:
        return self._reanimate(c, False)

    def reanimate_tapped(self, c: list[Any]) -> Node:
        return self._reanimate(c, True)

    def counter_spell(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        if _zone_of(objs) != "stack":
            raise Unsupported("countering something that isn't a spell")

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in get(ctx, r):
                    ctx.counter(oid)
            return run
        return build

    # ---- tokens
    def create_token(self, c: list[Any]) -> Node:
        count, tapped = c[0]
        token_def = c[1]

        def build(b: Builder) -> Effect:
            n_of = count.bound(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                n = n_of(ctx, r)
                if n > 0:
                    ctx.create_token(r.controller, token_def, n, tapped=tapped)
            return run
        return build

    def n_tokens(self, c: list[Any]) -> tuple[Amount, bool]:
        return (c[0], False)

    def n_tapped_tokens(self, c: list[Any]) -> tuple[Amount, bool]:
        return (c[0], True)

    def token_desc(self, c: list[Any]) -> Any:
        from manastack.cards.oracle.tokens import make_token
        pt = str(c[0])
        colors: tuple[str, ...] = c[1]
        types, subtypes = c[2]
        keywords: tuple[str, ...] = c[3] if len(c) > 3 else ()
        return make_token(pt, colors, types, subtypes, keywords)

    def named_token(self, c: list[Any]) -> Any:
        from manastack.cards.oracle.tokens import named_token
        return named_token(str(c[0]))

    def color_words(self, c: list[Any]) -> tuple[str, ...]:
        if not c:
            return ()
        return tuple(x for x in c if isinstance(x, str))

    def color_word(self, c: list[Any]) -> str:
        return COLOR_LETTERS[_tokens(c)[0]]

    def token_types(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        words = [t for t in c if isinstance(t, Token)]
        subtypes = tuple(str(t) for t in words if t.type == "SUBTYPE")
        types = tuple(type_of(str(t)) for t in words if t.type != "SUBTYPE")
        return types, subtypes

    def token_abilities(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(str(x) for x in c)

    # ---- counters
    def _counters(self, amount: Amount, kind: str, objs: ObjRef) -> Node:
        def build(b: Builder) -> Effect:
            n_of = amount.bound(b)
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                n = n_of(ctx, r)
                for oid in _ids(get, ctx, r):
                    ctx.add_counters(oid, kind, n)
            return run
        return build

    def put_counters(self, c: list[Any]) -> Node:
        amount = c[0] if isinstance(c[0], Amount) else sem.const(1)
        kind: CounterKind = next(x for x in c if isinstance(x, CounterKind))
        return self._counters(amount, kind.kind, c[-1])

    def counter_kind(self, c: list[Any]) -> CounterKind:
        kind = str(c[0])
        if kind not in ("+1/+1", "-1/-1"):
            raise Unsupported(f"{kind} counters")
        return CounterKind(kind)

    # ---- modifications
    def modify(self, c: list[Any]) -> Modify:
        objs: ObjRef = c[0]
        m = Modify(objs)
        duration = None
        for part in c[1:]:
            if isinstance(part, tuple) and part[0] == "pt":
                m = replace(m, power=part[1], toughness=part[2], pt_x=part[3])
            elif isinstance(part, tuple) and part[0] == "kw":
                m = replace(m, keywords=part[1])
            elif isinstance(part, tuple) and part[0] == "rule":
                m = replace(m, rules=part[1])
            elif isinstance(part, tuple) and part[0] == "duration":
                duration = part[1]
        return replace(m, duration=duration)

    def pt_change(self, c: list[Any]) -> tuple[Any, ...]:
        text = str(c[-1])
        p_text, t_text = text.split("/")
        xs = (0, 0)
        values = []
        for i, part in enumerate((p_text, t_text)):
            sign = -1 if part[0] == "-" else 1
            body = part[1:]
            if body == "X":
                xs = (sign, xs[1]) if i == 0 else (xs[0], sign)
                values.append(0)
            elif body.isdigit():
                values.append(sign * int(body))
            else:
                raise Unsupported(f"P/T change {text}")
        return ("pt", values[0], values[1], xs if xs != (0, 0) else None)

    def keyword_gain(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("kw", tuple(str(x) for x in c if isinstance(x, str)))

    def cant(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        words = _tokens(c)
        if words == ["can't", "block"]:
            return ("rule", ("can't block",))
        if words == ["can't", "attack"]:
            return ("rule", ("can't attack",))
        if words == ["can't", "attack", "or", "block"]:
            return ("rule", ("can't attack", "can't block"))
        return ("rule", ("can't be blocked",))

    def duration(self, c: list[Any]) -> tuple[str, str]:
        return ("duration", "end of turn")

    # ---- life
    def _life(self, amount: Amount, gain: bool) -> VerbPhrase:
        def make(b: Builder, get: sem.PlayerGet) -> Effect:
            n_of = amount.bound(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                n = n_of(ctx, r)
                for p in get(ctx, r):
                    if gain:
                        ctx.gain_life(p, n)
                    else:
                        ctx.lose_life(p, n)
            return run
        return VerbPhrase(make)

    def gain_life(self, c: list[Any]) -> VerbPhrase:
        return self._life(_times(c), True)

    def gain_life_equal(self, c: list[Any]) -> VerbPhrase:
        return self._life(c[-1], True)

    def lose_life(self, c: list[Any]) -> VerbPhrase:
        return self._life(_times(c), False)

    # ---- library
    def search_library(self, c: list[Any]) -> Node:
        desc: Desc = c[0]
        dest: str = c[-1]
        reveal = "reveal it" in c[1:-1]       # 701.20a
        flt = desc.filter

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                p = r.controller
                s = ctx.state
                look(s, p, s.players[p].library)     # 701.23a: they look at all of it
                found = [oid for oid in s.players[p].library
                         if flt.matches(s, oid, p, None)]
                # 701.23b: a search for cards with a stated quality may find nothing.
                chosen = ctx.pick(p, f"search your library for {desc.text}", found, 1,
                                  up_to=True) if found else []
                for oid in chosen:
                    if reveal:
                        reveal_cards(s, (oid,))
                        ctx.log("701.20a", f"{ctx.name(-1 - p)} reveals {ctx.name(oid)}")
                    if dest == "hand":
                        ctx.move(oid, "hand", "search")
                    else:
                        ctx.perform(ZoneMove(oid, "battlefield", "search", controller=p,
                                             tapped=dest == "tapped", rule="701.23a"))
                ctx.shuffle(p)
            return run
        return build

    def reveal_it(self, c: list[Any]) -> str:
        return "reveal it"

    def search_dest(self, c: list[Any]) -> str:
        words = _tokens(c)
        if "hand" in words:
            return "hand"
        return "tapped" if words[-1] == "tapped" else "battlefield"

    def scry(self, c: list[Any]) -> Node:
        n = int(c[0])

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                scry(ctx, r.controller, n)
            return run
        return build

    def mill(self, c: list[Any]) -> VerbPhrase:
        amount: Amount = c[-1]

        def make(b: Builder, get: sem.PlayerGet) -> Effect:
            n_of = amount.bound(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                n = n_of(ctx, r)
                for p in get(ctx, r):
                    ctx.mill(p, n)
            return run
        return VerbPhrase(make)

    def _tap(self, c: list[Any], untap: bool) -> Node:
        objs: ObjRef = c[0]

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in _ids(get, ctx, r):
                    if untap:
                        ctx.untap(oid)
                    else:
                        ctx.tap(oid)
            return run
        return build

    def tap(self, c: list[Any]) -> Node:
        return self._tap(c, False)

    def untap(self, c: list[Any]) -> Node:
        return self._tap(c, True)

    def sacrifice(self, c: list[Any]) -> VerbPhrase:
        desc: Desc = c[-1]
        flt = desc.filter

        def make(b: Builder, get: sem.PlayerGet) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                s = ctx.state
                chosen: list[int] = []
                for p in get(ctx, r):         # 101.4: in APNAP order, then all at once
                    mine = [oid for oid in s.battlefield
                            if characteristics(s, oid).controller == p
                            and flt.matches(s, oid, p, r.source)]
                    if len(mine) == 1:
                        chosen.extend(mine)
                    elif mine:
                        chosen.extend(ctx.pick(p, f"sacrifice {desc.text}", mine, 1))
                ctx.batch = frozenset(chosen)
                try:
                    for oid in chosen:
                        ctx.sacrifice(oid)
                finally:
                    ctx.batch = frozenset()
            return run
        return VerbPhrase(make)

    def sacrifice_self(self, c: list[Any]) -> Node:
        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                if sem.alive(ctx, r.source):
                    ctx.sacrifice(r.source)
            return run
        return build

    def fight(self, c: list[Any]) -> Node:
        first: ObjRef = c[0]
        second: ObjRef = c[1]

        def build(b: Builder) -> Effect:
            get1 = first.bind(b)
            get2 = second.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                a = _ids(get1, ctx, r)
                d = _ids(get2, ctx, r)
                if len(a) != 1 or len(d) != 1:
                    return      # 701.14b
                x, y = a[0], d[0]
                cx, cy = characteristics(ctx.state, x), characteristics(ctx.state, y)
                if not (cx.is_creature and cy.is_creature):
                    return
                ctx.damage(x, y, cx.power or 0)
                ctx.damage(y, x, cy.power or 0)
            return run
        return build

    def add_mana(self, c: list[Any]) -> ManaOutput:
        return ManaOutput(tuple(c))

    def add_any_color(self, c: list[Any]) -> ManaOutput:
        if c and int(c[0]) != 1:
            raise Unsupported("several mana of any color")
        return ManaOutput(tuple((col,) for col in COLORS))

    def mana_choice(self, c: list[Any]) -> tuple[str, ...]:
        out = []
        for t in _tokens(c):
            sym = t.strip("{}")
            if sym not in ("W", "U", "B", "R", "G", "C"):
                raise Unsupported(f"adding {t}")
            out.append(sym)
        return tuple(out)

    # ---- amounts
    def amount_number(self, c: list[Any]) -> Amount:
        return sem.const(int(c[0]))

    def amount_x(self, c: list[Any]) -> Amount:
        return sem.X

    def amount_one(self, c: list[Any]) -> Amount:
        return sem.const(1)

    def count(self, c: list[Any]) -> Amount:
        result: Amount = c[0]
        return result

    def count_power(self, c: list[Any]) -> Amount:
        """"its power" (the object named before; 608.2h: last known information) or
        "~'s power"."""
        def bind(b: Builder) -> Amount:
            get = b.last_obj if c[0] == "it" else None
            if get is None and not b.it_is_source and c[0] == "it":
                raise Unsupported("'its power' refers to nothing")

            def power(ctx: Ctx, r: Resolving) -> int:
                ids = get(ctx, r) if get is not None else [r.source]
                if len(ids) != 1 or ctx.state.last_known(ids[0]) is None:
                    return 0
                return characteristics(ctx.state, ids[0]).power or 0
            return Amount(count=power)
        return Amount(binder=bind)

    def count_objects(self, c: list[Any]) -> Amount:
        desc: Desc = c[0]
        flt = desc.filter
        zone = desc.zone
        if zone not in ("battlefield", "graveyard"):
            raise Unsupported(f"counting {desc.text}")

        def count(ctx: Ctx, r: Resolving) -> int:
            s = ctx.state
            if zone == "battlefield":
                return len(sem.battlefield_matching(s, flt, r.controller, r.source))
            if zone == "graveyard":
                return sum(1 for oid in s.players[r.controller].graveyard
                           if flt.matches(s, oid, r.controller, None))
            raise AssertionError(zone)
        return Amount(count=count)

    def count_hand(self, c: list[Any]) -> Amount:
        def count(ctx: Ctx, r: Resolving) -> int:
            return len(ctx.state.players[r.controller].hand)
        return Amount(count=count)

    # ---- objects
    def target_objects(self, c: list[Any]) -> ObjRef:
        desc: Desc = _targetable(c[0])
        return sem.target_obj(desc_target(desc), f"target {desc.text}", desc.filter, desc.zone)

    def n_target_objects(self, c: list[Any]) -> ObjRef:
        n = int(c[0])
        desc: Desc = _targetable(c[1])
        return sem.target_obj(desc_target(desc, n, text=f"{n} target {desc.text}"),
                              f"{n} target {desc.text}", desc.filter, desc.zone)

    def up_to_target_objects(self, c: list[Any]) -> ObjRef:
        n = int(c[0])
        desc: Desc = _targetable(c[1])
        text = f"up to {n} target {desc.text}"
        return sem.target_obj(desc_target(desc, n, up_to=True, text=text), text, desc.filter,
                              desc.zone)

    def self_object(self, c: list[Any]) -> ObjRef:
        return sem.self_obj("this")

    def all_objects(self, c: list[Any]) -> ObjRef:
        desc: Desc = c[0]
        if desc.zone != "battlefield":
            raise Unsupported(f"all {desc.text} outside the battlefield")
        return sem.all_obj(desc.filter, desc.text)

    def it_object(self, c: list[Any]) -> ObjRef:
        return sem.it_obj("it")

    def attached_object(self, c: list[Any]) -> ObjRef:
        return sem.attached_obj("enchanted/equipped " + str(c[0]))

    def type_word(self, c: list[Any]) -> str:
        return str(c[0])

    # ---- players
    def you(self, c: list[Any]) -> PlayerRef:
        return sem.you_ref()

    def target_player(self, c: list[Any]) -> PlayerRef:
        return sem.target_player(sem.target_spec("target player", lambda s, ref, _c: ref < 0))

    def target_opponent(self, c: list[Any]) -> PlayerRef:
        return sem.target_player(sem.target_spec(
            "target opponent",
            lambda s, ref, me: ref < 0 and s.players[-1 - ref].team != s.players[me].team))

    def each_player(self, c: list[Any]) -> PlayerRef:
        return sem.each_player(False)

    def each_opponent(self, c: list[Any]) -> PlayerRef:
        return sem.each_player(True)

    def its_controller(self, c: list[Any]) -> PlayerRef:
        return sem.controller_of(sem.it_obj("it"))

    def its_owner(self, c: list[Any]) -> PlayerRef:
        return sem.controller_of(sem.it_obj("it"), owner=True)

    def that_player(self, c: list[Any]) -> PlayerRef:
        return sem.that_player()

    def defending_player(self, c: list[Any]) -> PlayerRef:
        return sem.defending_player()

    def self_ref(self, c: list[Any]) -> str:
        return "self"

    def self_possessive(self, c: list[Any]) -> str:
        return "it" if _tokens(c) == ["its"] else "self"

    # ---- descriptions
    def obj_desc(self, c: list[Any]) -> Desc:
        flt = Filter()
        zone = "battlefield"
        plural = False
        words: list[str] = []
        explicit_card = False
        for part in c:
            kind, value, text = part
            words.append(text)
            if kind == "filter":
                flt = flt.merge(**value)
            elif kind == "types":
                types, is_plural, spell, card = value
                plural = plural or is_plural
                if spell:
                    zone = "stack"
                if card:
                    explicit_card = True
                flt = flt.merge(types=frozenset(types))
            elif kind == "zone":
                zone = value
                flt = flt.merge(controller="you")       # "your graveyard": cards you own
            elif kind == "card":
                explicit_card = True
        if explicit_card and zone == "battlefield":
            zone = "library"      # "a basic land card" (searching); other uses check the zone
        return Desc(flt, zone, " ".join(words), plural)

    def color_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        word = _tokens(c)[0]
        if word == "colorless":
            return ("filter", {"colorless": True}, word)
        if word == "multicolored":
            return ("filter", {"multicolored": True}, word)
        if word == "monocolored":
            raise Unsupported("monocolored")
        return ("filter", {"colors": frozenset({COLOR_LETTERS[word]})}, word)

    def noncolor_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        word = _tokens(c)[0]
        return ("filter", {"not_colors": frozenset({COLOR_LETTERS[word[3:]]})}, word)

    def status_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        word = _tokens(c)[0]
        values: dict[str, Any] = {
            "tapped": {"tapped": True}, "untapped": {"tapped": False},
            "attacking": {"attacking": True}, "blocking": {"blocking": True},
            "nontoken": {"token": False}}[word]
        return ("filter", values, word)

    def nontype_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        tok = next(t for t in c if isinstance(t, Token))
        word = str(tok)
        if tok.type == "NONSUBTYPE":
            return ("filter", {"not_subtypes": frozenset({word})}, f"non-{word}")
        if word == "nonlegendary":
            raise Unsupported("nonlegendary")
        if word == "nonbasic":
            raise Unsupported("nonbasic")
        return ("filter", {"not_types": frozenset({type_of(word[3:])})}, word)

    def supertype_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        word = _tokens(c)[0]
        return ("filter", {"supertypes": frozenset({word.capitalize()})}, word)

    def other_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"other": True}, "other")

    def type_list(self, c: list[Any]) -> tuple[str, Any, str]:
        words = [str(x) for x in c]
        plural = any(w.endswith("s") and w not in ("sorcery",) for w in words) or \
            "sorceries" in words
        types: set[str] = set()
        spell = card = False
        for w in words:
            t = type_of(w)
            if t == "spell":
                spell = True
            elif t == "card":
                card = True
            elif t == "token":
                raise Unsupported("'token' as a type")
            else:
                types.add(t)
        if spell and not types:
            types = set()
        return ("types", (tuple(sorted(types)), plural, spell, card), " or ".join(words))

    def subtype_list(self, c: list[Any]) -> tuple[str, Any, str]:
        names = [str(t) for t in c]
        return ("filter", {"subtypes": frozenset(names)}, " or ".join(names))

    def you_control(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"controller": "you"}, "you control")

    def opponent_controls(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"controller": "opponent"}, "an opponent controls")

    def not_you_control(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"controller": "not you"}, "you don't control")

    def with_keyword(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"with_keywords": frozenset({str(c[0])})}, f"with {c[0]}")

    def without_keyword(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"without_keywords": frozenset({str(c[0])})}, f"without {c[0]}")

    def _stat(self, c: list[Any], key: str, name: str) -> tuple[str, Any, str]:
        n = int(c[0])
        op = "<=" if _tokens(c)[-1] == "less" else ">="
        return ("filter", {key: (op, n)}, f"with {name} {n} or {_tokens(c)[-1]}")

    def with_power(self, c: list[Any]) -> tuple[str, Any, str]:
        return self._stat(c, "power", "power")

    def with_toughness(self, c: list[Any]) -> tuple[str, Any, str]:
        return self._stat(c, "toughness", "toughness")

    def with_mana_value(self, c: list[Any]) -> tuple[str, Any, str]:
        return self._stat(c, "mana_value", "mana value")

    def in_graveyard(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("zone", "graveyard", "from your graveyard")     # owned by you: see obj_desc

    def card_word(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("card", True, "card")

    def spell_desc(self, c: list[Any]) -> Desc:
        flt = Filter()
        words: list[str] = []
        kinds: list[tuple[str | None, str | None]] = []
        for part in c:
            if isinstance(part, Token):          # "spell"
                words.append(str(part))
                continue
            kind, value, text = part
            if kind == "kind":
                kinds.append(value)
                if len(kinds) > 1:
                    words.append("or")
            else:
                flt = flt.merge(**value)
            words.append(text)
        subtypes = frozenset(st for st, _ in kinds if st is not None)
        types = frozenset(t for _, t in kinds if t is not None)
        # "a Spirit or Arcane spell", "an instant or sorcery spell", "an Eldrazi creature
        # spell"; an alternative of a subtype or a card type isn't one filter.
        if len(kinds) > 1 and subtypes and types:
            raise Unsupported(f"a spell of a subtype or a card type ({' '.join(words)!r})")
        flt = flt.merge(subtypes=subtypes, types=types)
        return Desc(flt, "stack", " ".join(words))

    def spell_kind(self, c: list[Any]) -> tuple[str, Any, str]:
        subtype = next((str(t) for t in c if t.type == "SUBTYPE"), None)
        card_type = next((type_of(str(t)) for t in c if t.type != "SUBTYPE"), None)
        return ("kind", (subtype, card_type), " ".join(str(t) for t in c))

    def targets_self(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"targets_source": True}, "that targets this")


@dataclass(frozen=True)
class VerbPhrase:
    """What a player does ("draws two cards"); `make` binds it to the players doing it."""

    make: Callable[[Builder, sem.PlayerGet], Effect]

    def imperative(self) -> Node:
        """Without a subject, the controller does it ("Draw a card.")."""
        def build(b: Builder) -> Effect:
            return self.make(b, sem.you_ref().bind(b))
        return build


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


def _times(c: list[Any]) -> Amount:
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


def _targetable(desc: Desc) -> Desc:
    """Targets are on the battlefield, on the stack or in a graveyard here (115.1)."""
    if desc.zone not in ("battlefield", "stack", "graveyard"):
        raise Unsupported(f"a target {desc.text} in the {desc.zone}")
    return desc


def _first_block(state: GameState, event: BlockerDeclared) -> bool:
    """509.1i / 603.2c: "whenever this blocks" triggers once, however many it blocks."""
    combat = state.combat
    if combat is None:
        return True
    return combat.blocking(event.obj)[:1] == (event.attacker,)


def _zone_of(objs: ObjRef) -> str:
    return objs.zone


def _damage_node(src: str, unbound: Amount, recipient: Any) -> Node:
    def build(b: Builder) -> Effect:
        if src == "it" and not b.it_is_source:
            raise Unsupported("'it deals damage' where 'it' isn't the source")
        amount = unbound.bound(b)
        if isinstance(recipient, AnyTarget):
            index = b.add_target(ANY_TARGET_SPEC)

            def run_any(ctx: Ctx, r: Resolving) -> None:
                ctx.damage(r.source, r.target(index), amount(ctx, r))
            return run_any
        if isinstance(recipient, PlayerRef):
            get_p = recipient.bind(b)

            def run_players(ctx: Ctx, r: Resolving) -> None:
                n = amount(ctx, r)
                for p in get_p(ctx, r):
                    ctx.damage(r.source, player_ref(p), n)
            return run_players
        if isinstance(recipient, ObjRef):
            get_o = recipient.bind(b)

            def run_objects(ctx: Ctx, r: Resolving) -> None:
                n = amount(ctx, r)
                for oid in _ids(get_o, ctx, r):
                    ctx.damage(r.source, oid, n)
            return run_objects
        _kind, desc, opponents_only = recipient
        flt = desc.filter

        def run_each(ctx: Ctx, r: Resolving) -> None:
            n = amount(ctx, r)
            s = ctx.state
            ids = sem.battlefield_matching(s, flt, r.controller, r.source)
            team = s.players[r.controller].team
            players = [p for p in s.apnap() if not opponents_only or s.players[p].team != team]
            for oid in ids:
                ctx.damage(r.source, oid, n)
            for p in players:
                ctx.damage(r.source, player_ref(p), n)
        return run_each
    return build


def apply_modify_effect(m: Modify) -> Node:
    """A modification with a duration, as a one-shot effect creating a continuous effect
    (611.2): the affected set is locked in as it begins (611.2c)."""
    def build(b: Builder) -> Effect:
        get = m.objects.bind(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            ids = _ids(get, ctx, r)
            if not ids:
                return
            power, toughness = m.power or 0, m.toughness or 0
            if m.pt_x is not None:
                x = sem.x_value(ctx, r)
                power += m.pt_x[0] * x
                toughness += m.pt_x[1] * x
            if power or toughness or m.keywords:
                pump(ctx, r, ids, power, toughness, *m.keywords)
            if m.rules:
                ctx.add_effect("rule", m.rules, ids, "end of turn", source=r.source,
                               controller=r.controller)
        return run
    return build


def players_refs(ref: TargetRef | None) -> int | None:
    return None if ref is None else ref_player(ref)
