"""Eight-Minute Empire's events as sentences."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.match import Step
from game.gamelog import area_control as common
from game.gamelog.lines import NOBODY, Line, LogBuilder
from game.gamelog.phrase import N_, Phrase, listing, ngettext
from game.rules.eight_minute import events as m
from game.rules.eight_minute.cards import Card
from game.rules.eight_minute.texts import ACTION_TEXTS, ACTION_TEXTS_ONE, GOOD_NAMES, JOINERS


def _part(kind: str, amount: int) -> Phrase:
    msgid = (
        ACTION_TEXTS_ONE[kind] if amount == 1 and kind in ACTION_TEXTS_ONE else ACTION_TEXTS[kind]
    )
    return Phrase(msgid, {"amount": amount})


def card_phrase(card: Card) -> Phrase:
    """The card as its good and action: "Crystal (Place 3 armies or Build a city)"."""
    parts = [_part(p.type, p.amount) for p in card.action.parts]
    action = (
        parts[0]
        if card.action.kind == "single"
        else Phrase(JOINERS[card.action.kind], {"first": parts[0], "second": parts[1]})
    )
    good = Phrase(GOOD_NAMES[card.good])
    if card.goods > 1:
        good = N_("{good} ×{count}", good=good, count=card.goods)
    return N_("{good} ({action})", good=good, action=action)


def describe(
    rules: Any, steps: Sequence[Step], names: Sequence[str], viewer: int | None
) -> list[Line]:
    who = common.Seats(
        names, {rules.neutral: N_("the neutral player")} if rules.neutral >= 0 else {}
    )
    log = LogBuilder()
    turns = 0  # turns ended in the current game: the round is a lap of the table
    held: dict[int, Card] = {}  # each player's card being played (for the OR choice)
    graph = rules.graph

    def by_sea(move: Any) -> bool:  # a water crossing costs one point, like land
        return bool(graph.kind(graph.index[move.source], graph.index[move.target]) == "water")

    for event in log.walk(steps):
        if not common.shared(log, who, event, by_sea):
            _one(rules, log, who, event, held)
        if isinstance(event, m.GameDealt):
            turns, log.round, log.turn = 0, 0, NOBODY
        elif isinstance(event, m.FirstPlayerChosen):
            log.round, log.turn = 1, event.first
        elif isinstance(event, m.TurnEnded):
            turns += 1
            if event.next_player >= 0:  # the last turn's end keeps its round
                log.round = turns // rules.n + 1
            log.turn = event.next_player if event.next_player >= 0 else NOBODY
    return log.lines


def _one(rules: Any, log: LogBuilder, who: common.Seats, e: Any, held: dict[int, Card]) -> None:
    if isinstance(e, m.GameDealt):
        text = (
            N_(
                "Game {game} begins: the deck is shuffled, six cards are laid out and goods tokens placed.",
                game=e.game,
            )
            if e.tokens
            else N_(
                "Game {game} begins: the deck is shuffled and six cards are laid out.", game=e.game
            )
        )
        log.add(text, regions=tuple(r for r, _ in e.tokens))
    elif isinstance(e, m.FirstPlayerChosen):
        if e.first == e.player:
            log.add(N_("{player} chooses to play first.", player=who(e.player)), e.player)
        else:
            log.add(
                N_("{player} lets {first} play first.", player=who(e.player), first=who(e.first)),
                e.player,
                players=(e.first,),
            )
    elif isinstance(e, m.CardTaken):
        card = rules.cards[e.card]
        held[e.player] = card
        params = {"player": who(e.player), "card": card_phrase(card)}
        text = (
            N_("{player} takes {card} for free.", **params)
            if e.cost == 0
            else ngettext(
                "{player} takes {card} for {n} coin.",
                "{player} takes {card} for {n} coins.",
                e.cost,
                **params,
            )
        )
        log.add(text, e.player, cards=(e.card,), icon="card")
    elif isinstance(e, m.OptionChosen):
        card = held.get(e.player)
        part = card.action.parts[e.option] if card and e.option < len(card.action.parts) else None
        action = _part(part.type, part.amount) if part else N_("nothing")
        log.add(N_("{player} chooses: {action}.", player=who(e.player), action=action), e.player)
    elif isinstance(e, m.ArmyDestroyed):
        common.army_destroyed(log, who, e.player, e.owner, e.region)
    elif isinstance(e, m.TurnEnded):
        text = (
            N_("{player} ends the turn; a new card enters the row.", player=who(e.player))
            if e.drawn is not None
            else N_("{player} ends the turn.", player=who(e.player))
        )
        log.add(text, e.player)
    elif isinstance(e, m.WildsAssigned):
        goods = listing([Phrase(GOOD_NAMES[g]) for g in e.goods])
        log.add(
            N_("{player} counts the wild cards as {goods}.", player=who(e.player), goods=goods),
            e.player,
        )
    else:  # a new event type must not pass unseen: the log test walks every one
        log.add(N_("Something happened: {what}.", what=type(e).__name__))
