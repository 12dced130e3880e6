"""The round: lookout (and its variants), production, the action phase's turn order, cleanup,
the solo attack phase and the end. `advance` runs every step that needs no decision."""

from __future__ import annotations

from game.engine.messages import N_
from game.rules.settlers import events as ev
from game.rules.settlers.catalog import deal_goods, info, runtime
from game.rules.settlers.context import NO_PARAMS, Ctx
from game.rules.settlers.effects import (
    deals_of,
    draw,
    empire,
    fire,
    gain,
    resolve_list,
    take_from_common,
)
from game.rules.settlers.solo import attack, start_attacks
from game.rules.settlers.state import SettlersState

# What the front end shows for each phase and each kind of pending decision.
PHASE_NAMES = {
    "lookout": N_("Lookout"),
    "production": N_("Production"),
    "action": N_("Action"),
    "cleanup": N_("Cleanup"),
    "attack": N_("The virtual player's attack"),
    "over": N_("Game over"),
}
DECISION_NAMES = {
    "draft": N_("Pick a card"),
    "draw": N_("Choose the deck to draw from"),
    "choose": N_("Make a choice"),
    "reactivate": N_("Activate the location again, or skip"),
    "action": N_("Take an action or pass"),
    "end_turn": N_("End your turn, or take back your action"),
}
# What each kind of choice (`Pending.detail["kind"]` of a "choose" decision) asks.
CHOICE_NAMES = {
    "effects": N_("Choose one of the card's options"),
    "convert": N_("Pay for the card's offer, or not"),
    "keep": N_("Choose the card to keep"),
    "draw_decks": N_("Choose the decks to draw from"),
    "collect": N_("Choose a production location to collect"),
    "cash_in": N_("Give back a good for victory points, or stop"),
    "discard_hand": N_("Choose a card of your hand to discard"),
    "attack_target": N_("Choose the location the virtual player razes"),
    "samurai": N_("Choose the faction location for a samurai"),
}


def rounds() -> int:
    return int(runtime().tables["rounds"])


def waiting(s: SettlersState) -> bool:
    """Whether some decision is owed before the round can go on."""
    if s.choices or s.followup or s.held:
        return True
    # a plain loop: asked at every step, where a generator or a comprehension costs more
    for p in s.players:  # noqa: SIM110
        if p.draws:
            return True
    return False


def advance(ctx: Ctx) -> None:
    s = ctx.s
    while s.phase != "over" and not waiting(s):
        if s.phase == "lookout":
            if s.draft_order:
                return
            lookout_step(ctx)
        elif s.phase == "production":
            ctx.emit(ev.PhaseStarted("action", turn=s.first))
        elif s.phase == "action":
            if not all_passed(s):
                return
            end_of_actions(ctx)
        elif s.phase == "attack":
            if s.attacks_left > 0:
                attack(ctx)
            else:
                next_round(ctx)
        else:
            return


def all_passed(s: SettlersState) -> bool:
    """Whether every seat that plays has passed (the action phase is over)."""
    players = s.players
    for seat in range(s.humans):  # noqa: SIM110 (a loop: asked at every step)
        if not players[seat].passed:
            return False
    return True


def turn_order(s: SettlersState, start: int) -> list[int]:
    n = s.humans
    return [(start + i) % n for i in range(n)]


# -- lookout ----------------------------------------------------------------------------------
def lookout_step(ctx: Ctx) -> None:
    s = ctx.s
    opts = ctx.options
    if s.draft_stage == 0:
        for seat in turn_order(s, s.first):
            draw(ctx, seat, "faction", 1)
            if opts.peaceful and not s.solo:
                draw(ctx, seat, "common", 1)
    if s.solo:
        solo_lookout(ctx)
    elif opts.alt_lookout:
        alt_lookout(ctx)
    elif opts.advanced_lookout:
        advanced_lookout(ctx)
    else:
        standard_lookout(ctx)


def reveal(ctx: Ctx, n: int, order: list[int]) -> None:
    cards = take_from_common(ctx, n)
    ctx.emit(ev.DraftRevealed(cards, tuple(order[: len(cards)])))


def standard_lookout(ctx: Ctx) -> None:
    s = ctx.s
    n = s.humans
    if s.draft_stage == 0:
        reveal(ctx, n + 1, turn_order(s, s.first))
    elif s.draft_stage == 1:
        ctx.emit(ev.DraftDiscarded())
        last = (s.first - 1) % n
        reveal(ctx, n + 1, [(last - i) % n for i in range(n)])
    else:
        ctx.emit(ev.DraftDiscarded())
        start_production(ctx)


def advanced_lookout(ctx: Ctx) -> None:
    """Five cards; each pick refills the row so that every player but the last picks from
    four (first pick) or three (second pick); with two players, no refills."""
    s = ctx.s
    n = s.humans
    slot = s.draft_stage
    if slot >= 2 * n:
        ctx.emit(ev.DraftDiscarded())
        start_production(ctx)
        return
    seat = (s.first + slot % n) % n
    if slot == 0:
        reveal(ctx, 5, [seat])
        return
    target = 0
    if n > 2:
        position = slot % n
        if slot < n:
            target = 4
        elif position not in (0, n - 1):
            target = 3
    missing = max(0, target - len(s.draft))
    cards = take_from_common(ctx, missing) if missing else ()
    order = (seat,) if s.draft or cards else ()
    ctx.emit(ev.DraftRevealed(cards, order))


def alt_lookout(ctx: Ctx) -> None:
    """Three cards dealt to each player: keep one, pass two clockwise, keep one of the two."""
    s = ctx.s
    if s.draft_stage == 0:
        cards = take_from_common(ctx, 3 * s.humans)
        ctx.emit(ev.OffersDealt(tuple(cards[3 * i : 3 * i + 3] for i in range(s.humans))))
    elif s.draft_stage == 1:
        ctx.emit(ev.OffersPassed())
    else:
        ctx.emit(ev.OffersDiscarded())
        start_production(ctx)


def solo_lookout(ctx: Ctx) -> None:
    """Four cards: take one, one of the other three at random goes to the virtual player,
    take one of the last two, the last goes to the virtual player."""
    s = ctx.s
    if s.draft_stage == 0:
        reveal(ctx, runtime().tables["solo"]["lookout_reveal"], [0])
    elif s.draft_stage == 1:
        if s.draft:
            ctx.emit(ev.VirtualTook(ctx.rng.choice(sorted(s.draft))))
        ctx.emit(ev.DraftRevealed((), (0,) if s.draft else ()))
    else:
        for card in list(s.draft):
            ctx.emit(ev.VirtualTook(card))
        start_production(ctx)


# -- production -------------------------------------------------------------------------------
def start_production(ctx: Ctx) -> None:
    s = ctx.s
    ctx.emit(ev.PhaseStarted("production"))
    boards = runtime().boards
    for seat in turn_order(s, s.first):
        p = s.players[seat]
        gain(ctx, seat, boards[p.faction])
        dealt: dict[str, int] = {}
        for deal in list(deals_of(s, seat)) + list(p.trade_deals):
            for good, n in deal_goods(deal).items():
                dealt[good] = dealt.get(good, 0) + n
        if dealt:
            gain(ctx, seat, dealt)
            ctx.emit(ev.DealGoodsNoted(seat, tuple(dealt.items())))
            fire(ctx, seat, "production_deals")
        for loc in list(p.locations):
            card = info(loc.card)
            # a production may have removed a location listed before it began
            if card.type == "production" and loc.card in [x.card for x in p.locations]:
                resolve_list(ctx, seat, card.card.production, loc.card, "production", NO_PARAMS)


# -- end of the action phase ------------------------------------------------------------------
def end_of_actions(ctx: Ctx) -> None:
    s = ctx.s
    if s.round < rounds():
        cleanup(ctx)
    if s.solo:
        start_attacks(ctx)
    else:
        next_round(ctx)


def cleanup(ctx: Ctx) -> None:
    """Keep what the faction board and storage cards let the player keep; the rest goes."""
    s = ctx.s
    rt = runtime()
    kept: list[tuple[int, str, int]] = []
    for seat in range(s.humans):
        p = s.players[seat]
        keep = set(rt.storage[p.faction])
        for loc in empire(s, seat):
            for feature in info(loc.card).card.features:
                if feature.kind == "storage":
                    keep.update(g.value for g in feature.goods)
        for good in sorted(keep):
            if p.goods.get(good, 0) > 0:
                kept.append((seat, good, p.goods[good]))
    ctx.emit(ev.CleanedUp(tuple(kept)))


def next_round(ctx: Ctx) -> None:
    s = ctx.s
    if s.round >= rounds():
        ctx.emit(ev.GameEnded())
        return
    first = s.first if s.solo else (s.first + 1) % s.humans
    ctx.emit(ev.RoundStarted(s.round + 1, first))


def next_turn(ctx: Ctx, player: int) -> None:
    """After an action the turn goes clockwise to the next player who has not passed."""
    s = ctx.s
    n = s.humans
    for i in range(1, n + 1):
        seat = (player + i) % n
        if not s.players[seat].passed:
            ctx.emit(ev.TurnMoved(seat))
            return
