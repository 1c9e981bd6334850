"""Combat (506-511): declaring attackers and blockers, and combat damage."""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations

from manastack.rules.abilities import TargetRef, player_ref, ref_player
from manastack.rules.attack_costs import pay_attack_cost, payable, taxed
from manastack.rules.block_requirements import unmet_requirements
from manastack.rules.casting import summoning_sick
from manastack.rules.context import Ctx
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.evasion import block_restriction
from manastack.rules.events import AttackerDeclared, BlockerDeclared
from manastack.rules.exert import offer_exert
from manastack.rules.goad import goad_targets
from manastack.rules.layers import Chars, characteristics
from manastack.rules.min_blockers import fewest_blockers, most_blockers
from manastack.rules.multiplayer import apnap_groups, team_decision
from manastack.rules.player_prohibitions import ATTACK, prohibited
from manastack.rules.restrictions import (
    CANT_ATTACK_ALONE,
    CANT_BLOCK_ALONE,
    forbidden_defending_players,
    may_join,
    not_alone,
    unmet_attack_condition,
    unmet_block_condition,
)
from manastack.rules.state import Combat, GameState
from manastack.rules.unblocked import (
    AS_THOUGH_UNBLOCKED,
    announce_unblocked,
    assigns_no_combat_damage,
)

MAX_DAMAGE_OPTIONS = 64


def defenders(state: GameState, attacker_player: int) -> list[TargetRef]:
    """506.2 / 802.1: opponents (each one, in multiplayer) and their planeswalkers."""
    out: list[TargetRef] = [player_ref(p) for p in state.opponents(attacker_player)]
    for obj in state.permanents():
        c = characteristics(state, obj.id)
        if c.is_("Planeswalker") and c.controller in state.opponents(attacker_player):
            out.append(obj.id)
    return out


def can_attack(state: GameState, oid: int) -> bool:
    """508.1a: untapped, not summoning sick (302.6), no defender (702.3b); 508.1c: no
    restriction whose condition fails."""
    obj = state.objects[oid]
    c = characteristics(state, oid)
    return (c.is_creature and not obj.tapped and not c.has("defender")
            and "can't attack" not in c.rules and not summoning_sick(state, obj, c)
            and unmet_attack_condition(state, oid, c) is None
            and prohibited(state, c.controller, ATTACK) is None)       # 101.2


# 508.1d: "[It] attacks [that player] this turn if able" (encore, 702.141a), a rule marker
# naming the player's index.
ATTACKS_PLAYER_IF_ABLE = "attacks player {} this turn if able"


def _named_players(c: Chars) -> list[TargetRef]:
    head, _, tail = ATTACKS_PLAYER_IF_ABLE.partition("{}")
    return sorted(player_ref(int(m[len(head):-len(tail)])) for m in c.rules
                  if m.startswith(head) and m.endswith(tail))


def required_defenders(c: Chars, allowed: list[TargetRef]) -> list[TargetRef]:
    """508.1d: what the creature's attack requirements ask it to attack, among the
    defenders it may attack (`allowed`): a player it must attack if able, or anything for
    "attacks each combat if able"; none: no requirement it can obey."""
    named = [d for d in _named_players(c) if d in allowed]
    if named:
        return named
    return allowed if "attacks each combat" in c.rules else []


def obeying(c: Chars, allowed: list[TargetRef]) -> list[TargetRef]:
    """508.1d: the defenders the creature may attack as the most requirements are obeyed: a
    player it must attack if it can (attacking anyone else would disobey that requirement),
    otherwise any it may attack."""
    named = [d for d in _named_players(c) if d in allowed]
    return named or allowed


def declare_attackers(ctx: Ctx) -> None:
    """508.1: the active player declares attackers, one at a time, then "done"."""
    s = ctx.state
    active = s.active
    team = s.teammates(active)
    if not s.players[active].in_game:
        s.combat = Combat(declared=True)    # 800.4j: a turn without an active player
        s.touch()
        return
    chosen: list[tuple[int, int]] = []
    found: list[tuple[list[int], list[TargetRef]]] = []

    def candidates() -> tuple[list[int], list[TargetRef]]:
        """The creatures able to attack and what they may attack (computed once, and
        not at all while answers already given are replayed)."""
        if not found:
            found.append(([o.id for o in s.permanents()
                           if characteristics(s, o.id).controller in team
                           and can_attack(s, o.id)], defenders(s, active)))
        return found[0]

    def allowed_targets(attacker: int, targets: list[TargetRef]) -> list[TargetRef]:
        """508.1c: what `attacker` may attack, without the players (and their
        planeswalkers) it can't attack."""
        forbidden = forbidden_defending_players(s, characteristics(s, attacker))
        if not forbidden:
            return targets
        return [d for d in targets if _defending_player(s, d) not in forbidden]

    def attack_options() -> list[Choice]:
        able, targets = candidates()
        declared = {a for a, _ in chosen}
        joinable = set(able)
        options = [Choice("attack", (a, d), f"attack with {ctx.name(a)} -> {ctx.name(d)}")
                   for a in able if a not in declared
                   and may_join(s, a, joinable, CANT_ATTACK_ALONE)
                   for d in goad_targets(s, characteristics(s, a),          # 701.15b
                                         obeying(characteristics(s, a), allowed_targets(a, targets)))
                   # 508.1h: only attacks whose total cost can still be paid
                   if not taxed(s, a, d) or payable(s, active, [*chosen, (a, d)])]
        # 508.1d: a requirement to attack asks for no cost to attack (508.1h) to be paid.
        must = [a for a in able if a not in declared and required_defenders(
                characteristics(s, a), [d for d in allowed_targets(a, targets) if not taxed(s, a, d)])]
        if not must and not_alone(s, declared, CANT_ATTACK_ALONE) and payable(s, active, chosen):
            options.append(Choice("done", (), "done declaring attackers"))
        if chosen:
            options.append(Choice("undo", (), "undo the last attacker"))
        return options

    # 805.10b: with shared team turns the active team has one combined attack.
    player, note = team_decision(s, active, "805.10b")
    while True:
        answer = ctx.decide(player, DecisionKind.ATTACKERS, f"declare attackers (508.1){note}",
                            attack_options)
        if answer.verb == "done":
            break
        if answer.verb == "undo":
            chosen.pop()
            continue
        chosen.append((int(answer.args[0]), int(answer.args[1])))
    s.combat = Combat(attackers=tuple(chosen), declared=True, attacked=bool(chosen))
    s.touch()
    for attacker, _defender in chosen:
        s.player_w(characteristics(s, attacker).controller).attackers_this_turn += 1   # 508.1
    for attacker, defender in chosen:
        if not characteristics(s, attacker).has("vigilance"):
            ctx.tap(attacker)        # 508.1f
        ctx.log("508.1", f"{ctx.name(attacker)} attacks {ctx.name(defender)}")
    offer_exert(ctx, [a for a, _ in chosen])      # 508.1g-h: an optional cost (701.43d)
    pay_attack_cost(ctx, active, chosen)          # 508.1h-j
    for attacker, defender in chosen:
        ctx.perform(AttackerDeclared(attacker, defender, rule="508.1m",
                                     attacking_player=characteristics(s, attacker).controller))


def _defending_player(state: GameState, defender: TargetRef) -> int:
    player = ref_player(defender)
    if player is not None:
        return player
    return characteristics(state, defender).controller


def can_block(state: GameState, blocker: int, attacker: int) -> bool:
    """509.1a-b: untapped; flying (702.9b) needs flying or reach; other evasion and
    restrictions in `evasion.block_restriction`; 509.1b: no restriction whose condition
    fails."""
    b = characteristics(state, blocker)
    a = characteristics(state, attacker)
    if state.objects[blocker].tapped or not b.is_creature or "can't block" in b.rules:
        return False
    if unmet_block_condition(state, blocker, b) is not None:
        return False
    if "can't be blocked" in a.rules:
        return False
    if a.has("flying") and not (b.has("flying") or b.has("reach")):
        return False
    return block_restriction(state, b, a) is None       # 509.1b: evasion (rules/evasion.py)


def declare_blockers(ctx: Ctx) -> None:
    """509.1: each defending player, in APNAP order, declares blockers."""
    s = ctx.state
    combat = s.combat
    if combat is None or not combat.attackers:
        return
    all_blocks: list[tuple[int, int]] = []
    for group in apnap_groups(s):
        # 802.4 / 805.10d: each defending player (with shared team turns, each defending
        # team, as one combined block) blocks creatures attacking them with their creatures.
        attacked = [a for a, d in combat.attackers if _defending_player(s, d) in group]
        if not attacked:
            continue
        all_blocks.extend(_declare_blocks(ctx, group, attacked))
    blocked = tuple(a for a, _ in combat.attackers if any(x == a for _, x in all_blocks))
    s.combat = replace(combat, blockers=tuple(all_blocks), blocked=blocked, blocks_declared=True)
    s.touch()
    for b, a in all_blocks:
        ctx.log("509.1", f"{ctx.name(b)} blocks {ctx.name(a)}")
    for b, a in all_blocks:
        ctx.perform(BlockerDeclared(b, a, rule="509.1i"))
    announce_unblocked(ctx, blocked)        # 509.3g


# 509.1a: each blocker blocks one attacker, unless its text says it can block more (101.1).
BLOCKS_ANY_NUMBER = "can block any number of creatures"
BLOCKS_ONE_MORE = "can block an additional creature each combat"


def block_capacity(c: Chars) -> int | None:
    """How many attackers the creature may block (None: any number). The markers are a set,
    so two grants of "an additional creature" count once."""
    if BLOCKS_ANY_NUMBER in c.rules:
        return None
    return 2 if BLOCKS_ONE_MORE in c.rules else 1


def _declare_blocks(ctx: Ctx, group: list[int], attacked: list[int]
                    ) -> list[tuple[int, int]]:
    """509.1a: one defending player's (or team's: `group`) blocks, one at a time, then
    "done"."""
    s = ctx.state
    player, note = team_decision(s, group[0], "805.10d")
    blocks: list[tuple[int, int]] = []
    # Every legal (blocker, attacker) pair as its option, found once per declaration
    # (nothing changes on the battlefield while blocks are declared, 509.1a) and not
    # looked for while answers are replayed; each decision leaves out the pairs declared
    # and the creatures already blocking as many attackers as they can.
    pairs: list[tuple[int, Choice]] = []
    capacity: dict[int, int | None] = {}
    most = {a: most_blockers(characteristics(s, a)) for a in attacked}      # 509.1b

    def options() -> list[Choice]:
        if not pairs:
            pairs.extend(_block_options(ctx, group, attacked))
            capacity.update((b, block_capacity(characteristics(s, b))) for b, _ in pairs)
        blockers = {b for b, _ in pairs}
        found = [choice for b, choice in pairs if _may_block_more(b, capacity[b], blocks)
                 and (b, choice.args[1]) not in blocks
                 and _may_be_blocked_more(int(choice.args[1]), most, blocks)
                 and may_join(s, b, blockers, CANT_BLOCK_ALONE)]
        if _menace_ok(s, blocks, attacked) and \
                not_alone(s, {b for b, _ in blocks}, CANT_BLOCK_ALONE) and \
                not unmet_requirements(s, ((b, int(c.args[1])) for b, c in pairs), blocks):
            found.append(Choice("done", (), "done declaring blockers"))
        if blocks:
            found.append(Choice("undo", (), "undo the last block"))
        return found

    while True:
        answer = ctx.decide(player, DecisionKind.BLOCKERS, f"declare blockers (509.1){note}",
                            options)
        if answer.verb == "done":
            return blocks
        if answer.verb == "undo":
            blocks.pop()
            continue
        blocks.append((int(answer.args[0]), int(answer.args[1])))


def _may_block_more(blocker: int, capacity: int | None, blocks: list[tuple[int, int]]) -> bool:
    return capacity is None or sum(1 for b, _ in blocks if b == blocker) < capacity


def _may_be_blocked_more(attacker: int, most: dict[int, int | None],
                         blocks: list[tuple[int, int]]) -> bool:
    limit = most.get(attacker)
    return limit is None or sum(1 for _, a in blocks if a == attacker) < limit


def _block_options(ctx: Ctx, group: list[int], attacked: list[int]
                   ) -> list[tuple[int, Choice]]:
    """509.1a: each creature of `group`'s that could block an attacker in `attacked`,
    with its option "block [attacker] with [blocker]", blocker by blocker."""
    s = ctx.state
    names = {a: ctx.name(a) for a in attacked}
    found: list[tuple[int, Choice]] = []
    for o in s.permanents():
        c = characteristics(s, o.id)
        if c.controller not in group or not c.is_creature:
            continue
        b = o.id
        name = ctx.name(b)
        found.extend((b, Choice("block", (b, a), f"block {names[a]} with {name}"))
                     for a in attacked if can_block(s, b, a))
    return found


def _menace_ok(state: GameState, blocks: list[tuple[int, int]], attacked: list[int]) -> bool:
    """702.111b: a creature with menace can't be blocked except by two or more; 509.1b: one
    that "can't be blocked except by N or more creatures", by N or more
    (rules/min_blockers.py)."""
    for a in attacked:
        n = sum(1 for _, x in blocks if x == a)
        if n and n < fewest_blockers(characteristics(state, a)):
            return False
    return True


def has_first_strike_step(state: GameState) -> bool:
    """510.4: a first-strike damage step happens if any attacking or blocking creature
    has first strike or double strike."""
    combat = state.combat
    if combat is None:
        return False
    ids = [a for a, _ in combat.attackers] + [b for b, _ in combat.blockers]
    return any(_strikes_first(characteristics(state, i)) for i in ids if i in state.objects)


def _strikes_first(c: Chars) -> bool:
    return c.has("first strike") or c.has("double strike")


def _deals_now(state: GameState, oid: int, first_step: bool) -> bool:
    c = characteristics(state, oid)
    if first_step:
        return _strikes_first(c)                       # 702.7b
    combat = state.combat
    assert combat is not None
    if oid in combat.first_strike_dealt:
        return c.has("double strike")                  # 702.4c
    return True


def _lethal(state: GameState, source: Chars, blocker: int) -> int:
    """702.19b / 702.2c: lethal damage, counting damage already marked and deathtouch."""
    c = characteristics(state, blocker)
    if source.has("deathtouch"):
        return 1
    return max(0, (c.toughness or 0) - state.objects[blocker].damage)


def combat_damage(ctx: Ctx, first_step: bool) -> None:
    """510.1-510.2: assign combat damage, then deal it all simultaneously."""
    s = ctx.state
    combat = s.combat
    if combat is None:
        return
    assignments: list[tuple[int, TargetRef, int]] = []
    dealt: list[int] = []
    for attacker, defender in combat.attackers:
        if attacker not in s.objects or not _deals_now(s, attacker, first_step):
            continue
        c = characteristics(s, attacker)
        power = c.power or 0
        dealt.append(attacker)    # 702.7b: it had first strike as the step began, power or not
        if power <= 0:
            continue
        if assigns_no_combat_damage(s, attacker):       # 510.1a (rules/unblocked.py)
            continue
        if attacker not in combat.blocked:
            if _defender_exists(s, defender):
                assignments.append((attacker, defender, power))          # 510.1b
            continue
        if AS_THOUGH_UNBLOCKED in c.rules and _defender_exists(s, defender) and ctx.may(
                c.controller, f"have {ctx.name(attacker)} assign its combat damage as though "
                "it weren't blocked (510.1c, 101.1)?"):
            assignments.append((attacker, defender, power))
            continue
        blockers = [b for b in combat.blockers_of(attacker) if b in s.objects]
        trample = c.has("trample")
        if not blockers:
            if trample:
                assignments.append((attacker, defender, power))          # 702.19d
            continue
        if len(blockers) == 1 and not trample:
            assignments.append((attacker, blockers[0], power))           # 510.1c
            continue
        assignments.extend(_assign(ctx, attacker, c, power, blockers,
                                   defender if trample else None))
    for blocker in dict.fromkeys(b for b, _ in combat.blockers):     # 509.1a: once each
        if blocker not in s.objects or not _deals_now(s, blocker, first_step):
            continue
        c = characteristics(s, blocker)
        power = c.power or 0
        blocking = [a for a in combat.blocking(blocker) if a in s.objects]
        dealt.append(blocker)
        if power <= 0 or not blocking:
            continue
        if assigns_no_combat_damage(s, blocker):        # 510.1a (rules/unblocked.py)
            continue
        if len(blocking) == 1:
            assignments.append((blocker, blocking[0], power))          # 510.1d
        else:   # 510.1d: divided among the attackers it blocks as its controller chooses
            assignments.extend(_assign(ctx, blocker, c, power, list(blocking), None, "510.1d"))
    if first_step:
        s.combat = replace(combat, first_strike_dealt=tuple(dealt))
        s.touch()
    if assignments:
        ctx.log("510.2", "combat damage is dealt" + (" (first strike)" if first_step else ""))
    for source, target, amount in assignments:       # 510.2: dealt simultaneously
        gone = ref_player(target) is not None and not s.players[-1 - target].in_game
        if amount > 0 and not gone:                   # 800.4e: not to a player who left
            ctx.damage(source, target, amount, combat=True)


def _defender_exists(state: GameState, defender: TargetRef) -> bool:
    """The player or the permanent an attacking creature attacks is still there to be dealt
    damage (a planeswalker that has left the battlefield isn't)."""
    return ref_player(defender) is not None or defender in state.objects


def _assign(ctx: Ctx, attacker: int, c: Chars, power: int, blockers: list[int],
            player: TargetRef | None, rule: str = "510.1c") -> list[tuple[int, TargetRef, int]]:
    """510.1c / 702.19b: the attacking player divides the damage (510.1d: with `attacker` a
    creature blocking several, `blockers` the attackers it blocks, its controller does)."""
    s = ctx.state
    recipients: list[TargetRef] = list(blockers) + ([player] if player is not None else [])
    lethal = {b: _lethal(s, c, b) for b in blockers}
    splits = _splits(power, len(recipients), MAX_DAMAGE_OPTIONS)
    legal: list[tuple[int, ...]] = []
    for split in splits:
        # 702.19b: damage may go past the blockers only once each has lethal damage.
        if player is not None and split[-1] > 0 and \
                any(split[i] < lethal[b] for i, b in enumerate(blockers)):
            continue
        legal.append(split)
    if len(legal) > MAX_DAMAGE_OPTIONS or not legal:
        legal = []
        for order in permutations(range(len(blockers))):
            remaining = power
            split_list = [0] * len(recipients)
            for i in order:
                give = min(remaining, lethal[blockers[i]])
                split_list[i] += give
                remaining -= give
            split_list[-1 if player is not None else order[-1]] += remaining
            if tuple(split_list) not in legal:
                legal.append(tuple(split_list))
    options = [Choice("assign", split, "assign " + ", ".join(
        f"{n} to {ctx.name(r)}" for r, n in zip(recipients, split, strict=True)))
        for split in legal]
    # 805.10f: with shared team turns the attacking team announces the assignment.
    chooser, note = team_decision(s, c.controller, "805.10f")
    answer = ctx.choose(chooser, DecisionKind.DAMAGE_ASSIGNMENT,
                        f"divide {power} combat damage from {ctx.name(attacker)} ({rule}){note}",
                        options)
    return [(attacker, r, int(n)) for r, n in zip(recipients, answer.args, strict=True)]


def _splits(total: int, parts: int, limit: int) -> list[tuple[int, ...]]:
    """Ways to divide `total` into `parts` non-negative amounts (at most ~limit*4)."""
    out: list[tuple[int, ...]] = []

    def go(prefix: tuple[int, ...], left: int, slots: int) -> None:
        if len(out) > limit * 4:
            return
        if slots == 1:
            out.append((*prefix, left))
            return
        for n in range(left, -1, -1):
            go((*prefix, n), left - n, slots - 1)

    go((), total, parts)
    return out
