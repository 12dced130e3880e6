"""The window's own picture: shown from its surface, not through an OpenGL texture.

SDL on Linux/X11 may show the window's surface through an OpenGL texture ("framebuffer
acceleration"). pygame draws every pixel on the CPU anyway, so that path keeps the picture two or
three more times (the texture, the GL driver's buffers: about 120 MB more at 4K with a software
GL, as in a virtual machine, a remote display or Xvfb) and loads the GL driver (about 60 MB of
libraries); in Xvfb a 4K frame also took ten times as long to show. Without it X11 shows the
surface from shared memory, as SDL does on Windows. A player may still ask for it:
`SDL_FRAMEBUFFER_ACCELERATION=1`. Where SDL has no other way to show a window (Wayland, macOS)
the setting changes nothing. Measured in a real (Xvfb) window dragged between 720p and 4K
(`benchmarks/bench_memory.py --window`, figures in benchmarks/RESULTS.md).

Large blocks are left to glibc as they are: fixing its mmap threshold (every large image on
pages of its own) saved about 13 MB at 4K but made each full-window image a screen makes for
one frame ten times as dear (page faults: 2.4 ms against 0.27 ms at 720p).
"""

from __future__ import annotations

import os


def plain_window_surface() -> None:
    """Show the window from its surface, not through a GL texture (unless the player set it).
    Called before the window opens: SDL reads it when it makes the window's surface."""
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
