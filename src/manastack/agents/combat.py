"""Combat planning for computer players, from a view: which creatures can block which
(509.1b, 702.9b flying, 702.17b reach, 702.111b menace), what one block does (510: first
and double strike, 702.7b, 702.4b; deathtouch, 702.2b; indestructible, 702.12b), which
attacks are safe and which are lethal, and which blocks win, trade, absorb or save the game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from manastack.agents.evaluation import Obj, creature_value, keywords, life_value


@dataclass(frozen=True, slots=True)
class Fighter:
    id: int
    controller: int
    power: int
    toughness: int          # what is left of it after damage already marked (120.6)
    words: frozenset[str]
    value: float

    @classmethod
    def of(cls, obj: Obj) -> Fighter:
        toughness = (obj.get("toughness") or 0) - obj.get("damage", 0)
        return cls(int(obj["id"]), int(obj["controller"] if "controller" in obj else obj["owner"]),
                   max(obj.get("power") or 0, 0), toughness, frozenset(keywords(obj)),
                   creature_value(obj))

    def has(self, word: str) -> bool:
        return word in self.words

    @property
    def strikes(self) -> int:
        return 2 if self.has("double strike") else 1


def can_block(blocker: Fighter, attacker: Fighter) -> bool:
    """509.1b's usual restrictions: flying (702.9b), "can't be blocked", "can't block"."""
    if blocker.has("can't block") or blocker.has("can't attack or block"):
        return False
    if attacker.has("can't be blocked"):
        return False
    return not (attacker.has("flying") and not (blocker.has("flying") or blocker.has("reach")))


def _strikes_in(f: Fighter, first_step: bool) -> bool:
    """510.4: with first or double strike a creature deals damage in the first step;
    in the second, those without first strike and those with double strike do."""
    early = f.has("first strike") or f.has("double strike")
    return early if first_step else (not early or f.has("double strike"))


def fight(attacker: Fighter, blockers: list[Fighter], pump: tuple[int, int] = (0, 0)
          ) -> tuple[bool, list[int]]:
    """One attacker against its blockers (510.1-510.4): whether the attacker dies and
    which blockers die. The attacker gives each blocker lethal damage in turn, the most
    valuable first (510.1c); `pump` is +N/+N given to the attacker."""
    a = replace(attacker, power=attacker.power + pump[0],
                toughness=attacker.toughness + pump[1])
    dead: list[int] = []
    hurt, touched = 0, False
    attacker_dead = False
    order = sorted(blockers, key=lambda b: -b.value)
    for first_step in (True, False):
        hitting = [b for b in order if b.id not in dead and b.power > 0
                   and _strikes_in(b, first_step)]
        if not attacker_dead and _strikes_in(a, first_step):
            left = a.power
            for b in order:
                need = 1 if a.has("deathtouch") else max(b.toughness, 1)   # 702.2c
                if b.id not in dead and not b.has("indestructible") and left >= need:
                    dead.append(b.id)
                    left -= need
        hurt += sum(b.power for b in hitting)
        touched = touched or any(b.has("deathtouch") for b in hitting)
        attacker_dead = not a.has("indestructible") and hurt > 0 and \
            (hurt >= a.toughness or touched)
    return attacker_dead, dead


def unblocked_damage(attackers: list[Fighter], blockers: list[Fighter]) -> int:
    """The damage that gets through when the defender blocks greedily to prevent the most:
    each blocker stops the biggest attacker it can (menace needs two, 702.111b; trample
    gets past the blocker's toughness, 702.19b)."""
    left = sorted(attackers, key=lambda a: -a.power * a.strikes)
    spare = list(blockers)
    through = 0
    for attacker in left:
        able = [b for b in spare if can_block(b, attacker)]
        need = 2 if attacker.has("menace") else 1
        damage = attacker.power * attacker.strikes
        if len(able) < need:
            through += damage
            continue
        used = sorted(able, key=lambda b: (b.value, -b.toughness))[:need]
        for b in used:
            spare.remove(b)
        if attacker.has("trample"):
            through += max(damage - sum(b.toughness for b in used), 0)
    return through


def attack_is_safe(attacker: Fighter, blockers: list[Fighter], aggression: float) -> bool:
    """No block the defender can make wins the fight against it: none kills it and
    survives, and none trades with it at a price the attacker can't afford (a menace
    creature is blocked by two or none, 702.111b). `aggression` (0-1) is how much worse
    a trade may be when the defender is low or losing the race."""
    able = [b for b in blockers if can_block(b, attacker)]
    if attacker.has("menace"):
        groups = [[one, two] for i, one in enumerate(able) for two in able[i + 1:]]
    else:
        groups = [[b] for b in able]
    for group in groups:
        attacker_dies, dead = fight(attacker, group)
        if not attacker_dies:
            continue
        lost = sum(b.value for b in group if b.id in dead)
        if not dead or lost < attacker.value * (1.0 - aggression) - 0.3:
            return False
    return True


def plan_attack(attackers: list[Fighter], blockers: list[Fighter], defender_life: int,
                my_life: int, threats: list[Fighter], reach: int = 0,
                per_attacker: int = 0) -> list[int]:
    """The attackers to send against one defender (508.1): all of them when that is
    lethal through the best blocks (with `reach`, the damage the attacker's burn can add
    after combat, 120.3); otherwise the safe ones, or all of them when the defender's
    best blocks (`plan_blocks`) leave that the better exchange, keeping back enough
    blockers that the counterattack of `threats` isn't lethal."""
    if not attackers:
        return []
    # `per_attacker`: damage to the defender that each attacker's attack triggers (603.2)
    everyone = reach + per_attacker * len(attackers)
    if unblocked_damage(attackers, blockers) + everyone >= defender_life or \
            lethal_in_two(attackers, blockers, defender_life, my_life, threats, reach,
                          per_attacker):
        return [a.id for a in attackers]
    aggression = 0.5 if defender_life <= 6 else 0.15 if defender_life <= 10 else 0.0
    # a race we win (our clock on them at least as fast as theirs on us): trades are fine
    ours = sum(a.power * a.strikes for a in attackers)
    theirs = sum(t.power * t.strikes for t in threats)
    racing = bool(ours) and defender_life / ours <= (my_life / theirs if theirs else math.inf)
    if racing:
        aggression = max(aggression, 0.4)
    elif sum(a.value for a in attackers) >= 1.5 * sum(b.value for b in blockers):
        aggression = max(aggression, 0.3)       # ahead on board: even trades favour us
    chosen = [a for a in sorted(attackers, key=lambda a: -a.value)
              if attack_is_safe(a, blockers, aggression)]
    tempo = 2.0 if racing else 1.0
    if exchange(attackers, blockers, defender_life, tempo) > \
            exchange(chosen, blockers, defender_life, tempo) + 0.5:
        chosen = sorted(attackers, key=lambda a: -a.value)
    while chosen:
        home = [a for a in attackers if a not in chosen or a.has("vigilance")]
        if unblocked_damage(threats, home) < my_life:
            break
        # keep the best blocker home: the toughest of those sent
        chosen.remove(max(chosen, key=lambda a: (a.toughness, -a.power)))
    return [a.id for a in chosen]


def exchange(sent: list[Fighter], blockers: list[Fighter], defender_life: int,
             tempo: float = 1.0) -> float:
    """What an attack is worth to the attacker if the defender answers it with
    `plan_blocks` (509.1a): the defender's life lost (weighed by `tempo` when the attacker
    wins the race) and blockers killed, less the attackers that die (510.2, 702.19b)."""
    if not sent:
        return 0.0
    outcome = combat_outcome(sent, blockers, defender_life)
    by_id = {b.id: b for b in blockers}
    worth = sum(by_id[b].value for b in outcome.dead_blockers)
    worth -= sum(a.value for a in sent if a.id not in outcome.survivors)
    lost_life = life_value(defender_life) - life_value(defender_life - outcome.through)
    return worth + tempo * lost_life


@dataclass(frozen=True)
class Outcome:
    """What an attack leaves: the damage through to the defender, the attackers that
    survive it and the blockers that die (510.2)."""

    through: int
    survivors: frozenset[int]
    dead_blockers: frozenset[int]


def combat_outcome(sent: list[Fighter], blockers: list[Fighter], defender_life: int
                   ) -> Outcome:
    """The attack of `sent` answered by the defender's `plan_blocks` (509.1a, 510.1)."""
    incoming = {a.id: a.power * a.strikes for a in sent}
    blocks = plan_blocks(sent, blockers, defender_life, incoming)
    by_id = {b.id: b for b in blockers}
    through = 0
    survivors: set[int] = set()
    dead_blockers: set[int] = set()
    for attacker in sent:
        group = [by_id[b] for b, a in blocks if a == attacker.id]
        if not group:
            through += incoming[attacker.id]
            survivors.add(attacker.id)
            continue
        attacker_dies, dead = fight(attacker, group)
        dead_blockers |= set(dead)
        if not attacker_dies:
            survivors.add(attacker.id)
        if attacker.has("trample"):
            through += max(incoming[attacker.id] - sum(b.toughness for b in group), 0)
    return Outcome(through, frozenset(survivors), frozenset(dead_blockers))


def lethal_in_two(attackers: list[Fighter], blockers: list[Fighter], defender_life: int,
                  my_life: int, threats: list[Fighter], reach: int = 0,
                  per_attacker: int = 0) -> bool:
    """Whether attacking with everything now and again next turn is lethal (an alpha
    strike): the survivors of this attack, through the best blocks of every creature of
    the defender's that survives it (they untap, 502.3), finish what it leaves, while
    the counterattack of `threats` against our vigilant attackers only (the others stay
    tapped, 508.1f) isn't lethal to us; `reach` is added once, `per_attacker` (attack
    triggers, 603.2) for each attacker in each attack."""
    home = [a for a in attackers if a.has("vigilance")]
    if unblocked_damage(threats, home) >= my_life:
        return False
    outcome = combat_outcome(attackers, blockers, defender_life)
    left = defender_life - outcome.through - per_attacker * len(attackers)
    survivors = [a for a in attackers if a.id in outcome.survivors]
    defenders = [t for t in threats if t.id not in outcome.dead_blockers]
    return bool(survivors) and unblocked_damage(survivors, defenders) + reach + \
        per_attacker * len(survivors) >= left


def _block_is(kind: str, attacker: Fighter, blocker: Fighter) -> bool:
    """Whether blocking `attacker` with `blocker` is a block of that kind: "eat" (kills
    it and survives), "trade" (both die, for no less value), "absorb" (survives; no
    damage tramples over, 702.19b)."""
    attacker_dies, dead = fight(attacker, [blocker])
    blocker_dies = blocker.id in dead
    if kind == "eat":
        return attacker_dies and not blocker_dies
    if kind == "trade":
        return attacker_dies and blocker_dies and attacker.value >= blocker.value - 0.2
    return not blocker_dies and not attacker.has("trample")


def plan_blocks(attackers: list[Fighter], blockers: list[Fighter], my_life: int,
                incoming_to_me: dict[int, int]) -> list[tuple[int, int]]:
    """Blocks as (blocker, attacker) (509.1a): first blocks that kill the attacker and
    survive, then good trades, then blocks that take damage for free, then, only when the
    damage through would be lethal, chump blocks that save the game (104.3)."""
    plan: list[tuple[int, int]] = []
    used: set[int] = set()
    blocked: set[int] = set()

    def free(for_attacker: Fighter) -> list[Fighter]:
        return [b for b in blockers if b.id not in used and can_block(b, for_attacker)
                and not for_attacker.has("menace")]

    def add(b: Fighter, a: Fighter) -> None:
        plan.append((b.id, a.id))
        used.add(b.id)
        blocked.add(a.id)

    by_threat = sorted(attackers, key=lambda a: -a.value)
    for kind in ("eat", "trade", "absorb"):
        for attacker in by_threat:
            if attacker.id in blocked:
                continue
            best = next((b for b in sorted(free(attacker), key=lambda b: b.value)
                         if _block_is(kind, attacker, b)), None)
            if best is not None:
                add(best, attacker)
    for attacker in by_threat:
        if attacker.has("menace") and attacker.id not in blocked:
            pair = _menace_pair(attacker, [b for b in blockers if b.id not in used])
            if pair is not None:
                for b in pair:
                    add(b, attacker)
    through = sum(incoming_to_me.get(a.id, 0) for a in attackers if a.id not in blocked)
    for attacker in sorted(attackers, key=lambda a: -incoming_to_me.get(a.id, 0)):
        if through < my_life:
            break
        if attacker.id in blocked or not incoming_to_me.get(attacker.id):
            continue
        spare = [b for b in blockers if b.id not in used and can_block(b, attacker)]
        chumps = sorted(spare, key=lambda b: b.value)[:2 if attacker.has("menace") else 1]
        if len(chumps) == (2 if attacker.has("menace") else 1):
            for b in chumps:
                add(b, attacker)
            saved = incoming_to_me[attacker.id]
            if attacker.has("trample"):
                saved = min(saved, sum(b.toughness for b in chumps))
            through -= saved
    return plan


def _menace_pair(attacker: Fighter, spare: list[Fighter]) -> list[Fighter] | None:
    """Two blockers for a menace attacker (702.111b) that kill it for less than it is
    worth: the pair losing the least value, if any."""
    able = sorted((b for b in spare if can_block(b, attacker)), key=lambda b: b.value)
    best: tuple[float, list[Fighter]] | None = None
    for i, one in enumerate(able):
        for two in able[i + 1:]:
            attacker_dies, dead = fight(attacker, [one, two])
            lost = sum(b.value for b in (one, two) if b.id in dead)
            if attacker_dies and lost < attacker.value - 0.2 and (best is None or lost < best[0]):
                best = (lost, [one, two])
    return best[1] if best else None
