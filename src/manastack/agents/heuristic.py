"""The heuristic player: every kind of decision weighed on its merits, from its player's
view alone (`game.view`, 400.2, 708.5) and the printed cards that view names.

Each decision's options are scored (`HeuristicAgent.scores`) and the best is chosen;
`rank` orders them all, which the search player uses as its prior. What it weighs:

- mulligans (103.5): the hand's lands against its spells, whether its cheap spells can be
  cast with its lands' colors; the cards put on the bottom keep that balance;
- priority (117): a land first (the color the hand needs most, 305.1), then the spell or
  ability worth most now: creatures after combat unless they have haste, removal at the
  most valuable opposing creature it kills, burn at a player when it is lethal, pump
  spells in combat when they win a fight, counterspells against what is worth countering,
  instants and flash creatures at the end of an opponent's turn; mana abilities only while
  paying (605.3a);
- mana payment (601.2g-h, 106): colored symbols from the sources that make fewest colors,
  generic from the color the rest of the hand needs least;
- targets (115, 601.2c): harmful effects at the opponents' best creature they affect or at
  a player when that wins, helpful ones at its own;
- attacks and blocks (508, 509): `agents/combat.py`; damage assignment (510.1c) killing
  the most valuable blockers first;
- trigger order (603.3b), replacement order (616.1), "may" choices, picks, modes, X,
  colors and numbers, each by what it does to the player's position.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from manastack.agents import evaluation
from manastack.agents.cards import COLORS, CardFacts, facts, polarity, produced_colors
from manastack.agents.combat import Fighter, fight, plan_attack, plan_blocks
from manastack.agents.evaluation import Obj, View, creature_value, life_value, permanent_value
from manastack.game import Game
from manastack.rules.abilities import ref_player
from manastack.rules.decisions import Choice, Decision, DecisionKind
from manastack.rules.mana import ManaCost

MAIN_STEPS = ("precombat main", "postcombat main")
_ID = re.compile(r"#(\d+)")
_REMAINING = re.compile(r"^pay (\S+) for ")
_ATTACK_PING = re.compile(r"whenever a creature you control attacks, [^.]*?deals (\d+) damage "
                          r"to the (?:defending )?player", re.IGNORECASE)


@dataclass
class Situation:
    """What a decision is about, read once: the deciding player's view and the game's
    answers in progress (their own declarations so far, 508.1, 509.1)."""

    decision: Decision
    view: View
    me: int
    answers: tuple[Choice, ...]

    def __post_init__(self) -> None:
        players = self.view["players"]
        self.team = players[self.me]["team"]
        self.allies = {p["index"] for p in players if p["team"] == self.team}
        self.opponents = {p["index"] for p in players
                          if p["team"] != self.team and p["in_game"]}
        self.objects: dict[int, Obj] = {}
        for zone in ("battlefield", "stack", "command"):
            self.objects.update((o["id"], o) for o in self.view[zone])
        for p in players:
            for zone in ("hand", "graveyard", "exile"):
                self.objects.update((o["id"], o) for o in p[zone] if "types" in o)

    @property
    def player(self) -> dict[str, Any]:
        return dict(self.view["players"][self.me])

    @property
    def my_turn(self) -> bool:
        return self.view["active"] in self.allies

    @property
    def step(self) -> str:
        return str(self.view["step"])

    def life(self, index: int) -> int:
        return int(self.view["players"][index]["life"])

    def controller(self, obj: Obj) -> int:
        return int(obj["controller"] if "controller" in obj else obj["owner"])

    def creatures(self, players: set[int], untapped: bool = False) -> list[Obj]:
        return [o for o in self.view["battlefield"] if "Creature" in o.get("types", ())
                and self.controller(o) in players and not (untapped and o.get("tapped"))]

    def hand(self) -> list[CardFacts]:
        return [f for o in self.player["hand"] if (f := facts(o.get("card"))) is not None]

    def lands(self) -> list[Obj]:
        return [o for o in self.view["battlefield"] if "Land" in o.get("types", ())
                and self.controller(o) == self.me]

    def needed_colors(self, besides: int | None = None) -> dict[str, int]:
        """The colored symbols the spells in hand need (besides one of them)."""
        need: dict[str, int] = {}
        for o in self.player["hand"]:
            f = facts(o.get("card"))
            if f is None or o["id"] == besides:
                continue
            for color, n in f.colored.items():
                need[color] = need.get(color, 0) + n
        return need


def _object_id(option: Choice) -> int | None:
    return int(option.args[0]) if option.args and isinstance(option.args[0], int) else None


def _ability_text(option: Choice) -> str:
    """"activate Name#7: {T}: Add {G}." -> "{T}: Add {G}."."""
    text = str(option)
    return text.split(": ", 1)[1] if ": " in text else text


class LoopGuard:
    """Never the same action twice from the same position at priority: an action that was
    reversed (732: a cost its player couldn't finish paying) brings the game back to where
    it was, and choosing it again would go round forever. `pick` takes the first of the
    player's options, best first, not yet tried from the position they see."""

    def __init__(self) -> None:
        self._position = ""
        self._tried: set[str] = set()

    def pick(self, game: Game, preferred: list[Choice]) -> Choice:
        decision = game.decision
        assert decision is not None
        if decision.kind is not DecisionKind.PRIORITY:
            return preferred[0]
        position = json.dumps(game.view(decision.player), sort_keys=True, default=str)
        if position != self._position:
            self._position, self._tried = position, set()
        choice = next((c for c in preferred if str(c) not in self._tried), preferred[0])
        self._tried.add(str(choice))
        return choice


class HeuristicAgent:
    """Rule-of-thumb player; deterministic: the same view gives the same choice, except
    that it never takes the same action twice from the same position (`LoopGuard`)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._guard = LoopGuard()

    def choose(self, game: Game) -> Choice:
        return self._guard.pick(game, self.rank(game))

    def rank(self, game: Game) -> list[Choice]:
        """The legal options, best first (ties keep the engine's order)."""
        return [choice for choice, _ in self.ranked(game)]

    def ranked(self, game: Game) -> list[tuple[Choice, float]]:
        """The legal options with their scores, best first."""
        decision = game.decision
        assert decision is not None
        scores = self.scores(game)
        order = sorted(range(len(decision.options)), key=lambda i: -scores[i])
        return [(decision.options[i], scores[i]) for i in order]

    def scores(self, game: Game) -> list[float]:
        decision = game.decision
        assert decision is not None
        s = Situation(decision, game.view(decision.player), decision.player,
                      game.answers_in_progress)
        handler = _HANDLERS[decision.kind]
        return [float(x) for x in handler(self, s)]

    # -- 103.5: mulligans -------------------------------------------------------------
    def _mulligan(self, s: Situation) -> list[float]:
        keep = keepable(s.hand(), s.player.get("mulligans", 0), s.lands())
        return [1.0 if (o.verb == "keep") == keep else 0.0 for o in s.decision.options]

    def _bottom(self, s: Situation) -> list[float]:
        hand = s.hand()
        lands = sum(1 for f in hand if f.is_land)
        land_heavy = lands > len(hand) * 0.45
        out = []
        for option in s.decision.options:
            obj = s.objects.get(_object_id(option) or -1)
            f = facts(obj.get("card")) if obj else None
            if f is None:
                out.append(0.0)
            elif f.is_land:
                out.append(5.0 if land_heavy else -5.0)
            else:
                out.append(f.mana_value + (0.0 if land_heavy else 2.0))
        return out

    # -- 117: priority ----------------------------------------------------------------
    def _priority(self, s: Situation) -> list[float]:
        rate: dict[str, Callable[[Situation, Choice], float]] = {
            "play": self._land_score, "cast": self._cast_score,
            "activate": self._activate_score}
        return [rate[o.verb](s, o) if o.verb in rate else 0.0 for o in s.decision.options]

    def _land_score(self, s: Situation, option: Choice) -> float:
        """305.1: one land a turn; the one making the colors the hand lacks most."""
        obj = s.objects.get(_object_id(option) or -1)
        f = facts(obj.get("card")) if obj else None
        score = 50.0
        if f is None:
            return score
        made = _land_colors(f)
        have: set[str] = set()
        for land in s.lands():
            lf = facts(land.get("card"))
            if lf is not None:
                have |= _land_colors(lf)
        for color, n in s.needed_colors().items():
            if color in made:
                score += n * (2.0 if color not in have else 0.5)
        if "enters tapped" in f.text or "enters the battlefield tapped" in f.text:
            score -= 1.0
        return score

    def _cast_score(self, s: Situation, option: Choice) -> float:
        obj = s.objects.get(_object_id(option) or -1)
        f = facts(obj.get("card")) if obj else None
        if f is None:
            return 0.0
        stack = s.view["stack"]
        if stack:
            return self._response_score(s, f)
        return self._spell_value(s, f) * _timing(s, f)

    def _response_score(self, s: Situation, f: CardFacts) -> float:
        """With something on the stack: counter an opponent's spell worth it (701.6a),
        or hold the card (pump spells wait for the fight they win, below)."""
        top = s.view["stack"][-1]
        if s.controller(top) in s.allies:
            return 0.0
        if f.counters_spells and top.get("kind") == "card":
            spell = facts(top.get("card"))
            worth = spell.mana_value if spell else 2
            creature_only = "creature spell" in f.text and "noncreature" not in f.text
            noncreature_only = "noncreature spell" in f.text
            is_creature = "Creature" in top.get("types", ())
            if (creature_only and not is_creature) or (noncreature_only and is_creature):
                return 0.0
            return 4.0 + worth if worth >= 2 else 1.0
        return 0.0

    def _spell_value(self, s: Situation, f: CardFacts) -> float:
        """What casting `f` now is worth: its board value, or the best use of its effect."""
        text = f.text.lower()
        opponents = s.creatures(s.opponents)
        if f.sweeps:
            balance = sum(creature_value(o) for o in opponents) - \
                sum(creature_value(o) for o in s.creatures(s.allies))
            return balance - 3.0
        if f.is_creature:
            return 2.0 + creature_value({"power": f.power, "toughness": f.toughness,
                                         "keywords": sorted(f.keywords)})
        if "Planeswalker" in f.types:
            return 8.0
        if "Aura" in f.text or "Enchant creature" in f.text:
            if polarity(f.text) < 0:
                return max((creature_value(o) for o in opponents), default=0.0) - 1.5
            return 2.5 if s.creatures(s.allies) else 0.0
        if "Equipment" in f.text or "Equip" in f.text:
            return 2.5
        if f.damage and "target" in text:
            return self._burn_value(s, f)
        if "destroy target" in text or "exile target" in text or ("-" in f.text and "/-" in f.text):
            # removal waits for a threat worth a card (a 1/1 isn't)
            return max((creature_value(o) for o in opponents), default=0.0) - 3.0
        if f.pump != (0, 0):
            return self._trick_value(s, f)
        if f.counters_spells:
            return 0.0
        if "draw" in text or "scry" in text or "search your library" in text:
            return 2.0
        if "gain" in text and "life" in text:
            return 1.0 if s.life(s.me) < 12 else 0.3
        return 0.0 if f.is_land else 1.5

    def _burn_value(self, s: Situation, f: CardFacts) -> float:
        """Burn: lethal at a player (119.3, 704.5a); else the best creature it kills."""
        face = "player" in f.text or "any target" in f.text
        if face and any(s.life(p) <= max(f.damage, self._reach(s)) for p in s.opponents):
            return 20.0     # lethal now, or with the rest of the burn in hand and the board
        if "any target" in f.text or "creature" in f.text:
            killed = [creature_value(o) for o in s.creatures(s.opponents)
                      if (o.get("toughness") or 0) - o.get("damage", 0) <= f.damage
                      and "hexproof" not in evaluation.keywords(o)]
            if killed:
                return max(killed) + 0.5
        if face and not ("creature" in f.text and "any target" not in f.text):
            low = min((s.life(p) for p in s.opponents), default=20)
            if low <= 3 * f.damage:     # a race: a few more casts are lethal (119.3)
                return 8.0 if low <= 2 * f.damage else 6.0
            # burn that can hit only players (120.3a) has no better use: after combat,
            # with mana nothing else wants (not a card for 3 of 20 life otherwise)
            only_players = "creature" not in f.text and "any target" not in f.text
            return 1.0 if only_players and s.step == "postcombat main" else 0.0
        return 0.0

    def _reach(self, s: Situation) -> int:
        """The damage the hand's burn at players (120.3) and the untapped board's power
        could deal by the next turn."""
        burn = sum(h.damage for h in s.hand() if "player" in h.text or "any target" in h.text)
        board = sum(max(o.get("power") or 0, 0) for o in s.creatures({s.me}))
        return burn + board // 2

    def _trick_value(self, s: Situation, f: CardFacts) -> float:
        """A pump spell in combat after blocks (509): worth the fight it turns, or the
        damage that makes an unblocked attack lethal."""
        combat = s.view.get("combat")
        if not combat or s.step not in ("declare blockers",):
            return 0.0
        blocks: dict[int, list[int]] = {}
        for blocker, attacker in combat.get("blockers", ()):
            blocks.setdefault(attacker, []).append(blocker)
        best = 0.0
        for attacker_id, _ in combat.get("attackers", ()):
            attacker = s.objects.get(attacker_id)
            if attacker is None:
                continue
            blockers = [Fighter.of(s.objects[b]) for b in blocks.get(attacker_id, ())
                        if b in s.objects]
            mine = s.controller(attacker) in s.allies
            if mine and blockers:
                before = fight(Fighter.of(attacker), blockers)
                after = fight(Fighter.of(attacker), blockers, f.pump)
                gain = (creature_value(attacker) if before[0] and not after[0] else 0.0) + \
                    sum(b.value for b in blockers if b.id in after[1] and b.id not in before[1])
                best = max(best, gain)
            elif not mine:
                for blocker in blockers:
                    if s.controller(s.objects[blocker.id]) not in s.allies:
                        continue
                    pumped = Fighter(blocker.id, blocker.controller, blocker.power + f.pump[0],
                                     blocker.toughness + f.pump[1], blocker.words, blocker.value)
                    a = Fighter.of(attacker)
                    b_dies = blocker.id in fight(a, [blocker])[1]
                    a_dies_after, dead_after = fight(a, [pumped])
                    gain = (blocker.value if b_dies and blocker.id not in dead_after else 0.0) + \
                        (a.value if a_dies_after and not fight(a, [blocker])[0] else 0.0)
                    best = max(best, gain)
        if self._lethal_pump(s, f.pump[0]) is not None:
            best = max(best, 20.0)
        return best - 1.0 if best > 0 else 0.0

    def _lethal_pump(self, s: Situation, power: int) -> int | None:
        """The unblocked attacker of ours that `power` more makes the combat damage to a
        player lethal (510.1, 704.5a), if any: the damage through falls short without."""
        combat = s.view.get("combat") or {}
        blocked = {a for _, a in combat.get("blockers", ())}
        through: dict[int, list[Fighter]] = {}
        for attacker_id, defender in combat.get("attackers", ()):
            player = ref_player(defender) if isinstance(defender, int) else None
            attacker = s.objects.get(attacker_id)
            ours = attacker is not None and s.controller(attacker) in s.allies
            if player is not None and player in s.opponents and ours and \
                    attacker_id not in blocked:
                through.setdefault(player, []).append(Fighter.of(s.objects[attacker_id]))
        for player, fighters in through.items():
            dealt = sum(a.power * a.strikes for a in fighters)
            best = max(fighters, key=lambda a: a.strikes)
            if dealt < s.life(player) <= dealt + power * best.strikes:
                return best.id
        return None

    def _activate_score(self, s: Situation, option: Choice) -> float:
        text = _ability_text(option)
        if produced_colors(text) is not None or "Add {" in text:
            return 0.0          # 605.3a: mana abilities only while paying
        obj = s.objects.get(_object_id(option) or -1)
        if obj is None:
            return 0.0
        if "Planeswalker" in obj.get("types", ()):
            return self._loyalty_score(s, obj, text)
        if text.startswith("Equip"):
            # 702.6a: onto a creature that attacks, moving off one that can't (702.3b)
            holder = s.objects.get(obj.get("attached_to") or -1)
            idle = holder is None or not evaluation.can_attack(holder)
            attackers = [o for o in s.creatures({s.me}) if evaluation.can_attack(o)]
            return 2.0 if s.my_turn and s.step == "precombat main" and idle and attackers \
                else 0.0
        if re.search(r"gets \+\d+/\+\d+", text):
            return self._ability_pump_score(s, obj, text)
        cost = text.split(":", 1)[0]
        if not cost.strip() or cost.strip() == "{0}":
            return 0.0          # a free ability: once would be as good as forever
        end_of_their_turn = not s.my_turn and s.step == "end"
        if "{T}" in cost and "Creature" in obj.get("types", ()) and not end_of_their_turn:
            return 0.0          # a creature's {T} ability waits for the opponents' end step
        damage = re.search(r"deals (\d+) damage", text)
        if damage:
            n = int(damage.group(1))
            if any((o.get("toughness") or 0) - o.get("damage", 0) <= n
                   for o in s.creatures(s.opponents)):
                return 2.0
            return 1.0
        return 1.0 if polarity(text) != 0 and (end_of_their_turn or s.step == "postcombat main") \
            else 0.0

    def _ability_pump_score(self, s: Situation, obj: Obj, text: str) -> float:
        """"{R}: this creature gets +1/+0": only once blocks are known (509.1) and only
        while it fights a blocker or deals damage to a player (510.1)."""
        combat = s.view.get("combat") or {}
        if s.step != "declare blockers" or "this creature" not in text.lower():
            return 0.0
        attacking = {a for a, _ in combat.get("attackers", ())}
        blocking = {b for b, _ in combat.get("blockers", ())}
        return 1.0 if obj["id"] in attacking | blocking else 0.0

    def _loyalty_score(self, s: Situation, obj: Obj, text: str) -> float:
        """606: one loyalty ability a turn; spend loyalty only for effects worth it and
        never all of it."""
        if not (s.my_turn and s.step in MAIN_STEPS):
            return 0.0
        found = re.match(r"\[?([+−-]?)(\d+|X)\]?:", text)      # "[−1]: ..." (606.1)
        if found is None:
            return 0.0
        sign = -1 if found.group(1) in ("-", "−") else 1
        amount = int(found.group(2)) if found.group(2).isdigit() else 0
        loyalty = obj.get("loyalty") or 0
        if _anthem_is_lethal(s, text):
            return 20.0     # 704.5i: the planeswalker may go, the game goes first (704.5a)
        if sign < 0 and amount >= loyalty:
            return 0.0
        effect = 3.0 if "create" in text.lower() or "draw" in text.lower() else 1.5
        return effect + (0.5 * amount if sign > 0 else 1.0 * amount)

    # -- 601.2g-h: paying ---------------------------------------------------------------
    def _payment(self, s: Situation) -> list[float]:
        options = s.decision.options
        verbs = {o.verb for o in options}
        if "pay" in verbs:
            return [1.0 if o.verb == "pay" else 0.0 for o in options]
        found = _REMAINING.match(s.decision.prompt)
        remaining = _parse_cost(found.group(1)) if found else None
        plain = remaining is not None and all(sym.isdigit() or sym in COLORS or sym == "C"
                                              for sym in remaining.symbols)
        paying_for = next((int(m) for m in _ID.findall(s.decision.prompt)), None)
        need = s.needed_colors(besides=paying_for)
        if "spend" in verbs:
            return [self._spend_score(o, need) for o in options]
        if not plain or remaining is None:
            return [1.0 if o.verb == "auto" else 0.0 for o in options]
        colored = [sym for sym in remaining.symbols if sym in COLORS]
        return [self._source_score(s, o, colored, need) for o in options]

    def _spend_score(self, option: Choice, need: dict[str, int]) -> float:
        if option.verb != "spend":
            return 0.0 if option.verb != "auto" else 0.5
        symbol = str(option.args[0])
        colored = re.search(r"with \{(\w)\}", str(option))
        unit = colored.group(1) if colored else "C"
        return 3.0 if symbol != "1" else 2.0 - need.get(unit, 0) * 0.1

    def _source_score(self, s: Situation, option: Choice, colored: list[str],
                      need: dict[str, int]) -> float:
        """106.1, 605.3a: a source for a colored symbol makes that color and as few
        others as can be; generic mana comes from what the hand needs least; lands before
        creatures (which could attack, 302.6)."""
        if option.verb == "auto":
            return 0.5
        if option.verb != "mana":
            return 0.0
        made = produced_colors(_ability_text(option))
        if made is None or (len(made) > 1 and not colored):
            return 0.0
        obj = s.objects.get(_object_id(option) or -1)
        creature_penalty = 1.5 if obj and "Creature" in obj.get("types", ()) else 0.0
        if colored:
            if not made & set(colored):
                return 0.0
            return 10.0 - len(made) - creature_penalty
        return 5.0 - sum(need.get(c, 0) for c in made) * 0.5 - creature_penalty

    # -- 115, 601.2c: targets ---------------------------------------------------------
    def _targets(self, s: Situation) -> list[float]:
        text, damage = _source_text(s)
        sign = polarity(text) or (-1 if "opponent" in s.decision.prompt else 1)
        return [self._target_score(s, o, sign, damage, text) for o in s.decision.options]

    def _target_score(self, s: Situation, option: Choice, sign: int, damage: int,
                      text: str = "") -> float:
        if option.verb != "target":
            return -50.0
        ref = int(option.args[0])
        player = ref_player(ref)
        if player is not None:
            if player in s.allies:
                return 3.0 if sign > 0 else -20.0
            if sign > 0:
                return -20.0
            life = s.life(player)
            if damage:      # 120.3a: what the life lost is worth, all of it when lethal
                return 30.0 if life <= damage else \
                    1.5 * (life_value(life) - life_value(life - damage))
            return 2.0 + (20 - life) * 0.1
        obj = s.objects.get(ref)
        if obj is None:
            return 0.0
        if sign < 0 and damage and "Planeswalker" in obj.get("types", ()) and \
                s.controller(obj) not in s.allies:
            # 120.3c: damage removes loyalty; the walker is worth it only when it dies
            loyalty = obj.get("loyalty") or 0
            return permanent_value(obj) + 1.0 if loyalty <= damage else 0.7 * damage
        value = permanent_value(obj) if "types" in obj else 1.0
        mine = s.controller(obj) in s.allies
        combat = s.view.get("combat") or {}
        fighting = {a for a, _ in combat.get("attackers", ())} | \
            {b for b, _ in combat.get("blockers", ())}
        if sign > 0 and mine and ref in fighting:
            value += 5.0        # a pump goes where the fight is (506.4)
            pump = re.search(r"\+(\d+)/\+\d+", text)
            if pump and self._lethal_pump(s, int(pump.group(1))) == ref:
                value += 20.0   # or where it makes the damage through lethal (704.5a)
        elif sign > 0 and mine and not evaluation.can_attack(obj):
            value *= 0.2        # equipment and auras go to a creature that attacks (702.3b)
        if obj in s.view["stack"]:
            return value + 5.0 if not mine and sign < 0 else -value
        if sign < 0 and damage and "Creature" in obj.get("types", ()):
            left = (obj.get("toughness") or 0) - obj.get("damage", 0)
            if left > damage:   # 514.2: it wears off, unless combat damage joins it
                value *= 0.2 if ref in fighting else 0.0
        return (-value if mine else value) if sign < 0 else (value if mine else -value)

    # -- 508, 509, 510: combat --------------------------------------------------------
    def _attackers(self, s: Situation) -> list[float]:
        declared = _declared(s.answers, "attack")
        offered = [o for o in s.decision.options if o.verb == "attack"]
        plan = self._attack_plan(s, offered, declared)
        out = []
        for option in s.decision.options:
            if option.verb == "attack":
                out.append(10.0 if (option.args[0], option.args[1]) in plan else -1.0)
            elif option.verb == "done":
                out.append(1.0)
            else:
                out.append(-5.0)
        return out

    def _attack_plan(self, s: Situation, offered: list[Choice],
                     declared: list[tuple[int, int]]) -> set[tuple[int | str, int | str]]:
        """Whom to attack (the weakest opponent, planeswalkers of theirs as such), and
        with which creatures."""
        ids = sorted({int(o.args[0]) for o in offered} | {a for a, _ in declared})
        defenders = sorted({int(o.args[1]) for o in offered})
        if not defenders:
            return set()
        players = [d for d in defenders if ref_player(d) is not None]
        target = min(players or defenders, key=lambda d: (self._defender_life(s, d), d))
        owner = ref_player(target)
        if owner is None:        # a planeswalker (or battle): its controller's team blocks
            owner = s.controller(s.objects[target]) if target in s.objects else min(s.opponents)
        their_team = s.view["players"][owner]["team"]
        team = {p["index"] for p in s.view["players"] if p["team"] == their_team}
        blockers = [Fighter.of(o) for o in s.creatures(team, untapped=True)]
        threats = [Fighter.of(o) for o in s.creatures(s.opponents)]
        attackers = [Fighter.of(s.objects[i]) for i in ids if i in s.objects]
        reach = self._burn_reach(s) if ref_player(target) is not None else 0
        chosen = plan_attack(attackers, blockers, self._defender_life(s, target),
                             s.life(s.me), threats, reach, _attack_trigger_damage(s))
        return {(a, target) for a in chosen}

    def _burn_reach(self, s: Situation) -> int:
        """The damage the hand's burn at players (120.3) can add after combat with the
        lands left untapped."""
        mana = sum(1 for land in s.lands() if not land.get("tapped"))
        reach = 0
        for f in sorted(s.hand(), key=lambda f: f.mana_value):
            if f.damage and ("player" in f.text or "any target" in f.text) and \
                    f.mana_value <= mana:
                reach += f.damage
                mana -= f.mana_value
        return reach

    def _defender_life(self, s: Situation, ref: int) -> int:
        player = ref_player(ref)
        if player is not None:
            return s.life(player)
        return int(s.objects.get(ref, {}).get("loyalty") or 99)

    def _blockers(self, s: Situation) -> list[float]:
        combat = s.view.get("combat") or {}
        declared = _declared(s.answers, "block")
        offered = [o for o in s.decision.options if o.verb == "block"]
        mine_ids = sorted({int(o.args[0]) for o in offered} | {b for b, _ in declared})
        attacking = [(a, d) for a, d in combat.get("attackers", ())]
        attackers = [Fighter.of(s.objects[a]) for a, _ in attacking if a in s.objects]
        blockers = [Fighter.of(s.objects[b]) for b in mine_ids if b in s.objects]
        incoming = {}
        for a, d in attacking:
            player = ref_player(d) if isinstance(d, int) else None
            if player in s.allies and a in s.objects:
                f = Fighter.of(s.objects[a])
                incoming[a] = f.power * f.strikes
        plan = set(plan_blocks(attackers, blockers, s.life(s.me), incoming))
        done_offered = any(o.verb == "done" for o in s.decision.options)
        out = []
        for option in s.decision.options:
            if option.verb == "block":
                pair = (int(option.args[0]), int(option.args[1]))
                # 702.111b: a menace creature needs a second blocker once one is declared
                partner = not done_offered and any(a == pair[1] for _, a in declared)
                out.append(10.0 if pair in plan or partner else -1.0)
            elif option.verb == "done":
                out.append(1.0)
            else:
                out.append(-5.0)
        return out

    def _damage(self, s: Situation) -> list[float]:
        """510.1c: the split that kills the most value, the rest to the player (702.19b)."""
        out = []
        for option in s.decision.options:
            score = 0.0
            for amount, name in re.findall(r"(\d+) to ([^,]+)", str(option)):
                n = int(amount)
                found = _ID.search(name)
                if found is None:
                    score += n * 0.5
                    continue
                obj = s.objects.get(int(found.group(1)))
                if obj is None:
                    continue
                left = (obj.get("toughness") or 0) - obj.get("damage", 0)
                if n >= left or (n > 0 and self._source_has(s, "deathtouch")):
                    score += creature_value(obj) + 0.01 * (left - n)
            out.append(score)
        return out

    def _source_has(self, s: Situation, word: str) -> bool:
        found = _ID.search(s.decision.prompt.split(" from ", 1)[-1])
        obj = s.objects.get(int(found.group(1))) if found else None
        return bool(obj and word in evaluation.keywords(obj))

    # -- 603.3b, 616.1: orders --------------------------------------------------------
    def _trigger_order(self, s: Situation) -> list[float]:
        """The last one put on the stack resolves first: put first those that count
        ("for each", "number of"), so that they resolve after what changes the count."""
        out = []
        for option in s.decision.options:
            text = str(option).lower()
            counting = "for each" in text or "number of" in text
            out.append(2.0 if counting else 1.0 if polarity(text) < 0 else 0.5)
        return out

    def _replacement_order(self, s: Situation) -> list[float]:
        """616.1: prevention first for harm to the player; "twice" last for a gain."""
        out = []
        for option in s.decision.options:
            text = str(option).lower()
            out.append(3.0 if "prevent" in text else 0.0 if "twice" in text or "double" in text
                       else 1.0)
        return out

    # -- the rest ---------------------------------------------------------------------
    def _may(self, s: Situation) -> list[float]:
        """"You may": yes, unless what it costs is a card, a permanent or life."""
        prompt = s.decision.prompt.lower()
        costly = bool(re.search(r"sacrifice|discard|pay \d+ life|lose", prompt))
        if "unless" in prompt or "instead" in prompt:
            costly = False
        yes = not costly or (s.player["hand_size"] > 5 and "discard" in prompt)
        return [1.0 if (o.verb == "yes") == yes else 0.0 for o in s.decision.options]

    def _call(self, s: Situation) -> list[float]:
        """705.2: calling a coin flip: heads and tails win equally often, so the first."""
        return [0.0] * len(s.decision.options)

    def _pick(self, s: Situation) -> list[float]:
        """Picks are good (search, keep, put in hand) or bad (discard, sacrifice, bottom,
        graveyard, tap to crew): good ones take the best, bad ones the least worth."""
        prompt = s.decision.prompt.lower()
        bad = any(word in prompt for word in ("discard", "sacrifice", "bottom", "graveyard",
                                              "crew", "exile"))
        out = []
        for option in s.decision.options:
            if option.verb != "pick":
                out.append(0.0)
                continue
            value = self._card_worth(s, _object_id(option))
            out.append(-value if bad else value)
        if bad and any(o.verb == "done" for o in s.decision.options) and \
                ("bottom" in prompt or "graveyard" in prompt):
            # scry/surveil (701.22a, 701.25a): bottom only what is worth less than a draw
            out = [v + 2.5 if o.verb == "pick" else 0.0 for v, o in
                   zip(out, s.decision.options, strict=True)]
        return out

    def _card_worth(self, s: Situation, oid: int | None) -> float:
        obj = s.objects.get(oid or -1)
        if obj is None:
            return 1.0
        if "tapped" in obj:             # a permanent
            return permanent_value(obj)
        f = facts(obj.get("card"))
        if f is None:
            return 1.0
        if f.is_land:
            lands = len(s.lands()) + sum(1 for h in s.hand() if h.is_land)
            return 4.0 if lands < 5 else 0.5
        castable = f.mana_value <= len(s.lands()) + 1
        return 1.0 + f.mana_value * 0.5 + (1.0 if castable else 0.0)

    def _mode(self, s: Situation) -> list[float]:
        out = []
        for option in s.decision.options:
            text = str(option).lower()
            if polarity(text) < 0 and not s.creatures(s.opponents) and "creature" in text \
                    and "player" not in text:
                out.append(0.0)
            elif "draw" in text or "destroy" in text or "damage" in text:
                out.append(2.0)
            else:
                out.append(1.0)
        return out

    def _most(self, s: Situation) -> list[float]:
        """X and kicker counts (107.3, 702.33): the most that can be paid is offered,
        and more is better; life paid (119.4) is better up to half of the life there is."""
        half = s.life(s.me) // 2
        return [(float(o.args[0]) if o.verb != "life" or o.args[0] <= half else -float(o.args[0]))
                if o.args and isinstance(o.args[0], int) else 0.0
                for o in s.decision.options]

    def _name(self, s: Situation) -> list[float]:
        """201.4: a card name, the most common one among the cards in its own hand (Cursed
        Scroll's revealed card)."""
        hand = [o.get("card") for o in s.player["hand"]]
        return [float(hand.count(o.args[0])) if o.args else 0.0 for o in s.decision.options]

    def _type(self, s: Situation) -> list[float]:
        """205.3m, 205.3i: a type, the most common one among the permanents it controls
        (a creature type for "creatures of the chosen type get +1/+1")."""
        mine = [t for o in s.view["battlefield"] if s.controller(o) == s.me
                for t in o.get("subtypes", ())]
        return [float(mine.count(o.args[0])) if o.args else 0.0 for o in s.decision.options]

    def _color(self, s: Situation) -> list[float]:
        need = s.needed_colors()
        out = []
        for option in s.decision.options:
            text = str(option)
            out.append(sum(n for c, n in need.items() if "{" + c + "}" in text or c in
                           option.args) + 0.1)
        return out


def _declared(answers: tuple[Choice, ...], verb: str) -> list[tuple[int, int]]:
    """The declarations in progress (508.1, 509.1), with "undo" taking the last back."""
    out: list[tuple[int, int]] = []
    for answer in answers:
        if answer.verb == verb:
            out.append((int(answer.args[0]), int(answer.args[1])))
        elif answer.verb == "undo" and out:
            out.pop()
    return out


def _source_text(s: Situation) -> tuple[str, int]:
    """The text of what is choosing targets (the top of the stack is that spell or
    ability, 601.2a), and the damage it deals."""
    found = _ID.search(s.decision.prompt.split(":", 1)[0])
    obj = s.objects.get(int(found.group(1))) if found else None
    if obj is None:
        return s.decision.prompt, 0
    f = facts(obj.get("card"))
    text = f.text if f else ""
    ability = obj.get("ability")
    if ability and isinstance(ability, list) and len(ability) == 2 and f is not None:
        from manastack.cards.registry import get_card
        card = get_card(f.name)
        index = ability[1]
        if isinstance(index, int) and 0 <= index < len(card.abilities):
            text = getattr(card.abilities[index], "text", text) or text
    damage = re.search(r"deals? (\d+|X) damage", text)
    amount = 0
    if damage:
        amount = int(damage.group(1)) if damage.group(1).isdigit() else int(obj.get("x") or 0)
    return text, amount


def _land_colors(f: CardFacts) -> set[str]:
    words = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
    made = {c for name, c in words.items() if name in f.name or name in f.text}
    for color in COLORS:
        if "{" + color + "}" in f.text:
            made.add(color)
    return made


def _parse_cost(text: str) -> ManaCost | None:
    try:
        return ManaCost.parse(text)
    except ValueError:
        return None


def _timing(s: Situation, f: CardFacts) -> float:
    """When a spell is best cast (307.1, 117.1a): creatures after combat unless they have
    haste; instants and flash at the end of an opponent's turn, in their combat, or in
    ours; the rest in a main phase of ours."""
    main = s.my_turn and s.step in MAIN_STEPS
    if f.is_creature and not f.instant_speed:
        if not main:
            return 0.0
        return 1.0 if "haste" in f.keywords or s.step == "postcombat main" or \
            not _any_attacker(s) else 0.0
    if f.instant_speed:
        if f.pump != (0, 0):
            return 1.0
        if not s.my_turn and s.step in ("end", "declare attackers", "declare blockers"):
            return 1.0
        return 0.8 if main else 0.0
    if not main:
        return 0.0
    if f.sweeps and s.step == "precombat main" and _any_attacker(s):
        return 0.0      # 505.1, 506.1: our creatures deal their combat damage before it
    if "Aura" in f.text or "Equip" in f.text:
        return 1.0 if s.step == "precombat main" or not _any_attacker(s) else 0.7
    return 1.0


def _any_attacker(s: Situation) -> bool:
    """Whether a creature of ours could attack this turn (302.6: not summoning sick)."""
    return bool(_ready_attackers(s))


def _attack_trigger_damage(s: Situation) -> int:
    """The damage our permanents' "whenever a creature you control attacks" triggers deal
    to the attacked player for each attacker (603.2, 508.1m: they trigger as attackers are
    declared), e.g. Hellrider's."""
    total = 0
    for o in s.view["battlefield"]:
        f = facts(o.get("card")) if s.controller(o) == s.me else None
        found = _ATTACK_PING.search(f.text) if f is not None else None
        if found:
            total += int(found.group(1))
    return total


def _ready_attackers(s: Situation) -> list[Obj]:
    """Our untapped creatures that may attack this turn (302.6, 702.10b, 702.3b)."""
    turn = s.view["turn"]
    return [o for o in s.creatures({s.me}) if not o.get("tapped") and evaluation.can_attack(o)
            and (o.get("control_since", turn) < turn or "haste" in evaluation.keywords(o))]


def _anthem_is_lethal(s: Situation, text: str) -> bool:
    """Whether "creatures you control get +N/+N" (with trample, 702.19b) before combat
    makes an attack by all our ready creatures lethal to an opponent through their
    untapped blockers (509.1a: each blocks one attacker; without trample the biggest are
    stopped, with it each blocker soaks at most its toughness)."""
    found = re.search(r"creatures you control get \+(\d+)/\+\d+", text, re.IGNORECASE)
    if found is None or not s.my_turn or s.step != "precombat main":
        return False
    bonus = int(found.group(1))
    powers = sorted(((o.get("power") or 0) + bonus for o in _ready_attackers(s)),
                    reverse=True)
    blockers = s.creatures(s.opponents, untapped=True)
    if "trample" in text.lower():
        through = sum(powers) - sum(max((b.get("toughness") or 0) - b.get("damage", 0), 0)
                                    for b in blockers)
    else:
        through = sum(powers[len(blockers):])
    return bool(powers) and through >= min(s.life(p) for p in s.opponents)


def keepable(hand: list[CardFacts], mulligans: int, lands_in_play: list[Obj]) -> bool:
    """103.5: keep a hand with enough lands for its spells, whose colors the lands make
    and that has something to cast early (its curve); each mulligan makes a smaller hand
    worth keeping."""
    if mulligans >= 3 or len(hand) <= 4:
        return True
    lands = [f for f in hand if f.is_land]
    spells = [f for f in hand if not f.is_land]
    low, high = (2, 5) if mulligans == 0 else (1, 5)
    if not low <= len(lands) <= high:
        return False
    colors: set[str] = set()
    for land in lands:
        colors |= _land_colors(land)
    early = [f for f in spells if f.mana_value <= max(len(lands), 2) + 1
             and all(c in colors for c in f.colored)]
    return bool(early) or mulligans > 0 or not spells


_HANDLERS: dict[DecisionKind, Callable[[HeuristicAgent, Situation], list[float]]] = {
    DecisionKind.PRIORITY: HeuristicAgent._priority,
    DecisionKind.MULLIGAN: HeuristicAgent._mulligan,
    DecisionKind.MULLIGAN_BOTTOM: HeuristicAgent._bottom,
    DecisionKind.TARGET: HeuristicAgent._targets,
    DecisionKind.MODE: HeuristicAgent._mode,
    DecisionKind.X: HeuristicAgent._most,
    DecisionKind.MANA_PAYMENT: HeuristicAgent._payment,
    DecisionKind.TRIGGER_ORDER: HeuristicAgent._trigger_order,
    DecisionKind.REPLACEMENT_ORDER: HeuristicAgent._replacement_order,
    DecisionKind.ATTACKERS: HeuristicAgent._attackers,
    DecisionKind.BLOCKERS: HeuristicAgent._blockers,
    DecisionKind.DAMAGE_ASSIGNMENT: HeuristicAgent._damage,
    DecisionKind.MAY: HeuristicAgent._may,
    DecisionKind.PICK: HeuristicAgent._pick,
    DecisionKind.COLOR: HeuristicAgent._color,
    DecisionKind.NUMBER: HeuristicAgent._most,
    DecisionKind.CALL: HeuristicAgent._call,
    DecisionKind.NAME: HeuristicAgent._name,
    DecisionKind.TYPE: HeuristicAgent._type,
}
