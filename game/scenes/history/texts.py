"""Words the history screens share: a record's one-line title, levels and factions by name."""

from __future__ import annotations

from datetime import date, datetime

import pygame

from game.ai.registry import LEVEL_NAMES
from game.history.daily import CODES, share_code
from game.history.records import COMPUTER, GameRecord
from game.i18n import _, ngettext
from game.scenes.settlers.texts import faction_name as name


def level_name(level: str) -> str:
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


def faction_name(faction: str) -> str:

    return name(faction)


def seat_label(record: GameRecord, seat: int) -> str:
    """A person by name, a computer by its level (its seat name says nothing)."""
    entry = record.seats[seat]
    if entry.kind == COMPUTER:
        return level_name(entry.level)
    return entry.name


def when(record: GameRecord) -> str:
    try:
        moment = datetime.fromisoformat(record.played_at)
    except ValueError:
        return record.played_at
    return moment.strftime("%Y-%m-%d %H:%M")


def record_title(record: GameRecord) -> str:
    """ "2026-11-26 16:40 · Imperial Settlers · Ann won" (or "lost" for a solo game)."""
    if record.solo:
        verdict = _("won") if record.winners else _("lost")
        result = f"{record.seats[0].name} {verdict}"
    elif record.winners:
        result = _("{names} won").format(
            names=", ".join(record.seats[w].name for w in record.winners)
        )
    else:
        result = _("nobody won")
    return f"{when(record)} · {result}"


def record_detail(record: GameRecord) -> str:
    scores = ", ".join(
        f"{seat_label(record, i)} {record.scores[i] if i < len(record.scores) else 0}"
        for i in range(record.players)
    )
    moves = ngettext("{n} move", "{n} moves", record.steps).format(n=record.steps)
    if record.daily and record.game in CODES:
        try:
            code = share_code(record.game, date.fromisoformat(record.daily))
        except ValueError:  # a row edited by hand: shown as an ordinary game
            return f"{scores} · {moves}"
        return f"{_('Daily challenge {code}').format(code=code)} · {scores} · {moves}"
    return f"{scores} · {moves}"


def clipped(font: pygame.font.Font, text: str, width: int) -> str:
    """The text, cut with an ellipsis where it would overflow `width` (a list row's detail)."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,·") + "…"
