"""The Legends board screen: card row on top, the four composed boards in the centre, player
panels on the right and the action bar at the bottom. It renders the match and submits
commands; it never changes state.

What can be clicked, and what glows, comes from the table's click model
(`game/scenes/table/clicks.py`); a click on anything else shows the rules' `why_not` near the
pointer. An "or"
card offers both its actions until the first step: where one click could mean either, the
bar shows one button per action to choose first.
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.engine.match import Step
from game.engine.rules import Pending
from game.i18n import _
from game.rules.area_control.cardrow import ROW_PRICES
from game.rules.area_control.control import region_controllers
from game.rules.legends import scoring
from game.rules.legends.events import (
    ArmyDestroyed,
    ArmyMoved,
    ArmyPlaced,
    CardTaken,
    CityBuilt,
    ExtraArmiesPlaced,
    GameStarted,
    NeutralPlaced,
    TokenTaken,
)
from game.rules.legends.layout import SIDE_NAMES, TALL_ISLANDS_TEXT, placement_size, with_start
from game.rules.legends.state import layout_graph
from game.rules.legends.texts import COMMAND_LABELS, PROMPTS
from game.scenes.area_control.board import BOT_PAUSE, AreaBoardScene, Highlights
from game.scenes.area_control.sprites import (
    Sprite,
    cube_drawer,
    tower_drawer,
)
from game.scenes.legends import texts
from game.scenes.legends.auction import AuctionScene
from game.scenes.legends.hand_setup import SETUP_KINDS, HandSetupMixin
from game.scenes.legends.panels import PanelData, render_panel
from game.scenes.legends.scoring import ScoringScene
from game.scenes.legends.session import LegendsSession
from game.scenes.legends.tokens import draw_portal_link, draw_token
from game.scenes.table.clicks import Targets
from game.ui import fonts, layout_check, theme
from game.ui.board_view import MIN_PIECE, BoardView, Frame, Stack
from game.ui.card_view import CardFace, draw_card_back, render_card
from game.ui.text import wrap
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.host import Host as App

BOARD_KINDS = ("place_neutral", "take_card", "action", "extra", *SETUP_KINDS)
# The narrowest row card, in pixels, that says every card's name and short ability whole at
# the label floor in every language (tests/ui_legends/test_card_room.py proves it): Russian
# "+4 ПО за 3 Благородный" needs its 92 px word on one line. Cards in small windows and at
# large text grow to it, squarer than the printed card; the map gives up the width.
ROW_CARD_MIN_WIDTH = 106


def _two_line_width(font: pygame.font.Font, text: str) -> int:
    """The width `text` needs in `font` when its words are split over two lines as evenly as
    they go (a single word keeps its own width)."""
    words = text.split()
    return min(
        (
            max(font.size(" ".join(words[:i]))[0], font.size(" ".join(words[i:]))[0])
            for i in range(1, len(words))
        ),
        default=font.size(text)[0],
    )


class BoardScene(HandSetupMixin, AreaBoardScene):
    game_id = "legends"  # F1 opens this game's rules
    board_kinds = BOARD_KINDS
    asks_which_action = True

    def __init__(self, app: App, session: LegendsSession) -> None:
        super().__init__(app, session)
        self.session: LegendsSession = session
        self._view_key: tuple[Any, ...] = ()
        self.mode: str | None = None  # the action of an "or" card chosen before its first step
        # the human who asked to see the face-down tokens they may know (only on their turn)
        self.peek: int | None = None
        self.token_rects: dict[str, pygame.Rect] = {}
        self._chrome: tuple[tuple[Any, ...], pygame.Surface] | None = None

    # life cycle ---------------------------------------------------------------------------
    def build(self) -> None:
        """Cards on the left in two columns (the four boards are wide: the map gets the
        middle, at full height), panels on the right, the action bar at the bottom."""
        m = self.app.metrics
        W, H = m.width, m.height
        self.wide = W >= 1600
        pad = m.px(8)
        bar_h = m.px(70)
        panel_w = m.px(230) if self.wide else m.px(190)
        self.bar_rect = pygame.Rect(pad, H - bar_h - pad, W - 2 * pad, bar_h)
        full_h = self.bar_rect.top - 2 * pad
        self.place_card_column(pad, full_h, 0.72, ROW_CARD_MIN_WIDTH)
        self.panel_area = pygame.Rect(W - panel_w - pad, pad, panel_w, full_h)
        self.map_area = pygame.Rect(
            self.row_area.right + pad,
            pad,
            self.panel_area.left - self.row_area.right - 2 * pad,
            full_h,
        )
        self.map_area = self.log.place(self.map_area, self.row_area)
        self.view = None
        self.make_view()
        self.place_panels(m.px(230))
        self._chrome = None
        self.build_bar()

    def make_view(self) -> None:
        """The map of the game now being played (a long game deals new boards)."""
        key = self.match.state.key
        lang = i18n.current_language()
        clear = self.log_tab_clearance()
        view_key = (key, lang, tuple(self.map_area), tuple(tuple(r) for r in clear))
        if key is None or (self.view is not None and self._view_key == view_key):
            return
        layout, _graph, _sides = layout_graph(key)
        board = with_start(layout, key[3])
        notes = {"tall_islands": TALL_ISLANDS_TEXT}
        frames = [
            Frame(
                (*p.origin, *placement_size(p)),
                i18n.translate(SIDE_NAMES[p.side]),
                i18n.translate(notes[p.side]) if p.side in notes else "",
            )
            for p in layout.placements
        ]
        self.view = BoardView(board, self.map_area, frames=frames)
        self.view.keep_clear = clear
        # Four boards make a big map drawn small: pieces a little larger than the default.
        self.view.piece_size = max(MIN_PIECE, int(46 * self.view.scale))
        self._view_key = view_key
        self._chrome = None

    def build_bar(self) -> None:
        """The action bar: what is asked now and its buttons (rebuilt after each step)."""
        m = self.app.metrics
        bar = self.bar_rect
        bh = bar.height - m.px(14)
        gap = m.px(10)
        y = bar.top + m.px(7)
        pending = self.match.pending
        human = self.session.acting_human()
        mine = human is not None and pending is not None and pending.kind in BOARD_KINDS
        targets = self.targets()
        specs: list[tuple[str, str, Any, bool, dict[str, Any]]] = []

        def add(key: str, text: str, action: Any, *, glow: bool = False, **kw: Any) -> None:
            specs.append((key, text, action, glow, kw))

        add("menu", _("Menu"), self.open_menu, style="parchment")
        tip = _("What can I do now? (?)")
        add("what_now", "?", self.what_now.open, style="parchment", tooltip=tip)
        if pending is None:
            add("score", _("Final score"), self.show_score, glow=True)
        buttons = {thing[1] for thing in targets.things("button")}
        acts = any(thing[0] != "button" for thing in (*targets.one, *targets.two))
        for name, label, style in (
            ("end", "EndTurn", "wood"),
            ("skip", "SkipAction", "parchment"),
            ("pass", "PassExtraCard", "parchment"),
        ):
            if name in buttons:
                add(
                    name,
                    i18n.translate(COMMAND_LABELS[label]),
                    lambda t=("button", name): self.click_thing(t),
                    glow=name == "end" and not acts,
                    style=style,
                )
        if mine:
            add(
                "undo",
                _("Undo"),
                self.click_undo,
                enabled=self.match.can_undo(human),  # type: ignore[arg-type]
                style="parchment",
                refusal=_("There is nothing you can take back now."),
            )
        if mine and human is not None and self.can_peek(human):
            add(
                "peek",
                _("Hide my tokens") if self.peek == human else _("Look at my tokens"),
                self.toggle_peek,
                style="parchment",
                tooltip=_("Show the face-down tokens you may look at (others should look away)."),
            )
        h = self.highlights()
        if mine and len(h.modes) > 1:
            state = self.match.state
            for kind, n in reversed(state.alt):
                amount = self.rules.amount(state, human, kind, n)  # type: ignore[arg-type]
                add(
                    f"mode_{kind}",
                    texts.action_part(kind, amount),
                    lambda k=kind: self.set_mode(k),
                    glow=self.mode == kind,
                    style="wood" if self.mode == kind else "parchment",
                )
        # many buttons at a large text scale would squeeze the prompt to nothing: then they
        # take the body's letter size, and then their words go on two lines, so that the
        # question stays readable
        for role, narrow in (("button", False), ("body", False), ("body", True)):
            f = fonts.get(m.text(role), bold=True)
            x = bar.right - m.px(8)
            self.buttons = {}
            # (two lines take the bar's whole height; the label keeps its size, wrapped)
            top, high = (bar.top + m.px(2), bar.height - m.px(4)) if narrow else (y, bh)
            for key, text, action, glow, kw in specs:
                text_w = _two_line_width(f, text) if narrow else f.size(text)[0]
                least = m.px(56) if key == "what_now" else m.px(96)  # "?" is one sign
                margins = 2 * max(6, min(high // 4, m.px(10)) if narrow else high // 4) + 4
                width = max(least, text_w + max(m.px(36), margins))
                x -= width
                self.buttons[key] = Button(
                    m,
                    pygame.Rect(x, top, width, high),
                    text,
                    action,
                    glow=glow,
                    role=role,
                    wrap_first=narrow,
                    **kw,
                )
                x -= gap
            room = x - bar.left - m.px(16)
            if len(wrap(fonts.get(m.text("body")), self.prompt_text(), room, 2)) <= 2:
                break
        self.place_prompt(bar, x)

    # texts ---------------------------------------------------------------------------------
    def human_prompt(self, pending: Pending, who: int, name: str) -> str:
        kind = pending.kind
        state = self.match.state
        if kind in SETUP_KINDS:
            return self.setup_prompt(pending, name)
        if kind == "action":
            parts = []
            if state.part and state.part_left > 0:
                parts.append(texts.action_part(state.part, state.part_left))
            # counted as the rules count them, with the bonuses of the player's cards: the
            # bar's buttons say "Place 4 armies" and the prompt must not say 3
            ahead = [(k, self.rules.amount(state, who, k, n)) for k, n in state.alt or state.parts]
            if state.alt:  # an "or" card not begun: either action, not both
                parts.append(texts.choices_text(ahead, "or"))
            else:
                parts += [texts.action_part(k, n) for k, n in ahead]
            left = (
                _("{first}, then {second}").format(first=parts[0], second=parts[1])
                if len(parts) == 2
                else "; ".join(parts) or _("nothing")
            )
            points = state.part_left if state.part == "move" else 0
            for k, n in state.alt:  # an "or" card begun by this move
                points = self.rules.amount(state, who, k, n) if k == "move" else points
            if self.selected and points:  # short: the moves left matter now
                return self.chosen_prompt(name, points)
            return _("{name}: {card}. Left: {left}.").format(
                name=name, card=texts.card_name(state.card or ""), left=left
            )
        prompt = PROMPTS.get(kind)
        if prompt is None:
            return name
        body = i18n.translate(prompt).format(left=pending.detail.get("left", 0))
        if kind in ("take_card", "extra"):
            body += " " + _("Your coins: {coins}.").format(coins=state.coins[who])
        return _("{name}: {what}").format(name=name, what=body)

    # state changes --------------------------------------------------------------------------
    def changed(self) -> None:
        self.version += 1
        self._legal_cache = None
        self._chrome = None
        self.make_view()
        state = self.match.state
        if not state.alt:
            self.mode = None
        if self.session.acting_human() != self.peek:
            self.peek = None
        self.drop_stale_selection()
        self._legal_cache = None
        self.build_bar()

    def selection_changed(self) -> None:
        """The chosen army or action changed: a new version redraws the glow and the bar."""
        self.version += 1
        self.build_bar()

    # animations -----------------------------------------------------------------------------
    def animate(self, step: Step) -> None:
        """Pieces fly where they go; a banner says in words what a player did."""
        view = self.view
        s = self.session
        delay = 0.0
        for event in step.events:
            if isinstance(event, GameStarted):
                self.animator.finish()
                self.sprites.clear()
                self.hidden.clear()
                return
            if view is None:
                continue
            size = view.piece_size * 3 // 4
            if isinstance(event, CardTaken):
                self.announce(
                    _("{name} takes {card}.").format(
                        name=s.name(event.player), card=texts.card_name(event.card)
                    )
                )
                face = texts.card_face(event.card)
                delay = self.fly_card(event.slot, face, event.player, event.price, delay)
            elif isinstance(event, ArmyPlaced | NeutralPlaced):
                seat = s.neutral if isinstance(event, NeutralPlaced) else event.player
                delay = self.fly_army_placed(seat, event.region, delay)
            elif isinstance(event, ArmyMoved):
                delay = self.fly_army_moved(event.player, event.source, event.target, delay)
            elif isinstance(event, CityBuilt):
                self.announce(
                    _("{name} builds a city in {region}.").format(
                        name=s.name(event.player), region=event.region
                    )
                )
                draw = tower_drawer(size, s.colour(event.player), s.mark(event.player))
                delay = self.fly_city("tower", draw, event.player, event.region, delay)
            elif isinstance(event, ArmyDestroyed):
                start = view.anchor(event.region)
                self._fly(
                    Sprite(
                        cube_drawer(size, s.colour(event.owner), s.mark(event.owner)),
                        [start, (start[0], start[1] - size * 3)],
                    ),
                    0.3,
                    delay,
                )
                delay += 0.25
            elif isinstance(event, ExtraArmiesPlaced):
                delay = self.animate_setup(event, delay)
            elif isinstance(event, TokenTaken):
                self.announce(
                    _("{name} takes the token: {token}.").format(
                        name=s.name(event.player), token=texts.token_name(event.token)
                    )
                )
        self._bot_wait = BOT_PAUSE * self.animator.speed

    # what can be clicked ---------------------------------------------------------------------
    def target_version(self) -> Hashable:
        return self.mode

    def keep_command(self, command: Any) -> bool:
        return self.mode is None or self.rules.action_of(command) in (None, self.mode)

    def refusal_context(self) -> dict[str, Any]:
        return {"action": self.mode}

    def more_highlights(self, h: Highlights, targets: Targets) -> None:
        """An "or" card not begun offers its actions that can be done now, to choose first."""
        state = self.match.state
        if targets.seat is not None and state.alt:
            kinds = {self.rules.action_of(c) for c in targets.commands}
            h.modes = [k for k, _n in state.alt if k in kinds]

    def end_turn_button(self) -> Button | None:
        return self.buttons.get("end")

    def row_price(self, slot: int) -> int:
        return ROW_PRICES[slot]

    def card_parts(self, slot: int) -> list[str]:
        card = self.match.state.row[slot]
        return [] if card is None else texts.action_parts(card)

    def card_words(self, slot: int) -> str:
        card = self.match.state.row[slot]
        return "" if card is None else texts.card_name(card)

    def set_mode(self, kind: str) -> None:
        self.mode = None if self.mode == kind else kind
        self.selected = None
        self.selection_changed()

    def can_peek(self, human: int) -> bool:
        state = self.match.state
        return bool(state.face_down & state.seen[human])

    def toggle_peek(self) -> None:
        human = self.session.acting_human()
        self.peek = None if self.peek == human else human
        self.build_bar()

    def scoring_scene(self, game_index: int | None = None) -> Scene:
        return ScoringScene(self.app, self.session, game_index=game_index)

    def auction_scene(self) -> Scene:
        return AuctionScene(self.app, self.session)

    # drawing -------------------------------------------------------------------------------
    def stacks(self, rid: str) -> list[Stack]:
        state = self.match.state
        graph, pieces = state.graph, state.pieces
        assert graph is not None and pieces is not None
        return self.piece_stacks(pieces, rid, graph.index[rid], "tower")

    def panel_data(self) -> list[PanelData]:
        state = self.match.state
        scores = scoring.score(state, self.rules.n) if state.pieces is not None else []
        pending = self.match.pending
        active = set(pending.players) if pending else set()
        out = []
        for p in range(self.rules.n):
            cards = state.cards[p]
            abilities = texts.ability_summary(cards, state.coins[p])
            pieces = state.pieces
            out.append(
                PanelData(
                    name=self.session.name(p),
                    colour=self.session.colour(p),
                    mark=self.session.mark(p),
                    coins=state.coins[p],
                    cards=len(cards),
                    points=scores[p].total if scores else 0,
                    armies_left=pieces.army_supply[p] if pieces else 0,
                    cities_left=pieces.city_supply[p] if pieces else 0,
                    elixirs=scoring.elixirs(cards, state.owned[p]),
                    abilities=abilities,
                    warlord=texts.warlord_name(state.warlords[p]) if state.warlords[p] else "",
                    tokens=tuple(state.owned[p]),
                    active=p in active,
                    computer=not self.session.is_human(p),
                    total_before=state.totals[p] if self.rules.opts.long_game else None,
                )
            )
        return out

    def draw_row_static(self, surface: pygame.Surface) -> None:
        m = self.app.metrics
        state = self.match.state
        f = self.draw_row_tray(surface)
        if state.deck:
            draw_card_back(surface, self.deck_rect)
            n = f.render(str(len(state.deck)), True, theme.PARCHMENT)
            surface.blit(n, n.get_rect(center=self.deck_rect.center))
        info = []
        opts = self.rules.opts
        if opts.long_game:
            info.append(
                _("Game {game} of {games}").format(game=max(1, state.game), games=opts.games)
            )
        total = self.rules.end_cards * self.rules.n
        taken = min(total, sum(len(c) for c in state.cards))  # the Fairy Queen's extra card
        info.append(_("Cards taken: {taken} of {total}").format(taken=taken, total=total))
        self.draw_info(surface, info, m.px(2))

    def draw_row(self, surface: pygame.Surface, h: Highlights) -> None:
        state = self.match.state
        pending = self.match.pending
        choosing = bool(h.cards) or (pending is not None and pending.kind == "take_card")
        pulse = int(2 * (0.5 + 0.5 * math.sin(time.monotonic() * 4)))
        for slot, rect in enumerate(self.row_rects):
            card = state.row[slot] if slot < len(state.row) else None
            if card is None:
                continue
            dim = choosing and slot not in h.cards
            image = render_card(texts.card_face(card), rect.size, dimmed=dim)
            if slot in h.cards:
                halo = rect.inflate(8 + pulse, 8 + pulse)
                pygame.draw.rect(surface, theme.GLOW, halo, 4, border_radius=8)
            surface.blit(image, rect)

    def chrome(self) -> pygame.Surface:
        size = self.app.surface.get_size()
        key = (self.version, size)
        if self._chrome is None or self._chrome[0] != key:
            # the table drawn in place of the last chrome: no copy of the window's background
            old = self._chrome[1] if self._chrome is not None else None
            layer = theme.wood_layer(self.app.metrics.size, old)
            self.draw_row_static(layer)
            m = self.app.metrics
            for rect, data in zip(self.panel_rects, self.panel_data(), strict=True):
                layer.blit(render_panel(m, rect.size, data, self.wide), rect)
            theme.draw_panel(layer, self.bar_rect)
            self._chrome = (key, layer)
        return self._chrome[1]

    def viewer(self) -> int | None:
        """Whose secrets may be shown: the acting human when they asked to peek."""
        human = self.session.acting_human()
        return human if human is not None and self.peek == human else None

    def draw_tokens(self, surface: pygame.Surface) -> None:
        view = self.view
        state = self.match.state
        graph = state.graph
        assert view is not None and graph is not None
        viewer = self.viewer()
        r = max(7, int(view.piece_size * 0.6))
        self.token_rects = {}
        for index, token in sorted(state.tokens.items()):
            rid = graph.ids[index]
            x, y = view.click_point(rid)
            down = index in state.face_down
            shown = not down or (viewer is not None and index in state.seen[viewer])
            # a board's name on a band over land may lie on the token's spot: just below it
            ring = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
            for name in view.name_rects:
                if ring.colliderect(name):
                    y = name.bottom + r + 1
            rect = draw_token(surface, (x, y), r, token if shown else None, face_down=down)
            self.token_rects[rid] = rect
            layout_check.drawn("badge", f"token in {rid}", rect)

    def draw_map(self, surface: pygame.Surface, h: Highlights) -> None:
        view = self.view
        if view is None:
            return
        view.draw(surface)
        state = self.match.state
        if len(state.portals) == 2 and state.graph is not None:  # the portals' magic link
            a, b = (view.click_point(state.graph.ids[r]) for r in state.portals)
            draw_portal_link(surface, a, b, max(2, view.piece_size // 6))
        self.draw_tokens(surface)
        graph = self.match.state.graph
        assert graph is not None
        self.draw_pieces(surface, h, graph.ids)

    def large_face(self, card: str) -> CardFace:
        """The abilities written out in full."""
        return texts.card_face(card, full=True)

    def enlarged_topleft(self, rect: pygame.Rect) -> tuple[int, int]:
        """Beside the row's column, level with the card."""
        return (self.row_area.right + self.app.metrics.px(8), rect.top)

    # explanations on hover -------------------------------------------------------------------
    def explain(self, pos: tuple[int, int]) -> str | None:
        state = self.match.state
        for slot, rect in enumerate(self.row_rects):
            card = state.row[slot] if slot < len(state.row) else None
            if card is not None and rect.collidepoint(pos):
                return texts.card_tooltip(card, ROW_PRICES[slot])
        for seat, rect in enumerate(self.panel_rects):
            if rect.collidepoint(pos):
                return self.seat_text(seat)
        if self.view is None:
            return None
        rid = self.view.region_at(pos)
        if rid is None:
            return None
        note = self.move_note(rid)
        return f"{note}\n{self.region_text(rid)}" if note else self.region_text(rid)

    def seat_text(self, seat: int) -> str:
        state = self.match.state
        pieces = state.pieces
        text = _(
            "{name}. Coins: {coins}, cards: {cards}, armies left: {armies}, cities left: {cities}."
        ).format(
            name=self.session.name(seat),
            coins=state.coins[seat],
            cards=len(state.cards[seat]),
            armies=pieces.army_supply[seat] if pieces else 0,
            cities=pieces.city_supply[seat] if pieces else 0,
        )
        if state.warlords[seat]:
            text += " " + _("Warlord {name}: {text}").format(
                name=texts.warlord_name(state.warlords[seat]),
                text=texts.warlord_text(state.warlords[seat]),
            )
        for card in state.cards[seat]:
            text += f"\n• {texts.card_name(card)}: {texts.abilities_text(card)}"
        for token in state.owned[seat]:
            text += f"\n• {texts.token_text(token)}"
        return text

    def region_text(self, rid: str) -> str:
        state = self.match.state
        graph, pieces = state.graph, state.pieces
        assert graph is not None and pieces is not None
        r = graph.index[rid]
        controllers = region_controllers(pieces, graph.size)
        c = controllers[r]
        who = _("nobody") if c is None else self.session.name(c)
        text = _("Region {region}: held by {who}.").format(region=rid, who=who)
        if r in graph.start:
            text += " " + _("Start region.")
        token = state.tokens.get(r)
        if token is not None:
            viewer = self.viewer()
            if r in state.face_down and (viewer is None or r not in state.seen[viewer]):
                text += " " + _("A face-down token lies here.")
            else:
                text += " " + texts.token_text(token)
        return text
