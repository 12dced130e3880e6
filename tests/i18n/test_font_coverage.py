"""The bundled fonts have a glyph for every character the catalogues and the rules use."""

from __future__ import annotations

import pygame
import pytest

from game import paths
from game.i18n import LANGUAGES
from game.ui import fonts
from tests.i18n.test_catalogues import catalogues


def _characters() -> dict[str, str]:
    """character -> where it was first seen."""
    seen: dict[str, str] = {}
    for lang in LANGUAGES:
        for path, catalog in catalogues(lang):
            for message in catalog:
                strings = (
                    message.string
                    if isinstance(message.string, tuple | list)
                    else (message.string,)
                )
                for text in strings:
                    for ch in text or "":
                        seen.setdefault(ch, f"{path.name} ({lang}): {text[:40]!r}")
    for md in sorted((paths.assets() / "rules").glob("*.md")):
        for ch in md.read_text(encoding="utf-8"):
            seen.setdefault(ch, md.name)
    return {ch: where for ch, where in seen.items() if ch.isprintable() and not ch.isspace()}


@pytest.mark.parametrize("face", [fonts.REGULAR, fonts.BOLD, fonts.TITLE])
def test_font_has_every_glyph(face: str) -> None:
    pygame.font.init()
    font = pygame.font.Font(fonts.font_path(face), 20)
    chars = _characters()
    assert len(chars) > 60  # Latin and Cyrillic letters at least
    missing = {ch: where for ch, where in chars.items() if font.metrics(ch)[0] is None}
    assert not missing, f"{face} lacks: " + ", ".join(f"{ch!r} in {w}" for ch, w in missing.items())


def test_font_licence_is_bundled() -> None:
    text = (paths.assets() / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL Open Font License" in text or "Open Font License" in text
