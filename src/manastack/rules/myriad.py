"""Myriad (702.116): "Whenever this creature attacks, for each opponent other than defending
player, you may create a token that's a copy of this creature that's tapped and attacking
that player or a planeswalker they control. If one or more tokens are created this way,
exile the tokens at end of combat." (702.116a; 702.116b: each instance triggers).

The tokens copy the creature's copiable values (707.2: its card, as it last existed if it
has left the battlefield, 608.2h). Put onto the battlefield attacking, they were never
declared as attackers, so "whenever ... attacks" doesn't trigger for them (508.4, 506.3); the
controller chooses, for each, the player or one of that player's planeswalkers (508.4a).
"At end of combat" is the beginning of the end of combat step (511.2): a delayed trigger
(603.7) exiles those still on the battlefield (603.7c).
"""

from __future__ import annotations

import dataclasses

from manastack.rules.abilities import TriggeredAbility, player_ref, ref_player
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.delayed import at_next_step, create_delayed_trigger, delayed_ability, that_objects
from manastack.rules.events import AttackerDeclared, Event
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


def _exile_them(ctx: Ctx, r: Resolving) -> None:
    for oid in that_objects(ctx, r):
        ctx.exile(oid)


EXILE_AT_END_OF_COMBAT = delayed_ability(
    "myriad", "Exile the tokens at end of combat.", at_next_step("end of combat"), _exile_them
)


def _attacks(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, AttackerDeclared) and event.obj == source.id


def _defending_player(state: GameState, attacked: int) -> int | None:
    """508.5: the player it attacked as it was declared, or that planeswalker's controller."""
    player = ref_player(attacked)
    if player is not None:
        return player
    found = state.last_known(attacked)
    return characteristics(state, attacked).controller if found is not None else None


def _defender(ctx: Ctx, controller: int, opponent: int, what: str) -> int:
    """508.4a: the opponent, or a planeswalker they control, as the controller chooses."""
    s = ctx.state
    walkers = [
        oid
        for oid in s.battlefield
        if characteristics(s, oid).is_("Planeswalker") and characteristics(s, oid).controller == opponent
    ]
    if not walkers:
        return player_ref(opponent)
    options = [Choice("attack", (player_ref(opponent),), f"attacking {s.players[opponent].name}")]
    options += [Choice("attack", (oid,), f"attacking {ctx.name(oid)}") for oid in walkers]
    answer = ctx.choose(controller, DecisionKind.MODE, f"{what}: the token attacks (508.4a)", options)
    return int(answer.args[0])


def _create_attacking_copies(ctx: Ctx, r: Resolving) -> None:
    s = ctx.state
    original = s.last_known(r.source)
    if original is None or s.combat is None:
        return
    attacked = r.event.get("defender")
    defending = _defending_player(s, attacked) if isinstance(attacked, int) else None
    what = f"{ctx.name(r.source)} (myriad)"
    n = len(s.players)
    made: list[int] = []
    for opponent in ((r.controller + k) % n for k in range(1, n)):
        if opponent not in s.opponents(r.controller) or opponent == defending:
            continue
        name = s.players[opponent].name
        if not ctx.may(r.controller, f"{what}: create a token copy attacking {name} (702.116a)?"):
            continue
        defender = _defender(ctx, r.controller, opponent, what)
        for token in ctx.create_token(r.controller, original.card, tapped=True):
            if s.combat is not None and token in s.battlefield:
                s.combat = dataclasses.replace(s.combat, attackers=(*s.combat.attackers, (token, defender)))
                s.touch()
                ctx.log("508.4", f"{ctx.name(token)} is attacking {ctx.name(defender)}")
                made.append(token)
    if made:
        create_delayed_trigger(ctx, r, EXILE_AT_END_OF_COMBAT, made)


def myriad() -> TriggeredAbility:
    """702.116a: the triggered ability of myriad."""
    return TriggeredAbility("Myriad", _attacks, _create_attacking_copies)
