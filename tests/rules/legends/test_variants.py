"""Exploration, the poisoned swamp, citadels, encounters, warlords and the long game."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalCommand
from game.engine.match import Match
from game.rules.legends import RULES, scoring
from game.rules.legends.commands import (
    Bid,
    BuildCity,
    DestroyArmy,
    EndTurn,
    MoveArmy,
    PassExtraCard,
    PlaceArmy,
    SkipAction,
    TakeCard,
)
from game.rules.legends.events import CoinsChanged, GameStarted, TokensPlaced, TokenTaken
from tests.rules.legends.helpers import act, armies, clear, put, scripted


def city_here(token: str, region: str = "D5", card: str = "night_village", **kw: object):  # type: ignore[no-untyped-def]
    rules, s = scripted(row=(card,), tokens=((region, token),), exploration=True, **kw)  # type: ignore[arg-type]
    act(rules, s, TakeCard(0, 0))
    events = act(rules, s, BuildCity(0, region))
    return rules, s, events


def test_exploration_token_goes_to_the_first_city_only() -> None:
    rules, s, events = city_here("grimoire")
    assert TokenTaken(0, "D5", "grimoire") in events
    assert s.owned[0] == ["grimoire"] and s.graph.index["D5"] not in s.tokens
    act(rules, s, EndTurn(0))
    s.row[0] = "cursed_mausoleum"
    act(rules, s, TakeCard(1, 0))
    events = act(rules, s, BuildCity(1, "D5"))
    assert not any(isinstance(e, TokenTaken) for e in events)


def test_no_token_without_a_city() -> None:
    rules, s = scripted(row=("dire_eye",), tokens=(("D5", "stable"),), exploration=True)
    act(rules, s, TakeCard(0, 0))
    act(rules, s, PlaceArmy(0, "D5"))
    assert s.owned[0] == []


def test_cottage_adds_an_army_to_every_place_action() -> None:
    rules, s, _ = city_here("cottage")
    act(rules, s, EndTurn(0))
    s.row[0] = "dire_eye"  # P4
    act(rules, s, TakeCard(1, 0))
    assert s.part_left == 4
    s.owned[2].append("cottage")
    act(rules, s, EndTurn(1))
    s.row[0] = "dire_eye"
    act(rules, s, TakeCard(2, 0))
    assert s.part_left == 5


def test_stable_adds_a_move() -> None:
    rules, s = scripted(row=("forest_gnome",))
    s.owned[0].append("stable")
    act(rules, s, TakeCard(0, 0))
    assert s.part == "move" and s.part_left == 3


def test_buried_treasure_gives_a_coin_at_once() -> None:
    _rules, s, events = city_here("buried_treasure")
    assert CoinsChanged(0, 1, "buried_treasure") in events
    assert s.coins[0] == 12


def test_magic_spring_is_two_elixirs() -> None:
    _rules, s = scripted()
    clear(s)
    s.owned[0] = ["magic_spring"]
    s.cards[1] = ["cursed_banshee"]  # 2 elixirs: tied with the spring
    sc = scoring.score(s, 3)
    assert sc[0].elixirs == 2 and [x.elixir_points for x in sc] == [1, 1, 0]


def test_grimoire_is_one_vp_and_wins_a_tie_for_first() -> None:
    _rules, s = scripted()
    clear(s)
    put(s, 1, "F1")  # region + island = 2, and the Sage's +1: 3
    s.cards[1] = ["ancient_sage"]
    put(s, 2, "D1")  # region + island = 2, and the grimoire's +1: 3
    s.owned[2] = ["grimoire"]
    s.coins = [0, 9, 0]
    sc = scoring.score(s, 3)
    assert sc[2].tokens == 1
    assert sc[1].total == sc[2].total == 3
    assert scoring.game_winners(sc) == [2]  # despite fewer coins
    s.owned[2] = []
    s.cards[2] = ["ancient_phoenix"]  # no grimoire: coins decide
    assert scoring.game_winners(scoring.score(s, 3)) == [1]


def test_swamp_hides_among_exploration_tokens_and_costs_a_vp() -> None:
    rules = RULES.from_options({"players": 3, "swamp": True})
    assert rules.opts.exploration
    m = Match(rules, seed=4)
    placed = [e for step in m.steps for e in step.events if isinstance(e, TokensPlaced)]
    assert len(placed) == 1 and placed[0].face_down
    assert sorted(t for _, t in placed[0].tokens) == sorted(
        ["magic_spring", "cottage", "buried_treasure", "grimoire", "stable", "poisoned_swamp"]
    )
    rules, s, _events = city_here("poisoned_swamp", swamp=True)
    assert s.owned[0] == ["poisoned_swamp"]
    assert scoring.score(s, 3)[0].tokens == -1


def test_a_controller_looks_at_face_down_tokens_at_turn_end() -> None:
    rules, s = scripted(
        row=("dire_eye",),
        tokens=(("D5", "stable"), ("F1", "cottage")),
        face_down=True,
        exploration=True,
        swamp=True,
    )
    put(s, 0, "D5", 1)  # player 0 now controls D5 (5 against 4 and 4)
    act(rules, s, TakeCard(0, 0))
    events = act(rules, s, EndTurn(0))
    assert events[0].looked == ("D5",)
    assert s.seen[0] == {s.graph.index["D5"]}
    assert s.seen[1] == set()


def test_citadel_gives_a_vp_to_its_controller() -> None:
    _rules, s = scripted(tokens=(("F1", "citadel"), ("F2", "citadel")), citadels=True)
    clear(s)
    put(s, 0, "F1")
    put(s, 1, "F2")
    put(s, 2, "F2")
    sc = scoring.score(s, 3)
    assert [x.citadels for x in sc] == [1, 0, 0]


def test_untamed_dragon_goes_to_whoever_places_the_seventh_army() -> None:
    rules, s = scripted(row=("dire_eye",), tokens=(("D5", "untamed_dragon"),), encounters=True)
    put(s, 2, "D5", 2)  # 4 + 4 + 4 + 2 = 14 already there: the next army slays it
    rules2, s2 = scripted(row=("dire_eye",), tokens=(("D3", "untamed_dragon"),), encounters=True)
    clear(s2)
    put(s2, 1, "D3", 4)
    put(s2, 2, "D3", 2)  # 6 armies of two players
    put(s2, 0, "D5", 1)
    s2.row[0] = "forest_gnome"  # M2
    act(rules2, s2, TakeCard(0, 0))
    events = act(rules2, s2, MoveArmy(0, "D5", "D3"))
    assert TokenTaken(0, "D3", "untamed_dragon") in events
    assert scoring.score(s2, 3)[0].tokens == 2
    # the 8th army does not take it again
    put(s, 0, "D5", 0)
    events = act(rules, s, TakeCard(0, 0))
    events = act(rules, s, PlaceArmy(0, "D5"))
    assert TokenTaken(0, "D5", "untamed_dragon") in events
    events = act(rules, s, PlaceArmy(0, "D5"))
    assert not any(isinstance(e, TokenTaken) for e in events)


def test_magic_portals_join_their_regions() -> None:
    rules, s = scripted(
        row=("forest_gnome",),
        tokens=(("D5", "magic_portal"), ("F3", "magic_portal")),
        encounters=True,
    )
    act(rules, s, TakeCard(0, 0))
    events = act(rules, s, MoveArmy(0, "D5", "F3"))
    assert events[0].cost == 1 and armies(s, 0, "F3") == 1
    rules, s = scripted(row=("forest_gnome",))
    act(rules, s, TakeCard(0, 0))
    with pytest.raises(IllegalCommand):
        act(rules, s, MoveArmy(0, "D5", "F3"))


def test_band_of_thieves_takes_a_coin_on_placing_or_entering() -> None:
    rules, s = scripted(row=("cursed_king",), tokens=(("D5", "band_of_thieves"),), encounters=True)
    act(rules, s, TakeCard(0, 0))
    act(rules, s, PlaceArmy(0, "D5"))
    assert s.coins[0] == 10
    rules, s = scripted(row=("forest_gnome",), tokens=(("D3", "band_of_thieves"),), encounters=True)
    act(rules, s, TakeCard(0, 0))
    act(rules, s, MoveArmy(0, "D5", "D3"))
    act(rules, s, MoveArmy(0, "D3", "D1"))
    assert s.coins[0] == 10
    s.coins[1] = 0
    s.phase, s.current = "action", 1
    s.part, s.part_left = "move", 2
    events = act(rules, s, MoveArmy(1, "D5", "D3"))
    assert s.coins[1] == 0 and len(events) == 1  # nothing to lose


def test_white_knight_adds_an_army_with_each_city_and_scores_big_islands() -> None:
    lords = ("white_knight", "red_sorceress", "fairy_queen")
    rules, s = scripted(row=("night_village",), warlords=lords)
    act(rules, s, TakeCard(0, 0))
    act(rules, s, BuildCity(0, "T1"))
    assert armies(s, 0, "T1") == 2
    clear(s)
    put(s, 0, "F1")
    put(s, 0, "V1")  # the 2-region island does not count for him
    sc = scoring.score(s, 3)
    assert sc[0].islands == 2 and sc[0].warlord == 1


def test_red_sorceress_keeps_destroyed_armies_one_vp_per_three() -> None:
    lords = ("red_sorceress", "white_knight", "fairy_queen")
    rules, s = scripted(row=("night_hydra",), warlords=lords)
    assert armies(s, 0, "D5") == 5
    act(rules, s, TakeCard(0, 0))
    act(rules, s, SkipAction(0))
    supply = s.pieces.army_supply[1]
    act(rules, s, DestroyArmy(0, 1, "D5"))
    assert s.captured[0] == 1 and s.pieces.army_supply[1] == supply
    s.captured[0] = 6
    assert scoring.score(s, 3)[0].warlord == 2


def test_fairy_queen_takes_a_paid_extra_card_at_the_end_and_likes_forests() -> None:
    lords = ("fairy_queen", "white_knight", "red_sorceress")
    rules, s = scripted(warlords=lords)
    while s.phase != "extra":
        p = rules.pending(s).players[0]
        act(rules, s, TakeCard(p, 0))
        act(rules, s, EndTurn(p))
    assert rules.pending(s).players == (0,)
    coins = s.coins[0]
    assert PassExtraCard(0) in rules.legal_commands(s, 0)
    act(rules, s, TakeCard(0, 1))
    assert len(s.cards[0]) == 11 and s.coins[0] == coins - 1 and s.phase == "over"
    s.cards[0] = ["forest_elf", "forest_pixie", "lake"]
    assert scoring.score(s, 3)[0].warlord == 0
    s.cards[0].append("forest_gnome")
    assert scoring.score(s, 3)[0].warlord == 1


def test_fairy_queen_may_pass() -> None:
    rules, s = scripted(warlords=("white_knight", "fairy_queen", "red_sorceress"))
    while s.phase != "extra":
        p = rules.pending(s).players[0]
        act(rules, s, TakeCard(p, 0))
        act(rules, s, EndTurn(p))
    with pytest.raises(IllegalCommand):
        act(rules, s, PassExtraCard(0))
    act(rules, s, PassExtraCard(1))
    assert s.phase == "over" and len(s.cards[1]) == 10


def test_bandit_king_steals_a_coin_and_scores_when_all_armies_are_out() -> None:
    lords = ("bandit_king", "white_knight", "fairy_queen")
    rules, s = scripted(row=("night_hydra",), warlords=lords)
    act(rules, s, TakeCard(0, 0))
    act(rules, s, SkipAction(0))
    events = act(rules, s, DestroyArmy(0, 1, "D5"))
    assert CoinsChanged(1, -1, "stolen") in events and s.coins == [12, 10, 11]
    assert scoring.score(s, 3)[0].warlord == 0
    put(s, 0, "F1", s.pieces.army_supply[0])
    assert scoring.score(s, 3)[0].warlord == 1


def test_long_game_plays_three_games_and_adds_them_up() -> None:
    from game.ai.driver import play_out
    from game.ai.registry import make_bot

    rules = RULES.from_options({"players": 3, "long_game": True})
    m = Match(rules, seed=9)
    play_out(m, [make_bot("random", rules)] * 3)
    starts = [e for e in m.events if isinstance(e, GameStarted)]
    assert [g.game for g in starts] == [1, 2, 3]
    s = m.state
    assert len(s.history) == 3
    assert s.totals == [sum(h["scores"][p] for h in s.history) for p in range(3)]
    assert set(s.winners) <= {p for p in range(3) if s.totals[p] == max(s.totals)}


def test_players_may_place_the_tokens_by_hand() -> None:
    placed = {"F1": "citadel", "F2": "citadel", "F3": "citadel", "V7": "untamed_dragon",
              "V1": "magic_portal", "T5": "magic_portal", "D1": "band_of_thieves"}  # fmt: skip
    rules = RULES.from_options(
        {
            "players": 3,
            "boards": ["volcano", "hills", "desert", "forest"],
            "citadels": True,
            "encounters": True,
            "token_regions": placed,
        }
    )
    s = Match(rules, seed=2).state
    assert {s.graph.ids[r]: t for r, t in s.tokens.items()} == placed
    with pytest.raises(ValueError):
        RULES.from_options(
            {
                "players": 3,
                "boards": ["volcano", "hills", "desert", "forest"],
                "citadels": True,
                "token_regions": {"F1": "citadel"},
            }
        )


def test_hand_placed_swamp_lies_face_down() -> None:
    placed = {"F1": "magic_spring", "F2": "cottage", "F3": "buried_treasure", "V7": "grimoire",
              "V1": "stable", "T5": "poisoned_swamp"}  # fmt: skip
    rules = RULES.from_options(
        {
            "players": 3,
            "boards": ["volcano", "hills", "desert", "forest"],
            "swamp": True,
            "token_regions": placed,
        }
    )
    s = Match(rules, seed=2).state
    assert {s.graph.ids[r] for r in s.face_down} == set(placed)


def test_players_may_choose_the_rotations() -> None:
    rules = RULES.from_options(
        {
            "players": 3,
            "boards": ["volcano", "hills", "desert", "forest"],
            "rotations": [180, 0, 180, 0],
        }
    )
    s = Match(rules, seed=2).state
    assert s.key[2] == (180, 0, 180, 0)


def test_winning_a_face_down_token_cannot_be_undone() -> None:
    placed = {"D3": "magic_spring", "F2": "cottage", "F3": "buried_treasure", "V7": "grimoire",
              "V1": "stable", "T1": "poisoned_swamp"}  # fmt: skip
    options = {"players": 3, "boards": ["volcano", "hills", "desert", "forest"], "swamp": True}
    rules = RULES.from_options({**options, "rotations": [0, 0, 0, 0], "token_regions": placed})
    m = Match(rules, seed=2)
    for p in range(3):
        m.submit(Bid(p, 0))
    d3 = m.state.graph.index["D3"]
    for p in (0, 1):  # for the test: an army in D3 and a city action
        m.state.pieces.place_army(p, d3)
    m.state.row[0] = "night_village"
    m.submit(TakeCard(0, 0))
    events = m.submit(BuildCity(0, "D3"))
    assert TokenTaken(0, "D3", "magic_spring", True) in events
    assert not m.can_undo(0)
    m.submit(EndTurn(0))
    m.state.row[0] = "night_village"
    m.submit(TakeCard(1, 0))
    m.submit(BuildCity(1, "D3"))  # the token is gone: nothing revealed
    assert m.can_undo(1)


def test_a_cottage_won_by_a_city_counts_for_the_same_cards_place_action() -> None:
    # Ancient Woods: city, then place 1 (+1 army on the card); the city wins the cottage first.
    rules, s, _ = city_here("cottage", card="ancient_woods")
    assert s.part == "place" and s.part_left == 3
    for _ in range(3):
        act(rules, s, PlaceArmy(0, "D5"))
    assert armies(s, 0, "D5") == 7 and s.part is None


def test_no_token_lies_on_the_start_region() -> None:
    base = {"players": 3, "citadels": True, "rotations": [0, 0, 0, 0]}
    # without the desert, the volcano's V1, V5 and V6 may hold the start
    three = {"V1": "citadel", "V5": "citadel", "F3": "citadel"}
    rules = RULES.from_options(
        {**base, "boards": ["volcano", "hills", "tall_islands", "forest"], "token_regions": three}
    )
    for seed in range(4):
        s = Match(rules, seed=seed).state
        assert s.graph.ids[s.graph.start[0]] == "V6" and s.graph.start[0] not in s.tokens
    named = RULES.from_options({**rules.opts.model_dump(), "start_region": "V1"})
    s = Match(named, seed=0).state
    assert s.graph.ids[s.graph.start[0]] == "V6"  # the named V1 holds a token
    # with the desert, D5 is the only start: a token there is refused
    on_start = {"D5": "citadel", "F2": "citadel", "F3": "citadel"}
    rules = RULES.from_options(
        {**base, "boards": ["volcano", "hills", "desert", "forest"], "token_regions": on_start}
    )
    with pytest.raises(ValueError):
        Match(rules, seed=1)
    for seed in range(6):  # and at random they never go there either
        s = Match(RULES.from_options({"players": 4, "citadels": True, "encounters": True,
                                      "exploration": True}), seed=seed).state  # fmt: skip
        assert s.graph.start[0] not in s.tokens
