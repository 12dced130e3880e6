"""The Imperial Settlers solo tutorial: the coach explains each attack of the virtual player
with the rules' own target search (which location, and the rule that picked it), and its
kinds are the solo game's own."""

from __future__ import annotations

from game import i18n
from game.rules.settlers.solo import find_targets, targeting
from game.tutorials import coach, solo_attacks
from game.tutorials.kinds import GAME_KINDS, kinds_key
from game.tutorials.schema import load
from game.tutorials.walk import new_match, walk
from tests.rules.settlers.helpers import action_state, build_now
from tests.rules.settlers.test_solo_and_scoring import _line


def test_the_solo_tutorial_is_checked_against_the_solo_kinds() -> None:
    tutorial = load("settlers-solo")
    assert kinds_key(tutorial.game, tutorial.options) == "settlers-solo"
    assert kinds_key("settlers", {"players": 2}) == "settlers"
    kinds = set(GAME_KINDS["settlers-solo"])
    assert {"attack", "attack_target", "defence"} <= kinds


def test_the_search_names_the_rule_that_picked_the_target() -> None:
    """Rulebook example: wood, worker, gold; the Marketplace (an action) and the Carpenter's
    Workshop (a feature) show wood and gold: the type decides."""
    _rules, s = action_state(["romans"])
    build_now(s, 0, "com004", "com032", "com044", "com029")
    _line(s, "wood", "worker", "gold")
    found = targeting(s)
    assert found.targets == ("com032",) and found.decided_by == "type"
    assert (found.first, found.other, found.depth) == ("wood", "gold", 3)
    assert set(found.matched) == {"com004", "com032"}
    assert (list(found.targets), found.pair) == find_targets(s)
    # stone and VP: the Statue (feature) before the Armorer and Monument (production) ...
    build_now(s, 0, "com018", "com001", "com026")
    _line(s, "stone", "vp")
    assert targeting(s).decided_by == "type"
    s.players[0].locations = [loc for loc in s.players[0].locations if loc.card != "com001"]
    found = targeting(s)  # ... then the Armorer, dearer than the Monument
    assert found.targets == ("com018",) and found.decided_by == "cost"


def test_a_miss_says_why_nothing_was_lost() -> None:
    _rules, s = action_state(["romans"])
    build_now(s, 0, "com018")  # raze field stone + VP
    _line(s, "stone", "gold")
    assert targeting(s).decided_by == "no_pair"
    _line(s, "food", "gold")
    assert targeting(s).decided_by == "no_match"


def test_the_coach_explains_the_first_attack_with_the_location_lost() -> None:
    i18n.set_language("en")
    tutorial = load("settlers-solo")
    match = new_match(tutorial)
    passed = next(i for i, s in enumerate(tutorial.steps) if s.command["type"] == "Pass")
    for w in walk(tutorial, match):
        if w.index > passed:
            break
    done = solo_attacks.attacks(match)
    assert [a.round for a in done] == [1, 1]
    hit = [a for a in done if a.hit]
    assert len(hit) == 1 and hit[0].found.targets == (hit[0].hit,)
    lost = solo_attacks.card_name(hit[0].hit)
    said = coach.text(tutorial, match)
    assert lost in said and "only your" in said and "never attacked" in said
    previous = i18n.current_language()
    i18n.set_language("ru")
    try:
        said = coach.text(tutorial, match)
        assert "Цели" in said and "{" not in said
    finally:
        i18n.set_language(previous)


def test_the_free_part_comments_the_next_attack_and_the_final_count() -> None:
    """Played on by the Easy computer for the player: the coach comments the first attack
    after the scripted part, and the final count with the report's own numbers."""
    from game.ai.driver import bot_command
    from game.ai.registry import make_bot

    i18n.set_language("en")
    tutorial = load("settlers-solo")
    match = new_match(tutorial)
    list(walk(tutorial, match))
    helper = make_bot("easy", match.rules)
    comments: list[str] = []
    while match.pending is not None:
        match.submit(bot_command(helper, match, tutorial.you))
        said = coach.text(tutorial, match)
        if said and (not comments or comments[-1] != said):
            comments.append(said)
    assert any(c.startswith("The virtual player attacks again.") for c in comments), comments
    result = match.rules.report(match.state)["solo"]
    final = coach.text(tutorial, match)
    assert final.startswith("The game is over")
    assert f"built {result['faction_locations']} faction" in final
    assert f"against {result['collection']} cards" in final
