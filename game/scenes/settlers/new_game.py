"""New Imperial Settlers game: 1–4 seats (name, faction, human or computer) and the variants
(alternative or advanced lookout, peaceful). One seat plays solo against the virtual player.
Also `resume()`, which the load screen and Continue use to bring a saved game back."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.rules.settlers.catalog import FACTIONS, runtime
from game.scenes.base import Scene
from game.scenes.settlers import texts
from game.scenes.settlers.session import Session
from game.scenes.settlers.table import TableScene
from game.scenes.table.new_game import SeatsPage, resume_board
from game.scenes.table.seats import check_icon, level_hint, level_options
from game.settings import autosave_path
from game.ui import fonts, theme
from game.ui.settlers_card_view import draw_good
from game.ui.widgets import Button, Label, Stepper, Widget

if TYPE_CHECKING:
    from game.scenes.host import Host as App

VARIANTS = ("alt_lookout", "advanced_lookout", "peaceful")


def faction_goods(faction: str) -> str:
    """The faction board's production as words, e.g. "worker ×2, wood ×1"."""
    goods = runtime().boards.get(faction, {})
    return ", ".join(f"{texts.good_name(g)} ×{n}" for g, n in goods.items() if n)


class ProductionView(Widget):
    """What the faction board produces each round, as goods icons with their counts."""

    def __init__(self, metrics: Any, rect: pygame.Rect, faction: str) -> None:
        super().__init__(
            rect,
            _("What the faction board produces every production phase.")
            + " "
            + _("Each round: {goods}").format(goods=faction_goods(faction)),
        )
        self.metrics = metrics
        self.faction = faction

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        font = fonts.get(m.text("label"), bold=True)
        icon = min(self.rect.height - m.px(10), m.px(30))
        x = self.rect.left
        cy = self.rect.centery
        for good, n in runtime().boards.get(self.faction, {}).items():
            count = font.render(f"{n}×", True, theme.INK_SOFT)
            if x + count.get_width() + icon > self.rect.right:
                break
            surface.blit(count, (x, cy - count.get_height() // 2))
            x += count.get_width() + 2
            draw_good(surface, pygame.Rect(x, cy - icon // 2, icon, icon), good)
            x += icon + m.px(10)


def variant_names() -> dict[str, str]:
    return {
        "alt_lookout": _("Alternative lookout"),
        "advanced_lookout": _("Advanced lookout"),
        "peaceful": _("Peaceful"),
    }


class NewGameScene(SeatsPage):
    """The shared seat page's seats and changes, with its own table: a faction instead of
    colour, mark and youngest (no bids); a computer's level is chosen with who plays."""

    game_id = "settlers"  # F1 opens this game's rules
    MIN_SEATS = 1
    MAX_SEATS = 4

    def __init__(self, app: App) -> None:
        super().__init__(app, count=2)
        self.factions: list[str] = list(FACTIONS[:2])
        self.variants = dict.fromkeys(VARIANTS, False)

    def title(self) -> str:
        return _("New game: Imperial Settlers")

    def build_body(self) -> None:
        self._sync_names()
        m = self.app.metrics
        body = self.body
        gap = m.px(12)
        top, rh, row_gap = self.row_grid()
        cols = [("num", 30), ("name", 190), ("faction", 220), ("kind", 330)]
        xs = self.column_spans(cols, gap)
        heads = {"name": _("Name"), "faction": _("Faction"), "kind": _("Player")}
        for key, text in heads.items():
            self.place_heading(*xs[key], text)
        x0, w = xs["kind"]
        self.place_heading(x0 + w + gap, body.right - x0 - w - gap, _("Produces each round"))
        self.inputs = []
        self.rows = []
        factions = [(f, texts.faction_name(f)) for f in FACTIONS]
        levels = level_options()
        for i, seat in enumerate(self.seats):
            y = top + i * (rh + row_gap)
            row: dict[str, Any] = {}
            name_input = self.place_name_cells(i, seat, xs, y, rh)
            row["name"] = name_input
            x0, w = xs["faction"]
            row["faction"] = Stepper(
                m,
                pygame.Rect(x0, y, w, rh),
                factions,
                self.factions[i],
                lambda v, i=i: self.set_faction(i, v),
                tooltip=_("Each player leads a different faction."),
            )
            x0, w = xs["kind"]
            # one stepper says who plays and, for a computer, how strongly (no room for two)
            row["kind"] = Stepper(
                m,
                pygame.Rect(x0, y, w, rh),
                [("human", _("Human"))]
                + [(f"computer:{k}", _("Computer: {level}").format(level=v)) for k, v in levels],
                "human" if seat.kind == "human" else f"computer:{seat.level}",
                lambda v, i=i: self.set_player(i, v),
                tooltip=None if seat.kind == "human" else level_hint(seat.level),
            )
            self.rows.append(row)
            x0, w = xs["kind"]
            board = ProductionView(
                m,
                pygame.Rect(x0 + w + gap, y, body.right - x0 - w - gap, rh),
                self.factions[i],
            )
            self.add(name_input, row["faction"], row["kind"], board)
        y = top + self.MAX_SEATS * (rh + row_gap)
        bw = m.px(230)
        self.controls = {}
        self.place_seat_buttons(y, rh, gap, bw)
        y2 = y + rh + row_gap
        vw = (body.width - 2 * gap) // 3
        names = variant_names()
        tips = {
            "alt_lookout": _(
                "Each player is dealt cards to choose from instead of the open draft."
            ),
            "advanced_lookout": _("The lookout cards are drafted in turn with more cards shown."),
            "peaceful": _(
                "Raze tokens cannot raze opponents' locations; everyone draws one more common "
                "card each round."
            ),
        }
        solo = len(self.seats) == 1
        for i, key in enumerate(VARIANTS):
            enabled = not solo or key == "peaceful"
            self.controls[key] = Button(
                m,
                pygame.Rect(body.left + i * (vw + gap), y2, vw, self.option_h),
                names[key],
                lambda k=key: self.toggle(k),
                role="label",
                style="parchment",
                icon=check_icon(self.variants[key] and enabled),
                tooltip=tips[key],
                enabled=enabled,
                refusal=_("The solo game has its own lookout."),
            )
        note = (
            _("Solo: you play against the virtual player, who attacks your empire each round.")
            if solo
            else _(
                "Hands are secret: between two humans the screen is hidden until the next "
                "player clicks."
            )
        )
        self.note = Label(
            m,
            self.note_rect(),
            note,
            role="label",
            colour=theme.INK_SOFT,
            max_lines=2,
            valign="top",
        )
        self.place_start_button()
        self.add(*self.controls.values(), self.note)

    def seat_refusals(self) -> tuple[str, str]:
        too_few = _("At least one player: one alone plays against the virtual player.")
        return _("At most four players."), too_few

    # changes -------------------------------------------------------------------------------
    def set_faction(self, i: int, faction: str) -> None:
        """Factions stay distinct: the seat that had this faction takes the old one."""
        old = self.factions[i]
        for j, f in enumerate(self.factions):
            if j != i and f == faction:
                self.factions[j] = old
        self.factions[i] = faction
        self._rebuild()

    def set_player(self, i: int, value: str) -> None:
        """ "human", or "computer:<level>"."""
        kind, _sep, level = value.partition(":")
        if level:
            self.seats[i].level = level
        self.set_kind(i, kind)

    def toggle(self, key: str) -> None:
        self.variants[key] = not self.variants[key]
        if key == "alt_lookout" and self.variants[key]:
            self.variants["advanced_lookout"] = False
        if key == "advanced_lookout" and self.variants[key]:
            self.variants["alt_lookout"] = False
        self._rebuild()

    def add_seat(self) -> None:
        if len(self.seats) < self.MAX_SEATS:  # the new seat's faction, before it is drawn
            self.factions.append(next(f for f in FACTIONS if f not in self.factions))
        super().add_seat()

    def remove_seat(self) -> None:
        if len(self.seats) > self.MIN_SEATS:
            self.factions.pop()
        super().remove_seat()

    def start(self) -> Scene | None:
        seats = self.seat_copies()
        if len(seats) == 1:
            seats[0].kind = "human"  # solo is played by a person
        elif not any(s.kind == "human" for s in seats):
            seats[0].kind = "human"
        session = Session.new_settlers(
            seats,
            list(self.factions),
            alt_lookout=self.variants["alt_lookout"] and len(seats) > 1,
            advanced_lookout=self.variants["advanced_lookout"] and len(seats) > 1,
            peaceful=self.variants["peaceful"],
            seed=self.seed,
            autosave=autosave_path(),
        )
        return self.open_board(TableScene, session)


def resume(app: App, match: Any, save: Any, path: Path) -> Scene:
    """Continue a loaded save (or the autosave) at the exact decision it stopped on."""
    return resume_board(app, TableScene, Session, match, save)
