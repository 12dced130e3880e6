"""The layout checker: text that had to be cut, widgets that overlap or leave the window.

Text drawing reports a cut to the active recorder (`report_cut`, `check_line`); nothing is
recorded outside `recording()`, so play pays for one empty-list test per fitted text.
`scene_problems` adds what the widgets' rectangles say. `game.screenshot.check_layout` runs
both for a named screen; `empires screenshot --check-layout` and tests/scenes/test_layout.py fail
on any problem.

Drawing also tells the recorder what it put where, in the order drawn (`drawn`): a count or a
label that something drawn later covers is a problem (`covered_problems`), so is a piece drawn
under a legible size; a table names its board's area (`board_area`), which must keep half the
window (`board_problems`); the cards drawn (kind "card") let `shrunk_problems` compare one
screen at two text scales: larger text never makes a card smaller.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, MutableMapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame


@dataclass(frozen=True)
class Problem:
    # "cut" (text shortened or clipped), "overlap", "outside" (the window), "covered" (a count
    # or label under something drawn after it), "small" (a piece), "shrunk" (a card at larger
    # text), "board" (the board's area under half the window)
    kind: str
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.detail}"


@dataclass(frozen=True)
class Drawn:
    """Something drawn, in drawing order: `kind` is "count" or "label" (what must stay in
    sight), "piece", "badge" or "panel" (what may cover them), or "card"."""

    kind: str
    name: str
    rect: pygame.Rect


# What must stay readable, and what may hide it when drawn after it.
READ = ("count", "label")
COVERS = ("count", "label", "piece", "badge", "panel")
MIN_PIECE_PX = 14  # the least a piece's side is drawn: its colour and mark still show
# Overlap that counts as covering: more than a sliver (antialiased edges touch).
COVER_PX = 3


@dataclass
class Recorder:
    problems: list[Problem] = field(default_factory=list)
    drawn: list[Drawn] = field(default_factory=list)
    boards: list[pygame.Rect] = field(default_factory=list)

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


def drawn(kind: str, name: str, rect: pygame.Rect) -> None:
    """Tell the recorder that `name` (of `kind`, see `Drawn`) was just drawn at `rect`."""
    if _recorders:
        _recorders[-1].drawn.append(Drawn(kind, name, pygame.Rect(rect)))


def board_area(rect: pygame.Rect) -> None:
    """The table's board (map or empire) was laid out at `rect`."""
    if _recorders:
        _recorders[-1].boards.append(pygame.Rect(rect))


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


# what drawing told ---------------------------------------------------------------------------
def covered_problems(items: Iterable[Drawn]) -> list[Problem]:
    """Counts and labels that something drawn after them covers, and pieces drawn smaller
    than `MIN_PIECE_PX`."""
    seq = [d for d in items if d.rect.width > 0 and d.rect.height > 0]
    found: list[Problem] = []
    for i, item in enumerate(seq):
        if item.kind == "piece" and min(item.rect.size) < MIN_PIECE_PX:
            found.append(Problem("small", f"{item.name} drawn {item.rect.size} px"))
        if item.kind not in READ:
            continue
        for later in seq[i + 1 :]:
            if later.kind not in COVERS or later.name == item.name:
                continue
            cut = item.rect.clip(later.rect)
            if cut.width >= COVER_PX and cut.height >= COVER_PX:
                found.append(
                    Problem(
                        "covered",
                        f"{item.kind} {item.name} {tuple(item.rect)} under {later.kind} "
                        f"{later.name} {tuple(later.rect)}",
                    )
                )
                break
    return found


def board_problems(boards: Iterable[pygame.Rect], window: pygame.Rect) -> list[Problem]:
    """A board laid out in less than half the window: narrower than half its width or lower
    than half its height (the last layout counts: a table lays out again on a resize)."""
    last = list(boards)[-1:]
    found: list[Problem] = []
    for rect in last:
        if rect.width * 2 < window.width or rect.height * 2 < window.height:
            found.append(Problem("board", f"board {rect.size} in a window of {window.size}"))
    return found


def card_sizes(items: Iterable[Drawn]) -> dict[str, tuple[int, int]]:
    """The smallest size each card name was drawn at."""
    sizes: dict[str, tuple[int, int]] = {}
    for d in items:
        if d.kind != "card":
            continue
        w, h = d.rect.size
        old = sizes.get(d.name)
        sizes[d.name] = (min(w, old[0]), min(h, old[1])) if old else (w, h)
    return sizes


def shrunk_problems(
    normal: dict[str, tuple[int, int]], larger: dict[str, tuple[int, int]]
) -> list[Problem]:
    """Cards drawn smaller at the larger text scale than at 100 % (same window): a card may
    keep its size and wrap, never shrink. A pixel of rounding is allowed."""
    found: list[Problem] = []
    for name, (w, h) in larger.items():
        if name not in normal:
            continue
        w0, h0 = normal[name]
        if w < w0 - 1 or h < h0 - 1:
            found.append(Problem("shrunk", f"{name} {w}x{h} at larger text, {w0}x{h0} at 100 %"))
    return found
