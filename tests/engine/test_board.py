"""The board loader reads regions, links and stubs from Tiled XML without pygame."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.board import MapError, parse_board

TMX = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="10" height="5"
     tilewidth="32" tileheight="32" infinite="0" nextlayerid="4" nextobjectid="9">
 <properties><property name="side" value="T"/></properties>
 <objectgroup id="1" name="regions">
  <object id="1" x="0" y="0"><properties>
    <property name="region" value="r1"/><property name="area" value="west"/>
    <property name="start" type="bool" value="true"/></properties>
   <polygon points="0,0 100,0 100,100 0,100"/></object>
  <object id="2" x="100" y="0"><properties>
    <property name="region" value="r2"/><property name="area" value="west"/>
    <property name="triangle" type="bool" value="true"/></properties>
   <polygon points="0,0 100,0 100,100 0,100"/></object>
  <object id="3" x="250" y="0"><properties>
    <property name="region" value="r3"/><property name="area" value="east"/>
    <property name="slots" type="int" value="2"/></properties>
   <polygon points="0,0 60,0 60,100 0,100"/></object>
 </objectgroup>
 <objectgroup id="2" name="links">
  <object id="4" x="0" y="0"><properties>
    <property name="a" value="r1"/><property name="b" value="r2"/><property name="kind" value="land"/>
   </properties><polyline points="50,50 150,50"/></object>
  <object id="5" x="0" y="0"><properties>
    <property name="a" value="r2"/><property name="b" value="r3"/><property name="kind" value="water"/>
   </properties><polyline points="200,50 250,50"/></object>
 </objectgroup>
 <objectgroup id="3" name="stubs">
  <object id="6" x="310" y="50"><properties>
    <property name="edge" value="E"/><property name="region" value="r3"/></properties><point/></object>
 </objectgroup>
</map>
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "tiny.tmx"
    path.write_text(text, encoding="utf-8")
    return path


def test_regions_links_and_stubs_are_read(tmp_path: Path) -> None:
    board = parse_board(write(tmp_path, TMX))
    assert set(board.regions) == {"r1", "r2", "r3"}
    assert board.areas == {"west": ("r1", "r2"), "east": ("r3",)}
    assert board.start_regions == ("r1",)
    assert board.regions["r2"].triangle and not board.regions["r1"].triangle
    assert board.regions["r3"].props == {"slots": 2}
    assert board.regions["r2"].polygon[0] == (100.0, 0.0)
    assert board.adjacency() == {
        "r1": {"r2": "land"},
        "r2": {"r1": "land", "r3": "water"},
        "r3": {"r2": "water"},
    }
    assert board.neighbours("r2", frozenset({"land"})) == {"r1"}
    assert board.reachable_from("r1") == {"r1", "r2", "r3"}
    assert [(s.edge, s.region) for s in board.stubs] == [("E", "r3")]
    assert (board.width, board.height) == (320.0, 160.0)
    assert board.props == {"side": "T"}


def test_a_link_to_an_unknown_region_is_a_map_error(tmp_path: Path) -> None:
    with pytest.raises(MapError):
        parse_board(write(tmp_path, TMX.replace('name="b" value="r3"', 'name="b" value="r9"')))


def test_a_repeated_region_id_is_a_map_error(tmp_path: Path) -> None:
    with pytest.raises(MapError):
        parse_board(
            write(
                tmp_path,
                TMX.replace(
                    'value="r2"/><property name="area"', 'value="r1"/><property name="area"'
                ),
            )
        )
