"""Backup (702.165a): "Backup N" compiles to ("backup", N); `compiler.assemble` notes where
it is printed, and once every paragraph is compiled `with_backups` puts in its place the
ability `rules.backup.backup` makes with the keywords and abilities printed below it
(702.165c: the printed ones).

The engine can grant (113.10, `rules/granted.py`) keywords, activated abilities other than
mana abilities, and triggered abilities that look back in time (603.10a); a backup ability
that would grant another ability is refused, naming it.

The grammar is `backup.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.abilities import Ability, ActivatedAbility, TriggeredAbility
from manastack.rules.backup import backup

# Where a "Backup N" is printed: (N, the number of abilities compiled before it, the index
# of its line among the card's lines of keywords, its text).
PendingBackup = tuple[int, int, int, str]


class BackupClauses:
    """The transformer methods of backup.lark."""

    def backup(self, c: list[Any]) -> tuple[str, int]:
        return ("backup", int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER")))


def with_backups(
    abilities: list[Ability], keyword_lines: list[frozenset[str]], pending: list[PendingBackup]
) -> list[Ability]:
    """The card's abilities (none of them a backup ability yet) with each backup ability in
    its place (702.165a), given the keywords of each line of keywords in printed order;
    Unsupported naming the backup's text if it would grant an ability the engine can't."""
    out = list(abilities)
    for n, position, line, text in sorted(pending, key=lambda p: -p[1]):
        below = tuple(abilities[position:])
        for ability in below:
            if not _grantable(ability):
                raise Unsupported(
                    f"{text!r}: granting {ability.text!r} (113.10: the engine "
                    "grants only activated abilities and triggered abilities "
                    "that look back in time)"
                )
        keywords = frozenset(k for later in keyword_lines[line + 1 :] for k in later)
        out.insert(position, backup(n, keywords, below))
    return out


def _grantable(ability: Ability) -> bool:
    if isinstance(ability, ActivatedAbility):
        return not ability.is_mana_ability
    return isinstance(ability, TriggeredAbility) and ability.look_back
