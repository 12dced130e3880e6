"""Every tutorial walked through the engine: each expected command is legal when the player
is asked, and every kind of decision its game has occurs in the scripted steps (or the data
says why its seed cannot show it)."""

from __future__ import annotations

import re

import pytest

from game import i18n
from game.ai.driver import bot_command
from game.ai.registry import make_bot
from game.tutorials import coach
from game.tutorials.kinds import GAME_KINDS, kinds_key
from game.tutorials.schema import TUTORIAL_IDS, Step, Tutorial, load
from game.tutorials.walk import new_match, walk
from tests.i18n.test_catalogues import merged

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
# a command of each game that is never legal at a tutorial's second step
NOT_NOW = {"settlers": {"type": "EndTurn"}}


@pytest.mark.parametrize("tutorial_id", TUTORIAL_IDS)
def test_every_step_is_legal_and_every_kind_occurs(tutorial_id: str) -> None:
    tutorial = load(tutorial_id)
    walked = list(walk(tutorial))
    assert [w.index for w in walked] == list(range(len(tutorial.steps)))
    refused = [(w.index, w.command) for w in walked if not w.legal]
    assert not refused, f"steps not legal where they stand: {refused}"
    met = set().union(*(w.kinds for w in walked))
    met |= {k for c in tutorial.comments for k in c.kinds}
    excused = {n.kind for n in tutorial.not_possible}
    missing = set(GAME_KINDS[kinds_key(tutorial.game, tutorial.options)]) - met - excused
    assert not missing, f"{tutorial_id} never teaches {sorted(missing)}"
    # a step says what it teaches: the kinds it claims are the ones the rules see in it
    for w, step in zip(walked, tutorial.steps, strict=True):
        assert set(step.kinds) <= w.kinds, (w.index, step.kinds, w.kinds)


@pytest.mark.parametrize("tutorial_id", TUTORIAL_IDS)
def test_a_step_the_rules_refuse_is_caught(tutorial_id: str) -> None:
    """A rules change that breaks a step stops the walk there, marked not legal."""
    tutorial = load(tutorial_id)
    steps = list(tutorial.steps)
    bad = 1
    # a command the rules refuse there: the game's own, else the last step's (not legal yet)
    steps[bad] = Step(command=NOT_NOW.get(tutorial.game, steps[-1].command))
    broken = tutorial.model_copy(update={"steps": tuple(steps)})
    walked = list(walk(broken))
    assert walked[-1].index == bad and not walked[-1].legal


@pytest.mark.parametrize("tutorial_id", TUTORIAL_IDS)
@pytest.mark.parametrize("lang", ["en", "fr", "es", "ru"])
def test_every_coach_text_is_translated(tutorial_id: str, lang: str) -> None:
    catalogue = merged(lang)
    for msgid in load(tutorial_id).message_ids():
        assert msgid in catalogue, f"{lang} lacks {msgid!r}"
        text = catalogue[msgid][0]
        assert text, f"{lang}: empty translation of {msgid!r}"
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(msgid)), msgid


def test_the_coach_follows_the_match() -> None:
    """The coach's words come from the step reached; a step without words keeps the last."""
    i18n.set_language("en")  # other tests may leave another language set
    tutorial: Tutorial = load("eight-minute")
    match = new_match(tutorial)
    assert "Place one in the glowing region 3" in coach.text(tutorial, match)
    for w in walk(tutorial, match):
        if w.index == 7:
            break
    assert "destroy the neutral army in region 20" in coach.text(tutorial, match)


def test_the_free_part_is_announced_before_any_comment() -> None:
    """Right after the last scripted step the coach says the free part's words, even when
    the opponent's reply is a commented event (Legends: the Easy computer builds a city); the
    comment comes with the player's next decision."""
    tutorial: Tutorial = load("legends")
    match = new_match(tutorial)
    for _w in walk(tutorial, match):
        pass  # the last scripted step is played too
    bot = make_bot(tutorial.opponent, match.rules)
    while match.pending is not None and match.pending.players != (tutorial.you,):
        match.submit(bot_command(bot, match, match.pending.players[0]))
    assert "CityBuilt" in coach.first_events(tutorial, match)
    assert coach.text(tutorial, match) == i18n._(tutorial.free)
    match.submit(match.legal_commands(tutorial.you)[0])
    assert coach.text(tutorial, match) == i18n._(coach.latest_comment(tutorial, match)[0])
