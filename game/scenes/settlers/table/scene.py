"""The Imperial Settlers table: every phase of a round on one screen.

The scene itself holds the life cycle, the buttons, the clicks and the reactions to the match;
its parts live beside it: `layout` (where things sit), `targets` (what can be clicked),
`popups`, `drawing`, `panels`, `empire`, `zoom` (the enlarged card) and `attack` (the solo
attacks and the production summary, read from the steps). Commands go through the session, as on the other two games' boards.

Top: round, phase and what is asked now, with Undo, Rules and Menu. Left: one panel per
player (click one to look at that empire). Centre: the lookout cards when a draft is open, then
the viewed empire as rows of locations by type, with its deals and foundations. Right: the
decks and the turn's buttons. Bottom: the hand of the human who decides.

What can be clicked comes from the table's click model (`targets()`, on
`game/scenes/table/clicks.py`): each legal command belongs to one thing on the table (a hand
card, a location, a draft card, a deck, a button). Only an explicit act commits: a hand card or
a location (whose every use spends a token, a resource, a worker or a card) opens a small
panel that says what its uses give and cost, and its labelled button does it; a lookout card,
a deck or a turn's button with one command submits it (Pass asks first). A click on anything
else asks the rules why not (`why_not`) and shows their reason near the pointer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.engine.errors import IllegalCommand
from game.engine.match import Match, Step
from game.i18n import _
from game.rules.settlers import commands as cmd
from game.rules.settlers import events as ev
from game.scenes.base import Scene
from game.scenes.curtain import PrivacyCurtain
from game.scenes.dialog import confirm
from game.scenes.rules_help import open_rules
from game.scenes.settlers import intents, texts
from game.scenes.settlers.attack_report import AttackPhase
from game.scenes.settlers.log_marks import make_log
from game.scenes.settlers.scoring import ScoringScene
from game.scenes.settlers.session import Session
from game.scenes.settlers.table.attack import AttackMixin
from game.scenes.settlers.table.controls import AUTO_END, ControlsMixin
from game.scenes.settlers.table.drawing import FLASH_TIME, DrawingMixin
from game.scenes.settlers.table.empire import EmpireMixin
from game.scenes.settlers.table.layout import TableLayout, lay_out
from game.scenes.settlers.table.panels import PanelsMixin
from game.scenes.settlers.table.popups import Popup, PopupMixin
from game.scenes.settlers.table.targets import LOOKED_AT, Key, TargetsMixin, command_key
from game.scenes.settlers.table.zoom import ZoomMixin
from game.scenes.settlers.workers import WorkersDialog
from game.scenes.table.clicks import ClickModel
from game.scenes.table.game_menu import GameMenu
from game.scenes.table.hints import Hints
from game.scenes.table.log import FollowsMatch
from game.scenes.table.what_now import WhatNow
from game.settings import UI_SCALES
from game.ui import sound, theme
from game.ui.canvas import pointer
from game.ui.layout import Metrics
from game.ui.widgets import Button, show_toast

if TYPE_CHECKING:
    from game.scenes.host import Host as App

BOT_PAUSE = 0.9  # seconds between two computer commands at normal speed: a banner is read
BANNER_TIME = 2.4  # seconds the line about another player's step stays
FLY_TIME = 0.45  # seconds a taken card takes to reach the hand


class TableScene(
    ControlsMixin,
    PopupMixin,
    TargetsMixin,
    DrawingMixin,
    PanelsMixin,
    EmpireMixin,
    ZoomMixin,
    AttackMixin,
    FollowsMatch,
    Scene,
):
    game_id = "settlers"  # F1 opens this game's rules

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.match: Match = session.match
        self.rules = session.rules
        humans = session.humans
        self.revealed: int | None = humans[0] if len(humans) == 1 else None
        self.viewed: int = humans[0] if humans else 0
        self.popup: Popup | None = None
        self.hits: list[tuple[pygame.Rect, Key, str]] = []  # drawn things: rect, key, card
        self.glowing: set[Key] = set()  # what was drawn highlighted in the last frame
        self.panel_glow: set[int] = set()  # players whose empire holds something to click
        self.clicks = ClickModel(self.match)
        self.what_now = WhatNow(app, session, self.clicks, self.deciding_viewer)
        self._bot_wait = 0.0
        self.hints = Hints(session, lambda command: texts.describe(command, self.names))
        self.what_now.hint = lambda: self.hints.ask(self.app)
        self.banner: tuple[str, float] | None = None
        self.banner_box: pygame.Rect | None = None  # where the banner goes (last frame)
        self.empire_busy = []
        self._banner_spot: tuple[Any, list[str], pygame.Rect] | None = None
        self.flash: dict[str, float] = {}
        self.before = self.rules.clone(self.match.state)  # the state the next step starts from
        self.attack_phases: list[AttackPhase] = []  # this round's solo attacks, for a 2nd look
        self.attack_waiting: AttackPhase | None = None  # attacks not yet shown
        self.attack_page = 0  # the page the attack scene opens at (screenshots)
        self.production: dict[int, str] = {}  # what each player's last production gave
        self.end_wait = 0.0  # how long the viewer's finished action has waited for End turn
        self.score_shown = False
        self.controls: dict[str, Button] = {}
        self.version = 0
        self.hover_pos: tuple[int, int] = (-1, -1)
        self.pinned_card = ""  # shown enlarged without a pointer (screenshots)
        self.flying: list[list[Any]] = []  # [card, from rect, to rect, progress]
        self.plain_hand: tuple[Metrics, pygame.Rect] | None = None  # see `build`
        self.compact_panels = 0  # the panels in fewer lines (see `panel_lines`)
        self.largest_board: tuple[Metrics, int, pygame.Rect] | None = None  # see `build`
        self._built = False
        self.log = make_log(self)  # the game log (game/scenes/table/log.py lists its hooks)

    def resume(self) -> None:
        self.animator.speed = self.app.animation_factor
        # the pointer moved while a curtain or a dialog lay on top: the table saw none of it,
        # and showed the card now lying where the pointer last was, large, with "Click: take"
        self.hover_pos = pointer()
        self.build()

    @property
    def viewer(self) -> int | None:
        """The human whose hand is shown and who clicks now."""
        humans = self.session.humans
        if len(humans) == 1:
            return humans[0]
        return self.revealed

    def deciding_viewer(self) -> int | None:
        """The viewer, when they decide now ("What can I do now?" lists their choices)."""
        pending, viewer = self.match.pending, self.viewer
        return viewer if pending is not None and viewer in pending.players else None

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.session.seats]

    def seat_name(self, seat: int) -> str:
        if seat < len(self.session.seats):
            return self.session.seats[seat].name
        return _("Virtual player")

    def seat_colour(self, seat: int) -> theme.Colour:
        if seat < len(self.session.seats):
            return self.session.colour(seat)
        return theme.NEUTRAL

    def build(self) -> None:
        m = self.app.metrics
        n = len(self.rules.options.factions) + (1 if self.session.solo else 0)
        self.layout = layout = self.lay_out(m, n)
        self.compact_panels = layout.compact
        # the table as laid out at 100 % text: larger text never makes the hand's cards smaller
        plain = Metrics(m.width, m.height, 1.0)
        self.plain_hand = (plain, self.lay_out(plain, n).hand) if m.ui_scale > 1.0 else None
        # the board at the largest text scale: the empire's locations are as tall at every
        # scale as they are there (`location_heights`)
        big = Metrics(m.width, m.height, max(UI_SCALES))
        at_big = self.lay_out(big, n)
        self.largest_board = (big, at_big.pad, self.log.board_at(big, at_big.centre, at_big.left))
        self.pad = layout.pad
        self.top_rect = layout.top
        self.left_rect = layout.left
        self.right_rect = layout.right
        self.centre_rect = self.log.place(layout.centre, layout.left)
        self.hand_rect = layout.hand
        self.panel_rects = layout.panels
        self.deck_rects = layout.decks
        self._built = True
        self.build_controls()

    def lay_out(self, m: Metrics, n: int) -> TableLayout:
        """The table at metrics `m` for `n` panels: the board keeps half the window's width
        beside what the folded log takes."""
        return lay_out(
            m,
            n,
            panel_need=lambda width, compact: self.panel_need(width, n, m, compact),
            board_min=(m.width + 1) // 2 + self.log.tab_room(m),
        )

    def click_key(self, key: Key, pos: tuple[int, int] | None = None) -> None:
        commands = self.targets().get(key, [])
        if not commands:
            sound.play("refuse")
            show_toast(self.clicks.remember(self.refusal(key)), pos)
            return
        if key == ("button", "workers") and self.viewer is not None:
            # several pairs may go in one action: the counts are chosen in their own panel
            workers = self.match.state.players[self.viewer].goods.get("worker", 0)
            self.app.manager.push(WorkersDialog(self.app, self.viewer, workers, self.commit))
            return
        if len(commands) == 1 and key[0] not in LOOKED_AT:
            self.commit(commands[0])
            return
        titles = {
            "hand": _("What to do with {card}?"),
            "loc": _("What to do with {card}?"),
            "button": _("Choose"),
        }
        card = key[-1] if key[0] in ("hand", "loc") else ""
        title = titles.get(key[0], _("Choose")).format(card=texts.card_name(card))
        # a card or a location is looked at first: even its one use (which spends a token, a
        # resource, a worker or a card) waits for the labelled button the panel shows
        note = self.intent(commands[0]) if len(commands) == 1 else ""
        if note and intents.sticks(self.match, commands[0]):  # said here, not asked again
            note += " " + _("It cannot be taken back: it draws or reveals cards.")
        self.popup = Popup(title, commands, note=note)
        self.build_controls()

    def intent(self, command: Any) -> str:
        return intents.intent(command, self.names, self.match.state)

    def commit(self, command: Any, said: bool = False) -> None:
        """Submit what a click asked for, asking first for Pass and for anything Undo could
        not take back (unless the panel it comes from already `said` so)."""
        if command_key(command, self.match.state) == ("button", "pass"):
            if self.session.solo:  # the virtual player's attacks do not spare a player who passed
                text = _(
                    "You take no more actions this round. After the cleanup the virtual player "
                    "still attacks twice: passing does not protect your locations."
                )
            else:
                text = _("You take no more actions this round, and no one can target you.")
            self.app.manager.push(
                confirm(
                    self.app, _("Pass?"), text, lambda: self.submit(command), yes_label=_("Pass")
                )
            )
            return
        if intents.sticks(self.match, command) and not said:
            text = _("{what}. This cannot be taken back: it draws or reveals cards.").format(
                what=self.intent(command).rstrip(".")
            )
            self.app.manager.push(
                confirm(
                    self.app, _("Sure?"), text, lambda: self.submit(command), yes_label=_("Do it")
                )
            )
            return
        self.submit(command)

    def submit(self, command: Any) -> None:
        try:
            self.session.submit(command)
        except IllegalCommand as exc:
            sound.play("refuse")
            show_toast(i18n.render(exc.message))
            return
        sound.play("place")

    def undo(self) -> None:
        viewer = self.viewer
        if viewer is not None and self.match.can_undo(viewer):
            self.match.undo(viewer)

    def scoring_scene(self) -> Scene:
        """The final score (a coached table shows its own)."""
        return ScoringScene(self.app, self.session)

    def open_menu(self) -> None:
        self.app.manager.push(GameMenu(self.app, self.session))

    def open_rules(self) -> None:
        open_rules(self.app, self.game_id)

    def on_back(self) -> None:
        if not self.close_panel():
            self.open_menu()

    def close_panel(self) -> bool:
        if self.popup is None or self.popup.forced:
            return False
        self.close_popup()
        return True

    def on_step(self, match: Match, step: Step) -> None:
        self.end_wait = 0.0
        self.version += 1
        self.popup = None
        produced = self.read_step(step)
        self.before = self.rules.clone(self.match.state)
        factor = self.app.animation_factor if self._built else 0.0  # not laid out yet: no effects
        if factor > 0:  # short effects that never hold up play: a glow and a banner
            for event in step.events:
                if isinstance(event, ev.Built):
                    self.flash[event.card] = FLASH_TIME * factor
                elif (
                    isinstance(event, ev.DraftPicked | ev.OfferPicked | ev.OwedDrawTaken)
                    and event.player == self.viewer
                    and event.card
                ):
                    self.fly_to_hand(event)
            lines: list[str] = []
            if step.actor != self.viewer and step.command is not None:
                what = texts.describe(step.command, self.names)
                if isinstance(step.command, cmd.Choose | cmd.Tuck):  # may name a secret card
                    what = _("makes a choice")
                lines.append(_("{name}: {what}").format(name=self.seat_name(step.actor), what=what))
            lines.extend(self._phase_lines(step, produced))
            if lines:
                # a production summary is longer to read: it stays twice as long
                time = BANNER_TIME * factor * (2 if produced else 1)
                self.banner = (" · ".join(lines), time)
        self.build_controls()
        self._open_choice()

    def banner_waits(self) -> bool:
        """A panel of choices is open, or the log's "While you waited" card lies where the
        banner goes (they would stack): the banner waits, its time kept, until they are gone.
        Beside the card it shows at once (production is said when it happens)."""
        if self.popup is not None:
            return True
        if self.log.summary is None or self.log.looking:
            return False
        box, card = self.banner_box, self.log.summary_box
        return box is None or card is None or box.colliderect(card)

    def fly_to_hand(self, event: Any) -> None:
        """A card taken from the lookout or a deck glides into the hand."""
        if isinstance(event, ev.OwedDrawTaken):
            start = pygame.Rect(self.deck_rects.get(event.deck, self.deck_rects["common"]))
        else:
            start = next(
                (pygame.Rect(r) for r, key, _c in self.hits if key == ("draft", event.card)),
                pygame.Rect(self.centre_rect.centerx, self.centre_rect.top, 60, 86),
            )
        end = pygame.Rect(0, 0, start.width, start.height)
        end.midbottom = (self.hand_rect.right - start.width, self.hand_rect.bottom - 6)
        entry = [event.card, start, end, 0.0]
        self.flying.append(entry)

        def move(t: float, entry: list[Any] = entry) -> None:
            entry[3] = t

        def done(entry: list[Any] = entry) -> None:
            if entry in self.flying:
                self.flying.remove(entry)

        self.animator.add(FLY_TIME, move, ease="in-out", on_done=done)

    def _phase_lines(self, step: Step, produced: bool = False) -> list[str]:
        """What the rules did by themselves in this step, in order: cleanup, a new round or
        phase; the production phase is said once, by what it gave (`produced`), where it
        began (its name, then the actions', then the summary's "Production —" read as
        "Production · Actions · Production")."""
        lines: list[str] = []
        for event in step.events:
            if isinstance(event, ev.CleanedUp):
                lines.append(_("Cleanup: goods that are not stored are discarded"))
            elif isinstance(event, ev.RoundStarted):
                lines.append(_("Round {round} begins").format(round=event.round))
            elif isinstance(event, ev.PhaseStarted) and event.phase == "production" and produced:
                lines.append(self.production_banner())
            elif isinstance(event, ev.PhaseStarted) and event.phase in texts.PHASE_NAMES:
                lines.append(i18n.translate(texts.PHASE_NAMES[event.phase]))
        return lines

    def on_undo(self, match: Match, step: Step) -> None:
        self.end_wait = 0.0
        self.before = self.rules.clone(self.match.state)
        self.version += 1
        self.popup = None
        self.build_controls()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.banner is not None and not self.banner_waits():
            text, left = self.banner
            self.banner = (text, left - dt) if left > dt else None
        for card in list(self.flash):
            self.flash[card] -= dt
            if self.flash[card] <= 0:
                del self.flash[card]
        manager = self.app.manager
        self.log.update(dt)
        if manager.top is not self or self.log.looking:
            return
        self.hints.update(self.app)
        if self.animator.busy:
            return
        if self.attack_waiting is not None:  # the attacks wait for the player at every speed
            self.show_attacks(self.attack_waiting)
            self.attack_waiting = None
            return
        if self.match.is_over:
            if not self.score_shown:
                self.score_shown = True
                manager.push(self.scoring_scene())
            return
        session = self.session
        human = session.acting_human()
        if len(session.humans) > 1 and human is not None and human != self.revealed:
            seat = session.seats[human]
            self.popup = None
            manager.push(
                PrivacyCurtain(
                    self.app,
                    seat.name,
                    human,
                    lambda h=human: self._reveal(h),
                    colour=seat.rgb,
                    mark=seat.mark,
                    on_menu=self.open_menu,
                )
            )
            return
        self._open_choice()
        if self.auto_end(dt):
            return
        bot = session.waiting_computer()
        if bot is not None:
            self._bot_wait += dt
            if self._bot_wait >= BOT_PAUSE * self.app.animation_factor and session.step_bot(bot):
                self._bot_wait = 0.0

    def auto_end(self, dt: float) -> bool:
        """A turn of one action ends by itself after a few seconds, so the common case is one
        click; until then Undo takes the action back (the pointer on Undo holds the clock)."""
        pending = self.match.pending
        viewer = self.viewer
        if (
            pending is None
            or pending.kind != "end_turn"
            or viewer is None
            or viewer not in pending.players
            or self.popup is not None
        ):
            self.end_wait = 0.0
            return False
        undo = self.controls.get("undo")
        if undo is None or not undo.rect.collidepoint(self.hover_pos):
            self.end_wait += dt
        self.status.text = self.status_text()
        if self.end_wait < AUTO_END:
            return False
        self.end_wait = 0.0
        ends = self.targets().get(("button", "end"), [])
        if ends:
            self.submit(ends[0])
        return True

    def _reveal(self, seat: int) -> None:
        self.revealed = seat
        self.viewed = seat
        self.version += 1
        self.build_controls()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if self.log.handle_event(event):
            return True
        if self.popup is not None:
            for button in reversed(self.popup.buttons):
                if button.handle_event(event):
                    return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.on_back()
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                for rect, _card, command in self.popup.images:
                    if rect.collidepoint(event.pos):
                        self.commit(command)
                        return True
            if event.type == pygame.MOUSEBUTTONDOWN and not self.popup.rect.collidepoint(event.pos):
                if not self.popup.forced:
                    self.close_popup()
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                return True
        if super().handle_event(event) or self.hints.handle_event(event, self.app):
            return True
        if self.what_now.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.panel_rects):
                if rect.collidepoint(event.pos):
                    self.viewed = i
                    return True
            for rect, key, _card in reversed(self.hits):
                if rect.collidepoint(event.pos):
                    self.click_key(key, event.pos)
                    return True
        return False
