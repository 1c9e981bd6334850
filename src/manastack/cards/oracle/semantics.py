"""What compiled Oracle text means: filters, amounts, references and effect steps.

The transformer turns a parse tree into the values defined here. Effects are built in two
stages because targets are numbered in the order they appear in the whole ability (601.2c):
a phrase becomes a *node* (a function of a `Builder`), and building the ability's nodes in
text order allocates each target's position and returns the engine `Effect` functions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from manastack.rules.abilities import PERMANENT_CARD_TYPES, CardDef, TargetRef, TargetSpec, ref_player
from manastack.rules.commander import is_commander
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event, SpellCast
from manastack.rules.layers import Chars, characteristics
from manastack.rules.monstrosity import monstrosity_x
from manastack.rules.player_auras import enchanted_player
from manastack.rules.state import GameObject, GameState
from manastack.rules.unblocked import DEFENDING, defending_players

if TYPE_CHECKING:
    from manastack.cards.oracle.tokens import XToken


class Unsupported(Exception):
    """A clause parsed, but the engine can't give it its full meaning."""


# -- object filters (109, 115) ------------------------------------------------------------
@dataclass(frozen=True)
class Filter:
    """A description of objects: "nonblack creature you control with flying"."""

    text: str = ""
    types: frozenset[str] = frozenset()        # any of these card types ("permanent": any permanent)
    all_types: frozenset[str] = frozenset()    # every one of these
    subtypes: frozenset[str] = frozenset()     # any of these
    supertypes: frozenset[str] = frozenset()   # every one of these
    not_supertypes: frozenset[str] = frozenset()   # "nonbasic" (305.8), "nonlegendary"
    not_types: frozenset[str] = frozenset()
    not_subtypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()       # any of these
    not_colors: frozenset[str] = frozenset()
    colorless: bool | None = None
    multicolored: bool | None = None
    controller: str | None = None              # "you", "opponent", "not you", "enchanted player"
    other: bool = False                        # not the source itself
    tapped: bool | None = None
    attacking: bool = False
    blocking: bool = False
    in_combat: bool = False                    # "attacking or blocking" (506.4)
    with_keywords: frozenset[str] = frozenset()
    without_keywords: frozenset[str] = frozenset()
    power: tuple[str, int] | None = None       # ("<=", 2)
    toughness: tuple[str, int] | None = None
    mana_value: tuple[str, int] | None = None
    token: bool | None = None
    targets_source: bool = False               # "a spell that targets this creature" (115.1)
    with_counter: str | None = None            # 122.1: "with a +1/+1 counter on it" (or ANY_COUNTER)
    attacking_whom: str | None = None          # 508.1b: "that's attacking you" (clauses/attacking_whom)
    named_as_source: bool = False              # 201.2: "named ~" (clauses/named_self)
    power_below_source: bool = False           # "with power less than this creature's power"
    commander: bool = False                    # 903.3: "commander creatures" (clauses/commander_filters)
    enchanted: bool | None = None              # 303.4: "that are enchanted" (clauses/enchanted_objects)
    chosen: str | None = None                  # 607.2d: "of the chosen type" (clauses/chosen_values)

    def merge(self, **changes: Any) -> Filter:
        values = {f: getattr(self, f) for f in self.__dataclass_fields__}
        for key, value in changes.items():
            current = values[key]
            if isinstance(current, frozenset):
                values[key] = current | value
            else:
                values[key] = value
        return Filter(**values)

    def test(self, state: GameState, c: Chars, you: int, source: int | None) -> bool:
        if self.types:
            wanted = self.types
            if "permanent" in wanted:
                wanted = (wanted - {"permanent"}) | PERMANENT_CARD_TYPES
            if not (c.types & wanted):
                return False
        if self.all_types and not self.all_types <= c.types:
            return False
        if self.subtypes and not (c.subtypes & self.subtypes):
            return False
        if self.supertypes and not self.supertypes <= c.supertypes:
            return False
        if self.not_supertypes and c.supertypes & self.not_supertypes:
            return False
        if self.not_types and c.types & self.not_types:
            return False
        if self.not_subtypes and c.subtypes & self.not_subtypes:
            return False
        if self.colors and not (c.colors & self.colors):
            return False
        if self.not_colors and c.colors & self.not_colors:
            return False
        if self.colorless is not None and (not c.colors) != self.colorless:
            return False
        if self.multicolored is not None and (len(c.colors) > 1) != self.multicolored:
            return False
        obj = c.obj
        if self.controller is not None:
            owner_zone = obj.zone not in ("battlefield", "stack")
            who = obj.owner if owner_zone else c.controller
            if self.controller == "you" and who != you:
                return False
            if self.controller == "opponent" and \
                    state.players[who].team == state.players[you].team:
                return False
            if self.controller == "not you" and who == you:
                return False
            if self.controller == "enchanted player" and \
                    who != enchanted_player(state, source):      # 303.4m
                return False
            if self.controller == DEFENDING and \
                    who not in defending_players(state, source):    # 508.5
                return False
        if self.other and source is not None and obj.id == source:
            return False
        if self.tapped is not None and obj.tapped != self.tapped:
            return False
        if self.attacking or self.blocking:
            combat = state.combat
            if combat is None:
                return False
            if self.attacking and obj.id not in combat.attacker_ids:
                return False
            if self.blocking and not combat.blocking(obj.id):
                return False
        if self.in_combat and not _in_combat(state, obj.id):
            return False
        if self.with_keywords and not self.with_keywords <= c.keywords:
            return False
        if self.without_keywords and self.without_keywords & c.keywords:
            return False
        if self.power is not None and not _compare(c.power, self.power):
            return False
        if self.toughness is not None and not _compare(c.toughness, self.toughness):
            return False
        if self.power_below_source and not power_below(state, c, source):
            return False
        if self.commander and not is_commander(state, obj.id):
            return False
        if self.mana_value is not None:
            value = obj.card.mana_value()                       # 202.3b: a back face's too
            if obj.zone == "stack" and obj.x:
                value += obj.x * obj.card.mana_cost.x_count      # 202.3e
            if not _compare(value, self.mana_value):
                return False
        if self.targets_source and (source is None or source not in obj.targets):
            return False
        if self.with_counter is not None and not _has_counter(obj.counters, self.with_counter):
            return False
        if self.attacking_whom is not None:
            from manastack.cards.oracle.clauses.attacking_whom import attacks_you
            if not attacks_you(state, obj.id, you, self.attacking_whom):
                return False
        if self.named_as_source:
            from manastack.cards.oracle.clauses.named_self import has_source_name
            if not has_source_name(state, c, source):
                return False
        if self.enchanted is not None:
            from manastack.cards.oracle.clauses.enchanted_objects import is_enchanted
            if is_enchanted(state, obj.id) != self.enchanted:
                return False
        if self.chosen is not None:
            from manastack.cards.oracle.clauses.chosen_values import has_chosen
            if not has_chosen(state, c, source, self.chosen):
                return False
        return self.token is None or (obj.kind == "token") == self.token

    def matches(self, state: GameState, oid: int, you: int, source: int | None) -> bool:
        return self.test(state, characteristics(state, oid), you, source)


def _in_combat(state: GameState, oid: int) -> bool:
    """506.4: whether the object is an attacking or a blocking creature."""
    combat = state.combat
    return combat is not None and (oid in combat.attacker_ids or bool(combat.blocking(oid)))


ANY_COUNTER = "any"      # Filter.with_counter: "with counters on them" (clauses/with_counters)


def _has_counter(counters: Mapping[str, int], kind: str) -> bool:
    if kind == ANY_COUNTER:
        return any(n > 0 for n in counters.values())
    return counters.get(kind, 0) > 0


def power_below(state: GameState, c: Chars, source: int | None) -> bool:
    """The object has less power than the source (clauses/weaker_blockers.py), the source's
    as it last existed if it left the battlefield (608.2h: "Sacrifice Lena: creatures ...
    with power less than Lena's power")."""
    if source is None or state.last_known(source) is None or c.power is None:
        return False
    mine = characteristics(state, source).power
    return mine is not None and c.power < mine


def _compare(value: int | None, cmp: tuple[str, int]) -> bool:
    if value is None:
        return False
    op, n = cmp
    if op == "<=":
        return value <= n
    if op == ">=":
        return value >= n
    return value == n


def battlefield_matching(state: GameState, flt: Filter, you: int, source: int | None) -> list[int]:
    return [oid for oid in state.battlefield if flt.matches(state, oid, you, source)]


# -- amounts (107.1, 107.3) -----------------------------------------------------------------
@dataclass(frozen=True)
class Amount:
    """A number in an effect: fixed, X, or counted as the effect happens (608.2h)."""

    const: int | None = None
    x: bool = False
    count: Callable[[Ctx, Resolving], int] | None = None
    times: int = 1
    binder: Callable[[Builder], Amount] | None = None     # "its power": needs the ability

    def bound(self, b: Builder) -> Amount:
        """The amount within an ability being built ("its" names what came before)."""
        if self.binder is None:
            return self
        found = self.binder(b)
        return Amount(count=found.count, times=self.times)

    def __call__(self, ctx: Ctx, r: Resolving) -> int:
        if self.const is not None:
            return self.const * self.times
        if self.x:
            return x_value(ctx, r) * self.times
        assert self.count is not None
        return self.count(ctx, r) * self.times


def x_value(ctx: Ctx, r: Resolving) -> int:
    """107.3: X of the spell; for a permanent's ability, the X it was cast with (107.3m)."""
    if r.x:
        return r.x
    source = ctx.state.last_known(r.source)
    if source is not None and (monstrous_x := monstrosity_x(source)) is not None:
        return monstrous_x          # 701.37c: the X it became monstrous with
    return (source.x or 0) if source is not None else 0


def const(n: int) -> Amount:
    return Amount(const=n)


X = Amount(x=True)


# -- references to objects and players ------------------------------------------------------
ObjGet = Callable[[Ctx, Resolving], list[int]]
PlayerGet = Callable[[Ctx, Resolving], list[int]]


@dataclass
class TokenSlot:
    """The definition of the token a "create" effect makes, settled once its ability is
    built (111.3)."""

    card: CardDef | XToken


@dataclass
class Builder:
    """Builds one ability: allocates target positions in text order (601.2c)."""

    specs: list[TargetSpec] = field(default_factory=list)
    pos: int = 0
    last_obj: ObjGet | None = None
    # The cards the last "exile" effect of the ability put into exile, as new objects
    # (400.7): "exile it, then return it to the battlefield" (clauses/blink.py).
    last_exiled: ObjGet | None = None
    last_player: PlayerGet | None = None
    last_target_player: PlayerGet | None = None
    it_is_source: bool = False          # "it deals damage" names the source
    unregenerable: bool = False         # 701.19c: "It can't be regenerated." follows
    counter_zone: str = "graveyard"     # 701.6a: "If that spell is countered this way, exile it
    #                                     instead ..." follows (clauses/countered.py)
    # The amount of the last damage built, for "and each creature that player controls"
    # (clauses/loyalty_effects.py).
    last_damage: Callable[[Ctx, Resolving], int] | None = None
    # Deals an amount to the recipients of the last damage built, for a self-replacement
    # "~ deals 5 damage instead if ..." (614.15, clauses/conditional_effects.py).
    last_damage_deal: Callable[[Ctx, Resolving, int], None] | None = None
    # 113.6m: the zone an ability works from when its effect moves its card out of that zone
    # ("Return this card from your graveyard ...", clauses/from_graveyard.py).
    functions_from: str | None = None
    event_amount: bool = False          # the trigger event has an amount ("that many")
    # 111.3: the token the last "create" makes, which a later "It has "[ability]"" of the
    # same ability defines further (clauses/token_grants.py).
    last_token: TokenSlot | None = None
    # 400.7e: the last "it" bound to the new object a zone-change trigger's object became
    # (clauses/found_objects.py), which a "you may" before "If you do" checks is still there.
    found: ObjGet | None = None

    def add_target(self, spec: TargetSpec) -> int:
        if self.specs and self.specs[-1].min_count != self.specs[-1].max_count:
            raise Unsupported("a target after a variable number of targets")
        index = self.pos
        self.specs.append(spec)
        self.pos += spec.max_count
        return index


@dataclass(frozen=True)
class ObjRef:
    """Which objects a phrase names; `bind` allocates targets and returns a getter."""

    text: str
    bind: Callable[[Builder], ObjGet]
    plural: bool = False
    is_self: bool = False
    targeted: bool = False
    filter: Filter | None = None
    zone: str = "battlefield"
    kind: str = "other"          # target, self, all, attached, it, event


@dataclass(frozen=True)
class PlayerRef:
    text: str
    bind: Callable[[Builder], PlayerGet]
    plural: bool = False
    is_you: bool = False


def alive(ctx: Ctx, oid: int | None, zone: str = "battlefield") -> bool:
    if oid is None:
        return False
    obj = ctx.state.get(oid)
    return obj is not None and obj.zone == zone


def target_obj(spec: TargetSpec, text: str, flt: Filter | None = None,
               zone: str = "battlefield") -> ObjRef:
    def bind(b: Builder) -> ObjGet:
        index = b.add_target(spec)
        count = spec.max_count

        def get(ctx: Ctx, r: Resolving) -> list[int]:
            out: list[int] = []
            for i in range(index, index + count):
                ref = r.target(i)
                if ref is not None and ref >= 0:
                    out.append(ref)
            return out
        b.last_obj = get
        return get
    return ObjRef(text, bind, plural=spec.max_count > 1, targeted=True, filter=flt, zone=zone,
                  kind="target")


def self_obj(text: str) -> ObjRef:
    def bind(b: Builder) -> ObjGet:
        def get(ctx: Ctx, r: Resolving) -> list[int]:
            return [r.source]
        b.last_obj = get
        return get
    return ObjRef(text, bind, is_self=True, kind="self")


def all_obj(flt: Filter, text: str) -> ObjRef:
    """"all creatures", "each creature you control", "creatures you control": the set is
    determined as the effect happens (608.2h)."""
    def bind(b: Builder) -> ObjGet:
        def get(ctx: Ctx, r: Resolving) -> list[int]:
            return battlefield_matching(ctx.state, flt, r.controller, r.source)
        b.last_obj = get
        return get
    return ObjRef(text, bind, plural=True, filter=flt, kind="all")


def attached_obj(text: str) -> ObjRef:
    """"enchanted creature" / "equipped creature" (303.4b, 301.5a)."""
    def bind(b: Builder) -> ObjGet:
        def get(ctx: Ctx, r: Resolving) -> list[int]:
            src = ctx.state.last_known(r.source)
            host = src.attached_to if src is not None else None
            return [host] if host is not None and host >= 0 else []
        b.last_obj = get
        return get
    return ObjRef(text, bind, kind="attached")


def it_obj(text: str) -> ObjRef:
    """"it", "that creature": the object named last in the same ability."""
    def bind(b: Builder) -> ObjGet:
        if b.last_obj is None:
            raise Unsupported(f"{text!r} refers to nothing before it")
        return b.last_obj
    return ObjRef(text, bind, kind="it")


# The key, in a resolution's own event data, of the objects its last effect that creates
# tokens or returns cards to the battlefield made (111.1, 400.7).
MADE = "made by this effect"
# The key of the cards its last "exile" effect exiled (400.7: the new objects in exile).
EXILED = "exiled by this effect"
# The key, in a resolution's own event data, of the total life its instructions made players
# lose so far (119.3; "you gain life equal to the life lost this way", 702.101a).
LIFE_LOST = "life lost this way"


def remember_made(r: Resolving, made: Sequence[int]) -> None:
    """Record the objects an effect just made, for "it" / "that token" / "they" after it."""
    r.event[MADE] = tuple(made)


def refer_to_made(b: Builder) -> None:
    """"it", "that token", "they" after an effect that creates or returns objects name the
    new objects (400.7: not the cards they were), as the effect recorded them."""
    def get(ctx: Ctx, r: Resolving) -> list[int]:
        return [int(oid) for oid in r.event.get(MADE, ())]
    b.last_obj = get


def event_obj(text: str, key: str = "new_id") -> ObjRef:
    """"that creature" in a triggered ability: the object the trigger event was about."""
    def bind(b: Builder) -> ObjGet:
        def get(ctx: Ctx, r: Resolving) -> list[int]:
            oid = r.event.get(key)
            if oid is None and key == "new_id":
                oid = r.event.get("obj")
            return [int(oid)] if oid is not None else []
        b.last_obj = get
        return get
    return ObjRef(text, bind, kind="event")


def you_ref() -> PlayerRef:
    def bind(b: Builder) -> PlayerGet:
        def get(ctx: Ctx, r: Resolving) -> list[int]:
            return [r.controller]
        b.last_player = get
        return get
    return PlayerRef("you", bind, is_you=True)


def target_player(spec: TargetSpec) -> PlayerRef:
    def bind(b: Builder) -> PlayerGet:
        index = b.add_target(spec)

        def get(ctx: Ctx, r: Resolving) -> list[int]:
            ref = r.target(index)
            player = ref_player(ref) if ref is not None else None
            return [player] if player is not None else []
        b.last_player = b.last_target_player = get
        return get
    return PlayerRef(spec.text, bind)


def each_player(opponents: bool) -> PlayerRef:
    def bind(b: Builder) -> PlayerGet:
        def get(ctx: Ctx, r: Resolving) -> list[int]:
            s = ctx.state
            team = s.players[r.controller].team
            return [p for p in s.apnap() if not opponents or s.players[p].team != team]
        b.last_player = get
        return get
    return PlayerRef("each opponent" if opponents else "each player", bind, plural=True)


def controller_of(obj: ObjRef, owner: bool = False) -> PlayerRef:
    """"its controller" / "its owner": of the object named before (608.2h: last known
    information if it left)."""
    def bind(b: Builder) -> PlayerGet:
        get_obj = obj.bind(b)

        def get(ctx: Ctx, r: Resolving) -> list[int]:
            out: list[int] = []
            for oid in get_obj(ctx, r):
                o = ctx.state.last_known(oid)
                if o is None:
                    continue
                if owner:
                    out.append(o.owner)
                elif oid in ctx.state.objects:
                    out.append(characteristics(ctx.state, oid).controller)
                else:
                    out.append(o.controller)
            return out
        b.last_player = get
        return get
    return PlayerRef(f"{obj.text}'s {'owner' if owner else 'controller'}", bind)


def that_player() -> PlayerRef:
    def bind(b: Builder) -> PlayerGet:
        if b.last_player is None:
            raise Unsupported("'that player' refers to no player")
        return b.last_player
    return PlayerRef("that player", bind)


def event_player(text: str, key: str, index: bool = False) -> PlayerRef:
    """A player named by the trigger event ("that player" after "deals damage to a player"):
    a target reference, or with `index` the player's index ("an opponent casts")."""
    def bind(b: Builder) -> PlayerGet:
        def get(ctx: Ctx, r: Resolving) -> list[int]:
            ref = r.event.get(key)
            if ref is None:
                return []
            player = int(ref) if index else ref_player(int(ref))
            return [player] if player is not None else []
        b.last_player = get
        return get
    return PlayerRef(text, bind)


def defending_player() -> PlayerRef:
    """508.5: the player the creature (the source) is attacking, or the controller of the
    planeswalker it attacks."""
    def bind(b: Builder) -> PlayerGet:
        def get(ctx: Ctx, r: Resolving) -> list[int]:
            s = ctx.state
            combat = s.combat
            defender = combat.defender_of(r.source) if combat is not None else None
            if defender is None:
                defender = r.event.get("defender")
            if defender is None:
                return []
            player = ref_player(int(defender))
            if player is not None:
                return [player]
            return [characteristics(s, int(defender)).controller] \
                if int(defender) in s.objects else []
        b.last_player = get
        return get
    return PlayerRef("defending player", bind)


# -- triggers on casting (601.2i, 603.2) -----------------------------------------------------
TriggerCheck = Callable[[GameState, Event, GameObject], bool]


def cast_check(caster: str, spell: Filter, nth: int | None = None) -> TriggerCheck:
    """"Whenever you cast / an opponent casts / a player casts [spell]" (`caster` "you",
    "opponent" or "player"): 601.2i, the ability triggers when the spell becomes cast, on the
    spell's characteristics on the stack (after its costs are paid, 601.2h); "you" is the
    source's controller (603.3a). With `nth`, only the caster's nth spell this turn ("your
    second spell each turn"): the caster's `spells_cast_this_turn` already counts it."""
    def check(state: GameState, event: Event, source: GameObject) -> bool:
        if not isinstance(event, SpellCast):
            return False
        if nth is not None and state.players[event.player].spells_cast_this_turn != nth:
            return False
        me = characteristics(state, source.id).controller
        if caster == "you" and event.player != me:
            return False
        if caster == "opponent" and state.players[event.player].team == state.players[me].team:
            return False
        return spell.matches(state, event.obj, me, source.id)
    return check


# -- nodes ---------------------------------------------------------------------------------
Effect = Callable[[Ctx, Resolving], None]
Node = Callable[[Builder], Effect]


def sequence(nodes: Sequence[Node]) -> Node:
    def build(b: Builder) -> Effect:
        effects = [n(b) for n in nodes]
        if len(effects) == 1:
            return effects[0]

        def run(ctx: Ctx, r: Resolving) -> None:
            for e in effects:
                if ctx.state.game_over:
                    return
                e(ctx, r)
        return run
    return build


def target_spec(text: str, allows: Callable[[GameState, TargetRef, int], bool],
                zone: str = "battlefield", count: int = 1, up_to: bool = False) -> TargetSpec:
    return TargetSpec(text, allows, zone, 0 if up_to else count, count)
