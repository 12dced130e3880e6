"""The Imperial Settlers screens for `empires screenshot` (see game/scenes/registry.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def _new_game(app: App) -> Scene:
    from game.scenes.settlers.new_game import NewGameScene

    return NewGameScene(app)


def _lookout(app: App) -> Scene:
    from game.scenes.settlers import sample
    from game.scenes.settlers.table import TableScene

    return TableScene(app, sample.lookout())


def _actions(app: App) -> Scene:
    from game.scenes.settlers import sample
    from game.scenes.settlers.table import TableScene

    scene = TableScene(app, sample.mid_game())
    hand = scene.match.state.players[0].hand
    if hand:  # the pointer rests on a hand card: it is shown enlarged with its text
        scene.pinned_card = hand[0]
    return scene


def _solo_attack(app: App) -> Scene:
    from game.rules.settlers import events as ev
    from game.scenes.settlers import sample
    from game.scenes.settlers.table import TableScene

    session = sample.solo_before_attack()
    scene = TableScene(app, session)
    scene.enter()
    # play on until a step brings the virtual player's attack; show its frame with a loss
    for _ in range(400):
        if session.match.pending is None:
            break
        steps = len(session.match.steps)
        legal = session.rules.legal_commands(session.state, 0)
        ends = [c for c in legal if type(c).__name__ in ("Pass", "EndTurn", "Skip")]
        session.submit(ends[0] if ends else legal[0])
        new = session.match.steps[steps:]
        if any(isinstance(e, ev.AttacksScheduled) for s in new for e in s.events):
            break
    scene.exit()
    frames = scene.attack_frames
    lost = [i for i, (_t, card) in enumerate(frames) if card]
    scene.attack_index = lost[0] if lost else (1 if len(frames) > 1 else 0)
    return scene


def _scoring(app: App) -> Scene:
    from game.scenes.settlers import sample
    from game.scenes.settlers.scoring import ScoringScene

    return ScoringScene(app, sample.finished())


SCENES: dict[str, Callable[[App], Scene]] = {
    "settlers-new-game": _new_game,
    "settlers-lookout": _lookout,
    "settlers-actions": _actions,
    "settlers-solo-attack": _solo_attack,
    "settlers-scoring": _scoring,
}
