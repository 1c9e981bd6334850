"""Parts of abilities that depend on a condition (conditions.lark): an intervening "if"
(603.4) and a self-replacement "If [condition], [effect] instead." (614.15). The grammar is
`conditional_effects.lark` beside this file."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import AbilityIR, Condition, TriggerIR, as_node
from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


@dataclass(frozen=True)
class InsteadIf:
    """"If [condition], [effect] instead.": replaces the effect just before it (614.15)."""

    condition: Condition
    items: tuple[Any, ...]
    optional: bool = False          # "you may [effect] instead": if you don't, the usual one
    # Why a replacement with targets of its own is refused (702.33g: chosen only if the
    # spell was kicked), or None.
    untargeted: str | None = None


def _controller(state: GameState, source: GameObject) -> int:
    if source.id in state.objects and state.objects[source.id].zone == "battlefield":
        return characteristics(state, source.id).controller
    return source.controller


class ConditionalEffectClauses:
    """The transformer methods of conditional_effects.lark."""

    def triggered_if_condition(self, c: list[Any]) -> AbilityIR:
        """603.4: the ability triggers only if the condition holds as its event happens,
        and does nothing on resolution unless it still holds."""
        trig: TriggerIR = c[0]
        condition: Condition = c[1]
        check = trig.check

        def holds(state: GameState, source: GameObject) -> bool:
            return condition.test(state, _controller(state, source), source.id)

        def triggers(state: GameState, event: Any, source: GameObject) -> bool:
            return bool(check(state, event, source)) and holds(state, source)
        return AbilityIR("triggered", items=c[2],
                         trigger=dataclasses.replace(trig, check=triggers, intervening_if=holds))

    def instead_if(self, c: list[Any]) -> InsteadIf:
        return InsteadIf(c[0], tuple(c[1:]))

    def instead_if_may(self, c: list[Any]) -> InsteadIf:
        return InsteadIf(c[0], tuple(c[1:]), optional=True)

    def same_damage(self, c: list[Any]) -> Node:
        """"~ deals 5 damage [instead]": to the recipients of the damage before it (614.15)."""
        unbound: Amount = c[1]

        def build(b: Builder) -> Effect:
            deal = b.last_damage_deal
            if deal is None:
                raise Unsupported("damage without a recipient")
            amount = unbound.bound(b)       # "it" is the source, as for the damage replaced

            def run(ctx: Ctx, r: Resolving) -> None:
                assert deal is not None
                deal(ctx, r, amount(ctx, r))
            return run
        return build

    def instead_if_first(self, c: list[Any]) -> InsteadIf:
        """"If [condition], instead [effect]." (614.15), the same as "..., [effect] instead"."""
        return InsteadIf(c[0], tuple(c[1:]))

    def instead_if_after(self, c: list[Any]) -> InsteadIf:
        """"[Effect] instead if [condition]." (614.15): the condition written last."""
        condition: Condition = c[-1]
        return InsteadIf(condition, tuple(c[:-1]))


def fold_instead(sentences: list[list[Any]]) -> list[Any]:
    """The items of an ability's sentences with an "If [condition], [effect] instead."
    folded into the effect it replaces (614.15): the one effect of the sentence before it,
    or the one effect before it in its own sentence, so which effect is replaced is never in
    doubt; the items flattened."""
    items = [item for sentence in sentences for item in sentence]
    places = [(k, j) for k, sentence in enumerate(sentences)
              for j, item in enumerate(sentence) if isinstance(item, InsteadIf)]
    if not places:
        return items
    if len(places) > 1:
        raise Unsupported("more than one 'instead'")
    k, j = places[0]
    replaced = sentences[k][:j] if j else (sentences[k - 1] if k else [])
    if len(replaced) != 1:
        raise Unsupported("'instead' after anything but one effect")
    at = items.index(sentences[k][j])
    return [*items[:at - 1], _either(as_node(items[at - 1]), items[at]), *items[at + 1:]]


def _either(usual: Node, instead: InsteadIf) -> Node:
    replacement = sem.sequence([as_node(i) for i in instead.items])

    def build(b: Builder) -> Effect:
        first = usual(b)
        targets = len(b.specs)
        second = replacement(b)
        if instead.untargeted is not None and len(b.specs) != targets:
            raise Unsupported(instead.untargeted)

        def run(ctx: Ctx, r: Resolving) -> None:
            if instead.condition.test(ctx.state, r.controller, r.source) and (
                    not instead.optional
                    or ctx.may(r.controller, f"{ctx.name(r.source)}: you may instead")):
                second(ctx, r)
            else:
                first(ctx, r)
        return run
    return build
