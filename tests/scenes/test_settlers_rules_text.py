"""The Settlers rules help agrees with the rules' own data: the solo titles and their
thresholds, the number of attacks a round and the attack priority, in every language."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.settlers.catalog import runtime
from game.scenes.rules_help import rules_path

ATTACKS = {"en": "twice", "fr": "deux fois", "es": "dos veces", "ru": "дважды"}


def solo_section(lang: str) -> str:
    text = rules_path("settlers", lang).read_text(encoding="utf-8")
    return text.split("\n## ")[-1]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_solo_titles_are_the_ones_the_game_awards(lang: str) -> None:
    section = solo_section(lang)
    cat = i18n.catalogue(lang)
    titles = runtime().tables["solo"]["titles"]
    for threshold, title in titles:
        if threshold > 0:
            assert f"{threshold} {cat.gettext(title)}" in section, (lang, threshold, title)
    lowest = min(t for t, _ in titles if t > 0)
    assert str(lowest) in section and cat.gettext("Commoner") in section


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_solo_says_two_attacks_every_round(lang: str) -> None:
    assert runtime().tables["solo"]["attacks_per_round"] == 2
    assert ATTACKS[lang] in solo_section(lang)
