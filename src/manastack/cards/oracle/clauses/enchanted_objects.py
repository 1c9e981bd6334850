"""Objects told by whether they are enchanted: an object is enchanted while an Aura is
attached to it (303.4, 303.4b; an Equipment or a Fortification doesn't make it so, 301.5,
301.6). The grammar is `enchanted_objects.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.state import GameState


class EnchantedObjectClauses:
    """The transformer methods of enchanted_objects.lark."""

    def enchanted_suffix(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"enchanted": True}, "that are enchanted")

    def not_enchanted_suffix(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"enchanted": False}, "that aren't enchanted")


def is_enchanted(state: GameState, oid: int) -> bool:
    """303.4: some Aura on the battlefield is attached to the object. The Aura is told by
    its card's own subtypes: the filter is read while the layers are being applied (613), so
    it can't ask for characteristics the layers are computing."""
    objects = state.objects
    return any(
        objects[other].attached_to == oid and "Aura" in objects[other].card.subtypes
        for other in state.battlefield
    )
