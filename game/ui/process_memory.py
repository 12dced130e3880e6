"""How the process holds the memory of its images: the window's own picture, and the allocator.

Two choices of the libraries cost the window most of its memory at 4K, measured in a real
(Xvfb) window dragged between 720p and 4K (`benchmarks/bench_memory.py --window`, figures in
benchmarks/RESULTS.md):

- SDL on Linux/X11 may show the window's surface through an OpenGL texture ("framebuffer
  acceleration"). pygame draws every pixel on the CPU anyway, so that path keeps the picture
  two or three more times (the texture, the GL driver's buffers: about 95 MB at 4K with a
  software GL, as in a virtual machine or a remote display) and loads the GL driver (about
  60 MB of libraries). Without it X11 shows the surface from shared memory, as SDL does on
  Windows. A player may still ask for it: `SDL_FRAMEBUFFER_ACCELERATION=1`. Where SDL has no
  other way to show a window (Wayland, macOS) the setting changes nothing.
- glibc serves a large block from its heap once a block that size has been freed (its mmap
  threshold grows up to 32 MB), and the heap keeps what such blocks leave: a window resized
  for a minute makes every full-window image again at each size. Images above a fixed size
  are given their own pages instead, returned to the system as soon as they are freed.
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys

log = logging.getLogger("empires")

# glibc's mallopt parameter, and the size from which a block gets pages of its own (the
# default's starting value, kept fixed)
M_MMAP_THRESHOLD = -3
OWN_PAGES_FROM = 128 * 1024


def plain_window_surface() -> None:
    """Show the window from its surface, not through a GL texture (unless the player set it).
    Called before the window opens: SDL reads it when it makes the window's surface."""
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def large_blocks_apart() -> bool:
    """Large blocks get pages of their own (glibc); False where there is no such setting."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        mallopt = getattr(ctypes.CDLL(None), "mallopt", None)
    except OSError:
        return False
    if mallopt is None:  # another C library (musl): it already maps large blocks apart
        return False
    done = bool(mallopt(M_MMAP_THRESHOLD, OWN_PAGES_FROM))
    if not done:
        log.debug("the allocator kept its own mmap threshold")
    return done
