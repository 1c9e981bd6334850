"""Drawing cards (121), exactly as the rules say (DESIGN.md lesson 1).

The order for one instruction "draw N cards":

1. The instruction itself (`DrawInstruction`) is performed first, so replacement effects
   that refer to the number of cards drawn modify it before any single draw (121.2a,
   616.1g).
2. It becomes N individual draws, one at a time (121.2). Each draw is checked against
   every "can't" effect first (Maralen's "players can't draw cards", the per-turn limits of
   Narset and Spirit of the Labyrinth, 121.2b): a draw that can't happen doesn't happen,
   isn't attempted (so it can't make anyone lose, 121.4) and can't be replaced (614.17c).
   The log names the rule and the card that stopped it.
3. A draw that can happen goes through the event pipeline (`Ctx.perform`): replacement
   effects, each at most once (614.5), ordered by the affected player (616.1); then the
   draw itself (`handle_draw`), which counts only cards actually drawn (a replaced draw is
   not a draw), or records an attempt to draw from an empty library (121.4, 704.5b).

Choices to draw (121.2b, 121.3, 614.17b): a player can't choose to draw, or to have another
player draw, when that draw couldn't happen; an optional or cost draw of several cards
can't be chosen unless every one of them could happen (`draw_choice_blocked`).

Also here: "instead ... you draw a card" redirections (Notion Thief, Plagiarize),
replacement effects created by resolving spells ("until end of turn, if target player
would draw ..."), "can't lose the game" / "can't win the game" effects (104.2b, 104.3e,
Platinum Angel) and cards brought in from outside the game (400.11b).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from manastack.rules import context as _context
from manastack.rules import knowledge
from manastack.rules.abilities import CardDef, ProhibitionAbility, ReplacementAbility
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.events import Draw, Event, LoseGame, WinGame
from manastack.rules.layers import OPERATIONS, characteristics
from manastack.rules.state import EffectRecord, GameObject, GameState, Step

if TYPE_CHECKING:
    from manastack.rules.context import Ctx, Resolving

# -- the per-turn record of draws ------------------------------------------------------
# `Player.drawn_this_turn` counts the cards a player actually drew this turn (the scenario
# format sets it). `Player.drawn_record` remembers each of this turn's draws as
# (turn, id of the drawn card in hand, 1 if it was drawn in the player's own draw step);
# entries of earlier turns are ignored and dropped as new draws are recorded.


def drawn_this_turn(state: GameState, player: int) -> int:
    """121: how many cards the player has actually drawn this turn."""
    return state.players[player].drawn_this_turn


def _this_turn(state: GameState, player: int) -> list[tuple[int, int, int]]:
    return [(int(e[0]), int(e[1]), int(e[2])) for e in state.players[player].drawn_record
            if e[0] == state.turn]


def drawn_cards_in_hand(state: GameState, player: int) -> list[int]:
    """The cards in the player's hand that they drew this turn (Sylvan Library). A card
    that left the hand and came back is a new object (400.7), not a drawn card."""
    hand = state.players[player].hand
    return [oid for _, oid, _ in _this_turn(state, player) if oid in hand]


def in_own_draw_step(state: GameState, player: int) -> bool:
    """Whether it is this player's draw step (504; in Two-Headed Giant the team's)."""
    return state.step is Step.DRAW and player in state.teammates(state.active)


def draws_in_own_draw_step(state: GameState, player: int) -> int:
    """How many cards the player has drawn in their draw step this turn. Draws a position
    says were made (`drawn_this_turn`) without a record count as made in the draw step
    when the position is in that step."""
    entries = _this_turn(state, player)
    count = sum(flag for _, _, flag in entries)
    unrecorded = state.players[player].drawn_this_turn - len(entries)
    if unrecorded > 0 and in_own_draw_step(state, player):
        count += unrecorded
    return count


def is_first_draw_of_draw_step(state: GameState, player: int) -> bool:
    """Whether the player's next draw would be "the first one they draw in each of their
    draw steps" (Notion Thief, Chains of Mephistopheles). Only a card actually drawn
    counts: if the first draw was replaced, the next one is still the first."""
    return in_own_draw_step(state, player) and draws_in_own_draw_step(state, player) == 0


def _record_draw(state: GameState, player: int, new_id: int) -> None:
    flag = 1 if in_own_draw_step(state, player) else 0
    p = state.player_w(player)
    kept = tuple(e for e in p.drawn_record if e[0] == state.turn)
    p.drawn_record = (*kept, (state.turn, new_id, flag))
    p.drawn_this_turn += 1


# -- "can't" effects on draws (101.2, 121.2b, 614.17) ------------------------------------------
@dataclass(frozen=True, slots=True)
class DrawProhibition(ProhibitionAbility):
    """A "can't draw" effect of a permanent: `applies(state, source, player)` says whether
    it forbids that player's next draw now. `rule` is cited in the log."""

    rule: str = "101.2"
    limit: int | None = None          # "can't draw more than N cards each turn" (121.2b)


def _controller(state: GameState, source: GameObject) -> int:
    return characteristics(state, source.id).controller if source.zone == "battlefield" \
        else source.controller


def cant_draw(text: str, who: Callable[[GameState, int, int], bool]) -> DrawProhibition:
    """"[Players] can't draw cards." `who(state, controller, player)` picks the players."""
    def forbids(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, Draw) and who(state, _controller(state, source), event.player)
    return DrawProhibition(text, forbids, rule="101.2")


def draw_limit(text: str, limit: int, who: Callable[[GameState, int, int], bool]
               ) -> DrawProhibition:
    """"[Players] can't draw more than N card(s) each turn" (121.2b): it applies to each
    single draw, and counts the cards the player drew earlier in the turn, including any
    drawn before this permanent arrived (without undoing them)."""
    def forbids(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, Draw) and who(state, _controller(state, source), event.player) \
            and drawn_this_turn(state, event.player) >= limit
    return DrawProhibition(text, forbids, rule="121.2b", limit=limit)


def each_player(state: GameState, controller: int, player: int) -> bool:
    return True


def each_opponent(state: GameState, controller: int, player: int) -> bool:
    return state.players[player].team != state.players[controller].team


@dataclass(frozen=True, slots=True)
class Stop:
    """Why a draw can't happen: the rule, the card (if any) and a readable reason."""

    rule: str
    reason: str
    card: str | None = None


def draw_stopped(state: GameState, player: int, ahead: int = 0) -> Stop | None:
    """The "can't" effect that forbids `player`'s next single draw now, or None (121.2b,
    614.17). Library size doesn't matter: a draw from an empty library can happen (and
    loses, 121.4). `ahead`: draws of the same instruction that `state` counts as made
    before this one (a probe of `draws_stopped`), which the reason doesn't count as drawn."""
    event = Draw(player)
    name = state.players[player].name
    objects = state.objects
    for oid in _context.prohibition_sources(state):
        source = objects[oid]
        for ability in source.card.abilities:
            if isinstance(ability, ProhibitionAbility) and ability.forbids(state, event, source):
                rule = ability.rule if isinstance(ability, DrawProhibition) else "101.2"
                reason = f"{source.card.name}#{source.id}: {ability.text}"
                if isinstance(ability, DrawProhibition) and ability.limit is not None:
                    reason += _limit_reason(name, drawn_this_turn(state, player) - ahead, ahead)
                return Stop(rule, reason, source.card.name)
    for rule_check in _context.hooks_for(_context.RULE_PROHIBITIONS, type(event)):
        found: tuple[str, str] | None = rule_check(state, event)
        if found is not None:
            return Stop(found[0], found[1])
    return None


def _limit_reason(name: str, drawn: int, ahead: int) -> str:
    """Why a draw limit stops a draw (121.2b): the cards actually drawn this turn, and
    which of the draws asked for would be one too many."""
    if not ahead:
        return f" ({name} has drawn {drawn} this turn)"
    nth = _ORDINALS.get(ahead + 1, f"{ahead + 1}th")
    return f" ({name} has drawn {drawn} this turn; the {nth} of these draws would be one too many)"


_ORDINALS = {2: "second", 3: "third"}


def draws_stopped(state: GameState, player: int, count: int) -> Stop | None:
    """Whether all of `count` draws in a row could happen: the first "can't" effect that
    would stop one of them (the k-th draw is judged as if the k-1 before it had happened)."""
    for k in range(count):
        probe = state
        if k:
            probe = state.fork()      # a throwaway copy; the real state is untouched
            probe.player_w(player).drawn_this_turn += k
        stop = draw_stopped(probe, player, ahead=k)
        if stop is not None:
            return stop
    return None


def draw_choice_blocked(state: GameState, player: int, count: int = 1) -> Stop | None:
    """Why a player can't choose to draw `count` cards, can't have `player` draw them, or
    can't pay a cost that includes drawing them; None if they can. 121.3-121.3a: a player
    may choose to draw from an empty library, but not a draw that can't happen; 121.2b:
    not several draws when a limit would stop any of them; 614.17b: not as a cost."""
    return draws_stopped(state, player, count)


# -- drawing ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DrawInstruction(Event):
    """121.2a: an instruction to draw `count` cards, before it becomes single draws."""

    player: int
    count: int

    @property
    def affected_player(self) -> int | None:
        return self.player


def draw(ctx: Ctx, player: int, count: int = 1, rule: str = "121.1") -> int:
    """121.2: `player` draws `count` cards one at a time. Returns how many cards that
    player actually drew."""
    if count <= 0:
        return 0
    done = ctx.perform(DrawInstruction(player, count, rule=rule))
    if not isinstance(done, DrawInstruction):
        return 0                 # replaced by something else entirely
    drawn = 0
    for _ in range(done.count):
        if ctx.state.game_over:
            break
        if draw_one(ctx, done.player, rule):
            drawn += 1
    return drawn


def draw_one(ctx: Ctx, player: int, rule: str = "121.1") -> bool:
    """One draw (121.1): "can't" effects first (614.17: a draw that can't happen isn't
    attempted and can't be replaced), then replacement effects and the draw itself.
    Returns whether `player` drew a card."""
    s = ctx.state
    if not s.players[player].in_game:
        return False
    stop = draw_stopped(s, player)
    if stop is not None:
        log_stopped(ctx, player, stop)
        return False
    done = ctx.perform(Draw(player, rule=rule))
    return isinstance(done, Draw) and done.player == player and done.cause is not None


def log_stopped(ctx: Ctx, player: int, stop: Stop, what: str = "draw") -> None:
    name = ctx.state.players[player].name
    ctx.log(stop.rule, f"{name}'s {what} doesn't happen: {stop.reason.rstrip('.')}; a draw "
            "that can't happen isn't attempted and can't be replaced (614.17)", stop.card)


def each_player_draws(ctx: Ctx, counts: Mapping[int, int] | Iterable[tuple[int, int]],
                      rule: str = "121.1") -> None:
    """121.2c: when several players are instructed to draw, the active player performs
    all of their draws first, then each other player in turn order (with shared team
    turns, the active team in the order it likes first, 121.2d)."""
    from manastack.rules.multiplayer import draw_order
    wanted = dict(counts.items() if isinstance(counts, Mapping) else counts)
    for player in draw_order(ctx, [p for p, n in wanted.items() if n > 0]):
        if wanted.get(player, 0) > 0:
            draw(ctx, player, wanted[player], rule)


def may_draw(ctx: Ctx, player: int, count: int, prompt: str, chooser: int | None = None,
             rule: str = "121.1") -> bool:
    """An optional draw ("you may draw two additional cards", "unless any opponent has you
    draw a card"): `chooser` (default: the drawing player) is asked only if every draw
    could happen (121.2b, 121.3, 121.3a); otherwise the log says why the choice isn't
    offered. Returns whether the draws were chosen (they may still be replaced)."""
    chooser = player if chooser is None else chooser
    blocked = draw_choice_blocked(ctx.state, player, count)
    if blocked is not None:
        name = ctx.state.players[chooser].name
        target = "draw" if chooser == player else f"have {ctx.state.players[player].name} draw"
        cards = "a card" if count == 1 else f"{count} cards"
        why = "121.2b" if count > 1 and blocked.rule == "121.2b" else \
            ("121.3a" if chooser != player else "121.3")
        ctx.log(why, f"{name} can't choose to {target} {cards}: {blocked.reason}", blocked.card)
        return False
    if not ctx.may(chooser, prompt):
        return False
    draw(ctx, player, count, rule)
    return True


def handle_draw(ctx: Ctx, event: Event) -> Event | None:
    """The draw itself (step 3 of the pipeline): the top card of the library goes to the
    hand (121.1); from an empty library the player only attempts to draw (121.4)."""
    assert isinstance(event, Draw)
    s = ctx.state
    p = s.players[event.player]
    if not p.library:
        s.player_w(event.player).attempted_empty_draw = True
        ctx.log("121.4", f"{p.name} attempts to draw from an empty library (704.5b: they lose "
                "the next time state-based actions are checked)")
        return None
    old = s.objects[p.library[0]]
    new_id = _context._move_quietly(s, old, "hand")
    _record_draw(s, event.player, new_id)
    count = s.players[event.player].drawn_this_turn
    ctx.log(event.rule or "121.1", f"{p.name} draws a card ({count} this turn)")
    return replace(event, cause=new_id)


# -- replacement effects on draws (614.11, 616) ---------------------------------------------
def redirect_draw(ctx: Ctx, event: Event, to_player: int) -> Event | None:
    """"Instead that player skips that draw and you draw a card": the modified event is a
    draw by `to_player`, which other replacement effects may still modify (616.2). If that
    draw can't happen, the modified event is simply ignored (614.6, 614.17c)."""
    assert isinstance(event, Draw)
    s = ctx.state
    ctx.log("614.6", f"{s.players[event.player].name} skips that draw; "
            f"{s.players[to_player].name} draws a card instead")
    if not s.players[to_player].in_game:
        return None
    stop = draw_stopped(s, to_player)
    if stop is not None:
        log_stopped(ctx, to_player, stop)
        return None
    return replace(event, player=to_player)


REPLACEMENT_OP = "replacement"
# A replacement effect from a resolved spell or ability is a continuous effect (614.1)
# that changes no characteristics; its record names the ability that defines it.
OPERATIONS.setdefault(REPLACEMENT_OP, (REPLACEMENT_OP, lambda c, params: None))


def create_replacement_effect(ctx: Ctx, r: Resolving, index: int,
                              duration: str = "end of turn") -> None:
    """611.2 / 614.1: a resolving spell or ability creates the replacement effect defined
    by ability `index` of its card ("Until end of turn, if target player would draw a
    card, instead ..."). The ability sees the spell's last known information (its
    controller and targets)."""
    s = ctx.state
    record = EffectRecord(REPLACEMENT_OP, (index,), REPLACEMENT_OP, s.new_timestamp(), (),
                          duration, r.obj, r.controller)
    s.effects = (*s.effects, record)
    s.touch()


def _replacement_records(effects: tuple[EffectRecord, ...]) -> tuple[EffectRecord, ...]:
    return tuple(r for r in effects if r.op == REPLACEMENT_OP and r.source is not None)


def _resolved_replacements(state: GameState, event: Event
                           ) -> list[tuple[tuple[int, int], ReplacementAbility, GameObject]]:
    out: list[tuple[tuple[int, int], ReplacementAbility, GameObject]] = []
    # Asked for every event while any effect exists: the replacement effects among them
    # are kept while the same effects tuple is in place.
    for record in state.zone_memo("replacement effects", state.effects, _replacement_records,
                                  state.effects):
        assert record.source is not None
        source = state.last_known(record.source)
        if source is None:
            continue
        index = int(record.params[0])
        ability = source.card.abilities[index]
        if isinstance(ability, ReplacementAbility) and ability.applies(state, event, source):
            out.append(((record.source, index), ability, source))
    return out


if _resolved_replacements not in _context.RULE_REPLACEMENTS:
    _context.RULE_REPLACEMENTS.append(_resolved_replacements)


# -- winning and losing (104.2b, 104.3e, 104.3a) --------------------------------------------
def cant_lose_and_opponents_cant_win(text: str) -> ProhibitionAbility:
    """"You can't lose the game and your opponents can't win the game." A player may still
    concede (104.3a), and wins when all opponents have left (104.2a overrides this)."""
    def forbids(state: GameState, event: Event, source: GameObject) -> bool:
        controller = _controller(state, source)
        if isinstance(event, LoseGame):
            return event.player == controller and event.rule != "104.3a"
        if isinstance(event, WinGame):
            return state.players[event.player].team != state.players[controller].team
        return False
    return ProhibitionAbility(text, forbids)


# -- outside the game (400.11) ---------------------------------------------------------------
def bring_into_game(ctx: Ctx, player: int, card: CardDef, zone: str = "library") -> int:
    """400.11b: a card the player owns comes into the game from outside it, as a new
    object in one of their zones (at the top of the library; shuffle after as the effect
    says). Returns its id."""
    s = ctx.state
    obj = GameObject(s.new_id(), card, player, zone, s.new_timestamp())
    s.add_object(obj)
    p = s.player_w(player)
    if zone == "library":
        p.library = (obj.id, *p.library)
    else:
        setattr(p, zone, (*p.zone(zone), obj.id))
    s.touch()
    knowledge.created(s, obj, player)       # they chose it; nobody else knows it
    ctx.log("400.11b", f"{p.name} brings {card.name}#{obj.id} into the game from outside it "
            f"({zone})", card.name)
    return obj.id


def choose_from_outside(ctx: Ctx, player: int, up_to: int, prompt: str,
                        allowed: Callable[[str], bool] | None = None,
                        required: bool = False) -> list[str]:
    """Choose up to `up_to` of the cards the player owns outside the game (400.11a: their
    sideboard), among those `allowed` passes (a card's name; all by default); with
    `required`, one must be chosen while any is allowed. They leave the outside list.
    Returns the chosen card names."""
    s = ctx.state
    remaining = list(s.players[player].outside)
    chosen: list[str] = []
    while len(chosen) < up_to:
        options = [Choice("pick", (i,), f"pick {name} (outside the game)")
                   for i, name in enumerate(remaining) if allowed is None or allowed(name)]
        if not options:
            break
        if not required:
            options.append(Choice("done", (), "done"))
        answer = ctx.choose(player, DecisionKind.PICK,
                            f"{prompt} ({len(chosen) + 1} of up to {up_to})", options)
        if answer.verb == "done":
            break
        chosen.append(remaining.pop(int(answer.args[0])))
    if chosen:
        s.player_w(player).outside = tuple(remaining)
    return chosen

