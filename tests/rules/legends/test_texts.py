"""The `legends` catalogue covers every Legends message in all four languages; boards are drawn
with shared borders; the command line refuses bad board lists."""

from __future__ import annotations

import argparse

import pytest
from babel.messages.pofile import read_po

from game.rules.legends import cli
from game.rules.legends.layout import SIDES, side_board
from tests.i18n.extract import GAME, ROOT, all_literals, placeholders


@pytest.mark.parametrize("lang", ["en", "fr", "es", "ru"])
def test_every_legends_message_is_in_the_legends_catalogue(lang: str) -> None:
    with (ROOT / "locale" / lang / "LC_MESSAGES" / "legends.po").open("rb") as handle:
        catalogue = {m.id: m.string for m in read_po(handle) if m.id}
    literals = all_literals(sorted((GAME / "rules" / "legends").rglob("*.py")))
    assert literals
    for lit in literals:
        text = catalogue.get(lit.msgid)
        assert text, f"{lit.where}: {lit.msgid!r} lacks a {lang} translation"
        assert placeholders(text) == placeholders(lit.msgid), lit.msgid


@pytest.mark.parametrize("side", sorted(SIDES))
def test_land_linked_regions_of_one_island_share_a_border(side: str) -> None:
    b = side_board(side)
    for link in b.links:
        ra, rb = b.regions[link.a], b.regions[link.b]
        shared = set(ra.polygon) & set(rb.polygon)
        if link.kind == "land" and ra.area == rb.area:
            assert len(shared) >= 2, (link.a, link.b)
        else:
            assert len(shared) <= 1, (link.a, link.b)  # water or a strait: no common border


def test_boards_argument_is_checked() -> None:
    parser = argparse.ArgumentParser()
    cli.add_arguments(parser)
    args = parser.parse_args(["--boards", "volcano,hills,desert,forest"])
    assert args.boards == ["volcano", "hills", "desert", "forest"]
    for bad in (
        "volcano,hills,desert",
        "volcano,ice_islands,desert,forest",
        "volcano,x,desert,forest",
    ):
        with pytest.raises(SystemExit):
            parser.parse_args(["--boards", bad])
