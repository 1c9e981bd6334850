"""Face-down spells and permanents (708): morph and megamorph (702.37), manifest (701.40).

A face-down object's record holds `FACE_DOWN` as its card (708.2a: a 2/2 creature with no
text, no name, no subtypes and no mana cost), so every rule, the layer system included,
sees only those characteristics; the card it is waits in `GameObject.hidden_card`, and
`GameObject.face_down` says what made it face down. Its controller may look at it
(708.5); who else knows it is kept by `rules/knowledge.py`. The card turns face up again
when it is turned face up (708.8, 116.2b) or leaves the battlefield or the stack (708.9).
This is not the "which face is up" of a double-faced card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from manastack.rules import knowledge
from manastack.rules.abilities import Ability, CardDef
from manastack.rules.decisions import Choice
from manastack.rules.events import SpellCast, TurnedFaceUp
from manastack.rules.mana import ManaCost
from manastack.rules.state import FACE_DOWN, GameObject, GameState

if TYPE_CHECKING:
    from manastack.rules.context import Ctx

__all__ = ["FACE_DOWN", "Morph", "cast_face_down", "face_down_casts", "face_up_costs",
           "manifest", "turn_face_up", "turn_for_move", "turn_up_choices"]

# 702.37a: a face-down spell cast with morph costs {3} rather than its mana cost.
MORPH_SPELL_COST = ManaCost.parse("{3}")


@dataclass(frozen=True, slots=True)
class Morph(Ability):
    """702.37a-b: "Morph [cost]" ("Megamorph [cost]" with `mega`): cast this card face
    down for {3}; turn it face up any time you have priority by paying [cost]."""

    cost: ManaCost
    mega: bool = False


def morph_of(card: CardDef) -> Morph | None:
    for ability in card.abilities:
        if isinstance(ability, Morph):
            return ability
    return None


def is_face_down(obj: GameObject) -> bool:
    return obj.hidden_card is not None


# -- becoming face down, and face up as it moves ---------------------------------------
def turn_for_move(ctx: Ctx, old: GameObject, new: GameObject, how: str | None) -> None:
    """Set the face of `new`, the object `old` becomes as it moves (400.7): turned face
    down first if `how` says so (708.3, 708.4); a face-down spell that resolves stays face
    down (702.37c); any other face-down object is turned face up and revealed (708.9)."""
    if how is not None:
        new.hidden_card = old.hidden_card or new.card     # face down already: it stays so
        new.face_down = old.face_down or how
        new.card = FACE_DOWN
    elif old.hidden_card is not None:
        if old.zone == "stack" and new.zone == "battlefield":
            new.hidden_card, new.face_down, new.card = old.hidden_card, old.face_down, FACE_DOWN
        else:
            new.card = old.hidden_card
            owner = ctx.state.players[old.owner].name
            ctx.log("708.9", f"{owner} reveals the face-down #{old.id}: {new.card.name}#{new.id}",
                    new.card.name)


# -- morph: casting face down (702.37c) -------------------------------------------------
def face_down_casts(state: GameState, player: int) -> list[Choice]:
    """702.37c-d: the cards in `player`'s hand they may cast face down now, as a 2/2
    creature spell with no text (so only at sorcery speed, 307.1 / 708.4) for {3}."""
    p = state.players[player]
    found: tuple[int, ...] = state.zone_memo(("morphs", player), p.hand, _morph_cards, state,
                                             p.hand)
    if not found:
        return []
    from manastack.rules.casting import can_pay_mana, sorcery_timing
    if not sorcery_timing(state, player) \
            or not can_pay_mana(state, player, MORPH_SPELL_COST):
        return []
    return [Choice("morph", (oid,), f"cast {state.objects[oid].card.name}#{oid} face down "
                   "for {3} (702.37c)") for oid in found]


def _morph_cards(state: GameState, hand: tuple[int, ...]) -> tuple[int, ...]:
    """The cards with morph in a hand (the cards alone decide: `zone_memo`)."""
    return tuple(oid for oid in hand if morph_of(state.objects[oid].card) is not None)


def cast_face_down(ctx: Ctx, player: int, oid: int) -> None:
    """702.37c: turn the card face down, put it on the stack as a face-down spell, pay {3}
    rather than its mana cost (601.2f-h), and it becomes cast (601.2i)."""
    from manastack.rules.casting import pay_mana
    from manastack.rules.context import RulesError
    s = ctx.state
    spell_id = ctx.move(oid, "stack", "cast", controller=player, face_down="morph")
    if spell_id is None:
        raise RulesError(f"the face-down spell #{oid} could not be put on the stack")
    s.obj_w(spell_id).cast = True
    ctx.log("702.37c", f"{s.players[player].name} casts a face-down creature spell#{spell_id} "
            "with morph")
    pay_mana(ctx, player, MORPH_SPELL_COST, f"the face-down spell#{spell_id}",
             paying_for=spell_id)
    ctx.perform(SpellCast(spell_id, player, rule="601.2i"))


# -- turning face up (116.2b, 708.8) ------------------------------------------------------
def face_up_costs(obj: GameObject) -> list[tuple[str, ManaCost, str]]:
    """The ways `obj` may be turned face up, as (way, cost, rule): its morph or megamorph
    cost if the card has one (702.37e), and for a manifested creature card with a mana
    cost, that cost (701.40b; both for a manifested card with morph, 701.40c)."""
    card = obj.hidden_card
    if card is None:
        return []
    out: list[tuple[str, ManaCost, str]] = []
    morph = morph_of(card)
    if morph is not None:
        out.append(("megamorph" if morph.mega else "morph", morph.cost, "702.37e"))
    if obj.face_down == "manifest" and "Creature" in card.types and not card.mana_cost.is_empty():
        out.append(("manifest", card.mana_cost, "701.40b"))
    return out


def face_down_permanents(state: GameState) -> tuple[int, ...]:
    """The face-down permanents (708.2), in battlefield order: kept with the board's
    version, as turning one face up writes its record."""
    misc = state.board_cache().misc
    found: tuple[int, ...] | None = misc.get("face-down permanents")
    if found is None:
        objects = state.objects
        # An object is face down from its making (708.3, as it moves: `turn_for_move`,
        # before it joins its zone) until it turns face up, which makes the battlefield a
        # new tuple (`turn_face_up`): which permanents are face down goes with the tuple.
        once: tuple[int, ...] = state.zone_memo("face-down once", state.battlefield,
                                                _face_down_now, state)
        found = misc["face-down permanents"] = tuple(
            oid for oid in once if objects[oid].hidden_card is not None) if once else ()
    return found


def _face_down_now(state: GameState) -> tuple[int, ...]:
    objects = state.objects
    return tuple(oid for oid in state.battlefield if objects[oid].hidden_card is not None)


def turn_up_choices(state: GameState, player: int) -> list[Choice]:
    """116.2b: the face-down permanents `player` controls they may turn face up now, each
    way they can pay for."""
    face_down = face_down_permanents(state)
    if not face_down:
        return []
    from manastack.rules.casting import can_pay_mana
    from manastack.rules.layers import characteristics
    choices: list[Choice] = []
    for oid in face_down:
        obj = state.objects[oid]
        if obj.hidden_card is None or characteristics(state, oid).controller != player:
            continue
        for way, cost, rule in face_up_costs(obj):
            if can_pay_mana(state, player, cost.with_x(0)):
                choices.append(Choice("turn", (oid, way), f"turn {obj.hidden_card.name}#{oid} "
                                      f"face up for its {way} cost {cost} ({rule})"))
    return choices


def turn_face_up(ctx: Ctx, player: int, oid: int, way: str) -> None:
    """116.2b, 702.37e, 701.40b: show the cost, pay it, turn the permanent face up. It is the
    same object (708.8: effects on it still apply; it doesn't enter the battlefield again);
    a megamorph cost paid puts a +1/+1 counter on it as it turns (702.37b, 708.11)."""
    from manastack.rules.casting import choose_x, pay_mana
    from manastack.rules.context import RulesError
    s = ctx.state
    obj = s.objects[oid]
    found = [(cost, rule) for w, cost, rule in face_up_costs(obj) if w == way]
    if not found or obj.hidden_card is None:
        raise RulesError(f"#{oid} can't be turned face up by its {way} cost")
    cost, rule = found[0]
    card = obj.hidden_card
    # 702.37e / 701.40b: the cost (for a manifested card, that it is a creature card) is
    # shown to all players before it is paid: they know the card from now on.
    knowledge.reveal(s, [oid])
    ctx.log(rule, f"{s.players[player].name} shows the {way} cost {cost} of #{oid}: "
            f"{card.name}", card.name)
    x = choose_x(ctx, player, cost, f"turning {card.name}#{oid} face up", None) \
        if cost.x_count else 0
    pay_mana(ctx, player, cost.with_x(x), f"turning {card.name}#{oid} face up")
    turned = s.obj_w(oid)
    turned.card, turned.hidden_card, turned.face_down = card, None, None
    if cost.x_count:
        turned.x = x            # 702.37f: its other abilities may refer to that X
    if way == "megamorph":
        turned.counters["+1/+1"] = turned.counters.get("+1/+1", 0) + 1
    knowledge.reveal_face(s, oid)
    # Values kept per zone tuple (watcher lists, static abilities) read which cards are
    # there: the card changed, so the battlefield is a new tuple.
    s.battlefield = tuple(list(s.battlefield))
    ctx.log(rule, f"{s.players[player].name} turns {card.name}#{oid} face up", card.name)
    ctx.perform(TurnedFaceUp(oid, player, rule=rule))


# -- manifest (701.40) --------------------------------------------------------------------
def manifest(ctx: Ctx, player: int, count: int = 1) -> list[int]:
    """701.40a, 701.40e: put the top card of `player`'s library onto the battlefield face
    down as a 2/2 creature, one card at a time; the new permanents' ids."""
    made: list[int] = []
    for _ in range(count):
        library = ctx.state.players[player].library
        if not library:
            break
        new = ctx.move(library[0], "battlefield", "manifest", controller=player,
                       face_down="manifest")
        if new is not None:
            made.append(new)
    return made
