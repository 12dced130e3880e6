"""Sentences Eight-Minute Empire and Legends share: neutral armies, secret bids and their
reveal, armies placed and moved, cities, destroyed armies, a game's scores."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.gamelog.lines import LogBuilder
from game.gamelog.phrase import N_, Phrase, listing, ngettext
from game.rules.area_control.commands import BidsRevealed


class Seats:
    """Seat numbers to the names a sentence shows; `extra` names a non-player seat (the
    neutral army of a two-player game, the solo virtual player)."""

    def __init__(self, names: Sequence[str], extra: dict[int, Phrase] | None = None) -> None:
        self.names = list(names)
        self.extra = extra or {}

    def __call__(self, seat: int) -> str | Phrase:
        if seat in self.extra:
            return self.extra[seat]
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return N_("Player {number}", number=seat + 1)


def neutral_placed(log: LogBuilder, who: Seats, player: int, region: str) -> None:
    log.add(
        N_("{player} places a neutral army in region {region}.", player=who(player), region=region),
        player,
        regions=(region,),
        icon="army",
    )


def bid_placed(log: LogBuilder, who: Seats, player: int) -> None:
    # the amount stays secret until the reveal, which lists every bid
    log.add(N_("{player} bids in secret.", player=who(player)), player, icon="coin")


def bids_revealed(log: LogBuilder, who: Seats, event: BidsRevealed) -> None:
    bids = listing(
        [
            ngettext("{player}: {n} coin", "{player}: {n} coins", amount, player=who(seat))
            for seat, amount in enumerate(event.bids)
        ]
    )
    winner = who(event.winner)
    text = (
        N_(
            "Bids revealed ({bids}); a die settles the tie: {player} wins.",
            bids=bids,
            player=winner,
        )
        if event.rolls
        else N_("Bids revealed ({bids}): {player} wins the bid.", bids=bids, player=winner)
    )
    log.add(text, event.winner, players=tuple(range(len(event.bids))), icon="coin")


def army_placed(log: LogBuilder, who: Seats, player: int, region: str) -> None:
    log.add(
        N_("{player} places an army in region {region}.", player=who(player), region=region),
        player,
        regions=(region,),
        icon="army",
    )


def army_moved(
    log: LogBuilder, who: Seats, player: int, source: str, target: str, water: bool
) -> None:
    params = {"player": who(player), "source": source, "target": target}
    text = (
        N_("{player} moves an army by sea from region {source} to region {target}.", **params)
        if water
        else N_("{player} moves an army from region {source} to region {target}.", **params)
    )
    log.add(
        text,
        player,
        regions=(source, target),
        icon="army",
    )


def city_built(log: LogBuilder, who: Seats, player: int, region: str) -> None:
    log.add(
        N_("{player} builds a city in region {region}.", player=who(player), region=region),
        player,
        regions=(region,),
        icon="city",
    )


def army_destroyed(
    log: LogBuilder, who: Seats, player: int, victim: int, region: str, kept: bool = False
) -> None:
    params = {"player": who(player), "victim": who(victim), "region": region}
    text = (
        N_("{player} destroys an army of {victim} in region {region} and keeps it.", **params)
        if kept
        else N_("{player} destroys an army of {victim} in region {region}.", **params)
    )
    log.add(text, player, players=(victim,), regions=(region,), icon="destroy")


def scored(log: LogBuilder, who: Seats, game: int, scores: Sequence[int]) -> None:
    table = listing(
        [
            ngettext("{player}: {n} point", "{player}: {n} points", points, player=who(seat))
            for seat, points in enumerate(scores)
        ]
    )
    log.add(
        N_("Game {game} is scored: {scores}.", game=game, scores=table),
        players=tuple(range(len(scores))),
        icon="star",
    )


def shared(
    log: LogBuilder, who: Seats, e: Any, by_sea: Callable[[Any], bool] = lambda e: e.cost > 1
) -> bool:
    """Tell an event both games have, with the same name and fields; False for any other.
    `by_sea(move)` says whether an army move crossed water (by default: it cost more)."""
    kind = type(e).__name__
    if kind == "NeutralPlaced":
        neutral_placed(log, who, e.player, e.region)
    elif kind == "BidPlaced":
        bid_placed(log, who, e.player)
    elif kind == "BidsRevealed":
        bids_revealed(log, who, e)
    elif kind == "ArmyPlaced":
        army_placed(log, who, e.player, e.region)
    elif kind == "ArmyMoved":
        army_moved(log, who, e.player, e.source, e.target, by_sea(e))
    elif kind == "CityBuilt":
        city_built(log, who, e.player, e.region)
    elif kind == "GameScored":
        scored(log, who, e.game, e.scores)
    else:
        return False
    return True
