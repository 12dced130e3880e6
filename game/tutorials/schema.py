"""A tutorial as data: one JSON file per tutorial in `assets/tutorials/`, validated here.

A tutorial is a real game of the real rules on a fixed seed (so it unfolds the same way every
time) plus the steps the player is coached through: at each, the command expected (as a save
records it, without the player), the coach's message id (English source text, translated in
`locale/<lang>/LC_MESSAGES/tutorials.po`) and what glows (by default the things the rules'
`target_of` names for the command). After the scripted steps the game goes on freely; the
coach then comments on the first event of each listed kind.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from game import paths
from game.engine.codec import Codec
from game.rules.registry import rules_class

TUTORIAL_IDS: tuple[str, ...] = ("eight-minute", "legends")
TUTORIAL_IDS += ("settlers",)
TUTORIAL_IDS += ("settlers-solo",)


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Step(Strict):
    """One coached decision of the player."""

    command: dict[str, Any]  # a save's command record, `player` left out (it is `you`)
    say: str = ""  # the coach's message id; empty: the previous step's text still holds
    kinds: tuple[str, ...] = ()  # the kinds of decision this step teaches (checked by a test)
    # what glows, when not the command's own things: e.g. [["button", "done"]]
    highlight: tuple[tuple[str | int, ...], ...] | None = None


class Comment(Strict):
    """What the coach says, in the free part, the first time an event of `event` happens."""

    event: str  # an event class name of the game's rules, or "game_over"
    say: str
    by: Literal["anyone", "you", "opponent"] = "anyone"  # whose decision caused the event
    kinds: tuple[str, ...] = ()


class NotPossible(Strict):
    """A kind of decision this tutorial's seed cannot show in its scripted steps, and why."""

    kind: str
    why: str


class Tutorial(Strict):
    id: str
    game: Literal["eight-minute", "legends", "settlers"]
    title: str  # message id
    seed: int = Field(ge=0)
    options: dict[str, Any]
    you: int = Field(0, ge=0)
    opponent: str = "easy"  # the level of every other seat
    intro: str  # message id: said before the first step
    goal: str  # message id: the game's goal, in one short line, kept in the bar while coached
    steps: tuple[Step, ...]
    free: str  # message id: said once the scripted steps are done
    comments: tuple[Comment, ...] = ()
    not_possible: tuple[NotPossible, ...] = ()

    def rules(self) -> Any:
        return rules_for(self.game, self.options)

    def command(self, index: int) -> Any:
        """The command expected at step `index`."""
        data = {**self.steps[index].command, "player": self.you}
        return command_codec(self.game).decode(data)

    def message_ids(self) -> list[str]:
        """Every coach text of the tutorial (for the translation test)."""
        out = [self.title, self.intro, self.goal, self.free]
        out += [s.say for s in self.steps if s.say]
        out += [c.say for c in self.comments]
        out += [n.why for n in self.not_possible]
        return out


def rules_for(game: str, options: dict[str, Any]) -> Any:
    return rules_class(game).from_options(options)


@cache
def command_codec(game: str) -> Codec:
    return Codec(rules_class(game).command_types)


@cache
def load(tutorial_id: str) -> Tutorial:
    """The tutorial `tutorial_id` as its data file says (validated)."""
    path = paths.tutorials() / f"{tutorial_id}.json"
    with path.open(encoding="utf-8") as f:
        return Tutorial.model_validate(json.load(f))


def all_tutorials() -> list[Tutorial]:
    return [load(t) for t in TUTORIAL_IDS]
