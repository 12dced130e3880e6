"""The Imperial Settlers table: every phase of a round on one screen.

Top: round, phase and what is asked now, with Undo, Rules and Menu. Left: one panel per
player (click one to look at that empire). Centre: the lookout cards when a draft is open, then
the viewed empire as rows of locations by type, with its deals and foundations. Right: the
decks and the turn's buttons. Bottom: the hand of the human who decides.

What can be clicked comes from `legal_commands` only (`targets()`): each command belongs to one
thing on the table (a hand card, a location, a draft card, a deck, a button). A thing with one
command submits it; with several, a small panel lists them. A click on anything else asks the
engine why not and shows its reason near the pointer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.engine.errors import IllegalCommand
from game.engine.match import Match, Step
from game.i18n import _
from game.rules.settlers import commands as cmd
from game.rules.settlers import events as ev
from game.scenes.area_control.hints import Hints
from game.scenes.base import Scene
from game.scenes.settlers import texts
from game.scenes.settlers.log_marks import make_log
from game.scenes.settlers.session import ROUNDS, Session
from game.ui import fonts, sound, theme
from game.ui.settlers_card_view import CARD_RATIO, draw_card_back, draw_good, render_location
from game.ui.widgets import Button, Label, show_toast

if TYPE_CHECKING:
    from game.scenes.host import Host as App

BOT_PAUSE = 0.9  # seconds between two computer commands at normal speed: a banner is read
ATTACK_STEP = 1.3  # seconds each frame of the virtual player's attack stays up
BANNER_TIME = 2.4  # seconds the line about another player's step stays
FLASH_TIME = 0.9  # seconds a newly built location glows
FLY_TIME = 0.45  # seconds a taken card takes to reach the hand
SUPPLY = ("wood", "stone", "food", "gold", "worker", "raze", "defence")
TYPES = ("production", "feature", "action")

Key = tuple[Any, ...]


def command_key(command: Any, state: Any) -> Key:
    """The one thing on the table a command belongs to (what the player clicks for it)."""
    if isinstance(command, cmd.Build | cmd.MakeDeal | cmd.RazeCard):
        return ("hand", command.card)
    if isinstance(command, cmd.Pick):
        return ("draft", command.card)
    if isinstance(command, cmd.Draw):
        return ("deck", command.deck)
    if isinstance(command, cmd.Choose):
        return ("choice",)
    if isinstance(command, cmd.RazeLocation):
        return ("loc", command.owner, command.card)
    if isinstance(command, cmd.Activate | cmd.PlaceDefence | cmd.PlaceSamurai):
        return ("loc", state.owner_of(command.card), command.card)
    if isinstance(command, cmd.Tuck | cmd.Stash):
        return ("loc", state.owner_of(command.location), command.location)
    if isinstance(command, cmd.Pass):
        return ("button", "pass")
    if isinstance(command, cmd.EndTurn):
        return ("button", "end")
    if isinstance(command, cmd.Skip):
        return ("button", "skip")
    if isinstance(command, cmd.SpendWorkers):
        return ("button", "workers")
    return ("other", type(command).__name__)


@dataclass
class Popup:
    """A small panel of commands to choose from; `forced` ones (an effect's choice) cannot be
    closed without answering."""

    title: str
    commands: list[Any]
    forced: bool = False
    page: int = 0
    buttons: list[Button] = field(default_factory=list)
    cards: dict[int, str] = field(default_factory=dict)  # button index -> card to enlarge
    images: list[tuple[pygame.Rect, str, Any]] = field(default_factory=list)  # card choices
    more: Button | None = None  # the next page, when the commands do not fit one
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


class TableScene(Scene):
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
        self._targets: tuple[int, dict[Key, list[Any]]] | None = None
        self._bot_wait = 0.0
        self.hints = Hints(session, lambda command: texts.describe(command, self.names))
        self.banner: tuple[str, float] | None = None
        self.flash: dict[str, float] = {}
        self.attack_frames: list[tuple[str, str, str]] = []  # the solo attack, frame by frame
        self.attack_index = -1
        self.score_shown = False
        self.controls: dict[str, Button] = {}
        self.version = 0
        self.hover_pos: tuple[int, int] = (-1, -1)
        self.pinned_card = ""  # shown enlarged without a pointer (screenshots)
        self.flying: list[list[Any]] = []  # [card, from rect, to rect, progress]
        self._built = False
        self.log = make_log(self)  # the game log (game/scenes/table_log.py lists its hooks)

    # life cycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        self.match.listeners.append(self.on_step)
        self.match.undo_listeners.append(self.on_undo)

    def exit(self) -> None:
        self.log.back_to_now()
        if self.on_step in self.match.listeners:
            self.match.listeners.remove(self.on_step)
        if self.on_undo in self.match.undo_listeners:
            self.match.undo_listeners.remove(self.on_undo)

    def resume(self) -> None:
        self.animator.speed = self.app.animation_factor
        self.build()

    @property
    def viewer(self) -> int | None:
        """The human whose hand is shown and who clicks now."""
        humans = self.session.humans
        if len(humans) == 1:
            return humans[0]
        return self.revealed

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

    # layout --------------------------------------------------------------------------------
    def build(self) -> None:
        m = self.app.metrics
        W, H = m.width, m.height
        pad = m.px(8)
        self.pad = pad
        self.top_rect = pygame.Rect(pad, pad, W - 2 * pad, m.px(44))
        left_w = m.px(214)
        right_w = m.px(184)
        body_top = self.top_rect.bottom + pad
        self.left_rect = pygame.Rect(pad, body_top, left_w, H - body_top - pad)
        self.right_rect = pygame.Rect(W - pad - right_w, body_top, right_w, H - body_top - pad)
        cx = self.left_rect.right + pad
        cw = self.right_rect.left - pad - cx
        hand_h = m.px(150)
        self.hand_rect = pygame.Rect(cx, H - pad - hand_h, cw, hand_h)
        self.centre_rect = pygame.Rect(cx, body_top, cw, self.hand_rect.top - pad - body_top)
        self.centre_rect = self.log.place(self.centre_rect)
        n = len(self.rules.options.factions) + (1 if self.session.solo else 0)
        gap = m.px(6)
        ph = min(m.px(150), (self.left_rect.height - gap * (n - 1)) // max(1, n))
        self.panel_rects = [
            pygame.Rect(self.left_rect.left, self.left_rect.top + i * (ph + gap), left_w, ph)
            for i in range(n)
        ]
        deck_h = m.px(92)
        self.deck_rects = {
            "common": pygame.Rect(
                self.right_rect.left + m.px(8), self.right_rect.top + m.px(26), m.px(76), deck_h
            ),
            "faction": pygame.Rect(
                self.right_rect.right - m.px(84), self.right_rect.top + m.px(26), m.px(76), deck_h
            ),
        }
        self._built = True
        self.build_controls()

    def build_controls(self) -> None:
        """The buttons, rebuilt after each step: enabled only for what the engine allows."""
        if not self._built:
            return
        m = self.app.metrics
        top = self.top_rect
        bh = top.height - m.px(8)
        bw = m.px(110)
        y = top.top + m.px(4)
        self.controls = {}
        viewer = self.viewer
        can_undo = viewer is not None and self.match.can_undo(viewer)
        self.controls["menu"] = Button(
            m,
            pygame.Rect(top.right - bw - m.px(4), y, bw, bh),
            _("Menu"),
            self.open_menu,
            role="label",
            style="parchment",
        )
        self.controls["rules"] = Button(
            m,
            pygame.Rect(top.right - 2 * (bw + m.px(4)), y, bw, bh),
            _("Rules"),
            self.open_rules,
            role="label",
            style="parchment",
            tooltip=_("The rules of Imperial Settlers (F1)."),
        )
        self.controls["undo"] = Button(
            m,
            pygame.Rect(top.right - 3 * (bw + m.px(4)), y, bw, bh),
            _("Undo"),
            self.undo,
            role="label",
            style="parchment",
            enabled=can_undo,
            refusal=_("There is nothing you can take back now."),
            tooltip=_("Take back your last action of this turn."),
        )
        self.status = Label(
            m,
            pygame.Rect(
                top.left + m.px(10), top.top, top.width - 3 * (bw + m.px(4)) - m.px(20), top.height
            ),
            self.status_text(),
            role="body",
            colour=theme.PARCHMENT,
            max_lines=2,
        )
        r = self.right_rect
        by = self.deck_rects["common"].bottom + m.px(34)
        bw2 = r.width - m.px(16)
        bh2 = m.px(44)
        targets = self.targets()
        for i, (key, label, tip) in enumerate(
            (
                ("end", _("End turn"), _("End your turn; until then Undo takes the action back.")),
                ("pass", _("Pass"), _("Take no more actions this round.")),
                ("skip", _("Skip"), _("Do not activate the location again.")),
                ("workers", _("Spend workers"), _("Two workers give one resource or one card.")),
            )
        ):
            has = ("button", key) in targets
            self.controls[key] = Button(
                m,
                pygame.Rect(r.left + m.px(8), by + i * (bh2 + m.px(8)), bw2, bh2),
                label,
                lambda k=key: self.click_key(("button", k)),
                role="label",
                enabled=has,
                glow=has and key in ("end",),
                refusal=self.refusal(("button", key)) if not has else None,
                tooltip=tip,
            )
        if self.match.is_over:
            self.controls["score"] = Button(
                m,
                pygame.Rect(r.left + m.px(8), by + 4 * (bh2 + m.px(8)) + m.px(12), bw2, bh2),
                _("Final score"),
                self.show_score,
                role="label",
                glow=True,
            )
        self.widgets = [self.status, *self.controls.values()]
        self.build_popup()

    def show_score(self) -> None:
        from game.scenes.settlers.scoring import ScoringScene

        self.app.manager.push(ScoringScene(self.app, self.session))

    def build_popup(self) -> None:
        popup = self.popup
        if popup is None:
            return
        m = self.app.metrics
        c = self.centre_rect
        bh = m.px(40)
        gap = m.px(6)
        popup.images = []
        cards = [self._card_of(command) for command in popup.commands]
        if 1 < len(cards) <= 5 and all(cards) and len(set(cards)) == len(cards):
            self.build_gallery(popup, cards)
            return
        per_page = max(1, min(10, (c.height - m.px(120)) // (bh + gap)))
        pages = max(1, (len(popup.commands) + per_page - 1) // per_page)
        popup.page = min(popup.page, pages - 1)
        shown = popup.commands[popup.page * per_page : (popup.page + 1) * per_page]
        w = min(c.width - m.px(20), m.px(620))
        h = m.px(56) + len(shown) * (bh + gap) + m.px(60)
        popup.rect = pygame.Rect(0, 0, w, h)
        popup.rect.center = c.center
        popup.buttons = []
        popup.cards = {}
        y = popup.rect.top + m.px(50)
        labels = self.labels(popup.commands)
        start = popup.page * per_page
        for index, command in enumerate(shown, start):
            button = Button(
                m,
                pygame.Rect(popup.rect.left + m.px(16), y, w - m.px(32), bh),
                labels[index],
                lambda c=command: self.submit(c),
                role="label",
                style="parchment",
            )
            card = self._card_of(command)
            if card:
                popup.cards[len(popup.buttons)] = card
            popup.buttons.append(button)
            y += bh + gap
        bottom = popup.rect.bottom - m.px(50)
        small = m.px(120)
        if not popup.forced:
            popup.buttons.append(
                Button(
                    m,
                    pygame.Rect(popup.rect.right - small - m.px(16), bottom, small, m.px(40)),
                    _("Close"),
                    self.close_popup,
                    role="label",
                    style="danger",
                )
            )
        popup.more = None
        if pages > 1:
            popup.more = Button(
                m,
                pygame.Rect(popup.rect.left + m.px(16), bottom, small, m.px(40)),
                _("More…"),
                self.next_page,
                role="label",
                style="wood",
            )
            popup.buttons.append(popup.more)
        self.widgets.extend(popup.buttons)

    def labels(self, commands: list[Any]) -> list[str]:
        """One distinct label per command: copies of a card are told apart by their deal
        field, and copies alike in every way by a number."""
        labels = [texts.describe(c, self.names) for c in commands]
        counts: dict[str, int] = {}
        for label in labels:
            counts[label] = counts.get(label, 0) + 1
        for i, command in enumerate(commands):
            if counts[labels[i]] > 1:
                card = self._card_of(command)
                deal = texts.face(card).deal if card else None
                if deal:
                    labels[i] += _(" (deal: {goods})").format(goods=texts.goods_words(deal))
        seen: dict[str, int] = {}
        counts = {}
        for label in labels:
            counts[label] = counts.get(label, 0) + 1
        for i, label in enumerate(labels):
            if counts[label] > 1:
                seen[label] = seen.get(label, 0) + 1
                labels[i] = f"{label} ({seen[label]})"
        return labels

    def build_gallery(self, popup: Popup, cards: list[str]) -> None:
        """A choice among a few cards: the cards themselves, each with its name below."""
        m = self.app.metrics
        c = self.centre_rect
        bh = m.px(44)
        gap = m.px(12)
        n = len(cards)
        card_h = min(m.px(250), c.height - m.px(190))
        card_w = int(card_h * CARD_RATIO)
        if n * (card_w + gap) + m.px(32) > c.width - m.px(20):
            card_w = (c.width - m.px(52)) // n - gap
            card_h = int(card_w / CARD_RATIO)
        w = max(m.px(460), n * (card_w + gap) - gap + m.px(32))
        h = m.px(50) + card_h + gap + bh + (m.px(16) if popup.forced else m.px(66))
        popup.rect = pygame.Rect(0, 0, w, h)
        popup.rect.center = c.center
        popup.buttons = []
        popup.cards = {}
        x = popup.rect.centerx - (n * (card_w + gap) - gap) // 2
        top = popup.rect.top + m.px(50)
        labels = self.labels(popup.commands)
        for command, card, label in zip(popup.commands, cards, labels, strict=True):
            rect = pygame.Rect(x, top, card_w, card_h)
            popup.images.append((rect, card, command))
            popup.cards[len(popup.buttons)] = card
            popup.buttons.append(
                Button(
                    m,
                    pygame.Rect(x, rect.bottom + gap, card_w, bh),
                    label,
                    lambda c=command: self.submit(c),
                    role="small",
                    style="parchment",
                )
            )
            x += card_w + gap
        if not popup.forced:
            small = m.px(120)
            popup.buttons.append(
                Button(
                    m,
                    pygame.Rect(
                        popup.rect.right - small - m.px(16),
                        popup.rect.bottom - m.px(52),
                        small,
                        m.px(40),
                    ),
                    _("Close"),
                    self.close_popup,
                    role="label",
                    style="danger",
                )
            )
        self.widgets.extend(popup.buttons)

    def _card_of(self, command: Any) -> str:
        if isinstance(command, cmd.Choose) and texts.is_card(command.option):
            return command.option
        for name in ("target", "card", "discard"):
            value = getattr(command, name, "")
            if isinstance(value, str) and texts.is_card(value):
                return value
        return ""

    # what is asked ---------------------------------------------------------------------------
    def status_text(self) -> str:
        state = self.match.state
        phase = i18n.translate(texts.PHASE_NAMES.get(state.phase, texts.PHASE_NAMES["setup"]))
        head = _("Round {round} of {total} — {phase}").format(
            round=max(1, state.round), total=ROUNDS, phase=phase
        )
        pending = self.match.pending
        if pending is None:
            return head
        human = self.session.acting_human()
        if human is None:
            seat = self.session.waiting_computer()
            if seat is not None:
                return head + ": " + _("{name} is thinking…").format(name=self.seat_name(seat))
            return head
        asks = {
            "draft": _("{name}, pick a card from the lookout."),
            "draw": _("{name}, choose the deck to draw from."),
            "choose": _("{name}, make a choice."),
            "reactivate": _("{name}, activate the location again or skip."),
            "end_turn": _("{name}, end your turn or undo your action."),
            "action": _("{name}, take an action or pass."),
        }
        ask = asks.get(pending.kind, "{name}")
        return head + ": " + ask.format(name=self.seat_name(human))

    def targets(self) -> dict[Key, list[Any]]:
        """The viewer's legal commands, grouped by the thing that is clicked for them."""
        stamp = len(self.match.steps) * 1000 + self.version
        if self._targets is not None and self._targets[0] == stamp:
            return self._targets[1]
        grouped: dict[Key, list[Any]] = {}
        viewer = self.viewer
        pending = self.match.pending
        if viewer is not None and pending is not None and viewer in pending.players:
            state = self.match.state
            for command in self.match.legal_commands(viewer):
                grouped.setdefault(command_key(command, state), []).append(command)
        self._targets = (stamp, grouped)
        return grouped

    def probe(self, key: Key) -> Any:
        """A command standing for a click on `key`, for the engine to refuse with its reason."""
        seat = self.viewer if self.viewer is not None else 0
        state = self.match.state
        kind = key[0]
        if kind == "hand":
            return cmd.Build(seat, key[1])
        if kind == "draft":
            return cmd.Pick(seat, key[1])
        if kind == "deck":
            return cmd.Draw(seat, key[1])
        if kind == "loc":
            owner, card = key[1], key[2]
            if owner == seat or state.players[owner].faction == "virtual":
                return cmd.Activate(seat, card)
            return cmd.RazeLocation(seat, owner, card)
        if kind == "button":
            return {
                "pass": cmd.Pass(seat),
                "end": cmd.EndTurn(seat),
                "skip": cmd.Skip(seat),
                "workers": cmd.SpendWorkers(seat, ("wood",)),
            }.get(key[1], cmd.Pass(seat))
        return cmd.Pass(seat)

    def refusal(self, key: Key) -> str:
        """Why the thing at `key` cannot be used now, in the engine's words."""
        if self.match.pending is None:
            return _("The game is over.")
        if self.viewer is None:
            return _("It is not your turn.")
        try:
            self.rules.decide(self.match.state, self.probe(key), Random(0))
        except IllegalCommand as exc:
            return i18n.render(exc.message)
        except (IndexError, KeyError, ValueError):
            pass
        return _("That cannot be done now.")

    # acting ---------------------------------------------------------------------------------
    def click_key(self, key: Key, pos: tuple[int, int] | None = None) -> None:
        commands = self.targets().get(key, [])
        if not commands:
            sound.play("refuse")
            show_toast(self.refusal(key), pos)
            return
        if len(commands) == 1:
            self.submit(commands[0])
            return
        titles = {
            "hand": _("What to do with {card}?"),
            "loc": _("What to do with {card}?"),
            "button": _("Choose"),
        }
        card = key[-1] if key[0] in ("hand", "loc") else ""
        title = titles.get(key[0], _("Choose")).format(card=texts.card_name(card))
        self.popup = Popup(title, commands)
        self.build_controls()

    def submit(self, command: Any) -> None:
        try:
            self.match.submit(command)
        except IllegalCommand as exc:
            sound.play("refuse")
            show_toast(i18n.render(exc.message))
            return
        sound.play("place")

    def close_popup(self) -> None:
        self.popup = None
        self.build_controls()

    def next_page(self) -> None:
        if self.popup is not None:
            self.popup.page += 1
            m = self.app.metrics
            per_page = max(1, min(10, (self.centre_rect.height - m.px(120)) // m.px(46)))
            if self.popup.page * per_page >= len(self.popup.commands):
                self.popup.page = 0
            self.build_controls()

    def undo(self) -> None:
        viewer = self.viewer
        if viewer is not None and self.match.can_undo(viewer):
            self.match.undo(viewer)

    def open_menu(self) -> None:
        from game.scenes.area_control.game_menu import GameMenu

        self.app.manager.push(GameMenu(self.app, self.session))

    def open_rules(self) -> None:
        from game.scenes.rules_help import open_rules

        open_rules(self.app, self.game_id)

    def on_back(self) -> None:
        if not self.close_panel():
            self.open_menu()

    def close_panel(self) -> bool:
        if self.popup is None or self.popup.forced:
            return False
        self.close_popup()
        return True

    # reacting to the match -----------------------------------------------------------------
    def on_step(self, match: Match, step: Step) -> None:
        self.version += 1
        self.popup = None
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
            lines.extend(self._phase_lines(step))
            if lines:
                self.banner = (" · ".join(lines), BANNER_TIME * factor)
        frames = self._attack_frames(step)
        if frames:
            self.attack_frames = frames
            self.attack_index = 0
            for i in range(len(frames)):
                self.animator.add(
                    ATTACK_STEP,
                    lambda t: None,
                    delay=i * ATTACK_STEP,
                    on_done=lambda i=i: self._next_attack(i + 1),
                )
        self.build_controls()
        self._open_choice()

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

    def draw_flying(self, surface: pygame.Surface) -> None:
        for card, start, end, t in self.flying:
            x = start.x + (end.x - start.x) * t
            y = start.y + (end.y - start.y) * t
            rect = pygame.Rect(int(x), int(y), start.width, start.height)
            surface.blit(render_location(texts.face(card), rect.size, text=False), rect)

    def _phase_lines(self, step: Step) -> list[str]:
        """What the rules did by themselves in this step: cleanup, a new round or phase."""
        lines: list[str] = []
        for event in step.events:
            if isinstance(event, ev.CleanedUp):
                lines.append(_("Cleanup: goods that are not stored are discarded"))
            elif isinstance(event, ev.RoundStarted):
                lines.append(_("Round {round} begins").format(round=event.round))
            elif isinstance(event, ev.PhaseStarted) and event.phase in texts.PHASE_NAMES:
                lines.append(i18n.translate(texts.PHASE_NAMES[event.phase]))
        return lines

    def _next_attack(self, index: int) -> None:
        self.attack_index = index
        if index >= len(self.attack_frames):
            self.attack_frames = []
            self.attack_index = -1

    def _attack_frames(self, step: Step) -> list[tuple[str, str, str]]:
        """The solo virtual player's attacks in this step: (text, lost location, attack card)
        frames, shown one after another."""
        if not self.session.solo:
            return []
        frames: list[tuple[str, str, str]] = []
        attacking = False
        current = ""
        hit = True
        for event in step.events:
            if isinstance(event, ev.AttacksScheduled):
                attacking = True
                frames.append(
                    (
                        _("The virtual player attacks! Its locations join its collection pile."),
                        "",
                        "",
                    )
                )
            elif isinstance(event, ev.AttackRevealed) and attacking:
                if not hit:
                    frames.append((_("Nothing of yours matches: no loss."), "", current))
                current, hit = event.card, False
                good = texts.good_name(self.rules_attack_good(event.card))
                frames.append((_("Attack card revealed: {good}").format(good=good), "", current))
            elif (
                isinstance(event, ev.LocationLost) and event.owner == 0 and event.to == "collection"
            ):
                hit = True
                text = _("{card} is lost to the collection pile").format(
                    card=texts.card_name(event.card)
                )
                frames.append((text, event.card, current))
        if attacking and not hit:
            frames.append((_("Nothing of yours matches: no loss."), "", current))
        return frames

    @staticmethod
    def rules_attack_good(card: str) -> str:
        from game.rules.settlers.catalog import runtime

        return runtime().attacks.get(card, "")

    def on_undo(self, match: Match, step: Step) -> None:
        self.version += 1
        self.popup = None
        self.build_controls()

    # frame -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.banner is not None:
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
        if self.match.is_over:
            if not self.score_shown:
                self.score_shown = True
                from game.scenes.settlers.scoring import ScoringScene

                manager.push(ScoringScene(self.app, self.session))
            return
        session = self.session
        human = session.acting_human()
        if len(session.humans) > 1 and human is not None and human != self.revealed:
            from game.scenes.curtain import PrivacyCurtain

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
                )
            )
            return
        self._open_choice()
        bot = session.waiting_computer()
        if bot is not None:
            self._bot_wait += dt
            if self._bot_wait >= BOT_PAUSE * self.app.animation_factor and session.step_bot(bot):
                self._bot_wait = 0.0

    def _open_choice(self) -> None:
        """An effect's choice for the human in front of the screen opens its panel at once."""
        human = self.session.acting_human()
        pending = self.match.pending
        if (
            human is None
            or human != self.viewer
            or pending is None
            or pending.kind != "choose"
            or self.popup is not None
        ):
            return
        choice = self.match.state.choices[0]
        self.popup = Popup(
            texts.choice_title(choice.kind), self.match.legal_commands(human), forced=True
        )
        self.build_controls()

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
                        self.submit(command)
                        return True
            if event.type == pygame.MOUSEBUTTONDOWN and not self.popup.rect.collidepoint(event.pos):
                if not self.popup.forced:
                    self.close_popup()
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                return True
        if super().handle_event(event) or self.hints.handle_event(event, self.app):
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

    # drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        m = self.app.metrics
        self.hits = []
        self.glowing = set()
        targets = self.targets()
        self.panel_glow = {k[1] for k in targets if k[0] == "loc"}
        theme.draw_panel(surface, self.top_rect, fill=theme.WOOD_DARK)
        self.draw_panels(surface)
        self.draw_panel_hint(surface)
        theme.draw_panel(surface, self.right_rect, fill=theme.PARCHMENT_DARK)
        self.draw_decks(surface, targets)
        self.draw_supply(surface)
        centre = self.centre_rect
        state = self.match.state
        draft = self.draft_cards()
        if draft:
            strip = pygame.Rect(centre.left, centre.top, centre.width, m.px(168))
            self.draw_draft(surface, strip, draft, targets)
            empire = pygame.Rect(
                centre.left,
                strip.bottom + self.pad,
                centre.width,
                centre.bottom - strip.bottom - self.pad,
            )
        else:
            empire = centre
        self.draw_empire(surface, empire, self.viewed, targets)
        self.draw_hand(surface, targets)
        for widget in self.widgets:
            if widget.visible and (self.popup is None or widget not in self.popup.buttons):
                widget.draw(surface)
        if self.popup is not None:
            self.draw_popup(surface)
        self.draw_flying(surface)
        self.draw_banner(surface)
        if self.attack_frames and 0 <= self.attack_index < len(self.attack_frames):
            self.draw_attack(surface)
        self.log.draw(surface)
        self.draw_enlarged(surface)
        del state

    def draft_cards(self) -> list[str]:
        state = self.match.state
        if state.phase != "lookout":
            return []
        if state.offers:
            seat = self.viewer
            if seat is None or seat >= len(state.offers):
                return []
            return list(state.offers[seat])
        return list(state.draft)

    def card_size(self, height: int) -> tuple[int, int]:
        return int(height * CARD_RATIO), height

    def draw_card(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        card: str,
        key: Key | None,
        targets: dict[Key, list[Any]],
        *,
        dim: bool = False,
    ) -> None:
        image = render_location(texts.face(card), rect.size, text=rect.height > 190)
        surface.blit(image, rect)
        shade = 110 if dim else 0
        if not dim and key is not None and key[0] in ("hand", "draft") and targets:
            shade = 0 if key in targets else 60  # while choosing, what cannot be used steps back
        if shade:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((40, 30, 20, shade))
            surface.blit(veil, rect)
        glow = min(1.0, self.flash.get(card, 0.0) / FLASH_TIME)
        if key is not None:
            self.hits.append((rect, key, card))
            if key in targets:
                self.glowing.add(key)
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6), 3, border_radius=8)
        if glow > 0:
            pygame.draw.rect(
                surface, theme.GOLD, rect.inflate(10, 10), max(2, int(6 * glow)), border_radius=9
            )

    def draw_draft(
        self,
        surface: pygame.Surface,
        strip: pygame.Rect,
        cards: list[str],
        targets: dict[Key, list[Any]],
    ) -> None:
        m = self.app.metrics
        theme.draw_panel(surface, strip, fill=theme.PARCHMENT)
        title = _("Lookout: the revealed cards")
        font = fonts.get(m.text("label"), bold=True)
        surface.blit(font.render(title, True, theme.INK), (strip.left + m.px(10), strip.top + 4))
        h = strip.height - font.get_linesize() - m.px(14)
        w, h = self.card_size(h)
        gap = m.px(8)
        step = min(w + gap, (strip.width - m.px(20) - w) // max(1, len(cards) - 1))
        x = strip.left + m.px(10)
        y = strip.top + font.get_linesize() + m.px(8)
        for card in cards:
            self.draw_card(surface, pygame.Rect(x, y, w, h), card, ("draft", card), targets)
            x += step

    def draw_panels(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        state = self.match.state
        pending = self.match.pending
        small = fonts.get(m.text("small"))
        label = fonts.get(m.text("label"), bold=True)
        for seat, rect in enumerate(self.panel_rects):
            if seat >= len(state.players):
                break
            p = state.players[seat]
            acting = pending is not None and seat in pending.players
            theme.draw_panel(surface, rect, fill=theme.PARCHMENT)
            if seat == self.viewed:
                pygame.draw.rect(surface, theme.WOOD, rect, 3, border_radius=10)
            if acting:
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(4, 4), 3, border_radius=11)
            if seat in self.panel_glow and seat != self.viewed:  # look here: something to click
                tip = pygame.Rect(0, 0, m.px(16), m.px(16))
                tip.topright = (rect.right - m.px(6), rect.top + m.px(6))
                pygame.draw.circle(surface, theme.GLOW, tip.center, tip.width // 2)
                pygame.draw.circle(surface, theme.INK, tip.center, tip.width // 2, 2)
            colour = self.seat_colour(seat)
            sw = pygame.Rect(rect.left + m.px(8), rect.top + m.px(7), m.px(16), m.px(16))
            pygame.draw.rect(surface, colour, sw, border_radius=3)
            if seat < len(self.session.seats):  # the mark: colour is never the only cue
                theme.draw_mark(surface, sw, self.session.mark(seat), colour)
            name = self.seat_name(seat)
            if p.passed:
                name += " · " + _("passed")
            img = label.render(name, True, theme.INK)
            if img.get_width() > rect.width - m.px(40):
                img = pygame.transform.smoothscale(img, (rect.width - m.px(40), img.get_height()))
            surface.blit(img, (sw.right + m.px(6), rect.top + m.px(4)))
            line = texts.faction_name(p.faction)
            y = rect.top + m.px(6) + label.get_linesize()
            if p.faction == "virtual":
                info_line = _("Locations {n} · collection {c}").format(
                    n=len(p.locations), c=len(state.collection)
                )
                surface.blit(small.render(line, True, theme.INK_SOFT), (rect.left + m.px(8), y))
                y += small.get_linesize()
                surface.blit(small.render(info_line, True, theme.INK), (rect.left + m.px(8), y))
                y += small.get_linesize()
                surface.blit(
                    small.render(
                        _("Attack cards left {n}").format(n=len(state.attack_deck)),
                        True,
                        theme.INK,
                    ),
                    (rect.left + m.px(8), y),
                )
                continue
            vp = _("{vp} VP").format(vp=p.vp)
            surface.blit(
                small.render(f"{line} · {vp}", True, theme.INK_SOFT), (rect.left + m.px(8), y)
            )
            y += small.get_linesize() + m.px(2)
            icon = m.px(18)
            x = rect.left + m.px(8)
            for good in SUPPLY:
                if y + icon > rect.bottom - 2:
                    break
                draw_good(surface, pygame.Rect(x, y, icon, icon), good)
                num = small.render(str(p.goods.get(good, 0)), True, theme.INK)
                surface.blit(num, (x + icon + 1, y + (icon - num.get_height()) // 2))
                x += icon + num.get_width() + m.px(6)
                if x + icon + m.px(16) > rect.right:
                    x = rect.left + m.px(8)
                    y += icon + m.px(3)
            y += icon + m.px(4)
            stats = _("Hand {h} · locations {l} · deals {d}").format(
                h=len(p.hand), l=len(p.locations), d=len(p.deals)
            )
            if y + small.get_linesize() <= rect.bottom:
                img = small.render(stats, True, theme.INK)
                if img.get_width() > rect.width - m.px(12):
                    img = pygame.transform.smoothscale(
                        img, (rect.width - m.px(12), img.get_height())
                    )
                surface.blit(img, (rect.left + m.px(8), y))

    def draw_panel_hint(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        if not self.panel_rects:
            return
        top = self.panel_rects[-1].bottom + m.px(10)
        font = fonts.get(m.text("small"))
        from game.ui.text import wrap

        lines = wrap(font, _("Click a player to see their empire."), self.left_rect.width)
        if top + font.get_linesize() * len(lines) > self.left_rect.bottom:
            return
        for line in lines:
            surface.blit(font.render(line, True, theme.PARCHMENT_DARK), (self.left_rect.left, top))
            top += font.get_linesize()

    def draw_decks(self, surface: pygame.Surface, targets: dict[Key, list[Any]]) -> None:
        m = self.app.metrics
        state = self.match.state
        small = fonts.get(m.text("small"), bold=True)
        seat = self.viewer if self.viewer is not None else 0
        own = state.players[seat].deck if seat < len(state.players) else []
        labels = {"common": _("Common deck"), "faction": _("Faction deck")}
        counts = {"common": len(state.common_deck), "faction": len(own)}
        colours = {"common": (90, 80, 110), "faction": self.seat_colour(seat)}
        for key, rect in self.deck_rects.items():
            img = small.render(labels[key], True, theme.INK)
            if img.get_width() > rect.width + m.px(10):
                img = pygame.transform.smoothscale(img, (rect.width + m.px(10), img.get_height()))
            surface.blit(img, img.get_rect(midbottom=(rect.centerx, rect.top - 2)))
            draw_card_back(surface, rect, colours[key], counts[key])
            self.hits.append((rect, ("deck", key), ""))
            if ("deck", key) in targets:
                self.glowing.add(("deck", key))
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(8, 8), 3, border_radius=8)

    def draw_supply(self, surface: pygame.Surface) -> None:
        """The supply of the player in view, with the goods named (the panels only show icons)."""
        m = self.app.metrics
        seat = self.viewed
        state = self.match.state
        if seat >= len(state.players) or state.players[seat].faction == "virtual":
            seat = self.viewer if self.viewer is not None else 0
        p = state.players[seat]
        bottom_button = max(
            b.rect.bottom
            for k, b in self.controls.items()
            if k != "menu" and b.rect.left >= self.right_rect.left
        )
        top = bottom_button + m.px(14)
        font = fonts.get(m.text("small"))
        head = fonts.get(m.text("small"), bold=True)
        line = max(font.get_linesize(), m.px(20))
        if top + line * (len(SUPPLY) + 1) > self.right_rect.bottom - m.px(6):
            return
        x = self.right_rect.left + m.px(10)
        title = _("Supply of {name}").format(name=self.seat_name(seat))
        img = head.render(title, True, theme.INK)
        if img.get_width() > self.right_rect.width - m.px(16):
            img = pygame.transform.smoothscale(
                img, (self.right_rect.width - m.px(16), img.get_height())
            )
        surface.blit(img, (x, top))
        y = top + line
        icon = line - m.px(4)
        for good in SUPPLY:
            draw_good(surface, pygame.Rect(x, y + 2, icon, icon), good)
            name = font.render(texts.good_name(good), True, theme.INK_SOFT)
            count = head.render(str(p.goods.get(good, 0)), True, theme.INK)
            room = self.right_rect.right - m.px(10) - count.get_width() - (x + icon + m.px(6))
            if name.get_width() > room - m.px(4):
                name = pygame.transform.smoothscale(
                    name, (max(1, room - m.px(4)), name.get_height())
                )
            surface.blit(name, (x + icon + m.px(6), y + (line - name.get_height()) // 2))
            surface.blit(
                count,
                (
                    self.right_rect.right - m.px(10) - count.get_width(),
                    y + (line - count.get_height()) // 2,
                ),
            )
            y += line

    def draw_empire(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        seat: int,
        targets: dict[Key, list[Any]],
    ) -> None:
        m = self.app.metrics
        state = self.match.state
        theme.draw_panel(surface, area, fill=theme.PARCHMENT)
        if seat >= len(state.players):
            return
        p = state.players[seat]
        head = fonts.get(m.text("label"), bold=True)
        if p.faction == "virtual":
            title = _("The virtual player's locations (they join its collection pile each round)")
        else:
            title = _("Empire of {name} ({faction})").format(
                name=self.seat_name(seat), faction=texts.faction_name(p.faction)
            )
        surface.blit(head.render(title, True, theme.INK), (area.left + m.px(10), area.top + 3))
        top = area.top + head.get_linesize() + m.px(4)
        # the three kinds of location share most of the height; deals and foundations a strip
        deals_h = max(m.px(56), (area.bottom - top) // 6)
        row_h = (area.bottom - top - deals_h - m.px(6)) // 3
        label_w = m.px(28)
        small = fonts.get(m.text("small"))
        for r, kind in enumerate(TYPES):
            y = top + r * row_h
            locs = [loc for loc in p.locations if texts.face(loc.card).type == kind]
            from game.ui.settlers_card_view import TYPE_FRAMES, draw_road

            draw_road(
                surface,
                pygame.Rect(area.left + m.px(6), y + m.px(4), m.px(22), m.px(22)),
                kind,
                TYPE_FRAMES[kind],
            )
            cnt = small.render(str(len(locs)), True, theme.INK)
            surface.blit(cnt, (area.left + m.px(12), y + m.px(28)))
            if not locs:  # an empty row still says what goes there
                hint = small.render(i18n.translate(texts.TYPE_NAMES[kind]), True, theme.DISABLED)
                surface.blit(hint, (area.left + label_w + m.px(10), y + m.px(8)))
            h = row_h - m.px(6)
            w, h = self.card_size(h)
            avail = area.right - m.px(10) - (area.left + label_w + m.px(8))
            step = min(w + m.px(6), (avail - w) // max(1, len(locs) - 1)) if locs else w
            x = area.left + label_w + m.px(8)
            for loc in locs:
                rect = pygame.Rect(x, y + m.px(2), w, h)
                info = texts.face(loc.card)
                used_up = info.type == "action" and loc.used > 0
                self.draw_card(
                    surface, rect, loc.card, ("loc", seat, loc.card), targets, dim=used_up
                )
                self.draw_tokens(surface, rect, loc)
                x += step
        # deals and foundations
        y = top + 3 * row_h
        x = area.left + label_w + m.px(8)
        virtual = p.faction == "virtual"
        deals = list(state.attack_line) if virtual else list(p.deals)
        if virtual:  # the solo opponent: its attack line (newest first) and its collection
            text = _("Attack line {d} · collection pile {f}").format(
                d=len(deals), f=len(state.collection)
            )
        else:
            text = _("Deals {d} · foundations {f}").format(d=len(deals), f=len(p.foundations))
        surface.blit(small.render(text, True, theme.INK_SOFT), (area.left + m.px(8), y))
        y += small.get_linesize()
        h = max(10, deals_h - small.get_linesize() - m.px(4))
        w = int(h * CARD_RATIO)
        icon = max(8, w // 2)
        colour = (150, 40, 30) if virtual else self.seat_colour(seat)
        for deal in deals[:14]:
            rect = pygame.Rect(x, y, w, h)
            draw_card_back(surface, rect, colour)
            goods = self._deal_goods(deal)
            for i, g in enumerate(goods[:2]):
                draw_good(
                    surface,
                    pygame.Rect(rect.centerx - icon // 2, rect.top + 4 + i * icon, icon, icon),
                    g,
                )
            x += min(w + m.px(4), max(m.px(10), (area.width // 2) // max(1, len(deals))))
        x += m.px(16)
        for _card in p.foundations[:10]:
            rect = pygame.Rect(x, y, w, h)
            draw_card_back(surface, rect, theme.shade(self.seat_colour(seat), 0.7))
            pygame.draw.rect(surface, theme.INK, rect, 1, border_radius=6)
            x += min(w + m.px(4), m.px(24))

    def _deal_goods(self, deal: str) -> list[str]:
        from game.rules.settlers.catalog import deal_goods

        try:
            return [g for g, n in deal_goods(deal).items() for _ in range(n)]
        except KeyError:
            return []

    def draw_tokens(self, surface: pygame.Surface, rect: pygame.Rect, loc: Any) -> None:
        m = self.app.metrics
        icon = max(10, rect.width // 4)
        x = rect.left + 2
        y = rect.bottom - icon - 2
        small = fonts.get(m.text("small"), bold=True)
        if loc.defence:
            draw_good(surface, pygame.Rect(x, y, icon, icon), "defence")
            x += icon
        if loc.samurai:
            draw_good(surface, pygame.Rect(x, y, icon, icon), "worker")
            x += icon
        marks = []
        if loc.used:
            marks.append(_("used {n}").format(n=loc.used))
        if loc.tucked:
            marks.append(f"+{len(loc.tucked)}")
        if loc.stash:
            marks.append(f"#{loc.stash}")
        if marks:
            img = small.render(" ".join(marks), True, theme.PARCHMENT)
            box = img.get_rect(bottomright=(rect.right - 2, rect.bottom - 2)).inflate(4, 2)
            pygame.draw.rect(surface, theme.INK, box, border_radius=4)
            surface.blit(img, img.get_rect(center=box.center))

    def draw_hand(self, surface: pygame.Surface, targets: dict[Key, list[Any]]) -> None:
        m = self.app.metrics
        area = self.hand_rect
        theme.draw_panel(surface, area, fill=theme.PARCHMENT_DARK)
        seat = self.viewer
        font = fonts.get(m.text("label"), bold=True)
        if seat is None:
            img = font.render(_("The hands are hidden."), True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(center=area.center))
            return
        hand = self.match.state.players[seat].hand
        title = _("Hand of {name} ({n})").format(name=self.seat_name(seat), n=len(hand))
        surface.blit(font.render(title, True, theme.INK), (area.left + m.px(10), area.top + 2))
        top = area.top + font.get_linesize() + m.px(2)
        h = area.bottom - top - m.px(6)
        w, h = self.card_size(h)
        avail = area.width - m.px(20)
        step = min(w + m.px(6), (avail - w) // max(1, len(hand) - 1)) if hand else w
        x = area.left + m.px(10)
        for card in hand:
            self.draw_card(surface, pygame.Rect(x, top, w, h), card, ("hand", card), targets)
            x += step

    def draw_popup(self, surface: pygame.Surface) -> None:
        popup = self.popup
        assert popup is not None
        m = self.app.metrics
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 90))
        surface.blit(veil, (0, 0))
        theme.draw_panel(surface, popup.rect, fill=theme.PARCHMENT)
        font = fonts.get(m.text("subheading"), bold=True)
        img = font.render(popup.title, True, theme.INK)
        if img.get_width() > popup.rect.width - m.px(24):
            img = pygame.transform.smoothscale(img, (popup.rect.width - m.px(24), img.get_height()))
        surface.blit(img, img.get_rect(midtop=(popup.rect.centerx, popup.rect.top + m.px(10))))
        for rect, card, _command in popup.images:
            surface.blit(render_location(texts.face(card), rect.size, text=True), rect)
            if rect.collidepoint(self.hover_pos):
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6), 3, border_radius=8)
        for button in popup.buttons:
            button.draw(surface)

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is None:
            return
        text, left = self.banner
        alpha = min(1.0, left / 0.6)  # fades out over its last moments
        m = self.app.metrics
        font = fonts.get(m.text("label"), bold=True)
        from game.ui.text import wrap

        width = self.centre_rect.width - m.px(40)
        lines = wrap(font, text, width)[:3]
        images = [font.render(line, True, theme.PARCHMENT) for line in lines]
        w = max(img.get_width() for img in images) + m.px(20)
        h = font.get_linesize() * len(images) + m.px(8)
        box = pygame.Rect(0, 0, w, h)
        box.midtop = (self.centre_rect.centerx, self.centre_rect.top + m.px(6))
        opacity = max(0.0, min(1.0, alpha * 2))
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        plate.fill((*theme.WOOD_DARK, int(220 * opacity)))
        surface.blit(plate, box)
        y = box.top + m.px(4)
        for img in images:
            img.set_alpha(int(255 * opacity))
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += font.get_linesize()

    def draw_attack(self, surface: pygame.Surface) -> None:
        text, card, attack = self.attack_frames[self.attack_index]
        m = self.app.metrics
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((60, 10, 0, 120))
        surface.blit(veil, (0, 0))
        box = pygame.Rect(0, 0, min(self.centre_rect.width, m.px(600)), m.px(320))
        box.center = self.centre_rect.center
        theme.draw_panel(surface, box, fill=theme.PARCHMENT)
        font = fonts.get(m.text("body"), bold=True)
        from game.ui.text import wrap

        y = box.top + m.px(10)
        for line in wrap(font, text, box.width - m.px(30))[:2]:
            img = font.render(line, True, theme.DANGER)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += font.get_linesize()
        h = box.bottom - y - m.px(16)
        w, h = self.card_size(h)
        slots = [s for s in (attack, card) if s]
        gap = m.px(60)
        x = box.centerx - (len(slots) * w + (len(slots) - 1) * gap) // 2
        top = y + m.px(6)
        if attack:
            rect = pygame.Rect(x, top, w, h)
            draw_card_back(surface, rect, (150, 40, 30))
            r = min(w, h) // 3
            good = self.rules_attack_good(attack)
            draw_good(surface, pygame.Rect(rect.centerx - r, rect.centery - r, 2 * r, 2 * r), good)
            x += w + gap
            if card:
                mid = (x - gap // 2, top + h // 2)
                pygame.draw.polygon(
                    surface,
                    theme.DANGER,
                    [(mid[0] - 14, mid[1] - 12), (mid[0] + 14, mid[1]), (mid[0] - 14, mid[1] + 12)],
                )
        if card:
            image = render_location(texts.face(card), (w, h), text=True)
            rect = image.get_rect(topleft=(x, top))
            surface.blit(image, rect)
            pygame.draw.line(surface, theme.DANGER, rect.topleft, rect.bottomright, 5)
            pygame.draw.line(surface, theme.DANGER, rect.topright, rect.bottomleft, 5)
        if not slots:
            r = m.px(60)
            draw_good(surface, pygame.Rect(box.centerx - r, top + h // 2 - r, 2 * r, 2 * r), "raze")

    def hovered_card(self) -> str:
        if self.pinned_card:
            self.hover_pos = (self.hand_rect.left + self.app.metrics.px(40), self.hand_rect.top)
            return self.pinned_card
        pos = self.hover_pos
        if self.popup is not None:
            for rect, _card, _command in self.popup.images:
                if rect.collidepoint(pos):
                    return ""  # already shown large
            for i, button in enumerate(self.popup.buttons):
                if button.rect.collidepoint(pos) and i in self.popup.cards:
                    return self.popup.cards[i]
            return ""
        for rect, _key, card in reversed(self.hits):
            if card and rect.collidepoint(pos):
                return card
        return ""

    def deck_tip(self) -> str:
        """What a hovered deck holds (its cards and the discard pile)."""
        if self.popup is not None:
            return ""
        state = self.match.state
        for key, rect in self.deck_rects.items():
            if not rect.collidepoint(self.hover_pos):
                continue
            if key == "common":
                return _("Common deck: {n} cards, {d} in the discard pile").format(
                    n=len(state.common_deck), d=len(state.common_discard)
                )
            seat = self.viewer if self.viewer is not None else 0
            p = state.players[seat]
            return _("Faction deck of {name}: {n} cards, {d} in the discard pile").format(
                name=self.seat_name(seat), n=len(p.deck), d=len(p.discard)
            )
        return ""

    def draw_enlarged(self, surface: pygame.Surface) -> None:
        """The hovered card, large, with its translated ability text beside the pointer."""
        tip = self.deck_tip()
        if tip:
            from game.ui.widgets import draw_bubble

            draw_bubble(surface, self.app.metrics, tip, self.hover_pos)
        card = self.hovered_card()
        if not card:
            return
        m = self.app.metrics
        h = min(m.px(380), m.height - m.px(40))
        w, h = self.card_size(h)
        image = render_location(texts.face(card), (w, h), text=True)
        x, y = self.hover_pos
        rect = pygame.Rect(x + m.px(24), y - h // 2, w, h)
        if rect.right > m.width - m.px(8):
            rect.right = x - m.px(24)
        rect.top = max(m.px(8), min(rect.top, m.height - h - m.px(8)))
        if self.hand_rect.collidepoint((x, y)) and self.popup is None:
            # over the hand: show it above the hand, so the other hand cards stay visible
            rect.bottom = self.hand_rect.top - m.px(4)
            rect.centerx = max(
                self.centre_rect.left + w // 2, min(x, self.centre_rect.right - w // 2)
            )
            if rect.top < m.px(8):
                rect.top = m.px(8)
        surface.blit(image, rect)
        if texts.face(card).reconstructed:
            note = fonts.get(m.text("small")).render(
                _("Ability reconstructed by us"), True, theme.PARCHMENT
            )
            box = note.get_rect(midtop=(rect.centerx, rect.bottom + 2)).inflate(8, 4)
            if box.bottom > m.height:
                box.bottom = rect.top - 2
            pygame.draw.rect(surface, theme.WOOD_DARK, box, border_radius=4)
            surface.blit(note, note.get_rect(center=box.center))
