"""Every event of whole self-played games becomes a sentence in each language, from msgids the
catalogues translate; secrets stay with their owner; `empires log` prints the same lines."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from game import gamelog, i18n
from game.engine.match import Match
from game.gamelog.phrase import Phrase
from game.rules import registry
from game.rules.settlers import events as sev
from game.selfplay import selfplay

GAMES: dict[str, tuple[str, dict[str, Any]]] = {
    "eight-minute-3-tokens": ("eight-minute", {"players": 3, "variants": {"goods_tokens": True}}),
    "eight-minute-2-neutral": ("eight-minute", {"players": 2}),
    "legends-4-all": (
        "legends",
        {
            "players": 4,
            "variants": {
                "warlords": True,
                "encounters": True,
                "exploration": True,
                "swamp": True,
                "citadels": True,
            },
        },
    ),
    "legends-2": ("legends", {"players": 2}),
    "settlers-3": ("settlers", {"players": 3, "factions": ["romans", "japanese", "egyptians"]}),
    "settlers-solo": ("settlers", {"players": 1, "factions": ["barbarians"]}),
}


@cache
def played(key: str) -> Match:
    game_id, options = GAMES[key]
    rules = registry.rules_class(game_id).from_options(options)
    return selfplay(rules, ["greedy"] * rules.player_count, 11)


def phrases(phrase: Phrase) -> Iterator[Phrase]:
    yield phrase
    for value in phrase.params.values():
        if isinstance(value, Phrase):
            yield from phrases(value)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("key", list(GAMES))
def test_every_event_has_a_translated_sentence(key: str) -> None:
    match = played(key)
    names = [f"P{i}" for i in range(match.rules.player_count)]
    lines = gamelog.describe(match, names)
    events = match.events
    assert [line.event for line in lines] == list(range(len(events)))
    kinds = {type(e).__name__ for e in events}
    for lang in i18n.LANGUAGES:
        cat = i18n.catalogue(lang)
        i18n.set_language(lang)
        for line in lines:
            for p in phrases(line.text):
                known = p.msgid in cat.plural if p.plural else p.msgid in cat.singular
                assert known, f"{lang}: {p.msgid!r} is not in the catalogues"
            text = line.render()
            assert text.strip() and "{" not in text, (lang, text)
            assert "Something happened" not in text, type(events[line.event]).__name__
    # the sentences really name what they are about
    assert len(kinds) >= 10


def test_the_moments_a_player_misses_appear() -> None:
    i18n.set_language("en")
    em = [line.render() for line in gamelog.describe(played("eight-minute-3-tokens"), "ABC")]
    assert any(t.startswith("Bids revealed (A: ") and "wins" in t for t in em)
    assert any("Game 1 is scored: A: " in t for t in em)
    solo = [line.render() for line in gamelog.describe(played("settlers-solo"), ["Ann"])]
    assert any(t.startswith("The virtual player attacks 2 times") for t in solo)
    assert any(t.startswith("The virtual player reveals an attack on") for t in solo)
    assert any(t.startswith("Phase: Production") for t in solo)
    assert any(t.startswith("Ann gains worker ×") for t in solo)


def test_russian_counts_take_their_plural_forms() -> None:
    i18n.set_language("ru")
    text = gamelog.Phrase(
        "{player} takes {card} for {n} coin.",
        {"player": "A", "card": "X"},
        "{player} takes {card} for {n} coins.",
        5,
    ).render()
    assert text == "A берёт карту X за 5 монет."
    two = gamelog.Phrase(
        "{player} takes {card} for {n} coin.",
        {"player": "A", "card": "X"},
        "{player} takes {card} for {n} coins.",
        2,
    ).render()
    assert two.endswith("2 монеты.")


def test_a_hand_stays_hidden_from_the_other_seats() -> None:
    match = played("settlers-3")
    i18n.set_language("en")
    events = match.events
    draws = [i for i, e in enumerate(events) if isinstance(e, sev.CardsDrawn) and e.player == 1]
    assert draws
    seen_by_0 = {line.event: line for line in gamelog.describe(match, "ABC", viewer=0)}
    seen_by_1 = {line.event: line for line in gamelog.describe(match, "ABC", viewer=1)}
    for i in draws:
        drawn = events[i]
        names = [i18n.translate(sev_card_name(c)) for c in drawn.cards]
        assert all(name in seen_by_1[i].render() for name in names)
        assert not any(name in seen_by_0[i].render() for name in names)
        assert not seen_by_0[i].cards


def sev_card_name(card: str) -> str:
    from game.rules.settlers.catalog import info

    return info(card).card.name


def test_looking_back_folds_a_prefix_of_the_events() -> None:
    match = played("eight-minute-2-neutral")
    lines = gamelog.describe(match, "AB")
    placed = next(line for line in lines if "places an army" in line.render())
    past = gamelog.table_after(match, placed)
    now = match.state
    assert past is not now
    assert past.phase == "action" and now.phase == "over"
    assert gamelog.table_after(match, lines[-1]) == now


def test_the_command_line_prints_one_line_per_event(tmp_path: Any, capsys: Any) -> None:
    from game.cli import run
    from game.engine.savefile import save_match

    match = played("legends-2")
    path = tmp_path / "legends.json"
    save_match(match, path, {"players": ["Ann", "Bob"]})
    assert run(["log", str(path), "--lang", "fr"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == len(match.events)
    assert out[0].startswith("Mise en place: ")
    assert any(
        line.startswith("Manche 1 · Ann: ") or line.startswith("Manche 1 · Bob: ") for line in out
    )
    assert any("Enchères révélées" in line for line in out)


def test_the_log_package_does_not_import_pygame() -> None:
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "import sys, game.gamelog as g, game.gamelog.eight_minute, game.gamelog.legends,"
        " game.gamelog.settlers\nassert 'pygame' not in sys.modules\n"
    )
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_lines_carry_the_icon_of_what_they_tell() -> None:
    em = gamelog.describe(played("eight-minute-3-tokens"), "ABC")
    events = played("eight-minute-3-tokens").events
    kinds = {type(events[x.event]).__name__: x.icon for x in em}
    assert kinds["ArmyPlaced"] == "army" and kinds["CityBuilt"] == "city"
    assert kinds["CardTaken"] == "card" and kinds["BidsRevealed"] == "coin"
    assert kinds["GameScored"] == "star"
    solo = played("settlers-solo")
    icons = {type(solo.events[x.event]).__name__: x.icon for x in gamelog.describe(solo, ["A"])}
    assert icons["CardsDrawn"] == "card" and icons["Scored"] == "star"
    assert icons["AttackRevealed"] == "razed" and icons["PhaseStarted"] == ""


def test_a_water_crossing_reads_by_sea() -> None:
    """Eight-Minute Empire charges one point for water as for land: the map says which."""
    i18n.set_language("en")
    for key in ("eight-minute-3-tokens", "eight-minute-2-neutral"):
        match = played(key)
        graph = match.rules.graph
        for line in gamelog.describe(match, "ABC"):
            event = match.events[line.event]
            if type(event).__name__ == "ArmyMoved":
                kind = graph.kind(graph.index[event.source], graph.index[event.target])
                assert ("by sea" in line.render()) == (kind == "water")
