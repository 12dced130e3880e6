"""What the coach says and asks for, where a tutorial's match stands (no pygame).

The scripted part: the step's text (a step without one keeps the previous step's), filled in
with the expected command's regions and price. The free part: the tutorial's `free` text, then
a comment the first time an event of a listed kind happens after the scripted part.
"""

from __future__ import annotations

from typing import Any

from game import i18n
from game.engine.match import Match
from game.rules.area_control.cardrow import ROW_PRICES
from game.tutorials import solo_attacks, walk
from game.tutorials.schema import Tutorial


def params(tutorial: Tutorial, match: Match, command: Any) -> dict[str, Any]:
    """What a step's text may name: `{region}`, `{source}`, `{target}` (region labels) and
    `{cost}` (a card's price)."""
    rules: Any = match.rules
    out: dict[str, Any] = {}
    board = getattr(rules, "board", None)
    for key in ("region", "source", "target"):
        rid = getattr(command, key, None)
        if isinstance(rid, str):
            region = board.regions.get(rid) if board is not None else None
            out[key] = (region.name or rid) if region is not None else rid
    slot = getattr(command, "slot", None)
    prices = getattr(rules, "prices", ROW_PRICES)  # Legends' row has the printed prices
    if isinstance(slot, int) and prices is not None and 0 <= slot < len(prices):
        out["cost"] = prices[slot]
    if tutorial.game == "settlers":
        out |= _settlers_cards(command)
    if getattr(match.state, "solo", False):
        out.update(solo_attacks.params(match, command))
    return out


def _settlers_cards(command: Any) -> dict[str, str]:
    """`{card}` and `{discard}`: the Settlers cards a command names, in the player's language."""
    from game.rules.settlers.catalog import info  # lazy: only a Settlers tutorial names cards

    out: dict[str, str] = {}
    for key in ("card", "discard"):
        card = getattr(command, key, "")
        if isinstance(card, str) and card:
            try:
                out[key] = i18n.translate(info(card).card.name)
            except KeyError:
                out[key] = card
    return out


def step_text(tutorial: Tutorial, match: Match, index: int) -> str:
    """The text of step `index` in the player's language: its own, or the last one before."""
    for i in range(min(index, len(tutorial.steps) - 1), -1, -1):
        say = tutorial.steps[i].say
        if say:
            values = params(tutorial, match, tutorial.command(index))
            try:
                return i18n._(say).format(**values)
            except (KeyError, IndexError):
                return i18n._(say)
    return i18n._(tutorial.intro)


def first_events(tutorial: Tutorial, match: Match) -> dict[str, int]:
    """For each commented event kind, the step at which it first happened after the scripted
    part (worked out from the match, so a resumed tutorial remembers what was said)."""
    wanted = {c.event for c in tutorial.comments}
    out: dict[str, int] = {}
    mine = 0
    by = {c.event: c.by for c in tutorial.comments}
    for number, step in enumerate(match.steps):
        yours = step.command is not None and step.actor == tutorial.you
        mine += yours
        if mine < len(tutorial.steps) or (yours and mine == len(tutorial.steps)):
            continue  # the scripted part, its last step included, is the coach's own
        for event in step.events:
            name = type(event).__name__
            if name in wanted and name not in out and by[name] in ("anyone", _whose(yours)):
                out[name] = number
    if match.is_over and "game_over" in wanted:
        out["game_over"] = len(match.steps) - 1
    return out


def _whose(yours: bool) -> str:
    return "you" if yours else "opponent"


def latest_comment(tutorial: Tutorial, match: Match) -> tuple[str, int] | None:
    """The comment said last, with the step it was said at."""
    firsts = first_events(tutorial, match)
    best: tuple[str, int] | None = None
    for comment in tutorial.comments:
        at = firsts.get(comment.event)
        if at is not None and (best is None or at >= best[1]):
            best = (comment.say, at)
    return best


def comment_text(tutorial: Tutorial, event: str) -> str | None:
    for comment in tutorial.comments:
        if comment.event == event:
            return i18n._(comment.say)
    return None


def text(tutorial: Tutorial, match: Match) -> str:
    """What the coach says now."""
    index = walk.step_index(tutorial, match)
    if index < len(tutorial.steps):
        if index == 0 and walk.expected(tutorial, match) is None:
            return i18n._(tutorial.intro)
        return step_text(tutorial, match, index)
    if index == len(tutorial.steps) and not match.is_over:
        # the free part's own words first: an opponent's reply to the last scripted step
        # would otherwise cover them before they are read (its comment follows)
        return i18n._(tutorial.free)
    # a comment stays until the player has made a few more decisions: the free game is theirs
    latest = latest_comment(tutorial, match)
    if latest is not None:
        if match.is_over or _mine_since(tutorial, match, latest[1]) < LINGER:
            return _filled(tutorial, match, latest[0])
        return ""
    if index - len(tutorial.steps) < LINGER:
        return i18n._(tutorial.free)
    return ""


LINGER = 3  # the player's decisions a free-part text stays for


def _filled(tutorial: Tutorial, match: Match, say: str) -> str:
    """A free-part comment in the player's language, with what it names filled in."""
    try:
        return i18n._(say).format(**params(tutorial, match, None))
    except (KeyError, IndexError):
        return i18n._(say)


def _mine_since(tutorial: Tutorial, match: Match, at: int) -> int:
    return sum(
        1 for s in match.steps[at + 1 :] if s.command is not None and s.actor == tutorial.you
    )
