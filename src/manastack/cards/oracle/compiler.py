"""The Oracle compiler: card data in, a `CardDef` out, or an error naming every clause
that doesn't compile.

Each ability unit of the text is parsed with the grammar (`oracle.lark` and the clause
families' files in `clauses/`, LALR with the word lexer of `lexer.py`), transformed into
intermediate records (`transformer.py`, `clauses/*.py`, `forms.py`) and assembled here
into the engine's ability objects for the card at hand. A card is supported only if every
unit compiles and the audit (`audit.py`) confirms the result.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from lark import Lark, Tree
from lark.exceptions import UnexpectedInput, VisitError

from manastack.cards.database import CardData, CardDatabase
from manastack.cards.dsl import card as make_card
from manastack.cards.dsl import equip as make_equip
from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.audit import audit
from manastack.cards.oracle.clauses.backup import PendingBackup, with_backups
from manastack.cards.oracle.clauses.defining import Defined
from manastack.cards.oracle.clauses.found_objects import find_new_objects
from manastack.cards.oracle.clauses.spell_costs import spell_cost_abilities
from manastack.cards.oracle.colors import colors_without_mana_cost
from manastack.cards.oracle.forms import AbilityIR, Condition, ManaOutput, Modify, TriggerIR, as_node
from manastack.cards.oracle.lexer import LexError, OracleLexer, clean_text, tokenize, units
from manastack.cards.oracle.semantics import Builder, Unsupported
from manastack.cards.oracle.spell_mana import spell_mana
from manastack.cards.oracle.transformer import FAMILIES, OracleTransformer
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import (
    Ability,
    ActivatedAbility,
    CardDef,
    Cost,
    FixedMana,
    ReplacementAbility,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from manastack.rules.cast_restrictions import CastRestriction
from manastack.rules.commander import CommanderPermission
from manastack.rules.context import Ctx, Resolving
from manastack.rules.crew import crew as crew_ability
from manastack.rules.events import Event, ZoneMove
from manastack.rules.knowledge import reveal
from manastack.rules.land_types import add_land_types, set_land_types
from manastack.rules.layers import LAYERS, Chars
from manastack.rules.mana import ManaCost
from manastack.rules.modes import Mode, modes_effect
from manastack.rules.overload import OVERLOAD, overload_spell
from manastack.rules.protection import CHOSEN_COLOR
from manastack.rules.sagas import SAGA_ENTERS, chapter_ability
from manastack.rules.spell_costs import NO_MANA_COST, AlternativeCost
from manastack.rules.state import GameObject, GameState
from manastack.rules.suspend import Suspend

# "back face": the back face of a transform card, compiled with its front (layouts.py).
SUPPORTED_LAYOUTS = frozenset({"normal", "back face", "saga", "leveler"})
# Layouts whose other half the bundled data lacks (see the data's README), and the rule of
# each layout not implemented yet.
HALF_MISSING_LAYOUTS = frozenset({"split", "adventure", "modal_dfc", "flip", "aftermath"})
LAYOUT_RULES = {"saga": "714", "class": "716", "case": "719", "leveler": "711",
                "prototype": "718", "mutate": "729", "meld": "712.4", "split": "709",
                "adventure": "715", "modal_dfc": "712", "flip": "710", "aftermath": "702.127"}
# 308.1: a kindred card has another card type, whose rules it is cast and resolves by; its
# subtypes are creature types (308.2).
SUPPORTED_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker",
                             "Instant", "Sorcery", "Kindred"})
ALL_ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
# Keywords that work on an instant or sorcery: flash (702.8a), convoke (702.51a), improvise
# (702.126a), delve (702.66a).
SPELL_KEYWORDS = frozenset({"flash", "convoke", "split second", "improvise", "delve"})


def _spell_keywords(ctx: CardContext) -> frozenset[str]:
    """The keywords an instant or sorcery can have: those above, devoid (702.114a: a
    characteristic-defining ability that works in every zone) and, on a kindred spell, which
    has creature types (308.2), changeling (702.73a)."""
    return SPELL_KEYWORDS | {"devoid"} | ({"changeling"} if "Kindred" in ctx.types else set())


class ClauseError(Exception):
    """One unit of text that doesn't compile, and why."""

    def __init__(self, clause: str, reason: str) -> None:
        super().__init__(f"{clause!r}: {reason}")
        self.clause = clause
        self.reason = reason


# -- the parser ------------------------------------------------------------------------
@lru_cache(maxsize=1)
def parser() -> Lark:
    """The grammar: `oracle.lark` (the start rule), then each clause family's file."""
    package = resources.files("manastack.cards.oracle")
    files = [package.joinpath("oracle.lark"),
             *(package.joinpath("clauses", f"{family}.lark") for family in FAMILIES)]
    grammar = "\n".join(f.read_text(encoding="utf-8") for f in files)
    lark = Lark(grammar, parser="lalr", lexer=OracleLexer, propagate_positions=True,
                maybe_placeholders=False)
    OracleLexer.literals = {t.pattern.value: t.name for t in lark.terminals
                            if t.pattern.type == "str"}
    return lark


def parse(unit: str) -> Tree[Any]:
    tree: Tree[Any] = parser().parse(unit)
    return tree


def rule_names() -> frozenset[str]:
    """Every named rule (and alias) of the grammar: the templates."""
    names: set[str] = set()
    for rule in parser().rules:
        if rule.alias is not None:
            names.add(str(rule.alias))
        origin = str(rule.origin.name)
        if not origin.startswith("_") and origin != "start" and rule.alias is None \
                and not rule.options.expand1:
            names.add(origin)
    return frozenset(names)


def templates_of(tree: Tree[Any]) -> frozenset[str]:
    return frozenset(str(t.data) for t in tree.iter_subtrees() if str(t.data) != "start")


# -- compiling --------------------------------------------------------------------------
@dataclass
class CardContext:
    name: str
    is_spell: bool
    is_permanent: bool
    types: frozenset[str]
    subtypes: frozenset[str] = frozenset()


@dataclass
class Parts:
    keywords: set[str] = field(default_factory=set)
    abilities: list[Ability] = field(default_factory=list)
    spell: SpellAbility | None = None
    enchant: TargetSpec | None = None
    templates: set[str] = field(default_factory=set)
    defined: list[tuple[Defined, str]] = field(default_factory=list)     # 604.3
    # 702.165a: the keywords of each line of keywords, and where each "Backup N" is
    # (clauses/backup.py builds those abilities once the whole card is compiled).
    keyword_lines: list[frozenset[str]] = field(default_factory=list)
    backups: list[PendingBackup] = field(default_factory=list)


# "Target player draws a card, then discard a card.": the controller's verb, in the
# imperative, after other players' verbs in one sentence. The grammar reads a verb without
# a subject there as those players' (608.2c, effects.py's `sentence`), so this is refused.
_IMPERATIVE_AFTER_PLAYERS = re.compile(
    r"\b(?:[Tt]arget|[Ee]ach|[Tt]hat|[Dd]efending) (?:other )?(?:player|opponent) [a-z]+s\b"
    r"[^.]*?, then (?:draw|discard|gain|lose|mill|sacrifice|create|put|return|shuffle|exile|"
    r"search|scry|surveil|reveal|look)\b")


def compile_unit(unit: str) -> tuple[AbilityIR, frozenset[str]]:
    """Parse and transform one ability unit; ClauseError if it doesn't compile."""
    if _IMPERATIVE_AFTER_PLAYERS.search(unit):
        raise ClauseError(unit, "the controller's verb after other players' verbs in one "
                                "sentence (608.2c) is not told apart from theirs")
    try:
        tree = parse(unit)
    except LexError as exc:
        raise ClauseError(unit, str(exc)) from None
    except UnexpectedInput as exc:
        token = getattr(exc, "token", None)
        where = f" at {str(token)!r}" if token is not None else ""
        raise ClauseError(unit, f"no template matches{where}") from None
    try:
        transformer = OracleTransformer()
        find_new_objects(tree, transformer)         # 400.7e
        ir: AbilityIR = transformer.transform(tree)
    except VisitError as exc:
        inner = exc.orig_exc
        if isinstance(inner, (Unsupported, UnsupportedCardError, ValueError)):
            raise ClauseError(unit, str(inner)) from None
        raise
    return ir, templates_of(tree)


def _build(items: list[Any], b: Builder) -> sem.Effect:
    return sem.sequence([as_node(item) for item in items])(b)


def _self_getter(ctx: Ctx, r: Resolving) -> list[int]:
    return [r.source]


def _effect_ability(items: list[Any], b: Builder) -> tuple[sem.Effect, tuple[TargetSpec, ...]]:
    effect = _build(items, b)
    return effect, tuple(b.specs)


def _source_builder() -> Builder:
    b = Builder()
    b.it_is_source = True
    b.last_obj = _self_getter
    return b


def assemble(ir: AbilityIR, text: str, ctx: CardContext, parts: Parts) -> None:
    """Add the abilities one unit means for this card to `parts`."""
    kind = ir.kind
    if kind == "keywords":
        if not ctx.is_permanent and any(k not in _spell_keywords(ctx) for k in ir.keywords):
            raise Unsupported("a keyword of a permanent on an instant or sorcery")
        parts.keywords.update(ir.keywords)
        parts.keyword_lines.append(frozenset(ir.keywords))
        for extra_kind, value in ir.extras:
            if extra_kind == "equip":
                if "Equipment" not in ctx.subtypes:
                    raise Unsupported("equip on a non-Equipment")
                parts.abilities.append(make_equip(value))
            elif extra_kind == "enchant":
                if parts.enchant is not None:
                    raise Unsupported("two enchant abilities")
                parts.enchant = value
            elif extra_kind == "prowess":
                parts.abilities.append(_prowess())
            elif extra_kind == "crew":
                if "Vehicle" not in ctx.subtypes:
                    raise Unsupported("crew on a non-Vehicle (301.7)")
                parts.abilities.append(crew_ability(value))
            elif extra_kind == "morph":
                parts.abilities.append(value)      # 702.37: the face-down rules use it
            elif extra_kind == "ability":      # a keyword built whole (clauses/persist.py)
                parts.abilities.extend(value if isinstance(value, tuple) else (value,))
            elif extra_kind == "cycling":
                ability, used = _cycling(*value)
                parts.abilities.append(ability)
                parts.templates.update(used)
            elif extra_kind == "spell cost":
                parts.abilities.extend(spell_cost_abilities(value, ctx.is_spell, text))
            elif extra_kind == "keyword rule":     # rules/ascend.py
                keyword, on_resolution = value
                parts.keywords.add(keyword)
                if ctx.is_spell:        # 702.131a: on an instant or sorcery, a spell ability
                    parts.spell = _merge_spell(parts.spell, SpellAbility(text, on_resolution))
            elif extra_kind == "backup":       # clauses/backup.py
                parts.backups.append((value, len(parts.abilities), len(parts.keyword_lines) - 1,
                                      text))
            elif extra_kind == "meaning":      # clauses/keyword_meanings.py
                label, meaning, keyword = value
                if isinstance(meaning, str):
                    meaning, used = compile_unit(meaning)
                    parts.templates.update(used)
                assemble(meaning, label, ctx, parts)
                if keyword is not None:
                    parts.keywords.add(keyword)
            else:
                raise Unsupported(f"a keyword of kind {extra_kind}")
        return
    if kind in ("activated", "loyalty"):
        mana = [i for i in ir.items if isinstance(i, ManaOutput)]
        if not ctx.is_permanent and (kind == "loyalty" or mana):
            raise Unsupported("an activated ability of an instant or sorcery")
        if kind == "activated" and mana:
            parts.abilities.append(_mana_ability(ir, text))
            return
        b = _source_builder()
        items = ir.items
        if kind == "loyalty":
            # 605.1a: a loyalty ability is never a mana ability; it adds its mana as it
            # resolves, like a spell.
            items = [spell_mana(i) if isinstance(i, ManaOutput) else i for i in items]
        effect, specs = _effect_ability(items, b)
        if not ctx.is_permanent and b.functions_from is None:
            # 113.6: an instant's or sorcery's ability functions only where it says
            # ("Return this card from your graveyard ...", 113.6m).
            raise Unsupported("an activated ability of an instant or sorcery")
        if kind == "loyalty":
            if "Planeswalker" not in ctx.types:
                raise Unsupported("a loyalty ability of a non-planeswalker")
            cost = Cost(loyalty=ir.loyalty, loyalty_x="X" in ir.extras)
            parts.abilities.append(ActivatedAbility(text, cost, effect, specs))
        else:
            assert ir.cost is not None
            parts.abilities.append(ActivatedAbility(
                text, ir.cost, effect, specs, sorcery_speed="sorcery" in ir.restrictions,
                only_if=ir.only_if.test if ir.only_if is not None else None,
                zones=(b.functions_from or "battlefield",),
                any_player="any player" in ir.restrictions,     # clauses/any_player.py
                once_per_turn="once each turn" in ir.restrictions))     # clauses/once_each_turn.py
        return
    if kind == "triggered":
        trig = ir.trigger
        assert trig is not None
        if not ctx.is_permanent and trig.zones is None:
            raise Unsupported("a triggered ability of an instant or sorcery")
        b = _trigger_builder(trig)
        effect, specs = _effect_ability(ir.items, b)
        parts.abilities.append(TriggeredAbility(text, trig.check, effect, specs,
                                                _both_ifs(trig.intervening_if, ir.intervening_if),
                                                ir.optional,
                                                trig.zones or (b.functions_from or "battlefield",),
                                                trig.look_back, state=trig.state))
        return
    if kind == "modal":
        if not ctx.is_spell:
            raise Unsupported("a modal ability of a permanent")
        mode_count = ir.extras[0] if ir.extras else (1, 1)
        modes = _modes(ir, text, Builder, mode_count)
        parts.spell = _merge_spell(parts.spell, SpellAbility(text, _no_effect, (), modes,
                                                             mode_count=mode_count))
        return
    if kind == "modal triggered":           # clauses/modal_choices.py
        trig = ir.trigger
        assert trig is not None
        if not ctx.is_permanent and trig.zones is None:
            raise Unsupported("a triggered ability of an instant or sorcery")
        mode_count = ir.extras[0]
        modes = _modes(ir, text, lambda: _trigger_builder(trig), mode_count)
        parts.abilities.append(TriggeredAbility(
            text, trig.check, modes_effect(modes), (), trig.intervening_if, ir.optional,
            trig.zones or ("battlefield",), trig.look_back, modes=modes, mode_count=mode_count))
        return
    if kind == "effects":
        if ctx.is_spell:
            b = Builder()
            items = [spell_mana(i) if isinstance(i, ManaOutput) else i for i in ir.items]
            effect, specs = _effect_ability(items, b)
            parts.spell = _merge_spell(parts.spell, SpellAbility(text, effect, specs))
            return
        for item in ir.items:
            if not isinstance(item, Modify) or item.duration is not None:
                raise Unsupported("a one-shot effect as a permanent's ability")
            parts.abilities.extend(static_abilities(item, text))
        return
    if kind == "defining":
        defined: Defined = ir.items[0]
        parts.defined.append((defined, text))
        parts.abilities.append(defined.ability(text))
        return
    if kind == "replacement":
        if not ctx.is_permanent:
            raise Unsupported("a replacement effect of an instant or sorcery")
        applies, replace = ir.items[0]
        parts.abilities.append(ReplacementAbility(text, applies, replace))
        return
    if kind == "cast restriction":
        if not ctx.is_spell:
            raise Unsupported("a casting restriction of a permanent card")
        parts.abilities.append(CastRestriction(text, tuple(ir.items)))
        return
    if kind == "ability":
        # A permanent's ability its clause family builds whole from the text
        # (clauses/attack_conditions.py).
        if not ctx.is_permanent:
            raise Unsupported("a permanent's ability on an instant or sorcery")
        parts.abilities.extend(make(text) for make in ir.items)
        return
    if kind == "chapter":
        if "Saga" not in ctx.subtypes:
            raise Unsupported("a chapter ability of a card that isn't a Saga (714.2)")
        effect, specs = _effect_ability(ir.items, _source_builder())
        # 714.2c: "I, II — [effect]" is a chapter ability for each numeral.
        parts.abilities.extend(chapter_ability(text, n, effect, specs) for n in ir.extras)
        return
    if kind in ("enters_tapped", "enters_counters"):
        if not ctx.is_permanent:
            raise Unsupported("'enters' on an instant or sorcery")
        parts.abilities.append(_enters_replacement(ir, text))
        return
    raise Unsupported(f"an ability of kind {kind}")


def _trigger_builder(trig: TriggerIR) -> Builder:
    """What a triggered ability's effect refers to: itself, the event's object or player."""
    b = Builder()
    if trig.about_self:
        b.it_is_source = True
        # 400.7: after leaving the battlefield, "it" would be a new object; only a
        # trigger of a permanent that stays can say "it" for itself.
        b.last_obj = None if trig.look_back else _self_getter
    elif trig.event_obj_key is not None:
        b.last_obj = sem.event_obj("that", trig.event_obj_key).bind(Builder())
    if trig.event_player_key is not None:
        b.last_player = sem.event_player("that player", trig.event_player_key,
                                         trig.event_player_index).bind(Builder())
    b.event_amount = trig.event_amount
    return b


def _modes(ir: AbilityIR, text: str, builder: Callable[[], Builder], mode_count: tuple[int, int]
           ) -> tuple[Mode, ...]:
    """700.2: each mode's text, effect and targets. With more than one mode chosen, each
    mode's targets are found by position (700.2c), so only a mode whose number of targets
    is fixed may come before another (601.2c)."""
    modes: list[Mode] = []
    for (start, end), items in ir.modes:
        b = builder()
        effect, specs = _effect_ability(items, b)
        if b.functions_from is not None:
            raise Unsupported("a mode that functions from another zone")
        modes.append((text[start:end].lstrip("• ").strip(), effect, specs))
    if mode_count[1] > 1 and any(s.min_count != s.max_count for _, _, specs in modes[:-1]
                                 for s in specs):
        raise Unsupported("a mode with a variable number of targets before another mode")
    return tuple(modes)


def _mana_ability(ir: AbilityIR, text: str) -> ActivatedAbility:
    """605.1a: "[cost]: Add [mana]." and what else it does as it resolves ("This land deals
    1 damage to you."); a mana ability has no target."""
    first, *rest = ir.items
    if not isinstance(first, ManaOutput) or any(isinstance(i, ManaOutput) for i in rest) \
            or set(ir.restrictions) - {"once each turn"}:
            raise Unsupported("a mana ability adding mana twice or with a restriction")
    assert ir.cost is not None
    effect = None
    if rest:
        effect, specs = _effect_ability(rest, _source_builder())
        if specs:
            raise Unsupported("a mana ability with a target (605.1a)")
    produce = first.produce if first.produce is not None else FixedMana(first.outputs)
    return ActivatedAbility(text, ir.cost, effect, mana=produce,
                            only_if=ir.only_if.test if ir.only_if is not None else None,
                            once_per_turn="once each turn" in ir.restrictions)   # 602.5b


def _both_ifs(first: Callable[[GameState, GameObject], bool] | None,
              second: Callable[[GameState, GameObject], bool] | None
              ) -> Callable[[GameState, GameObject], bool] | None:
    """603.4: the intervening "if" of a trigger's condition and of its effect, both checked."""
    if first is None or second is None:
        return first or second
    return lambda state, source: first(state, source) and second(state, source)


def _no_effect(ctx: Ctx, r: Resolving) -> None:
    return None


def _merge_spell(old: SpellAbility | None, new: SpellAbility) -> SpellAbility:
    if old is None:
        return new
    if old.modes or new.modes:
        raise Unsupported("a modal spell with other spell text")
    first, second = old.effect, new.effect
    offset = sum(s.max_count for s in old.targets)
    if new.targets and old.targets and old.targets[-1].min_count != old.targets[-1].max_count:
        raise Unsupported("targets after a variable number of targets")

    def run(ctx: Ctx, r: Resolving) -> None:
        first(ctx, r)
        if not ctx.state.game_over:
            second(ctx, _shift(r, offset))
    return SpellAbility(f"{old.text}\n{new.text}", run, old.targets + new.targets)


def _shift(r: Resolving, offset: int) -> Resolving:
    if not offset:
        return r
    return dataclasses.replace(r, targets=r.targets[offset:],
                               illegal=frozenset(i - offset for i in r.illegal if i >= offset))


# -- static abilities (604, 613) ----------------------------------------------------------
def static_abilities(m: Modify, text: str) -> list[Ability]:
    objs = m.objects
    if m.pt_x is not None:
        raise Unsupported("a static +X/+X")
    if any(k.endswith(CHOSEN_COLOR) for k in m.keywords):
        raise Unsupported("protection from a color chosen without an effect resolving (702.16a)")
    if m.keyword_choice:
        raise Unsupported("a keyword of your choice without an effect resolving (608.2d)")
    if objs.is_self:
        def applies(state: GameState, src: Chars, cand: Chars) -> bool:
            return cand.obj.id == src.obj.id
    elif objs.kind == "attached":
        def applies(state: GameState, src: Chars, cand: Chars) -> bool:
            return src.obj.attached_to is not None and cand.obj.id == src.obj.attached_to
    elif objs.kind == "all" and objs.filter is not None:
        flt = objs.filter

        def applies(state: GameState, src: Chars, cand: Chars) -> bool:
            return flt.test(state, cand, src.controller, src.obj.id)
    else:
        raise Unsupported(f"a continuous effect on {objs.text}")
    condition = m.condition
    board = condition is not None and condition.board is not None
    applies_to = applies if condition is None or board else _while(applies, condition)
    # 613.6: the parts in several layers are one effect, so one ability, its first part in
    # the earliest layer.
    parts: list[tuple[str, Callable[[Chars, GameObject], None]]] = []
    if m.power is not None or m.toughness is not None:
        dp, dt = m.power or 0, m.toughness or 0

        def modify_pt(c: Chars, _s: GameObject) -> None:
            if c.power is not None and c.toughness is not None:
                c.power += dp
                c.toughness += dt
        parts.append(("7c", modify_pt))
    if m.keywords:
        kws = m.keywords

        def modify_kw(c: Chars, _s: GameObject) -> None:
            c.keywords.update(kws)
        parts.append(("6", modify_kw))
    if m.rules:
        markers = m.rules
        # A marker naming "{source}" is about the source's controller (508.1c: "can't
        # attack you"): the source's id is written in as the effect applies.
        sourced = any("{source}" in marker for marker in markers)

        def modify_rules(c: Chars, source: GameObject) -> None:
            if sourced:
                c.rules.update(marker.format(source=source.id) for marker in markers)
            else:
                c.rules.update(markers)
        parts.append(("6", modify_rules))
    if m.abilities:
        granted = m.abilities

        def modify_abilities(c: Chars, _s: GameObject) -> None:
            c.abilities.extend(granted)      # 113.10, 613.1f
        parts.append(("6", modify_abilities))
    if m.land_types:
        land_types = m.land_types
        change = set_land_types if m.sets_land_types else add_land_types

        def modify_types(c: Chars, _s: GameObject) -> None:
            change(c, land_types)
        parts.append(("4", modify_types))
    if m.types_added is not None:
        types, subtypes = m.types_added

        def add_types(c: Chars, _s: GameObject) -> None:
            c.types.update(types)            # 205.1b: its other types stay
            c.subtypes.update(subtypes)
        parts.append(("4", add_types))
    if m.colors is not None:
        colors = m.colors

        def set_colors(c: Chars, _s: GameObject) -> None:
            c.colors = set(colors)
        parts.append(("5", set_colors))
    if m.base_pt is not None:
        base_power, base_toughness = m.base_pt

        def set_pt(c: Chars, _s: GameObject) -> None:
            c.power, c.toughness = base_power, base_toughness
        parts.append(("7b", set_pt))
    if m.gains_control:
        def modify_control(c: Chars, source: GameObject) -> None:
            c.controller = source.controller      # 613.1b: the source's controller
        parts.append(("2", modify_control))
    if not parts:
        return []
    parts.sort(key=lambda part: LAYERS.index(part[0]))
    (layer, first), *later = parts
    while_board = _while_board(condition, layer) if board else None
    return [StaticAbility(text, layer, _never, first, applies_to=applies_to,
                          later=tuple(later), while_board=while_board)]


def _while_board(condition: Condition | None, layer: str
                 ) -> Callable[[GameState, Mapping[int, Chars], Chars], bool]:
    """611.3a: a condition on the permanents, judged as the effect's first layer begins:
    only if it reads nothing that layer or a later one changes (613.8: else it would depend
    on effects applied with it)."""
    assert condition is not None and condition.board is not None
    if LAYERS.index(condition.board_layer) >= LAYERS.index(layer):
        raise Unsupported(f"'as long as {condition.text}' reads what layer {layer} changes")
    board = condition.board

    def holds(state: GameState, permanents: Mapping[int, Chars], source: Chars) -> bool:
        return board(state, permanents, source.controller, source.obj.id)
    return holds


def _while(applies: Callable[[GameState, Chars, Chars], bool], condition: Condition
           ) -> Callable[[GameState, Chars, Chars], bool]:
    """611.3a: a static ability "as long as [condition]" applies at any moment it holds."""
    def applies_while(state: GameState, src: Chars, cand: Chars) -> bool:
        return condition.test(state, src.controller, src.obj.id) and applies(state, src, cand)
    return applies_while


def _never(state: GameState, source: GameObject, candidate: GameObject) -> bool:
    return False


def _enters_replacement(ir: AbilityIR, text: str) -> ReplacementAbility:
    """614.1c: "enters tapped" / "enters with N counters" replace the event of entering."""
    tapped = ir.kind == "enters_tapped"
    amount = ir.amount
    kind = ir.counter_kind
    unless = ir.unless

    def applies(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.obj == source.id and \
            event.to_zone == "battlefield"

    def replace(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
        assert isinstance(event, ZoneMove)
        if tapped:
            if unless is not None and _enters_untapped(ctx, event, source, unless):
                return event
            event = dataclasses.replace(event, tapped=True)
        if amount is None:      # "enters tapped with N counters" has both (614.1c)
            return event
        r = Resolving(source.id, source.id, source.controller, x=source.x or 0)
        n = amount.bound(_source_builder())(ctx, r)
        if n <= 0:
            return event
        return dataclasses.replace(event, counters=(*event.counters, (kind, n)))
    return ReplacementAbility(text, applies, replace, zones=ALL_ZONES)


def _enters_untapped(ctx: Ctx, event: ZoneMove, source: GameObject,
                     unless: tuple[str, Any]) -> bool:
    """Whether the permanent avoids entering tapped (614.1c, 614.12): the condition holds
    for the player it enters under, or that player pays the life (119.4: only with at
    least that much life) or reveals a card of the kind from their hand (701.20a)."""
    you = event.controller if event.controller is not None else source.owner
    how, what = unless
    name = ctx.name(source.id)
    if how == "unless":
        holds: bool = what.test(ctx.state, you, source.id)
        return holds
    if how == "pay life":
        if not ctx.state.can_pay_life(you, what) or not ctx.may(
                you, f"{name}: pay {what} life (if you don't, it enters tapped)"):
            return False
        ctx.lose_life(you, what, rule="119.4")
        return True
    hand = [oid for oid in ctx.state.players[you].hand if oid != source.id
            and ctx.state.objects[oid].card.subtypes & what]
    shown = ctx.pick(you, f"{name}: reveal a {' or '.join(sorted(what))} card from your hand "
                     "(if you don't, it enters tapped)", hand, 1, up_to=True) if hand else []
    if shown:
        reveal(ctx.state, shown)        # 701.20a: every player sees it; it stays (701.20b)
        ctx.log("701.20a", f"{ctx.state.players[you].name} reveals {ctx.name(shown[0])}")
    return bool(shown)


def _cycling(text: str, cost: ManaCost, meaning: str
             ) -> tuple[ActivatedAbility, frozenset[str]]:
    """702.29a, 702.29e: "[Cost], Discard this card: [meaning]", activated only from the
    hand; the meaning is compiled like any other text (its templates are the card's too)."""
    ir, used = compile_unit(meaning)
    effect, specs = _effect_ability(ir.items, Builder())
    return ActivatedAbility(text, Cost(mana=cost, discard_self=True), effect, specs,
                            zones=("hand",)), used


PROWESS_SPELL = sem.Filter("noncreature spell", not_types=frozenset({"Creature"}))


def _prowess() -> TriggeredAbility:
    """702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until
    end of turn." """
    def effect(ctx: Ctx, r: Resolving) -> None:
        from manastack.cards.dsl import pump
        pump(ctx, r, [r.source], 1, 1)
    return TriggeredAbility("Prowess", sem.cast_check("you", PROWESS_SPELL), effect)


# -- cards -------------------------------------------------------------------------------
_NO_MANA_COST = ("no mana cost: an unpayable cost (202.1b, 118.6), and other ways to cast it "
                 "are not in the engine")
# 118.6: the ways the engine has to cast a card with no mana cost that its own text gives.
_CASTS_WITHOUT_MANA_COST = (Suspend,)


def card_problems(data: CardData) -> list[str]:
    """Why a card can't be compiled at all, before its text is read."""
    problems: list[str] = []
    if data.layout in HALF_MISSING_LAYOUTS:
        problems.append(f"layout {data.layout!r} ({LAYOUT_RULES[data.layout]}: only one half "
                        "of the card is in the data)")
    elif data.layout not in SUPPORTED_LAYOUTS:
        rule = LAYOUT_RULES.get(data.layout)
        problems.append(f"layout {data.layout!r}" + (f" ({rule})" if rule else ""))
    extra = set(data.types) - SUPPORTED_TYPES
    if extra or not data.types or set(data.types) == {"Kindred"}:
        problems.append(f"card type {' '.join(sorted(extra)) or 'none'}")
    for label, value in (("power", data.power), ("toughness", data.toughness),
                         ("loyalty", data.loyalty)):
        if value is not None and not value.lstrip("-").isdigit() and \
                (label == "loyalty" or _starred_base(value) is None):
            problems.append(f"{label} {value!r} (a characteristic-defining ability)")
    # 202.3b: a back face has no mana cost; its card is cast by its front face (712.8c).
    if not data.mana_cost and "Land" not in data.types and data.layout != "back face":
        problems.append(_NO_MANA_COST)
    if "Land" in data.types and len(data.types) > 1:
        colors, reason = colors_without_mana_cost(data)
        if colors is None:
            problems.append(f"a land with another card type: {reason}")
    return problems


def _starred_base(value: str) -> int | None:
    """208.2: the fixed part of a power or toughness with a star ("*" 0, "1+*" 1), or None
    for another value."""
    head, star, tail = value.partition("*")
    if not star or tail or not (head == "" or (head.endswith("+") and head[:-1].isdigit())):
        return None
    return int(head[:-1]) if head else 0


def _undefined_stars(data: CardData, parts: Parts) -> list[str]:
    """208.2a: a power or toughness with a star needs the ability that defines it."""
    problems = []
    for label, value in (("power", data.power), ("toughness", data.toughness)):
        if value is not None and "*" in value and not any(
                getattr(d, label) is not None for d, _ in parts.defined):
            problems.append(f"{label} {value!r} (a characteristic-defining ability)")
    return problems


def _with_star_bases(data: CardData) -> CardData:
    """The card's data with each starred power and toughness as its fixed part, which the
    characteristic-defining ability replaces in layer 7a (613.4a)."""
    power, toughness = data.power, data.toughness
    if power is not None and "*" in power:
        power = str(_starred_base(power))
    if toughness is not None and "*" in toughness:
        toughness = str(_starred_base(toughness))
    return dataclasses.replace(data, power=power, toughness=toughness)


def compile_card(data: CardData, *, every_problem: bool = True,
                 database: CardDatabase | None = None) -> CardDef:
    """The card's definition compiled from its Oracle text; UnsupportedCardError naming
    every clause that doesn't compile (with `every_problem` False, only the first found,
    sooner: unknown words are looked for before anything is parsed). `database` holds a
    transform card's back face (by default the default database)."""
    if data.layout in ("split", "adventure", "modal_dfc") and " // " in data.name:
        from manastack.cards.database import default_database
        from manastack.cards.oracle import layouts
        make = {"split": layouts.compile_split, "adventure": layouts.compile_adventure,
                "modal_dfc": layouts.compile_modal_dfc}[data.layout]
        whole = make(data, database or default_database(),
                     lambda face, every: compile_card(face, every_problem=every), every_problem)
        if whole is not None:
            return whole
        # Only the first part is in the data: refused below, naming the layout's rule.
    if data.layout == "leveler":
        from manastack.cards.oracle.levelers import compile_leveler
        return compile_leveler(data, lambda face, every: compile_card(face, every_problem=every),
                               every_problem)
    if data.layout == "prototype":
        from manastack.cards.oracle.prototypes import compile_prototype
        return compile_prototype(data, lambda face, every: compile_card(face, every_problem=every),
                                 every_problem)
    if data.layout == "case":
        from manastack.cards.oracle.cases import compile_case
        return compile_case(data, lambda face, every: compile_card(face, every_problem=every),
                            every_problem)
    if data.layout == "class":
        from manastack.cards.oracle.classes import compile_class
        return compile_class(data, lambda face, every: compile_card(face, every_problem=every),
                             every_problem)
    if data.layout == "transform":
        from manastack.cards.database import default_database
        from manastack.cards.oracle.layouts import compile_transform
        return compile_transform(data, database or default_database(),
                                 lambda face, every: compile_card(face, every_problem=every),
                                 every_problem)
    problems = card_problems(data)
    no_mana_cost = _NO_MANA_COST in problems      # judged once the text is read (118.6)
    if no_mana_cost:
        problems.remove(_NO_MANA_COST)
    ctx = CardContext(data.name, bool({"Instant", "Sorcery"} & set(data.types)),
                      not ({"Instant", "Sorcery"} & set(data.types)), frozenset(data.types),
                      frozenset(data.subtypes))
    parts = Parts()
    texts = units(clean_text(data))
    if not every_problem:
        problems = problems[:1] or _first_lex_problem(texts)
    for unit in texts:
        if problems and not every_problem:
            break
        try:
            ir, used = compile_unit(unit)
            assemble(ir, unit, ctx, parts)
            parts.templates.update(used)
        except ClauseError as exc:
            problems.append(str(exc))
        except Unsupported as exc:
            problems.append(f"{unit!r}: {exc}")
    if parts.backups and not problems:
        try:
            parts.abilities = with_backups(parts.abilities, parts.keyword_lines, parts.backups)
        except Unsupported as exc:
            problems.append(str(exc))
    if no_mana_cost:
        if not any(isinstance(a, _CASTS_WITHOUT_MANA_COST) for a in parts.abilities):
            problems.insert(0, _NO_MANA_COST)     # 118.6: no other way to cast it in its text
        elif colors_without_mana_cost(data)[0] is None:      # 202.2: nor a mana cost's colors
            problems.insert(0, "no mana cost: an unpayable cost (202.1b, 118.6), cast by "
                            f"suspend, and {colors_without_mana_cost(data)[1]}")
    if ctx.is_spell and parts.spell is None and not problems:
        problems.append("an instant or sorcery without an effect")
    if not problems and any(isinstance(a, AlternativeCost) and a.keyword == OVERLOAD
                            for a in parts.abilities):
        problems += _overload(texts, ctx, parts)
    if not problems or every_problem:
        problems += _undefined_stars(data, parts)
    if problems:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: " + "; ".join(problems))
    stripped = dataclasses.replace(_with_star_bases(data), keywords=tuple(sorted(parts.keywords)))
    if "Saga" in data.subtypes:
        parts.abilities.append(SAGA_ENTERS)       # 714.3a
    try:
        result = make_card(data.name, *parts.abilities, spell=parts.spell, enchant=parts.enchant,
                           data=stripped)
    except ValueError as exc:     # UnsupportedCardError, or a mana cost the engine can't read
        raise UnsupportedCardError(f"{data.name}: {exc}") from None
    if any(isinstance(a, CommanderPermission) for a in result.abilities):
        from manastack.cards.decklist import can_lead
        if not can_lead(data):      # 903.3d: it must really let the card lead a deck
            raise UnsupportedCardError(f"{data.name} is not implemented yet: 'can be your "
                                       "commander' that the deck rules don't read (903.3d)")
    unconfirmed = audit(result, data)
    if unconfirmed:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: " + "; ".join(unconfirmed))
    if "Land" in data.types and len(data.types) > 1:
        colors, _ = colors_without_mana_cost(data)      # proven, or refused above
        result = dataclasses.replace(result, colors=colors or frozenset())
    result.extra["templates"] = frozenset(parts.templates)
    result.extra["compiled"] = True
    if no_mana_cost:
        colors, _ = colors_without_mana_cost(data)      # proven, or refused above
        result = dataclasses.replace(result, colors=colors or frozenset(),
                                     extra=dict(result.extra))
        result.extra[NO_MANA_COST] = True      # 202.1b, 118.6
    return result


_TARGET_WORD = re.compile(r"\b([Tt])arget\b")
_OVERLOAD_LINE = re.compile(r"^overload\b", re.IGNORECASE)


def _overload(texts: list[str], ctx: CardContext, parts: Parts) -> list[str]:
    """702.96a: the spell's text with every word "target" replaced by "each", compiled too
    (its templates are the card's); the problems it has, if any."""
    changed = Parts()
    for unit in texts:
        if _OVERLOAD_LINE.match(unit):
            continue
        text = _TARGET_WORD.sub(lambda m: "Each" if m.group(1) == "T" else "each", unit)
        try:
            ir, used = compile_unit(text)
            assemble(ir, text, ctx, changed)
        except ClauseError as exc:
            return [f"overloaded: {exc}"]
        except Unsupported as exc:
            return [f"overloaded: {text!r}: {exc}"]
        parts.templates.update(used)
    if parts.spell is None or changed.spell is None or parts.spell.modes:
        return ["overload on a spell without one effect to change (702.96a)"]
    parts.spell = overload_spell(parts.spell, changed.spell)
    return []


def _first_lex_problem(texts: list[str]) -> list[str]:
    """The first unit with a word the grammar doesn't know, as a problem (or none)."""
    parser()      # fills in the lexer's literals
    for unit in texts:
        try:
            list(tokenize(unit, OracleLexer.literals))     # lexing it all finds an unknown word
        except LexError as exc:
            return [str(ClauseError(unit, str(exc)))]
    return []


def compile_ability_text(text: str, permanent: bool = True,
                         templates: set[str] | None = None) -> tuple[Ability, ...]:
    """Abilities of a text that isn't a card's (predefined tokens, 111.10); the templates
    they use are added to `templates`, if given."""
    ctx = CardContext("", not permanent, permanent, frozenset({"Artifact"}))
    parts = Parts()
    for unit in units(text.replace("this token", "~").replace("This token", "~")):
        ir, used = compile_unit(unit)
        assemble(ir, unit, ctx, parts)
        if templates is not None:
            templates.update(used)
    return tuple(parts.abilities)


_COMPILED: dict[str, CardDef | UnsupportedCardError] = {}


def compiled(name: str) -> CardDef:
    """The compiled definition of the database card `name`, compiled once and cached
    (failures too); UnsupportedCardError names the clauses that don't compile."""
    found = _COMPILED.get(name)
    if found is None:
        from manastack.cards.database import default_database
        try:
            found = compile_card(default_database().get(name))
        except UnsupportedCardError as exc:
            found = exc
        _COMPILED[name] = found
    if isinstance(found, UnsupportedCardError):
        raise UnsupportedCardError(str(found))
    return found
