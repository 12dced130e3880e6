"""A made-up history of a few dozen games, for the screenshots and the screen's tests: two
people (one of them also plays alone) against every computer level, in the three games."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from random import Random

from game.history.records import COMPUTER, HUMAN, GameRecord, SeatRecord

FACTIONS = ("romans", "japanese", "barbarians", "egyptians")
LEVELS = ("easy", "normal", "hard")


def sample_records(count: int = 36, seed: int = 29) -> list[GameRecord]:
    rng = Random(seed)
    start = datetime(2026, 10, 1, 18, 0, tzinfo=UTC)
    out: list[GameRecord] = []
    for i in range(count):
        game = ("eight-minute", "legends", "settlers")[i % 3]
        players = 1 if game == "settlers" and i % 2 == 0 else rng.choice((2, 2, 3, 4))
        seats = [SeatRecord("Alexandra", HUMAN)]
        if players > 1 and rng.random() < 0.4:
            seats.append(SeatRecord("Boris", HUMAN))
        while len(seats) < players:
            level = rng.choice(LEVELS)
            seats.append(SeatRecord(f"Computer {len(seats)}", COMPUTER, level))
        if game == "settlers":
            chosen = rng.sample(FACTIONS, players)
            seats = [
                SeatRecord(s.name, s.kind, s.level, f) for s, f in zip(seats, chosen, strict=True)
            ]
        base = {"eight-minute": 11, "legends": 14, "settlers": 30}[game]
        scores = [base + rng.randint(-5, 8) + (i // 6) for _ in seats]
        if players == 1:
            winners = [0] if rng.random() < 0.55 else []
        else:
            top = max(scores)
            winners = [scores.index(top)]
        out.append(
            GameRecord(
                game=game,
                played_at=(start + timedelta(days=i, minutes=rng.randint(0, 300))).isoformat(),
                options={"players": players},
                seats=seats,
                scores=scores,
                breakdown=[{} for _ in seats],
                winners=winners,
                steps=rng.randint(60, 240),
                seconds=float(rng.randint(600, 2400)),
                save="",
                id=i + 1,
            )
        )
    return out


def sample_daily(day: date) -> list[GameRecord]:
    """Three people's tries at one day's challenges."""
    from game.history.daily import GAMES, challenge

    out: list[GameRecord] = []
    for n, (name, game, score, won) in enumerate(
        [
            ("Alexandra", "eight-minute", 14, True),
            ("Boris", "eight-minute", 11, False),
            ("Alexandra", "settlers", 41, True),
            ("Chloé", "settlers", 37, False),
            ("Chloé", "settlers", 44, True),
        ]
    ):
        ch = challenge(game, day)
        seats = [SeatRecord(name, HUMAN, "", ch.faction)]
        if not ch.solo:
            seats.append(SeatRecord("Computer", COMPUTER, "hard"))
        out.append(
            GameRecord(
                game=game,
                played_at=datetime.combine(day, datetime.min.time(), UTC).isoformat(),
                options=ch.options,
                seats=seats,
                scores=[score] + [score - 2 if won else score + 3] * (len(seats) - 1),
                breakdown=[{} for _ in seats],
                winners=[0] if won else ([1] if len(seats) > 1 else []),
                steps=100,
                seconds=None,
                save="",
                daily=day.isoformat(),
                id=n + 1,
            )
        )
    assert all(g in GAMES for g in {r.game for r in out})
    return out
