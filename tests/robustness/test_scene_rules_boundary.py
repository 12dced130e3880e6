"""The boards read the rules only through their public questions.

A board scene (the three games' tables and the table layer they share) may import from
`game.rules` the games' vocabulary (command and event classes, texts) and the few public
helpers listed here; it reads of a rules object only the listed questions and data; and it
never decides, folds or lists the legal commands itself: the click model
(`game/scenes/table/clicks.py`) is the one place that asks for the legal commands, and the
rules' `why_not` says why a click does nothing."""

from __future__ import annotations

import ast
from pathlib import Path

SCENES = Path(__file__).resolve().parents[2] / "game" / "scenes"
BOARDS = (
    "eight_minute/board.py",
    "legends/board.py",
    "legends/hand_setup.py",
    "area_control/board.py",
    "settlers/table/*.py",
    "table/*.py",
)
# the modules whose every name a board may use: what the games say, not how they rule
VOCABULARY = {"commands", "events", "model", "texts", "choices"}  # choices: in words
PUBLIC_NAMES = {
    "scoring",  # the score of a position, for the panels
    "ROW_PRICES",
    "region_controllers",  # who holds a region, for its tooltip
    "WILD",
    "SIDE_NAMES",  # the Legends boards' names and shapes, to draw the map
    "TALL_ISLANDS_TEXT",
    "placement_size",
    "with_start",
    "layout_graph",
    "Key",  # the things of the Settlers table
    "thing_of",
    "deal_goods",
}
# what a board reads of a rules object: its public questions and the game's fixed data
RULES_QUESTIONS = {
    "target_of",
    "why_not",
    "pending",
    "clone",
    "acted_on_card",
    "move_cost",  # what a step costs, for a destination's tooltip
    "unusable_parts",  # a row card's actions that could not be done, asked before it is taken
    "action_of",
    "amount",
    "rounds",
    "n",
    "seats",
    "neutral",
    "board",
    "graph",
    "cards",
    "cards_each",
    "end_cards",
    "data",
    "games",
    "prices",
    "opts",
    "options",
    "game_id",  # which game's words say "What can I do now?"
}
NEVER_CALLED = {"decide", "evolve", "is_barrier", "determinize", "legal_commands"}
ASKS_LEGAL_COMMANDS = "table/clicks.py"


def board_modules() -> list[Path]:
    return sorted({p for pattern in BOARDS for p in SCENES.glob(pattern)})


def crossings(text: str, name: str) -> list[str]:
    """Every place the module `name` (its source `text`) reaches past the rules' public
    questions."""
    out = []
    for node in ast.walk(ast.parse(text)):
        where = f"{name}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("game.rules"):
            module = (node.module or "").rsplit(".", 1)[-1]
            for alias in node.names:
                if module not in VOCABULARY and alias.name not in VOCABULARY | PUBLIC_NAMES:
                    out.append(f"{where} imports {node.module}.{alias.name}")
        elif isinstance(node, ast.Import):
            out += [
                f"{where} imports {a.name}" for a in node.names if a.name.startswith("game.rules")
            ]
        elif isinstance(node, ast.Attribute):
            owner = node.value
            reads_rules = (isinstance(owner, ast.Attribute) and owner.attr == "rules") or (
                isinstance(owner, ast.Name) and owner.id == "rules"
            )
            if reads_rules and node.attr not in RULES_QUESTIONS:
                out.append(f"{where} reads rules.{node.attr}")
            if node.attr in NEVER_CALLED and not (
                node.attr == "legal_commands" and name == ASKS_LEGAL_COMMANDS
            ):
                out.append(f"{where} calls {node.attr}")
    return out


def test_the_boards_are_found() -> None:
    names = {str(p.relative_to(SCENES)) for p in board_modules()}
    assert {"eight_minute/board.py", "legends/board.py", "settlers/table/scene.py"} <= names
    assert ASKS_LEGAL_COMMANDS in names


def test_boards_read_the_rules_only_through_their_public_questions() -> None:
    found = [
        line
        for p in board_modules()
        for line in crossings(p.read_text(encoding="utf-8"), str(p.relative_to(SCENES)))
    ]
    assert not found, "board scenes reading rules internals:\n" + "\n".join(found)


def test_a_crossing_is_caught() -> None:
    text = (
        "from game.rules.eight_minute.rules import LAND_COSTS\n"
        "def f(self):\n"
        "    self.rules._part(1)\n"
        "    return self.match.legal_commands(0), self.rules.decide(1, 2, 3)\n"
    )
    found = crossings(text, "eight_minute/board.py")
    assert any("LAND_COSTS" in f for f in found)
    assert any("rules._part" in f for f in found)
    assert any("calls legal_commands" in f for f in found)
    assert any("calls decide" in f for f in found)
    assert not [f for f in crossings(text, ASKS_LEGAL_COMMANDS) if "legal_commands" in f]
