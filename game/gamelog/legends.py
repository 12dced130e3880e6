"""Eight-Minute Empire: Legends' events as sentences."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.match import Step
from game.gamelog import area_control as common
from game.gamelog.lines import NOBODY, Line, LogBuilder
from game.gamelog.phrase import N_, Phrase, listing, ngettext
from game.rules.legends import events as m
from game.rules.legends.cards import CARD_NAMES, TOKEN_NAMES, WARLORD_NAMES


def _card(card: str) -> Phrase:
    return Phrase(CARD_NAMES.get(card, card))


def _token(token: str) -> Phrase:
    return Phrase(TOKEN_NAMES.get(token, token))


def describe(
    rules: Any, steps: Sequence[Step], names: Sequence[str], viewer: int | None
) -> list[Line]:
    who = common.Seats(names)
    players = rules.player_count
    log = LogBuilder()
    turns = 0
    for event in log.walk(steps):
        if isinstance(event, m.GameStarted):
            turns, log.round, log.turn = 0, 0, NOBODY
        elif turns and not _after_the_last_turn(event):
            log.round = turns // players + 1  # a new lap starts with its first turn's events
        if not common.shared(log, who, event):
            _one(log, who, event)
        if isinstance(event, m.BidsRevealed):
            log.round, log.turn = 1, event.winner
        elif isinstance(event, m.TurnEnded):
            turns += 1
            log.turn = (event.player + 1) % players
        elif isinstance(event, m.GameScored | m.MatchOver):
            log.turn = NOBODY
    return log.lines


def _after_the_last_turn(event: Any) -> bool:
    """What happens once the last turn has ended belongs to that turn's round."""
    if isinstance(event, m.CardTaken):
        return event.extra  # the Fairy Queen's extra card
    return isinstance(event, m.ExtraCardPassed | m.GameScored | m.MatchOver)


def _one(log: LogBuilder, who: common.Seats, e: Any) -> None:
    if isinstance(e, m.GameStarted):
        log.add(
            N_(
                "Game {game} begins: the boards are laid out; the armies start in region {start}.",
                game=e.game,
                start=e.start,
            ),
            regions=(e.start, e.extra),
        )
    elif isinstance(e, m.WarlordsDealt):
        lords = listing(
            [
                N_("{player}: {warlord}", player=who(seat), warlord=Phrase(WARLORD_NAMES[lord]))
                for seat, lord in enumerate(e.warlords)
            ]
        )
        log.add(N_("Warlords dealt: {warlords}.", warlords=lords))
    elif isinstance(e, m.TokensPlaced):
        regions = tuple(r for r, _ in e.tokens)
        if e.face_down:  # which token lies where is hidden: only say how many
            log.add(
                ngettext(
                    "{n} token is placed face down.",
                    "{n} tokens are placed face down.",
                    len(regions),
                ),
                regions=regions,
            )
        else:
            tokens = listing(
                [N_("{token} in region {region}", token=_token(t), region=r) for r, t in e.tokens]
            )
            log.add(N_("Tokens placed: {tokens}.", tokens=tokens), regions=regions)
    elif isinstance(e, m.DeckShuffled):
        log.add(N_("The deck is shuffled and the row is laid out."))
    elif isinstance(e, m.ArmiesSetUp):
        log.add(
            ngettext(
                "Everyone puts armies in the start region and takes {n} coin.",
                "Everyone puts armies in the start region and takes {n} coins.",
                e.coins,
            )
        )
    elif isinstance(e, m.CardTaken):
        params = {"player": who(e.player), "card": _card(e.card)}
        if e.extra and e.price == 0:
            text = N_("{player} takes {card} as an extra card for free.", **params)
        elif e.extra:
            text = ngettext(
                "{player} takes {card} as an extra card for {n} coin.",
                "{player} takes {card} as an extra card for {n} coins.",
                e.price,
                **params,
            )
        elif e.price == 0:
            text = N_("{player} takes {card} for free.", **params)
        else:
            text = ngettext(
                "{player} takes {card} for {n} coin.",
                "{player} takes {card} for {n} coins.",
                e.price,
                **params,
            )
        log.add(text, e.player, cards=(e.card,), icon="card")
    elif isinstance(e, m.CoinsChanged):
        params = {"player": who(e.player)}
        text = (
            ngettext("{player} gains {n} coin.", "{player} gains {n} coins.", e.delta, **params)
            if e.delta >= 0
            else ngettext(
                "{player} loses {n} coin.", "{player} loses {n} coins.", -e.delta, **params
            )
        )
        log.add(text, e.player, icon="coin")
    elif isinstance(e, m.ArmyDestroyed):
        common.army_destroyed(log, who, e.player, e.owner, e.region, e.kept)
    elif isinstance(e, m.TokenTaken):
        log.add(
            N_(
                "{player} takes the {token} token in region {region}.",
                player=who(e.player),
                token=_token(e.token),
                region=e.region,
            ),
            e.player,
            regions=(e.region,),
            icon="token",
        )
    elif isinstance(e, m.ActionSkipped):
        log.add(N_("{player} skips the rest of the action.", player=who(e.player)), e.player)
    elif isinstance(e, m.TurnEnded):
        # `looked` names the face-down tokens only this player may now see: left out
        if e.revealed:
            log.add(
                N_(
                    "{player} ends the turn; {card} enters the row.",
                    player=who(e.player),
                    card=_card(e.revealed),
                ),
                e.player,
                cards=(e.revealed,),
            )
        else:
            log.add(N_("{player} ends the turn.", player=who(e.player)), e.player)
    elif isinstance(e, m.ExtraCardPassed):
        log.add(N_("{player} takes no extra card.", player=who(e.player)), e.player)
    elif isinstance(e, m.MatchOver):
        winners = listing([who(w) for w in e.winners])
        log.add(
            ngettext(
                "{players} wins the match.",
                "{players} win the match.",
                len(e.winners),
                players=winners,
            ),
            players=tuple(e.winners),
        )
    else:  # a new event type must not pass unseen: the log test walks every one
        log.add(N_("Something happened: {what}.", what=type(e).__name__))
