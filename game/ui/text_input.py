"""A one-line text field that behaves like one: a cursor placed by the mouse, a selection (drag,
Shift+arrows, Ctrl+A), copy, cut and paste, and IME composition through pygame's TEXTEDITING
and TEXTINPUT events. A field that starts focused with a proposed text selects it, so typing
replaces it."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable

import pygame

from game.ui import fonts, theme
from game.ui.layout import Metrics
from game.ui.widgets import Widget

_clipboard = ""  # used when the system clipboard cannot be reached (no display)


def _ctrl(event: pygame.event.Event) -> bool:
    return bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))


def _shift(event: pygame.event.Event) -> bool:
    return bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


def copy_text(text: str) -> None:
    global _clipboard
    _clipboard = text
    with contextlib.suppress(pygame.error, AttributeError):
        pygame.scrap.put_text(text)


def paste_text() -> str:
    try:
        return pygame.scrap.get_text() or _clipboard
    except (pygame.error, AttributeError):
        return _clipboard


class TextInput(Widget):
    """Enter submits, Escape cancels (when the field has `on_cancel`; else the scene gets it)."""

    def __init__(
        self,
        metrics: Metrics,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str = "",
        *,
        max_length: int = 40,
        on_submit: Callable[[str], None] | None = None,
        on_cancel: Callable[[], None] | None = None,
        focused: bool = True,
    ) -> None:
        super().__init__(rect)
        self.metrics = metrics
        self.text = text[:max_length]
        self.max_length = max_length
        self.on_submit = on_submit
        self.on_cancel = on_cancel
        self.cursor = len(self.text)
        self.anchor = 0 if focused else self.cursor  # a proposed text starts selected
        self.composition = ""  # what an input method is composing, not yet typed
        self._focused = focused
        self._dragging = False

    # focus and selection --------------------------------------------------------------------
    @property
    def focused(self) -> bool:
        return self._focused

    @focused.setter
    def focused(self, value: bool) -> None:
        self._focused = value
        if not value:
            self.anchor = self.cursor
            self.composition = ""

    @property
    def selection(self) -> tuple[int, int]:
        return min(self.anchor, self.cursor), max(self.anchor, self.cursor)

    @property
    def selected_text(self) -> str:
        a, b = self.selection
        return self.text[a:b]

    def select_all(self) -> None:
        self.anchor, self.cursor = 0, len(self.text)

    def _move(self, to: int, extend: bool) -> None:
        self.cursor = min(max(0, to), len(self.text))
        if not extend:
            self.anchor = self.cursor

    def insert(self, piece: str) -> None:
        """Type `piece` over the selection (printable characters, up to the length limit)."""
        a, b = self.selection
        room = self.max_length - (len(self.text) - (b - a))
        piece = "".join(ch for ch in piece if ch.isprintable())[: max(0, room)]
        self.text = self.text[:a] + piece + self.text[b:]
        self.cursor = self.anchor = a + len(piece)

    def _delete(self, step: int) -> None:
        a, b = self.selection
        if a == b:
            a, b = (max(0, a - 1), a) if step < 0 else (a, min(len(self.text), a + 1))
        self.text = self.text[:a] + self.text[b:]
        self.cursor = self.anchor = a

    def _font(self) -> pygame.font.Font:
        return fonts.get(self.metrics.text("body"))

    def _pad(self) -> int:
        return self.metrics.px(8)

    def _shift_x(self) -> int:
        """How far the text is scrolled left so that the cursor stays in view."""
        before = self._font().size(self.text[: self.cursor] + self.composition)[0]
        return max(0, before - (self.rect.width - 3 * self._pad()))

    def index_at(self, x: int) -> int:
        """The cursor position nearest to the window x coordinate `x`."""
        font = self._font()
        local = x - self.rect.left - self._pad() + self._shift_x()
        best, best_d = 0, abs(local)
        for i in range(1, len(self.text) + 1):
            d = abs(font.size(self.text[:i])[0] - local)
            if d < best_d:
                best, best_d = i, d
        return best

    # events ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if self._dragging:
                self._move(self.index_at(event.pos[0]), extend=True)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            was = self.focused
            self.focused = inside
            if inside:
                self._move(self.index_at(event.pos[0]), extend=was and _shift(event))
                self._dragging = True
                self._show_ime()
            return inside
        if event.type == pygame.MOUSEBUTTONUP and self._dragging:
            self._dragging = False
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTEDITING:
            self.composition = event.text
            return True
        if event.type == pygame.TEXTINPUT:
            self.composition = ""
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key, extend = event.key, _shift(event)
        if _ctrl(event) and key in (pygame.K_a, pygame.K_c, pygame.K_x, pygame.K_v):
            if key == pygame.K_a:
                self.select_all()
            elif key in (pygame.K_c, pygame.K_x) and self.selected_text:
                copy_text(self.selected_text)
                if key == pygame.K_x:
                    self._delete(0)
            elif key == pygame.K_v:
                self.insert(paste_text().replace("\n", " "))
            return True
        if key == pygame.K_BACKSPACE:
            self._delete(-1)
        elif key == pygame.K_DELETE:
            self._delete(1)
        elif key == pygame.K_LEFT:
            a, _b = self.selection
            self._move(self.cursor - 1 if extend or a == _b else a, extend)
        elif key == pygame.K_RIGHT:
            _a, b = self.selection
            self._move(self.cursor + 1 if extend or _a == b else b, extend)
        elif key == pygame.K_HOME:
            self._move(0, extend)
        elif key == pygame.K_END:
            self._move(len(self.text), extend)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self.text)
        elif key == pygame.K_ESCAPE:
            if self.on_cancel is None:
                return False  # the scene's Escape: clear, close, or its menu
            self.on_cancel()
        elif key in (pygame.K_TAB, pygame.K_F1):
            return False
        return True  # other keys arrive as TEXTINPUT: they must not reach the scene's shortcuts

    def _show_ime(self) -> None:
        """Where the input method shows its candidates: under the field."""
        with contextlib.suppress(pygame.error):
            pygame.key.set_text_input_rect(self.rect)

    # frame ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.WHITE, self.rect, border_radius=4)
        edge = theme.GOLD if self.focused else theme.PARCHMENT_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=4)
        font = self._font()
        pad = self._pad()
        left = self.rect.left + pad - self._shift_x()
        half = font.get_height() // 2
        top, bottom = self.rect.centery - half, self.rect.centery + half
        clip = surface.get_clip()
        surface.set_clip(
            self.rect.inflate(-4, -4).clip(clip) if clip else self.rect.inflate(-4, -4)
        )
        a, b = self.selection
        if self.focused and a != b:
            x0, x1 = font.size(self.text[:a])[0], font.size(self.text[:b])[0]
            pygame.draw.rect(surface, theme.GLOW, (left + x0, top, x1 - x0, bottom - top))
        before, after = self.text[: self.cursor], self.text[self.cursor :]
        shown = before + self.composition + after
        image = font.render(shown, True, theme.INK)
        surface.blit(image, (left, self.rect.centery - image.get_height() // 2))
        x = left + font.size(before)[0]
        if self.composition:  # underlined: not typed until the input method commits it
            w = font.size(self.composition)[0]
            pygame.draw.line(surface, theme.INK, (x, bottom), (x + w, bottom), 1)
            x += w
        if self.focused and int(time.monotonic() * 2) % 2 == 0:
            pygame.draw.line(surface, theme.INK, (x, top), (x, bottom), 2)
        surface.set_clip(clip)
