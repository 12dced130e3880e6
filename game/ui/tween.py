"""Eased animations on pytweening, scaled by the animation-speed setting.

An `Animator` runs tweens; `finish()` jumps every running tween to its end (what a click during
an animation does). With the speed "instant" (factor 0) a tween ends the moment it starts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pytweening

Easing = Callable[[float], float]

EASINGS: dict[str, Easing] = {
    "linear": pytweening.linear,
    "out": pytweening.easeOutQuad,
    "in-out": pytweening.easeInOutQuad,
    "out-back": pytweening.easeOutBack,
    "out-cubic": pytweening.easeOutCubic,
}


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t))


@dataclass
class Tween:
    """Calls `on_update(eased progress 0..1)` each frame for `duration` seconds."""

    duration: float
    on_update: Callable[[float], None]
    ease: Easing = pytweening.easeOutQuad
    on_done: Callable[[], None] | None = None
    delay: float = 0.0
    elapsed: float = 0.0
    done: bool = False

    def advance(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return
        if self.duration <= 0 or t >= self.duration:
            self.finish()
            return
        self.on_update(self.ease(t / self.duration))

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        self.on_update(1.0)
        if self.on_done is not None:
            self.on_done()


@dataclass
class Animator:
    """The running tweens of a scene. `speed` multiplies durations (0 = instant)."""

    speed: float = 1.0
    tweens: list[Tween] = field(default_factory=list)

    def add(
        self,
        duration: float,
        on_update: Callable[[float], None],
        *,
        ease: str | Easing = "out",
        on_done: Callable[[], None] | None = None,
        delay: float = 0.0,
    ) -> Tween:
        easing = EASINGS[ease] if isinstance(ease, str) else ease
        tween = Tween(duration * self.speed, on_update, easing, on_done, delay * self.speed)
        self.tweens.append(tween)
        if self.speed <= 0:
            tween.finish()
            self.tweens.remove(tween)
        return tween

    @property
    def busy(self) -> bool:
        return any(not t.done for t in self.tweens)

    def update(self, dt: float) -> None:
        for tween in list(self.tweens):
            tween.advance(dt)
        self.tweens = [t for t in self.tweens if not t.done]

    def finish(self) -> None:
        """Jump every animation to its end; tweens started by `on_done` run to their end too."""
        for _ in range(100):  # chained tweens: bounded so a tween that restarts itself cannot hang
            running = [t for t in self.tweens if not t.done]
            if not running:
                break
            for tween in running:
                tween.finish()
        self.tweens = [t for t in self.tweens if not t.done]
