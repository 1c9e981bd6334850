"""Auras that enchant players (702.5d, 303.4b, 303.4m): "Enchant player / opponent",
"enchanted player" as a controller, and the curses' triggers on that
player's steps, on attacks on them and on combat damage dealt to them. The grammar is
`enchant_player.lark` beside this file; the rules are `rules/player_auras.py`."""

from __future__ import annotations

import dataclasses
from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.clauses.players import PlayerClauses
from manastack.cards.oracle.forms import AbilityIR, Desc, TriggerIR, as_node, tokens_of
from manastack.cards.oracle.semantics import Builder, Effect, Node, PlayerGet, PlayerRef
from manastack.rules.abilities import TargetRef, player_ref
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import AttackerDeclared, Damage, Event, StepBegins
from manastack.rules.player_auras import (
    attacker_controller,
    attacking_opponents,
    attacks_player,
    enchanted_player,
    first_attacker_at,
)
from manastack.rules.state import GameObject, GameState

_STEPS = {"upkeep": "upkeep", "draw": "draw", "end": "end"}


class EnchantPlayerClauses:
    """The transformer methods of enchant_player.lark."""

    def enchant_player(self, c: list[Any]) -> tuple[str, Any]:
        """702.5d: such an Aura targets and enchants only players ("opponent": a player not
        on its controller's team, 102.2-102.3)."""
        opponent = tokens_of(c)[-1] == "opponent"

        def allows(state: GameState, ref: TargetRef, controller: int) -> bool:
            if ref >= 0:
                return False
            return not opponent or \
                state.players[-1 - ref].team != state.players[controller].team
        return ("enchant", sem.target_spec(f"enchant {tokens_of(c)[-1]}", allows))

    def that_attacking_player(self, c: list[Any]) -> PlayerRef:
        """The attacking player of the attack that triggered the ability (506.2)."""
        def bind(b: Builder) -> PlayerGet:
            def get(ctx: Ctx, r: Resolving) -> list[int]:
                attacker = r.event.get("obj")
                return [attacker_controller(ctx.state, int(attacker))] \
                    if attacker is not None else []
            b.last_player = get
            return get
        return PlayerRef("that attacking player", bind)

    def enchanted_player_controls(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"controller": "enchanted player"}, "enchanted player controls")

    def player_may_create(self, c: list[Any]) -> Node:
        """608.2d: each of the players chooses whether to create the tokens; those who do
        create them as "[players] create" (111.2: the player who creates a token owns it)."""
        players: PlayerRef = c[0]

        def bind(b: Builder) -> PlayerGet:
            get = players.bind(b)

            def willing(ctx: Ctx, r: Resolving) -> list[int]:
                return [p for p in get(ctx, r) if ctx.state.players[p].in_game and
                        ctx.may(p, f"{ctx.name(r.source)}: you may create the token")]
            return willing
        return PlayerClauses().player_creates([PlayerRef(players.text, bind), *c[1:]])

    def enchanted_step_trigger(self, c: list[Any]) -> TriggerIR:
        """"At the beginning of enchanted player's upkeep / draw step / end step" (503.1,
        504.1, 513.1 as that player is the active player); "that player" is that player."""
        step = _STEPS[tokens_of(c)[0]]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, StepBegins) and event.step == step and \
                event.active == enchanted_player(state, source.id)
        return TriggerIR(check, about_self=False, event_player_key="active",
                         event_player_index=True)

    def attacks_enchanted_trigger(self, c: list[Any]) -> TriggerIR:
        """508.1m: each creature declared attacking the enchanted player; "it" the attacker."""
        desc: Desc = c[-1]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, AttackerDeclared) and \
                attacks_player(state, event, enchanted_player(state, source.id)) and \
                desc.filter.matches(state, event.obj, source.controller, source.id)
        return TriggerIR(check, about_self=False, event_obj_key="obj")

    def player_attacks_enchanted_trigger(self, c: list[Any]) -> TriggerIR:
        """508.1m, 603.2c: once for each player attacking the enchanted player, however many
        creatures they attack with."""
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, AttackerDeclared) and \
                attacks_player(state, event, enchanted_player(state, source.id)) and \
                first_attacker_at(state, event, by_player=True)
        return TriggerIR(check, about_self=False, event_obj_key="obj")

    def combat_damage_enchanted_trigger(self, c: list[Any]) -> TriggerIR:
        """510.2, 120.3: combat damage a matching source deals to the enchanted player;
        "that creature" is the source."""
        desc: Desc = c[-1]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, Damage) or not event.combat:
                return False
            player = enchanted_player(state, source.id)
            return player is not None and event.target == player_ref(player) and \
                event.source in state.objects and \
                desc.filter.matches(state, event.source, source.controller, source.id)
        return TriggerIR(check, about_self=False, event_obj_key="source")

    def enchanted_attacked(self, c: list[Any]) -> AbilityIR:
        """"Whenever enchanted player is attacked, [effect]. Each opponent attacking that
        player does the same.": once per combat (603.2c, 508.1m); the effect happens for
        you, then for each of your opponents attacking that player in APNAP order (101.4),
        each of them its "you"."""
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, AttackerDeclared) and \
                attacks_player(state, event, enchanted_player(state, source.id)) and \
                first_attacker_at(state, event, by_player=False)
        nodes = [as_node(item) for item in c]
        return AbilityIR("triggered", trigger=TriggerIR(check, about_self=False),
                         items=[_for_you_then_attacking_opponents(sem.sequence(nodes))])


def _for_you_then_attacking_opponents(node: Node) -> Node:
    def build(b: Builder) -> Effect:
        effect = node(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            effect(ctx, r)
            attacked = enchanted_player(ctx.state, r.source)
            for opponent in attacking_opponents(ctx.state, r.controller, attacked):
                if ctx.state.game_over:
                    return
                effect(ctx, dataclasses.replace(r, controller=opponent))
        return run
    return build
