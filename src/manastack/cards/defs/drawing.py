"""Cards about drawing (121): "can't draw" and draw limits, draw replacement effects,
winning instead of drawing, optional draws, draw-step triggers, and Research //
Development (a split card, 709, with a card from outside the game, 400.11).

Each definition has the card's Oracle text above it; the rules machinery lives in
`manastack.rules.drawing`. Opt and Divination are defined with the starter pool.
"""

from __future__ import annotations

from manastack.cards.dsl import (
    TARGET_PLAYER,
    activated,
    at_step,
    card,
    controller_of,
    loyalty,
    own_rules,
    player_of,
    pump,
    spell,
    token,
    triggered,
)
from manastack.cards.registry import get_card, register
from manastack.rules.abilities import CardDef, ReplacementAbility
from manastack.rules.casting import FLASH_PERMISSION
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.drawing import (
    bring_into_game,
    cant_draw,
    cant_lose_and_opponents_cant_win,
    choose_from_outside,
    create_replacement_effect,
    draw_choice_blocked,
    draw_limit,
    drawn_cards_in_hand,
    each_opponent,
    each_player,
    is_first_draw_of_draw_step,
    may_draw,
    redirect_draw,
)
from manastack.rules.events import Draw, Event
from manastack.rules.knowledge import forget, look, reveal
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.state import GameObject, GameState


def _step_player(r: Resolving) -> int:
    """"That player" of "at the beginning of each player's draw step" (805.4d)."""
    return int(r.event.get("player", r.event["active"]))


def _name(ctx: Ctx, player: int) -> str:
    return ctx.state.players[player].name


# -- Maralen of the Mornsong -------------------------------------------------------------------
def _maralen_trigger(ctx: Ctx, r: Resolving) -> None:
    """Mandatory: the life loss isn't a payment (119.4 doesn't apply), and a card must be
    found unless the library is empty (a search for "a card" has no quality, 701.23)."""
    player = _step_player(r)
    ctx.lose_life(player, 3, rule="119.3")
    library = ctx.state.players[player].library
    if library:
        look(ctx.state, player, library)        # 701.23a
        found = ctx.pick(player, "Maralen of the Mornsong: search your library for a card and put "
                         "it into your hand (701.23a; you must take one)", library, 1)
        ctx.move(found[0], "hand", "search")
        ctx.log("121.5", f"{_name(ctx, player)} puts a card from their library into their hand "
                "without drawing it", "Maralen of the Mornsong")
    else:
        ctx.log("701.23a", f"{_name(ctx, player)}'s library is empty: there is no card to find",
                "Maralen of the Mornsong")
    ctx.shuffle(player)


# -- Narset, Parter of Veils ---------------------------------------------------------------------
def _narset_minus_two(ctx: Ctx, r: Resolving) -> None:
    s = ctx.state
    player = r.controller
    top = list(s.players[player].library[:4])
    if not top:
        return
    look(s, player, top)
    eligible = [oid for oid in top if not characteristics(s, oid).is_creature
                and not characteristics(s, oid).is_("Land")]
    chosen = ctx.pick(player, "Narset: you may reveal a noncreature, nonland card and put it "
                      "into your hand", eligible, 1, up_to=True) if eligible else []
    if chosen:
        reveal(s, chosen)
        ctx.log("701.20a", f"{_name(ctx, player)} reveals {ctx.name(chosen[0])}",
                "Narset, Parter of Veils")
        ctx.move(chosen[0], "hand", "put")
    rest = [oid for oid in top if oid not in chosen]
    placed: list[int] = []
    while rest:            # "in a random order" (701.24a)
        new = ctx.move(rest.pop(ctx.random_below(len(rest))), "library", "put", position="bottom")
        placed.extend(() if new is None else (new,))
    forget(s, placed)      # nobody knows that order


# -- Underrealm Lich ---------------------------------------------------------------------------
def _yours(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, Draw) and event.player == controller_of(state, source.id)


def _lich_replace(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    """The replacement applies even to an empty library (614.11); the cards put into the
    hand aren't drawn (121.5)."""
    assert isinstance(event, Draw)
    player = event.player
    top = list(ctx.state.players[player].library[:3])
    look(ctx.state, player, top)
    if not top:
        ctx.log("614.11", f"{_name(ctx, player)}'s library is empty: Underrealm Lich finds "
                "nothing, and no card is drawn", source.card.name)
        return None
    keep = ctx.pick(player, "Underrealm Lich: put one into your hand (the rest go to your "
                    "graveyard)", top, 1)[0]
    ctx.move(keep, "hand", "put")
    for oid in top:
        if oid != keep:
            ctx.move(oid, "graveyard", "put")
    return None


def _lich_indestructible(ctx: Ctx, r: Resolving) -> None:
    obj = ctx.state.get(r.source)
    if obj is None or obj.zone != "battlefield":
        return
    pump(ctx, r, [r.source], 0, 0, "indestructible")
    ctx.tap(r.source)


# -- "you win the game instead" (Laboratory Maniac, Jace, Wielder of Mysteries) -----------------
WIN_INSTEAD = "If you would draw a card while your library has no cards in it, you win the game instead."


def _draw_from_empty(state: GameState, event: Event, source: GameObject) -> bool:
    return _yours(state, event, source) and isinstance(event, Draw) and \
        not state.players[event.player].library


def _win_instead(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    """104.2b: the draw is replaced (so it can't make them lose); the win itself may be
    stopped by a "can't win" effect (Platinum Angel)."""
    assert isinstance(event, Draw)
    ctx.win(event.player, rule="104.2b")
    return None


def win_instead_of_drawing() -> ReplacementAbility:
    return ReplacementAbility(WIN_INSTEAD, _draw_from_empty, _win_instead)


def _jace_plus_one(ctx: Ctx, r: Resolving) -> None:
    player = player_of(r.target())
    if player is not None:
        ctx.mill(player, 2)
    ctx.draw(r.controller, 1)


def _jace_minus_eight(ctx: Ctx, r: Resolving) -> None:
    ctx.draw(r.controller, 7)
    if not ctx.state.game_over and not ctx.state.players[r.controller].library:
        ctx.win(r.controller, rule="104.2b")


# -- Notion Thief, Plagiarize, Chains of Mephistopheles ------------------------------------------
def _opponent_draws_not_first(state: GameState, event: Event, source: GameObject) -> bool:
    if not isinstance(event, Draw):
        return False
    me = controller_of(state, source.id)
    return state.players[event.player].team != state.players[me].team and \
        not is_first_draw_of_draw_step(state, event.player)


def _thief_replace(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    return redirect_draw(ctx, event, controller_of(ctx.state, source.id))


PLAGIARIZE_TEXT = ("Until end of turn, if target player would draw a card, instead that player "
                   "skips that draw and you draw a card.")


def _plagiarized(state: GameState, event: Event, source: GameObject) -> bool:
    """`source` is the Plagiarize spell as it last existed: its target and controller."""
    return isinstance(event, Draw) and bool(source.targets) and \
        event.player == player_of(source.targets[0])


def _plagiarize_replace(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    return redirect_draw(ctx, event, source.controller)


def _plagiarize(ctx: Ctx, r: Resolving) -> None:
    if r.target() is not None:
        create_replacement_effect(ctx, r, 0, "end of turn")


def _chains_applies(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, Draw) and not is_first_draw_of_draw_step(state, event.player)


def _chains_replace(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    """Discard a card instead; if they did, the modified event is their draw (which other
    replacement effects, another Chains included, may still modify, 616.2); if they
    didn't, they mill a card and draw nothing."""
    assert isinstance(event, Draw)
    player = event.player
    hand = ctx.state.players[player].hand
    if hand:
        chosen = ctx.pick(player, "Chains of Mephistopheles: discard a card instead of drawing",
                          hand, 1)
        if ctx.discard(chosen[0]) is not None:
            ctx.log("614.6", f"{_name(ctx, player)} discarded a card this way, so they draw a "
                    "card", source.card.name)
            return event
    ctx.log("614.6", f"{_name(ctx, player)} didn't discard a card this way, so they mill a card "
            "instead of drawing", source.card.name)
    ctx.mill(player, 1)
    return None


# -- Howling Mine, Sylvan Library, Teferi's Puzzle Box ---------------------------------------------
def _howling_mine(ctx: Ctx, r: Resolving) -> None:
    ctx.draw(_step_player(r), 1)


def _sylvan_library(ctx: Ctx, r: Resolving) -> None:
    player = r.controller
    if not may_draw(ctx, player, 2, "Sylvan Library: draw two additional cards?"):
        return
    s = ctx.state
    drawn = drawn_cards_in_hand(s, player)
    if not drawn:
        ctx.log("121.5", f"{_name(ctx, player)} has no card in hand drawn this turn: the rest of "
                "Sylvan Library's ability does nothing", "Sylvan Library")
        return
    chosen = drawn if len(drawn) <= 2 else ctx.pick(
        player, "Sylvan Library: choose two cards in your hand drawn this turn", drawn, 2)
    for oid in chosen:
        if oid not in s.players[player].hand:
            continue
        options = [Choice("top", (oid,), f"put {ctx.name(oid)} on top of your library")]
        if s.can_pay_life(player, 4):
            options.insert(0, Choice("pay", (oid,), f"pay 4 life for {ctx.name(oid)}"))
        answer = options[0] if len(options) == 1 else ctx.choose(
            player, DecisionKind.PICK, f"Sylvan Library: pay 4 life or put {ctx.name(oid)} on "
            "top of your library", options)
        if answer.verb == "pay":
            ctx.lose_life(player, 4, rule="119.4")
        else:
            ctx.move(oid, "library", "put", position="top")


def _puzzle_box(ctx: Ctx, r: Resolving) -> None:
    player = _step_player(r)
    hand = list(ctx.state.players[player].hand)
    order = hand
    if len(hand) > 1:
        order = ctx.pick(player, "Teferi's Puzzle Box: choose the order to put the cards in your "
                         "hand on the bottom of your library (the first chosen goes first)",
                         hand, len(hand) - 1)
        order += [oid for oid in hand if oid not in order]
    moved = sum(1 for oid in order
                if ctx.move(oid, "library", "put", position="bottom") is not None)
    ctx.draw(player, moved)


# -- Brainstorm ----------------------------------------------------------------------------------
def _brainstorm(ctx: Ctx, r: Resolving) -> None:
    player = r.controller
    ctx.draw(player, 3)
    hand = list(ctx.state.players[player].hand)
    chosen = ctx.pick(player, "Brainstorm: choose a card to put on top of your library (the "
                      "second chosen ends on top)", hand, 2) if hand else []
    for oid in chosen:
        ctx.move(oid, "library", "put", position="top")


# -- Research // Development (709, 400.11) ----------------------------------------------------------
ELEMENTAL = token("Elemental", ["Creature"], ["Elemental"], ["R"], 3, 1,
                  key="Elemental token (3/1 red)")
RESEARCH_TEXT = "Shuffle up to four cards you own from outside the game into your library."
DEVELOPMENT_TEXT = ("Create a 3/1 red Elemental creature token unless any opponent has you draw "
                    "a card. Repeat this process two more times.")


def _research(ctx: Ctx, r: Resolving) -> None:
    player = r.controller
    names = choose_from_outside(ctx, player, 4, "Research: choose a card you own from outside "
                                "the game")
    if not names:
        ctx.log("400.11", f"{_name(ctx, player)} chooses no card from outside the game",
                "Research // Development")
        return
    for name in names:
        bring_into_game(ctx, player, get_card(name), "library")
    ctx.shuffle(player)


def _development(ctx: Ctx, r: Resolving) -> None:
    me = r.controller
    for round_ in range(1, 4):
        s = ctx.state
        drew = False
        blocked = draw_choice_blocked(s, me, 1)
        if blocked is not None:
            # 121.3a: the choice to have another player draw can't be taken.
            ctx.log("121.3a", f"no opponent can have {_name(ctx, me)} draw a card: "
                    f"{blocked.reason}", blocked.card)
        else:
            for opponent in [p for p in s.apnap() if p in s.opponents(me)]:
                if may_draw(ctx, me, 1, f"Development ({round_} of 3): have {_name(ctx, me)} draw "
                            "a card instead of creating a 3/1 red Elemental token?",
                            chooser=opponent):
                    drew = True
                    break
        if not drew:
            ctx.create_token(me, ELEMENTAL)


def _split_card() -> tuple[CardDef, CardDef, CardDef]:
    """709: the card data keeps only Research's half, so the card is written out here:
    each half is a card face (castable on its own, 709.3), the whole card has both halves'
    characteristics combined in every zone but the stack (709.4)."""
    whole_name = "Research // Development"
    research = CardDef(name="Research", mana_cost=ManaCost.parse("{G}{U}"),
                       types=frozenset({"Instant"}), colors=frozenset({"G", "U"}),
                       text=RESEARCH_TEXT, spell=spell(_research, text=RESEARCH_TEXT),
                       token=True, extra={"key": f"{whole_name} (Research half)"})
    development = CardDef(name="Development", mana_cost=ManaCost.parse("{3}{U}{R}"),
                          types=frozenset({"Instant"}), colors=frozenset({"U", "R"}),
                          text=DEVELOPMENT_TEXT, spell=spell(_development, text=DEVELOPMENT_TEXT),
                          token=True, extra={"key": f"{whole_name} (Development half)"})
    combined = ManaCost.parse(str(research.mana_cost) + str(development.mana_cost))
    whole = CardDef(name=whole_name, mana_cost=combined, types=frozenset({"Instant"}),
                    colors=combined.colors,
                    text=f"Research\n{RESEARCH_TEXT}\n//\nDevelopment\n{DEVELOPMENT_TEXT}",
                    extra={"halves": (research, development)})
    research.extra["whole"] = whole
    development.extra["whole"] = whole
    return whole, research, development


RESEARCH_DEVELOPMENT, RESEARCH, DEVELOPMENT = _split_card()

register(
    ELEMENTAL,
    # Players can't draw cards.
    # At the beginning of each player's draw step, that player loses 3 life, searches their
    # library for a card, puts it into their hand, then shuffles.
    card("Maralen of the Mornsong",
         cant_draw("Players can't draw cards.", each_player),
         triggered("At the beginning of each player's draw step, that player loses 3 life, "
                   "searches their library for a card, puts it into their hand, then shuffles.",
                   at_step("draw", "each player"), _maralen_trigger)),
    # Each opponent can't draw more than one card each turn.
    # [−2]: Look at the top four cards of your library. You may reveal a noncreature, nonland
    # card from among them and put it into your hand. Put the rest on the bottom of your
    # library in a random order.
    card("Narset, Parter of Veils",
         draw_limit("Each opponent can't draw more than one card each turn.", 1, each_opponent),
         loyalty(-2, "[−2]: Look at the top four cards of your library. You may reveal a "
                 "noncreature, nonland card from among them and put it into your hand. Put the "
                 "rest on the bottom of your library in a random order.", _narset_minus_two)),
    # Each player can't draw more than one card each turn.
    card("Spirit of the Labyrinth",
         draw_limit("Each player can't draw more than one card each turn.", 1, each_player)),
    # If you would draw a card, instead look at the top three cards of your library, then put
    # one into your hand and the rest into your graveyard.
    # Pay 4 life: This creature gains indestructible until end of turn. Tap it.
    card("Underrealm Lich",
         ReplacementAbility("If you would draw a card, instead look at the top three cards of "
                            "your library, then put one into your hand and the rest into your "
                            "graveyard.", _yours, _lich_replace),
         activated("Pay 4 life: This creature gains indestructible until end of turn. Tap it.",
                   "Pay 4 life", _lich_indestructible)),
    # If you would draw a card while your library has no cards in it, you win the game instead.
    # [+1]: Target player mills two cards. Draw a card.
    # [−8]: Draw seven cards. Then if your library has no cards in it, you win the game.
    card("Jace, Wielder of Mysteries",
         win_instead_of_drawing(),
         loyalty(1, "[+1]: Target player mills two cards. Draw a card.", _jace_plus_one,
                 TARGET_PLAYER),
         loyalty(-8, "[−8]: Draw seven cards. Then if your library has no cards in it, you win "
                 "the game.", _jace_minus_eight)),
    # If you would draw a card while your library has no cards in it, you win the game instead.
    card("Laboratory Maniac", win_instead_of_drawing()),
    # Flying / You can't lose the game and your opponents can't win the game.
    card("Platinum Angel", cant_lose_and_opponents_cant_win(
        "You can't lose the game and your opponents can't win the game.")),
    # Flash / If an opponent would draw a card except the first one they draw in each of their
    # draw steps, instead that player skips that draw and you draw a card.
    card("Notion Thief", ReplacementAbility(
        "If an opponent would draw a card except the first one they draw in each of their draw "
        "steps, instead that player skips that draw and you draw a card.",
        _opponent_draws_not_first, _thief_replace)),
    # If a player would draw a card except the first one they draw in each of their draw
    # steps, that player discards a card instead. If the player discards a card this way, they
    # draw a card. If the player doesn't discard a card this way, they mill a card.
    card("Chains of Mephistopheles", ReplacementAbility(
        "If a player would draw a card except the first one they draw in each of their draw "
        "steps, that player discards a card instead. If the player discards a card this way, "
        "they draw a card. If the player doesn't discard a card this way, they mill a card.",
        _chains_applies, _chains_replace)),
    # Until end of turn, if target player would draw a card, instead that player skips that
    # draw and you draw a card.
    card("Plagiarize",
         ReplacementAbility(PLAGIARIZE_TEXT, _plagiarized, _plagiarize_replace, zones=()),
         spell=spell(_plagiarize, TARGET_PLAYER, text=PLAGIARIZE_TEXT)),
    RESEARCH_DEVELOPMENT,
    RESEARCH,
    DEVELOPMENT,
    # At the beginning of each player's draw step, if this artifact is untapped, that player
    # draws an additional card.
    card("Howling Mine", triggered(
        "At the beginning of each player's draw step, if this artifact is untapped, that player "
        "draws an additional card.", at_step("draw", "each player"), _howling_mine,
        intervening_if=lambda state, source: not source.tapped)),
    # At the beginning of your draw step, you may draw two additional cards. If you do, choose
    # two cards in your hand drawn this turn. For each of those cards, pay 4 life or put the
    # card on top of your library.
    card("Sylvan Library", triggered(
        "At the beginning of your draw step, you may draw two additional cards. If you do, "
        "choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or "
        "put the card on top of your library.", at_step("draw"), _sylvan_library)),
    # At the beginning of each player's draw step, that player puts the cards in their hand on
    # the bottom of their library in any order, then draws that many cards.
    card("Teferi's Puzzle Box", triggered(
        "At the beginning of each player's draw step, that player puts the cards in their hand "
        "on the bottom of their library in any order, then draws that many cards.",
        at_step("draw", "each player"), _puzzle_box)),
    # Draw three cards, then put two cards from your hand on top of your library in any order.
    card("Brainstorm", spell=spell(_brainstorm, text="Draw three cards, then put two cards "
                                   "from your hand on top of your library in any order.")),
    # You may cast spells as though they had flash.
    card("Vedalken Orrery", own_rules("You may cast spells as though they had flash.",
                                      FLASH_PERMISSION)),
)
