"""400.7e: an ability that triggers when an object moves from one zone to another can find
the new object it became in the zone it moved to, if that zone is public. "When this Aura
is put into a graveyard from the battlefield, return it to its owner's hand." (Rancor),
"When this creature dies, exile it." (603.6c, 603.10a: such a trigger looks back in time,
and "it" is the card in the graveyard, not the permanent that was).

A trigger says where its object went with `TriggerIR.found_zone`. Before the unit is
transformed, `find_new_objects` renames each "it" / "that card" of its effect that comes
before any other object is named to `found_object`; "it" after another object stays that
object. No grammar of its own: the rules are those of the triggers and of `objects`.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from lark import Token, Tree

from manastack.cards.oracle.forms import TriggerIR
from manastack.cards.oracle.semantics import Builder, ObjGet, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.knowledge import HIDDEN_ZONES

if TYPE_CHECKING:
    from manastack.cards.oracle.transformer import OracleTransformer

FOUND = "found_object"


@lru_cache(maxsize=1)
def _aliases() -> tuple[frozenset[str], frozenset[str]]:
    """The grammar's alternatives of `trigger` and of `objects`."""
    from manastack.cards.oracle.compiler import parser

    found: dict[str, set[str]] = {"trigger": set(), "objects": set()}
    for rule in parser().rules:
        origin = str(rule.origin.name)
        if origin in found and rule.alias is not None:
            found[origin].add(str(rule.alias))
    return frozenset(found["trigger"]), frozenset(found["objects"])


def find_new_objects(tree: Tree[Any], transformer: OracleTransformer) -> None:
    """Rename the "it" of a zone-change trigger's effect that names the new object (400.7e),
    and tell the transformer the zone it is in."""
    triggers, objects = _aliases()
    for node in list(_in_text_order(tree)):
        for i, child in enumerate(node.children):
            if not isinstance(child, Tree) or str(child.data) not in triggers:
                continue
            trig = transformer.transform(child)
            if isinstance(trig, TriggerIR) and trig.found_zone is not None:
                transformer.found_zone = trig.found_zone
                _rename_leading_its(node.children[i + 1 :], objects)


def _rename_leading_its(effects: list[Any], objects: frozenset[str]) -> None:
    """Each "it" in text order up to the first other object named."""
    for effect in effects:
        if not isinstance(effect, Tree):
            continue
        for node in _in_text_order(effect):
            data = str(node.data)
            if data == "it_object":
                node.data = Token("RULE", FOUND)
            elif data in objects:
                return


def _in_text_order(tree: Tree[Any]) -> Iterator[Tree[Any]]:
    """The tree and its subtrees, each before its children, left to right."""
    yield tree
    for child in tree.children:
        if isinstance(child, Tree):
            yield from _in_text_order(child)


def found_obj(zone: str) -> ObjRef:
    """The object the trigger event's object became in `zone`, while it is still there (a
    new object again once it leaves, 400.7)."""
    if zone in HIDDEN_ZONES:
        raise Unsupported(f"finding a card in a hidden zone ({zone}, 400.7e)")

    def bind(b: Builder) -> ObjGet:
        if b.last_obj is not None:
            # Something else was named first ("create a token ... it"): "it" is that.
            raise Unsupported("'it' after another object in a zone-change trigger")

        def get(ctx: Ctx, r: Resolving) -> list[int]:
            oid = r.event.get("new_id")
            obj = ctx.state.get(oid) if isinstance(oid, int) else None
            return [obj.id] if obj is not None and obj.zone == zone else []

        b.found = get
        return get

    return ObjRef("it", bind, zone=zone, kind="found")


class FoundObjectClauses:
    """The transformer method of the renamed "it" (`find_new_objects`)."""

    found_zone: str | None = None

    def found_object(self, c: list[Any]) -> ObjRef:
        if self.found_zone is None:
            raise Unsupported("'it' found in no zone")
        return found_obj(self.found_zone)
