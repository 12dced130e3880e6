"""Load and save screens: the saves in the data folder, with game, players, date and progress.

The list comes from `save_index.INDEX`: every file is a row at once, read off the window's
thread and cached by name, size and time, so a crowded folder never freezes the window.

A save can be opened, renamed and deleted (after a confirmation). A file that cannot be read is
listed as unreadable with the reason, never hidden, and never hides the others: whatever a file
holds is shown as plain text (never used as a format string or drawn raw). The save screen (opened from inside a game
with `open_save_screen`) also writes the running match to a new or an existing file.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from operator import itemgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, overload

import pygame

from game import i18n
from game.engine.bounded import printable
from game.engine.messages import Message
from game.engine.savefile import file_name, save_match
from game.i18n import _, ngettext
from game.scenes import registry
from game.scenes.dialog import PromptDialog, confirm
from game.scenes.page import PageScene
from game.scenes.resume import open_save
from game.scenes.save_index import INDEX, Listed, read_summary, scan
from game.scenes.unsaved import cannot_save_dialog
from game.settings import saves_dir
from game.ui.button_room import row_height
from game.ui.widgets import Button, ListRow, ListView, show_toast

if TYPE_CHECKING:
    from game.engine.save_model import SaveFile  # loads pydantic, which a start does without
    from game.scenes.host import Host as App

_PLACEHOLDER = re.compile(r"\{(\w+)\}")
MAX_SHOWN_CHARS = 120
# While files are being read, the list is laid out again at most this often (seconds).
REFILL_EVERY = 0.5


@dataclass
class SaveEntry:
    path: Path
    save: SaveFile | None  # the header only (game, dates, options, meta): steps left out
    problem: Message | None = None
    reading: bool = False  # not read yet: the row says so and fills in later
    mtime: float = float("-inf")

    @property
    def name(self) -> str:
        """The file's name as text to show (bytes that are not UTF-8 shown as �)."""
        return shown(self.path.stem)


def shown(value: object) -> str:
    """Anything a file holds, as one short line of text that can be drawn."""
    try:
        text = value if isinstance(value, str) else str(value)
    except Exception:  # a value whose str() fails is still one row, not a crash
        text = "?"
    text = printable(text)
    return text if len(text) <= MAX_SHOWN_CHARS else text[: MAX_SHOWN_CHARS - 1] + "…"


def _timestamp(entry: SaveEntry) -> float:
    """The save's own date; the file's time while it is being read (they agree but for an
    edited file), so rows hardly move as they fill in."""
    try:
        return entry.save.updated.timestamp() if entry.save is not None else entry.mtime
    except (OverflowError, ValueError, OSError):
        return entry.mtime


def _entry(listed: Listed) -> SaveEntry:
    if listed.summary is None:
        return SaveEntry(listed.path, None, None, True, listed.mtime)
    return SaveEntry(listed.path, listed.summary.save, listed.summary.problem, False, listed.mtime)


def _entries(
    listed: list[Listed], made: dict[int, tuple[Listed, SaveEntry, float]] | None = None
) -> list[SaveEntry]:
    """The rows' entries, newest first; `made` keeps the entries of files that did not change
    (by their `Listed`), so filling in a long list costs little per frame."""
    made = {} if made is None else made
    fresh: dict[int, tuple[Listed, SaveEntry, float]] = {}
    for x in listed:
        known = made.get(id(x))
        if known is None or known[0] is not x:
            entry = _entry(x)
            known = (x, entry, _timestamp(entry))
        fresh[id(x)] = known
    made.clear()
    made.update(fresh)
    return [e for _x, e, _t in sorted(fresh.values(), key=itemgetter(2), reverse=True)]


def list_saves(folder: Path | None = None) -> list[SaveEntry]:
    """Every `.json` file in the saves folder, newest first, read now (not through the cache);
    unreadable ones carry the reason."""
    folder = folder or saves_dir()
    found = scan(folder)
    return _entries(
        [
            Listed(folder / name, mtime / 1e9, read_summary(folder / name))
            for name, _s, mtime in found
        ]
    )


def format_date(moment: datetime) -> str:
    # Babel's dates (a twentieth of a start) load when the first save is listed
    from babel.dates import format_date as day
    from babel.dates import format_time as hour

    lang = i18n.current_language()
    try:
        local = moment.astimezone()
        return f"{day(local, 'medium', locale=lang)} {hour(local, 'short', locale=lang)}"
    except Exception:  # an odd clock or locale must not hide the save
        return f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}"


def render_progress(msgid: str, params: object) -> str:
    """A progress line a save recorded: translated, with `{name}` filled from its params only
    as plain text (the file is not trusted, so no format string, attribute or index)."""
    values = params if isinstance(params, dict) else {}
    text = i18n.translate(msgid)
    return _PLACEHOLDER.sub(
        lambda m: shown(values[m.group(1)]) if m.group(1) in values else m.group(0), text
    )


def _player_count(options: dict[str, Any]) -> int:
    count = options.get("players", 0)
    return count if isinstance(count, int) and 0 <= count <= 99 else 0


def describe(entry: SaveEntry) -> ListRow:
    """The two lines a save shows: its name and game, then players, date and progress."""
    if entry.reading:
        return ListRow(entry, entry.name, _("Reading…"))
    if entry.save is None:
        reason = i18n.render(entry.problem) if entry.problem else ""
        detail = _("Unreadable: {reason}").format(reason=shown(reason))
        return ListRow(entry, entry.name, detail, True)
    save = entry.save
    game = i18n.translate(registry.game_name(save.game))
    players = save.meta.get("players")
    if isinstance(players, list) and players:
        who = shown(", ".join(shown(p) for p in players[:8]))
    else:
        count = _player_count(save.options)
        who = ngettext("{n} player", "{n} players", count).format(n=count)
    parts = [who, format_date(save.updated)]
    progress = save.meta.get("progress")
    if isinstance(progress, dict) and isinstance(progress.get("msgid"), str):
        parts.append(shown(render_progress(progress["msgid"], progress.get("params"))))
    elif isinstance(progress, str) and progress:
        parts.append(shown(i18n.translate(progress)))
    return ListRow(entry, f"{entry.name} — {shown(game)}", " · ".join(parts))


class _Rows(Sequence[ListRow]):
    """The list's rows, each described when first asked for (drawn, selected): formatting a
    date in the player's language is slow enough that a thousand at once would be felt.
    Descriptions of unchanged saves carry over from the last build through `previous`."""

    def __init__(self, entries: list[SaveEntry], previous: dict[tuple[Any, ...], ListRow]) -> None:
        self.entries = entries
        self.previous = previous
        self.kept: dict[tuple[Any, ...], ListRow] = {}
        self.lang = i18n.current_language()

    def __len__(self) -> int:
        return len(self.entries)

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, Sequence) else NotImplemented

    __hash__ = None  # type: ignore[assignment]

    @overload
    def __getitem__(self, index: int) -> ListRow: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[ListRow]: ...

    def __getitem__(self, index: int | slice) -> ListRow | Sequence[ListRow]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        entry = self.entries[index]
        key = (entry.path.name, entry.reading, id(entry.save), id(entry.problem), self.lang)
        row = self.kept.get(key) or self.previous.get(key)
        if row is None or row.value.save is not entry.save:
            row = describe(entry)
        row.value = entry
        self.kept[key] = row
        return row


class LoadScene(PageScene):
    """The list of saves. With `saver`, it is the save screen: `saver(path)` writes the game."""

    def __init__(
        self,
        app: App,
        saver: Callable[[Path], None] | None = None,
        on_write_error: Callable[[OSError], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.saver = saver
        self.on_write_error = on_write_error
        self.entries: list[SaveEntry] = []
        self.selected: SaveEntry | None = None
        self._rows: dict[tuple[Any, ...], ListRow] = {}  # described rows, kept across builds
        self._made: dict[int, tuple[Listed, SaveEntry, float]] = {}  # entries, likewise
        self._seen = -1  # the index's version the list shows
        self._since_fill = 0.0
        self.refresh(build=False)

    def title(self) -> str:
        return _("Save game") if self.saver else _("Load game")

    def refresh(self, build: bool = True) -> None:
        """Ask the index to list the folder again (off this thread, with the files that
        changed); the list shows what is known now and fills in as `update` sees more."""
        INDEX.refresh(saves_dir())
        self._take_entries()
        if build:
            self.build()

    def _forget(self, entry: SaveEntry, renamed: Path | None = None) -> None:
        """A save deleted or renamed here leaves the list at once; the index follows."""
        self.entries = [e for e in self.entries if e.path != entry.path]
        self.selected = None
        if renamed is not None:
            moved = SaveEntry(renamed, entry.save, entry.problem, entry.reading, entry.mtime)
            self.entries.append(moved)
            self.entries.sort(key=_timestamp, reverse=True)
            self.selected = moved
        self.build()
        INDEX.refresh(saves_dir())

    def wait_for_entries(self, timeout: float = 30.0) -> None:
        """Until every row is filled in (tests, screenshots, the self-check)."""
        INDEX.wait(timeout)
        self._take_entries()
        self.build()

    def _take_entries(self) -> None:
        self._seen = INDEX.version
        listed = INDEX.snapshot(saves_dir())
        self.listing = listed is None  # the folder is being listed: not "no saves" yet
        self.entries = _entries(listed, self._made) if listed is not None else []
        if self.selected is not None:
            fresh = {e.path: e for e in self.entries}
            self.selected = fresh.get(self.selected.path)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._since_fill += dt
        due = self._since_fill >= REFILL_EVERY or not INDEX.busy or self.listing
        if INDEX.version != self._seen and due:  # the first listing shows at once
            self._since_fill = 0.0
            keep = getattr(self, "list", None)
            offset = keep.offset if keep is not None else 0
            self._take_entries()
            self.build()
            self.list.offset = min(offset, self.list.max_offset)

    def _described(self) -> Sequence[ListRow]:
        rows = _Rows(self.entries, self._rows)
        self._rows = rows.kept
        return rows

    def action_specs(self) -> list[tuple[str, str, Callable[[], None], str]]:
        """The buttons under the list: key, label, action, style."""
        actions: list[tuple[str, str, Callable[[], None], str]] = []
        if self.saver is not None:
            actions.append(("new", _("Save as new"), self.save_as_new, "wood"))
            actions.append(("overwrite", _("Save here"), self.overwrite, "wood"))
        else:
            actions.append(("open", _("Open"), self.open_selected, "wood"))
        actions += [
            ("rename", _("Rename"), self.rename_selected, "parchment"),
            ("delete", _("Delete"), self.delete_selected, "danger"),
        ]
        return actions

    def build_body(self) -> None:
        m = self.app.metrics
        body = self.body
        actions = self.action_specs()
        gap = m.px(14)
        bw = min(m.px(230), (body.width - gap * (len(actions) - 1)) // len(actions))
        # two lines of 150 % text where one would shrink
        bh = row_height(m, [spec[1] for spec in actions], bw)
        list_rect = pygame.Rect(body.left, body.top, body.width, body.height - bh - m.px(16))
        self.list = ListView(
            m,
            list_rect,
            self._described(),
            on_select=self._select,
            on_activate=lambda row: self.open_selected(),
            empty_text=_("Reading the saves…")
            if self.listing
            else _("There are no saved games yet."),
        )
        if self.selected is not None:
            for i, entry in enumerate(self.entries):
                if entry.path == self.selected.path:
                    self.list.selected = i
        left = body.right - len(actions) * bw - (len(actions) - 1) * gap
        self.actions: dict[str, Button] = {}
        has = self.selected is not None
        readable = self.selected is not None and self.selected.save is not None
        pick = _("Choose a save in the list first.")
        for i, (key, label, action, style) in enumerate(actions):
            enabled = key == "new" or (readable if key == "open" else has)
            refusal = pick if not has else _("This save cannot be opened")
            self.actions[key] = Button(
                m,
                pygame.Rect(left + i * (bw + gap), body.bottom - bh, bw, bh),
                label,
                action,
                style=style,
                enabled=enabled,
                refusal=refusal,
            )
        if self.saver is None:
            # network games are kept on their servers; the seats to come back to are listed apart
            nw = min(m.px(260), left - body.left - gap)
            if nw > m.px(120):
                self.actions["network"] = Button(
                    m,
                    pygame.Rect(body.left, body.bottom - bh, nw, bh),
                    _("Network games"),
                    self.network_games,
                    style="parchment",
                )
        self.add(self.list, *self.actions.values())

    def network_games(self) -> None:
        from game.scenes.net.games import NetGamesScene  # the network loads only when asked for

        self.app.manager.push(NetGamesScene(self.app))

    def _select(self, row: ListRow) -> None:
        self.selected = row.value
        keep = self.list.offset
        self.build()
        self.list.offset = keep

    def resume(self) -> None:
        INDEX.refresh(saves_dir())  # what changed shows in a later frame (`update`)

    # actions ---------------------------------------------------------------------------------
    def open_selected(self) -> None:
        entry = self.selected
        if entry is None:
            return
        if entry.save is None:
            show_toast(describe(entry).detail)
            return
        if self.saver is not None:
            return

        open_save(self.app, entry.path)

    def rename_selected(self) -> None:
        entry = self.selected
        if entry is None:
            return

        def do_rename(text: str) -> None:
            name = file_name(text)
            if not name:
                show_toast(_("A save needs a name."))
                return
            target = entry.path.with_name(name + entry.path.suffix)
            if target == entry.path:
                return
            if target.exists():
                show_toast(_("A save with this name already exists."))
                return
            try:
                entry.path.rename(target)
            except OSError:
                show_toast(_("The save could not be renamed."))
                return
            self._forget(entry, renamed=target)

        self.app.manager.push(
            PromptDialog(self.app, _("Rename save"), _("New name:"), entry.name, do_rename)
        )

    def delete_selected(self) -> None:
        entry = self.selected
        if entry is None:
            return

        def do_delete() -> None:
            try:
                entry.path.unlink(missing_ok=True)
            except OSError:
                show_toast(_("The save could not be deleted."))
                return
            self._forget(entry)

        self.app.manager.push(
            confirm(
                self.app,
                _("Delete save"),
                _("Delete “{name}” for good?").format(name=entry.name),
                do_delete,
                yes_label=_("Delete"),
                danger=True,
            )
        )

    def save_as_new(self) -> None:
        if self.saver is None:
            return
        saver = self.saver

        def do_save(text: str) -> None:
            name = file_name(text)
            if not name:
                show_toast(_("A save needs a name."))
                return
            target = saves_dir() / f"{name}.json"
            if target.exists():
                show_toast(_("A save with this name already exists."))
                return
            self._write(saver, target)

        default = datetime.now().strftime("%Y-%m-%d %H-%M")
        self.app.manager.push(
            PromptDialog(self.app, _("Save as new"), _("Name:"), default, do_save)
        )

    def overwrite(self) -> None:
        if self.saver is None or self.selected is None:
            return
        saver, entry = self.saver, self.selected
        self.app.manager.push(
            confirm(
                self.app,
                _("Save here"),
                _("Replace “{name}” with the current game?").format(name=entry.name),
                lambda: self._write(saver, entry.path),
                yes_label=_("Replace"),
                danger=True,
            )
        )

    def _write(self, saver: Callable[[Path], None], path: Path) -> None:
        try:
            saver(path)
        except OSError as exc:
            if self.on_write_error is not None:
                self.on_write_error(exc)
            else:
                show_toast(_("The game could not be saved."))
            return
        self.app.toast(_("Saved."))
        self.selected = SaveEntry(path, None)
        self.refresh()


def open_save_screen(app: App, match: Any, meta: dict[str, Any] | None = None) -> LoadScene:
    """For the game screens: push the save screen for `match` (meta: players, progress)."""

    def refused(exc: OSError) -> None:
        # the saves folder cannot be written: say why and offer another place
        app.manager.push(cannot_save_dialog(app, match, meta or {}, exc))

    scene = LoadScene(app, saver=lambda path: save_match(match, path, meta), on_write_error=refused)
    app.manager.push(scene)
    return scene
