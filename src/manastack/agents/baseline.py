"""The first rule-of-thumb player, kept as the baseline the heuristic player is measured
against (`benchmarks/bench_agents.py`).

It plays a land, casts what it can, pays automatically, aims harmful effects at
opponents and helpful ones at itself, attacks with creatures that survive the biggest
untapped blocker, and blocks when the block kills the attacker or saves lethal damage.
It only ever picks among `game.legal_choices()`, and it decides from its player's view
(`game.view`) alone: what that player may know (400.2, 708.5), never the hidden state.
"""

from __future__ import annotations

import random
from typing import Any

from manastack.game import Game
from manastack.rules.abilities import ref_player
from manastack.rules.decisions import Choice, DecisionKind

Seen = dict[int, dict[str, Any]]


def _seen_objects(view: dict[str, Any]) -> Seen:
    """Every object the view shows, by id (public zones, the player's own hand)."""
    found: Seen = {}
    for zone in ("battlefield", "stack", "command"):
        found.update((o["id"], o) for o in view[zone])
    for p in view["players"]:
        for zone in ("hand", "graveyard", "exile"):
            found.update((o["id"], o) for o in p[zone] if "types" in o)
    return found


class BaselineAgent:
    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game) -> Choice:
        decision = game.decision
        assert decision is not None
        view = game.view(decision.player)
        options = list(decision.options)
        kind = decision.kind
        by_verb: dict[str, list[Choice]] = {}
        for option in options:
            by_verb.setdefault(option.verb, []).append(option)
        if kind is DecisionKind.MULLIGAN:
            hand = view["players"][decision.player]["hand"]
            lands = sum(1 for card in hand if "Land" in card["types"])
            if 2 <= lands <= 5 or "mulligan" not in by_verb:
                return by_verb["keep"][0]
            return by_verb["mulligan"][0]
        if kind is DecisionKind.PRIORITY:
            for verb in ("play", "cast"):
                if verb in by_verb:
                    return self._rng.choice(by_verb[verb])
            useful = [o for o in by_verb.get("activate", []) if "Add {" not in str(o)]
            if useful and self._rng.random() < 0.5:
                return self._rng.choice(useful)
            return by_verb["pass"][0]
        if kind is DecisionKind.MANA_PAYMENT:
            for verb in ("pay", "auto"):
                if verb in by_verb:
                    return by_verb[verb][0]
            mana = by_verb.get("mana")
            return mana[0] if mana else options[-1]
        if kind is DecisionKind.TARGET:
            return self._target(view, decision.player, decision.prompt, options)
        if kind is DecisionKind.ATTACKERS:
            return self._attack(view, decision.player, by_verb)
        if kind is DecisionKind.BLOCKERS:
            if "done" not in by_verb:     # e.g. a lone blocker on a menace creature
                # a second blocker, not "undo" (which cycled: block, undo, block, ...)
                return self._rng.choice(by_verb.get("block", options))
            return self._block(view, by_verb)
        if kind is DecisionKind.MAY:
            return by_verb.get("yes", options)[0]
        return self._rng.choice(options)

    def _target(self, view: dict[str, Any], me: int, prompt: str,
                options: list[Choice]) -> Choice:
        seen = _seen_objects(view)
        helpful = any(word in prompt for word in ("gets +", "Growth", "Strength", "you control"))
        scored: list[tuple[int, Choice]] = []
        for option in options:
            if option.verb != "target":
                scored.append((-50, option))
                continue
            ref = int(option.args[0])
            player = ref_player(ref)
            if player is not None:
                mine = player == me
                scored.append(((5 if mine else 10) * (1 if helpful == mine else -1), option))
                continue
            if ref not in seen:
                scored.append((0, option))
                continue
            obj = seen[ref]
            mine = obj.get("controller", obj["owner"]) == me
            value = (obj.get("power") or 0) + (obj.get("toughness") or 0) + 3
            scored.append((value if helpful == mine else -value, option))
        scored.sort(key=lambda pair: -pair[0])
        return scored[0][1]

    def _attack(self, view: dict[str, Any], me: int, by_verb: dict[str, list[Choice]]) -> Choice:
        # 102.3 / 805.10d: only opponents' creatures block; a teammate's never do
        players = view["players"]
        opponents = {p["index"] for p in players
                     if p["in_game"] and p["team"] != players[me]["team"]}
        blockers = [o for o in view["battlefield"] if not o["tapped"]
                    and o["controller"] in opponents and "Creature" in o["types"]]
        biggest = max((o.get("power") or 0 for o in blockers), default=0)
        seen = _seen_objects(view)
        for option in by_verb.get("attack", []):
            attacker = seen[int(option.args[0])]
            if (attacker.get("toughness") or 0) > biggest or not blockers:
                return option
        return by_verb.get("done", by_verb.get("undo", [Choice("done")]))[0]

    def _block(self, view: dict[str, Any], by_verb: dict[str, list[Choice]]) -> Choice:
        seen = _seen_objects(view)
        for option in by_verb.get("block", []):
            blocker = seen[int(option.args[0])]
            attacker = seen[int(option.args[1])]
            if "menace" in attacker.get("keywords", ()):
                continue    # 702.111b: a lone blocker could only be undone again
            if (blocker.get("power") or 0) >= (attacker.get("toughness") or 0) or \
                    (blocker.get("toughness") or 0) > (attacker.get("power") or 0):
                return option
        return by_verb["done"][0]
