"""Small, readable card definitions (STYLE.md: data plus small effect functions).

A definition names the card; its characteristics (cost, types, power, toughness,
loyalty, Oracle text, colors) come from the bundled card database, and the definition
supplies the abilities:

    card("Llanowar Elves", tap_for_mana("G"))
    card("Lightning Bolt", spell=spell(lambda ctx, r: ctx.damage(r.source, r.target(), 3),
                                        ANY_TARGET))

Keywords the engine implements are read from the card data; a card with any other
keyword fails loudly (UnsupportedCardError) instead of silently losing it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from manastack.cards.database import CardData, default_database
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import (
    Ability,
    ActivatedAbility,
    CardDef,
    Cost,
    Effect,
    ManaOutputs,
    SpellAbility,
    StaticAbility,
    TargetRef,
    TargetSpec,
    TriggeredAbility,
    ref_player,
)
from manastack.rules.events import Event, StepBegins, ZoneMove
from manastack.rules.layers import Chars, characteristics
from manastack.rules.mana import COLORS, ManaCost, parse_mana_symbols
from manastack.rules.state import GameObject, GameState

# 702: keyword abilities the rules engine implements.
KEYWORDS = frozenset({
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "shroud", "trample",
    "vigilance",
})


def _int(value: str | None) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except ValueError as exc:
        raise UnsupportedCardError(f"power/toughness/loyalty {value!r} is not a number") from exc


def card(name: str, *abilities: Ability, spell: SpellAbility | None = None,
         enchant: TargetSpec | None = None, data: CardData | None = None) -> CardDef:
    """A card definition with characteristics from the card database."""
    data = data or default_database().get(name)
    keywords = frozenset(k.lower() for k in data.keywords)
    missing = keywords - KEYWORDS
    if missing:
        raise UnsupportedCardError(
            f"{data.name}: keyword(s) not implemented: {', '.join(sorted(missing))}")
    is_spell = {"Instant", "Sorcery"} & set(data.types)
    if is_spell and spell is None:
        raise UnsupportedCardError(f"{data.name}: an instant or sorcery needs its effect")
    extra: dict[str, object] = {}
    if enchant is not None:
        extra["enchant"] = enchant
    return CardDef(
        name=data.name,
        mana_cost=ManaCost.parse(data.mana_cost),
        types=frozenset(data.types),
        subtypes=frozenset(data.subtypes),
        supertypes=frozenset(data.supertypes),
        colors=frozenset(data.colors),
        power=_int(data.power),
        toughness=_int(data.toughness),
        loyalty=_int(data.loyalty),
        text=data.text,
        keywords=keywords,
        abilities=tuple(abilities),
        spell=spell,
        extra=extra,
    )


def token(name: str, types: Sequence[str], subtypes: Sequence[str], colors: Sequence[str],
          power: int, toughness: int, keywords: Sequence[str] = (), key: str | None = None,
          abilities: Sequence[Ability] = ()) -> CardDef:
    """A token definition (111.4); `key` registers it when its name is a card's name."""
    return CardDef(name=name, mana_cost=ManaCost(()), types=frozenset(types),
                   subtypes=frozenset(subtypes), colors=frozenset(colors), power=power,
                   toughness=toughness, keywords=frozenset(keywords), abilities=tuple(abilities),
                   token=True, extra={"key": key or f"{name} token"})


# -- targets (115) --------------------------------------------------------------------
def _is_creature(state: GameState, ref: TargetRef) -> bool:
    return ref >= 0 and characteristics(state, ref).is_creature


def target(text: str, allows: Callable[[GameState, TargetRef, int], bool], zone: str = "battlefield",
           count: int = 1, up_to: bool = False) -> TargetSpec:
    return TargetSpec(text, allows, zone, 0 if up_to else count, count)


ANY_TARGET = target("any target", lambda s, ref, _c: ref < 0 or _is_creature(s, ref) or (
    ref >= 0 and characteristics(s, ref).is_("Planeswalker")))
TARGET_CREATURE = target("target creature", lambda s, ref, _c: _is_creature(s, ref))
TARGET_PLAYER = target("target player", lambda s, ref, _c: ref < 0)
TARGET_OPPONENT = target("target opponent", lambda s, ref, c: ref < 0 and
                         s.players[-1 - ref].team != s.players[c].team)
TARGET_SPELL = target("target spell", lambda s, ref, _c: ref >= 0 and s.objects[ref].kind
                      in ("card", "copy"), zone="stack")
TARGET_PERMANENT = target("target permanent", lambda s, ref, _c: ref >= 0)


def target_creature_where(text: str, test: Callable[[Chars], bool]) -> TargetSpec:
    return target(text, lambda s, ref, _c: _is_creature(s, ref) and test(characteristics(s, ref)))


def target_permanent_where(text: str, test: Callable[[Chars], bool]) -> TargetSpec:
    return target(text, lambda s, ref, _c: ref >= 0 and test(characteristics(s, ref)))


# -- abilities ------------------------------------------------------------------------
def spell(effect: Effect, *targets: TargetSpec, text: str = "") -> SpellAbility:
    return SpellAbility(text, effect, tuple(targets))


def tap_for_mana(*outputs: str, text: str | None = None) -> ActivatedAbility:
    """605.1a: "{T}: Add {G}." -- each argument one alternative production ("G", "GG",
    "C"); "any" means one mana of any color."""
    produced: list[tuple[str, ...]] = []
    for out in outputs:
        if out == "any":
            produced.extend((c,) for c in COLORS)
        else:
            produced.append(tuple(out))
    fixed = tuple(produced)
    if text is None:
        if outputs == ("any",):
            text = "{T}: Add one mana of any color."
        else:
            text = "{T}: Add " + " or ".join("".join(f"{{{t}}}" for t in o) for o in fixed) + "."
    return ActivatedAbility(text, Cost(tap=True), mana=lambda s, o: fixed)


def mana_ability(text: str, cost: Cost, produce: ManaOutputs,
                 effect: Effect | None = None) -> ActivatedAbility:
    return ActivatedAbility(text, cost, effect, mana=produce)


def activated(text: str, cost: Cost | str, effect: Effect, *targets: TargetSpec,
              sorcery_speed: bool = False) -> ActivatedAbility:
    return ActivatedAbility(text, parse_cost(cost) if isinstance(cost, str) else cost, effect,
                            tuple(targets), sorcery_speed=sorcery_speed)


def loyalty(amount: int, text: str, effect: Effect, *targets: TargetSpec) -> ActivatedAbility:
    """606: [+N]/[-N]/[0]: effect."""
    return ActivatedAbility(text, Cost(loyalty=amount), effect, tuple(targets))


def parse_cost(text: str) -> Cost:
    """A cost as printed: "{2}{R}, {T}, Sacrifice this" (only the parts used here)."""
    mana = ""
    tap = untap = sac_self = False
    life = 0
    for part in (p.strip() for p in text.split(",")):
        if part == "{T}":
            tap = True
        elif part == "{Q}":
            untap = True
        elif part.lower().startswith("sacrifice"):
            sac_self = True
        elif part.lower().startswith("pay ") and part.lower().endswith(" life"):
            life = int(part.split()[1])
        elif part.startswith("{"):
            mana += part
        else:
            raise UnsupportedCardError(f"cost part {part!r} is not understood")
    return Cost(ManaCost.parse(mana), tap, untap, sac_self, life=life)


def static(text: str, layer: str, affects: Callable[[GameState, GameObject, GameObject], bool],
           modify: Callable[[Chars, GameObject], None]) -> StaticAbility:
    return StaticAbility(text, layer, affects, modify)


def triggered(text: str, trigger: Callable[[GameState, Event, GameObject], bool], effect: Effect,
              *targets: TargetSpec, optional: bool = False, look_back: bool = False,
              intervening_if: Callable[[GameState, GameObject], bool] | None = None,
              zones: tuple[str, ...] = ("battlefield",)) -> TriggeredAbility:
    return TriggeredAbility(text, trigger, effect, tuple(targets), intervening_if, optional,
                            zones, look_back)


# -- common trigger conditions (603.2, 603.6, 603.10) -----------------------------------
def enters_self(state: GameState, event: Event, source: GameObject) -> bool:
    """"When this enters" (603.6a)."""
    return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and \
        event.new_id == source.id


def dies_self(state: GameState, event: Event, source: GameObject) -> bool:
    """"When this dies" (700.4, a leaves-the-battlefield ability, 603.10a)."""
    return isinstance(event, ZoneMove) and event.obj == source.id and \
        event.to_zone == "graveyard" and source.zone == "battlefield"


def at_step(step: str, whose: str = "you") -> Callable[[GameState, Event, GameObject], bool]:
    """"At the beginning of [your / each] [step]" (603.2b)."""
    def check(state: GameState, event: Event, source: GameObject) -> bool:
        if not isinstance(event, StepBegins) or event.step != step:
            return False
        return whose == "each" or event.active == characteristics(state, source.id).controller
    return check


def controller_of(state: GameState, oid: int) -> int:
    return characteristics(state, oid).controller


def player_of(ref: TargetRef | None) -> int | None:
    return None if ref is None else ref_player(ref)


def mana_symbols(text: str) -> tuple[str, ...]:
    return parse_mana_symbols(text)
