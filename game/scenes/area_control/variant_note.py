"""The words under a New game screen's variants: what the variant under the pointer changes.
It keeps the last one pointed at, so the text stays while the player reads it."""

from __future__ import annotations

from collections.abc import Mapping

from game.ui.widgets import Label, Widget


class VariantNote:
    def __init__(self, label: Label, texts: Mapping[str, str], default: str) -> None:
        self.label = label
        self.texts = dict(texts)
        self.shown: str | None = None
        label.text = default

    def follow(self, controls: Mapping[str, Widget]) -> None:
        """Show the text of the variant whose control is under the pointer, if any."""
        for key in self.texts:
            control = controls.get(key)
            if control is not None and control.visible and control.hovered:
                self.show(key)
                return

    def show(self, key: str) -> None:
        if key in self.texts and key != self.shown:
            self.shown = key
            self.label.text = self.texts[key]
