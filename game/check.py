"""`empires check`: prove that this installation plays, through the screens a player uses.

It opens the window (headless unless a display is asked for), and for each of the three games
clicks its way from the main menu to a new game with computer players, lets a full round be
played on the board, saves it from the game menu, loads that save from the main menu and plays
on; it plays each tutorial of Learn to play to its end, clicking only what the coach points
at; then it draws every registered screen once. It prints what it did and fails loudly: any
exception, a stuck screen or a save that does not come back the same ends the check with 1.

Everything it writes goes to a temporary folder: the player's saves and settings are untouched.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from random import Random
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App

SEED = 11
FRAME = 1 / 60
MAX_FRAMES = 4000  # a screen that needs more frames than this to get on is stuck


class CheckFailed(Exception):
    """The check found something a player would have met as a broken game."""


def _round_done(game_id: str, session: Any) -> bool:
    """Every seat has had its turn once (Imperial Settlers: its first round is over)."""
    state = session.state
    if game_id == "eight-minute":
        return sum(len(hand) for hand in state.hands) >= session.rules.n
    if game_id == "legends":
        return sum(len(cards) for cards in state.cards) >= session.rules.n
    return bool(state.round >= 2)


# input, as the event queue carries a player's ------------------------------------------------
def _click(app: App, pos: tuple[int, int]) -> None:
    import pygame

    x, y = int(pos[0]), int(pos[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0,)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
    app.step(FRAME)


def _press_escape(app: App) -> None:
    import pygame

    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    )
    app.step(FRAME)


def _top(app: App, kind: type | tuple[type, ...], doing: str) -> Any:
    top = app.manager.top
    if not isinstance(top, kind):
        raise CheckFailed(f"{doing}: expected {kind}, the screen is {type(top).__name__}")
    return top


def _frames(app: App, until: Callable[[], bool], doing: str, act: Callable[[], None]) -> int:
    """Run frames (calling `act` before each) until `until()`; the number of frames."""
    for frame in range(MAX_FRAMES):
        if until():
            return frame
        act()
        app.step(FRAME)
    raise CheckFailed(f"{doing}: nothing moved on in {MAX_FRAMES} frames")


# one game --------------------------------------------------------------------------------------
def _open_new_game(app: App, game_id: str) -> Any:
    from game.scenes.menu import MenuScene
    from game.scenes.new_game import NewGameScene as ChooseGame

    menu = _top(app, MenuScene, "main menu")
    _click(app, menu.buttons["new"].rect.center)
    chooser = _top(app, ChooseGame, "New game")
    _click(app, chooser.choices[game_id].rect.center)
    return app.manager.top


def _seat_computers(app: App, page: Any) -> None:
    """Make every seat a computer where the game allows it (Imperial Settlers keeps one
    person at the table: the check then decides for that seat)."""
    for i in range(len(page.seats)):
        for _ in range(3):
            if page.seats[i].kind == "computer":
                break
            _click(app, page.rows[i]["kind"].right.center)


def _confirm_replacing(app: App) -> None:
    """The previous game's autosave makes Start ask before replacing it: say yes, as a
    player who means to start would."""
    from game.scenes.dialog import Dialog

    top = app.manager.top
    if isinstance(top, Dialog):
        _click(app, top.buttons[-1].rect.center)


def _board_of(app: App) -> Any:
    for scene in app.manager.stack:
        if getattr(scene, "session", None) is not None:
            return scene
    raise CheckFailed(f"no game screen opened; the stack is {app.manager.stack}")


def _human_decider(board: Any) -> Callable[[], None]:
    """What a person at the table would do: a legal move, chosen by the greedy computer and
    handed to the screen as a click hands it."""
    from game.ai.registry import make_bot
    from game.scenes.curtain import PrivacyCurtain

    session = board.session
    bot = make_bot("greedy", session.rules)
    rng = Random(SEED)
    submit = getattr(board, "submit", None) or board._submit

    def act() -> None:
        top = board.app.manager.top
        if top is not board or board.animator.busy:
            if isinstance(top, PrivacyCurtain):  # the named player lifts it
                _click(board.app, board.app.surface.get_rect().center)
            return
        seat = session.acting_human()
        if seat is not None and session.match.pending is not None:
            submit(bot.choose(session.rules, session.state, seat, rng))

    return act


def _save_from_game_menu(app: App, board: Any) -> Path:
    from game.scenes.dialog import Dialog
    from game.scenes.load import LoadScene
    from game.scenes.table.game_menu import GameMenu
    from game.settings import saves_dir

    _press_escape(app)
    menu = _top(app, GameMenu, "game menu")
    _click(app, menu.entries["save"].rect.center)
    saver = _top(app, LoadScene, "save screen")
    before = set(saves_dir().glob("*.json"))  # games replaced earlier were kept there
    _click(app, saver.actions["new"].rect.center)
    prompt = _top(app, Dialog, "save name prompt")
    _click(app, prompt.buttons[-1].rect.center)  # OK: keep the proposed name
    files = sorted(set(saves_dir().glob("*.json")) - before)
    if len(files) != 1:
        raise CheckFailed(f"saving wrote {len(files)} files")
    _press_escape(app)  # back to the board
    if app.manager.top is not board:
        raise CheckFailed("the save screen did not go back to the board")
    return files[0]


def _leave_to_main_menu(app: App) -> None:
    from game.scenes.menu import MenuScene
    from game.scenes.table.game_menu import GameMenu

    _press_escape(app)
    menu = _top(app, GameMenu, "game menu")
    _click(app, menu.entries["quit"].rect.center)
    _top(app, MenuScene, "leaving the game")


def _load_from_main_menu(app: App, path: Path) -> Any:
    from game.scenes.load import LoadScene
    from game.scenes.menu import MenuScene

    menu = _top(app, MenuScene, "main menu")
    _click(app, menu.buttons["load"].rect.center)
    loader = _top(app, LoadScene, "load screen")
    loader.wait_for_entries()  # the rows fill in off the window's thread
    names = [row.value.path for row in loader.list.rows]
    if path not in names:
        raise CheckFailed(f"the load screen does not list {path.name}")
    rect = loader.list.rect
    row = names.index(path)
    _click(
        app, (rect.centerx, rect.top + loader.list.row_height * row + loader.list.row_height // 2)
    )
    _click(app, loader.actions["open"].rect.center)
    _confirm_replacing(app)  # the game left on the table is still unfinished: kept, then replaced
    return _board_of(app)


def _read_in_helper(path: Path, game_id: str, say: Callable[[str], None]) -> None:
    """The Load screen reads long saves in a helper process (in the bundle: this executable
    started again); it falls back to a thread without one, so only a check sees it is gone."""
    from game.scenes.save_index import read_in_a_helper

    began = time.perf_counter()
    try:
        (summary,) = read_in_a_helper([path])
    except RuntimeError as exc:
        raise CheckFailed(str(exc)) from exc
    if summary.save is None or summary.save.game != game_id:
        raise CheckFailed(f"the saves reader process did not read {path.name}")
    say(f"saves reader: a helper process read {path.name!r} ({time.perf_counter() - began:.1f} s)")


def _play_game(app: App, game_id: str, say: Callable[[str], None], helper: bool = False) -> None:
    from game.rules import registry

    began = time.perf_counter()
    page = _open_new_game(app, game_id)
    _seat_computers(app, page)
    page.seed = SEED
    _click(app, page.controls["start"].rect.center)
    _confirm_replacing(app)
    board = _board_of(app)
    session = board.session
    kinds = [s.kind for s in session.seats]
    lang = app.settings.language
    frames = _frames(
        app,
        lambda: _round_done(game_id, session),
        f"{game_id}: first round",
        _human_decider(board),
    )
    steps = len(session.match.steps)
    played = [step.command for step in session.match.steps]
    report = session.rules.report(session.state)
    say(
        f"{game_id}: {kinds.count('computer')} computer and {kinds.count('human')} "
        f"human seats played a full round on the board in {lang} ({steps} steps, {frames} frames)"
    )
    path = _save_from_game_menu(app, board)
    _leave_to_main_menu(app)
    saved, _save = registry.load_match(path)
    if len(saved.steps) != steps or saved.rules.report(saved.state) != report:
        raise CheckFailed(f"{game_id}: the save {path.name} does not hold the game played")
    if helper:
        _read_in_helper(path, game_id, say)
    resumed = _load_from_main_menu(app, path)
    again = resumed.session
    # a computer may already have moved in the frame the board opened
    if [step.command for step in again.match.steps[:steps]] != played:
        raise CheckFailed(f"{game_id}: loading {path.name} did not bring the same game back")
    goal = steps + len(kinds)
    _frames(
        app,
        lambda: len(again.match.steps) >= goal or again.match.is_over,
        f"{game_id}: playing on after loading",
        _human_decider(resumed),
    )
    say(
        f"{game_id}: saved as {path.name!r}, loaded it from the main menu and played on to "
        f"step {len(again.match.steps)} ({time.perf_counter() - began:.1f} s)"
    )
    _leave_to_main_menu(app)
    path.unlink()


# the tutorials ---------------------------------------------------------------------------------
def _play_tutorials(app: App, say: Callable[[str], None]) -> None:
    """Each tutorial from Learn to play to its end, clicking only what the coach points at."""
    from game.scenes.menu import MenuScene
    from game.scenes.tutorial.autoplay import play_tutorial
    from game.scenes.tutorial.learn import LearnScene
    from game.tutorials import progress
    from game.tutorials.schema import TUTORIAL_IDS

    for tutorial_id in TUTORIAL_IDS:
        began = time.perf_counter()
        app.manager.reset(MenuScene(app))
        app.step(FRAME)
        _click(app, _top(app, MenuScene, "main menu").buttons["learn"].rect.center)
        learn = _top(app, LearnScene, "Learn to play")
        _click(app, learn.starts[tutorial_id].rect.center)
        board = _board_of(app)
        clicks = play_tutorial(app, board)
        if tutorial_id not in progress.finished():
            raise CheckFailed(f"tutorial {tutorial_id}: played to its end but not marked finished")
        say(
            f"tutorial {tutorial_id}: played to its end in {clicks} clicks on what the coach "
            f"pointed at ({time.perf_counter() - began:.1f} s)"
        )


# the screens -----------------------------------------------------------------------------------
def _draw_every_screen(langs: list[str], size: tuple[int, int], say: Callable[[str], None]) -> None:
    from game.screenshot import all_scenes, render

    began = time.perf_counter()
    names = sorted(all_scenes())
    for lang in langs:
        for name in names:
            surface = render(name, lang, size)
            if surface.get_bounding_rect().width == 0:
                raise CheckFailed(f"the screen {name} in {lang} drew nothing")
    say(
        f"screens: {len(names)} drawn in {', '.join(langs)} at {size[0]}x{size[1]} "
        f"({time.perf_counter() - began:.1f} s)"
    )


@contextmanager
def _scratch_home() -> Iterator[Path]:
    """A throw-away data folder, so the check never touches the player's saves."""
    old = os.environ.get("EMPIRES_HOME")
    with tempfile.TemporaryDirectory(prefix="empires-check-") as home:
        os.environ["EMPIRES_HOME"] = home
        try:
            yield Path(home)
        finally:
            if old is None:
                os.environ.pop("EMPIRES_HOME", None)
            else:
                os.environ["EMPIRES_HOME"] = old


def run_check(
    games: list[str] | None = None,
    langs: list[str] | None = None,
    size: tuple[int, int] = (1280, 720),
    out: Callable[[str], None] = print,
) -> int:
    """Play and draw everything; 0 when all of it worked, 1 otherwise (with the reason)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import App
    from game.scenes.menu import MenuScene
    from game.scenes.registry import GAMES
    from game.settings import Settings
    from game.version import version

    began = time.perf_counter()
    out(f"Empires {version()} check, from {Path(sys.argv[0]).resolve().parent}")
    try:
        langs = langs or ["en"]
        with _scratch_home():
            for i, game_id in enumerate(games or list(GAMES)):
                lang = langs[i % len(langs)]  # with several languages, each game in another
                app = App(
                    size,
                    settings=Settings(language=lang, animation_speed="instant"),
                    persist_settings=False,
                    catch_errors=False,
                )
                app.start(MenuScene(app))
                app.step(FRAME)
                _play_game(app, game_id, out, helper=i == 0)
            if games is None:  # a check of every game teaches each tutorial too
                _play_tutorials(app, out)
            _draw_every_screen(langs, size, out)
    except Exception as exc:
        out("".join(traceback.format_exception(exc)).rstrip())
        out(f"check FAILED after {time.perf_counter() - began:.1f} s: {exc}")
        return 1
    finally:
        from game.ui import fonts

        pygame.quit()
        fonts.clear()  # fonts die with pygame.quit(); whoever starts pygame next reloads them
    out(f"check passed in {time.perf_counter() - began:.1f} s")
    return 0
