""" "What can I do now?" describes every legal command: at every decision of one seeded self-play
game of each game (Eight-Minute Empire, Legends with set-up by hand and every token variant,
Settlers for two and solo), every legal command of each seat asked falls in exactly one
group, the groups' counts add up, and each group says what it is in words known to every
language."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

import pytest

from game import i18n
from game.engine.match import Match
from game.rules.choices import Choices, Words, problems
from game.rules.eight_minute import choices as eme_choices
from game.rules.eight_minute.options import EightMinuteOptions
from game.rules.eight_minute.rules import EightMinuteRules
from game.rules.legends import choices as legends_choices
from game.rules.legends.options import LegendsOptions
from game.rules.legends.rules import LegendsRules
from game.rules.settlers import choices as settlers_choices
from game.rules.settlers.options import SettlersOptions
from game.rules.settlers.rules import SettlersRules
from tests.i18n.test_catalogues import merged

Describe = Callable[[Any, Any, int, list[Any]], Choices]


def _eme() -> tuple[Match, Describe]:
    rules = EightMinuteRules(EightMinuteOptions(players=2, variants={"goods_tokens": True}))
    return Match(rules, 11), eme_choices.choices  # type: ignore[arg-type]


def _legends() -> tuple[Match, Describe]:
    options = LegendsOptions(
        players=2,
        hand_setup=True,
        exploration=True,
        citadels=True,
        encounters=True,
        warlords=True,
    )
    return Match(LegendsRules(options), 5), legends_choices.choices  # type: ignore[arg-type]


def _settlers(factions: list[str]) -> tuple[Match, Describe]:
    rules = SettlersRules(SettlersOptions(players=len(factions), factions=factions))
    return Match(rules, 7), lambda _r, s, p, legal: settlers_choices.choices(s, p, legal)


GAMES: dict[str, Callable[[], tuple[Match, Describe]]] = {
    "eight-minute": _eme,
    "legends": _legends,
    "settlers-2p": lambda: _settlers(["romans", "japanese"]),
    "settlers-solo": lambda: _settlers(["barbarians"]),
}


def _msgids(words: Words) -> list[str]:
    out = [words.msgid]
    for value in words.params.values():
        if isinstance(value, Words):
            out += _msgids(value)
    return out


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_legal_command_is_described_at_every_decision(game: str) -> None:
    match, describe = GAMES[game]()
    rules = match.rules
    rng = Random(3)
    kinds: set[str] = set()
    decisions = 0
    ru = merged("ru")
    for _ in range(5000):
        pending = match.pending
        if pending is None:
            break
        for seat in pending.players:
            legal = rules.legal_commands(match.state, seat)
            said = describe(rules, match.state, seat, legal)
            assert not problems(said, legal), (game, pending.kind, problems(said, legal))
            for group in said.groups:
                assert group.words.msgid != "Something else.", (game, group.kind)
                for msgid in _msgids(group.words):
                    assert all(ru.get(msgid, ("",))), f"no Russian for {msgid!r}"
                assert i18n.render(group.words.msgid)  # a source text, not empty
            kinds |= {g.kind for g in said.groups}
            decisions += 1
        seat = pending.players[0]
        legal = rules.legal_commands(match.state, seat)
        # mostly the first choice (it ends turns quickly), sometimes any: a short varied game
        match.submit(legal[-1] if rng.random() < 0.3 else rng.choice(legal))
    assert match.pending is None, f"{game} did not finish"
    assert decisions > 50
    wanted = {
        "eight-minute": {"take_card", "place", "move", "end", "bid", "place_neutral"},
        "legends": {"take_card", "place", "move", "end", "bid", "setup_extra", "setup_token"},
        "settlers-2p": {"Pick", "Build", "Pass"},
        "settlers-solo": {"Pick", "Build", "Pass"},
    }[game]
    assert wanted <= kinds, wanted - kinds
