"""Who knows which hidden card is where (400.2, 402.3, 701.20, 701.22-25, 708).

Libraries and hands are hidden zones (400.2): a card there is known only to the players
who have seen it and could follow it since. `state.known` maps an object id to a `Known`
record, a plain immutable value replaced (never changed) when knowledge changes, so forks
share it and saves keep it exactly:

- an object in a library: the players who know which card it is *and* where it is
  (a library's order is its only secret besides the cards; 701.24a: a shuffle forgets it);
- an object in a hand: the players besides its owner who know it (402.3: the owner
  always does; 810.5: in Two-Headed Giant, the owner's teammates too);
- an object that left a hidden zone: who knew it as it left (`ids`), who knows what it
  was since (`names`, e.g. everyone once it is put into a graveyard) and the object it
  became (`successor`, 400.7), for the log and for sampling;
- a face-down spell or permanent (708): those besides its controller (708.5) who know the
  card, as for a card in a hidden zone (it is revealed to all as it leaves, 708.9).

Knowledge changes only with events every player observes (a card moves from a zone to
another, a player looks at cards, a library is shuffled), never with what the cards are,
so two games that differ only in what a player can't know give that player the same
knowledge. When a player privately handles hidden cards (looks at them and may reorder
them, or chooses one from their hand), the others lose track of those cards.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from manastack.rules.state import GameObject, GameState, LogEntry

HIDDEN_ZONES = frozenset({"library", "hand"})      # 400.2
SPECTATOR = None


@dataclass(frozen=True, slots=True)
class Known:
    """Who knows an object (bit i: player i). `ids`: who can tell which object it is
    (and where, in a library); `names`: who knows which card it is or was; `successor`:
    the object it became on leaving a hidden zone (0 while it is there)."""

    ids: int
    names: int
    successor: int = 0


NOBODY = Known(0, 0)


def everyone(state: GameState) -> int:
    return (1 << len(state.players)) - 1


def hand_viewers(state: GameState, owner: int) -> int:
    """402.3: a hand's owner may look at it; 810.5: in Two-Headed Giant, their teammates
    may review it too."""
    if state.variant == "two-headed-giant":
        mask = 0
        for index in state.teammates(owner):
            mask |= 1 << index
        return mask
    return 1 << owner


def _record(state: GameState, oid: int) -> tuple[str, int, Known] | None:
    """(zone, owner, knowledge) of a present object or of one that left (its last known
    information); None for an id the game never had."""
    obj = state.objects.get(oid) or state.lki.get(oid)
    if obj is None:
        return None
    known: Known = state.known.get(oid, NOBODY)
    return obj.zone, obj.owner, known


def knowers(state: GameState, oid: int) -> int:
    """The players (a bit mask) who know which object `oid` is: everyone for an object in
    a public zone, the hand's viewers and those shown it for a hand, those who have seen
    it and followed it since for a library; for a face-down spell or permanent, its
    controller (708.5) and those who knew the card as it was turned face down."""
    obj = state.objects.get(oid) or state.lki.get(oid)
    if obj is not None and obj.hidden_card is not None:
        return _face_down_knowers(state, obj)
    found = _record(state, oid)
    if found is None or found[0] not in HIDDEN_ZONES:
        return everyone(state)
    zone, owner, known = found
    if zone == "hand":
        return known.ids | hand_viewers(state, owner)
    return known.ids


def _face_down_knowers(state: GameState, obj: GameObject) -> int:
    """708.5: a face-down object's controller may look at it; 708.9: at the end of the
    game, or once its owner has left it, it is revealed to all."""
    if state.game_over or not state.players[obj.owner].in_game:
        return everyone(state)
    record: Known = state.known.get(obj.id, NOBODY)
    if obj.id not in state.objects:      # it left: those who knew it as it did
        return record.ids
    from manastack.rules.layers import characteristics
    return record.ids | 1 << characteristics(state, obj.id).controller


def name_knowers(state: GameState, oid: int) -> int:
    """The players who know which card `oid` is or was (for an object that left a hidden
    zone, also those who saw what it became)."""
    obj = state.objects.get(oid) or state.lki.get(oid)
    found = _record(state, oid)
    if found is None or (found[0] not in HIDDEN_ZONES and obj is not None
                         and obj.hidden_card is None):
        return everyone(state)
    if found[2].successor:
        return found[2].names | knowers(state, found[2].successor)
    return knowers(state, oid)


def knows(state: GameState, player: int | None, oid: int) -> bool:
    """Whether `player` (None: a spectator, who knows what every player knows) knows
    which card `oid` is."""
    obj = state.objects.get(oid)
    if obj is not None and obj.zone == "library" and oid not in state.known:
        return False            # the usual case: a library card nobody has seen
    mask = knowers(state, oid)
    if player is None:
        return mask == everyone(state)
    return bool(mask >> player & 1)


def _write(state: GameState, changes: dict[int, Known]) -> None:
    known = dict(state.known)
    for oid, record in changes.items():
        if record.ids or record.names or record.successor:
            known[oid] = record
        else:
            known.pop(oid, None)
    state.known = known


def look(state: GameState, player: int, ids: Iterable[int]) -> None:
    """`player` looks at hidden cards (701.22a scry, 701.25a surveil, 701.23a search, "look
    at the top N"): they know them now. They hold them apart and may reorder them unseen,
    so the other players lose track of them."""
    bit = 1 << player
    _write(state, {oid: Known(bit, bit) for oid in ids if oid in state.objects})


def see(state: GameState, player: int, ids: Iterable[int]) -> None:
    """701.20e: `player` looks at hidden cards where they are (a hand, the cards left in
    place): they know them now, and since nothing is reordered, those who knew them still
    do."""
    bit = 1 << player
    changes: dict[int, Known] = {}
    for oid in ids:
        if oid in state.objects:
            record = state.known.get(oid, NOBODY)
            changes[oid] = Known(record.ids | bit, record.names | bit, record.successor)
    _write(state, changes)


def reveal(state: GameState, ids: Iterable[int]) -> None:
    """701.20a: the cards are shown to all players."""
    mask = everyone(state)
    _write(state, {oid: Known(mask, mask) for oid in ids if oid in state.objects})


def forget(state: GameState, ids: Iterable[int]) -> None:
    """Cards put in a random order (701.24a: as a shuffle does): no player knows which is
    where any more."""
    _write(state, dict.fromkeys((oid for oid in ids if oid in state.known), NOBODY))


def created(state: GameState, obj: GameObject, player: int) -> None:
    """An object brought into a hidden zone from outside the game (400.11b): the player
    who chose it knows it."""
    if obj.zone in HIDDEN_ZONES:
        _write(state, {obj.id: Known(1 << player, 1 << player)})


def moved(state: GameState, old: GameObject, new: GameObject) -> None:
    """400.7: `old` has become `new` in another zone (or another place in its library).

    Into a public zone, everyone sees it. From a public zone into a hidden one, everyone
    saw which card it was. From a hidden zone into a hidden one, those who could tell
    which object moved keep knowing it: for a card from a library, those who knew it
    there (the top card drawn, the card they looked at); for a card from a hand, only its
    viewers, since its owner chose it unseen (and the others lose track of the rest of
    that hand; a card leaving a hand for a public zone shows which card left). A card
    put into a hand is known to that hand's viewers (402.3).
    """
    all_players = everyone(state)
    source, dest = old.zone, new.zone
    # 708: a face-down spell or permanent hides its card as a hidden zone does.
    source_hidden = source in HIDDEN_ZONES or old.hidden_card is not None
    dest_hidden = dest in HIDDEN_ZONES or new.hidden_card is not None
    changes: dict[int, Known] = {}
    if not source_hidden:
        before = all_players
    elif source == "hand":
        viewers = hand_viewers(state, old.owner)
        before = state.known.get(old.id, NOBODY).ids | viewers
        for oid in state.players[old.owner].hand if dest_hidden else ():
            record = state.known.get(oid)
            if record is not None:
                changes[oid] = Known(record.ids & viewers, record.names & viewers)
    elif old.hidden_card is not None:     # 708.5: its controller as it left
        before = _face_down_knowers(state, old) | 1 << state.lki.get(old.id, old).controller
    else:
        before = state.known.get(old.id, NOBODY).ids
    if not dest_hidden or not source_hidden:
        after = all_players
    elif source == "hand":
        after = hand_viewers(state, old.owner)
    else:
        after = before
    if dest == "hand":
        after |= hand_viewers(state, new.owner)
    if new.hidden_card is not None:
        after |= 1 << new.controller            # 708.5: its controller may look at it
    if source_hidden:
        changes[old.id] = Known(before, before | after, new.id)
    if dest_hidden:
        mask = after & ~hand_viewers(state, new.owner) if dest == "hand" else after
        changes[new.id] = Known(mask, mask)
    if changes:
        _write(state, changes)


def reveal_face(state: GameState, oid: int) -> None:
    """708.8, 116.2b: a face-down permanent turned face up is seen by all (the same object:
    nothing more to remember of it)."""
    if oid in state.known:
        _write(state, {oid: NOBODY})


def shuffled(state: GameState, player: int) -> None:
    """701.24a: after a shuffle no player knows the library's order, so nobody knows which
    card is where (the cards that left it stay as they were)."""
    known = state.known
    library = [oid for oid in state.players[player].library if oid in known]
    if library:
        _write(state, dict.fromkeys(library, NOBODY))


# -- the log ------------------------------------------------------------------------------
_MENTION = re.compile(r"#(\d+)")
_NOW = ", now "          # "(library -> Bob's library, now #12)": the object it became


def log_entry(state: GameState, rule: str, text: str, card: str | None = None) -> LogEntry:
    """A log entry whose visibility follows the objects it names ("Name#id"): players who
    know every hidden object named see it in full (`seen`, a bit mask; None: everyone);
    the others see `redacted`, where a hidden object is "a card" (its id left out, so it
    can't be followed), or only its name when everyone knows what it was."""
    if "#" not in text:
        return LogEntry(rule, text, state.turn, card)
    objects, lki = state.objects, state.lki
    for number in _MENTION.findall(text):
        oid = int(number)
        named = objects.get(oid) or lki.get(oid)
        if named is not None and named.zone in HIDDEN_ZONES:
            break
    else:               # the usual case: every object named is in a public zone
        return LogEntry(rule, text, state.turn, card)
    all_players = everyone(state)
    seen = all_players
    pieces: list[str] = []
    at = 0
    for match in _MENTION.finditer(text):
        oid = int(match.group(1))
        obj = objects.get(oid) or lki.get(oid)
        if obj is None or obj.zone not in HIDDEN_ZONES:
            continue
        ids = knowers(state, oid)
        if ids == all_players:
            continue
        seen &= ids
        start = match.start()
        name = obj.card.name
        if text.endswith(_NOW, 0, start):
            pieces.append(text[at:start - len(_NOW)])
        elif text.endswith(name, 0, start):
            pieces.append(text[at:start - len(name)])
            pieces.append(name if name_knowers(state, oid) == all_players else "a card")
        else:
            pieces.append(text[at:start] + "a card")
        at = match.end()
    if seen == all_players:
        return LogEntry(rule, text, state.turn, card)
    pieces.append(text[at:])
    return LogEntry(rule, text, state.turn, card, seen, "".join(pieces))


def entry_for(entry: LogEntry, viewer: int | None, all_players: int) -> LogEntry:
    """The entry as `viewer` sees it (None: a spectator, who sees what everyone sees)."""
    seen = entry.seen
    if seen is None:
        return entry
    if (seen == all_players) if viewer is None else bool(seen >> viewer & 1):
        return LogEntry(entry.rule, entry.text, entry.turn, entry.card)
    text = entry.redacted or ""
    # The card that caused it, unless it is one of the hidden cards left out.
    card = entry.card if entry.card is not None and entry.card in text else None
    return LogEntry(entry.rule, text, entry.turn, card)
