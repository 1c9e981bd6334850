"""The run context: how rules code asks questions and changes the game.

Every call of `Game.apply` replays the engine from the last checkpoint (a state at which a
decision was pending and nothing was half done) with the answers given since. Rules and
card code is therefore plain straight-line Python: `ctx.ask(decision)` returns the next
answer, or stops the run with `NeedDecision` when it has none. Because a replay starts
from an untouched fork, a failed or illegal action leaves no trace (732.1).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from manastack.errors import IllegalChoiceError
from manastack.rules import face_down, knowledge, rng
from manastack.rules.abilities import (
    CardDef,
    ProhibitionAbility,
    ReplacementAbility,
    TargetRef,
    TriggeredAbility,
    ref_player,
)
from manastack.rules.copies import EntersAsCopy
from manastack.rules.decisions import Choice, Decision, DecisionKind, NeedDecision
from manastack.rules.events import (
    AddCounters,
    AddMana,
    Attach,
    BecomeMonarch,
    CreateEmblem,
    CreateToken,
    Damage,
    Destroy,
    Draw,
    Event,
    LifeGain,
    LifeLoss,
    LoseGame,
    RemoveCounters,
    Sacrifice,
    Shuffle,
    SpellCast,
    Tap,
    Transform,
    Untap,
    WinGame,
    ZoneMove,
    describe,
)
from manastack.rules.granted import ability_key, granted_key
from manastack.rules.layers import Chars, characteristics, last_known_record
from manastack.rules.mana import ManaUnit, format_units
from manastack.rules.rules_error import RulesError as RulesError  # re-exported
from manastack.rules.state import EffectRecord, GameObject, GameState, PendingTrigger
from manastack.rules.stops import Stops, passes_for


def _automatic_payment(options: Sequence[Choice]) -> Choice | None:
    """601.2g-h: the option of a mana payment that completes it for the player, paying
    from the pool ("pay") or activating mana abilities as the planner chose ("auto")."""
    for option in options:
        if option.verb in ("pay", "auto"):
            return option
    return None


class Rewind(Exception):
    """A player cancelled an action in progress: return to the last checkpoint (732.1)."""


@dataclass(frozen=True, slots=True)
class Resolving:
    """What a resolving spell or ability knows about itself (608.2)."""

    obj: int                     # the spell or ability object on the stack
    source: int                  # the card or permanent it comes from (itself for spells)
    controller: int
    targets: tuple[TargetRef, ...] = ()
    x: int = 0
    modes: tuple[int, ...] = ()
    event: dict[str, Any] = field(default_factory=dict)
    illegal: frozenset[int] = frozenset()     # 608.2b: positions of targets now illegal

    def target(self, index: int = 0) -> TargetRef | None:
        """The target in position `index`, or None if it is illegal now (608.2b)."""
        if index >= len(self.targets) or index in self.illegal:
            return None
        return self.targets[index]


ZONE_RULES = {
    "dies": "700.4", "destroy": "701.8a", "sacrifice": "701.21a", "discard": "701.9a",
    "cast": "601.2a", "resolve": "608.3", "counter": "701.6a", "exile": "701.13a",
    "mill": "701.17a", "bounce": "400.7", "put": "400.7", "play": "305.1",
    "sba": "704.5", "fizzle": "608.2b", "finish": "608.2n", "cleanup": "514.1",
    "mulligan": "103.5", "search": "701.23a", "leave": "800.4a", "scry": "701.22a",
    "surveil": "701.25a", "manifest": "701.40a",
}


class Ctx:
    """One replay run: the state being changed and the answers to consume."""

    __slots__ = ("answers", "auto_pay", "batch", "casting", "checkpoint", "pos", "resume", "single",
                 "state", "stops", "taken", "trusted")

    def __init__(self, state: GameState, answers: Sequence[Choice] = (),
                 trusted: int = 0) -> None:
        self.state = state
        self.answers = tuple(answers)
        self.pos = 0
        # The first `trusted` answers were checked against their decisions when they were
        # given (`Game.apply`); a replay is deterministic, so they are taken as they are.
        self.trusted = trusted
        # A decision with one legal choice, once the answers run out, takes it without
        # asking (the game's setting); the choices so taken are kept in `taken`, so that
        # the game records them with the answers and replays find them again.
        self.single: bool = state.take_single_choices
        self.taken: list[Choice] = []
        # The game's automatic payer (`GameState.auto_pay`): a payment the pool or the
        # planner completes is taken into `taken` like a single choice (601.2g-h).
        self.auto_pay: bool = state.auto_pay
        # The players' stops (`rules/stops.py`): priority passes they take without being
        # asked, kept in `taken` like the single choices.
        self.stops: tuple[Stops | None, ...] = ()
        # The last checkpoint decision answered in `taken`: the state at that decision
        # and its answer's place in `taken`, so the game checkpoints there as it would
        # have had the decision been asked.
        self.checkpoint: tuple[GameState, int] | None = None
        self.batch: frozenset[int] = frozenset()   # objects that left together (603.10a)
        # When set, a decision with no answer left pauses the run (`Game`'s live run)
        # instead of stopping it: the function returns the answer once it is given.
        self.resume: Callable[[Decision, bool], Choice] | None = None
        # How many spells are being cast (601.2a-h, before 601.2i): 401.5 holds back a new
        # top card of a library that is played revealed until then (rules/top_of_library).
        self.casting = 0

    @contextmanager
    def simultaneously(self, ids: Iterable[int]) -> Iterator[None]:
        """The events performed inside happen at once to `ids` (objects, or players as
        player_ref): leaves-the-battlefield abilities of each look back at all (603.10a)."""
        self.batch = frozenset(ids)
        try:
            yield
        finally:
            self.batch = frozenset()

    # -- asking -----------------------------------------------------------------------
    @property
    def replaying(self) -> bool:
        """Whether the next decision is answered by an answer already checked."""
        return self.pos < self.trusted

    def decide(self, player: int, kind: DecisionKind, prompt: str | Callable[[], str],
               options: Callable[[], Sequence[Choice]], checkpoint: bool = False) -> Choice:
        """`ask`, for a decision whose options (and prompt) are built only when needed:
        a replay of an answer already checked doesn't build them again."""
        pos = self.pos
        if pos < self.trusted:
            self.pos = pos + 1
            self.state.decisions += 1
            return self.answers[pos]
        found = tuple(options())
        if pos >= len(self.answers):
            if self.single and len(found) == 1:
                return self._take(found[0], checkpoint)
            if self.auto_pay and kind is DecisionKind.MANA_PAYMENT:
                paid = _automatic_payment(found)
                if paid is not None:
                    return self._take(paid, checkpoint)
        text = prompt if isinstance(prompt, str) else prompt()
        return self.ask(Decision(player, kind, text, found), checkpoint)

    def ask(self, decision: Decision, checkpoint: bool = False) -> Choice:
        """The player's answer to `decision`, or stop the run until they give one."""
        if not decision.options:
            raise RulesError(f"decision without options: {decision.prompt}")
        if self.pos < len(self.answers):
            answer = self.answers[self.pos]
            self.pos += 1
            option = decision.find(answer)
            if option is None:
                legal = "; ".join(str(o) for o in decision.options)
                raise IllegalChoiceError(
                    f"{answer} is not a legal choice for {self.state.players[decision.player].name}"
                    f" ({decision.prompt}); legal choices: {legal}"
                )
            self.state.decisions += 1
            return option
        if self.single and len(decision.options) == 1:
            return self._take(decision.options[0], checkpoint)
        if self.stops:
            passed = passes_for(self.stops, self.state, decision)
            if passed is not None:
                return self._take(passed, checkpoint)      # 731.1: a shortcut's pass
        if self.resume is not None:
            self.pos += 1
            answer = self.resume(decision, checkpoint)
            self.state.decisions += 1
            return answer
        raise NeedDecision(decision, checkpoint)

    def _take(self, option: Choice, checkpoint: bool) -> Choice:
        """A choice taken without asking: the only legal one (`single`), or a pass of
        the player's stops."""
        if checkpoint:
            self.checkpoint = (self.state.snapshot(), len(self.taken))
        self.pos += 1
        self.taken.append(option)
        self.state.decisions += 1
        return option

    def choose(self, player: int, kind: DecisionKind, prompt: str,
               options: Sequence[Choice]) -> Choice:
        return self.ask(Decision(player, kind, prompt, tuple(options)))

    def may(self, player: int, prompt: str) -> bool:
        """A "you may" choice."""
        yes = Choice("yes", (), "yes")
        no = Choice("no", (), "no")
        return self.choose(player, DecisionKind.MAY, prompt, (yes, no)) == yes

    def pick(self, player: int, prompt: str, candidates: Sequence[int], count: int,
             up_to: bool = False, kind: DecisionKind = DecisionKind.PICK) -> list[int]:
        """Choose `count` objects one at a time (or fewer, with "up to")."""
        chosen: list[int] = []
        remaining = list(candidates)

        def options() -> list[Choice]:
            found = [Choice("pick", (oid,), f"pick {self.name(oid)}") for oid in remaining]
            if up_to:
                found.append(Choice("done", (), "done"))
            return found

        while remaining and len(chosen) < count:
            answer = self.decide(player, kind, lambda: f"{prompt} ({len(chosen) + 1} of {count})",
                                 options)
            if answer.verb == "done":
                break
            oid = int(answer.args[0])
            chosen.append(oid)
            remaining.remove(oid)
        return chosen

    # -- reading ----------------------------------------------------------------------
    def chars(self, oid: int) -> Chars:
        return characteristics(self.state, oid)

    def name(self, ref: TargetRef | None) -> str:
        """A readable name: "Lightning Bolt#12" for objects, the name for players."""
        if ref is None:
            return "nothing"
        player = ref_player(ref)
        if player is not None:
            return self.state.players[player].name
        obj = self.state.last_known(ref)
        return f"{obj.card.name or 'a face-down card'}#{ref}" if obj else f"#{ref}"   # 708.2a

    def log(self, rule: str, text: str, card: str | None = None) -> None:
        # Who sees it in full follows the hidden cards it names (rules/knowledge.py).
        self.state.write_log(knowledge.log_entry(self.state, rule, text, card))

    def random_below(self, n: int) -> int:
        self.state.rng, value = rng.below(self.state.rng, n)
        return value

    # -- the event pipeline -------------------------------------------------------------
    def perform(self, event: Event) -> Event | None:
        """Prohibitions, replacements, the change, the log, the triggers (DESIGN.md)."""
        s = self.state
        watch = _watch_lists(s)
        reason = self._prohibited(event, watch[2])
        if reason is not None:
            self.log(reason[0], f"{_what(self, event)} doesn't happen: {reason[1]}")
            return None
        while True:
            candidates = self._replacements(event) if _may_be_replaced(s, event, watch) \
                else None
            if not candidates:
                break
            selfs = [c for c in candidates if c[1].self_replacement]   # 616.1a
            copies = [c for c in candidates if isinstance(c[1], EntersAsCopy)]     # 616.1c
            pool = selfs or copies or candidates
            key, ability, source = pool[0]
            if len(pool) > 1:
                chooser = event.affected_player
                if chooser is None:
                    chooser = self._affected_controller(event)
                options = [Choice("apply", (k[0], k[1]), f"apply {self.name(k[0])}: {a.text}")
                           for k, a, _ in pool]
                answer = self.choose(chooser, DecisionKind.REPLACEMENT_ORDER,
                                     f"which replacement effect applies first to "
                                     f"{_what(self, event)} (616.1)", options)
                key, ability, source = next(c for c in pool if c[0] == answer.args)
            self.log("614.1", f"{source.card.name}#{source.id} replaces {_what(self, event)}: "
                     f"{ability.text}", source.card.name)
            result = ability.replace(self, event.with_applied(key), source)
            if result is None:
                return None
            event = result
            watch = _watch_lists(s)
        handler = _HANDLERS.get(type(event))
        done = handler(self, event) if handler else event
        if done is not None and not s.game_over:
            self._collect_triggers(done)
            for followup in hooks_for(RULE_FOLLOWUPS, type(done)):
                followup(self, done)
        return done

    def _prohibited(self, event: Event, forbidders: tuple[int, ...] | None = None
                    ) -> tuple[str, str] | None:
        s = self.state
        if isinstance(event, Destroy):
            obj = s.get(event.obj)
            if obj is None or obj.zone != "battlefield":
                return ("701.8", "it is no longer on the battlefield")
            if self.chars(event.obj).has("indestructible"):
                return ("702.12b", f"{self.name(event.obj)} is indestructible")
        objects = s.objects
        if forbidders is None:
            forbidders = _watch_lists(s)[2]
        for oid in forbidders:      # permanents with prohibitions
            source = objects[oid]
            for ability in source.card.abilities:
                if isinstance(ability, ProhibitionAbility) and ability.forbids(s, event, source):
                    return ("101.2", f"{source.card.name}: {ability.text}")
        for rule_check in hooks_for(RULE_PROHIBITIONS, type(event)):
            found: tuple[str, str] | None = rule_check(s, event)
            if found is not None:
                return found
        return None

    def _replacements(self, event: Event) -> list[tuple[tuple[int, int], ReplacementAbility, GameObject]]:
        s = self.state
        out: list[tuple[tuple[int, int], ReplacementAbility, GameObject]] = []
        for source in _replacement_sources(s, event):
            for index, ability in enumerate(_entering_card(s, event, source).abilities):
                if not isinstance(ability, ReplacementAbility):
                    continue
                key = (source.id, index)
                if key in event.applied or source.zone not in ability.zones:
                    continue
                if ability.applies(s, event, source):
                    out.append((key, ability, source))
        for provider in RULE_REPLACEMENTS:     # effects of resolved spells and abilities
            out.extend(c for c in provider(s, event) if c[0] not in event.applied)
        return out

    def prohibited(self, event: Event) -> tuple[str, str] | None:
        """The rule and reason a "can't" effect forbids `event` now (101.2), or None."""
        return self._prohibited(event)

    def _affected_controller(self, event: Event) -> int:
        oid = getattr(event, "obj", None)
        if isinstance(oid, int):
            obj = self.state.last_known(oid)
            if obj is not None:
                return obj.controller
        return self.state.active

    def _collect_triggers(self, event: Event) -> None:
        """603.2: abilities that trigger on this event wait to be put on the stack."""
        s = self.state
        found: list[PendingTrigger] = []
        data: tuple[tuple[str, Any], ...] | None = None
        watching = _watch_lists(s)[0]
        watched = watching or (isinstance(event, ZoneMove) and event.new_id is not None)
        for source, index, ability in _watchers(self, event, watching) if watched else ():
            if ability.intervening_if is not None and not ability.intervening_if(s, source):
                continue   # 603.4: the condition must be true when the event happens
            hit = ability.trigger(s, event, source)
            if not hit:
                continue
            if data is None:
                data = tuple(sorted(describe(event).items()))
            # 603.3a: its controller is its source's controller when it triggered (after
            # control-changing effects; last known information for a source that left).
            controller = characteristics(s, source.id).controller
            for event_data in _for_players(data, hit):
                pending = PendingTrigger(ability_key(source.card.name, index, ability),
                                         source.id, controller,
                                         event_data, len(s.pending_triggers) + len(found))
                if ability.mana:
                    # 605.4a: a triggered mana ability resolves immediately.
                    self.resolve_trigger_now(pending, ability)
                else:
                    found.append(pending)
        for rule_trigger in hooks_for(RULE_TRIGGERS, type(event)):
            found.extend(rule_trigger(s, event, len(s.pending_triggers) + len(found)))
        if found:
            s.pending_triggers = s.pending_triggers + tuple(found)

    def resolve_trigger_now(self, pending: PendingTrigger, ability: TriggeredAbility) -> None:
        source = pending.source if pending.source is not None else -1
        ability.effect(self, Resolving(source, source, pending.controller, (), 0, (),
                                       dict(pending.event_data)))

    # -- actions that cards and rules use ---------------------------------------------
    def draw(self, player: int, count: int = 1, rule: str = "121.1") -> int:
        """121.2: draw `count` cards one at a time; returns how many were drawn."""
        from manastack.rules.drawing import draw  # 121: prohibitions, limits, replacements
        return draw(self, player, count, rule)

    def damage(self, source: int, target: TargetRef | None, amount: int,
               combat: bool = False) -> None:
        if amount > 0 and target is not None:
            self.perform(Damage(source, target, amount, combat, rule="120.3"))

    def gain_life(self, player: int, amount: int, rule: str = "119.1") -> None:
        if amount > 0:
            self.perform(LifeGain(player, amount, rule=rule))

    def lose_life(self, player: int, amount: int, rule: str = "119.1") -> int:
        """119.3: the player loses `amount` life; returns the life they lost (after
        replacement effects; 0 if it didn't happen)."""
        if amount <= 0:
            return 0
        done = self.perform(LifeLoss(player, amount, rule=rule))
        return done.amount if isinstance(done, LifeLoss) else 0

    def destroy(self, oid: int, regenerate: bool = True) -> None:
        """701.8a; without `regenerate`, no regeneration shield replaces it (701.19c)."""
        self.perform(Destroy(oid, regenerate, rule="701.8a"))

    def sacrifice(self, oid: int) -> None:
        self.perform(Sacrifice(oid, rule="701.21a"))

    def move(self, oid: int, to_zone: str, reason: str = "put", position: str = "top",
             controller: int | None = None, face_down: str | None = None) -> int | None:
        """Move an object (turned face down first if `face_down` says how, 708.3-708.4);
        returns the id of the new object (400.7), or None."""
        done = self.perform(ZoneMove(oid, to_zone, reason, position, controller,
                                     face_down=face_down,
                                     rule=ZONE_RULES.get(reason, "400.7")))
        return done.new_id if isinstance(done, ZoneMove) else None

    def exile(self, oid: int) -> int | None:
        return self.move(oid, "exile", "exile")

    def bounce(self, oid: int) -> int | None:
        return self.move(oid, "hand", "bounce")

    def discard(self, oid: int) -> int | None:
        return self.move(oid, "graveyard", "discard")

    def mill(self, player: int, count: int) -> None:
        for _ in range(count):
            library = self.state.players[player].library
            if not library:
                return
            self.move(library[0], "graveyard", "mill")

    def counter(self, oid: int, to_zone: str = "graveyard") -> None:
        """701.6a: a countered spell goes to its owner's graveyard (or, by the countering
        spell's own instruction, `to_zone` instead, 614.1a); an ability ceases."""
        obj = self.state.get(oid)
        if obj is None or obj.zone != "stack":
            return
        self.move(oid, to_zone, "counter")

    def tap(self, oid: int, for_cost: bool = False) -> bool:
        return self.perform(Tap(oid, for_cost, rule="701.26a")) is not None

    def untap(self, oid: int, for_cost: bool = False) -> bool:
        return self.perform(Untap(oid, for_cost, rule="701.26b")) is not None

    def transform(self, oid: int, rule: str = "701.27a") -> bool:
        """701.27a: turn a double-faced permanent over; False if nothing happens."""
        return self.perform(Transform(oid, rule=rule)) is not None

    def attach(self, oid: int, to: int) -> bool:
        """701.3a: attach an Aura or Equipment to an object; False if it doesn't move."""
        return self.perform(Attach(oid, to, rule="701.3a")) is not None

    def add_counters(self, oid: int, kind: str, amount: int) -> None:
        if amount > 0:
            self.perform(AddCounters(oid, kind, amount, rule="122.1"))

    def remove_counters(self, oid: int, kind: str, amount: int) -> None:
        if amount > 0:
            self.perform(RemoveCounters(oid, kind, amount, rule="122.1"))

    def create_token(self, player: int, card: CardDef, count: int = 1,
                     tapped: bool = False) -> list[int]:
        before = self.state.next_id
        self.perform(CreateToken(player, card, count, tapped, rule="111.1"))
        return [oid for oid in self.state.battlefield if oid >= before]

    def add_mana(self, player: int, units: Sequence[ManaUnit], source: int | None = None,
                 tapped_for_mana: bool = False) -> None:
        self.perform(AddMana(player, tuple(units), source, tapped_for_mana, rule="106.3"))

    def shuffle(self, player: int) -> None:
        self.perform(Shuffle(player, rule="701.24a"))

    def lose(self, player: int, rule: str, reason: str) -> None:
        self.perform(LoseGame(player, reason, rule=rule))

    def win(self, player: int, rule: str = "104.2b") -> None:
        self.perform(WinGame(player, rule=rule))

    def become_monarch(self, player: int) -> None:
        self.perform(BecomeMonarch(player, rule="724.3"))

    def add_effect(self, op: str, params: tuple[Any, ...], affected: Sequence[int],
                   duration: str = "end of turn", source: int | None = None,
                   controller: int | None = None) -> None:
        """611.2: a continuous effect from a resolving spell or ability; the set of
        affected objects is locked in as it begins (611.2c)."""
        from manastack.rules.layers import layer_of
        s = self.state
        record = EffectRecord(op, params, layer_of(op), s.new_timestamp(), tuple(affected),
                              duration, source, controller)
        s.effects = (*s.effects, record)
        s.touch()


def _what(ctx: Ctx, event: Event) -> str:
    """A short description of an event for the log."""
    if isinstance(event, Draw):
        return f"{ctx.name(-1 - event.player)}'s draw"
    if isinstance(event, Damage):
        return f"{event.amount} damage from {ctx.name(event.source)} to {ctx.name(event.target)}"
    if isinstance(event, ZoneMove):
        return f"{ctx.name(event.obj)} moving to {event.to_zone}"
    if isinstance(event, (Destroy, Sacrifice, Tap, Untap, Transform)):
        return f"{type(event).__name__.lower()} {ctx.name(event.obj)}"
    if isinstance(event, AddMana):
        return f"{ctx.name(event.source)} adding {format_units(event.units)}"
    if isinstance(event, (LifeGain, LifeLoss)):
        return f"{ctx.name(-1 - event.player)} {type(event).__name__} of {event.amount}"
    if isinstance(event, (LoseGame, WinGame)):
        return f"{ctx.name(-1 - event.player)} {'losing' if isinstance(event, LoseGame) else 'winning'}" \
            " the game"
    return type(event).__name__


# Rule-level prohibitions and sourceless triggers (e.g. the monarch, 724.2) register here.
RULE_PROHIBITIONS: list[Any] = []
RULE_TRIGGERS: list[Any] = []
# Replacement effects that aren't abilities of objects (those of resolved spells, 614.1):
# `provider(state, event)` returns (key, ReplacementAbility, source object) candidates.
# They are kept in `state.effects`; while it is empty, providers are not asked.
RULE_REPLACEMENTS: list[Any] = []
# Rule-level one-shot effects that happen immediately after an event, such as returning
# what was exiled "until" that event (610.3): `followup(ctx, event)`.
RULE_FOLLOWUPS: list[Any] = []
# The kinds of events a hook of the lists above looks at, for those registered with
# `hook_events`: such a hook is called only for events of these types (or subclasses),
# since it does nothing for the others; a hook not registered is called for every event.
_HOOK_EVENTS: dict[Any, tuple[type, ...]] = {}
# (id of the list, event type) -> (the list as it was, its hooks for that type)
_HOOKS_FOR: dict[tuple[int, type], tuple[list[Any], list[Any]]] = {}


def hook_events(hook: Any, *types: type) -> None:
    """Declare that `hook` (of RULE_PROHIBITIONS, RULE_TRIGGERS or RULE_FOLLOWUPS) does
    nothing for events other than these types: it is not called for them."""
    _HOOK_EVENTS[hook] = types
    _HOOKS_FOR.clear()


def hooks_for(hooks: list[Any], kind: type) -> list[Any]:
    """The hooks of `hooks` that are called for an event of type `kind`, in order."""
    key = (id(hooks), kind)
    found = _HOOKS_FOR.get(key)
    if found is None or found[0] != hooks:
        wanted = [hook for hook in hooks
                  if (types := _HOOK_EVENTS.get(hook)) is None or issubclass(kind, types)]
        found = _HOOKS_FOR[key] = (list(hooks), wanted)
    return found[1]


# Continuous effects that last until a game state changes ("until you lose control of
# it", 611.2b) end here, checked each time before state-based actions (turns.settle):
# `check(state)`.
RULE_STATE_DURATIONS: list[Any] = []


def _for_players(data: tuple[tuple[str, Any], ...], hit: object) -> list[tuple[tuple[str, Any], ...]]:
    """805.4d: a trigger condition may name the players it triggers for ("each player's
    draw step ... that player" in a shared team turn): one ability per player, whose event
    data names that player (`player`, and `active` for a step, 805.9)."""
    if not isinstance(hit, tuple):
        return [data]
    out: list[tuple[tuple[str, Any], ...]] = []
    for player in hit:
        values = dict(data)
        values["player"] = values["for_player"] = player
        if "active" in values:
            values["active"] = player
        out.append(tuple(sorted(values.items())))
    return out


def prohibition_sources(state: GameState) -> tuple[int, ...]:
    """The permanents with "can't" abilities (101.2), in battlefield order."""
    return _watch_lists(state)[2]


def _may_be_replaced(state: GameState, event: Event, watch: _Watch) -> bool:
    """Whether any replacement effect could apply to `event`: a permanent with one, the
    entering object's own (614.12), or an effect of a resolved spell or ability."""
    if state.effects or watch[1]:
        return True
    if state.commanders and (isinstance(event, Draw) or (
            isinstance(event, ZoneMove) and event.to_zone in ("hand", "library"))):
        return True     # 903.9b: a commander on its way to a hand or library (rules/commander.py)
    if isinstance(event, ZoneMove) and _own_zone_replacement(state, event):
        return True
    return isinstance(event, ZoneMove) and event.to_zone == "battlefield"


def _own_zone_replacement(state: GameState, event: ZoneMove) -> bool:
    """Whether the card `event` moves (not onto or off the battlefield) has a replacement
    effect that works in the zone it is in (113.6c; 702.35a: madness in a hand)."""
    obj = state.get(event.obj)
    return obj is not None and obj.zone != "battlefield" and event.to_zone != "battlefield" \
        and obj.card.has_replacement and any(
            isinstance(a, ReplacementAbility) and obj.zone in a.zones for a in obj.card.abilities)


def _replacement_sources(state: GameState, event: Event) -> list[GameObject]:
    """Objects whose replacement effects could apply: permanents, plus the object an
    event moves, whose own "as this enters" effects apply to itself (614.12)."""
    objects = state.objects
    out = [objects[oid] for oid in _watch_lists(state)[1]]
    if isinstance(event, ZoneMove) and event.to_zone == "battlefield" \
            and event.face_down is None:      # 708.3: face down, it has no abilities
        obj = state.get(event.obj)
        if obj is not None and _entering_card(state, event, obj).has_replacement:
            out.append(obj)
    if isinstance(event, ZoneMove) and _own_zone_replacement(state, event):
        out.append(objects[event.obj])
    return out


def _entering_card(state: GameState, event: Event, obj: GameObject) -> CardDef:
    """The card whose replacement effects apply to `obj` as `event` happens: for a card
    entering the battlefield with its back face up, that face (614.12: as it would exist on
    the battlefield; 712.12, 712.8f), as a copy, the copy (707.9), otherwise its own."""
    if isinstance(event, ZoneMove) and event.obj == obj.id and event.copy_of is not None:
        return _copying(state, obj.card.extra.get("whole", obj.card), event.copy_of)
    if isinstance(event, ZoneMove) and event.transformed and event.obj == obj.id:
        from manastack.rules.transform import entering_face
        return entering_face(state, obj.card.extra.get("whole", obj.card), True)
    return obj.card


def _copying(state: GameState, card: CardDef, copy_of: int | None) -> CardDef:
    """707.9: the card entering as a copy of the object `copy_of` (as it last existed, if it
    has left the battlefield since it was chosen: 608.2h), or `card` itself."""
    original = state.last_known(copy_of) if copy_of is not None else None
    if original is None:
        return card
    from manastack.rules.copies import as_copy
    return as_copy(card, original.card)


_Watch = tuple[tuple[tuple[int, int, TriggeredAbility], ...], tuple[int, ...], tuple[int, ...]]


def _watch_lists(state: GameState) -> _Watch:
    """Who watches events: objects with triggered abilities (on the battlefield, or in a
    hand or graveyard for abilities that work there) as (id, ability index, ability), the
    permanents with replacement effects and those with prohibitions. Which cards are where
    decides them (`zone_memo`, one per zone)."""
    cache = state._board_cache
    if cache.version == state.board and cache.watch is not None:
        known: _Watch = cache.watch
        return known
    memo = state._zone_memo
    battlefield = state.battlefield
    players = state.players
    kept = memo.get("watch")
    if kept is not None:
        zones = kept[0]
        if zones[0] is battlefield and len(zones) == 2 * len(players) + 2 \
                and zones[-1] is state.command:
            k = 1
            for p in players:
                if zones[k] is not p.graveyard or zones[k + 1] is not p.hand:
                    break
                k += 2
            else:
                watch: _Watch = kept[1]
                state.board_cache().watch = watch
                return watch
    found: _Watch = state.zone_memo("watchers", battlefield, _battlefield_watchers, state)
    key: list[tuple[int, ...]] = [battlefield]
    for p in players:
        for zone in ("graveyard", "hand"):
            ids = p.zone(zone)
            key.append(ids)
            if ids:
                more = state.zone_memo(("watchers", p.index, zone), ids,
                                       _zone_watchers, state, ids, zone)
                if more:
                    found = ((*found[0], *more), found[1], found[2])
    # 114.4: the abilities of emblems (and of other objects that say so) in the command zone.
    key.append(state.command)
    if state.command:
        more = state.zone_memo("command watchers", state.command, _zone_watchers, state,
                               state.command, "command")
        if more:
            found = ((*found[0], *more), found[1], found[2])
    memo["watch"] = (tuple(key), found)
    state.board_cache().watch = found
    return found


def _battlefield_watchers(state: GameState) -> _Watch:
    objects = state.objects
    triggers: list[tuple[int, int, TriggeredAbility]] = []
    replacers: list[int] = []
    forbidders: list[int] = []
    for oid in state.battlefield:
        card = objects[oid].card
        if card.triggers:
            triggers.extend((oid, i, a) for i, a in card.triggers if "battlefield" in a.zones)
        if card.has_replacement:
            replacers.append(oid)
        if card.has_prohibition:
            forbidders.append(oid)
    return tuple(triggers), tuple(replacers), tuple(forbidders)


def _zone_watchers(state: GameState, ids: tuple[int, ...], zone: str
                   ) -> tuple[tuple[int, int, TriggeredAbility], ...]:
    """Triggered abilities that work from a hand or a graveyard (113.6k)."""
    objects = state.objects
    return tuple((oid, i, a) for oid in ids for i, a in objects[oid].card.triggers
                 if zone in a.zones)


def _watchers(ctx: Ctx, event: Event, watching: tuple[tuple[int, int, TriggeredAbility], ...]
              ) -> list[tuple[GameObject, int, TriggeredAbility]]:
    state = ctx.state
    objects = state.objects
    triggers = [(objects[oid], i, a) for oid, i, a in watching] if watching else []
    # 603.10a: leaves-the-battlefield abilities look back in time: the object that left,
    # and the others that left in the same simultaneous event, still "see" it.
    if isinstance(event, ZoneMove) and event.new_id is not None:
        old = state.lki.get(event.obj)
        if old is not None and old.zone == "battlefield":
            for oid in sorted({event.obj, *ctx.batch}):
                lki = state.lki.get(oid)
                if lki is None or lki.zone != "battlefield":
                    continue
                # 608.2h: the abilities it had as it left (one that lost them has none).
                had = characteristics(state, oid).abilities
                for index, ability in enumerate(lki.card.abilities):
                    if isinstance(ability, TriggeredAbility) and ability.look_back \
                            and any(a is ability for a in had):
                        triggers.append((lki, index, ability))
                # 113.10: and those effects granted it (named by key, not by index).
                triggers.extend((lki, -1, a) for a in had if isinstance(a, TriggeredAbility)
                                and a.look_back and granted_key(a) is not None)
    return triggers


# -- handlers: step (3) of the pipeline, one per kind of event --------------------------
def _without(ids: tuple[int, ...], oid: int) -> tuple[int, ...]:
    if oid not in ids:
        return ids
    k = ids.index(oid)
    return ids[:k] + ids[k + 1:]


def _remove_from_zone(state: GameState, obj: GameObject) -> None:
    state.touch()
    zone = obj.zone
    if obj.kind == "token" and zone == "battlefield":
        state.token_moved = True        # 704.5d: checked at the next state-based actions
    if zone == "battlefield":
        state.battlefield = _without(state.battlefield, obj.id)
    elif zone == "stack":
        state.stack = _without(state.stack, obj.id)
    elif zone == "command":
        state.command = _without(state.command, obj.id)
    else:
        p = state.player_w(obj.owner)
        setattr(p, zone, _without(p.zone(zone), obj.id))


def _add_to_zone(state: GameState, obj: GameObject, position: str) -> None:
    state.touch()
    zone = obj.zone
    if zone == "battlefield":
        state.battlefield = (*state.battlefield, obj.id)
    elif zone == "stack":
        state.stack = (*state.stack, obj.id)
    elif zone == "command":
        state.command = (*state.command, obj.id)
    else:
        p = state.player_w(obj.owner)
        current = p.zone(zone)
        if zone == "library" and position == "top":
            setattr(p, zone, (obj.id, *current))
        else:
            setattr(p, zone, (*current, obj.id))


def _handle_move(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, ZoneMove)
    s = ctx.state
    old = s.get(event.obj)
    if old is None:
        return None
    from_zone = old.zone
    if old.costs_paid and from_zone == "stack":
        from manastack.rules.spell_costs import leaves_stack_to
        instead = leaves_stack_to(old, event.to_zone, event.reason)
        if instead is not None:
            event = replace(event, to_zone=instead[0])
            why = {"702.34a": "its flashback cost was paid",
                   "702.133a": "it was cast with jump-start"}.get(instead[1],
                                                                  "its buyback cost was paid")
            ctx.log(instead[1], f"{ctx.name(old.id)} goes to {instead[0]} instead, as {why}")
    if from_zone == "stack" and "adventurer" in old.card.extra:
        from manastack.rules.adventure import leaves_stack_to as adventure_ends
        instead = adventure_ends(old, event.to_zone, event.reason)
        if instead is not None:
            event = replace(event, to_zone=instead[0])
            ctx.log(instead[1], f"{ctx.name(old.id)} was cast as an Adventure: it is exiled "
                    "instead of put into its owner's graveyard")
    # 608.2h / 603.3a / 603.10a: its last known information is the object as it left,
    # with the controller and characteristics continuous effects gave it (kept on a copy:
    # the record may be shared with forks).
    last_known = last_known_record(s, old)
    if from_zone == "battlefield" and event.to_zone == "graveyard" and \
            old.kind != "ability" and characteristics(s, old.id).is_creature:
        s.player_w(last_known.controller).creatures_died_this_turn += 1     # 700.4: it dies
    _remove_from_zone(s, old)
    s.remove_object(old.id)
    s.remember(last_known)
    if from_zone == "battlefield" and s.combat is not None:
        _remove_from_combat(s, old.id)   # 506.4
    s.touch()
    if old.kind == "ability" or (old.kind == "copy" and event.to_zone != "battlefield"):
        ctx.log(event.rule or "400.7", f"{ctx.name(old.id)} leaves the stack")
        return replace(event, new_id=None)
    card = old.card.extra.get("whole", old.card)     # 709.3b / 709.4: a split card's half
    if old.zone == "stack" and event.to_zone == "battlefield" and "prototyped" in old.card.extra:
        card = old.card      # 718.3b: the permanent a prototyped spell becomes is prototyped
    if event.to_zone == "battlefield":
        from manastack.rules.transform import entering_face
        card = entering_face(s, card, event.transformed)     # 712.14, 702.145b
        card = _copying(s, card, event.copy_of)             # 707.9
    new = GameObject(s.new_id(), card, old.owner, event.to_zone, s.new_timestamp(), old.kind)
    face_down.turn_for_move(ctx, old, new, event.face_down)    # 708.3, 708.4, 708.9
    if event.to_zone in ("battlefield", "stack"):
        new.controller = event.controller if event.controller is not None else (
            old.controller if from_zone == "stack" else old.owner)
        new.control_since = s.turn
    if event.to_zone == "battlefield" and from_zone == "stack":
        new.x = old.x          # 107.3m: remembered for enters-the-battlefield abilities
        new.cast = old.cast
        new.kicked = old.kicked        # 702.33d: "if it was kicked" on the permanent
        new.costs_paid = old.costs_paid     # 702.74a: "if its evoke cost was paid"
    if event.to_zone == "battlefield" and old.card.loyalty is not None:
        new.counters["loyalty"] = old.card.loyalty   # 306.5b
    if event.to_zone == "battlefield":
        new.tapped = event.tapped                    # 614.1c: "enters tapped"
        for kind, amount in event.counters:          # 614.1c: "enters with counters"
            new.counters[kind] = new.counters.get(kind, 0) + amount
        new.chosen.update(event.chosen)              # 614.12: "as this enters, choose"
    s.add_object(new)
    _add_to_zone(s, new, event.position)
    knowledge.moved(s, old, new)     # who can still tell which card it is (400.2)
    _note_successor(s, old.id, new.id)
    where = {"hand": "hand", "library": "library", "graveyard": "graveyard", "exile": "exile"}
    owner = s.players[old.owner].name
    dest = f"{owner}'s {where[event.to_zone]}" if event.to_zone in where else event.to_zone
    verb = {"dies": "dies", "destroy": "is destroyed", "sacrifice": "is sacrificed",
            "discard": "is discarded", "cleanup": "is discarded down to hand size",
            "counter": "is countered", "fizzle":
            "is removed from the stack (all its targets are illegal)",
            "sba": "is put into its owner's graveyard"}.get(event.reason, "moves")
    if event.reason not in ("cast", "resolve", "play"):
        ctx.log(event.rule or "400.7", f"{ctx.name(old.id)} {verb} ({from_zone} -> "
                f"{dest}, now #{new.id})", old.card.name)
    return replace(event, new_id=new.id)


def _remove_from_combat(state: GameState, oid: int) -> None:
    combat = state.combat
    if combat is None:
        return
    state.combat = replace(
        combat,
        attackers=tuple(p for p in combat.attackers if p[0] != oid),
        blockers=tuple(p for p in combat.blockers if oid not in p),
    )


def _handle_destroy(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, Destroy)
    obj = ctx.state.get(event.obj)
    if obj is None:
        return None
    moved = ctx.perform(ZoneMove(event.obj, "graveyard", "destroy", rule=event.rule or "701.8a"))
    return event if moved is not None else None


def _handle_sacrifice(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, Sacrifice)
    moved = ctx.perform(ZoneMove(event.obj, "graveyard", "sacrifice", rule="701.21a"))
    return event if moved is not None else None


def _handle_draw(ctx: Ctx, event: Event) -> Event | None:
    from manastack.rules.drawing import handle_draw
    return handle_draw(ctx, event)


def _move_quietly(state: GameState, old: GameObject, to_zone: str) -> int:
    """A zone change with no replacement to consider (drawing's own move)."""
    _remove_from_zone(state, old)
    state.remove_object(old.id)
    state.remember(old)
    new = GameObject(state.new_id(), old.card, old.owner, to_zone, state.new_timestamp(), old.kind)
    state.add_object(new)
    _add_to_zone(state, new, "top")
    knowledge.moved(state, old, new)
    _note_successor(state, old.id, new.id)
    return new.id


def _note_successor(state: GameState, old_id: int, new_id: int) -> None:
    """400.7: the last known information of an object that changed zones names the new
    object it became (on a copy: the record may be shared with forks)."""
    record = state.lki[old_id].clone()
    record.became = new_id
    state.remember(record)


def _handle_damage(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, Damage)
    s = ctx.state
    source = s.last_known(event.source)
    src_chars = characteristics(s, event.source) if source else None
    target = event.target
    player = ref_player(target)
    as_counters = src_chars is not None and (src_chars.has("infect") or src_chars.has("wither"))
    if player is not None:
        s.player_w(player).damage_taken_this_turn += event.amount     # 120.3 (702.54a)
    if player is not None and src_chars is not None and src_chars.has("infect"):
        s.add_poison(player, event.amount)    # 702.90b, 120.3b: poison counters, no life lost
        ctx.log("702.90b", f"{ctx.name(event.source)} deals {event.amount} "
                f"{'combat ' if event.combat else ''}damage to {s.players[player].name} "
                f"(infect: {s.players[player].poison} poison counters)")
    elif player is not None:
        s.add_life(player, -event.amount)     # 120.3a; 810.9: a team's shared total
        s.player_w(player).life_lost_this_turn += event.amount
        p = s.players[player]
        ctx.log("120.3a", f"{ctx.name(event.source)} deals {event.amount} "
                f"{'combat ' if event.combat else ''}damage to {p.name} (life {p.life})")
    else:
        obj = s.get(target)
        if obj is None or obj.zone != "battlefield":
            return None
        tchars = characteristics(s, target)
        if tchars.is_("Planeswalker") and not tchars.is_creature:
            w = s.obj_w(target)
            w.counters["loyalty"] = w.counters.get("loyalty", 0) - event.amount   # 120.3c
            ctx.log("120.3c", f"{ctx.name(event.source)} deals {event.amount} damage to "
                    f"{ctx.name(target)} (loyalty {w.counters['loyalty']})")
        elif as_counters:
            # 120.3d, 702.90c, 702.80a: -1/-1 counters instead of marked damage.
            w = s.obj_w(target)
            w.counters["-1/-1"] = w.counters.get("-1/-1", 0) + event.amount
            if src_chars is not None and src_chars.has("deathtouch"):
                w.deathtouched = True      # 702.2b
            s.touch()
            ctx.log("120.3d", f"{ctx.name(event.source)} deals {event.amount} "
                    f"{'combat ' if event.combat else ''}damage to {ctx.name(target)} as "
                    f"-1/-1 counters")
        else:
            w = s.obj_w(target)
            w.damage += event.amount       # 120.3e
            if src_chars is not None and src_chars.has("deathtouch"):
                w.deathtouched = True      # 702.2b
            ctx.log("120.3e", f"{ctx.name(event.source)} deals {event.amount} "
                    f"{'combat ' if event.combat else ''}damage to {ctx.name(target)}")
        dealt = (s.turn, event.source)
        if dealt not in s.objects[target].damaged_by:      # 120.3: who dealt it damage
            s.obj_w(target).damaged_by += (dealt,)
    if src_chars is not None and src_chars.has("lifelink"):
        # 702.15b: part of the damage event; 119.10: a life-gain event all the same, which
        # "can't gain life" forbids and "if you would gain life" replaces.
        ctx.perform(LifeGain(src_chars.controller, event.amount, rule="702.15b",
                             cause=event.source))
    return event


def _handle_life_gain(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, LifeGain)
    ctx.state.add_life(event.player, event.amount)      # 810.9: a team's shared total
    ctx.state.player_w(event.player).life_gained_this_turn += event.amount     # 119.3
    p = ctx.state.players[event.player]
    ctx.log(event.rule or "119.1", f"{p.name} gains {event.amount} life (life {p.life})")
    return event


def _handle_life_loss(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, LifeLoss)
    ctx.state.add_life(event.player, -event.amount)     # 810.9: a team's shared total
    ctx.state.player_w(event.player).life_lost_this_turn += event.amount
    p = ctx.state.players[event.player]
    ctx.log(event.rule or "119.1", f"{p.name} loses {event.amount} life (life {p.life})")
    return event


def _handle_tap(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, Tap)
    obj = ctx.state.get(event.obj)
    if obj is None or obj.tapped:
        return None
    ctx.state.obj_w(event.obj).tapped = True
    return event


def _handle_transform(ctx: Ctx, event: Event) -> Event | None:
    from manastack.rules.transform import handle_transform
    assert isinstance(event, Transform)
    done = handle_transform(ctx.state, event.obj)
    if done is None:
        ctx.log("701.27c", f"{ctx.name(event.obj)} can't transform (712.9-10): nothing happens")
        return None
    ctx.log(*done)
    return event


def _handle_untap(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, Untap)
    obj = ctx.state.get(event.obj)
    if obj is None or not obj.tapped:
        return None
    ctx.state.obj_w(event.obj).tapped = False
    return event


def _handle_attach(ctx: Ctx, event: Event) -> Event | None:
    """701.3a-c: it can be attached only to what it could enchant or equip (303.4j,
    301.5c); to the object it's already attached to, nothing happens."""
    assert isinstance(event, Attach)
    s = ctx.state
    obj, host = s.get(event.obj), s.get(event.to)
    if obj is None or host is None or obj.zone != "battlefield" or host.zone != "battlefield" \
            or event.obj == event.to or obj.attached_to == event.to:
        return None
    chars = characteristics(s, event.obj)
    if "Equipment" in chars.subtypes:
        if chars.is_creature or not characteristics(s, event.to).is_creature:
            return None
    elif "Aura" in chars.subtypes:
        spec = obj.card.extra.get("enchant")
        if spec is not None and not spec.allows(s, event.to, chars.controller):
            return None
    else:
        return None
    w = s.obj_w(event.obj)
    w.attached_to = event.to
    w.timestamp = s.new_timestamp()      # 613.7e / 701.3c
    s.touch()
    ctx.log("701.3a", f"{ctx.name(event.obj)} becomes attached to {ctx.name(event.to)}",
            obj.card.name)
    return event


def _handle_add_mana(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, AddMana)
    if not event.units:
        return event
    p = ctx.state.player_w(event.player)
    p.pool = p.pool + event.units
    ctx.log("106.3", f"{p.name} adds {format_units(event.units)}"
            + (f" ({ctx.name(event.source)})" if event.source is not None else ""))
    return event


def _handle_add_counters(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, AddCounters)
    if ctx.state.get(event.obj) is None:
        return None
    w = ctx.state.obj_w(event.obj)
    w.counters[event.kind] = w.counters.get(event.kind, 0) + event.amount
    ctx.log("122.1", f"{ctx.name(event.obj)} gets {event.amount} {event.kind} counter(s)")
    return event


def _handle_remove_counters(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, RemoveCounters)
    if ctx.state.get(event.obj) is None:
        return None
    w = ctx.state.obj_w(event.obj)
    have = w.counters.get(event.kind, 0)
    left = max(0, have - event.amount)
    if left:
        w.counters[event.kind] = left
    else:
        w.counters.pop(event.kind, None)
    if have == left:
        return None     # none removed: nothing happened, nothing triggers
    ctx.log("122.1", f"{ctx.name(event.obj)} loses {have - left} {event.kind} counter(s)")
    # What triggers on the removal sees the counters really removed ("when the last time
    # counter is removed", 702.62a, 702.63a).
    return replace(event, amount=have - left)


def _handle_create_token(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, CreateToken)
    s = ctx.state
    for _ in range(event.count):
        token = GameObject(s.new_id(), event.card, event.player, "battlefield",
                           s.new_timestamp(), "token")
        token.control_since = s.turn
        token.tapped = event.tapped
        s.add_object(token)
        _add_to_zone(s, token, "top")
        ctx.log("111.1", f"{s.players[event.player].name} creates {event.card.name}#{token.id}")
        ctx._collect_triggers(ZoneMove(token.id, "battlefield", "create", new_id=token.id))
    return None   # triggers were collected per token


def _handle_create_emblem(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, CreateEmblem)
    s = ctx.state
    emblem = GameObject(s.new_id(), event.card, event.player, "command", s.new_timestamp(),
                        "emblem")
    s.add_object(emblem)
    _add_to_zone(s, emblem, "top")
    by = f" from {ctx.name(event.source)}" if event.source is not None else ""
    ctx.log("114.2", f"{s.players[event.player].name} gets an emblem{by}: {event.card.text}")
    return event


def _handle_lose(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, LoseGame)
    s = ctx.state
    p = s.players[event.player]
    if not p.in_game:
        return None
    s.player_w(event.player).lost = True
    ctx.log(event.rule or "104.3", f"{p.name} loses the game ({event.reason})")
    from manastack.rules.multiplayer import player_leaves
    player_leaves(ctx, event.player)
    return event


def _handle_win(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, WinGame)
    s = ctx.state
    team = s.players[event.player].team
    ctx.log(event.rule or "104.2b", f"{s.players[event.player].name} wins the game")
    for p in s.players:
        if p.in_game and p.team != team:
            s.player_w(p.index).lost = True
    for p in s.players:
        if p.in_game and p.team == team:
            s.player_w(p.index).won = True
    s.game_over = True
    return event


def _handle_shuffle(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, Shuffle)
    s = ctx.state
    p = s.player_w(event.player)
    s.rng, p.library = rng.shuffled(s.rng, p.library)
    knowledge.shuffled(s, event.player)     # 701.24a: no player knows the order
    ctx.log("701.24a", f"{p.name} shuffles their library")
    return event


def _handle_monarch(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, BecomeMonarch)
    s = ctx.state
    if s.monarch == event.player:
        return None
    s.monarch = event.player     # 724.3: the current monarch ceases to be the monarch
    ctx.log(event.rule or "724.3", f"{s.players[event.player].name} becomes the monarch")
    return event


INSTANT_SORCERY = frozenset({"Instant", "Sorcery"})


def _handle_spell_cast(ctx: Ctx, event: Event) -> Event | None:
    assert isinstance(event, SpellCast)
    # 601.2i: the spell becomes cast; counted before "whenever you cast" abilities trigger
    caster = ctx.state.player_w(event.player)
    caster.spells_cast_this_turn += 1
    if characteristics(ctx.state, event.obj).types & INSTANT_SORCERY:
        caster.instants_sorceries_cast_this_turn += 1
    return event


_HANDLERS: dict[type[Event], Any] = {
    ZoneMove: _handle_move,
    Destroy: _handle_destroy,
    Sacrifice: _handle_sacrifice,
    Draw: _handle_draw,
    Damage: _handle_damage,
    LifeGain: _handle_life_gain,
    LifeLoss: _handle_life_loss,
    Tap: _handle_tap,
    Untap: _handle_untap,
    Transform: _handle_transform,
    Attach: _handle_attach,
    AddMana: _handle_add_mana,
    AddCounters: _handle_add_counters,
    RemoveCounters: _handle_remove_counters,
    CreateToken: _handle_create_token,
    CreateEmblem: _handle_create_emblem,
    LoseGame: _handle_lose,
    WinGame: _handle_win,
    Shuffle: _handle_shuffle,
    BecomeMonarch: _handle_monarch,
    SpellCast: _handle_spell_cast,
}
