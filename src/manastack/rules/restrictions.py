"""Restrictions on attacking (508.1c) and blocking (509.1b): with a condition, "This creature
can't attack unless there are five or more Islands on the battlefield." (Harbor Serpent),
"This creature can't block unless you have four or more cards in hand." (Vantress
Gargoyle), and on whom a creature
may attack, "Enchanted creature ... can't attack you or planeswalkers you control." (Vow of
Duty), "This creature can't attack unless defending player controls an Island." (Sea
Serpent: in multiplayer, it may attack only the players for whom that holds, 506.2, 508.1c)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.rules.abilities import Ability
from manastack.rules.layers import Chars, characteristics
from manastack.rules.state import GameState


@dataclass(frozen=True, slots=True)
class AttackCondition(Ability):
    """508.1c: the creature with this ability can't attack unless `holds(state, controller,
    source)` is true as attackers are declared; with `blocking`, it can't block unless that
    holds as blockers are declared either (509.1b: "can't attack or block unless ...")."""

    holds: Callable[[GameState, int, int], bool]
    blocking: bool = False


@dataclass(frozen=True, slots=True)
class BlockCondition(Ability):
    """509.1b: the creature with this ability can't block unless `holds(state, controller,
    source)` is true as blockers are declared."""

    holds: Callable[[GameState, int, int], bool]


@dataclass(frozen=True, slots=True)
class DefenderCondition(Ability):
    """508.1c: the creature with this ability can't attack a player for whom
    `holds(state, player)` is false, nor planeswalkers that player controls ("can't attack
    unless defending player controls an Island")."""

    holds: Callable[[GameState, int], bool]


CANT_ATTACK_ALONE = "can't attack alone"
CANT_BLOCK_ALONE = "can't block alone"


def not_alone(state: GameState, declared: set[int], marker: str) -> bool:
    """506.5, 508.1c, 509.1b: a creature that "can't attack/block alone" may be declared
    only with another creature: no declaration of it as the only one."""
    if len(declared) != 1:
        return True
    (only,) = declared
    return marker not in characteristics(state, only).rules


def may_join(state: GameState, oid: int, others: set[int], marker: str) -> bool:
    """506.5: a creature that can't attack/block alone may be declared only if another
    creature (`others`: the other creatures declared or still able to be) can be too; so a
    declaration that could never be completed isn't offered (508.1c, 509.1b)."""
    return bool(others - {oid}) or marker not in characteristics(state, oid).rules


def unmet_attack_condition(state: GameState, oid: int, c: Chars) -> AttackCondition | None:
    """The first restriction of 508.1c on the creature `oid` (characteristics `c`) whose
    condition doesn't hold, or None."""
    for ability in c.abilities:
        if isinstance(ability, AttackCondition) and not ability.holds(state, c.controller, oid):
            return ability
    return None


def unmet_block_condition(state: GameState, oid: int, c: Chars) -> Ability | None:
    """The first restriction of 509.1b on the creature `oid` (characteristics `c`) whose
    condition doesn't hold, or None."""
    for ability in c.abilities:
        if not isinstance(ability, BlockCondition | AttackCondition):
            continue
        if isinstance(ability, AttackCondition) and not ability.blocking:
            continue                        # 508.1c: a restriction on attacking only
        if not ability.holds(state, c.controller, oid):
            return ability
    return None


# 508.1c: the marker of "can't attack you or planeswalkers you control", with the id of the
# effect's source after the colon: "you" is that source's controller as attackers are declared.
CANT_ATTACK_SOURCE_CONTROLLER = "can't attack the controller of {source}"


def forbidden_defending_players(state: GameState, c: Chars) -> frozenset[int]:
    """508.1c: the players a creature with characteristics `c` can't attack, nor the
    planeswalkers they control, by "can't attack you or planeswalkers you control" and by
    "can't attack unless defending player controls ..."."""
    prefix = CANT_ATTACK_SOURCE_CONTROLLER.split("{", 1)[0]
    sources = [int(rule[len(prefix):]) for rule in c.rules if rule.startswith(prefix)]
    conditions = [a for a in c.abilities if isinstance(a, DefenderCondition)]
    if not sources and not conditions:
        return frozenset()
    forbidden = {characteristics(state, oid).controller for oid in sources
                 if oid in state.objects}
    forbidden.update(p for p in state.opponents(c.controller)
                     for a in conditions if not a.holds(state, p))
    return frozenset(forbidden)
