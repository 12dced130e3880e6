"""The solo attack screen shows each attack card's text (its good and what its place in the
line looks for), readable at the smallest and a wide window, at 100 and 150 % text, in English
and Russian; a long line keeps every card's text in sight too."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.settlers.catalog import runtime
from game.scenes.settlers import texts
from game.scenes.settlers.attack_scene import SoloAttackScene
from game.screenshot import _show
from game.ui import layout_check


def _labels(recorder: layout_check.Recorder) -> list[layout_check.Drawn]:
    return [d for d in recorder.drawn if d.kind == "label"]


@pytest.mark.parametrize(
    ("size", "scale", "lang"),
    [
        ((960, 600), 1.0, "en"),
        ((960, 600), 1.5, "ru"),
        ((1280, 720), 1.5, "en"),
        ((1280, 720), 1.0, "ru"),
    ],
)
def test_every_attack_card_names_its_good_and_rule(
    size: tuple[int, int], scale: float, lang: str
) -> None:
    try:
        with layout_check.recording() as recorder:
            app = _show("settlers-solo-attack", lang, size, scale)
            scene = app.manager.top
            assert isinstance(scene, SoloAttackScene)
            report = scene.report
            assert report is not None and len(report.line) >= 2
            labels = _labels(recorder)
            placed = scene.line_rects(report.line, *scene.line_room())
            rects = [r for _c, r in placed]
            for i, a in enumerate(rects):  # apart: each card's rectangle holds its own text
                assert all(not a.colliderect(b) for b in rects[i + 1 :])
            for card, rect in placed:
                good = texts.good_name(runtime().attacks[card]).replace(" ", "").lower()
                inside = [d for d in labels if rect.contains(d.rect)]
                said = "".join(d.name for d in inside).replace("-", "").replace(" ", "")
                assert good in said.lower(), (card, [d.name for d in inside])
                assert len(inside) >= 2, f"{card}: a good but no rule"  # the rule under it
            assert not recorder.problems, recorder.problems
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_attack_line_keeps_its_cards_apart_and_readable(lang: str) -> None:
    try:
        with layout_check.recording() as recorder:
            app = _show("settlers-solo-attack", lang, (960, 600), 1.5)
            scene = app.manager.top
            assert isinstance(scene, SoloAttackScene)
            report = scene.report
            assert report is not None
            report.line = list(runtime().attack_ids[:12])
            app.step(1 / 60, events=[])
            rects = [r for _c, r in scene.line_rects(report.line, *scene.line_room())]
            for i, a in enumerate(rects):
                assert all(not a.colliderect(b) for b in rects[i + 1 :])
            labels = _labels(recorder)
            for card, rect in zip(report.line, rects, strict=True):
                good = texts.good_name(runtime().attacks[card]).replace(" ", "").lower()
                said = "".join(d.name for d in labels if rect.contains(d.rect))
                assert good in said.replace("-", "").replace(" ", "").lower(), card
            assert not recorder.problems, recorder.problems
    finally:
        i18n.set_language("en")
