"""Imperial Settlers' events (incl. the solo virtual player's) as sentences.

A card in a hand, a face-down offer, a deal or a tucked card is named only to its owner (or
in the full view of `empires log`); the others read how many cards, not which."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.match import Step
from game.gamelog.area_control import Seats
from game.gamelog.lines import NOBODY, Line, LogBuilder
from game.gamelog.phrase import N_, Phrase, listing, ngettext
from game.rules.settlers import events as ev
from game.rules.settlers.catalog import info, runtime

# The same msgids the Settlers screens use (catalogue `settlers_ui`).
GOODS: dict[str, Phrase] = {
    "wood": N_("wood"),
    "stone": N_("stone"),
    "food": N_("food"),
    "gold": N_("gold"),
    "worker": N_("worker"),
    "card": N_("card"),
    "raze": N_("raze token"),
    "defence": N_("defence token"),
    "vp": N_("victory point"),
    "resource": N_("resource"),
}
PHASES: dict[str, Phrase] = {
    "lookout": N_("Lookout"),
    "production": N_("Production"),
    "action": N_("Actions"),
    "attack": N_("The virtual player's attack"),
    "over": N_("Game over"),
    "setup": N_("Set-up"),
}
WORDS: dict[str, Phrase] = {
    "done": N_("Done"),
    "yes": N_("Yes"),
    "no": N_("No"),
    "common": N_("Common deck"),
    "faction": N_("Faction deck"),
    "skip": N_("Skip"),
}


def card(card_id: str) -> Phrase | str:
    if not card_id:  # a card the viewer may not see (a network seat is sent no name)
        return N_("a card")
    try:
        return Phrase(info(card_id).card.name)
    except KeyError:
        return card_id


def good(name: str) -> Phrase | str:
    return GOODS.get(name, name)


def attack(card_id: str) -> Phrase:
    return N_("an attack on {good}", good=good(runtime().attacks.get(card_id, "")))


def faction(key: str) -> Phrase | str:
    for name, board in runtime().model.factions.items():
        if str(getattr(name, "value", name)) == key:
            return Phrase(board.name)
    return key


def goods_list(items: Sequence[tuple[str, int]]) -> Phrase | str:
    return listing([N_("{good} ×{count}", good=good(g), count=n) for g, n in items])


class _Settlers:
    def __init__(self, names: Sequence[str], factions: Sequence[str], viewer: int | None) -> None:
        self.viewer = viewer
        self.virtual = len(names) if len(factions) > len(names) else NOBODY
        extra = {self.virtual: N_("Virtual player")} if self.virtual >= 0 else {}
        self.who = Seats(names, extra)

    def sees(self, player: int) -> bool:
        return self.viewer is None or self.viewer == player

    def option(self, player: int, option: str) -> Phrase | str:
        rt = runtime()
        if option in rt.cards:
            return card(option) if self.sees(player) else N_("a card")
        if option in rt.attacks:
            return attack(option)
        return WORDS.get(option) or GOODS.get(option) or option.replace("_", " ")

    def one(self, log: LogBuilder, e: Any) -> None:
        who = self.who
        p = getattr(e, "player", NOBODY)
        name = who(p) if p >= 0 else ""
        if isinstance(e, ev.GameStarted):
            seats = listing(
                [
                    N_("{player} ({faction})", player=who(i), faction=faction(f))
                    for i, f in enumerate(e.factions)
                ]
            )
            log.add(
                N_(
                    "The game begins: {seats}; {player} plays first.",
                    seats=seats,
                    player=who(e.first),
                ),
                e.first,
            )
        elif isinstance(e, ev.DeckShuffled):
            if e.deck == "common":
                log.add(N_("The common deck is shuffled."))
            elif e.deck == "faction":
                log.add(N_("{player}'s faction deck is shuffled.", player=name), p)
            else:
                log.add(N_("The attack deck is shuffled."))
        elif isinstance(e, ev.CardsDrawn):
            self.drawn(log, p, e.deck, list(e.cards))
        elif isinstance(e, ev.OwedDrawTaken):
            if not e.card:
                log.add(N_("{player} draws nothing: the deck is empty.", player=name), p)
            else:
                self.drawn(log, p, e.deck, [e.card])
        elif isinstance(e, ev.RoundStarted):
            log.add(
                N_("Round {round} begins; {player} is first.", round=e.round, player=who(e.first)),
                e.first,
            )
        elif isinstance(e, ev.PhaseStarted):
            log.add(N_("Phase: {phase}.", phase=PHASES.get(e.phase, e.phase)))
        elif isinstance(e, ev.DraftRevealed):
            shown = listing([card(c) for c in e.cards])
            text = (
                ngettext(
                    "Lookout: {cards} is turned face up.",
                    "Lookout: {cards} are turned face up.",
                    len(e.cards),
                    cards=shown,
                )
                if e.cards
                else N_("The lookout goes on with the cards left.")
            )
            log.add(text, cards=e.cards)
        elif isinstance(e, ev.DraftPicked):
            log.add(
                N_("{player} picks {card}.", player=name, card=card(e.card)), p, cards=(e.card,)
            )
        elif isinstance(e, ev.DraftDiscarded):
            log.add(N_("The cards left in the lookout are discarded."))
        elif isinstance(e, ev.VirtualTook):
            log.add(
                N_("The virtual player takes {card} into its empire.", card=card(e.card)),
                self.virtual,
                cards=(e.card,),
            )
        elif isinstance(e, ev.OffersDealt):
            log.add(N_("Every player is dealt cards face down to pick from."))
        elif isinstance(e, ev.OfferPicked):
            if self.sees(p):
                log.add(
                    N_("{player} picks {card}.", player=name, card=card(e.card)), p, cards=(e.card,)
                )
            else:
                log.add(N_("{player} picks a card.", player=name), p)
        elif isinstance(e, ev.OffersPassed):
            log.add(N_("The cards left are passed on to the next player."))
        elif isinstance(e, ev.OffersDiscarded):
            log.add(N_("The cards left in the lookout are discarded."))
        elif isinstance(e, ev.GoodsChanged):
            self.goods(log, p, e.delta)
        elif isinstance(e, ev.DealGoodsNoted):
            log.add(
                N_("{player} received {goods} from deals.", player=name, goods=goods_list(e.goods)),
                p,
                minor=True,
            )
        elif isinstance(e, ev.Scored):
            log.add(
                ngettext(
                    "{player} scores {n} point.", "{player} scores {n} points.", e.vp, player=name
                ),
                p,
            )
        elif isinstance(e, ev.Built):
            log.add(
                N_("{player} builds {card}.", player=name, card=card(e.card)), p, cards=(e.card,)
            )
        elif isinstance(e, ev.LocationLost):
            self.lost(log, e)
        elif isinstance(e, ev.FoundationDiscarded):
            log.add(N_("{player} discards a foundation.", player=name), p)
        elif isinstance(e, ev.FoundationLaid):
            log.add(N_("{player} lays a card from the hand as a foundation.", player=name), p)
        elif isinstance(e, ev.DealMade):
            if self.sees(p):
                log.add(
                    N_("{player} makes a deal with {card}.", player=name, card=card(e.card)),
                    p,
                    cards=(e.card,),
                )
            else:
                log.add(N_("{player} makes a deal.", player=name), p)
        elif isinstance(e, ev.HandDiscarded):
            log.add(
                N_("{player} discards {card}.", player=name, card=card(e.card)), p, cards=(e.card,)
            )
        elif isinstance(e, ev.CardReturned):
            log.add(N_("{player} shuffles a card back into the faction deck.", player=name), p)
        elif isinstance(e, ev.DefencePlaced):
            log.add(
                N_("{player} puts a defence token on {card}.", player=name, card=card(e.card)),
                p,
                cards=(e.card,),
            )
        elif isinstance(e, ev.SamuraiPlaced):
            log.add(
                N_("{player} puts a samurai on {card}.", player=name, card=card(e.card)),
                p,
                cards=(e.card,),
            )
        elif isinstance(e, ev.Activated):
            self.activated(log, e)
        elif isinstance(e, ev.TriggerCounted):
            log.add(
                N_("{card} takes effect for {player}.", player=name, card=card(e.card)),
                p,
                cards=(e.card,),
                minor=True,
            )
        elif isinstance(e, ev.ActionReset):
            log.add(
                N_("{card} of {player} may be used again.", player=name, card=card(e.card)),
                p,
                cards=(e.card,),
            )
        elif isinstance(e, ev.FollowupOffered):
            log.add(
                N_("The second use of {card} comes next.", card=card(e.card)),
                cards=(e.card,),
                minor=True,
            )
        elif isinstance(e, ev.FollowupEnded):
            log.add(N_("That action is over."), minor=True)
        elif isinstance(e, ev.ActionBlocked):
            log.add(
                N_(
                    "{card} of {player} is blocked this round.",
                    player=who(e.owner),
                    card=card(e.card),
                ),
                e.owner,
                cards=(e.card,),
            )
        elif isinstance(e, ev.TakenOver):
            log.add(
                N_(
                    "{player} takes over {card} of {owner}.",
                    player=name,
                    owner=who(e.owner),
                    card=card(e.card),
                ),
                p,
                players=(e.owner,),
                cards=(e.card,),
            )
        elif isinstance(e, ev.DealMoved):
            log.add(
                N_("{player} takes a deal from {owner}.", player=name, owner=who(e.owner)),
                p,
                players=(e.owner,),
            )
        elif isinstance(e, ev.DealDiscarded):
            log.add(N_("A deal of {player} is discarded.", player=who(e.owner)), e.owner)
        elif isinstance(e, ev.TradeDealMade):
            log.add(
                N_("{player} makes a trade deal with {card}.", player=name, card=card(e.source)),
                p,
                cards=(e.source, e.route),
            )
        elif isinstance(e, ev.TradeDealCancelled):
            log.add(
                N_(
                    "The trade deal of {player} with {card} ends.", player=name, card=card(e.source)
                ),
                p,
                cards=(e.source,),
            )
        elif isinstance(e, ev.Tucked):
            log.add(
                N_("{player} puts a card under {card}.", player=name, card=card(e.location)),
                p,
                cards=(e.location,),
            )
        elif isinstance(e, ev.Stashed):
            log.add(
                N_(
                    "{player} puts {good} on {card}.",
                    player=name,
                    good=good(e.good),
                    card=card(e.location),
                ),
                p,
                cards=(e.location,),
            )
        elif isinstance(e, ev.ChoiceOffered):
            log.add(N_("{player} has a choice to make.", player=name), p, minor=True)
        elif isinstance(e, ev.ChoiceMade):
            log.add(
                N_("{player} chooses: {option}.", player=name, option=self.option(p, e.option)), p
            )
        elif isinstance(e, ev.Passed):
            log.add(N_("{player} passes.", player=name), p)
        elif isinstance(e, ev.TurnHeld):
            log.add(N_("{player} may act again or end the turn.", player=name), p, minor=True)
        elif isinstance(e, ev.TurnMoved):
            log.add(N_("It is the turn of {player}.", player=name), p, minor=True)
        elif isinstance(e, ev.CleanedUp):
            kept = sum(n for _, _, n in e.kept)
            log.add(
                ngettext(
                    "Cleanup: goods are discarded; {n} stored good is kept.",
                    "Cleanup: goods are discarded; {n} stored goods are kept.",
                    kept,
                )
            )
        elif isinstance(e, ev.AttackRevealed):
            log.add(
                N_("The virtual player reveals {attack}.", attack=attack(e.card)),
                self.virtual,
            )
        elif isinstance(e, ev.AttackPairMoved):
            log.add(N_("The two matching attack cards go to the end of the line."), self.virtual)
        elif isinstance(e, ev.AttacksScheduled):
            log.add(
                ngettext(
                    "The virtual player attacks {n} time.",
                    "The virtual player attacks {n} times.",
                    e.count,
                ),
                self.virtual,
            )
        elif isinstance(e, ev.AttackDone):
            log.add(N_("The attack is over."), self.virtual)
        elif isinstance(e, ev.GameEnded):
            log.add(N_("The game is over."))
        else:  # a new event type must not pass unseen: the log test walks every one
            log.add(N_("Something happened: {what}.", what=type(e).__name__))

    def drawn(self, log: LogBuilder, p: int, deck: str, cards: list[str]) -> None:
        name = self.who(p)
        if self.sees(p):
            log.add(
                N_("{player} draws {cards}.", player=name, cards=listing([card(c) for c in cards])),
                p,
                cards=tuple(cards),
            )
        elif deck == "common":
            log.add(
                ngettext(
                    "{player} draws {n} common card.",
                    "{player} draws {n} common cards.",
                    len(cards),
                    player=name,
                ),
                p,
            )
        else:
            log.add(
                ngettext(
                    "{player} draws {n} faction card.",
                    "{player} draws {n} faction cards.",
                    len(cards),
                    player=name,
                ),
                p,
            )

    def goods(self, log: LogBuilder, p: int, delta: Sequence[tuple[str, int]]) -> None:
        name = self.who(p)
        gained = goods_list([(g, n) for g, n in delta if n > 0])
        paid = goods_list([(g, -n) for g, n in delta if n < 0])
        if all(n > 0 for _, n in delta):
            log.add(N_("{player} gains {goods}.", player=name, goods=gained), p)
        elif all(n < 0 for _, n in delta):
            log.add(N_("{player} pays {goods}.", player=name, goods=paid), p)
        else:
            log.add(
                N_(
                    "{player} pays {paid} and gains {gained}.",
                    player=name,
                    paid=paid,
                    gained=gained,
                ),
                p,
            )

    def lost(self, log: LogBuilder, e: ev.LocationLost) -> None:
        params = {"player": self.who(e.owner), "card": card(e.card)}
        if e.to == "foundation":
            text = N_("{card} of {player} is razed; its foundation stays.", **params)
        elif e.to == "collection" and e.owner == self.virtual:
            text = N_(
                "{card} of the virtual player goes to its collection pile.", card=params["card"]
            )
        elif e.to == "collection":  # told as the virtual player's doing
            text = N_("The virtual player's attack takes {card} from {player}.", **params)
            log.add(text, self.virtual, players=(e.owner,), cards=(e.card,))
            return
        else:
            text = N_("{card} of {player} is razed.", **params)
        log.add(text, e.owner, cards=(e.card,))

    def activated(self, log: LogBuilder, e: ev.Activated) -> None:
        params = {"player": self.who(e.player), "card": card(e.card)}
        if e.owner != e.player:
            text = ngettext(
                "{player} uses {card} of {owner}.",
                "{player} uses {card} of {owner} {n} times.",
                e.times,
                owner=self.who(e.owner),
                **params,
            )
        else:
            text = ngettext(
                "{player} uses {card}.", "{player} uses {card} {n} times.", e.times, **params
            )
        log.add(text, e.player, players=(e.owner,), cards=(e.card,))


ICONS: dict[type, str] = {
    ev.CardsDrawn: "card",
    ev.OwedDrawTaken: "card",
    ev.DraftRevealed: "card",
    ev.DraftPicked: "card",
    ev.OfferPicked: "card",
    ev.VirtualTook: "card",
    ev.Built: "card",
    ev.DealMade: "card",
    ev.HandDiscarded: "card",
    ev.Scored: "star",
    ev.LocationLost: "razed",
    ev.AttackRevealed: "razed",
    ev.AttacksScheduled: "razed",
    ev.GoodsChanged: "goods",
}


def describe(
    rules: Any, steps: Sequence[Step], names: Sequence[str], viewer: int | None
) -> list[Line]:
    log = LogBuilder()
    teller: _Settlers | None = None
    for event in log.walk(steps):
        if isinstance(event, ev.GameStarted):
            factions = list(event.factions) + (["virtual"] if event.solo else [])
            teller = _Settlers(list(names)[: len(event.factions)], factions, viewer)
            log.turn = event.first
        elif isinstance(event, ev.RoundStarted):
            log.round, log.turn = event.round, event.first
        elif isinstance(event, ev.PhaseStarted) and event.turn >= 0:
            log.turn = event.turn
        elif isinstance(event, ev.TurnMoved):
            log.turn = event.player
        if teller is None:  # a log starts with GameStarted; one that does not still reads
            teller = _Settlers(names, names, viewer)
        log.icon = ICONS.get(type(event), "")
        teller.one(log, event)
    return log.lines
