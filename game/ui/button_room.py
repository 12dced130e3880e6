"""Buttons keep the text size the player chose: a label that would have to shrink to fit its
button gets a second line, and the button grows to hold it where the screen has room.

A game's bar sizes its buttons for two lines itself (`Button(wrap_first=True)`); the other
screens (menus, dialogs, the auctions) lay out one-line buttons, and `grow_buttons` gives
each of them the width one line needs (rightwards, centred or leftwards), else the height
two lines need (downwards, centred or upwards), once the scene is laid out, inside the window and the panel that holds it, over no other widget (nor a box the
scene names in `layout_boxes()`). Where there is no room the label shrinks as before.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame

from game.ui import fonts
from game.ui.layout import Metrics
from game.ui.text import wrap
from game.ui.widgets import Button


def two_line_height(button: Button) -> int | None:
    """The height at which `button`'s label fits on two lines at the chosen size; None when
    it fits as it is, or when two lines of its width cannot hold it (a long word)."""
    label = button.label
    size = button.metrics.text(label.role)
    if not button.text or label.fitted.size >= size:
        return None
    font = fonts.get(size, bold=label.bold, title=label.title)
    width = button._text_rect().width
    lines = wrap(font, button.text, width, 2)
    if len(lines) > 2 or any(font.size(line)[0] > width for line in lines):
        return None
    text_h = font.get_linesize() * len(lines)
    # the label's box is the button less an eighth of its height (Button._text_rect)
    return max(button.rect.height, -(-text_h * 8 // 7) + 2)


def one_line_width(button: Button) -> int | None:
    """The width at which `button`'s label fits one line at the chosen size; None when it
    fits as it is."""
    label = button.label
    size = button.metrics.text(label.role)
    if not button.text or label.fitted.size >= size:
        return None
    font = fonts.get(size, bold=label.bold, title=label.title)
    pad = max(6, min(button.rect.height // 4, button.metrics.px(10)))
    return font.size(button.text)[0] + 2 * pad + 4


def _others(scene: Any, button: Button) -> list[tuple[pygame.Rect, bool]]:
    """Every other box on the screen, with whether it may hold widgets (a panel)."""
    boxes = [
        (w.rect, bool(getattr(w, "container", False)))
        for w in scene.widgets
        if w is not button and getattr(w, "visible", True)
    ]
    extra = getattr(scene, "layout_boxes", None)
    if extra is not None:
        boxes += [(pygame.Rect(rect), bool(container)) for _name, rect, container in extra()]
    return boxes


def _room_for(
    grown: pygame.Rect,
    old: pygame.Rect,
    boxes: Iterable[tuple[pygame.Rect, bool]],
    window: pygame.Rect,
) -> bool:
    if not window.contains(grown):
        return False
    for rect, container in boxes:
        if container and rect.contains(old):
            if not rect.contains(grown):
                return False  # out of its own panel
        elif rect.colliderect(grown) and not rect.colliderect(old):
            return False
    return True


def grow_buttons(scene: Any, window: pygame.Rect) -> None:
    """Give each of the scene's buttons whose label would shrink the width of one line at
    the chosen size, else the height of two, where there is room (see the module's note). Cheap once done: a grown button is left
    alone until its rectangle or text changes."""
    for button in list(getattr(scene, "widgets", [])):
        if not isinstance(button, Button) or not button.visible or button.icon is not None:
            continue  # (an icon is as wide as the button is tall: growing takes the text's room)
        key = (tuple(button.rect), button.text, button.metrics)
        if getattr(button, "_room_key", None) == key:
            continue
        old = pygame.Rect(button.rect)
        wide = one_line_width(button)
        need = two_line_height(button)
        tries: list[pygame.Rect] = []
        if wide is not None:  # one line, wider: right, centred, left of where it was
            extra = wide - old.width
            tries += [
                pygame.Rect(x, old.top, wide, old.height)
                for x in (old.left, old.left - extra // 2, old.left - extra)
            ]
        if need is not None and need > old.height:  # two lines: down, centred, up
            extra = need - old.height
            tries += [
                pygame.Rect(old.left, y, old.width, need)
                for y in (old.top, old.top - extra // 2, old.top - extra)
            ]
        if tries:
            boxes = _others(scene, button)
            for grown in tries:
                if _room_for(grown, old, boxes, window):
                    button.rect = grown
                    button.label.rect = button._text_rect()
                    button.label._fitted = button.label._images = None
                    break
        button._room_key = (tuple(button.rect), button.text, button.metrics)  # type: ignore[attr-defined]


def two_lines(text: Metrics) -> int:
    """The height of a button that holds two lines of button text at the chosen size."""
    font = fonts.get(text.text("button"), bold=True)
    return -(-2 * font.get_linesize() * 8 // 7) + 2


def row_height(
    text: Metrics,
    labels: Iterable[str],
    width: int,
    lengths: Metrics | None = None,
    base: int = 56,
) -> int:
    """The height of a row of buttons `width` wide laid out for one line (`base` in design
    units): tall enough for two lines of button text at the chosen size when one of `labels`
    would not fit one line, so that it wraps instead of shrinking."""
    g = lengths or text
    height = g.px(base)
    font = fonts.get(text.text("button"), bold=True)
    room = width - 2 * max(6, min(height // 4, text.px(10)))
    if all(font.size(label)[0] <= room for label in labels):
        return height
    return max(height, two_lines(text))
