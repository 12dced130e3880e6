"""What a click will do, said before it is made: the hover sentence of a legal target, and
whether the command could be taken back afterwards (otherwise the table asks first).

`intent` adds the consequences the short command label leaves out (what a raze gives, what a
deal gives each round, what a token costs an opponent). `sticks` asks the match
(`Match.could_undo`): a command sticks when the events it makes include a barrier (something
drawn or revealed) or leave the turn to someone else.
"""

from __future__ import annotations

from typing import Any

from game.engine.match import Match
from game.i18n import _, ngettext
from game.rules.settlers import commands as cmd
from game.rules.settlers.actions import raze_cost
from game.rules.settlers.catalog import info
from game.scenes.settlers.texts import describe, goods_words

# commands whose outcome is what the player asked for, drawn cards included: never asked twice
FORESEEN = (cmd.Pick, cmd.Draw, cmd.Choose, cmd.EndTurn, cmd.Skip, cmd.Pass)


def _goods(goods: dict[str, int] | None) -> str:
    return goods_words(tuple(g for g, n in (goods or {}).items() for _ in range(n)))


def intent(command: Any, names: list[str], state: Any) -> str:
    """The command in words, with what it gives and what it costs."""

    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else _("Virtual player")

    text = describe(command, names)
    if isinstance(command, cmd.RazeLocation):
        card = info(command.card)
        owner = state.players[command.owner]
        loc = owner.location(command.card)
        cost = raze_cost(state, command.owner, loc) if loc is not None else 2
        gain = _goods(card.raze) or _("nothing")
        if owner.faction == "virtual" or card.faction:
            after = _("the card is discarded")
        else:
            after = _("{player} keeps a foundation and gains 1 wood").format(
                player=who(command.owner)
            )
        spent = ngettext("{n} raze token", "{n} raze tokens", cost).format(n=cost)
        return _("{what}: you gain {goods}; {after} ({cost}).").format(
            what=text, goods=gain, after=after, cost=spent
        )
    if isinstance(command, cmd.RazeCard):
        gain = _goods(info(command.card).raze) or _("nothing")
        return _("{what}: you gain {goods}.").format(what=text, goods=gain)
    if isinstance(command, cmd.MakeDeal):
        deal = _goods(info(command.card).deal) or _("nothing")
        return _(
            "{what}: {goods} now and in every production (the card stays under your board)."
        ).format(what=text, goods=deal)
    if isinstance(command, cmd.PlaceSamurai | cmd.PlaceDefence):
        return _("{what}: razing it costs 1 more raze token; it cannot be moved.").format(what=text)
    if isinstance(command, cmd.Build) and info(command.card).deal:
        deal = _goods(info(command.card).deal)
        return _("{what} (this copy's deal field: {goods}).").format(what=text, goods=deal)
    return text


def sticks(match: Match, command: Any) -> bool:
    """Whether Undo could not take `command` back once made (the match's own test)."""
    return not isinstance(command, FORESEEN) and not match.could_undo(command)
