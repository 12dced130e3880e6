"""Carrying saves of older Legends rules over to these: one upgrader per rules version.

`match_from_save` runs them in turn (see `game.engine.savefile.upgrade`); each renames what a
later version renamed and must leave a save that replays to the very same events.
"""

from __future__ import annotations

from typing import Any

from game.engine.savefile import SavedStep, SaveFile, Upgrader

# Version 2 names the bid and the destroyed army's seat as Eight-Minute Empire does, so the
# shared commands (`game.rules.area_control.commands`) serve both games.
RENAMED_IN_2: dict[str, dict[str, str]] = {
    "Bid": {"coins": "amount"},
    "BidPlaced": {"coins": "amount"},
    "DestroyArmy": {"victim": "owner"},
    "ArmyDestroyed": {"victim": "owner"},
}


def _renamed(record: dict[str, Any], table: dict[str, dict[str, str]]) -> dict[str, Any]:
    names = table.get(str(record.get("type")))
    if not names:
        return record
    return {names.get(key, key): value for key, value in record.items()}


def _version_1_to_2(save: SaveFile) -> SaveFile:
    steps = [
        SavedStep(
            actor=step.actor,
            command=None if step.command is None else _renamed(step.command, RENAMED_IN_2),
            events=[_renamed(event, RENAMED_IN_2) for event in step.events],
        )
        for step in save.steps
    ]
    return save.model_copy(update={"rules_version": 2, "steps": steps})


SAVE_UPGRADERS: dict[int, Upgrader] = {1: _version_1_to_2}
