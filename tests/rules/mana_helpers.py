"""Helpers for the mana, {T}/{Q}, summoning sickness and X tests (test_cr106_*, test_cr107_*,
test_cr302_*, test_cr605_*, tests/cards/test_card_mana_*): a game at a position (from
`helpers.position`) with pools, driven by choice texts with $labels, and checks that an illegal
choice is rejected with its rule and changes nothing."""

from __future__ import annotations

import re
from typing import Any

import pytest

from helpers import (
    at_step,
    cites,
    do,
    idx,
    log_has,
    names,
    pass_all,
    pass_until,
    permanent_names,
    take_first,
    texts,
)
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.mana import ManaUnit, format_units
from manastack.scenario import build_state

# The general block of every document in ../shared/seeds/, sentence by sentence; tests cite
# the sentences they prove as [G1] ... [G21] (mapped in docs/rules-coverage.md).
SENTENCES: dict[str, str] = {
    "G1": "If an ability would produce one or more mana of an undefined type, it produces no "
          "mana instead.",
    "G2": "Some abilities produce mana based on the type of mana another permanent or "
          "permanents “could produce.”",
    "G3": "The type of mana a permanent could produce at any time includes any type of mana "
          "that an ability of that permanent would produce if the ability were to resolve at "
          "that time, taking into account any applicable replacement effects in any possible "
          "order.",
    "G4": "Ignore whether any costs of the ability could or could not be paid.",
    "G5": "If that permanent wouldn’t produce any mana under these conditions, or no type of "
          "mana can be defined this way, there’s no type of mana it could produce.",
    "G6": "To “tap [a permanent] for mana” is to activate a mana ability of that permanent "
          "that includes the {T} symbol in its activation cost.",
    "G7": "See rule 605, “Mana Abilities.”",
    "G8": "An ability that triggers whenever a permanent “is tapped for mana” or is tapped for "
          "mana of a specified type triggers whenever such a mana ability resolves and "
          "produces mana or the specified type of mana.",
    "G9": "A replacement effect that applies if a permanent “is tapped for mana” or tapped for "
          "mana of a specific type and/or amount modifies the mana production event while "
          "such an ability is resolving and producing mana or the specified type and/or "
          "amount of mana.",
    "G10": "If an object’s enters-the-battlefield triggered ability or replacement effect "
           "refers to X, and the spell that became that object as it resolved had a value of "
           "X chosen for any of its costs, the value of X for that ability is the same as the "
           "value of X for that spell, although the value of X for that permanent is 0.",
    "G11": "This is an exception to rule 107.3i.",
    "G12": "The tap symbol is {T}.",
    "G13": "The tap symbol in an activation cost means “Tap this permanent.”",
    "G14": "A permanent that’s already tapped can’t be tapped again to pay the cost.",
    "G15": "A creature’s activated ability with the tap symbol in its activation cost can’t be "
           "activated unless the creature has been under its controller’s control "
           "continuously since their most recent turn began.",
    "G16": "See rule 302.6.",
    "G17": "The untap symbol is {Q}.",
    "G18": "The untap symbol in an activation cost means “Untap this permanent.”",
    "G19": "A permanent that’s already untapped can’t be untapped again to pay the cost.",
    "G20": "A creature’s activated ability with the untap symbol in its activation cost can’t "
           "be activated unless the creature has been under its controller’s control "
           "continuously since their most recent turn began.",
    "G21": "See rule 302.6.",
}

_LABEL = re.compile(r"\$(\w+)")


class Table:
    """A game built from a position, with its labels, driven by choice texts."""

    def __init__(self, pos: dict[str, Any], cards: tuple[Any, ...] = (),
                 pools: dict[str, tuple[ManaUnit, ...]] | None = None) -> None:
        """`pools` puts these mana units (with sources, restrictions, riders) in the
        players' pools, which a position can't describe."""
        state, self.labels = build_state(pos, cards=cards)
        for name, units in (pools or {}).items():
            index = next(p.index for p in state.players if p.name == name)
            state.players[index].pool = units
        self.game = Game.from_state(state)

    # -- reading ----------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.game.state

    def id(self, label: str) -> int:
        return self.labels[label]

    def name(self, label: str) -> str:
        oid = self.labels[label]
        return f"{self.state.objects[oid].card.name}#{oid}"

    def text(self, text: str) -> str:
        return _LABEL.sub(lambda m: self.name(m.group(1)), text)

    def player(self, name: str) -> int:
        return idx(self.game, name)

    def pool(self, name: str = "Alice") -> str:
        return format_units(self.state.players[self.player(name)].pool)

    def life(self, name: str) -> int:
        return int(self.state.players[self.player(name)].life)

    def obj(self, label: str) -> Any:
        return self.state.objects[self.labels[label]]

    def options(self) -> list[str]:
        return texts(self.game)

    def legal(self, text: str) -> bool:
        return self.text(text) in self.options()

    def kind(self) -> str:
        d = self.game.decision
        return "over" if d is None else d.kind.value

    def cites(self, rule: str) -> bool:
        return cites(self.game, rule)

    def log_has(self, text: str) -> bool:
        return log_has(self.game, text)

    def stack(self) -> list[str]:
        return [self.state.objects[i].card.name for i in self.state.stack]

    def names(self, zone: str, player: str = "Alice") -> list[str]:
        """The names of the cards in `player`'s `zone`; on the battlefield, all the
        permanents."""
        if zone == "battlefield":
            return permanent_names(self.state)
        return names(self.state, zone, self.player(player))

    def permanent(self, name: str) -> int:
        """The id of the first permanent called `name`."""
        return next(i for i in self.state.battlefield if self.state.objects[i].card.name == name)

    # -- acting ------------------------------------------------------------------------
    def do(self, *choices: str) -> None:
        """Make decisions by their text ($label names a labelled object); a text that is no
        option's goes to Game.apply, which parses it (loosely) or explains why it is illegal."""
        for text in choices:
            do(self.game, self.text(text), loose=False)

    def pass_all(self) -> None:
        """Both players pass in succession until the top of the stack resolves or the step
        ends (117.4)."""
        pass_all(self.game, check=False, until_stack_changes=True)

    def rejects(self, text: str, *rules: str) -> str:
        """The choice is illegal: Game.apply raises naming each rule, and nothing changes."""
        before = self.game.state_hash()
        with pytest.raises(IllegalChoiceError) as info:
            self.game.apply(self.text(text))
        message = str(info.value)
        for rule in rules:
            assert rule in message, f"{rule} not in {message!r}"
        assert self.game.state_hash() == before
        return message


def advance(t: Table, turn: int, step: str = "precombat main") -> None:
    """Pass priority, attack and block with nothing, until `turn`'s `step` (priority); any
    other decision takes its first option."""
    pass_until(t.game, at_step(step, turn=turn), other=take_first)
