"""Additional costs of any amount of mana that a permanent offers for spells (118.8, 601.2b,
601.2f): "As an additional cost to cast creature spells, you may pay any amount of mana. If
you do, that creature enters with that many additional +1/+1 counters on it." (Chorus of the
Conclave).

A permanent's `AnyManaCost` applies to the spells of the kind its controller casts. As the
spell is cast (601.2b) its caster announces how much mana they'll pay for each such cost
(nothing is a choice too), which is added to the total cost as generic mana (601.2f) and
noted on the spell (`GameObject.chosen`). As the spell resolves into a permanent (608.3),
the permanent enters with that many counters of the kind (614.1c), even if the permanent
that offered the cost has left meanwhile: the cost was paid for the spell."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from manastack.rules.abilities import Ability
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.mana_abilities import can_pay_mana, pay_mana, potential_mana

if TYPE_CHECKING:
    from manastack.rules.context import Ctx
    from manastack.rules.layers import Chars
    from manastack.rules.state import GameObject, GameState

__all__ = ["MOST_MANA", "AnyManaCost", "announce_any_mana", "counters_paid_for", "pay_any_amount"]

PAID = "mana paid for counters: "  # the prefix of the keys in GameObject.chosen, then the kind
MOST_MANA = 30  # the most mana offered for one such cost (the choices are listed)


@dataclass(frozen=True, slots=True)
class AnyManaCost(Ability):
    """118.8: its controller may pay any amount of mana as an additional cost to cast the
    spells that `applies(state, the spell's characteristics)`; the permanent the spell
    becomes enters with that many `counter_kind` counters (614.1c)."""

    applies: Callable[[GameState, Chars], bool]
    counter_kind: str


def _sources(state: GameState) -> tuple[int, ...]:
    return tuple(
        oid
        for oid in state.battlefield
        if any(isinstance(a, AnyManaCost) for a in state.objects[oid].card.abilities)
    )


def announce_any_mana(ctx: Ctx, player: int, spell_id: int, spare: int) -> int:
    """601.2b: the caster announces the mana they'll pay for each such cost of the
    permanents they control that applies to the spell, at most the `spare` mana they could
    make beyond the rest of its cost; returns the total, the spell noting it (601.2f)."""
    s = ctx.state
    total = 0
    for oid in s.zone_memo(("any mana costs",), s.battlefield, _sources, s):
        source = characteristics(s, oid)
        if source.controller != player:
            continue
        for ability in source.abilities:
            if not isinstance(ability, AnyManaCost) or not ability.applies(s, characteristics(s, spell_id)):
                continue
            most = max(0, min(MOST_MANA, spare - total))
            options = [Choice("amount", (n,), f"pay {n} mana") for n in range(most + 1)]
            n = int(
                ctx.choose(
                    player,
                    DecisionKind.NUMBER,
                    f"{ctx.name(spell_id)}: pay any amount of mana as the additional "
                    f"cost of {ctx.name(oid)} (118.8)",
                    options,
                ).args[0]
            )
            if not n:
                continue
            total += n
            key = PAID + ability.counter_kind
            spell = s.obj_w(spell_id)
            spell.chosen[key] = str(int(spell.chosen.get(key, "0")) + n)
            ctx.log(
                "601.2b",
                f"{s.players[player].name} will pay {{{n}}} more for {ctx.name(spell_id)} ({ctx.name(oid)})",
            )
    return total


def counters_paid_for(spell: GameObject) -> tuple[tuple[str, int], ...]:
    """614.1c: the counters the permanent a resolving spell becomes enters with for the
    mana paid for them."""
    return tuple(
        (key[len(PAID) :], int(n))
        for key, n in sorted(spell.chosen.items())
        if key.startswith(PAID) and int(n) > 0
    )


def pay_any_amount(ctx: Ctx, player: int, what: str) -> int:
    """ "[Player] may pay any amount of mana" as an effect resolves (118.12, 107.1b): the
    player chooses an amount they can pay in full (118.3: at most `MOST_MANA`, and nothing
    is a choice too), then pays it as generic mana, activating mana abilities (605.3a)."""
    s = ctx.state
    most = min(MOST_MANA, potential_mana(s, player))
    while most > 0 and not can_pay_mana(s, player, ManaCost((str(most),))):
        most -= 1
    options = [Choice("amount", (n,), f"pay {n} mana") for n in range(most + 1)]
    n = int(ctx.choose(player, DecisionKind.NUMBER, f"{what}: pay any amount of mana", options).args[0])
    if n:
        pay_mana(ctx, player, ManaCost((str(n),)), f"{{{n}}} ({what})")
    ctx.log("118.12", f"{s.players[player].name} pays {{{n}}} ({what})")
    return n
