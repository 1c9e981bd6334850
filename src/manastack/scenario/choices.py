"""A script's choice texts: `$label` references and the options a text names."""

from __future__ import annotations

import re

from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import Choice, Decision
from manastack.rules.explain import match_text
from manastack.scenario.objects import follow, last_seen
from manastack.scenario.values import LABEL_REF_RE

ID_RE = re.compile(r"#(\d+)")


class _Failed(Exception):
    """A script step failed; carries the messages and, for expectations, the line of
    each (the run stops after the step)."""

    def __init__(self, messages: list[str], lines: list[int] | None = None) -> None:
        super().__init__("; ".join(messages))
        self.messages = messages
        self.lines = lines


def _player_index(game: Game, name: str) -> int:
    for p in game.state.players:
        if p.name == name:
            return p.index
    raise _Failed([f"no player {name!r}"])      # pragma: no cover - checked at load


def _substitute(game: Game, labels: dict[str, int], text: str) -> str:
    """$label -> the current name and id of the labelled card's object ("Grizzly
    Bears#12"): a label follows its card across zone changes (400.7)."""
    def one(match: re.Match[str]) -> str:
        label = match.group(1)
        obj = follow(game.state, labels[label])
        if obj is None:
            raise _Failed([f"${label} ({last_seen(game.state, labels[label])}) has ceased "
                           "to exist"])
        return f"{obj.card.name}#{obj.id}"
    return LABEL_REF_RE.sub(one, text)


def _describe_decision(game: Game) -> str:
    d = game.decision
    if d is None:
        return "the game is over"
    return f"{game.state.players[d.player].name} to decide {d.kind.value} ({d.prompt})"


def _norm(text: str, keep_ids: bool) -> str:
    """Case, spacing and commas ignored; "#ids" too unless `keep_ids`."""
    if not keep_ids:
        text = ID_RE.sub("", text)
    return " ".join(text.lower().replace(",", " ").split())


def _matches(decision: Decision, text: str) -> list[Choice]:
    """The options `text` names: its exact text; else the same text ignoring case and
    spacing, and ignoring object ids only if `text` gives none (so "Forest#1" never
    names Forest#2)."""
    text = text.strip()
    exact = [o for o in decision.options if str(o) == text]
    if exact:
        return exact
    keep = ID_RE.search(text) is not None
    want = _norm(text, keep)
    return [o for o in decision.options if _norm(str(o), keep) == want]


def _resolve(game: Game, text: str) -> Choice:
    """The choice a script's text names; when several options differ only in object ids
    (two Lightning Bolts in hand) the first is taken. IllegalChoiceError if none."""
    d = game.decision
    if d is None:
        raise IllegalChoiceError(f"choice {text!r}: the game is over")
    found = _matches(d, text)
    if not found:
        if match_text(game.state, d, text) is not None:
            try:        # an action the rules forbid now: the engine names the rule
                game.parse_choice(text)
            except IllegalChoiceError as exc:
                raise IllegalChoiceError(str(exc)) from None
        listed = "; ".join(str(o) for o in d.options)
        raise IllegalChoiceError(f"{text!r} is not a legal choice for "
                                 f"{game.state.players[d.player].name} ({d.prompt}); "
                                 f"legal choices: {listed}")
    return found[0]


def _unlegal_choice(decision: Decision | None, text: str) -> Choice | str:
    """What to hand the engine to test that `text` is rejected: the text itself, or, when
    it differs from an option only in its object ids, that option with the ids of the
    text (Decision.parse ignores ids, so the text alone would name the other object)."""
    if decision is None or ID_RE.search(text) is None:
        return text
    loose = _norm(text, keep_ids=False)
    for option in decision.options:
        if _norm(str(option), keep_ids=False) != loose:
            continue
        theirs = [int(i) for i in ID_RE.findall(str(option))]
        mine = [int(i) for i in ID_RE.findall(text)]
        if len(theirs) != len(mine):
            continue
        swap = dict(zip(theirs, mine, strict=True))
        args = tuple(swap.get(a, a) if isinstance(a, int) else a for a in option.args)
        return Choice(option.verb, args, text)
    return text
