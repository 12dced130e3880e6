"""A sentence kept as msgids and values, translated only when shown (a language switch, or the
command line's `--lang`, reaches a log already built)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game import i18n


@dataclass(frozen=True, slots=True)
class Phrase:
    """`msgid` (or, with `plural`, a plural entry chosen by `n`) with `{name}` placeholders.

    A value that is itself a Phrase (a card's or a good's name) is translated too; any other
    value (a player's name, a region's number) is shown as it is."""

    msgid: str
    params: dict[str, Any] = field(default_factory=dict)
    plural: str | None = None
    n: int = 0

    def render(self) -> str:
        if self.plural is None:
            text = i18n.translate(self.msgid)
        else:
            text = i18n.ngettext(self.msgid, self.plural, self.n)
        values = {k: v.render() if isinstance(v, Phrase) else v for k, v in self.params.items()}
        values.setdefault("n", self.n)
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must not hide the line: fall back to the source text.
            return (self.msgid if self.plural is None or self.n == 1 else self.plural).format(
                **values
            )


def N_(msgid: str, **params: Any) -> Phrase:
    """A translatable phrase (named like the engine's marker so the extractor finds it)."""
    return Phrase(msgid, params)


def ngettext(singular: str, plural: str, n: int, **params: Any) -> Phrase:
    """A phrase with a count (named like gettext's so the extractor finds both forms)."""
    return Phrase(singular, params, plural, n)


def listing(items: Sequence[Phrase | str]) -> Phrase | str:
    """Several phrases joined with commas ("2 wood, 1 food")."""
    if not items:
        return N_("nothing")
    out: Phrase | str = items[0]
    for item in items[1:]:
        out = N_("{first}, {second}", first=out, second=item)
    return out
