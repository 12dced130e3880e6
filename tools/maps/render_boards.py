"""Preview a board as PNG, to eyeball the generated maps (not used by the game).

SDL_VIDEODRIVER=dummy uv run python -m tools.maps.render_boards eight_minute_a out.png
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import itertools

import pygame

from game.engine.board import Board, parse_board
from tools.maps.build_boards import ROOT

TINTS = {
    "A": (196, 170, 112),
    "B": (150, 178, 104),
    "C": (204, 150, 104),
    "D": (170, 150, 180),
    "E": (128, 168, 160),
}
SEA = (29, 63, 115)


def _dashed(surface: pygame.Surface, pts: list[tuple[float, float]]) -> None:
    for (x1, y1), (x2, y2) in itertools.pairwise(pts):
        length = math.hypot(x2 - x1, y2 - y1)
        steps = max(1, int(length // 10))
        for s in range(0, steps, 2):
            a, b = s / steps, min(1.0, (s + 1) / steps)
            pygame.draw.line(
                surface,
                (235, 240, 255),
                (x1 + a * (x2 - x1), y1 + a * (y2 - y1)),
                (x1 + b * (x2 - x1), y1 + b * (y2 - y1)),
                3,
            )


def render(board: Board, out: Path, show_land_links: bool = False) -> None:
    pygame.init()
    surface = pygame.Surface((int(board.width), int(board.height)))
    surface.fill(SEA)
    font = pygame.font.Font(None, 30)
    for region in board.regions.values():
        pygame.draw.polygon(surface, TINTS.get(region.area, (180, 180, 180)), region.polygon)
    for region in board.regions.values():
        pygame.draw.lines(surface, (250, 250, 250), True, region.polygon, 2)
    for link in board.links:
        if link.kind == "water":
            _dashed(surface, list(link.points))
        elif show_land_links:
            pygame.draw.lines(surface, (90, 60, 40), False, link.points, 1)
    for region in board.regions.values():
        x = float(region.props.get("anchor_x", region.centre[0]))
        y = float(region.props.get("anchor_y", region.centre[1]))
        label = region.id + (" *" if region.start else "") + (" ^" if region.triangle else "")
        img = font.render(label, True, (30, 20, 10))
        surface.blit(img, img.get_rect(center=(x, y)))
    pygame.image.save(surface, str(out))


def main() -> None:
    board_id, out = sys.argv[1], Path(sys.argv[2])
    render(parse_board(ROOT / "assets" / "maps" / f"{board_id}.tmx"), out, "--links" in sys.argv)


if __name__ == "__main__":
    main()
