"""Issue 15, item 4: the set-up player may place the extra armies and the tokens by hand (random
stays the default) and use as many encounter tokens as they wish."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.engine.savefile import match_from_save, read_save, save_match
from game.rules.legends.commands import PlaceExtraArmies, PlaceToken
from game.rules.legends.options import LegendsOptions
from game.rules.legends.rules import LegendsRules
from game.rules.legends.state import layout_graph


def _match(seed: int = 4, **options: object) -> Match:
    return Match(LegendsRules(LegendsOptions(players=3, **options)), seed)  # type: ignore[arg-type]


def test_random_set_up_stays_the_default() -> None:
    match = _match(exploration=True, citadels=True)
    assert match.pending is not None and match.pending.kind == "bid"
    state = match.state
    assert state.extra_region >= 0 and len(state.tokens) == 5 + 3


def test_the_extra_armies_go_where_the_set_up_player_puts_them() -> None:
    match = _match(hand_setup=True)
    assert match.pending is not None
    assert (match.pending.kind, match.pending.players) == ("setup_extra", (0,))
    state = match.state
    assert state.key is not None
    layout, graph, _ = layout_graph(state.key)
    central, start_side = state.key[1][0], layout.start_side
    allowed = {c.region for c in match.legal_commands(0)}
    assert allowed == {r for r, s in layout.board_of.items() if s not in (central, start_side)}
    assert match.legal_commands(1) == []
    on_centre = next(r for r, s in layout.board_of.items() if s == central)
    with pytest.raises(IllegalCommand):
        match.submit(PlaceExtraArmies(0, on_centre))
    target = sorted(allowed)[0]
    with pytest.raises(IllegalCommand):
        match.submit(PlaceExtraArmies(1, target))  # only the set-up player
    match.submit(PlaceExtraArmies(0, target))
    r = graph.index[target]
    assert [match.state.pieces.armies[p][r] for p in range(3)] == [1, 1, 1]
    assert match.pending is not None and match.pending.kind == "bid"  # no token variant


def test_every_token_is_placed_by_hand_one_per_region_never_on_the_start() -> None:
    options = {"swamp": True, "citadels": True, "encounters": True}
    match = _match(hand_setup=True, **options)
    wanted = sorted(LegendsOptions(players=3, **options).tokens_in_play())  # type: ignore[arg-type]
    match.submit(match.legal_commands(0)[0])
    assert match.pending is not None and match.pending.kind == "setup_token"
    graph = match.state.graph
    assert graph is not None
    start = graph.ids[graph.start[0]]
    with pytest.raises(IllegalCommand):
        match.submit(PlaceToken(0, start))
    hidden_shown = []
    placed: list[str] = []
    while match.pending is not None and match.pending.kind == "setup_token":
        hidden_shown.append(match.pending.detail["token"])
        sites = [c.region for c in match.legal_commands(0)]
        assert start not in sites and not set(sites) & set(placed)
        region = sites[len(placed) * 5 % len(sites)]
        match.submit(PlaceToken(0, region))
        placed.append(region)
        with pytest.raises(IllegalCommand):
            match.submit(PlaceToken(0, region))  # that region holds a token now
    state = match.state
    assert sorted(state.tokens.values()) == wanted
    assert len(state.face_down) == 6  # five exploration tokens and the swamp, face down
    assert hidden_shown[:6] == [None] * 6  # the pending decision never names them
    assert all(hidden_shown[6:])
    assert match.pending is not None and match.pending.kind == "bid"


def test_a_game_set_up_by_hand_saves_and_replays(tmp_path: Path) -> None:
    match = _match(hand_setup=True, exploration=True, seed=9)
    while match.pending is not None and match.pending.kind.startswith("setup"):
        match.submit(match.legal_commands(0)[-1])
    path = tmp_path / "hand.json"
    save_match(match, path)
    again = match_from_save(read_save(path, "legends"), LegendsRules)
    assert again.state.fingerprint() == match.state.fingerprint()


@pytest.mark.parametrize(
    ("used", "tokens"),
    [
        (("untamed_dragon",), ["untamed_dragon"]),
        (("magic_portal", "band_of_thieves"), ["band_of_thieves", "magic_portal", "magic_portal"]),
    ],
)
def test_the_set_up_player_chooses_which_encounters(
    used: tuple[str, ...], tokens: list[str]
) -> None:
    match = _match(encounters=True, encounters_used=used)
    assert sorted(match.state.tokens.values()) == tokens


def test_unknown_or_no_encounters_are_refused_with_the_known_ones() -> None:
    with pytest.raises(ValidationError, match="untamed_dragon, band_of_thieves, magic_portal"):
        LegendsOptions(encounters=True, encounters_used=("griffin",))
    with pytest.raises(ValidationError):
        LegendsOptions(encounters=True, encounters_used=())
