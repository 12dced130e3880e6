"""Scenes and the stack that runs them.

A scene is one screen. The manager keeps a stack: the top scene gets the input; a scene with
`overlay = True` (a dialog, the privacy curtain) is drawn over the scene below it. Scenes lay out
their widgets in `build()`, which the manager calls again whenever the window size, the UI
scale or the language changes, so labels are always in the current language and size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.button_room import grow_buttons
from game.ui.canvas import pointer
from game.ui.tween import Animator
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.scenes.host import Host


class Scene:
    """One screen. Override `build`, and `draw_background` or `draw` for what widgets don't draw."""

    overlay: bool = False  # True: the scene below stays visible (dialogs, curtains)
    tooltip_delay: float = 0.45
    keyboard_buttons: bool = False  # True: Up/Down/Tab choose a button, Enter/Space press it

    def __init__(self, app: Host) -> None:
        self.app = app
        self.widgets: list[Widget] = []
        self.animator = Animator(app.animation_factor)
        self._hover: Widget | None = None
        self._hover_time = 0.0

    # life cycle -------------------------------------------------------------------------------
    def build(self) -> None:
        """Create or lay out the widgets for `self.app.metrics` in the current language."""

    def enter(self) -> None:
        """Called when the scene becomes part of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def resume(self) -> None:
        """Called when the scene above this one was popped."""

    # input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Give the event to the widgets, topmost first; Escape goes back. True if used."""
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle_event(event):
                return True
        if self.keyboard_buttons and event.type == pygame.KEYDOWN and self._keyboard(event.key):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
            return True
        return False

    def escape(self) -> None:
        """Escape undoes the smallest thing first: a selection, then an open panel, then it
        goes back (the game screens open their menu)."""
        if not self.clear_selection() and not self.close_panel():
            self.on_back()

    def clear_selection(self) -> bool:
        """Drop what the player has selected; True if there was something."""
        return False

    def close_panel(self) -> bool:
        """Close an open panel or pop-up; True if one was open."""
        return False

    def _keyboard(self, key: int) -> bool:
        buttons = [w for w in self.widgets if isinstance(w, Button) and w.visible and w.enabled]
        if not buttons:
            return False
        current = next((i for i, b in enumerate(buttons) if b.hovered), None)
        if key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT):
            step = -1 if key in (pygame.K_UP, pygame.K_LEFT) else 1
            index = 0 if current is None else (current + step) % len(buttons)
            for i, button in enumerate(buttons):
                button.hovered = i == index
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and current is not None:
            buttons[current].click()
            return True
        return False

    def on_back(self) -> None:
        if len(self.app.manager.stack) > 1:
            self.app.manager.pop()

    # frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.animator.update(dt)
        hovered = None
        for widget in self.widgets:
            widget.update(dt)
            if widget.visible and widget.hovered:
                hovered = widget
        if hovered is not self._hover:
            self._hover, self._hover_time = hovered, 0.0
        else:
            self._hover_time += dt

    def draw_background(self, surface: pygame.Surface) -> None:
        if not self.overlay:
            surface.blit(self.app.background(), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
        for widget in self.widgets:  # open drop-downs go over everything else
            if widget.visible:
                widget.draw_popup(surface)

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """What a tooltip must not cover on this screen (an enlarged card, the prompt bar)."""
        return []

    def hover_tooltip(self) -> tuple[str, tuple[int, int]] | None:
        """The hovered widget's explanation, once the pointer has rested on it a moment."""
        widget = self._hover
        if widget is None or self._hover_time < self.tooltip_delay:
            return None
        text = widget.tooltip
        if getattr(widget, "enabled", True) is False and getattr(widget, "refusal", None):
            text = widget.refusal  # type: ignore[attr-defined]  # why it is dimmed, not what it does
        return (text, pointer()) if text else None


class SceneManager:
    """A stack of scenes: push, pop, replace, and overlays drawn over the scene below."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        scene.build()
        self.stack.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for `scene` (the one below is not resumed in between)."""
        if self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Empty the stack and start again from `scene` (used to go back to the menu)."""
        while self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def pop_to(self, scene_type: type[Scene]) -> Scene | None:
        """Pop until the top scene is of `scene_type` (or the stack has one scene left)."""
        while len(self.stack) > 1 and not isinstance(self.stack[-1], scene_type):
            self.pop()
        return self.top

    def rebuild(self) -> None:
        for scene in self.stack:
            scene.build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        if top is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and top.animator.busy:
            # a click during an animation completes it, then counts on the settled screen
            top.animator.finish()
            top = self.top
            if top is None:
                return True
        return top.handle_event(event)

    def update(self, dt: float) -> None:
        if self.top is not None:
            self.top.update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and what its overlays let through."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        return self.stack[max(0, start) :]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            grow_buttons(scene, surface.get_rect())  # before drawing: labels keep their size
            scene.draw(surface)
