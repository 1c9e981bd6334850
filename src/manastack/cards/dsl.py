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

import dataclasses
from collections.abc import Callable, Sequence

from manastack.cards.database import CardData, default_database
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import (
    Ability,
    ActivatedAbility,
    CardDef,
    Cost,
    Effect,
    FixedMana,
    ManaOutputs,
    SpellAbility,
    StaticAbility,
    TargetRef,
    TargetSpec,
    TriggeredAbility,
    ref_player,
)
from manastack.rules.context import Ctx, Resolving
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.evasion import EVASION_KEYWORDS
from manastack.rules.events import AttackerDeclared, Event, StepBegins, ZoneMove
from manastack.rules.face_down import Morph
from manastack.rules.knowledge import look
from manastack.rules.land_types import intrinsic_abilities
from manastack.rules.layers import Chars, characteristics
from manastack.rules.mana import COLORS, ManaCost, parse_mana_symbols
from manastack.rules.protection import is_protection_keyword
from manastack.rules.state import GameObject, GameState
from manastack.rules.toxic import is_toxic_keyword
from manastack.rules.ward import is_ward_keyword

# 702: keyword abilities the rules engine implements.
KEYWORDS = frozenset({
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "shroud", "trample",
    "vigilance", "changeling", "devoid", "infect", "wither", *EVASION_KEYWORDS,
    "convoke",      # 702.51 (rules/convoke.py)
    "improvise",    # 702.126 (rules/convoke.py)
    "delve",        # 702.66a (rules/convoke.py)
    "split second",     # 702.61 (rules/split_second.py)
})
# 701: keyword actions ("Scry 1", "mills twenty cards") that a definition's effect performs;
# they are not abilities, so they are not kept among the card's keywords.
KEYWORD_ACTIONS = frozenset({"manifest", "mill", "scry", "surveil"})
# 702.5 / 702.6 / 702.84 / 702.122 / 702.37 / 702.25: keyword abilities a definition supplies itself
# (`enchant=`, `equip(...)`, unearth in rules/unearth.py, crew in rules/crew.py, a `Morph`
# ability, the trigger of flanking from clauses/keyword_meanings.py).
DEFINED_KEYWORDS = frozenset({"crew", "enchant", "equip", "flanking", "megamorph", "morph",
                              "unearth"})
# 702.145, 702.131: keywords whose meaning is in the rules of the game (rules/day_night.py,
# rules/ascend.py).
RULES_KEYWORDS = frozenset({"daybound", "nightbound",
                            "ascend"})      # 702.131 (rules/ascend.py)
# 702.124a: partner abilities work only in deck construction, before the game begins
# (cards/decklist.py checks them); "partner with [name]" also has a triggered ability.
DECK_KEYWORDS = frozenset({"partner", "friends forever", "choose a background",
                           "doctor's companion"})


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
    keywords = frozenset(k.lower() for k in data.keywords) - KEYWORD_ACTIONS
    missing = keywords - KEYWORDS - DEFINED_KEYWORDS - RULES_KEYWORDS - DECK_KEYWORDS
    missing = frozenset(k for k in missing if not is_ward_keyword(k))     # 702.21a (rules/ward.py)
    missing = frozenset(k for k in missing if not is_protection_keyword(k))   # 702.16a
    missing = frozenset(k for k in missing if not is_toxic_keyword(k))    # 702.164a (rules/toxic.py)
    if missing:
        raise UnsupportedCardError(
            f"{data.name}: keyword(s) not implemented: {', '.join(sorted(missing))}")
    if ("enchant" in keywords or "Aura" in data.subtypes) and enchant is None:
        raise UnsupportedCardError(f"{data.name}: an Aura needs its enchant target (702.5a)")
    if "equip" in keywords and not any(
            isinstance(a, ActivatedAbility) and a.text.startswith("Equip") for a in abilities):
        raise UnsupportedCardError(f"{data.name}: an Equipment needs its equip ability (702.6a)")
    if "crew" in keywords and not any(
            isinstance(a, ActivatedAbility) and a.text.startswith("Crew") for a in abilities):
        raise UnsupportedCardError(f"{data.name}: a Vehicle needs its crew ability (702.122a)")
    if "unearth" in keywords and not any(
            isinstance(a, ActivatedAbility) and a.text.startswith("Unearth") for a in abilities):
        raise UnsupportedCardError(f"{data.name}: unearth needs its abilities (702.84a)")
    if "flanking" in keywords and not any(
            isinstance(a, TriggeredAbility) and a.text == "Flanking" for a in abilities):
        raise UnsupportedCardError(f"{data.name}: flanking needs its trigger (702.25a)")
    if keywords & {"morph", "megamorph"} and not any(isinstance(a, Morph) for a in abilities):
        raise UnsupportedCardError(f"{data.name}: morph needs its Morph ability (702.37a)")
    is_spell = {"Instant", "Sorcery"} & set(data.types)
    if is_spell and spell is None:
        raise UnsupportedCardError(f"{data.name}: an instant or sorcery needs its effect")
    extra: dict[str, object] = {}
    if enchant is not None:
        extra["enchant"] = enchant
    if spell is not None and not spell.text:
        # A hand-written spell effect is the whole of the card's spell text (608.2).
        spell = dataclasses.replace(spell, text=data.text)
    # 702.114a, 702.73a: devoid and changeling are characteristic-defining abilities that work
    # everywhere and unconditionally, applied first in their layers (613.3), so they are
    # part of the card's own characteristics.
    colors = frozenset() if "devoid" in keywords else frozenset(data.colors)
    subtypes = frozenset(data.subtypes) | (CREATURE_TYPES if "changeling" in keywords
                                           else frozenset())
    return CardDef(
        name=data.name,
        mana_cost=ManaCost.parse(data.mana_cost),
        types=frozenset(data.types),
        subtypes=subtypes,
        supertypes=frozenset(data.supertypes),
        colors=colors,
        power=_int(data.power),
        toughness=_int(data.toughness),
        loyalty=_int(data.loyalty),
        text=data.text,
        keywords=keywords,
        # 305.6: a land's basic land types give it their mana abilities, whatever its text.
        abilities=(*intrinsic_abilities(data.types, data.subtypes), *abilities),
        spell=spell,
        extra=extra,
    )


def token(name: str, types: Sequence[str], subtypes: Sequence[str], colors: Sequence[str],
          power: int, toughness: int, keywords: Sequence[str] = (), key: str | None = None,
          abilities: Sequence[Ability] = ()) -> CardDef:
    """A token definition (111.4); `key` registers it when its name is a card's name."""
    return CardDef(name=name, mana_cost=ManaCost(()), types=frozenset(types),
                   subtypes=frozenset(subtypes), colors=frozenset(colors), power=power,
                   toughness=toughness, keywords=frozenset(keywords),
                   abilities=(*intrinsic_abilities(types, subtypes), *abilities),   # 305.6
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


def target_spell_where(text: str, test: Callable[[Chars], bool]) -> TargetSpec:
    """A spell on the stack (abilities are not spells, 113.1)."""
    return target(text, lambda s, ref, _c: ref >= 0 and s.objects[ref].kind in ("card", "copy")
                  and test(characteristics(s, ref)), zone="stack")


def target_card_in_your_graveyard(text: str, test: Callable[[Chars], bool]) -> TargetSpec:
    """"target [quality] card from your graveyard" (115.1, 404)."""
    return target(text, lambda s, ref, c: ref >= 0 and s.objects[ref].owner == c
                  and test(characteristics(s, ref)), zone="graveyard")


TARGET_CREATURE_YOU_CONTROL = target(
    "target creature you control",
    lambda s, ref, c: _is_creature(s, ref) and characteristics(s, ref).controller == c)
TARGET_PLAYER_OR_PLANESWALKER = target(
    "target player or planeswalker",
    lambda s, ref, _c: ref < 0 or characteristics(s, ref).is_("Planeswalker"))
TARGET_CREATURE_SPELL = target_spell_where("target creature spell", lambda c: c.is_creature)
TARGET_NONCREATURE_SPELL = target_spell_where("target noncreature spell",
                                              lambda c: not c.is_creature)


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
    return ActivatedAbility(text, Cost(tap=True), mana=FixedMana(fixed))


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


def triggered(text: str, trigger: Callable[[GameState, Event, GameObject], bool | tuple[int, ...]],
              effect: Effect,
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


def at_step(step: str, whose: str = "you"
            ) -> Callable[[GameState, Event, GameObject], bool | tuple[int, ...]]:
    """"At the beginning of [your / each] [step]" (603.2b). With whose="each player"
    ("at the beginning of each player's draw step, that player ..."), it triggers once for
    each player whose step it is: both players of the active team with shared team turns
    (805.4d); the effect finds that player in `r.event["player"]`."""
    def check(state: GameState, event: Event, source: GameObject) -> bool | tuple[int, ...]:
        if not isinstance(event, StepBegins) or event.step != step:
            return False
        if whose == "each player":
            return tuple(p for p in state.teammates(event.active) if state.players[p].in_game)
        return whose == "each" or event.active == characteristics(state, source.id).controller
    return check


def creature_you_control_attacks(state: GameState, event: Event, source: GameObject) -> bool:
    """"Whenever a creature you control attacks" (508.1m: it triggers as attackers are
    declared; the event data names the creature and what it attacks)."""
    return isinstance(event, AttackerDeclared) and \
        controller_of(state, event.obj) == controller_of(state, source.id)


def controller_of(state: GameState, oid: int) -> int:
    return characteristics(state, oid).controller


def player_of(ref: TargetRef | None) -> int | None:
    return None if ref is None else ref_player(ref)


def mana_symbols(text: str) -> tuple[str, ...]:
    return parse_mana_symbols(text)


# -- Auras and Equipment (303.4, 301.5, 702.5, 702.6) --------------------------------------
def _attached_to_source(state: GameState, source: GameObject, candidate: GameObject) -> bool:
    """The enchanted or equipped object (303.4b, 301.5a)."""
    return source.attached_to is not None and candidate.id == source.attached_to


def attached_pt(text: str, power: int, toughness: int) -> StaticAbility:
    """"Enchanted / Equipped creature gets +N/+M." (613.4c)."""
    def modify(c: Chars, _source: GameObject) -> None:
        if c.power is not None and c.toughness is not None:
            c.power += power
            c.toughness += toughness
    return StaticAbility(text, "7c", _attached_to_source, modify)


def attached_rules(text: str, *markers: str) -> StaticAbility:
    """"Enchanted creature can't attack or block." (rule-modifying effects, 613.1f)."""
    def modify(c: Chars, _source: GameObject) -> None:
        c.rules.update(markers)
    return StaticAbility(text, "6", _attached_to_source, modify)


def own_rules(text: str, *markers: str) -> StaticAbility:
    """"This creature can't be blocked." and the like, about the permanent itself."""
    def modify(c: Chars, _source: GameObject) -> None:
        c.rules.update(markers)
    return StaticAbility(text, "6", lambda _s, source, candidate: candidate.id == source.id,
                         modify)


def _equip_effect(ctx: Ctx, r: Resolving) -> None:
    host = r.target()
    if host is not None:
        ctx.attach(r.source, host)


def equip(cost: str) -> ActivatedAbility:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery." """
    return activated(f"Equip {cost}", cost, _equip_effect, TARGET_CREATURE_YOU_CONTROL,
                     sorcery_speed=True)


# -- effects shared by many cards ----------------------------------------------------------
def pump(ctx: Ctx, r: Resolving, affected: Sequence[int], power: int, toughness: int,
         *keywords: str, duration: str = "end of turn") -> None:
    """"... get(s) +N/+M [and gain(s) K] until end of turn" (611.2c: the affected set is
    locked in as the effect begins; 514.2: it ends in the cleanup step)."""
    ids = [oid for oid in affected if ctx.state.get(oid) is not None
           and ctx.state.objects[oid].zone == "battlefield"]
    if not ids:
        return
    if power or toughness:
        ctx.add_effect("pt", (power, toughness), ids, duration, source=r.source,
                       controller=r.controller)
    if keywords:
        ctx.add_effect("keywords", tuple(keywords), ids, duration, source=r.source,
                       controller=r.controller)


def creatures_of(state: GameState, player: int) -> list[int]:
    """The creatures a player controls, in timestamp order."""
    return [o.id for o in state.permanents()
            if characteristics(state, o.id).is_creature
            and characteristics(state, o.id).controller == player]


def destroy_all(ctx: Ctx, ids: Sequence[int]) -> None:
    """"Destroy all ...": one simultaneous event (701.8a), so leaves-the-battlefield
    abilities of each see the others leave (603.10a)."""
    with ctx.simultaneously(ids):
        for oid in ids:
            ctx.destroy(oid)


def scry(ctx: Ctx, player: int, amount: int) -> None:
    """701.22a: look at the top N cards of your library, put any number of them on the
    bottom in any order and the rest on top in any order."""
    top = list(ctx.state.players[player].library[:amount])
    if not top:
        return
    look(ctx.state, player, top)
    bottom = ctx.pick(player, f"scry {amount}: choose the cards to put on the bottom (701.22a)",
                      top, len(top), up_to=True)
    keep = [oid for oid in top if oid not in bottom]
    order = _top_order(ctx, player, keep, f"scry {amount}")
    for oid in bottom:
        ctx.move(oid, "library", "scry", position="bottom")
    _put_on_top(ctx, keep, order, "scry")


def surveil(ctx: Ctx, player: int, amount: int) -> None:
    """701.25a: look at the top N cards of your library, put any number of them into your
    graveyard and the rest on top in any order (701.25c: surveil 0 does nothing)."""
    top = list(ctx.state.players[player].library[:amount])
    if not top:
        return
    look(ctx.state, player, top)
    dropped = ctx.pick(player, f"surveil {amount}: choose the cards to put into your graveyard "
                       "(701.25a)", top, len(top), up_to=True)
    keep = [oid for oid in top if oid not in dropped]
    order = _top_order(ctx, player, keep, f"surveil {amount}")
    with ctx.simultaneously(dropped):
        for oid in dropped:
            ctx.move(oid, "graveyard", "surveil")
    _put_on_top(ctx, keep, order, "surveil")


def look_and_put_back(ctx: Ctx, player: int, amount: int) -> None:
    """"Look at the top N cards of your library, then put them back in any order." (701.20e:
    only the player sees them; 401.4: they return to the top in the order they choose)."""
    top = list(ctx.state.players[player].library[:amount])
    if not top:
        return
    look(ctx.state, player, top)
    ctx.log("701.20e", f"{ctx.name(-1 - player)} looks at the top {len(top)} cards of "
            "their library")
    _put_on_top(ctx, top, _top_order(ctx, player, top, "put them back"), "put")


def _top_order(ctx: Ctx, player: int, keep: list[int], what: str) -> list[int]:
    """The order, topmost first, the player chooses for the cards looked at that stay on
    top of the library (701.22a, 701.25a)."""
    if len(keep) < 2:
        return keep
    order = ctx.pick(player, f"{what}: choose the cards to keep on top, topmost first",
                     keep, len(keep) - 1)
    return order + [oid for oid in keep if oid not in order]


def _put_on_top(ctx: Ctx, keep: list[int], order: list[int], reason: str) -> None:
    if order != keep:
        for oid in reversed(order):
            ctx.move(oid, "library", reason, position="top")


# -- effect factories for the most common one-line effects ----------------------------------
def deal_damage(amount: int, index: int = 0) -> Effect:
    """"[This] deals N damage to [target]" (120.3): the source is the spell or ability's
    source; an illegal target gets nothing (608.2b)."""
    return lambda ctx, r: ctx.damage(r.source, r.target(index), amount)


def draw_cards(amount: int) -> Effect:
    """"Draw N cards." (121.2: N single draws)."""
    def effect(ctx: Ctx, r: Resolving) -> None:
        ctx.draw(r.controller, amount)
    return effect


def target_draws(amount: int) -> Effect:
    """"Target player draws N cards." """
    def effect(ctx: Ctx, r: Resolving) -> None:
        player = player_of(r.target())
        if player is not None:
            ctx.draw(player, amount)
    return effect


def counter_target(ctx: Ctx, r: Resolving) -> None:
    """"Counter target spell." (701.6a)."""
    spell_id = r.target()
    if spell_id is not None:
        ctx.counter(spell_id)


def destroy_target(ctx: Ctx, r: Resolving) -> None:
    """"Destroy target ..." (701.8a)."""
    oid = r.target()
    if oid is not None:
        ctx.destroy(oid)


def return_target_to_hand(ctx: Ctx, r: Resolving) -> None:
    """"Return target ... to its owner's hand." (400.7: it becomes a new object)."""
    oid = r.target()
    if oid is not None:
        ctx.move(oid, "hand", "bounce")


def pump_target(power: int, toughness: int) -> Effect:
    """"Target creature gets +N/+M until end of turn." """
    def effect(ctx: Ctx, r: Resolving) -> None:
        oid = r.target()
        if oid is not None:
            pump(ctx, r, [oid], power, toughness)
    return effect
