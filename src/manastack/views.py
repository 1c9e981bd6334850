"""What one player may see of a game, and games redrawn from what they don't know.

`view(state, decision, player)` is plain JSON-serialisable data of exactly what `player`
may see (None: a spectator, who sees what every player sees): public zones with full
objects (400.2), their own hand (402.3; 810.5: a Two-Headed Giant teammate's too), the
number of cards in other hands and in libraries, the hidden cards they know
(`rules/knowledge.py`), face-down spells and permanents as the rules show them (708.2: a
2/2; their card only to those who may look at it, 708.5), the stack, each player's life,
counters, designations and mana pool, and the pending decision with its legal choices
only for the player who must make it. A hidden card a player doesn't know appears nowhere
in their view, not even by id: an id could follow it from one hidden place to another.

`sampled_base` redraws what a player doesn't know (determinisation): the game a search
player or an information-set algorithm may play on, consistent with everything the player
knows.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from manastack.rules import face_down as face_down_rules
from manastack.rules.abilities import CardDef
from manastack.rules.decisions import Decision
from manastack.rules.entering_choices import KEYS as CHOICE_KEYS
from manastack.rules.foretell import foretell_of
from manastack.rules.knowledge import (
    HIDDEN_ZONES,
    entry_for,
    everyone,
    hand_viewers,
    knows,
    name_knowers,
)
from manastack.rules.layers import characteristics
from manastack.rules.mana import format_units
from manastack.rules.state import CommanderRecord, GameState, LogEntry
from manastack.rules.turns import maximum_hand_size

__all__ = ["log_for", "sampled_base", "view"]


def view(state: GameState, decision: Decision | None, player: int | None) -> dict[str, Any]:
    """Everything `player` may see now (None: a spectator), as plain data."""
    combat = state.combat
    return {
        "viewer": player,
        "variant": state.variant,
        "turn": state.turn,
        "active": state.active,
        "step": state.step.value,
        "priority": state.priority,
        "monarch": state.monarch,                  # 724: a public designation
        "game_over": state.game_over,
        "players": [_player(state, p.index, player) for p in state.players],
        "battlefield": [_object(state, oid, player) for oid in state.battlefield],
        "stack": [_object(state, oid, player) for oid in state.stack],     # bottom first
        "command": [_object(state, oid, player) for oid in state.command],
        "commanders": [_commander(state, r) for r in state.commanders],     # 903
        "combat": None if combat is None else {
            "attackers": [list(a) for a in combat.attackers],
            "blockers": [list(b) for b in combat.blockers],
            "blocked": list(combat.blocked),
        },
        "pending_triggers": [_trigger(state, t.source, t.controller, t.ability_key, player)
                             for t in state.pending_triggers],
        "decision": _decision(decision, player),
    }


def _commander(state: GameState, record: CommanderRecord) -> dict[str, Any]:
    """903.3 / 903.6: each commander was revealed as the game began; where it is now (its
    id only in a public zone, 400.2), its casts from the command zone (903.8) and the
    combat damage it has dealt to each player (903.10a) are public."""
    obj = state.objects.get(record.obj) if record.obj is not None else None
    public = obj is not None and obj.zone not in ("hand", "library")
    return {"owner": record.owner, "card": obj.card.name if obj is not None else None,
            "zone": obj.zone if obj is not None else None,
            "id": obj.id if public and obj is not None else None,
            "casts": record.casts, "dealt": [list(pair) for pair in record.dealt]}


def _player(state: GameState, index: int, viewer: int | None) -> dict[str, Any]:
    p = state.players[index]
    sees_hand = viewer is not None and bool(hand_viewers(state, index) >> viewer & 1)
    if sees_hand:
        hand = [_object(state, oid, viewer) for oid in p.hand]
    else:       # 402.3: others may count the cards; those revealed to them they know
        known = state.known
        hand = [{"id": oid, "card": state.objects[oid].card.name}
                for oid in sorted(p.hand) if oid in known and knows(state, viewer, oid)]
    return {
        "index": index,
        "name": p.name,
        "team": p.team,
        "life": p.life,
        "poison": p.poison,
        "energy": p.energy,
        "citys_blessing": p.citys_blessing,        # 702.131c: a public designation
        "in_game": p.in_game,
        "lost": p.lost,
        "won": p.won,
        "left": p.left,
        "mana_pool": format_units(p.pool),
        "lands_played": p.lands_played,
        "drawn_this_turn": p.drawn_this_turn,
        "spells_cast_this_turn": p.spells_cast_this_turn,
        "mulligans": p.mulligans,
        "mulligan_status": p.mulligan_status,
        "max_hand_size": maximum_hand_size(state, p.index),     # None: no maximum (402.2)
        "hand_size": len(p.hand),
        "hand": hand,
        "library_size": len(p.library),
        # The cards they know, with their places (0: the top); the rest is hidden.
        "library": [{"position": k, "id": oid, "card": state.objects[oid].card.name}
                    for k, oid in enumerate(p.library)
                    if oid in state.known and knows(state, viewer, oid)],
        "graveyard": [_object(state, oid, viewer) for oid in p.graveyard],
        "exile": [_object(state, oid, viewer) for oid in p.exile],
        "outside": list(p.outside) if viewer == index else len(p.outside),
    }


def _object(state: GameState, oid: int, viewer: int | None) -> dict[str, Any]:
    """An object in a public zone or one the viewer knows: what the rules see of it. A
    face-down spell or permanent shows its face-down characteristics (708.2) and what made
    it face down (708.6), and its card only to those who may look at it (708.5)."""
    obj = state.objects[oid]
    data: dict[str, Any] = {"id": oid, "card": obj.card.name, "owner": obj.owner,
                            "kind": obj.kind}
    if obj.hidden_card is not None:
        data.update(card=obj.hidden_card.name if knows(state, viewer, oid) else None,
                    face_down=obj.face_down)
    if obj.kind == "emblem":        # 114.3: an emblem is its abilities and nothing else
        data["text"] = obj.card.text
        return data
    if obj.zone not in ("battlefield", "stack"):     # the printed card (a known one)
        card = obj.card
        data["types"] = sorted(card.types)
        if card.power is not None or card.toughness is not None:
            data.update(power=card.power, toughness=card.toughness)
        return data
    chars = characteristics(state, oid)
    data.update(controller=chars.controller, types=sorted(chars.types),
                subtypes=sorted(chars.subtypes), supertypes=sorted(chars.supertypes),
                colors=sorted(chars.colors), keywords=sorted(chars.keywords))
    if chars.power is not None or chars.toughness is not None:
        data.update(power=chars.power, toughness=chars.toughness)
    if chars.loyalty is not None:
        data["loyalty"] = chars.loyalty
    if chars.rules:
        data["rules"] = sorted(chars.rules)
    if obj.zone == "battlefield":
        data.update(tapped=obj.tapped, damage=obj.damage, attached_to=obj.attached_to,
                    counters=dict(sorted(obj.counters.items())),
                    control_since=obj.control_since)
        chosen = {k: v for k, v in sorted(obj.chosen.items()) if k in CHOICE_KEYS}
        if chosen:              # 607.2d: a choice made as it entered, made in the open
            data["chosen"] = chosen
    else:
        data.update(targets=list(obj.targets), modes=list(obj.modes), x=obj.x,
                    source=obj.source,
                    ability=None if obj.ability_key is None else list(obj.ability_key))
    return data


def _trigger(state: GameState, source: int | None, controller: int,
             key: tuple[str, int], viewer: int | None) -> dict[str, Any]:
    """603.3: a triggered ability waiting for the stack; its source's name only if the
    viewer may know it (an ability of a card in a hidden zone names that card)."""
    if source is None or source < 0 or state.last_known(source) is None \
            or knows(state, viewer, source):
        return {"source": source, "controller": controller, "ability": list(key)}
    return {"source": None, "controller": controller, "ability": None}


def _decision(decision: Decision | None, viewer: int | None) -> dict[str, Any] | None:
    """Who must decide what; the prompt and the legal choices only for them."""
    if decision is None:
        return None
    data: dict[str, Any] = {"player": decision.player, "kind": decision.kind.value}
    if viewer == decision.player:
        data.update(prompt=decision.prompt, options=[str(o) for o in decision.options])
    return data


def log_for(state: GameState, player: int | None) -> list[LogEntry]:
    """The log as `player` sees it (None: a spectator): hidden cards left out of the
    entries they may not see in full (rules/knowledge.py)."""
    all_players = everyone(state)
    return [entry_for(e, player, all_players) for e in state.log_entries()]


# -- sampling the unknown ---------------------------------------------------------------
def sampled_base(base: GameState, current: GameState, player: int,
                 rng: random.Random) -> GameState:
    """A fork of the checkpoint `base` in which every hidden card `player` doesn't know,
    at `base` or at the `current` state the game has reached since, is redrawn: each
    owner's unknown cards (in hands and libraries) are dealt again at random among the
    places `player` can't see (which also shuffles what they don't know of each library's
    order). What they know stays: counts, known cards and their places, public zones.
    Its log and last known information are what `player` saw, so nothing in it tells the
    true cards. Replaying the game's answers since `base` on it reaches the same decision.
    """
    bit = 1 << player
    sample = base.fork()
    for p in base.players:
        hidden = p.library if hand_viewers(base, p.index) & bit else p.hand + p.library
        slots = [(oid, "card", now) for oid in hidden if not knows(base, player, oid)
                 and (now := _unknown_since(current, oid, player)) is not None]
        slots += _unknown_face_down(base, current, p.index, player)
        _redeal(base, sample, slots, current, rng)
    fields = sample.__dict__
    fields["_zone_memo"] = {}          # memos of which cards are where (shared by forks)
    lki = {oid: record for oid, record in base.lki.items()
           if (record.zone not in HIDDEN_ZONES and record.hidden_card is None)
           or name_knowers(base, oid) & bit}
    fields["lki"], fields["_lki_shared"] = lki, False
    all_players = everyone(base)
    log: tuple[Any, ...] | None = None
    for entry in base.log_entries():
        log = (entry_for(entry, player, all_players), log)
    fields["log"] = log
    sample.touch()
    return sample


_Slot = tuple[int, str, int]     # (object at the checkpoint, field, the object it is now)


def _redeal(base: GameState, sample: GameState, slots: list[_Slot], current: GameState,
            rng: random.Random) -> None:
    """Deal one owner's cards in `slots` (hidden places and face-down objects the player
    doesn't know) again at random, each a card that could be there: one with morph for
    what is now a face-down spell or permanent cast with morph (702.37c), one with foretell
    for a foretold card (702.143a), any card for the rest (701.40a: a manifested card).
    Those with a need are dealt first (no card has both); the true cards are one such deal,
    so one always exists."""
    pool = [getattr(base.objects[oid], field) for oid, field, _ in slots]
    # In a canonical order before shuffling, so that a deal for a given generator depends
    # on which cards are unknown, never on where the true ones are (400.2).
    pool.sort(key=lambda card: card.name)
    rng.shuffle(pool)
    needs = [_NEEDS.get(current.objects[now].face_down or "") for _, _, now in slots]
    for k in sorted(range(len(slots)), key=lambda k: needs[k] is None):
        oid, field, _ = slots[k]
        need = needs[k]
        index = next(i for i, card in enumerate(pool) if need is None or need(card))
        card = pool.pop(index)
        if card is not getattr(base.objects[oid], field):
            setattr(sample.obj_w(oid), field, card)


# What a face-down object's card must have, by what made it face down.
_NEEDS: dict[str, Callable[[CardDef], bool]] = {
    "morph": lambda card: face_down_rules.morph_of(card) is not None,      # 702.37c
    "foretell": lambda card: foretell_of(card) is not None,                # 702.143a
}


def _unknown_face_down(base: GameState, current: GameState, owner: int,
                       player: int) -> list[_Slot]:
    """The face-down objects of `owner` at the checkpoint `base` that `player` can't look
    at, and still couldn't at the `current` state (followed as they moved, 400.7): on the
    battlefield, on the stack and in exile (702.143a: foretold cards)."""
    found: list[_Slot] = []
    for oid in (*base.battlefield, *base.stack, *base.players[owner].exile):
        obj = base.objects[oid]
        if obj.hidden_card is None or obj.owner != owner or knows(base, player, oid):
            continue
        now = oid
        while now not in current.objects:
            record = current.lki.get(now)
            if record is None or record.became is None:
                break
            now = record.became
        if now in current.objects and current.objects[now].hidden_card is not None \
                and not knows(current, player, now):
            found.append((oid, "hidden_card", now))
    return found


def _unknown_since(current: GameState, oid: int, player: int) -> int | None:
    """The object that `oid`, a hidden card of the checkpoint, is at the `current` state,
    followed through the hidden zones it moved between since (400.7), if it is still
    hidden from `player` there (in a hidden zone, or face down, 708.5); None if not."""
    found = current.objects.get(oid)
    if found is not None and oid not in current.known:      # the usual case: untouched
        hidden = found.zone in HIDDEN_ZONES and (found.zone == "library" or not (
            hand_viewers(current, found.owner) >> player & 1))
        return oid if hidden else None
    bit = 1 << player
    while oid not in current.objects:
        record = current.known.get(oid)
        if record is None or not record.successor or record.names & bit:
            return None
        oid = record.successor
    obj = current.objects[oid]
    hidden = obj.zone in HIDDEN_ZONES or obj.hidden_card is not None
    return oid if hidden and not knows(current, player, oid) else None
