"""Game state as plain data, with constant-time forks.

Records are shared between a state and its forks until written: writers go through
`GameState.obj_w` / `player_w`, which copy a record the first time this state writes it
(copy-on-write keyed by the state's epoch). Zones are tuples, effects and triggers are
immutable records, the RNG is an integer and the log is a persistent linked list, so a
fork copies only two small containers. Rules code must never write to a record obtained
from `obj` / `player`.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from manastack.rules.abilities import CardDef
from manastack.rules.mana import ManaCost, ManaUnit


class Step(enum.Enum):
    """500.1: the phases and steps of a turn, in order."""

    UNTAP = "untap"                        # 502
    UPKEEP = "upkeep"                      # 503
    DRAW = "draw"                          # 504
    MAIN1 = "precombat main"               # 505
    BEGIN_COMBAT = "beginning of combat"   # 507
    DECLARE_ATTACKERS = "declare attackers"   # 508
    DECLARE_BLOCKERS = "declare blockers"     # 509
    FIRST_STRIKE_DAMAGE = "first-strike combat damage"  # 510.4
    COMBAT_DAMAGE = "combat damage"        # 510
    END_COMBAT = "end of combat"           # 511
    MAIN2 = "postcombat main"              # 505
    END = "end"                            # 513
    CLEANUP = "cleanup"                    # 514


STEPS: tuple[Step, ...] = tuple(Step)
ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
PLAYER_ZONES = ("library", "hand", "graveyard", "exile")


# 708.2a, 702.37a, 701.40a: a face-down spell or permanent is a 2/2 creature with no text,
# no name, no subtypes and no mana cost (the copiable values of its characteristics).
FACE_DOWN = CardDef(name="", mana_cost=ManaCost.parse(""), types=frozenset({"Creature"}),
                    power=2, toughness=2, extra={"key": "face-down"})


class GameObject:
    """An object in a zone (109). A zone change makes a new object with a new id (400.7).

    Records keep their fields in an instance dict (listed in FIELDS) rather than slots:
    copying a record for copy-on-write is then one dict copy."""

    FIELDS = (
        "_chars", "_epoch", "_json", "ability_key", "attached_to", "became", "card", "cast", "chosen",
        "costs_paid",
        "control_seen", "control_since", "controller", "counters", "damage", "damaged_by",
        "deathtouched", "division", "event_data", "face_down", "hidden_card", "id", "kicked", "kind",
        "last_chars", "loyalty_used", "modes", "owner", "source", "tapped", "targets", "timestamp",
        "transformed_at", "x", "zone",
    )

    def __init__(self, oid: int, card: CardDef, owner: int, zone: str, timestamp: int,
                 kind: str = "card") -> None:
        self._epoch: object = None
        self._chars: Any = None     # memo of its characteristics while no effect applies
        self._json: str | None = None   # its JSON text, kept once shared (serialize.py)
        self.id = oid
        self.card = card
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.kind = kind                        # "card", "token", "ability", "copy"
        self.tapped = False
        self.damage = 0
        self.deathtouched = False              # 704.5h
        # (turn, source id) of each source that dealt it damage ("a creature dealt damage
        # by this creature this turn", 120.3); emptied in the cleanup step (514.2).
        self.damaged_by: tuple[tuple[int, int], ...] = ()
        self.counters: dict[str, int] = {}
        self.attached_to: int | None = None
        self.control_since = 0                 # 302.6: turn number control began
        self.control_seen: int | None = None   # 302.6: controller when last observed (rules/control.py)
        self.timestamp = timestamp             # 613.7
        self.x: int | None = None              # 107.3m: X of the spell that became this
        self.cast = False
        # 601.2b, 601.2h: the alternative and optional additional costs paid to cast it,
        # by keyword ("flashback", "buyback").
        self.costs_paid: tuple[str, ...] = ()
        self.kicked = 0                        # 702.33d: how many times it was kicked
        self.targets: tuple[int, ...] = ()
        # 601.2d: the amount announced for each target, in the targets' order (0: none).
        self.division: tuple[int, ...] = ()
        self.modes: tuple[int, ...] = ()
        self.source: int | None = None          # abilities on the stack: their source
        self.ability_key: tuple[str, int] | None = None
        self.event_data: dict[str, Any] = {}
        self.chosen: dict[str, str] = {}
        self.loyalty_used = -1                 # 606.3: turn of the last loyalty activation
        self.transformed_at = 0                # 701.27f: its timestamp when it last transformed
        # Last known information only (608.2h): the characteristics continuous effects
        # gave it as it left, where they differ from its own (rules/layers.py): sorted
        # (field, value) pairs, immutable.
        self.last_chars: tuple[tuple[str, Any], ...] | None = None
        # Last known information only: the id of the new object it became (400.7), if
        # its zone change made one.
        self.became: int | None = None
        # 708: a face-down object's `card` is FACE_DOWN (708.2a); `hidden_card` is the card
        # it is, and `face_down` what made it face down ("morph", 702.37c; "manifest",
        # 701.40a). Both None while face up. (Distinct from a double-faced card's face.)
        self.face_down: str | None = None
        self.hidden_card: CardDef | None = None

    def clone(self) -> GameObject:
        new = GameObject.__new__(GameObject)
        fields = self.__dict__.copy()
        fields["_chars"] = fields["_json"] = None
        fields["counters"] = dict(self.counters)
        fields["chosen"] = dict(self.chosen)
        fields["event_data"] = dict(self.event_data)
        new.__dict__ = fields
        return new

    @property
    def name(self) -> str:
        return self.card.name

    def __repr__(self) -> str:
        return f"<{self.card.name}#{self.id} {self.zone}>"

    def to_json(self) -> dict[str, Any]:
        card = self.hidden_card or self.card     # 708: a face-down card is saved as itself
        fields = self.__dict__
        data: dict[str, Any] = {"id": self.id, "card": card.name, "owner": self.owner,
                                "zone": self.zone, "ts": self.timestamp}
        for name, default in _SAVED_DEFAULTS:
            value = fields[name]
            if name == "last_chars" and value is not None:
                data[name] = {k: list(v) if isinstance(v, tuple) else v for k, v in value}
            elif value != default or name == "controller":
                data[name] = list(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any], card: CardDef) -> GameObject:
        obj = cls(data["id"], card, data["owner"], data["zone"], data["ts"], data.get("kind", "card"))
        for name, value in data.items():
            if name in ("id", "card", "owner", "zone", "ts", "kind"):
                continue
            if name not in GameObject.FIELDS or name == "hidden_card":
                raise ValueError(f"unknown object field {name!r}")
            if name in ("targets", "modes", "ability_key", "costs_paid", "division"):
                value = tuple(value) if value is not None else None
            elif name == "damaged_by":
                value = tuple(tuple(pair) for pair in value)
            elif name == "last_chars":
                value = tuple((k, tuple(v) if isinstance(v, list) else v)
                              for k, v in sorted(value.items())) or None
            setattr(obj, name, value)
        if obj.face_down is not None:       # 708.2a: the card is kept under its face-down values
            obj.hidden_card, obj.card = card, FACE_DOWN
        return obj


# The fields `GameObject.to_json` writes beside id, card, owner, zone and timestamp, in
# FIELDS order, each with the value a new card object has (written only when it differs;
# the controller always).
_SAVED_DEFAULTS: tuple[tuple[str, Any], ...] = tuple(
    (name, value) for name, value in sorted(
        GameObject(0, FACE_DOWN, 0, "library", 0).__dict__.items(),
        key=lambda item: GameObject.FIELDS.index(item[0]))
    if name not in ("_chars", "_epoch", "_json", "id", "card", "owner", "zone", "timestamp", "hidden_card"))


class Player:
    """A player (102) and their per-turn records (fields in FIELDS, as for GameObject)."""

    FIELDS = (
        "_epoch", "attempted_empty_draw", "bottomed", "conceded", "drawn_record",
        "drawn_this_turn", "energy", "exile", "graveyard", "hand", "index", "lands_played", "last_turn",
        "left", "previous_turn", "library", "life", "life_lost_this_turn", "lost", "max_hand_size",
        "mulligan_status", "mulligans",
        "name", "outside", "poison", "pool", "spells_cast_last_turn", "spells_cast_this_turn",
        "team", "won", "damage_taken_this_turn", "attackers_this_turn", "citys_blessing",
        "instants_sorceries_cast_this_turn", "life_gained_this_turn", "creatures_died_this_turn",
    )

    def __init__(self, index: int, name: str, life: int, team: int) -> None:
        self._epoch: object = None
        self.index = index
        self.name = name
        self.life = life
        self.poison = 0
        self.energy = 0                         # 107.14, 122.1: energy counters
        self.team = team
        self.library: tuple[int, ...] = ()      # top first
        self.hand: tuple[int, ...] = ()
        self.graveyard: tuple[int, ...] = ()    # bottom first (top is last)
        self.exile: tuple[int, ...] = ()
        self.pool: tuple[ManaUnit, ...] = ()    # 106.4
        self.lands_played = 0                   # 305.2
        self.drawn_this_turn = 0                # 121: cards actually drawn this turn
        self.spells_cast_this_turn = 0          # 601.2i: spells cast
        self.spells_cast_last_turn = 0          # the same, during the previous turn (730.2)
        self.instants_sorceries_cast_this_turn = 0      # 601.2i: those that were instants or sorceries
        self.life_lost_this_turn = 0            # 119.3 / 120.3a; 810.9: the player's own
        self.damage_taken_this_turn = 0         # 120.3: damage dealt to them (702.54a bloodthirst)
        self.attackers_this_turn = 0            # 508.1: creatures they attacked with this turn
        self.life_gained_this_turn = 0          # 119.3: life they gained this turn
        # 700.4: creatures they controlled that died (went from the battlefield to a
        # graveyard) this turn
        self.creatures_died_this_turn = 0
        self.citys_blessing = False             # 702.131c: a designation, for the rest of the game
        # 121: this turn's draws as (turn, drawn card's id, 1 if in their draw step) (drawing.py)
        self.drawn_record: tuple[tuple[int, int, int], ...] = ()
        self.outside: tuple[str, ...] = ()      # 400.11a: cards they own outside the game
        self.last_turn = 0                      # number of this player's most recent turn
        self.previous_turn = 0                  # 702.30a: and of the turn before that one
        self.attempted_empty_draw = False       # 704.5b
        self.max_hand_size = 7                  # 402.2
        self.mulligans = 0
        # 103.5: "deciding" (to declare this round), "going" (declared a mulligan) or
        # "kept"; and how many cards they have put on the bottom since keeping.
        self.mulligan_status = "deciding"
        self.bottomed = 0
        self.lost = False
        self.won = False
        self.left = False                       # 800.4
        self.conceded = False

    def clone(self) -> Player:
        new = Player.__new__(Player)
        new.__dict__ = self.__dict__.copy()
        return new

    def zone(self, name: str) -> tuple[int, ...]:
        value: tuple[int, ...] = getattr(self, name)
        return value

    @property
    def in_game(self) -> bool:
        return not (self.lost or self.left or self.won)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for name in Player.FIELDS:
            if name == "_epoch":
                continue
            value = getattr(self, name)
            if name == "pool":
                value = [[u.type, u.source, u.snow, u.restriction, u.rider] for u in value]
            elif isinstance(value, tuple):
                value = list(value)
            data[name] = value
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Player:
        p = cls(data["index"], data["name"], data["life"], data["team"])
        for name, value in data.items():
            if name not in Player.FIELDS or name == "_epoch":
                raise ValueError(f"unknown player field {name!r}")
            if name == "pool":
                value = tuple(ManaUnit(*u) for u in value)    # 106.6: restriction, rider
            elif name in PLAYER_ZONES:
                value = tuple(value)
            setattr(p, name, value)
        return p


class LogEntry(NamedTuple):
    """One line of the game log: the rule (and card) that caused an event. (A named
    tuple: immutable, and made often enough that its cost matters.)"""

    rule: str
    text: str
    turn: int
    card: str | None = None
    # Who sees it in full (bit i: player i; None: everyone), and what the others see
    # (rules/knowledge.py: hidden cards are left out).
    seen: int | None = None
    redacted: str | None = None

    def __str__(self) -> str:
        return f"{self.rule}: {self.text}" if self.rule else self.text


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (603.3)."""

    ability_key: tuple[str, int]
    source: int | None
    controller: int
    event_data: tuple[tuple[str, Any], ...] = ()
    order: int = 0


@dataclass(frozen=True, slots=True)
class Combat:
    """Who attacks whom and who blocks whom (506-511)."""

    attackers: tuple[tuple[int, int], ...] = ()     # (attacker id, defender ref)
    blockers: tuple[tuple[int, int], ...] = ()      # (blocker id, attacker id)
    blocked: tuple[int, ...] = ()                   # 509.1h: attackers that became blocked
    first_strike_dealt: tuple[int, ...] = ()        # 702.7b: in the first-strike step
    declared: bool = False
    blocks_declared: bool = False
    # 508.8: whether any creature was declared as an attacker (it may have left combat
    # since; the blockers and damage steps happen all the same).
    attacked: bool = False

    def defender_of(self, attacker: int) -> int | None:
        for a, d in self.attackers:
            if a == attacker:
                return d
        return None

    def blockers_of(self, attacker: int) -> tuple[int, ...]:
        return tuple(b for b, a in self.blockers if a == attacker)

    def blocking(self, blocker: int) -> tuple[int, ...]:
        return tuple(a for b, a in self.blockers if b == blocker)

    @property
    def attacker_ids(self) -> tuple[int, ...]:
        return tuple(a for a, _ in self.attackers)


@dataclass(frozen=True, slots=True)
class EffectRecord:
    """A continuous effect created by a resolved spell or ability (611.2), as plain data.

    `op` names an operation in the layers registry; `affected` is locked in when the
    effect begins (611.2c) unless `affected` is None and `selector` names a rule.
    """

    op: str
    params: tuple[Any, ...]
    layer: str
    timestamp: int
    affected: tuple[int, ...] | None
    duration: str                     # "end of turn", "permanent", "end of combat", "source"
    source: int | None = None
    controller: int | None = None
    selector: str | None = None


@dataclass(frozen=True, slots=True)
class CommanderRecord:
    """A commander of a Commander game (903.3): the designation belongs to the card, so
    the record follows the card from object to object (400.7) until it leaves the game."""

    owner: int
    obj: int | None                       # the object it is now; None once it left the game
    identity: str = ""                    # 903.4a: its color identity as the game began ("WUBRG")
    casts: int = 0                        # 903.8: times cast from the command zone
    moved: bool = False                   # 704.6d: put into a graveyard or exile since SBAs
    dealt: tuple[tuple[int, int], ...] = ()   # 903.10a: (player, combat damage dealt to them)


# Versions are unique across every state in the process, so a cache of derived values
# (characteristics, watcher lists) can be shared by forks and is valid exactly while the
# state's version equals the cache's.
_versions = itertools.count(1)


@dataclass
class _Cache:
    version: int = -1
    chars: dict[int, Any] = field(default_factory=dict)
    solved: bool = False
    effects: bool | None = None     # has_continuous_effects, once asked
    watch: Any = None               # rules/context.py: who watches events
    misc: dict[Any, Any] = field(default_factory=dict)


_UNVERSIONED = frozenset({"version", "board", "_cache", "_board_cache", "_epoch", "_lki_shared",
                          "_objects_shared",
                          "_zone_memo", "decisions"})   # no value derived reads `decisions`
# Fields that say where the game's flow is (the step, who has priority, how many passed,
# the log, the RNG, id counters) without changing any object or player: writing them
# makes a new `version` but keeps the `board` version, so values derived from the objects
# alone (characteristics, state-based actions, control observation, watcher lists) stay
# cached. None of those may read these fields (no continuous effect depends on the step).
_FLOW = frozenset({"step", "passes", "priority", "stage", "log", "log_len", "rng", "next_id",
                   "next_ts", "known"})


class GameState:
    """Everything about one game at one moment (DESIGN.md: state is plain data). Its fields
    (FIELDS) live in an instance dict, so that a fork is one dict copy."""

    FIELDS = (
        "_board_cache",
        "_cache",
        "_epoch",
        "_lki_shared",
        "_log_json",
        "_objects_shared",
        "_zone_memo",
        "active",
        "auto_pay",
        "battlefield",
        "board",
        "combat",
        "command",
        "commanders",
        "day_night",
        "decisions",
        "delayed",
        "effects",
        "extra_turns",
        "first_player",
        "game_over",
        "known",
        "last_active",
        "lki",
        "log",
        "log_len",
        "mana_at_priority",
        "max_decisions",
        "max_turns",
        "monarch",
        "next_id",
        "next_ts",
        "normal_active",
        "objects",
        "passes",
        "pending_triggers",
        "players",
        "priority",
        "rng",
        "stack",
        "stage",
        "step",
        "take_single_choices",
        "token_moved",
        "turn",
        "variant",
        "version",
    )

    def __init__(self) -> None:
        self._epoch: object = object()
        self._cache = _Cache()
        self._board_cache = _Cache()
        self.version = next(_versions)
        self.board = self.version
        self.players: list[Player] = []
        self.objects: dict[int, GameObject] = {}
        # `objects` is shared with a fork or a snapshot: copied before an entry changes
        # (`_own_objects`), so that taking one costs the same at any size of the game.
        self._objects_shared = False
        self.lki: dict[int, GameObject] = {}    # 603.10 / 608.2h: last known information
        # Who knows which hidden card is where (rules/knowledge.py): id -> Known, replaced
        # whole on every change, never written in place.
        self.known: dict[int, Any] = {}
        self._lki_shared = False                # `lki` is shared with a fork: copy to write
        self._zone_memo: dict[Hashable, tuple[Any, Any]] = {}    # see `zone_memo`
        self.battlefield: tuple[int, ...] = ()  # in timestamp order
        self.stack: tuple[int, ...] = ()        # bottom first; the top is last
        self.command: tuple[int, ...] = ()
        # 903.3: the commanders of a Commander game, one record per card (rules/commander.py).
        self.commanders: tuple[CommanderRecord, ...] = ()
        self.variant = "two-player"
        self.turn = 0
        self.first_player = 0
        self.active = 0
        self.step = Step.UNTAP
        self.stage = "start"                    # where the turn machine is inside the step
        self.priority: int | None = None
        self.passes = 0                         # 117.4: consecutive passes
        self.next_id = 1
        self.next_ts = 1
        self.effects: tuple[EffectRecord, ...] = ()
        self.delayed: tuple[Any, ...] = ()
        self.pending_triggers: tuple[PendingTrigger, ...] = ()
        self.monarch: int | None = None          # 724
        self.day_night = ""                     # 730.1: "", "day" or "night"
        self.extra_turns: tuple[int, ...] = ()  # 500.7: players of extra turns to come, next first
        self.normal_active: int | None = None    # 500.7: during extra turns, whose normal turn was last
        self.last_active: int | None = None      # 502.2: the previous turn's active player
        self.combat: Combat | None = None
        self.rng = 0
        self.log: tuple[Any, ...] | None = None  # (entry, previous) cons cells
        self.log_len = 0
        self._log_json: tuple[Any, str] | None = None   # (log cell, its JSON text): serialize.py
        self.game_over = False
        # 704.5d: a token has left the battlefield since state-based actions were last
        # checked (then they look for tokens outside the battlefield).
        self.token_moved = False
        # 605.3a lets a player activate mana abilities whenever they have priority. When
        # False, priority decisions leave them out (they stay available while paying),
        # which keeps the action space small for search and learning.
        self.mana_at_priority = True
        # When True, a decision with a single legal choice is taken by the engine instead
        # of being asked (the choice is the same either way): every decision a player
        # sees has at least two options.
        self.take_single_choices = False
        # When True, a mana payment that the pool or the automatic payer can complete is
        # completed so without asking (601.2g-h: the engine chooses the mana abilities
        # and the mana spent); the choice is recorded like any other.
        self.auto_pay = False
        # Caps set for this game (`Game.new`), each ending it as a draw (rules/turns.py):
        # `max_turns` turns (None: the engine's bound, turns.MAX_TURNS) and
        # `max_decisions` decisions answered (None: no cap); `decisions` counts them.
        self.max_turns: int | None = None
        self.max_decisions: int | None = None
        self.decisions = 0

    def __setattr__(self, name: str, value: Any) -> None:
        # Every change of a field is a new version, so derived values are never stale.
        fields = self.__dict__
        fields[name] = value
        if name not in _UNVERSIONED:
            version = fields["version"] = next(_versions)
            if name not in _FLOW:
                fields["board"] = version

    def update(self, **changes: Any) -> None:
        """Set several fields at once: one new version (and board version, unless all of
        them are flow fields)."""
        fields = self.__dict__
        fields.update(changes)
        version = fields["version"] = next(_versions)
        if not _FLOW.issuperset(changes):
            fields["board"] = version

    # -- forks -------------------------------------------------------------------------
    def fork(self) -> GameState:
        """An independent state; records are shared until either side writes them."""
        new = GameState.__new__(GameState)
        fields = self.__dict__.copy()
        fields["_epoch"] = object()
        fields["players"] = list(self.players)
        # The table of objects and the last known information: both sides share them
        # until one of them changes an entry (`_own_objects`, `remember`).
        fields["_objects_shared"] = fields["_lki_shared"] = True
        self.__dict__["_objects_shared"] = self.__dict__["_lki_shared"] = True
        object.__setattr__(new, "__dict__", fields)
        return new

    def snapshot(self) -> GameState:
        """A copy for readers while this state goes on being changed: from now on both
        copy a shared record before writing it."""
        copy = self.fork()
        self.__dict__["_epoch"] = object()
        return copy

    # -- reading -----------------------------------------------------------------------
    def obj(self, oid: int) -> GameObject:
        return self.objects[oid]

    def get(self, oid: int) -> GameObject | None:
        return self.objects.get(oid)

    def last_known(self, oid: int) -> GameObject | None:
        """The object, or its last known information if it left its zone (608.2h)."""
        return self.objects.get(oid) or self.lki.get(oid)

    def remember(self, obj: GameObject) -> None:
        """Keep `obj` as the last known information of its id (608.2h), as it left: for a
        permanent, the record `layers.last_known_record` made of it while it was still on
        the battlefield (its last known controller and characteristics)."""
        fields = self.__dict__
        if fields["_lki_shared"]:
            fields["lki"] = dict(fields["lki"])
            fields["_lki_shared"] = False
        fields["lki"][obj.id] = obj

    def player(self, index: int) -> Player:
        return self.players[index]

    def touch(self) -> None:
        """Note a change, so cached derived values are recomputed."""
        self._bump()

    def _bump(self) -> None:
        fields = self.__dict__
        fields["version"] = fields["board"] = next(_versions)

    def cache(self) -> _Cache:
        """Derived values valid for this exact version of the state."""
        fields = self.__dict__
        cache: _Cache = fields["_cache"]
        if cache.version != fields["version"]:
            cache = fields["_cache"] = _Cache(fields["version"])
        return cache

    def zone_memo(self, name: Hashable, zone: tuple[Any, ...], make: Callable[..., Any],
                  *args: Any) -> Any:
        """`make(*args)`, a value computed from the contents of one zone tuple alone (which
        cards are there: watcher lists, whether static abilities exist). Zone tuples are
        never changed once made, so the value is kept while the same tuple is in place;
        forks share it."""
        found = self._zone_memo.get(name)
        if found is not None and found[0] is zone:
            return found[1]
        value = make(*args)
        self._zone_memo[name] = (zone, value)
        return value

    def board_cache(self) -> _Cache:
        """Derived values that depend on the objects, players and effects only, valid
        while none of them changes (see `_FLOW`)."""
        fields = self.__dict__
        cache: _Cache = fields["_board_cache"]
        if cache.version != fields["board"]:
            cache = fields["_board_cache"] = _Cache(fields["board"])
        return cache

    # -- writing (copy-on-write) -------------------------------------------------------
    def _own_objects(self) -> dict[int, GameObject]:
        """`objects`, copied first if a fork or a snapshot shares it: to change an entry."""
        fields = self.__dict__
        if fields["_objects_shared"]:
            fields["objects"] = dict(fields["objects"])
            fields["_objects_shared"] = False
        objects: dict[int, GameObject] = fields["objects"]
        return objects

    def obj_w(self, oid: int) -> GameObject:
        obj = self.objects[oid]
        if obj._epoch is not self._epoch:
            obj = obj.clone()
            obj._epoch = self._epoch
            self._own_objects()[oid] = obj
        else:
            obj._chars = obj._json = None
        self._bump()
        return obj

    def player_w(self, index: int) -> Player:
        p = self.players[index]
        if p._epoch is not self._epoch:
            p = p.clone()
            p._epoch = self._epoch
            self.players[index] = p
        self._bump()
        return p

    def add_object(self, obj: GameObject) -> None:
        obj._epoch = self._epoch
        self._own_objects()[obj.id] = obj
        self._bump()

    def remove_object(self, oid: int) -> GameObject:
        """Take `oid` out of the objects (it left its zone, 400.7, or ceased to exist);
        returns its record. The caller removes it from its zone."""
        return self._own_objects().pop(oid)

    def new_id(self) -> int:
        oid = self.next_id
        self.next_id += 1
        return oid

    def new_timestamp(self) -> int:
        ts = self.next_ts
        self.next_ts += 1
        return ts

    def write_log(self, entry: LogEntry) -> None:
        # Nothing derived is computed from the log, so writing it makes no new version.
        fields = self.__dict__
        fields["log"] = (entry, fields["log"])
        fields["log_len"] += 1

    def log_entries(self) -> list[LogEntry]:
        out: list[LogEntry] = []
        cell = self.log
        while cell is not None:
            out.append(cell[0])
            cell = cell[1]
        out.reverse()
        return out

    # -- zones -------------------------------------------------------------------------
    def zone_ids(self, zone: str, player: int | None = None) -> tuple[int, ...]:
        if zone == "battlefield":
            return self.battlefield
        if zone == "stack":
            return self.stack
        if zone == "command":
            return self.command
        if player is None:
            return tuple(i for p in self.players for i in p.zone(zone))
        return self.players[player].zone(zone)

    def has_continuous_effects(self) -> bool:
        """Whether any continuous effect exists (static abilities on the battlefield, or
        effects of resolved spells and abilities); without any, each object's
        characteristics depend on that object alone."""
        fields = self.__dict__
        cache: _Cache = fields["_board_cache"]
        if cache.version == fields["board"] and cache.effects is not None:
            return cache.effects        # asked already for this board (it reads nothing else)
        value = self._find_continuous_effects()
        self.board_cache().effects = value
        return value

    def _find_continuous_effects(self) -> bool:
        fields = self.__dict__
        if fields["effects"]:
            return True
        battlefield = fields["battlefield"]
        found = fields["_zone_memo"].get("statics")
        objects = fields["objects"]
        if found is not None and found[0] is battlefield:
            value: bool = found[1]
        else:
            value = any(objects[oid].card.has_static for oid in battlefield)
            fields["_zone_memo"]["statics"] = (battlefield, value)
        if not value and fields["command"]:     # 114.4: emblems' static abilities
            return any(objects[oid].card.has_static for oid in fields["command"])
        return value

    def permanents(self) -> Iterator[GameObject]:
        objects = self.objects
        for oid in self.battlefield:
            yield objects[oid]

    def living_players(self) -> list[int]:
        return [p.index for p in self.players if p.in_game]

    def apnap(self) -> list[int]:
        """101.4: players in game, active player first, then in turn order."""
        n = len(self.players)
        return [i for i in ((self.active + k) % n for k in range(n)) if self.players[i].in_game]

    def opponents(self, player: int) -> list[int]:
        team = self.players[player].team
        return [p.index for p in self.players if p.in_game and p.team != team]

    def teammates(self, player: int) -> list[int]:
        team = self.players[player].team
        return [p.index for p in self.players if p.team == team]

    def sharing_life(self, player: int) -> list[int]:
        """The players whose life total (and poison counters) is this player's: in
        Two-Headed Giant the whole team (810.4, 810.10), otherwise the player alone."""
        return self.teammates(player) if self.variant == "two-headed-giant" else [player]

    def add_life(self, player: int, delta: int) -> int:
        """Change a player's life total by `delta` (119); in Two-Headed Giant the result
        is applied to the team's shared total (810.9). Returns the new total."""
        for index in self.sharing_life(player):
            self.player_w(index).life += delta
        return self.players[player].life

    def can_pay_life(self, player: int, amount: int) -> bool:
        """119.4: a player may pay an amount of life only if their life total is at least
        that amount; in Two-Headed Giant that total is the team's (119.4a, 810.9a), which
        `add_life` keeps on each teammate. 119.4b: paying 0 life is always possible."""
        return amount <= 0 or self.players[player].life >= amount

    def add_poison(self, player: int, amount: int) -> int:
        """Give a player poison counters (122.1f); in Two-Headed Giant the team shares
        them (810.10). Returns the new count."""
        for index in self.sharing_life(player):
            self.player_w(index).poison += amount
        return self.players[player].poison

    def all_object_ids(self) -> list[int]:
        return sorted(self.objects)
