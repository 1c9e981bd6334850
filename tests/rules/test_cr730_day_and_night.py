"""730 day and night, 502.2 its check in the untap step, and 702.145 daybound and
nightbound, with Fearful Villager // Fearsome Werewolf imported from a Scryfall file that
gives its back face's color indicator (the bundled data lacks it, 204)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import at_step, cites, game_at, pass_until
from manastack.cards.database import import_bulk
from manastack.cards.oracle import compile_card
from manastack.errors import SaveFileError
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.context import Ctx
from manastack.rules.layers import characteristics

VILLAGER = "Fearful Villager // Fearsome Werewolf"
MENACE = "Menace (This creature can't be blocked except by two or more creatures.)"


@pytest.fixture
def villager(tmp_path: Path) -> CardDef:
    """The real card's two faces, as a Scryfall oracle-cards file has them."""
    face = {"type_line": "Creature — Human Werewolf", "power": "2", "toughness": "3"}
    card = {"object": "card", "name": VILLAGER, "layout": "transform", "keywords": [],
            "color_identity": ["R"], "card_faces": [
                {**face, "name": "Fearful Villager", "mana_cost": "{2}{R}", "oracle_text":
                 f"{MENACE}\nDaybound (If a player casts no spells during their own turn, it "
                 "becomes night next turn.)"},
                {"name": "Fearsome Werewolf", "mana_cost": "", "type_line": "Creature — Werewolf",
                 "power": "4", "toughness": "3", "color_indicator": ["R"], "oracle_text":
                 f"{MENACE}\nNightbound (If a player casts at least two spells during their own "
                 "turn, it becomes day next turn.)"}]}
    path = tmp_path / "oracle-cards.json"
    path.write_text(json.dumps([card]), encoding="utf-8")
    db = import_bulk(path)
    return compile_card(db.get(VILLAGER), database=db)


def _game(villager: CardDef, **bob: object) -> tuple[Game, int]:
    game, labels = game_at(
        {"battlefield": [{"card": "Fearful Villager", "label": "v"}], "library": ["Mountain"] * 5},
        {"battlefield": ["Mountain"] * 3, "library": ["Mountain"] * 5, **bob},
        cards=(villager,))
    return game, labels["v"]


def _cast_all(game: Game, name: str, *, target: str | None = None) -> None:
    """The player with priority casts each `name` in their hand, letting each resolve."""
    while any(str(c).startswith(f"cast {name}") for c in game.legal_choices()):
        game.apply(next(c for c in game.legal_choices() if str(c).startswith(f"cast {name}")))
        if target is not None:
            game.apply(next(c for c in game.legal_choices() if str(c) == f"target {target}"))
        if game.decision is not None and game.decision.kind.name == "MANA_PAYMENT":
            game.apply(next(c for c in game.legal_choices() if c.verb in ("pay", "auto")))
        game.apply("pass")
        game.apply("pass")


def test_a_daybound_permanent_makes_it_day(villager: CardDef) -> None:
    """730.1, 702.145d / 702.145a (daybound on the front face, nightbound on the back): the game
    starts neither day nor night; once a player controls a permanent with daybound, it becomes day
    (with the next event, here the next step beginning), and the Villager stays front face up."""
    game, oid = _game(villager)
    assert game.state.day_night == ""
    pass_until(game, at_step("beginning of combat"))
    assert game.state.day_night == "day" and cites(game, "702.145d")
    assert characteristics(game.state, oid).name == "Fearful Villager"


def test_a_turn_without_spells_makes_it_night_and_the_villager_transforms(
        villager: CardDef) -> None:
    """502.2, 703.4b, 730.2, 730.2a, 702.145c / 730.1a (day becomes night: the game loses "day" and
    gains "night"): Alice casts no spell in her turn, so in Bob's untap step it becomes night and
    the daybound Villager transforms at once into Fearsome Werewolf (a 4/3), the same object
    (712.18)."""
    game, oid = _game(villager)
    pass_until(game, at_step("upkeep", "Bob"))
    assert game.state.day_night == "night" and cites(game, "730.2a")
    chars = characteristics(game.state, oid)
    assert chars.name == "Fearsome Werewolf" and (chars.power, chars.toughness) == (4, 3)
    assert cites(game, "702.145c")


def test_two_spells_at_night_make_it_day_and_the_werewolf_transforms_back(
        villager: CardDef) -> None:
    """730.2b, 702.145f / 702.145e (nightbound: as it becomes day, the back-face-up permanent
    transforms): at night Bob casts two spells in his turn, so in Alice's next untap step it becomes
    day and the nightbound Werewolf transforms back."""
    game, oid = _game(villager, hand=["Shock", "Shock"])
    pass_until(game, at_step("precombat main", "Bob"))
    _cast_all(game, "Shock", target="Alice")
    pass_until(game, at_step("upkeep", "Alice"))
    assert game.state.day_night == "day" and cites(game, "730.2b")
    assert characteristics(game.state, oid).name == "Fearful Villager"
    assert cites(game, "702.145f")


def test_a_daybound_card_enters_transformed_at_night(villager: CardDef) -> None:
    """702.145b: at night a Villager Bob casts enters with its back face up; one spell in
    his turn doesn't make it day (730.2b)."""
    game, _ = _game(villager, hand=["Fearful Villager"])
    pass_until(game, at_step("precombat main", "Bob"))
    _cast_all(game, "Fearful Villager")
    bob = game.state.players[1].name
    entered = [oid for oid in game.state.battlefield
               if characteristics(game.state, oid).controller == 1
               and "Creature" in characteristics(game.state, oid).types]
    assert bob == "Bob" and [characteristics(game.state, o).name for o in entered] == \
        ["Fearsome Werewolf"]
    pass_until(game, at_step("upkeep", "Alice"))
    assert game.state.day_night == "night"


def test_a_save_keeps_day_and_night_and_refuses_anything_else() -> None:
    """730.1: the designation is part of a save (with the previous turn's active player,
    502.2); a save naming another designation is a damaged save."""
    game, _ = game_at({"battlefield": ["Mountain"]})
    document = json.loads(game.save())
    document["base"].update(day_night="night", last_active=1)
    document.pop("hash", None)
    loaded = Game.load(json.dumps(document), require_hash=False)
    assert (loaded.state.day_night, loaded.state.last_active) == ("night", 1)
    document["base"]["day_night"] = "dusk"
    with pytest.raises(SaveFileError, match=r"damaged save: base\.day_night: "):
        Game.load(json.dumps(document), require_hash=False)


def test_a_daybound_permanent_transforms_only_by_daybound(villager: CardDef) -> None:
    """702.145b: "This permanent can't transform except due to its daybound ability": an
    instruction to transform the Villager (701.27a) does nothing, and it is logged."""
    game, oid = _game(villager)
    state = game.state.fork()
    ctx = Ctx(state)
    assert not ctx.transform(oid)
    assert characteristics(state, oid).name == "Fearful Villager"
    assert any(e.rule == "702.145b" for e in state.log_entries())


def test_a_card_that_isnt_double_faced_doesnt_transform() -> None:
    """701.27c, 712.9: transforming a permanent that isn't a double-faced card does
    nothing."""
    game, labels = game_at({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    state = game.state.fork()
    assert not Ctx(state).transform(labels["bears"])
    assert characteristics(state, labels["bears"]).name == "Grizzly Bears"
    assert any(e.rule == "701.27c" for e in state.log_entries())


def test_with_neither_day_nor_night_the_untap_check_does_not_happen() -> None:
    """730.2c, 703.4b: with no daybound or nightbound permanent the game is neither day nor
    night, and turns without spells leave it so."""
    game, _ = game_at({"battlefield": ["Grizzly Bears"], "library": ["Mountain"] * 5},
                      {"library": ["Mountain"] * 5})
    pass_until(game, at_step("upkeep", "Alice", turn=5))
    assert game.state.day_night == "" and not cites(game, "730.2")


def test_a_nightbound_permanent_with_neither_day_nor_night_makes_it_night(
        villager: CardDef) -> None:
    """702.145g, 730.1: with neither day nor night and no daybound permanent, Alice controls
    the transformed Villager, Fearsome Werewolf (nightbound): it becomes night, and the
    Werewolf stays back face up (702.145f doesn't apply at night)."""
    game, labels = game_at({"battlefield": [{"card": "Fearful Villager", "label": "w",
                                             "transformed": True}],
                            "library": ["Mountain"] * 5}, {"library": ["Mountain"] * 5},
                           cards=(villager,))
    assert game.state.day_night == ""
    pass_until(game, at_step("beginning of combat"))
    assert game.state.day_night == "night" and cites(game, "702.145g")
    assert characteristics(game.state, labels["w"]).name == "Fearsome Werewolf"
