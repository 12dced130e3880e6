"""The table of what each event hides names real events and real fields: a rules change that
renames a secret field (Legends' `BidPlaced.coins` became `amount`) would otherwise send the
secret to every seat without a test noticing."""

from __future__ import annotations

import dataclasses

import pytest

from game.net.view import STRIPS
from game.rules import registry


@pytest.mark.parametrize("game", sorted(STRIPS))
def test_every_stripped_event_and_field_exists(game: str) -> None:
    events = {cls.__name__: cls for cls in registry.rules_class(game).event_types}
    for name, strip in STRIPS[game].items():
        assert name in events, f"{game}: no event {name}"
        fields = {f.name for f in dataclasses.fields(events[name])}
        for field in getattr(strip, "fields", ()):
            assert field in fields, f"{game}: {name} has no field {field}"


def test_another_seats_owed_draw_is_told_as_a_card_drawn_never_which() -> None:
    from game.net.view import HIDDEN_CARD, event_for_seat

    drawn = {"type": "OwedDrawTaken", "player": 1, "deck": "faction", "card": "rabble"}
    assert event_for_seat("settlers", drawn, 1) == drawn
    seen = event_for_seat("settlers", drawn, 0)
    assert seen["card"] == HIDDEN_CARD and "rabble" not in str(seen)
    empty = {**drawn, "card": ""}  # an empty deck is public: told as it is
    assert event_for_seat("settlers", empty, 0) == empty
