"""Casting spells (601), activating abilities (602, 605, 606), playing lands (305) and
paying costs (118, 601.2f-h), with the legal actions a player has at priority (117)."""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Sequence
from functools import partial

from manastack.rules import convoke, face_down, foretell, knowledge, suspend
from manastack.rules.abilities import (
    ActivatedAbility,
    CardDef,
    Cost,
    SpellAbility,
    TargetRef,
    TargetSpec,
)
from manastack.rules.adventure import adventure_of, cast_face, exiled_on_adventure, modal_back
from manastack.rules.any_mana_costs import announce_any_mana
from manastack.rules.cast_restrictions import cast_prohibited
from manastack.rules.commander import in_command_zone, tax
from manastack.rules.context import ZONE_RULES, Ctx, RulesError
from manastack.rules.control import changed_since_observed
from manastack.rules.cost_records import note_counters_removed, note_sacrificed
from manastack.rules.crew import can_crew, pay_crew
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.division import announce_division, target_limit
from manastack.rules.energy import pay_energy
from manastack.rules.events import AbilityActivated, BecameTargets, SpellCast, ZoneMove
from manastack.rules.granted import ability_key
from manastack.rules.graveyard_casts import castable_from_graveyard, use_permission
from manastack.rules.land_plays import land_plays
from manastack.rules.layers import Chars, characteristics
from manastack.rules.mana import ManaCost, SourceOffer
from manastack.rules.modes import choose_modes, mode_targets, selectable_modes
from manastack.rules.ninjutsu import RETURNED_ATTACKING
from manastack.rules.once_each_turn import activated_this_turn, note_activation
from manastack.rules.overload import OVERLOAD
from manastack.rules.player_prohibitions import CAST, prohibited
from manastack.rules.prototype import PROTOTYPE, prototype_of
from manastack.rules.spell_costs import (
    ENTWINE,
    AdditionalCost,
    OptionalCost,
    alternative_allowed,
    alternative_costs,
    cost_increase,
    cost_reduction,
    either_choices,
    either_costs,
    optional_costs,
    total_cost,
    with_target_increase,
)
from manastack.rules.split_second import split_second_on_stack
from manastack.rules.state import GameObject, GameState, Step
from manastack.rules.targets import candidates, source_objects
from manastack.rules.top_of_library import castable_from_top
from manastack.rules.turn_prohibitions import activation_forbidden

MAIN_PHASES = (Step.MAIN1, Step.MAIN2)
PASS = Choice("pass", (), "pass")
# A rule marker (Chars.rules) of a permanent whose controller may cast spells as though
# they had flash (Vedalken Orrery; 702.8a).
FLASH_PERMISSION = "its controller may cast spells as though they had flash"


# -- timing and summoning sickness -----------------------------------------------------
def sorcery_timing(state: GameState, player: int) -> bool:
    """307.1 / 117.1a: own main phase, empty stack."""
    if state.stack or state.step not in MAIN_PHASES or state.priority != player:
        return False
    return player == state.active or player in state.teammates(state.active)   # 805.4c


def summoning_sick(state: GameState, obj: GameObject, chars: Chars | None = None) -> bool:
    """302.6: a creature that its controller hasn't controlled continuously since their
    most recent turn began can't attack or use {T}/{Q} abilities (haste ignores it)."""
    chars = chars or characteristics(state, obj.id)
    if not chars.is_creature or chars.has("haste"):
        return False
    if changed_since_observed(state, obj, chars.controller):
        return True       # its control changed just now (rules/control.py)
    return obj.control_since >= state.players[chars.controller].last_turn


def cant_tap_for(state: GameState, player: int, obj: GameObject, last_turn: int | None = None
                 ) -> bool:
    """Whether the permanent can't be tapped now to pay {T} for `player` (107.5, 302.6),
    when no continuous effect exists (its printed characteristics and the controller it
    entered with are the ones that count). `last_turn`: the player's, if already known."""
    card = obj.card
    if obj.tapped or obj.zone != "battlefield" or obj.controller != player:
        return True
    if "Creature" not in card.types or "haste" in card.keywords:
        return False
    if last_turn is None:
        last_turn = state.players[player].last_turn
    return obj.control_since >= last_turn or changed_since_observed(state, obj, player)


def _cost_blocked(state: GameState, obj: GameObject, chars: Chars, cost: Cost) -> str | None:
    """Why the non-mana part of a cost can't be paid now, or None (118.3, 107.5, 107.6)."""
    if cost.tap:
        if obj.tapped:
            return ("107.5: a permanent that's already tapped can't be tapped again to pay "
                    "the {T} cost")
        if summoning_sick(state, obj, chars):
            return ("302.6 / 107.5: a creature's {T} ability can't be activated unless it has been "
                    "under its controller's control continuously since their most recent turn "
                    "began")
    if cost.untap:
        if not obj.tapped:
            return ("107.6: a permanent that's already untapped can't be untapped again to pay "
                    "the {Q} cost")
        if summoning_sick(state, obj, chars):
            return ("302.6 / 107.6: a creature's {Q} ability can't be activated unless it has been "
                    "under its controller's control continuously since their most recent turn "
                    "began")
    for others, untap in ((cost.tap_others, False), (cost.untap_others, True)):
        if others and len(_other_permanents_for_cost(state, chars.controller, obj, cost,
                                                     untap)) < others[0]:
            verb = "untap" if untap else "tap"
            return f"118.3: there aren't {others[0]} {others[1]} to {verb}"
    player = state.players[chars.controller]
    if not state.can_pay_life(chars.controller, cost.life):
        return "119.4: not enough life to pay"
    if cost.energy > player.energy:
        return f"107.14: fewer than {cost.energy} energy counters to pay"
    if cost.return_to_hand and len(_returnable(state, chars.controller, cost, obj.id)) \
            < cost.return_to_hand[0]:
        return f"118.3: fewer than {cost.return_to_hand[0]} {cost.return_to_hand[1]} to return"
    if cost.exile_cards and len(exilable_for_cost(state, chars.controller, cost, obj.id)) \
            < cost.exile_cards.count:
        return f"118.3: not {cost.exile_cards.words} to exile"
    if len(player.library) < cost.mill:
        return f"701.17b: fewer than {cost.mill} cards in the library to mill"
    if len(player.hand) < cost.discard + cost.discard_random:
        return "118.3: not enough cards in hand to discard"
    if cost.discard_quality and len(discardable_for_cost(state, chars.controller, cost, obj.id)) \
            < cost.discard:
        return f"118.3: not {cost.discard} {cost.discard_quality[0]} in hand to discard"
    if cost.discard_self and obj.zone != "hand":
        return "118.3: this card isn't in a hand to be discarded"
    if cost.reveal and not revealable_for_cost(state, chars.controller, cost, obj.id):
        return f"118.3: no {cost.reveal[0]} in hand to reveal"
    if cost.exile_self and obj.zone != "graveyard":
        return "118.3: this card isn't in a graveyard to be exiled"
    if cost.remove_counters:
        kind, n = cost.remove_counters
        if obj.counters.get(kind, 0) < n:
            return f"118.3: fewer than {n} {kind} counters"
    if cost.remove_counter_from and not _counter_holders(state, chars.controller, cost, obj.id):
        kind, words, _ = cost.remove_counter_from
        return f"118.3: no {words} has a {kind} counter to remove"
    if cost.loyalty is not None and cost.loyalty < 0 and obj.counters.get("loyalty", 0) < -cost.loyalty:
        return "606.6: not enough loyalty"
    if cost.sacrifice:
        card_type, n = cost.sacrifice
        if len(_sacrifice_candidates(state, chars.controller, cost, obj.id)) < n:
            return f"118.3: fewer than {n} {card_type}s to sacrifice"
    if cost.crew and not can_crew(state, chars.controller, obj.id, cost.crew):
        return (f"702.122a: the other untapped creatures you control have total power less "
                f"than {cost.crew}")
    if cost.draw:
        from manastack.rules.drawing import draw_choice_blocked
        stop = draw_choice_blocked(state, chars.controller, cost.draw)
        if stop is not None:
            return f"614.17b / 121.2b: the draw can't happen ({stop.reason})"
    return None


def _other_permanents_for_cost(state: GameState, player: int, source: GameObject, cost: Cost,
                               untap: bool) -> list[int]:
    """What may be tapped (or untapped) for "Tap N untapped ... you control": 302.6 doesn't
    apply to them; the source can't be one if {T} ({Q}) already taps (untaps) it (107.5)
    or the cost says "another"."""
    spec = cost.untap_others if untap else cost.tap_others
    if spec is None:
        return []
    own = (cost.untap if untap else cost.tap) or cost.others_exclude_source
    return [o.id for o in state.permanents()
            if o.tapped == untap and not (own and o.id == source.id)
            and characteristics(state, o.id).controller == player
            and spec[2](characteristics(state, o.id))]


def _sacrifice_candidates(state: GameState, player: int, cost: Cost, source: int) -> list[int]:
    """The permanents `player` controls that the cost's "Sacrifice N ..." may take (118.3)."""
    assert cost.sacrifice is not None
    card_type, quality = cost.sacrifice[0], cost.sacrifice_quality
    found = []
    for o in state.permanents():
        ch = characteristics(state, o.id)
        if ch.controller != player:
            continue
        if quality is not None:
            if quality(state, ch, source):
                found.append(o.id)
        elif card_type == "permanent" or ch.is_(card_type):
            found.append(o.id)
    return found


def _returnable(state: GameState, player: int, cost: Cost, source: int) -> list[int]:
    """The permanents `player` controls that "Return N ... to their owner's hand" may take."""
    assert cost.return_to_hand is not None
    qualifies = cost.return_to_hand[2]
    return [o.id for o in state.permanents()
            if (ch := characteristics(state, o.id)).controller == player
            and qualifies(state, ch, source)]


def exilable_for_cost(state: GameState, player: int, cost: Cost, source: int) -> list[int]:
    """The cards in `player`'s graveyard or hand the cost's "Exile N [cards] from your
    graveyard / hand" may take, never the card being cast (601.2a: it's on the stack as its
    costs are paid); for "the top [card] of your graveyard", only the topmost that qualifies
    (404.1: cards go on top, the last in the tuple; 404.2: the order stays)."""
    exile = cost.exile_cards
    assert exile is not None
    found = [oid for oid in state.players[player].zone(exile.zone)
             if oid != source and exile.qualifies(state, characteristics(state, oid), source)]
    return found[-1:] if exile.top_only else found


def discardable_for_cost(state: GameState, player: int, cost: Cost, source: int) -> list[int]:
    """The cards in `player`'s hand a "Discard [N cards]" cost may take (118.3): any card, or
    with a quality ("Discard an Elf card") those that have it; never the card being cast
    (601.2a: it's on the stack as its costs are paid)."""
    hand = state.players[player].hand
    if cost.discard_quality is None:
        return list(hand)
    qualifies = cost.discard_quality[1]
    return [oid for oid in hand
            if oid != source and qualifies(state, characteristics(state, oid), source)]


def revealable_for_cost(state: GameState, player: int, cost: Cost, source: int) -> list[int]:
    """The cards in `player`'s hand a "Reveal [a card of a kind] from your hand" cost may
    reveal (118.3, 701.20a); never the card being cast (601.2a: it's on the stack)."""
    assert cost.reveal is not None
    qualifies = cost.reveal[1]
    return [oid for oid in state.players[player].hand
            if oid != source and qualifies(state, characteristics(state, oid), source)]


def _counter_holders(state: GameState, player: int, cost: Cost, source: int) -> list[int]:
    """The permanents "Remove a [kind] counter from [a permanent you control]" may take the
    counter from: `player` controls them, they qualify and they have such a counter."""
    assert cost.remove_counter_from is not None
    kind, _, qualifies = cost.remove_counter_from
    return [o.id for o in state.permanents() if o.counters.get(kind, 0) > 0
            and (ch := characteristics(state, o.id)).controller == player
            and qualifies(state, ch, source)]


# -- mana sources for automatic payment (rules/mana_abilities.py) ------------------------
def mana_sources(state: GameState, player: int,
                 exclude_tapping: int | None = None) -> list[tuple[SourceOffer, int, int]]:
    """Mana abilities the automatic payer may activate: (offer, object id, ability index)."""
    from manastack.rules import mana_abilities
    return mana_abilities.mana_sources(state, player, exclude_tapping)


def can_pay_mana(state: GameState, player: int, cost: ManaCost,
                 exclude_tapping: int | None = None, paying_for: int | None = None) -> bool:
    from manastack.rules.mana_abilities import can_pay_mana as can_pay
    return can_pay(state, player, cost, exclude_tapping, paying_for)


def potential_mana(state: GameState, player: int) -> int:
    """How much mana a player could make now (an upper bound for X, 107.3)."""
    from manastack.rules import mana_abilities
    return mana_abilities.potential_mana(state, player)


# -- the legal actions at priority ------------------------------------------------------
def priority_options(state: GameState, player: int) -> list[Choice]:
    """117.1: every action the player may take now; passing is always allowed."""
    misc = state.cache().misc
    key = ("priority", player)
    cached: list[Choice] | None = misc.get(key)
    if cached is None:
        cached = misc[key] = _priority_options(state, player)
    return cached


def _priority_options(state: GameState, player: int) -> list[Choice]:
    options = [PASS]
    if state.stack and split_second_on_stack(state):
        # 702.61a-b: no spells, no abilities but mana abilities; special actions remain.
        if state.mana_at_priority:
            options.extend(ability_choices("activate", activatable(state, player, True)))
        options.extend(face_down.turn_up_choices(state, player))          # 116.2b
        options.extend(foretell.foretell_choices(state, player))          # 116.2h
        options.extend(suspend.suspend_choices(state, player, sorcery_timing(state, player),
                                               False))                   # 116.2f
        return options
    p = state.players[player]
    sorcery_ok = sorcery_timing(state, player)
    lands, spells = state.zone_memo(("hand", player), p.hand, _hand_actions, state, p.hand)
    # 305.2; 805.4c: each player of the team
    if sorcery_ok and (p.lands_played < 1 or p.lands_played < land_plays(state, player)):
        options.extend(lands)
    effects = state.has_continuous_effects()
    as_flash = effects and any(
        FLASH_PERMISSION in characteristics(state, o.id).rules for o in state.permanents()
        if o.card.has_static and characteristics(state, o.id).controller == player)
    # Without continuous effects, cards with one definition are alike in hand: one answer
    # for each (restricted mana, 106.6, is judged on the card's characteristics).
    alike: dict[tuple[int, int, str], bool] | None = None if effects else {}
    # 601.3: spells castable from a graveyard too (flashback, 702.34a).
    elsewhere = state.zone_memo(("casts", "graveyard", player), p.graveyard, _zone_casts,
                                state, p.graveyard, "graveyard")
    for oid, card, half, method, fast, choice in (*spells, *elsewhere):
        if not (fast or as_flash or sorcery_ok):
            continue
        if alike is None:
            castable = can_cast(state, player, oid, half, method)
        else:
            key = (id(card), -1 if half is None else half, method or "")
            known = alike.get(key)
            castable = alike[key] = can_cast(state, player, oid, half, method) \
                if known is None else known
        if castable:
            options.append(choice)
    for oid in castable_from_graveyard(state, player):      # 601.3: a permanent's permission
        card = state.objects[oid].card
        if (_instant_speed(card) or as_flash or sorcery_ok) and can_cast(state, player, oid):
            options.append(_cast_choice(oid, card.name))
    for oid in castable_from_top(state, player):         # 601.3: a permanent's permission
        card = state.objects[oid].card
        if (_instant_speed(card) or as_flash or sorcery_ok) and can_cast(state, player, oid):
            options.append(_cast_choice(oid, card.name))
    for oid in exiled_on_adventure(state, player):      # 715.3d
        card = state.objects[oid].card
        if (_instant_speed(card) or as_flash or sorcery_ok) and can_cast(state, player, oid):
            options.append(_cast_choice(oid, card.name))
    options.extend(_foretold_casts(state, player, sorcery_ok or as_flash))      # 702.143a
    if state.commanders:      # 903.8: casting a commander from the command zone
        for oid in in_command_zone(state, player):
            card = state.objects[oid].card
            fast = "Instant" in card.types or "flash" in card.keywords
            if (fast or as_flash or sorcery_ok) and can_cast(state, player, oid):
                options.append(_cast_choice(oid, card.name))
    if sorcery_ok:
        options.extend(face_down.face_down_casts(state, player))     # 702.37c
    options.extend(face_down.turn_up_choices(state, player))          # 116.2b
    options.extend(foretell.foretell_choices(state, player))          # 116.2h
    options.extend(suspend.suspend_choices(state, player, sorcery_ok, as_flash))    # 116.2f
    mana = None if state.mana_at_priority else False
    options.extend(ability_choices("activate", activatable(state, player, mana)))
    # Abilities that work from a graveyard (unearth, 702.84) or a hand (cycling, 702.29a).
    for zone, cards in (("graveyard", p.graveyard), ("hand", p.hand)):
        found = state.zone_memo(("abilities", zone, player), cards, _zone_abilities, state,
                                cards, zone)
        for oid, index, ability in found:
            if activation_problem(state, player, state.objects[oid], index, ability) is None:
                options.append(_activate_choice("activate", oid, index,
                                                state.objects[oid].card.name, ability.text))
    return options


def _foretold_casts(state: GameState, player: int, any_time: bool) -> list[Choice]:
    """702.143a: the foretold cards in `player`'s exile they may cast for their foretell
    cost now (`any_time`: sorcery timing, or flash given)."""
    found = []
    for oid in foretell.foretold_cards(state, player):
        card = castable_card(state.objects[oid])
        if (any_time or _instant_speed(card)) and can_cast(state, player, oid, None,
                                                           foretell.KEYWORD):
            found.append(Choice("cast", (oid, foretell.KEYWORD),
                                f"cast {card.name}#{oid} with foretell"))
    return found


def castable_card(obj: GameObject) -> CardDef:
    """The card an object is cast as: a foretold card face down in exile as the card it is
    (702.143a; 708.9: it is turned face up as it moves to the stack)."""
    if obj.hidden_card is not None and obj.zone == "exile":
        return obj.hidden_card
    return obj.card


# (id, card, half of a split card, alternative cost, instant speed by itself, the choice)
_Spell = tuple[int, CardDef, int | None, str | None, bool, Choice]


def _hand_actions(state: GameState, hand: tuple[int, ...]
                  ) -> tuple[tuple[Choice, ...], tuple[_Spell, ...]]:
    """What a hand offers at priority, as far as the cards alone say: land plays (305.1)
    and spells as `_Spell`s, for the mana cost and each alternative cost (118.9)."""
    lands: list[Choice] = []
    spells: list[_Spell] = []
    for oid in hand:
        card = state.objects[oid].card
        back = modal_back(card)
        if back is not None:            # 712.11b, 712.12: the back face, cast or played
            if back.is_land:
                lands.append(Choice("play", (oid, 1), f"play {card.name}#{oid} as {back.name}"))
            else:
                spells.append((oid, card, 1, None, _instant_speed(back),
                               Choice("cast", (oid, 1), f"cast {card.name}#{oid} as {back.name}")))
        if card.is_land:
            lands.append(Choice("play", (oid,), f"play {card.name}#{oid}"))
            continue
        halves: tuple[CardDef, ...] = card.extra.get("halves", ())   # 709.3: choose a half
        if not halves:
            spells.append((oid, card, None, None, _instant_speed(card),
                           _cast_choice(oid, card.name)))
            spells.extend(_alternative_casts(oid, card, "hand"))
        prototyped = prototype_of(card)
        if prototyped is not None:      # 718.3, 702.160a: cast normally or prototyped
            spells.append((oid, card, PROTOTYPE, None, _instant_speed(prototyped),
                           Choice("cast", (oid, PROTOTYPE), f"cast {card.name}#{oid} prototyped")))
        adventure = adventure_of(card)
        if adventure is not None:       # 715.3: cast normally or as an Adventure
            spells.append((oid, card, 0, None, _instant_speed(adventure),
                           Choice("cast", (oid, 0),
                                  f"cast {card.name}#{oid} as {adventure.name} (an Adventure)")))
        for half, face in enumerate(halves):
            spells.append((oid, card, half, None, _instant_speed(face),
                           Choice("cast", (oid, half), f"cast {card.name}#{oid} as {face.name}")))
    return tuple(lands), tuple(spells)


def _instant_speed(card: CardDef) -> bool:
    return "Instant" in card.types or "flash" in card.keywords


def _alternative_casts(oid: int, card: CardDef, zone: str) -> list[_Spell]:
    """118.9, 601.3: a cast of the card from `zone` for each alternative cost it may be
    cast for there ("cast Firebolt#7 with flashback")."""
    return [(oid, card, None, alt.keyword, _instant_speed(card),
             Choice("cast", (oid, alt.keyword), f"cast {card.name}#{oid} with {alt.keyword}"))
            for alt in alternative_costs(card, zone)]


def _zone_casts(state: GameState, cards: tuple[int, ...], zone: str) -> tuple[_Spell, ...]:
    """The casts these cards allow from `zone` (601.3: flashback from a graveyard)."""
    return tuple(spell for oid in cards
                 for spell in _alternative_casts(oid, state.objects[oid].card, zone))


def _zone_abilities(state: GameState, cards: tuple[int, ...], zone: str
                    ) -> tuple[tuple[int, int, ActivatedAbility], ...]:
    """The activated abilities of these cards that work in `zone` (113.6)."""
    return tuple((oid, index, ability) for oid in cards
                 for index, ability in enumerate(state.objects[oid].card.abilities)
                 if isinstance(ability, ActivatedAbility) and zone in ability.zones)


def activatable(state: GameState, player: int, mana: bool | None = None, exclude: int | None = None
                ) -> list[tuple[int, int, ActivatedAbility, str]]:
    """The activated abilities of permanents that `player` may activate now (602.2, 602.5,
    605.3a) as (object id, ability index, ability, card name): with `mana` True only mana
    abilities, False none of them, None all; never those of `exclude` (605.3c)."""
    if state.has_continuous_effects():
        found = _general_activatable(state, player, mana, exclude)
    else:
        found = _plain_activatable(state, player, mana, exclude)
    if mana is not True:
        found += _any_player_activatable(state, player, exclude)
    return found


def _any_player_activatable(state: GameState, player: int, exclude: int | None
                            ) -> list[tuple[int, int, ActivatedAbility, str]]:
    """602.1b: the abilities of other players' permanents that say "Any player may activate
    this ability." (never mana abilities)."""
    found = []
    for oid in state.zone_memo(("any player",), state.battlefield, _any_player_sources, state):
        chars = characteristics(state, oid)
        if oid == exclude or chars.controller == player:
            continue
        obj = state.objects[oid]
        for index, ability in enumerate(chars.abilities):
            if isinstance(ability, ActivatedAbility) and ability.any_player and \
                    activation_problem(state, player, obj, index, ability) is None:
                found.append((oid, index, ability, obj.card.name))
    return found


def _any_player_sources(state: GameState) -> tuple[int, ...]:
    return tuple(oid for oid in state.battlefield
                 if any(ability.any_player for _, ability, _ in state.objects[oid].card.activated))


def _general_activatable(state: GameState, player: int, mana: bool | None, exclude: int | None
                         ) -> list[tuple[int, int, ActivatedAbility, str]]:
    """Activated abilities as continuous effects leave them (613)."""
    found = []
    for obj in state.permanents():
        if obj.id == exclude:
            continue
        chars = characteristics(state, obj.id)
        if chars.controller != player:
            continue
        for index, ability in enumerate(chars.abilities):
            if isinstance(ability, ActivatedAbility) and \
                    (mana is None or (ability.mana is not None) == mana) and \
                    activation_problem(state, player, obj, index, ability) is None:
                found.append((obj.id, index, ability, obj.card.name))
    return found


def activators(state: GameState, player: int, mana: bool | None = None) -> tuple[int, ...]:
    """When no continuous effect exists: the permanents `player` controls that have
    activated abilities (with `mana` True only those with a mana ability, with False only
    those with another one). Without effects a permanent keeps the controller it entered
    with (613.2 has nothing to apply), so they depend on the battlefield alone."""
    mine: tuple[int, ...] = state.zone_memo(("activators", player, mana), state.battlefield,
                                            _activators, state, player, mana)
    return mine


def _activators(state: GameState, player: int, mana: bool | None) -> tuple[int, ...]:
    def wanted(card: CardDef) -> bool:
        return card.has_activated and (mana is None or any(
            (ability.mana is not None) == mana for _, ability, _ in card.activated))

    objects = state.objects
    return tuple(oid for oid in state.battlefield
                 if objects[oid].controller == player and wanted(objects[oid].card))


def _plain_activatable(state: GameState, player: int, mana: bool | None, exclude: int | None
                       ) -> list[tuple[int, int, ActivatedAbility, str]]:
    """`_general_activatable` when no continuous effect exists: each permanent has its
    printed abilities and the controller it entered with, so the common "{T}: ..." needs
    only the {T} checks (107.5, 302.6)."""
    objects = state.objects
    last_turn = state.players[player].last_turn
    found = []
    for oid in activators(state, player, mana):
        if oid == exclude:
            continue
        obj = objects[oid]
        card = obj.card
        for index, ability, tap_only in card.activated:
            if mana is not None and (ability.mana is not None) != mana:
                continue
            if tap_only:
                if cant_tap_for(state, player, obj, last_turn):
                    continue
            elif activation_problem(state, player, obj, index, ability) is not None:
                continue
            found.append((oid, index, ability, card.name))
    return found


# Choices naming abilities, made once: a choice is fully determined by its key, so the
# cache is right for any game; it is emptied when it grows large.
_CHOICES: dict[tuple[str, int, int, str, str], Choice] = {}


def _activate_choice(verb: str, oid: int, index: int, name: str, text: str) -> Choice:
    key = (verb, oid, index, name, text)
    found = _CHOICES.get(key)
    if found is None:
        if len(_CHOICES) > 100_000:
            _CHOICES.clear()
        found = _CHOICES[key] = Choice(verb, (oid, index), f"{verb} {name}#{oid}: {text}")
    return found


def _cast_choice(oid: int, name: str) -> Choice:
    key = ("cast", oid, -1, name, "")
    found = _CHOICES.get(key)
    if found is None:
        found = _CHOICES[key] = Choice("cast", (oid,), f"cast {name}#{oid}")
    return found


def ability_choices(verb: str, found: list[tuple[int, int, ActivatedAbility, str]]) -> list[Choice]:
    """Choices naming abilities: "activate Forest#3: {T}: Add {G}." (`verb` and the
    object, then the ability's text)."""
    return [_activate_choice(verb, oid, index, name, ability.text)
            for oid, index, ability, name in found]


def _spell_targets(card: CardDef) -> tuple[TargetSpec, ...]:
    if card.spell is not None:
        return card.spell.targets
    aura = card.extra.get("enchant")
    return (aura,) if isinstance(aura, TargetSpec) else ()


def can_cast(state: GameState, player: int, oid: int, half: int | None = None,
             method: str | None = None) -> bool:
    """601.2: could this card be cast now (targets exist, costs payable)? For a split
    card, only the chosen half is evaluated (709.3a); `method`: the alternative cost
    (118.9), else the mana cost."""
    obj = state.objects[oid]
    card = cast_face(castable_card(obj), half)     # 709.3a, 715.3a: only that face is evaluated
    if cast_prohibited(state, player, card) is not None or \
            prohibited(state, player, CAST) is not None:          # 601.3, 101.2
        return False
    spell = card.spell
    if spell is not None and spell.modes and len(selectable_modes(spell.modes, lambda t: bool(
            candidates(state, t, player, source=oid)))) < spell.mode_count[0]:     # 700.2a
        return False
    for spec in _spell_targets(card) if method != OVERLOAD else ():      # 702.96b
        if len(candidates(state, spec, player, source=oid)) < spec.min_count:   # "two target ..."
            return False
    if method is not None and not alternative_allowed(state, player, oid, card, method):
        return False                                                # 118.9: a Trap's "If ..."
    # 601.2b: of a cost of two kinds, either may be chosen.
    return any(_payable(state, player, obj, card, method, instead)
               for instead in either_choices(card))


def _payable(state: GameState, player: int, obj: GameObject, card: CardDef,
             method: str | None, instead: tuple[AdditionalCost, ...]) -> bool:
    """601.2f-h: could the total cost of casting `obj` be paid, with the costs of two kinds
    in `instead` paid their other way?"""
    oid = obj.id
    total = total_cost(state, player, card, method, (), instead)
    if total is None:
        return False
    extra = tax(state, oid)         # 903.8: the commander tax is an additional cost
    extra += cost_increase(state, player, oid)      # 601.2f
    if extra:
        total = dataclasses.replace(total, mana=total.mana + ManaCost((str(extra),)))
    if less := cost_reduction(state, player, oid):        # 601.2f: after the increases
        total = dataclasses.replace(total, mana=total.mana.reduce_generic(less))
    if obj.zone == "hand" and (total.discard or total.discard_random) \
            and total.discard_quality is None:
        # 601.2a: the card is on the stack, not in the hand, as its costs are paid (the
        # cards of a quality are counted without it: `discardable_for_cost`).
        total = dataclasses.replace(total, discard=total.discard + 1)
    return _spell_cost_problem(state, obj, total, oid) is None


# Every part of a cost but its mana, as a tuple: a cost with no other part has the
# default's.
_non_mana_parts = operator.attrgetter(*(f.name for f in dataclasses.fields(Cost)
                                        if f.name != "mana"))
_NO_NON_MANA_PARTS = _non_mana_parts(Cost())


def _spell_cost_problem(state: GameState, obj: GameObject, total: Cost, paying_for: int
                        ) -> str | None:
    """Why the total cost of a spell (601.2f) can't be paid now, or None (601.2h)."""
    player = obj.controller if obj.zone == "stack" else obj.owner
    if _non_mana_parts(total) != _NO_NON_MANA_PARTS:
        others = dataclasses.replace(total, mana=ManaCost(()))
        blocked = _cost_blocked(state, obj, characteristics(state, obj.id), others)
        if blocked is not None:
            return blocked
    if not can_pay_mana(state, player, total.mana.with_x(0), paying_for=paying_for):
        return "601.2g: the mana can't be paid"
    return None


def activation_problem(state: GameState, player: int, obj: GameObject, index: int,
                       ability: ActivatedAbility) -> str | None:
    """Why this ability can't be activated now (602.5, 606.3), or None."""
    chars = characteristics(state, obj.id)
    if obj.zone not in ability.zones:
        return f"113.6: this ability can be activated only while it is in the {ability.zones[0]}"
    forbidden = activation_forbidden(state, player, ability)        # 101.2
    if forbidden is not None:
        return forbidden
    if chars.controller != player and not ability.any_player:     # 602.1b
        return "602.2: only its controller may activate it"
    if ability.is_loyalty:
        # 606.3: sorcery timing, once per turn per permanent.
        if not sorcery_timing(state, player):
            return "606.3: loyalty abilities only at sorcery speed"
        if obj.loyalty_used == state.turn:
            return "606.3: a loyalty ability of this permanent was already activated this turn"
    elif ability.sorcery_speed and not sorcery_timing(state, player):
        return "602.5d: only as a sorcery"
    if ability.once_per_turn and activated_this_turn(state, obj.id, index):
        return "602.5b: it can be activated only once each turn"
    if ability.only_if is not None and not ability.only_if(state, player, obj.id):
        return "602.5b: its condition for activating isn't met"
    blocked = _cost_blocked(state, obj, chars, ability.cost)
    if blocked is not None:
        return blocked
    for spec in ability.targets:
        others = (obj.id,) if spec.other else ()
        if len(candidates(state, spec, player, others, obj.id)) < spec.min_count:
            return "601.2c: not enough legal targets"
    if not ability.cost.mana.is_empty():
        exclude = obj.id if ability.cost.tap else None
        if not can_pay_mana(state, player, ability.cost.mana.with_x(0), exclude):
            return "601.2g: the mana can't be paid"
    return None


# -- doing it ---------------------------------------------------------------------------
def take_action(ctx: Ctx, player: int, choice: Choice) -> None:
    """Carry out a priority action the player chose."""
    if choice.verb == "play":
        play_land(ctx, player, int(choice.args[0]), back=len(choice.args) > 1)
    elif choice.verb == "cast":
        how = choice.args[1] if len(choice.args) > 1 else None
        cast_spell(ctx, player, int(choice.args[0]), how if isinstance(how, int) else None,
                   how if isinstance(how, str) else None)
    elif choice.verb == "activate":
        activate(ctx, player, int(choice.args[0]), int(choice.args[1]))
    elif choice.verb == "morph":
        face_down.cast_face_down(ctx, player, int(choice.args[0]))
    elif choice.verb == "turn":       # 116.2b: a special action
        face_down.turn_face_up(ctx, player, int(choice.args[0]), str(choice.args[1]))
    elif choice.verb == "foretell":       # 116.2h: a special action
        foretell.foretell(ctx, player, int(choice.args[0]))
    elif choice.verb == "suspend":        # 116.2f: a special action
        suspend.suspend(ctx, player, int(choice.args[0]))
    else:
        raise RulesError(f"unknown priority action {choice}")


def play_land(ctx: Ctx, player: int, oid: int, back: bool = False) -> None:
    """305.1: playing a land is a special action; it doesn't use the stack. `back`: a modal
    double-faced card played as its back face enters with it up (712.12)."""
    s = ctx.state
    s.player_w(player).lands_played += 1
    name = s.objects[oid].card.name
    done = ctx.perform(ZoneMove(oid, "battlefield", "play", controller=player, transformed=back,
                                rule=ZONE_RULES["play"]))
    new = done.new_id if isinstance(done, ZoneMove) else None
    ctx.log("305.1", f"{s.players[player].name} plays {name}#{new}", name)


def choose_targets(ctx: Ctx, player: int, specs: Sequence[TargetSpec], what: str,
                   itself: int | None = None, source: int | None = None) -> tuple[TargetRef, ...]:
    """601.2c / 603.3d: choose each target in turn; a spec may take several. A spell or
    ability on the stack (`itself`) can't target itself (115.5); "another target" can't
    be the ability's `source`."""
    chosen: list[TargetRef] = []
    targeter = source if source is not None else itself      # 702.16b: whose quality counts
    for spec in specs:
        first = len(chosen)
        most = target_limit(ctx, spec, player, itself, source)      # 601.2d
        while len(chosen) - first < most:
            # 115.3: an object can be chosen once for each instance of the word "target".
            mine = tuple(chosen[first:])
            exclude = (*mine, itself) if itself is not None else mine
            if spec.other and source is not None:
                exclude = (*exclude, *source_objects(ctx.state, source))
            answer = ctx.decide(player, DecisionKind.TARGET, f"{what}: {spec.text}",
                                partial(_target_options, ctx, player, spec, exclude,
                                        len(mine) >= spec.min_count, what, targeter))
            if answer.verb == "done":
                break
            chosen.append(int(answer.args[0]))
    if itself is not None:
        announce_division(ctx, player, itself, specs, chosen, source)       # 601.2d
    return tuple(chosen)


def _target_options(ctx: Ctx, player: int, spec: TargetSpec, exclude: tuple[int, ...],
                    may_stop: bool, what: str, targeter: int | None) -> list[Choice]:
    options = [Choice("target", (ref,), f"target {ctx.name(ref)}")
               for ref in candidates(ctx.state, spec, player, exclude, targeter)]
    if may_stop:
        options.append(Choice("done", (), "no more targets"))
    if not options:
        raise RulesError(f"no legal target for {what}")
    return options


def cast_spell(ctx: Ctx, player: int, oid: int, half: int | None = None,
               method: str | None = None) -> None:
    """601.2a-i, in order. `half`: the half of a split card being cast (709.3); `method`:
    the alternative cost announced (118.9, 601.2b). While it is being cast (601.2a-h) the
    spell counts in `ctx.casting` (401.5)."""
    ctx.casting += 1
    try:
        spell_id = _propose_and_pay(ctx, player, oid, half, method)
    finally:
        ctx.casting -= 1
    # 601.2i: the spell becomes cast.
    ctx.perform(SpellCast(spell_id, player, rule="601.2i"))


def _propose_and_pay(ctx: Ctx, player: int, oid: int, half: int | None,
                     method: str | None) -> int:
    """601.2a-h: the card moves to the stack, the choices are made and the costs paid; the
    spell's id on the stack."""
    s = ctx.state
    card = cast_face(castable_card(s.objects[oid]), half)
    name = card.name
    commander_tax = tax(s, oid)     # 903.8: counted from its casts before this one
    if method is None and s.objects[oid].zone == "graveyard" and \
            not use_permission(ctx, player, oid):
        raise RulesError(f"{name}: no rule or effect allows casting it from a graveyard (601.3)")
    foretold = foretell.is_foretold(s.objects[oid])
    # 601.2a: the card moves to the stack.
    spell_id = ctx.move(oid, "stack", "cast", controller=player)
    if spell_id is None:
        raise RulesError(f"{name} could not be put on the stack")
    spell = s.obj_w(spell_id)
    spell.cast = True
    if foretold:        # 702.143c: a spell that was a foretold card
        spell.chosen[foretell.FORETOLD] = "cast"
    if method is not None:
        spell.costs_paid = (method,)
    if half is not None:
        spell.card = card       # 709.3b, 715.3b: on the stack only the chosen face exists
    ctx.log("601.2a", f"{s.players[player].name} casts {name}#{spell_id}", name)
    ability: SpellAbility | None = card.spell
    specs = _spell_targets(card) if method != OVERLOAD else ()      # 702.96b: no targets
    # 601.2b: modes, then X.
    if ability is not None and ability.modes:
        selectable = selectable_modes(ability.modes, lambda t: bool(
            candidates(s, t, player, (spell_id,), spell_id)))      # 115.5, 700.2a
        chosen = _entwine(ctx, player, card, spell_id, method, len(ability.modes), selectable) \
            or choose_modes(ctx, player, ability.modes, ability.mode_count, name, selectable)
        if not chosen:
            raise RulesError(f"{name}: no {ability.mode_count[0]} modes can be chosen (700.2a)")
        s.obj_w(spell_id).modes = chosen
        specs = mode_targets(ability.modes, chosen)
    # 601.2b: alternative and additional costs are announced, then X.
    extra = announce_optional_costs(ctx, player, card, spell_id, method)
    instead = announce_either_costs(ctx, player, card, spell_id, method, extra)
    total = total_cost(s, player, card, method, extra, instead)
    if total is None:
        raise RulesError(f"{name}: its costs can't be paid together (601.2f)")
    spare = potential_mana(s, player) - total.mana.with_x(0).mana_value() - commander_tax
    if paid := announce_any_mana(ctx, player, spell_id, spare):      # 118.8, 601.2b
        total = dataclasses.replace(total, mana=total.mana + ManaCost((str(paid),)))
    if commander_tax:               # 903.8: the commander tax is an additional cost
        total = dataclasses.replace(total, mana=total.mana + ManaCost((str(commander_tax),)))
        ctx.log("903.8", f"commander tax of {{{commander_tax}}} for {name}#{spell_id}", name)
    if more := cost_increase(s, player, spell_id):
        total = dataclasses.replace(total, mana=total.mana + ManaCost((str(more),)))
        ctx.log("601.2f", f"{name}#{spell_id} costs {{{more}}} more to cast", name)
    if less := cost_reduction(s, player, spell_id):       # 601.2f: after the increases
        total = dataclasses.replace(total, mana=total.mana.reduce_generic(less))
        ctx.log("601.2f", f"{name}#{spell_id} costs {{{less}}} less to cast", name)
    x = 0
    if total.mana.x_count:
        x = choose_x(ctx, player, total.mana, name,
                     ability.x_max(s, player) if ability and ability.x_max else None, spell_id)
        s.obj_w(spell_id).x = x
    # 601.2c: targets.
    if specs:
        s.obj_w(spell_id).targets = choose_targets(ctx, player, specs, f"{name}#{spell_id}",
                                                   itself=spell_id)
        ctx.perform(BecameTargets(spell_id, rule="601.2c"))
        total = with_target_increase(total, card, len(s.objects[spell_id].targets))   # 601.2f
    # 601.2f-h: total cost, mana abilities, payment.
    if dataclasses.replace(total, mana=ManaCost(())) == Cost():
        pay_mana(ctx, player, total.mana.with_x(x), f"{name}#{spell_id}", paying_for=spell_id)
    else:
        pay_costs(ctx, player, spell_id, total, x, f"{name}#{spell_id}", paying_for=spell_id)
    return spell_id


# 702.33c: the most times a multikicker cost is offered, whatever mana could pay for.
MAX_KICKS = 20


def announce_optional_costs(ctx: Ctx, player: int, card: CardDef, spell_id: int,
                            method: str | None) -> tuple[tuple[OptionalCost, int], ...]:
    """601.2b, 118.8b: the player announces which optional additional costs they'll pay and
    how often (kicker and buyback once at most, multikicker any number of times, 702.33c),
    each offered only as often as the total cost could then be paid (601.2h). A kicker
    paid makes the spell kicked (702.33d)."""
    s = ctx.state
    spell = s.objects[spell_id]
    name = f"{card.name}#{spell_id}"
    chosen: list[tuple[OptionalCost, int]] = []
    for optional in optional_costs(card):
        if optional.keyword == ENTWINE:       # 702.42a: announced as the modes are chosen
            if ENTWINE in spell.costs_paid:
                chosen.append((optional, 1))
            continue
        most = _most_payments(s, player, card, spell, method, chosen, optional)
        times = 0
        if most and not optional.multi:
            times = int(ctx.may(player, f"{name}: pay its {optional.keyword} cost "
                                f"{optional.cost}?"))
        elif most:
            options = [Choice("kick", (n,), f"kick {n} times") for n in range(most + 1)]
            times = int(ctx.choose(player, DecisionKind.NUMBER,
                                   f"{name}: how many times to pay its multikicker cost "
                                   f"{optional.cost} (702.33c)", options).args[0])
        if not times:
            continue
        chosen.append((optional, times))
        if optional.keyword == "kicker":
            s.obj_w(spell_id).kicked += times
            ctx.log("702.33d", f"{name} is kicked" + (f" {times} times" if optional.multi
                                                      else ""), card.name)
        else:
            s.obj_w(spell_id).costs_paid += (optional.keyword,)
            ctx.log("118.8b", f"{name}: its {optional.keyword} cost will be paid", card.name)
    return tuple(chosen)


def announce_either_costs(ctx: Ctx, player: int, card: CardDef, spell_id: int,
                          method: str | None, extra: tuple[tuple[OptionalCost, int], ...]
                          ) -> tuple[AdditionalCost, ...]:
    """601.2b: of each required additional cost of two kinds ("reveal an Elf card from your
    hand or pay {3}") the player announces which they'll pay, offered only a way the total
    cost could then be paid (601.2h); the costs whose other way (`instead`) is chosen."""
    s = ctx.state
    spell = s.objects[spell_id]
    name = f"{card.name}#{spell_id}"
    instead: tuple[AdditionalCost, ...] = ()
    for either in either_costs(card):
        assert either.instead is not None
        ways = [way for way in ((), (either,)) if (total := total_cost(
            s, player, card, method, extra, (*instead, *way))) is not None
            and _spell_cost_problem(s, spell, total, spell_id) is None]
        if len(ways) == 2:
            options = [Choice("cost", (0,), f"pay: {either.cost}"),
                       Choice("cost", (1,), f"pay: {either.instead}")]
            answer = ctx.choose(player, DecisionKind.MODE,
                                f"{name}: which additional cost to pay (601.2b)", options)
            way = ways[int(answer.args[0])]
        else:
            way = ways[0] if ways else ()
        chosen = either.instead if way else either.cost
        ctx.log("601.2b", f"{name}: its additional cost will be paid: {chosen}", card.name)
        instead += way
    return instead


def _entwine(ctx: Ctx, player: int, card: CardDef, spell_id: int, method: str | None,
             count: int, selectable: Sequence[int]) -> tuple[int, ...]:
    """702.42a, 601.2b: with an entwine cost it could pay, the player may choose all `count`
    modes (each must be one that can be chosen, 700.2a) instead of the number specified,
    paying that cost besides; the modes chosen so, or none."""
    s = ctx.state
    entwine = next((o for o in optional_costs(card) if o.keyword == ENTWINE), None)
    if entwine is None or len(selectable) < count or \
            not _most_payments(s, player, card, s.objects[spell_id], method, [], entwine):
        return ()
    name = f"{card.name}#{spell_id}"
    if not ctx.may(player, f"{name}: choose all its modes and pay its entwine cost {entwine.cost} "
                   "(702.42a)?"):
        return ()
    s.obj_w(spell_id).costs_paid += (ENTWINE,)
    ctx.log("702.42a", f"{name} is entwined: all its modes are chosen", card.name)
    return tuple(range(count))


def _most_payments(state: GameState, player: int, card: CardDef, spell: GameObject,
                   method: str | None, chosen: list[tuple[OptionalCost, int]],
                   optional: OptionalCost) -> int:
    """How many times the optional cost could be paid on top of the costs chosen already
    (601.2f-h): once at most, or for multikicker as often as the mana could allow."""
    most = 1
    if optional.multi:
        spare = potential_mana(state, player) - card.mana_cost.with_x(0).mana_value()
        most = min(MAX_KICKS, max(0, spare) // optional.cost.mana.with_x(0).mana_value())
    while most > 0:
        total = total_cost(state, player, card, method, (*chosen, (optional, most)))
        if total is not None and _spell_cost_problem(state, spell, total, spell.id) is None:
            break
        most -= 1
    return most


def choose_x(ctx: Ctx, player: int, cost: ManaCost, what: str, cap: int | None,
             paying_for: int | None = None) -> int:
    """601.2b / 107.3: announce X, bounded by the mana the player could make (and the
    permanents they could tap for the spell `paying_for`, 702.51a, 702.126a)."""
    spare = potential_mana(ctx.state, player) - cost.with_x(0).mana_value() \
        + convoke.tapping_potential(ctx.state, player, paying_for)
    most = max(0, spare // max(1, cost.x_count))
    if cap is not None:
        most = min(most, cap)
    options = [Choice("x", (n,), f"X={n}") for n in range(most + 1)]
    answer = ctx.choose(player, DecisionKind.X, f"choose X for {what}", options)
    return int(answer.args[0])


def choose_loyalty_x(ctx: Ctx, player: int, source: GameObject, cost: Cost) -> int:
    """107.3a: X of a [-X] loyalty cost is announced; 606.6: at most the loyalty counters
    the permanent has beyond the rest of the cost."""
    most = source.counters.get("loyalty", 0) + min(0, cost.loyalty or 0)
    options = [Choice("x", (n,), f"X={n}") for n in range(max(0, most) + 1)]
    answer = ctx.choose(player, DecisionKind.X, f"choose X for {ctx.name(source.id)}", options)
    return int(answer.args[0])


def activate(ctx: Ctx, player: int, oid: int, index: int) -> None:
    """602.2 (and 605.3 for mana abilities, which don't use the stack)."""
    s = ctx.state
    source = s.objects[oid]
    ability = characteristics(s, oid).abilities[index]
    assert isinstance(ability, ActivatedAbility)
    if ability.is_mana_ability:
        activate_mana_ability(ctx, player, oid, index)      # notes a use once each turn too
        return
    if ability.once_per_turn:
        note_activation(s, oid, index)          # 602.5b
    card = source.card
    ability_obj = GameObject(s.new_id(), card, player, "stack", s.new_timestamp(), "ability")
    ability_obj.controller = player
    ability_obj.source = oid
    ability_obj.ability_key = ability_key(card.name, index, ability)
    s.add_object(ability_obj)
    s.stack = (*s.stack, ability_obj.id)
    s.touch()
    if ability.reveal_source:       # 702.49b: revealed from the time it is announced
        knowledge.reveal(s, (oid,))
    ctx.log("602.2a", f"{s.players[player].name} activates {card.name}#{oid}: {ability.text}",
            card.name)
    if ability.is_loyalty:
        s.obj_w(oid).loyalty_used = s.turn      # 606.3
    x = 0
    if ability.cost.mana.x_count:
        x = choose_x(ctx, player, ability.cost.mana, f"{card.name}#{oid}", None)
        s.obj_w(ability_obj.id).x = x
    elif ability.cost.loyalty_x:
        x = choose_loyalty_x(ctx, player, source, ability.cost)
        s.obj_w(ability_obj.id).x = x
    if ability.targets:
        s.obj_w(ability_obj.id).targets = choose_targets(ctx, player, ability.targets,
                                                          f"{card.name}#{oid}", source=oid,
                                                          itself=ability_obj.id)
        ctx.perform(BecameTargets(ability_obj.id, rule="602.2b"))
    pay_costs(ctx, player, oid, ability.cost, x, f"{card.name}#{oid}", paying_for=ability_obj.id)
    ctx.perform(AbilityActivated(ability_obj.id, oid, player, rule="602.2"))


def pay_costs(ctx: Ctx, player: int, oid: int, cost: Cost, x: int, what: str,
              paying_for: int | None = None) -> None:
    """601.2g-h / 602.2b: mana first (with mana abilities), then the other costs."""
    s = ctx.state
    if not cost.mana.is_empty():
        # 605.3c: while paying, the ability being activated can't be activated again.
        pay_mana(ctx, player, cost.mana.with_x(x), what,
                 exclude_tapping=oid if cost.tap or cost.untap else None, paying_for=paying_for)
    if cost.tap:
        ctx.tap(oid, for_cost=True)
        ctx.log("107.5", f"{ctx.name(oid)} is tapped to pay a cost")
    if cost.untap:
        ctx.untap(oid, for_cost=True)
        ctx.log("107.6", f"{ctx.name(oid)} is untapped to pay a cost")
    for others, untap in ((cost.tap_others, False), (cost.untap_others, True)):
        if others:
            verb = "untap" if untap else "tap"
            for chosen in ctx.pick(player, f"{verb} {others[0]} {others[1]} to pay the cost",
                                   _other_permanents_for_cost(s, player, s.objects[oid], cost,
                                                              untap), others[0]):
                if untap:
                    ctx.untap(chosen, for_cost=True)
                else:
                    ctx.tap(chosen, for_cost=True)
                ctx.log("118.3", f"{ctx.name(chosen)} is {verb}ped to pay a cost "
                        "(302.6 doesn't apply to it)")
    if cost.crew:
        pay_crew(ctx, player, oid, cost.crew)
    if cost.loyalty is not None:
        if cost.loyalty > 0:
            ctx.add_counters(oid, "loyalty", cost.loyalty)
        elif cost.loyalty < 0:
            ctx.remove_counters(oid, "loyalty", -cost.loyalty)
        if cost.loyalty_x and x:
            ctx.remove_counters(oid, "loyalty", x)      # 107.3a, 606.4: [-X]
    if cost.life:
        ctx.lose_life(player, cost.life, rule="119.4")
    if cost.energy:
        pay_energy(ctx, player, cost.energy)
    if cost.return_to_hand:
        n, words, _ = cost.return_to_hand
        for chosen in ctx.pick(player, f"return {n} {words} to pay the cost",
                               _returnable(s, player, cost, oid), n):
            ctx.log("118.3", f"{ctx.name(chosen)} is returned to its owner's hand to pay a cost")
            _note_returned_attacker(s, chosen, paying_for)
            ctx.bounce(chosen)
    if cost.exile_cards:
        exile = cost.exile_cards
        exilable = exilable_for_cost(s, player, cost, oid)
        exiled = exilable if len(exilable) == exile.count else ctx.pick(
            player, f"exile {exile.words} to pay the cost", exilable, exile.count)
        with ctx.simultaneously(exiled):
            for card_id in exiled:
                ctx.log("118.3", f"{ctx.name(card_id)} is exiled from a {exile.zone} to pay a cost")
                ctx.exile(card_id)
    if cost.remove_counters:
        _remove_for_cost(ctx, oid, cost.remove_counters[0], cost.remove_counters[1], paying_for)
    if cost.remove_all_counters:
        kind = cost.remove_all_counters
        _remove_for_cost(ctx, oid, kind, s.objects[oid].counters.get(kind, 0), paying_for)
    if cost.remove_counter_from:
        kind, words, _ = cost.remove_counter_from
        for chosen in ctx.pick(player, f"remove a {kind} counter from {words} to pay the cost",
                               _counter_holders(s, player, cost, oid), 1):
            _remove_for_cost(ctx, chosen, kind, 1, paying_for)
            ctx.log("118.3", f"a {kind} counter is removed from {ctx.name(chosen)} to pay a cost")
    if cost.discard:
        for card_id in ctx.pick(player, "discard to pay the cost",
                                discardable_for_cost(s, player, cost, oid), cost.discard):
            ctx.discard(card_id)
    if cost.reveal:
        for card_id in ctx.pick(player, f"reveal {cost.reveal[0]} to pay the cost",
                                revealable_for_cost(s, player, cost, oid), 1):
            knowledge.reveal(s, (card_id,))
            ctx.log("701.20a", f"{s.players[player].name} reveals {ctx.name(card_id)} to pay "
                    "a cost")
    if cost.discard_hand:
        whole = list(s.players[player].hand)
        with ctx.simultaneously(whole):         # 701.9a: the whole hand at once
            for card_id in whole:
                ctx.discard(card_id)
    for _ in range(cost.discard_random):        # 701.9b: the game chooses, at random
        hand = s.players[player].hand
        ctx.discard(hand[ctx.random_below(len(hand))])
    if cost.sacrifice:
        card_type, n = cost.sacrifice
        victims = ctx.pick(player, f"sacrifice a {card_type}",
                           _sacrifice_candidates(s, player, cost, oid), n)
        for victim in victims:
            ctx.sacrifice(victim)
        note_sacrificed(ctx, paying_for, victims)
    if cost.mill:
        ctx.mill(player, cost.mill)     # 701.17a: milling as part of a cost
    if cost.discard_self:
        ctx.discard(oid)      # 702.29a: cycling's "Discard this card"
    if cost.exile_self:
        ctx.log("118.3", f"{ctx.name(oid)} is exiled from its owner's graveyard to pay a cost")
        ctx.exile(oid)        # 702.97a, 702.128a: "Exile this card from your graveyard"
    if cost.sacrifice_self:
        ctx.sacrifice(oid)
    if cost.draw:
        from manastack.rules.drawing import draw
        draw(ctx, player, cost.draw, rule="121.1")     # 121.1: a draw as part of a cost


def _remove_for_cost(ctx: Ctx, oid: int, kind: str, n: int, paying_for: int | None) -> None:
    """118.3, 122.1: remove `n` counters of `kind` from `oid` to pay a cost of `paying_for`,
    noting how many really left for "for each counter removed this way"."""
    def count() -> int:
        obj = ctx.state.objects.get(oid)       # it may have left while the mana was paid
        return obj.counters.get(kind, 0) if obj is not None else 0
    before = count()
    ctx.remove_counters(oid, kind, n)
    note_counters_removed(ctx, paying_for, kind, max(0, before - count()))


def pay_mana(ctx: Ctx, player: int, cost: ManaCost, what: str,
             exclude_tapping: int | None = None, paying_for: int | None = None) -> None:
    """601.2g-h: the payment decision (rules/mana_abilities.py)."""
    from manastack.rules import mana_abilities
    mana_abilities.pay_mana(ctx, player, cost, what, exclude_tapping, paying_for)


def _note_returned_attacker(state: GameState, returned: int, paying_for: int | None) -> None:
    """702.49c: what an attacking creature returned for a cost was attacking, kept on the
    spell or ability it was paid for (ninjutsu's card attacks the same)."""
    defender = state.combat.defender_of(returned) if state.combat is not None else None
    if defender is not None and paying_for is not None:
        state.obj_w(paying_for).chosen[RETURNED_ATTACKING] = str(defender)


def activate_mana_ability(ctx: Ctx, player: int, oid: int, index: int,
                          output_choice: int | None = None,
                          offer: SourceOffer | None = None) -> None:
    """605.3: a mana ability is activated and resolves at once, without the stack."""
    from manastack.rules import mana_abilities
    mana_abilities.activate_mana_ability(ctx, player, oid, index, output_choice, offer)

