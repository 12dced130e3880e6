"""The auction: each human bids in secret (behind the privacy curtain when several humans share
the screen), computers bid on their own, the bids are revealed together, and the winner pays
and chooses who goes first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.engine.errors import IllegalCommand
from game.engine.match import Match, Step
from game.i18n import _, ngettext
from game.rules.area_control.bidding import age_order, bid_reason
from game.scenes.area_control.curtain import SeatCurtain
from game.scenes.area_control.icons import draw_coin
from game.scenes.base import Scene
from game.scenes.table.clicks import ClickModel
from game.scenes.table.game_menu import GameMenu
from game.scenes.table.session import TableSession
from game.scenes.table.what_now import WhatNow
from game.ui import fonts, sound, theme
from game.ui.widgets import Button, Label, Panel

if TYPE_CHECKING:
    from game.scenes.host import Host as App


def _coin_grid(count: int, width: int, height: int, largest: int, gap: int) -> tuple[int, int]:
    """Buttons per row and their size for `count` coin buttons in width x height: the largest
    size (up to `largest`) that fits, trying rows of 8 up to a single row."""
    best = (8, 1)
    for per_row in range(min(8, count), count + 1):
        rows = -(-count // per_row)
        size = min(
            largest, (width - (per_row - 1) * gap) // per_row, (height - (rows - 1) * gap) // rows
        )
        if size > best[1]:
            best = (per_row, size)
    return best


class AuctionScene(Scene):
    """The shared auction; a game's subclass names its command and event classes and says
    how the tie is settled and who won."""

    game_id = ""  # F1 opens this game's rules
    bid_command: Any = None  # Bid(player, coins)
    placed_event: Any = None  # BidPlaced
    revealed_event: Any = None  # BidsRevealed
    first_event: Any = None  # FirstPlayerChosen (None: the winner plays first)
    choose_first_command: Any = None  # ChooseFirstPlayer(player, first)

    def __init__(self, app: App, session: TableSession) -> None:
        super().__init__(app)
        self.session = session
        self.match: Match = session.match
        self.chosen: int | None = None
        self.shown_to: int | None = None  # the human whose bid panel is visible
        self.reveal_t = 1.0 if session.state.phase != "bid" else 0.0
        self.coin_buttons: dict[int, Button] = {}
        self.first_buttons: dict[int, Button] = {}
        self.place_button: Button | None = None
        self.continue_button: Button | None = None  # once the first player is known
        self._bot_wait = 0.0
        self.token_scale: dict[int, float] = {}
        self.first: int | None = None
        self.rolls_text = ""  # the die rolls that settled a tie, once revealed
        self.what_now = WhatNow(app, session, ClickModel(self.match))

    def enter(self) -> None:
        self.match.listeners.append(self.on_step)

    def exit(self) -> None:
        if self.on_step in self.match.listeners:
            self.match.listeners.remove(self.on_step)

    def on_step(self, match: Match, step: Step) -> None:
        for event in step.events:
            if isinstance(event, self.placed_event):  # the face-down token drops onto the seat
                seat = event.player
                self.token_scale[seat] = 0.0
                self.animator.add(
                    0.3, lambda t, s=seat: self.token_scale.__setitem__(s, t), ease="out-back"
                )
            elif isinstance(event, self.revealed_event):
                self.reveal_t = 0.0
                self.animator.add(
                    1.2, self._set_reveal, ease="out", on_done=lambda: sound.play("coin")
                )
                if self.first_event is None:  # the winner plays first: say so before the board
                    self.first = event.winner
                if event.rolls:  # each round among those still tied (the rules' order)
                    top = max(event.bids)
                    contenders = [p for p, b in enumerate(event.bids) if b == top]
                    rounds = []
                    for rnd in event.rolls:
                        pairs = list(zip(contenders, rnd, strict=False))
                        rounds.append(", ".join(f"{self.session.name(p)} {r}" for p, r in pairs))
                        contenders = [p for p, r in pairs if r == max(rnd)]
                    self.rolls_text = _("Tie settled by the die: {rolls}.").format(
                        rolls=" / ".join(rounds)
                    )
            elif self.first_event is not None and isinstance(
                event, self.first_event
            ):  # say who starts before the board
                self.first = event.first
                self.animator.add(0.9, lambda t: None, ease="linear")
        self.build()

    def _set_reveal(self, t: float) -> None:
        self.reveal_t = t

    @property
    def bidder(self) -> int | None:
        """The human who bids now: the lowest seat still to bid (computers bid on their own)."""
        pending = self.match.pending
        if pending is None or pending.kind != "bid":
            return None
        humans = [p for p in pending.players if self.session.is_human(p)]
        return humans[0] if humans else None

    def needs_curtain(self, seat: int) -> bool:
        return len(self.session.humans) > 1 and self.shown_to != seat

    # layout --------------------------------------------------------------------------------
    def build(self) -> None:
        m = self.app.metrics
        W, H = m.width, m.height
        margin = m.px(40)
        self.panel = Panel(
            m, pygame.Rect(margin, m.px(20), W - 2 * margin, H - m.px(40)), _("Auction")
        )
        inner = self.panel.rect.inflate(-2 * m.px(28), -2 * m.px(28))
        notes = any(self.seat_note(seat) for seat in range(self.session.rules.n))
        seat_h = m.px(150) + (m.px(24) if notes else 0)  # room for a line under the coins
        self.seat_area = pygame.Rect(inner.left, inner.top + m.px(60), inner.width, seat_h)
        ask = pygame.Rect(0, m.px(20) + m.px(12), m.px(48), m.px(44))
        ask.right = self.panel.rect.right - m.px(16)
        self.widgets = [self.panel, self.what_now.button(ask, role="label", style="parchment")]
        pending = self.match.pending
        self.coin_buttons = {}
        self.first_buttons = {}
        self.place_button = None
        self.continue_button = None
        self.info = Label(
            m,
            pygame.Rect(inner.left, self.seat_area.bottom + m.px(16), inner.width, m.px(60)),
            self.info_text(),
            role="subheading",
            max_lines=2,
            align="center",
        )
        self.widgets.append(self.info)
        reason = self.reveal_reason()
        if reason:
            tie = reason + (" " + self.rolls_text if self.rolls_text else "")
        elif self.die_tiebreak():
            tie = _("A tie is settled by a die roll among the tied bidders.")
        else:
            tie = _("A tie goes to the youngest of the tied bidders (the youngest player: {name}).")
            tie = tie.format(name=self.session.name(self.youngest()))
        note_h = m.text("body") * 3  # two lines and their spacing
        # the reason sits under the winner's line; the rule for a tie waits at the bottom
        note_top = self.info.rect.bottom if reason else inner.bottom - note_h
        self.tie_note = Label(
            m,
            pygame.Rect(inner.left, note_top, inner.width, note_h),
            tie,
            role="body" if reason else "label",
            colour=theme.INK if reason else theme.INK_SOFT,
            align="center",
            max_lines=2,
        )
        self.widgets.append(self.tie_note)
        if self.auction_over() and self.session.humans:
            # the reveal stays up until a player has read who won and why
            rect = pygame.Rect(0, 0, m.px(300), m.px(60))
            rect.midtop = (inner.centerx, self.tie_note.rect.bottom + m.px(16))
            self.continue_button = Button(
                m, rect, _("Continue"), lambda: self.app.manager.pop(), glow=True
            )
            self.widgets.append(self.continue_button)
            return
        if pending is None:
            return
        bidder = self.bidder
        if bidder is not None and not self.needs_curtain(bidder):
            coins = self.session.state.coins[bidder]
            gap = m.px(10)
            top = self.info.rect.bottom + m.px(16)
            place = pygame.Rect(0, 0, m.px(300), m.px(60))
            room_h = self.tie_note.rect.top - top - m.px(10)
            per_row, size = _coin_grid(
                coins + 1, inner.width, room_h - place.height - m.px(10), m.px(64), gap
            )
            rows = -(-(coins + 1) // per_row)
            grid_w = inner.width
            beside = size < m.text("body") * 2  # too low a room: the button goes beside
            if beside:
                label_w = fonts.get(m.text("button"), bold=True).size(_("Place my bid"))[0]
                place.width = min(place.width, label_w + m.px(40))
                grid_w = inner.width - place.width - gap
                per_row, size = _coin_grid(coins + 1, grid_w, room_h, m.px(64), gap)
                rows = -(-(coins + 1) // per_row)
            for amount in range(coins + 1):
                r, c = divmod(amount, per_row)
                in_row = min(per_row, coins + 1 - r * per_row)
                left = inner.left + (grid_w - (in_row * size + (in_row - 1) * gap)) // 2
                rect = pygame.Rect(left + c * (size + gap), top + r * (size + gap), size, size)
                self.coin_buttons[amount] = Button(
                    m,
                    rect,
                    str(amount),
                    lambda a=amount: self.choose(a),
                    glow=amount == self.chosen,
                    style="parchment" if amount != self.chosen else "wood",
                )
            if beside:
                place.midleft = (inner.left + grid_w + gap, top + (rows * (size + gap) - gap) // 2)
            else:
                place.midtop = (inner.centerx, top + rows * (size + gap) + m.px(10))
            self.place_button = Button(
                m,
                place,
                _("Place my bid"),
                self.place_bid,
                enabled=self.chosen is not None,
                glow=self.chosen is not None,
                refusal=_("Choose how many coins you bid first."),
            )
            self.widgets += [*self.coin_buttons.values(), self.place_button]
        elif pending.kind == "choose_first_player" and self.session.is_human(pending.players[0]):
            n = self.session.rules.n
            bw, bh, gap = m.px(220), m.px(60), m.px(14)
            left = inner.centerx - (n * bw + (n - 1) * gap) // 2
            top = self.tie_note.rect.bottom + m.px(12)
            for seat in range(n):
                rect = pygame.Rect(left + seat * (bw + gap), top, bw, bh)
                self.first_buttons[seat] = Button(
                    m,
                    rect,
                    self.session.name(seat),
                    lambda s=seat: self.choose_first(s),
                    glow=True,
                )
            self.widgets += list(self.first_buttons.values())

    # what differs between games ---------------------------------------------------------------
    def die_tiebreak(self) -> bool:
        return False

    def youngest(self) -> int:
        return int(self.session.rules.opts.youngest)

    def bid_winner(self) -> int | None:
        return None

    def reveal_reason(self) -> str:
        """Once the bids are shown: why the winner won (most coins, youngest of the tied,
        nobody bid, or the die)."""
        state = self.session.state
        winner = self.bid_winner()
        if state.phase == "bid" or winner is None or any(b is None for b in state.bids):
            return ""
        bids = [int(b) for b in state.bids]
        top = bids[winner]
        name = self.session.name(winner)
        why = bid_reason(bids)
        if why != "highest" and self.die_tiebreak():
            why = "die"
        if why == "highest":
            return ngettext(
                "{name} bid the most: {coins} coin.", "{name} bid the most: {coins} coins.", top
            ).format(name=name, coins=top)
        if why == "all_zero":
            return _("Nobody bid: {name} wins as the youngest player.").format(name=name)
        tied = [s for s in age_order(self.youngest(), len(bids)) if bids[s] == top]
        names = ", ".join(self.session.name(s) for s in tied)
        if why == "die":
            return ngettext(
                "{names} tied at {coins} coin; the die chose {name}.",
                "{names} tied at {coins} coins; the die chose {name}.",
                top,
            ).format(names=names, coins=top, name=name)
        return ngettext(
            "{names} tied at {coins} coin; {name} is the youngest of them.",
            "{names} tied at {coins} coins; {name} is the youngest of them.",
            top,
        ).format(names=names, coins=top, name=name)

    def seat_note(self, seat: int) -> str:
        """A short line under a seat's coins (nothing by default)."""
        return ""

    def bid_prompt(self) -> str:
        """What a bidder is asked ({name}, {coins})."""
        return _(
            "{name}: bid in secret for the right to choose the first player. Your coins: {coins}."
        )

    def info_text(self) -> str:
        pending = self.match.pending
        state = self.session.state
        first = self.first
        if first is None and self.first_event is None and self.auction_over():
            first = self.bid_winner()  # the winner plays first (e.g. a game resumed here)
        if first is not None:
            return _("{name} goes first.").format(name=self.session.name(first))
        if pending is None:
            return ""
        if pending.kind == "bid":
            bidder = self.bidder
            if bidder is None:
                if getattr(self.session, "waiting_words", None) is not None:
                    # a network game: people on other computers bid too (their bids are secret,
                    # and so is whether they have bid yet)
                    return _("Waiting for the other players' bids…")
                return _("The computers are bidding…")
            return self.bid_prompt().format(
                name=self.session.name(bidder), coins=state.coins[bidder]
            )
        if pending.kind == "choose_first_player":
            winner = self.bid_winner()
            text = _("{name} wins the bid ({coins}) and pays it.").format(
                name=self.session.name(winner), coins=state.bids[winner]
            )
            if self.session.is_human(winner):
                text += " " + _("Who goes first?")
            return text
        return ""

    # actions -------------------------------------------------------------------------------
    def choose(self, amount: int) -> None:
        self.chosen = amount
        self.build()

    def place_bid(self) -> None:
        bidder = self.bidder
        if bidder is None or self.chosen is None:
            return
        amount, self.chosen = self.chosen, None
        try:
            self.session.submit(self.bid_command(bidder, amount))
        except IllegalCommand as exc:
            self.app.toast(i18n.render(exc.message))
        self.shown_to = None
        self.build()

    def choose_first(self, seat: int) -> None:
        pending = self.match.pending
        if pending is None or pending.kind != "choose_first_player":
            return
        try:
            self.session.submit(self.choose_first_command(pending.players[0], seat))
        except IllegalCommand as exc:
            self.app.toast(i18n.render(exc.message))

    # flow ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.manager.top is not self or self.animator.busy:
            return
        pending = self.match.pending
        if self.auction_over():
            if self.continue_button is None and self.session.humans:
                self.build()
            elif not self.session.humans:
                self.app.manager.pop()
            return
        assert pending is not None
        if pending.kind == "bid":
            for seat in pending.players:
                if seat in self.session.bots:  # computers bid at once, without seeing the humans'
                    self.session.step_bot(seat)
                    return
            bidder = self.bidder
            if bidder is not None and self.needs_curtain(bidder):
                self.app.manager.push(
                    SeatCurtain(self.app, self.session, bidder, lambda b=bidder: self._lifted(b))
                )
            return
        bot = self.session.waiting_computer()
        if bot is not None:
            self._bot_wait += dt
            if self._bot_wait >= 0.6 * self.animator.speed and self.session.step_bot(bot):
                self._bot_wait = 0.0

    def auction_over(self) -> bool:
        pending = self.match.pending
        return pending is None or pending.kind not in ("bid", "choose_first_player")

    def _lifted(self, seat: int) -> None:
        self.shown_to = seat
        self.build()

    def on_back(self) -> None:
        self.app.manager.push(GameMenu(self.app, self.session))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.what_now.handle_event(event) or super().handle_event(event)

    # drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        m = self.app.metrics
        state = self.session.state
        n = self.session.rules.n
        area = self.seat_area
        w = min(m.px(220), (area.width - m.px(12) * (n - 1)) // n)
        left = area.centerx - (n * w + (n - 1) * m.px(12)) // 2
        f = fonts.get(m.text("body"), bold=True)
        fs = fonts.get(m.text("label"))
        revealed = state.phase != "bid"
        for seat in range(n):
            box = pygame.Rect(left + seat * (w + m.px(12)), area.top, w, area.height)
            winner = revealed and seat == self.bid_winner() and self.reveal_t >= 1.0
            pygame.draw.rect(surface, theme.shade(theme.PARCHMENT, 0.95), box, border_radius=8)
            pygame.draw.rect(
                surface,
                theme.GLOW if winner else theme.PARCHMENT_EDGE,
                box,
                4 if winner else 2,
                border_radius=8,
            )
            theme.draw_cube(
                surface,
                (box.left + m.px(24), box.top + m.px(26)),
                m.px(22),
                self.session.colour(seat),
                self.session.mark(seat),
            )
            name = self.session.name(seat)
            while name and f.size(name)[0] > box.width - m.px(50):
                name = name[:-1]
            surface.blit(f.render(name, True, theme.INK), (box.left + m.px(44), box.top + m.px(12)))
            coins = fs.render(
                _("Coins: {coins}").format(coins=state.coins[seat]), True, theme.INK_SOFT
            )
            surface.blit(coins, (box.left + m.px(14), box.top + m.px(48)))
            note = self.seat_note(seat)
            if note:  # e.g. the warlord a Legends player was dealt
                small = fonts.get(max(12, m.text("label") - 2))
                while note and small.size(note)[0] > box.width - m.px(20):
                    note = note[:-1]
                surface.blit(
                    small.render(note, True, theme.INK_SOFT),
                    (box.left + m.px(14), box.top + m.px(48) + coins.get_height()),
                )
            # the bid: a face-down token until the reveal, then the amount
            token = pygame.Rect(0, 0, m.px(64), m.px(64))
            token.center = (box.centerx, box.bottom - m.px(42))
            has_bid = state.bids[seat] is not None if state.bids else False
            if revealed:
                t = min(1.0, max(0.0, self.reveal_t * n - seat * 0.6))
                width = (
                    max(2, int(token.width * abs(1 - 2 * min(t, 1.0)))) if t < 0.5 else token.width
                )
                face = token.copy()
                face.width = width if t < 1.0 else token.width
                face.centerx = token.centerx
                if t >= 0.5:
                    draw_coin(surface, face.center, face.height // 2)
                    amount = f.render(str(state.bids[seat]), True, theme.INK)
                    surface.blit(amount, amount.get_rect(center=face.center))
                else:
                    pygame.draw.ellipse(surface, theme.WOOD_LIGHT, face)
            elif has_bid:
                scale = self.token_scale.get(seat, 1.0)
                token = token.inflate(
                    -int(token.width * (1 - scale)), -int(token.height * (1 - scale))
                )
                pygame.draw.ellipse(surface, theme.WOOD_LIGHT, token)
                pygame.draw.ellipse(surface, theme.GOLD, token, 2)
                mark = fs.render("?", True, theme.PARCHMENT)
                surface.blit(mark, mark.get_rect(center=token.center))
            else:
                pygame.draw.ellipse(surface, theme.PARCHMENT_DARK, token, 2)
