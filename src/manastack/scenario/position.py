"""Building a game from a position (docs/scenarios.md, "The position")."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from manastack.cards.database import name_key
from manastack.errors import ScenarioError, UnknownCardError, UnsupportedCardError
from manastack.game import VARIANTS, Game
from manastack.rules.abilities import CardDef, player_ref
from manastack.rules.commander import COMMANDER_VARIANTS
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaUnit, parse_mana_symbols
from manastack.rules.serialize import _check_zones
from manastack.rules.state import STEPS, Combat, GameObject, GameState, Player, Step
from manastack.rules.transform import back_face
from manastack.scenario.commander import PLAYER_KEYS as COMMANDER_KEYS
from manastack.scenario.commander import read_commander_parts
from manastack.scenario.inline_cards import InlineCards, _card_defs
from manastack.scenario.limits import MAX_CARD_NAME, MAX_OBJECTS, MAX_POOL_MANA, MAX_ZONE_CARDS
from manastack.scenario.values import (
    LABEL_RE,
    Path_,
    _At,
    _bool,
    _CardProblem,
    _int,
    _kind,
    _list,
    _mapping,
    _step,
    _str,
    _where,
)

POSITION_KEYS = ("variant", "turn", "active", "step", "stage", "priority", "monarch", "seed",
                 "players")
PLAYER_KEYS = ("name", "life", "poison", "energy", "library", "hand", "graveyard", "exile", "battlefield",
               "pool", "drawn_this_turn", "lands_played", "spells_cast_this_turn",
               *COMMANDER_KEYS)
PERMANENT_KEYS = ("card", "label", "tapped", "sick", "since_turn", "counters", "damage",
                  "controller", "attached_to", "loyalty", "chosen", "attacking", "blocking",
                  "transformed")
CARD_KEYS = ("card", "label")
EXILE_KEYS = ("card", "label", "counters")      # 122.1: counters on cards in exile (702.62b)
ZONES = ("library", "hand", "graveyard", "exile", "battlefield")
MAX_SEED = (1 << 64) - 1
NUMERAL_RE = re.compile(r"\d+")
COMBAT_STEPS = (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
                Step.COMBAT_DAMAGE, Step.END_COMBAT)


def build_state(position: Mapping[str, Any], seed: int = 0,
                cards: InlineCards = ()) -> tuple[GameState, dict[str, int]]:
    """The `GameState` a position describes, and its label -> object id map.

    `cards` are extra cards the position may name, before the card database: card
    definitions, or mappings as in a scenario file's `cards:` (see `inline_cards`).
    Raises ScenarioError for a malformed or impossible position, and UnknownCardError /
    UnsupportedCardError (with the place in the position prefixed) for cards.
    """
    extra = _card_defs(cards)
    try:
        return _build(position, seed, extra)
    except _CardProblem as exc:
        message = f"position.{_where(exc.path)}: {exc.error}"
        raise type(exc.error)(message) from exc.error
    except _At as exc:
        where = f"position.{_where(exc.path)}" if exc.path else "position"
        raise ScenarioError(f"{where}: {exc.message}") from None


def build_game_with_labels(position: Mapping[str, Any], seed: int = 0,
                           cards: InlineCards = ()) -> tuple[Game, dict[str, int]]:
    """`build_game`, also returning the label -> object id map."""
    state, labels = build_state(position, seed, cards)
    return Game.from_state(state), labels


def build_game(position: Mapping[str, Any], seed: int = 0, cards: InlineCards = ()) -> Game:
    """A game continuing from the position (no mulligans): see docs/scenarios.md. `cards`
    are extra (hypothetical) cards the position may name, as for `build_state`."""
    return build_game_with_labels(position, seed, cards)[0]


@dataclass
class _Entry:
    """One object of the position, before and after it exists."""

    path: Path_
    owner: int
    zone: str
    data: dict[str, Any]
    oid: int = 0


@dataclass
class _Board:
    """The position being built: the state, and the names and labels its parts refer to."""

    s: GameState
    names: dict[str, int] = field(default_factory=dict)       # player name -> index
    player_data: list[dict[str, Any]] = field(default_factory=list)
    entries: list[_Entry] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)      # label -> object id
    label_entry: dict[str, _Entry] = field(default_factory=dict)

    def player_named(self, value: object, path: Path_) -> int:
        name = _str(value, path)
        if name not in self.names:
            raise _At(path, f"no player is named {name!r} (players: {', '.join(self.names)})")
        return self.names[name]


def _build(raw: Mapping[str, Any], seed: int,
           cards: Sequence[CardDef] = ()) -> tuple[GameState, dict[str, int]]:
    pos = _mapping(dict(raw) if isinstance(raw, Mapping) else raw, (), POSITION_KEYS)
    for key in ("turn", "active", "step", "players"):
        if key not in pos:
            raise _At((), f"missing key {key!r}")
    raw_players = _list(pos["players"], ("players",))
    s = GameState()
    s.variant = _variant(pos.get("variant"), len(raw_players))
    seed_value = _int(pos["seed"], ("seed",), maximum=MAX_SEED) if pos.get("seed") is not None \
        else seed
    s.rng = seed_value & ((1 << 64) - 1)
    s.turn = _int(pos["turn"], ("turn",), minimum=1)
    board = _Board(s)
    _read_players(board, raw_players)
    _read_turn(board, pos)
    lookup = _card_lookup(cards)
    _place_objects(board, lookup)
    read_commander_parts(board, _new_object, lookup)     # 408, 903 (scenario/commander.py)
    attackers = _read_attachments_and_attackers(board)
    blockers = _read_blockers(board, {a for a, _ in attackers})
    _set_combat(s, attackers, blockers)
    s.touch()
    try:
        _check_zones(s)
    except ValueError as exc:      # pragma: no cover - the builder keeps zones consistent
        raise _At((), f"inconsistent zones: {exc}") from exc
    return s, board.labels


def _card_lookup(cards: Sequence[CardDef]) -> Callable[[str], CardDef]:
    """A card by name: the position's own cards first, then the registry."""
    from manastack.cards.registry import get_card

    inline = {name_key(c.name): c for c in cards}

    def lookup(name: str) -> CardDef:
        found = inline.get(name_key(name))
        if found is not None:
            return found
        try:
            return get_card(name)
        except UnknownCardError as exc:
            if not inline:
                raise
            defined = ", ".join(repr(c.name) for c in cards)
            raise UnknownCardError(f"{exc} (cards defined here: {defined})") from None
    return lookup


def _variant(value: object, count: int) -> str:
    if value is None:
        value = "two-player" if count == 2 else "free-for-all"
    variant = _str(value, ("variant",))
    if variant not in VARIANTS:
        raise _At(("variant",), f"unknown variant {variant!r}; choose one of {', '.join(VARIANTS)}")
    if variant == "two-player" and count != 2:
        raise _At(("players",), f"a two-player game needs exactly 2 players, found {count}")
    if variant == "two-headed-giant" and count != 4:
        raise _At(("players",), f"Two-Headed Giant needs 4 players (810.1), found {count}")
    if variant in ("free-for-all", *COMMANDER_VARIANTS) and not 2 <= count <= 6:
        raise _At(("players",), f"{variant} takes 2 to 6 players, found {count}")
    return variant


# -- players and the turn ----------------------------------------------------------------
def _read_players(board: _Board, raw_players: list[Any]) -> None:
    """Players in turn order as listed; in Two-Headed Giant the first two are one team
    and the last two the other (810.3: teammates sit together)."""
    for index, item in enumerate(raw_players):
        _read_player(board, index, item)
    if board.s.variant == "two-headed-giant":
        _share_team_totals(board)


def _read_player(board: _Board, index: int, item: object) -> None:
    s = board.s
    path: Path_ = ("players", index)
    data = _mapping(item, path, PLAYER_KEYS)
    if "name" not in data:
        raise _At(path, "missing key 'name'")
    name = _str(data["name"], (*path, "name")).strip()
    if not name:
        raise _At((*path, "name"), "a player's name can't be empty")
    if name in board.names:
        raise _At((*path, "name"), f"two players are named {name!r}")
    board.names[name] = index
    board.player_data.append(data)
    giant = s.variant == "two-headed-giant"
    p = Player(index, name, 30 if giant else 20, index // 2 if giant else index)  # 810.4 / 103.4
    p._epoch = s._epoch
    p.mulligan_status = "kept"      # a position continues a game whose mulligans are over (103.5)
    if "life" in data:
        p.life = _int(data["life"], (*path, "life"))
    p.poison = _int(data.get("poison", 0), (*path, "poison"), minimum=0)
    p.energy = _int(data.get("energy", 0), (*path, "energy"), minimum=0)     # 122.1
    p.drawn_this_turn = _int(data.get("drawn_this_turn", 0), (*path, "drawn_this_turn"), 0)
    p.lands_played = _int(data.get("lands_played", 0), (*path, "lands_played"), 0)
    p.spells_cast_this_turn = _int(data.get("spells_cast_this_turn", 0),
                                   (*path, "spells_cast_this_turn"), 0)
    p.pool = _pool(data.get("pool"), (*path, "pool"))
    s.players.append(p)


def _share_team_totals(board: _Board) -> None:
    """810.4 / 810.10: a team has one life total and one count of poison counters, given
    on either teammate (or on both, alike)."""
    players = board.s.players
    for first in (0, 2):
        for key in ("life", "poison"):
            given = [i for i in (first, first + 1) if key in board.player_data[i]]
            values = {getattr(players[i], key) for i in given}
            if len(values) > 1:
                raise _At(("players", first + 1, key),
                          f"teammates share one {key} total (810.4, 810.10); found {sorted(values)}")
            if given:
                value = getattr(players[given[0]], key)
                for i in (first, first + 1):
                    setattr(players[i], key, value)


def _read_turn(board: _Board, pos: dict[str, Any]) -> None:
    """Whose turn, which step, who has priority, the monarch; then each player's most
    recent turn."""
    s = board.s
    s.active = board.player_named(pos["active"], ("active",))
    s.step = step = _step(pos["step"], ("step",))
    stage = _str(pos.get("stage", "priority"), ("stage",))
    if stage not in ("priority", "begin"):
        raise _At(("stage",), f"stage must be 'priority' or 'begin', found {stage!r}")
    if stage == "priority" and step is Step.UNTAP:
        raise _At(("step",), "no player gets priority in the untap step (502.4); use stage: begin")
    s.stage = stage
    if stage == "begin":
        if pos.get("priority") is not None:
            raise _At(("priority",), "with stage: begin nobody has priority yet")
        s.priority = None
    else:
        s.priority = s.active if pos.get("priority") is None else \
            board.player_named(pos["priority"], ("priority",))
    s.monarch = None if pos.get("monarch") is None else \
        board.player_named(pos["monarch"], ("monarch",))
    _set_last_turns(s)


def _set_last_turns(s: GameState) -> None:
    """302.6 / 500.1: each player's most recent turn, from the turn order. Turns pass
    from seat to seat (a seat is a player, or a team in Two-Headed Giant)."""
    giant = s.variant == "two-headed-giant"

    def seat(index: int) -> int:
        return s.players[index].team if giant else index

    seats = 2 if giant else len(s.players)
    active_seat = seat(s.active)
    for p in s.players:
        back = (active_seat - seat(p.index)) % seats
        p.last_turn = s.turn - back if s.turn - back >= 1 else 0
        p.previous_turn = p.last_turn - seats if p.last_turn - seats >= 1 else 0
    first_seat = (active_seat - (s.turn - 1)) % seats
    s.first_player = min(i for i in range(len(s.players)) if seat(i) == first_seat)


def _pool(value: object, path: Path_) -> tuple[ManaUnit, ...]:
    """106.4: "{R}{G}" -> two mana; numerals mean colorless mana."""
    if value is None:
        return ()
    text = _str(value, path)
    numerals = NUMERAL_RE.findall(text)
    if any(len(n) > 4 for n in numerals) or \
            sum(map(int, numerals)) + text.count("{") > MAX_POOL_MANA:
        raise _At(path, f"more than {MAX_POOL_MANA:,} mana; a pool holds at most that much "
                  "in a scenario")
    try:
        return tuple(ManaUnit(t) for t in parse_mana_symbols(text))
    except ValueError as exc:
        raise _At(path, f"not a mana pool: {exc}") from None


# -- objects -----------------------------------------------------------------------------
def _place_objects(board: _Board, lookup: Callable[[str], CardDef]) -> None:
    """Objects, player by player, zone by zone, in the listed order (ids and timestamps);
    each zone is set once, so building takes time linear in the number of objects."""
    s = board.s
    lists = _zone_lists(board)
    battlefield: list[int] = []
    for index in range(len(board.player_data)):
        for zone in ZONES:
            ids = battlefield if zone == "battlefield" else []
            for k, item in enumerate(lists[index, zone]):
                obj = _new_object(board, lookup, ("players", index, zone, k), item)
                s.add_object(obj)
                ids.append(obj.id)
            if zone != "battlefield":
                setattr(s.players[index], zone, tuple(ids))
    s.battlefield = tuple(battlefield)


def _zone_lists(board: _Board) -> dict[tuple[int, str], list[Any]]:
    """Each player's zone lists, checked against MAX_ZONE_CARDS and MAX_OBJECTS before
    any object is made."""
    lists: dict[tuple[int, str], list[Any]] = {}
    for index, data in enumerate(board.player_data):
        for zone in ZONES:
            path: Path_ = ("players", index, zone)
            items = lists[index, zone] = _list(data.get(zone), path)
            if len(items) > MAX_ZONE_CARDS:
                raise _At(path, f"{len(items):,} cards; a zone holds at most {MAX_ZONE_CARDS:,} "
                          "in a scenario")
    total = sum(map(len, lists.values()))
    if total > MAX_OBJECTS:
        raise _At(("players",), f"{total:,} objects; a position has at most {MAX_OBJECTS:,}")
    return lists


def _new_object(board: _Board, lookup: Callable[[str], CardDef], path: Path_,
                item: object) -> GameObject:
    """The object an entry of a zone list describes (a card name, or a mapping)."""
    s = board.s
    owner, zone = path[1], path[2]
    assert isinstance(owner, int) and isinstance(zone, str)
    if isinstance(item, str):
        item = {"card": item}
    data = _mapping(item, path, PERMANENT_KEYS if zone == "battlefield"
                    else EXILE_KEYS if zone == "exile" else CARD_KEYS)
    if "card" not in data:
        raise _At(path, "missing key 'card'")
    name = _str(data["card"], (*path, "card"))
    if len(name) > MAX_CARD_NAME:
        # Never looked up: suggesting close names costs time with the name's length.
        raise _At((*path, "card"), f"a card name of {len(name):,} characters (card names "
                  f"have at most {MAX_CARD_NAME})")
    try:
        card = lookup(name)
    except (UnknownCardError, UnsupportedCardError) as exc:
        raise _CardProblem((*path, "card"), exc) from exc
    if card.token and zone != "battlefield":
        raise _At((*path, "card"), f"{name!r} is a token: a token exists only on the battlefield "
                  "(111.7, 111.8)")
    # 111.1: a token named by its key ("token: 1/1 white Soldier Creature") is a token.
    obj = GameObject(s.new_id(), card, owner, zone, s.new_timestamp(),
                     "token" if card.token else "card")
    entry = _Entry(path, owner, zone, data, obj.id)
    if "label" in data:
        _read_label(board, entry)
    if zone == "battlefield":
        _set_permanent(s, obj, data, path, board.player_named)
    elif zone == "exile":
        _set_counters(obj, data, path)
    board.entries.append(entry)
    return obj


def _set_counters(obj: GameObject, data: Mapping[str, Any], path: Path_) -> Mapping[str, Any]:
    """122.1: the entry's `counters` put on the object; returns them as written."""
    counters = _mapping(data.get("counters") or {}, (*path, "counters"))
    for kind, n in counters.items():
        amount = _int(n, (*path, "counters", kind), minimum=0)
        if amount:
            obj.counters[kind] = amount
    return counters


def _read_label(board: _Board, entry: _Entry) -> None:
    path = (*entry.path, "label")
    label = _str(entry.data["label"], path)
    if not LABEL_RE.match(label):
        raise _At(path, f"label {label!r} must be letters, digits and _ (not starting with a digit)")
    if label in board.labels:
        raise _At(path, f"duplicate label {label!r}")
    if label in board.names:
        raise _At(path, f"label {label!r} is also a player's name")
    board.labels[label] = entry.oid
    board.label_entry[label] = entry


def _set_permanent(s: GameState, obj: GameObject, data: dict[str, Any], path: Path_,
                   player_named: Callable[[object, Path_], int]) -> None:
    """The status of a permanent (110.5) from a battlefield entry."""
    if _bool(data.get("transformed", False), (*path, "transformed")):
        back = back_face(obj.card)
        if back is None:
            raise _At((*path, "transformed"), f"{obj.card.name} has no back face to transform "
                      "into (701.27c: only a transforming double-faced card transforms)")
        obj.card = back         # 712.8e: a transformed permanent has its back face up
    obj.tapped = _bool(data.get("tapped", False), (*path, "tapped"))
    if data.get("controller") is not None:
        obj.controller = player_named(data["controller"], (*path, "controller"))
    sick = _bool(data.get("sick", False), (*path, "sick"))
    if "since_turn" in data:
        if sick:
            raise _At((*path, "since_turn"), "give either sick or since_turn, not both")
        since = _int(data["since_turn"], (*path, "since_turn"), minimum=0)
        if since > s.turn:
            raise _At((*path, "since_turn"), f"turn {since} hasn't happened yet (it is turn {s.turn})")
        obj.control_since = since
    else:
        obj.control_since = s.turn if sick else 0       # 302.6
    obj.damage = _int(data.get("damage", 0), (*path, "damage"), minimum=0)
    counters = _set_counters(obj, data, path)
    if "loyalty" in data:
        if "loyalty" in counters:
            raise _At((*path, "loyalty"), "give loyalty or a loyalty counter, not both")
        obj.counters["loyalty"] = _int(data["loyalty"], (*path, "loyalty"), minimum=0)
    elif obj.card.loyalty is not None and "loyalty" not in counters:
        obj.counters["loyalty"] = obj.card.loyalty      # 306.5b
    chosen = _mapping(data.get("chosen") or {}, (*path, "chosen"))
    for key, value in chosen.items():
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise _At((*path, "chosen", key), f"expected text, found {_kind(value)}")
        obj.chosen[key] = str(value)


# -- attachments and combat: they refer to labels, so they come once every object exists --
def _read_attachments_and_attackers(board: _Board) -> list[tuple[int, int]]:
    """Sets what each permanent is attached to; the (attacker, defender) pairs."""
    attackers: list[tuple[int, int]] = []
    for entry in board.entries:
        if entry.zone != "battlefield":
            continue
        if entry.data.get("attached_to") is not None:
            _read_attachment(board, entry)
        if entry.data.get("attacking") is not None:
            attackers.append((entry.oid, _read_defender(board, entry)))
    return attackers


def _read_attachment(board: _Board, entry: _Entry) -> None:
    path = (*entry.path, "attached_to")
    obj = board.s.objects[entry.oid]
    ref = _str(entry.data["attached_to"], path)
    if ref in board.labels:
        host = board.label_entry[ref]
        if host.zone != "battlefield":
            raise _At(path, f"{ref!r} is not on the battlefield")
        if host.oid == obj.id:
            raise _At(path, "an object can't be attached to itself (301.5c, 303.4d)")
        obj.attached_to = host.oid
    elif ref in board.names:
        obj.attached_to = player_ref(board.names[ref])
    else:
        raise _At(path, f"no label or player named {ref!r}")


def _read_defender(board: _Board, entry: _Entry) -> int:
    """What the permanent of `entry` attacks (506.2): a player or a permanent."""
    s = board.s
    path = (*entry.path, "attacking")
    if s.step not in COMBAT_STEPS or (s.step is Step.DECLARE_ATTACKERS and s.stage == "begin"):
        raise _At(path, "creatures are attacking only from the declare attackers step "
                  "(after attackers are declared, 508.1) to the end of combat step")
    obj = s.objects[entry.oid]
    if obj.controller not in s.teammates(s.active):
        raise _At(path, "only the active player's creatures attack (506.2)")
    ref = _str(entry.data["attacking"], path)
    if ref in board.names:
        if s.players[board.names[ref]].team == s.players[obj.controller].team:
            raise _At(path, f"{ref} is not an opponent (506.2)")
        return player_ref(board.names[ref])
    if ref in board.labels and board.label_entry[ref].zone == "battlefield":
        return board.label_entry[ref].oid
    raise _At(path, f"no player or permanent label {ref!r} to attack")


def _read_blockers(board: _Board, attacker_ids: set[int]) -> list[tuple[int, int]]:
    """The (blocker, attacker) pairs (509.1)."""
    s = board.s
    blockers: list[tuple[int, int]] = []
    for entry in board.entries:
        if entry.zone != "battlefield" or entry.data.get("blocking") is None:
            continue
        path = (*entry.path, "blocking")
        if s.step not in COMBAT_STEPS[1:] or (s.step is Step.DECLARE_BLOCKERS and s.stage == "begin"):
            raise _At(path, "creatures are blocking only from the declare blockers step "
                      "(after blockers are declared, 509.1) to the end of combat step")
        value = entry.data["blocking"]
        refs = [value] if isinstance(value, str) else _list(value, path)
        for k, ref in enumerate(refs):
            sub = path if isinstance(value, str) else (*path, k)
            ref = _str(ref, sub)
            if ref not in board.labels or board.labels[ref] not in attacker_ids:
                raise _At(sub, f"{ref!r} is not the label of an attacking creature")
            blockers.append((entry.oid, board.labels[ref]))
    return blockers


def _set_combat(s: GameState, attackers: list[tuple[int, int]],
                blockers: list[tuple[int, int]]) -> None:
    """506-511: the combat record for a position inside the combat phase."""
    index_of = STEPS.index
    step, stage = s.step, s.stage
    if not index_of(Step.BEGIN_COMBAT) <= index_of(step) <= index_of(Step.END_COMBAT) or (
            step is Step.BEGIN_COMBAT and stage == "begin"):
        return
    declared = index_of(step) > index_of(Step.DECLARE_ATTACKERS) or (
        step is Step.DECLARE_ATTACKERS and stage == "priority")
    blocks_declared = index_of(step) > index_of(Step.DECLARE_BLOCKERS) or (
        step is Step.DECLARE_BLOCKERS and stage == "priority")
    if step in (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE) \
            and not attackers:
        raise _At(("step",), f"there is no {step.value} step without attackers (508.8); "
                  "give some creature `attacking:`")
    blocked = tuple(a for a, _ in attackers if any(x == a for _, x in blockers))
    s.combat = Combat(attackers=tuple(attackers), blockers=tuple(blockers), blocked=blocked,
                      declared=declared, blocks_declared=blocks_declared,
                      attacked=declared and bool(attackers))
    if index_of(step) > index_of(Step.FIRST_STRIKE_DAMAGE) or (
            step is Step.FIRST_STRIKE_DAMAGE and stage == "priority"):
        # 510.4 / 702.7c: creatures with first strike already dealt their damage.
        struck = tuple(i for i in [*(a for a, _ in attackers), *(b for b, _ in blockers)]
                       if characteristics(s, i).has("first strike")
                       or characteristics(s, i).has("double strike"))
        s.combat = Combat(attackers=tuple(attackers), blockers=tuple(blockers),
                          blocked=blocked, first_strike_dealt=struck, declared=declared,
                          blocks_declared=blocks_declared, attacked=declared and bool(attackers))
