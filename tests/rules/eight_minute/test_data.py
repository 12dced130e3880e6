"""The deck, goods tables and numbers are the reference's, and the deal follows them."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine.match import Match
from game.rules.eight_minute.cards import game_data
from game.rules.eight_minute.rules import card_label
from tests.rules.eight_minute.helpers import make_rules


def test_deck_has_42_cards_with_the_reference_goods() -> None:
    cards = game_data().cards
    assert len(cards) == 42
    per_good = Counter(c.good for c in cards)
    assert per_good == {"crystal": 5, "iron": 7, "food": 10, "wood": 8, "tools": 9, "wild": 3}
    symbols = Counter()
    for c in cards:
        symbols[c.good] += c.goods
    assert symbols["food"] == 11 and symbols["tools"] == 10


def test_the_five_five_player_cards_are_the_reference_ones() -> None:
    fives = sorted(
        (c.good, card_label(c), c.goods) for c in game_data().cards if c.five_players_only
    )
    assert fives == [
        ("crystal", "P2", 1),
        ("food", "P4/M2", 1),
        ("iron", "W2", 1),
        ("tools", "M4", 2),
        ("wood", "M6", 1),
    ]


def test_or_and_cards() -> None:
    labels = Counter(card_label(c) for c in game_data().cards if c.action.kind != "single")
    assert labels == {"P4/M2": 1, "D1+P1": 1, "P2/M3": 1, "D1/City": 1, "P3/M3": 1, "P3/M4": 1}
    water = sum(1 for c in game_data().cards if c.action.parts[0].type == "move_water")
    assert water == 9


def test_goods_tables_and_cap() -> None:
    tables = game_data().goods_tables
    assert [tables["crystal"].points(n) for n in range(7)] == [0, 1, 2, 3, 5, 5, 5]
    assert [tables["iron"].points(n) for n in range(7)] == [0, 0, 1, 2, 3, 5, 5]
    assert [tables["food"].points(n) for n in range(11)] == [0, 0, 0, 1, 1, 2, 2, 3, 5, 5, 5]
    assert [tables["wood"].points(n) for n in range(8)] == [0, 0, 1, 1, 2, 3, 5, 5]
    assert [tables["tools"].points(n) for n in range(9)] == [0, 0, 1, 1, 2, 2, 3, 5, 5]


@pytest.mark.parametrize(
    ("players", "coins", "cards_each", "deck"),
    [(2, 14, 13, 37), (3, 11, 10, 37), (4, 9, 8, 37), (5, 8, 7, 42)],
)
def test_deal_per_player_count(players: int, coins: int, cards_each: int, deck: int) -> None:
    rules = make_rules(players)
    state = Match(rules, 3).state
    assert len(state.row) == 6 and None not in state.row
    assert len(state.row) + len(state.deck) == deck
    assert len(set(state.row) | set(state.deck)) == deck
    fives = {i for i, c in enumerate(game_data().cards) if c.five_players_only}
    assert bool(fives & (set(state.row) | set(state.deck))) == (players == 5)
    assert state.coins == [coins] * players
    assert rules.cards_each == cards_each
    start = rules.start
    for p in range(players):
        assert state.pieces.armies[p][start] == 3
        assert state.pieces.army_supply[p] == 11
        assert state.pieces.city_supply[p] == 3


def test_card_texts_in_words() -> None:
    from game.rules.eight_minute.texts import card_action_text, good_text
    from tests.rules.eight_minute.helpers import card_index

    cards = game_data().cards
    assert card_action_text(cards[card_index("food", "P4/M2")]) == (
        "Place 4 armies or Move armies 2 times over land"
    )
    assert card_action_text(cards[card_index("food", "D1+P1")]) == (
        "Destroy an army and Place an army"
    )
    french = {
        "Place {amount} armies": "Placer {amount} armées",
        "{first} or {second}": "{first} ou {second}",
    }
    text = card_action_text(cards[card_index("food", "P4/M2")], lambda s: french.get(s, s))
    assert text == "Placer 4 armées ou Move armies 2 times over land"
    assert good_text(cards[card_index("tools", "M4", goods=2)]) == "Tools ×2"
