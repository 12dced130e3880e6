"""Armies and cities on the board, per seat (the neutral player is one more seat)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PieceLimits:
    """How many pieces each player owns (Eight-Minute Empire: 14 armies, 3 cities)."""

    armies: int = 14
    cities: int = 3


class Pieces:
    """`armies[seat][region]` and `cities[seat][region]` counts; seats 0..n-1 are players and
    an optional last seat is the neutral player. Supplies are kept beside the counts so limits
    are checked in O(1)."""

    __slots__ = ("armies", "army_supply", "cities", "city_supply", "seats")

    def __init__(self, seats: int, regions: int, limits: PieceLimits) -> None:
        self.seats = seats
        self.armies = [[0] * regions for _ in range(seats)]
        self.cities = [[0] * regions for _ in range(seats)]
        self.army_supply = [limits.armies] * seats
        self.city_supply = [limits.cities] * seats

    def copy(self) -> Pieces:
        other = Pieces.__new__(Pieces)
        other.seats = self.seats
        other.armies = [row[:] for row in self.armies]
        other.cities = [row[:] for row in self.cities]
        other.army_supply = self.army_supply[:]
        other.city_supply = self.city_supply[:]
        return other

    def place_army(self, seat: int, region: int, count: int = 1) -> None:
        self.armies[seat][region] += count
        self.army_supply[seat] -= count

    def remove_army(self, seat: int, region: int) -> None:
        """The army goes back to its owner's supply."""
        self.armies[seat][region] -= 1
        self.army_supply[seat] += 1

    def move_army(self, seat: int, source: int, target: int) -> None:
        row = self.armies[seat]
        row[source] -= 1
        row[target] += 1

    def build_city(self, seat: int, region: int) -> None:
        self.cities[seat][region] += 1
        self.city_supply[seat] -= 1

    def armies_on_board(self, seat: int) -> int:
        return sum(self.armies[seat])

    def cities_on_board(self, seat: int) -> int:
        return sum(self.cities[seat])

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Pieces)
            and self.armies == other.armies
            and self.cities == other.cities
            and self.army_supply == other.army_supply
            and self.city_supply == other.city_supply
        )

    def __repr__(self) -> str:
        return f"Pieces(armies={self.armies}, cities={self.cities})"
