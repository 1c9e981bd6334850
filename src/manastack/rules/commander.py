"""Commander (903) and its Brawl option (903.12): commanders in the command zone (408),
the commander tax, returning to the command zone, commander damage.

A commander is a card, not a characteristic of an object (903.3): `state.commanders` holds
one `CommanderRecord` per commander card, which follows the card from object to object
(400.7) through `context.RULE_FOLLOWUPS`, counts its casts from the command zone (903.8)
and the combat damage it has dealt to each player (903.10a), whoever controlled it.
Returning to the command zone is a state-based action from a graveyard or exile (903.9a,
704.6d) and a replacement effect on the way to a hand or library (903.9b), each the
owner's choice.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from manastack.rules.abilities import Ability, CardDef, ReplacementAbility
from manastack.rules.context import RULE_FOLLOWUPS, RULE_REPLACEMENTS, Ctx
from manastack.rules.events import Damage, Draw, Event, ZoneMove
from manastack.rules.state import CommanderRecord, GameObject, GameState

COMMANDER_VARIANTS = ("commander", "brawl")
COLOR_ORDER = "WUBRG"
COMMANDER_DAMAGE_TO_LOSE = 21           # 903.10a
TAX_PER_CAST = 2                        # 903.8

_SYMBOL = re.compile(r"\{([^{}]{1,12})\}")
_REMINDER = re.compile(r"\([^()]*\)")
_MANA_PARTS = frozenset("WUBRGCSXP") | frozenset("0123456789")


@dataclass(frozen=True)
class CommanderPermission(Ability):
    """903.3d: "[This card] can be your commander." It changes the rules for choosing a
    commander (cards/decklist.py: `can_lead`), which happens before the game begins
    (903.3); in the game it does nothing, as a partner ability does (702.124a)."""


def is_commander_game(state: GameState) -> bool:
    return state.variant in COMMANDER_VARIANTS


def starting_life(variant: str, players: int) -> int:
    """903.7: 40 in Commander; 903.12f: 25 in a two-player Brawl game, 30 in multiplayer."""
    if variant == "brawl":
        return 25 if players == 2 else 30
    return 40


def free_mulligans(state: GameState) -> int:
    """103.5c: the first mulligan is free in a multiplayer game and in any Brawl game."""
    return 1 if len(state.players) > 2 or state.variant == "brawl" else 0


def color_identity(card: CardDef) -> str:
    """903.4: the colors of the mana symbols in the card's mana cost and rules text (its
    reminder text ignored, 903.4c), with its colors (color indicator, characteristic-
    defining abilities, 204, 604.3) and those of its other halves (903.4e); as "WUBRG"
    letters in that order."""
    found: set[str] = set()
    for face in (card, *card.extra.get("halves", ())):
        found |= face.colors | face.mana_cost.colors
        for symbol in _SYMBOL.findall(_REMINDER.sub("", face.text)):
            parts = symbol.upper().split("/")
            if all(part in _MANA_PARTS or part.isdigit() for part in parts):
                found.update(part for part in parts if part in COLOR_ORDER)
    return "".join(c for c in COLOR_ORDER if c in found)


def put_into_command_zone(state: GameState, player: int, cards: Sequence[CardDef]) -> None:
    """903.6: each player's commander (two with a partner ability, 702.124b) starts the
    game face up in the command zone, its color identity fixed as the game begins (903.4a)."""
    records = list(state.commanders)
    for card in cards:
        obj = GameObject(state.new_id(), card, player, "command", state.new_timestamp())
        state.add_object(obj)
        state.command = (*state.command, obj.id)
        records.append(CommanderRecord(player, obj.id, color_identity(card)))
    state.commanders = tuple(records)


# -- reading ------------------------------------------------------------------------------
def record_index(state: GameState, oid: int) -> int | None:
    """The index in `state.commanders` of the commander that object `oid` is, or None."""
    for index, record in enumerate(state.commanders):
        if record.obj == oid:
            return index
    return None


def is_commander(state: GameState, oid: int) -> bool:
    """903.3: whether the object is a commander (a copy of one isn't: it is another object)."""
    return bool(state.commanders) and record_index(state, oid) is not None


def commanders_of(state: GameState, player: int) -> list[int]:
    """The objects that are `player`'s commanders now, in the order they were designated."""
    return [r.obj for r in state.commanders if r.owner == player and r.obj is not None
            and r.obj in state.objects]


def identity_of(state: GameState, player: int) -> str:
    """903.4 / 702.124c: the color identity of `player`'s commander, both partners'
    combined; empty for a player with no commander (903.4f: that part does nothing)."""
    colors = {c for r in state.commanders if r.owner == player for c in r.identity}
    return "".join(c for c in COLOR_ORDER if c in colors)


def tax(state: GameState, oid: int) -> int:
    """903.8: the commander tax of casting this object: {2} for each previous time its
    owner cast it from the command zone (702.124d: each partner counts its own casts);
    0 for anything else."""
    obj = state.get(oid)
    index = record_index(state, oid) if obj is not None and obj.zone == "command" else None
    return 0 if index is None else TAX_PER_CAST * state.commanders[index].casts


def in_command_zone(state: GameState, player: int) -> list[int]:
    """903.8: the commanders `player` owns in the command zone (they may cast them)."""
    return [oid for oid in commanders_of(state, player) if state.objects[oid].zone == "command"]


def damage_taken(state: GameState, player: int) -> list[tuple[int, int]]:
    """903.10a: (commander's record index, combat damage it has dealt to `player`)."""
    return [(index, n) for index, r in enumerate(state.commanders)
            for p, n in r.dealt if p == player]


# -- following the card -------------------------------------------------------------------
def _write(state: GameState, index: int, record: CommanderRecord) -> None:
    records = list(state.commanders)
    records[index] = record
    state.commanders = tuple(records)


def _follow(ctx: Ctx, event: Event) -> None:
    """400.7 / 903.3: the commander designation follows the card to its new object; a
    cast from the command zone is counted for the tax (903.8); a move into a graveyard or
    exile is noted for 704.6d; combat damage to a player is counted (903.10a)."""
    state = ctx.state
    if not state.commanders:
        return
    if isinstance(event, Draw) and event.cause is not None:
        _follow_draw(state, event.cause)
    elif isinstance(event, ZoneMove):
        index = record_index(state, event.obj)
        if index is None:
            return
        record = state.commanders[index]
        was = state.lki.get(event.obj)
        casts = record.casts + (event.reason == "cast" and was is not None
                                and was.zone == "command")
        _write(state, index, replace(record, obj=event.new_id, casts=casts,
                                     moved=event.to_zone in ("graveyard", "exile")))
    elif isinstance(event, Damage) and event.combat and event.target < 0:
        index = record_index(state, event.source)
        if index is None:
            return
        record = state.commanders[index]
        victim = -1 - event.target
        dealt = dict(record.dealt)
        dealt[victim] = dealt.get(victim, 0) + event.amount
        _write(state, index, replace(record, dealt=tuple(sorted(dealt.items()))))
        ctx.log("903.10a", f"{ctx.name(event.source)} has dealt {dealt[victim]} combat damage "
                f"to {state.players[victim].name} as a commander")


def _follow_draw(state: GameState, drawn: int) -> None:
    """121.1 / 400.7: a drawn commander is the card now in its owner's hand (a draw moves
    the card without a zone-change event: its last known information names the new id)."""
    for index, record in enumerate(state.commanders):
        old = state.lki.get(record.obj) if record.obj is not None else None
        if old is not None and old.became == drawn:
            _write(state, index, replace(record, obj=drawn))


RULE_FOLLOWUPS.append(_follow)


# -- 903.9b: to a hand or library -----------------------------------------------------------
_DESTINATIONS = {"hand": -1, "library": -2}
REPLACEMENT_TEXT = "903.9b: its owner may put it into the command zone instead"


def _applies(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, ZoneMove) and event.to_zone in _DESTINATIONS


def _to_command_zone(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    assert isinstance(event, ZoneMove)
    owner = ctx.state.players[source.owner].name
    if ctx.may(source.owner, f"{owner}: put your commander {ctx.name(source.id)} into the "
                             f"command zone instead of your {event.to_zone}? (903.9b)"):
        return replace(event, to_zone="command", position="top")
    return event


_RETURN = ReplacementAbility(REPLACEMENT_TEXT, _applies, _to_command_zone,
                             zones=("library", "hand", "battlefield", "graveyard", "stack",
                                    "exile", "command"))


def _applies_to_draw(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, Draw)


def _draw_to_command_zone(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    """903.9b: drawing a commander would put it into its owner's hand; instead it may go
    to the command zone (so it isn't drawn, 614.6)."""
    assert isinstance(event, Draw)
    owner = ctx.state.players[source.owner].name
    if ctx.may(source.owner, f"{owner}: put your commander {ctx.name(source.id)}, which you "
                             "would draw, into the command zone instead? (903.9b)"):
        return ZoneMove(source.id, "command", "put", rule="903.9b")
    return event


_RETURN_DRAWN = ReplacementAbility(REPLACEMENT_TEXT, _applies_to_draw, _draw_to_command_zone,
                                   zones=("library",))
_DRAWN = -3         # the key of 903.9b on a draw


def _replacements(state: GameState, event: Event
                  ) -> list[tuple[tuple[int, int], ReplacementAbility, GameObject]]:
    """903.9b: a commander that would be put into its owner's hand or library, or drawn.
    The key names the destination, so the effect may apply again to the same event once
    another replacement sends it to the other one (903.9b's exception to 614.5)."""
    if not state.commanders:
        return []
    if isinstance(event, Draw):
        library = state.players[event.player].library
        if library and is_commander(state, library[0]):
            return [((library[0], _DRAWN), _RETURN_DRAWN, state.objects[library[0]])]
        return []
    if not isinstance(event, ZoneMove) or event.to_zone not in _DESTINATIONS:
        return []
    obj = state.get(event.obj)
    if obj is None or obj.kind != "card" or not is_commander(state, obj.id):
        return []
    return [((obj.id, _DESTINATIONS[event.to_zone]), _RETURN, obj)]


RULE_REPLACEMENTS.append(_replacements)


# -- state-based actions (704.6c, 704.6d) ---------------------------------------------------
def damage_losers(state: GameState) -> list[tuple[int, str, str]]:
    """704.6c / 903.10a: players dealt 21 or more combat damage by the same commander
    (each partner separately, 702.124d); not in Brawl (903.12h)."""
    if state.variant == "brawl":
        return []
    out: list[tuple[int, str, str]] = []
    for player in state.players:
        if not player.in_game:
            continue
        worst = max((n for _, n in damage_taken(state, player.index)), default=0)
        if worst >= COMMANDER_DAMAGE_TO_LOSE:
            out.append((player.index, "704.6c",
                        f"{worst} combat damage from one commander (903.10a)"))
    return out


def returns(ctx: Ctx) -> list[int]:
    """704.6d / 903.9a: commanders put into a graveyard or exile since state-based actions
    were last checked, whose owners choose to put them into the command zone. The notes
    are cleared: this check is the one that counts."""
    state = ctx.state
    moved = [(i, r) for i, r in enumerate(state.commanders) if r.moved]
    if not moved:
        return []
    state.commanders = tuple(replace(r, moved=False) if r.moved else r
                             for r in state.commanders)
    chosen: list[int] = []
    for _, record in moved:
        obj = state.get(record.obj) if record.obj is not None else None
        if obj is None or obj.zone not in ("graveyard", "exile"):
            continue
        if ctx.may(record.owner, f"{state.players[record.owner].name}: put your commander "
                                 f"{ctx.name(obj.id)} from your {obj.zone} into the command "
                                 f"zone? (704.6d, 903.9a)"):
            chosen.append(obj.id)
    return chosen
