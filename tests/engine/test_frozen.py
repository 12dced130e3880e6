"""The quicker `__init__` of commands and events makes the same frozen values."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from game.engine.frozen import quicken
from game.rules import registry


@dataclasses.dataclass(frozen=True, slots=True)
class _Moved:
    player: int
    source: str
    cost: int = 1
    path: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class _Made:
    items: list[int] = dataclasses.field(default_factory=list)


def test_a_quickened_class_makes_equal_frozen_values() -> None:
    before = [_Moved(0, "a"), _Moved(1, "b", 3), _Moved(player=2, source="c", path=("x",))]
    quicken(_Moved)
    assert _Moved.__dict__.get("__quick_init__")
    after = [_Moved(0, "a"), _Moved(1, "b", 3), _Moved(player=2, source="c", path=("x",))]
    assert after == before
    assert [hash(m) for m in after] == [hash(m) for m in before]
    assert repr(after[1]) == "_Moved(player=1, source='b', cost=3, path=())"
    assert dataclasses.replace(after[0], cost=5) == _Moved(0, "a", 5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        after[0].player = 4  # type: ignore[misc]
    with pytest.raises(TypeError):
        _Moved(0)  # type: ignore[call-arg]


def test_a_default_factory_keeps_the_dataclass_init() -> None:
    init = _Made.__init__
    quicken(_Made)
    assert _Made.__init__ is init and _Made().items == []


@pytest.mark.parametrize("game", ["eight-minute", "legends", "settlers"])
def test_every_command_and_event_of_a_game_is_quickened(game: str) -> None:
    cls = registry.rules_class(game)
    for kind in (*cls.command_types, *cls.event_types):
        assert kind.__dict__.get("__quick_init__"), kind
        fields = dataclasses.fields(kind)
        assert all(f.default_factory is dataclasses.MISSING for f in fields)
    first = cls.event_types[0]
    values = {f.name: f.default for f in dataclasses.fields(first)}
    made = first(**{k: (0 if v is dataclasses.MISSING else v) for k, v in values.items()})
    assert pickle.loads(pickle.dumps(made)) == made
