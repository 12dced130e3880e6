"""The solo virtual player: its attack phase (two attacks a round), target pairing, the
priority among matching locations, the Japanese rule, and the achievement titles."""

from __future__ import annotations

from collections import Counter

from game.engine.messages import N_
from game.rules.settlers import events as ev
from game.rules.settlers.catalog import CardInfo, deal_goods, info, runtime
from game.rules.settlers.context import Ctx
from game.rules.settlers.state import SettlersState

HUMAN = 0
VIRTUAL = 1
# The titles of the achievement table (their msgids; the thresholds live in tables.json).
TITLES = (
    N_("Emperor"),
    N_("King"),
    N_("Castellan"),
    N_("Knight"),
    N_("Squire"),
    N_("Servant"),
    N_("Commoner"),
)


def title_for(vp: int) -> str:
    for threshold, title in runtime().tables["solo"]["titles"]:
        if vp >= threshold:
            return str(title)
    return str(TITLES[-1])


def start_attacks(ctx: Ctx) -> None:
    """The virtual player's locations go to its collection pile, then two attacks."""
    s = ctx.s
    for loc in list(s.players[VIRTUAL].locations):
        ctx.emit(ev.LocationLost(VIRTUAL, loc.card, "collection"))
    ctx.emit(ev.AttacksScheduled(runtime().tables["solo"]["attacks_per_round"]))


def _type_rank(card: CardInfo) -> int:
    order = runtime().tables["solo"]["attack_type_priority"]
    return int(order.index(card.type))


def _rank(card: CardInfo) -> tuple[int, int, int]:
    """Action before feature before production, then the higher cost, then more stone."""
    return (_type_rank(card), -card.cost_size, -card.cost_stone)


def _deal_rank(card: CardInfo) -> int:
    order = runtime().tables["solo"]["japanese_deal_priority"]
    goods = list((card.deal or {}).keys())
    return min((order.index(g) for g in goods if g in order), default=len(order))


def _pair_match(raze: tuple[str, ...], first: str, other: str) -> bool:
    """The raze field holds the first target and, besides it, the other target."""
    if first not in raze:
        return False
    rest = Counter(raze)
    rest[first] -= 1
    return rest[other] > 0


def find_targets(s: SettlersState) -> tuple[list[str], tuple[str, str] | None]:
    """The locations the next attack may hit (best first, ties kept) and the matching pair."""
    line = s.attack_line
    attacks = runtime().attacks
    if not line:
        return [], None
    first = attacks[line[0]]
    human = s.players[HUMAN]
    if human.faction == "japanese" and first == "vp":
        others = [c for c in line[1:] if attacks[c] == "vp"]
        faction_locs = [
            info(loc.card)
            for loc in human.locations
            if info(loc.card).faction and info(loc.card).raze is not None
        ]
        if others and faction_locs:
            ranked = sorted(faction_locs, key=lambda c: (_deal_rank(c), *_rank(c)))
            best = (_deal_rank(ranked[0]), *_rank(ranked[0]))
            tied = [c.id for c in ranked if (_deal_rank(c), *_rank(c)) == best]
            return tied, (line[0], others[0])
    commons = [
        info(loc.card)
        for loc in human.locations
        if not info(loc.card).faction and info(loc.card).raze_list
    ]
    candidates = [c for c in commons if first in c.raze_list]
    if not candidates:
        return [], None
    for other_card in line[1:]:
        other = attacks[other_card]
        hits = [c for c in candidates if _pair_match(c.raze_list, first, other)]
        if hits:
            hits.sort(key=_rank)
            top = _rank(hits[0])
            return [c.id for c in hits if _rank(c) == top], (line[0], other_card)
    return [], None


def attack(ctx: Ctx) -> None:
    s = ctx.s
    ctx.emit(ev.AttackDone())
    if not s.attack_deck:
        return
    ctx.emit(ev.AttackRevealed(s.attack_deck[-1]))
    targets, pair = find_targets(s)
    if not targets or pair is None:
        return
    if len(targets) == 1:
        collect_target(ctx, targets[0], pair)
    else:
        ctx.emit(ev.ChoiceOffered(HUMAN, "attack_target", tuple(targets), "", ",".join(pair)))


def collect_target(ctx: Ctx, card: str, pair: tuple[str, ...]) -> None:
    """The attacked location goes onto the collection pile (defence and samurai do not
    protect it); the two attack cards of the pair go to the end of the line."""
    ctx.emit(ev.LocationLost(HUMAN, card, "collection"))
    ctx.emit(ev.AttackPairMoved((pair[0], pair[1])))


def attack_deal_good(card: str) -> str:
    return next(iter(deal_goods(card)))
