"""Imperial Settlers on the shared engine: set-up, decide, evolve, pending, legal commands."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any, ClassVar

from game.engine.errors import IllegalCommand
from game.engine.messages import N_, Message
from game.engine.rules import GameRules, Pending
from game.rules.settlers import actions, view
from game.rules.settlers import commands as cmd
from game.rules.settlers import events as ev
from game.rules.settlers.catalog import runtime
from game.rules.settlers.context import Ctx
from game.rules.settlers.effects import draw, reshuffle_common, resolve_choice
from game.rules.settlers.evolve import SettlersEvolution
from game.rules.settlers.flow import advance, all_passed, next_turn, rounds, turn_order
from game.rules.settlers.options import SettlersOptions
from game.rules.settlers.saves import SAVE_UPGRADERS
from game.rules.settlers.scoring import report
from game.rules.settlers.state import SettlersState

_OVER = Pending("over", ())  # the cached answer "nothing pending": the game is over
_ACTION_PENDING: dict[tuple[int, int], Pending] = {}  # by seat and round

# by command type; each handler takes its own command type (Any: the dict holds them all)
ACTIONS: dict[type[Any], Callable[[Ctx, Any], None]] = {
    cmd.Build: actions.do_build,
    cmd.MakeDeal: actions.do_deal,
    cmd.RazeCard: actions.do_raze_card,
    cmd.RazeLocation: actions.do_raze_location,
    cmd.Activate: actions.do_activate,
    cmd.SpendWorkers: actions.do_spend_workers,
}
# the table's buttons, by the command each stands for
BUTTONS: dict[type[Any], str] = {
    cmd.Pass: "pass",
    cmd.EndTurn: "end",
    cmd.Skip: "skip",
    cmd.SpendWorkers: "workers",
}
Key = tuple[Any, ...]  # a thing on the table: ("hand", card), ("loc", owner, card), ...
FREE: dict[type[Any], Callable[[Ctx, Any], None]] = {
    cmd.PlaceDefence: actions.do_defence,
    cmd.PlaceSamurai: actions.do_samurai,
    cmd.Tuck: actions.do_tuck,
    cmd.Stash: actions.do_stash,
}


class SettlersRules(SettlersEvolution, GameRules[SettlersState]):
    game_id: ClassVar[str] = "settlers"
    # 2: payment choices (`pay`, `build_pay`), End turn (`TurnHeld`), Ninjas' samurai choice.
    rules_version: ClassVar[int] = 2
    save_upgraders = SAVE_UPGRADERS
    options_model: ClassVar[type[SettlersOptions]] = SettlersOptions
    command_types: ClassVar[tuple[type, ...]] = cmd.COMMAND_TYPES
    event_types: ClassVar[tuple[type, ...]] = ev.EVENT_TYPES

    options: SettlersOptions

    # -- set-up ----------------------------------------------------------------------------
    def initial_state(self) -> SettlersState:
        return SettlersState()

    def setup(self, state: SettlersState, rng: Random) -> list[Any]:
        ctx = Ctx(state.copy(), rng, self.options)
        rt = runtime()
        n = self.options.players
        solo = n == 1
        first = 0 if solo else rng.randrange(n)
        ctx.emit(ev.GameStarted(tuple(self.options.factions), first, solo))
        common = list(rt.deck_copies["common"])
        rng.shuffle(common)
        ctx.emit(ev.DeckShuffled("common", tuple(common)))
        for seat, faction in enumerate(self.options.factions):
            deck = list(rt.deck_copies[faction])
            rng.shuffle(deck)
            ctx.emit(ev.DeckShuffled("faction", tuple(deck), seat))
        if solo:
            attacks = list(rt.attack_ids)
            rng.shuffle(attacks)
            ctx.emit(ev.DeckShuffled("attack", tuple(attacks)))
            ctx.emit(ev.AttackRevealed(attacks[-1]))
        hand = rt.tables["starting_hand"]
        for seat in turn_order(ctx.s, first):
            draw(ctx, seat, "common", hand["common"])
            draw(ctx, seat, "faction", hand["faction"])
        ctx.emit(ev.RoundStarted(1, first))
        advance(ctx)
        return ctx.events

    # -- deciding --------------------------------------------------------------------------
    def decide(self, state: SettlersState, command: Any, rng: Random) -> list[Any]:
        return self._decide_on(Ctx(state.copy(), rng, self.options), command)

    def decide_and_evolve(
        self, state: SettlersState, command: Any, rng: Random
    ) -> tuple[list[Any], SettlersState]:
        # the events are applied to the caller's state as they are decided, without the copy
        # (a sixth of a random game through the match); a command refused after some of its
        # events were applied says so, and the match folds its steps again
        ctx = Ctx(state, rng, self.options)
        try:
            return self._decide_on(ctx, command), ctx.s
        except IllegalCommand as refused:
            if ctx.events:
                refused.spoiled = True
            raise

    def play(self, state: SettlersState, command: Any, rng: Random) -> SettlersState:
        # the events are applied as they are decided: on the caller's own state, no copy
        ctx = Ctx(state, rng, self.options)
        self._decide_on(ctx, command)
        return ctx.s

    def _decide_on(self, ctx: Ctx, command: Any) -> list[Any]:
        """The events of `command`, each applied to `ctx.s` as it is emitted."""
        state = ctx.s
        pending = self.pending(state)
        if pending is None:
            raise IllegalCommand(N_("The game is over."))
        if command.player not in pending.players:
            raise IllegalCommand(N_("It is not your turn."))
        kind = pending.kind
        ctype = type(command)
        if kind == "draw":
            if ctype is not cmd.Draw:
                raise IllegalCommand(N_("First choose the deck of the card you are owed."))
            self._draw(ctx, command)
        elif kind == "choose":
            if ctype is not cmd.Choose:
                raise IllegalCommand(N_("First answer the choice in front of you."))
            resolve_choice(ctx, command.player, command.option)
        elif kind == "draft":
            if ctype is not cmd.Pick:
                raise IllegalCommand(N_("Pick a card first."))
            self._pick(ctx, command)
        elif kind == "reactivate":
            if ctype is cmd.Skip:
                ctx.emit(ev.FollowupEnded())
            elif ctype is cmd.Activate:
                actions.do_activate(ctx, command)
            else:
                raise IllegalCommand(N_("Activate the location again, or skip."))
            if not ctx.s.followup:
                self._after_action(ctx, command.player)
        elif kind == "end_turn":
            if ctype is cmd.EndTurn:
                ctx.emit(ev.TurnHeld(command.player, held=False))
                self._end_action(ctx, command.player)
            elif ctype in FREE:
                FREE[ctype](ctx, command)
            else:
                raise IllegalCommand(N_("End your turn, or take back your action."))
        elif kind == "action":
            handler = ACTIONS.get(ctype)
            if handler is not None:
                handler(ctx, command)
                if not ctx.s.followup:
                    self._after_action(ctx, command.player)
            elif ctype in FREE:
                FREE[ctype](ctx, command)
            elif ctype is cmd.Pass:
                ctx.emit(ev.Passed(command.player))
                self._end_action(ctx, command.player)
            else:
                raise IllegalCommand(N_("That is not an action."))
        else:
            raise IllegalCommand(N_("That cannot be done now."))
        self._release_if_revealed(ctx)
        advance(ctx)
        return ctx.events

    def _release_if_revealed(self, ctx: Ctx) -> None:
        """A held turn whose follow-up steps revealed a card can no longer be taken back:
        once nothing else is owed, it ends by itself."""
        s = ctx.s
        if not s.held or s.choices or s.followup or any(p.draws for p in s.players):
            return
        if any(self.is_barrier(e) for e in ctx.events):
            ctx.emit(ev.TurnHeld(s.turn, held=False))
            self._end_action(ctx, s.turn)

    def _after_action(self, ctx: Ctx, player: int) -> None:
        """With `confirm_actions`, an action that revealed nothing keeps the turn until the
        player ends it, so that it can still be undone; otherwise the turn moves on."""
        if self.options.confirm_actions and not any(self.is_barrier(e) for e in ctx.events):
            ctx.emit(ev.TurnHeld(player))
        else:
            self._end_action(ctx, player)

    def _end_action(self, ctx: Ctx, player: int) -> None:
        if not all_passed(ctx.s):
            next_turn(ctx, player)

    def _draw(self, ctx: Ctx, command: cmd.Draw) -> None:
        s = ctx.s
        p = s.players[command.player]
        if command.deck == "faction":
            if not p.deck:
                raise IllegalCommand(N_("Your faction deck is empty."))
            ctx.emit(ev.OwedDrawTaken(command.player, "faction", p.deck[-1]))
        elif command.deck == "common":
            if not s.common_deck and s.common_discard:
                reshuffle_common(ctx)
            card = s.common_deck[-1] if s.common_deck else ""
            ctx.emit(ev.OwedDrawTaken(command.player, "common", card))
        else:
            raise IllegalCommand(N_("Choose the common deck or your faction deck."))

    def _pick(self, ctx: Ctx, command: cmd.Pick) -> None:
        s = ctx.s
        if s.offers:
            if command.card not in s.offers[command.player]:
                raise IllegalCommand(N_("That card is not offered to you."))
            ctx.emit(ev.OfferPicked(command.player, command.card))
            return
        if command.card not in s.draft:
            raise IllegalCommand(N_("That card is not in the draft."))
        ctx.emit(ev.DraftPicked(command.player, command.card))

    def clone(self, state: SettlersState) -> SettlersState:
        return state.copy()

    # -- waiting for ------------------------------------------------------------------------
    def pending(self, state: SettlersState) -> Pending | None:
        # asked several times per step; the answer only changes with an event
        cached = state.pending_cache
        if cached is None:
            cached = state.pending_cache = self._pending(state) or _OVER
        return None if cached is _OVER else cached

    def _pending(self, state: SettlersState) -> Pending | None:
        s = state
        if s.phase == "over" or not s.players:
            return None
        players = s.players
        for seat in range(s.humans):  # a loop, not a generator: asked at every step
            if players[seat].draws > 0:
                owed = tuple(i for i in range(seat, s.humans) if players[i].draws > 0)
                return Pending("draw", owed)
        if s.choices:
            c = s.choices[0]
            detail = {"kind": c.kind, "options": c.options, "source": c.source}
            return Pending("choose", (c.player,), detail)
        if s.followup:
            return Pending("reactivate", (s.turn,), {"card": s.followup})
        if s.held:
            return Pending("end_turn", (s.turn,), {"round": s.round})
        if s.phase == "lookout":
            if s.offers:
                return Pending("draft", tuple(s.draft_order), {"offers": True})
            if s.draft_order:
                return Pending("draft", (s.draft_order[0],), {"cards": tuple(s.draft)})
        if s.phase == "action":
            # the same few answers all game long: made once (a Pending is read-only)
            key = (s.turn, s.round)
            found = _ACTION_PENDING.get(key)
            if found is None:
                found = _ACTION_PENDING[key] = Pending("action", key[:1], {"round": s.round})
            return found
        return Pending("wait", ())  # not reached: `advance` always stops at a decision

    def legal_commands(self, state: SettlersState, player: int) -> list[Any]:
        pending = self.pending(state)
        if pending is None or player not in pending.players:
            return []
        s = state
        kind = pending.kind
        if kind == "draw":
            p = s.players[player]
            out: list[Any] = []
            if s.common_deck or s.common_discard or not p.deck:
                out.append(cmd.Draw(player, "common"))
            if p.deck:
                out.append(cmd.Draw(player, "faction"))
            return out
        if kind == "choose":
            return [cmd.Choose(player, o) for o in s.choices[0].options]
        if kind == "draft":
            cards = s.offers[player] if s.offers else s.draft
            return [cmd.Pick(player, c) for c in dict.fromkeys(cards)]
        if kind == "reactivate":
            out = [cmd.Skip(player)]
            for owner, loc in actions.activatable(s, player):
                if loc.card == s.followup:
                    out.extend(actions.activations(s, player, owner, loc))
            return out
        if kind == "action":
            return actions.action_commands(s, player, self.options.peaceful)
        if kind == "end_turn":
            return [cmd.EndTurn(player), *actions.free_commands(s, player)]
        return []

    # -- what a player may know --------------------------------------------------------------
    def seat_view(self, state: SettlersState, player: int) -> SettlersState:
        return view.seat_view(state, player)

    def borrowed_view(self, state: SettlersState, player: int) -> SettlersState:
        return view.borrowed_view(state, player)

    def determinize(self, state: SettlersState, player: int, rng: Random) -> SettlersState:
        return view.determinize(state, player, rng)

    def report(self, state: SettlersState) -> dict[str, Any]:
        return report(state, self.options)

    # -- what the table asks ---------------------------------------------------------------
    @property
    def rounds(self) -> int:
        """How many rounds a game lasts."""
        return rounds()

    def target_of(self, state: SettlersState, command: Any) -> tuple[Key, ...]:
        """The one thing on the table a player points at for `command` (`thing_of`)."""
        return (thing_of(state, command),)

    def why_not(self, state: SettlersState, player: int, target: tuple[Key, ...]) -> Message:
        """Why pointing at `target` does nothing for `player` now, in the rules' words."""
        if self.pending(state) is None:
            return Message(N_("The game is over."))
        thing = target[-1] if target else ("other",)
        try:
            self.decide(state, self._meant(state, player, thing), Random(0))
        except IllegalCommand as exc:
            return exc.message
        except (IndexError, KeyError, ValueError):
            pass
        return Message(N_("That cannot be done now."))

    def _meant(self, state: SettlersState, player: int, thing: Key) -> Any:
        """The command a click on `thing` stands for when nothing there is legal."""
        kind = thing[0]
        if kind == "hand":
            return cmd.Build(player, thing[1])
        if kind == "draft":
            return cmd.Pick(player, thing[1])
        if kind == "deck":
            return cmd.Draw(player, thing[1])
        if kind == "loc":
            owner, card = thing[1], thing[2]
            if owner == player or state.players[owner].faction == "virtual":
                return cmd.Activate(player, card)
            return cmd.RazeLocation(player, owner, card)
        if kind == "button" and thing[1] == "workers":
            return cmd.SpendWorkers(player, ("wood",))
        if kind == "button":
            return next(
                (c(player) for c, name in BUTTONS.items() if name == thing[1]), cmd.Pass(player)
            )
        return cmd.Pass(player)


def thing_of(state: SettlersState, command: Any) -> Key:
    """The thing on the table a player points at for `command`: a hand card, a lookout
    card, a deck, a location (by owner and card), the choice panel or a button."""
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
    button = BUTTONS.get(type(command))
    if button is not None:
        return ("button", button)
    return ("other", type(command).__name__)
