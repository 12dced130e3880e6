"""The solo virtual player: its attack phase (two attacks a round), target pairing, the
priority among matching locations, the Japanese rule, and the achievement titles."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
class Targeting:
    """The next attack's target search, step by step, so that a front end (the tutorial's
    coach, the attack report) can say which location it picks and why without working the
    priority out again.

    `decided_by` names the rule that settled it: "no_match" (no common location shows
    Target 1), "no_pair" (some do, but none shows another target of the line besides it),
    "only" (one location matched the pair), "type" (action before feature before
    production), "cost" (the higher building cost), "stone" (more stone in the cost), "tie"
    (still equal: the player chooses), "japanese" (the Japanese rule picked a faction
    location)."""

    first: str = ""  # the good on Target 1 (the newest attack card)
    other: str = ""  # the good of the pair's other card, when a pair matched
    depth: int = 0  # the other card's place in the line (2 = the card just under Target 1)
    candidates: tuple[str, ...] = ()  # the locations showing Target 1 in their raze field
    matched: tuple[str, ...] = ()  # those that also show the other target
    targets: tuple[str, ...] = ()  # the best of them (ties kept)
    pair: tuple[str, str] | None = None  # the two attack cards that matched
    decided_by: str = "no_match"


def _decider(ranked: Sequence[tuple[int, ...]]) -> str:
    """Which element of the rank key first told the best location from the next one."""
    if len(ranked) == 1:
        return "only"
    best, runner = ranked[0], ranked[1]
    names = ("type", "cost", "stone")
    offset = len(best) - len(names)  # the Japanese rule ranks by deal first
    for i, name in enumerate(names):
        if best[offset + i] != runner[offset + i]:
            return name
    return "tie"


def targeting(s: SettlersState) -> Targeting:
    """The next attack's target search (the rulebook's order): Target 1's good against your
    common locations' raze fields, paired with the other targets of the line in order, then
    action before feature before production, the higher cost, more stone."""
    line = s.attack_line
    attacks = runtime().attacks
    if not line:
        return Targeting()
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
            keys = [(_deal_rank(c), *_rank(c)) for c in ranked]
            tied = tuple(c.id for c, k in zip(ranked, keys, strict=True) if k == keys[0])
            return Targeting(
                first,
                "vp",
                line.index(others[0]) + 1,
                tuple(c.id for c in ranked),
                tuple(c.id for c in ranked),
                tied,
                (line[0], others[0]),
                "japanese" if len(tied) == 1 else "tie",
            )
    commons = [
        info(loc.card)
        for loc in human.locations
        if not info(loc.card).faction and info(loc.card).raze_list
    ]
    candidates = [c for c in commons if first in c.raze_list]
    names = tuple(c.id for c in candidates)
    if not candidates:
        return Targeting(first)
    for depth, other_card in enumerate(line[1:], start=2):
        other = attacks[other_card]
        hits = [c for c in candidates if _pair_match(c.raze_list, first, other)]
        if hits:
            hits.sort(key=_rank)
            ranks = [_rank(c) for c in hits]
            return Targeting(
                first,
                other,
                depth,
                names,
                tuple(c.id for c in hits),
                tuple(c.id for c, k in zip(hits, ranks, strict=True) if k == ranks[0]),
                (line[0], other_card),
                _decider(ranks),
            )
    return Targeting(first, candidates=names, decided_by="no_pair")


def find_targets(s: SettlersState) -> tuple[list[str], tuple[str, str] | None]:
    """The locations the next attack may hit (best first, ties kept) and the matching pair."""
    found = targeting(s)
    if not found.targets or found.pair is None:
        return [], None
    return list(found.targets), found.pair


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
