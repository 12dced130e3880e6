"""How each Settlers event changes the state: the only code that writes to it.

A mixin of `SettlersRules`; the handlers need nothing of the rules' options, so `evolve(state,
event)` is also a plain function for the working context of a decision (`context.Ctx`).
Folding never fails and never draws at random.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.rules.settlers.catalog import info, runtime
from game.rules.settlers.events import (
    ActionBlocked,
    ActionReset,
    Activated,
    AttackDone,
    AttackPairMoved,
    AttackRevealed,
    AttacksScheduled,
    Built,
    CardReturned,
    CardsDrawn,
    ChoiceMade,
    ChoiceOffered,
    CleanedUp,
    DealDiscarded,
    DealGoodsNoted,
    DealMade,
    DealMoved,
    DeckShuffled,
    DefencePlaced,
    DraftDiscarded,
    DraftPicked,
    DraftRevealed,
    FollowupEnded,
    FollowupOffered,
    FoundationDiscarded,
    FoundationLaid,
    GameEnded,
    GameStarted,
    GoodsChanged,
    HandDiscarded,
    LocationLost,
    OfferPicked,
    OffersDealt,
    OffersDiscarded,
    OffersPassed,
    OwedDrawTaken,
    Passed,
    PhaseStarted,
    RoundStarted,
    SamuraiPlaced,
    Scored,
    Stashed,
    TakenOver,
    TradeDealCancelled,
    TradeDealMade,
    TriggerCounted,
    Tucked,
    TurnHeld,
    TurnMoved,
    VirtualTook,
)
from game.rules.settlers.state import NO_PLAYER, Choice, Location, PlayerState, SettlersState


def _to_discard(s: SettlersState, card: str) -> None:
    """A card leaving play goes to its own deck's discard pile."""
    deck = info(card).deck
    if deck == "common":
        s.common_discard.append(card)
        return
    for player in s.players:
        if player.faction == deck:
            player.discard.append(card)
            return


def _find(s: SettlersState, card: str) -> Location | None:
    """A location in whichever empire holds it (a location taken over with the Temple of Ra
    stays in its owner's empire)."""
    for player in s.players:
        loc = player.location(card)
        if loc is not None:
            return loc
    return None


class SettlersEvolution:
    def evolve(self, state: SettlersState, event: Any) -> SettlersState:
        self._evolvers[type(event)](self, state, event)
        state.pending_cache = None
        return state

    def _on_game_started(self, s: SettlersState, e: GameStarted) -> None:
        s.players = [PlayerState(f) for f in e.factions]
        s.humans = 1 if e.solo else len(e.factions)
        s.solo = e.solo
        if e.solo:
            s.players.append(PlayerState("virtual"))
        s.first = e.first

    def _on_deck_shuffled(self, s: SettlersState, e: DeckShuffled) -> None:
        if e.deck == "common":
            s.common_deck = list(e.order) + s.common_deck
            taken = set(e.order)
            s.common_discard = [c for c in s.common_discard if c not in taken]
        elif e.deck == "faction":
            s.players[e.player].deck = list(e.order)
        else:
            s.attack_deck = list(e.order)

    def _on_cards_drawn(self, s: SettlersState, e: CardsDrawn) -> None:
        source = s.common_deck if e.deck == "common" else s.players[e.player].deck
        del source[len(source) - len(e.cards) :]
        s.players[e.player].hand.extend(e.cards)

    def _on_owed_draw_taken(self, s: SettlersState, e: OwedDrawTaken) -> None:
        p = s.players[e.player]
        p.draws -= 1
        if e.card:
            source = s.common_deck if e.deck == "common" else p.deck
            source.pop()
            p.hand.append(e.card)

    def _on_round_started(self, s: SettlersState, e: RoundStarted) -> None:
        s.round = e.round
        s.first = e.first
        s.phase = "lookout"
        s.draft_stage = 0
        for p in s.players:
            p.passed = False

    def _on_phase_started(self, s: SettlersState, e: PhaseStarted) -> None:
        s.phase = e.phase
        if e.turn != NO_PLAYER:
            s.turn = e.turn

    def _on_draft_revealed(self, s: SettlersState, e: DraftRevealed) -> None:
        if e.cards:
            del s.common_deck[len(s.common_deck) - len(e.cards) :]
        s.draft.extend(e.cards)
        s.draft_order = list(e.order)
        s.draft_stage += 1

    def _on_draft_picked(self, s: SettlersState, e: DraftPicked) -> None:
        s.draft.remove(e.card)
        s.players[e.player].hand.append(e.card)
        if s.draft_order and s.draft_order[0] == e.player:
            s.draft_order.pop(0)

    def _on_draft_discarded(self, s: SettlersState, e: DraftDiscarded) -> None:
        s.common_discard.extend(s.draft)
        s.draft = []

    def _on_virtual_took(self, s: SettlersState, e: VirtualTook) -> None:
        s.draft.remove(e.card)
        s.players[-1].locations.append(Location(e.card))

    def _on_offers_dealt(self, s: SettlersState, e: OffersDealt) -> None:
        for cards in e.offers:
            if cards:
                del s.common_deck[len(s.common_deck) - len(cards) :]
        s.offers = [list(c) for c in e.offers]
        s.draft_order = [i for i, c in enumerate(e.offers) if c]
        s.draft_stage += 1

    def _on_offer_picked(self, s: SettlersState, e: OfferPicked) -> None:
        s.offers[e.player].remove(e.card)
        s.players[e.player].hand.append(e.card)
        s.draft_order.remove(e.player)

    def _on_offers_passed(self, s: SettlersState, e: OffersPassed) -> None:
        n = len(s.offers)
        s.offers = [s.offers[(i - 1) % n] for i in range(n)]
        s.draft_order = [i for i in range(n) if s.offers[i]]
        s.draft_stage += 1

    def _on_offers_discarded(self, s: SettlersState, e: OffersDiscarded) -> None:
        for cards in s.offers:
            s.common_discard.extend(cards)
        s.offers = []
        s.draft_order = []

    def _on_goods_changed(self, s: SettlersState, e: GoodsChanged) -> None:
        p = s.players[e.player]
        goods = p.goods
        for good, n in e.delta:
            if good == "card":
                p.draws += n
            else:
                goods[good] = goods.get(good, 0) + n

    def _on_deal_goods_noted(self, s: SettlersState, e: DealGoodsNoted) -> None:
        s.players[e.player].deal_gains = dict(e.goods)

    def _on_scored(self, s: SettlersState, e: Scored) -> None:
        s.players[e.player].vp += e.vp

    def _on_built(self, s: SettlersState, e: Built) -> None:
        p = s.players[e.player]
        if e.source == "deals":
            p.deals.remove(e.card)
        else:
            p.hand.remove(e.card)
        p.locations.append(Location(e.card))

    def _on_location_lost(self, s: SettlersState, e: LocationLost) -> None:
        p = s.players[e.owner]
        for i, loc in enumerate(p.locations):
            if loc.card == e.card:
                del p.locations[i]
                for tucked in loc.tucked:
                    _to_discard(s, tucked)
                break
        if e.to == "foundation":
            p.foundations.append(e.card)
        elif e.to == "collection":
            s.collection.append(e.card)
        else:
            _to_discard(s, e.card)

    def _on_foundation_discarded(self, s: SettlersState, e: FoundationDiscarded) -> None:
        s.players[e.player].foundations.remove(e.card)
        _to_discard(s, e.card)

    def _on_foundation_laid(self, s: SettlersState, e: FoundationLaid) -> None:
        p = s.players[e.player]
        p.hand.remove(e.card)
        p.foundations.append(e.card)

    def _on_deal_made(self, s: SettlersState, e: DealMade) -> None:
        p = s.players[e.player]
        p.hand.remove(e.card)
        p.deals.append(e.card)

    def _on_hand_discarded(self, s: SettlersState, e: HandDiscarded) -> None:
        s.players[e.player].hand.remove(e.card)
        _to_discard(s, e.card)

    def _on_card_returned(self, s: SettlersState, e: CardReturned) -> None:
        p = s.players[e.player]
        p.hand.remove(e.card)
        p.deck.insert(e.index, e.card)

    def _on_defence_placed(self, s: SettlersState, e: DefencePlaced) -> None:
        p = s.players[e.player]
        p.goods["defence"] -= 1
        loc = p.location(e.card)
        if loc is not None:
            loc.defence = True

    def _on_samurai_placed(self, s: SettlersState, e: SamuraiPlaced) -> None:
        p = s.players[e.player]
        if not e.from_supply:
            p.goods["worker"] -= 1
        loc = p.location(e.card)
        if loc is not None:
            loc.samurai = True

    def _on_activated(self, s: SettlersState, e: Activated) -> None:
        loc = s.players[e.owner].location(e.card)
        if loc is not None:
            loc.used += e.times

    def _on_trigger_counted(self, s: SettlersState, e: TriggerCounted) -> None:
        loc = _find(s, e.card)
        if loc is not None:
            loc.used += 1

    def _on_action_reset(self, s: SettlersState, e: ActionReset) -> None:
        loc = _find(s, e.card)
        if loc is not None:
            loc.used = 0
        s.followup = e.card if e.followup else ""

    def _on_followup_offered(self, s: SettlersState, e: FollowupOffered) -> None:
        s.followup = e.card

    def _on_followup_ended(self, s: SettlersState, e: FollowupEnded) -> None:
        s.followup = ""

    def _on_action_blocked(self, s: SettlersState, e: ActionBlocked) -> None:
        loc = s.players[e.owner].location(e.card)
        if loc is not None:
            loc.blocked = True

    def _on_taken_over(self, s: SettlersState, e: TakenOver) -> None:
        loc = s.players[e.owner].location(e.card)
        if loc is not None:
            loc.controller = e.player

    def _on_deal_moved(self, s: SettlersState, e: DealMoved) -> None:
        if e.deal in runtime().attacks:
            s.attack_line.remove(e.deal)
        else:
            s.players[e.owner].deals.remove(e.deal)
        s.players[e.player].deals.append(e.deal)

    def _on_deal_discarded(self, s: SettlersState, e: DealDiscarded) -> None:
        if e.deal in runtime().attacks:
            if e.deal in s.attack_line:
                s.attack_line.remove(e.deal)
            else:
                s.players[e.owner].deals.remove(e.deal)
            s.attack_discard.append(e.deal)
        else:
            s.players[e.owner].deals.remove(e.deal)
            _to_discard(s, e.deal)

    def _on_trade_deal_made(self, s: SettlersState, e: TradeDealMade) -> None:
        p = s.players[e.player]
        p.trade_deals.append(e.source)
        if e.marker:
            p.deck.pop()
            loc = p.location(e.route)
            if loc is not None:
                loc.tucked.append(e.marker)
            else:
                _to_discard(s, e.marker)

    def _on_trade_deal_cancelled(self, s: SettlersState, e: TradeDealCancelled) -> None:
        s.players[e.player].trade_deals.remove(e.source)

    def _on_tucked(self, s: SettlersState, e: Tucked) -> None:
        p = s.players[e.player]
        p.hand.remove(e.card)
        loc = p.location(e.location)
        if loc is not None:
            loc.tucked.append(e.card)

    def _on_stashed(self, s: SettlersState, e: Stashed) -> None:
        p = s.players[e.player]
        p.goods[e.good] -= 1
        loc = p.location(e.location)
        if loc is not None:
            loc.stash += 1

    def _on_choice_offered(self, s: SettlersState, e: ChoiceOffered) -> None:
        choice = Choice(e.player, e.kind, e.options, e.source, e.data)
        if e.first:
            s.choices.insert(0, choice)
        else:
            s.choices.append(choice)

    def _on_choice_made(self, s: SettlersState, e: ChoiceMade) -> None:
        s.choices.pop(0)

    def _on_passed(self, s: SettlersState, e: Passed) -> None:
        s.players[e.player].passed = True

    def _on_turn_held(self, s: SettlersState, e: TurnHeld) -> None:
        s.held = e.held

    def _on_turn_moved(self, s: SettlersState, e: TurnMoved) -> None:
        s.turn = e.player

    def _on_cleaned_up(self, s: SettlersState, e: CleanedUp) -> None:
        for p in s.players:
            for good in p.goods:
                p.goods[good] = 0
            p.deal_gains = {}
            for loc in p.locations:
                loc.used = 0
                loc.defence = False
                loc.blocked = False
                loc.controller = NO_PLAYER
        for seat, good, amount in e.kept:
            s.players[seat].goods[good] = amount

    def _on_attack_revealed(self, s: SettlersState, e: AttackRevealed) -> None:
        if s.attack_deck and s.attack_deck[-1] == e.card:
            s.attack_deck.pop()
        s.attack_line.insert(0, e.card)

    def _on_attack_pair_moved(self, s: SettlersState, e: AttackPairMoved) -> None:
        for card in e.pair:
            s.attack_line.remove(card)
            s.attack_line.append(card)

    def _on_attacks_scheduled(self, s: SettlersState, e: AttacksScheduled) -> None:
        s.phase = "attack"
        s.attacks_left = e.count

    def _on_attack_done(self, s: SettlersState, e: AttackDone) -> None:
        s.attacks_left -= 1

    def _on_game_ended(self, s: SettlersState, e: GameEnded) -> None:
        s.phase = "over"

    _evolvers: ClassVar[dict[type, Any]] = {
        GameStarted: _on_game_started,
        DeckShuffled: _on_deck_shuffled,
        CardsDrawn: _on_cards_drawn,
        OwedDrawTaken: _on_owed_draw_taken,
        RoundStarted: _on_round_started,
        PhaseStarted: _on_phase_started,
        DraftRevealed: _on_draft_revealed,
        DraftPicked: _on_draft_picked,
        DraftDiscarded: _on_draft_discarded,
        VirtualTook: _on_virtual_took,
        OffersDealt: _on_offers_dealt,
        OfferPicked: _on_offer_picked,
        OffersPassed: _on_offers_passed,
        OffersDiscarded: _on_offers_discarded,
        GoodsChanged: _on_goods_changed,
        DealGoodsNoted: _on_deal_goods_noted,
        Scored: _on_scored,
        Built: _on_built,
        LocationLost: _on_location_lost,
        FoundationDiscarded: _on_foundation_discarded,
        FoundationLaid: _on_foundation_laid,
        DealMade: _on_deal_made,
        HandDiscarded: _on_hand_discarded,
        CardReturned: _on_card_returned,
        DefencePlaced: _on_defence_placed,
        SamuraiPlaced: _on_samurai_placed,
        Activated: _on_activated,
        TriggerCounted: _on_trigger_counted,
        ActionReset: _on_action_reset,
        FollowupOffered: _on_followup_offered,
        FollowupEnded: _on_followup_ended,
        ActionBlocked: _on_action_blocked,
        TakenOver: _on_taken_over,
        DealMoved: _on_deal_moved,
        DealDiscarded: _on_deal_discarded,
        TradeDealMade: _on_trade_deal_made,
        TradeDealCancelled: _on_trade_deal_cancelled,
        Tucked: _on_tucked,
        Stashed: _on_stashed,
        ChoiceOffered: _on_choice_offered,
        ChoiceMade: _on_choice_made,
        Passed: _on_passed,
        TurnHeld: _on_turn_held,
        TurnMoved: _on_turn_moved,
        CleanedUp: _on_cleaned_up,
        AttackRevealed: _on_attack_revealed,
        AttackPairMoved: _on_attack_pair_moved,
        AttacksScheduled: _on_attacks_scheduled,
        AttackDone: _on_attack_done,
        GameEnded: _on_game_ended,
    }


FOLD = SettlersEvolution()
HANDLERS = SettlersEvolution._evolvers  # by event type: handler(FOLD, state, event)


def evolve(state: SettlersState, event: Any) -> SettlersState:
    """Apply one event to `state` in place (and return it)."""
    return FOLD.evolve(state, event)
