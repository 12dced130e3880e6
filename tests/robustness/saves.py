"""Real saves to damage: short random games of each game, as save-file dicts."""

from __future__ import annotations

from functools import cache
from random import Random
from typing import Any

from hypothesis import strategies as st

from game.engine.match import Match
from game.engine.savefile import to_save
from game.rules.registry import rules_class

OPTIONS: dict[str, dict[str, Any]] = {
    "eight-minute": {"players": 3},
    "legends": {"players": 3},
    "settlers": {"players": 2, "factions": ["romans", "japanese"]},
}


def random_match(game: str, seed: int, steps: int) -> Match:
    """`steps` random legal commands into a game (fewer if it ends first)."""
    match = Match(rules_class(game).from_options(OPTIONS[game]), seed)
    rng = Random(seed)
    for _ in range(steps):
        pending = match.pending
        if pending is None:
            break
        player = rng.choice(pending.players)
        match.submit(rng.choice(match.legal_commands(player)))
    return match


@cache
def save_json(game: str, seed: int = 5, steps: int = 30) -> str:
    return to_save(
        random_match(game, seed, steps), {"players": ["Ann", "Bob", "Cy"]}
    ).model_dump_json()


# Any JSON value a hand-edited file may hold: odd unicode (lone surrogates too), huge numbers,
# small nested lists and objects.
ODD_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**30), 10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(alphabet=st.characters(codec=None), max_size=40),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=10,
)
