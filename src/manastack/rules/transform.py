"""Double-faced cards and transforming (712, 701.27).

A nonmodal double-faced card's definition is its front face; the front's `extra["back"]`
is the back face's definition and the back's `extra["front"]` the front's (its
`extra["whole"]` too, so a permanent leaving the battlefield becomes its front face
again: 712.8a, `context._handle_move`). Which face is up is the definition the object
holds (712.8d-e): transforming swaps it and keeps the object (712.18), so there is no
separate flag, and a face-down status (708) stays a thing of its own.
"""

from __future__ import annotations

from manastack.rules.abilities import CardDef
from manastack.rules.state import GameObject, GameState

__all__ = [
    "BACK_FACE_SUFFIX",
    "back_face",
    "entering_face",
    "front_face",
    "handle_transform",
    "is_transformed",
    "link_faces",
    "other_face",
    "transformed_since",
]

BACK_FACE_SUFFIX = " (back face)"


def link_faces(front: CardDef, back: CardDef) -> None:
    """Join the two faces of a nonmodal double-faced card (712.1); the back is saved
    under the front's key (a card is its front face outside the battlefield, 712.8a)."""
    front.extra["back"] = back
    back.extra["front"] = front
    back.extra["whole"] = front
    back.extra["key"] = f"{front.extra.get('key', front.name)}{BACK_FACE_SUFFIX}"


def back_face(card: CardDef) -> CardDef | None:
    back = card.extra.get("back")
    return back if isinstance(back, CardDef) else None


def front_face(card: CardDef) -> CardDef | None:
    front = card.extra.get("front")
    return front if isinstance(front, CardDef) else None


def other_face(card: CardDef) -> CardDef | None:
    """The face a permanent with `card` up would transform into, None for a card that
    isn't double-faced (701.27c, 712.9)."""
    return back_face(card) or front_face(card)


def entering_face(state: GameState, card: CardDef, transformed: bool) -> CardDef:
    """The face a card enters the battlefield with: its front by default (712.14), its back
    if it's put there back face up (`transformed`) or it has daybound and it is night
    (702.145b); a card that isn't double-faced enters as it is."""
    back = back_face(card)
    if back is not None and (transformed or (state.day_night == "night"
                                             and "daybound" in card.keywords)):
        return back
    modal = card.extra.get("modal_back")
    if transformed and isinstance(modal, CardDef):
        return modal        # 712.12, 712.8f: a modal double-faced card with its back face up
    return card


def is_transformed(obj: GameObject) -> bool:
    """701.27g: a transformed permanent is a double-faced permanent with its back face up."""
    return obj.zone == "battlefield" and front_face(obj.card) is not None


def transformed_since(state: GameState, source: int, ability_obj: int) -> bool:
    """701.27f: whether the source of an activated or triggered ability has transformed
    since that ability was put onto the stack (613.7g: it has a newer timestamp then)."""
    obj = state.get(source)
    ability = state.last_known(ability_obj)
    return obj is not None and ability is not None and obj.transformed_at > ability.timestamp


def handle_transform(state: GameState, oid: int) -> tuple[str, str] | None:
    """Turn the permanent over (701.27a): the same object with its other face's
    characteristics (712.8d-e, 712.18) and a new timestamp (613.7g). The rule and the log
    text, or None when nothing happens (701.27c-d, 712.9-10)."""
    obj = state.get(oid)
    if obj is None or obj.zone != "battlefield":
        return None
    other = other_face(obj.card)
    if other is None or not other.is_permanent_card:
        return None
    written = state.obj_w(oid)
    written.card = other
    written.timestamp = state.new_timestamp()
    written.transformed_at = written.timestamp
    # The battlefield stays in timestamp order, and as a new tuple the watcher lists made
    # from the cards in it are made again (GameState.zone_memo): this face's triggers.
    state.battlefield = (*(i for i in state.battlefield if i != oid), oid)
    state.touch()
    return ("701.27a", f"{obj.card.name}#{oid} transforms into {other.name} "
            "(712.18: the same object, its other face up)")
