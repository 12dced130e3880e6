"""The four screens that both area-control games offer to `empires screenshot`: a game's
`screenshots.py` names its package and a few sample details (see game/scenes/registry.py).

The scene modules are imported only when a screenshot is asked for, so that listing the
scenes stays cheap."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.scenes.table.sample_cache import kept
from game.scenes.table.seats import added_seat

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


def area_scenes(
    prefix: str, package: str, auction_choice: int, most: int
) -> dict[str, Callable[[App], Scene]]:
    """The new-game, auction, board and scoring screens of `game.scenes.<package>`, named
    `<prefix>-new-game` and so on, with three players, and again with the game's `most`
    players as `<prefix>-new-game-<most>p`...; `auction_choice` is the bid the human has
    picked."""
    scenes = _area_scenes(prefix, package, auction_choice, 3)
    for name, make in _area_scenes(prefix, package, auction_choice, most).items():
        scenes[f"{name}-{most}p"] = make
    return scenes


def _area_scenes(
    prefix: str, package: str, auction_choice: int, count: int
) -> dict[str, Callable[[App], Scene]]:
    def module(name: str) -> Any:
        return importlib.import_module(f"game.scenes.{package}.{name}")

    def new_game(app: App) -> Scene:
        scene = module("new_game").NewGameScene(app)
        while len(scene.seats) < count:
            scene.seats.append(added_seat(scene.seats))
        return scene

    def auction(app: App) -> Scene:
        session = kept(module("sample").auction, count)
        for seat in list(session.bots):  # the computers have bid; the human's panel is open
            session.play_bot(seat)
        scene = module("auction").AuctionScene(app, session)
        scene.chosen = auction_choice
        return scene

    def auction_reveal(app: App) -> Scene:
        """The bids shown, the human having matched the highest computer bid: a tie, and the
        line that says who won it and why."""
        session = module("sample").auction()
        for seat in list(session.bots):
            session.play_bot(seat)
        scene = module("auction").AuctionScene(app, session)
        human = next(s for s in range(session.rules.n) if s not in session.bots)
        top = max(b for b in session.state.bids if b is not None)
        session.submit(scene.bid_command(human, min(top, session.state.coins[human])))
        scene.reveal_t = 1.0
        return scene

    def board(app: App) -> Scene:
        scene = module("board").BoardScene(app, kept(module("sample").mid_game_move, count))
        firsts = scene.targets().two
        scene.selected = next(iter(sorted(t[1] for t in firsts if t[0] == "region")), None)
        return scene

    def log(app: App) -> Scene:
        scene: Any = board(app)
        scene.log.show(hover=3)
        return scene

    def look_back(app: App) -> Scene:
        scene: Any = board(app)
        scene.log.show(look_back=6, hover=6)
        return scene

    def scoring(app: App) -> Scene:
        session = kept(module("sample").finished, count)
        return module("scoring").ScoringScene(app, session, animate=False)

    return {
        f"{prefix}-new-game": new_game,
        f"{prefix}-auction": auction,
        f"{prefix}-auction-reveal": auction_reveal,
        f"{prefix}-board": board,
        f"{prefix}-scoring": scoring,
        f"{prefix}-log": log,
        f"{prefix}-look-back": look_back,
    }
