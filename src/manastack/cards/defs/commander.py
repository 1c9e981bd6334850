"""Cards that refer to commanders (903) in ways the Oracle compiler has no template for:
Path of Ancestry (a rider on its mana, 106.6) and Command Beacon (moving your commander).
"Add one mana of any color in your commander's color identity" alone is compiled
(cards/oracle/clauses/commander.py)."""

from __future__ import annotations

from dataclasses import replace

from manastack.cards.dsl import activated, card, scry, tap_for_mana, triggered
from manastack.cards.oracle.clauses.commander import commander_identity_mana
from manastack.cards.registry import register
from manastack.rules.abilities import Cost, ReplacementAbility
from manastack.rules.commander import commanders_of, in_command_zone
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event, ZoneMove
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaUnit
from manastack.rules.mana_abilities import RIDERS, RestrictedManaAbility
from manastack.rules.state import ZONES, GameObject, GameState, PendingTrigger

PATH = "Path of Ancestry"
PATH_MANA_TEXT = ("{T}: Add one mana of any color in your commander's color identity. When that "
                  "mana is spent to cast a creature spell that shares a creature type with your "
                  "commander, scry 1.")
PATH_SCRY_TEXT = ("When that mana is spent to cast a creature spell that shares a creature type "
                  "with your commander, scry 1.")
PATH_RIDER = "path of ancestry: scry 1"


def _enters_self(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, ZoneMove) and event.obj == source.id and \
        event.to_zone == "battlefield"


def _tapped(ctx: Ctx, event: Event, source: GameObject) -> Event:
    assert isinstance(event, ZoneMove)
    return replace(event, tapped=True)


ENTERS_TAPPED = ReplacementAbility("This land enters tapped.", _enters_self, _tapped,
                                   zones=ZONES)     # 614.1c


def _never(state: GameState, event: Event, source: GameObject) -> bool:
    return False        # triggered by its mana's rider, not by an event


def _scry_one(ctx: Ctx, r: Resolving) -> None:
    scry(ctx, r.controller, 1)      # 701.22a


PATH_SCRY = triggered(PATH_SCRY_TEXT, _never, _scry_one)


def _path_rider(ctx: Ctx, paying_for: int | None, unit: ManaUnit) -> None:
    """106.6 / 603.2: this mana spent to cast a creature spell that shares a creature type
    with its caster's commander (903.3e: its characteristics now) triggers the scry of the
    land that made it."""
    s = ctx.state
    spell = s.get(paying_for) if paying_for is not None else None
    land = s.last_known(unit.source) if unit.source is not None else None
    if spell is None or spell.zone != "stack" or spell.kind not in ("card", "copy") \
            or land is None or land.card.name != PATH:
        return
    chars = characteristics(s, spell.id)
    you = chars.controller
    if not chars.is_creature or not any(
            chars.subtypes & characteristics(s, c).subtypes for c in commanders_of(s, you)):
        return
    index = next(i for i, a in enumerate(land.card.abilities) if a is PATH_SCRY)
    s.pending_triggers = (*s.pending_triggers,
                          PendingTrigger((PATH, index), land.id, you, (), len(s.pending_triggers)))
    ctx.log("603.2", f"{ctx.name(land.id)}'s mana was spent on {ctx.name(spell.id)}, which "
            "shares a creature type with its caster's commander: scry 1 triggers")


RIDERS[PATH_RIDER] = _path_rider


def _commander_to_hand(ctx: Ctx, r: Resolving) -> None:
    """Put your commander into your hand from the command zone; with two, you choose which
    (702.124e). On the way, 903.9b lets you keep it in the command zone."""
    mine = in_command_zone(ctx.state, r.controller)
    if not mine:
        return
    chosen = mine[0] if len(mine) == 1 else ctx.pick(
        r.controller, "choose the commander to put into your hand (702.124e)", mine, 1)[0]
    ctx.move(chosen, "hand", "put")


register(
    card(PATH, ENTERS_TAPPED,
         RestrictedManaAbility(PATH_MANA_TEXT, Cost(tap=True), mana=commander_identity_mana,
                               rider=PATH_RIDER),
         PATH_SCRY),
    card("Command Beacon", tap_for_mana("C"),
         activated("{T}, Sacrifice this land: Put your commander into your hand from the "
                   "command zone.", Cost(tap=True, sacrifice_self=True), _commander_to_hand)),
)
