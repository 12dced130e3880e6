"""The layout checker: text that had to be cut, widgets that overlap or leave the window.

Text drawing reports a cut to the active recorder (`report_cut`, `check_line`); nothing is
recorded outside `recording()`, so play pays for one empty-list test per fitted text.
`scene_problems` adds what the widgets' rectangles say. `game.screenshot.check_layout` runs
both for a named screen; `empires screenshot --check-layout` and tests/scenes/test_layout.py fail
on any problem.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, MutableMapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame


@dataclass(frozen=True)
class Problem:
    kind: str  # "cut" (text shortened or clipped), "overlap", "outside" (the window)
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.detail}"


@dataclass
class Recorder:
    problems: list[Problem] = field(default_factory=list)

    def add(self, problem: Problem) -> None:
        if problem not in self.problems:
            self.problems.append(problem)


_recorders: list[Recorder] = []
_probes = 0
# Caches of drawn images (cards): emptied when recording starts, so that what they hold is
# drawn, and measured, again.
_caches: list[MutableMapping[Any, Any]] = []


def register_cache(cache: MutableMapping[Any, Any]) -> None:
    _caches.append(cache)


@contextmanager
def recording() -> Iterator[Recorder]:
    recorder = Recorder()
    for cache in _caches:
        cache.clear()
    _recorders.append(recorder)
    try:
        yield recorder
    finally:
        _recorders.remove(recorder)


@contextmanager
def probing() -> Iterator[None]:
    """A fitting attempt whose failure the caller handles (it tries another box): no report."""
    global _probes
    _probes += 1
    try:
        yield
    finally:
        _probes -= 1


def active() -> bool:
    return bool(_recorders) and not _probes


def report_cut(text: str, where: str = "") -> None:
    if active():
        _recorders[-1].add(Problem("cut", f"{where + ': ' if where else ''}{text!r}"))


def check_line(font: pygame.font.Font, text: str, width: int, where: str = "") -> None:
    """Report `text` when `font` draws it wider than `width` (it will be clipped)."""
    if active() and font.size(text)[0] > width:
        report_cut(text, where or f"wider than {width} px")


# rectangles -------------------------------------------------------------------------------------
def _name(widget: Any) -> str:
    text = getattr(widget, "text", None)
    kind = type(widget).__name__
    return f"{kind} {text!r}" if isinstance(text, str) and text else kind


def _is_container(widget: Any) -> bool:
    return bool(getattr(widget, "container", False))


def rect_problems(
    boxes: Iterable[tuple[str, pygame.Rect, bool]], window: pygame.Rect
) -> list[Problem]:
    """Boxes (name, rect, is a container) that leave `window`, and pairs that overlap: two
    boxes overlap when they share pixels, unless one is a container holding the other whole."""
    found: list[Problem] = []
    items = [(n, pygame.Rect(r), c) for n, r, c in boxes if r.width > 0 and r.height > 0]
    for name, rect, _ in items:
        if not window.contains(rect):
            found.append(Problem("outside", f"{name} at {tuple(rect)} in {window.size}"))
    for i, (name_a, a, box_a) in enumerate(items):
        for name_b, b, box_b in items[i + 1 :]:
            if not a.colliderect(b):
                continue
            if (box_a and a.contains(b)) or (box_b and b.contains(a)):
                continue
            found.append(Problem("overlap", f"{name_a} {tuple(a)} and {name_b} {tuple(b)}"))
    return found


def scene_problems(scene: Any, window: pygame.Rect) -> list[Problem]:
    """The scene's visible widgets (and the boxes its `layout_boxes()` names) against each
    other and the window; the text of every option a widget may show (`check_text()`)."""
    boxes = [
        (_name(w), w.rect, _is_container(w)) for w in scene.widgets if getattr(w, "visible", True)
    ]
    extra = getattr(scene, "layout_boxes", None)
    if extra is not None:
        boxes += [(name, rect, container) for name, rect, container in extra()]
    for widget in scene.widgets:
        if getattr(widget, "visible", True) and hasattr(widget, "check_text"):
            widget.check_text()
    return rect_problems(boxes, window)
