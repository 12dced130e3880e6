"""General widgets for every screen: buttons, labels, panels, scroll views, lists, text input,
option steppers, a slider, a language menu, tooltips and toasts.

Widgets are laid out in pixels by their scene's `build()` (see `game.ui.layout.Metrics`) and
take their font sizes from a text role, so they follow the window size and the UI scale.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import fonts, layout_check, sound, theme
from game.ui.canvas import pointer as mouse_at
from game.ui.image_cache import MB, ImageCache
from game.ui.layout import TEXT_ROLES, Metrics
from game.ui.text import FittedText, blit_lines, fit, wrap

# A refused click posts this event; the app shows its `text` as a toast near `pos`.
TOAST_EVENT = pygame.event.custom_type()


def show_toast(text: str, pos: tuple[int, int] | None = None) -> None:
    """Say near the pointer why something cannot be done."""
    pygame.event.post(pygame.event.Event(TOAST_EVENT, text=text, pos=pos or mouse_at()))


def _pointer_event(event: pygame.event.Event) -> bool:
    return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class Widget:
    """A rectangle that may draw itself, react to events and explain itself in a tooltip."""

    container = False  # True: other widgets may lie inside it (the layout checker allows it)

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], tooltip: str | None = None):
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.visible = True
        self.hovered = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def draw_popup(self, surface: pygame.Surface) -> None:
        """Drawn after every widget of the scene (open menus)."""


class Label(Widget):
    """Text in a box: wraps (if `max_lines` > 1) and shrinks down to the role's floor."""

    def __init__(
        self,
        metrics: Metrics,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        *,
        role: str = "body",
        colour: theme.Colour = theme.INK,
        align: str = "left",
        valign: str = "center",
        max_lines: int = 1,
        bold: bool = False,
        title: bool = False,
        tooltip: str | None = None,
        wrap_first: bool = False,
    ) -> None:
        super().__init__(rect, tooltip)
        self.metrics = metrics
        self.role = role
        self.wrap_first = wrap_first  # more lines before a smaller size (see `fit`)
        self.colour = colour
        self.align = align
        self.valign = valign
        self.max_lines = max_lines
        self.bold = bold
        self.title = title
        self._text = text
        self._fitted: FittedText | None = None
        self._images: list[pygame.Surface] | None = None

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        if value != self._text:
            self._text = value
            self._fitted = self._images = None

    @property
    def fitted(self) -> FittedText:
        if self._fitted is None:
            size, floor = self.metrics.text(self.role), self._floor()
            self._fitted = fit(
                self._text,
                self.rect.size,
                size,
                floor,
                bold=self.bold,
                title=self.title,
                max_lines=self.max_lines,
                wrap_first=self.wrap_first,
            )
        return self._fitted

    def _floor(self) -> int:
        return TEXT_ROLES[self.role][1]

    @property
    def fits(self) -> bool:
        return self.fitted.fits

    def draw(self, surface: pygame.Surface) -> None:
        if self._images is None:
            self._images = self.fitted.render(self.colour)
        blit_lines(
            surface, self._images, self.rect, self.fitted.line_height, self.align, self.valign
        )


class Button(Widget):
    """A large button: hover, disabled (with the reason shown as a toast), glow when it is the
    thing to click now. The label keeps the chosen size and wraps to two lines where the
    button is tall enough, and shrinks only where it is not (`wrap_first=False`: shrink, then
    wrap). A one-line button grows to hold two lines where its screen has room
    (`button_room.grow_buttons`, run by the scene manager)."""

    def __init__(
        self,
        metrics: Metrics,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        on_click: Callable[[], Any] | None = None,
        *,
        role: str = "button",
        enabled: bool = True,
        glow: bool = False,
        tooltip: str | None = None,
        refusal: str | None = None,
        style: str = "wood",
        icon: Callable[[pygame.Surface, pygame.Rect], None] | None = None,
        wrap_first: bool = True,
    ) -> None:
        super().__init__(rect, tooltip)
        self.metrics = metrics
        self.on_click = on_click
        self.enabled = enabled
        self.glow = glow
        self.refusal = refusal
        self.style = style
        self.icon = icon
        self.pressed = False
        self.wrap_first = wrap_first
        self.label = Label(
            metrics,
            self._text_rect(),
            text,
            role=role,
            align="center",
            max_lines=2,
            bold=True,
            wrap_first=wrap_first,
        )

    @property
    def text(self) -> str:
        return self.label.text

    @text.setter
    def text(self, value: str) -> None:
        self.label.text = value

    @property
    def fits(self) -> bool:
        return self.label.fits

    def _text_rect(self) -> pygame.Rect:
        pad_x = max(6, self.rect.height // 4)
        if self.wrap_first:  # a button tall for two lines keeps a one-line button's margins
            pad_x = max(6, min(pad_x, self.metrics.px(10)))
        inner = self.rect.inflate(-2 * pad_x, -max(4, self.rect.height // 8))
        if self.icon is not None:
            inner.width -= inner.height
            inner.left += inner.height
        return inner

    def click(self) -> None:
        """What a mouse click does; also for keyboard shortcuts and tests."""
        if self.enabled:
            sound.play("click")
            if self.on_click is not None:
                self.on_click()
        elif self.refusal:
            sound.play("refuse")
            show_toast(self.refusal, self.rect.center if not self.hovered else None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.hovered = True
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.rect.collidepoint(event.pos):
                self.click()
                return True
        return False

    def _colours(self) -> tuple[theme.Colour, theme.Colour]:
        if not self.enabled:
            return theme.DISABLED, theme.shade(theme.DISABLED, 0.45)
        if self.style == "parchment":
            face, ink = theme.PARCHMENT, theme.INK
        elif self.style == "danger":
            face, ink = theme.DANGER, theme.WHITE
        else:
            face, ink = theme.WOOD_LIGHT, theme.PARCHMENT
        if self.pressed:
            face = theme.shade(face, 0.85)
        elif self.hovered:
            face = theme.shade(face, 1.18)
        return face, ink

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        face, ink = self._colours()
        radius = max(4, self.rect.height // 5)
        if self.glow and self.enabled:
            pulse = 0.5 + 0.5 * math.sin(time.monotonic() * 4)
            width = max(2, self.rect.height // 12)
            halo = self.rect.inflate(2 * width + int(pulse * width), 2 * width + int(pulse * width))
            pygame.draw.rect(surface, theme.GLOW, halo, width, border_radius=radius + width)
        shadow = self.rect.move(0, max(2, self.rect.height // 14))
        pygame.draw.rect(surface, theme.WOOD_DARK, shadow, border_radius=radius)
        body = self.rect.move(0, 1) if self.pressed else self.rect
        pygame.draw.rect(surface, face, body, border_radius=radius)
        pygame.draw.rect(surface, theme.shade(face, 0.6), body, 2, border_radius=radius)
        if self.label.colour != ink:
            self.label.colour = ink
            self.label._images = None
        self.label.rect = self._text_rect().move(0, body.top - self.rect.top)
        if self.icon is not None:
            side = body.height - body.height // 3
            icon_rect = pygame.Rect(0, 0, side, side)
            icon_rect.midleft = (body.left + body.height // 4, body.centery)
            if not self.text:  # an icon alone (its column or tooltip says what it is)
                icon_rect.center = body.center
            self.icon(surface, icon_rect)
        self.label.draw(surface)


class Panel(Widget):
    """A parchment panel with an optional heading."""

    container = True

    def __init__(
        self,
        metrics: Metrics,
        rect: pygame.Rect | tuple[int, int, int, int],
        title: str | None = None,
        *,
        fill: theme.Colour = theme.PARCHMENT,
    ) -> None:
        super().__init__(rect)
        self.fill = fill
        self.heading = None
        if title:
            pad = metrics.px(16)
            head = pygame.Rect(
                self.rect.left + pad,
                self.rect.top + pad // 2,
                self.rect.width - 2 * pad,
                metrics.px(44),
            )
            self.heading = Label(metrics, head, title, role="heading", title=True)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, self.rect, fill=self.fill)
        if self.heading is not None:
            self.heading.draw(surface)


class ScrollView(Widget):
    """A window onto a taller content surface: mouse wheel, scrollbar drag, arrow/page keys."""

    container = True

    def __init__(
        self,
        metrics: Metrics,
        rect: pygame.Rect | tuple[int, int, int, int],
        content: pygame.Surface | None = None,
    ) -> None:
        super().__init__(rect)
        self.metrics = metrics
        self.content = content or pygame.Surface((1, 1), pygame.SRCALPHA)
        self.offset = 0
        self._drag: int | None = None

    @property
    def max_offset(self) -> int:
        return max(0, self.content.get_height() - self.rect.height)

    def scroll_to(self, offset: float) -> None:
        self.offset = int(min(max(0, offset), self.max_offset))

    def _bar(self) -> pygame.Rect | None:
        if self.max_offset <= 0 or self.rect.height <= 0:
            return None
        track = self.rect.height
        knob = max(self.metrics.px(30), track * self.rect.height // self.content.get_height())
        top = (track - knob) * self.offset // self.max_offset
        width = max(6, self.metrics.px(10))
        return pygame.Rect(self.rect.right - width, self.rect.top + top, width, knob)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        step = self.metrics.px(48)
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll_to(self.offset - event.y * step)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            bar = self._bar()
            if bar is not None and bar.inflate(8, 0).collidepoint(event.pos):
                self._drag = event.pos[1] - bar.top
                return True
        if event.type == pygame.MOUSEBUTTONUP and self._drag is not None:
            self._drag = None
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            bar = self._bar()
            if bar is not None:
                travel = max(1, self.rect.height - bar.height)
                top = event.pos[1] - self._drag - self.rect.top
                self.scroll_to(top * self.max_offset / travel)
            return True
        if event.type == pygame.KEYDOWN:
            moves = {
                pygame.K_DOWN: step,
                pygame.K_UP: -step,
                pygame.K_PAGEDOWN: self.rect.height - step,
                pygame.K_PAGEUP: step - self.rect.height,
                pygame.K_HOME: -self.content.get_height(),
                pygame.K_END: self.content.get_height(),
            }
            if event.key in moves:
                self.scroll_to(self.offset + moves[event.key])
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        area = pygame.Rect(0, self.offset, self.rect.width, self.rect.height)
        surface.blit(self.content, self.rect.topleft, area)
        bar = self._bar()
        if bar is not None:
            track = pygame.Rect(bar.left, self.rect.top, bar.width, self.rect.height)
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=bar.width // 2)
            pygame.draw.rect(surface, theme.WOOD_LIGHT, bar, border_radius=bar.width // 2)


@dataclass
class ListRow:
    """One row of a ListView: its value, its lines of text, and whether it reads as a problem."""

    value: Any
    title: str
    detail: str = ""
    problem: bool = False


# The list rows' lines of text, drawn once per text, size and colour rather than every frame
# (a list in sight is redrawn each frame; a thousand saves' rows scrolled through stay within
# the budget). A new layout lets the old sizes go.
_row_lines: ImageCache[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = ImageCache(
    12 * MB, per_layout=True
)


def _row_line(text: str, size: int, bold: bool, colour: theme.Colour) -> pygame.Surface:
    key = (text, size, bold, tuple(colour))
    image = _row_lines.get(key)
    if image is None:
        image = fonts.get(size, bold=bold).render(text, True, colour)
        _row_lines[key] = image
    return image


class ListView(Widget):
    """A scrollable list of two-line rows; a click selects, a double click activates."""

    def __init__(
        self,
        metrics: Metrics,
        rect: pygame.Rect | tuple[int, int, int, int],
        rows: Sequence[ListRow],
        on_select: Callable[[ListRow], None] | None = None,
        on_activate: Callable[[ListRow], None] | None = None,
        empty_text: str = "",
    ) -> None:
        super().__init__(rect)
        self.metrics = metrics
        # a Sequence is kept as given: a long list may describe its rows only when drawn
        self.rows: Sequence[ListRow] = rows if isinstance(rows, Sequence) else list(rows)
        self.on_select = on_select
        self.on_activate = on_activate
        self.empty_text = empty_text
        self.selected: int | None = None
        self.offset = 0
        self.row_height = metrics.text("body") + metrics.text("label") + metrics.px(26)
        self._last_click = (-1, 0.0)

    @property
    def max_offset(self) -> int:
        return max(0, len(self.rows) * self.row_height - self.rect.height)

    def select(self, index: int | None) -> None:
        self.selected = index
        if index is not None and self.on_select is not None:
            self.on_select(self.rows[index])

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        index = (pos[1] - self.rect.top + self.offset) // self.row_height
        return index if 0 <= index < len(self.rows) else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.offset = min(max(0, self.offset - event.y * self.row_height // 2), self.max_offset)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.row_at(event.pos)
            if index is None:
                return False
            now = time.monotonic()
            double = self._last_click[0] == index and now - self._last_click[1] < 0.4
            self._last_click = (index, now)
            self.select(index)
            if double and self.on_activate is not None:
                self.on_activate(self.rows[index])
            return True
        if event.type == pygame.KEYDOWN and self.rows:
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                current = -1 if self.selected is None else self.selected
                step = 1 if event.key == pygame.K_DOWN else -1
                self.select(min(max(0, current + step), len(self.rows) - 1))
                return True
            if event.key == pygame.K_RETURN and self.selected is not None and self.on_activate:
                self.on_activate(self.rows[self.selected])
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, self.rect, border_radius=6)
        if not self.rows:
            font = fonts.get(self.metrics.text("body"))
            lines = wrap(font, self.empty_text, max(1, self.rect.width - self.metrics.px(32)))
            images = [font.render(line, True, theme.INK_SOFT) for line in lines]
            blit_lines(surface, images, self.rect, font.get_linesize())
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        title_size, detail_size = self.metrics.text("body"), self.metrics.text("label")
        title_font = fonts.get(title_size, bold=True)
        detail_font = fonts.get(detail_size)
        pad = self.metrics.px(12)
        # only the rows in sight are visited: a list of a thousand saves draws as fast as ten
        first = max(0, self.offset // max(1, self.row_height) - 1)
        last = min(len(self.rows), first + self.rect.height // max(1, self.row_height) + 3)
        for index in range(first, last):
            row = self.rows[index]
            top = self.rect.top + index * self.row_height - self.offset
            if top + self.row_height < self.rect.top or top > self.rect.bottom:
                continue
            box = pygame.Rect(self.rect.left, top, self.rect.width, self.row_height).inflate(-6, -4)
            fill = theme.GLOW if index == self.selected else theme.PARCHMENT
            pygame.draw.rect(surface, fill, box, border_radius=6)
            pygame.draw.rect(surface, theme.PARCHMENT_EDGE, box, 1, border_radius=6)
            colour = theme.DANGER if row.problem else theme.INK
            room = box.width - 2 * pad
            layout_check.check_line(title_font, row.title, room, "list row")
            layout_check.check_line(detail_font, row.detail, room, "list row")
            title = _row_line(row.title, title_size, True, colour)
            surface.blit(title, (box.left + pad, box.top + pad // 2))
            detail = _row_line(
                row.detail, detail_size, False, colour if row.problem else theme.INK_SOFT
            )
            surface.blit(detail, (box.left + pad, box.top + pad // 2 + title_font.get_linesize()))
        surface.set_clip(clip)


class Stepper(Widget):
    """Choose one of a few options with ◀ ▶ arrows (or a click on the value to go on)."""

    def __init__(
        self,
        metrics: Metrics,
        rect: pygame.Rect | tuple[int, int, int, int],
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None],
        tooltip: str | None = None,
        role: str = "body",
    ) -> None:
        super().__init__(rect, tooltip)
        self.metrics = metrics
        self.role = role
        self.options = list(options)
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.on_change = on_change
        side = self.rect.height
        arrow = min(side, max(12, self.rect.width // 6))  # narrow steppers keep room for text
        self.left = pygame.Rect(self.rect.left, self.rect.top, arrow, side)
        self.right = pygame.Rect(self.rect.right - arrow, self.rect.top, arrow, side)
        self.value_label = Label(
            metrics,
            self.rect.inflate(-2 * arrow - 8, 0),
            self.options[self.index][1],
            role=role,
            align="center",
            bold=True,
            max_lines=2,
        )

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    @property
    def fits(self) -> bool:
        return all(
            fit(
                label,
                self.value_label.rect.size,
                self.metrics.text(self.role),
                TEXT_ROLES[self.role][1],
                bold=True,
                max_lines=2,
            ).fits
            for _, label in self.options
        )

    def check_text(self) -> None:
        """Every option, not only the one shown, must fit (fit() reports those that do not)."""
        _ = self.fits

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        self.value_label.text = self.options[self.index][1]
        self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.left.collidepoint(event.pos):
                self.step(-1)
                return True
            if self.right.collidepoint(event.pos) or self.rect.collidepoint(event.pos):
                self.step(1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, self.rect, border_radius=6)
        for box, direction in ((self.left, -1), (self.right, 1)):
            pygame.draw.rect(surface, theme.WOOD_LIGHT, box, border_radius=6)
            cx, cy, r = box.centerx, box.centery, min(box.height, box.width) // 4
            points = [
                (cx - direction * r, cy - r),
                (cx + direction * r, cy),
                (cx - direction * r, cy + r),
            ]
            pygame.draw.polygon(surface, theme.PARCHMENT, points)
        self.value_label.draw(surface)


class Slider(Widget):
    """A value from 0 to 1 (sound volume), dragged or clicked."""

    def __init__(
        self,
        metrics: Metrics,
        rect: pygame.Rect | tuple[int, int, int, int],
        value: float,
        on_change: Callable[[float], None],
        tooltip: str | None = None,
    ) -> None:
        super().__init__(rect, tooltip)
        self.metrics = metrics
        self.value = min(1.0, max(0.0, value))
        self.on_change = on_change
        self.dragging = False

    def _set_from(self, x: int) -> None:
        value = (x - self.rect.left) / max(1, self.rect.width)
        self.value = round(min(1.0, max(0.0, value)), 2)
        self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.inflate(0, 10).collidepoint(event.pos):
                self.dragging = True
                self._set_from(event.pos[0])
                return True
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from(event.pos[0])
            return True
        elif event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        track = pygame.Rect(self.rect.left, self.rect.centery - 4, self.rect.width, 8)
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=4)
        filled = track.copy()
        filled.width = int(track.width * self.value)
        pygame.draw.rect(surface, theme.WOOD_LIGHT, filled, border_radius=4)
        knob = (track.left + filled.width, track.centery)
        radius = max(8, self.rect.height // 2)
        pygame.draw.circle(surface, theme.WOOD, knob, radius)
        pygame.draw.circle(surface, theme.GOLD, knob, radius, 2)
        font = fonts.get(self.metrics.text("label"), bold=True)
        text = font.render(f"{round(self.value * 100)} %", True, theme.INK)
        surface.blit(
            text, (self.rect.right + radius + 8, self.rect.centery - text.get_height() // 2)
        )


def draw_flag(surface: pygame.Surface, rect: pygame.Rect, lang: str) -> None:
    """A small flag standing for a language (drawn by us, simplified)."""
    r = pygame.Rect(rect)
    if lang == "fr":
        third = r.width // 3
        for i, colour in enumerate(((0, 35, 149), (255, 255, 255), (237, 41, 57))):
            pygame.draw.rect(surface, colour, (r.left + i * third, r.top, third + 1, r.height))
    elif lang == "es":
        pygame.draw.rect(surface, (170, 21, 27), r)
        pygame.draw.rect(
            surface, (241, 191, 0), (r.left, r.top + r.height // 4, r.width, r.height // 2)
        )
    elif lang == "ru":
        band = r.height / 3  # the three bands share the height evenly, rounding as they go
        for i, colour in enumerate(((255, 255, 255), (0, 57, 166), (213, 43, 30))):
            pygame.draw.rect(
                surface, colour, (r.left, r.top + int(i * band), r.width, int(band) + 1)
            )
    else:  # en: a simplified union flag
        pygame.draw.rect(surface, (1, 33, 105), r)
        w = max(2, r.height // 5)
        pygame.draw.line(surface, (255, 255, 255), r.topleft, r.bottomright, w)
        pygame.draw.line(surface, (255, 255, 255), r.bottomleft, r.topright, w)
        pygame.draw.line(surface, (200, 16, 46), r.topleft, r.bottomright, max(1, w // 2))
        pygame.draw.line(surface, (200, 16, 46), r.bottomleft, r.topright, max(1, w // 2))
        pygame.draw.rect(surface, (255, 255, 255), (r.centerx - w, r.top, 2 * w, r.height))
        pygame.draw.rect(surface, (255, 255, 255), (r.left, r.centery - w, r.width, 2 * w))
        pygame.draw.rect(surface, (200, 16, 46), (r.centerx - w // 2, r.top, w, r.height))
        pygame.draw.rect(surface, (200, 16, 46), (r.left, r.centery - w // 2, r.width, w))
    pygame.draw.rect(surface, theme.INK, r, 1)


class LanguageMenu(Widget):
    """The flag and native name of the current language; a click opens the list of languages."""

    def __init__(
        self,
        metrics: Metrics,
        rect: pygame.Rect | tuple[int, int, int, int],
        languages: dict[str, str],
        current: str,
        on_select: Callable[[str], None],
        tooltip: str | None = None,
        opens_up: bool = False,
    ) -> None:
        super().__init__(rect, tooltip)
        self.metrics = metrics
        self.languages = languages
        self.current = current
        self.on_select = on_select
        self.open = False
        self.opens_up = opens_up

    def item_rects(self) -> list[tuple[str, pygame.Rect]]:
        h = self.rect.height
        items = []
        for i, code in enumerate(self.languages):
            top = self.rect.top - (i + 1) * h if self.opens_up else self.rect.bottom + i * h
            items.append((code, pygame.Rect(self.rect.left, top, self.rect.width, h)))
        return items

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.open:
                for code, box in self.item_rects():
                    if box.collidepoint(event.pos):
                        self.open = False
                        self.current = code
                        self.on_select(code)
                        return True
                self.open = False
                return self.rect.collidepoint(event.pos)
            if self.rect.collidepoint(event.pos):
                self.open = True
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.open:
            self.open = False
            return True
        return False

    def _draw_item(self, surface: pygame.Surface, box: pygame.Rect, code: str, hot: bool) -> None:
        pygame.draw.rect(surface, theme.GLOW if hot else theme.PARCHMENT, box, border_radius=6)
        pygame.draw.rect(surface, theme.PARCHMENT_EDGE, box, 1, border_radius=6)
        pad = box.height // 5
        flag = pygame.Rect(
            box.left + pad, box.top + pad, (box.height - 2 * pad) * 3 // 2, box.height - 2 * pad
        )
        draw_flag(surface, flag, code)
        font = fonts.get(self.metrics.text("label"), bold=True)
        layout_check.check_line(font, self.languages[code], box.right - flag.right - 2 * pad)
        text = font.render(self.languages[code], True, theme.INK)
        surface.blit(text, (flag.right + pad, box.centery - text.get_height() // 2))

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_item(surface, self.rect, self.current, self.hovered)

    def draw_popup(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        pointer = mouse_at()
        for code, box in self.item_rects():
            self._draw_item(surface, box, code, box.collidepoint(pointer) or code == self.current)


def draw_bubble(
    surface: pygame.Surface,
    metrics: Metrics,
    text: str,
    pos: tuple[int, int],
    *,
    fill: theme.Colour = theme.PARCHMENT,
    edge: theme.Colour = theme.INK_SOFT,
    alpha: int = 255,
    above: bool = False,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """A small box of wrapped text beside `pos`, kept inside the window (tooltips, toasts):
    below right of it, or `above` it; moved up past any box in `avoid`."""
    font = fonts.get(metrics.text("label"))
    width = max(1, min(metrics.px(360), surface.get_width() - 20))
    lines = wrap(font, text, width)
    pad = max(6, metrics.px(8))
    box_w = max(font.size(line)[0] for line in lines) + 2 * pad
    box_h = font.get_linesize() * len(lines) + 2 * pad
    box = pygame.Rect(pos[0] + 16, pos[1] + 20, box_w, box_h)
    if not above and avoid:
        box = _clear_place(box, pos, avoid, surface.get_rect())
    if above:
        box.midbottom = (pos[0], pos[1] - 14)
        for other in sorted(avoid, key=lambda r: -r.bottom):
            if box.colliderect(other):
                box.bottom = other.top - 4
        if box.top < 0:  # no room above the pointer: below it instead
            box.top = pos[1] + 24 + sum(r.height + 4 for r in avoid)
        box.clamp_ip(surface.get_rect())
        if box.collidelist(list(avoid)) >= 0:
            # an enlarged card (or an older note) is there: the nearest place that is clear
            box = _clear_place(box, pos, avoid, surface.get_rect(), above=True)
    box.clamp_ip(surface.get_rect())
    bubble = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(bubble, (*fill, alpha), bubble.get_rect(), border_radius=6)
    pygame.draw.rect(bubble, (*edge, alpha), bubble.get_rect(), 2, border_radius=6)
    for i, line in enumerate(lines):
        image = font.render(line, True, theme.INK)
        image.set_alpha(alpha)
        bubble.blit(image, (pad, pad + i * font.get_linesize()))
    surface.blit(bubble, box)
    return box


def _clear_place(
    box: pygame.Rect,
    pos: tuple[int, int],
    avoid: Sequence[pygame.Rect],
    window: pygame.Rect,
    *,
    above: bool = False,
) -> pygame.Rect:
    """`box` moved round the pointer to the first place inside `window` that covers none of
    `avoid` (what the tip describes, the prompt bar); as it was when there is none. A note
    (`above`) tries above the pointer first."""
    w, h = box.size
    x, y = pos
    tries = [
        (x + 16, y + 20),
        (x + 16, y - 14 - h),
        (x - 16 - w, y + 20),
        (x - 16 - w, y - 14 - h),
    ]
    if above:
        tries = [(x - w // 2, y - 14 - h), tries[1], tries[3], (x - w // 2, y + 24), *tries[::2]]
    for left, top in tries:
        place = pygame.Rect(left, top, w, h).clamp(window)
        if place.collidelist(list(avoid)) < 0:
            return place
    # beside each box to avoid, nearest the pointer first
    around = [
        spot
        for r in avoid
        for spot in (
            pygame.Rect(r.right + 8, y - h // 2, w, h),
            pygame.Rect(r.left - 8 - w, y - h // 2, w, h),
            pygame.Rect(x - w // 2, r.top - 8 - h, w, h),
            pygame.Rect(x - w // 2, r.bottom + 8, w, h),
        )
    ]
    around.sort(key=lambda r: abs(r.centerx - x) + abs(r.centery - y))
    for spot in around:
        place = spot.clamp(window)
        if place.collidelist(list(avoid)) < 0:
            return place
    return box


class Toasts:
    """Short messages near the pointer (a refused action says why), fading after a moment."""

    duration = 2.6

    def __init__(self) -> None:
        self.items: list[list[Any]] = []  # [text, pos, age]
        self.boxes: list[pygame.Rect] = []  # where the last frame drew them

    def add(self, text: str, pos: tuple[int, int]) -> None:
        self.items = [item for item in self.items if item[0] != text][-2:]
        self.items.append([text, pos, 0.0])

    def update(self, dt: float) -> None:
        for item in self.items:
            item[2] += dt
        self.items = [item for item in self.items if item[2] < self.duration]

    def draw(
        self, surface: pygame.Surface, metrics: Metrics, avoid: Sequence[pygame.Rect] = ()
    ) -> list[pygame.Rect]:
        """Above the pointer, where they cover neither the thing clicked nor the tooltip
        (drawn below right of it), the newest nearest and the older ones stacked over it;
        never over `avoid` (the screen's enlarged card) where there is room elsewhere.
        Returns the boxes drawn (also kept in `boxes`)."""
        drawn: list[pygame.Rect] = []
        self.boxes = drawn
        for text, pos, age in reversed(self.items):
            fade = min(1.0, (self.duration - age) / 0.5)
            drawn.append(
                draw_bubble(
                    surface,
                    metrics,
                    text,
                    pos,
                    fill=(255, 236, 200),
                    edge=theme.DANGER,
                    alpha=int(255 * max(0.0, fade)),
                    above=True,
                    avoid=[*avoid, *drawn],
                )
            )
        return drawn
