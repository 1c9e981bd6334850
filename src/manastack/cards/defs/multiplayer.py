"""Cards of multiplayer play: the monarch (724), and "the active player" of an effect
with shared team turns (805.9).

Each definition has the card's Oracle text above it; characteristics and keyword abilities
come from the card database (cards/dsl.py). The monarch's own two triggered abilities are
rules, not card text (rules/designations.py).
"""

from manastack.cards.dsl import (
    at_step,
    card,
    controller_of,
    enters_self,
    parse_cost,
    target,
    token,
    triggered,
)
from manastack.cards.registry import register
from manastack.rules.abilities import ActivatedAbility, TriggeredAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.designations import MONARCH_CARD, exile_until_opponent_monarch
from manastack.rules.events import AddMana, Event
from manastack.rules.layers import characteristics
from manastack.rules.mana import COLORS, ManaUnit
from manastack.rules.multiplayer import the_active_player
from manastack.rules.state import GameObject, GameState

# 111.4: "a 1/1 black Assassin creature token with deathtouch and haste".
ASSASSIN = token("Assassin", ["Creature"], ["Assassin"], ["B"], 1, 1, ["deathtouch", "haste"],
                 key="Assassin token (1/1 black, deathtouch, haste)")

# 115.1: "target creature an opponent controls" (an opponent: a player of another team).
TARGET_CREATURE_AN_OPPONENT_CONTROLS = target(
    "target creature an opponent controls",
    lambda s, ref, c: ref >= 0 and characteristics(s, ref).is_creature
    and s.players[characteristics(s, ref).controller].team != s.players[c].team)


def _you_become_the_monarch(ctx: Ctx, r: Resolving) -> None:
    ctx.become_monarch(r.controller)


def _become_monarch_on_enter(text: str) -> TriggeredAbility:
    """"When this creature enters, you become the monarch." (724.1, 724.3)"""
    return triggered(text, enters_self, _you_become_the_monarch)


def _an_opponent_is_monarch(state: GameState, source: GameObject) -> bool:
    """"if an opponent is the monarch" (603.4: checked as it triggers and resolves)."""
    monarch = state.monarch
    if monarch is None:
        return False
    me = controller_of(state, source.id) if source.id in state.objects else source.controller
    return state.players[monarch].team != state.players[me].team


def _create_assassin(ctx: Ctx, r: Resolving) -> None:
    ctx.create_token(r.controller, ASSASSIN)


def _exile_until_opponent_monarch(ctx: Ctx, r: Resolving) -> None:
    """610.3: exile it until an opponent becomes the monarch; 610.3b: not if an opponent
    has already become the monarch since this ability triggered (as Palace Jailer
    entered)."""
    from manastack.rules.designations import crowned_since
    oid = r.target()
    if oid is None:
        return
    jailer = ctx.state.last_known(int(r.event.get("new_id", r.source)))
    triggered_at = jailer.timestamp if jailer is not None else 0
    if crowned_since(ctx.state, r.controller, triggered_at):
        ctx.log("610.3b", f"{ctx.name(oid)} isn't exiled: an opponent has become the monarch "
                "since the ability triggered")
        return
    exile_until_opponent_monarch(ctx, oid, r.controller)


def _you_tap_a_land_while_monarch(state: GameState, event: Event, source: GameObject) -> bool:
    """"Whenever you tap a land for mana while you're the monarch" (106.12a: as the mana
    ability resolves and produces mana)."""
    if not isinstance(event, AddMana) or not event.tapped_for_mana or event.source is None:
        return False
    me = controller_of(state, source.id)
    if event.player != me or state.monarch != me or state.last_known(event.source) is None:
        return False
    return characteristics(state, event.source).is_("Land")


def _add_one_mana_of_any_color(ctx: Ctx, r: Resolving) -> None:
    options = [Choice("mana", (c,), f"add {{{c}}}") for c in COLORS]
    answer = ctx.choose(r.controller, DecisionKind.COLOR,
                        "Regal Behemoth: add one mana of any color", options)
    ctx.log("605.4a", "Regal Behemoth's triggered mana ability resolves at once, without the "
            "stack", "Regal Behemoth")
    ctx.add_mana(r.controller, [ManaUnit(str(answer.args[0]), r.source)], source=r.source)


# 605.1b: a triggered mana ability (no target; triggers from a mana ability resolving).
REGAL_BEHEMOTH_MANA = TriggeredAbility(
    "Whenever you tap a land for mana while you're the monarch, add an additional one mana "
    "of any color.", _you_tap_a_land_while_monarch, _add_one_mana_of_any_color, mana=True)


def _belbe_mana(ctx: Ctx, r: Resolving) -> None:
    """"The active player adds {C}{C} for each of your opponents who lost life this turn"
    (810.9: life is lost by each player, so each opponent counts by themselves). Which
    player is "the active player" is a choice only when mana is added (805.9)."""
    s = ctx.state
    losers = [q for q in s.opponents(r.controller) if s.players[q].life_lost_this_turn > 0]
    if not losers:
        return
    player = the_active_player(ctx, r.controller, "Belbe, Corrupted Observer")
    if player is not None:
        ctx.add_mana(player, [ManaUnit("C", r.source)] * (2 * len(losers)), source=r.source)


register(
    ASSASSIN,
    # At the beginning of each postcombat main phase, the active player adds {C}{C} for
    # each of your opponents who lost life this turn. (Damage causes loss of life.)
    card("Belbe, Corrupted Observer",
         triggered("At the beginning of each postcombat main phase, the active player adds "
                   "{C}{C} for each of your opponents who lost life this turn.",
                   at_step("postcombat main", "each"), _belbe_mana)),
    MONARCH_CARD,
    # Deathtouch, haste
    # When Queen Marchesa enters, you become the monarch.
    # At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black
    # Assassin creature token with deathtouch and haste.
    card("Queen Marchesa",
         _become_monarch_on_enter("When Queen Marchesa enters, you become the monarch."),
         triggered("At the beginning of your upkeep, if an opponent is the monarch, create a "
                   "1/1 black Assassin creature token with deathtouch and haste.",
                   at_step("upkeep"), _create_assassin,
                   intervening_if=_an_opponent_is_monarch)),
    # When this creature enters, you become the monarch.
    # When this creature enters, exile target creature an opponent controls until an
    # opponent becomes the monarch.
    card("Palace Jailer",
         _become_monarch_on_enter("When this creature enters, you become the monarch."),
         triggered("When this creature enters, exile target creature an opponent controls "
                   "until an opponent becomes the monarch.", enters_self,
                   _exile_until_opponent_monarch, TARGET_CREATURE_AN_OPPONENT_CONTROLS)),
    # Trample
    # When this creature enters, you become the monarch.
    # Whenever you tap a land for mana while you're the monarch, add an additional one mana
    # of any color.
    card("Regal Behemoth",
         _become_monarch_on_enter("When this creature enters, you become the monarch."),
         REGAL_BEHEMOTH_MANA),
    # Deathtouch
    # When this creature enters, you become the monarch.
    card("Thorn of the Black Rose",
         _become_monarch_on_enter("When this creature enters, you become the monarch.")),
    # {T}: Add {C}.
    # {4}, {T}, Sacrifice this land: You become the monarch.
    card("Throne of the High City",
         ActivatedAbility("{T}: Add {C}.", parse_cost("{T}"), mana=lambda s, o: (("C",),)),
         ActivatedAbility("{4}, {T}, Sacrifice this land: You become the monarch.",
                          parse_cost("{4}, {T}, Sacrifice this land"), _you_become_the_monarch)),
)
