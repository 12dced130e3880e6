"""The main menu: the title box, large buttons, and the language menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.i18n import _
from game.net.last_played import LastPlayed
from game.scenes.base import Scene
from game.scenes.continue_label import (
    continue_lines,
    network_continue_lines,
    network_to_continue,
)
from game.scenes.dialog import confirm, message
from game.scenes.load import LoadScene
from game.scenes.new_game import NewGameScene
from game.scenes.resume import open_save
from game.scenes.rules_help import RulesScene
from game.scenes.settings_screen import SettingsScene
from game.settings import autosave_path
from game.ui import fonts, layout_check, theme
from game.ui.layout import fit_rows
from game.ui.title_art import draw_box
from game.ui.widgets import Button, LanguageMenu
from game.version import version

if TYPE_CHECKING:
    from game.scenes.host import Host as App

TITLE = "Empires"  # the product's name, the same in every language


class MenuScene(Scene):
    keyboard_buttons = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: dict[str, Button] = {}
        self.box_rect = pygame.Rect(0, 0, 0, 0)
        self._greeted = False
        self._first_start = False  # Learn to play is offered once: it glows, and a toast says so
        self._static: pygame.Surface | None = None
        self._static_key: object = None
        self.network_continue: LastPlayed | None = None

    def build(self) -> None:
        m = self.app.metrics
        margin = m.px(48)
        column_w = m.px(400)
        column = pygame.Rect(m.width - margin - column_w, 0, column_w, m.height)
        self.box_rect = pygame.Rect(
            margin, margin + m.px(20), column.left - 2 * margin, m.height - 2 * margin - m.px(40)
        )
        # keep the box's proportions (a lid about 4:3)
        if self.box_rect.width > self.box_rect.height * 1.45:
            self.box_rect.width = int(self.box_rect.height * 1.45)
        self.box_rect.centery = m.height // 2
        entries: list[tuple[str, str, Callable[[], None]]] = [("new", _("New game"), self.new_game)]
        self.network_continue = network_to_continue(autosave_path())
        if self.network_continue is not None or autosave_path().exists():
            entries.append(("continue", _("Continue"), self.continue_game))
        entries += [
            ("learn", _("Learn to play"), self.learn),
            ("load", _("Load game"), self.load_game),
            ("history", _("Your games"), self.open_history),
            ("settings", _("Settings"), self.open_settings),
            ("rules", _("Rules"), self.open_rules),
            ("quit", _("Quit"), self.quit),
        ]
        first = m.px(80)  # below the language menu
        bh, gap = fit_rows(len(entries), m.px(64), m.px(16), m.height - first - m.px(24))
        total = len(entries) * bh + (len(entries) - 1) * gap
        top = max(first, (m.height - total) // 2 + m.px(20))
        top = min(top, m.height - m.px(24) - total)
        self.buttons = {}
        tooltips = {
            "new": _("Choose a game and its players."),
            "continue": _("Go on with the game you were playing."),
            "learn": _("A guided first game of each, with a coach."),
            "load": _("Open, rename or delete a saved game."),
            "history": _("Your results, past games to watch again, the daily challenge."),
            "settings": _("Language, window, animation speed and sound."),
            "rules": _("How each game is played."),
            "quit": _("Close Empires."),
        }
        for i, (key, label, action) in enumerate(entries):
            rect = pygame.Rect(column.left, top + i * (bh + gap), column_w, bh)
            if key == "continue":
                self.buttons[key] = self.continue_button(rect, tooltips[key])
                continue
            self.buttons[key] = Button(
                m,
                rect,
                label,
                action,
                tooltip=tooltips[key],
                glow=key == "continue" or (key == "learn" and self._first_start),
            )
        lang_rect = pygame.Rect(m.width - margin - m.px(220), m.px(20), m.px(220), m.px(44))
        self.language = LanguageMenu(
            m,
            lang_rect,
            i18n.LANGUAGES,
            i18n.current_language(),
            self.set_language,
            tooltip=_("Language"),
        )
        self.widgets = [*self.buttons.values(), self.language]

    def continue_button(self, rect: pygame.Rect, tooltip: str) -> Button:
        """Continue names the autosaved game, then how far it is and when it was saved, as
        much of that as the button holds on two lines."""
        m = self.app.metrics
        if self.network_continue is not None:
            head, details = network_continue_lines(self.network_continue)
        else:
            head, details = continue_lines(autosave_path())
        button = Button(m, rect, head, self.continue_game, glow=True)
        for n in range(len(details), 0, -1):
            text = head + "\n" + " · ".join(details[:n])
            with layout_check.probing():  # a try: the one that fits is kept
                tried = Button(m, rect, text, self.continue_game, role="label", glow=True)
                fits = tried.fits
            if fits:
                button = tried
                break
        button.tooltip = "\n".join([head, *details, tooltip])  # the whole of it, on hover
        return button

    def enter(self) -> None:
        if self._greeted:
            return
        self._greeted = True
        app = self.app
        self.offer_tutorials()
        if app.crashed_last_time and autosave_path().exists():
            app.crashed_last_time = False
            app.manager.push(
                confirm(
                    app,
                    _("Welcome back"),
                    _("Empires did not close properly last time. Continue the autosaved game?"),
                    self.continue_autosave,
                    yes_label=_("Continue"),
                    no_label=_("Not now"),
                )
            )
        if app.settings_notice:
            notice, app.settings_notice = app.settings_notice, None
            app.manager.push(message(app, _("Settings"), i18n.translate(notice)))

    def resume(self) -> None:
        self.build()  # the autosave may have appeared or gone

    # actions ---------------------------------------------------------------------------------
    def new_game(self) -> None:
        self.app.manager.push(NewGameScene(self.app))

    def continue_game(self) -> None:
        latest = self.network_continue
        if latest is not None:
            from game.scenes.net.games import reopen  # the network loads only when asked for

            reopen(self.app, latest.key())
            return
        self.continue_autosave()

    def continue_autosave(self) -> None:
        open_save(self.app, autosave_path())

    def offer_tutorials(self) -> None:
        """On the very first start, point at Learn to play once (never a modal: nothing waits)."""
        from game.tutorials import progress  # lazy: the menu's first frame should not wait

        if progress.offered():
            return
        progress.mark_offered()
        self._first_start = True
        self.build()
        button = self.buttons.get("learn")
        where = button.rect.midleft if button is not None else None
        self.app.toast(_("New to these games? Learn to play: a guided first game of each."), where)

    def learn(self) -> None:
        from game.scenes.tutorial.learn import LearnScene  # lazy: the menu starts without it

        self.app.manager.push(LearnScene(self.app))

    def load_game(self) -> None:
        self.app.manager.push(LoadScene(self.app))

    def open_history(self) -> None:
        # loaded when chosen: the menu starts without the history
        from game.scenes.history.your_games import YourGamesScene

        self.app.manager.push(YourGamesScene(self.app))

    def open_settings(self) -> None:
        self.app.manager.push(SettingsScene(self.app))

    def open_rules(self) -> None:
        self.app.manager.push(RulesScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def set_language(self, lang: str) -> None:
        self.app.apply_settings(self.app.settings.changed(language=lang))

    def on_back(self) -> None:
        pass  # Escape on the menu does nothing: quitting is a button, not a slip of the finger

    # drawing ---------------------------------------------------------------------------------
    def _static_layer(self, size: tuple[int, int]) -> pygame.Surface:
        """Table, title box and version drawn once per size and language: blitting one opaque
        layer is what keeps a 1920×1080 menu frame within a few milliseconds."""
        key = (size, i18n.current_language(), tuple(self.box_rect))
        if self._static is None or self._static_key != key:
            layer = self.app.background().copy()
            if self.box_rect.width > 8 and self.box_rect.height > 8:
                box = draw_box(
                    self.box_rect.size,
                    TITLE,
                    _("Three games of conquest and building"),
                    i18n.current_language(),
                )
                layer.blit(box, self.box_rect)
            m = self.app.metrics
            text = f"v{version()}"  # pyproject.toml's, through the package metadata
            version_label = fonts.get(m.text("small")).render(text, True, theme.PARCHMENT_DARK)
            layer.blit(version_label, (m.px(12), m.height - version_label.get_height() - 4))
            self._static, self._static_key = layer, key
        return self._static

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._static_layer(surface.get_size()), (0, 0))
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
        for widget in self.widgets:
            widget.draw_popup(surface)
