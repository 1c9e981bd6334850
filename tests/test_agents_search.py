"""The search player: information-set Monte Carlo tree search over determinisations of what
its player doesn't know (400.2), within a budget, in two-player and multiplayer games."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from manastack.agents.heuristic import HeuristicAgent
from manastack.agents.search import Node, SearchAgent, distinct
from manastack.game import Game
from manastack.rules.decisions import Choice, DecisionKind
from manastack.scenario import build_game_with_labels

BOBS_CARDS = ["Giant Growth", "Shock", "Hill Giant", "Forest", "Mountain", "Lightning Bolt",
              "Grizzly Bears", "Forest"]


def alices_main_phase(bobs_hand: list[str], bobs_library: list[str]) -> Game:
    """Alice, with Lightning Bolt and a creature to cast, faces Bob's Grizzly Bears."""
    players: list[dict[str, Any]] = [
        {"name": "Alice", "hand": ["Lightning Bolt", "Hill Giant"],
         "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Grizzly Bears"],
         "library": ["Mountain", "Forest", "Shock", "Grizzly Bears"] * 2},
        {"name": "Bob", "hand": bobs_hand, "battlefield": ["Forest", "Mountain", "Grizzly Bears"],
         "library": bobs_library, "life": 9}]
    game, _ = build_game_with_labels({"players": players, "turn": 5, "active": "Alice",
                                      "step": "precombat main"},
                                     seed=4)
    game.set_stops(0, None)
    return game


def stats_of(game: Game, seed: int) -> dict[Choice, tuple[int, float]]:
    return SearchAgent(seed, iterations=8, seconds=None).search(game)


@pytest.mark.parametrize("seed", [1, 2])
def test_the_search_reads_no_hidden_card(seed: int) -> None:
    """400.2, 401.2, 402.3: two games alike but for which of Bob's cards are in his hand
    and which in his library (hidden from Alice either way) give Alice's search the very
    same statistics, hence the same choice, for the same seed: it plays only in samples
    of what she doesn't know."""
    one = alices_main_phase(BOBS_CARDS[:3], BOBS_CARDS[3:])
    other = alices_main_phase(BOBS_CARDS[5:], BOBS_CARDS[:5])
    assert one.view(0) == other.view(0)
    assert one.state_hash() != other.state_hash()
    assert stats_of(one, seed) == stats_of(other, seed)


def test_the_decision_distribution_over_seeds_is_the_same() -> None:
    """400.2: over several seeds the search's choices in the two games are distributed
    alike (the same choice for each seed)."""
    one = alices_main_phase(BOBS_CARDS[:3], BOBS_CARDS[3:])
    other = alices_main_phase(BOBS_CARDS[5:], BOBS_CARDS[:5])
    first = Counter(str(SearchAgent(s, iterations=6, seconds=None).choose(one))
                    for s in range(4))
    second = Counter(str(SearchAgent(s, iterations=6, seconds=None).choose(other))
                     for s in range(4))
    assert first == second


def test_the_budget_is_a_number_of_iterations() -> None:
    """117.1: each of the iterations tries one option at the root: the visits there add up
    to the budget, and a time cap stops sooner (and counts that it did)."""
    game = alices_main_phase(BOBS_CARDS[:3], BOBS_CARDS[3:])
    uncapped = SearchAgent(3, iterations=10, seconds=None)
    stats = uncapped.search(game)
    assert sum(n for n, _ in stats.values()) == 10
    assert len(stats) >= 2
    assert uncapped.cut_short == 0
    capped = SearchAgent(3, iterations=10_000, seconds=0.0)
    assert capped.search(game) == {}
    assert capped.cut_short == 1        # the searches the cap stopped are counted


def test_copies_of_one_card_are_one_option() -> None:
    """305.1: playing one Forest or another from the hand reaches the same position up to
    object ids (400.7): the search tries them once."""
    options = [Choice("pass", (), "pass"), Choice("play", (12,), "play Forest#12"),
               Choice("play", (15,), "play Forest#15"), Choice("play", (16,), "play Island#16")]
    assert [str(o) for o in distinct(options)] == ["pass", "play Forest#12", "play Island#16"]


def test_lethal_burn_is_found() -> None:
    """119.3, 704.5a: with Bob at 3 life, the search casts Lightning Bolt at him."""
    game = alices_main_phase(BOBS_CARDS[:3], BOBS_CARDS[3:])
    players = [{"name": "Alice", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                "library": ["Mountain"] * 4},
               {"name": "Bob", "battlefield": ["Hill Giant"], "library": ["Forest"] * 4,
                "life": 3}]
    game, _ = build_game_with_labels({"players": players, "turn": 3, "active": "Alice",
                                      "step": "precombat main"})
    agent = SearchAgent(1, iterations=8, seconds=None)
    while not game.is_over and game.state.turn == 3:
        assert game.decision is not None
        game.apply(agent.choose(game) if game.decision.player == 0 else
                   next(o for o in game.legal_choices() if o.verb in ("pass", "done", "keep"))
                   if any(o.verb in ("pass", "done") for o in game.legal_choices())
                   else game.legal_choices()[0])
    assert game.winners() == ["Alice"]


def test_a_win_sooner_is_worth_more() -> None:
    """104.2a, 104.3a: a game won is worth less to its winner (and costs its loser less)
    the more turns after the search's it ends, so a rollout through the next turn doesn't
    make a win now and the same win a turn later alike; a draw (104.4a) is worth half."""
    players = [{"name": "Alice", "hand": [], "battlefield": [], "library": ["Mountain"] * 4},
               {"name": "Bob", "battlefield": [], "library": [], "life": 3}]
    game, _ = build_game_with_labels({"players": players, "turn": 3, "active": "Alice",
                                      "step": "precombat main"})
    game.concede(1)
    agent = SearchAgent(1, iterations=4, seconds=None)
    now, later = agent._values(game, 0), agent._values(game, 2)
    assert now == [1.0, 0.0]
    assert later[0] < now[0] and later[1] > now[1] and later[0] > 0.5 > later[1]


def test_a_spell_is_worth_its_best_target() -> None:
    """601.2c: the player who casts a spell also chooses its targets, so the option to
    cast it is worth the value of its best target there, not the mean over the targets
    the search tried."""
    cast, bob, giant, passing = (Choice("cast", (5,), "cast Lightning Bolt#5"),
                                 Choice("target", (1,), "Bob"),
                                 Choice("target", (9,), "Hill Giant#9"),
                                 Choice("pass", (), "pass"))
    root, targets, reply = Node(player=0), Node(player=0), Node(player=1)
    root.children = {cast: targets, passing: reply}
    for option, value in ((bob, 1.0), (giant, 0.2), (giant, 0.4)):
        targets.record(option, value)
        root.record(cast, value)
    reply.record(Choice("pass", (), "pass"), 0.1)
    root.record(passing, 0.7)
    assert root.mean(cast) == pytest.approx(1.0)
    assert root.mean(passing) == pytest.approx(0.7)         # the opponent decides there


@pytest.mark.parametrize("variant", ["free-for-all", "two-headed-giant"])
def test_multiplayer_games_are_searched_for_each_player(variant: str) -> None:
    """800.4a, 810.2: in free-for-all and Two-Headed Giant games each player's value is
    their team's, and the search chooses legally for whoever decides."""
    from manastack.cards.decks import demo_decks
    decks = demo_decks() * 2
    game = Game.new(decks, seed=3, variant=variant, take_single_choices=True,
                    mana_at_priority=False)
    agents = [SearchAgent(i, iterations=4) for i in range(4)]
    searched = 0
    for _ in range(40):
        decision = game.decision
        if decision is None:
            break
        choice = agents[decision.player].choose(game)
        assert choice in game.legal_choices()
        if decision.kind is DecisionKind.PRIORITY and len(decision.options) > 1:
            searched += 1
        game.apply(choice)
    assert searched > 0
    values = agents[0]._values(game)
    assert len(values) == 4
    if variant == "two-headed-giant":
        teams = [p["team"] for p in game.view(None)["players"]]
        for i in range(4):
            for j in range(4):
                if teams[i] == teams[j]:
                    assert values[i] == pytest.approx(values[j])


def test_a_reversed_action_is_not_chosen_again_from_the_same_position() -> None:
    """732.1, 732.2: an action taken back leaves the game where it was, its player keeping
    priority; the search player then takes another action (or passes) instead of going
    round with the same one forever."""
    game = alices_main_phase(BOBS_CARDS[:3], BOBS_CARDS[3:])
    # rollouts to the end of this turn, where the search rates casting above passing
    # (through Bob's turn it rather holds Lightning Bolt through combat)
    agent = SearchAgent(2, iterations=6, horizon=0, max_rollout=20)
    before = game.view(0)
    tried = []
    for _ in range(3):
        choice = agent.choose(game)
        assert choice not in tried
        tried.append(choice)
        if choice.verb == "pass":
            break
        game.apply(choice)
        game.cancel()
        assert game.view(0) == before
    assert len(tried) >= 2


def alices_declaration(bobs_creatures: list[str]) -> Game:
    """Alice's declaration of attackers (508.1) with Grizzly Bears and Hill Giant."""
    players: list[dict[str, Any]] = [
        {"name": "Alice", "battlefield": ["Forest", "Grizzly Bears", "Hill Giant"],
         "library": ["Forest"] * 6},
        {"name": "Bob", "battlefield": ["Forest", *bobs_creatures],
         "library": ["Forest"] * 6, "life": 12}]
    game, _ = build_game_with_labels({"players": players, "turn": 3, "active": "Alice",
                                      "step": "beginning of combat"})
    game.set_stops(0, None)
    while game.decision is not None and game.decision.kind is not DecisionKind.ATTACKERS:
        game.apply("pass")          # 507: both pass in the beginning of combat step
    return game


def test_an_attack_declaration_is_not_taken_back_by_the_search() -> None:
    """508.1: the search weighs declaring an attacker against being done; taking a
    declaration back ("undo") is never one of its options, so a declaration can't go
    round between declaring and undoing."""
    game = alices_declaration(["Grizzly Bears"])
    agent = SearchAgent(1, iterations=6)
    for _ in range(10):
        decision = game.decision
        assert decision is not None
        if decision.kind is not DecisionKind.ATTACKERS:
            break
        choice = agent.choose(game)
        assert choice.verb != "undo"
        game.apply(choice)
    else:
        pytest.fail("the declaration of attackers did not end")
    assert agent.searches >= 1          # the declaration was searched, not skipped


class SlowMachine:
    """A clock of the test's own that the engine, the heuristic and the dealing of hidden
    cards advance as if each took `cost` seconds: a machine slower than any real one."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, cost: dict[str, float]) -> None:
        self.now = 0.0
        self.step = sum(cost.values())     # the most one step of the search costs
        for owner, name in ((Game, "apply"), (Game, "sample"), (HeuristicAgent, "ranked")):
            self._slow(monkeypatch, owner, name, cost[name])

    def _slow(self, monkeypatch: pytest.MonkeyPatch, owner: type, name: str,
              cost: float) -> None:
        original = getattr(owner, name)

        def slowed(*args: Any, **kwargs: Any) -> Any:
            self.now += cost
            return original(*args, **kwargs)
        monkeypatch.setattr(owner, name, slowed)

    def __call__(self) -> float:
        return self.now


def long_rollouts(clock: SlowMachine, seconds: float | None, iterations: int) -> SearchAgent:
    """Rollouts through twenty turns, up to 2,000 decisions each."""
    return SearchAgent(5, iterations=iterations, seconds=seconds, horizon=20,
                       max_rollout=2_000, clock=clock)


@pytest.mark.parametrize("cost", [
    {"apply": 0.05, "sample": 0.001, "ranked": 0.01},      # slow steps: a long rollout
    {"apply": 0.001, "sample": 0.3, "ranked": 0.001},      # slow dealing of hidden cards
])
def test_a_decision_keeps_to_its_time_budget_whatever_the_position(
        monkeypatch: pytest.MonkeyPatch, cost: dict[str, float]) -> None:
    """117.1 (a player with priority takes an action or passes): the search player decides
    within its budget of seconds, overrunning it by at most the one step (an engine step,
    a heuristic ranking, a determinisation) under way when the budget ran out, however long
    the iterations of the search would be (here: uncapped, eight iterations take four times
    the budget), and its choice is a legal one."""
    game = alices_main_phase(BOBS_CARDS[:3], BOBS_CARDS[3:])
    clock = SlowMachine(monkeypatch, cost)
    long_rollouts(clock, None, 8).search(game.fork())   # one iteration per determinisation
    assert clock.now > 2.0                              # uncapped, it takes four times the budget
    clock.now = 0.0
    choice = long_rollouts(clock, 0.5, 10_000).choose(game)
    assert clock.now <= 0.5 + clock.step + 1e-9
    assert choice in game.legal_choices()


def test_an_iteration_the_budget_cuts_short_counts_for_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With a budget shorter than one rollout, the deadline stops the first iteration
    midway: it leaves no statistics (its position, mid-turn, is no leaf to value), so the
    player makes its heuristic's choice, in time."""
    game = alices_main_phase(BOBS_CARDS[:3], BOBS_CARDS[3:])
    clock = SlowMachine(monkeypatch, {"apply": 0.05, "sample": 0.001, "ranked": 0.01})
    assert long_rollouts(clock, 0.5, 10_000).search(game) == {}
    assert clock.now <= 0.5 + clock.step + 1e-9
    clock.now = 0.0
    assert long_rollouts(clock, 0.5, 10_000).choose(game) == \
        HeuristicAgent(5).ranked(game)[0][0]


def test_a_budget_that_is_no_budget_is_refused() -> None:
    """Bad input is refused naming it: iterations and determinisations of at least one, and
    no negative number of seconds."""
    with pytest.raises(ValueError, match="iterations"):
        SearchAgent(0, iterations=0)
    with pytest.raises(ValueError, match="seconds"):
        SearchAgent(0, seconds=-1.0)


def test_the_tree_is_kept_for_the_next_attacker_of_a_declaration() -> None:
    """508.1a: attackers are declared one at a time, each the next decision of the same
    player with nothing chosen in between: the search goes on from the subtree of its
    last choice (tree reuse), so the next decision begins with the statistics its
    iterations gathered there and adds its own to them."""
    game = alices_declaration([])
    agent = SearchAgent(1, iterations=12, seconds=None)
    first = agent.choose(game)
    assert first.verb == "attack" and agent.searches == 1 and agent.reused == 0
    assert agent._follow is not None
    kept = agent._follow[0]
    before = sum(kept.visits.values())
    assert before > 0
    game.apply(first)
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.ATTACKERS
    second = agent.choose(game)
    assert agent.reused == 1 and agent.searches == 2
    assert sum(kept.visits.values()) == before + 12     # its iterations add to the kept ones
    assert second.verb == "attack"      # Bob has no creature: both attack (506.1, 510.1)


def test_no_tree_is_kept_once_another_decision_came_between() -> None:
    """508.1a, 400.2: a subtree is the next decision's only when the game has answered
    nothing since the search's choice; here another choice (the second attacker, made for
    Alice by someone else) came between, so the decision after it keeps no subtree."""
    game = alices_declaration([])
    agent = SearchAgent(1, iterations=12, seconds=None)
    game.apply(agent.choose(game))
    game.apply(next(o for o in game.legal_choices() if o.verb == "attack"))
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.ATTACKERS
    assert agent.choose(game).verb == "done"            # every creature attacks
    assert agent.reused == 0


class Recording(SearchAgent):
    """A search player that notes which deal of the hidden cards (400.2) each iteration
    at the root played in, by option."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.deals: dict[Choice, list[str]] = {}

    def _iterate(self, game: Game, root: Node, turn: int, deadline: float | None,
                 first: tuple[Choice, bool, list[Choice]] | None = None) -> None:
        assert first is not None
        self.deals.setdefault(first[0], []).append(game.state_hash())
        super()._iterate(game, root, turn, deadline, first)


def test_the_options_at_the_root_are_valued_over_the_same_deals() -> None:
    """400.2, 117.1: the options of the decision searched (cast Lightning Bolt, cast Hill
    Giant, pass) are compared over common samples of Bob's hidden cards: each option's
    k-th iteration plays in the same determinisation, so the deals of one option are a
    prefix of another's, and the search deals no more samples than it uses."""
    game = alices_main_phase(BOBS_CARDS[:3], BOBS_CARDS[3:])
    agent = Recording(4, iterations=14, seconds=None, determinisations=3)
    stats = agent.search(game)
    assert len(stats) >= 2 and sum(n for n, _ in stats.values()) == 14
    deals = list(agent.deals.values())
    assert len({h for hashes in deals for h in hashes}) == 3   # three deals, all used
    for one in deals:
        for other in deals:
            shorter, longer = sorted((one, other), key=len)
            assert longer[:len(shorter)] == shorter
    longest = max(deals, key=len)
    assert len(longest) > 3 and longest[3] == longest[0]        # cyclically
