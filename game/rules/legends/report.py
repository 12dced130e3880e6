"""The score table and final position of a Legends match, as JSON-ready data."""

from __future__ import annotations

from typing import Any, Protocol

from game.rules.area_control.control import area_controllers, region_controllers
from game.rules.legends import scoring
from game.rules.legends.options import VARIANTS, LegendsOptions
from game.rules.legends.state import LegendsState, layout_graph


class LegendsRules(Protocol):
    """What the report reads of the rules (the rules module imports this one, so this one
    names the rules by what it uses instead of importing them back)."""

    @property
    def game_id(self) -> str: ...

    @property
    def n(self) -> int: ...

    @property
    def neutral(self) -> int | None: ...

    @property
    def opts(self) -> LegendsOptions: ...


def seat_name(rules: LegendsRules, seat: int | None) -> str | None:
    if seat is None:
        return None
    return "Neutral" if seat == rules.neutral else f"Player {seat + 1}"


def build_report(rules: LegendsRules, state: LegendsState) -> dict[str, Any]:
    n = rules.n
    out: dict[str, Any] = {
        "game": rules.game_id,
        "player_count": n,
        "variants": [v for v in VARIANTS if getattr(rules.opts, v)],
        "finished": state.phase == "over",
    }
    if state.key is None or state.graph is None or state.pieces is None:
        return out
    layout, graph, side_of = layout_graph(state.key)
    pieces = state.pieces
    scores = scoring.score(state, n)
    controllers = region_controllers(pieces, graph.size)
    islands = area_controllers(graph, controllers, pieces.seats)
    out["layout"] = {
        "shape": layout.shape,
        "boards": [
            {"position": p.position, "side": p.side, "rotation": p.rotation}
            for p in layout.placements
        ],
        "start": graph.ids[graph.start[0]],
        "extra": graph.ids[state.extra_region],
        "game_number": state.game,
    }
    players = []
    for p, sc in enumerate(scores):
        players.append(
            {
                "seat": p,
                "name": seat_name(rules, p),
                "regions": sc.regions,
                "islands": sc.islands,
                "citadels": sc.citadels,
                "abilities": sc.abilities,
                "ability_detail": sc.ability_detail,
                "elixirs": sc.elixirs,
                "elixir_points": sc.elixir_points,
                "tokens": list(state.owned[p]),
                "token_points": sc.tokens,
                "warlord": state.warlords[p],
                "warlord_points": sc.warlord,
                "total": sc.total,
                "coins": sc.coins,
                "armies_on_board": sc.armies,
                "cities": pieces.cities_on_board(p),
                "cards": list(state.cards[p]),
                "kept_armies": state.captured[p],
                "tiebreak": {
                    "grimoire": sc.grimoire,
                    "coins": sc.coins,
                    "armies_on_board": sc.armies,
                    "regions": sc.regions,
                },
            }
        )
    out["players"] = players
    won = list(state.winners) if state.phase == "over" else scoring.game_winners(scores)
    out["winners"] = [seat_name(rules, p) for p in won]
    regions = {}
    for r, rid in enumerate(graph.ids):
        token = state.tokens.get(r)
        regions[rid] = {
            "island": graph.areas[graph.area_of[r]],
            "side": side_of[r],
            "armies": {
                seat_name(rules, s): pieces.armies[s][r]
                for s in range(pieces.seats)
                if pieces.armies[s][r]
            },
            "cities": {
                seat_name(rules, s): pieces.cities[s][r]
                for s in range(pieces.seats)
                if pieces.cities[s][r]
            },
            "controller": seat_name(rules, controllers[r]),
            "token": token,
        }
    out["regions"] = regions
    out["islands"] = {graph.areas[a]: seat_name(rules, c) for a, c in enumerate(islands)}
    if rules.opts.long_game:
        out["long_game"] = {
            "games_played": len(state.history),
            "games": state.history,
            "totals": {seat_name(rules, p): state.totals[p] for p in range(n)},
        }
    return out
