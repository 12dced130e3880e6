"""Pass-and-play people are profiles: a New game screen names its first person after the
latest person of the history; a damaged history names nobody and costs nothing."""

from __future__ import annotations

from pathlib import Path

from game.history.profiles import recent_profiles
from game.history.records import record_from_match
from game.history.store import HistoryStore, history_path
from game.scenes.eight_minute.new_game import NewGameScene
from game.scenes.settlers.new_game import NewGameScene as SettlersNewGame
from tests.history.games import finished_match


def test_the_latest_person_is_offered_first(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    assert NewGameScene(app).seats[0].name == "Player 1"
    match, save = finished_match("eight-minute")
    meta = {**save.meta, "players": ["Zoé", "Bob"]}
    meta["seats"] = [{**meta["seats"][0], "name": "Zoé"}, meta["seats"][1]]
    with HistoryStore.open() as store:
        store.add(record_from_match(match, save.meta))
        store.add(record_from_match(match, meta))
    assert recent_profiles() == ["Zoé", "Ann"]
    assert NewGameScene(app).seats[0].name == "Zoé"
    assert SettlersNewGame(app).seats[0].name == "Zoé"


def test_a_damaged_history_offers_nobody(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    history_path().parent.mkdir(parents=True)
    history_path().write_bytes(b"\x00garbage" * 50)
    assert recent_profiles() == []
    assert NewGameScene(make_app()).seats[0].name == "Player 1"
    assert history_path().read_bytes() == b"\x00garbage" * 50  # only looked at
