"""Interpreting the card effects of the data (docs/settlers_effects.md): gains, payments,
draws, building, razing, feature triggers and every effect kind, shared by all cards.

Everything here works on a `Ctx`: it emits events (applied to the working copy at once).
Targeted effects read what the player named from `Params`; effects that need a decision later
(choose one option, keep one card, ...) offer a `Choice`.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from game.engine.errors import IllegalCommand
from game.engine.messages import N_
from game.rules.settlers import events as ev
from game.rules.settlers.catalog import RESOURCE_GOODS, CardInfo, deal_goods, info, plain, runtime
from game.rules.settlers.context import NO_PARAMS, Ctx, Params
from game.rules.settlers.solo import collect_target
from game.rules.settlers.state import NO_PLAYER, Location, PlayerState, SettlersState

TARGETED = frozenset(
    {
        "raze",
        "remove_location",
        "take_from_opponent",
        "take_raze_good",
        "discard_deal",
        "steal_deal",
        "repeat_deal",
        "trade_route_deal",
        "build",
        "reactivate",
        "block_action",
        "take_over",
        "hand_to_foundation",
        "collect_production",
    }
)
TRADE = "trade:"

_goods_cache: dict[int, dict[str, int]] = {}


def goods_of(model_goods: Any) -> dict[str, int]:
    """Plain goods of a data field, converted once per data object."""
    key = id(model_goods)
    found = _goods_cache.get(key)
    if found is None:
        found = plain(model_goods)
        _goods_cache[key] = found
    return found


def is_targeted(effect: Any) -> bool:
    if effect.kind == "discard_from_hand":
        return True
    return effect.kind in TARGETED


# -- seats ------------------------------------------------------------------------------------
def opponents(s: SettlersState, player: int) -> list[int]:
    """Seats that may be targeted: not the player, not passed (the virtual player never passes)."""
    return [i for i, p in enumerate(s.players) if i != player and not p.passed]


def nameable(s: SettlersState, player: int) -> list[int]:
    """The other players with a hand, passed or not (none in the solo game)."""
    return [i for i, p in enumerate(s.players) if i != player and p.faction != "virtual"]


def deals_of(s: SettlersState, seat: int) -> list[str]:
    """The deals under a board; the solo virtual player's deals are its revealed attack cards."""
    if s.players[seat].faction == "virtual":
        return s.attack_line
    return s.players[seat].deals


# -- payments ---------------------------------------------------------------------------------
PAY_GOODS = (*RESOURCE_GOODS, "gold")


_Split = tuple[dict[str, int], dict[str, int], int]
_SPLITS: dict[tuple[Any, ...], _Split] = {}


def _split(cost: dict[str, int], times: int) -> _Split:
    """A cost as (fixed goods, specific resources, any-resource count): remembered, the
    few costs of the game are paid at every step. Read-only: the dicts are shared."""
    key = (times, *cost.items())
    found = _SPLITS.get(key)
    if found is None:
        if len(_SPLITS) > 10_000:
            _SPLITS.clear()
        found = _SPLITS[key] = _split_once(cost, times)
    return found


def _split_once(cost: dict[str, int], times: int) -> _Split:
    fixed: dict[str, int] = {}
    need: dict[str, int] = {}
    any_resource = 0
    for good, n in cost.items():
        n *= times
        if good == "resource":
            any_resource += n
        elif good in RESOURCE_GOODS:
            need[good] = n
        else:
            fixed[good] = n
    return fixed, need, any_resource


def payment(
    goods: dict[str, int], cost: dict[str, int], times: int = 1, paid: tuple[str, ...] = ()
) -> dict[str, int] | None:
    """What paying `cost` takes from the supply; None if it cannot be paid.

    `paid` is the player's own choice for the resource part of the cost: the wood, stone,
    food and gold handed over (gold stands in for any resource, never the reverse). Without
    it, resources are used first and gold only for what is missing; an "any resource" cost
    takes the most plentiful first."""
    fixed, need, any_resource = _split(cost, times)
    take: dict[str, int] = {}
    for good, n in fixed.items():
        if goods.get(good, 0) < n:
            return None
        take[good] = n
    if paid:
        return _chosen_payment(goods, take, need, any_resource, paid)
    short = 0
    for good, n in need.items():
        have = goods.get(good, 0)
        use = have if have < n else n
        if use:
            take[good] = use
        short += n - use
    if any_resource:
        left = {r: goods.get(r, 0) - take.get(r, 0) for r in RESOURCE_GOODS}
        for r in sorted(RESOURCE_GOODS, key=lambda r: -left[r]):
            if not any_resource:
                break
            use = min(left[r], any_resource)
            if use:
                take[r] = take.get(r, 0) + use
                any_resource -= use
        short += any_resource
    if short:
        gold = goods.get("gold", 0) - take.get("gold", 0)
        if gold < short:
            return None
        take["gold"] = take.get("gold", 0) + short
    return take


def _chosen_payment(
    goods: dict[str, int],
    take: dict[str, int],
    need: dict[str, int],
    any_resource: int,
    paid: tuple[str, ...],
) -> dict[str, int] | None:
    handed = dict.fromkeys(PAY_GOODS, 0)
    for good in paid:
        if good not in handed:
            return None
        handed[good] += 1
    excess = sum(max(0, handed[r] - need.get(r, 0)) for r in RESOURCE_GOODS)
    short = sum(max(0, need.get(r, 0) - handed[r]) for r in RESOURCE_GOODS)
    if excess > any_resource or handed["gold"] != short + any_resource - excess:
        return None
    out = dict(take)
    for good, n in handed.items():
        if n:
            out[good] = out.get(good, 0) + n
    if any(goods.get(good, 0) < n for good, n in out.items()):
        return None
    return out


_WAYS: dict[tuple[Any, ...], list[tuple[str, ...]]] = {}
_PAY_HAVE = itemgetter(*PAY_GOODS)


def payment_options(
    goods: dict[str, int], cost: dict[str, int], times: int = 1
) -> list[tuple[str, ...]]:
    """`_payment_options`, remembered by the cost and the goods it reads: the legal commands
    ask it for every card in hand at every step (a third of a random game). The list is
    shared: read it, never change it."""
    try:
        have = _PAY_HAVE(goods)
    except KeyError:  # a supply without some good: read as none of it
        have = tuple([goods.get(g, 0) for g in PAY_GOODS])
    key = (tuple(cost.items()), times, have, tuple([goods.get(g, 0) for g in cost]))
    ways = _WAYS.get(key)
    if ways is None:
        if len(_WAYS) > 100_000:
            _WAYS.clear()
        ways = _WAYS[key] = _payment_options(goods, cost, times)
    return ways


UNCAPPED = 1 << 62


def paying_caps(costs: tuple[dict[str, int], ...], times: int = 1) -> tuple[tuple[str, int], ...]:
    """The goods that decide how these costs (each paid up to `times` at once) may be paid,
    each with the count above which more of it pays in no new way: `payment` and
    `payment_options` read a good only up to what the costs ask of it and of gold, the
    stand-in. An "any resource" cost weighs the resources against each other: uncapped."""
    caps: dict[str, int] = {}
    uncapped = False
    for cost in costs:
        for good, n in cost.items():
            n *= times
            if good == "resource":
                uncapped = True
            elif good in RESOURCE_GOODS:
                caps[good] = caps.get(good, 0) + n
                caps["gold"] = caps.get("gold", 0) + n
            else:
                caps[good] = caps.get(good, 0) + n
    if uncapped:
        caps.update(dict.fromkeys(PAY_GOODS, UNCAPPED))
    return tuple(sorted(caps.items()))


def capped(goods: dict[str, int], caps: tuple[tuple[str, int], ...]) -> tuple[int, ...]:
    """The goods as `paying_caps` reads them: equal for two supplies that pay alike."""
    out = []
    for good, cap in caps:
        n = goods.get(good, 0)
        out.append(n if n < cap else cap)
    return tuple(out)


def _payment_options(
    goods: dict[str, int], cost: dict[str, int], times: int = 1
) -> list[tuple[str, ...]]:
    """Every distinct way to pay a cost, as `paid` values: `()` (the automatic way) first,
    then the other ways of handing over resources and gold; [] if it cannot be paid."""
    auto = payment(goods, cost, times)
    if auto is None:
        return []
    fixed, need, any_resource = _split(cost, times)
    gold = goods.get("gold", 0) - fixed.get("gold", 0)
    if not any_resource and (gold <= 0 or not need):
        return [()]
    # Each specific resource: how many of it (the rest in gold); then the any-resource part.
    ways: list[dict[str, int]] = [{}]
    for r, n in need.items():
        ways = [{**w, r: k} for w in ways for k in range(min(n, goods.get(r, 0)) + 1)]
    if any_resource:
        spread = []
        for w in ways:
            for y in _spreads(
                any_resource, [goods.get(r, 0) - w.get(r, 0) for r in RESOURCE_GOODS]
            ):
                spread.append({r: w.get(r, 0) + y[i] for i, r in enumerate(RESOURCE_GOODS)})
        ways = spread
    total = sum(need.values()) + any_resource
    seen = {tuple(sorted((g, n) for g, n in auto.items() if g in PAY_GOODS))}
    out: list[tuple[str, ...]] = [()]
    for w in ways:
        in_gold = total - sum(w.values())
        if in_gold > gold:
            continue
        handed = {r: n for r, n in w.items() if n} | ({"gold": in_gold} if in_gold else {})
        key = tuple(sorted(handed.items()))
        if key in seen:
            continue
        seen.add(key)
        out.append(tuple(g for g in PAY_GOODS for _ in range(handed.get(g, 0))))
    return out


def _spreads(n: int, caps: list[int]) -> list[list[int]]:
    """Ways to take at most `n` items from piles with these sizes (the rest is paid in gold)."""
    if not caps:
        return [[]]
    out: list[list[int]] = []
    for k in range(min(n, caps[0]) + 1):
        out.extend([k, *rest] for rest in _spreads(n - k, caps[1:]))
    return out


def pay(
    ctx: Ctx, player: int, cost: dict[str, int], times: int = 1, paid: tuple[str, ...] = ()
) -> None:
    take = payment(ctx.s.players[player].goods, cost, times, paid)
    if take is None:
        if paid:
            raise IllegalCommand(N_("That is not a way to pay for it."))
        raise IllegalCommand(N_("You cannot pay for that."))
    if take:
        ctx.emit(ev.changed(player, {g: -n for g, n in take.items()}))


# -- gains ------------------------------------------------------------------------------------
def gain(ctx: Ctx, player: int, goods: dict[str, int]) -> None:
    """Gain goods: supply goods at once, VP on the track, cards drawn (or owed, when the
    player chooses the deck)."""
    supply: dict[str, int] = {}
    vp = 0
    for good, n in goods.items():
        if n <= 0:
            continue
        if good == "vp":
            vp += n
        elif good == "common_card":
            draw(ctx, player, "common", n)
        elif good == "faction_card":
            draw(ctx, player, "faction", n)
        else:
            supply[good] = supply.get(good, 0) + n
    if supply:
        ctx.emit(ev.changed(player, supply))
    if vp:
        score(ctx, player, vp)


def score(ctx: Ctx, player: int, vp: int, bonus: bool = False) -> None:
    ctx.emit(ev.Scored(player, vp))
    if bonus:
        return  # a trigger's own VP do not trigger again
    for loc, feature, index in features(ctx.s, player, "gain_vp"):
        if vp >= feature.min_amount:
            for j, effect in enumerate(feature.effects):
                if effect.kind == "gain":
                    goods = goods_of(effect.goods)
                    extra = goods.get("vp", 0)
                    rest = {g: n for g, n in goods.items() if g != "vp"}
                    if rest:
                        gain(ctx, player, rest)
                    if extra:
                        score(ctx, player, extra, bonus=True)
                else:
                    resolve(ctx, player, effect, loc.card, f"feature.{index}.{j}", NO_PARAMS)


def draw(ctx: Ctx, player: int, deck: str, n: int = 1) -> list[str]:
    """Draw `n` cards from the common deck (reshuffled from its discard pile when short) or
    from the player's faction deck (never reshuffled: official errata)."""
    s = ctx.s
    if deck == "common":
        if len(s.common_deck) < n and s.common_discard:
            reshuffle_common(ctx)
        cards = tuple(s.common_deck[len(s.common_deck) - min(n, len(s.common_deck)) :][::-1])
    else:
        source = s.players[player].deck
        cards = tuple(source[len(source) - min(n, len(source)) :][::-1])
    if cards:
        ctx.emit(ev.CardsDrawn(player, deck, cards))
    return list(cards)


def reshuffle_common(ctx: Ctx) -> None:
    order = list(ctx.s.common_discard)
    ctx.rng.shuffle(order)
    ctx.emit(ev.DeckShuffled("common", tuple(order)))


def take_from_common(ctx: Ctx, n: int) -> tuple[str, ...]:
    """The top `n` common cards (fewer if the deck and its discard pile run out), top first."""
    s = ctx.s
    if len(s.common_deck) < n and s.common_discard:
        reshuffle_common(ctx)
    k = min(n, len(s.common_deck))
    return tuple(s.common_deck[len(s.common_deck) - k :][::-1])


# -- features ---------------------------------------------------------------------------------
def empire(s: SettlersState, player: int) -> list[Location]:
    """The locations that count as the player's now: their own, less those another player
    took over with the Temple of Ra, plus those the player took over (until cleanup)."""
    own = s.players[player].locations
    out = [loc for loc in own if loc.controller == NO_PLAYER or loc.controller == player]
    for seat, other in enumerate(s.players):
        if seat != player:
            out.extend(loc for loc in other.locations if loc.controller == player)
    return out


def controlled(s: SettlersState, player: int, card: str) -> Location | None:
    for loc in empire(s, player):
        if loc.card == card:
            return loc
    return None


def features(s: SettlersState, player: int, event: str) -> list[tuple[Location, Any, int]]:
    """The player's `on_event` features listening to `event`, in empire order."""
    found = []
    listeners = _LISTENERS or _listeners()
    for loc in s.players[player].locations:
        by_event = listeners.get(loc.card)
        if by_event is not None and loc.controller in (NO_PLAYER, player):
            for feature, index in by_event.get(event, ()):
                found.append((loc, feature, index))
    for seat, other in enumerate(s.players):
        if seat != player:
            for loc in other.locations:
                if loc.controller == player:
                    by_event = listeners.get(loc.card)
                    for feature, index in by_event.get(event, ()) if by_event else ():
                        found.append((loc, feature, index))
    return found


# card -> event -> its `on_event` features listening to it, with their index on the card:
# a build, a deal or a raze asks for every location of the empire (features are rare)
_LISTENERS: dict[str, dict[str, list[tuple[Any, int]]]] = {}


def _listeners() -> dict[str, dict[str, list[tuple[Any, int]]]]:
    for card_id, card in runtime().cards.items():
        for index, feature in enumerate(card.card.features):
            if feature.kind == "on_event":
                by_event = _LISTENERS.setdefault(card_id, {})
                by_event.setdefault(feature.event, []).append((feature, index))
    _LISTENERS.setdefault("", {})  # filled, even if no card listened
    return _LISTENERS


def matches(where: Any, card: CardInfo) -> bool:
    if where.colour is not None and where.colour.value not in card.colours:
        return False
    if where.type is not None and where.type.value != card.type:
        return False
    return not (where.deck is not None and (where.deck == "faction") != card.faction)


def fire(ctx: Ctx, player: int, event: str, built: CardInfo | None = None) -> None:
    for loc, feature, index in features(ctx.s, player, event):
        if built is not None and not matches(feature.where, built):
            continue
        resolve_list(ctx, player, feature.effects, loc.card, f"feature.{index}", NO_PARAMS)


def fire_opponent_workers(ctx: Ctx, player: int, pairs: int) -> None:
    """Oasis: each other player's features that pay out when someone spends worker pairs."""
    for seat in range(ctx.s.humans):
        if seat == player:
            continue
        for loc, feature, index in features(ctx.s, seat, "opponent_spend_workers"):
            for _ in range(pairs):
                if feature.max_per_round is not None and loc.used >= feature.max_per_round:
                    break
                ctx.emit(ev.TriggerCounted(seat, loc.card))
                resolve_list(ctx, seat, feature.effects, loc.card, f"feature.{index}", NO_PARAMS)


# -- effect lookup by path (choices name the effect they come from) ---------------------------
def effect_at(card_id: str, path: str) -> Any:
    card = info(card_id).card
    parts = path.split(".")
    root = parts[0]
    effects: Any  # a list of one of the card's effect kinds
    if root == "production":
        effects, rest = card.production, parts[1:]
    elif root == "bonus":
        effects, rest = card.building_bonus, parts[1:]
    elif root == "feature":
        feature: Any = card.features[int(parts[1])]  # a trigger: the kinds that hold effects
        effects, rest = feature.effects, parts[2:]
    else:
        assert card.action is not None
        effects, rest = card.action.modes[int(parts[1])].effects, parts[2:]
    effect: Any = effects[int(rest[0])]  # any effect kind; only Choose has options to descend
    i = 1
    while i < len(rest):
        effect = effect.options[int(rest[i][1:])][int(rest[i + 1])]
        i += 2
    return effect


# -- resolution -------------------------------------------------------------------------------
def resolve_list(
    ctx: Ctx, player: int, effects: Any, source: str, prefix: str, params: Params
) -> None:
    for j, effect in enumerate(effects):
        resolve(ctx, player, effect, source, f"{prefix}.{j}", params)


def count_for(s: SettlersState, player: int, effect: Any) -> int:
    p = s.players[player]
    if effect.count == "samurai":
        n = sum(1 for loc in p.locations if loc.samurai)
    else:
        n = sum(1 for loc in empire(s, player) if matches(effect.where, info(loc.card)))
    n *= effect.amount
    if effect.max is not None and n > effect.max:
        n = effect.max
    return int(n)


def feasible_option(s: SettlersState, player: int, option: Any) -> bool:
    """A choose option can be taken if every payment in it can be made."""
    goods = s.players[player].goods
    for effect in option:
        if effect.kind == "convert" and payment(goods, goods_of(effect.pay)) is None:
            return False
    return True


def resolve(
    ctx: Ctx, player: int, effect: Any, source: str, path: str, params: Params, agreed: bool = False
) -> None:
    kind = effect.kind
    s = ctx.s
    if kind == "gain":
        gain(ctx, player, goods_of(effect.goods))
    elif kind == "gain_per":
        n = count_for(s, player, effect)
        if n:
            gain(ctx, player, {effect.good.value: n})
    elif kind == "choose":
        options = tuple(
            str(i) for i, option in enumerate(effect.options) if feasible_option(s, player, option)
        )
        if effect.optional:
            options += ("skip",)
        if options and options != ("skip",):
            ctx.emit(ev.ChoiceOffered(player, "effects", options, source, path))
    elif kind == "convert":
        cost = goods_of(effect.pay)
        if payment(s.players[player].goods, cost) is None:
            return
        if effect.optional and not agreed:
            ctx.emit(ev.ChoiceOffered(player, "convert", ("yes", "no"), source, path))
            return
        pay(ctx, player, cost)
        gain(ctx, player, goods_of(effect.gain))
    elif kind == "draw_keep":
        draw_keep(ctx, player, effect, source, path)
    elif kind == "collect_production":
        collect_production(ctx, player, effect, source, params)
    elif kind == "raze":
        raze_effect(ctx, player, effect, params)
    elif kind == "cash_in_gains":
        if effect.source == "previous_effect":
            gains = dict(ctx.last_gains)
        else:
            gains = dict(s.players[player].deal_gains)
        offer_cash_in(ctx, player, gains, effect.vp_each, source, first=False)
    elif kind == "remove_location":
        owner, card = params.owner, params.target
        check_opponent_location(s, player, owner, card)
        lose_location(ctx, owner, card, "discard")
    elif kind == "take_from_opponent":
        take_from_opponent(ctx, player, effect, params)
    elif kind == "take_raze_good":
        check_opponent_location(s, player, params.owner, params.target)
        raze = info(params.target).raze or {}
        if params.option not in raze:
            raise IllegalCommand(N_("That good is not in the location's raze field."))
        gain(ctx, player, {params.option: 1})
    elif kind == "discard_deal":
        discard_deal(ctx, player, effect, params)
    elif kind == "steal_deal":
        owner = params.owner
        if owner not in opponents(s, player) or params.target not in deals_of(s, owner):
            raise IllegalCommand(N_("That deal cannot be taken."))
        ctx.emit(ev.DealMoved(owner, player, params.target))
    elif kind == "repeat_deal":
        goods = own_deal_goods(s, player, params.target)
        if goods is None:
            raise IllegalCommand(N_("You have no such deal."))
        gain(ctx, player, goods)
    elif kind == "trade_route_deal":
        trade_route(ctx, player, source, params)
    elif kind == "build":
        build_effect(ctx, player, effect, params)
    elif kind == "reactivate":
        loc = controlled(s, player, params.target)
        if loc is None or params.target == source or info(loc.card).type != "action":
            raise IllegalCommand(N_("Choose another of your action locations."))
        if loc.used == 0:
            raise IllegalCommand(N_("That location has not been used this round."))
        ctx.emit(ev.ActionReset(player, params.target, followup=True))
    elif kind == "block_action":
        check_opponent_location(s, player, params.owner, params.target)
        if info(params.target).type != "action":
            raise IllegalCommand(N_("Choose an opponent's action location."))
        ctx.emit(ev.ActionBlocked(params.owner, params.target))
    elif kind == "take_over":
        check_opponent_location(s, player, params.owner, params.target)
        ctx.emit(ev.TakenOver(player, params.owner, params.target))
    elif kind == "hand_to_foundation":
        card = params.target
        if card not in s.players[player].hand or not deck_ok(effect.deck, info(card)):
            raise IllegalCommand(N_("You cannot lay that card as a foundation."))
        ctx.emit(ev.FoundationLaid(player, card))
    elif kind == "discard_from_hand":
        discard_from_hand(ctx, player, effect, source, params)
    elif kind == "place_samurai":
        place_samurai(ctx, player, effect.count, source, first=False)
    # Standing abilities (storage, tuck_cards, stash_resources, end_bonus, on_event) are
    # read where they apply, never resolved as one-off effects.


def place_samurai(ctx: Ctx, player: int, count: int, source: str, first: bool) -> None:
    """New samurai from the supply, each on a faction location without one (the rest are
    lost). Where there are more such locations than samurai, the player picks them one by
    one; otherwise every one of them gets a samurai."""
    p = ctx.s.players[player]
    free = tuple(loc.card for loc in p.locations if info(loc.card).faction and not loc.samurai)
    if count <= 0 or not free:
        return
    if len(free) <= count:
        for card in free:
            ctx.emit(ev.SamuraiPlaced(player, card, from_supply=True))
        return
    ctx.emit(ev.ChoiceOffered(player, "samurai", free, source, str(count), first))


def deck_ok(deck: str, card: CardInfo) -> bool:
    if deck == "any":
        return True
    return (deck == "faction") == card.faction


def check_opponent_location(s: SettlersState, player: int, owner: int, card: str) -> Location:
    if owner not in opponents(s, player):
        raise IllegalCommand(N_("That player cannot be targeted."))
    loc = s.players[owner].location(card)
    if loc is None:
        raise IllegalCommand(N_("That location is not in their empire."))
    return loc


# -- building ---------------------------------------------------------------------------------
def build(
    ctx: Ctx,
    player: int,
    card_id: str,
    discard: str,
    source: str = "hand",
    skip_location: bool = False,
    paid: tuple[str, ...] = (),
) -> None:
    """Build a location: pay, discard a location or foundation for "L", place it, then its
    immediate production, its building bonus and the build triggers (which count it)."""
    s = ctx.s
    p = s.players[player]
    card = info(card_id)
    pay(ctx, player, card.cost, paid=paid)
    if card.needs_location and not skip_location:
        if discard in p.foundations:
            ctx.emit(ev.FoundationDiscarded(player, discard))
        else:
            loc = p.location(discard)
            if loc is None or loc.controller not in (NO_PLAYER, player):
                raise IllegalCommand(N_("Discard one of your locations or foundations."))
            lose_location(ctx, player, discard, "discard")
    ctx.emit(ev.Built(player, card_id, source))
    if card.type == "production":
        resolve_list(ctx, player, card.card.production, card_id, "production", NO_PARAMS)
    if card.card.building_bonus:
        resolve_list(ctx, player, card.card.building_bonus, card_id, "bonus", NO_PARAMS)
    fire(ctx, player, "build", built=card)


def build_effect(ctx: Ctx, player: int, effect: Any, params: Params) -> None:
    s = ctx.s
    p = s.players[player]
    card_id = params.target
    if effect.source == "deals":
        if card_id not in p.deals or card_id in runtime().attacks:
            raise IllegalCommand(N_("You have no such deal."))
    elif card_id not in p.hand:
        raise IllegalCommand(N_("That card is not in your hand."))
    if not deck_ok(effect.deck, info(card_id)):
        raise IllegalCommand(N_("You cannot build that card this way."))
    skip = effect.skip_discard_location
    build(ctx, player, card_id, "", effect.source, skip_location=skip, paid=params.build_pay)


def lose_location(ctx: Ctx, owner: int, card: str, to: str) -> None:
    """A location leaves an empire; the solo virtual player's cards are simply discarded."""
    if ctx.s.players[owner].faction == "virtual" and to == "foundation":
        to = "discard"
    ctx.emit(ev.LocationLost(owner, card, to))


# -- razing -----------------------------------------------------------------------------------
def raze_extra(loc: Location) -> int:
    return int(loc.defence) + int(loc.samurai)


def razable_location(s: SettlersState, owner: int, loc: Location) -> bool:
    card = info(loc.card)
    return card.raze is not None and (not card.faction or card.deck == "japanese")


def raze_location(ctx: Ctx, player: int, owner: int, card: str) -> None:
    """Gain the raze field; a common location becomes its owner's foundation and the owner
    gets 1 wood (the Temple of Ra's taker gets it, if another player razed it); a Japanese faction location
    and any card of the solo virtual player is discarded."""
    s = ctx.s
    loc = s.players[owner].location(card)
    assert loc is not None
    info_ = info(card)
    goods = dict(info_.raze or {})
    controller = loc.controller
    if info_.faction or s.players[owner].faction == "virtual":
        lose_location(ctx, owner, card, "discard")
    else:
        lose_location(ctx, owner, card, "foundation")
        # The Temple of Ra's taker gets the wood when a third player razes what they hold.
        wood_to = controller if controller not in (NO_PLAYER, owner, player) else owner
        ctx.emit(ev.changed(wood_to, {"wood": runtime().tables["wood_for_foundation"]}))
    razed(ctx, player, goods)


def razed(ctx: Ctx, player: int, goods: dict[str, int]) -> None:
    gain(ctx, player, goods)
    ctx.last_gains = {g: n for g, n in goods.items() if g not in ("vp", "card")}
    fire(ctx, player, "raze")


def raze_effect(ctx: Ctx, player: int, effect: Any, params: Params) -> None:
    s = ctx.s
    p = s.players[player]
    if effect.target == "hand":
        card = params.target
        if card not in p.hand or info(card).raze is None:
            raise IllegalCommand(N_("That card cannot be razed."))
        ctx.emit(ev.HandDiscarded(player, card))
        razed(ctx, player, dict(info(card).raze or {}))
    elif effect.target == "own":
        loc = p.location(params.target)
        own = info(params.target) if loc else None
        if loc is None or own is None or own.faction or own.raze is None:
            raise IllegalCommand(N_("Choose one of your common locations that can be razed."))
        lose_location(ctx, player, params.target, "foundation")
        ctx.emit(ev.changed(player, {"wood": runtime().tables["wood_for_foundation"]}))
        razed(ctx, player, dict(own.raze or {}))
    else:
        loc = check_opponent_location(s, player, params.owner, params.target)
        if not razable_location(s, params.owner, loc):
            raise IllegalCommand(N_("That location cannot be razed."))
        if not effect.ignore_protection and s.players[params.owner].faction != "virtual":
            extra = raze_extra(loc)
            if extra:
                pay(ctx, player, {"raze": extra})
        raze_location(ctx, player, params.owner, params.target)


def offer_cash_in(
    ctx: Ctx, player: int, gains: dict[str, int], vp_each: int, source: str, first: bool
) -> None:
    held = ctx.s.players[player].goods
    options = tuple(g for g, n in gains.items() if n > 0 and held.get(g, 0) > 0)
    if not options:
        return
    data = f"{vp_each}|" + ",".join(f"{g}:{n}" for g, n in gains.items() if n > 0)
    ctx.emit(ev.ChoiceOffered(player, "cash_in", (*options, "done"), source, data, first))


# -- deals ------------------------------------------------------------------------------------
def own_deal_goods(s: SettlersState, player: int, target: str) -> dict[str, int] | None:
    p = s.players[player]
    if target.startswith(TRADE):
        source = target[len(TRADE) :]
        return deal_goods(source) if source in p.trade_deals else None
    return deal_goods(target) if target in p.deals else None


def discard_deal(ctx: Ctx, player: int, effect: Any, params: Params) -> None:
    s = ctx.s
    target = params.target
    if effect.owner == "own":
        owner = player
    else:
        owner = params.owner
        if owner not in opponents(s, player):
            raise IllegalCommand(N_("That player cannot be targeted."))
    if target.startswith(TRADE):
        source = target[len(TRADE) :]
        if not effect.trade_route_allowed or source not in s.players[owner].trade_deals:
            raise IllegalCommand(N_("That deal cannot be discarded."))
        goods = deal_goods(source)
        ctx.emit(ev.TradeDealCancelled(owner, source))
    else:
        if target not in deals_of(s, owner):
            raise IllegalCommand(N_("That deal cannot be discarded."))
        goods = deal_goods(target)
        ctx.emit(ev.DealDiscarded(owner, target))
    if effect.gain_its_good:
        gain(ctx, player, goods)


def trade_route(ctx: Ctx, player: int, route: str, params: Params) -> None:
    s = ctx.s
    loc = check_opponent_location(s, player, params.owner, params.target)
    card = info(loc.card)
    if not card.faction or card.deal is None:
        raise IllegalCommand(N_("Choose an opponent's faction location."))
    deck = s.players[player].deck
    marker = deck[-1] if deck else ""
    ctx.emit(ev.TradeDealMade(player, route, params.target, marker))
    gain(ctx, player, deal_goods(params.target))
    fire(ctx, player, "deal")


def take_from_opponent(ctx: Ctx, player: int, effect: Any, params: Params) -> None:
    s = ctx.s
    owner = params.owner
    if owner not in opponents(s, player):
        raise IllegalCommand(N_("That player cannot be targeted."))
    good = effect.good.value
    wanted = params.option if good == "resource" else good
    if good == "resource" and wanted not in RESOURCE_GOODS:
        raise IllegalCommand(N_("Choose wood, stone or food."))
    have = s.players[owner].goods.get(wanted, 0)
    n = min(have, effect.amount)
    if n <= 0:
        raise IllegalCommand(N_("They have none of that."))
    ctx.emit(ev.changed(owner, {wanted: -n}))
    ctx.emit(ev.changed(player, {wanted: n}))


# -- cards in hand ----------------------------------------------------------------------------
def draw_keep(ctx: Ctx, player: int, effect: Any, source: str, path: str) -> None:
    if effect.deck == "any":
        combos = tuple("c" * (effect.draw - k) + "f" * k for k in range(effect.draw + 1))
        ctx.emit(ev.ChoiceOffered(player, "draw_decks", combos, source, path))
        return
    drawn = draw(ctx, player, effect.deck, effect.draw)
    offer_keep(ctx, player, drawn, effect.keep, effect.rest, source)


def offer_keep(ctx: Ctx, player: int, drawn: list[str], keep: int, rest: str, source: str) -> None:
    if len(drawn) <= keep:
        return
    ctx.emit(ev.ChoiceOffered(player, "keep", tuple(drawn), source, rest))


def discard_from_hand(ctx: Ctx, player: int, effect: Any, source: str, params: Params) -> None:
    s = ctx.s
    if effect.who == "self":
        if params.target not in s.players[player].hand:
            raise IllegalCommand(N_("That card is not in your hand."))
        ctx.emit(ev.HandDiscarded(player, params.target))
        return
    owner = params.owner
    if owner == -1 and not nameable(s, player):
        return  # solo: the virtual player has no hand, so only the player's own discard
    if owner not in opponents(s, player) or s.players[owner].faction == "virtual":
        raise IllegalCommand(N_("That player cannot be targeted."))
    hand = s.players[owner].hand
    if hand:
        ctx.emit(ev.ChoiceOffered(owner, "discard_hand", tuple(dict.fromkeys(hand)), source))


def collect_production(ctx: Ctx, player: int, effect: Any, source: str, params: Params) -> None:
    s = ctx.s
    options = production_targets(s, player, effect, source)
    if params.target:
        if params.target not in options:
            raise IllegalCommand(N_("Choose another of your production locations."))
        produce(ctx, player, params.target)
    elif options:
        ctx.emit(ev.ChoiceOffered(player, "collect", tuple(options), source))


def production_targets(s: SettlersState, player: int, effect: Any, source: str) -> list[str]:
    return [
        loc.card
        for loc in empire(s, player)
        if loc.card != source
        and info(loc.card).type == "production"
        and matches(effect.where, info(loc.card))
        and not any(e.kind == "collect_production" for e in info(loc.card).card.production)
    ]


def produce(ctx: Ctx, player: int, card_id: str) -> None:
    resolve_list(ctx, player, info(card_id).card.production, card_id, "production", NO_PARAMS)


# -- choices ----------------------------------------------------------------------------------
def resolve_choice(ctx: Ctx, player: int, option: str) -> None:
    s = ctx.s
    choice = s.choices[0]
    if choice.player != player or option not in choice.options:
        raise IllegalCommand(N_("That is not one of the choices."))
    ctx.emit(ev.ChoiceMade(player, option))
    kind = choice.kind
    if kind == "effects":
        if option != "skip":
            effect = effect_at(choice.source, choice.data)
            chosen = effect.options[int(option)]
            for j, sub in enumerate(chosen):
                path = f"{choice.data}.o{option}.{j}"
                resolve(ctx, player, sub, choice.source, path, NO_PARAMS, agreed=True)
    elif kind == "convert":
        if option == "yes":
            effect = effect_at(choice.source, choice.data)
            resolve(ctx, player, effect, choice.source, choice.data, NO_PARAMS, agreed=True)
    elif kind == "keep":
        for card in choice.options:
            if card == option or card not in s.players[player].hand:
                continue
            if choice.data == "shuffle_into_deck" and info(card).faction:
                index = ctx.rng.randrange(len(s.players[player].deck) + 1)
                ctx.emit(ev.CardReturned(player, card, index))
            else:
                ctx.emit(ev.HandDiscarded(player, card))
    elif kind == "draw_decks":
        effect = effect_at(choice.source, choice.data)
        drawn = draw(ctx, player, "common", option.count("c"))
        drawn += draw(ctx, player, "faction", option.count("f"))
        offer_keep(ctx, player, drawn, effect.keep, effect.rest, choice.source)
    elif kind == "collect":
        produce(ctx, player, option)
    elif kind == "cash_in":
        vp_each, _, rest = choice.data.partition("|")
        gains = {g: int(n) for g, n in (item.split(":") for item in rest.split(",") if item)}
        if option != "done":
            ctx.emit(ev.changed(player, {option: -1}))
            score(ctx, player, int(vp_each))
            gains[option] -= 1
            offer_cash_in(ctx, player, gains, int(vp_each), choice.source, first=True)
    elif kind == "discard_hand":
        ctx.emit(ev.HandDiscarded(player, option))
    elif kind == "samurai":
        ctx.emit(ev.SamuraiPlaced(player, option, from_supply=True))
        place_samurai(ctx, player, int(choice.data) - 1, choice.source, first=True)
    elif kind == "attack_target":
        collect_target(ctx, option, tuple(choice.data.split(",")))


def player_of(s: SettlersState, seat: int) -> PlayerState:
    return s.players[seat]
