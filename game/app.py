"""The window: pygame start-up, the main loop, settings, the scene stack and crash handling.

An unexpected exception inside a scene never closes the game: the traceback goes to the log
file, the stack is reset to the menu with the localised error screen on top, and the autosave
(written by the game screens after every command) is left as it was.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game import folder_lock, i18n, paths
from game.engine.match import Match
from game.engine.savefile import Autosaver, FolderInUse
from game.i18n import _
from game.scenes.base import Scene, SceneManager
from game.settings import (
    MIN_WINDOW,
    SPEED_FACTORS,
    Settings,
    autosave_path,
    clamp_window,
    clean_stale_tmp,
    data_dir,
    load_settings,
    log_dir,
    running_flag_path,
    save_settings,
)
from game.ui import fonts, image_cache, process_memory, sound, theme
from game.ui.canvas import Canvas, layout_size, pointer, to_layout
from game.ui.layout import Metrics
from game.ui.widgets import TOAST_EVENT, Toasts, draw_bubble

FPS = 60
TITLE = "Empires"
ICON = "empires-64.png"
log = logging.getLogger("empires")


class _QuietFileHandler(logging.FileHandler):
    """The log file; when it cannot be written (a full disk), one line on stderr says so and
    logging stops, instead of a "Logging error" traceback for every message."""

    def flush(self) -> None:
        try:
            super().flush()
        except OSError:
            self.handleError(None)

    def close(self) -> None:
        with contextlib.suppress(OSError):  # the last buffered line had nowhere to go
            super().close()

    def handleError(self, record: logging.LogRecord | None) -> None:
        if self.level <= logging.CRITICAL:
            self.setLevel(logging.CRITICAL + 1)
            exc = sys.exc_info()[1]
            reason = getattr(exc, "strerror", None) or type(exc).__name__
            text = _("The log file cannot be written ({reason}); logging stops.")
            with contextlib.suppress(Exception):
                print(f"empires: {text.format(reason=reason)}", file=sys.stderr)


def setup_logging() -> Path | None:
    """Log to `empires.log` in the platformdirs log folder (None if it cannot be written)."""
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "empires.log"
        handler: logging.FileHandler = _QuietFileHandler(path, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    root = logging.getLogger("empires")
    for old in [h for h in root.handlers if isinstance(h, logging.FileHandler)]:
        root.removeHandler(old)  # the log folder may have moved (EMPIRES_HOME)
        old.close()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


class App:
    """Everything a scene needs: the surface, sizes, settings, the scene stack, toasts."""

    def __init__(
        self,
        size: tuple[int, int] = (1280, 720),
        *,
        surface: pygame.Surface | None = None,
        settings: Settings | None = None,
        settings_notice: str | None = None,
        persist_settings: bool = True,
        catch_errors: bool = True,
    ) -> None:
        pygame.init()
        if settings is None:
            settings, settings_notice = load_settings()
        if settings.language is None:
            settings = settings.changed(language=i18n.detect_language())
        self.settings = settings
        self.settings_notice = settings_notice
        self.persist_settings = persist_settings
        self.catch_errors = catch_errors  # False in tests and screenshots: fail loudly
        i18n.set_language(settings.language or i18n.SOURCE_LANGUAGE)
        sound.set_volume(settings.volume)
        self.windowed = surface is None
        self._title = ""
        self.surface = surface if surface is not None else self._open_window(size)
        # An autosave that cannot be written (read-only, full disk) is told once, in play.
        Autosaver.failure_handler = self._autosave_failed
        # below the least size the screens are designed for, they draw on a canvas scaled down
        self.canvas = Canvas()
        self.metrics = Metrics(*layout_size(self.surface.get_size()), settings.ui_scale)
        self.manager = SceneManager()
        self.toasts = Toasts()
        self.clock = pygame.time.Clock()
        self.running = True
        self.crashed_last_time = False
        self._background: pygame.Surface | None = None
        self._errors: list[float] = []
        self._notices: list[Scene] = []
        # called once a frame before the scenes update (a network game picks up what arrived)
        self.frame_hooks: list[Callable[[], None]] = []

    # window -------------------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        process_memory.plain_window_surface()
        pygame.display.set_caption(TITLE)
        self._title = TITLE
        try:  # before set_mode: some window managers read the icon only when the window opens
            pygame.display.set_icon(pygame.image.load(str(paths.assets() / "icons" / ICON)))
        except (pygame.error, FileNotFoundError):
            log.warning("the window icon could not be read")
        if self.settings.fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                log.warning("fullscreen refused; falling back to a window")
        display = _desktop_size()
        surface = pygame.display.set_mode(clamp_window(size, display), pygame.RESIZABLE)
        self._set_minimum_size(display)
        return surface

    def _set_minimum_size(self, display: tuple[int, int] | None) -> None:
        """Every screen is designed from MIN_WINDOW up: the window refuses to get smaller
        (unless the display itself is smaller)."""
        least = MIN_WINDOW if display is None else clamp_window(MIN_WINDOW, display)
        try:
            import warnings

            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = least
        except (AttributeError, pygame.error):  # an older pygame: resize() still clamps
            log.info("the window's minimum size could not be set")

    def resize(self, size: tuple[int, int]) -> None:
        """Follow a window resize; a window smaller than the minimum is set back to it."""
        if self.windowed and not self.settings.fullscreen:
            least = clamp_window(MIN_WINDOW, _desktop_size())
            if size[0] < least[0] or size[1] < least[1]:
                try:
                    wanted = (max(size[0], least[0]), max(size[1], least[1]))
                    pygame.display.set_mode(wanted, pygame.RESIZABLE)
                except pygame.error:
                    log.warning("the window could not be set back to its minimum size")
        if self.windowed:
            # pygame 2 resizes the display surface itself; re-opening the window is not needed
            surface = pygame.display.get_surface()
            if surface is not None:
                self.surface = surface
        else:
            w, h = max(0, size[0]), max(0, size[1])
            if (w, h) != self.surface.get_size():
                self.surface = pygame.Surface((w, h))
        self.relayout()

    def relayout(self) -> None:
        self.metrics = Metrics(*layout_size(self.surface.get_size()), self.settings.ui_scale)
        self._background = None
        self.manager.rebuild()
        image_cache.new_layout()  # the old layout's images go, and their memory with them

    def background(self) -> pygame.Surface:
        """The wooden table, drawn once per window size."""
        size = self.metrics.size
        if self._background is None or self._background.get_size() != (
            max(1, size[0]),
            max(1, size[1]),
        ):
            self._background = theme.wood_background(size)
        return self._background

    # settings -----------------------------------------------------------------------------------
    @property
    def animation_factor(self) -> float:
        return SPEED_FACTORS.get(self.settings.animation_speed, 1.0)

    def apply_settings(self, settings: Settings, *, relayout: bool = True) -> None:
        """Use new settings at once (language, scale, fullscreen, speed) and keep them."""
        old = self.settings
        self.settings = settings
        if self.persist_settings and not save_settings(settings):
            self.toast(_("Your settings could not be saved."))
        if settings.language != old.language:
            i18n.set_language(settings.language or i18n.SOURCE_LANGUAGE)
        if settings.fullscreen != old.fullscreen and self.windowed:
            size = old.window_size if not settings.fullscreen else (0, 0)
            try:
                if settings.fullscreen:
                    self.surface = pygame.display.set_mode(size, pygame.FULLSCREEN)
                else:
                    self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            except pygame.error:
                self.toast(_("The display refused this mode."))
        sound.set_volume(settings.volume)
        for scene in self.manager.stack:
            scene.animator.speed = self.animation_factor
        if relayout:
            self.relayout()

    # messages -----------------------------------------------------------------------------------
    def _autosave_failed(self, match: Match, meta: dict[str, Any], exc: OSError) -> None:
        from game.scenes.unsaved import cannot_save_dialog

        log.warning("autosave failed: %s", exc)
        # Shown at the next frame: the failure may come while a game screen is being opened,
        # and the notice belongs on top of it.
        self._notices.append(cannot_save_dialog(self, match, meta, exc))

    def toast(self, text: str, pos: tuple[int, int] | None = None) -> None:
        self.toasts.add(text, pos or pointer())

    def open_rules(self) -> None:
        """F1 anywhere: the rules of the game on screen (a scene's `game_id`), or the first."""
        from game.scenes.rules_help import RulesScene, open_rules

        top = self.manager.top
        if isinstance(top, RulesScene):
            return
        game_id = None
        for scene in reversed(self.manager.stack):
            game_id = getattr(scene, "game_id", None)
            if game_id:
                break
        open_rules(self, game_id or "eight-minute")

    # crashes ------------------------------------------------------------------------------------
    def show_error(self, exc: BaseException) -> None:
        """Log the traceback and show the error screen over a fresh menu."""
        from game.scenes.error import ErrorScene
        from game.scenes.menu import MenuScene

        log.error("unexpected error\n%s", "".join(traceback.format_exception(exc)))
        now = time.monotonic()
        self._errors = [t for t in self._errors if now - t < 2.0] + [now]
        if len(self._errors) > 5:  # the error screen itself keeps failing: give up cleanly
            raise exc
        for scene in reversed(self.manager.stack):  # a broken screen may fail to close, too
            try:
                scene.exit()
            except Exception:
                log.exception("a screen failed to close after an error")
        self.manager.stack.clear()
        self.manager.push(MenuScene(self))
        self.manager.push(ErrorScene(self, exc))

    # frame --------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE:
            if not self.settings.fullscreen:
                self.settings = self.settings.changed(window_size=clamp_window((event.w, event.h)))
            self.resize((event.w, event.h))
        elif event.type == pygame.WINDOWSIZECHANGED and self.windowed:
            surface = pygame.display.get_surface()
            if surface is not None:
                self.surface = surface
                if layout_size(surface.get_size()) != self.metrics.size:
                    self.relayout()
        elif event.type == TOAST_EVENT:
            self.toast(event.text, event.pos)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
        else:
            placed = to_layout(event, self.surface.get_size())
            if placed is not None:
                self.manager.handle_event(placed)

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, draw. Exceptions from scenes go to the error screen."""
        try:
            for event in pygame.event.get() if events is None else events:
                self.handle_event(event)
            while self._notices:
                self.manager.push(self._notices.pop(0))
            for hook in list(self.frame_hooks):
                hook()
            self.manager.update(dt)
            self.toasts.update(dt)
            self.draw()
        except Exception as exc:
            if not self.catch_errors:
                raise
            self.show_error(exc)

    def _set_title(self) -> None:
        """The window says which game is on the table ("Empires — Imperial Settlers")."""
        from game.scenes.registry import game_name

        game_id = next(
            (g for s in reversed(self.manager.stack) if (g := getattr(s, "game_id", None))), None
        )
        title = TITLE if game_id is None else f"{TITLE} — {i18n.translate(game_name(game_id))}"
        if title != self._title:
            self._title = title
            pygame.display.set_caption(title)

    def draw(self) -> None:
        if self.windowed:
            self._set_title()
        window = self.surface
        if window.get_width() <= 0 or window.get_height() <= 0:
            return  # nothing to draw on (minimised): wait
        surface = self.canvas.target(window)
        self.manager.draw(surface)
        top = self.manager.top
        tip = top.hover_tooltip() if top is not None else None
        # what a tip or a refusal describes (an enlarged card) and the prompt bar stay in sight
        keep = top.tooltip_avoid() if top is not None else []
        if tip is not None and not self.toasts.items:  # a refusal speaks louder than a tip
            draw_bubble(surface, self.metrics, tip[0], tip[1], avoid=keep)
        self.toasts.draw(surface, self.metrics, avoid=keep)
        self.canvas.present(window)

    def run(self, smoke: bool = False) -> int:
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(min(dt, 0.1))
            if self.windowed:
                pygame.display.flip()
            if smoke:
                break
        return 0

    def start(self, first: Scene | None = None) -> None:
        from game.scenes.menu import MenuScene

        self.manager.reset(first or MenuScene(self))


def _desktop_size() -> tuple[int, int] | None:
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return sizes[0] if sizes else None


def _mark_running() -> bool:
    """Leave a flag while running; True if a previous run left one (it did not close properly).
    Only the copy that owns the data folder does this: another copy's flag is no crash."""
    flag = running_flag_path()
    try:
        crashed = flag.exists()
        flag.parent.mkdir(parents=True, exist_ok=True)
        flag.write_text(str(os.getpid()), encoding="utf-8")
    except (OSError, ValueError):  # an unusable data folder: nothing to flag, nothing to resume
        return False
    return crashed


def _unmark_running() -> None:
    """Remove the running flag on the way out; an unusable data folder (a file, read-only,
    a loop of links) must not turn closing the window into a crash."""
    try:
        running_flag_path().unlink(missing_ok=True)
    except (OSError, ValueError) as exc:
        log.warning("the running flag could not be removed: %s", exc)


def _autosave_exists() -> bool:
    try:
        return autosave_path().is_file()
    except (OSError, ValueError):
        return False


def _say_another_copy_runs(app: App) -> None:
    """Told on top of the first screen, at its first frame."""
    from game.scenes.dialog import message

    app._notices.append(
        message(
            app,
            _("Empires is already open"),
            _(
                "Another copy of Empires is running on the same data folder. This window plays "
                "on, but it does not autosave: the unfinished game stays with the other window."
            ),
        )
    )


def main(smoke: bool = False) -> int:
    """Open the window on the menu (in the system's language on first start) and run."""
    setup_logging()
    if smoke:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    settings, notice = load_settings()
    first_start = settings.language is None
    # The first copy owns the data folder; a second one leaves its autosave and flag alone.
    claim = folder_lock.FolderClaim(owner=True) if smoke else folder_lock.claim(data_dir())
    if not claim.owner:
        Autosaver.held_by_another = FolderInUse(errno.EBUSY, "another copy of Empires runs")
    crashed = False
    if not smoke and claim.owner:
        clean_stale_tmp()
        crashed = _mark_running()
    try:
        app = App(settings.window_size, settings=settings, settings_notice=notice)
        if first_start and not smoke:
            save_settings(app.settings)
        app.crashed_last_time = crashed and _autosave_exists()
        if not claim.owner:
            _say_another_copy_runs(app)
        app.start()
        return app.run(smoke=smoke)
    finally:
        try:
            if not smoke and claim.owner:
                _unmark_running()
            claim.release()
            Autosaver.held_by_another = None
        finally:
            pygame.quit()
            fonts.clear()  # fonts die with pygame.quit(); a later start must load them again


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
