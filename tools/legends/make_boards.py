"""Draw the eight Legends board sides as Tiled maps: `uv run python tools/legends/make_boards.py`.

Four sides follow the digitised graphs of docs reference legends.md §3.2 (hills = side T,
volcano = V, forest = F, desert = D); four are our own (lagoon, glacier, isles, marsh), one on
the back of each physical board. Each island is a coastline; its regions are Voronoi-like
cells of hand-placed seeds, so land neighbours share a border. The script checks that the
land borders it draws are exactly the land links declared below, and refuses to write if not.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

sys.path.insert(0, str(Path(__file__).resolve().parent))

from geometry import Point, cell, centroid, chaikin, roughen, shared_border, wobble

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
    ),
    # --- our own designs, one on the back of each board -----------------------------------
    Side(
        id="lagoon",
        board=1,
        digitised=False,
        size=(800, 600),
        islands=[
            Island(
                "lagoon",
                [
                    (120, 150),
                    (250, 70),
                    (400, 55),
                    (560, 70),
                    (690, 140),
                    (720, 280),
                    (660, 430),
                    (540, 510),
                    (460, 420),
                    (560, 330),
                    (540, 200),
                    (400, 160),
                    (260, 200),
                    (230, 320),
                    (330, 420),
                    (250, 510),
                    (130, 430),
                    (90, 290),
                ],
                {
                    "L1": (390, 100),
                    "L2": (170, 200),
                    "L3": (200, 420),
                    "L4": (600, 420),
                    "L5": (630, 240),
                    "L6": (590, 120),
                },
            )
        ],
        land=links("L1-L2", "L2-L3", "L4-L5", "L5-L6", "L6-L1"),
        water=[("L3", "L4", [(400, 480)]), ("L2", "L5", [(400, 290)])],
        bridges=[],
        stubs={"N": "L1", "S": "L3", "W": "L2", "E": "L5"},
    ),
    Side(
        id="glacier",
        board=2,
        digitised=False,
        size=(600, 800),
        islands=[
            Island(
                "glacier_main",
                [
                    (110, 90),
                    (260, 50),
                    (420, 70),
                    (520, 150),
                    (510, 300),
                    (460, 420),
                    (350, 470),
                    (210, 460),
                    (110, 380),
                    (70, 240),
                ],
                {"G1": (170, 140), "G2": (400, 185), "G3": (150, 330), "G4": (370, 375)},
            ),
            Island(
                "glacier_floe",
                [(230, 580), (380, 560), (500, 620), (480, 730), (330, 760), (200, 700)],
                {"G5": (290, 660), "G6": (430, 670)},
            ),
        ],
        land=links("G1-G2", "G1-G3", "G2-G3", "G2-G4", "G3-G4", "G5-G6"),
        water=[("G3", "G5", [(230, 520)])],
        bridges=[],
        stubs={"N": "G2", "W": "G3", "E": "G4", "S": "G6"},
    ),
    Side(
        id="isles",
        board=3,
        digitised=False,
        size=(600, 800),
        islands=[
            Island(
                "isles_north",
                [(130, 60), (300, 40), (470, 70), (490, 180), (380, 230), (200, 230), (110, 170)],
                {"I1": (190, 115), "I2": (400, 170)},
            ),
            Island(
                "isles_middle",
                [(90, 300), (250, 275), (420, 290), (450, 400), (380, 490), (200, 500), (80, 420)],
                {"I3": (340, 420), "I4": (170, 360)},
            ),
            Island(
                "isles_south",
                [
                    (140, 570),
                    (290, 545),
                    (470, 575),
                    (520, 680),
                    (430, 760),
                    (230, 760),
                    (120, 680),
                ],
                {"I5": (230, 640), "I6": (410, 690)},
            ),
        ],
        land=links("I1-I2", "I3-I4", "I5-I6"),
        water=[],
        bridges=[("I2", "I3"), ("I4", "I5")],
        stubs={"N": "I1", "E": "I3", "W": "I4", "S": "I6"},
        props={"islands_land_joined": True},
    ),
    Side(
        id="marsh",
        board=4,
        digitised=False,
        size=(600, 800),
        islands=[
            Island(
                "marsh",
                [
                    (150, 110),
                    (300, 60),
                    (460, 100),
                    (520, 230),
                    (490, 380),
                    (530, 520),
                    (470, 680),
                    (320, 740),
                    (170, 690),
                    (110, 540),
                    (140, 400),
                    (90, 260),
                ],
                {
                    "M1": (300, 150),
                    "M2": (190, 340),
                    "M3": (410, 330),
                    "M4": (230, 580),
                    "M5": (420, 590),
                },
            )
        ],
        land=links("M1-M2", "M1-M3", "M2-M3", "M2-M4", "M3-M4", "M3-M5", "M4-M5"),
        water=[],
        bridges=[],
        stubs={"N": "M1", "W": "M2", "E": "M3", "S": "M4"},
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
    for rid, poly in cells.items():
        pts = " ".join(f"{_r(x)},{_r(y)}" for x, y in poly)
        lines += [
            f'  <object id="{oid}" name="{rid}" x="0" y="0">',
            "   <properties>",
            f"    {_prop('region', rid)}",
            f"    {_prop('area', area[rid])}",
            "   </properties>",
            f'   <polygon points="{pts}"/>',
            "  </object>",
        ]
        oid += 1
    lines += [" </objectgroup>", ' <objectgroup id="2" name="links">']
    centre = {rid: centroid(poly) for rid, poly in cells.items()}
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
