"""What the solo virtual player's attacks did in one step, and why: read from the step's events
replayed over the state before it, with the rules' own target search (`solo.find_targets`).

The attack scene shows these reports; they are plain data, so the table keeps the round's
reports for a second look and a log can print their sentences.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.i18n import _, ngettext
from game.rules.settlers import events as ev
from game.rules.settlers import solo
from game.rules.settlers.catalog import info, runtime
from game.scenes.settlers import texts

HUMAN = solo.HUMAN


@dataclass
class AttackReport:
    """One attack: the card revealed, the line it joined (newest first), the locations the
    search looked at and the one it hit (if any)."""

    card: str
    line: list[str]
    candidates: list[str]  # your common (or Japanese faction) locations showing Target 1
    pair: tuple[str, str] | None  # the two attack cards that matched
    hit: str = ""  # the location lost to the collection pile
    tied: list[str] = field(default_factory=list)  # equal by priority: the player chose
    protected: bool = False  # the hit location carried a defence token or a samurai
    faction_rule: bool = False  # the Japanese rule picked a faction location
    collection: int = 0  # the collection pile after this attack

    @property
    def target(self) -> str:
        return runtime().attacks.get(self.card, "")

    def why(self) -> str:
        """The reason for the result, in a sentence or two."""
        good = texts.good_name(self.target)
        if self.pair is None:
            if not self.candidates:
                return _(
                    "None of your common locations shows {good} in its raze field: no loss."
                ).format(good=good)
            return ngettext(
                "{n} of your locations shows {good} in its raze field. To be hit, its second "
                "raze good must also be the target of another card in the attack line, and it "
                "is not: no loss.",
                "{n} of your locations show {good} in their raze field. To be hit, a "
                "location's second raze good must also be the target of another card in the "
                "attack line, and none is: no loss.",
                len(self.candidates),
            ).format(n=len(self.candidates), good=good)
        depth = self.line.index(self.pair[1]) + 1 if self.pair[1] in self.line else 2
        other = texts.good_name(runtime().attacks.get(self.pair[1], ""))
        if self.faction_rule:
            text = _(
                "Target 1 is a victory point and another attack card shows one: the attack "
                "hits a Japanese faction location (deal field first, then type and cost)."
            )
        else:
            text = _("Target 1 ({good}) and target {k} ({other}) are both in the raze field.")
            text = text.format(good=good, k=depth, other=other)
        if len(self.tied) > 1:
            text += " " + _("Several were equal by priority: you chose.")
        elif self.hit:
            text += " " + _("Priority: action, then feature, then production; then cost.")
        return text

    def result(self) -> str:
        if not self.hit:
            return _("Nothing is lost.")
        text = _("{card} goes to the collection pile ({n} cards).").format(
            card=texts.card_name(self.hit), n=self.collection
        )
        if self.protected:
            text += " " + _("Defence tokens and samurai do not protect against this attack.")
        return text

    def summary(self) -> str:
        """One line for a log."""
        good = texts.good_name(self.target)
        if self.hit:
            return _("Attack on {good}: {card} is lost").format(
                good=good, card=texts.card_name(self.hit)
            )
        return _("Attack on {good}: no loss").format(good=good)


@dataclass
class AttackPhase:
    """The reports of one step, and the virtual player's locations that went to its pile."""

    round: int
    collected: list[str] = field(default_factory=list)
    attacks: list[AttackReport] = field(default_factory=list)
    choosing: bool = False  # stopped for the player to choose among equal targets

    @property
    def empty(self) -> bool:
        return not self.collected and not self.attacks


def read_attacks(rules: Any, before: Any, events: list[Any]) -> AttackPhase:
    """Replay `events` over a copy of `before` and explain each attack among them."""
    s = rules.clone(before)
    phase = AttackPhase(round=max(1, s.round))
    current: AttackReport | None = None
    if s.choices and s.choices[0].kind == "attack_target":
        # the player chose among equal targets: this step finishes the attack that asked
        choice = s.choices[0]
        first, _sep, other = choice.data.partition(",")
        current = AttackReport(
            card=first,
            line=list(s.attack_line),
            candidates=_candidates(s),
            pair=(first, other),
            tied=list(choice.options),
            faction_rule=bool(choice.options) and info(choice.options[0]).faction,
        )
        phase.attacks.append(current)
    for event in events:
        if isinstance(event, ev.LocationLost) and event.to == "collection":
            if event.owner != HUMAN:
                phase.collected.append(event.card)
            elif current is not None:
                loc = s.players[HUMAN].location(event.card)
                current.hit = event.card
                current.protected = bool(loc is not None and (loc.defence or loc.samurai))
        s = rules.evolve(s, event)
        if isinstance(event, ev.AttackRevealed):
            targets, pair = solo.find_targets(s)
            report = AttackReport(
                card=event.card,
                line=list(s.attack_line),
                candidates=_candidates(s),
                pair=pair,
                tied=list(targets) if len(targets) > 1 else [],
                faction_rule=bool(targets) and info(targets[0]).faction,
            )
            phase.attacks.append(report)
            current = report
        elif isinstance(event, ev.ChoiceOffered) and event.kind == "attack_target":
            phase.choosing = True
        if current is not None:
            current.collection = len(s.collection)
    return phase


def _candidates(s: Any) -> list[str]:
    """Your common locations whose raze field shows Target 1."""
    if not s.attack_line:
        return []
    first = runtime().attacks[s.attack_line[0]]
    return [
        loc.card
        for loc in s.players[HUMAN].locations
        if not info(loc.card).faction and first in info(loc.card).raze_list
    ]
