"""The seat's view as the rules' own state again, from what the server sent (`plain.to_wire`).

A network client draws its table with the same boards and asks the same rules (pending, legal
moves, why a click does nothing) as a local one, so the wire data must become the game's state
classes again. Dataclasses are rebuilt from their type hints (tuples, sets, int keys come back);
the few slotted classes the hints cannot describe are spelled out here, per game. Anything the
data does not fit is refused with `DecodeError`: a client never draws a half-built state.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, Literal, Union

from game.rules.area_control.pieces import Pieces


class DecodeError(ValueError):
    """The server's state does not fit the game's state classes."""


_SCALARS: dict[type, tuple[type, ...]] = {
    int: (int,),
    float: (int, float),
    str: (str,),
    bool: (bool,),
}


@cache
def hints_of(cls: type) -> dict[str, Any]:
    """A class's resolved type hints (asked for every event a seat is sent)."""
    return typing.get_type_hints(cls)


def build(tp: Any, value: Any) -> Any:
    """`value` (JSON-ready data) as an instance of the type hint `tp`."""
    if tp is Any or tp is object:
        return value
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        last: Exception | None = None
        for arg in args:
            if arg is type(None):
                continue
            try:
                return build(arg, value)
            except DecodeError as exc:
                last = exc
        raise DecodeError(f"{value!r} fits none of {tp}") from last
    if origin is Literal:
        if value not in args:
            raise DecodeError(f"{value!r} is not one of {args}")
        return value
    if origin in (list, tuple, set, frozenset):
        if not isinstance(value, list):
            raise DecodeError(f"expected a list for {tp}")
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(value):
                raise DecodeError(f"expected {len(args)} items for {tp}")
            return tuple(build(a, v) for a, v in zip(args, value, strict=True))
        item = args[0] if args else Any
        items = [build(item, v) for v in value]
        return origin(items) if origin is not list else items
    if origin is dict:
        if not isinstance(value, dict):
            raise DecodeError(f"expected a mapping for {tp}")
        key_t, value_t = args if args else (Any, Any)
        return {_key(key_t, k): build(value_t, v) for k, v in value.items()}
    if isinstance(tp, type) and tp in _SCALARS:
        if isinstance(value, bool) and tp is not bool:
            raise DecodeError(f"{value!r} is not a {tp.__name__}")
        if not isinstance(value, _SCALARS[tp]):
            raise DecodeError(f"{value!r} is not a {tp.__name__}")
        return value
    if tp is type(None):
        if value is not None:
            raise DecodeError(f"{value!r} is not None")
        return None
    special = _SPECIAL.get(tp) if isinstance(tp, type) else None
    if special is not None:
        return special(value)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass(tp, value)
    raise DecodeError(f"no way to build {tp}")


def _key(tp: Any, key: str) -> Any:
    if tp is int:
        try:
            return int(key)
        except ValueError as exc:
            raise DecodeError(f"{key!r} is not a number") from exc
    return build(tp, key)


def _dataclass(cls: type, value: Any) -> Any:
    if not isinstance(value, dict):
        raise DecodeError(f"expected a mapping for {cls.__name__}")
    hints = hints_of(cls)
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if not f.compare or f.name.startswith("_"):
            continue  # caches and private fields stay on the server (see plain.to_wire)
        if f.name not in value:
            raise DecodeError(f"{cls.__name__} lacks {f.name}")
        kwargs[f.name] = build(hints[f.name], value[f.name])
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise DecodeError(f"{cls.__name__}: {exc}") from exc


def _slotted(cls: type, fields: dict[str, Any], value: Any, blank: Any) -> Any:
    """A slotted class rebuilt field by field over a blank instance."""
    if not isinstance(value, dict):
        raise DecodeError(f"expected a mapping for {cls.__name__}")
    obj = blank
    for name, tp in fields.items():
        if name not in value:
            raise DecodeError(f"{cls.__name__} lacks {name}")
        setattr(obj, name, build(tp, value[name]))
    return obj


_GRID = list[list[int]]
_PIECES = {
    "seats": int,
    "armies": _GRID,
    "cities": _GRID,
    "army_supply": list[int],
    "city_supply": list[int],
}


def _pieces(value: Any) -> Pieces:
    return _slotted(Pieces, _PIECES, value, Pieces.__new__(Pieces))  # type: ignore[no-any-return]


def _legends(value: Any) -> Any:
    from game.rules.legends.state import LayoutKey, LegendsState, layout_graph

    fields: dict[str, Any] = {
        "game": int,
        "key": LayoutKey | None,
        "extra_region": int,
        "pieces": Pieces | None,
        "coins": list[int],
        "cards": list[list[str]],
        "row": list[str | None],
        "deck": list[str],
        "warlords": list[str | None],
        "tokens": dict[int, str],
        "face_down": set[int],
        "to_place": list[tuple[str | None, bool]],
        "portals": tuple[int, ...],
        "owned": list[list[str]],
        "seen": list[set[int]],
        "captured": list[int],
        "phase": str,
        "bids": list[int | None],
        "first": int,
        "current": int,
        "neutral_left": int,
        "neutral_next": int,
        "card": str | None,
        "part": str | None,
        "part_left": int,
        "parts": list[tuple[str, int]],
        "alt": list[tuple[str, int]],
        "turn_moves": tuple[tuple[int, int], ...],
        "extra_turns": list[int],
        "history": list[dict[str, Any]],
        "totals": list[int],
        "winners": tuple[int, ...],
    }
    state = _slotted(LegendsState, fields, value, LegendsState.__new__(LegendsState))
    # the region graph is worked out from the layout, never sent as such
    state.graph = None if state.key is None else layout_graph(state.key)[1]
    return state


_SPECIAL: dict[type, Any] = {Pieces: _pieces}


def decode_state(game: str, data: Any) -> Any:
    """The seat's view of `game` as the rules' state (raises DecodeError when it does not fit)."""
    if game == "legends":
        return _legends(data)
    if game == "eight-minute":
        from game.rules.eight_minute.state import EightMinuteState

        return build(EightMinuteState, data)
    if game == "settlers":
        from game.rules.settlers.state import SettlersState

        return build(SettlersState, data)
    raise DecodeError(f"unknown game {game}")
