"""The board screen: card row on top, the map in the centre, player panels on the right and the
action bar at the bottom. It renders the match and submits commands; it never changes state.

What can be clicked, and what glows, comes from the table's click model
(`game/scenes/table/clicks.py`: the rules' legal commands by the things clicked for them); a
click on anything else shows the rules' `why_not` near the pointer.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.engine.match import Match, Step
from game.engine.rules import Pending
from game.i18n import _
from game.rules.area_control.control import region_controllers
from game.rules.eight_minute import scoring
from game.rules.eight_minute.cards import WILD
from game.rules.eight_minute.events import (
    ArmyDestroyed,
    ArmyMoved,
    ArmyPlaced,
    CardTaken,
    CityBuilt,
    GameDealt,
    NeutralPlaced,
    OptionChosen,
    TurnEnded,
)
from game.rules.eight_minute.texts import COMMAND_LABELS
from game.scenes.area_control.board import BOT_PAUSE, AreaBoardScene, Highlights
from game.scenes.area_control.sprites import (
    Sprite,
    cube_drawer,
    disc_drawer,
)
from game.scenes.eight_minute import texts
from game.scenes.eight_minute.auction import AuctionScene
from game.scenes.eight_minute.panels import PanelData, panel_width, render_panel
from game.scenes.eight_minute.scoring import ScoringScene
from game.scenes.eight_minute.session import Session
from game.scenes.table.clicks import Targets
from game.ui import fonts, layout_check, theme
from game.ui.board_view import BoardView, Stack
from game.ui.card_view import CardFace, draw_card_back, render_card
from game.ui.text import fit
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App


def _step_count(step: tuple[int, int] | None) -> int | None:
    return None if step is None else step[0]


class BoardScene(AreaBoardScene):
    game_id = "eight-minute"  # F1 opens this game's rules
    auction_kinds = ("bid", "choose_first_player")
    board_kinds = ("take_card", "choose_option", "action", "place_neutral")
    scoring_kinds = ("assign_wilds",)  # the wild cards are assigned on the score screen

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.session: Session = session
        self.row_offsets: dict[int, float] = {}
        self.last_row: list[int | None] = list(self.match.state.row)
        self._panel_cache: tuple[int, pygame.Surface] | None = None
        self._view_lang = ""
        self._built = 0  # layouts made so far (a new one redraws the cached chrome)
        self._chrome: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self.good_boxes: list[dict[str, pygame.Rect]] = []  # per seat, each good in its panel

    # life cycle ---------------------------------------------------------------------------
    def build(self) -> None:
        m = self.app.metrics
        W, H = m.width, m.height
        self.wide = W >= 1600
        pad = m.px(8)
        bar_h = m.px(70)
        panel_w = m.px(200) if self.wide else m.px(168)
        self.bar_rect = pygame.Rect(pad, H - bar_h - pad, W - 2 * pad, bar_h)
        full_h = self.bar_rect.top - 2 * pad
        # five panels are low: the column widens until each shows all its counts and goods
        n, panel_max = self.rules.n, m.px(170)
        panel_h = min(panel_max, (full_h - m.px(8) * (n - 1)) // n)
        panel_w = panel_width(m, (panel_w, panel_h), W // 4, self.rules.games > 1)
        # the row in two columns on the left: the map gets the middle at full height
        self.place_card_column(pad, full_h, 0.78)
        self.panel_area = pygame.Rect(W - panel_w - pad, pad, panel_w, full_h)
        map_rect = pygame.Rect(
            self.row_area.right + pad,
            pad,
            self.panel_area.left - self.row_area.right - 2 * pad,
            full_h,
        )
        map_rect = self.log.place(map_rect, self.row_area)
        lang = i18n.current_language()
        clear = self.log_tab_clearance()
        if (
            self.view is None
            or self.view.rect != map_rect
            or self._view_lang != lang
            or self.view.keep_clear != clear
        ):
            self._view_lang = lang
            names = {rid: r.name or rid for rid, r in self.rules.board.regions.items()}
            props = self.rules.board.props
            areas = {a: texts.area_name(props, a) for a in self.rules.board.areas}
            self.view = BoardView(
                self.rules.board, map_rect, label_text=names, area_names=areas, crop=True
            )
            self.view.keep_clear = clear
        self.place_panels(panel_max)
        self._panel_cache = None
        self._built += 1
        self.build_bar()

    def build_bar(self, role: str = "button") -> None:
        """The action bar: what is asked now, and Skip/Done/Undo (rebuilt after each step);
        where the question would not fit, the buttons take the body's letter size."""
        m = self.app.metrics
        bar = self.bar_rect
        bh = bar.height - m.px(14)
        bw = m.px(140)
        gap = m.px(10)
        x = bar.right - m.px(8)
        self.buttons = {}
        pending = self.match.pending
        human = self.session.acting_human()
        on_board = pending is not None and pending.kind in self.board_kinds
        mine = human is not None and on_board
        y = bar.top + m.px(7)

        def add(
            key: str,
            text: str,
            action: Any,
            *,
            enabled: bool = True,
            glow: bool = False,
            width: int = bw,
            style: str = "wood",
            refusal: str | None = None,
            tooltip: str | None = None,
        ) -> None:
            nonlocal x
            # never narrower than its label at the chosen size ("Завершить ход" at 960×600):
            # the prompt gives way, and past that the buttons take the body's letter size
            font = fonts.get(m.text(role), bold=True)
            pad = 2 * max(6, bh // 4) + 4  # the button's own margins (Button._text_rect)
            width = max(width, font.size(text)[0] + pad)
            x -= width
            self.buttons[key] = Button(
                m,
                pygame.Rect(x, y, width, bh),
                text,
                action,
                enabled=enabled,
                glow=glow,
                style=style,
                refusal=refusal,
                tooltip=tooltip,
                role=role,
            )
            x -= gap

        add("menu", _("Menu"), self.open_menu, width=m.px(110), style="parchment")
        tip = _("What can I do now? (?)")
        add("what_now", "?", self.what_now.open, width=m.px(56), style="parchment", tooltip=tip)
        if pending is None:
            add("score", _("Final score"), self.show_score, width=m.px(220), glow=True)
        if mine and pending is not None and pending.kind in ("action", "choose_option"):
            acted = self.rules.acted_on_card(self.match.state)
            label = COMMAND_LABELS["Done"] if acted else COMMAND_LABELS["Skip"]
            add(
                "done",
                i18n.translate(label),
                self.click_done,
                glow=self.targets().only(("button", "done")),
                width=m.px(200),
            )
        if mine:
            can = self.match.can_undo(human)  # type: ignore[arg-type]
            add(
                "undo",
                _("Undo"),
                self.click_undo,
                enabled=can,
                style="parchment",
                refusal=_("There is nothing you can take back now."),
            )
        if mine and pending is not None and pending.kind == "choose_option":
            card = self.rules.cards[self.match.state.card]
            for i in (1, 0):
                part = card.action.parts[i]
                add(
                    f"option{i}",
                    texts.part_text(part.type, part.amount),
                    lambda i=i: self.click_option(i),
                    glow=True,
                    width=m.px(210),
                )
        room = (x - bar.left - m.px(16), bar.height)
        with layout_check.probing():  # a trial: the smaller buttons are the answer
            fits = fit(self.prompt_text(), room, m.text("body"), 16, max_lines=2).fits
        if role == "button" and not fits:
            self.build_bar("body")
            return
        self.place_prompt(bar, x)

    # texts ---------------------------------------------------------------------------------
    def human_prompt(self, pending: Pending, who: int, name: str) -> str:
        kind = pending.kind
        d = pending.detail
        if kind == "place_neutral":
            return _("{name}: place a neutral army in any region ({left} left).").format(
                name=name, left=d.get("left", 0)
            )
        if kind == "take_card":
            return _("{name}: take a card from the row. Your coins: {coins}.").format(
                name=name, coins=d.get("coins", 0)
            )
        if kind == "choose_option":
            return _("{name}: choose one of the card's two actions, or skip it.").format(name=name)
        if kind == "action":
            if self.selected:  # short: the moves left matter now
                return self.chosen_prompt(name, int(d.get("moves_left", 0)))
            card = self.rules.cards[self.match.state.card]
            parts = []
            for part in d.get("parts", []):
                if part["left"] > 0:
                    parts.append(texts.part_text(part["type"], part["left"]))
            doing = texts.action_text(card)
            left = "; ".join(parts) if parts else _("nothing")
            if card.action.kind == "single" and parts:
                # what is left says the card's one action again, with the count still to do
                text = _("{name}: {left}.").format(name=name, left=left)
            else:
                text = _("{name}: {action}. Left: {left}.").format(
                    name=name, action=doing, left=left
                )
            return text
        return name

    # state changes --------------------------------------------------------------------------
    def changed(self) -> None:
        self.version += 1
        self._panel_cache = None
        self._legal_cache = None
        self.drop_stale_selection()
        self.build_bar()

    def on_undo(self, match: Match, step: Step) -> None:
        super().on_undo(match, step)
        self.row_offsets.clear()
        self.last_row = list(match.state.row)

    def on_step(self, match: Match, step: Step) -> None:
        super().on_step(match, step)
        self.last_row = list(match.state.row)  # read by the next step's row slide

    # animations -----------------------------------------------------------------------------
    def animate(self, step: Step) -> None:
        view = self.view
        if view is None:
            return
        s = self.session
        size = view.piece_size * 3 // 4
        delay = 0.0
        for event in step.events:
            if isinstance(event, CardTaken):
                action = texts.action_text(self.rules.cards[event.card])
                self.announce(
                    _("{name} takes: {action}").format(name=s.name(event.player), action=action)
                )
                face = texts.card_face(self.rules.cards[event.card])
                delay = self.fly_card(event.slot, face, event.player, event.cost, delay)
            elif isinstance(event, OptionChosen):
                part = self.rules.cards[self.match.state.card].action.parts[event.option]
                self.announce(
                    _("{name} chooses: {action}").format(
                        name=s.name(event.player), action=texts.part_text(part.type, part.amount)
                    )
                )
            elif isinstance(event, ArmyPlaced | NeutralPlaced):
                seat = s.neutral if isinstance(event, NeutralPlaced) else event.player
                delay = self.fly_army_placed(seat, event.region, delay)
            elif isinstance(event, ArmyMoved):
                delay = self.fly_army_moved(event.player, event.source, event.target, delay)
            elif isinstance(event, CityBuilt):
                draw = disc_drawer(size * 3 // 4, s.colour(event.player), s.mark(event.player))
                delay = self.fly_city("city", draw, event.player, event.region, delay)
            elif isinstance(event, ArmyDestroyed):
                start = view.anchor(event.region)
                self._fly(
                    Sprite(
                        cube_drawer(size, s.colour(event.owner), s.mark(event.owner)),
                        [start, (start[0], start[1] - size * 3)],
                        hop=0,
                    ),
                    0.3,
                    delay,
                    ease="out",
                )
                delay += 0.25
            elif isinstance(event, TurnEnded):
                empty = next((i for i, c in enumerate(self.last_row) if c is None), None)
                if empty is not None and self.row_rects:
                    dx = (
                        self.row_rects[1].left - self.row_rects[0].left
                        if len(self.row_rects) > 1
                        else 0
                    )
                    for i in range(empty, len(self.row_rects)):
                        self.row_offsets[i] = float(dx)

                    def slide(t: float, dx: int = dx, first: int = empty) -> None:
                        for i in range(first, len(self.row_rects)):
                            self.row_offsets[i] = dx * (1 - t)

                    self.animator.add(
                        0.3, slide, delay=delay, ease="out-cubic", on_done=self.row_offsets.clear
                    )
                    delay += 0.3
            elif isinstance(event, GameDealt):  # a new game of a long game: a fresh row
                self.animator.finish()
                self.sprites.clear()
                self.hidden.clear()
                starts = {
                    i: float(self.deck_rect.left - r.left) for i, r in enumerate(self.row_rects)
                }
                self.row_offsets = dict(starts)

                def deal(t: float, starts: dict[int, float] = starts) -> None:
                    for i, dx in starts.items():
                        self.row_offsets[i] = dx * (1 - t)

                self.animator.add(0.5, deal, ease="out-cubic", on_done=self.row_offsets.clear)
        self._bot_wait = BOT_PAUSE * self.animator.speed

    # what can be clicked ---------------------------------------------------------------------
    def more_highlights(self, h: Highlights, targets: Targets) -> None:
        h.options = {thing[1] for thing in targets.things("option")}

    def row_price(self, slot: int) -> int:
        return int(self.rules.prices[slot])

    def card_parts(self, slot: int) -> list[str]:
        card = self.match.state.row[slot]
        if card is None:
            return []
        return [texts.part_text(p.type, p.amount) for p in self.rules.cards[card].action.parts]

    def card_words(self, slot: int) -> str:
        card = self.match.state.row[slot]
        if card is None:
            return ""
        face = self.rules.cards[card]
        return _("{good}: {action}").format(
            good=texts.good_name(face.good), action=texts.action_text(face)
        )

    def end_turn_button(self) -> Button | None:
        """ "Done" once the card's action was begun (it reads End turn; before, it skips)."""
        pending = self.match.pending
        if pending is None or pending.kind != "action":
            return None
        return self.buttons.get("done") if self.rules.acted_on_card(self.match.state) else None

    def click_done(self) -> None:
        self.selected = None
        self.click_thing(("button", "done"), self.buttons["done"].rect.center)

    def click_option(self, option: int) -> None:
        self.click_thing(("option", option))

    def scoring_scene(self, game_index: int | None = None) -> Scene:
        return ScoringScene(self.app, self.session, game_index=game_index)

    def auction_scene(self) -> Scene:
        return AuctionScene(self.app, self.session)

    # drawing -------------------------------------------------------------------------------
    def stacks(self, rid: str) -> list[Stack]:
        r = self.rules.graph.index[rid]
        return self.piece_stacks(self.match.state.pieces, rid, r, "city")

    def panel_data(self) -> list[PanelData]:
        state = self.match.state
        scores = scoring.score_players(state, self.rules.graph, self.rules.data)
        pending = self.match.pending
        active = set(pending.players) if pending else set()
        out = []
        tables = self.rules.data.goods_tables
        for p in range(self.rules.n):
            counts, wilds = scoring.held_goods(state, self.rules.data, p)
            held = scores[p].counts  # tokens and assigned wilds included, as they score
            out.append(
                PanelData(
                    name=self.session.name(p),
                    colour=self.session.colour(p),
                    mark=self.session.mark(p),
                    coins=state.coins[p],
                    cards=len(state.hands[p]),
                    goods=counts,
                    goods_points=scores[p].goods,
                    wilds=wilds,
                    points=scores[p].total,
                    armies_left=state.pieces.army_supply[p],
                    cities_left=state.pieces.city_supply[p],
                    active=p in active,
                    computer=not self.session.is_human(p),
                    total_before=state.totals[p] if self.rules.games > 1 else None,
                    next_at={g: _step_count(tables[g].next_step(held[g])) for g in tables},
                )
            )
        return out

    def draw_panels(self, surface: pygame.Surface) -> None:
        if self._panel_cache is None or self._panel_cache[0] != self.version:
            m = self.app.metrics
            layer = pygame.Surface(self.panel_area.size, pygame.SRCALPHA)
            self.good_boxes = []
            for rect, data in zip(self.panel_rects, self.panel_data(), strict=True):
                boxes: dict[str, pygame.Rect] = {}
                image = render_panel(m, rect.size, data, self.wide, boxes)
                self.good_boxes.append({g: b.move(rect.topleft) for g, b in boxes.items()})
                layer.blit(
                    image, (rect.left - self.panel_area.left, rect.top - self.panel_area.top)
                )
            self._panel_cache = (self.version, layer)
        surface.blit(self._panel_cache[1], self.panel_area)

    def draw_row_static(self, surface: pygame.Surface) -> None:
        """What changes only with the state: the row's tray, prices, empty places, deck, info."""
        m = self.app.metrics
        state = self.match.state
        f = self.draw_row_tray(surface)
        if state.deck:
            draw_card_back(surface, self.deck_rect)
            n = f.render(str(len(state.deck)), True, theme.PARCHMENT)
            surface.blit(n, n.get_rect(center=self.deck_rect.center))
        info = []
        if self.rules.games > 1:
            info.append(
                _("Game {game} of {games}").format(game=max(1, state.game), games=self.rules.games)
            )
        info.append(_("Cards each: {count}").format(count=self.rules.cards_each))
        taken = sum(len(hand) for hand in state.hands)
        info.append(
            _("Cards taken: {taken} of {total}").format(
                taken=taken, total=self.rules.cards_each * self.rules.n
            )
        )
        self.draw_info(surface, info, m.px(2))

    def draw_row(self, surface: pygame.Surface, h: Highlights) -> None:
        """The cards of the row (they slide, glow and dim, so they are drawn every frame)."""
        state = self.match.state
        choosing = bool(h.cards) or (
            self.match.pending is not None and self.match.pending.kind == "take_card"
        )
        pulse = int(2 * (0.5 + 0.5 * math.sin(time.monotonic() * 4)))
        for slot, rect in enumerate(self.row_rects):
            card = state.row[slot] if slot < len(state.row) else None
            if card is None:
                continue
            dx = int(self.row_offsets.get(slot, 0.0))
            dim = choosing and slot not in h.cards
            image = render_card(texts.card_face(self.rules.cards[card]), rect.size, dimmed=dim)
            if slot in h.cards:
                halo = rect.move(dx, 0).inflate(8 + pulse, 8 + pulse)
                pygame.draw.rect(surface, theme.GLOW, halo, 4, border_radius=8)
            surface.blit(image, rect.move(dx, 0))

    def chrome(self) -> pygame.Surface:
        """The table, trays, prices, deck and player panels: redrawn once per step."""
        size = self.app.surface.get_size()
        key = (self.version, size, self._built)
        if self._chrome is None or self._chrome[0] != key:
            # the table drawn in place of the last chrome: no copy of the window's background
            old = self._chrome[1] if self._chrome is not None else None
            layer = theme.wood_layer(self.app.metrics.size, old)
            self.draw_row_static(layer)
            self.draw_panels(layer)
            theme.draw_panel(layer, self.bar_rect)
            self._chrome = (key, layer)
        return self._chrome[1]

    def draw_map(self, surface: pygame.Surface, h: Highlights) -> None:
        view = self.view
        assert view is not None
        view.draw(surface)
        state = self.match.state
        for r, good in state.tokens.items():
            view.draw_token(surface, self.rules.graph.ids[r], good)
        self.draw_pieces(surface, h, self.rules.graph.ids)

    def large_face(self, card: int) -> CardFace:
        return texts.card_face(self.rules.cards[card])

    def enlarged_topleft(self, rect: pygame.Rect) -> tuple[int, int]:
        """Below the row, so the goods table reads easily."""
        return (rect.left, rect.bottom + self.app.metrics.px(8))

    # explanations on hover -------------------------------------------------------------------
    def explain(self, pos: tuple[int, int]) -> str | None:
        state = self.match.state
        for slot, rect in enumerate(self.row_rects):
            if rect.collidepoint(pos) and slot < len(state.row) and state.row[slot] is not None:
                return texts.card_tooltip(
                    self.rules.cards[state.row[slot]], self.rules.prices[slot]
                )
        for seat, rect in enumerate(self.panel_rects):
            good = self.good_at(seat, pos)
            if good is not None:
                return self.good_text(seat, good)
            if rect.collidepoint(pos):
                return _(
                    "{name}. Coins: {coins}, cards: {cards}, armies left: {armies}, cities left: {cities}."
                ).format(
                    name=self.session.name(seat),
                    coins=state.coins[seat],
                    cards=len(state.hands[seat]),
                    armies=state.pieces.army_supply[seat],
                    cities=state.pieces.city_supply[seat],
                )
        if self.view is None:
            return None
        rid = self.view.region_at(pos)
        if rid is None:
            return None
        note = self.move_note(rid)
        return f"{note}\n{self.region_text(rid)}" if note else self.region_text(rid)

    def good_at(self, seat: int, pos: tuple[int, int]) -> str | None:
        """The good under the pointer in a seat's panel."""
        if seat >= len(self.good_boxes):
            return None
        return next((g for g, box in self.good_boxes[seat].items() if box.collidepoint(pos)), None)

    def good_text(self, seat: int, good: str) -> str:
        state = self.match.state
        if good == WILD:
            return texts.good_tooltip(good, scoring.held_goods(state, self.rules.data, seat)[1], 0)
        score = scoring.score_players(state, self.rules.graph, self.rules.data)[seat]
        return texts.good_tooltip(good, score.counts[good], score.goods[good])

    def region_text(self, rid: str) -> str:
        state = self.match.state
        graph = self.rules.graph
        r = graph.index[rid]
        area = texts.area_name(self.rules.board.props, self.rules.board.regions[rid].area)
        controllers = region_controllers(state.pieces, graph.size)
        c = controllers[r]
        who = _("nobody") if c is None else self.session.name(c)
        text = _("Region {region} ({area}): held by {who}.").format(region=rid, area=area, who=who)
        if r in graph.start:
            text += " " + _("Start region: armies are placed here.")
        good = state.tokens.get(r)
        if good:
            text += " " + _("Goods token: {good}.").format(good=texts.good_name(good))
        return text
