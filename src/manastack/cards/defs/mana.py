"""Cards about mana, {T}, {Q} and X (CR 106, 107.3, 107.5, 107.6, 302.6, 605, 614, 616).

Each definition implements every clause of the card's Oracle text (quoted above it); the
rules machinery lives in `rules/mana_abilities.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from manastack.cards.dsl import (
    ANY_TARGET,
    TARGET_CREATURE,
    activated,
    at_step,
    card,
    controller_of,
    deal_damage,
    dies_self,
    enters_self,
    mana_ability,
    parse_cost,
    return_target_to_hand,
    tap_for_mana,
    target,
    target_card_in_your_graveyard,
    token,
    triggered,
)
from manastack.cards.registry import register
from manastack.rules.abilities import (
    Ability,
    Cost,
    ReplacementAbility,
    StaticAbility,
    player_ref,
)
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.events import AddMana, Event, SpellCast, ZoneMove
from manastack.rules.layers import Chars, characteristics
from manastack.rules.mana import COLORS, ManaCost, ManaUnit
from manastack.rules.mana_abilities import (
    UNDEFINED,
    RestrictedManaAbility,
    could_produce,
    entering_x,
    mana_replacement,
    mana_trigger,
    tapped_for_mana,
    types_in_order,
)
from manastack.rules.state import GameObject, GameState
from manastack.rules.unearth import unearth as rules_unearth

Production = tuple[str, ...]
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
# Zones an object is in just before it enters the battlefield (614.12 applies there).
NOT_BATTLEFIELD = ("hand", "library", "graveyard", "exile", "stack", "command")
ANY_COLOR: tuple[Production, ...] = tuple((c,) for c in COLORS)


# -- helpers ---------------------------------------------------------------------------------
def _chars(state: GameState, oid: int) -> Chars | None:
    return characteristics(state, oid) if state.last_known(oid) is not None else None


def _is_land(state: GameState, oid: int | None) -> bool:
    c = _chars(state, oid) if oid is not None else None
    return c is not None and c.is_("Land")


def _one_of_each(types: tuple[str, ...]) -> tuple[Production, ...]:
    """"One mana of any type that ..." : each type a production; none defined: 106.5."""
    return tuple((t,) for t in types) if types else ((UNDEFINED,),)


def _lands_could_produce(whose: str, colors_only: bool
                         ) -> Callable[[GameState, GameObject], tuple[Production, ...]]:
    """"Add one mana of any type (color) that a land you control (an opponent controls)
    could produce" (106.7)."""
    def produce(state: GameState, obj: GameObject) -> tuple[Production, ...]:
        me = characteristics(state, obj.id).controller
        mine = whose == "you"
        opponents = state.opponents(me)
        types: set[str] = set()
        for oid in state.battlefield:
            c = characteristics(state, oid)
            if c.is_("Land") and (c.controller == me if mine else c.controller in opponents):
                types |= could_produce(state, oid)
        return _one_of_each(types_in_order(types, colors_only))
    return produce


def _colors_of_your_permanents(state: GameState, obj: GameObject) -> tuple[Production, ...]:
    """Meteor Crater: "Choose a color of a permanent you control" (105.2)."""
    me = characteristics(state, obj.id).controller
    colors: set[str] = set()
    for oid in state.battlefield:
        c = characteristics(state, oid)
        if c.controller == me:
            colors |= c.colors
    return _one_of_each(types_in_order(colors, colors_only=True))


def _green_per_creature(state: GameState, obj: GameObject) -> tuple[Production, ...]:
    """Gaea's Cradle: {G} for each creature you control; none is no mana (605.2)."""
    me = characteristics(state, obj.id).controller
    n = sum(1 for oid in state.battlefield if characteristics(state, oid).is_creature
            and characteristics(state, oid).controller == me)
    return (("G",) * n,)


def enters_with_counters(text: str, kind: str, amount: Callable[[GameState, GameObject], int],
                         rule: str = "614.1c") -> ReplacementAbility:
    """"This permanent enters with N [kind] counters on it" (614.1c, 614.12)."""
    def applies(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and \
            event.obj == source.id

    def enter(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
        assert isinstance(event, ZoneMove)
        n = amount(ctx.state, source)
        ctx.log(rule, f"{ctx.name(source.id)} enters with {n} {kind} counter(s)", source.card.name)
        return replace(event, counters=(*event.counters, (kind, n))) if n > 0 else event

    return ReplacementAbility(text, applies, enter, zones=NOT_BATTLEFIELD)


def enters_with_x_counters(text: str) -> ReplacementAbility:
    """"This creature enters with X +1/+1 counters on it": X is the X paid for the spell that
    became it, 0 if it wasn't cast (107.3m)."""
    return enters_with_counters(text, "+1/+1", lambda state, src: entering_x(state, src.id),
                                rule="107.3m")


def as_enters_choose_a_color(text: str) -> ReplacementAbility:
    """"As this enters, choose a color" (614.12): its controller chooses as it enters."""
    def applies(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and \
            event.obj == source.id and "color" not in dict(event.chosen)

    def choose(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
        assert isinstance(event, ZoneMove)
        chooser = event.controller if event.controller is not None else source.owner
        options = [Choice("color", (c,), COLOR_NAMES[c]) for c in COLORS]
        answer = ctx.choose(chooser, DecisionKind.COLOR,
                            f"choose a color for {ctx.name(source.id)} (614.12)", options)
        color = str(answer.args[0])
        ctx.log("614.12", f"{ctx.state.players[chooser].name} chooses {COLOR_NAMES[color]} "
                f"for {ctx.name(source.id)}", source.card.name)
        return replace(event, chosen=(*event.chosen, ("color", color)))

    return ReplacementAbility(text, applies, choose, zones=NOT_BATTLEFIELD)


def _attached(state: GameState, source: GameObject, candidate: GameObject) -> bool:
    return source.attached_to is not None and candidate.id == source.attached_to


def _add(ctx: Ctx, r: Resolving, player: int, types: Production) -> None:
    """A triggered mana ability adds mana; its source is the ability's source (106.3)."""
    snow = "Snow" in characteristics(ctx.state, r.source).supertypes \
        if ctx.state.last_known(r.source) is not None else False
    ctx.add_mana(player, tuple(ManaUnit(t, r.source, snow) for t in types), source=r.source)


def _land_controller(ctx: Ctx, r: Resolving) -> int:
    land = r.event.get("source")
    if isinstance(land, int) and ctx.state.last_known(land) is not None:
        return characteristics(ctx.state, land).controller
    return int(r.event["player"])


# -- Auras' enchant targets (303.4a) ---------------------------------------------------------
ENCHANT_CREATURE = target("enchant creature", TARGET_CREATURE.allows)
ENCHANT_LAND = target("enchant land",
                      lambda s, ref, _c: ref >= 0 and characteristics(s, ref).is_("Land"))


# -- Mana Reflection, Contamination (106.12b replacement effects) ----------------------------
def _you_tap_for_mana(state: GameState, event: Event, source: GameObject) -> bool:
    return tapped_for_mana(event) and isinstance(event, AddMana) and \
        event.player == controller_of(state, source.id)


def _twice(state: GameState, event: AddMana, source: GameObject) -> tuple[ManaUnit, ...]:
    # 106.6a: the extra mana keeps any restriction or rider of the mana it doubles.
    return tuple(u for u in event.units for _ in range(2))


def _land_tapped_for_mana(state: GameState, event: Event, source: GameObject) -> bool:
    return tapped_for_mana(event) and isinstance(event, AddMana) and _is_land(state, event.source)


def _one_black(state: GameState, event: AddMana, source: GameObject) -> tuple[ManaUnit, ...]:
    return (replace(event.units[0], type="B"),)


def _contamination_upkeep(ctx: Ctx, r: Resolving) -> None:
    """"Sacrifice this enchantment unless you sacrifice a creature" (118.12)."""
    s = ctx.state
    mine = [oid for oid in s.battlefield if characteristics(s, oid).is_creature
            and characteristics(s, oid).controller == r.controller]
    options = [Choice("sacrifice", (oid,), f"sacrifice {ctx.name(oid)}") for oid in mine]
    options.append(Choice("keep", (), f"sacrifice no creature (sacrifice {ctx.name(r.source)})"))
    answer = options[0] if len(options) == 1 else ctx.choose(
        r.controller, DecisionKind.PICK,
        f"{ctx.name(r.source)}: sacrifice a creature, or sacrifice {ctx.name(r.source)}", options)
    if answer.verb == "sacrifice":
        ctx.sacrifice(int(answer.args[0]))
    elif (me := s.get(r.source)) is not None and me.zone == "battlefield":
        ctx.sacrifice(r.source)


# -- Heartbeat of Spring, Wild Growth, Overgrowth, Gauntlet of Power (605.1b) ------------------
def _produced(event: AddMana) -> Production:
    return types_in_order(u.type for u in event.units)


def _heartbeat(ctx: Ctx, r: Resolving) -> None:
    """"That player adds one mana of any type that land produced": the mana as produced,
    after replacement effects (106.12a); with several types, the player chooses."""
    player = int(r.event["player"])
    types = types_in_order(str(r.event.get("mana", "")))
    if not types:
        return
    chosen = types[0]
    if len(types) > 1:
        options = [Choice("mana", (t,), f"add {{{t}}}") for t in types]
        chosen = str(ctx.choose(player, DecisionKind.COLOR,
                                f"{ctx.name(r.source)}: which type of mana to add", options).args[0])
    _add(ctx, r, player, (chosen,))


def _enchanted_land_tapped(state: GameState, event: Event, source: GameObject) -> bool:
    return tapped_for_mana(event) and isinstance(event, AddMana) and \
        source.attached_to is not None and event.source == source.attached_to


def _additional(types: Production) -> Callable[[Ctx, Resolving], None]:
    def effect(ctx: Ctx, r: Resolving) -> None:
        _add(ctx, r, _land_controller(ctx, r), types)
    return effect


def _basic_land_tapped_for_chosen_color(state: GameState, event: Event, source: GameObject) -> bool:
    if not (tapped_for_mana(event) and isinstance(event, AddMana) and event.source is not None):
        return False
    land = _chars(state, event.source)
    color = source.chosen.get("color")
    return land is not None and land.is_("Land") and "Basic" in land.supertypes and \
        color is not None and any(u.type == color for u in event.units)


def _gauntlet_mana(ctx: Ctx, r: Resolving) -> None:
    me = ctx.state.last_known(r.source)
    color = me.chosen.get("color") if me is not None else None
    if color is not None:
        _add(ctx, r, _land_controller(ctx, r), (color,))


def _gauntlet_extra(state: GameState, event: AddMana, source: GameObject) -> tuple[Production, ...]:
    color = source.chosen.get("color")
    return ((color,),) if color else ()


def _chosen_color_creature(state: GameState, source: Chars, candidate: Chars) -> bool:
    color = source.obj.chosen.get("color")
    return candidate.is_creature and color is not None and color in candidate.colors


def _plus_one(c: Chars, _source: GameObject) -> None:
    if c.power is not None and c.toughness is not None:
        c.power += 1
        c.toughness += 1


# -- other abilities --------------------------------------------------------------------------
def _damage_to_you(amount: int) -> Callable[[Ctx, Resolving], None]:
    def effect(ctx: Ctx, r: Resolving) -> None:
        ctx.damage(r.source, player_ref(r.controller), amount)
    return effect


def _gemstone_sacrifice(ctx: Ctx, r: Resolving) -> None:
    """"If there are no mining counters on this land, sacrifice it." (checked as the mana
    ability resolves)."""
    me = ctx.state.get(r.source)
    if me is not None and me.zone == "battlefield" and not me.counters.get("mining", 0):
        ctx.sacrifice(r.source)


def _control_enchanted(c: Chars, source: GameObject) -> None:
    c.controller = source.controller       # 613.1b: layer 2


def _return_to_battlefield(ctx: Ctx, r: Resolving) -> None:
    oid = r.target()
    if oid is not None:
        ctx.move(oid, "battlefield", "put", controller=r.controller)


def _tap_or_untap(ctx: Ctx, r: Resolving) -> None:
    """"You may tap or untap another target permanent." (the choice is made on resolution)."""
    oid = r.target()
    if oid is None:
        return
    tapped = ctx.state.objects[oid].tapped
    options = [Choice("untap" if tapped else "tap", (), f"{'untap' if tapped else 'tap'} "
                      f"{ctx.name(oid)}"), Choice("nothing", (), "do nothing")]
    answer = ctx.choose(r.controller, DecisionKind.MAY, f"{ctx.name(r.source)}: you may tap or "
                        f"untap {ctx.name(oid)}", options)
    if answer.verb == "tap":
        ctx.tap(oid)
    elif answer.verb == "untap":
        ctx.untap(oid)


def _put_counter(ctx: Ctx, r: Resolving) -> None:
    ctx.add_counters(r.source, "+1/+1", 1)


THOPTER = token("Thopter", ["Artifact", "Creature"], ["Thopter"], [], 1, 1, ["flying"],
                key="Thopter token (1/1 colorless artifact, flying)")


def _thopters(ctx: Ctx, r: Resolving) -> None:
    """"Create a Thopter for each +1/+1 counter on this creature": counted as it last
    existed on the battlefield (603.10a, 608.2h)."""
    me = ctx.state.last_known(r.source)
    n = me.counters.get("+1/+1", 0) if me is not None else 0
    if n > 0:
        ctx.create_token(r.controller, THOPTER, n)


def _draw_x(ctx: Ctx, r: Resolving) -> None:
    ctx.draw(r.controller, entering_x(ctx.state, r.source))


def _you_cast_blue_spell(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, SpellCast) and event.player == controller_of(state, source.id) \
        and "U" in characteristics(state, event.obj).colors


def _tap_target(ctx: Ctx, r: Resolving) -> None:
    oid = r.target()
    if oid is not None:
        ctx.tap(oid)


TARGET_NONLAND_PERMANENT_OPPONENT = target(
    "target nonland permanent an opponent controls",
    lambda s, ref, c: ref >= 0 and not characteristics(s, ref).is_("Land")
    and characteristics(s, ref).controller in s.opponents(c))
ANOTHER_TARGET_PERMANENT = replace(target("another target permanent", lambda s, ref, _c: ref >= 0),
                                   other=True)
TARGET_CREATURE_CARD_MV3 = target_card_in_your_graveyard(
    "target creature card with mana value 3 or less from your graveyard",
    # 107.3g: X is 0 for a card in a graveyard, so mana_value() (X = 0) is its mana value.
    lambda c: c.is_creature and c.obj.card.mana_cost.mana_value() <= 3)


# -- unearth (702.84, rules/unearth.py) ---------------------------------------------------------
def unearth(cost: str) -> tuple[Ability, ...]:
    """702.84a: the abilities of "Unearth [cost]"."""
    return rules_unearth(f"Unearth {cost}", parse_cost(cost))


# -- the cards ---------------------------------------------------------------------------------
ONE_ANY_TYPE_YOUR_LANDS = "{T}: Add one mana of any type that a land you control could produce."
ONE_ANY_COLOR_OPPONENT_LANDS = ("{T}: Add one mana of any color that a land an opponent controls "
                                "could produce.")
TAP_ANY_COLOR = "{T}: Add one mana of any color."

register(
    THOPTER,
    # {T}: Add one mana of any type that a land you control could produce.
    card("Reflecting Pool", mana_ability(ONE_ANY_TYPE_YOUR_LANDS, Cost(tap=True),
                                         _lands_could_produce("you", colors_only=False))),
    # {T}: Add one mana of any color that a land an opponent controls could produce.
    card("Exotic Orchard", mana_ability(ONE_ANY_COLOR_OPPONENT_LANDS, Cost(tap=True),
                                        _lands_could_produce("opponent", colors_only=True))),
    card("Fellwar Stone", mana_ability(ONE_ANY_COLOR_OPPONENT_LANDS, Cost(tap=True),
                                       _lands_could_produce("opponent", colors_only=True))),
    # {T}: Add one mana of any color. Spend this mana only to cast a multicolored spell.
    card("Pillar of the Paruns", RestrictedManaAbility(
        "{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell.",
        Cost(tap=True), mana=lambda _s, _o: ANY_COLOR, restriction="multicolored spells")),
    # {T}: Choose a color of a permanent you control. Add one mana of that color.
    card("Meteor Crater", mana_ability(
        "{T}: Choose a color of a permanent you control. Add one mana of that color.",
        Cost(tap=True), _colors_of_your_permanents)),
    # This land enters with three mining counters on it.
    # {T}, Remove a mining counter from this land: Add one mana of any color. If there are no
    # mining counters on this land, sacrifice it.
    card("Gemstone Mine",
         enters_with_counters("This land enters with three mining counters on it.", "mining",
                              lambda _s, _o: 3),
         mana_ability("{T}, Remove a mining counter from this land: Add one mana of any color. "
                      "If there are no mining counters on this land, sacrifice it.",
                      Cost(tap=True, remove_counters=("mining", 1)), lambda _s, _o: ANY_COLOR,
                      _gemstone_sacrifice)),
    # {T}: Add {G} for each creature you control.
    card("Gaea's Cradle", mana_ability("{T}: Add {G} for each creature you control.",
                                       Cost(tap=True), _green_per_creature)),
    # {T}: Add {C}. / {T}: Add {B} or {G}. This land deals 1 damage to you.
    card("Llanowar Wastes", tap_for_mana("C"),
         mana_ability("{T}: Add {B} or {G}. This land deals 1 damage to you.", Cost(tap=True),
                      lambda _s, _o: (("B",), ("G",)), _damage_to_you(1))),
    # If you tap a permanent for mana, it produces twice as much of that mana instead.
    card("Mana Reflection", mana_replacement(
        "If you tap a permanent for mana, it produces twice as much of that mana instead.",
        _you_tap_for_mana, _twice)),
    # At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a
    # creature. / If a land is tapped for mana, it produces {B} instead of any other type and
    # amount.
    card("Contamination",
         triggered("At the beginning of your upkeep, sacrifice this enchantment unless you "
                   "sacrifice a creature.", at_step("upkeep"), _contamination_upkeep),
         mana_replacement("If a land is tapped for mana, it produces {B} instead of any other "
                          "type and amount.", _land_tapped_for_mana, _one_black)),
    # Whenever a player taps a land for mana, that player adds one mana of any type that land
    # produced.
    card("Heartbeat of Spring", mana_trigger(
        "Whenever a player taps a land for mana, that player adds one mana of any type that "
        "land produced.", _land_tapped_for_mana, _heartbeat,
        lambda _s, e, _src: tuple((t,) for t in _produced(e)))),
    # Enchant land / Whenever enchanted land is tapped for mana, its controller adds an
    # additional {G}{G}.
    card("Overgrowth", mana_trigger(
        "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.",
        _enchanted_land_tapped, _additional(("G", "G")), lambda _s, _e, _src: (("G", "G"),)),
        enchant=ENCHANT_LAND),
    # Enchant land / Whenever enchanted land is tapped for mana, its controller adds an
    # additional {G}.
    card("Wild Growth", mana_trigger(
        "Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
        _enchanted_land_tapped, _additional(("G",)), lambda _s, _e, _src: (("G",),)),
        enchant=ENCHANT_LAND),
    # As this artifact enters, choose a color. / Creatures of the chosen color get +1/+1. /
    # Whenever a basic land is tapped for mana of the chosen color, its controller adds an
    # additional one mana of that color.
    card("Gauntlet of Power",
         as_enters_choose_a_color("As this artifact enters, choose a color."),
         StaticAbility("Creatures of the chosen color get +1/+1.", "7c", lambda _s, _a, _b: False,
                       _plus_one, applies_to=_chosen_color_creature),
         mana_trigger("Whenever a basic land is tapped for mana of the chosen color, its "
                      "controller adds an additional one mana of that color.",
                      _basic_land_tapped_for_chosen_color, _gauntlet_mana, _gauntlet_extra)),
    # {T}: Add {C}{C}.
    card("Sol Ring", tap_for_mana("CC")),
    # Flying / {T}: Add one mana of any color.
    card("Birds of Paradise", tap_for_mana("any")),
    # Sacrifice an artifact: Add {C}{C}.
    card("Krark-Clan Ironworks", mana_ability(
        "Sacrifice an artifact: Add {C}{C}.", Cost(sacrifice=("Artifact", 1)),
        lambda _s, _o: (("C", "C"),))),
    # {T}, Tap an untapped creature you control: Add one mana of any color.
    card("Springleaf Drum", mana_ability(
        "{T}, Tap an untapped creature you control: Add one mana of any color.",
        Cost(tap=True, tap_others=(1, "untapped creature you control", lambda c: c.is_creature)),
        lambda _s, _o: ANY_COLOR)),
    # Flying / {2}, {Q}: Add one mana of any color.
    card("Pili-Pala", mana_ability("{2}, {Q}: Add one mana of any color.",
                                   Cost(ManaCost.parse("{2}"), untap=True),
                                   lambda _s, _o: ANY_COLOR)),
    # {1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your
    # graveyard to the battlefield.
    card("Order of Whiteclay", activated(
        "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your "
        "graveyard to the battlefield.", Cost(ManaCost.parse("{1}{W}{W}"), untap=True),
        _return_to_battlefield, TARGET_CREATURE_CARD_MV3)),
    # {U/R}{U/R}, {T}, Tap two untapped red creatures you control: This creature deals 3
    # damage to any target. / {U/R}{U/R}, {Q}, Untap two tapped blue creatures you control:
    # Return target creature to its owner's hand.
    card("Crackleburr",
         activated("{U/R}{U/R}, {T}, Tap two untapped red creatures you control: This creature "
                   "deals 3 damage to any target.",
                   Cost(ManaCost.parse("{U/R}{U/R}"), tap=True,
                        tap_others=(2, "untapped red creatures you control",
                                    lambda c: c.is_creature and "R" in c.colors)),
                   deal_damage(3), ANY_TARGET),
         activated("{U/R}{U/R}, {Q}, Untap two tapped blue creatures you control: Return "
                   "target creature to its owner's hand.",
                   Cost(ManaCost.parse("{U/R}{U/R}"), untap=True,
                        untap_others=(2, "tapped blue creatures you control",
                                      lambda c: c.is_creature and "U" in c.colors)),
                   return_target_to_hand, TARGET_CREATURE)),
    # {T}: You may tap or untap another target permanent. / Unearth {U}
    card("Fatestitcher",
         activated("{T}: You may tap or untap another target permanent.", Cost(tap=True),
                   _tap_or_untap, ANOTHER_TARGET_PERMANENT),
         *unearth("{U}")),
    # This creature enters with X +1/+1 counters on it. / When this creature dies, create a
    # 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this
    # creature. / {1}, {T}: Put a +1/+1 counter on this creature.
    card("Hangarback Walker",
         enters_with_x_counters("This creature enters with X +1/+1 counters on it."),
         triggered("When this creature dies, create a 1/1 colorless Thopter artifact creature "
                   "token with flying for each +1/+1 counter on this creature.", dies_self,
                   _thopters, look_back=True),
         activated("{1}, {T}: Put a +1/+1 counter on this creature.",
                   Cost(ManaCost.parse("{1}"), tap=True), _put_counter)),
    # This creature enters with X +1/+1 counters on it.
    card("Endless One", enters_with_x_counters("This creature enters with X +1/+1 counters on it.")),
    # When Gadwick enters, draw X cards. / Whenever you cast a blue spell, tap target nonland
    # permanent an opponent controls.
    card("Gadwick, the Wizened",
         triggered("When Gadwick enters, draw X cards.", enters_self, _draw_x),
         triggered("Whenever you cast a blue spell, tap target nonland permanent an opponent "
                   "controls.", _you_cast_blue_spell, _tap_target,
                   TARGET_NONLAND_PERMANENT_OPPONENT)),
    # Enchant creature / You control enchanted creature.
    card("Mind Control", StaticAbility("You control enchanted creature.", "2", _attached,
                                       _control_enchanted), enchant=ENCHANT_CREATURE),
)
