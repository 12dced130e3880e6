"""Every rules package has the same shape: the same module names with the same roles, one fold
in one style, the seat's view in the rules, and a README that says where each rule is."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path
from typing import Any

import pytest

from game.ai.driver import play_out
from game.ai.registry import make_bot
from game.engine.match import Match
from game.rules import registry
from game.rules.area_control import commands as shared
from game.rules.eight_minute import commands as eme
from game.rules.eight_minute import texts as eme_texts
from game.rules.legends import commands as legends
from game.rules.legends import texts as legends_texts

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"
SHAPE = (
    "options",
    "commands",
    "events",
    "state",
    "evolve",
    "rules",
    "view",
    "scoring",
    "texts",
    "cli",
    "saves",
)
PACKAGES = {game: module.rsplit(".", 1)[1] for game, module in registry.GAMES.items()}


@pytest.mark.parametrize("game", sorted(PACKAGES))
def test_each_game_has_the_common_modules_and_a_where_is_rule_x_readme(game: str) -> None:
    folder = RULES / PACKAGES[game]
    assert all((folder / f"{name}.py").is_file() for name in SHAPE), sorted(
        name for name in SHAPE if not (folder / f"{name}.py").is_file()
    )
    assert not (folder / "model.py").exists()
    readme = (folder / "README.md").read_text(encoding="utf-8")
    assert "## Where is rule X" in readme
    assert "| rule | code | test" in readme


@pytest.mark.parametrize("game", sorted(PACKAGES))
def test_one_fold_in_one_style_covers_every_event(game: str) -> None:
    cls = registry.rules_class(game)
    package = f"game.rules.{PACKAGES[game]}"
    evolve = importlib.import_module(f"{package}.evolve")
    mixins = [c for c in cls.__mro__ if c.__module__ == evolve.__name__]
    assert len(mixins) == 1, "the rules class folds through its evolve.py mixin"
    table = mixins[0]._evolvers  # type: ignore[attr-defined]
    assert set(table) == set(cls.event_types)
    assert all(handler.__name__.startswith("_on_") for handler in table.values())
    assert not any(hasattr(event, "apply") for event in cls.event_types)  # events are data


@pytest.mark.parametrize("game", sorted(PACKAGES))
def test_the_seat_view_and_the_guess_are_the_rules_view_module(game: str) -> None:
    cls = registry.rules_class(game)
    view = importlib.import_module(f"game.rules.{PACKAGES[game]}.view")
    assert "view.seat_view" in _source(cls.seat_view) and "view.determinize" in _source(
        cls.determinize
    )
    assert callable(view.seat_view) and callable(view.determinize)


def _source(function: Any) -> str:
    return inspect.getsource(function)


def test_shared_decisions_have_the_same_names_in_both_area_games() -> None:
    for name in ("PlaceNeutral", "Bid", "TakeCard", "PlaceArmy", "MoveArmy", "BuildCity"):
        assert getattr(eme, name) is getattr(legends, name) is getattr(shared, name)
    assert eme.DestroyArmy is legends.DestroyArmy is shared.DestroyArmy
    assert "owner" in shared.DestroyArmy.__dataclass_fields__
    assert "amount" in shared.Bid.__dataclass_fields__


def test_shared_decisions_are_waited_for_under_the_same_kinds() -> None:
    shared_kinds = {"place_neutral", "bid", "take_card", "action"}
    assert shared_kinds <= set(eme_texts.PROMPTS) and shared_kinds <= set(legends_texts.PROMPTS)
    rules = registry.rules_class("legends").from_options({"players": 2})
    match_kinds: set[str] = set()
    match = Match.new(rules, 3)
    match.listeners.append(
        lambda m, step: match_kinds.add(m.pending.kind) if m.pending is not None else None
    )
    play_out(match, [make_bot("easy", rules)] * 2)
    assert {"place_neutral", "bid", "take_card", "action"} <= match_kinds
