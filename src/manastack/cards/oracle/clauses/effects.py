"""One-shot effects (608.2): spells' and abilities' sentences, modes, verbs of players.

The grammar is `effects.lark` beside this file; each method gives one of its rules (a
template) its meaning.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token, v_args

from manastack.cards.dsl import scry, surveil
from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.clauses.conditional_effects import fold_instead
from manastack.cards.oracle.clauses.create_for_each import note_sacrificed
from manastack.cards.oracle.clauses.creature_riders import any_target_object
from manastack.cards.oracle.clauses.discarded_this_way import note_discarded
from manastack.cards.oracle.clauses.graveyard_sets import may_be_aura
from manastack.cards.oracle.clauses.if_you_do import MayEffect, fold_if_you_do
from manastack.cards.oracle.clauses.linked_exile import remember_if_linked
from manastack.cards.oracle.clauses.loyalty_effects import PlayerOrPlaneswalker
from manastack.cards.oracle.clauses.token_grants import QuotedTokenAbilities
from manastack.cards.oracle.forms import (
    COLOR_LETTERS,
    AbilityIR,
    AnyTarget,
    CounterKind,
    Desc,
    ManaOutput,
    PlayersDo,
    VerbPhrase,
    as_node,
    object_ids,
    times_amount,
    tokens_of,
    type_of,
    with_subjectless_verbs,
    zone_of,
)
from manastack.cards.oracle.semantics import (
    Amount,
    Builder,
    Effect,
    Node,
    ObjRef,
    PlayerRef,
    Unsupported,
    x_value,
)
from manastack.cards.oracle.tokens import make_token, token_made
from manastack.rules.abilities import player_ref
from manastack.rules.casting import can_pay_mana, pay_mana
from manastack.rules.context import Ctx, Resolving
from manastack.rules.created_tokens import remember_creator
from manastack.rules.events import (
    ZoneMove,
)
from manastack.rules.face_down import manifest
from manastack.rules.knowledge import look
from manastack.rules.knowledge import reveal as reveal_cards
from manastack.rules.layers import characteristics, pt_counter
from manastack.rules.mana import COLORS, ManaCost


def each_player(amount: Amount, action: Callable[[Ctx, int, int], object]) -> VerbPhrase:
    """A verb each player the phrase names does `amount` times ("draws two cards")."""
    def make(b: Builder, get: sem.PlayerGet) -> Effect:
        n_of = amount.bound(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            n = n_of(ctx, r)
            for p in get(ctx, r):
                action(ctx, p, n)
        return run
    return VerbPhrase(make)



def _you_do(action: Callable[[Ctx, int, int], object], n: int) -> Node:
    """A keyword action with a number that the controller performs ("Scry 2.")."""
    def build(b: Builder) -> Effect:
        def run(ctx: Ctx, r: Resolving) -> None:
            action(ctx, r.controller, n)
        return run
    return build


def life_change(amount: Amount, gain: bool) -> VerbPhrase:
    """"[players] gain/lose [amount] life" (119.3), the amount counted as it happens."""
    def make(b: Builder, get: sem.PlayerGet) -> Effect:
        n_of = amount.bound(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            n = n_of(ctx, r)
            for p in get(ctx, r):
                if gain:
                    ctx.gain_life(p, n)
                else:
                    lost = ctx.lose_life(p, n)
                    r.event[sem.LIFE_LOST] = int(r.event.get(sem.LIFE_LOST, 0)) + lost
        return run
    return VerbPhrase(make)


def counter_unless_node(objs: ObjRef, cost_of: Callable[[Ctx, Resolving], ManaCost]) -> Node:
    """118.12a: "[counter it] unless its controller pays [cost]": as it resolves, the
    spell's controller may pay the mana (only if they can, 118.3); if they don't, it's
    countered."""
    if zone_of(objs) != "stack" or objs.plural:
        raise Unsupported("countering something that isn't one spell unless paid")

    def build(b: Builder) -> Effect:
        get = objs.bind(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            cost = cost_of(ctx, r)
            for oid in get(ctx, r):
                payer = characteristics(ctx.state, oid).controller
                what = f"{cost} so that {ctx.name(oid)} isn't countered"
                if can_pay_mana(ctx.state, payer, cost) and ctx.may(payer, f"pay {what}"):
                    pay_mana(ctx, payer, cost, what)
                    continue
                ctx.counter(oid, b.counter_zone)
        return run
    return build


def reanimate_node(objs: ObjRef, tapped: bool, yours: bool = False) -> Node:
    """400.7: put the cards `objs` onto the battlefield (`tapped`) under their owners'
    control, or under the controller's if `yours` ("under your control")."""
    zone = zone_of(objs)
    if zone == "battlefield":
        raise Unsupported("returning a permanent to the battlefield")
    if objs.kind == "in graveyards" and may_be_aura(objs):
        raise Unsupported("Auras put onto the battlefield with the rest (303.4f)")

    def build(b: Builder) -> Effect:
        get = objs.bind(b)
        sem.refer_to_made(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            made = []
            for oid in object_ids(get, ctx, r, zone):
                controller = r.controller if yours else ctx.state.objects[oid].owner
                done = ctx.perform(ZoneMove(oid, "battlefield", "put", controller=controller,
                                            tapped=tapped, rule="400.7"))
                if isinstance(done, ZoneMove) and done.new_id is not None:
                    made.append(done.new_id)
            sem.remember_made(r, made)      # 400.7: "that creature" is the new object
        return run
    return build


class EffectClauses:
    """The transformer methods of effects.lark."""

    def effects(self, c: list[Any]) -> list[Any]:
        # 614.15: "If ..., [effect] instead."; 608.2c: "you may ... If you do, ...".
        return fold_if_you_do(fold_instead(list(c)))

    def sentence(self, c: list[Any]) -> list[Any]:
        """608.2c: a verb phrase without a subject right after players' verbs in the same
        sentence is done by those players ("Each player discards their hand, then draws
        seven cards."); `compiler.compile_unit` refuses the imperative form, the
        controller's verb after other players' ("..., then draw a card."), which the grammar
        doesn't tell apart."""
        return with_subjectless_verbs(list(c))

    def modal_spell(self, c: list[Any]) -> AbilityIR:
        return AbilityIR("modal", modes=list(c))

    @v_args(meta=True)
    def mode(self, meta: Any, c: list[Any]) -> tuple[tuple[int, int], list[Any]]:
        return ((meta.start_pos, meta.end_pos), c[0])

    def may_effect(self, c: list[Any]) -> Node:
        return MayEffect(as_node(c[0]))        # clauses/if_you_do.py

    def damage(self, c: list[Any]) -> Node:
        src = c[0]
        if isinstance(c[1], Amount):
            amount, recipient = c[1], c[2]
        else:       # "deals damage to [recipient] equal to [count]" (loyalty_effects.lark)
            recipient, amount = c[1], c[2]
        return damage_node(src, amount, recipient)

    def damage_source(self, c: list[Any]) -> str:
        return "self" if c else "it"

    def any_target(self, c: list[Any]) -> AnyTarget:
        return AnyTarget()

    def each_creature_and_player(self, c: list[Any]) -> tuple[str, Desc, bool]:
        words = tokens_of(c)
        return ("creatures and players", c[0], "opponent" in words)

    def player_effect(self, c: list[Any]) -> Node:
        players: PlayerRef = c[0]
        verbs = tuple(v for v in c[1:] if isinstance(v, VerbPhrase))
        rest = tuple(n for n in c[1:] if not isinstance(n, VerbPhrase))
        return PlayersDo(players, verbs, rest)

    def draw(self, c: list[Any]) -> VerbPhrase:
        return each_player(c[-1], Ctx.draw)        # 121.2

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
                # 101.4, 101.4a: each player in APNAP order chooses from their hidden hand,
                # then every chosen card is discarded at once (608.2f).
                chosen: list[int] = []
                for p in get(ctx, r):
                    hand = list(ctx.state.players[p].hand)
                    if mode == "hand":
                        chosen += hand
                        continue
                    assert amount is not None
                    n = amount(ctx, r)
                    if n >= len(hand):
                        chosen += hand
                    elif mode == "random":      # 701.9b
                        pool = list(hand)
                        chosen += [pool.pop(ctx.random_below(len(pool))) for _ in range(n)]
                    else:                        # 701.9a: the player chooses
                        chosen += ctx.pick(p, f"discard {n}", hand, n)
                with ctx.simultaneously(chosen):
                    for oid in chosen:
                        ctx.discard(oid)
                note_discarded(r, chosen)       # 608.2c: clauses/discarded_this_way.py
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
                ids = object_ids(get, ctx, r)
                with ctx.simultaneously(ids):        # 701.8a: one simultaneous event
                    for oid in ids:
                        ctx.destroy(oid, regenerate=not b.unregenerable)
            return run
        return build

    def exile(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        zone = zone_of(objs)

        def build(b: Builder) -> Effect:
            get = objs.bind(b)
            b.last_exiled = _exiled_by_this_effect

            def run(ctx: Ctx, r: Resolving) -> None:
                ids = object_ids(get, ctx, r, zone)
                if objs.is_self and r.obj == r.source and sem.alive(ctx, r.obj, "stack"):
                    # 608.2n: "Exile ~" on an instant or sorcery exiles the resolving spell
                    # itself, which then isn't put into its owner's graveyard.
                    ids = [r.obj]
                with ctx.simultaneously(ids):
                    exiled = [new for oid in ids if (new := ctx.exile(oid)) is not None]
                r.event[sem.EXILED] = tuple(exiled)
                remember_if_linked(ctx, r, exiled)      # 607.2a
            return run
        return build

    def bounce(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        if objs.is_self and zone_of(objs) == "battlefield":
            return _return_self_to_hand(objs)
        return _move_each(objs, "hand", "bounce" if zone_of(objs) == "battlefield" else "put")

    def put_on_library(self, c: list[Any]) -> Node:
        return _move_each(c[0], "library", "put")       # 401.4: on top

    def bounce_chosen(self, c: list[Any]) -> Node:
        desc: Desc = c[0]
        if desc.zone != "battlefield":
            raise Unsupported(f"returning a chosen {desc.text} from the {desc.zone}")
        flt = desc.filter

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                s = ctx.state
                mine = [oid for oid in s.battlefield
                        if flt.matches(s, oid, r.controller, r.source)]
                chosen = mine if len(mine) <= 1 else ctx.pick(
                    r.controller, f"return {desc.text} to its owner's hand", mine, 1)
                for oid in chosen:
                    ctx.bounce(oid)
            return run
        return build

    def _reanimate(self, c: list[Any], tapped: bool) -> Node:
        return reanimate_node(c[0], tapped)

    def reanimate(self, c: list[Any]) -> Node:
        return self._reanimate(c, False)

    def reanimate_tapped(self, c: list[Any]) -> Node:
        return self._reanimate(c, True)

    def counter_spell(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        if zone_of(objs) != "stack":
            raise Unsupported("countering something that isn't a spell")

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in get(ctx, r):
                    ctx.counter(oid, b.counter_zone)
            return run
        return build

    def counter_unless_paid(self, c: list[Any]) -> Node:
        printed: ManaCost = c[-1]

        def cost_of(ctx: Ctx, r: Resolving) -> ManaCost:
            # 107.3: {X} is the X the countering spell was cast with (Condescend).
            return printed.with_x(x_value(ctx, r)) if printed.x_count else printed
        return counter_unless_node(c[0], cost_of)

    def create_token(self, c: list[Any]) -> Node:
        count, tapped = c[0]
        token_def = c[1]

        def build(b: Builder) -> Effect:
            n_of = count.bound(b)
            slot = b.last_token = sem.TokenSlot(token_def)     # clauses/token_grants.py
            sem.refer_to_made(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                n = n_of(ctx, r)
                made = (ctx.create_token(r.controller, token_made(slot.card, ctx, r), n, tapped=tapped)
                        if n > 0 else [])
                sem.remember_made(r, made)      # 111.1: "that token", "they"
                remember_creator(ctx, r.source, made)       # 607.2c: "created with ~"
            return run
        return build

    def n_tokens(self, c: list[Any]) -> tuple[Amount, bool]:
        return (c[0], False)

    def n_tapped_tokens(self, c: list[Any]) -> tuple[Amount, bool]:
        return (c[0], True)

    def token_desc(self, c: list[Any]) -> Any:
        pt = str(c[0])
        colors: tuple[str, ...] = c[1]
        types, subtypes = c[2]
        if len(c) > 3 and isinstance(c[3], QuotedTokenAbilities):
            return c[3].token(pt, colors, types, subtypes)      # clauses/token_grants.py
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
        return COLOR_LETTERS[tokens_of(c)[0]]

    def token_types(self, c: list[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        words = [t for t in c if isinstance(t, Token)]
        subtypes = tuple(str(t) for t in words if t.type == "SUBTYPE")
        types = tuple(type_of(str(t)) for t in words if t.type != "SUBTYPE")
        return types, subtypes

    def token_abilities(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(str(x) for x in c)

    def _counters(self, amount: Amount, kind: str, objs: ObjRef) -> Node:
        def build(b: Builder) -> Effect:
            n_of = amount.bound(b)
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                n = n_of(ctx, r)
                for oid in object_ids(get, ctx, r):
                    ctx.add_counters(oid, kind, n)
            return run
        return build

    def put_counters(self, c: list[Any]) -> Node:
        amount = c[0] if isinstance(c[0], Amount) else sem.const(1)
        kind: CounterKind = next(x for x in c if isinstance(x, CounterKind))
        return self._counters(amount, kind.kind, c[-1])

    def counter_kind(self, c: list[Any]) -> CounterKind:
        if isinstance(c[0], CounterKind):
            return c[0]          # counters.py: a counter the rules give no meaning (122.1)
        kind = str(c[0])
        if pt_counter(kind) is None:          # 122.1a: +X/+Y and -X/-Y counters
            raise Unsupported(f"{kind} counters")
        return CounterKind(kind)

    def _life(self, amount: Amount, gain: bool) -> VerbPhrase:
        return life_change(amount, gain)

    def gain_life(self, c: list[Any]) -> VerbPhrase:
        return self._life(times_amount(c), True)

    def gain_life_equal(self, c: list[Any]) -> VerbPhrase:
        return self._life(c[-1], True)

    def lose_life(self, c: list[Any]) -> VerbPhrase:
        return self._life(times_amount(c), False)

    def lose_life_equal(self, c: list[Any]) -> VerbPhrase:
        return self._life(c[-1], False)

    def search_library(self, c: list[Any]) -> Node:
        desc: Desc = c[0]
        dest: str = c[-1]
        reveal = "reveal it" in c[1:-1]       # 701.20a
        flt = desc.filter

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                search_for_one(ctx, r.controller, desc, flt, reveal, dest)
            return run
        return build

    def reveal_it(self, c: list[Any]) -> str:
        return "reveal it"

    def search_dest(self, c: list[Any]) -> str:
        words = tokens_of(c)
        if "hand" in words:
            return "hand"
        return "tapped" if words[-1] == "tapped" else "battlefield"

    def scry(self, c: list[Any]) -> Node:
        return _you_do(scry, int(c[0]))          # 701.22a

    def surveil(self, c: list[Any]) -> Node:
        return _you_do(surveil, int(c[0]))       # 701.25a

    def manifest(self, c: list[Any]) -> Node:
        numbers = [int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER"]
        return _you_do(manifest, numbers[0] if numbers else 1)     # 701.40a, 701.40e

    def mill(self, c: list[Any]) -> VerbPhrase:
        return each_player(c[-1], Ctx.mill)        # 701.17a

    def _tap(self, c: list[Any], untap: bool) -> Node:
        objs: ObjRef = c[0]

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in object_ids(get, ctx, r):
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
        numbers = [int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER"]
        count = numbers[0] if numbers else 1
        what = desc.text if count == 1 else f"{count} {desc.text}"

        def make(b: Builder, get: sem.PlayerGet) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                s = ctx.state
                chosen: list[int] = []
                for p in get(ctx, r):         # 101.4: in APNAP order, then all at once
                    mine = [oid for oid in s.battlefield
                            if characteristics(s, oid).controller == p
                            and flt.matches(s, oid, p, r.source)]
                    if len(mine) <= count:    # 701.21a: as many as they can
                        chosen.extend(mine)
                    else:
                        chosen.extend(ctx.pick(p, f"sacrifice {what}", mine, count))
                with ctx.simultaneously(chosen):
                    for oid in chosen:
                        ctx.sacrifice(oid)
                note_sacrificed(r, chosen)      # 608.2c: clauses/create_for_each.py
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
                a = object_ids(get1, ctx, r)
                d = object_ids(get2, ctx, r)
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
        for t in tokens_of(c):
            sym = t.strip("{}")
            if sym not in ("W", "U", "B", "R", "G", "C"):
                raise Unsupported(f"adding {t}")
            out.append(sym)
        return tuple(out)


def _return_self_to_hand(objs: ObjRef) -> Node:
    """"Return ~ to its owner's hand": the permanent, or the instant or sorcery spell that
    is resolving (Hanabi Blast), which then isn't put into a graveyard (608.2n)."""
    def build(b: Builder) -> Effect:
        get = objs.bind(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            for oid in get(ctx, r):
                obj = ctx.state.objects.get(oid)
                if obj is not None and obj.zone in ("battlefield", "stack"):
                    ctx.move(oid, "hand", "bounce" if obj.zone == "battlefield" else "put")
        return run
    return build


def _move_each(objs: ObjRef, to_zone: str, reason: str, position: str = "top") -> Node:
    """Move each of the objects to its owner's `to_zone` (a library: on top or at the
    bottom, 401.4)."""
    zone = zone_of(objs)

    def build(b: Builder) -> Effect:
        get = objs.bind(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            for oid in object_ids(get, ctx, r, zone):
                ctx.move(oid, to_zone, reason, position=position)
        return run
    return build


def damage_node(src: str, unbound: Amount, recipient: Any) -> Node:
    def build(b: Builder) -> Effect:
        if src == "it" and not b.it_is_source:
            raise Unsupported("'it deals damage' where 'it' isn't the source")
        amount = unbound.bound(b)
        b.last_damage = amount
        deal = _damage_dealer(b, recipient)
        b.last_damage_deal = deal

        def run(ctx: Ctx, r: Resolving) -> None:
            deal(ctx, r, amount(ctx, r))
        return run
    return build


def _damage_dealer(b: Builder, recipient: Any) -> Callable[[Ctx, Resolving, int], None]:
    """How an amount of damage is dealt to `recipient` (its targets allocated in `b`)."""
    if isinstance(recipient, PlayerOrPlaneswalker):
        get_ref = recipient.bind(b)

        def deal_ref(ctx: Ctx, r: Resolving, n: int) -> None:
            ref = get_ref(ctx, r)
            if ref is not None:
                ctx.damage(r.source, ref, n)
        return deal_ref
    if isinstance(recipient, AnyTarget):
        index = b.add_target(recipient.spec)
        b.last_obj = any_target_object(index)       # "it": the permanent target (115.4)

        def deal_any(ctx: Ctx, r: Resolving, n: int) -> None:
            ctx.damage(r.source, r.target(index), n)
        return deal_any
    if isinstance(recipient, PlayerRef):
        get_p = recipient.bind(b)

        def deal_players(ctx: Ctx, r: Resolving, n: int) -> None:
            for p in get_p(ctx, r):
                ctx.damage(r.source, player_ref(p), n)
        return deal_players
    if isinstance(recipient, ObjRef):
        get_o = recipient.bind(b)

        def deal_objects(ctx: Ctx, r: Resolving, n: int) -> None:
            for oid in object_ids(get_o, ctx, r):
                ctx.damage(r.source, oid, n)
        return deal_objects
    _kind, desc, opponents_only = recipient
    flt = desc.filter

    def deal_each(ctx: Ctx, r: Resolving, n: int) -> None:
        s = ctx.state
        ids = sem.battlefield_matching(s, flt, r.controller, r.source)
        team = s.players[r.controller].team
        players = [p for p in s.apnap() if not opponents_only or s.players[p].team != team]
        for oid in ids:
            ctx.damage(r.source, oid, n)
        for p in players:
            ctx.damage(r.source, player_ref(p), n)
    return deal_each


def search_for_one(ctx: Ctx, p: int, desc: Desc, flt: sem.Filter, reveal: bool,
                   dest: str) -> None:
    """701.23a: player `p` searches their library for a card of `desc`, [reveals it,] puts it
    into their hand or onto the battlefield [tapped] (`dest`), then shuffles; or ("top")
    shuffles, then puts it on top (401.4)."""
    s = ctx.state
    look(s, p, s.players[p].library)     # 701.23a: they look at all of it
    found = [oid for oid in s.players[p].library if flt.matches(s, oid, p, None)]
    # 701.23b: a search for cards with a stated quality may find nothing.
    chosen = ctx.pick(p, f"search your library for {desc.text}", found, 1,
                      up_to=True) if found else []
    for oid in chosen:
        if reveal:
            reveal_cards(s, (oid,))
            ctx.log("701.20a", f"{ctx.name(-1 - p)} reveals {ctx.name(oid)}")
        if dest == "hand":
            ctx.move(oid, "hand", "search")
        elif dest != "top":
            ctx.perform(ZoneMove(oid, "battlefield", "search", controller=p,
                                 tapped=dest == "tapped", rule="701.23a"))
    ctx.shuffle(p)
    for oid in chosen if dest == "top" else ():
        ctx.move(oid, "library", "search", position="top")


def _exiled_by_this_effect(ctx: Ctx, r: Resolving) -> list[int]:
    """The cards the ability's last "exile" effect exiled, as they are in exile (400.7)."""
    return [int(oid) for oid in r.event.get(sem.EXILED, ())]
