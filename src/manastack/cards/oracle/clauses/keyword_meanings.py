"""Keyword abilities defined by a sentence of the rules: the keyword compiles to
("meaning", (label, sentence, keyword kept or None)), and the compiler compiles the sentence
as any other triggered ability, labelled with the keyword (`compiler.assemble`).

The grammar is `keyword_meanings.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.abilities import ref_player
from manastack.rules.events import AttackerDeclared, Event, ZoneMove
from manastack.rules.mana import ManaCost
from manastack.rules.state import GameObject, GameState

MeaningValue = tuple[str, tuple[str, str, str | None]]


class KeywordMeaningClauses:
    """The transformer methods of keyword_meanings.lark."""

    def battle_cry(self, c: list[Any]) -> MeaningValue:
        """702.91a."""
        return ("meaning", ("Battle cry", "Whenever this creature attacks, each other attacking "
                            "creature gets +1/+0 until end of turn.", None))

    def afflict(self, c: list[Any]) -> MeaningValue:
        """702.130a."""
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return ("meaning", (f"Afflict {n}", "Whenever this creature becomes blocked, defending "
                            f"player loses {n} life.", None))

    def flanking(self, c: list[Any]) -> MeaningValue:
        """702.25a: "the blocking creature" is the blocker that triggered it (509.3d); the
        keyword stays on the creature, for others' flanking to see (702.25b: each instance
        triggers separately)."""
        return ("meaning", ("Flanking", "Whenever this creature becomes blocked by a creature "
                            "without flanking, that creature gets -1/-1 until end of turn.",
                            "flanking"))

    def flanking_word(self, c: list[Any]) -> str:
        return "flanking"

    def outlast(self, c: list[Any]) -> MeaningValue:
        """702.107a: an activated ability."""
        cost: ManaCost = c[0]
        return ("meaning", (f"Outlast {cost}", f"{cost}, {{T}}: Put a +1/+1 counter on this "
                            "creature. Activate only as a sorcery.", None))

    def afterlife(self, c: list[Any]) -> MeaningValue:
        """702.135a."""
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        tokens = "a 1/1 white and black Spirit creature token" if n == 1 else \
            f"{n} 1/1 white and black Spirit creature tokens"
        return ("meaning", (f"Afterlife {n}", "When this permanent is put into a graveyard from "
                            f"the battlefield, create {tokens} with flying.", None))

    def dethrone(self, c: list[Any]) -> MeaningValue:
        """702.105a."""
        return ("meaning", ("Dethrone", "Whenever this creature attacks the player with the "
                            "most life or tied for most life, put a +1/+1 counter on this "
                            "creature.", None))

    def put_into_graveyard_self_trigger(self, c: list[Any]) -> TriggerIR:
        """700.4's "dies" for any permanent: it goes from the battlefield to a graveyard
        (603.6c, 603.10a: a leaves-the-battlefield trigger, looking back)."""
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, ZoneMove) and event.obj == source.id and \
                event.to_zone == "graveyard" and source.zone == "battlefield"
        return TriggerIR(check, look_back=True, found_zone="graveyard")     # 400.7e

    def attacks_most_life_trigger(self, c: list[Any]) -> TriggerIR:
        """508.1m: it attacks a player (not a planeswalker or battle) whose life total no
        other player in the game has more than (119.1)."""
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, AttackerDeclared) or event.obj != source.id:
                return False
            player = ref_player(event.defender)
            if player is None:
                return False
            most = max(p.life for p in state.players if p.in_game)
            return state.players[player].life == most
        return TriggerIR(check)
