"""Every card name, faction name and ability text of the Settlers data is in the four catalogues."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game.rules.settlers.cards import load_catalog

LOCALE = Path(__file__).resolve().parents[3] / "locale"
LANGUAGES = ("en", "fr", "es", "ru")
# Names the French rulebook prints (Settlers : Naissance d'un Empire); they must be used.
FRENCH_RULEBOOK_NAMES = {
    "Temple of Ra": "Temple de Ra",
    "Trade Route": "Route commerciale",
    "Negotiator": "Négociateur",
    "Spies": "Espions",
    "Robbers": "Brigands",
    "Engineers": "Ingénieurs",
    "Garrison": "Garnison",
    "Sanctuary": "Sanctuaire",
    "Gate": "Porte",
    "Shrine": "Oratoire",
    "Warehouses": "Entrepôts",
    "Chariot Builder": "Constructeur de chars",
    "Rabble": "Canailles",
    "Pack": "Bande",
    "Dark Chapel": "Chapelle impie",
    "Sentry Tower": "Tour de guet",
    "Trade Colony": "Colonie commerciale",
    "Settlers": "Colons",
    "Imperial Messenger": "Messager impérial",
    "Hanseatic League": "Ligue hanséatique",
    "Tavern": "Taverne",
    "Ruins": "Ruines",
    "Desert": "Désert",
    "Stalls": "Étals",
    "Daimyo's Castle": "Château du daimyo",
    "Wood Storage": "Entrepôt de bois",
    "Mason's Guild": "Guilde des maçons",
    "Castle": "Château",
    "Carpenter's Workshop": "Atelier de charpentier",
    "Marketplace": "Place du marché",
    "Joiner": "Menuisier",
    "Wood Supplier": "Fournisseur de bois",
    "Lord's Fields": "Champs seigneuriaux",
    "Armorer": "Armurier",
}


def catalogue(lang: str) -> dict[str, str]:
    with (LOCALE / lang / "LC_MESSAGES" / "settlers_cards.po").open("rb") as handle:
        return {m.id: m.string for m in read_po(handle) if m.id}


def data_msgids() -> set[str]:
    catalog = load_catalog()
    ids = {card.name for card in catalog.cards.values()}
    ids |= {card.text for card in catalog.cards.values()}
    ids |= {board.name for board in catalog.factions.values()}
    ids |= {board.text for board in catalog.factions.values()}
    return ids


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_data_text_is_translated(lang: str) -> None:
    translations = catalogue(lang)
    missing = [msgid for msgid in data_msgids() if not translations.get(msgid, "").strip()]
    assert not missing, missing[:5]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_the_numbers(lang: str) -> None:
    """A translated text names the same amounts as the English one (no digit lost or added)."""
    translations = catalogue(lang)
    for msgid in data_msgids():
        assert sorted(re.findall(r"\d+", msgid)) == sorted(
            re.findall(r"\d+", translations[msgid])
        ), msgid


def test_english_catalogue_is_the_identity() -> None:
    assert all(msgid == text for msgid, text in catalogue("en").items())


def test_french_names_follow_the_french_rulebook() -> None:
    french = catalogue("fr")
    for english, name in FRENCH_RULEBOOK_NAMES.items():
        assert french[english] == name


def test_official_and_translated_faction_names_per_ruling() -> None:
    catalog = load_catalog()
    faction_cards = [c for c in catalog.cards.values() if c.is_faction]
    assert len(faction_cards) == 72
    assert sum(c.name_official for c in faction_cards) == 26
