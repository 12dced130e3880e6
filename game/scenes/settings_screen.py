"""Settings: language, window or full screen, UI scale, animation speed, sound volume.
Every change applies at once and is written to the settings file."""

from __future__ import annotations

from typing import Any

import pygame

from game import i18n
from game.i18n import _
from game.scenes.page import PageScene
from game.settings import UI_SCALES
from game.ui.canvas import pointer as mouse_at
from game.ui.layout import fit_rows
from game.ui.widgets import Label, Slider, Stepper, Widget


class SettingsScene(PageScene):
    def title(self) -> str:
        return _("Settings")

    def build_body(self) -> None:
        m = self.app.metrics
        s = self.app.settings
        body = self.body
        note_h = m.text("label") + m.px(12)
        row_h, gap = fit_rows(5, m.px(52), m.px(18), body.height - note_h - m.px(8))
        label_w = min(m.px(420), body.width // 2)
        control_w = min(m.px(420), body.width - label_w - m.px(20))
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
                    r.inflate(-m.px(60), -r.height // 2).move(-m.px(30), 0),
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
            control = make(pygame.Rect(body.left + label_w + m.px(20), top, control_w, row_h))
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
        """The whole screen grows or shrinks: the pointer moves with the control it clicked,
        so the next click lands on the same arrow."""
        old = self.controls["scale"].rect.copy()
        pointer = mouse_at()
        self._apply(ui_scale=scale)
        new = self.controls["scale"].rect
        if old.collidepoint(pointer) and pygame.display.get_surface() is not None:
            pygame.mouse.set_pos(follow_point(old, new, pointer))

    def set_speed(self, speed: str) -> None:
        self._apply(animation_speed=speed)

    def set_volume(self, volume: float) -> None:
        self._apply(relayout=False, volume=volume)


def follow_point(old: pygame.Rect, new: pygame.Rect, pos: tuple[int, int]) -> tuple[int, int]:
    """The point of `new` where `pos` was in `old`, measured from the nearer side (an arrow
    at either end stays under the pointer)."""

    def along(a0: int, a1: int, b0: int, b1: int, p: int) -> int:
        return b0 + (p - a0) if p - a0 <= a1 - p else b1 - (a1 - p)

    return (
        along(old.left, old.right, new.left, new.right, pos[0]),
        along(old.top, old.bottom, new.top, new.bottom, pos[1]),
    )
