"""Draw the application icon (our own art, with the game's palette and pieces) and write it
as the PNGs the window uses and the .ico / .icns the Windows and macOS executables carry.

    uv run python tools/make_icons.py        # rewrites assets/icons/

Both container formats hold PNG images as they are, so no image library beyond pygame is
needed.
"""

from __future__ import annotations

import io
import os
import struct
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game import paths
from game.ui import theme

MASTER = 512
PNG_SIZES = (16, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 32, 48, 256)
ICNS_TYPES = {b"ic07": 128, b"ic08": 256, b"ic09": 512}  # PNG-holding icns entries


def draw(size: int = MASTER) -> pygame.Surface:
    """A wooden tile framing a sea with an island, a tower and an army cube."""
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    u = size / 64  # drawn on a 64-unit grid, then scaled
    frame = pygame.Rect(0, 0, size, size).inflate(-int(4 * u), -int(4 * u))
    pygame.draw.rect(icon, theme.WOOD_DARK, frame.move(0, int(u)), border_radius=int(12 * u))
    pygame.draw.rect(icon, theme.WOOD, frame, border_radius=int(12 * u))
    sea = frame.inflate(-int(8 * u), -int(8 * u))
    pygame.draw.rect(icon, theme.SEA, sea, border_radius=int(8 * u))
    for row in (0.22, 0.78):
        y = sea.top + int(sea.height * row)
        for x0 in (0.12, 0.55):
            x = sea.left + int(sea.width * x0)
            arc = pygame.Rect(x, y, int(10 * u), int(4 * u))
            pygame.draw.arc(icon, theme.shade(theme.SEA, 1.6), arc, 0.3, 2.8, max(1, int(u)))
    island = pygame.Rect(0, 0, int(42 * u), int(26 * u))
    island.center = (sea.centerx, sea.centery + int(3 * u))
    pygame.draw.ellipse(icon, theme.shade(theme.GOLD, 0.55), island.move(0, int(2 * u)))
    pygame.draw.ellipse(icon, (112, 150, 72), island)
    pygame.draw.ellipse(icon, theme.PARCHMENT, island, max(1, int(1.5 * u)))
    colours = list(theme.PLAYER_COLOURS.values())
    theme.draw_tower(
        icon, (sea.centerx - int(8 * u), sea.centery - int(1 * u)), int(20 * u), colours[5]
    )
    theme.draw_cube(
        icon, (sea.centerx + int(10 * u), sea.centery + int(4 * u)), int(12 * u), colours[4]
    )
    return icon


def png_bytes(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    return (
        master if size == master.get_width() else pygame.transform.smoothscale(master, (size, size))
    )


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns(images: dict[bytes, bytes]) -> bytes:
    """A macOS .icns of PNG entries."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in images.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pygame.init()
    master = draw()
    folder = paths.assets() / "icons"
    folder.mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        pygame.image.save(scaled(master, size), str(folder / f"empires-{size}.png"))
    (folder / "empires.ico").write_bytes(
        ico({size: png_bytes(scaled(master, size)) for size in ICO_SIZES})
    )
    (folder / "empires.icns").write_bytes(
        icns({kind: png_bytes(scaled(master, size)) for kind, size in ICNS_TYPES.items()})
    )
    print(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
