"""Choices a permanent remembers (607.2d): "As this enters, choose a color" and the like are
replacement effects that modify how the permanent enters (614.1c, 614.12), the choice is made
before it enters (614.12a) and kept on the permanent it becomes (`GameObject.chosen`, through
`ZoneMove.chosen`), where its linked abilities read "the chosen color" and "the chosen type"
(607.2d). A new object after a zone change remembers nothing (400.7).

Each choice is a decision of the player the permanent enters under: a color (105.4, one of
the five), a creature type (205.3m: every creature type, one option each) or a basic land
type (205.3i)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from manastack.rules.abilities import ReplacementAbility
from manastack.rules.context import Ctx
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.events import Event, ZoneMove
from manastack.rules.land_types import BASIC_LAND_TYPES
from manastack.rules.mana import COLORS
from manastack.rules.state import GameObject, GameState

# The keys of GameObject.chosen the choices are kept under.
COLOR = "color"
CREATURE_TYPE = "creature type"
BASIC_LAND_TYPE = "basic land type"
KEYS = (COLOR, CREATURE_TYPE, BASIC_LAND_TYPE)

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
# 614.12: the zones an object is in just before it enters the battlefield.
NOT_BATTLEFIELD = ("hand", "library", "graveyard", "exile", "stack", "command")
# 205.3i, in the order of 305.6 (W, U, B, R, G).
BASIC_TYPES_IN_ORDER = tuple(t for t in ("Plains", "Island", "Swamp", "Mountain", "Forest")
                             if t in BASIC_LAND_TYPES)


def color_options(excluded: str | None = None) -> list[Choice]:
    """105.4: the five colors ("a color other than black": the other four)."""
    return [Choice("color", (c,), COLOR_NAMES[c]) for c in COLORS if c != excluded]


def creature_type_options() -> list[Choice]:
    """205.3m: every creature type, alphabetically; "type Elf" names one."""
    return [Choice("type", (t,), f"type {t}") for t in sorted(CREATURE_TYPES)]


def basic_land_type_options() -> list[Choice]:
    """205.3i: the five basic land types."""
    return [Choice("type", (t,), f"type {t}") for t in BASIC_TYPES_IN_ORDER]


def chosen_value(state: GameState, oid: int | None, key: str) -> str | None:
    """The value chosen for the object `oid` under `key` (607.2d), as it last existed
    (608.2h); None if nothing was chosen."""
    if oid is None or oid < 0:
        return None
    obj = state.last_known(oid)
    return obj.chosen.get(key) if obj is not None else None


def describe(state: GameState, key: str, value: str) -> str:
    """A chosen value as people read it: "blue", "Elf", "Island"."""
    if key == COLOR:
        return COLOR_NAMES.get(value, value)
    return value


Options = Callable[[GameState, int], list[Choice]]

_KINDS: dict[str, DecisionKind] = {COLOR: DecisionKind.COLOR, CREATURE_TYPE: DecisionKind.TYPE,
                                   BASIC_LAND_TYPE: DecisionKind.TYPE}


def as_enters_choose(text: str, key: str, options: Options, what: str,
                     tapped: bool = False) -> ReplacementAbility:
    """The replacement effect of "As this enters, choose [what]" (614.1c, 614.12): the
    player it enters under chooses one of `options(state, player)` before it enters
    (614.12a), kept on the permanent under `key` (607.2d). With `tapped`, the paragraph
    also says "This land enters tapped." (614.1c): either order of the two gives the same
    event, so they are applied as one."""
    def applies(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and \
            event.obj == source.id and key not in dict(event.chosen)

    def choose(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
        assert isinstance(event, ZoneMove)
        if tapped:
            event = replace(event, tapped=True)
        chooser = event.controller if event.controller is not None else source.owner
        found = options(ctx.state, chooser)
        answer = ctx.choose(chooser, _KINDS[key],
                            f"{ctx.name(source.id)} enters: choose {what} (614.12)", found)
        value = str(answer.args[0])
        ctx.log("614.12", f"{ctx.state.players[chooser].name} chooses "
                f"{describe(ctx.state, key, value)} for {ctx.name(source.id)}", source.card.name)
        return replace(event, chosen=(*event.chosen, (key, value)))

    return ReplacementAbility(text, applies, choose, zones=NOT_BATTLEFIELD)


def choose_on_resolution(ctx: Ctx, player: int, spell: int, key: str, options: Options,
                         what: str) -> None:
    """608.2d: "Choose a creature type." as a spell resolves: `player` chooses, and the
    choice is kept on the spell under `key` for the rest of its effect (607.2d)."""
    answer = ctx.choose(player, _KINDS[key], f"{ctx.name(spell)}: choose {what} (608.2d)",
                        options(ctx.state, player))
    value = str(answer.args[0])
    ctx.log("608.2d", f"{ctx.state.players[player].name} chooses "
            f"{describe(ctx.state, key, value)} for {ctx.name(spell)}")
    ctx.state.obj_w(spell).chosen[key] = value
