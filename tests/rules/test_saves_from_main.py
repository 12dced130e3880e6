"""Saves written by the main branch before the rules packages took one shape (issue 24): each
must still load, replay every command to the very events it recorded, and give the same report.

The files were made with `empires selfplay GAME ... --save` (and three unfinished games with the
same bots stopped part-way); each `NAME.report.json` beside a save is the report printed then."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine.savefile import read_save
from game.rules import registry

SAVES = Path(__file__).resolve().parent.parent / "data" / "saves"
NAMES = sorted(p.name.removesuffix(".report.json") for p in SAVES.glob("*.report.json"))


def test_every_game_and_an_unfinished_one_is_kept() -> None:
    games = {name.split("_")[0] for name in NAMES}
    assert {"eight", "legends", "settlers"} <= games
    assert len(NAMES) >= 10
    assert any("unfinished" in name for name in NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_a_save_of_main_loads_and_replays_to_its_report(name: str) -> None:
    expected = json.loads((SAVES / f"{name}.report.json").read_text(encoding="utf-8"))
    match, save = registry.load_match(SAVES / f"{name}.json")
    report = match.rules.report(match.state)
    report["seed"] = save.seed
    report["bots"] = save.meta["bots"]
    assert json.loads(json.dumps(report, ensure_ascii=False)) == expected
    assert (match.pending is None) == ("unfinished" not in name)


def test_legends_saves_of_rules_version_1_are_carried_over_by_the_upgrader() -> None:
    """Version 2 renamed `Bid.coins` and `DestroyArmy.victim` (and their events): the kept saves
    still say the old names, so replaying them above goes through `legends/saves.py`."""
    cls = registry.rules_class("legends")
    legends = [name for name in NAMES if name.startswith("legends")]
    assert legends
    for name in legends:
        save = read_save(SAVES / f"{name}.json")
        assert save.rules_version == 1 < cls.rules_version
        text = (SAVES / f"{name}.json").read_text(encoding="utf-8")
        assert '"coins":' in text and '"type":"Bid"' in text
    upgraded = cls.save_upgraders[1](read_save(SAVES / "legends_2p_t.json"))
    bids = [s.command for s in upgraded.steps if s.command and s.command["type"] == "Bid"]
    assert bids and all("amount" in b and "coins" not in b for b in bids)
