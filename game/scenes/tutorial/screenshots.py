"""The tutorials for `empires screenshot`: each at its first step (`tutorial-<id>`) and at a
step in the middle of its scripted part (`tutorial-<id>-later`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App

# the step shown by the `-later` screen: one where the coach points at two things
LATER: dict[str, int] = {"eight-minute": 12}
LATER["settlers"] = 10  # a faction location built over another: the hand card glows
LATER["settlers-solo"] = 12  # after the first attacks: the coach says which location went, and why
LATER["legends"] = 16  # the "or" card's first move: an army and where it goes


def _at(tutorial_id: str, index: int) -> Callable[[App], Scene]:
    def make(app: App) -> Scene:
        from game.scenes.tutorial.learn import _names, _scenes  # lazy: drawn only when asked
        from game.tutorials.schema import load  # lazy: drawn only when asked
        from game.tutorials.walk import walk  # lazy: drawn only when asked

        tutorial = load(tutorial_id)
        module = _scenes(tutorial.game)
        session = module.new_session(tutorial, _names(), None)
        for walked in walk(tutorial, session.match):
            if walked.index >= index:
                break
        return module.board(app, session, tutorial)  # type: ignore[no-any-return]

    return make


SCENES: dict[str, Callable[[App], Scene]] = {}
for _id, _later in LATER.items():
    SCENES[f"tutorial-{_id}"] = _at(_id, 0)
    SCENES[f"tutorial-{_id}-later"] = _at(_id, _later)


def _learn(app: App) -> Scene:
    from game.scenes.tutorial.learn import LearnScene  # lazy: drawn only when asked

    return LearnScene(app)


SCENES["learn-to-play"] = _learn
