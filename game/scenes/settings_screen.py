"""Settings: language, window or full screen, UI scale, animation speed, sound volume.
Every change applies at once and is written to the settings file."""

from __future__ import annotations

from typing import Any

import pygame

from game import i18n
from game.i18n import _
from game.scenes.page import PageScene
from game.settings import UI_SCALES
from game.ui.layout import Metrics, fit_rows
from game.ui.widgets import Label, Slider, Stepper, Widget


class SettingsScene(PageScene):
    def title(self) -> str:
        return _("Settings")

    def lengths(self) -> Metrics:
        """The page is laid out as for the largest text size whatever the size chosen: the
        text grows or shrinks in boxes that stay put, so a stepper's arrows never move from
        under the pointer when the size of text changes (a second click hits them again)."""
        m = self.app.metrics
        return Metrics(m.width, m.height, max(UI_SCALES))

    def build_body(self) -> None:
        m = self.app.metrics
        g = self.lengths()
        s = self.app.settings
        body = self.body
        note_h = g.text("label") + g.px(12)
        row_h, gap = fit_rows(5, g.px(52), g.px(18), body.height - note_h - g.px(8))
        label_w = min(g.px(420), body.width // 2)
        control_w = min(g.px(420), body.width - label_w - g.px(20))
        rows: list[tuple[str, str, Any]] = [
            (
                _("Language"),
                _("The language of every text; it changes at once."),
                lambda r: Stepper(
                    m, r, list(i18n.LANGUAGES.items()), i18n.current_language(), self.set_language
                ),
            ),
            (
                _("Display"),
                _("Play in a window or on the whole screen."),
                lambda r: Stepper(
                    m,
                    r,
                    [(False, _("Window")), (True, _("Full screen"))],
                    s.fullscreen,
                    self.set_fullscreen,
                ),
            ),
            (
                _("Size of text and buttons"),
                _("Makes everything larger or smaller."),
                lambda r: Stepper(
                    m,
                    r,
                    [(v, f"{round(v * 100)} %") for v in UI_SCALES],
                    s.ui_scale,
                    self.set_scale,
                ),
            ),
            (
                _("Animation speed"),
                _("How fast pieces and cards move; Instant skips the animations."),
                lambda r: Stepper(
                    m,
                    r,
                    [
                        ("slow", _("Slow")),
                        ("normal", _("Normal")),
                        ("fast", _("Fast")),
                        ("instant", _("Instant")),
                    ],
                    s.animation_speed,
                    self.set_speed,
                ),
            ),
            (
                _("Sound volume"),
                _("The loudness of the game's sounds."),
                lambda r: Slider(
                    m,
                    r.inflate(-g.px(60), -r.height // 2).move(-g.px(30), 0),
                    s.volume,
                    self.set_volume,
                ),
            ),
        ]
        self.controls: dict[str, Widget] = {}
        keys = ("language", "display", "scale", "speed", "volume")
        for i, (key, (label, tip, make)) in enumerate(zip(keys, rows, strict=True)):
            top = body.top + i * (row_h + gap)
            self.add(
                Label(
                    m,
                    pygame.Rect(body.left, top, label_w, row_h),
                    label,
                    bold=True,
                    tooltip=tip,
                    max_lines=2,
                )
            )
            control = make(pygame.Rect(body.left + label_w + g.px(20), top, control_w, row_h))
            control.tooltip = tip
            self.controls[key] = control
            self.add(control)
        note = pygame.Rect(body.left, body.bottom - note_h, body.width, note_h)
        self.add(Label(m, note, _("Changes are saved at once."), role="label", colour=(92, 74, 52)))

    def _apply(self, relayout: bool = True, **changes: Any) -> None:
        self.app.apply_settings(self.app.settings.changed(**changes), relayout=relayout)

    def set_language(self, lang: str) -> None:
        self._apply(language=lang)

    def set_fullscreen(self, fullscreen: bool) -> None:
        self._apply(fullscreen=fullscreen)

    def set_scale(self, scale: float) -> None:
        """The text grows or shrinks; this page's boxes stay where they are (`lengths`)."""
        self._apply(ui_scale=scale)

    def set_speed(self, speed: str) -> None:
        self._apply(animation_speed=speed)

    def set_volume(self, volume: float) -> None:
        self._apply(relayout=False, volume=volume)
