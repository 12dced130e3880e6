"""What the main menu's Continue opens and says: which game the autosave holds, how far it is and when
it was saved ("Continue: Imperial Settlers" over "Round 3 of 5 · 26 Nov 2026, 19:40").

Continue opens whichever was played last: the autosaved game or an unfinished network game
(whose seat is kept in the data folder). The autosave's header is read once per version of the file (its size and time), so the menu
can be laid out again on every resize without reading the file again.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from game import i18n
from game.i18n import _
from game.net.last_played import LastPlayed, last_played
from game.scenes import registry
from game.scenes.load import format_date, render_progress, shown
from game.scenes.save_index import Summary, read_summary

_read: dict[Path, tuple[tuple[int, int], Summary]] = {}


def _summary(path: Path) -> Summary | None:
    try:
        st = path.stat()
    except OSError:
        return None
    key = (st.st_size, st.st_mtime_ns)
    known = _read.get(path)
    if known is None or known[0] != key:
        known = _read[path] = (key, read_summary(path))
    return known[1]


def continue_lines(path: Path) -> tuple[str, list[str]]:
    """The button's first line and the details that may follow it, most useful first
    (progress, then date); an unreadable autosave says only "Continue"."""
    summary = _summary(path)
    save = summary.save if summary is not None else None
    if save is None:
        return _("Continue"), []
    game = shown(i18n.translate(registry.game_name(save.game)))
    details: list[str] = []
    progress = save.meta.get("progress")
    if isinstance(progress, dict) and isinstance(progress.get("msgid"), str):
        details.append(shown(render_progress(progress["msgid"], progress.get("params"))))
    elif isinstance(progress, str) and progress:
        details.append(shown(i18n.translate(progress)))
    details.append(format_date(save.updated))
    return _("Continue: {game}").format(game=game), details


def network_to_continue(autosave: Path) -> LastPlayed | None:
    """The unfinished network game Continue opens: the one played last, when it was played
    after the autosaved game (or there is no autosave)."""
    latest = last_played()
    if latest is None:
        return None
    try:
        saved = autosave.stat().st_mtime
    except OSError:
        return latest
    return latest if latest.played >= saved else None


def network_continue_lines(latest: LastPlayed) -> tuple[str, list[str]]:
    """As `continue_lines`, for a network game: its name, the seat, when it was last played."""
    if latest.game in registry.GAMES:
        game = shown(i18n.translate(registry.game_name(latest.game)))
    else:
        game = _("Network game")
    details = [
        _("Network game, seat {n}").format(n=latest.seat + 1),
        format_date(datetime.fromtimestamp(latest.played, UTC)),
    ]
    return _("Continue: {game}").format(game=game), details
