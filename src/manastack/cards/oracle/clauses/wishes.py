"""Cards brought into your hand from outside the game (400.11a: the player's sideboard;
400.11b: they stay in the game until it ends), revealed first where the effect says so
(701.20a). The grammar is `wishes.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Filter, Node, Unsupported
from manastack.cards.registry import get_card
from manastack.rules.context import Ctx, Resolving
from manastack.rules.drawing import bring_into_game, choose_from_outside
from manastack.rules.knowledge import reveal
from manastack.rules.layers import Chars
from manastack.rules.state import GameObject

OUTSIDE = "outside"     # Desc.zone of "you own from outside the game" (400.11)

# 400.11c: cards outside the game are only told apart by what is printed on them, so a
# description of them may name only characteristics (205, 105, 202).
_PRINTED = frozenset({"text", "types", "all_types", "subtypes", "supertypes", "not_supertypes",
                      "not_types", "not_subtypes", "colors", "not_colors", "colorless",
                      "multicolored", "mana_value"})


def _printed_filter(desc: Desc) -> Filter:
    flt = desc.filter
    default = Filter()
    extra = [f for f in flt.__dataclass_fields__
             if f not in _PRINTED and getattr(flt, f) != getattr(default, f)]
    if extra or desc.zone != OUTSIDE:
        raise Unsupported(f"a {desc.text} from outside the game")
    return flt


def _outside_card_matches(ctx: Ctx, flt: Filter, player: int, name: str) -> bool:
    """Whether the card `name` outside the game fits `flt`, by its printed characteristics
    (400.11c); the card is looked at, not brought in."""
    probe = GameObject(0, get_card(name), player, OUTSIDE, 0)
    return flt.test(ctx.state, Chars(probe, mutable=False), player, None)


def _reveal_to_hand(ctx: Ctx, player: int, flt: Filter, what: str) -> None:
    """"You may reveal [a card] you own from outside the game and put it into your hand":
    choosing no card declines."""
    def allowed(name: str) -> bool:
        return _outside_card_matches(ctx, flt, player, name)

    prompt = f"you may reveal {what} and put it into your hand"
    names = choose_from_outside(ctx, player, 1, prompt, allowed)
    if not names:
        ctx.log("400.11", f"{ctx.name(-1 - player)} puts no card from outside the game into "
                "their hand")
        return
    oid = bring_into_game(ctx, player, get_card(names[0]), "hand")     # 400.11b
    reveal(ctx.state, (oid,))                   # 701.20a: every player sees it
    ctx.log("701.20a", f"{ctx.name(-1 - player)} reveals {ctx.name(oid)}")


class WishClauses:
    """The transformer methods of wishes.lark."""

    def reveal_from_outside(self, c: list[Any]) -> Node:
        desc: Desc = c[0]
        flt = _printed_filter(desc)
        what = f"one {desc.text}"

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                _reveal_to_hand(ctx, r.controller, flt, what)
            return run
        return build

    def owned_outside(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("any owner's zone", OUTSIDE, "you own from outside the game")
