"""The top card of a library made public or castable by a permanent (401.5, 601.3): "Play
with the top card of your library revealed." and "You may cast creature spells from the top
of your library." (Garruk's Horde).

`TopRevealed` is a static ability: while a permanent with it is on the battlefield, the top
card of its controller's library is revealed to all players (701.20a), as knowledge in the
state (`rules/knowledge.py`), so views, forks, saves and `Game.sample` keep it. The reveal is
checked after every event (`RULE_FOLLOWUPS`) and before a player receives priority
(`turns.priority`): a card that becomes the top card (after a
draw, a shuffle, a card put on top) is revealed at once, except that 401.5 holds a new top
card back while a spell is being cast (601.2a-i, `Ctx.casting`) until it becomes cast
(601.2i, the `SpellCast` event). A card revealed stays known where it is (its players saw
it) until a shuffle (701.24a).

`TopCast` is a permission (601.3): its controller may cast the top card of their own
library if it fits, at the time its type allows (117.1a: the permission changes where
from, not when), paying its costs. The card moves to the stack as any cast one (601.2a)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from manastack.rules import knowledge
from manastack.rules.abilities import Ability
from manastack.rules.context import RULE_FOLLOWUPS
from manastack.rules.events import Event
from manastack.rules.layers import characteristics

if TYPE_CHECKING:
    from manastack.rules.context import Ctx
    from manastack.rules.layers import Chars
    from manastack.rules.state import GameState

__all__ = ["TopCast", "TopRevealed", "castable_from_top", "reveal_tops"]


@dataclass(frozen=True, slots=True)
class TopRevealed(Ability):
    """401.5: its controller plays with the top card of their library revealed."""


@dataclass(frozen=True, slots=True)
class TopCast(Ability):
    """601.3: its controller may cast the top card of their library when the card's
    characteristics `qualifies(state, chars, caster)`."""

    qualifies: Callable[[GameState, Chars, int], bool]


def _sources(state: GameState, kind: type[Ability]) -> tuple[int, ...]:
    return tuple(oid for oid in state.battlefield
                 if any(isinstance(a, kind) for a in state.objects[oid].card.abilities))


def _controllers(state: GameState, kind: type[Ability]) -> list[tuple[int, Ability]]:
    """(controller, ability) for each permanent that has an ability of `kind` now (613:
    its characteristics, so an ability it lost doesn't count)."""
    found: list[tuple[int, Ability]] = []
    for oid in state.zone_memo(("top of library", kind.__name__), state.battlefield,
                               _sources, state, kind):
        chars = characteristics(state, oid)
        found.extend((chars.controller, a) for a in chars.abilities if isinstance(a, kind))
    return found


def reveal_tops(ctx: Ctx, event: Event | None = None) -> None:
    """401.5: after an event, and as a player is to receive priority (a position set up
    with the permanent there already), the top card of each library whose owner controls
    a `TopRevealed` permanent is revealed to all, unless a spell is being cast."""
    s = ctx.state
    if ctx.casting or not s.battlefield:
        return
    players = sorted({who for who, _ in _controllers(s, TopRevealed)})
    if not players:
        return
    everyone = knowledge.everyone(s)
    for player in players:
        library = s.players[player].library
        if library and knowledge.knowers(s, library[0]) != everyone:
            knowledge.reveal(s, (library[0],))
            ctx.log("401.5", f"{s.players[player].name} plays with the top card of their "
                    f"library revealed: {s.objects[library[0]].card.name}#{library[0]}")


def castable_from_top(state: GameState, player: int) -> list[int]:
    """The top card of `player`'s library, if a permission of theirs lets them begin to cast
    it (601.3); lands are played, never cast (305.9)."""
    library = state.players[player].library
    if not library or not state.battlefield:
        return []
    top = library[0]
    card = characteristics(state, top)
    if "Land" in card.types:
        return []
    for who, ability in _controllers(state, TopCast):
        if who == player and isinstance(ability, TopCast) and \
                ability.qualifies(state, card, player):
            return [top]
    return []


if reveal_tops not in RULE_FOLLOWUPS:
    RULE_FOLLOWUPS.append(reveal_tops)
