"""Imperial Settlers solo taught: the coached Settlers table, whose attack phase (the virtual
player's two attacks, shown in their own scene) is coached as well: the coach points at the
scene's button, and the scene's words say which location each attack took and why."""

from __future__ import annotations

from typing import Any

from game.scenes.settlers.attack_report import AttackPhase
from game.scenes.settlers.attack_scene import SoloAttackScene
from game.scenes.tutorial.coached import Coached
from game.scenes.tutorial.settlers import TutorialTable
from game.tutorials import solo_attacks


class TutorialAttackScene(Coached, SoloAttackScene):
    """The attack phase over the coached table: read each page, then back to the table."""

    def __init__(self, table: TutorialTable, phase: AttackPhase, page: int) -> None:
        self.tutorial = table.tutorial
        self.match = table.match
        self.session = table.session
        super().__init__(table.app, phase, page=page, what_now=getattr(table, "what_now", None))

    def coach_points(self) -> list[tuple[int, int]]:
        button = self.next_button
        return [button.rect.center] if button is not None else []

    def points_for(self, command: Any) -> list[tuple[int, int]]:
        return self.coach_points()

    def body(self) -> str:
        """An attack's page says why in the coach's words: the rule that picked the location
        (`solo.targeting`), not the whole priority list."""
        report = self.report
        if report is None:
            return super().body()
        done = solo_attacks.attacks(self.match)
        mine = [a for a in done if a.card == report.card and a.round == self.phase.round]
        if not mine:
            return super().body()
        return solo_attacks.explain(mine[-1]) + "\n" + report.result()


class SoloTutorialTable(TutorialTable):
    def attack_scene(self, phase: AttackPhase, page: int) -> SoloAttackScene:
        return TutorialAttackScene(self, phase, page)
