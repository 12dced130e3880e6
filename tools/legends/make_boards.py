"""Draw the eight Legends board sides as Tiled maps: `uv run python tools/legends/make_boards.py`.

The eight printed sides: four follow the digitised graphs of the reference legends.md §3.2
(hills = side T, volcano = V, forest = F, desert = D), four the sides read from photos in §3.3
(meadows = M, ice_islands = I, citadel = C, tall_islands = R), one on the back of each physical
board (hills/meadows, volcano/ice islands, forest/citadel, desert/tall islands). Only the graph,
the stubs and the terrain are the printed board's; the drawing is ours. Each island is a coastline; its regions are Voronoi-like
cells of hand-placed seeds, so land neighbours share a border. The script checks that the
land borders it draws are exactly the land links declared below, and refuses to write if not.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from geometry import Point, cell, chaikin, roughen, shared_border, wobble

from game.ui.map_geometry import deepest_point

OUT = Path(__file__).resolve().parents[2] / "assets" / "maps"
TILE = 20
MIN_BORDER = 12.0  # shorter shared borders than this would look like a mere corner touch


@dataclass
class Island:
    id: str
    coast: list[Point]
    seeds: dict[str, Point]
    names: dict[str, str] = field(default_factory=dict)


@dataclass
class Side:
    id: str
    board: int  # the physical board (1-4) whose face this is
    digitised: bool
    size: tuple[int, int]
    islands: list[Island]
    land: set[frozenset[str]]
    # water links: (a, b, via points between the two regions' centres)
    water: list[tuple[str, str, list[Point]]]
    # land links across a strait (islands scored apart, joined without a water move)
    bridges: list[tuple[str, str]]
    stubs: dict[str, str]  # edge -> region
    props: dict[str, object] = field(default_factory=dict)
    # region -> what the printed art shows there (the UI tints the land by it)
    terrain: dict[str, str] = field(default_factory=dict)


def links(*pairs: str) -> set[frozenset[str]]:
    return {frozenset(p.split("-")) for p in pairs}


SIDES: list[Side] = [
    Side(
        id="hills",
        board=1,
        digitised=True,
        size=(800, 600),
        islands=[
            Island(
                "hills",
                [
                    (150, 80),
                    (250, 55),
                    (320, 110),
                    (300, 250),
                    (340, 340),
                    (440, 350),
                    (500, 290),
                    (520, 190),
                    (560, 110),
                    (640, 60),
                    (720, 90),
                    (740, 180),
                    (690, 300),
                    (660, 420),
                    (560, 500),
                    (400, 535),
                    (250, 515),
                    (140, 430),
                    (95, 300),
                    (105, 160),
                ],
                {
                    "T1": (215, 140),
                    "T2": (185, 330),
                    "T3": (380, 455),
                    "T4": (590, 330),
                    "T5": (660, 150),
                },
            )
        ],
        land=links("T1-T2", "T2-T3", "T3-T4", "T4-T5"),
        water=[("T1", "T4", [(420, 240)])],
        bridges=[],
        stubs={"N": "T4", "S": "T3", "W": "T2", "E": "T5"},
        terrain={r: "hills" for r in ("T1", "T2", "T3", "T4", "T5")},
    ),
    Side(
        id="volcano",
        board=2,
        digitised=True,
        size=(600, 800),
        islands=[
            Island(
                "volcano_north",
                [(70, 80), (170, 35), (300, 45), (330, 120), (270, 200), (160, 260), (70, 220)],
                {"V1": (250, 100), "V2": (130, 190)},
            ),
            Island(
                "volcano_main",
                [
                    (310, 240),
                    (420, 200),
                    (530, 205),
                    (575, 280),
                    (560, 390),
                    (580, 500),
                    (540, 585),
                    (470, 600),
                    (400, 470),
                    (360, 560),
                    (320, 690),
                    (280, 765),
                    (190, 760),
                    (150, 680),
                    (120, 570),
                    (150, 450),
                    (200, 350),
                    (250, 290),
                ],
                {
                    "V3": (470, 280),
                    "V4": (335, 415),
                    "V5": (500, 500),
                    "V6": (215, 520),
                    "V7": (220, 690),
                },
            ),
        ],
        land=links("V1-V2", "V3-V4", "V3-V5", "V4-V5", "V4-V6", "V6-V7"),
        water=[("V2", "V4", [(220, 300)])],
        bridges=[],
        stubs={"N": "V1", "E": "V5", "W": "V6", "S": "V7"},
        terrain={
            "V1": "grass",
            "V2": "grass",
            "V3": "grass",
            "V4": "volcano",
            "V5": "grass",
            "V6": "volcano",
            "V7": "cliffs",
        },
    ),
    Side(
        id="forest",
        board=3,
        digitised=True,
        size=(600, 800),
        islands=[
            Island(
                "forest",
                [
                    (240, 90),
                    (360, 70),
                    (430, 150),
                    (420, 280),
                    (450, 400),
                    (470, 530),
                    (500, 640),
                    (430, 730),
                    (310, 720),
                    (250, 620),
                    (190, 500),
                    (170, 360),
                    (190, 200),
                ],
                {"F1": (310, 170), "F2": (300, 420), "F3": (380, 640)},
            )
        ],
        land=links("F1-F2", "F2-F3"),
        water=[],
        bridges=[],
        stubs={"N": "F1", "W": "F2", "E": "F3", "S": "F3"},
        terrain={"F1": "red_forest", "F2": "red_forest", "F3": "red_forest"},
    ),
    Side(
        id="desert",
        board=4,
        digitised=True,
        size=(600, 800),
        islands=[
            Island(
                "desert",
                [
                    (120, 70),
                    (300, 50),
                    (470, 80),
                    (530, 200),
                    (510, 330),
                    (540, 450),
                    (520, 600),
                    (480, 730),
                    (330, 760),
                    (170, 740),
                    (80, 640),
                    (90, 500),
                    (190, 395),
                    (80, 330),
                    (60, 200),
                ],
                {
                    "D1": (320, 100),
                    "D2": (130, 200),
                    "D3": (300, 330),
                    "D4": (150, 550),
                    "D5": (410, 520),
                    "D6": (250, 680),
                    "D7": (440, 710),
                },
            )
        ],
        land=links(
            "D1-D2",
            "D1-D3",
            "D2-D3",
            "D3-D4",
            "D3-D5",
            "D4-D5",
            "D4-D6",
            "D5-D6",
            "D5-D7",
            "D6-D7",
        ),
        water=[],
        bridges=[],
        stubs={"N": "D1", "W": "D4", "E": "D5", "S": "D6"},
        props={"holds_start": True},
        terrain={
            "D1": "desert",
            "D2": "desert",
            "D3": "stones",
            "D4": "rock",
            "D5": "desert",
            "D6": "rock",
            "D7": "desert",
        },
    ),
    # --- the four sides read from photos of the printed boards (legends.md §3.3) ---------
    Side(
        id="meadows",
        board=1,
        digitised=True,
        size=(600, 800),
        islands=[
            Island(
                "meadows",
                [
                    (95, 75),
                    (250, 45),
                    (420, 50),
                    (540, 95),
                    (565, 210),
                    (545, 330),
                    (500, 395),
                    (380, 385),
                    (250, 395),
                    (260, 470),
                    (400, 510),
                    (545, 560),
                    (555, 690),
                    (470, 760),
                    (320, 775),
                    (170, 745),
                    (80, 650),
                    (60, 520),
                    (70, 380),
                    (55, 230),
                ],
                {
                    "M1": (390, 120),
                    "M2": (185, 260),
                    "M3": (420, 320),
                    "M4": (140, 530),
                    "M5": (360, 660),
                },
            )
        ],
        land=links("M1-M2", "M1-M3", "M2-M3", "M2-M4", "M4-M5"),
        water=[],
        bridges=[],
        stubs={"N": "M1", "E": "M3", "W": "M4", "S": "M5"},
        terrain={"M1": "grass", "M2": "stones", "M3": "village", "M4": "forest", "M5": "cliffs"},
    ),
    Side(
        id="ice_islands",
        board=2,
        digitised=True,
        size=(600, 800),
        islands=[
            Island(
                "ice_north",
                [(90, 55), (270, 40), (350, 110), (320, 240), (280, 350), (150, 375), (60, 270)],
                {"I1": (210, 120), "I2": (180, 290)},
            ),
            Island(
                "ice_east",
                [(400, 250), (530, 235), (575, 360), (545, 480), (430, 500), (365, 380)],
                {"I3": (465, 370)},
            ),
            Island(
                "ice_south",
                [
                    (170, 545),
                    (330, 520),
                    (430, 570),
                    (450, 690),
                    (410, 770),
                    (240, 775),
                    (160, 670),
                ],
                {"I4": (290, 590), "I5": (310, 710)},
            ),
        ],
        land=links("I1-I2", "I4-I5"),
        water=[("I2", "I3", [(340, 330)]), ("I3", "I4", [(400, 530)])],
        bridges=[],
        stubs={"N": "I1", "W": "I2", "E": "I3", "S": "I5"},
        terrain={"I1": "snow", "I2": "snow", "I3": "snow", "I4": "snow", "I5": "snow"},
    ),
    Side(
        id="citadel",
        board=3,
        digitised=True,
        size=(600, 800),
        islands=[
            Island(
                "citadel_castle",
                [
                    (90, 80),
                    (260, 55),
                    (420, 120),
                    (540, 250),
                    (560, 420),
                    (530, 580),
                    (430, 720),
                    (330, 700),
                    (340, 560),
                    (300, 420),
                    (180, 360),
                    (80, 260),
                ],
                {"C1": (220, 180), "C2": (440, 440)},
            ),
            Island(
                "citadel_south",
                [(80, 520), (200, 480), (280, 560), (270, 690), (170, 740), (70, 660)],
                {"C3": (175, 610)},
            ),
        ],
        land=links("C1-C2"),
        water=[("C2", "C3", [(300, 610)])],
        bridges=[],
        stubs={"N": "C1", "W": "C1", "E": "C2", "S": "C2"},
        terrain={"C1": "castle", "C2": "grass", "C3": "grass"},
    ),
    Side(
        id="tall_islands",
        board=4,
        digitised=True,
        size=(600, 800),
        islands=[
            Island(
                "tall_west",
                [(100, 220), (220, 190), (280, 260), (270, 380), (200, 440), (100, 400), (70, 300)],
                {"R1": (180, 310)},
            ),
            Island(
                "tall_north",
                [(360, 150), (480, 130), (540, 210), (520, 320), (420, 340), (350, 260)],
                {"R2": (440, 240)},
            ),
            Island(
                "tall_south",
                [
                    (190, 520),
                    (320, 490),
                    (420, 540),
                    (450, 640),
                    (380, 720),
                    (240, 720),
                    (180, 630),
                ],
                {"R3": (310, 610)},
            ),
        ],
        land=set(),
        water=[],
        bridges=[("R1", "R2"), ("R1", "R3")],
        stubs={"N": "R1", "W": "R1", "E": "R3", "S": "R3"},
        props={"islands_land_joined": True},
        terrain={"R1": "rock", "R2": "rock", "R3": "rock"},
    ),
]


def build_cells(side: Side) -> tuple[dict[str, list[Point]], dict[str, str], set[frozenset[str]]]:
    cells: dict[str, list[Point]] = {}
    drawn: dict[str, list[Point]] = {}
    area: dict[str, str] = {}
    found: set[frozenset[str]] = set()
    for n, island in enumerate(side.islands):
        coast = chaikin(wobble(island.coast, seed=sum(map(ord, island.id)) + n, amount=10), 3)
        for rid, seed in island.seeds.items():
            others = [s for r, s in island.seeds.items() if r != rid]
            cells[rid] = cell(coast, seed, others)
            area[rid] = island.id
        for a, sa in island.seeds.items():
            for b, sb in island.seeds.items():
                if a < b and shared_border(cells[a], sa, sb) >= MIN_BORDER:
                    found.add(frozenset((a, b)))
        for rid, seed in island.seeds.items():
            others = [s for r, s in island.seeds.items() if r != rid]
            drawn[rid] = roughen(cells[rid], seed, others)
    return drawn, area, found


def _r(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _prop(name: str, value: object) -> str:
    if isinstance(value, bool):
        return f'<property name="{name}" type="bool" value="{str(value).lower()}"/>'
    if isinstance(value, int):
        return f'<property name="{name}" type="int" value="{value}"/>'
    if isinstance(value, float):
        return f'<property name="{name}" type="float" value="{_r(value)}"/>'
    return f"<property name={quoteattr(name)} value={quoteattr(str(value))}/>"


def edge_point(side: Side, edge: str) -> Point:
    w, h = side.size
    return {"N": (w / 2, 0.0), "S": (w / 2, float(h)), "W": (0.0, h / 2), "E": (float(w), h / 2)}[
        edge
    ]


def write_tmx(side: Side) -> str:
    cells, area, found = build_cells(side)
    if found != side.land:
        extra = sorted("-".join(sorted(p)) for p in found - side.land)
        missing = sorted("-".join(sorted(p)) for p in side.land - found)
        raise SystemExit(f"{side.id}: drawn borders differ: extra {extra}, missing {missing}")
    w, h = side.size
    oid = 1
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{w // TILE}" height="{h // TILE}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="4" '
        f'nextobjectid="{{next}}">',
        " <properties>",
        f"  {_prop('side', side.id)}",
        f"  {_prop('board', side.board)}",
        f"  {_prop('digitised', side.digitised)}",
    ]
    lines += [f"  {_prop(k, v)}" for k, v in side.props.items()]
    lines += [" </properties>", ' <objectgroup id="1" name="regions">']
    # where labels and pieces go: the inside point farthest from the region's border
    anchor = {rid: deepest_point(poly, samples=60) for rid, poly in cells.items()}
    for rid, poly in cells.items():
        pts = " ".join(f"{_r(x)},{_r(y)}" for x, y in poly)
        lines += [
            f'  <object id="{oid}" name="{rid}" x="0" y="0">',
            "   <properties>",
            f"    {_prop('region', rid)}",
            f"    {_prop('area', area[rid])}",
            f"    {_prop('terrain', side.terrain[rid])}",
            f"    {_prop('anchor_x', round(anchor[rid][0], 1))}",
            f"    {_prop('anchor_y', round(anchor[rid][1], 1))}",
            "   </properties>",
            f'   <polygon points="{pts}"/>',
            "  </object>",
        ]
        oid += 1
    lines += [" </objectgroup>", ' <objectgroup id="2" name="links">']
    centre = anchor
    all_links: list[tuple[str, str, str, list[Point]]] = []
    for pair in sorted(side.land, key=sorted):
        a, b = sorted(pair)
        all_links.append((a, b, "land", [centre[a], centre[b]]))
    for a, b in side.bridges:
        all_links.append((a, b, "land", [centre[a], centre[b]]))
    for a, b, via in side.water:
        all_links.append((a, b, "water", [centre[a], *via, centre[b]]))
    for a, b, kind, path in all_links:
        pts = " ".join(f"{_r(x)},{_r(y)}" for x, y in path)
        lines += [
            f'  <object id="{oid}" name="{a}-{b}" x="0" y="0">',
            "   <properties>",
            f"    {_prop('a', a)}",
            f"    {_prop('b', b)}",
            f"    {_prop('kind', kind)}",
            "   </properties>",
            f'   <polyline points="{pts}"/>',
            "  </object>",
        ]
        oid += 1
    lines += [" </objectgroup>", ' <objectgroup id="3" name="stubs">']
    for edge, rid in side.stubs.items():
        x, y = edge_point(side, edge)
        lines += [
            f'  <object id="{oid}" name="{edge}" x="{_r(x)}" y="{_r(y)}">',
            "   <properties>",
            f"    {_prop('edge', edge)}",
            f"    {_prop('region', rid)}",
            "   </properties>",
            "   <point/>",
            "  </object>",
        ]
        oid += 1
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines).replace("{next}", str(oid))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    failures = []
    for side in SIDES:
        try:
            text = write_tmx(side)
        except SystemExit as exc:
            failures.append(str(exc))
            continue
        (OUT / f"legends_{side.id}.tmx").write_text(text, encoding="utf-8")
        print("wrote", side.id)
    if failures:
        print("\n".join(failures))
        raise SystemExit(1)


if __name__ == "__main__":
    main()
