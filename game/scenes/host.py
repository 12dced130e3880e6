"""What a screen may use of the application that runs it.

Scenes depend on this Protocol, never on `game.app`: the application satisfies it (checked in
tests/scenes/test_host.py), and a test or a tool can give a scene any object that does. The layer
is one-way: `game.app` imports the scenes, the scenes import only this. Modules written
before it import it as `App` (`from game.scenes.host import Host as App`), which kept the swap
to one line in each of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    import pygame

    from game.settings import Settings
    from game.ui.layout import Metrics


class Screens(Protocol):
    """The stack of screens as a screen uses it (`game.scenes.base.SceneManager` is one). Its
    scenes are typed loosely here: `game.scenes.base` imports this module, so this one cannot
    import the scene class back without making the two modules a circle."""

    @property
    def stack(self) -> list[Any]: ...

    @property
    def top(self) -> Any: ...

    def push(self, scene: Any) -> Any: ...

    def pop(self) -> Any: ...

    def replace(self, scene: Any) -> Any: ...

    def reset(self, scene: Any) -> Any: ...

    def pop_to(self, scene_type: type[Any]) -> Any: ...

    def rebuild(self) -> None: ...


@runtime_checkable
class Host(Protocol):
    metrics: Metrics  # sizes of the current window and UI scale
    settings: Settings
    surface: pygame.Surface
    running: bool  # set False to quit
    crashed_last_time: bool  # the last run did not close properly (the menu offers the autosave)
    settings_notice: str | None  # why the settings file was not used, shown once by the menu

    @property
    def manager(self) -> Screens:
        """The stack of screens."""
        ...

    @property
    def animation_factor(self) -> float:
        """How long animations take, relative to normal (0 = instant)."""
        ...

    def toast(self, text: str, pos: tuple[int, int] | None = None) -> None:
        """A short message near `pos` (the pointer): why something was refused."""
        ...

    def background(self) -> pygame.Surface:
        """The wooden table at the window's size."""
        ...

    def apply_settings(self, settings: Settings, *, relayout: bool = True) -> None:
        """Use and keep new settings (language, scale, speed, volume, full screen)."""
        ...
