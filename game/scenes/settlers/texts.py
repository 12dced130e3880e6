"""Words the Settlers screens show: card faces, goods, choice options and what a command does.

Card names and ability texts are msgids of the `settlers_cards` domain; everything else here is
in `settlers_ui`. Translate when drawing (`i18n.translate`), never at import.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from game import i18n
from game.engine.messages import N_
from game.gamelog.settlers import GOODS, PHASES, WORDS
from game.i18n import _
from game.rules.settlers import commands as cmd
from game.rules.settlers.catalog import info, runtime
from game.rules.settlers.texts import CHOICE_TITLES as CHOICE_TITLES
from game.rules.settlers.texts import COLOUR_NAMES as COLOUR_NAMES
from game.rules.settlers.texts import KIND_NAMES as KIND_NAMES
from game.rules.settlers.texts import TYPE_NAMES as TYPE_NAMES
from game.ui.settlers_card_view import SettlersFace

# the log's names of goods, and the two decks the screens name apart
GOOD_NAMES: dict[str, str] = {
    **{good: phrase.msgid for good, phrase in GOODS.items()},
    "common_card": N_("common card"),
    "faction_card": N_("faction card"),
}
PHASE_NAMES: dict[str, str] = {phase: phrase.msgid for phase, phrase in PHASES.items()}
OPTION_WORDS: dict[str, str] = {word: phrase.msgid for word, phrase in WORDS.items()}


def faction_name(faction: str) -> str:
    if faction == "virtual":
        return _("Virtual player")
    model = runtime().model
    for key, board in model.factions.items():
        if str(getattr(key, "value", key)) == faction:
            return i18n.translate(board.name)
    return faction


def good_name(good: str) -> str:
    return i18n.translate(GOOD_NAMES.get(good, good))


def card_name(card_id: str) -> str:
    try:
        return i18n.translate(info(card_id).card.name)
    except KeyError:
        return card_id


def is_card(option: str) -> bool:
    return option in runtime().cards


def option_label(option: str) -> str:
    """A choice option as words: a card's name, a good, or a known word."""
    if is_card(option):
        return card_name(option)
    if option in GOOD_NAMES:
        return good_name(option)
    if option in OPTION_WORDS:
        return i18n.translate(OPTION_WORDS[option])
    if option in runtime().attacks:
        return _("Attack on {good}").format(good=good_name(runtime().attacks[option]))
    return option.replace("_", " ")


def choice_title(kind: str) -> str:
    return i18n.translate(CHOICE_TITLES.get(kind, N_("Make a choice")))


def _icons(goods: dict[str, int] | None) -> tuple[str, ...]:
    return tuple(g for g, n in (goods or {}).items() for _ in range(n))


def colour_names(colours: tuple[str, ...]) -> str:
    return ", ".join(i18n.translate(COLOUR_NAMES.get(c, c)) for c in colours)


def marks_text(kind: str, colours: tuple[str, ...]) -> str:
    """The card's two marks in words: its type, and its colour (or none)."""
    words = colour_names(colours) if colours else _("no colour")
    return _("{type} · colour: {colours}").format(
        type=i18n.translate(KIND_NAMES.get(kind, kind)), colours=words
    )


@cache
def _face(card_id: str, lang: str) -> SettlersFace:
    card = info(card_id)
    model = card.card
    colours = tuple(str(getattr(c, "value", c)) for c in model.colours)
    return SettlersFace(
        card_id=card_id,
        name=i18n.translate(model.name),
        text=i18n.translate(model.text) if model.text else "",
        type=card.type,
        cost=_icons(card.cost),
        discard_location=card.needs_location,
        raze=_icons(card.raze) if card.raze is not None else None,
        deal=_icons(card.deal) if card.deal else None,
        reconstructed=model.reconstructed,
        faction=card.deck if card.faction else "",
        colours=colours,
        marks=marks_text(card.type, colours),
    )


def face(card_id: str) -> SettlersFace:
    return _face(card_id, i18n.current_language())


def goods_words(goods: tuple[str, ...]) -> str:
    return ", ".join(good_name(g) for g in goods)


def describe(command: Any, names: list[str]) -> str:
    """What clicking this entry does, in a few words (for the choice panels)."""

    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else _("Virtual player")

    pay = getattr(command, "pay", ())
    tail = _(" — pay with {goods}").format(goods=goods_words(pay)) if pay else ""
    if isinstance(command, cmd.Build):
        text = _("Build {card}").format(card=card_name(command.card))
        if command.discard:
            text += _(" — discard {card}").format(card=card_name(command.discard))
        return text + tail
    if isinstance(command, cmd.MakeDeal):
        return _("Make a deal with {card}").format(card=card_name(command.card)) + tail
    if isinstance(command, cmd.RazeCard):
        return _("Raze {card} from your hand (1 raze token)").format(card=card_name(command.card))
    if isinstance(command, cmd.RazeLocation):
        return _("Raze {card} of {player}").format(
            card=card_name(command.card), player=who(command.owner)
        )
    if isinstance(command, cmd.Activate):
        text = _("Activate {card}").format(card=card_name(command.card))
        if command.times > 1:
            text += _(" twice")
        if command.mode:
            text += _(" (way {n})").format(n=command.mode + 1)
        if command.owner >= 0:
            text += _(" — against {player}").format(player=who(command.owner))
        if command.target:
            text += " — " + option_label(command.target)
        if command.option:
            text += " — " + option_label(command.option)
        if command.build_pay:
            text += _(" — build paying {goods}").format(goods=goods_words(command.build_pay))
        return text + tail
    if isinstance(command, cmd.SpendWorkers):
        return _("Spend workers for: {goods}").format(goods=goods_words(command.picks))
    if isinstance(command, cmd.PlaceDefence):
        return _("Place a defence token on {card}").format(card=card_name(command.card))
    if isinstance(command, cmd.PlaceSamurai):
        return _("Place a samurai on {card}").format(card=card_name(command.card))
    if isinstance(command, cmd.Tuck):
        return _("Put {card} under {location}").format(
            card=card_name(command.card), location=card_name(command.location)
        )
    if isinstance(command, cmd.Stash):
        return _("Put 1 {good} on {location}").format(
            good=good_name(command.good), location=card_name(command.location)
        )
    if isinstance(command, cmd.Pick):
        return _("Take {card}").format(card=card_name(command.card))
    if isinstance(command, cmd.Draw):
        return _("Draw a card: {deck}").format(deck=option_label(command.deck))
    if isinstance(command, cmd.Choose):
        return option_label(command.option)
    if isinstance(command, cmd.Pass):
        return _("Pass")
    if isinstance(command, cmd.EndTurn):
        return _("End turn")
    if isinstance(command, cmd.Skip):
        return _("Skip")
    return type(command).__name__
