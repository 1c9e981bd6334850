"""Helpers shared by the test folders: positions and games built from them, choices by their
text, passing priority, and reading zones, objects and the log.

The helper modules of the test families (`draw_helpers.py`, `rules/mp_helpers.py`,
`rules/mana_helpers.py`, `cards/oracle_harness.py`) build on these."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState
from manastack.scenario import build_game_with_labels

ALICE, BOB, CAROL = 0, 1, 2

ID_RE = re.compile(r"#\d+")


# -- positions ------------------------------------------------------------------------------
def position(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None, *,
             carol: dict[str, Any] | None = None, turn: int = 3, active: str = "Alice",
             step: str = "precombat main", stage: str | None = None, priority: str | None = None,
             **extra: Any) -> dict[str, Any]:
    """A position of Alice and Bob (and Carol, if given); `alice`, `bob` and `carol` are player
    entries without the name. `stage` and `priority` are written only when given."""
    players = [{"name": "Alice", **(alice or {})}, {"name": "Bob", **(bob or {})}]
    if carol is not None:
        players.append({"name": "Carol", **carol})
    out: dict[str, Any] = {"turn": turn, "active": active, "step": step, "players": players}
    if stage is not None:
        out["stage"] = stage
    if priority is not None:
        out["priority"] = priority
    return {**out, **extra}


def game_at(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None, *,
            carol: dict[str, Any] | None = None, turn: int = 3, active: str = "Alice",
            step: str = "precombat main", stage: str | None = "priority", priority: str | None = None,
            cards: tuple[CardDef, ...] = ()) -> tuple[Game, dict[str, int]]:
    """The game at a `position` (with inline `cards`), and its labels; `stage=None` leaves the
    stage out of the position."""
    return build_game_with_labels(position(alice, bob, carol=carol, turn=turn, active=active,
                                           step=step, stage=stage, priority=priority), cards=cards)


def idx(game: Game, name: str) -> int:
    """The index of the player called `name`."""
    return next(p.index for p in game.state.players if p.name == name)


# -- choices --------------------------------------------------------------------------------
def texts(game: Game) -> list[str]:
    """The texts of the legal options."""
    return [str(c) for c in game.legal_choices()]


def _norm(text: str) -> str:
    return " ".join(ID_RE.sub("", text).lower().replace(",", " ").split())


def who(game: Game) -> str:
    """Whose decision is pending, of what kind, and its prompt."""
    d = game.decision
    if d is None:
        return "game over"
    return f"{game.state.players[d.player].name}: {d.kind.value}: {d.prompt}"


def find(game: Game, text: str, *, loose: bool = True) -> Choice | str:
    """The legal option written `text`: exactly, else (with `loose`) ignoring case and object
    ids. Without `loose` and no option written so, `text` itself: Game.apply parses it
    (loosely) or explains why it is illegal."""
    options = game.legal_choices()
    exact = [o for o in options if str(o) == text]
    if exact:
        return exact[0]
    if not loose:
        return text
    near = [o for o in options if _norm(str(o)) == _norm(text)]
    assert near, f"no option {text!r} in {[str(o) for o in options]} ({who(game)})"
    return near[0]


def do(game: Game, *choices: str, by: str | None = None, loose: bool = True) -> None:
    """Make decisions by their text (see `find`); `by` checks whose decision each is."""
    for text in choices:
        d = game.decision
        assert d is not None, f"game over before {text!r}"
        if by is not None:
            assert game.state.players[d.player].name == by, f"{text!r}: {who(game)}"
        game.apply(find(game, text, loose=loose))


def choose(game: Game, prefix: str, *, ignore_case: bool = False) -> None:
    """Make the pending decision: the first option whose text starts with `prefix`."""
    for option in game.legal_choices():
        text = str(option)
        if text.lower().startswith(prefix.lower()) if ignore_case else text.startswith(prefix):
            game.apply(option)
            return
    raise AssertionError(f"no option starting with {prefix!r} among {texts(game)}")


def pay(game: Game, *, required: bool = True) -> None:
    """Pay the pending mana cost from the pool or automatically; unless `required`, only if a
    payment is pending."""
    pending = game.decision is not None and game.decision.kind is DecisionKind.MANA_PAYMENT
    if required:
        assert pending
    if pending:
        game.apply(next(c for c in game.legal_choices() if c.verb in ("pay", "auto")))


def target_and_pay(game: Game, *targets: str, x: int | None = None) -> None:
    """After casting a spell or activating an ability: announce X (if given), choose the
    targets ("Bob", "Gray Ogre#6") and pay the mana cost, if there is one."""
    if x is not None:
        game.apply(f"X={x}")
    for t in targets:
        game.apply(f"target {t}")
    pay(game, required=False)


def cast_resolved(game: Game, card: str, *targets: str, by: str | None = None) -> None:
    """Cast `card` from hand at `targets` ("Bob", "Gray Ogre#6"), pay it, and pass until it
    has resolved (608.1); `by` checks whose decision the cast is."""
    do(game, f"cast {card}", *(f"target {t}" for t in targets), by=by)
    pay(game, required=False)
    pass_all(game)


# -- passing priority -----------------------------------------------------------------------
def resolve(game: Game) -> None:
    """Both players pass: the top object of the stack resolves (608.1)."""
    assert game.state.stack, "nothing to resolve"
    game.apply("pass")
    game.apply("pass")


def pass_all(game: Game, *, check: bool = True, until_stack_changes: bool = False) -> None:
    """Players pass in succession until the top of the stack resolves or the step ends
    (117.4), stopping at the next decision that isn't priority (as `pass: all`). `check`:
    assert that it's a priority decision first; `until_stack_changes`: also stop as soon as
    the stack is another one."""
    d = game.decision
    if check:
        assert d is not None and d.kind is DecisionKind.PRIORITY, who(game)
    start = game.state.stack
    while True:
        game.apply("pass")
        d = game.decision
        if game.state.passes == 0 or d is None or d.kind is not DecisionKind.PRIORITY:
            return
        if until_stack_changes and game.state.stack != start:
            return


def pass_priority(game: Game) -> None:
    """Answer "pass" (for `pass_until`'s `other`)."""
    game.apply("pass")


def take_first(game: Game) -> None:
    """Take the first legal option (for `pass_until`'s `other`)."""
    game.apply(game.legal_choices()[0])


def pass_until(game: Game, done: Callable[[Game], bool], *, limit: int = 400,
               other: Callable[[Game], None] | None = None) -> None:
    """Pass priority and declare no attackers or blockers until `done(game)` holds; any other
    decision is `other`'s to make (without `other` it fails the test)."""
    for _ in range(limit):
        if done(game):
            return
        d = game.decision
        assert d is not None, "the game ended first"
        if d.kind is DecisionKind.PRIORITY:
            game.apply("pass")
        elif d.kind is DecisionKind.ATTACKERS:
            game.apply("done declaring attackers")
        elif d.kind is DecisionKind.BLOCKERS:
            game.apply("done declaring blockers")
        elif other is not None:
            other(game)
        else:
            raise AssertionError(f"unexpected decision {who(game)}: {texts(game)}")
    raise AssertionError("condition never held")


def at_step(step: str, active: str | None = None, *, turn: int | None = None,
            priority: bool = True) -> Callable[[Game], bool]:
    """`pass_until`'s condition: the game is in `step` (of `turn`, with `active` the active
    player) and, with `priority`, a player has priority."""
    def check(game: Game) -> bool:
        s = game.state
        if priority and (game.decision is None or game.decision.kind is not DecisionKind.PRIORITY):
            return False
        return (s.step.value == step and (turn is None or s.turn == turn)
                and (active is None or s.players[s.active].name == active))
    return check


# -- reading --------------------------------------------------------------------------------
def permanent_names(state: GameState, player: int | None = None, *, layers: bool = False) -> list[str]:
    """The names of the permanents (`player`'s: the controller as stored, or with `layers`
    as the layers make it)."""
    return [o.card.name for o in state.permanents()
            if player is None
            or (characteristics(state, o.id).controller if layers else o.controller) == player]


def names(state: GameState, zone: str, player: int) -> list[str]:
    """The names of the cards in `player`'s `zone` (the battlefield: the permanents they
    control)."""
    if zone == "battlefield":
        return permanent_names(state, player)
    return [state.objects[i].card.name for i in state.players[player].zone(zone)]


def zone(game: Game, player: int, which: str) -> list[str]:
    return names(game.state, which, player)


def permanents(game: Game, player: int | None = None) -> list[str]:
    return permanent_names(game.state, player)


def battlefield(game: Game, player: int | None = None) -> list[str]:
    """The names of the permanents (`player`'s, the controller as the layers make it)."""
    return permanent_names(game.state, player, layers=True)


def on_battlefield(game: Game, oid: int) -> bool:
    return oid in game.state.battlefield


def name(game: Game, oid: int) -> str:
    """The choice-text name of an object: "Grizzly Bears#5"."""
    obj = game.state.last_known(oid)
    assert obj is not None
    return f"{obj.card.name}#{oid}"


def pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    c = characteristics(game.state, oid)
    return c.power, c.toughness


def life(game: Game, player: int) -> int:
    return game.state.players[player].life


def cites(game: Game, rule: str, *, prefix: bool = False) -> bool:
    """The log cites `rule` or one of its subrules (704.5 for 704.5b, not 704.50); with
    `prefix`, any rule starting with `rule`."""
    if prefix:
        return any(e.rule.startswith(rule) for e in game.log())
    return any(e.rule == rule or e.rule.startswith(rule + ".")
               or (e.rule.startswith(rule) and e.rule[len(rule):].isalpha())
               for e in game.log())


def stack_names(state: GameState) -> list[str]:
    """The names on the stack, top first; an ability is "<source> ability"."""
    out = []
    for oid in reversed(state.stack):
        obj = state.objects[oid]
        if obj.kind == "ability":
            src = state.last_known(obj.source) if obj.source is not None else None
            out.append(f"{src.card.name if src is not None else obj.card.name} ability")
        else:
            out.append(obj.card.name)
    return out


def stack(game: Game) -> list[str]:
    """`stack_names` of the game's state."""
    return stack_names(game.state)


def log_has(game: Game, text: str) -> bool:
    return text in game.log_text()


def blocked_attack(alice: list[Any], bob: list[Any], attacker: str, blocker: str, *,
                   bob_hand: tuple[str, ...] = (), cards: tuple[CardDef, ...] = (),
                   until: str = "end of combat") -> tuple[Game, dict[str, int]]:
    """Bob attacks Alice with his permanent labelled `attacker` and Alice blocks it with hers
    labelled `blocker` (battlefields `alice` and `bob`, Bob's hand `bob_hand`); the game at
    `until` (508.1, 509.1)."""
    game, labels = game_at({"battlefield": alice, "library": ["Island"] * 6},
                           {"battlefield": bob, "hand": list(bob_hand), "library": ["Island"] * 6},
                           active="Bob", step="declare attackers", stage="begin", cards=cards)
    do(game, f"attack with {name(game, labels[attacker])} -> Alice", "done declaring attackers",
       by="Bob")
    pass_all(game)
    do(game, f"block {name(game, labels[attacker])} with {name(game, labels[blocker])}",
       "done declaring blockers", by="Alice")
    pass_until(game, at_step(until))
    return game, labels
