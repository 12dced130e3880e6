"""The 34 cards against the reference table (legends.md §2.2), one line each."""

from __future__ import annotations

import pytest

from game.rules.legends.cards import (
    ABILITY_TEXTS,
    CARD_NAMES,
    SET_NAMES,
    TOKEN_NAMES,
    WARLORD_NAMES,
    cards_by_id,
    data,
)

# id: (set, mark, abilities, actions) — abilities "kind[n][:set]", actions "P4", "M3", "C", "D1",
# joined by "&" (and) or "|" (or).
TABLE = {
    "ancient_phoenix": ("ancient", None, "flying", "M5"),
    "ancient_sage": ("ancient", None, "vp_per_set:ancient", "M3"),
    "ancient_tree_spirit": ("ancient", None, "elixir3", "P4"),
    "ancient_woods": ("ancient", None, "army1", "C&P1"),
    "arcane_manticore": ("arcane", 3, "move1", "P4&D1"),
    "arcane_sphinx": ("arcane", 3, "flying", "P3|M4"),
    "arcane_temple": ("arcane", 3, "vp_per_set:arcane", "M3"),
    "castle_a": (None, 4, "elixir1", "P3|C"),
    "castle_b": (None, 4, "elixir1", "M3&C"),
    "cursed_banshee": ("cursed", None, "elixir2", "M6"),
    "cursed_gargoyles": ("cursed", None, "flying", "M5"),
    "cursed_king": ("cursed", None, "elixir1", "P3|M4"),
    "cursed_mausoleum": ("cursed", None, "move1", "C"),
    "cursed_tower": ("cursed", None, "vp_per_flying", "C"),
    "dire_dragon": ("dire", None, "flying", "P3&D1"),
    "dire_eye": ("dire", None, "flying", "P4"),
    "dire_giant": ("dire", None, "immune", "P3&D1"),
    "dire_goblin": ("dire", None, "elixir1", "M5"),
    "dire_ogre": ("dire", None, "vp_per_coins3", "M2"),
    "forest_elf": ("forest", None, "army1", "P3|M2"),
    "forest_gnome": ("forest", None, "elixir3", "M2"),
    "forest_pixie": ("forest", None, "army1", "M4"),
    "forest_tree_town": ("forest", None, "move1", "C"),
    "graveyard": (None, None, "vp_per_set:cursed", "P2"),
    "lake": (None, None, "vp_per_set:forest", "P2|M3"),
    "mountain_dwarf": ("mountain", 3, "vp_for_set3:mountain", "P2&D1"),
    "mountain_treasury": ("mountain", 3, "elixir1 coins2", "M3"),
    "night_hydra": ("night", None, "army1", "M5&D1"),
    "night_village": ("night", None, "army1", "C"),
    "night_wizard": ("night", None, "vp_per_set:night", "P3&D1"),
    "noble_hills": ("noble", None, "vp_for_set4:noble", "P3"),
    "noble_knight": ("noble", None, "move1", "P4&D1"),
    "noble_unicorn": ("noble", None, "move1", "M4&P1"),
    "stronghold": (None, None, "vp_per_set:dire", "C"),
}
LETTER = {"place": "P", "move": "M", "destroy": "D"}


def _abilities(card_id: str) -> str:
    out = []
    for a in cards_by_id()[card_id].abilities:
        text = a.kind
        if a.kind in ("elixir", "army", "move", "coins", "vp_per_coins", "vp_for_set"):
            text += str(a.n)
        if a.set:
            text += ":" + a.set
        out.append(text)
    return " ".join(out)


def _actions(card_id: str) -> str:
    card = cards_by_id()[card_id]
    parts = ["C" if a.kind == "city" else f"{LETTER[a.kind]}{a.n}" for a in card.actions]
    return {"and": "&", "or": "|", None: ""}[card.combo].join(parts)


@pytest.mark.parametrize("card_id", sorted(TABLE))
def test_card_matches_the_reference(card_id: str) -> None:
    card = cards_by_id()[card_id]
    set_, mark, abilities, actions = TABLE[card_id]
    assert (card.set, card.mark, _abilities(card_id), _actions(card_id)) == (
        set_,
        mark,
        abilities,
        actions,
    )


def test_every_card_warlord_token_and_set_has_a_translatable_name() -> None:
    assert set(CARD_NAMES) == set(TABLE) == set(cards_by_id())
    assert set(WARLORD_NAMES) == {w.id for w in data().warlords}
    t = data().tokens
    assert set(TOKEN_NAMES) == {*t.exploration, *t.swamp, *t.citadel, *t.encounter}
    assert set(SET_NAMES) == {c.set for c in data().cards if c.set}
    assert {a.kind for c in data().cards for a in c.abilities} <= set(ABILITY_TEXTS)


def test_token_counts_match_the_box() -> None:
    t = data().tokens
    assert (len(t.exploration), len(t.swamp), len(t.citadel), len(t.encounter)) == (5, 1, 3, 4)


def test_warlord_abilities_are_data() -> None:
    from game.rules.legends.cards import lord_ability

    assert lord_ability("red_sorceress", "start_armies").n == 5  # type: ignore[union-attr]
    assert lord_ability("red_sorceress", "keep_destroyed").n == 3  # type: ignore[union-attr]
    assert lord_ability("white_knight", "vp_per_island").count == 3  # type: ignore[union-attr]
    fairy = lord_ability("fairy_queen", "vp_for_set")
    assert fairy is not None and (fairy.set, fairy.count, fairy.n) == ("forest", 3, 1)
    assert lord_ability("bandit_king", "steal_coin") is not None
    assert lord_ability("bandit_king", "extra_card") is None
    assert lord_ability(None, "extra_card") is None
