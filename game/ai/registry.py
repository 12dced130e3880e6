"""Every computer player, by game and level, and the one door through which a bot is asked:
`decide` hands it its seat's view, never the true state."""

from __future__ import annotations

from dataclasses import replace
from random import Random
from typing import Any

from game.ai.bots import Bot, GreedyBot, RandomBot
from game.ai.search import Budget, SearchBot
from game.engine.messages import N_
from game.engine.rules import GameRules

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
LEVEL_NAMES: dict[str, str] = {"easy": N_("Easy"), "normal": N_("Normal level"), "hard": N_("Hard")}
LEVEL_HINTS: dict[str, str] = {
    "easy": N_("Plays the move that looks best right now, without planning ahead."),
    "normal": N_("Plans a few turns ahead over guesses of what it cannot see."),
    "hard": N_("Thinks longer and weighs many more guesses and replies."),
}
# Names kept from before the levels: the command line and old saves may still use them.
ALIASES: dict[str, str] = {"greedy": "easy", "lookahead": "hard"}


# Per game and level: what one decision may cost. The playouts make a choice reproducible;
# the seconds cap it at the table (`think`), so a slow machine plays weaker, never slower.
# Hard's playouts were raised by what the faster engine gives a Hard decision (issue 27, fourth
# pass: x1.48 Eight-Minute Empire, x1.64 Legends, x1.83 Settlers, decisions per CPU-second
# against 4367cc4), a little under it: Hard takes about the time it took there, and plays more.
BUDGETS: dict[str, dict[str, Budget]] = {
    "eight-minute": {"normal": Budget(24, 5, 8, 3), "hard": Budget(136, 8, 16, 3)},
    "legends": {"normal": Budget(24, 5, 8, 3), "hard": Budget(152, 8, 16, 3)},
    # Settlers' Normal at 24 playouts was nearly Hard's equal (Hard won 57.5 % of 200 two-player
    # games); at half of that it still beats Easy in 95 % of games, and the levels are spaced
    "settlers": {"normal": Budget(12, 4, 6, 3), "hard": Budget(112, 8, 10, 3)},
}
# Where a level plays otherwise at a table of a given size: game, then players, then level.
# Legends' Hard at three or four plans its own turn only, the whole of it over every choice:
# playing two or three other seats on at a random width misled it (it won 21.5 % of 200
# four-player games against three Easy, less than a fair share), while against one opponent
# the reply is worth seeing (87 % against Easy with it, 67.5 % of 80 without).
# Settlers' Hard at two gets three times the playouts: a two-player decision took 0.16 s (p95)
# at the base budget, and its first round of halving weighed each candidate on two guesses only.
# Solo keeps the base: there the Japanese' longest decisions already near the second.
_OWN_TURN = Budget(256, 12, 12, 0, own_turn=True)
TABLE_BUDGETS: dict[str, dict[int, dict[str, Budget]]] = {
    "legends": {3: {"hard": _OWN_TURN}, 4: {"hard": _OWN_TURN}},
    "settlers": {2: {"hard": Budget(336, 8, 10, 3)}},
}
DEFAULT_BUDGETS: dict[str, Budget] = {"normal": Budget(16, 5, 6, 3), "hard": Budget(48, 8, 8, 3)}
THINK: dict[str, float] = {"normal": 0.4, "hard": 0.9}  # default seconds per decision, at most


def level_of(name: str) -> str:
    """The level a bot name stands for (an old alias, or "random" which is no level)."""
    return ALIASES.get(name, name)


def make_bot(name: str, rules: GameRules[Any] | None = None, think: float | None = None) -> Bot:
    """The bot of a level (`easy`, `normal`, `hard`, or `random`) for the rules' game.
    `think` caps Normal's and Hard's seconds per decision: None for the level's default, 0 for
    no cap (the playouts alone decide: same seed, same choice, on any machine)."""
    level = level_of(name)
    if level == "random":
        return RandomBot()
    if level == "easy":
        return GreedyBot()
    if level not in LEVELS:
        known = ", ".join(["random", *LEVELS, *ALIASES])
        raise ValueError(f"unknown bot {name!r} (known: {known})")
    game = getattr(rules, "game_id", "")
    budget = BUDGETS.get(game, DEFAULT_BUDGETS)[level]
    if rules is not None:
        budget = TABLE_BUDGETS.get(game, {}).get(rules.player_count, {}).get(level, budget)
    cap = THINK[level] if think is None else (think or None)
    # more time than the level's own buys proportionally more playouts
    playouts = round(budget.playouts * max(1.0, (cap or 0.0) / THINK[level]))
    return SearchBot(level, replace(budget, playouts=playouts), cap)


def seat_view(rules: GameRules[Any], state: Any, player: int) -> Any:
    """The state as `player` may know it, hidden things in one fixed stand-in order."""
    return rules.seat_view(state, player)


def decide(bot: Bot, rules: GameRules[Any], state: Any, player: int, rng: Random) -> Any:
    """Ask `bot` for `player`'s command, showing it only what that seat may see. The state
    stands still during the call, so the view may share its public parts (bots never change
    what they are shown); a view kept beyond the call is `seat_view`'s own copy.

    A bot that reads nothing but the seat's legal commands (`choose_among`: the random bot) is
    handed those alone, without a view: a seat's legal commands are the same on the true state
    and on its view (`tests/ai/test_legal_on_view.py` walks every game), and building the view
    was a sixth of a random game through the match."""
    choose_among = getattr(bot, "choose_among", None)
    if choose_among is not None:
        return choose_among(rules.legal_commands(state, player), rng)
    return bot.choose(rules, rules.borrowed_view(state, player), player, rng)
