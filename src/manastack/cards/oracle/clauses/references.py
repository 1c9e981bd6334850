"""What clauses talk about: amounts (107), objects and players (109, 115), descriptions
of objects and spells.

The grammar is `references.lark` beside this file; each method gives one of its rules (a
template) its meaning.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.clauses.graveyard_sets import all_in_graveyards
from manastack.cards.oracle.forms import (
    COLOR_LETTERS,
    Desc,
    desc_target,
    targetable,
    tokens_of,
    type_of,
)
from manastack.cards.oracle.semantics import (
    Amount,
    Builder,
    Filter,
    ObjRef,
    PlayerRef,
    Unsupported,
)
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class ReferenceClauses:
    """The transformer methods of references.lark."""

    def amount_number(self, c: list[Any]) -> Amount:
        return sem.const(int(c[0]))

    def amount_x(self, c: list[Any]) -> Amount:
        return sem.X

    def amount_one(self, c: list[Any]) -> Amount:
        return sem.const(1)

    def count(self, c: list[Any]) -> Amount:
        result: Amount = c[0]
        return result

    def count_power(self, c: list[Any]) -> Amount:
        """"its power" (the object named before; 608.2h: last known information) or
        "~'s power"."""
        return possessed_pt(c[0], "power")

    def count_objects(self, c: list[Any]) -> Amount:
        desc: Desc = c[0]
        flt = desc.filter
        zone = desc.zone
        if zone not in ("battlefield", "graveyard", "hand"):
            raise Unsupported(f"counting {desc.text}")

        def count(ctx: Ctx, r: Resolving) -> int:
            s = ctx.state
            if zone == "hand":       # "card(s) in your hand" (402.1: the cards you own there)
                return sum(1 for oid in s.players[r.controller].hand
                           if flt.matches(s, oid, r.controller, None))
            if zone == "battlefield":
                return len(sem.battlefield_matching(s, flt, r.controller, r.source))
            if zone == "graveyard":
                # 404.1: "your graveyard" (the filter's owner) or all graveyards
                return sum(1 for p in s.players for oid in p.graveyard
                           if flt.matches(s, oid, r.controller, None))
            raise AssertionError(zone)
        return Amount(count=count)

    def count_on_battlefield(self, c: list[Any]) -> Amount:
        desc: Desc = c[0]
        if desc.zone != "battlefield":
            raise Unsupported(f"counting {desc.text} on the battlefield")
        return self.count_objects(c)

    def count_hand(self, c: list[Any]) -> Amount:
        def count(ctx: Ctx, r: Resolving) -> int:
            return len(ctx.state.players[r.controller].hand)
        return Amount(count=count)

    def target_objects(self, c: list[Any]) -> ObjRef:
        desc: Desc = targetable(c[0])
        return sem.target_obj(desc_target(desc), f"target {desc.text}", desc.filter, desc.zone)

    def n_target_objects(self, c: list[Any]) -> ObjRef:
        n = int(c[0])
        desc: Desc = targetable(c[1])
        return sem.target_obj(desc_target(desc, n, text=f"{n} target {desc.text}"),
                              f"{n} target {desc.text}", desc.filter, desc.zone)

    def up_to_target_objects(self, c: list[Any]) -> ObjRef:
        return _up_to_targets(int(c[0]), c[1])

    def up_to_one_target_object(self, c: list[Any]) -> ObjRef:
        # 601.2c: a variable number of targets, none or one ("one" is a word of the
        # grammar, so not a NUMBER).
        return _up_to_targets(1, c[0])

    def self_object(self, c: list[Any]) -> ObjRef:
        return sem.self_obj("this")

    def all_objects(self, c: list[Any]) -> ObjRef:
        desc: Desc = c[0]
        if desc.zone != "battlefield":
            return all_in_graveyards(desc)
        return sem.all_obj(desc.filter, desc.text)

    def it_object(self, c: list[Any]) -> ObjRef:
        return sem.it_obj("it")

    def attached_object(self, c: list[Any]) -> ObjRef:
        return sem.attached_obj("enchanted/equipped " + str(c[0]))

    def type_word(self, c: list[Any]) -> str:
        return str(c[0])

    def you(self, c: list[Any]) -> PlayerRef:
        return sem.you_ref()

    def target_player(self, c: list[Any]) -> PlayerRef:
        return sem.target_player(sem.target_spec("target player", lambda s, ref, _c: ref < 0))

    def target_opponent(self, c: list[Any]) -> PlayerRef:
        return sem.target_player(sem.target_spec(
            "target opponent",
            lambda s, ref, me: ref < 0 and s.players[-1 - ref].team != s.players[me].team))

    def each_player(self, c: list[Any]) -> PlayerRef:
        return sem.each_player(False)

    def each_opponent(self, c: list[Any]) -> PlayerRef:
        return sem.each_player(True)

    def its_controller(self, c: list[Any]) -> PlayerRef:
        return sem.controller_of(sem.it_obj("it"))

    def its_owner(self, c: list[Any]) -> PlayerRef:
        return sem.controller_of(sem.it_obj("it"), owner=True)

    def that_player(self, c: list[Any]) -> PlayerRef:
        return sem.that_player()

    def defending_player(self, c: list[Any]) -> PlayerRef:
        return sem.defending_player()

    def self_ref(self, c: list[Any]) -> str:
        return "self"

    def self_possessive(self, c: list[Any]) -> str:
        return "it" if tokens_of(c) == ["its"] else "self"

    def obj_desc(self, c: list[Any]) -> Desc:
        flt = Filter()
        zone = "battlefield"
        plural = False
        words: list[str] = []
        explicit_card = False
        for part in c:
            kind, value, text = part
            words.append(text)
            if kind == "filter":
                flt = flt.merge(**value)
            elif kind == "types":
                types, is_plural, spell, card = value
                plural = plural or is_plural
                if spell:
                    zone = "stack"
                if card:
                    explicit_card = True
                flt = flt.merge(types=frozenset(types))
            elif kind == "token":
                # 111.1: a token is a kind of permanent, not a card type
                plural = plural or value
                flt = flt.merge(token=True)
            elif kind == "type pair":      # 205.2b (type_pairs.py): named as its last type
                pair, is_plural = value
                plural = plural or is_plural
                flt = flt.merge(types=frozenset(pair[-1:]), all_types=frozenset(pair))
            elif kind == "zone":
                zone = value
                flt = flt.merge(controller="you")       # "your graveyard": cards you own
            elif kind in ("any owner's zone", "looked at"):
                zone = value    # "from a graveyard" (graveyards.py), "from among them" (look_at_top.py)
            elif kind == "owners' zone":        # "in your opponents' graveyards" (pt_counts.py)
                zone, owners = value
                flt = flt.merge(controller=owners)
            elif kind == "card":
                explicit_card = True
        if explicit_card and zone == "battlefield":
            zone = "library"      # "a basic land card" (searching); other uses check the zone
        return Desc(flt, zone, " ".join(words), plural)

    def color_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        word = tokens_of(c)[0]
        if word == "colorless":
            return ("filter", {"colorless": True}, word)
        if word == "multicolored":
            return ("filter", {"multicolored": True}, word)
        if word == "monocolored":
            raise Unsupported("monocolored")
        return ("filter", {"colors": frozenset({COLOR_LETTERS[word]})}, word)

    def noncolor_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        word = tokens_of(c)[0]
        return ("filter", {"not_colors": frozenset({COLOR_LETTERS[word[3:]]})}, word)

    def status_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        word = tokens_of(c)[0]
        values: dict[str, Any] = {
            "tapped": {"tapped": True}, "untapped": {"tapped": False},
            "attacking": {"attacking": True}, "blocking": {"blocking": True},
            "nontoken": {"token": False}}[word]
        return ("filter", values, word)

    def nontype_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        tok = next(t for t in c if isinstance(t, Token))
        word = str(tok)
        if tok.type == "NONSUBTYPE":
            return ("filter", {"not_subtypes": frozenset({word})}, f"non-{word}")
        if word in ("nonlegendary", "nonbasic"):
            return ("filter", {"not_supertypes": frozenset({word[3:].capitalize()})}, word)
        return ("filter", {"not_types": frozenset({type_of(word[3:])})}, word)

    def supertype_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        word = tokens_of(c)[0]
        return ("filter", {"supertypes": frozenset({word.capitalize()})}, word)

    def other_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"other": True}, "other")

    def type_list(self, c: list[Any]) -> tuple[str, Any, str]:
        words = [str(x) for x in c]
        if "token" in words or "tokens" in words:
            if len(words) > 1:
                raise Unsupported(f"tokens or a card type ({' or '.join(words)!r})")
            return self.token_noun(c)
        plural = any(w.endswith("s") and w not in ("sorcery",) for w in words) or \
            "sorceries" in words
        types: set[str] = set()
        spell = card = False
        for w in words:
            t = type_of(w)
            if t == "spell":
                spell = True
            elif t == "card":
                card = True
            else:
                types.add(t)
        if spell and not types:
            types = set()
        return ("types", (tuple(sorted(types)), plural, spell, card), " or ".join(words))

    def token_noun(self, c: list[Any]) -> tuple[str, Any, str]:
        """111.1: "tokens", "creature tokens": permanents that are tokens."""
        word = str(c[0])
        return ("token", word == "tokens", word)

    def subtype_list(self, c: list[Any]) -> tuple[str, Any, str]:
        names = [str(t) for t in c]
        return ("filter", {"subtypes": frozenset(names)}, " or ".join(names))

    def you_control(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"controller": "you"}, "you control")

    def opponent_controls(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"controller": "opponent"}, "an opponent controls")

    def not_you_control(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"controller": "not you"}, "you don't control")

    def with_keyword(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"with_keywords": frozenset({str(c[0])})}, f"with {c[0]}")

    def without_keyword(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"without_keywords": frozenset({str(c[0])})}, f"without {c[0]}")

    def _stat(self, c: list[Any], key: str, name: str) -> tuple[str, Any, str]:
        n = int(c[0])
        op = "<=" if tokens_of(c)[-1] == "less" else ">="
        return ("filter", {key: (op, n)}, f"with {name} {n} or {tokens_of(c)[-1]}")

    def with_power(self, c: list[Any]) -> tuple[str, Any, str]:
        return self._stat(c, "power", "power")

    def with_toughness(self, c: list[Any]) -> tuple[str, Any, str]:
        return self._stat(c, "toughness", "toughness")

    def with_mana_value(self, c: list[Any]) -> tuple[str, Any, str]:
        return self._stat(c, "mana_value", "mana value")

    def in_graveyard(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("zone", "graveyard", "from your graveyard")     # owned by you: see obj_desc

    def card_word(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("card", True, "card")

    def spell_desc(self, c: list[Any]) -> Desc:
        flt = Filter()
        words: list[str] = []
        kinds: list[tuple[str | None, str | None]] = []
        for part in c:
            if isinstance(part, Token):          # "spell"
                words.append(str(part))
                continue
            kind, value, text = part
            if kind == "kind":
                kinds.append(value)
                if len(kinds) > 1:
                    words.append("or")
            else:
                flt = flt.merge(**value)
            words.append(text)
        subtypes = frozenset(st for st, _ in kinds if st is not None)
        types = frozenset(t for _, t in kinds if t is not None)
        # "a Spirit or Arcane spell", "an instant or sorcery spell", "an Eldrazi creature
        # spell"; an alternative of a subtype or a card type isn't one filter.
        if len(kinds) > 1 and subtypes and types:
            raise Unsupported(f"a spell of a subtype or a card type ({' '.join(words)!r})")
        flt = flt.merge(subtypes=subtypes, types=types)
        return Desc(flt, "stack", " ".join(words))

    def spell_kind(self, c: list[Any]) -> tuple[str, Any, str]:
        subtype = next((str(t) for t in c if t.type == "SUBTYPE"), None)
        card_type = next((type_of(str(t)) for t in c if t.type != "SUBTYPE"), None)
        return ("kind", (subtype, card_type), " ".join(str(t) for t in c))

    def targets_self(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"targets_source": True}, "that targets this")


def _up_to_targets(n: int, described: Desc) -> ObjRef:
    """"up to N target [objects]" (601.2c: any number of them from 0 to N)."""
    desc: Desc = targetable(described)
    text = f"up to {n} target {desc.text}"
    return sem.target_obj(desc_target(desc, n, up_to=True, text=text), text, desc.filter,
                          desc.zone)


def possessed_pt(whose: str, which: str) -> Amount:
    """"its power/toughness" (`whose` "it": the object named before; 608.2h: last known
    information) or "~'s power/toughness" ("self")."""
    def bind(b: Builder) -> Amount:
        get = b.last_obj if whose == "it" else None
        if get is None and not b.it_is_source and whose == "it":
            raise Unsupported(f"'its {which}' refers to nothing")

        def value(ctx: Ctx, r: Resolving) -> int:
            ids = get(ctx, r) if get is not None else [r.source]
            if len(ids) != 1 or ctx.state.last_known(ids[0]) is None:
                return 0
            chars = characteristics(ctx.state, ids[0])
            return (chars.power if which == "power" else chars.toughness) or 0
        return Amount(count=value)
    return Amount(binder=bind)
