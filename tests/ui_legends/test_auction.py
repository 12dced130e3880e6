"""The Legends auction: bids in secret behind the curtain, a tie settled by the die says the
rolls, and the winner plays first."""

from __future__ import annotations

from game.scenes.curtain import PrivacyCurtain
from game.scenes.legends import sample
from game.scenes.legends.auction import AuctionScene
from game.scenes.legends.session import LegendsSession
from game.scenes.menu import MenuScene
from tests.ui_legends.driver import click


def test_tied_bids_settled_by_the_die_show_the_rolls(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.start(MenuScene(app))
    session = LegendsSession.new(
        sample.seats(3, humans=3), variants={"die_tiebreak": True, "warlords": True}, seed=9
    )
    auction = AuctionScene(app, session)
    app.manager.push(auction)
    app.step(1 / 60)
    for seat in range(3):
        curtain = app.manager.top
        assert isinstance(curtain, PrivacyCurtain) and curtain.seat == seat
        click(app, curtain.reveal_button.rect.center)
        assert app.manager.top is auction and auction.bidder == seat
        click(app, auction.coin_buttons[2].rect.center)
        click(app, auction.place_button.rect.center)  # type: ignore[union-attr]
        app.step(1 / 60)
    state = session.state
    assert state.phase == "take_card"
    assert state.coins[state.first] == 11 - 2  # the winner paid the bid
    revealed = session.match.steps[-1].events[-1]
    assert revealed.rolls and revealed.winner == state.first
    assert auction.rolls_text and session.name(state.first) in auction.rolls_text
    # the reveal says why: the tied bidders, the die's choice and its rolls, and waits
    assert session.name(state.first) in auction.tie_note.text
    assert auction.tie_note.text.endswith(auction.rolls_text)
    app.step(1 / 60)
    assert app.manager.top is auction and auction.continue_button is not None
    click(app, auction.continue_button.rect.center)
    assert app.manager.top is not auction
    # each seat's warlord is shown under its coins
    assert auction.seat_note(1) and auction.seat_note(1) != auction.seat_note(2)
