"""A small Markdown subset drawn with icons, for the rules help.

`# Heading`, `## Subheading`, `- bullet`, blank line = new paragraph, `**bold**` words and
`:icon:` tokens (see ICONS) inline. The result is one tall surface for a ScrollView.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable

import pygame

from game.ui import fonts, theme
from game.ui.layout import Metrics

IconDrawer = Callable[[pygame.Surface, pygame.Rect], object]  # a drawer may return its rect


def _coin(surface: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.circle(surface, theme.shade(theme.GOLD, 0.7), r.center, r.height // 2)
    pygame.draw.circle(surface, theme.GOLD, r.center, r.height // 2 - 2)
    pygame.draw.circle(surface, theme.shade(theme.GOLD, 0.7), r.center, r.height // 4, 1)


def _star(surface: pygame.Surface, r: pygame.Rect) -> None:
    cx, cy, outer = r.centerx, r.centery, r.height // 2
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else outer * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, theme.WOOD_DARK, points, 1)


def _card(surface: pygame.Surface, r: pygame.Rect) -> None:
    card = pygame.Rect(0, 0, r.height * 2 // 3, r.height)
    card.center = r.center
    pygame.draw.rect(surface, theme.PARCHMENT, card, border_radius=3)
    pygame.draw.rect(surface, theme.WOOD, card, 2, border_radius=3)


def _ship(surface: pygame.Surface, r: pygame.Rect) -> None:
    h = r.height
    hull = [
        (r.left, r.top + h * 6 // 10),
        (r.right, r.top + h * 6 // 10),
        (r.right - h // 5, r.bottom - 1),
        (r.left + h // 5, r.bottom - 1),
    ]
    pygame.draw.polygon(surface, theme.WOOD, hull)
    pygame.draw.line(
        surface, theme.WOOD_DARK, (r.centerx, r.top), (r.centerx, r.top + h * 6 // 10), 2
    )
    pygame.draw.polygon(
        surface,
        theme.WHITE,
        [
            (r.centerx + 2, r.top + 1),
            (r.centerx + 2, r.top + h // 2),
            (r.right - 2, r.top + h // 2),
        ],
    )


def _move(surface: pygame.Surface, r: pygame.Rect) -> None:
    y = r.centery
    pygame.draw.line(surface, theme.INK, (r.left + 2, y), (r.right - 4, y), 3)
    pygame.draw.polygon(
        surface,
        theme.INK,
        [
            (r.right, y),
            (r.right - r.height // 2, y - r.height // 3),
            (r.right - r.height // 2, y + r.height // 3),
        ],
    )


def _destroy(surface: pygame.Surface, r: pygame.Rect) -> None:
    theme.draw_cube(surface, r.center, r.height * 2 // 3, theme.player_colour(1))
    pygame.draw.line(surface, theme.DANGER, r.topleft, r.bottomright, 3)
    pygame.draw.line(surface, theme.DANGER, r.bottomleft, r.topright, 3)


ICONS: dict[str, IconDrawer] = {
    "cube": lambda s, r: theme.draw_cube(s, r.center, r.height * 2 // 3, theme.player_colour(0)),
    "disc": lambda s, r: theme.draw_disc(s, r.center, r.height * 2 // 5, theme.player_colour(2)),
    "tower": lambda s, r: theme.draw_tower(s, r.center, r.height * 4 // 5, theme.player_colour(5)),
    "coin": _coin,
    "star": _star,
    "card": _card,
    "ship": _ship,
    "move": _move,
    "destroy": _destroy,
}

_TOKEN = re.compile(r"(:[a-z]+:|\*\*[^*]+\*\*|\S+)")


def _words(text: str) -> list[tuple[str, str]]:
    """Split a paragraph into (kind, value): kind is "icon", "bold" or "text"."""
    out: list[tuple[str, str]] = []
    for match in _TOKEN.finditer(text):
        token = match.group(0)
        if token.startswith(":") and token.endswith(":") and token[1:-1] in ICONS:
            out.append(("icon", token[1:-1]))
        elif token.startswith("**") and token.endswith("**") and len(token) > 4:
            out.extend(("bold", word) for word in token[2:-2].split())
        else:
            out.append(("text", token))
    return out


def render_markdown(text: str, width: int, metrics: Metrics) -> pygame.Surface:
    """Draw `text` (the subset above) `width` pixels wide on a transparent surface."""
    width = max(40, width)
    blocks: list[tuple[str, str]] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(("p", " ".join(paragraph)))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("## "):
            flush()
            blocks.append(("h2", line[3:]))
        elif line.startswith("# "):
            flush()
            blocks.append(("h1", line[2:]))
        elif line.startswith("- "):
            flush()
            blocks.append(("li", line[2:]))
        else:
            paragraph.append(line)
    flush()

    body = fonts.get(metrics.text("body"))
    bold = fonts.get(metrics.text("body"), bold=True)
    styles = {
        "h1": (
            fonts.get(metrics.text("heading"), title=True),
            fonts.get(metrics.text("heading"), title=True),
        ),
        "h2": (
            fonts.get(metrics.text("subheading"), bold=True),
            fonts.get(metrics.text("subheading"), bold=True),
        ),
        "p": (body, bold),
        "li": (body, bold),
    }
    # first pass: lay out every word; second: draw on a surface of the right height
    placed: list[
        tuple[str, str, pygame.font.Font, int, int, int]
    ] = []  # kind, value, font, x, y, h
    y = 0
    indent = metrics.px(28)
    for kind, content in blocks:
        regular, strong = styles[kind]
        line_h = regular.get_linesize()
        if kind in ("h1", "h2") and y > 0:
            y += line_h // 2
        left = indent if kind == "li" else 0
        if kind == "li":
            placed.append(("bullet", "", regular, left - indent // 2, y, line_h))
        x = left
        space = regular.size(" ")[0]
        for word_kind, value in _words(content):
            font = strong if word_kind == "bold" else regular
            w = line_h if word_kind == "icon" else font.size(value)[0]
            after_icon = placed and placed[-1][0] == "icon" and x > left
            if word_kind == "text" and value[0] in ".,;)" and after_icon:
                x -= space  # a full stop after an icon sticks to it
            if x > left and x + w > width:
                x, y = left, y + line_h
            placed.append((word_kind, value, font, x, y, line_h))
            x += w + space
        y += line_h + (line_h // 3 if kind in ("p", "h2", "h1") else line_h // 8)
    surface = pygame.Surface((width, max(1, y)), pygame.SRCALPHA)
    for kind, value, font, x, top, line_h in placed:
        if kind == "icon":
            ICONS[value](surface, pygame.Rect(x, top + line_h // 8, line_h, line_h * 3 // 4))
        elif kind == "bullet":
            pygame.draw.circle(surface, theme.WOOD, (x, top + line_h // 2), max(3, line_h // 8))
        else:
            colour = theme.WOOD_DARK if font.get_bold() or kind == "bold" else theme.INK
            surface.blit(font.render(value, True, colour), (x, top))
    return surface
