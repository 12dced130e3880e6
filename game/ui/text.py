"""Fitting text into boxes: wrap on spaces, then shrink down to the role's floor, never clip."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game.ui import fonts, layout_check

_PATH_BREAK = re.compile(r"(?<=[/\\])")


def _pieces(font: pygame.font.Font, word: str, width: int) -> list[str]:
    """A word as it may be broken: whole when it fits, else a path after each separator."""
    if font.size(word)[0] <= width:
        return [word]
    return [piece for piece in _PATH_BREAK.split(word) if piece] or [word]


def _longest_fitting(font: pygame.font.Font, text: str, width: int) -> int:
    """How many leading characters of `text` fit `width` (at least one): a binary search, so
    a word of thousands of letters costs a few dozen measurements, not millions. No drawn
    letter is narrower than a pixel, so no more than `width` of them are ever measured."""
    low, high = 1, max(1, min(len(text), width))
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(text[:middle])[0] <= width:
            low = middle
        else:
            high = middle - 1
    return low


def wrap(font: pygame.font.Font, text: str, width: int, max_lines: int | None = None) -> list[str]:
    """Break `text` into lines no wider than `width`: on spaces, a path also after its
    separators (a word longer than a line is cut). With `max_lines`, stop once there are more
    than that: the caller only asks whether it fits."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if max_lines is not None and len(lines) > max_lines:
            break
        line = ""
        for word in paragraph.split(" "):
            for i, piece in enumerate(_pieces(font, word, width)):
                candidate = f"{line}{' ' if i == 0 else ''}{piece}" if line else piece
                if font.size(candidate)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = piece
                while len(line) > 1 and (len(line) > width or font.size(line)[0] > width):
                    cut = _longest_fitting(font, line, width)
                    lines.append(line[:cut])
                    line = line[cut:]
                    if max_lines is not None and len(lines) > max_lines:
                        return lines[: max_lines + 1]
        lines.append(line)
    return lines if max_lines is None else lines[: max_lines + 1]


@dataclass
class FittedText:
    lines: list[str]
    font: pygame.font.Font
    size: int
    fits: bool  # False when even the floor size overflows the box

    @property
    def line_height(self) -> int:
        return self.font.get_linesize()

    @property
    def height(self) -> int:
        return self.line_height * len(self.lines)

    def render(self, colour: tuple[int, int, int]) -> list[pygame.Surface]:
        return [self.font.render(line, True, colour) for line in self.lines]


def fit(
    text: str,
    box: tuple[int, int],
    size: int,
    floor: int,
    *,
    bold: bool = False,
    title: bool = False,
    max_lines: int = 1,
    wrap_first: bool = False,
) -> FittedText:
    """The largest size from `size` down to `floor` at which `text` fits `box` in ≤ max_lines:
    one line at a smaller size before two lines, or, `wrap_first`, more lines at the wanted
    size before a smaller one (a button's label keeps the size chosen in the settings)."""
    width, height = max(1, box[0]), max(1, box[1])
    result: FittedText | None = None
    line_counts = range(1, max(1, max_lines) + 1)
    sizes = range(max(size, floor), floor - 1, -1)
    tries = (
        [(n, s) for s in sizes for n in line_counts]
        if wrap_first
        else [(n, s) for n in line_counts for s in sizes]
    )
    for lines_allowed, s in tries:
        font = fonts.get(s, bold=bold, title=title)
        lines = wrap(font, text, width, lines_allowed) if lines_allowed > 1 else [text]
        # a word broken in two reads as cut: a smaller size is tried first
        too_wide = any(font.size(line)[0] > width for line in lines) or any(
            font.size(piece)[0] > width
            for word in text.split()
            for piece in _pieces(font, word, width)
        )
        fits = (
            len(lines) <= lines_allowed
            and not too_wide
            and font.get_linesize() * len(lines) <= height + font.get_linesize() // 3
        )
        if fits:
            return FittedText(lines, font, s, True)
        if result is None or s == floor:
            result = FittedText(lines, font, s, False)
    assert result is not None
    layout_check.report_cut(text, f"does not fit {width}x{height} at {floor} px")
    return result


def blit_lines(
    surface: pygame.Surface,
    rendered: list[pygame.Surface],
    rect: pygame.Rect,
    line_height: int,
    align: str = "center",
    valign: str = "center",
) -> None:
    total = line_height * len(rendered)
    if valign == "top":
        y = rect.top
    elif valign == "bottom":
        y = rect.bottom - total
    else:
        y = rect.centery - total // 2
    for image in rendered:
        if align == "left":
            x = rect.left
        elif align == "right":
            x = rect.right - image.get_width()
        else:
            x = rect.centerx - image.get_width() // 2
        surface.blit(image, (x, y + (line_height - image.get_height()) // 2))
        y += line_height


# Vowels (and the Russian signs that never start a syllable): a break between two consonants
# or after a vowel before a consonant and a vowel reads as a syllable break in the four languages.
_NOT_CONSONANTS = set("aeiouyàâäéèêëîïôöùûüÿæœáíóúñ" + "аеёиоуыэюяйьъ")
_ONE_SOUND = {"ch", "ck", "gh", "ph", "sh", "th", "wh", "qu", "gn", "ll", "rr"}  # kept whole


def _good_break(word: str, cut: int, consonants: bool) -> bool:
    """Between two consonants ("Watch-tower"), or else after a vowel before a consonant and a
    vowel ("movi-miento"), with three letters at least going on."""
    a, b = word[cut - 1].lower(), word[cut].lower()
    c = word[cut + 1].lower() if cut + 1 < len(word) else ""
    if not (a.isalpha() and b.isalpha()) or sum(ch.isalpha() for ch in word[cut:]) < 3:
        return False
    if a + b in _ONE_SOUND:
        return False
    if consonants:
        return a not in _NOT_CONSONANTS and b not in _NOT_CONSONANTS
    return a in _NOT_CONSONANTS and b not in _NOT_CONSONANTS and c in _NOT_CONSONANTS


def hyphenate(name: str, font: pygame.font.Font, width: int) -> str:
    """`name` with each word too wide for `width` in `font` (a name's smallest size) split
    where a hyphen still fits, so that wrapping keeps it whole instead of cutting it: between
    two consonants where one fits, else as late as fits (three letters at least go on)."""
    words: list[str] = []
    space = font.size(" ")[0]
    used = -space  # the width taken on the line being filled (as wrapping will fill it)
    for word in name.split(" "):
        while font.size(word)[0] > width and len(word) > 5:
            # the first piece may finish the current line ("+1 mou-"), else it starts a new one
            room = width - used - space if used > 0 else width
            cut = _last_cut(font, word, room)
            if cut is None:
                room, cut = width, _last_cut(font, word, width)
            if cut is None:
                break
            for consonants in (True, False):
                # not so early that the rest needs more lines
                good = [c for c in range(cut, cut // 2 - 1, -1) if _good_break(word, c, consonants)]
                if good:
                    cut = good[0]
                    break
            words.append(word[:cut] + "-")
            word = word[cut:]
            used = -space  # the rest of the word starts the next line
        words.append(word)
        w = font.size(word)[0]
        used = used + space + w if used + space + w <= width else w
    return " ".join(words)


def _last_cut(font: pygame.font.Font, word: str, room: int) -> int | None:
    """The longest head of `word` that fits `room` with its hyphen, leaving three letters on
    and keeping three; None when even that does not fit."""
    cut = len(word) - 3
    while cut >= 3 and font.size(word[:cut] + "-")[0] > room:
        cut -= 1
    return cut if cut >= 3 else None


# A line drawn up to this much narrower than its font makes it still reads; past it, it is a
# cut the layout checker reports (the caller should wrap or shorten instead).
MAX_SQUEEZE = 1.25


def squeeze(img: pygame.Surface, width: int, text: str = "") -> pygame.Surface:
    """`img` (a rendered line) no wider than `width`, narrowed if it must be."""
    width = max(1, width)
    if img.get_width() <= width:
        return img
    if img.get_width() > width * MAX_SQUEEZE:
        layout_check.report_cut(text or f"{img.get_width()} px", f"squeezed to {width} px")
    return pygame.transform.smoothscale(img, (width, img.get_height()))
