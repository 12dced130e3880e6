"""The daily challenge: one game per game and date, the same for everyone.

The seed comes from a SHA-256 of the game and the date, never from Python's `hash` or the
machine, so two players on two machines get the same deal; the options are fixed per game
(solo Imperial Settlers against the virtual player, the faction drawn from the seed;
Eight-Minute Empire and Legends, two players, against the Hard level). A share code
("EME-20261126") names the game and the date, so friends can compare their results.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from game.engine.match import Match
from game.history.records import GameRecord
from game.rules.registry import rules_class

GAMES = ("eight-minute", "legends", "settlers")
CODES = {"eight-minute": "EME", "legends": "LEG", "settlers": "SET"}
FACTIONS = ("romans", "japanese", "barbarians", "egyptians")
OPPONENT = "hard"
_CODE = re.compile(r"^\s*(EME|LEG|SET)-(\d{4})(\d{2})(\d{2})\s*$", re.IGNORECASE)


def daily_seed(game: str, day: date) -> int:
    digest = hashlib.sha256(f"empires-daily:{game}:{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFFFFFF


def daily_options(game: str, day: date) -> dict[str, Any]:
    seed = daily_seed(game, day)
    if game == "eight-minute":
        return {"players": 2, "side": "AB"[seed % 2]}
    if game == "legends":
        return {"players": 2}
    if game == "settlers":
        return {"players": 1, "factions": [FACTIONS[seed % len(FACTIONS)]]}
    raise KeyError(game)


def share_code(game: str, day: date) -> str:
    return f"{CODES[game]}-{day:%Y%m%d}"


def parse_share_code(text: str) -> tuple[str, date] | None:
    """The game and date a share code names, or None for anything else."""
    found = _CODE.match(text)
    if found is None:
        return None
    game = next(g for g, c in CODES.items() if c == found.group(1).upper())
    try:
        day = date(int(found.group(2)), int(found.group(3)), int(found.group(4)))
    except ValueError:
        return None
    return game, day


@dataclass(frozen=True)
class Challenge:
    game: str
    day: date
    seed: int
    options: dict[str, Any]

    @property
    def code(self) -> str:
        return share_code(self.game, self.day)

    @property
    def solo(self) -> bool:
        return int(self.options["players"]) == 1

    @property
    def faction(self) -> str:
        factions = self.options.get("factions") or [""]
        return str(factions[0])


def challenge(game: str, day: date) -> Challenge:
    return Challenge(game, day, daily_seed(game, day), daily_options(game, day))


def start(ch: Challenge, person: str, opponent_name: str) -> tuple[Match, dict[str, Any]]:
    """The challenge's match, set up, and the save meta naming its seats (the person first)."""
    options = dict(ch.options)
    names = [person] if ch.solo else [person, opponent_name]
    fields = rules_class(ch.game).options_model.model_fields
    if "names" in fields:
        options["names"] = names
    if "seats" in fields:
        options["seats"] = names
    rules = rules_class(ch.game).from_options(options)
    match = Match.new(rules, ch.seed)
    seats: list[dict[str, Any]] = [{"name": person, "kind": "human", "level": "easy"}]
    if not ch.solo:
        seats.append({"name": opponent_name, "kind": "computer", "level": OPPONENT})
    return match, {"players": names, "seats": seats, "daily": ch.day.isoformat()}


def daily_of(game: str, seed: int, options: dict[str, Any], ended: date) -> str:
    """The date of the challenge a game was, if it was one (played up to two days late)."""
    for back in range(3):
        day = ended - timedelta(days=back)
        if seed != daily_seed(game, day):
            continue
        wanted = daily_options(game, day)
        if all(options.get(k) == v for k, v in wanted.items()):
            return day.isoformat()
    return ""


def best_results(records: list[GameRecord], game: str, day: date) -> dict[str, tuple[int, bool]]:
    """Each person's best (score, won) in that day's challenge of `game`."""
    out: dict[str, tuple[int, bool]] = {}
    for record in records:
        if record.game != game or record.daily != day.isoformat():
            continue
        for seat, entry in enumerate(record.seats):
            if entry.kind != "human":
                continue
            result = (record.scores[seat], seat in record.winners)
            best = out.get(entry.name)
            if best is None or (result[1], result[0]) > (best[1], best[0]):
                out[entry.name] = result
    return out
