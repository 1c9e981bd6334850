"""Mana, mana symbols, mana costs and paying them (CR 106, 107.3, 107.4, 118, 202, 601.2f-h).

`ManaCost` is the parsed, round-tripping form of a printed cost (``ManaCost.parse("{2}{G}")``).
`ManaUnit` is one mana in a mana pool (106.4). `plan_payment` is the auto-payer: given a cost,
the pool and the mana abilities that could be activated (601.2g), it finds a way to pay the
total cost (601.2h), or proves there is none.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

__all__ = [
    "COLORS",
    "MANA_TYPES",
    "ManaCost",
    "ManaUnit",
    "PaymentPlan",
    "SourceOffer",
    "assign_units",
    "can_pay",
    "format_units",
    "parse_mana_symbols",
    "pays_symbol",
    "plan_payment",
    "without_symbol",
]

# 106.1a: the five colors of mana; 106.1b: the six types of mana (the colors and colorless).
MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")
COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")

_TYPE_INDEX: dict[str, int] = {t: i for i, t in enumerate(MANA_TYPES)}
_C = 5  # index of colorless in MANA_TYPES

# How a symbol (other than a numeral or {X}) is paid: (mask of the mana types that pay it, kind).
_PLAIN = 0  # one mana of a type in the mask (107.4a, 107.4c, 107.4e)
_TWOBRID = 1  # one mana of the color, or two mana of any type (107.4e: {2/W})
_PHYREXIAN = 2  # one mana of a type in the mask, or 2 life (107.4f)
_SNOW = 3  # one mana of any type from a snow source (107.4h)
_ANY = (1 << len(MANA_TYPES)) - 1

# 107.4e: the ten hybrid pairs, in the order the rules (and the cards) print them.
_HYBRID_PAIRS = ("W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U")


def _bit(t: str) -> int:
    return 1 << _TYPE_INDEX[t]


def _symbol_tables() -> tuple[
    dict[str, tuple[int, int]], dict[str, int], dict[str, tuple[str, ...]], dict[str, str]
]:
    """Build the symbol tables of 107.4 once, at import."""
    pips: dict[str, tuple[int, int]] = {"C": (_bit("C"), _PLAIN), "S": (_ANY, _SNOW)}
    values: dict[str, int] = {"C": 1, "S": 1}
    colors: dict[str, tuple[str, ...]] = {"C": (), "S": (), "X": ()}
    aliases: dict[str, str] = {"C": "C", "S": "S", "X": "X"}
    for c in COLORS:
        # 107.4a: a primary colored mana symbol.
        pips[c] = (_bit(c), _PLAIN)
        # 107.4e: monocolored hybrid {2/W}; 202.3f: counts its largest component, 2.
        pips[f"2/{c}"] = (_bit(c), _TWOBRID)
        values[f"2/{c}"] = 2
        # 107.4e: colorless hybrid {C/W}, paid with one mana of the color or one colorless.
        pips[f"C/{c}"] = (_bit(c) | _bit("C"), _PLAIN)
        # 107.4f: Phyrexian {W/P}; 202.3g: contributes 1.
        pips[f"{c}/P"] = (_bit(c), _PHYREXIAN)
        for sym in (c, f"2/{c}", f"C/{c}", f"{c}/P"):
            colors[sym] = (c,)
    for pair in _HYBRID_PAIRS:
        a, b = pair.split("/")
        # 107.4e: hybrid {W/U}; 107.4f: hybrid Phyrexian {W/U/P}. Each is both its colors.
        pips[pair] = (_bit(a) | _bit(b), _PLAIN)
        pips[f"{pair}/P"] = (_bit(a) | _bit(b), _PHYREXIAN)
        colors[pair] = colors[f"{pair}/P"] = (a, b)
        aliases[f"{b}/{a}"] = pair
        aliases[f"{b}/{a}/P"] = f"{pair}/P"
    for sym in pips:
        values.setdefault(sym, 1)
        aliases[sym] = sym
    return pips, values, colors, aliases


_PIPS, _SYMBOL_VALUE, _SYMBOL_COLORS, _ALIASES = _symbol_tables()


def _normalise_symbol(body: str, text: str) -> str:
    key = body.upper()
    if key.isascii() and key.isdigit():
        return str(int(key))  # 107.4b: a numerical symbol is generic mana
    canonical = _ALIASES.get(key)
    if canonical is None:
        raise ValueError(f"invalid mana symbol {{{body}}} in mana cost {text!r} (see 107.4)")
    return canonical


@lru_cache(maxsize=4096)
def _parse_symbols(text: str) -> tuple[str, ...]:
    symbols: list[str] = []
    i, n = 0, len(text)
    while i < n:
        if text[i] != "{":
            raise ValueError(
                f"invalid mana cost {text!r}: expected '{{' at position {i}, found {text[i]!r}"
            )
        j = text.find("}", i + 1)
        if j < 0:
            raise ValueError(f"invalid mana cost {text!r}: unterminated symbol {text[i:]!r}")
        symbols.append(_normalise_symbol(text[i + 1 : j], text))
        i = j + 1
    return tuple(symbols)


def _build(xs: int, generic: int, rest: Iterable[str], keep_zero: bool) -> tuple[str, ...]:
    """Printed order: {X}s, then one combined numeral, then the other symbols."""
    out = ["X"] * xs
    if generic > 0:
        out.append(str(generic))
    rest_t = tuple(rest)
    if generic == 0 and keep_zero and not xs and not rest_t:
        out.append("0")  # 601.2f: a mana component reduced to nothing is {0}
    return (*out, *rest_t)


@dataclass(frozen=True, slots=True, repr=False)
class ManaCost:
    """A mana cost (202.1): symbol texts without braces, in printed order.

    ``ManaCost.parse("")`` is the empty cost. The parser normalises letter case, numerals
    ("{02}" is "{2}") and the order of hybrid halves ("{U/W}" is "{W/U}").
    """

    symbols: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """Parse "{2}{G}{G}"; raise ValueError naming the text and the bad symbol (107.4)."""
        return cls(_parse_symbols(text))

    def __str__(self) -> str:
        if not self.symbols:
            return ""
        return "{" + "}{".join(self.symbols) + "}"

    def __repr__(self) -> str:
        return f"ManaCost.parse({str(self)!r})"

    def mana_value(self, x: int = 0) -> int:
        """202.3: total mana in the cost; {X} counts x (202.3e), {2/W} 2 (202.3f), {W/P} 1."""
        if x < 0:
            raise ValueError(f"X can't be negative (107.1b), got {x} for {self}")
        total = 0
        for s in self.symbols:
            value = _SYMBOL_VALUE.get(s)
            if value is not None:
                total += value
            elif s == "X":
                total += x
            else:
                total += int(s)
        return total

    @property
    def colors(self) -> frozenset[str]:
        """105.2, 202.2: the colors of the colored, hybrid and Phyrexian symbols."""
        return frozenset(c for s in self.symbols for c in _SYMBOL_COLORS.get(s, ()))

    @property
    def x_count(self) -> int:
        """The number of {X} symbols (107.3)."""
        return self.symbols.count("X")

    @property
    def generic(self) -> int:
        """107.4b: the generic mana given by numerals ({X} not included)."""
        return sum(int(s) for s in self.symbols if s.isdigit())

    def is_empty(self) -> bool:
        """True if paying this cost takes no mana: no symbols, or only {0} (107.4d, 118.5)."""
        return all(s == "0" for s in self.symbols)

    def with_x(self, x: int) -> ManaCost:
        """107.3a: the cost once X is announced: each {X} becomes x generic mana."""
        if x < 0:
            raise ValueError(f"X can't be negative (107.1b), got {x} for {self}")
        xs = self.x_count
        if not xs:
            return self
        rest = [s for s in self.symbols if s != "X" and not s.isdigit()]
        return ManaCost(_build(0, self.generic + xs * x, rest, True))

    def __add__(self, other: ManaCost) -> ManaCost:
        """601.2f: the total cost, with the generic parts combined into one numeral."""
        if not isinstance(other, ManaCost):
            return NotImplemented
        if not other.symbols:
            return self
        if not self.symbols:
            return other
        both = self.symbols + other.symbols
        rest = [s for s in both if s != "X" and not s.isdigit()]
        keep_zero = any(s.isdigit() for s in both)
        return ManaCost(_build(both.count("X"), self.generic + other.generic, rest, keep_zero))

    def reduce_generic(self, n: int) -> ManaCost:
        """601.2f, 118.7a: reduce the generic part by n, not below {0}; {S} is kept (107.4h)."""
        if n < 0:
            raise ValueError(f"a cost reduction can't be negative, got {n} for {self}")
        generic = self.generic
        if n == 0 or generic == 0:
            return self
        rest = [s for s in self.symbols if s != "X" and not s.isdigit()]
        return ManaCost(_build(self.x_count, max(0, generic - n), rest, True))


@dataclass(frozen=True, slots=True)
class ManaUnit:
    """106.4: one mana in a mana pool, remembering where it came from (106.3).

    ``snow`` is whether its source was a snow permanent (107.4h). ``restriction`` is a key
    the engine interprets (106.6, `rules.mana_abilities.RESTRICTIONS`), None for mana that
    can be spent on anything; ``rider`` names an additional effect on what it is spent on
    (106.6, `rules.mana_abilities.RIDERS`).
    """

    type: str
    source: int | None = None
    snow: bool = False
    restriction: str | None = None
    rider: str | None = None

    def __post_init__(self) -> None:
        if self.type not in _TYPE_INDEX:
            raise ValueError(f"invalid mana type {self.type!r}; 106.1b: one of {MANA_TYPES}")


@dataclass(frozen=True, slots=True)
class SourceOffer:
    """A mana ability that could be activated while paying a cost (601.2g, 605).

    ``outputs`` are the alternative productions, each a tuple of mana types; offers that share
    a non-negative ``group`` exclude each other (two {T} abilities of one permanent, 107.5).
    ``bases`` maps each output to the ability's own production it comes from, when the
    outputs include replacement effects and triggered mana abilities (106.12, 605.4a).
    """

    key: int
    outputs: tuple[tuple[str, ...], ...]
    group: int = -1
    bases: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PaymentPlan:
    """How to pay a cost (601.2g-h): pool units to spend, abilities to activate, life to pay."""

    pool_units: tuple[int, ...]
    activations: tuple[tuple[int, int], ...]
    life: int = 0  # 107.4f: 2 life for each Phyrexian symbol not paid with mana


def format_units(units: Iterable[ManaUnit]) -> str:
    """Mana as symbols in W, U, B, R, G, C order, e.g. "{G}{G}{C}" (106.4a announcements)."""
    types = sorted((u.type for u in units), key=_TYPE_INDEX.__getitem__)
    return "".join(f"{{{t}}}" for t in types)


@lru_cache(maxsize=1024)
def parse_mana_symbols(text: str) -> tuple[str, ...]:
    """The mana types that "Add {G}{G}" adds: ("G", "G").

    106.10: a numeral adds that much colorless mana; 106.11: {S} adds colorless mana. Hybrid
    and Phyrexian symbols need a choice (106.8) and are rejected.
    """
    out: list[str] = []
    for s in _parse_symbols(text):
        if s in _TYPE_INDEX:
            out.append(s)
        elif s.isdigit():
            out.extend("C" * int(s))
        elif s == "S":
            out.append("C")
        else:
            raise ValueError(f"mana symbol {{{s}}} in {text!r} doesn't name a type of mana")
    return tuple(out)


def pays_symbol(symbol: str, unit: ManaUnit) -> bool:
    """Whether one mana `unit` can pay the mana symbol `symbol` of a cost (107.4).

    A numeral is generic mana, paid with any type (107.4b); {S} takes mana from a snow source
    (107.4h); {2/W} and Phyrexian symbols here are their colored halves (107.4e-f).
    """
    if symbol.isdigit():
        return symbol != "0"
    pip = _PIPS.get(symbol)
    if pip is None:
        raise ValueError(f"{{{symbol}}} is not a symbol that mana pays (107.4)")
    mask, kind = pip
    if kind == _SNOW:
        return unit.snow
    return bool(mask >> _TYPE_INDEX[unit.type] & 1)


def without_symbol(cost: ManaCost, symbol: str) -> ManaCost:
    """The cost left once one `symbol` of it is paid; a numeral loses one generic mana."""
    if symbol.isdigit():
        return cost.reduce_generic(1)
    symbols = list(cost.symbols)
    if symbol not in symbols:
        raise ValueError(f"{cost} has no {{{symbol}}}")
    symbols.remove(symbol)
    return ManaCost(tuple(symbols))


# ---------------------------------------------------------------------------------------------
# Paying costs (601.2g-h).
#
# The solver works on counts. A cost becomes a list of pips (mask, kind) plus generic mana.
# Available mana is a count per type ("avail": pool units and mana already produced by planned
# activations); a snow count per type is kept only while {S} pips remain (they are paid first).
# Mana abilities are grouped into classes of interchangeable groups (same productions), so
# the search never tries two identical Forests in both orders. Generic mana is paid last, from
# what is left and then from the abilities that yield most.
# ---------------------------------------------------------------------------------------------

# (life paid, activations, spare mana spent (a {2/W} paid with two), flexibility of sources)
_Cost = tuple[int, int, int, int]
_Step = tuple[int, ...]
_Result = tuple[_Cost, tuple[_Step, ...]] | None

# Steps of a payment path.
_USE = 0  # (_USE, type): spend available mana of that type
_USE_SNOW = 1  # (_USE_SNOW, type): spend a snow pool unit of that type on {S}
_ACTIVATE = 2  # (_ACTIVATE, class, member, output, type): activate, spend one mana of type
_TWO_GENERIC = 3  # (_TWO_GENERIC,): pay {2/W} with two generic mana
_LIFE = 4  # (_LIFE,): pay a Phyrexian symbol with 2 life
_GENERIC_ACTIVATE = 5  # (_GENERIC_ACTIVATE, class, member, output): activate for generic mana

_ZERO: _Cost = (0, 0, 0, 0)
_SPARE: _Cost = (0, 0, 1, 0)  # 107.4e: {2/W} paid with two mana spends one more
_NODE_LIMIT = 2000  # bound on the optimising search; past it the first plan found is kept


class _SearchLimit(Exception):
    pass


@lru_cache(maxsize=4096)
def _requirements(symbols: tuple[str, ...]) -> tuple[tuple[tuple[int, int], ...], int]:
    """The pips of a cost, most constrained first, and its generic mana."""
    generic = 0
    pips: list[tuple[int, int]] = []
    for s in symbols:
        pip = _PIPS.get(s)
        if pip is not None:
            pips.append(pip)
        elif s.isdigit():
            generic += int(s)
        elif s == "X":
            raise ValueError(
                f"cost {ManaCost(symbols)} still has {{X}}: announce X with with_x first (107.3a)"
            )
        else:
            raise ValueError(f"invalid mana symbol {{{s}}} in cost {ManaCost(symbols)} (107.4)")
    # {S} first (only snow mana pays it), then single-type pips, hybrids, and last the symbols
    # with another way to pay ({2/W}, Phyrexian).
    pips.sort(key=lambda p: (p[1] != _SNOW, p[1] != _PLAIN, p[0].bit_count(), p[0]))
    return tuple(pips), generic


# One production of an offer: (index in offer.outputs, types produced, mask of them, amount).
_Output = tuple[int, tuple[int, ...], int, int]
# What the solver knows of an offer: (productions in canonical order, flexibility (how many
# types it can make), signature, (biggest amount, its production)).
_Member = tuple[tuple[_Output, ...], int, tuple[tuple[int, ...], ...], tuple[int, int]]


@lru_cache(maxsize=1024)
def _offer_info(outputs: tuple[tuple[str, ...], ...]) -> _Member | None:
    """The distinct non-empty productions of an offer, or None if it makes no mana (106.5)."""
    seen: dict[tuple[int, ...], int] = {}
    for k, out in enumerate(outputs):
        try:
            types = tuple(sorted(_TYPE_INDEX[t] for t in out))
        except KeyError as exc:
            raise ValueError(f"invalid mana type {exc.args[0]!r} in production {out!r}") from None
        if types and types not in seen:
            seen[types] = k
    if not seen:
        return None
    outs: list[_Output] = []
    union = 0
    for types in sorted(seen):
        mask = 0
        for t in types:
            mask |= 1 << t
        union |= mask
        outs.append((seen[types], types, mask, len(types)))
    biggest = max(range(len(outs)), key=lambda p: outs[p][3])
    sig = tuple(o[1] for o in outs)
    return tuple(outs), union.bit_count(), sig, (outs[biggest][3], biggest)


_NO_MANA: tuple[int, ...] = (0, 0, 0, 0, 0, 0)


class _Payer:
    """One payment problem (601.2g-h): a cost, a pool and the offers that could be activated."""

    __slots__ = (
        "avail0",
        "cands",
        "cls_best",
        "cls_groups",
        "cls_members",
        "cls_size",
        "generic",
        "hall",
        "life0",
        "max_yield",
        "memo",
        "n_snow",
        "need_phy",
        "need_plain",
        "nodes",
        "offers",
        "pips",
        "snow0",
        "unit_lists",
        "yields",
    )

    def __init__(
        self,
        cost: ManaCost,
        pool: Sequence[ManaUnit],
        offers: Sequence[SourceOffer],
        allow_restricted: Callable[[ManaUnit], bool] | None,
        life_available: int,
    ) -> None:
        pips, self.generic = _requirements(cost.symbols)
        self.life0 = max(0, life_available)
        self.offers = offers
        self.avail0 = self.snow0 = _NO_MANA
        self.unit_lists: list[list[int]] = []
        if pool:
            self._read_pool(pool, allow_restricted)

        # Classes of interchangeable groups of offers (an ungrouped offer is a group of one);
        # 107.5: at most one offer of a group is activated.
        by_sig: dict[object, int] = {}
        cls_groups: list[list[tuple[int, ...]]] = []
        cls_members: list[tuple[_Member, ...]] = []
        grouped: dict[int, list[tuple[tuple[tuple[int, ...], ...], int, _Member]]] = {}
        for idx, offer in enumerate(offers):
            info = _offer_info(offer.outputs)
            if info is None:
                continue
            if offer.group >= 0:
                grouped.setdefault(offer.group, []).append((info[2], idx, info))
                continue
            c = by_sig.get(info[2])
            if c is None:
                c = by_sig[info[2]] = len(cls_groups)
                cls_groups.append([])
                cls_members.append((info,))
            cls_groups[c].append((idx,))
        for entries in grouped.values():
            entries.sort()
            gsig = tuple(e[0] for e in entries)
            c = by_sig.get(gsig)
            if c is None:
                c = by_sig[gsig] = len(cls_groups)
                cls_groups.append([])
                cls_members.append(tuple(e[2] for e in entries))
            cls_groups[c].append(tuple(e[1] for e in entries))
        self.cls_groups = cls_groups
        self.cls_members = cls_members
        self.cls_size = tuple(len(g) for g in cls_groups)
        # For generic mana (paid last): each class's biggest production, least flexible first.
        best: list[tuple[int, int, int, int]] = []  # (amount, flexibility, member, production)
        for members in cls_members:
            amount, flex, j, p = 0, 0, 0, 0
            for k, (_, m_flex, _, (m_amount, m_p)) in enumerate(members):
                if k == 0 or (m_amount, -m_flex) > (amount, -flex):
                    amount, flex, j, p = m_amount, m_flex, k, m_p
            best.append((amount, flex, j, p))
        self.cls_best = best
        self.max_yield = max((b[0] for b in best), default=0)
        self.cands: dict[int, tuple[tuple[int, int, int, int, int], ...]] = {}
        self.yields: dict[int, tuple[int, ...]] = {}

        # Most constrained first: {S}, then by how many sources could pay each pip.
        if len(pips) > 1 and cls_groups and len({p[0] for p in pips}) > 1:
            supply = {m: self._supply(m) for m, _ in pips}
            pips = tuple(sorted(pips, key=lambda p: (p[1] != _SNOW, p[1] != _PLAIN, supply[p[0]])))
        self.pips = pips
        self.n_snow = sum(1 for p in pips if p[1] == _SNOW)
        self.memo: dict[tuple[object, ...], _Result] = {}
        self.nodes = 0
        self.need_plain: list[int] = []
        self.need_phy: list[int] = []
        self.hall: list[tuple[tuple[int, int], ...]] = []

    def _read_pool(
        self, pool: Sequence[ManaUnit], allow_restricted: Callable[[ManaUnit], bool] | None
    ) -> None:
        """Pool units by (type, snow); 106.6: restricted mana only where the caller allows."""
        avail = [0] * 6
        snow = [0] * 6
        lists: list[list[int]] = [[] for _ in range(12)]
        restricted: list[tuple[int, int]] = []
        for idx, unit in enumerate(pool):
            t = _TYPE_INDEX[unit.type]
            if unit.restriction is not None:
                if allow_restricted is None or not allow_restricted(unit):
                    continue
                restricted.append((idx, t * 2 + unit.snow))
            else:
                lists[t * 2 + unit.snow].append(idx)
            avail[t] += 1
            if unit.snow:
                snow[t] += 1
        # pop() takes restricted units first (they pay for less), then the rest in pool order.
        for lst in lists:
            lst.reverse()
        for idx, cls in reversed(restricted):
            lists[cls].append(idx)
        self.unit_lists = lists
        self.avail0 = tuple(avail)
        self.snow0 = tuple(snow)

    def _supply(self, mask: int) -> int:
        total = sum(self.avail0[t] for t in range(6) if mask >> t & 1)
        for members, size in zip(self.cls_members, self.cls_size, strict=True):
            if any(o[2] & mask for m in members for o in m[0]):
                total += size
        return total

    def candidates(self, mask: int) -> tuple[tuple[int, int, int, int, int], ...]:
        """Activations that could pay a pip of this mask: (flex, -amount, class, member, out)."""
        found = self.cands.get(mask)
        if found is None:
            lst = [
                (m[1], -o[3], c, j, p)
                for c, members in enumerate(self.cls_members)
                for j, m in enumerate(members)
                for p, o in enumerate(m[0])
                if o[2] & mask
            ]
            lst.sort()
            found = self.cands[mask] = tuple(lst)
        return found

    def yield_in(self, mask: int) -> tuple[int, ...]:
        """Per class: the most mana of the types in mask that one of its groups can make."""
        found = self.yields.get(mask)
        if found is None:
            found = self.yields[mask] = tuple(
                max(sum(1 for t in o[1] if mask >> t & 1) for m in members for o in m[0])
                for members in self.cls_members
            )
        return found

    def lower_bound(self) -> int:
        """Fewest activations any plan that pays no life needs.

        Pips beyond the pool's mana need activations that make their types; the mana still
        missing after those needs activations of the biggest productions.
        """
        have = sum(self.avail0)
        # {S} takes pool mana (107.4h); {2/W} may be paid with generic mana (107.4e).
        typed = [m for m, kind in self.pips if kind in (_PLAIN, _PHYREXIAN)]
        union = 0
        for m in typed:
            union |= m
        per_act = max(self.yield_in(union), default=0)
        typed_acts = 0
        if len(typed) > have - self.n_snow and per_act:
            typed_acts = -(-(len(typed) - have + self.n_snow) // per_act)
        typed_yield = max(
            (o[3] for members in self.cls_members for m in members for o in m[0] if o[2] & union),
            default=0,
        )
        missing = len(self.pips) + self.generic - have - typed_acts * typed_yield
        if missing <= 0 or not self.max_yield:
            return typed_acts
        return typed_acts + -(-missing // self.max_yield)

    def finish_generic(self, have: int, used: Sequence[int], generic: int) -> _Result:
        """107.4b: generic mana, from what is left, then from as few activations as can make it.

        Among equal productions, tap the least flexible, then from the class with the most
        unused sources, to keep a spread of colors for later.
        """
        if have >= generic:
            return _ZERO, ()
        deficit = generic - have
        left = [size - n for size, n in zip(self.cls_size, used, strict=True)]
        best_of = self.cls_best
        steps: list[_Step] = []
        flex_sum = 0
        while deficit > 0:
            # Biggest productions first; the last one the smallest that covers the rest.
            pick = -1
            pick_key = (0, 0, 0, 0)
            for c, n_left in enumerate(left):
                if n_left:
                    amount = best_of[c][0]
                    covers = amount >= deficit
                    key = (covers, -amount if covers else amount, -best_of[c][1], n_left)
                    if pick < 0 or key > pick_key:
                        pick, pick_key = c, key
            if pick < 0:
                return None
            amount, flex, j, p = best_of[pick]
            left[pick] -= 1
            steps.append((_GENERIC_ACTIVATE, pick, j, p))
            flex_sum += flex
            deficit -= amount
        return (0, len(steps), 0, flex_sum), tuple(steps)

    def greedy(self) -> _Result:
        """One pass, the best-looking choice for each pip, no backtracking."""
        avail = list(self.avail0)
        snow = list(self.snow0)
        used = [0] * len(self.cls_size)
        size = self.cls_size
        life = self.life0
        life_paid = acts = flex_sum = extra = 0
        steps: list[_Step] = []
        for mask, kind in self.pips:
            if kind == _SNOW:
                # 107.4h: {S} needs mana from a snow source; take the most plentiful type.
                best = max(range(6), key=lambda t: (snow[t] > 0, avail[t]))
                if not snow[best]:
                    return None
                snow[best] -= 1
                avail[best] -= 1
                steps.append((_USE_SNOW, best))
                continue
            best = -1
            for t in range(6):
                if mask >> t & 1 and avail[t] and (best < 0 or avail[t] > avail[best]):
                    best = t
            if best >= 0:
                avail[best] -= 1
                steps.append((_USE, best))
                continue
            for flex, _, c, j, p in self.candidates(mask):
                if used[c] < size[c]:
                    used[c] += 1
                    out = self.cls_members[c][j][0][p]
                    for t in out[1]:
                        avail[t] += 1
                    t = (out[2] & mask).bit_length() - 1
                    avail[t] -= 1
                    acts += 1
                    flex_sum += flex
                    steps.append((_ACTIVATE, c, j, p, t))
                    break
            else:
                if kind == _TWOBRID:
                    extra += 2
                    steps.append((_TWO_GENERIC,))
                elif kind == _PHYREXIAN and life >= 2:
                    life -= 2
                    life_paid += 2
                    steps.append((_LIFE,))
                else:
                    return None
        end = self.finish_generic(sum(avail), used, self.generic + extra)
        if end is None:
            return None
        cost, tail = end
        return (life_paid, acts + cost[1], extra // 2, flex_sum + cost[3]), (*steps, *tail)

    def search(self, optimise: bool) -> _Result:
        """Exact search over the pips; with optimise, the least (life, activations, flex)."""
        if not self.need_plain:
            pips = self.pips
            n = len(pips)
            self.need_plain = need_plain = [0] * (n + 1)
            self.need_phy = need_phy = [0] * (n + 1)
            masks: set[int] = set()
            hall: list[tuple[tuple[int, int], ...]] = [()] * (n + 1)
            for i in range(n - 1, -1, -1):
                mask, kind = pips[i]
                need_plain[i] = need_plain[i + 1] + (kind != _PHYREXIAN)
                need_phy[i] = need_phy[i + 1] + (kind == _PHYREXIAN)
                if kind == _PLAIN:
                    masks.add(mask)
                # Hall's condition: the pips that need types in M can't outnumber that mana.
                rest = [m for m, k in pips[i:] if k == _PLAIN]
                union = 0
                for m in rest:
                    union |= m
                tests = masks | {union} if rest else set()
                hall[i] = tuple((m, sum(1 for r in rest if r & ~m == 0)) for m in sorted(tests))
            self.hall = hall
        snow = self.snow0 if self.n_snow else ()
        return self._search(
            0, self.avail0, snow, (0,) * len(self.cls_size), 0, self.life0, optimise
        )

    def _search(
        self,
        i: int,
        avail: tuple[int, ...],
        snow: tuple[int, ...],
        used: tuple[int, ...],
        extra: int,
        life: int,
        optimise: bool,
    ) -> _Result:
        key = (i, avail, snow, used, extra, life)
        memo = self.memo
        if key in memo:
            return memo[key]
        self.nodes += 1
        if optimise and self.nodes > _NODE_LIMIT and self.offers:
            # Without mana abilities the states are few: the search always runs to the end,
            # so pool-only payments (assign_units) never spend a spare unit (118.3a).
            raise _SearchLimit
        pips = self.pips
        if i == len(pips):
            result = self.finish_generic(sum(avail), used, self.generic + extra)
            memo[key] = result
            return result
        if not self._may_pay(i, avail, used, extra, life):
            memo[key] = None
            return None

        options: list[
            tuple[_Cost, _Step, tuple[int, ...], tuple[int, ...], tuple[int, ...], int, int]
        ]
        options = []
        mask, kind = pips[i]
        if kind == _SNOW:
            for t in range(6):
                if snow[t]:
                    a = list(avail)
                    a[t] -= 1
                    s: tuple[int, ...] = ()
                    if i + 1 < self.n_snow:
                        sl = list(snow)
                        sl[t] -= 1
                        s = tuple(sl)
                    options.append((_ZERO, (_USE_SNOW, t), tuple(a), s, used, extra, life))
        else:
            for t in range(6):
                if mask >> t & 1 and avail[t]:
                    a = list(avail)
                    a[t] -= 1
                    options.append((_ZERO, (_USE, t), tuple(a), (), used, extra, life))
            # For a single-type pip, mana already there beats activating: whatever used that
            # mana could use the activation's mana instead.
            if not (options and mask & (mask - 1) == 0):
                for flex, _, c, j, p in self.candidates(mask):
                    if used[c] >= self.cls_size[c]:
                        continue
                    u = list(used)
                    u[c] += 1
                    ut = tuple(u)
                    out = self.cls_members[c][j][0][p]
                    base = list(avail)
                    for t in out[1]:
                        base[t] += 1
                    both = out[2] & mask
                    for t in range(6):
                        if both >> t & 1:
                            a = list(base)
                            a[t] -= 1
                            act: _Step = (_ACTIVATE, c, j, p, t)
                            options.append(((0, 1, 0, flex), act, tuple(a), (), ut, extra, life))
            if kind == _TWOBRID:
                options.append((_SPARE, (_TWO_GENERIC,), avail, (), used, extra + 2, life))
            elif kind == _PHYREXIAN and life >= 2:
                options.append(((2, 0, 0, 0), (_LIFE,), avail, (), used, extra, life - 2))
        best: _Result = None
        for here, step, na, ns, nu, ne, nl in options:
            sub = self._search(i + 1, na, ns, nu, ne, nl, optimise)
            if sub is None:
                continue
            sub_cost, sub_steps = sub
            total = (here[0] + sub_cost[0], here[1] + sub_cost[1], here[2] + sub_cost[2],
                     here[3] + sub_cost[3])
            if best is None or total < best[0]:
                best = (total, (step, *sub_steps))
                if not optimise:
                    break
        memo[key] = best
        return best

    def _may_pay(
        self, i: int, avail: tuple[int, ...], used: tuple[int, ...], extra: int, life: int
    ) -> bool:
        """Necessary conditions for paying pips[i:]: enough mana, and enough of each color."""
        left = [size - n for size, n in zip(self.cls_size, used, strict=True)]
        cap = sum(avail) + sum(b[0] * n for b, n in zip(self.cls_best, left, strict=True))
        need = self.need_plain[i] + self.generic + extra + max(0, self.need_phy[i] - life // 2)
        if need > cap:
            return False
        for mask, demand in self.hall[i]:
            supply = sum(avail[t] for t in range(6) if mask >> t & 1)
            if demand > supply:
                supply += sum(y * n for y, n in zip(self.yield_in(mask), left, strict=True))
                if demand > supply:
                    return False
        return True

    def realise(self, steps: tuple[_Step, ...]) -> PaymentPlan:
        """Turn a path of steps into pool unit indices and concrete activations."""
        lists = [list(lst) for lst in self.unit_lists] if self.unit_lists else []
        produced = [0] * 6
        next_group = [0] * len(self.cls_groups)
        spent: list[int] = []
        activations: list[tuple[int, int]] = []
        life = extra = 0

        def activate(c: int, j: int, p: int) -> None:
            offer = self.offers[self.cls_groups[c][next_group[c]][j]]
            next_group[c] += 1
            # Interchangeable offers may list their productions in different orders.
            info = _offer_info(offer.outputs)
            assert info is not None
            out = info[0][p]
            activations.append((offer.key, out[0]))
            for t in out[1]:
                produced[t] += 1

        def spend(t: int) -> None:
            if lists and lists[2 * t]:
                spent.append(lists[2 * t].pop())
            elif lists and lists[2 * t + 1]:
                spent.append(lists[2 * t + 1].pop())
            else:
                produced[t] -= 1

        for step in steps:
            op = step[0]
            if op == _USE:
                spend(step[1])
            elif op == _USE_SNOW:
                spent.append(lists[2 * step[1] + 1].pop())
            elif op == _ACTIVATE:
                activate(step[1], step[2], step[3])
                spend(step[4])
            elif op == _TWO_GENERIC:
                extra += 2
            elif op == _LIFE:
                life += 2
            else:
                activate(step[1], step[2], step[3])
        # 107.4b: generic mana from pool units first, colorless before colors, then from the
        # mana the activations made.
        generic = self.generic + extra
        if lists:
            for t in (_C, 0, 1, 2, 3, 4):
                for lst in (lists[2 * t], lists[2 * t + 1]):
                    while generic and lst:
                        spent.append(lst.pop())
                        generic -= 1
        spent.sort()
        return PaymentPlan(tuple(spent), tuple(activations), life)

    def precheck(self) -> bool:
        """A cheap necessary condition: each {S} has snow mana, each plain pip a source."""
        for mask, kind in self.pips:
            if kind == _SNOW:
                if not any(self.snow0):
                    return False
            elif (
                kind == _PLAIN
                and not self.candidates(mask)
                and not any(self.avail0[t] for t in range(6) if mask >> t & 1)
            ):
                return False
        return True


# Payment problems already solved. Without restricted mana in the pool (106.6) the answer
# depends only on the cost, the pool, the offers and the life available, so it is kept by
# those; the same problems come back at every decision until a permanent or the pool
# changes. Emptied when it grows large.
_SOLVED: dict[tuple[object, ...], object] = {}


def _solved_key(kind: str, cost: ManaCost, pool: Sequence[ManaUnit],
                offers: Sequence[SourceOffer], life_available: int) -> tuple[object, ...] | None:
    if any(u.restriction is not None for u in pool):
        return None        # the answer also depends on what the mana is spent on
    if len(_SOLVED) > 50_000:
        _SOLVED.clear()
    # Plain tuples (hashed natively): what a plan depends on (a plan names offers by their
    # key, pool units by position; a unit's source and rider don't change it, and groups
    # only say which offers exclude each other, so they are numbered in order of
    # appearance: boards alike but for their object ids share their answers).
    groups: dict[int, int] = {}
    return (kind, cost.symbols, tuple([(u.type, u.snow) for u in pool]),
            tuple([(o.key, o.outputs, o.group if o.group < 0
                    else groups.setdefault(o.group, len(groups))) for o in offers]),
            life_available)


def can_pay(
    cost: ManaCost,
    pool: Sequence[ManaUnit],
    offers: Sequence[SourceOffer],
    allow_restricted: Callable[[ManaUnit], bool] | None = None,
    life_available: int = 0,
) -> bool:
    """118.3, 601.2h: whether the pool and the offered mana abilities can pay the cost."""
    key = _solved_key("can", cost, pool, offers, life_available)
    if key is None:
        return _can_pay(cost, pool, offers, allow_restricted, life_available)
    known = _SOLVED.get(key)
    if known is None:
        known = _SOLVED[key] = _can_pay(cost, pool, offers, allow_restricted, life_available)
    return bool(known)


def _can_pay(cost: ManaCost, pool: Sequence[ManaUnit], offers: Sequence[SourceOffer],
             allow_restricted: Callable[[ManaUnit], bool] | None, life_available: int) -> bool:
    if not any(u.restriction is not None for u in pool):
        simple = _can_pay_by_counting(cost.symbols, pool, offers)
        if simple is not None:
            return simple
    payer = _Payer(cost, pool, offers, allow_restricted, life_available)
    if not payer.precheck():
        return False
    if payer.greedy() is not None:
        return True
    return payer.search(False) is not None


def _can_pay_by_counting(symbols: tuple[str, ...], pool: Sequence[ManaUnit],
                         offers: Sequence[SourceOffer]) -> bool | None:
    """`can_pay` for the usual problem: a cost of single-type and generic symbols, and
    sources that each make one mana of one type (basic lands, Llanowar Elves). Each unit
    then pays a symbol of its type or generic mana, so counting decides; None for any
    other problem."""
    supply: dict[str, int] = {}
    groups: set[int] = set()
    for offer in offers:
        outputs = offer.outputs
        if len(outputs) != 1 or len(outputs[0]) != 1:
            return None
        if offer.group >= 0:
            if offer.group in groups:
                return None     # 107.5: one {T} ability of a permanent excludes another
            groups.add(offer.group)
        kind = outputs[0][0]
        supply[kind] = supply.get(kind, 0) + 1
    return pays_by_counting(symbols, pool, supply)


def pays_by_counting(symbols: tuple[str, ...], pool: Sequence[ManaUnit],
                     supply: dict[str, int]) -> bool | None:
    """Whether the pool and sources making one mana each (`supply`: how many of each type)
    pay a cost of single-type and generic symbols; None for a cost with other symbols."""
    need: dict[str, int] = {}
    generic = 0
    for symbol in symbols:
        if symbol in _TYPE_INDEX:
            need[symbol] = need.get(symbol, 0) + 1
        elif symbol.isdigit():
            generic += int(symbol)
        else:
            return None         # hybrid, Phyrexian, snow
    have = dict(supply)
    for unit in pool:
        have[unit.type] = have.get(unit.type, 0) + 1
    if any(have.get(kind, 0) < count for kind, count in need.items()):
        return False
    return sum(have.values()) >= sum(need.values()) + generic


def plan_payment(
    cost: ManaCost,
    pool: Sequence[ManaUnit],
    offers: Sequence[SourceOffer],
    allow_restricted: Callable[[ManaUnit], bool] | None = None,
    life_available: int = 0,
) -> PaymentPlan | None:
    """601.2g-h: a plan that pays the cost, or None if there is none.

    Prefers mana to life for Phyrexian symbols (107.4f), pool mana to activations, as few
    activations as possible, then the fewest mana spent (a {2/W} is paid with its color when
    the color is there, 107.4e), and among those leaves the most flexible sources unused. A greedy
    pass is kept when it provably needs no fewer activations; otherwise an exact memoised
    search runs (optimising for up to _NODE_LIMIT states, then settling for any plan).
    """
    key = _solved_key("plan", cost, pool, offers, life_available)
    if key is None:
        return _plan_payment(cost, pool, offers, allow_restricted, life_available)
    if key not in _SOLVED:
        _SOLVED[key] = _plan_payment(cost, pool, offers, allow_restricted, life_available)
    plan = _SOLVED[key]
    assert plan is None or isinstance(plan, PaymentPlan)
    return plan


def _plan_payment(cost: ManaCost, pool: Sequence[ManaUnit], offers: Sequence[SourceOffer],
                  allow_restricted: Callable[[ManaUnit], bool] | None,
                  life_available: int) -> PaymentPlan | None:
    payer = _Payer(cost, pool, offers, allow_restricted, life_available)
    if not payer.precheck():
        return None
    first = payer.greedy()
    # The greedy pass is kept only if no plan can be better: no life paid, no spare mana
    # spent on a {2/W} (107.4e), and no more activations than any plan needs.
    if (first is not None and first[0][0] == 0 and first[0][2] == 0
            and first[0][1] <= payer.lower_bound()):
        return payer.realise(first[1])
    try:
        found = payer.search(True)
    except _SearchLimit:
        found = first if first is not None else payer.search(False)
    return None if found is None else payer.realise(found[1])


def assign_units(
    cost: ManaCost,
    units: Sequence[ManaUnit],
    allow_restricted: Callable[[ManaUnit], bool] | None = None,
) -> tuple[int, ...] | None:
    """601.2h: indices of the units that pay the whole cost exactly, or None.

    Phyrexian symbols are paid with mana here; to pay one with life (107.4f), leave it out of
    the cost.
    """
    plan = plan_payment(cost, units, (), allow_restricted, 0)
    return None if plan is None else plan.pool_units
