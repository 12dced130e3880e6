"""The privacy curtain of the area-control games, showing the seat's own colour and mark."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.scenes.curtain import PrivacyCurtain
from game.scenes.table.game_menu import GameMenu

if TYPE_CHECKING:
    from game.scenes.host import Host as App
    from game.scenes.table.session import TableSession


class SeatCurtain(PrivacyCurtain):
    """The shared curtain, with the colour and mark the player chose at the new-game screen."""

    def __init__(self, app: App, session: TableSession, seat: int, on_reveal: Any = None) -> None:
        super().__init__(
            app,
            session.name(seat),
            seat,
            on_reveal,
            colour=session.colour(seat),
            mark=session.mark(seat),
            on_menu=self.open_menu,
        )
        self.session = session

    def open_menu(self) -> None:
        """The game menu over the curtain (Escape or its Menu button): no hand is shown."""
        self.app.manager.push(GameMenu(self.app, self.session))
