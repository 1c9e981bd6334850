"""The card-definition model: what a card is and which abilities it has.

Card definitions are immutable and shared by every game (STYLE.md: data plus small effect
functions). The engine reads them; game state refers to them by name only, so saves stay
plain JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from manastack.rules.mana import ManaCost

# 110.4a: the card types of permanent cards.
PERMANENT_CARD_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                                  "Planeswalker"})

if TYPE_CHECKING:
    from manastack.rules.context import Ctx, Resolving
    from manastack.rules.events import Event
    from manastack.rules.layers import Chars
    from manastack.rules.state import GameObject, GameState

# A target is an object id (>= 0) or a player, encoded as -1 - player index.
TargetRef = int


def player_ref(index: int) -> TargetRef:
    return -1 - index


def ref_player(ref: TargetRef) -> int | None:
    """The player index a target reference names, or None for an object."""
    return -1 - ref if ref < 0 else None


Effect = Callable[["Ctx", "Resolving"], None]


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One target requirement (115.1): which objects or players it may name."""

    text: str                      # "any target", "target creature"
    allows: Callable[[GameState, TargetRef, int], bool]  # (state, candidate, controller of the ability)
    zone: str = "battlefield"      # where object candidates live ("stack" for counterspells)
    min_count: int = 1
    max_count: int = 1
    other: bool = False            # "another target ...": not the ability's source
    # 601.2d: an amount divided among this requirement's targets as they're chosen:
    # (ctx, the Resolving it's judged for) -> the total (rules/division.py).
    divided: Callable[[Ctx, Resolving], int] | None = None
    # A requirement that depends on the spell or the ability's source too: (state, candidate,
    # controller, source) -> whether it may be chosen ("target artifact defending player
    # controls", 508.5: rules/unblocked.py).
    by_source: Callable[[GameState, TargetRef, int, int | None], bool] | None = None


@dataclass(frozen=True, slots=True)
class ExileCost:
    """Cards exiled from the payer's graveyard or hand to pay a cost (118.3): `count` cards
    that `qualifies(state, characteristics, the cost's source)`; with `top_only`, only the
    topmost that qualifies ("the top creature card of your graveyard", 404.2: the pile keeps
    its order)."""

    count: int
    words: str
    zone: str                  # "graveyard" or "hand"
    qualifies: Callable[[GameState, Chars, int], bool]
    top_only: bool = False


@dataclass(frozen=True, slots=True)
class Cost:
    """An activation or additional cost (118, 602.1)."""

    mana: ManaCost = ManaCost(())  # noqa: RUF009 - ManaCost is frozen
    tap: bool = False                  # 107.5: {T}
    untap: bool = False                # 107.6: {Q}
    sacrifice_self: bool = False
    sacrifice: tuple[str, int] | None = None   # (card type, how many) other permanents to sacrifice
    # Which permanents qualify when the cost names more than a card type ("Sacrifice a
    # Goblin", "Sacrifice another creature"): (state, the permanent's characteristics, the
    # cost's source) -> bool; `sacrifice` then holds the cost's words and the count.
    sacrifice_quality: Callable[[GameState, Chars, int], bool] | None = None
    life: int = 0
    discard: int = 0
    # "Discard an Elf card": (the words, which cards in hand qualify: (state, the card's
    # characteristics, the cost's source) -> bool); `discard` holds how many.
    discard_quality: tuple[str, Callable[[GameState, Chars, int], bool]] | None = None
    discard_random: int = 0            # 701.9b: "Discard a card at random"
    # "Reveal an Elf card from your hand": (the words, which cards in hand qualify: (state,
    # the card's characteristics, the cost's source) -> bool); one card is revealed (701.20a).
    reveal: tuple[str, Callable[[GameState, Chars, int], bool]] | None = None
    # "Discard your hand": every card in it, none too (an empty hand is discarded, 118.3).
    discard_hand: bool = False
    remove_counters: tuple[str, int] | None = None
    # "Remove all +1/+1 counters from ~": every counter of that kind on the source, however
    # many (none too: removing zero counters is a payment, 118.3).
    remove_all_counters: str | None = None
    # "Remove a +1/+1 counter from a creature you control": (the counter's kind, the words,
    # which permanents qualify: (state, characteristics, the cost's source) -> bool).
    remove_counter_from: tuple[str, str, Callable[[GameState, Chars, int], bool]] | None = None
    loyalty: int | None = None         # 606.4: a loyalty cost, positive or negative
    loyalty_x: bool = False            # 107.3a: [-X], X loyalty counters removed besides
    # "Tap N untapped [quality] you control" / "Untap N tapped [quality] you control":
    # (N, the text, which permanents qualify). 302.6 doesn't restrict them.
    tap_others: tuple[int, str, Callable[[Chars], bool]] | None = None
    untap_others: tuple[int, str, Callable[[Chars], bool]] | None = None
    others_exclude_source: bool = False  # "Tap another untapped ...": never the source itself
    draw: int = 0                      # "Draw a card": can't be paid if the draw can't happen (614.17b)
    discard_self: bool = False         # "Discard this card" (702.29a: cycling, from the hand)
    crew: int = 0                      # 702.122a: tap other creatures with total power N+
    energy: int = 0                    # 107.14: {E} paid by removing energy counters
    # "Return N [permanents] you control to their owner's hand": (N, the words, which
    # qualify: (state, characteristics, the cost's source) -> bool).
    return_to_hand: tuple[int, str, Callable[[GameState, Chars, int], bool]] | None = None
    exile_cards: ExileCost | None = None    # "Exile two cards from your graveyard", "... from your hand"
    exile_self: bool = False           # "Exile this card from your graveyard" (702.97a, 702.128a)
    mill: int = 0                      # 701.17a: "Mill a card", "Mill two cards"

    def __str__(self) -> str:
        parts: list[str] = []
        if self.loyalty_x:
            parts.append("-X")
        elif self.loyalty is not None:
            parts.append(f"{self.loyalty:+d}" if self.loyalty else "0")
        if not self.mana.is_empty():
            parts.append(str(self.mana))
        if self.tap:
            parts.append("{T}")
        if self.untap:
            parts.append("{Q}")
        if self.sacrifice_self:
            parts.append("Sacrifice this")
        if self.tap_others:
            parts.append(f"Tap {self.tap_others[0]} {self.tap_others[1]}")
        if self.untap_others:
            parts.append(f"Untap {self.untap_others[0]} {self.untap_others[1]}")
        if self.sacrifice:
            parts.append(f"Sacrifice {self.sacrifice[1]} {self.sacrifice[0]}")
        if self.life:
            parts.append(f"Pay {self.life} life")
        if self.discard_quality:
            parts.append(f"Discard {self.discard} {self.discard_quality[0]}")
        elif self.discard:
            parts.append(f"Discard {self.discard}")
        if self.discard_random:
            parts.append(f"Discard {self.discard_random} at random")
        if self.discard_self:
            parts.append("Discard this card")
        if self.discard_hand:
            parts.append("Discard your hand")
        if self.reveal:
            parts.append(f"Reveal {self.reveal[0]} from your hand")
        if self.remove_counters:
            parts.append(f"Remove {self.remove_counters[1]} {self.remove_counters[0]} counter")
        if self.remove_all_counters:
            parts.append(f"Remove all {self.remove_all_counters} counters")
        if self.remove_counter_from:
            parts.append(f"Remove a {self.remove_counter_from[0]} counter from "
                         f"{self.remove_counter_from[1]}")
        if self.draw:
            parts.append("Draw a card" if self.draw == 1 else f"Draw {self.draw} cards")
        if self.crew:
            parts.append(f"Crew {self.crew}")
        if self.energy:
            parts.append("Pay " + "{E}" * self.energy)
        if self.return_to_hand:
            parts.append(f"Return {self.return_to_hand[0]} {self.return_to_hand[1]}")
        if self.exile_cards:
            parts.append(f"Exile {self.exile_cards.words}")
        if self.exile_self:
            parts.append("Exile this card from your graveyard")
        if self.mill:
            parts.append("Mill a card" if self.mill == 1 else f"Mill {self.mill} cards")
        return ", ".join(parts) or "{0}"


_TAP_COST = Cost(tap=True)
ManaOutputs = Callable[["GameState", "GameObject"], tuple[tuple[str, ...], ...]]


@dataclass(frozen=True, slots=True)
class FixedMana:
    """The productions of a mana ability that never depend on the game ("{T}: Add {G}.",
    "{T}: Add {R} or {G}."): one alternative per entry, as a `ManaOutputs`."""

    productions: tuple[tuple[str, ...], ...]

    def __call__(self, state: GameState, obj: GameObject) -> tuple[tuple[str, ...], ...]:
        return self.productions


@dataclass(frozen=True, slots=True)
class Ability:
    text: str


@dataclass(frozen=True, slots=True)
class SpellAbility(Ability):
    """What an instant or sorcery does as it resolves (608.2)."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[tuple[str, Effect, tuple[TargetSpec, ...]], ...] = ()
    x_max: Callable[[GameState, int], int] | None = None
    mode_count: tuple[int, int] = (1, 1)     # 700.2d: how many modes are chosen, least to most


@dataclass(frozen=True, slots=True)
class ActivatedAbility(Ability):
    """602: [Cost]: [Effect]. Mana abilities (605.1a) set `mana`."""

    cost: Cost
    effect: Effect | None = None
    targets: tuple[TargetSpec, ...] = ()
    mana: ManaOutputs | None = None          # 605.1a: the alternative productions
    sorcery_speed: bool = False              # 602.5d / 606.3
    once_per_turn: bool = False
    # 602.5b: "Activate only if [condition]": (state, controller, source) -> whether it holds.
    only_if: Callable[[GameState, int, int], bool] | None = None
    zones: tuple[str, ...] = ("battlefield",)   # 113.6: where it can be activated (unearth)
    any_player: bool = False                 # 602.1b: "Any player may activate this ability."
    # A cost "Reveal this card from your hand" (702.49a ninjutsu): shown to all as the
    # ability is activated, until it leaves the stack (702.49b).
    reveal_source: bool = False

    @property
    def is_mana_ability(self) -> bool:
        return self.mana is not None

    @property
    def is_loyalty(self) -> bool:
        return self.cost.loyalty is not None


@dataclass(frozen=True, slots=True)
class TriggeredAbility(Ability):
    """603: When/Whenever/At [event], [effect]. `trigger` may return the players it
    triggers for instead of True: one ability each (805.4d)."""

    trigger: Callable[[GameState, Event, GameObject], bool | tuple[int, ...]]
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    intervening_if: Callable[[GameState, GameObject], bool] | None = None   # 603.4
    optional: bool = False                   # "you may"
    zones: tuple[str, ...] = ("battlefield",)
    look_back: bool = False                  # 603.10: leaves-the-battlefield and similar
    mana: bool = False                       # 605.1b: a triggered mana ability
    # 603.3c, 700.2b: a modal triggered ability's modes (`rules/modes.py`), chosen as it is
    # put on the stack; its `effect` follows the chosen ones.
    modes: tuple[tuple[str, Effect, tuple[TargetSpec, ...]], ...] = ()
    mode_count: tuple[int, int] = (1, 1)
    # 603.8: a state trigger's condition on the game (state, source), `trigger` then never
    # true: it triggers whenever the condition holds (rules/state_triggers.py).
    state: Callable[[GameState, GameObject], bool] | None = None


@dataclass(frozen=True, slots=True)
class StaticAbility(Ability):
    """604: a continuous effect generated by a permanent, applied in a layer (613)."""

    layer: str                                # "2", "4", "5", "6", "7a", "7b", "7c", "7d"
    affects: Callable[[GameState, GameObject, GameObject], bool]   # (state, source, candidate)
    modify: Callable[[Chars, GameObject], None]
    zones: tuple[str, ...] = ("battlefield",)
    # 613.1: what the effect applies to, judged on characteristics as the earlier layers
    # left them ("creatures you control"); when set, it is asked instead of `affects`.
    applies_to: Callable[[GameState, Chars, Chars], bool] | None = None   # (state, source, candidate)
    # 613.6: the parts of the same effect in later layers ("get +1/+1" of "... get +1/+1
    # and have flying", whose first part, `layer` and `modify`, is the flying): once the
    # first part applied, each applies to the objects it applied to.
    later: tuple[tuple[str, Callable[[Chars, GameObject], None]], ...] = ()
    # 611.3a: "as long as an opponent controls a Human": the effect exists only while this
    # holds of the permanents (state, permanents, source), judged on the characteristics the
    # layers before its first part's left them (the condition reads none of the later ones).
    while_board: Callable[[GameState, Mapping[int, Chars], Chars], bool] | None = None


@dataclass(frozen=True, slots=True)
class DefiningAbility(Ability):
    """604.3, 208.2a: a characteristic-defining ability that defines power and/or
    toughness ("~'s power is equal to the number of creatures you control"), applied in
    layer 7a (613.4a) and functioning in every zone. `define(state, permanents, chars)`
    sets `chars`' values, counting the permanents with the characteristics `permanents`
    holds (as layers 1-6 left them)."""

    define: Callable[[GameState, Mapping[int, Chars], Chars], None]
    zones: tuple[str, ...] = ("library", "hand", "battlefield", "graveyard", "stack", "exile",
                              "command")


@dataclass(frozen=True, slots=True)
class CountedChange(Ability):
    """613.4c: "This creature gets +N/+M for each [permanent]": a static ability changing
    its own power and toughness in layer 7c by a count of permanents as layers 1-6 left
    them. `change(state, permanents, chars)` is the (power, toughness) change. An Aura's or
    Equipment's (`attached`) changes the permanent it is attached to instead ("Enchanted
    creature gets +1/+1 for each Plains you control")."""

    change: Callable[[GameState, Mapping[int, Chars], Chars], tuple[int, int]]
    attached: bool = False


@dataclass(frozen=True, slots=True)
class ReplacementAbility(Ability):
    """614: "instead", "skip", "as ... enters", "enters with"."""

    applies: Callable[[GameState, Event, GameObject], bool]
    replace: Callable[[Ctx, Event, GameObject], Event | None]
    self_replacement: bool = False            # 614.15
    zones: tuple[str, ...] = ("battlefield",)


@dataclass(frozen=True, slots=True)
class ProhibitionAbility(Ability):
    """"Can't" effects (101.2): checked before replacement effects."""

    forbids: Callable[[GameState, Event, GameObject], bool]
    zones: tuple[str, ...] = ("battlefield",)


@dataclass(frozen=True)
class CardDef:
    """A card's printed characteristics and abilities (immutable, shared)."""

    name: str
    mana_cost: ManaCost
    types: frozenset[str]
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    text: str = ""
    keywords: frozenset[str] = frozenset()
    abilities: tuple[Ability, ...] = ()
    spell: SpellAbility | None = None
    token: bool = False
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __hash__(self) -> int:
        return hash(self.name)

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_permanent_card(self) -> bool:
        """110.4a: a card that could be put onto the battlefield."""
        return not PERMANENT_CARD_TYPES.isdisjoint(self.types)

    def mana_value(self) -> int:
        return self.mana_value_cost.mana_value()

    @property
    def mana_value_cost(self) -> ManaCost:
        """The mana cost its mana value is counted from: a nonmodal double-faced card's
        back face has none but counts its front face's (202.3b, 712.8e)."""
        front = self.extra.get("front")
        return front.mana_cost if isinstance(front, CardDef) else self.mana_cost

    # What kinds of abilities the card has, computed once (the engine's hot paths ask).
    @cached_property
    def has_static(self) -> bool:
        return any(isinstance(a, (StaticAbility, DefiningAbility, CountedChange))
                   for a in self.abilities)

    @cached_property
    def has_counted_change(self) -> bool:
        """613.4c: whether it has a "gets +N/+M for each [permanent]" of its own."""
        return any(isinstance(a, CountedChange) for a in self.abilities)

    @cached_property
    def defines(self) -> bool:
        """604.3: whether a characteristic-defining ability sets its power or toughness."""
        return any(isinstance(a, DefiningAbility) for a in self.abilities)

    @cached_property
    def triggers(self) -> tuple[tuple[int, TriggeredAbility], ...]:
        return tuple((i, a) for i, a in enumerate(self.abilities) if isinstance(a, TriggeredAbility))

    @cached_property
    def has_replacement(self) -> bool:
        return any(isinstance(a, ReplacementAbility) for a in self.abilities)

    @cached_property
    def has_prohibition(self) -> bool:
        return any(isinstance(a, ProhibitionAbility) for a in self.abilities)

    @cached_property
    def shared_sets(self) -> tuple[set[str], set[str], set[str], set[str], set[str], list[Ability]]:
        """Its types, subtypes, supertypes, colors and keywords as sets, and its abilities
        as a list, made once: the values of every read-only `layers.Chars` of the card
        (the types those characteristics declare), never to be changed."""
        return (set(self.types), set(self.subtypes), set(self.supertypes), set(self.colors),
                set(self.keywords), list(self.abilities))

    @cached_property
    def has_activated(self) -> bool:
        return any(isinstance(a, ActivatedAbility) for a in self.abilities)

    @cached_property
    def activated(self) -> tuple[tuple[int, ActivatedAbility, bool], ...]:
        """Its activated abilities as (index, ability, whether {T} is the whole cost and
        nothing else restricts it: no targets, any time, from the battlefield)."""
        return tuple((i, a, tap_only(a)) for i, a in enumerate(self.abilities)
                     if isinstance(a, ActivatedAbility))


def tap_only(ability: ActivatedAbility) -> bool:
    """Whether {T} is the ability's whole cost, with no targets, timing or zone limits:
    then it can be activated exactly when its permanent could be tapped for it (602.2,
    107.5, 302.6)."""
    return ability.cost == _TAP_COST and not (ability.targets or ability.sorcery_speed
                                              or ability.once_per_turn
                                              or ability.only_if is not None) \
        and ability.zones == ("battlefield",)
