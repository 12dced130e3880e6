"""Issue 15, items 3 and 5: Legends cards and panels say what an ability does and is worth,
and every count takes the plural form of the language."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.legends.cards import Ability, cards_by_id, data
from game.scenes.legends import texts


@pytest.fixture(autouse=True)
def english() -> object:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "n", "expected"),
    [
        ("en", 1, "1 elixir"),
        ("en", 3, "3 elixirs"),
        ("fr", 1, "1 élixir"),
        ("fr", 2, "2 élixirs"),
        ("ru", 1, "1 эликсир"),
        ("ru", 2, "2 эликсира"),
        ("ru", 5, "5 эликсиров"),
    ],
)
def test_elixirs_are_counted_in_the_plural_of_the_language(
    lang: str, n: int, expected: str
) -> None:
    i18n.set_language(lang)
    assert texts.short_ability(Ability(kind="elixir", n=n)) == expected


def test_an_or_card_not_begun_offers_either_action() -> None:
    assert texts.choices_text([("place", 3), ("move", 4)], "or") == (
        "Place 3 armies or Move armies: 4 moves"
    )
    assert texts.choices_text([("move", 1), ("destroy", 1)], "and") == (
        "Move armies: 1 move, then Destroy 1 army"
    )


def test_the_enlarged_card_writes_every_ability_in_full() -> None:
    for card in data().cards:
        short = texts.card_face(card.id).note
        full = texts.card_face(card.id, full=True).note
        assert full == "; ".join(texts.ability_text(a) for a in card.abilities)
        if any(a.kind.startswith("vp_") or a.kind in ("elixir", "coins") for a in card.abilities):
            assert len(full) > len(short), card.id


def test_the_panel_adds_abilities_up_with_the_points_they_are_worth() -> None:
    hand = ["arcane_temple", "arcane_sphinx", "cursed_gargoyles", "dire_ogre"]
    lines = texts.ability_summary(hand, coins=7)
    assert "Water moves cost 1" in lines  # two Flying abilities: 3 - 2
    assert "+1 VP per Arcane: 2 VP" in lines  # the temple counts itself and the sphinx
    assert "+1 VP per 3 coins: 2 VP" in lines  # Dire Ogre, 7 coins
    assert cards_by_id()["dire_ogre"].abilities[0].kind == "vp_per_coins"
    assert texts.ability_summary(["forest_elf", "night_hydra"]) == ("+2 armies per place",)
