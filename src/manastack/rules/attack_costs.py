"""Costs to attack (508.1d, 508.1h): "Creatures can't attack you unless their controller pays
{2} for each creature they control that's attacking you." (Propaganda, Ghostly Prison).

The effect puts on each creature it affects a rule marker (`tax_marker`) naming the cost and
the effect's source: attacking that source's controller (and, for "you or planeswalkers you
control", a planeswalker they control) with the creature costs that much. As attackers are
declared, the active player may finish only with a declaration whose total cost (508.1h) they
can pay; they pay it with mana abilities once it is locked in (508.1i-j). A creature required
to attack isn't required to attack where a cost would have to be paid (508.1d)."""

from __future__ import annotations

from collections.abc import Sequence

from manastack.rules.abilities import TargetRef, ref_player
from manastack.rules.context import Ctx
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.mana_abilities import can_pay_mana, pay_mana
from manastack.rules.state import GameState

__all__ = ["attack_cost", "pay_attack_cost", "payable", "tax_marker", "taxed"]

_PREFIX = "pays "
_PLAYER = " to attack the controller of "
_WALKERS = " or their planeswalkers"


def tax_marker(cost: ManaCost, planeswalkers: bool) -> str:
    """The marker of a creature that costs `cost` to attack the effect's source's controller
    (a template: "{source}" is filled in as the effect applies)."""
    escaped = str(cost).replace("{", "{{").replace("}", "}}")
    return f"{_PREFIX}{escaped}{_PLAYER}{{source}}{_WALKERS if planeswalkers else ''}"


def _taxes(state: GameState, attacker: int, defender: TargetRef) -> list[ManaCost]:
    """The costs of attacking `defender` (a player or a planeswalker) with `attacker`."""
    rules = characteristics(state, attacker).rules
    if not rules:
        return []
    player = ref_player(defender)
    walker_controller = None if player is not None else characteristics(state, defender).controller
    found = []
    for rule in sorted(rules):
        if not rule.startswith(_PREFIX) or _PLAYER not in rule:
            continue
        cost, rest = rule[len(_PREFIX) :].split(_PLAYER, 1)
        walkers = rest.endswith(_WALKERS)
        source = int(rest[: -len(_WALKERS)] if walkers else rest)
        if state.last_known(source) is None:
            continue  # 608.2h: a one-shot effect's source may have left since
        controller = characteristics(state, source).controller
        if player == controller or (walkers and walker_controller == controller):
            found.append(ManaCost.parse(cost))
    return found


def taxed(state: GameState, attacker: int, defender: TargetRef) -> bool:
    """508.1d: whether attacking `defender` with `attacker` has a cost."""
    return bool(_taxes(state, attacker, defender))


def attack_cost(state: GameState, attacks: Sequence[tuple[int, TargetRef]]) -> ManaCost:
    """508.1h: the total cost of the declared attacks."""
    total = ManaCost(())
    for attacker, defender in attacks:
        for cost in _taxes(state, attacker, defender):
            total = total + cost
    return total


def payable(state: GameState, player: int, attacks: Sequence[tuple[int, TargetRef]]) -> bool:
    """508.1h: whether `player` can pay the total cost of the attacks."""
    total = attack_cost(state, attacks)
    return total.is_empty() or can_pay_mana(state, player, total)


def pay_attack_cost(ctx: Ctx, player: int, attacks: Sequence[tuple[int, TargetRef]]) -> None:
    """508.1i-j: the active player activates mana abilities and pays the locked-in cost."""
    total = attack_cost(ctx.state, attacks)
    if total.is_empty():
        return
    pay_mana(ctx, player, total, "the cost to attack (508.1h)")
    ctx.log("508.1j", f"{ctx.state.players[player].name} pays {total} to attack")
