"""Static abilities that apply while players control certain permanents (611.3a: the effect
applies at any moment the condition holds): "as long as an opponent controls a Human", "as
long as you control eight or more lands", "... no untapped lands".

The permanents are judged on their characteristics as the layers before the effect's first
part left them (`StaticAbility.while_board`, applied by `rules.layers`): the condition may
read only what earlier layers decide (613.1: control in layer 2, types in 4, colors in 5),
so it never depends on an effect applied with it (613.8); one that reads more ("a creature
with flying" for an ability granting flying) is refused. The grammar is
`board_conditions.lark` beside this file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR, Condition, Desc, Modify, tokens_of
from manastack.cards.oracle.semantics import Filter, Unsupported
from manastack.rules.layers import LAYERS, Chars, all_characteristics
from manastack.rules.state import GameState, Player

# 613.1: the last layer whose results each field of a description reads; "" for what no
# layer changes (statuses 110.5, counters 122, tokens 111, designations). A field not named
# here is refused.
_FIELD_LAYERS = {
    "text": "",
    "other": "",
    "tapped": "",
    "attacking": "",
    "blocking": "",
    "in_combat": "",
    "token": "",
    "with_counter": "",
    "commander": "",
    "enchanted": "",
    "named_as_source": "1",
    "mana_value": "1",
    "controller": "2",
    "types": "4",
    "all_types": "4",
    "subtypes": "4",
    "supertypes": "4",
    "not_types": "4",
    "not_subtypes": "4",
    "not_supertypes": "4",
    "colors": "5",
    "not_colors": "5",
    "colorless": "5",
    "multicolored": "5",
    "with_keywords": "6",
    "without_keywords": "6",
    "power": "7d",
    "toughness": "7d",
    "power_below_source": "7d",
}


def control_condition(
    desc: Desc, controller: str, at_least: int, none: bool = False, another: bool = False
) -> Condition:
    """ "[you / an opponent] control(s) [at least `at_least`] [permanents]" (or, with
    `none`, no such permanent): `another` leaves the source out (109.4, 115.1)."""
    flt = desc.filter.merge(controller=controller)
    if another:
        flt = flt.merge(other=True)
    if desc.zone != "battlefield":
        raise Unsupported(f"'as long as ... controls {desc.text}'")
    layer = _reads(flt)

    def board(state: GameState, permanents: Mapping[int, Chars], you: int, source: int) -> bool:
        found = 0
        for ch in permanents.values():
            if ch.obj.zone == "battlefield" and flt.test(state, ch, you, source):
                found += 1
                if found >= at_least:
                    return not none
        return none

    def test(state: GameState, you: int, source: int) -> bool:
        return board(state, all_characteristics(state), you, source)

    who = "you control" if controller == "you" else "an opponent controls"
    what = f"no {desc.text}" if none else desc.text if at_least == 1 else f"{at_least} or more {desc.text}"
    return Condition(test, f"{who} {what}", board=board, board_layer=layer)


def _reads(flt: Filter) -> str:
    """The last layer whose results `flt` reads (at least layer 2: who controls them)."""
    layer = "2"
    for name in flt.__dataclass_fields__:
        value = getattr(flt, name)
        if value == Filter.__dataclass_fields__[name].default or name == "text":
            continue
        read = _FIELD_LAYERS.get(name)
        if read is None:
            raise Unsupported(f"'as long as ... controls {flt.text}'")
        if read and LAYERS.index(read) > LAYERS.index(layer):
            layer = read
    return layer


class BoardConditionClauses:
    """The transformer methods of board_conditions.lark."""

    def while_opponent_controls(self, c: list[Any]) -> Condition:
        return control_condition(_desc(c), "opponent", 1)

    def while_no_opponent_controls(self, c: list[Any]) -> Condition:
        return replace(
            control_condition(_desc(c), "opponent", 1, none=True),
            text=f"no opponent controls {_desc(c).text}",
        )

    def while_you_control_count(self, c: list[Any]) -> Condition:
        number = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return control_condition(_desc(c), "you", number)

    def while_you_control_none(self, c: list[Any]) -> Condition:
        return control_condition(_desc(c), "you", 1, none=True)

    def while_an_opponents_life(self, c: list[Any]) -> Condition:
        number = _number(c)
        more = "more" in tokens_of(c)

        def test(state: GameState, you: int, source: int) -> bool:
            # 119: a life total, which no layer changes; 102.3: an opponent in the game.
            return any((p.life >= number if more else p.life <= number) for p in _opponents(state, you))

        return Condition(test, f"an opponent has {number} or {'more' if more else 'less'} life")

    def while_you_control_first(self, c: list[Any]) -> AbilityIR:
        m: Modify = next(x for x in c if isinstance(x, Modify))
        return conditional_modify(m, control_condition(_desc(c), "you", 1, another="another" in c))


def conditional_modify(m: Modify, condition: Condition) -> AbilityIR:
    """The static ability of `m` while `condition` holds (611.3a)."""
    if m.duration is not None:
        raise Unsupported("a duration and 'as long as' together")
    return AbilityIR("effects", items=[replace(m, condition=condition)])


def _number(c: list[Any]) -> int:
    return int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))


def _opponents(state: GameState, you: int) -> list[Player]:
    team = state.players[you].team
    return [p for p in state.players if p.team != team and p.in_game]


def _desc(c: list[Any]) -> Desc:
    found: Desc = next(x for x in c if isinstance(x, Desc))
    return found
