"""The daily challenge: the same game for everyone on a date (two processes with different
hash seeds stand in for two machines), another game the next day, and each person's best."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from game.ai.driver import play_out
from game.ai.registry import make_bot
from game.engine.savefile import to_save
from game.history import daily
from game.history.records import record_from_match
from game.rules.registry import load_match
from game.scenes.history.daily import DailyScene

DAY = date(2026, 11, 26)
_PRINT = (
    "import sys, json, datetime\n"
    "from game.history import daily\n"
    "from game.engine.savefile import to_save\n"
    "day = datetime.date.fromisoformat(sys.argv[2])\n"
    "ch = daily.challenge(sys.argv[1], day)\n"
    "match, meta = daily.start(ch, 'Ann', 'Computer')\n"
    "print(json.dumps([ch.seed, ch.options, to_save(match).model_dump(mode='json')['steps']]))\n"
)


def _elsewhere(game: str, day: date, hash_seed: str) -> list[object]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run(
        [sys.executable, "-c", _PRINT, game, day.isoformat()],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=120,
    )
    return list(json.loads(out.stdout))


@pytest.mark.parametrize("game", daily.GAMES)
def test_one_game_per_date_on_every_machine_and_another_the_next_day(game: str) -> None:
    here = daily.challenge(game, DAY)
    match, _ = daily.start(here, "Ann", "Computer")
    mine = [here.seed, here.options, to_save(match).model_dump(mode="json")["steps"]]
    assert _elsewhere(game, DAY, "1") == mine
    assert _elsewhere(game, DAY, "2") == mine
    tomorrow = daily.challenge(game, date(2026, 11, 27))
    other, _ = daily.start(tomorrow, "Ann", "Computer")
    assert tomorrow.seed != here.seed
    assert to_save(other).model_dump(mode="json")["steps"] != mine[2]


def test_the_options_the_issue_asks_for() -> None:
    settlers = daily.challenge("settlers", DAY)
    assert settlers.solo and settlers.faction in daily.FACTIONS
    for game in ("eight-minute", "legends"):
        ch = daily.challenge(game, DAY)
        match, meta = daily.start(ch, "Ann", "Computer")
        assert match.rules.player_count == 2
        assert meta["seats"][1] == {"name": "Computer", "kind": "computer", "level": "hard"}


def test_share_codes() -> None:
    assert daily.share_code("legends", DAY) == "LEG-20261126"
    assert daily.parse_share_code(" eme-20261126 ") == ("eight-minute", DAY)
    assert daily.parse_share_code("SET-20261131") is None
    assert daily.parse_share_code("XYZ-20261126") is None


def test_a_finished_challenge_is_recognised_and_its_best_kept() -> None:
    from datetime import UTC, datetime

    ch = daily.challenge("settlers", DAY)
    weeks_later = datetime(2026, 12, 20, 9, tzinfo=UTC)
    assert record_from_match(*_finished(ch, 1), ended=weeks_later).daily == ""
    late = datetime(2026, 11, 27, 9, tzinfo=UTC)  # the next morning still counts
    records = [record_from_match(*_finished(ch, seed), ended=late) for seed in (1, 2)]
    assert {r.daily for r in records} == {DAY.isoformat()}
    best = daily.best_results(records, "settlers", DAY)
    expect = max((0 in r.winners, r.scores[0]) for r in records)
    assert best == {"Ann": (expect[1], expect[0])}


def _finished(ch: daily.Challenge, seed: int):  # type: ignore[no-untyped-def]
    match, meta = daily.start(ch, "Ann", "Computer")
    play_out(match, [make_bot("easy", match.rules)])
    meta.pop("daily")
    return match, meta


def test_playing_today_from_the_screen(make_app, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    scene = DailyScene(app, [], DAY)
    app.manager.push(scene)
    app.step(1 / 60, events=[])
    scene.play(daily.challenge("legends", DAY), "Ann")
    app.step(1 / 60, events=[])
    table = app.manager.top
    session = table.session  # type: ignore[union-attr]
    assert session.match.seed == daily.daily_seed("legends", DAY)
    assert [s.kind for s in session.seats] == ["human", "computer"]
    assert session.seats[1].level == "hard"
    [saved] = list((home / "data" / "saves").glob("*.json"))
    assert saved.name.startswith("LEG-20261126 Ann")
    assert load_match(saved)[0].seed == session.match.seed
