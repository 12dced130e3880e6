"""What the area-control board screens share: the match's listeners, pieces in flight, the
banner saying what a player just did, the clicks on the row and the map through the table's
click model (a refusal shows the rules' `why_not` at the pointer), the glow it gives, undo,
the game menu, the computers' pace and the tooltips.

A game's board scene subclasses `AreaBoardScene` and supplies `build`, `changed`, `animate`,
the decisions made on the board (`board_kinds`), what else glows (`more_highlights`), its
score and auction screens, `explain` and its drawing; the base reads of a game's state only
the card row and the pending decision.
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game import i18n
from game.engine.errors import IllegalCommand
from game.engine.match import Match, Step
from game.engine.rules import Pending
from game.i18n import _, ngettext
from game.scenes.area_control.icons import draw_coin
from game.scenes.area_control.log_marks import make_log
from game.scenes.area_control.sprites import (
    Draw,
    Flights,
    Sprite,
    coin_drawer,
    cube_drawer,
    image_drawer,
)
from game.scenes.base import Scene
from game.scenes.dialog import confirm
from game.scenes.table.clicks import ClickModel, Target, Targets, Thing
from game.scenes.table.game_menu import GameMenu
from game.scenes.table.hints import Hints, area_hint_text
from game.scenes.table.log import FollowsMatch
from game.scenes.table.what_now import WhatNow
from game.ui import fonts, layout_check, sound, theme
from game.ui.board_view import BoardView, Stack
from game.ui.canvas import pointer
from game.ui.card_view import render_card
from game.ui.layout import Metrics
from game.ui.text import fit, wrap
from game.ui.widgets import Button, Label

if TYPE_CHECKING:
    from game.scenes.host import Host as App

BOT_PAUSE = 0.45  # seconds between two computer commands at normal speed
HINT_COLOUR = (110, 225, 255)  # what a hint points at: apart from the glow of the legal choices


@dataclass
class Highlights:
    """What glows now for the human who decides: everything else is dimmed."""

    cards: set[int] = field(default_factory=set)
    regions: set[str] = field(default_factory=set)
    armies: set[tuple[int, str]] = field(default_factory=set)  # destroy targets (seat, region)
    options: set[int] = field(default_factory=set)  # Eight-Minute Empire: a card's two actions
    modes: list[str] = field(default_factory=list)  # Legends: an "or" card's actions still open
    selected: str | None = None


class AreaBoardScene(FollowsMatch, Scene):
    # the decisions that open the auction screen, and those made on the score screen
    auction_kinds: ClassVar[tuple[str, ...]] = ("bid",)
    scoring_kinds: ClassVar[tuple[str, ...]] = ()
    log_open_from: ClassVar[int] = 1600  # narrower windows start with the game log folded
    board_kinds: ClassVar[tuple[str, ...]] = ()  # the decisions made by clicks on this board
    # Legends: a region where the card's two actions could both be done asks which first
    asks_which_action: ClassVar[bool] = False

    def __init__(self, app: App, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.match: Match = session.match
        self.rules = session.rules
        self.view: BoardView | None = None
        self.selected: str | None = None
        self.hidden: dict[tuple[str, int, str], int] = {}
        self.sprites = Flights()
        self.version = 0
        self._bot_wait = 0.0
        self.hints = Hints(session, self.hint_text, stays=True)
        self._tip_pos: tuple[int, int] = (-1, -1)
        self._tip_time = 0.0
        self.banner: tuple[str, float] | None = None  # what just happened, and time left
        self.buttons: dict[str, Button] = {}
        self.row_rects: list[pygame.Rect] = []
        self.panel_rects: list[pygame.Rect] = []
        self.panel_area = pygame.Rect(0, 0, 0, 0)
        self.supply_point = (0, 0)  # where coins paid go
        self._legal_cache: tuple[int, Any] | None = None  # (version, highlights)
        self.clicks = ClickModel(self.match)
        self.what_now = WhatNow(app, session, self.clicks)
        self.what_now.hint = lambda: self.hints.ask(self.app)
        self.log = make_log(self, self.log_open_from)
        self.pinned: int | None = None  # a row card shown large after a right-click
        self.enlarged_rect: pygame.Rect | None = None  # where it was drawn last

    # what a game supplies --------------------------------------------------------------------
    def changed(self) -> None:
        raise NotImplementedError

    def animate(self, step: Step) -> None:
        raise NotImplementedError

    def scoring_scene(self, game_index: int | None = None) -> Scene:
        raise NotImplementedError

    def auction_scene(self) -> Scene:
        raise NotImplementedError

    def explain(self, pos: tuple[int, int]) -> str | None:
        return None

    def chrome(self) -> pygame.Surface:
        """What changes only with the state, drawn once per step."""
        raise NotImplementedError

    def draw_row(self, surface: pygame.Surface, h: Any) -> None:
        raise NotImplementedError

    def draw_map(self, surface: pygame.Surface, h: Any) -> None:
        raise NotImplementedError

    def large_face(self, card: Any) -> Any:
        """The face of a row card as drawn enlarged (it may say more than at hand size)."""
        raise NotImplementedError

    def enlarged_topleft(self, rect: pygame.Rect) -> tuple[int, int]:
        """Where the enlarged copy of the row card at `rect` goes."""
        raise NotImplementedError

    def draw_enlarged(self, surface: pygame.Surface) -> None:
        """The card under the pointer (or right-clicked), enlarged so its words read easily."""
        self.enlarged_rect = None
        slot = self.enlarged_slot()
        if slot is None:
            return
        rect = self.row_rects[slot]
        size = (int(rect.width * 2.2), int(rect.height * 2.2))
        image = render_card(self.large_face(self.match.state.row[slot]), size)
        self.blit_enlarged(surface, image, image.get_rect(topleft=self.enlarged_topleft(rect)))

    def stacks(self, rid: str) -> list[Stack]:
        raise NotImplementedError

    def human_prompt(self, pending: Pending, who: int, name: str) -> str:
        """What the human in seat `who`, called `name`, is asked by `pending`."""
        raise NotImplementedError

    def highlights(self) -> Highlights:
        """What glows now: worked out once per version; only the chosen army may change."""
        if self._legal_cache is not None and self._legal_cache[0] == self.version:
            h = self._legal_cache[1]
            h.selected = self.selected
            return h
        h = self.find_highlights()
        self._legal_cache = (self.version, h)
        return h

    # what can be clicked: the table's click model ----------------------------------------------
    def target_version(self) -> Hashable:
        """What besides the match the targets depend on (Legends: the action chosen first)."""
        return None

    def keep_command(self, command: Any) -> bool:
        """Whether a legal command is clicked for now (Legends leaves out the other action of
        an "or" card once one is chosen)."""
        return True

    def refusal_context(self) -> dict[str, Any]:
        """What the rules' `why_not` takes besides the state, the player and the target."""
        return {}

    def targets(self) -> Targets:
        """The acting human's legal commands by the things clicked for them (none when no
        human decides on the board)."""
        human = self.session.acting_human()
        pending = self.match.pending
        on_board = pending is not None and pending.kind in self.board_kinds
        seat = human if on_board else None
        return self.clicks.targets(seat, self.target_version(), self.keep_command)

    def find_highlights(self) -> Highlights:
        """Cards to take, regions to place on, build in or set up, armies to destroy, and where
        a move may start (or, once an army is chosen, where it may go, and its region)."""
        h = Highlights(selected=self.selected)
        t = self.targets()
        h.cards = {thing[1] for thing in t.things("card")}
        h.armies = {(thing[1], thing[2]) for thing in t.things("army")}
        h.regions = {thing[1] for thing in t.one if thing[0] == "region"}
        h.regions |= {rid for _seat, rid in h.armies}
        if self.selected is not None:
            h.regions |= {thing[1] for thing in t.seconds(("region", self.selected))}
            h.regions.add(self.selected)
        else:
            h.regions |= {thing[1] for thing in t.two if thing[0] == "region"}
        self.more_highlights(h, t)
        return h

    def more_highlights(self, h: Highlights, targets: Targets) -> None:
        """What else a game lights up (a card's options, an "or" card's actions)."""

    def drop_stale_selection(self) -> None:
        """The chosen army is let go once no move can start from its region."""
        if self.selected is not None and not self.targets().chooses(("region", self.selected)):
            self.selected = None

    def selection_changed(self) -> None:
        """The chosen army changed (nothing else did)."""
        self.changed()

    # state changes --------------------------------------------------------------------------
    def on_step(self, match: Match, step: Step) -> None:
        self.animate(step)
        self.changed()

    def on_undo(self, match: Match, step: Step) -> None:
        self.animator.finish()
        self.sprites.clear()
        self.hidden.clear()
        self.selected = None
        self.changed()

    # life cycle ---------------------------------------------------------------------------
    def resume(self) -> None:
        self.animator.speed = self.app.animation_factor
        self.changed()

    # layout ------------------------------------------------------------------------------
    def place_panels(self, max_height: int) -> None:
        """One panel per player down `panel_area`, each at most `max_height` tall."""
        m = self.app.metrics
        n = self.rules.n
        gap_p = m.px(8)
        area = self.panel_area
        ph = min(max_height, (area.height - gap_p * (n - 1)) // n)
        self.panel_rects = [
            pygame.Rect(area.left, area.top + i * (ph + gap_p), area.width, ph) for i in range(n)
        ]

    # animations -----------------------------------------------------------------------------
    def place_card_column(
        self, pad: int, full_h: int, card_ratio: float, min_card_w: int = 0, chrome: int = 94
    ) -> None:
        """The row as two columns of three cards on the left (a price coin above each), the
        deck and the counts under them: the map then gets the middle at full height. A card
        is `card_ratio` as wide as it is tall, and at least `min_card_w` wide (the width its
        words need at the smallest text). Larger text never makes the cards smaller: they keep
        at least the size they have at 100 % in the same window (the table takes `chrome`
        units of the height besides the column), and the price coins then overlap the cards'
        top corners. Sets `row_area`, `row_rects`, `deck_rect`, `info_rect` and
        `supply_point`."""
        m = self.app.metrics
        price_h = m.text("label") + m.px(6)
        info_h = 2 * fonts.get(m.text("label")).get_linesize() + m.px(8)
        gap = m.px(8)
        card_h = (full_h - info_h - 3 * price_h - 4 * gap) // 3
        if m.ui_scale > 1.0:
            card_h = max(card_h, self._card_h_at_100(chrome))
            spare = full_h - 3 * card_h - 4 * gap - info_h
            price_h = max(0, min(price_h, spare // 3))
            info_h = max(
                fonts.get(14).get_linesize() * 2, full_h - 3 * card_h - 4 * gap - 3 * price_h
            )
        # a tall window (portrait) would give the column all its width: the map keeps two
        # thirds of it, the cards then stop growing (the column's foot stays empty)
        most_w = (m.width // 3 - 3 * Metrics(m.width, m.height, 1.0).px(8)) // 2
        card_h = min(card_h, max(int(min_card_w / card_ratio), int(most_w / card_ratio)))
        card_w = max(min_card_w, int(card_h * card_ratio))
        self.row_area = pygame.Rect(pad, pad, 2 * card_w + 3 * gap, full_h)
        self.row_rects = []
        for i in range(6):
            r, c = divmod(i, 2)
            top = self.row_area.top + gap + r * (price_h + card_h + gap) + price_h
            self.row_rects.append(
                pygame.Rect(self.row_area.left + gap + c * (card_w + gap), top, card_w, card_h)
            )
        last = self.row_rects[-1]
        deck_h = info_h - m.px(6)
        self.deck_rect = pygame.Rect(
            self.row_area.left + gap, last.bottom + gap, int(deck_h * 0.72), deck_h
        )
        self.supply_point = (self.deck_rect.right + m.px(50), self.deck_rect.centery)
        self.info_rect = pygame.Rect(
            self.deck_rect.right + m.px(10),
            self.deck_rect.top,
            self.row_area.right - self.deck_rect.right - m.px(14),
            info_h,
        )

    def _card_h_at_100(self, chrome: int) -> int:
        """The row's card height at 100 % text in this window (see `place_card_column`)."""
        m = self.app.metrics
        base = Metrics(m.width, m.height, 1.0)
        full_h = m.height - base.px(chrome)
        price_h = base.text("label") + base.px(6)
        info_h = 2 * fonts.get(base.text("label")).get_linesize() + base.px(8)
        return (full_h - info_h - 3 * price_h - 4 * base.px(8)) // 3

    def log_tab_clearance(self) -> list[pygame.Rect]:
        """Where the folded log's tab lies over the map: the map's names are placed elsewhere."""
        panel = self.log.panel
        if panel is None or not panel.folded or not self.log.tab_over_board:
            return []
        return [panel.rect.inflate(self.app.metrics.px(12), self.app.metrics.px(12))]

    def draw_info(self, surface: pygame.Surface, lines: Sequence[str], top_pad: int) -> None:
        """The lines beside the deck (cards taken, game of a long game), each wrapped to the
        room at the largest size down to the label floor that holds them all; what still has no
        room is reported to the layout checker, never cut."""
        room = self.info_rect.height - top_pad
        size = self.app.metrics.text("label")
        while True:
            font = fonts.get(size)
            rows = [row for line in lines for row in wrap(font, line, self.info_rect.width)]
            # the last line's descent may reach into the padding under the box
            if len(rows) * font.get_linesize() <= room + font.get_linesize() // 3 or size <= 14:
                break
            size -= 1
        step = font.get_linesize()
        y = self.info_rect.top + top_pad
        for row in rows:
            if y + step > self.info_rect.bottom + step // 3:
                layout_check.report_cut(row, f"no room beside the deck ({self.info_rect.size})")
                return
            surface.blit(font.render(row, True, theme.PARCHMENT), (self.info_rect.left, y))
            y += step

    def _hide(self, key: tuple[str, int, str]) -> None:
        self.hidden[key] = self.hidden.get(key, 0) + 1

    def _unhide(self, key: tuple[str, int, str]) -> None:
        sound.play("place")  # the piece lands
        n = self.hidden.get(key, 0) - 1
        if n > 0:
            self.hidden[key] = n
        else:
            self.hidden.pop(key, None)

    def _fly(
        self,
        sprite: Sprite,
        duration: float,
        delay: float,
        on_done: Any = None,
        ease: str = "in-out",
    ) -> None:
        self.sprites.append(sprite)

        def done() -> None:
            sprite.done = True
            if sprite in self.sprites:
                self.sprites.remove(sprite)
            if on_done is not None:
                on_done()

        self.animator.add(duration, sprite.set, ease=ease, delay=delay, on_done=done)

    def _panel_point(self, seat: int) -> tuple[int, int]:
        if 0 <= seat < len(self.panel_rects):
            return self.panel_rects[seat].center
        return (self.panel_area.centerx, self.panel_area.bottom)

    # A step's events fly one after the other: each helper takes the moment its flight starts
    # and returns when the next one may start.
    def fly_card(self, slot: int, face: Any, player: int, price: int, delay: float) -> float:
        """The card taken flies from the row to its taker; the coins paid, to the supply."""
        assert self.view is not None
        size = self.view.piece_size * 3 // 4
        rect = self.row_rects[slot]
        image = render_card(face, rect.size)
        self._fly(
            Sprite(image_drawer(image), [rect.center, self._panel_point(player)]), 0.35, delay
        )
        for i in range(price):
            self._fly(
                Sprite(
                    coin_drawer(max(6, size // 2)),
                    [self._panel_point(player), self.supply_point],
                    hop=size * 2,
                ),
                0.3,
                delay + 0.08 * i,
                on_done=lambda: sound.play("coin"),
            )
        return delay + 0.3

    def _fly_in(
        self,
        key: tuple[str, int, str],
        sprite: Sprite,
        duration: float,
        delay: float,
    ) -> None:
        """A piece in flight to its place on the map, where it is hidden until it lands."""
        self._hide(key)
        self._fly(sprite, duration, delay, on_done=lambda k=key: self._unhide(k))

    def _cube(self, seat: int) -> Draw:
        assert self.view is not None
        s = self.session
        return cube_drawer(self.view.piece_size * 3 // 4, s.colour(seat), s.mark(seat))

    def fly_army_placed(self, seat: int, region: str, delay: float) -> float:
        """A new army flies from its owner's panel (the neutral's from above the map)."""
        view = self.view
        assert view is not None
        size = view.piece_size * 3 // 4
        start = (
            self._panel_point(seat)
            if seat < self.rules.n
            else (view.map_rect.centerx, view.map_rect.top)
        )
        path = [start, view.anchor(region)]
        self._fly_in(
            ("army", seat, region), Sprite(self._cube(seat), path, hop=size * 3), 0.3, delay
        )
        return delay + 0.15

    def fly_army_moved(self, player: int, source: str, target: str, delay: float) -> float:
        view = self.view
        assert view is not None
        size = view.piece_size * 3 // 4
        sprite = Sprite(self._cube(player), view.link_path(source, target), hop=size * 2)
        self._fly_in(("army", player, target), sprite, 0.35, delay)
        return delay + 0.3

    def fly_city(self, kind: str, draw: Draw, player: int, region: str, delay: float) -> float:
        """A city (drawn by `draw`, a stack of `kind` on the map) flies from its owner's panel."""
        view = self.view
        assert view is not None
        size = view.piece_size * 3 // 4
        path = [self._panel_point(player), view.anchor(region)]
        self._fly_in((kind, player, region), Sprite(draw, path, hop=size * 3), 0.35, delay)
        return delay + 0.3

    def announce(self, text: str) -> None:
        """Say in words what was just done (most useful for computer turns); it fades alone
        and never holds the game up."""
        self.banner = (text, 2.2 * max(0.5, self.animator.speed) if self.animator.speed else 0.0)

    def draw_banner(self, surface: pygame.Surface) -> int | None:
        """What was just done, at the top of the column beside the map (never over the
        regions it names); returns the bottom of its box (the log's summary goes under it)."""
        if self.banner is None or self.view is None:
            return None
        text, left = self.banner
        if left <= 0:
            return None
        m = self.app.metrics
        font = fonts.get(m.text("body"), bold=True)
        area = self.log.report_area()
        rows = wrap(font, text, max(10, area.width - m.px(20)))
        line = font.get_linesize()
        box = pygame.Rect(area.left, area.top, area.width, len(rows) * line + m.px(12))
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        alpha = int(235 * min(1.0, left / 0.4))
        pygame.draw.rect(layer, (*theme.PARCHMENT, alpha), layer.get_rect(), border_radius=8)
        pygame.draw.rect(
            layer, (*theme.PARCHMENT_EDGE, alpha), layer.get_rect(), 2, border_radius=8
        )
        for i, row in enumerate(rows):
            image = font.render(row, True, theme.INK)
            image.set_alpha(alpha)
            layer.blit(image, (m.px(10), m.px(6) + i * line))
        surface.blit(layer, box)
        layout_check.drawn("panel", "banner", box)
        return box.bottom

    def tick_banner(self, dt: float) -> None:
        if self.banner is not None:
            text, left = self.banner
            self.banner = (text, left - dt) if left - dt > 0 else None

    def play_computers(self, dt: float) -> None:
        """A computer seat that decides now plays after a pause scaled by the speed setting."""
        bot = self.session.waiting_computer()
        if bot is not None:
            self._bot_wait -= dt
            if self._bot_wait <= 0 and self.session.step_bot(bot):
                self._bot_wait = BOT_PAUSE * self.animator.speed

    # the action bar -------------------------------------------------------------------------
    def place_prompt(self, bar: pygame.Rect, right: int) -> None:
        """The prompt fills the bar left of `right` (where the buttons start); where two
        lines of body text have no room (many buttons, large text), three of a label's."""
        m = self.app.metrics
        prompt_rect = pygame.Rect(
            bar.left + m.px(16), bar.top, right - bar.left - m.px(16), bar.height
        )
        text = self.prompt_text()
        words = self.move_words() if not self.selected else ""
        if words and self.session.acting_human() is not None:
            # how to choose an army, where the bar has room for it (else the tooltip of a
            # region where a move may start says it)
            font = fonts.get(m.text("body"))
            if len(wrap(font, f"{text} {words}", prompt_rect.width, 2)) <= 2:
                text = f"{text} {words}"
        role, lines = "body", 2
        with layout_check.probing():  # a trial: the smaller letters are the answer
            if not fit(text, prompt_rect.size, m.text("body"), 16, max_lines=2).fits:
                role, lines = "label", 3
        self.prompt = Label(m, prompt_rect, text, role=role, max_lines=lines, colour=theme.INK)
        self.widgets = [self.prompt, *self.buttons.values()]

    def prompt_text(self) -> str:
        pending = self.match.pending
        if pending is None:
            return _("The game is over.")
        who = pending.players[0] if pending.players else -1
        name = self.session.name(who)
        if not self.session.is_human(who):
            # a network game says whether that seat is a computer, someone on another
            # computer, someone who has left, or free
            waiting_words = getattr(self.session, "waiting_words", None)
            if waiting_words is not None:
                return str(waiting_words(who))
            return _("{name} (computer) is playing…").format(name=name)
        return self.human_prompt(pending, who, name)

    # the hint (H): it names the thing, makes it glow and stays until the player acts ----------
    def hint_text(self, command: Any) -> str:
        """A suggested command in words: a row card by its name and price, else the table's
        shared words (regions by their names)."""
        slot = getattr(command, "slot", None)
        if type(command).__name__ == "TakeCard" and slot is not None:
            return _("Take the card {card} (price {price}) from the row.").format(
                card=self.card_words(slot), price=self.row_price(slot)
            )
        return area_hint_text(command, self.session.name)

    def row_price(self, slot: int) -> int:
        """The price of the row's place `slot`."""
        raise NotImplementedError

    def hint_things(self) -> tuple[set[int], set[str], list[pygame.Rect]]:
        """What the hint on screen points at: row slots, regions and bar buttons."""
        command = self.hints.command()
        if command is None:
            return set(), set(), []
        slots: set[int] = set()
        regions: set[str] = set()
        rects: list[pygame.Rect] = []
        target = self.rules.target_of(self.match.state, command)
        for thing in target:
            if thing[0] == "card":
                slots.add(thing[1])
            elif thing[0] in ("region", "army"):
                regions.add(thing[-1])
            elif thing[0] == "button" and thing[1] in self.buttons:
                rects.append(self.buttons[thing[1]].rect)
            elif thing[0] == "option" and f"option{thing[1]}" in self.buttons:
                rects.append(self.buttons[f"option{thing[1]}"].rect)
        return slots, regions, rects

    def draw_hint(self, surface: pygame.Surface) -> None:
        """The hinted card, regions or button ringed in the hint's colour (over the glow of
        the legal choices), and the note in the map's corner that hides the least of it."""
        slots, regions, rects = self.hint_things()
        if not (slots or regions or rects):
            self.hints.rect = pygame.Rect(0, 0, 0, 0)
            return
        m = self.app.metrics
        pulse = int(3 * (0.5 + 0.5 * math.sin(time.monotonic() * 4)))
        ring, width = m.px(10) + pulse, max(4, m.px(6))
        for slot in slots:
            if slot < len(self.row_rects):
                rect = self.row_rects[slot].inflate(ring, ring)
                pygame.draw.rect(surface, HINT_COLOUR, rect, width, border_radius=10)
        for rect in rects:
            pygame.draw.rect(
                surface, HINT_COLOUR, rect.inflate(ring, ring), width, border_radius=10
            )
        if regions and self.view is not None:
            for _twice in range(2):  # thicker than the glow of the legal choices
                self.view.draw_glow(surface, regions, time.monotonic(), colour=HINT_COLOUR)
        self.hints.colour = HINT_COLOUR
        self.hints.draw(surface, m, self.hint_note_rect(regions))

    def hint_note_rect(self, regions: set[str]) -> pygame.Rect:
        """Where the hint's note goes: the corner of the map whose note would cover the least
        land and pieces, and never the hinted regions if another corner can avoid them."""
        view = self.view
        area = view.map_rect if view is not None else self.app.surface.get_rect()
        m = self.app.metrics
        pad = m.px(8)
        w, h = self.hints.note_size(m, area.width - 2 * pad)
        if w <= 0:
            return pygame.Rect(0, 0, 0, 0)
        corners = [
            pygame.Rect(area.left + pad, area.bottom - h - pad, w, h),
            pygame.Rect(area.right - w - pad, area.bottom - h - pad, w, h),
            pygame.Rect(area.left + pad, area.top + pad, w, h),
            pygame.Rect(area.right - w - pad, area.top + pad, w, h),
        ]
        if view is None:
            return corners[0]

        def covered(rect: pygame.Rect) -> int:
            cost = 0
            for rid, box in view.boxes.items():
                part = rect.clip(box)
                cost += part.width * part.height * (20 if rid in regions else 1)
            for piece in view.piece_rects.values():
                part = rect.clip(piece)
                cost += part.width * part.height * 8
            return cost

        return min(corners, key=covered)

    def close_panel(self) -> bool:
        """Escape puts the hint away first."""
        return self.hints.dismiss()

    def move_words(self) -> str:
        """The selection rule, said in the prompt: how to choose an army to move (none chosen
        and a move may start), or that the chosen one waits for where it goes."""
        if self.selected:  # how to let it go is said on the chosen region's tooltip
            return _("Army in {region} chosen: click where it goes.").format(region=self.selected)
        if self.targets().two:
            return _("Click your army, then where it goes.")
        return ""

    def chosen_prompt(self, name: str, points: int) -> str:
        """The prompt while an army is chosen, short enough for the narrowest bar: the
        movement points left and where the chosen army is."""
        return ngettext(
            "{name}: {n} move left. Army from {region}: click where it goes.",
            "{name}: {n} moves left. Army from {region}: click where it goes.",
            points,
        ).format(name=name, n=points, region=self.selected)

    def move_note(self, rid: str) -> str | None:
        """What a click on region `rid` does for the move under way, for its tooltip: where
        the chosen army may go, what the step costs (the rules' answer); where none is
        chosen, that a click picks an army there."""
        t = self.targets()
        here = ("region", rid)
        if rid == self.selected:
            return _("The chosen army: click it again, or right-click, to let it go.")
        if self.selected is not None:
            moves = t.then(("region", self.selected), here)
            cost = self.rules.move_cost(self.match.state, moves[0]) if moves else None
            if cost is None:
                return None
            points, link = cost
            if link == "water":
                text = ngettext(
                    "Move the army from {source} here over water: {n} movement point.",
                    "Move the army from {source} here over water: {n} movement points.",
                    points,
                )
            elif link == "portal":
                text = ngettext(
                    "Move the army from {source} here through the portals: {n} movement point.",
                    "Move the army from {source} here through the portals: {n} movement points.",
                    points,
                )
            else:
                text = ngettext(
                    "Move the army from {source} here over land: {n} movement point.",
                    "Move the army from {source} here over land: {n} movement points.",
                    points,
                )
            return text.format(source=self.selected, n=points)
        if t.chooses(here) and not t.at(here):
            return _("Click to choose an army here, then click where it goes.")
        return None

    # clicks --------------------------------------------------------------------------------
    def _submit(self, command: Any, pos: tuple[int, int] | None = None) -> bool:
        try:
            self.session.submit(command)
        except IllegalCommand as exc:
            self.app.toast(i18n.render(exc.message), pos)
            return False
        return True

    def refuse(self, target: Target, pos: tuple[int, int] | None) -> None:
        """Say near the pointer why the click on `target` does nothing, in the rules' words."""
        human = self.session.acting_human()
        if human is None:
            self._not_yours(pos or (0, 0))
            return
        self.app.toast(self.clicks.refuse(human, target, **self.refusal_context()), pos)

    def click_thing(self, thing: Thing, pos: tuple[int, int] | None = None) -> None:
        """A card, an option or a button: its one command, or the rules' reason why not."""
        commands = self.targets().at(thing)
        if commands:
            self._submit(commands[0], pos)
        else:
            self.refuse((thing,), pos)

    def click_card(self, slot: int, pos: tuple[int, int]) -> None:
        """Take the card, but first ask when part of its action could not be done (the
        rules' `unusable_parts`): the player may want it for its good or ability alone."""
        decides = self.deciding_human(pos)
        if decides is None:
            return
        human, pending = decides
        commands = self.targets().at(("card", slot))
        if commands and pending.kind == "take_card":
            unusable = self.rules.unusable_parts(self.match.state, human, slot)
            if unusable:
                self.ask_before_taking(slot, commands[0], unusable)
                return
        self.click_thing(("card", slot), pos)

    def ask_before_taking(self, slot: int, command: Any, unusable: list[tuple[int, Any]]) -> None:
        """The confirmation before a card whose action (or part of it) cannot be used is
        taken, with the rules' reasons; only its yes button takes the card."""
        parts = self.card_parts(slot)
        reasons = " ".join(i18n.render(message) for _i, message in unusable)
        if len(unusable) >= len(parts):
            text = _("This card's action cannot be used: {reason} Take it anyway?").format(
                reason=reasons
            )
        else:
            which = "; ".join(parts[i] for i, _m in unusable if i < len(parts))
            text = _(
                "Part of this card's action ({part}) cannot be used: {reason} Take it anyway?"
            ).format(part=which, reason=reasons)
        self.app.manager.push(
            confirm(
                self.app,
                self.card_words(slot),
                text,
                lambda: self._submit(command),
                yes_label=_("Take it anyway"),
            )
        )

    def card_parts(self, slot: int) -> list[str]:
        """The words of each part of the action of the row card in `slot`."""
        raise NotImplementedError

    def card_words(self, slot: int) -> str:
        """The row card in `slot` named as the player reads it on the card."""
        raise NotImplementedError

    def click_map(self, pos: tuple[int, int]) -> None:
        """An army that may be destroyed, under the pointer, is destroyed; a region does what
        it offers (see `click_region`)."""
        view = self.view
        assert view is not None
        if self.deciding_human(pos) is None:
            return
        aimed = self.aimed_army(pos)
        if aimed is not None:
            self._submit(aimed, pos)
            return
        rid = view.region_at(pos)
        piece = view.piece_at(pos)
        if rid is None and piece is not None:
            rid = piece[1]
        if rid is not None:
            self.click_region(rid, pos)

    def click_region(self, rid: str, pos: tuple[int, int]) -> None:
        """The one selection rule of both games (docs/decisions/area_selection.md). With an
        army chosen: a click where it may go moves it and lets it go (a move never leaves an
        army chosen); on its own region lets it go; on a region that offers something itself,
        lets it go and counts as below; elsewhere the rules say why it cannot go there. With
        none chosen: what the region offers in one click, else it picks an army there to move,
        else it destroys the one army that may be destroyed there; the rules say why not."""
        t = self.targets()
        here = ("region", rid)
        if self.selected is not None:
            chosen = ("region", self.selected)
            if rid == self.selected:
                self.clear_selection()
                return
            moves = t.then(chosen, here)
            if moves:
                self.selected = None
                if not self._submit(moves[0], pos):
                    self.selection_changed()
                return
            if not (t.at(here) or t.chooses(here) or self._destroys_in(t, rid)):
                self.refuse((chosen, here), pos)
                return
            self.selected = None
            self.selection_changed()
        ones = t.at(here)
        destroys = self._destroys_in(t, rid)
        if self.asks_which_action:
            kinds = {type(c).__name__ for c in ones}
            kinds |= {"destroy"} if destroys else set()
            kinds |= {"move"} if t.chooses(here) else set()
            if len(kinds) > 1:
                self.app.toast(_("Choose which action of the card you do, in the bar below."), pos)
                return
        if ones:
            self._submit(ones[0], pos)
        elif t.chooses(here):
            self.selected = rid
            self.selection_changed()
        elif len(destroys) == 1:
            self._submit(next(iter(destroys.values()))[0], pos)
        elif destroys:
            self.app.toast(_("Click the army you want to destroy."), pos)
        else:
            self.refuse((here,), pos)

    @staticmethod
    def _destroys_in(t: Targets, rid: str) -> dict[Thing, list[Any]]:
        """The armies in region `rid` that may be destroyed, with their commands."""
        return {thing: cs for thing, cs in t.one.items() if thing[0] == "army" and thing[2] == rid}

    def aimed_army(self, pos: tuple[int, int]) -> Any:
        """The command that destroys the army stack under the pointer (the nearest when
        stacks overlap), if one may be destroyed."""
        view = self.view
        assert view is not None
        t = self.targets()
        best: tuple[int, Any] | None = None
        for (kind, seat, rid), rect in view.piece_rects.items():
            commands = t.at(("army", seat, rid))
            if kind != "army" or not commands or not rect.inflate(4, 4).collidepoint(pos):
                continue
            d = abs(rect.centerx - pos[0]) + abs(rect.centery - pos[1])
            if best is None or d < best[0]:
                best = (d, commands[0])
        return best[1] if best else None

    def end_turn_button(self) -> Button | None:
        """The bar's End turn button, when it is there (Enter presses it): the one way a turn
        ends, never a click on the map."""
        return None

    def click_undo(self) -> None:
        human = self.session.acting_human()
        if human is None:
            return
        try:
            self.match.undo(human)
        except IllegalCommand as exc:
            self.app.toast(i18n.render(exc.message))

    def deciding_human(self, pos: tuple[int, int]) -> tuple[int, Pending] | None:
        """The human who decides now and the decision; None, once the player who clicked at
        `pos` is told whose turn it is, when no human decides."""
        human = self.session.acting_human()
        pending = self.match.pending
        if human is None or pending is None:
            self._not_yours(pos)
            return None
        return human, pending

    def _not_yours(self, pos: tuple[int, int]) -> None:
        pending = self.match.pending
        if pending is None:
            self.app.toast(_("The game is over."), pos)
            return
        who = pending.players[0] if pending.players else -1
        self.app.toast(_("Wait: it is {name}'s turn.").format(name=self.session.name(who)), pos)

    def enlarged_slot(self) -> int | None:
        """The row card to show large: the one under the pointer, else the one right-clicked."""
        pos = pointer()
        row = self.match.state.row
        for slot, rect in enumerate(self.row_rects):
            if self.log.covers(pos):
                break
            if rect.collidepoint(pos) and slot < len(row) and row[slot] is not None:
                return slot
        if self.pinned is not None and (self.pinned >= len(row) or row[self.pinned] is None):
            self.pinned = None
        return self.pinned

    def pin_card(self, event: pygame.event.Event) -> bool:
        """A right-click on a row card keeps it large until the next click anywhere."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        slot = next((i for i, r in enumerate(self.row_rects) if r.collidepoint(event.pos)), None)
        was = self.pinned
        self.pinned = slot if event.button == 3 and slot is not None else None
        return self.pinned is not None or (was is not None and event.button == 3)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.log.handle_event(event):
            return True
        if self.pin_card(event):
            return True
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_m, pygame.K_F10):
            self.open_menu()
            return True
        if self.hints.handle_event(event, self.app) or self.what_now.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            button = self.end_turn_button()
            if button is not None and button.enabled and button.visible:
                button.click()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for slot, rect in enumerate(self.row_rects):
                if rect.collidepoint(event.pos):
                    if self.match.state.row[slot] is not None:
                        self.click_card(slot, event.pos)
                    return True
            if self.view is not None and self.view.map_rect.collidepoint(event.pos):
                self.click_map(event.pos)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.selected:
            self.selected = None
            self.selection_changed()
            return True
        return False

    def show_score(self) -> None:
        self.app.manager.push(self.scoring_scene())

    def on_back(self) -> None:
        self.open_menu()

    def clear_selection(self) -> bool:
        if self.selected is None:
            return False
        self.selected = None
        self.selection_changed()
        return True

    def open_menu(self) -> None:
        self.app.manager.push(GameMenu(self.app, self.session))

    # the flow: computers, auction and scoring screens ----------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.tick_banner(dt)
        self.log.update(dt)
        if self.app.manager.top is not self or self.animator.busy or self.log.looking:
            return
        state = self.match.state
        pending = self.match.pending
        last = len(state.history) - 1
        if pending is not None and pending.kind in self.scoring_kinds:
            self.app.manager.push(self.scoring_scene())
            return
        if last >= 0 and last not in self.session.scores_shown:
            index = last if pending is not None else None
            self.app.manager.push(self.scoring_scene(game_index=index))
            return
        if pending is None:
            return
        if pending.kind in self.auction_kinds:
            self.app.manager.push(self.auction_scene())
            return
        self.hints.update(self.app)
        self.play_computers(dt)

    # drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.chrome(), (0, 0))
        h = self.highlights()
        self.draw_row(surface, h)
        self.draw_prices(surface)
        self.draw_map(surface, h)
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
        self.sprites.draw(surface)
        self.draw_hint(surface)
        below = self.draw_banner(surface)
        self.log.draw(surface, below)
        self.draw_enlarged(surface)

    def draw_row_tray(self, surface: pygame.Surface) -> pygame.font.Font:
        """The row's tray and an outline where a card is missing; returns the font of the
        prices (the deck's count uses it too)."""
        m = self.app.metrics
        theme.draw_panel(surface, self.row_area, fill=theme.shade(theme.WOOD_DARK, 1.3))
        state = self.match.state
        for slot, rect in enumerate(self.row_rects):
            if slot >= len(state.row) or state.row[slot] is None:
                pygame.draw.rect(
                    surface, theme.shade(theme.WOOD_DARK, 0.9), rect, 2, border_radius=6
                )
        return fonts.get(m.text("label"), bold=True)

    def draw_prices(self, surface: pygame.Surface) -> None:
        """Each place's price on a coin above it, drawn after the cards: at larger text the
        coins overlap the card above, which must never hide a price."""
        m = self.app.metrics
        f = fonts.get(m.text("label"), bold=True)
        coin_r = max(7, m.text("label") // 2 + 1)
        for slot, rect in enumerate(self.row_rects):
            centre = (rect.left + coin_r, rect.top - coin_r - m.px(2))
            draw_coin(surface, centre, coin_r)
            label = f.render(str(self.row_price(slot)), True, theme.INK)
            surface.blit(label, label.get_rect(center=centre))
            box = pygame.Rect(0, 0, 2 * coin_r, 2 * coin_r)
            box.center = centre
            layout_check.drawn("count", f"price of place {slot}", box)

    def piece_stacks(self, pieces: Any, rid: str, r: int, city_kind: str) -> list[Stack]:
        """Region `rid`'s (number `r`) armies, then cities (a stack of `city_kind`), seat by
        seat; pieces still in flight to it are left out until they land."""
        out: list[Stack] = []
        s = self.session
        for seat in range(self.rules.seats):
            n = pieces.armies[seat][r] - self.hidden.get(("army", seat, rid), 0)
            if n > 0:
                out.append(Stack("army", seat, n, s.colour(seat), s.mark(seat)))
        for seat in range(self.rules.seats):
            n = pieces.cities[seat][r] - self.hidden.get((city_kind, seat, rid), 0)
            if n > 0:
                out.append(Stack(city_kind, seat, n, s.colour(seat), s.mark(seat)))
        return out

    def draw_pieces(self, surface: pygame.Surface, h: Any, region_ids: Iterable[str]) -> None:
        """Dim what may not be chosen, glow what may, then every region's stacks; `h` has
        `regions`, `selected` and `armies` ((seat, region) of armies that may be destroyed)."""
        view = self.view
        assert view is not None
        if h.regions:
            view.draw_dim(surface, h.regions)
            view.draw_glow(surface, h.regions, time.monotonic())
            if h.selected:
                view.draw_glow(surface, [h.selected], 0.0, colour=theme.WHITE)
        view.piece_rects.clear()
        glow_by_region: dict[str, set[int]] = {}
        for seat, rid in h.armies:
            glow_by_region.setdefault(rid, set()).add(seat)
        for rid in region_ids:
            stacks = self.stacks(rid)
            if stacks:
                view.draw_stacks(surface, rid, stacks, glow_by_region.get(rid, ()))
        view.draw_counts(surface)  # over every piece, of any region

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """The enlarged card a tooltip describes, and the prompt bar."""
        keep = [r for r in (getattr(self, "bar_rect", None), self.enlarged_rect) if r is not None]
        return [pygame.Rect(r) for r in keep]

    def blit_enlarged(
        self, surface: pygame.Surface, image: pygame.Surface, box: pygame.Rect
    ) -> None:
        """An enlarged card over the screen, on a soft shadow, above the prompt bar."""
        room = surface.get_rect()
        bar = getattr(self, "bar_rect", None)
        if bar is not None and box.height <= bar.top:
            room.height = bar.top
        box.clamp_ip(room)
        self.enlarged_rect = pygame.Rect(box)
        shadow = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, theme.SHADOW, shadow.get_rect(), border_radius=10)
        surface.blit(shadow, box.move(4, 5))
        surface.blit(image, box)

    # explanations on hover -------------------------------------------------------------------
    def hover_tooltip(self) -> tuple[str, tuple[int, int]] | None:
        tip = super().hover_tooltip()
        if tip is not None:
            return tip
        pos = pointer()
        if self.log.covers(pos):
            return None
        now = time.monotonic()
        if pos != self._tip_pos:
            self._tip_pos, self._tip_time = pos, now
            return None
        if now - self._tip_time < self.tooltip_delay:
            return None
        text = self.explain(pos)
        return (text, pos) if text else None
