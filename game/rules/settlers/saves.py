"""Carrying saves of older rules over to these: one upgrader per rules version (none yet).

`match_from_save` runs them in turn (see `game.engine.savefile.upgrade`); a save of an older
version that no upgrader covers is refused with a reason, never replayed as is.
"""

from __future__ import annotations

from game.engine.savefile import Upgrader

SAVE_UPGRADERS: dict[int, Upgrader] = {}
