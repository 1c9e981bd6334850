"""Command-zone positions (docs/scenarios.md, "Commander" and "Emblems"): the command zone
(408), each player's emblems (114), commanders (903.3), the casts from the command zone
that set their tax (903.8) and the combat damage each player has taken from each commander
(903.10a).

Player keys: `command` (cards in the command zone, as any zone list), `emblems` (the
emblems the player has: each the text of its ability, or a list of its abilities' texts),
`commanders` (the player's commanders: labels or card names of objects they own in the
position, or mappings `{card: ..., casts: N}`) and `commander_damage` (a mapping from a
commander's label or name to the combat damage this player has taken from it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from manastack.rules.abilities import CardDef
from manastack.rules.commander import (
    COMMANDER_VARIANTS,
    color_identity,
    record_index,
    starting_life,
)
from manastack.rules.emblems import emblems_of
from manastack.rules.state import CommanderRecord, GameObject, GameState
from manastack.scenario.limits import MAX_ZONE_CARDS
from manastack.scenario.objects import follow
from manastack.scenario.values import Path_, _At, _int, _list, _mapping, _str

if TYPE_CHECKING:
    from manastack.scenario.position import _Board

PLAYER_KEYS = ("command", "emblems", "commanders", "commander_damage")
# 114.1: an emblem's abilities are given as text; more than this many is not a position.
MAX_EMBLEM_ABILITIES = 20


def read_commander_parts(board: _Board, new_object: Callable[..., Any],
                         lookup: Callable[[str], CardDef]) -> None:
    """The command zone's objects, then the commanders and their records; in a Commander
    game a player without `life` starts at the variant's total (903.7, 903.12f)."""
    s = board.s
    commander_game = s.variant in COMMANDER_VARIANTS
    for index, data in enumerate(board.player_data):
        if commander_game and "life" not in data:
            s.players[index].life = starting_life(s.variant, len(s.players))
        path: Path_ = ("players", index, "command")
        items = _list(data.get("command"), path)
        if len(items) > MAX_ZONE_CARDS:
            raise _At(path, f"{len(items):,} cards; a zone holds at most {MAX_ZONE_CARDS:,}")
        for k, item in enumerate(items):
            obj = new_object(board, lookup, (*path, k), item)
            s.add_object(obj)
            s.command = (*s.command, obj.id)
        for k, entry in enumerate(_list(data.get("emblems"), ("players", index, "emblems"))):
            _add_emblem(board, index, ("players", index, "emblems", k), entry)
    for index, data in enumerate(board.player_data):
        if data.get("commanders") is None:
            continue
        path = ("players", index, "commanders")
        if not commander_game:
            raise _At(path, "commanders are for the commander and brawl variants (903)")
        entries = _list(data["commanders"], path)
        if not 1 <= len(entries) <= 2:
            raise _At(path, "a player has one commander, or two with a partner ability "
                      "(903.3, 702.124g)")
        for k, entry in enumerate(entries):
            _read_commander(board, index, (*path, k), entry)
    for index, data in enumerate(board.player_data):
        if data.get("commander_damage") is not None:
            _read_damage(board, index, ("players", index, "commander_damage"),
                         data["commander_damage"])


def _find(board: _Board, ref: str, path: Path_, owner: int | None = None) -> int:
    """The object a label or a card name refers to (a name must be one object)."""
    if ref in board.labels:
        oid = board.labels[ref]
    else:
        found = [e.oid for e in board.entries if board.s.objects[e.oid].card.name == ref
                 and (owner is None or e.owner == owner)]
        if len(found) != 1:
            raise _At(path, f"{ref!r} is no label, nor the name of exactly one card "
                      f"({len(found)} found)")
        oid = found[0]
    if owner is not None and board.s.objects[oid].owner != owner:
        raise _At(path, f"{ref!r} isn't owned by this player; a commander is its owner's (903.3)")
    return oid


def _read_commander(board: _Board, owner: int, path: Path_, entry: object) -> None:
    s = board.s
    data = {"card": entry} if isinstance(entry, str) else _mapping(entry, path, ("card", "casts"))
    if "card" not in data:
        raise _At(path, "missing key 'card'")
    oid = _find(board, _str(data["card"], (*path, "card")), (*path, "card"), owner)
    if any(r.obj == oid for r in s.commanders):
        raise _At(path, "this object is already a commander")
    casts = _int(data.get("casts", 0), (*path, "casts"), minimum=0)
    record = CommanderRecord(owner, oid, color_identity(s.objects[oid].card), casts)
    s.commanders = (*s.commanders, record)


def _add_emblem(board: _Board, owner: int, path: Path_, entry: object) -> None:
    """114.1-114.3: an emblem of `owner` in the command zone, with the abilities written in
    `entry` (a text, or a list of texts); an ability the compiler can't do is refused."""
    from manastack.cards.oracle.emblems import emblem_card
    from manastack.cards.oracle.semantics import Unsupported
    texts = [entry] if isinstance(entry, str) else _list(entry, path)
    if not texts or len(texts) > MAX_EMBLEM_ABILITIES:
        raise _At(path, f"an emblem has 1 to {MAX_EMBLEM_ABILITIES} abilities, found {len(texts)}")
    abilities = tuple(_str(text, (*path, k)) for k, text in enumerate(texts))
    try:
        card = emblem_card(abilities)
    except Unsupported as exc:
        raise _At(path, f"not supported: {exc}") from None
    s = board.s
    emblem = GameObject(s.new_id(), card, owner, "command", s.new_timestamp(), "emblem")
    s.add_object(emblem)
    s.command = (*s.command, emblem.id)


def _read_damage(board: _Board, victim: int, path: Path_, value: object) -> None:
    """903.10a: combat damage `victim` has taken from each commander."""
    s = board.s
    for ref, amount in _mapping(value, path).items():
        oid = _find(board, ref, (*path, ref))
        index = next((i for i, r in enumerate(s.commanders) if r.obj == oid), None)
        if index is None:
            raise _At((*path, ref), f"{ref!r} is not a commander (give it in `commanders`)")
        n = _int(amount, (*path, ref), minimum=0)
        record = s.commanders[index]
        dealt = dict(record.dealt)
        dealt[victim] = n
        records = list(s.commanders)
        records[index] = replace(record, dealt=tuple(sorted(dealt.items())))
        s.commanders = tuple(records)


# -- expectations (scenario/expectations.py) ---------------------------------------------------
EXPECT_KEYS = ("commander_casts", "commander_damage", "emblems")


def read_expect(key: str, arg: object, sub: Path_, players: list[str],
                labels: dict[str, int]) -> dict[str, Any]:
    """`commander_casts: {label: N}` (903.8: casts from the command zone so far; the tax is
    {2} for each) and `commander_damage: {player: {label: N}}` (903.10a)."""
    def label(name: str, at: Path_) -> str:
        if name not in labels:
            raise _At(at, f"unknown label {name!r} (labels: {', '.join(sorted(labels)) or 'none'})")
        return name

    if key == "commander_casts":
        return {label(name, (*sub, name)): _int(n, (*sub, name), minimum=0)
                for name, n in _mapping(arg, sub).items()}
    out: dict[str, Any] = {}
    if key == "emblems":        # 114.2: {player: [the abilities' text of each emblem]}
        for player, texts in _mapping(arg, sub).items():
            if player not in players:
                raise _At((*sub, player), f"no player is named {player!r} (players: "
                          f"{', '.join(players)})")
            out[player] = [_str(t, (*sub, player, k))
                           for k, t in enumerate(_list(texts, (*sub, player)))]
        return out
    for player, per in _mapping(arg, sub).items():
        if player not in players:
            raise _At((*sub, player), f"no player is named {player!r} (players: "
                      f"{', '.join(players)})")
        at = (*sub, player)
        out[player] = {label(name, (*at, name)): _int(n, (*at, name), minimum=0)
                       for name, n in _mapping(per, at).items()}
    return out


def check_expect(state: GameState, labels: dict[str, int], key: str,
                 arg: dict[str, Any]) -> list[str]:
    """The problems with a `commander_casts`, `commander_damage` or `emblems` expectation."""
    problems: list[str] = []
    if key == "emblems":
        for player, want in arg.items():
            index = next(p.index for p in state.players if p.name == player)
            found = [state.objects[oid].card.text for oid in emblems_of(state, index)]
            if found != want:
                problems.append(f"emblems of {player}: expected {want!r}, found {found!r}")
        return problems

    def record(label: str) -> CommanderRecord | None:
        found = follow(state, labels[label])
        index = record_index(state, found.id) if found is not None else None
        if index is None:
            problems.append(f"{key}: {label!r} is not a commander now")
            return None
        return state.commanders[index]

    if key == "commander_casts":
        for label, want in arg.items():
            r = record(label)
            if r is not None and r.casts != want:
                problems.append(f"commander_casts of {label}: expected {want!r}, found {r.casts!r}")
        return problems
    for player, per in arg.items():
        index = next(p.index for p in state.players if p.name == player)
        for label, want in per.items():
            r = record(label)
            found_damage = dict(r.dealt).get(index, 0) if r is not None else None
            if r is not None and found_damage != want:
                problems.append(f"commander_damage of {player} from {label}: expected {want!r}, "
                                f"found {found_damage!r}")
    return problems
