"""Mutation audit of the Eight-Minute Empire rules (a tool, not a test; see RULES_COVERAGE.md).

Each entry breaks one rule in a throw-away copy of the tree (text replaced in the rules, the
shared area-control code or the data) and runs this folder's tests; a rule whose mutation no
test catches has no real test. The working tree is never touched.

    uv run python -m tests.rules.eight_minute.mutations                 # every mutation (~15 min)
    uv run python -m tests.rules.eight_minute.mutations clockwise prices
    uv run python -m tests.rules.eight_minute.mutations --props ...     # also the hypothesis tests
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

R = "game/rules/eight_minute/rules.py"
EV = "game/rules/eight_minute/evolve.py"
S = "game/rules/eight_minute/scoring.py"
D = "game/rules/eight_minute/data/eight_minute.json"
C = "game/rules/area_control/control.py"
CARDS = "game/rules/eight_minute/cards.py"
B = "game/rules/area_control/bidding.py"
G = "game/rules/area_control/goods.py"
P = "game/rules/area_control/pieces.py"
ROW = "game/rules/area_control/cardrow.py"

# name -> [(file, text, replacement), ...]; each text must occur exactly once.
MUTATIONS: dict[str, list[tuple[str, str, str]]] = {
    "five_cards": [(CARDS, "players == 5 or", "players >= 4 or")],
    "row_six": [
        (
            R,
            "row = tuple(deck.pop() for _ in range(len(self.prices)))",
            "row = tuple(deck.pop() for _ in range(5)) + (None,)",
        )
    ],
    "start_armies": [(D, '"start_armies": 3', '"start_armies": 2')],
    "coins_3p": [(D, '"3": 11', '"3": 10')],
    "coins_2p": [(D, '"2": 14', '"2": 13')],
    "coins_4p": [(D, '"4": 9', '"4": 10')],
    "coins_5p": [(D, '"5": 8', '"5": 9')],
    "cards_each_4": [(D, '"4": 8', '"4": 9')],
    "cards_each_2": [(D, '"2": 13', '"2": 14')],
    "neutral_ten": [(D, '"2": 10', '"2": 9')],
    "neutral_alternate": [(EV, "s.current = (e.player + 1) % self.n\n", "s.current = e.player\n")],
    "neutral_not_on_start": [
        (
            R,
            "        self._region(c.region)\n        return [NeutralPlaced",
            '        if self._region(c.region) == self.start:\n            raise IllegalCommand(N_("x"))\n        return [NeutralPlaced',
        )
    ],
    "army_limit": [(D, '"army_limit": 14', '"army_limit": 15')],
    "city_limit": [(D, '"city_limit": 3', '"city_limit": 4')],
    "bid_winner_pays": [(EV, "s.coins[e.winner] -= e.bids[e.winner]", "pass")],
    "bid_others_keep": [
        (
            EV,
            "s.coins[e.winner] -= e.bids[e.winner]",
            "s.coins = [c - b for c, b in zip(s.coins, e.bids)]",
        )
    ],
    "bid_highest": [(B, "top = max(bids)", "top = min(bids)")],
    "bid_tie_youngest": [
        (
            B,
            "if s in tied), tied)",
            "if s in range(len(bids))), tied)",
        )
    ],
    "bid_max_coins": [
        (R, "if c.amount > state.coins[c.player]:", "if c.amount > state.coins[c.player] + 1:"),
        (R, "[: state.coins[player] + 1]", "[: state.coins[player] + 2]"),
    ],
    "bid_die": [(R, "die = rng if self.opts.variants.die_tiebreak else None", "die = None")],
    "bid_die_among_tied": [
        (B, "    contenders = list(tied)\n", "    contenders = list(range(len(bids)))\n")
    ],
    "one_bid_each": [
        (
            R,
            'or state.bids[c.player] is not None:\n            raise IllegalCommand(N_("You have already bid."))',
            ':\n            raise IllegalCommand(N_("You have already bid."))',
        )
    ],
    "winner_chooses_first": [
        (EV, "s.first = s.current = e.first", "s.first = s.current = e.player")
    ],
    "clockwise": [(R, "(c.player + 1) % self.n, drawn)", "(c.player - 1) % self.n, drawn)")],
    "prices": [
        (
            D,
            '"row_prices": [\n  0,\n  1,\n  1,\n  2,\n  2,\n  3\n ]',
            '"row_prices": [\n  0,\n  1,\n  2,\n  2,\n  2,\n  3\n ]',
        )
    ],
    "unaffordable": [
        (R, "if cost > state.coins[c.player]:", "if cost > state.coins[c.player] + 1:"),
        (R, "prices[i] <= coins", "prices[i] <= coins + 1"),
    ],
    "pay_price": [(EV, "s.coins[e.player] -= e.cost", "pass")],
    "slide_left": [
        (
            ROW,
            "cards = [c for c in row if c is not None]",
            "cards = [c for c in row]\n    cards = [c for c in cards if c is not None] if None not in row[:1] else cards",
        )
    ],
    "refill_rightmost": [
        (
            ROW,
            "row[:] = cards + [None] * (size - len(cards))",
            "row[:] = cards[-1:] + cards[:-1] + [None] * (size - len(cards))",
        )
    ],
    "place_only_start_or_city": [
        (R, "if r != self.start and not pieces.cities[c.player][r]:", "if False:"),
        (R, "if n and r != self.start:", "if r != self.start:"),
    ],
    "place_own_city_not_others": [
        (
            R,
            "if r != self.start and not pieces.cities[c.player][r]:",
            "if r != self.start and not any(pieces.cities[s][r] for s in range(self.seats)):",
        ),
        (
            R,
            "for r, n in enumerate(pieces.cities[player]):",
            "for r, n in enumerate([sum(x) for x in zip(*pieces.cities)]):",
        ),
    ],
    "place_supply": [
        (R, "if pieces.army_supply[c.player] <= 0:", "if pieces.army_supply[c.player] < 0:"),
        (R, "if pieces.army_supply[player] > 0:", "if pieces.army_supply[player] >= 0:"),
    ],
    "place_amount": [
        (
            EV,
            "        s.pieces.place_army(e.player, self.graph.index[e.region])\n        s.left[e.part] -= 1",
            "        s.pieces.place_army(e.player, self.graph.index[e.region])",
        )
    ],
    "land_only": [
        (R, 'LAND_COSTS = {"land": 1}', 'LAND_COSTS = {"land": 1, "water": 1}'),
        (
            R,
            'kinds = ("move_water",) if kind == "water" else ("move", "move_water")',
            'kinds = ("move", "move_water")',
        ),
    ],
    "water_cost_one": [
        (
            R,
            'LAND_AND_WATER_COSTS = {"land": 1, "water": 1}',
            'LAND_AND_WATER_COSTS = {"land": 1, "water": 2}',
        )
    ],
    "move_own_army": [
        (
            R,
            "        if not state.pieces.armies[c.player][source]:\n            raise",
            "        if False:\n            raise",
        )
    ],
    "move_adjacent": [
        (
            R,
            "        kind = self.graph.kind(source, target)\n        if kind is None:",
            '        kind = self.graph.kind(source, target) or "land"\n        if kind is None:',
        )
    ],
    "move_points": [(EV, "s.left[e.part] -= e.cost", "pass")],
    "city_needs_army": [
        (
            R,
            '        if not state.pieces.armies[c.player][r]:\n            raise IllegalCommand(\n                N_("You need an army',
            '        if False:\n            raise IllegalCommand(\n                N_("You need an army',
        ),
        (
            R,
            "out.extend(table[r] for r, n in enumerate(pieces.armies[player]) if n)",
            "out.extend(table)",
        ),
    ],
    "city_supply": [
        (
            R,
            "if state.pieces.city_supply[c.player] <= 0:",
            "if state.pieces.city_supply[c.player] < 0:",
        ),
        (R, "if pieces.city_supply[player] > 0:", "if pieces.city_supply[player] >= 0:"),
    ],
    "one_city_per_card": [
        (
            EV,
            "        s.pieces.build_city(e.player, self.graph.index[e.region])\n        s.left[e.part] -= 1",
            "        s.pieces.build_city(e.player, self.graph.index[e.region])",
        )
    ],
    "cities_count_for_control": [
        (
            C,
            "def region_controllers(pieces: Pieces, regions: int, city_weight: int = 1)",
            "def region_controllers(pieces: Pieces, regions: int, city_weight: int = 0)",
        )
    ],
    "destroy_not_own": [
        (
            R,
            "        if c.owner == c.player:\n            raise",
            "        if False:\n            raise",
        ),
        (R, "                    if owner != player:", "                    if True:"),
    ],
    "destroy_neutral": [
        (R, "if not 0 <= c.owner < self.seats or", "if not 0 <= c.owner < self.n or"),
        (
            R,
            "                for owner in range(self.seats):",
            "                for owner in range(self.n):",
        ),
    ],
    "destroy_to_owner_supply": [
        (
            P,
            "        self.armies[seat][region] -= 1\n        self.army_supply[seat] += 1",
            "        self.armies[seat][region] -= 1",
        )
    ],
    "destroy_one": [
        (
            EV,
            "        s.pieces.remove_army(e.owner, self.graph.index[e.region])\n        s.left[e.part] -= 1",
            "        s.pieces.remove_army(e.owner, self.graph.index[e.region])",
        )
    ],
    "or_one_option": [
        (
            EV,
            "        s.left = [0, 0]\n        s.left[e.option] =",
            "        s.left = [p.amount for p in self.cards[s.card].action.parts]\n        s.left[e.option] =",
        )
    ],
    "or_asks_first": [(EV, '        if action.kind == "or":', "        if False:")],
    "and_both": [
        (
            EV,
            "            s.left = [part.amount for part in action.parts]",
            "            s.left = [part.amount for part in action.parts[:1]] + [0] * (len(action.parts) - 1)",
        )
    ],
    "end_count_all": [
        (
            R,
            "over = all(len(h) >= self.cards_each for h in state.hands)",
            "over = any(len(h) >= self.cards_each for h in state.hands)",
        )
    ],
    "region_tie_nobody": [
        (
            C,
            "            elif v == best and v > 0:\n                leader = None\n        out.append(leader)",
            "        out.append(leader)",
        )
    ],
    "region_neutral_counts": [
        (
            S,
            "    controllers = region_controllers(pieces, graph.size)\n    continents",
            "    pieces = pieces.copy()\n    pieces.armies[-1] = [0] * graph.size if pieces.seats > state.players else pieces.armies[-1]\n    controllers = region_controllers(pieces, graph.size)\n    continents",
        )
    ],
    "continent_tie_nobody": [
        (
            C,
            "        out.append(strict_leader(counts))",
            "        out.append(max(range(seats), key=lambda s: counts[s]) if max(counts) else None)",
        )
    ],
    "continent_by_regions_not_armies": [
        (
            S,
            "    continents = area_controllers(graph, controllers, pieces.seats)",
            "    continents = [strict_leader([sum(pieces.armies[s][r] + pieces.cities[s][r] for r in members) for s in range(pieces.seats)]) for members in graph.area_regions]",
        ),
        (
            S,
            "from game.rules.area_control.control import area_controllers, region_controllers",
            "from game.rules.area_control.control import area_controllers, region_controllers, strict_leader",
        ),
    ],
    "continent_neutral_blocks": [
        (
            S,
            "    continents = area_controllers(graph, controllers, pieces.seats)",
            "    continents = area_controllers(graph, [None if c == state.players else c for c in controllers], pieces.seats)",
        )
    ],
    "goods_table": [
        (
            D,
            '"crystal": {\n   "steps": [\n    [\n     1,\n     1\n    ],\n    [\n     2,\n     2',
            '"crystal": {\n   "steps": [\n    [\n     1,\n     1\n    ],\n    [\n     2,\n     3',
        )
    ],
    "goods_cap": [
        (G, "        return best\n", "        return best + max(0, count - self.steps[-1][0])\n")
    ],
    "double_goods": [
        (S, "            counts[card.good] += card.goods", "            counts[card.good] += 1")
    ],
    "wild_held_only": [
        (S, "    return [g for g in GOODS if counts.get(g, 0) > 0]", "    return list(GOODS)")
    ],
    "wild_one_each": [
        (
            S,
            "        for good in chosen:\n            counts[good] += 1",
            "        for good in chosen:\n            counts[good] += 2",
        )
    ],
    "wild_best_proposal": [(G, "        if pts > best_points:", "        if best_points < 0:")],
    "token_controller": [
        (
            S,
            "        if controllers[region] == player:",
            "        if controllers[region] is not None or player == 0:",
        )
    ],
    "token_on_triangles": [
        (
            R,
            "for r, good in zip(self.graph.triangles, pool, strict=False)",
            "for r, good in zip(range(self.graph.size), pool, strict=False)",
        )
    ],
    "token_mix": [(D, '"goods_tokens": {\n  "crystal": 2', '"goods_tokens": {\n  "crystal": 3')],
    "token_makes_held": [
        (
            R,
            "            for good, n in scoring.token_goods(state, controllers, player).items():\n                counts[good] += n",
            "            pass",
        )
    ],
    "tiebreak_order": [
        (
            S,
            "return (self.coins, self.armies, self.regions)",
            "return (self.armies, self.coins, self.regions)",
        )
    ],
    "tiebreak_regions_last": [
        (S, "return (self.coins, self.armies, self.regions)", "return (self.coins, self.armies, 0)")
    ],
    "tiebreak_armies_not_cities": [
        (
            S,
            "armies=pieces.armies_on_board(p),",
            "armies=pieces.armies_on_board(p) + pieces.cities_on_board(p),",
        )
    ],
    "total_sum": [
        (S, "total=regions + conts + sum(goods.values()),", "total=regions + sum(goods.values()),")
    ],
    "long_three": [(D, '"long_game_games": 3', '"long_game_games": 2')],
    "long_fresh_coins": [
        (
            EV,
            "        s.coins = [self.data.starting_coins[n]] * n\n",
            "        s.coins = s.coins if any(s.coins) else [self.data.starting_coins[n]] * n\n",
        )
    ],
    "long_totals": [
        (
            EV,
            "s.totals = [t + v for t, v in zip(s.totals, e.scores, strict=True)]",
            "s.totals = list(e.scores)",
        )
    ],
    "long_tiebreak": [
        (
            R,
            'keys = [(totals[p], *(last["players"][p]["tiebreak"].values())) for p in range(self.n)]',
            "keys = [(totals[p],) for p in range(self.n)]",
        )
    ],
    "shuffle_deck": [(R, "        rng.shuffle(deck)\n", "")],
    "shuffle_tokens": [(R, "            rng.shuffle(pool)\n", "")],
    "destroy_anywhere": [
        (
            R,
            "        if c.owner == c.player:\n",
            '        if not state.pieces.armies[c.player][r]:\n            raise IllegalCommand(N_("x"))\n        if c.owner == c.player:\n',
        ),
        (
            R,
            "                        out.extend(table[r] for r, n in enumerate(pieces.armies[owner]) if n)",
            "                        out.extend(table[r] for r, n in enumerate(pieces.armies[owner]) if n and pieces.armies[player][r])",
        ),
    ],
    "coins_never_regained": [
        (
            EV,
            "        slide_and_refill(s.row, s.deck, len(self.prices))\n",
            "        slide_and_refill(s.row, s.deck, len(self.prices))\n        if s.current >= 0 and s.coins[s.current] == 0:\n            s.coins[s.current] += 1\n",
        )
    ],
    "cities_shared_region": [
        (
            R,
            "        return [CityBuilt(c.player, c.region, part)]",
            '        if any(state.pieces.cities[s][r] for s in range(self.seats)):\n            raise IllegalCommand(N_("x"))\n        return [CityBuilt(c.player, c.region, part)]',
        )
    ],
    "partial_done": [
        (
            R,
            "        drawn = state.deck[-1] if state.deck else None\n",
            "        card = self.cards[state.card] if state.card >= 0 else None\n        if card and state.phase == 'action' and 0 < sum(state.left) < sum(p.amount for p in card.action.parts):\n            raise IllegalCommand(N_(\"x\"))\n        drawn = state.deck[-1] if state.deck else None\n",
        )
    ],
    "shared_win": [
        (
            "game/rules/area_control/tiebreak.py",
            "    return ranking(keys)[0] if keys else []",
            "    return ranking(keys)[0][:1] if keys else []",
        )
    ],
    "variant_forbid": [
        (
            "game/rules/eight_minute/options.py",
            'model_config = ConfigDict(extra="forbid")',
            'model_config = ConfigDict(extra="ignore")',
        )
    ],
    "skip_keeps_good": [
        (
            EV,
            "        s.hands[e.player].append(e.card)\n",
            "        s.hands[e.player].append(e.card) if self.cards[e.card].action.kind != 'or' else None\n",
        )
    ],
}

REPO = Path(__file__).resolve().parents[3]


def run_one(root: Path, name: str, props: bool) -> list[str] | None:
    """The tests that fail with mutation `name` applied; None if it no longer applies."""
    saved: dict[str, str] = {}
    try:
        for file, old, new in MUTATIONS[name]:
            path = root / file
            text = path.read_text(encoding="utf-8")
            saved.setdefault(file, text)
            if text.count(old) != 1:
                return None
            path.write_text(text.replace(old, new), encoding="utf-8")
        ignore = ["--ignore", "tests/rules/eight_minute/test_cli.py"]
        if not props:
            ignore += ["--ignore", "tests/rules/eight_minute/test_properties.py"]
        command = [sys.executable, "-m", "pytest", "tests/rules/eight_minute", "-q", "-rf"]
        command += ["-p", "no:cacheprovider", *ignore]
        result = subprocess.run(command, cwd=root, capture_output=True, text=True, check=False)
        return sorted(set(re.findall(r"FAILED \S+::(\S+?)(?: - |\n|$)", result.stdout)))
    finally:
        for file, text in saved.items():
            (root / file).write_text(text, encoding="utf-8")


def main(argv: list[str]) -> int:
    names = [a for a in argv if not a.startswith("--")] or list(MUTATIONS)
    props = "--props" in argv
    with tempfile.TemporaryDirectory(prefix="eme-mutations-") as tmp:
        root = Path(tmp) / "tree"
        skip = shutil.ignore_patterns(".venv", ".git", ".hypothesis", "build", "__pycache__")
        shutil.copytree(REPO, root, ignore=skip)
        uncaught = []
        for name in names:
            caught = run_one(root, name, props)
            if caught is None:
                print(f"{name}: does not apply any more (the code changed)")
            else:
                print(f"{name}: {len(caught)} caught: {', '.join(caught)}", flush=True)
                if not caught:
                    uncaught.append(name)
    if uncaught:
        print("NOT CAUGHT:", ", ".join(uncaught))
    return 1 if uncaught else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
