"""What each Eight-Minute Empire board side must be: regions, continents, links, start, triangles.

Side A follows /work/shared/reference/eight_minute_empire.md §3.1 (region ids, continents, the
37 links, the 1–4 link included). Side B is our own layout (the printed side B is not public).
Coordinates are pixels on the 1600 x 1088 canvas; they are starting seeds for the generator,
which moves them a little until the drawn borders match the links exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Point = tuple[float, float]
WIDTH, HEIGHT = 1600, 1088


def _pairs(text: str) -> list[tuple[str, str]]:
    return [tuple(p.split("-")) for p in text.split()]  # type: ignore[misc]


@dataclass
class Layout:
    board_id: str
    side: str
    designer: str
    area_names: dict[str, str]
    seeds: dict[str, tuple[str, Point]]  # region id -> (continent id, seed point)
    land: list[tuple[str, str]] | None  # None: whatever borders the seeds give (side B draft)
    water: list[tuple[str, str]]
    start: str
    triangles: list[str]
    sea: list[Point] = field(default_factory=list)  # hand-placed sea points: bays and straits
    link_notes: dict[tuple[str, str], str] = field(default_factory=dict)
    expected_land: list[tuple[str, str]] = field(default_factory=list)


def _side_a() -> Layout:
    # Approximate centres from the reference table (fractions of the printed board),
    # stretched onto the canvas with a sea margin all round.
    table = {
        "1": ("A", 0.16, 0.07),
        "2": ("A", 0.12, 0.22),
        "3": ("A", 0.24, 0.18),
        "4": ("A", 0.33, 0.06),
        "5": ("A", 0.21, 0.32),
        "6": ("A", 0.09, 0.44),
        "7": ("A", 0.12, 0.61),
        "8": ("C", 0.65, 0.11),
        "9": ("C", 0.63, 0.24),
        "10": ("C", 0.90, 0.16),
        "11": ("C", 0.45, 0.41),
        "12": ("C", 0.59, 0.40),
        "13": ("C", 0.71, 0.32),
        "14": ("C", 0.88, 0.36),
        "15": ("C", 0.52, 0.55),
        "16": ("C", 0.76, 0.49),
        "17": ("C", 0.83, 0.47),
        "18": ("C", 0.53, 0.70),
        "19": ("C", 0.65, 0.64),
        "20": ("C", 0.69, 0.75),
        "21": ("B", 0.33, 0.81),
        "22": ("B", 0.40, 0.78),
        "23": ("D", 0.88, 0.67),
        "24": ("D", 0.61, 0.88),
        "25": ("D", 0.81, 0.84),
    }
    seeds = {rid: (area, (70 + fx * 1460, 80 + fy * 930)) for rid, (area, fx, fy) in table.items()}
    return Layout(
        board_id="eight_minute_a",
        side="A",
        designer="Red Raven Games",
        area_names={
            "A": "Western Lands",
            "B": "Southern Isle",
            "C": "Heartland",
            "D": "Eastern Isle",
        },
        seeds=seeds,
        land=_pairs(
            "1-2 1-3 1-4 2-3 2-5 2-6 3-4 3-5 6-7 "
            "8-9 9-12 9-13 10-14 11-12 11-15 12-13 12-15 12-16 12-19 13-16 14-17 "
            "15-18 15-19 16-17 16-19 18-19 19-20 "
            "21-22 23-25 24-25"
        ),
        water=_pairs("4-8 5-11 7-21 8-10 15-22 17-23 18-24"),
        start="12",
        triangles=["1", "5", "7", "8", "14", "18", "20", "22", "23", "24"],
        sea=[
            (290, 440),  # bay between 5 and 6
            (1260, 190),  # north-east bay between 8 and 10
            (1250, 300),
            (1180, 760),  # strait between 16/17 and 20
        ],
        link_notes={
            ("1", "4"): "Printed board: 1 and 4 share a short border; the Acram digital art "
            "drops this link. Kept as the reference recommends."
        },
    )


def _side_b() -> Layout:
    regions = {
        # A: north-west, 6 regions
        "1": ("A", (180, 170)),
        "2": ("A", (330, 130)),
        "3": ("A", (480, 190)),
        "4": ("A", (230, 310)),
        "5": ("A", (390, 320)),
        "6": ("A", (290, 450)),
        # B: north-east, 5 regions
        "7": ("B", (1110, 140)),
        "8": ("B", (1270, 120)),
        "9": ("B", (1430, 190)),
        "10": ("B", (1190, 280)),
        "11": ("B", (1360, 330)),
        # C: centre, 9 regions, the start among them
        "12": ("C", (640, 470)),
        "13": ("C", (790, 395)),
        "14": ("C", (945, 450)),
        "15": ("C", (1100, 520)),
        "16": ("C", (800, 560)),
        "17": ("C", (980, 610)),
        "18": ("C", (620, 620)),
        "19": ("C", (750, 730)),
        "20": ("C", (910, 750)),
        # D: south-west, 4 regions
        "21": ("D", (170, 760)),
        "22": ("D", (320, 710)),
        "23": ("D", (240, 900)),
        "24": ("D", (400, 860)),
        # E: south-east, 3 regions
        "25": ("E", (1250, 830)),
        "26": ("E", (1410, 780)),
        "27": ("E", (1360, 940)),
    }
    return Layout(
        board_id="eight_minute_b",
        side="B",
        designer="Empires team (our own layout)",
        area_names={
            "A": "Northern Reach",
            "B": "Highlands",
            "C": "Heartland",
            "D": "Sunset Isle",
            "E": "Dawn Isle",
        },
        seeds=regions,
        land=None,
        # What the seeds give; the build stops if a change to the seeds alters it.
        expected_land=_pairs(
            "1-2 1-4 2-3 2-4 2-5 3-5 4-5 4-6 5-6 "
            "7-8 7-10 8-9 8-10 8-11 9-11 10-11 "
            "12-13 12-16 12-18 13-14 13-16 14-15 14-16 14-17 15-17 16-17 16-18 16-19 16-20 "
            "17-20 18-19 19-20 "
            "21-22 21-23 22-23 22-24 23-24 25-26 25-27 26-27"
        ),
        water=_pairs("3-13 6-12 10-15 11-15 6-22 24-19 20-25 17-26"),
        start="16",
        triangles=["3", "6", "7", "11", "12", "15", "19", "21", "24", "27"],
    )


LAYOUTS = {layout.board_id: layout for layout in (_side_a(), _side_b())}
