"""The Imperial Settlers screens for `empires screenshot` (see game/scenes/registry.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.scenes.table.sample_cache import kept

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


def _new_game(app: App) -> Scene:
    # imported when this screen is asked for: listing the scenes stays cheap
    from game.scenes.settlers.new_game import NewGameScene

    return NewGameScene(app)


def _new_game_4p(app: App) -> Scene:
    # imported when this screen is asked for: listing the scenes stays cheap
    from game.scenes.settlers.new_game import NewGameScene

    scene = NewGameScene(app)
    while len(scene.seats) < scene.MAX_SEATS:
        scene.add_seat()
    return scene


def _lookout(app: App) -> Scene:
    # imported when this screen is asked for: listing the scenes stays cheap
    from game.scenes.settlers import sample
    from game.scenes.settlers.table import TableScene

    return TableScene(app, sample.lookout())


def _actions(app: App) -> Scene:
    # imported when this screen is asked for: listing the scenes stays cheap
    from game.scenes.settlers import sample
    from game.scenes.settlers.table import TableScene

    scene = TableScene(app, sample.mid_game())
    hand = scene.match.state.players[0].hand
    if hand:  # the pointer rests on a hand card: it is shown enlarged with its text
        scene.pinned_card = hand[0]
    return scene


def _actions_4p(app: App) -> Scene:
    """Four players in the last round: the fullest panels and the largest empires."""
    # imported when this screen is asked for: listing the scenes stays cheap
    from game.scenes.settlers import sample
    from game.scenes.settlers.table import TableScene

    return TableScene(app, sample.mid_game(4, round_=5))


def _solo_attack(app: App) -> Scene:
    # imported when this screen is asked for: listing the scenes stays cheap
    from game.rules.settlers import events as ev
    from game.scenes.settlers import sample
    from game.scenes.settlers.table import TableScene

    scene: TableScene | None = None
    for seed in range(3, 40):  # the first sample game whose attack takes a location
        session = sample.solo_before_attack(seed)
        scene = TableScene(app, session)
        scene.enter()
        for _ in range(400):
            if session.match.pending is None:
                break
            legal = session.rules.legal_commands(session.state, 0)
            ends = [c for c in legal if type(c).__name__ in ("Pass", "EndTurn", "Skip")]
            steps = len(session.match.steps)
            session.submit(ends[0] if ends else legal[0])
            new = session.match.steps[steps:]
            if any(isinstance(e, ev.AttacksScheduled) for s in new for e in s.events):
                break
        scene.exit()
        phase = scene.attack_waiting
        if phase is not None and any(report.hit for report in phase.attacks):
            # the table opens the attack scene at its first frame: show the first loss
            first = next(i for i, report in enumerate(phase.attacks) if report.hit)
            scene.attack_page = first + (1 if phase.collected else 0)
            return scene
    assert scene is not None
    return scene


def _log(app: App) -> Scene:
    scene: Any = _actions(app)
    scene.pinned_card = ""
    scene.log.show(hover=2)
    return scene


def _look_back(app: App) -> Scene:
    scene: Any = _actions(app)
    scene.pinned_card = ""
    scene.log.show(look_back=8, hover=8)
    return scene


def _scoring(app: App) -> Scene:
    # imported when this screen is asked for: listing the scenes stays cheap
    from game.scenes.settlers import sample
    from game.scenes.settlers.scoring import ScoringScene

    return ScoringScene(app, kept(sample.finished, 3))


def _scoring_4p(app: App) -> Scene:
    # imported when this screen is asked for: listing the scenes stays cheap
    from game.scenes.settlers import sample
    from game.scenes.settlers.scoring import ScoringScene

    return ScoringScene(app, kept(sample.finished, 4))


SCENES: dict[str, Callable[[App], Scene]] = {
    "settlers-new-game": _new_game,
    "settlers-new-game-4p": _new_game_4p,
    "settlers-lookout": _lookout,
    "settlers-actions": _actions,
    "settlers-actions-4p": _actions_4p,
    "settlers-solo-attack": _solo_attack,
    "settlers-scoring": _scoring,
    "settlers-scoring-4p": _scoring_4p,
    "settlers-log": _log,
    "settlers-look-back": _look_back,
}
