"""Events: every change to the game goes through `perform` (DESIGN.md, 614-616).

The pipeline for one event: (1) prohibitions ("can't", 101.2) -- if one applies the event
does not happen; (2) replacement and prevention effects (614-616): self-replacement effects
first (616.1a), then the affected player chooses among the rest (616.1e), each effect at
most once per event (614.5); (3) the change itself; (4) the log entry with its rule;
(5) triggered abilities that the event fires (603.2).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from manastack.rules.mana import ManaUnit

if TYPE_CHECKING:
    from manastack.rules.abilities import CardDef


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events. `applied` lists replacement effects already used (614.5)."""

    applied: frozenset[tuple[int, int]] = field(default=frozenset(), kw_only=True)
    rule: str = field(default="", kw_only=True)      # the rule that caused the event
    cause: int | None = field(default=None, kw_only=True)   # object that caused it

    @property
    def affected_player(self) -> int | None:
        """The player who orders replacement effects on this event (616.1)."""
        return None

    def with_applied(self, key: tuple[int, int]) -> Event:
        return replace(self, applied=self.applied | {key})


@dataclass(frozen=True, slots=True)
class Draw(Event):
    """121.1: one card drawn (draw N is N of these, 121.2)."""

    player: int

    @property
    def affected_player(self) -> int | None:
        return self.player


@dataclass(frozen=True, slots=True)
class ZoneMove(Event):
    """400.7: an object moves to another zone and becomes a new object."""

    obj: int
    to_zone: str
    reason: str = "put"        # dies, destroy, sacrifice, discard, cast, resolve, counter, ...
    position: str = "top"      # "top" or "bottom" of a library; index for others is ignored
    controller: int | None = None   # who controls it on the battlefield (default: owner)
    new_id: int | None = None       # filled in once performed
    # 614.1c-d: "enters tapped" / "enters with counters" replacement effects set these.
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    # 614.12: choices made as it enters ("As this enters, choose a color"), kept on it.
    chosen: tuple[tuple[str, str], ...] = ()
    transformed: bool = False       # 712.12, 712.8f: a double-faced card enters back face up
    # 708.3, 708.4: it is turned face down before it moves ("morph", "manifest").
    face_down: str | None = None
    # 707.9, 614.1c: it enters as a copy of this object (rules/copies.py).
    copy_of: int | None = None


@dataclass(frozen=True, slots=True)
class Destroy(Event):
    """701.8: destroy a permanent (move it to its owner's graveyard)."""

    obj: int
    regenerate: bool = True     # 701.19c: False when "it can't be regenerated"


@dataclass(frozen=True, slots=True)
class Sacrifice(Event):
    """701.21: the controller moves it to its owner's graveyard."""

    obj: int


@dataclass(frozen=True, slots=True)
class Damage(Event):
    """120: damage dealt by a source to a player or object."""

    source: int
    target: int        # TargetRef: object id, or -1 - player
    amount: int
    combat: bool = False

    @property
    def affected_player(self) -> int | None:
        return -1 - self.target if self.target < 0 else None


@dataclass(frozen=True, slots=True)
class LifeGain(Event):
    player: int
    amount: int

    @property
    def affected_player(self) -> int | None:
        return self.player


@dataclass(frozen=True, slots=True)
class LifeLoss(Event):
    player: int
    amount: int

    @property
    def affected_player(self) -> int | None:
        return self.player


@dataclass(frozen=True, slots=True)
class Tap(Event):
    obj: int
    for_cost: bool = False


@dataclass(frozen=True, slots=True)
class Transform(Event):
    """701.27a: a double-faced permanent turns over so that its other face is up."""

    obj: int


@dataclass(frozen=True, slots=True)
class Untap(Event):
    obj: int
    for_cost: bool = False


@dataclass(frozen=True, slots=True)
class Attach(Event):
    """701.3a: attach an Aura or Equipment on the battlefield to an object."""

    obj: int
    to: int


@dataclass(frozen=True, slots=True)
class AddMana(Event):
    """106.3 / 605: mana produced into a player's pool."""

    player: int
    units: tuple[ManaUnit, ...]
    source: int | None = None
    tapped_for_mana: bool = False      # 106.12: produced by a mana ability with {T}

    @property
    def affected_player(self) -> int | None:
        return self.player


@dataclass(frozen=True, slots=True)
class AddCounters(Event):
    obj: int
    kind: str
    amount: int


@dataclass(frozen=True, slots=True)
class RemoveCounters(Event):
    obj: int
    kind: str
    amount: int


@dataclass(frozen=True, slots=True)
class CreateToken(Event):
    """111: create tokens under a player's control."""

    player: int
    card: CardDef
    count: int = 1
    tapped: bool = False

    @property
    def affected_player(self) -> int | None:
        return self.player


@dataclass(frozen=True, slots=True)
class CreateEmblem(Event):
    """114.2: put an emblem into the command zone, owned and controlled by a player."""

    player: int
    card: CardDef
    source: int | None = None     # the object whose ability created it (for the log)

    @property
    def affected_player(self) -> int | None:
        return self.player


@dataclass(frozen=True, slots=True)
class LoseGame(Event):
    player: int
    reason: str = ""

    @property
    def affected_player(self) -> int | None:
        return self.player


@dataclass(frozen=True, slots=True)
class WinGame(Event):
    player: int


@dataclass(frozen=True, slots=True)
class Shuffle(Event):
    player: int


# Events that only announce something for triggers (603.2); nothing changes.
@dataclass(frozen=True, slots=True)
class SpellCast(Event):
    """601.2i: a spell became cast (its caster's `spells_cast_this_turn` counts it)."""

    obj: int
    player: int


@dataclass(frozen=True, slots=True)
class AbilityActivated(Event):
    obj: int
    source: int
    player: int


@dataclass(frozen=True, slots=True)
class BecameTargets(Event):
    """601.2c, 602.2b, 603.3d: the objects and players a spell or ability on the stack
    (`obj`) chose become its targets ("becomes the target of", 702.21a)."""

    obj: int


@dataclass(frozen=True, slots=True)
class StepBegins(Event):
    step: str
    active: int


@dataclass(frozen=True, slots=True)
class AttackerDeclared(Event):
    obj: int
    defender: int
    attacking_player: int = -1        # 508.1a: who declared it (the attacking player)


@dataclass(frozen=True, slots=True)
class BlockerDeclared(Event):
    obj: int
    attacker: int


@dataclass(frozen=True, slots=True)
class TurnedFaceUp(Event):
    """116.2b / 708.8: a face-down permanent was turned face up ("When this creature is
    turned face up, ...")."""

    obj: int
    player: int


@dataclass(frozen=True, slots=True)
class BecomeMonarch(Event):
    """724.3: a player becomes the monarch."""

    player: int


def describe(event: Event) -> dict[str, Any]:
    """Plain data about an event, kept with a triggered ability (it must stay JSON)."""
    out: dict[str, Any] = {"event": type(event).__name__}
    for name in getattr(event, "__dataclass_fields__", {}):
        if name in ("applied", "rule", "units", "card"):
            continue
        value = getattr(event, name)
        if isinstance(value, (int, str, bool)) or value is None:
            out[name] = value
    if isinstance(event, AddMana):
        out["mana"] = "".join(u.type for u in event.units)    # 106.12a: the mana produced
    return out
