"""The screens depend on the narrow `Host` Protocol, never on game/app.py."""

from __future__ import annotations

import ast
from pathlib import Path

from game.scenes.host import Host

ROOT = Path(__file__).resolve().parents[2]


def test_the_application_is_a_host(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    assert isinstance(app, Host)
    for name in Host.__annotations__:
        assert hasattr(app, name), name


def test_no_screen_or_widget_imports_the_application() -> None:
    offenders = []
    for folder in ("game/scenes", "game/ui"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = (
                    [node.module]
                    if isinstance(node, ast.ImportFrom)
                    else [a.name for a in node.names]
                    if isinstance(node, ast.Import)
                    else []
                )
                if "game.app" in names:
                    offenders.append(str(path.relative_to(ROOT)))
    assert not offenders, offenders


def test_a_screen_runs_on_any_host(make_app) -> None:  # type: ignore[no-untyped-def]
    """A stand-in with only what the Protocol names is enough to build and draw the menu."""
    from game.scenes.base import SceneManager
    from game.scenes.menu import MenuScene

    real = make_app()

    class StandIn:
        metrics = real.metrics
        manager = SceneManager()
        settings = real.settings
        surface = real.surface
        running = True
        crashed_last_time = False
        settings_notice = None
        animation_factor = 1.0

        def __init__(self) -> None:
            self.toasts: list[str] = []

        def toast(self, text: str, pos: tuple[int, int] | None = None) -> None:
            self.toasts.append(text)

        def background(self):  # type: ignore[no-untyped-def]
            return real.background()

        def apply_settings(self, settings, *, relayout: bool = True) -> None:  # type: ignore[no-untyped-def]
            self.settings = settings

    host = StandIn()
    assert isinstance(host, Host)
    menu = MenuScene(host)  # type: ignore[arg-type]
    host.manager.push(menu)
    menu.draw(host.surface)
    menu.buttons["quit"].click()
    assert host.running is False
