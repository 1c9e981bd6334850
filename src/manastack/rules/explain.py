"""Why a choice is not legal: the rule that forbids it, for error messages (STYLE.md)."""

from __future__ import annotations

from manastack.rules.abilities import ActivatedAbility, ref_player
from manastack.rules.cast_restrictions import cast_prohibited
from manastack.rules.casting import activation_problem, can_pay_mana, sorcery_timing
from manastack.rules.combat import can_attack, can_block
from manastack.rules.decisions import Choice, Decision, DecisionKind, _loose
from manastack.rules.evasion import block_restriction
from manastack.rules.land_plays import land_plays
from manastack.rules.layers import characteristics
from manastack.rules.mana_abilities import payment_conceivable, why_payment_illegal
from manastack.rules.restrictions import (
    forbidden_defending_players,
    unmet_attack_condition,
    unmet_block_condition,
)
from manastack.rules.state import GameState
from manastack.rules.targets import candidates


def conceivable(state: GameState, decision: Decision) -> list[Choice]:
    """Choices of the decision's shape that a player might try, legal or not."""
    player = decision.player
    out: list[Choice] = []
    if decision.kind is DecisionKind.PRIORITY:
        for oid in state.players[player].hand:
            card = state.objects[oid].card
            verb = "play" if card.is_land else "cast"
            out.append(Choice(verb, (oid,), f"{verb} {card.name}#{oid}"))
        for obj in state.permanents():
            for index, ability in enumerate(characteristics(state, obj.id).abilities):
                if isinstance(ability, ActivatedAbility):
                    out.append(Choice("activate", (obj.id, index),
                                      f"activate {obj.card.name}#{obj.id}: {ability.text}"))
        for oid in state.players[player].graveyard:     # unearth and the like (702.84a)
            for index, ability in enumerate(state.objects[oid].card.abilities):
                if isinstance(ability, ActivatedAbility) and "graveyard" in ability.zones:
                    out.append(Choice("activate", (oid, index), f"activate "
                                      f"{state.objects[oid].card.name}#{oid}: {ability.text}"))
    elif decision.kind is DecisionKind.ATTACKERS:
        for obj in state.permanents():
            if characteristics(state, obj.id).is_creature:
                for p in state.players:
                    if p.index != player:
                        out.append(Choice("attack", (obj.id, -1 - p.index),
                                          f"attack with {obj.card.name}#{obj.id} -> {p.name}"))
    elif decision.kind is DecisionKind.BLOCKERS and state.combat is not None:
        for obj in state.permanents():
            if characteristics(state, obj.id).is_creature:
                for attacker in state.combat.attacker_ids:
                    name = state.objects[attacker].card.name if attacker in state.objects else "?"
                    out.append(Choice("block", (obj.id, attacker),
                                      f"block {name}#{attacker} with {obj.card.name}#{obj.id}"))
    elif decision.kind is DecisionKind.MANA_PAYMENT:
        out.extend(payment_conceivable(state, decision))
    return out


def match_text(state: GameState, decision: Decision, text: str) -> Choice | None:
    keep_ids = "#" in text
    loose = _loose(text, keep_ids)
    for choice in conceivable(state, decision):
        if str(choice) == text.strip() or _loose(str(choice), keep_ids) == loose:
            return choice
    return None


def why_illegal(state: GameState, decision: Decision, choice: Choice) -> str:
    """The rule that forbids `choice` at `decision`, as "rule: reason"."""
    player = decision.player
    name = state.players[player].name
    if decision.kind is DecisionKind.PRIORITY and choice.args:
        oid = int(choice.args[0])
        obj = state.objects.get(oid)
        if obj is None:
            return "400.7: that object is no longer there (it changed zones and became a new object)"
        card = obj.card
        if choice.verb == "play":
            if obj.zone != "hand" or obj.owner != player:
                return f"305.1: {name} can play only a land card from their hand"
            if player != state.active or not sorcery_timing(state, player):
                return "305.1 / 117.1a: a land is played only in your main phase with an empty stack"
            allowed = land_plays(state, player)
            if allowed == 1:
                return "305.2: only one land per turn"
            return f"305.2: {name} may play {allowed} lands this turn"
        if choice.verb == "cast":
            if obj.zone != "hand" or obj.owner != player:
                return f"601.2: {card.name} isn't in {name}'s hand"
            prohibited = cast_prohibited(state, player, card)      # 601.3, 113.6e
            if prohibited is not None:
                return prohibited
            fast = "Instant" in card.types or "flash" in card.keywords
            if not fast and not sorcery_timing(state, player):
                return ("307.1 / 117.1a: a sorcery-speed spell is cast only in your main phase "
                        "with an empty stack")
            specs = card.spell.targets if card.spell else ()
            for spec in specs:
                if len(candidates(state, spec, player, (oid,), oid)) < spec.min_count:
                    return f"601.2c / 115.5: not enough legal targets for {spec.text}"
            if not can_pay_mana(state, player, card.mana_cost.with_x(0), paying_for=oid):
                return f"601.2g-h: {name} can't pay {card.mana_cost}"
        if choice.verb == "activate" and len(choice.args) > 1:
            ability = characteristics(state, oid).abilities[int(choice.args[1])]
            if isinstance(ability, ActivatedAbility):
                if ability.mana is not None and not state.mana_at_priority:
                    return ("605.3a: this game leaves mana abilities out of priority decisions; "
                            "activate them while paying")
                problem = activation_problem(state, player, obj, int(choice.args[1]), ability)
                if problem is not None:
                    return problem
    if decision.kind is DecisionKind.ATTACKERS and choice.verb == "attack":
        oid = int(choice.args[0])
        if oid in state.objects and characteristics(state, oid).controller \
                not in state.teammates(player):
            # 805.10a: with shared team turns, the active team's creatures attack.
            return "508.1a: only creatures the active player controls can attack" \
                if len(state.teammates(player)) == 1 else \
                "805.10a: only creatures the active team controls can attack"
        if oid in state.objects and not can_attack(state, oid):
            obj = state.objects[oid]
            c = characteristics(state, oid)
            if obj.tapped:
                return "508.1a: a tapped creature can't attack"
            if c.has("defender"):
                return "702.3b: a creature with defender can't attack"
            unmet = unmet_attack_condition(state, oid, c)
            if unmet is not None:
                return f"508.1c: {unmet.text}"
            return ("302.6: a creature can't attack unless it has been under its controller's "
                    "control continuously since their most recent turn began")
        if oid in state.objects and len(choice.args) > 1:
            forbidden = forbidden_defending_players(state, characteristics(state, oid))
            defender = int(choice.args[1])
            attacked = ref_player(defender)
            if attacked is None and defender in state.objects:
                attacked = characteristics(state, defender).controller
            if attacked in forbidden:
                return ("508.1c: this creature can't attack that player or planeswalkers "
                        "they control")
    if decision.kind is DecisionKind.BLOCKERS and choice.verb == "block":
        blocker, attacker = int(choice.args[0]), int(choice.args[1])
        if blocker in state.objects and attacker in state.objects and \
                not can_block(state, blocker, attacker):
            if state.objects[blocker].tapped:
                return "509.1a: a tapped creature can't block"
            unmet_block = unmet_block_condition(state, blocker, characteristics(state, blocker))
            if unmet_block is not None:
                return f"509.1b: {unmet_block.text}"
            if characteristics(state, attacker).has("flying"):
                return "702.9b: a creature with flying can be blocked only by flying or reach"
            evaded = block_restriction(state, characteristics(state, blocker),
                                       characteristics(state, attacker))
            return evaded or "509.1b: that block is restricted"
    if decision.kind is DecisionKind.MANA_PAYMENT:
        reason = why_payment_illegal(state, decision, choice)
        if reason is not None:
            return reason
    return f"117 / {decision.kind.value}: it isn't one of the legal choices now"
