"""State-based actions (704): checked whenever a player would receive priority."""

from __future__ import annotations

import operator

from manastack.rules import commander, sagas
from manastack.rules.context import Ctx
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.layers import Chars, characteristics
from manastack.rules.protection import shielded_from
from manastack.rules.state import GameState


def check(ctx: Ctx) -> bool:
    """704.3: perform all applicable state-based actions simultaneously, and repeat until
    none apply. Returns whether any were performed."""
    state = ctx.state
    cache = state.board_cache()
    if cache.misc.get("sba-clean"):
        return False     # nothing changed since the last check found nothing to do
    any_done = False
    while not state.game_over and _check_once(ctx):
        any_done = True
    state.board_cache().misc["sba-clean"] = True
    return any_done


def _check_once(ctx: Ctx) -> bool:
    s = ctx.state
    losers: list[tuple[int, str, str]] = []
    two_headed = s.variant == "two-headed-giant"
    for p in s.players:
        if not p.in_game:
            continue
        if p.life <= 0:
            losers.append((p.index, "810.8c" if two_headed else "704.5a", f"life {p.life}"))
        elif p.attempted_empty_draw:
            losers.append((p.index, "704.5b", "attempted to draw from an empty library"))
        elif p.poison >= (15 if two_headed else 10):
            losers.append((p.index, "810.8d" if two_headed else "704.5c",
                           f"{p.poison} poison counters"))
    for p in s.players:
        if p.attempted_empty_draw:
            s.player_w(p.index).attempted_empty_draw = False
    to_command: list[int] = []
    if s.commanders:        # 704.6c, 704.6d: Commander games (rules/commander.py)
        losers.extend(commander.damage_losers(s))
        to_command = commander.returns(ctx)
    losers = [entry for entry in losers if _can_lose(ctx, *entry)]    # "can't lose" (101.2)

    to_graveyard: list[tuple[int, str, str]] = []   # (object, rule, why)
    to_destroy: list[tuple[int, str, str]] = []
    unattach: list[int] = []
    annihilate: list[tuple[int, int]] = []
    # 704.5d: a token in a zone other than the battlefield ceases to exist.
    vanish = _stray_tokens(s) if s.token_moved else []
    # Only permanents that might need an action are examined (`_might_need_action`).
    chars: dict[int, Chars] = {}
    if s.has_continuous_effects():
        for oid in s.battlefield:
            c = characteristics(s, oid)
            if c.sba if c.sba is not None else _might_need_action(c):
                chars[oid] = c
    else:       # each permanent's characteristics are its record's own (layers.py)
        objects = s.objects
        for oid in s.battlefield:
            c = objects[oid]._chars or characteristics(s, oid)
            if c.sba if c.sba is not None else _might_need_action(c):
                chars[oid] = c
    for oid, c in chars.items():
        obj = c.obj
        if c.is_creature and c.toughness is not None:
            if c.toughness <= 0:
                to_graveyard.append((oid, "704.5f", f"toughness {c.toughness}"))
            elif c.has("indestructible"):
                pass        # 702.12b: lethal damage doesn't destroy it (and 704.5g/h never end)
            elif obj.damage >= c.toughness:
                to_destroy.append((oid, "704.5g", f"{obj.damage} damage, toughness {c.toughness}"))
            elif obj.deathtouched and obj.damage > 0:
                to_destroy.append((oid, "704.5h", "damage from a source with deathtouch"))
        if c.is_("Planeswalker") and obj.counters.get("loyalty", 0) <= 0:
            to_graveyard.append((oid, "704.5i", "no loyalty"))
        if "Aura" in c.subtypes and not _aura_legal(s, oid):
            to_graveyard.append((oid, "704.5m", "not attached to a legal object"))
        if "Equipment" in c.subtypes and obj.attached_to is not None:
            host = s.get(obj.attached_to)
            if host is None or host.zone != "battlefield" or \
                    not characteristics(s, host.id).is_creature or \
                    shielded_from(s, host.id, oid) is not None:     # 702.16d
                unattach.append(oid)
        plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
        if plus and minus:
            annihilate.append((oid, min(plus, minus)))
    if s.token_moved and not vanish:
        s.token_moved = False           # every token is on the battlefield
    legend_losers = _legend_rule(ctx, chars)
    finished_sagas = sagas.finished_sagas(s, chars)      # 714.4
    if not (losers or to_graveyard or to_destroy or vanish or unattach or annihilate
            or legend_losers or to_command or finished_sagas):
        return False
    for oid in vanish:
        _cease(s, oid)
        ctx.log("704.5d", f"token {ctx.name(oid)} ceases to exist")
    batch = frozenset(oid for oid, _, _ in to_graveyard + to_destroy) | frozenset(legend_losers) \
        | frozenset(to_command) | frozenset(finished_sagas)
    with ctx.simultaneously(batch):
        for oid in to_command:
            if oid in s.objects:
                ctx.log("704.6d", f"{ctx.name(oid)} is put into the command zone (903.9a)")
                ctx.move(oid, "command", "sba")
        for oid, rule, why in to_graveyard:
            if oid in s.objects:
                ctx.log(rule, f"{ctx.name(oid)} is put into its owner's graveyard ({why})")
                ctx.move(oid, "graveyard", "sba")
        for oid in legend_losers:
            if oid in s.objects:
                ctx.log("704.5j", f"{ctx.name(oid)} is put into its owner's graveyard (legend rule)")
                ctx.move(oid, "graveyard", "sba")
        for oid, rule, why in to_destroy:
            if oid in s.objects:
                ctx.log(rule, f"{ctx.name(oid)} is destroyed ({why})")
                ctx.destroy(oid)
        for oid in finished_sagas:
            if oid in s.battlefield:
                ctx.log("704.5s", f"{ctx.name(oid)} is sacrificed: its final chapter is read (714.4)")
                ctx.sacrifice(oid)
    # 704.8: a permanent leaving above has its last known information from before any of
    # these actions, so the others are performed after the moves, on what stayed.
    for oid in unattach:
        if oid in s.battlefield:
            s.obj_w(oid).attached_to = None
            ctx.log("704.5n", f"{ctx.name(oid)} becomes unattached")
    for oid, n in annihilate:
        if oid in s.battlefield:
            ctx.log("704.5q", f"{n} +1/+1 and -1/-1 counter pairs on {ctx.name(oid)} are removed")
            ctx.remove_counters(oid, "+1/+1", n)
            ctx.remove_counters(oid, "-1/-1", n)
    if losers:
        from manastack.rules.multiplayer import lose_together
        lose_together(ctx, losers)      # 104.4a: players who lose at once leave together
    return True


def _might_need_action(c: Chars) -> bool:
    """Whether a state-based action could apply to this permanent: false for a creature
    with positive toughness and no damage (and nothing else of the kinds 704.5 names).
    Remembered on its characteristics, which are remade whenever it or an effect changes;
    Auras, Equipment and legends depend on other permanents, so they are always looked at."""
    found = c.sba
    if found is None:
        obj = c.obj
        counters = obj.counters
        found = c.sba = bool(
            (c.toughness is not None and "Creature" in c.types
             and (c.toughness <= 0 or obj.damage > 0 or obj.deathtouched))
            or "Planeswalker" in c.types or "Legendary" in c.supertypes
            or "Aura" in c.subtypes or "Equipment" in c.subtypes or "Saga" in c.subtypes
            or ("+1/+1" in counters and "-1/-1" in counters))
    return found


_token_kind = operator.attrgetter("kind")


def _stray_tokens(s: GameState) -> list[int]:
    """704.5d: tokens in a zone other than the battlefield (they moved there)."""
    objects = s.objects
    found: list[int] = []
    for p in s.players:
        for zone in (p.hand, p.library, p.graveyard, p.exile):
            if zone and "token" in map(_token_kind, map(objects.__getitem__, zone)):
                found.extend(oid for oid in zone if objects[oid].kind == "token")
    return found


def _can_lose(ctx: Ctx, player: int, rule: str, why: str) -> bool:
    """Whether a "can't lose the game" effect (Platinum Angel) lets this loss happen. A
    lasting condition (life, poison) is checked again at every check, so only the one-time
    attempt to draw from an empty library is logged."""
    from manastack.rules.events import LoseGame
    stop = ctx.prohibited(LoseGame(player, why, rule=rule))
    if stop is not None and rule == "704.5b":
        ctx.log(stop[0], f"{ctx.state.players[player].name} attempted to draw from an empty "
                f"library but can't lose the game: {stop[1]}")
    return stop is None


def _cease(state: GameState, oid: int) -> None:
    obj = state.remove_object(oid)
    p = state.player_w(obj.owner)
    setattr(p, obj.zone, tuple(i for i in p.zone(obj.zone) if i != oid))
    state.touch()


def _aura_legal(state: GameState, oid: int) -> bool:
    """303.4d / 704.5m: an Aura must be attached to an object it could enchant."""
    obj = state.objects[oid]
    host = state.get(obj.attached_to) if obj.attached_to is not None else None
    if obj.attached_to is not None and obj.attached_to < 0:
        # 303.4c, 702.5d: a player who left the game, or one it can't enchant (an
        # "Enchant opponent" Aura whose controller changed teams).
        spec = obj.card.extra.get("enchant")
        return state.players[-1 - obj.attached_to].in_game and \
            (spec is None or bool(spec.allows(state, obj.attached_to, obj.controller)))
    if host is None or host.zone != "battlefield":
        return False
    if shielded_from(state, host.id, oid) is not None:
        return False        # 702.16c: it can't be enchanted by an Aura with the quality
    spec = obj.card.extra.get("enchant")
    if spec is None:
        return True
    return bool(spec.allows(state, host.id, obj.controller))


def _legend_rule(ctx: Ctx, chars: dict[int, Chars]) -> list[int]:
    """704.5j: a player with two or more legendary permanents with the same name chooses
    one and puts the rest into their owners' graveyards."""
    groups: dict[tuple[int, str], list[int]] = {}
    for oid, c in chars.items():
        if "Legendary" in c.supertypes:
            groups.setdefault((c.controller, c.name), []).append(oid)
    losers: list[int] = []
    for (controller, name), ids in sorted(groups.items()):
        if len(ids) < 2:
            continue
        options = [Choice("keep", (oid,), f"keep {name}#{oid}") for oid in ids]
        keep = ctx.choose(controller, DecisionKind.PICK,
                          f"legend rule (704.5j): choose the {name} to keep", options)
        losers.extend(oid for oid in ids if oid != keep.args[0])
    return losers
