"""The action phase: what each action does (`do_*`) and every action a player may take now
(`action_commands`), including the free placements that do not use up the turn."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import chain
from operator import itemgetter
from typing import Any

from game.engine.errors import IllegalCommand
from game.engine.messages import N_
from game.rules.settlers import commands as cmd
from game.rules.settlers import events as ev
from game.rules.settlers.catalog import RESOURCE_GOODS, SUPPLY_GOODS, info, runtime
from game.rules.settlers.context import Ctx, Params
from game.rules.settlers.effects import (
    TRADE,
    build,
    capped,
    deals_of,
    deck_ok,
    empire,
    fire,
    fire_opponent_workers,
    gain,
    goods_of,
    is_targeted,
    matches,
    nameable,
    opponents,
    pay,
    paying_caps,
    payment,
    payment_options,
    production_targets,
    razable_location,
    raze_extra,
    raze_location,
    razed,
    resolve_list,
)
from game.rules.settlers.state import NO_PLAYER, Location, PlayerState, SettlersState

RAZE_LOCATION = 2
PAIR_GAINS = ("wood", "stone", "food", "card")


def tables() -> dict[str, Any]:
    return runtime().tables


# -- actions ----------------------------------------------------------------------------------
def do_build(ctx: Ctx, c: cmd.Build) -> None:
    p = ctx.s.players[c.player]
    if c.card not in p.hand:
        raise IllegalCommand(N_("That card is not in your hand."))
    card = info(c.card)
    if payment(p.goods, card.cost, paid=c.pay) is None:
        raise IllegalCommand(N_("You cannot pay for that."))
    if card.needs_location and not discardable(ctx.s, c.player, c.discard):
        raise IllegalCommand(N_("Discard one of your locations or foundations."))
    build(ctx, c.player, c.card, c.discard if card.needs_location else "", paid=c.pay)


def discardable(s: SettlersState, player: int, card: str) -> bool:
    p = s.players[player]
    if card in p.foundations:
        return True
    loc = p.location(card)
    return loc is not None and loc.controller == NO_PLAYER


def do_deal(ctx: Ctx, c: cmd.MakeDeal) -> None:
    p = ctx.s.players[c.player]
    if c.card not in p.hand or not info(c.card).faction:
        raise IllegalCommand(N_("Only a faction card of your hand can make a deal."))
    pay(ctx, c.player, tables()["deal_cost"], paid=c.pay)
    ctx.emit(ev.DealMade(c.player, c.card))
    gain(ctx, c.player, dict(info(c.card).deal or {}))
    fire(ctx, c.player, "deal")


def do_raze_card(ctx: Ctx, c: cmd.RazeCard) -> None:
    p = ctx.s.players[c.player]
    if c.card not in p.hand or info(c.card).raze is None:
        raise IllegalCommand(N_("That card cannot be razed."))
    pay(ctx, c.player, {"raze": tables()["raze_hand_cost"]})
    ctx.emit(ev.HandDiscarded(c.player, c.card))
    razed(ctx, c.player, dict(info(c.card).raze or {}))


def raze_cost(s: SettlersState, owner: int, loc: Location) -> int:
    cost = int(tables()["raze_location_cost"])
    if s.players[owner].faction == "virtual":
        return cost
    return cost + raze_extra(loc)


def do_raze_location(ctx: Ctx, c: cmd.RazeLocation) -> None:
    s = ctx.s
    if ctx.options.peaceful:
        raise IllegalCommand(N_("In the peaceful variant only card abilities raze locations."))
    if c.owner not in opponents(s, c.player):
        raise IllegalCommand(N_("That player cannot be targeted."))
    loc = s.players[c.owner].location(c.card)
    if loc is None or not razable_location(s, c.owner, loc):
        raise IllegalCommand(N_("That location cannot be razed."))
    pay(ctx, c.player, {"raze": raze_cost(s, c.owner, loc)})
    raze_location(ctx, c.player, c.owner, c.card)


def usable(s: SettlersState, player: int, card: str) -> tuple[int, Location] | None:
    """Where an action location the player may activate lies: their own (unless taken over
    by another player) or one they took over with the Temple of Ra."""
    for seat, other in enumerate(s.players):
        loc = other.location(card)
        if loc is None:
            continue
        if seat == player and loc.controller in (NO_PLAYER, player):
            return seat, loc
        if seat != player and loc.controller == player:
            return seat, loc
        return None
    return None


def do_activate(ctx: Ctx, c: cmd.Activate) -> None:
    s = ctx.s
    found = usable(s, c.player, c.card)
    # an unknown card id is never in play, so `found` is None before the catalogue is asked
    action = info(c.card).action if found is not None else None
    if found is None or action is None:
        raise IllegalCommand(N_("You have no such action location."))
    card = info(c.card)
    owner, loc = found
    if s.followup and c.card != s.followup:
        raise IllegalCommand(N_("You may only activate that location again now."))
    if loc.blocked:
        raise IllegalCommand(N_("That location is blocked this round."))
    if c.mode < 0 or c.mode >= len(action.modes):
        raise IllegalCommand(N_("That location has no such use."))
    mode = action.modes[c.mode]
    targeted = any(is_targeted(e) for e in mode.effects)
    if c.times not in (1, 2) or (c.times == 2 and targeted and not twice_targeted(mode)):
        raise IllegalCommand(N_("That location cannot be used twice at once."))
    if loc.used + c.times > card.uses:
        raise IllegalCommand(N_("That location has been used up this round."))
    if s.followup:
        ctx.emit(ev.FollowupEnded())
    cost = goods_of(mode.cost)
    params = Params(c.owner, c.target, c.option, c.build_pay)
    if c.times == 2 and targeted:
        # Both uses in one action, each with its own targets: this one now, the second as a
        # follow-up of the same action, paid when it is made (the player may let it go).
        if c.pay or payment(s.players[c.player].goods, cost, 2) is None:
            raise IllegalCommand(N_("You cannot pay for that."))
        pay(ctx, c.player, cost)
        ctx.emit(ev.Activated(c.player, owner, c.card, 1))
        resolve_list(ctx, c.player, mode.effects, c.card, f"action.{c.mode}", params)
        ctx.emit(ev.FollowupOffered(c.card))
        return
    pay(ctx, c.player, cost, c.times, c.pay)
    ctx.emit(ev.Activated(c.player, owner, c.card, c.times))
    for _ in range(c.times):
        resolve_list(ctx, c.player, mode.effects, c.card, f"action.{c.mode}", params)


def twice_targeted(mode: Any) -> bool:
    """A targeted use that may be doubled in one action (not one that resets another
    location: its own follow-up would clash)."""
    return not any(e.kind == "reactivate" for e in mode.effects)


def do_spend_workers(ctx: Ctx, c: cmd.SpendWorkers) -> None:
    picks = c.picks
    if not picks or any(pick not in PAIR_GAINS for pick in picks):
        raise IllegalCommand(N_("Each pair of workers gives one resource or one card."))
    pay(ctx, c.player, {"worker": 2 * len(picks)})
    goods: dict[str, int] = {}
    for pick in picks:
        goods[pick] = goods.get(pick, 0) + 1
    gain(ctx, c.player, goods)
    fire_opponent_workers(ctx, c.player, len(picks))


# -- free placements --------------------------------------------------------------------------
def do_defence(ctx: Ctx, c: cmd.PlaceDefence) -> None:
    p = ctx.s.players[c.player]
    loc = p.location(c.card)
    if p.goods["defence"] < 1:
        raise IllegalCommand(N_("You have no defence token."))
    if loc is None or info(c.card).faction or loc.defence:
        raise IllegalCommand(N_("Place it on one of your common locations without one."))
    ctx.emit(ev.DefencePlaced(c.player, c.card))


def do_samurai(ctx: Ctx, c: cmd.PlaceSamurai) -> None:
    p = ctx.s.players[c.player]
    loc = p.location(c.card)
    if p.faction != "japanese":
        raise IllegalCommand(N_("Only the Japanese have samurai."))
    if p.goods["worker"] < 1:
        raise IllegalCommand(N_("You have no worker."))
    if loc is None or not info(c.card).faction or loc.samurai:
        raise IllegalCommand(N_("Place it on one of your faction locations without one."))
    ctx.emit(ev.SamuraiPlaced(c.player, c.card))


def feature_kind(card: str, kind: str) -> Any:
    for feature in info(card).card.features:
        if feature.kind == kind:
            return feature
    return None


def do_tuck(ctx: Ctx, c: cmd.Tuck) -> None:
    p = ctx.s.players[c.player]
    feature = feature_kind(c.location, "tuck_cards") if p.location(c.location) else None
    if feature is None:
        raise IllegalCommand(N_("Cards cannot be put under that location."))
    if c.card not in p.hand:
        raise IllegalCommand(N_("That card is not in your hand."))
    ctx.emit(ev.Tucked(c.player, c.location, c.card))
    if feature.vp_each:
        gain(ctx, c.player, {"vp": feature.vp_each})


def do_stash(ctx: Ctx, c: cmd.Stash) -> None:
    p = ctx.s.players[c.player]
    if p.location(c.location) is None or feature_kind(c.location, "stash_resources") is None:
        raise IllegalCommand(N_("Resources cannot be put on that location."))
    if c.good not in RESOURCE_GOODS or p.goods.get(c.good, 0) < 1:
        raise IllegalCommand(N_("You have none of that resource."))
    ctx.emit(ev.Stashed(c.player, c.location, c.good))


# -- what may be done now ---------------------------------------------------------------------
def action_commands(s: SettlersState, player: int, peaceful: bool) -> list[Any]:
    p = s.players[player]
    goods = p.goods
    out: list[Any] = [_PASS[player] if player < len(_PASS) else cmd.Pass(player)]
    _hand_commands(out, player, p, goods)
    if goods["raze"] >= RAZE_LOCATION and not peaceful:
        for seat in opponents(s, player):
            for loc in s.players[seat].locations:
                if razable_location(s, seat, loc) and goods["raze"] >= raze_cost(s, seat, loc):
                    out.append(cmd.RazeLocation(player, seat, loc.card))
    # `activatable`, inlined (asked at every step)
    action_cards = _card_sets().actions
    for seat, other in enumerate(s.players):
        mine = seat == player
        for loc in other.locations:
            if loc.card not in action_cards or loc.blocked:
                continue
            controller = loc.controller
            if controller == player or (mine and controller == NO_PLAYER):
                out.extend(activations(s, player, seat, loc))
    if goods["worker"] >= 2:
        out.extend(_SPEND_WORKERS[player] if player < len(_SPEND_WORKERS) else _spend(player))
    out.extend(free_commands(s, player))
    return out


def _hand_commands(out: list[Any], player: int, p: PlayerState, goods: dict[str, int]) -> None:
    """Add what the cards of the hand offer (builds, deals, razes), in the legal order.

    What a card offers depends only on the card, the goods that pay (each counted up to the
    largest cost: more of a good pays in no new way), a raze token and, for a card built over
    a location, the discards: remembered, since they repeat across a search's playouts (half
    of a random playout was listing them)."""
    cap = _card_sets().pay_cap
    wood, stone, food, gold = _PAYING(goods)
    if cap:
        wood = cap if wood > cap else wood
        stone = cap if stone > cap else stone
        food = cap if food > cap else food
        gold = cap if gold > cap else gold
    hand = p.hand
    needs_location = _card_sets().needs_location
    discards: tuple[str, ...] = ()
    if not needs_location.isdisjoint(hand):
        discards = tuple([loc.card for loc in p.locations if loc.controller == NO_PLAYER])
        discards += tuple(p.foundations)
    key = (player, wood, stone, food, gold, goods["raze"] >= 1)
    entry = _HAND_COMMANDS.get(key)
    if entry is None:
        if len(_HAND_COMMANDS) > _CACHE_LIMIT:
            _HAND_COMMANDS.clear()
        entry = _HAND_COMMANDS[key] = ({}, {})
    plain, by_discards = entry
    by_card = plain
    if discards:
        by_card = by_discards.get(discards)  # type: ignore[assignment]
        if by_card is None:
            if len(by_discards) > _CACHE_LIMIT:
                by_discards.clear()
            by_card = by_discards[discards] = {}
    try:
        found = list(map(by_card.__getitem__, hand))
    except KeyError:
        for card_id in hand:
            if card_id in by_card:
                continue
            made = plain.get(card_id)
            if made is None:
                made = plain[card_id] = _one_card(player, card_id, goods, ())
            if discards and card_id in needs_location:
                made = _placed_card(player, card_id, goods, discards, made)
            by_card[card_id] = made
        found = list(map(by_card.__getitem__, hand))
    out.extend(chain.from_iterable(found))


def _one_card(
    player: int, card_id: str, goods: dict[str, int], discards: tuple[str, ...]
) -> tuple[Any, ...]:
    """`_card_commands`, remembered by the goods as this card's costs read them (the key of
    `_HAND_COMMANDS` caps every good at the largest cost of all: most supplies it tells
    apart pay this card alike)."""
    caps = _CARD_CAPS.get(card_id)
    if caps is None:
        card = info(card_id)
        costs = (card.cost, dict(tables()["deal_cost"])) if card.faction else (card.cost,)
        caps = _CARD_CAPS[card_id] = paying_caps(costs)
    key = (player, card_id, capped(goods, caps), goods["raze"] >= 1, discards)
    found = _CARD_COMMANDS.get(key)
    if found is None:
        if len(_CARD_COMMANDS) > _CACHE_LIMIT:
            _CARD_COMMANDS.clear()
        found = _CARD_COMMANDS[key] = _card_commands(player, card_id, goods, discards)
    return found


def _placed_card(
    player: int,
    card_id: str,
    goods: dict[str, int],
    discards: tuple[str, ...],
    tail: tuple[Any, ...],
) -> tuple[Any, ...]:
    """`_card_commands` of a card built over a location or foundation: its builds, one per
    way to pay and discard (the discards differ from turn to turn: each build is made once),
    then `tail`, its commands with nothing to discard (its deals and raze)."""
    ways = payment_options(goods, info(card_id).cost)
    if not ways:
        return tail
    builds = []
    for way in ways:
        for discard in discards:
            key = (player, card_id, discard, way)
            made = _BUILDS.get(key)
            if made is None:
                if len(_BUILDS) > _CACHE_LIMIT:
                    _BUILDS.clear()
                made = _BUILDS[key] = cmd.Build(player, card_id, discard, way)
            builds.append(made)
    return (*builds, *tail)


_BUILDS: dict[tuple[Any, ...], cmd.Build] = {}


@dataclass(frozen=True, slots=True)
class CardSets:
    """What the legal commands ask of every card in play, read from the catalogue once."""

    needs_location: frozenset[str]  # built over a location or foundation
    actions: frozenset[str]  # action locations
    tuck: frozenset[str]  # locations cards of the hand may be put under
    stash: frozenset[str]  # locations resources may be put on
    # The largest resource count a hand card's building or deal cost asks (0: some cost asks
    # "any resource" or a good other than resources, and every count is read as it is).
    pay_cap: int


@cache
def _card_sets() -> CardSets:
    cards = runtime().cards
    costs = [c.cost for c in cards.values()] + [dict(tables()["deal_cost"])]
    plain_costs = all(g in RESOURCE_GOODS for cost in costs for g in cost)
    return CardSets(
        needs_location=frozenset(i for i, c in cards.items() if c.needs_location),
        actions=frozenset(i for i, c in cards.items() if c.action is not None),
        tuck=frozenset(i for i in cards if feature_kind(i, "tuck_cards") is not None),
        stash=frozenset(i for i in cards if feature_kind(i, "stash_resources") is not None),
        pay_cap=max(sum(cost.values()) for cost in costs) if plain_costs else 0,
    )


_CACHE_LIMIT = 50_000
_PAYING = itemgetter(*RESOURCE_GOODS, "gold")
# (seat, wood, stone, food, gold up to the cap, a raze token) -> (card -> its commands with
# no location to discard, the discards -> card -> its commands with these discards)
_Commands = dict[str, tuple[Any, ...]]
_HAND_COMMANDS: dict[tuple[Any, ...], tuple[_Commands, dict[tuple[str, ...], _Commands]]] = {}
_CARD_COMMANDS: dict[tuple[Any, ...], tuple[Any, ...]] = {}
_CARD_CAPS: dict[str, tuple[tuple[str, int], ...]] = {}


def _card_commands(
    player: int, card_id: str, goods: dict[str, int], own_discards: tuple[str, ...]
) -> tuple[Any, ...]:
    """What one card of the hand offers: its builds, deals and raze, in the legal order."""
    card = info(card_id)
    out: list[Any] = []
    # every copy is offered, as for deals and razes: copies may differ in their deal
    # field, and the player clicks the copy they mean
    for way in payment_options(goods, card.cost):
        if card.needs_location:
            out.extend(cmd.Build(player, card_id, d, way) for d in own_discards)
        else:
            out.append(cmd.Build(player, card_id, "", way))
    if card.faction:
        deal_ways = payment_options(goods, tables()["deal_cost"])
        out.extend(cmd.MakeDeal(player, card_id, way) for way in deal_ways)
    if card.raze is not None and goods["raze"] >= 1:
        out.append(cmd.RazeCard(player, card_id))
    return tuple(out)


def _spend(player: int) -> tuple[Any, ...]:
    return tuple(cmd.SpendWorkers(player, (g,)) for g in PAIR_GAINS)


_SPEND_WORKERS = tuple(_spend(player) for player in range(6))
_PASS = tuple(cmd.Pass(player) for player in range(6))


def free_commands(s: SettlersState, player: int) -> list[Any]:
    p = s.players[player]
    out: list[Any] = []
    if p.goods["defence"]:
        for loc in p.locations:
            if not loc.defence and not info(loc.card).faction:
                out.append(cmd.PlaceDefence(player, loc.card))
    if p.faction == "japanese" and p.goods["worker"]:
        for loc in p.locations:
            if not loc.samurai and info(loc.card).faction:
                out.append(cmd.PlaceSamurai(player, loc.card))
    sets = _card_sets()
    tuck, stash = sets.tuck, sets.stash
    for loc in p.locations:
        card = loc.card
        if p.hand and card in tuck:
            out.extend(cmd.Tuck(player, card, h) for h in dict.fromkeys(p.hand))
        if card in stash:
            out.extend(cmd.Stash(player, card, g) for g in RESOURCE_GOODS if p.goods[g])
    return out


def activatable(s: SettlersState, player: int) -> list[tuple[int, Location]]:
    found = []
    action_cards = _card_sets().actions
    for seat, other in enumerate(s.players):
        for loc in other.locations:
            if loc.card not in action_cards or loc.blocked:
                continue
            if (seat == player and loc.controller in (NO_PLAYER, player)) or (
                seat != player and loc.controller == player
            ):
                found.append((seat, loc))
    return found


def activations(s: SettlersState, player: int, owner: int, loc: Location) -> list[Any]:
    card = info(loc.card)
    assert card.action is not None
    left = card.uses - loc.used
    if left <= 0:
        return []
    goods = s.players[player].goods
    if loc.card in _UNTARGETED or _untargeted(loc.card, card.action):
        # with no target to choose, the uses depend on the card, the uses left and the goods
        # alone: remembered like the hand's commands
        try:
            key: tuple[Any, ...] = (player, loc.card, left, _SUPPLY(goods))
        except KeyError:
            key = (player, loc.card, left, tuple(goods.items()))
        found = _ACTIVATIONS.get(key)
        if found is None:
            if len(_ACTIVATIONS) > _CACHE_LIMIT:
                _ACTIVATIONS.clear()
            found = _ACTIVATIONS[key] = _untargeted_uses(s, player, loc, card, left, goods)
        return found
    return _activations(s, player, loc, card, left, goods)


def _untargeted_uses(
    s: SettlersState, player: int, loc: Location, card: Any, left: int, goods: dict[str, int]
) -> list[Any]:
    """`_activations` of a location without targets, remembered by the goods as its costs
    read them (most supplies `_ACTIVATIONS` tells apart pay its uses alike)."""
    twice = left >= 2
    caps = _USE_CAPS.get((loc.card, twice))
    if caps is None:
        costs = tuple(goods_of(mode.cost) for mode in card.action.modes)
        caps = _USE_CAPS[loc.card, twice] = paying_caps(costs, 2 if twice else 1)
    key = (player, loc.card, left, capped(goods, caps))
    found = _USES.get(key)
    if found is None:
        if len(_USES) > _CACHE_LIMIT:
            _USES.clear()
        found = _USES[key] = _activations(s, player, loc, card, left, goods)
    return found


_USES: dict[tuple[Any, ...], list[Any]] = {}
_USE_CAPS: dict[tuple[str, bool], tuple[tuple[str, int], ...]] = {}


_ACTIVATIONS: dict[tuple[Any, ...], list[Any]] = {}
_UNTARGETED: set[str] = set()
_TARGETED: set[str] = set()
_SUPPLY = itemgetter(*SUPPLY_GOODS)


def _untargeted(card_id: str, action: Any) -> bool:
    """Whether no use of this action location picks a target (remembered per card)."""
    if card_id in _TARGETED:
        return False
    if any(is_targeted(e) for mode in action.modes for e in mode.effects):
        _TARGETED.add(card_id)
        return False
    _UNTARGETED.add(card_id)
    return True


def _activations(
    s: SettlersState, player: int, loc: Location, card: Any, left: int, goods: dict[str, int]
) -> list[Any]:
    out: list[Any] = []
    for m, mode in enumerate(card.action.modes):
        cost = goods_of(mode.cost)
        ways = payment_options(goods, cost)
        targeted = [e for e in mode.effects if is_targeted(e)]
        if not targeted:
            out.extend(cmd.Activate(player, loc.card, 1, m, pay=way) for way in ways)
            if left >= 2:
                twice = payment_options(goods, cost, 2)
                out.extend(cmd.Activate(player, loc.card, 2, m, pay=way) for way in twice)
            continue
        can_twice = left >= 2 and twice_targeted(mode) and payment(goods, cost, 2) is not None
        for way in ways:
            combos = effect_targets(s, player, targeted[0], loc.card, cost, way)
            for effect in targeted[1:]:
                more = effect_targets(s, player, effect, loc.card, cost, way)
                combos = [merged for a in combos for b in more if (merged := merge(a, b))]
            for times in (1, 2) if can_twice and not way else (1,):
                out.extend(
                    cmd.Activate(
                        player, loc.card, times, m, p.owner, p.target, p.option, way, p.build_pay
                    )
                    for p in combos
                )
    return out


def merge(a: Params, b: Params) -> Params | None:
    """One set of targets for two targeted effects of one activation, if they agree."""
    fields: list[Any] = []
    pairs: tuple[tuple[Any, Any, Any], ...] = (
        (a.owner, b.owner, -1),
        (a.target, b.target, ""),
        (a.option, b.option, ""),
        (a.build_pay, b.build_pay, ()),
    )
    for x, y, empty in pairs:
        if x != empty and y != empty and x != y:
            return None
        fields.append(x if x != empty else y)
    return Params(*fields)


def _after_cost(
    goods: dict[str, int], cost: dict[str, int], paid: tuple[str, ...] = ()
) -> dict[str, int]:
    take = payment(goods, cost, paid=paid) or {}
    return {g: goods.get(g, 0) - take.get(g, 0) for g in goods}


def effect_targets(
    s: SettlersState,
    player: int,
    effect: Any,
    source: str,
    cost: dict[str, int],
    paid: tuple[str, ...] = (),
) -> list[Params]:
    """Every target a targeted effect may take, given what is left after the activation cost."""
    p = s.players[player]
    kind = effect.kind
    out: list[Params] = []
    if kind == "raze":
        left = _after_cost(p.goods, cost, paid)
        if effect.target == "hand":
            out = [Params(target=c) for c in dict.fromkeys(p.hand) if info(c).raze is not None]
        elif effect.target == "own":
            out = [
                Params(target=loc.card)
                for loc in p.locations
                if not info(loc.card).faction and info(loc.card).raze is not None
            ]
        else:
            for seat in opponents(s, player):
                virtual = s.players[seat].faction == "virtual"
                for loc in s.players[seat].locations:
                    if not razable_location(s, seat, loc):
                        continue
                    extra = 0 if effect.ignore_protection or virtual else raze_extra(loc)
                    if left.get("raze", 0) >= extra:
                        out.append(Params(seat, loc.card))
    elif kind in ("remove_location", "take_over"):
        for seat in opponents(s, player):
            for loc in s.players[seat].locations:
                if kind == "take_over" and loc.controller != NO_PLAYER:
                    continue
                out.append(Params(seat, loc.card))
    elif kind == "block_action":
        for seat in opponents(s, player):
            for loc in s.players[seat].locations:
                if info(loc.card).action is not None and not loc.blocked:
                    out.append(Params(seat, loc.card))
    elif kind == "take_raze_good":
        for seat in opponents(s, player):
            for loc in s.players[seat].locations:
                for good in info(loc.card).raze or {}:
                    out.append(Params(seat, loc.card, good))
    elif kind == "take_from_opponent":
        for seat in opponents(s, player):
            goods = s.players[seat].goods
            wanted = RESOURCE_GOODS if effect.good.value == "resource" else (effect.good.value,)
            out.extend(Params(seat, option=g) for g in wanted if goods.get(g, 0) > 0)
    elif kind == "discard_deal":
        seats = [player] if effect.owner == "own" else opponents(s, player)
        for seat in seats:
            out.extend(Params(seat, d) for d in dict.fromkeys(deals_of(s, seat)))
            if effect.trade_route_allowed:
                trade = s.players[seat].trade_deals
                out.extend(Params(seat, TRADE + d) for d in dict.fromkeys(trade))
    elif kind == "steal_deal":
        for seat in opponents(s, player):
            out.extend(Params(seat, d) for d in dict.fromkeys(deals_of(s, seat)))
    elif kind == "repeat_deal":
        out = [Params(target=d) for d in dict.fromkeys(p.deals)]
        out += [Params(target=TRADE + d) for d in dict.fromkeys(p.trade_deals)]
    elif kind == "trade_route_deal":
        for seat in opponents(s, player):
            for loc in s.players[seat].locations:
                if info(loc.card).faction and info(loc.card).deal is not None:
                    out.append(Params(seat, loc.card))
    elif kind == "build":
        left = _after_cost(p.goods, cost, paid)
        pool = p.deals if effect.source == "deals" else p.hand
        for card_id in dict.fromkeys(pool):
            if card_id in runtime().attacks:
                continue
            card = info(card_id)
            if deck_ok(effect.deck, card):
                ways = payment_options(left, card.cost)
                out.extend(Params(target=card_id, build_pay=way) for way in ways)
    elif kind == "reactivate":
        for loc in empire(s, player):
            if loc.card != source and info(loc.card).action is not None and loc.used > 0:
                out.append(Params(target=loc.card))
    elif kind == "hand_to_foundation":
        out = [Params(target=c) for c in dict.fromkeys(p.hand) if deck_ok(effect.deck, info(c))]
    elif kind == "discard_from_hand":
        if effect.who == "self":
            out = [Params(target=c) for c in dict.fromkeys(p.hand)]
        elif not nameable(s, player):
            out = [Params()]  # solo: no opponent with a hand to name; the rest still applies
        else:
            out = [
                Params(seat)
                for seat in opponents(s, player)
                if s.players[seat].faction != "virtual" and s.players[seat].hand
            ]
    elif kind == "collect_production":
        out = [Params(target=c) for c in production_targets(s, player, effect, source)]
    return out


def location_matches(where: Any, card: str) -> bool:
    return matches(where, info(card))
