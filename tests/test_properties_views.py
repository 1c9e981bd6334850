"""Views and logs per player in random games (400.2 hidden zones, 402.3, 701.20-701.25, 810.5).

*Twins:* two games alike in all but one card of one player's deck, Grizzly Bears in one
and Balduvian Bears (the same card in every way the rules see, 2/2 Bear for {1}{G}) in
the other, played with the same choices (chosen by their texts, twin names alike). While
the twin is hidden from a player (in a library, its owner's included, or in a hand they
may not review, 810.5) and none of their decisions has named it, they must get identical
views and logs at every decision, and the twin's name must appear in neither: a player's
view depends only on what they may know.

*Samples:* at random decisions, `game.sample(player)` gives that player the same view and
log as the game itself, and plays on to the end like any game.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from manastack.cards.decks import demo_decks
from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.knowledge import HIDDEN_ZONES, knows
from strategies import starter_mix

TWIN, OTHER_TWIN = "Grizzly Bears", "Balduvian Bears"
MAX_DECISIONS = 200
SAMPLE_ONE_IN = 40
SAMPLE_PLAY = 60            # decisions a sample plays on (it must play like any game)
SETTINGS = settings(max_examples=2, deadline=None,
                    phases=(Phase.explicit, Phase.reuse, Phase.generate))
VARIANTS = ("two-player", "free-for-all", "two-headed-giant")


def decks_for(variant: str, seed: int) -> list[list[CardDef]]:
    aggro, control = demo_decks()
    if variant == "two-player":
        return [aggro, control] if seed % 2 else starter_mix()
    if variant == "free-for-all":
        return [aggro, control, list(aggro)]
    return [aggro, control, list(control), list(aggro)]


def twin_games(variant: str, seed: int) -> tuple[Game, Game, int]:
    """The two games, and the index of the twin's deck."""
    rng = random.Random(seed)
    decks = decks_for(variant, seed)
    owner = rng.randrange(len(decks))
    place = rng.randrange(len(decks[owner]))
    games = []
    for name in (TWIN, OTHER_TWIN):
        changed = [list(d) for d in decks]
        changed[owner][place] = get_card(name)
        games.append(Game.new(changed, seed=seed, variant=variant))
    return games[0], games[1], owner


def alike(text: str) -> str:
    return text.replace(OTHER_TWIN, TWIN)


def twin_place(game: Game) -> tuple[str, int] | None:
    """The hidden zone and owner of the twin, None once it is in a public zone."""
    for obj in game.state.objects.values():
        if obj.card.name == OTHER_TWIN:
            return (obj.zone, obj.owner) if obj.zone in HIDDEN_ZONES else None
    return None


@pytest.mark.parametrize("variant", VARIANTS)
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_a_player_cannot_tell_twins_apart(seed: int, variant: str) -> None:
    """400.2 / 402.3 / 810.5: while one card of a deck is hidden from a player (in a
    library, its owner's included, or in a hand they may not review) and no decision of
    theirs has shown it (a scry's choices, 701.22a), their views and logs are the same
    whichever card it is, and never name it; a spectator's too."""
    one, two, _ = twin_games(variant, seed)
    rng = random.Random(seed)
    players = len(one.state.players)
    saw = [False] * players
    last: dict[int | None, tuple[Game, Game]] = {}   # the last forks where it was hidden
    for _ in range(MAX_DECISIONS):
        place = twin_place(two)
        decision = two.decision
        if place is None or decision is None:
            break
        zone, owner = place
        if any(OTHER_TWIN in str(o) for o in decision.options):
            saw[decision.player] = True
        if zone == "hand":
            for p in two.state.players:
                if p.index == owner or (variant == "two-headed-giant"
                                        and p.team == two.state.players[owner].team):
                    saw[p.index] = True
        for player in (*(p for p in range(players) if not saw[p]), None):
            seen = json.dumps(two.view(player))
            assert seen == json.dumps(one.view(player)), f"player {player}'s views differ"
            assert OTHER_TWIN not in seen
            last[player] = (one.fork(), two.fork())
        options = sorted(one.legal_choices(), key=lambda o: alike(str(o)))
        pick = alike(str(options[rng.randrange(len(options))]))
        one.apply(next(o for o in one.legal_choices() if alike(str(o)) == pick))
        two.apply(next(o for o in two.legal_choices() if alike(str(o)) == pick))
    assert None in last
    for player, (first, second) in last.items():   # logs only grow: the last holds all
        log = second.log_text(player)
        assert log == first.log_text(player), f"player {player}'s logs differ"
        assert OTHER_TWIN not in log


@pytest.mark.parametrize("variant", VARIANTS)
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_a_sample_keeps_what_the_player_knows(seed: int, variant: str) -> None:
    """A sample of the game for a player (determinisation) shows them the same view and
    log, redraws what they don't know, and plays on to the end like any game."""
    game = Game.new(decks_for(variant, seed), seed=seed, variant=variant)
    rng = random.Random(seed)
    sampled = 0
    for decisions in range(MAX_DECISIONS):
        if game.decision is None:
            break
        if decisions % SAMPLE_ONE_IN == 3:
            player = rng.randrange(len(game.state.players))
            sample = game.sample(player, rng)
            view = game.view(player)
            assert json.loads(json.dumps(view)) == view          # plain JSON data
            assert json.dumps(sample.view(player)) == json.dumps(view)
            assert sample.log_text(player) == game.log_text(player)
            assert sample.decision is not None
            assert sample.decision.player == game.decision.player
            sampled += 1
            if sampled == 1:
                play_on(sample, rng)
        options = game.legal_choices()
        game.apply(options[rng.randrange(len(options))])
    assert sampled > 0


def play_on(game: Game, rng: random.Random) -> None:
    """A sample is a game: its choices apply, forks and saves of it are exact."""
    for _ in range(SAMPLE_PLAY):
        if game.decision is None:
            return
        options = game.legal_choices()
        game.apply(options[rng.randrange(len(options))])
    assert Game.load(game.save()).state_hash() == game.state_hash()


# -- face-down spells and permanents (708) ------------------------------------------------
FACE_DOWN_CARDS = ("Canyon Lurkers", "Glacial Stalker", "Branchsnap Lorian", "Aerie Bowmasters",
                   "Echo Tracer", "Soul Summons", "Sultai Emissary", "Consider", "Shock")
FACE_DOWN_LANDS = ("Mountain", "Island", "Forest", "Plains", "Swamp")


def face_down_deck() -> list[CardDef]:
    return [get_card(n) for n in FACE_DOWN_CARDS * 3 + FACE_DOWN_LANDS * 4 + ("Island",) * 3]


def face_down_hidden_from(game: Game, player: int) -> list[int]:
    """The face-down objects whose card `player` may not look at (708.5)."""
    state = game.state
    return [oid for oid in (*state.battlefield, *state.stack)
            if state.objects[oid].hidden_card is not None and not knows(state, player, oid)]


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("variant", VARIANTS)
def test_face_down_cards_stay_hidden_and_samples_redraw_them(seed: int, variant: str) -> None:
    """708.5 / 708.2a: in random games where players morph, manifest and turn cards face
    up, a face-down object appears in the view of a player who may not look at it with no
    card, only what made it face down; and a sample for that player (its face-down cards,
    hands and libraries redrawn) gives them the same view and log at every decision
    sampled, so no view or log entry depends on a face-down card they don't know; the
    sample plays on like any game."""
    players = {"two-player": 2, "free-for-all": 3, "two-headed-giant": 4}[variant]
    game = Game.new([face_down_deck() for _ in range(players)], seed=seed, variant=variant)
    rng = random.Random(seed)
    hidden_seen, played = 0, False
    for decisions in range(MAX_DECISIONS * 2):
        if game.decision is None:
            break
        for player in range(players):
            unknown = face_down_hidden_from(game, player)
            hidden_seen += len(unknown)
            shown = {o["id"]: o for o in game.view(player)["battlefield"] + game.view(player)["stack"]}
            assert all(shown[oid]["card"] is None and shown[oid]["face_down"] for oid in unknown)
            if unknown and decisions % 7 == 0:
                sample = game.sample(player, rng)
                assert json.dumps(sample.view(player)) == json.dumps(game.view(player))
                assert sample.log_text(player) == game.log_text(player)
                if not played:
                    play_on(sample, rng)
                    played = True
        options = game.legal_choices()
        wanted = [o for o in options if o.verb in ("morph", "turn")]
        pick = wanted if wanted and rng.random() < 0.5 else options
        game.apply(pick[rng.randrange(len(pick))])
    assert hidden_seen > 0
