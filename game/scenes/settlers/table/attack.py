"""What the rules did between two decisions, read from each step for the player: the solo
virtual player's attacks (shown in their own scene, kept for a second look) and what each
player's production gave."""

from __future__ import annotations

from game.engine.match import Step
from game.i18n import _
from game.rules.settlers import events as ev
from game.scenes.settlers import texts
from game.scenes.settlers.attack_report import AttackPhase, read_attacks
from game.scenes.settlers.attack_scene import SoloAttackScene


class AttackMixin:
    """The solo attacks and the production summary (mixed into `TableScene`)."""

    def read_step(self, step: Step) -> bool:
        """Read `step`; True when it held a production (its summary is then new)."""
        if self.session.solo:
            phase = read_attacks(self.rules, self.before, list(step.events))
            if not phase.empty:
                if self.attack_phases and self.attack_phases[-1].round != phase.round:
                    self.attack_phases = []  # a new round: the old attacks are in the log
                self.attack_phases.append(phase)
                self.attack_waiting = phase
        produced = production_summary(step)
        if produced:
            self.production = produced
        return bool(produced)

    def production_banner(self) -> str:
        parts = [
            _("{name}: {goods}").format(name=self.seat_name(seat), goods=line)
            for seat, line in sorted(self.production.items())
        ]
        # players apart by ";": the banner already joins its sentences with "·"
        return _("Production — {players}").format(players="; ".join(parts))

    def show_attacks(self, phase: AttackPhase | None = None) -> None:
        """The attack scene for `phase`, or for all of this round's attacks again."""
        if phase is None:
            if not self.attack_phases:
                return
            phase = AttackPhase(self.attack_phases[-1].round)
            for part in self.attack_phases:
                phase.collected.extend(part.collected)
                phase.attacks.extend(part.attacks)
        page, self.attack_page = self.attack_page, 0
        self.app.manager.push(self.attack_scene(phase, page))

    def attack_scene(self, phase: AttackPhase, page: int) -> SoloAttackScene:
        """The scene that shows `phase` (a coached table shows a coached one)."""
        what_now = getattr(self, "what_now", None)
        return SoloAttackScene(self.app, phase, page=page, what_now=what_now)


def production_summary(step: Step) -> dict[int, str]:
    """Each player's gains in the production phase of `step` ("wood +3, food +2, card +1")."""
    gains: dict[int, dict[str, int]] = {}
    producing = False
    for event in step.events:
        if isinstance(event, ev.PhaseStarted):
            producing = event.phase == "production"
            continue
        if not producing:
            continue
        if isinstance(event, ev.GoodsChanged):
            mine = gains.setdefault(event.player, {})
            for good, n in event.delta:
                if n > 0:
                    mine[good] = mine.get(good, 0) + n
        elif isinstance(event, ev.Scored) and event.vp > 0:
            mine = gains.setdefault(event.player, {})
            mine["vp"] = mine.get("vp", 0) + event.vp
    return {seat: goods_line(goods) for seat, goods in gains.items()}


def goods_line(goods: dict[str, int]) -> str:
    if not goods:
        return _("nothing")
    parts = []
    for good, n in goods.items():
        parts.append(_("{good} +{n}").format(n=n, good=texts.good_name(good)))
    return ", ".join(parts)
