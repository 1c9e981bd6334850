"""The starter pool: creatures, burn, card draw, removal and more.

Each definition has the card's Oracle text above it; characteristics and keyword abilities
come from the card database (cards/dsl.py).
"""

from manastack.cards.dsl import (
    ANY_TARGET,
    TARGET_CREATURE,
    TARGET_CREATURE_SPELL,
    TARGET_NONCREATURE_SPELL,
    TARGET_OPPONENT,
    TARGET_PERMANENT,
    TARGET_PLAYER,
    TARGET_PLAYER_OR_PLANESWALKER,
    TARGET_SPELL,
    activated,
    at_step,
    attached_pt,
    attached_rules,
    card,
    counter_target,
    creature_you_control_attacks,
    creatures_of,
    deal_damage,
    destroy_all,
    destroy_target,
    dies_self,
    draw_cards,
    enters_self,
    equip,
    loyalty,
    own_rules,
    player_of,
    pump,
    pump_target,
    return_target_to_hand,
    scry,
    spell,
    tap_for_mana,
    target,
    target_card_in_your_graveyard,
    target_creature_where,
    target_draws,
    token,
    triggered,
)
from manastack.cards.registry import register
from manastack.rules.abilities import Effect
from manastack.rules.context import Ctx, Resolving
from manastack.rules.drawing import each_player_draws
from manastack.rules.events import Event, ZoneMove
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState

# 303.4a: "Enchant creature" -- what an Aura spell targets and what the Aura may enchant.
ENCHANT_CREATURE = target("enchant creature", TARGET_CREATURE.allows)
TARGET_CREATURE_CARD_IN_YOUR_GRAVEYARD = target_card_in_your_graveyard(
    "target creature card from your graveyard", lambda c: c.is_creature)
TWO_TARGET_LANDS = target("two target lands",
                          lambda s, ref, _c: ref >= 0 and characteristics(s, ref).is_("Land"),
                          count=2)

# Tokens (111.4), registered so that saves can name them.
SPIRIT = token("Spirit", ["Creature"], ["Spirit"], ["W"], 1, 1, ["flying"],
               key="Spirit token (1/1 white, flying)")
BEAST = token("Beast", ["Creature"], ["Beast"], ["G"], 3, 3, key="Beast token (3/3 green)")


# -- effects longer than a line -------------------------------------------------------------
def _draw_then_lose_life(ctx: Ctx, r: Resolving) -> None:
    ctx.draw(r.controller)
    ctx.lose_life(r.controller, 1)


def _target_draws_two_loses_two(ctx: Ctx, r: Resolving) -> None:
    player = player_of(r.target())
    if player is not None:
        ctx.draw(player, 2)
        ctx.lose_life(player, 2)


def _target_discards_two(ctx: Ctx, r: Resolving) -> None:
    """701.9a: the player discarding chooses the cards (they have no choice with two or
    fewer)."""
    player = player_of(r.target())
    if player is None:
        return
    hand = ctx.state.players[player].hand
    chosen = list(hand) if len(hand) <= 2 else ctx.pick(player, "discard two cards", hand, 2)
    for oid in chosen:
        ctx.discard(oid)


def _scry_then_draw(amount: int) -> Effect:
    def effect(ctx: Ctx, r: Resolving) -> None:
        scry(ctx, r.controller, amount)
        ctx.draw(r.controller)
    return effect


def _destroy_all_creatures(ctx: Ctx, r: Resolving) -> None:
    destroy_all(ctx, [o.id for o in ctx.state.permanents()
                      if characteristics(ctx.state, o.id).is_creature])


def _each_player_draws(ctx: Ctx, r: Resolving) -> None:
    # 121.2c-d: active player (or team, in its chosen order) first, then turn order.
    each_player_draws(ctx, {p: 1 for p in ctx.state.living_players()})


def _target_mills_twenty(ctx: Ctx, r: Resolving) -> None:
    player = player_of(r.target())
    if player is not None:
        ctx.mill(player, 20)


def _untap_targets(ctx: Ctx, r: Resolving) -> None:
    for index in range(len(r.targets)):
        oid = r.target(index)
        if oid is not None:
            ctx.untap(oid)


def _create_beast(ctx: Ctx, r: Resolving) -> None:
    ctx.create_token(r.controller, BEAST)


def _overrun(ctx: Ctx, r: Resolving) -> None:
    pump(ctx, r, creatures_of(ctx.state, r.controller), 3, 3, "trample")


def _create_spirit(ctx: Ctx, r: Resolving) -> None:
    ctx.create_token(r.controller, SPIRIT)


def _hellrider_damage(ctx: Ctx, r: Resolving) -> None:
    # The player or planeswalker that creature was declared attacking (508.1b), even if
    # it has left combat since.
    ctx.damage(r.source, r.event["defender"], 1)


def _firebreathing(ctx: Ctx, r: Resolving) -> None:
    pump(ctx, r, [r.source], 1, 0)


def _artifact_to_graveyard(state: GameState, event: Event, source: GameObject) -> bool:
    """"Whenever an artifact is put into a graveyard from the battlefield": a
    leaves-the-battlefield ability (603.6c), so it looks back in time (603.10a): the
    permanent counts as an artifact if it was one as it last existed on the battlefield,
    effects included (608.2h, 613.1d)."""
    if not isinstance(event, ZoneMove) or event.to_zone != "graveyard" or event.new_id is None:
        return False
    old = state.lki.get(event.obj)
    return old is not None and old.zone == "battlefield" and \
        characteristics(state, event.obj).is_("Artifact")


def _target_loses_one(ctx: Ctx, r: Resolving) -> None:
    player = player_of(r.target())
    if player is not None:
        ctx.lose_life(player, 1)


def _becomes_an_artifact(ctx: Ctx, r: Resolving) -> None:
    """205.1b: "becomes an artifact in addition to its other types" (layer 4, 613.1d),
    until end of turn (514.2)."""
    oid = r.target()
    if oid is not None:
        ctx.add_effect("add_types", (("Artifact",), ()), [oid], "end of turn", source=r.source,
                       controller=r.controller)


ETB_DRAW = "When this creature enters, draw a card."

register(
    SPIRIT,
    BEAST,
    # -- creatures ---------------------------------------------------------------------------
    # {T}: Add {G}.
    card("Llanowar Elves", tap_for_mana("G")),
    card("Gray Ogre"),
    card("Grizzly Bears"),
    card("Savannah Lions"),
    card("Centaur Courser"),
    # Flying
    card("Wind Drake"),
    # Reach
    card("Giant Spider"),
    # Flying / Vigilance
    card("Serra Angel"),
    # Haste
    card("Raging Goblin"),
    # Menace
    card("Boggart Brute"),
    # Trample
    card("Colossal Dreadmaw"),
    # Deathtouch
    card("Typhoid Rats"),
    # Reach / Deathtouch
    card("Deadly Recluse"),
    # Lifelink
    card("Child of Night"),
    # Flying / Deathtouch / Lifelink
    card("Vampire Nighthawk"),
    # Indestructible
    card("Darksteel Myr"),
    # Hexproof
    card("Gladecover Scout"),
    # Flash / Deathtouch
    card("Ambush Viper"),
    # First strike
    card("Youthful Knight"),
    # Double strike
    card("Fencing Ace"),
    # Hexproof / This creature can't be blocked.
    card("Invisible Stalker", own_rules("This creature can't be blocked.", "can't be blocked")),
    # When this creature enters, draw a card.
    card("Elvish Visionary", triggered(ETB_DRAW, enters_self, draw_cards(1))),
    # Defender / When this creature enters, draw a card.
    card("Wall of Omens", triggered(ETB_DRAW, enters_self, draw_cards(1))),
    # Flying / When this creature enters, draw a card.
    card("Cloudkin Seer", triggered(ETB_DRAW, enters_self, draw_cards(1))),
    # When this creature enters, you may return target creature card from your graveyard
    # to your hand.
    card("Gravedigger", triggered(
        "When this creature enters, you may return target creature card from your graveyard "
        "to your hand.", enters_self, return_target_to_hand,
        TARGET_CREATURE_CARD_IN_YOUR_GRAVEYARD, optional=True)),
    # When this creature dies, create a 1/1 white Spirit creature token with flying.
    card("Doomed Traveler", triggered(
        "When this creature dies, create a 1/1 white Spirit creature token with flying.",
        dies_self, _create_spirit, look_back=True)),
    # When this creature dies, you may have it deal 1 damage to any target.
    card("Goblin Arsonist", triggered(
        "When this creature dies, you may have it deal 1 damage to any target.",
        dies_self, deal_damage(1), ANY_TARGET, optional=True, look_back=True)),
    # Haste / Whenever a creature you control attacks, this creature deals 1 damage to the
    # player or planeswalker it's attacking.
    card("Hellrider", triggered(
        "Whenever a creature you control attacks, this creature deals 1 damage to the "
        "player or planeswalker it's attacking.", creature_you_control_attacks,
        _hellrider_damage)),
    # Whenever an artifact is put into a graveyard from the battlefield, you may have target
    # opponent lose 1 life.
    card("Disciple of the Vault", triggered(
        "Whenever an artifact is put into a graveyard from the battlefield, you may have "
        "target opponent lose 1 life.", _artifact_to_graveyard, _target_loses_one,
        TARGET_OPPONENT, optional=True, look_back=True)),
    # {T}: This creature deals 1 damage to any target.
    card("Prodigal Pyromancer", activated(
        "{T}: This creature deals 1 damage to any target.", "{T}", deal_damage(1),
        ANY_TARGET)),
    # Flying / {R}: This creature gets +1/+0 until end of turn.
    card("Shivan Dragon", activated(
        "{R}: This creature gets +1/+0 until end of turn.", "{R}", _firebreathing)),
    # -- burn ----------------------------------------------------------------------------------
    # Lightning Bolt deals 3 damage to any target.
    card("Lightning Bolt", spell=spell(deal_damage(3), ANY_TARGET)),
    # Shock deals 2 damage to any target.
    card("Shock", spell=spell(deal_damage(2), ANY_TARGET)),
    # Searing Spear deals 3 damage to any target.
    card("Searing Spear", spell=spell(deal_damage(3), ANY_TARGET)),
    # Flame Slash deals 4 damage to target creature.
    card("Flame Slash", spell=spell(deal_damage(4), TARGET_CREATURE)),
    # Lava Axe deals 5 damage to target player or planeswalker.
    card("Lava Axe", spell=spell(deal_damage(5), TARGET_PLAYER_OR_PLANESWALKER)),
    # -- card draw -------------------------------------------------------------------------------
    # Draw two cards.
    card("Divination", spell=spell(draw_cards(2))),
    # Scry 1. / Draw a card.
    card("Opt", spell=spell(_scry_then_draw(1))),
    # Scry 2, then draw a card.
    card("Preordain", spell=spell(_scry_then_draw(2))),
    # Target player draws two cards.
    card("Inspiration", spell=spell(target_draws(2), TARGET_PLAYER)),
    # Target player draws two cards and loses 2 life.
    card("Sign in Blood", spell=spell(_target_draws_two_loses_two, TARGET_PLAYER)),
    # -- counterspells ---------------------------------------------------------------------------
    # Counter target spell.
    card("Counterspell", spell=spell(counter_target, TARGET_SPELL)),
    # Counter target spell.
    card("Cancel", spell=spell(counter_target, TARGET_SPELL)),
    # Counter target creature spell.
    card("Essence Scatter", spell=spell(counter_target, TARGET_CREATURE_SPELL)),
    # Counter target noncreature spell.
    card("Negate", spell=spell(counter_target, TARGET_NONCREATURE_SPELL)),
    # -- pump ------------------------------------------------------------------------------------
    # Target creature gets +3/+3 until end of turn.
    card("Giant Growth", spell=spell(pump_target(3, 3), TARGET_CREATURE)),
    # Target creature gets +4/+4 until end of turn.
    card("Titanic Growth", spell=spell(pump_target(4, 4), TARGET_CREATURE)),
    # -- removal and disruption ------------------------------------------------------------------
    # Destroy target creature.
    card("Murder", spell=spell(destroy_target, TARGET_CREATURE)),
    # Destroy target nonblack creature.
    card("Doom Blade", spell=spell(destroy_target, target_creature_where(
        "target nonblack creature", lambda c: "B" not in c.colors))),
    # Destroy target nonartifact creature.
    card("Go for the Throat", spell=spell(destroy_target, target_creature_where(
        "target nonartifact creature", lambda c: not c.is_("Artifact")))),
    # Return target creature to its owner's hand.
    card("Unsummon", spell=spell(return_target_to_hand, TARGET_CREATURE)),
    # Destroy all creatures.
    card("Day of Judgment", spell=spell(_destroy_all_creatures)),
    # Target player discards two cards.
    card("Mind Rot", spell=spell(_target_discards_two, TARGET_PLAYER)),
    # Return target creature card from your graveyard to your hand.
    card("Raise Dead", spell=spell(return_target_to_hand,
                                   TARGET_CREATURE_CARD_IN_YOUR_GRAVEYARD)),
    # -- enchantments ----------------------------------------------------------------------------
    # At the beginning of your upkeep, you draw a card and you lose 1 life.
    card("Phyrexian Arena", triggered(
        "At the beginning of your upkeep, you draw a card and you lose 1 life.",
        at_step("upkeep"), _draw_then_lose_life)),
    # Enchant creature / Enchanted creature can't attack or block.
    card("Pacifism", attached_rules("Enchanted creature can't attack or block.",
                                    "can't attack", "can't block"), enchant=ENCHANT_CREATURE),
    # Enchant creature / Enchanted creature gets +1/+2.
    card("Holy Strength", attached_pt("Enchanted creature gets +1/+2.", 1, 2),
         enchant=ENCHANT_CREATURE),
    # Enchant creature / Enchanted creature gets +2/+1.
    card("Unholy Strength", attached_pt("Enchanted creature gets +2/+1.", 2, 1),
         enchant=ENCHANT_CREATURE),
    # Enchant creature / Enchanted creature gets -2/-2.
    card("Dead Weight", attached_pt("Enchanted creature gets -2/-2.", -2, -2),
         enchant=ENCHANT_CREATURE),
    # -- equipment -------------------------------------------------------------------------------
    # Equipped creature gets +1/+1. / Equip {1}
    card("Short Sword", attached_pt("Equipped creature gets +1/+1.", 1, 1), equip("{1}")),
    # Equipped creature gets +2/+0. / Equip {1}
    card("Bonesplitter", attached_pt("Equipped creature gets +2/+0.", 2, 0), equip("{1}")),
    # -- artifacts -------------------------------------------------------------------------------
    # {T}: Target permanent becomes an artifact in addition to its other types until end of
    # turn.
    card("Liquimetal Coating", activated(
        "{T}: Target permanent becomes an artifact in addition to its other types until end "
        "of turn.", "{T}", _becomes_an_artifact, TARGET_PERMANENT)),
    # -- planeswalkers ---------------------------------------------------------------------------
    # [+2]: Each player draws a card. / [−1]: Target player draws a card.
    # [−10]: Target player mills twenty cards.
    card("Jace Beleren",
         loyalty(2, "[+2]: Each player draws a card.", _each_player_draws),
         loyalty(-1, "[−1]: Target player draws a card.", target_draws(1), TARGET_PLAYER),
         loyalty(-10, "[−10]: Target player mills twenty cards.", _target_mills_twenty,
                 TARGET_PLAYER)),
    # [+1]: Untap two target lands. / [−1]: Create a 3/3 green Beast creature token.
    # [−4]: Creatures you control get +3/+3 and gain trample until end of turn.
    card("Garruk Wildspeaker",
         loyalty(1, "[+1]: Untap two target lands.", _untap_targets, TWO_TARGET_LANDS),
         loyalty(-1, "[−1]: Create a 3/3 green Beast creature token.", _create_beast),
         loyalty(-4, "[−4]: Creatures you control get +3/+3 and gain trample until end of "
                 "turn.", _overrun)),
)
