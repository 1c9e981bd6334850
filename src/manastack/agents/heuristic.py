"""A simple rule-of-thumb player for demos and as an opponent in the terminal.

It plays a land, casts what it can, pays automatically, aims harmful effects at
opponents and helpful ones at itself, attacks with creatures that survive the biggest
untapped blocker, and blocks when the block kills the attacker or saves lethal damage.
It only ever picks among `game.legal_choices()`.
"""

from __future__ import annotations

import random

from manastack.game import Game
from manastack.rules.abilities import ref_player
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.layers import characteristics


class HeuristicAgent:
    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game) -> Choice:
        decision = game.decision
        assert decision is not None
        options = list(decision.options)
        kind = decision.kind
        by_verb: dict[str, list[Choice]] = {}
        for option in options:
            by_verb.setdefault(option.verb, []).append(option)
        if kind is DecisionKind.MULLIGAN:
            hand = game.state.players[decision.player].hand
            lands = sum(1 for oid in hand if game.state.objects[oid].card.is_land)
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
            return self._target(game, decision.player, options)
        if kind is DecisionKind.ATTACKERS:
            return self._attack(game, decision.player, by_verb)
        if kind is DecisionKind.BLOCKERS:
            if "done" not in by_verb:     # e.g. a lone blocker on a menace creature
                return self._rng.choice(options)
            return self._block(game, by_verb)
        if kind is DecisionKind.MAY:
            return by_verb.get("yes", options)[0]
        return self._rng.choice(options)

    def _target(self, game: Game, me: int, options: list[Choice]) -> Choice:
        state = game.state
        prompt = game.decision.prompt if game.decision else ""
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
            if ref not in state.objects:
                scored.append((0, option))
                continue
            c = characteristics(state, ref)
            mine = c.controller == me
            value = (c.power or 0) + (c.toughness or 0) + 3
            scored.append((value if helpful == mine else -value, option))
        scored.sort(key=lambda pair: -pair[0])
        return scored[0][1]

    def _attack(self, game: Game, me: int, by_verb: dict[str, list[Choice]]) -> Choice:
        state = game.state
        # 102.3 / 805.10d: only opponents' creatures block; a teammate's never do
        opponents = set(state.opponents(me))
        blockers = [c for c in (characteristics(state, o.id) for o in state.permanents()
                                if not o.tapped)
                    if c.controller in opponents and c.is_creature]
        biggest = max((c.power or 0 for c in blockers), default=0)
        for option in by_verb.get("attack", []):
            attacker = characteristics(state, int(option.args[0]))
            if (attacker.toughness or 0) > biggest or not blockers:
                return option
        return by_verb.get("done", by_verb.get("undo", [Choice("done")]))[0]

    def _block(self, game: Game, by_verb: dict[str, list[Choice]]) -> Choice:
        state = game.state
        for option in by_verb.get("block", []):
            blocker = characteristics(state, int(option.args[0]))
            attacker = characteristics(state, int(option.args[1]))
            if (blocker.power or 0) >= (attacker.toughness or 0) or \
                    (blocker.toughness or 0) > (attacker.power or 0):
                return option
        return by_verb["done"][0]
