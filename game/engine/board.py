"""Boards read from Tiled `.tmx` maps: the single source of regions, areas and links.

Map format (see docs/maps.md): an object layer `regions` of polygons, an object layer `links`
of polylines, and for Legends an object layer `stubs` of points on the board's edges.
"""

from __future__ import annotations

import sys
from collections import deque
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from game import paths

Point = tuple[float, float]


def _import_pytmx() -> Any:
    # pytmx imports pygame (in its package and its parser module) when pygame is installed;
    # the engine must stay pygame-free, so hide pygame while the parser is first imported.
    if "pytmx" in sys.modules:
        return sys.modules["pytmx"]
    hidden = [name for name in ("pygame", "pytmx.util_pygame") if name not in sys.modules]
    for name in hidden:
        sys.modules[name] = None  # type: ignore[assignment]
    try:
        import pytmx
    finally:
        for name in hidden:
            del sys.modules[name]
    return pytmx


@dataclass(frozen=True, slots=True)
class Region:
    id: str
    area: str  # the continent (Eight-Minute Empire) or island (Legends) it belongs to
    polygon: tuple[Point, ...]
    start: bool = False
    triangle: bool = False
    name: str = ""
    props: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def centre(self) -> Point:
        """Where pieces and labels go: the map's `anchor_x`/`anchor_y` (a point well inside the
        polygon) when it gives one, else the mean of the vertices."""
        if "anchor_x" in self.props and "anchor_y" in self.props:
            return (float(self.props["anchor_x"]), float(self.props["anchor_y"]))
        xs = [p[0] for p in self.polygon]
        ys = [p[1] for p in self.polygon]
        return (sum(xs) / len(xs), sum(ys) / len(ys))


@dataclass(frozen=True, slots=True)
class Link:
    a: str
    b: str
    kind: str  # "land" or "water"
    points: tuple[Point, ...] = ()


@dataclass(frozen=True, slots=True)
class Stub:
    """A sea-route end on a board's edge (Legends): stubs that meet join their regions."""

    edge: str  # "N", "E", "S" or "W"
    region: str
    point: Point


@dataclass(frozen=True)
class Board:
    id: str
    width: float
    height: float
    regions: dict[str, Region]
    links: tuple[Link, ...]
    stubs: tuple[Stub, ...] = ()
    props: dict[str, Any] = field(default_factory=dict)

    @property
    def areas(self) -> dict[str, tuple[str, ...]]:
        out: dict[str, list[str]] = {}
        for region in self.regions.values():
            out.setdefault(region.area, []).append(region.id)
        return {k: tuple(v) for k, v in out.items()}

    @property
    def start_regions(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.regions.values() if r.start)

    def neighbours(
        self, region: str, kinds: frozenset[str] = frozenset({"land", "water"})
    ) -> set[str]:
        return {
            link.b if link.a == region else link.a
            for link in self.links
            if region in (link.a, link.b) and link.kind in kinds
        }

    def adjacency(self) -> dict[str, dict[str, str]]:
        """region -> {neighbour: kind}; a land link wins over a water link between the same two."""
        adj: dict[str, dict[str, str]] = {r: {} for r in self.regions}
        for link in self.links:
            for x, y in ((link.a, link.b), (link.b, link.a)):
                if adj[x].get(y) != "land":
                    adj[x][y] = link.kind
        return adj

    def reachable_from(self, region: str) -> set[str]:
        adj = self.adjacency()
        seen = {region}
        queue = deque([region])
        while queue:
            for nxt in adj[queue.popleft()]:
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        return seen


class MapError(ValueError):
    pass


def _props(obj: Any) -> dict[str, Any]:
    return dict(getattr(obj, "properties", {}) or {})


def _points(obj: Any) -> tuple[Point, ...]:
    return tuple((float(p.x), float(p.y)) for p in obj.points)


def parse_board(path: Path) -> Board:
    pytmx = _import_pytmx()
    tmx = pytmx.TiledMap(str(path))
    layers = {layer.name: layer for layer in tmx.objectgroups}
    if "regions" not in layers or "links" not in layers:
        raise MapError(f"{path.name}: needs object layers 'regions' and 'links'")
    regions: dict[str, Region] = {}
    for obj in layers["regions"]:
        p = _props(obj)
        rid = str(p.pop("region", obj.name or ""))
        if not rid or rid in regions:
            raise MapError(f"{path.name}: region id missing or repeated: {rid!r}")
        area = p.pop("area", None) or p.pop("continent", None) or p.pop("island", None)
        if area is None:
            raise MapError(f"{path.name}: region {rid} has no area")
        regions[rid] = Region(
            id=rid,
            area=str(area),
            polygon=_points(obj),
            start=bool(p.pop("start", False)),
            triangle=bool(p.pop("triangle", False)),
            name=str(p.pop("name", obj.name or "")),
            props=p,
        )
    links = []
    for obj in layers["links"]:
        p = _props(obj)
        a, b, kind = str(p.get("a")), str(p.get("b")), str(p.get("kind", "land"))
        if a not in regions or b not in regions or a == b or kind not in ("land", "water"):
            raise MapError(f"{path.name}: bad link {a}-{b} ({kind})")
        links.append(Link(a, b, kind, _points(obj)))
    stubs = []
    for obj in layers.get("stubs", []):
        p = _props(obj)
        region = str(p.get("region"))
        edge = str(p.get("edge"))
        if region not in regions or edge not in ("N", "E", "S", "W"):
            raise MapError(f"{path.name}: bad stub {edge} -> {region}")
        stubs.append(Stub(edge, region, (float(obj.x), float(obj.y))))
    return Board(
        id=path.stem,
        width=float(tmx.width * tmx.tilewidth),
        height=float(tmx.height * tmx.tileheight),
        regions=regions,
        links=tuple(links),
        stubs=tuple(stubs),
        props=dict(getattr(tmx, "properties", {}) or {}),
    )


@lru_cache(maxsize=32)
def load_board(board_id: str) -> Board:
    """A board from `assets/maps/<board_id>.tmx` (cached: boards never change at run time)."""
    return parse_board(paths.maps() / f"{board_id}.tmx")
