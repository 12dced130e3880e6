"""Choices the rules allow that the player must be able to make, and commands naming cards that
do not exist being refused like any other illegal command (never a crash)."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.rules.settlers import commands as c
from tests.rules.settlers.helpers import act, action_state, build_now, give, take


def test_copies_with_different_deals_can_each_be_built() -> None:
    rules, s = action_state(["romans", "barbarians"])
    # Sculptor's Apprentice: rom003 and rom004 deal gold, rom005 deals stone
    take(s, 0, "rom003", "rom004", "rom005")
    build_now(s, 0, "com062")
    give(s, 0, wood=3, stone=3, food=3, gold=3)
    built = {x.card for x in rules.legal_commands(s, 0) if isinstance(x, c.Build)}
    # the stone-deal copy can be built so that the gold-deal ones stay for deals, and each
    # of two identical copies can be clicked and built
    assert {"rom003", "rom004", "rom005"} <= built
    after = act(rules, s, c.Build(0, "rom005", discard="com062"))
    assert sorted(after.players[0].hand) == ["rom003", "rom004"]


def test_desert_works_in_the_solo_game_without_naming_anyone() -> None:
    rules, s = action_state(["egyptians"])
    build_now(s, 0, "egy001")
    take(s, 0, "com062", "com008")
    uses = [x for x in rules.legal_commands(s, 0) if isinstance(x, c.Activate)]
    assert {x.target for x in uses if x.card == "egy001"} == {"com062", "com008"}
    vp = s.players[0].vp
    after = act(rules, s, c.Activate(0, "egy001", target="com062"))
    assert after.players[0].hand == ["com008"]
    assert after.players[0].vp == vp + 1
    with pytest.raises(IllegalCommand):  # the virtual player cannot be named
        act(rules, s, c.Activate(0, "egy001", owner=1, target="com062"))


def test_desert_still_names_an_opponent_with_several_players() -> None:
    rules, s = action_state(["egyptians", "romans"])
    build_now(s, 0, "egy001")
    take(s, 0, "com062")
    take(s, 1, "com008")
    uses = [x for x in rules.legal_commands(s, 0) if isinstance(x, c.Activate)]
    assert {x.owner for x in uses if x.card == "egy001"} == {1}
    with pytest.raises(IllegalCommand):
        act(rules, s, c.Activate(0, "egy001", target="com062"))


@pytest.mark.parametrize(
    "command",
    [
        c.Activate(0, "nope"),
        c.Activate(0, ""),
        c.Tuck(0, "nope", "nope"),
        c.Tuck(0, "", "com062"),
        c.Stash(0, "nope", "wood"),
        c.PlaceDefence(0, "nope"),
        c.Build(0, "nope"),
        c.RazeLocation(0, 1, "nope"),
    ],
)
def test_unknown_card_ids_are_refused(command: object) -> None:
    rules, s = action_state(["romans", "japanese"])
    take(s, 0, "com062")
    give(s, 0, defence=1, raze=3, worker=2)
    with pytest.raises(IllegalCommand):
        act(rules, s, command)
