"""A few short sounds synthesised at start (no audio files to ship): a click, a coin, a refusal.

`play(name)` never fails: without an audio device (CI, the dummy driver) it does nothing.
The volume follows the settings through `set_volume`.
"""

from __future__ import annotations

import math
import struct

import pygame

RATE = 22050
_sounds: dict[str, pygame.mixer.Sound] = {}
_state = {"volume": 0.7, "ready": False, "failed": False}


def _tone(parts: list[tuple[float, float]], duration: float, decay: float, rate: int) -> bytes:
    """Mono 16-bit samples: a sum of (frequency, weight) sines under an exponential decay."""
    count = int(rate * duration)
    frames = bytearray()
    for i in range(count):
        t = i / rate
        value = sum(w * math.sin(2 * math.pi * f * t) for f, w in parts) * math.exp(-decay * t)
        frames += struct.pack("<h", int(max(-1.0, min(1.0, value)) * 12000))
    return bytes(frames)


RECIPES: dict[str, tuple[list[tuple[float, float]], float, float]] = {
    "click": ([(1400.0, 0.6), (2800.0, 0.2)], 0.035, 90.0),
    "coin": ([(1568.0, 0.5), (2093.0, 0.4)], 0.16, 22.0),
    "refuse": ([(196.0, 0.7), (233.0, 0.3)], 0.12, 18.0),
    "place": ([(520.0, 0.6), (780.0, 0.2)], 0.07, 45.0),
}


def _ready() -> bool:
    if _state["ready"]:
        return True
    if _state["failed"]:
        return False
    try:
        if pygame.mixer.get_init() is None:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
        init = pygame.mixer.get_init()
        if init is None:  # a mixer that would not start: the game goes on silent
            _state["failed"] = True
            return False
        rate, _size, channels = init
        for name, (parts, duration, decay) in RECIPES.items():
            samples = _tone(parts, duration, decay, rate)
            if channels > 1:  # the device insisted on stereo (or more): copy each frame
                samples = b"".join(samples[i : i + 2] * channels for i in range(0, len(samples), 2))
            _sounds[name] = pygame.mixer.Sound(buffer=samples)
        _state["ready"] = True
    except (pygame.error, NotImplementedError, ValueError):
        _state["failed"] = True
    return bool(_state["ready"])


def set_volume(volume: float) -> None:
    _state["volume"] = max(0.0, min(1.0, volume))


def play(name: str) -> None:
    """Play one of RECIPES at the settings' volume, if there is a sound device."""
    if _state["volume"] <= 0 or not _ready():
        return
    sound = _sounds.get(name)
    if sound is not None:
        sound.set_volume(float(_state["volume"]))
        sound.play()
