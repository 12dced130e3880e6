"""What the Settlers solo coach says about the virtual player's attacks and the final count
(no pygame): each attack's target search is the rules' own (`solo.targeting`), read on the
state at the moment the attack card was revealed, which the match's events rebuild.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import i18n
from game.engine.match import Match
from game.engine.messages import N_
from game.gamelog.settlers import GOODS
from game.rules.settlers import events as ev
from game.rules.settlers import solo
from game.rules.settlers.catalog import info


@dataclass(frozen=True)
class Attack:
    """One attack of the virtual player: its search, and the location it took (if any)."""

    round: int
    card: str  # the attack card revealed
    found: solo.Targeting
    hit: str = ""
    defended: bool = False  # the location hit carried a defence token


# Why the location hit was the one: the rule `solo.Targeting.decided_by` names.
WHY: dict[str, str] = {
    "only": N_(
        "The targets are {goods}: only your {card} shows them in its raze field, so the "
        "virtual player takes it."
    ),
    "type": N_(
        "The targets are {goods}: several of your locations show them, and action locations "
        "go first, then features, then production, so it takes your {card}."
    ),
    "cost": N_(
        "The targets are {goods}: several of your locations of one type show them, and the "
        "one that cost most to build goes first: your {card}."
    ),
    "stone": N_(
        "The targets are {goods}: several of your locations show them at the same cost, and "
        "the one with more stone in its cost goes first: your {card}."
    ),
    "tie": N_(
        "The targets are {goods}: several of your locations are equal by every rule, and you "
        "chose your {card}."
    ),
    "japanese": N_(
        "Both targets are victory points: against the Japanese, the attack takes a faction "
        "location, your {card}."
    ),
}
MISSED: dict[str, str] = {
    "no_match": N_(
        "The attack shows {first}: none of your common locations has it in its raze field, "
        "so nothing is lost."
    ),
    "no_pair": N_(
        "The attack shows {first}: your locations that have it lack a second target of the "
        "line, so nothing is lost."
    ),
}
TWO_GOODS = N_("{first} and {other}")
DEFENDED = N_("Its defence token did not help: defence never stops the virtual player.")


def good_name(good: str) -> str:
    phrase = GOODS.get(good)
    return i18n._(phrase.msgid) if phrase is not None else good


def card_name(card: str) -> str:
    try:
        return i18n.translate(info(card).card.name)
    except KeyError:
        return card


def attacks(match: Match) -> list[Attack]:
    """Every attack of the match so far, in order, rebuilt from its events."""
    cached = _CACHE.get(id(match))
    if cached is not None and cached[0] == len(match.steps) and cached[1] is match:
        return cached[2]
    rules: Any = match.rules
    state = rules.initial_state()
    out: list[Attack] = []
    current: solo.Targeting | None = None
    for step in match.steps:
        for event in step.events:
            if (
                isinstance(event, ev.LocationLost)
                and event.owner == solo.HUMAN
                and event.to == "collection"
                and current is not None
            ):
                loc = state.players[solo.HUMAN].location(event.card)
                defended = bool(loc is not None and loc.defence)
                last = out[-1]
                out[-1] = Attack(last.round, last.card, current, event.card, defended)
            state = rules.evolve(state, event)
            if isinstance(event, ev.AttackRevealed) and state.phase == "attack":
                current = solo.targeting(state)
                out.append(Attack(state.round, event.card, current))
    _CACHE.clear()  # one match is played at a time: keep only the latest answer
    _CACHE[id(match)] = (len(match.steps), match, out)
    return out


_CACHE: dict[int, tuple[int, Match, list[Attack]]] = {}


def explain(attack: Attack) -> str:
    """One attack in a sentence or two: the target goods, the location hit and why."""
    found = attack.found
    first = good_name(found.first)
    if not attack.hit:
        return i18n._(MISSED.get(found.decided_by, MISSED["no_pair"])).format(first=first)
    goods = i18n._(TWO_GOODS).format(first=first, other=good_name(found.other))
    text = i18n._(WHY.get(found.decided_by, WHY["only"])).format(
        card=card_name(attack.hit), goods=goods
    )
    if attack.defended:
        text += " " + i18n._(DEFENDED)
    return text


def latest_phase(match: Match) -> str:
    """The last attack phase explained: the locations it took, or why it took none."""
    done = attacks(match)
    if not done:
        return ""
    last_round = done[-1].round
    phase = [a for a in done if a.round == last_round]
    # the location lost matters; a miss is said only when nothing was lost (the attack
    # scene has shown every attack page by page)
    return " ".join(explain(a) for a in [a for a in phase if a.hit] or phase[-1:])


def params(match: Match, command: Any) -> dict[str, Any]:
    """What a Settlers solo text may name besides the common ones: `{card}` (the card of the
    expected command), `{attack}` (the last attack phase explained), `{built}`,
    `{collected}`, `{score}` (the solo count)."""
    out: dict[str, Any] = {"attack": latest_phase(match), **final_count(match)}
    for key in ("card", "location"):
        card = getattr(command, key, None)
        if isinstance(card, str) and card:
            out[key] = card_name(card)
    return out


def final_count(match: Match) -> dict[str, Any]:
    """The solo result's numbers: your faction locations, the collection pile, your score."""
    result = match.rules.report(match.state).get("solo", {})
    return {
        "built": result.get("faction_locations", 0),
        "collected": result.get("collection", 0),
        "score": result.get("score") or 0,
    }
