"""`empires screenshot`: draw one screen headless to a PNG, at a size and in a language.

Names: the app's own screens (SCENES below) plus those that each game registers in
`game.scenes.<pkg>.screenshots.SCENES` (see game/scenes/registry.py).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.ui import layout_check
from game.ui.layout_check import Problem

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def _menu(app: App) -> Scene:
    from game.scenes.menu import MenuScene

    return MenuScene(app)


def _settings(app: App) -> Scene:
    from game.scenes.settings_screen import SettingsScene

    return SettingsScene(app)


def _load(app: App) -> Scene:
    from game.scenes.load import LoadScene

    scene = LoadScene(app)
    scene.wait_for_entries()  # a picture of the list filled in
    return scene


def _save(app: App) -> Scene:
    from game.scenes.load import LoadScene

    scene = LoadScene(app, saver=lambda path: None)
    scene.wait_for_entries()
    return scene


def _rules(app: App) -> Scene:
    from game.scenes.rules_help import RulesScene

    return RulesScene(app)


def _new_game(app: App) -> Scene:
    from game.scenes.new_game import NewGameScene

    return NewGameScene(app)


def _error(app: App) -> Scene:
    from game.scenes.error import ErrorScene

    return ErrorScene(app, RuntimeError("example"))


def _curtain(app: App) -> Scene:
    from game.scenes.curtain import PrivacyCurtain

    return PrivacyCurtain(app, "Alexandra", seat=1)


def _replace_game(app: App) -> Scene:
    from game.i18n import _
    from game.scenes.unfinished import replace_question

    return replace_question(app, lambda: None, _("Start a new game?"), _("Start the game"))


def _rename(app: App) -> Scene:
    from game.i18n import _
    from game.scenes.dialog import PromptDialog

    return PromptDialog(app, _("Rename save"), _("New name:"), "Eight-Minute Empire 3", print)


SCENES: dict[str, Callable[[App], Scene]] = {
    "menu": _menu,
    "settings": _settings,
    "load": _load,
    "save": _save,
    "rules": _rules,
    "new-game": _new_game,
    "error": _error,
    "curtain": _curtain,
    "replace-game": _replace_game,
    "rename": _rename,
}
# Overlays that need the scene below them to make sense.
UNDERLAY = {"error": _menu, "replace-game": _new_game, "rename": _load}


def all_scenes() -> dict[str, Callable[[App], Scene]]:
    from game.scenes.history.screenshots import SCENES as HISTORY
    from game.scenes.net.screenshots import SCENES as NET
    from game.scenes.registry import screenshot_scenes
    from game.scenes.table.what_now_screens import SCENES as WHAT_NOW
    from game.scenes.tutorial.screenshots import SCENES as TUTORIALS

    return {**SCENES, **HISTORY, **NET, **WHAT_NOW, **TUTORIALS, **screenshot_scenes()}


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError as exc:
        raise ValueError(f"size must look like 1280x720, not {text!r}") from exc
    if w <= 0 or h <= 0:
        raise ValueError(f"size must be positive, not {text!r}")
    return w, h


def render(scene_name: str, lang: str, size: tuple[int, int], ui_scale: float = 1.0) -> Any:
    """Draw the named scene (after one update) on an off-screen surface and return it."""
    return _show(scene_name, lang, size, ui_scale).surface


def check_layout(
    scene_name: str, lang: str, size: tuple[int, int], ui_scale: float = 1.0
) -> list[Problem]:
    """What the layout checker finds on the named screen: text cut while it was built and
    drawn, and widgets that overlap or leave the window."""
    with layout_check.recording() as recorder:
        app = _show(scene_name, lang, size, ui_scale)
        top = app.manager.top
        window = app.surface.get_rect()
        found = layout_check.scene_problems(top, window)
    found += layout_check.covered_problems(recorder.drawn)
    found += layout_check.board_problems(recorder.boards, window)
    if ui_scale == 1.0:  # kept for the same screen at larger text (a sweep asks it next)
        _remember(scene_name, lang, size, layout_check.card_sizes(recorder.drawn))
    elif ui_scale > 1.0:  # larger text never makes a card smaller
        normal = _card_sizes(scene_name, lang, size)
        found += layout_check.shrunk_problems(normal, layout_check.card_sizes(recorder.drawn))
    return recorder.problems + found


_sizes_at_100: dict[tuple[str, str, tuple[int, int]], dict[str, tuple[int, int]]] = {}


def _remember(
    scene_name: str, lang: str, size: tuple[int, int], sizes: dict[str, tuple[int, int]]
) -> None:
    if len(_sizes_at_100) > 256:
        _sizes_at_100.clear()
    _sizes_at_100[(scene_name, lang, size)] = sizes


def _card_sizes(scene_name: str, lang: str, size: tuple[int, int]) -> dict[str, tuple[int, int]]:
    """The cards' sizes on the screen at 100 % text (kept: a sweep asks each one twice)."""
    key = (scene_name, lang, size)
    if key not in _sizes_at_100:
        with layout_check.recording() as recorder:
            _show(scene_name, lang, size, 1.0)
        _remember(scene_name, lang, size, layout_check.card_sizes(recorder.drawn))
    return _sizes_at_100[key]


def _show(scene_name: str, lang: str, size: tuple[int, int], ui_scale: float) -> App:
    import pygame

    from game import i18n
    from game.app import App
    from game.settings import Settings

    scenes = all_scenes()
    if scene_name not in scenes:
        raise KeyError(scene_name)
    if lang not in i18n.LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(i18n.LANGUAGES)}")
    pygame.init()
    surface = pygame.Surface(size)
    app = App(
        size,
        surface=surface,
        settings=Settings(language=lang, ui_scale=ui_scale),
        persist_settings=False,
        catch_errors=False,
    )
    if scene_name in UNDERLAY:
        app.manager.push(UNDERLAY[scene_name](app))
    app.manager.push(scenes[scene_name](app))
    app.step(1 / 60, events=[])
    return app


def main(args: Any) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    try:
        size = parse_size(args.size)
        scale = float(getattr(args, "scale", 1.0))
        problems = (
            check_layout(args.scene, args.lang, size, scale)
            if getattr(args, "check_layout", False)
            else []
        )
        surface = render(args.scene, args.lang, size, scale)
    except KeyError:
        known = ", ".join(sorted(all_scenes()))
        print(f"empires: unknown scene {args.scene!r}; known scenes: {known}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"empires: {exc}", file=sys.stderr)
        return 2
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))
    print(out)
    for problem in problems:
        print(f"{args.scene} {args.lang} {args.size} x{scale:g}: {problem}", file=sys.stderr)
    return 1 if problems else 0
