"""The authoritative server: WebSocket connections in, the rules' decisions out.

Each connection holds at most one seat of one game. A message that cannot be read, is of an
unknown kind, is too large, comes too fast or asks for what the seat may not do is refused with
a translatable reason; the connection, and every other game, go on. Computer seats play here.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass, field
from random import Random, SystemRandom
from typing import Any

from pydantic import ValidationError
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.ai.registry import decide
from game.engine.bounded import printable
from game.engine.errors import EngineError, IllegalCommand
from game.engine.match import Match
from game.engine.messages import N_
from game.engine.savefile import match_from_save, to_save
from game.net import protocol as p
from game.net.room import (
    Room,
    Seat,
    Vote,
    codecs,
    new_code,
    new_game_id,
    new_token,
    token_hash,
)
from game.net.store import Store, StoreConflict
from game.rules import registry

log = logging.getLogger("empires.net")

# A person sends a few messages a second; a computer client may answer at once. A burst of
# 100, then 50 a second, lets both through and stops a flood after a fraction of a second.
BURST = 100
RATE = 50.0
# Refusals for flooding (less one for each message let through) before the connection closes.
FLOOD_STRIKES = 200
# Computer decisions in one go before the room yields (a game never loops forever).
BOT_STEPS = 5000
# Options that would tell the creator what the others may not know (Legends' fixed token
# placement names the face-down tokens' regions): refused over the network.
SECRET_OPTIONS = frozenset({"token_regions"})
# Seconds a connection may stay without taking a seat (idle sockets would pile up otherwise);
# a peek or a refused join answers well within it.
LOBBY_TIMEOUT = 60.0
# Games held in memory at most: past it, new games are refused (the store keeps them all).
MAX_GAMES = 20_000


@dataclass(eq=False)
class Conn:
    ws: ServerConnection
    room: Room | None = None
    seat: int = -1
    seen: int = 0  # steps whose events this connection has been sent
    tokens: float = BURST
    last: float = field(default_factory=time.monotonic)
    strikes: int = 0
    version: int = p.PROTOCOL  # of the program at the other end: it is answered in it

    def allow(self, burst: float, rate: float) -> bool:
        now = time.monotonic()
        self.tokens = min(burst, self.tokens + (now - self.last) * rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Refusal(Exception):
    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.params = params


class GameServer:
    def __init__(self, store: Store, think: float | None = None, dedicated: bool = False) -> None:
        self.store = store
        # a dedicated server (`empires serve`) has no host: the game's creator, like the other
        # players, hands an absent seat to a computer only after the game's delay
        self.dedicated = dedicated
        self.rooms: dict[str, Room] = {}
        self.codes: dict[str, str] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.conns: dict[str, set[Conn]] = {}
        self.burst, self.rate = float(BURST), RATE
        self.max_games = MAX_GAMES
        self.lobby_timeout = LOBBY_TIMEOUT
        self.rng = Random(SystemRandom().randrange(2**62))
        self.think = think
        self._server: Server | None = None
        self._tasks: set[asyncio.Future[None]] = set()

    # -- life cycle -------------------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        self._server = await serve(
            self.handle,
            host,
            port,
            max_size=p.MAX_MESSAGE_BYTES,
            max_queue=64,
            ping_interval=20,
            ping_timeout=20,
            # a flooder's close frame waits behind the frames it queued: do not wait long for it
            close_timeout=2,
            compression=None,
        )
        sock = next(iter(self._server.sockets))
        return int(sock.getsockname()[1])

    async def resume_all(self) -> int:
        """Read every unfinished game back from the store (after a restart), and let its
        computer seats play on."""
        count = 0
        for game_id in await asyncio.to_thread(self.store.game_ids):
            if await self._room(game_id) is not None:
                count += 1
        return count

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None

    # -- a connection -----------------------------------------------------------------------
    async def handle(self, ws: ServerConnection) -> None:
        conn = Conn(ws, tokens=self.burst)
        deadline = time.monotonic() + self.lobby_timeout
        try:
            while True:
                try:
                    wait = None if conn.room else max(0.0, deadline - time.monotonic())
                    raw = await asyncio.wait_for(ws.recv(), wait)
                except TimeoutError:
                    await ws.close(1008, "no seat taken")
                    return
                if not conn.allow(self.burst, self.rate):
                    conn.strikes += 1
                    if conn.strikes >= FLOOD_STRIKES:
                        await ws.close(1008, "too many messages")
                        return
                    await self._refuse(conn, N_("Too many messages: slow down."))
                    continue
                # a message let through takes one strike off, so a flood that the refill lets
                # trickle through is still cut off while a client that once ran ahead is not
                conn.strikes = max(0, conn.strikes - 1)
                await self._one(conn, raw)
        except ConnectionClosed:
            pass
        finally:
            self._leave(conn)

    async def _one(self, conn: Conn, raw: str | bytes) -> None:
        try:
            message = p.parse_client(raw)
            conn.version = message.v
            await self._dispatch(conn, message)
        except p.ProtocolError as exc:
            await self._refuse(conn, exc.reason, **exc.params)
        except Refusal as exc:
            await self._refuse(conn, exc.reason, **exc.params)
        except ConnectionClosed:
            raise
        except Exception:  # one bad message must never stop the server or other games
            log.exception("message failed")
            await self._refuse(conn, N_("The server could not handle that message."))

    async def _refuse(self, conn: Conn, reason: str, **params: Any) -> None:
        safe = {k: v if isinstance(v, (int, float)) else str(v)[:80] for k, v in params.items()}
        await self._send(conn, p.Refused(reason=reason, params=safe))

    async def _send(
        self,
        conn: Conn,
        message: p.Welcome | p.Update | p.Refused | p.Saved | p.Status | p.Lobby | p.Pong,
    ) -> None:
        with contextlib.suppress(ConnectionClosed):  # a seat gone: it catches up on resuming
            await conn.ws.send(p.for_version(message, conn.version))

    def _leave(self, conn: Conn) -> None:
        if conn.room is None:
            return
        group = self.conns.get(conn.room.game_id)
        if group is not None:
            group.discard(conn)
        if not any(c.seat == conn.seat for c in group or ()):
            conn.room.seats[conn.seat].away_since = time.monotonic()
        room = conn.room
        if group:  # the others see the seat gone (the host may hand it to a computer)
            task = asyncio.ensure_future(self._after_leaving(room))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        if not group and room.match.is_over and self.rooms.get(room.game_id) is room:
            # a finished game nobody looks at leaves memory; the store keeps it
            del self.rooms[room.game_id]
            self.codes.pop(room.code, None)
            self.conns.pop(room.game_id, None)

    async def _after_leaving(self, room: Room) -> None:
        """A player gone: a delay the others all agreed to takes effect; everyone is told."""
        await self._settle_vote(room)
        await self._broadcast(room)

    async def _dispatch(self, conn: Conn, message: Any) -> None:
        if isinstance(message, p.Ping):
            await self._send(conn, p.Pong())
        elif isinstance(message, p.Create):
            await self._create(conn, message)
        elif isinstance(message, p.Join):
            await self._join(conn, message)
        elif isinstance(message, p.Look):
            await self._look(conn, message)
        elif isinstance(message, p.Resume):
            await self._resume(conn, message)
        elif isinstance(message, p.Peek):
            await self._peek(conn, message)
        elif conn.room is None:
            raise Refusal(N_("Join or start a game first."))
        elif isinstance(message, p.Play):
            await self._play(conn, message)
        elif isinstance(message, p.Undo):
            await self._undo(conn)
        elif isinstance(message, p.HandOver):
            await self._hand_over(conn, message)
        elif isinstance(message, p.ProposeDelay):
            await self._propose_delay(conn, message)
        elif isinstance(message, p.AnswerDelay):
            await self._answer_delay(conn, message)
        elif isinstance(message, p.Download):
            await self._download(conn)

    # -- taking a seat ------------------------------------------------------------------------
    async def _create(self, conn: Conn, msg: p.Create) -> None:
        if conn.room is not None:
            raise Refusal(N_("This connection already holds a seat."))
        if len(self.rooms) >= self.max_games:
            raise Refusal(N_("The server is full: try again later."))
        if msg.game not in registry.GAMES:
            raise Refusal(N_("There is no game called {game}."), game=msg.game)
        if set(msg.options) & SECRET_OPTIONS:
            # where face-down tokens lie would be known to whoever created the game
            raise Refusal(N_("These game options are not valid."))
        try:
            rules = registry.rules_class(msg.game).from_options(msg.options)
        except (ValidationError, ValueError, TypeError) as exc:
            raise Refusal(N_("These game options are not valid.")) from exc
        if len(msg.seats) != rules.player_count:
            raise Refusal(
                N_("The number of seats ({given}) is not the number of players ({n})."),
                n=rules.player_count,
                given=len(msg.seats),
            )
        if msg.take >= len(msg.seats) or msg.seats[msg.take] != "open":
            raise Refusal(N_("That seat is not free."))
        if msg.names and len(msg.names) != len(msg.seats):
            raise Refusal(N_("Give one name per seat, or none."))
        seed = msg.seed if msg.seed is not None else self.rng.randrange(2**31)
        match = await asyncio.to_thread(Match, rules, seed)
        seats = [Seat(kind, person=kind == "open") for kind in msg.seats]
        for seat, name in zip(seats, msg.names, strict=False):
            seat.name = printable(name).strip()[:40]
        token = new_token()
        seats[msg.take].token_hash = token_hash(token)
        seats[msg.take].host = True
        seats[msg.take].away_delay = msg.away_delay
        code = new_code()
        while code in self.codes or await self._code_taken(code):
            code = new_code()
        room = Room(new_game_id(), code, match, seats)
        await asyncio.to_thread(
            self.store.create, room.game_id, code, [s.plain() for s in seats], to_save(match)
        )
        self._add_room(room)
        await self._seat(conn, room, msg.take, token)
        await self._run_bots(room)

    async def _code_taken(self, code: str) -> bool:
        return await asyncio.to_thread(self.store.find_code, code) is not None

    async def _coded(self, code: str) -> Room:
        game_id = self.codes.get(code) or await asyncio.to_thread(self.store.find_code, code)
        room = None if game_id is None else await self._room(game_id)
        if room is None:
            raise Refusal(N_("No game has the join code {code}."), code=code)
        return room

    async def _look(self, conn: Conn, msg: p.Look) -> None:
        room = await self._coded(msg.code.upper())
        options = room.rules.options.model_dump(mode="json")
        await self._send(
            conn,
            p.Lobby(
                game=room.game,
                options=options,
                seats=room.seat_labels(),
                names=room.names(),
                away_delay=room.away_delay,
            ),
        )

    async def _join(self, conn: Conn, msg: p.Join) -> None:
        if conn.room is not None:
            raise Refusal(N_("This connection already holds a seat."))
        room = await self._coded(msg.code.upper())
        async with self.locks[room.game_id]:
            if msg.seat >= len(room.seats):
                raise Refusal(N_("That seat is not free."))
            seat = room.seats[msg.seat]
            if seat.kind != "open" or seat.token_hash is not None:
                raise Refusal(N_("That seat is not free."))
            token = new_token()
            seat.token_hash = token_hash(token)
            await asyncio.to_thread(
                self.store.set_seats, room.game_id, [s.plain() for s in room.seats]
            )
        await self._seat(conn, room, msg.seat, token)
        await self._broadcast(room)

    async def _resume(self, conn: Conn, msg: p.Resume) -> None:
        if conn.room is not None:
            raise Refusal(N_("This connection already holds a seat."))
        room = await self._room(msg.game_id)
        found = None
        if room is not None:
            found = next((i for i, s in enumerate(room.seats) if s.holds(msg.token)), None)
        if room is None or found is None:
            # one answer for both: a wrong token must not tell whether the game exists
            raise Refusal(N_("No seat of that game has this token."))
        seat = room.seats[found]
        if seat.kind != "open" and seat.person:
            # the player is back: the computer that kept their seat going gives it back
            async with self.locks[room.game_id]:
                seat.kind = "open"
                await asyncio.to_thread(
                    self.store.set_seats, room.game_id, [s.plain() for s in room.seats]
                )
        await self._seat(conn, room, found, msg.token)
        await self._broadcast(room)

    async def _peek(self, conn: Conn, msg: p.Peek) -> None:
        room = await self._room(msg.game_id)
        found = None
        if room is not None:
            found = next((i for i, s in enumerate(room.seats) if s.holds(msg.token)), None)
        if room is None or found is None:
            raise Refusal(N_("No seat of that game has this token."))
        pending = room.match.pending
        await self._send(
            conn,
            p.Status(
                game_id=room.game_id,
                game=room.game,
                seat=found,
                step=len(room.match.steps),
                waiting=[] if pending is None else list(pending.players),
                over=pending is None,
                seats=room.seat_labels(),
            ),
        )

    async def _seat(self, conn: Conn, room: Room, seat: int, token: str) -> None:
        conn.room, conn.seat, conn.seen = room, seat, len(room.match.steps)
        self.conns.setdefault(room.game_id, set()).add(conn)
        room.seats[seat].away_since = 0.0
        await self._send(
            conn,
            p.Welcome(
                game_id=room.game_id,
                game=room.game,
                code=room.code,
                seat=seat,
                token=token,
                options=room.rules.options.model_dump(mode="json"),
                seats=room.seat_labels(),
                names=room.names(),
                away_delay=room.away_delay,
                dedicated=self.dedicated,
            ),
        )
        # the whole game as the seat may see it: its log and look-back start from the beginning
        await self._send(conn, self._update(room, seat, 0))

    def _add_room(self, room: Room) -> None:
        self.rooms[room.game_id] = room
        self.codes[room.code] = room.game_id
        self.locks.setdefault(room.game_id, asyncio.Lock())

    async def _room(self, game_id: str) -> Room | None:
        """The game in memory, or read back from the store (after a restart). A game in memory
        that another process sharing the store has moved on is read again."""
        room = self.rooms.get(game_id)
        if room is not None:
            stored = await asyncio.to_thread(self.store.step_count, game_id)
            if stored is not None and stored != len(room.match.steps):
                async with self.locks[game_id]:
                    await self._reload(room)
            return room
        lock = self.locks.setdefault(game_id, asyncio.Lock())
        async with lock:
            room = self.rooms.get(game_id)
            if room is None:
                room = await asyncio.to_thread(self._load, game_id)
                if room is None:
                    return None
                self._add_room(room)
        await self._run_bots(room)
        return room

    def _load(self, game_id: str) -> Room | None:
        stored = self.store.load(game_id)
        if stored is None:
            return None
        try:
            match = match_from_save(stored.save, registry.rules_class(stored.save.game))
        except EngineError:
            log.exception("stored game %s does not replay", game_id)
            return None
        seats = [Seat.from_plain(s) for s in stored.seats]
        now = time.monotonic()
        for seat in seats:
            seat.away_since = now
        return Room(game_id, stored.code, match, seats)

    # -- playing ------------------------------------------------------------------------------
    async def _play(self, conn: Conn, msg: p.Play) -> None:
        room = conn.room
        assert room is not None
        commands, _events = codecs(type(room.rules))
        try:
            command = commands.decode(msg.command)
        except EngineError as exc:
            raise Refusal(N_("That is not a command of this game.")) from exc
        if getattr(command, "player", None) != conn.seat:
            raise Refusal(N_("You may act only for your own seat."))
        async with self.locks[room.game_id]:
            if room.seats[conn.seat].kind != "open":
                raise Refusal(N_("A computer plays this seat now."))
            if msg.step != len(room.match.steps) and not await asyncio.to_thread(
                room.sees_the_same, conn.seat, msg.step
            ):
                # chosen on a game this seat no longer sees as it was; a play chosen on a
                # view others' secret steps left as it is (bids placed at once) is decided
                raise Refusal(N_("The game has moved on; look again and choose."))
            await self._apply(room, command)
        await self._broadcast(room)
        await self._run_bots(room)

    async def _apply(self, room: Room, command: Any) -> None:
        """Decide, apply and store one command (the room's lock held)."""
        match = room.match
        try:
            match.submit(command)
        except IllegalCommand as exc:
            raise Refusal(exc.message.msgid, **exc.message.params) from exc
        except Exception as exc:  # a command the rules cannot even judge is refused as illegal
            log.exception("rules failed on a command")
            raise Refusal(N_("The rules refuse that command.")) from exc
        idx = len(match.steps) - 1
        saved = room.saved_step(match.steps[idx])
        try:
            await asyncio.to_thread(self.store.append, room.game_id, idx, saved, match.is_over)
        except StoreConflict:
            await self._reload(room)
            raise Refusal(N_("The game has moved on; look again and choose.")) from None

    async def _reload(self, room: Room) -> None:
        fresh = await asyncio.to_thread(self._load, room.game_id)
        if fresh is not None:
            room.match, room.seats = fresh.match, fresh.seats

    async def _undo(self, conn: Conn) -> None:
        room = conn.room
        assert room is not None
        async with self.locks[room.game_id]:
            match = room.match
            if not match.can_undo(conn.seat):
                raise Refusal(N_("There is nothing you can take back now."))
            match.undo(conn.seat)
            await asyncio.to_thread(self.store.remove_last, room.game_id, len(match.steps))
        await self._broadcast(room, undone=True)

    async def _hand_over(self, conn: Conn, msg: p.HandOver) -> None:
        room = conn.room
        assert room is not None
        if msg.seat >= len(room.seats):
            raise Refusal(N_("There is no such seat."))
        target = room.seats[msg.seat]
        own = msg.seat == conn.seat
        if msg.level == "open":
            if not target.person:
                raise Refusal(N_("That seat was never a person's."))
            if not (own or self._may_take_back(room, conn.seat)):
                raise Refusal(N_("Only the host or that seat's player may take it back."))
        else:
            if own:
                raise Refusal(N_("You cannot hand your own seat to a computer."))
            if any(c.seat == msg.seat for c in self.conns.get(room.game_id, ())):
                raise Refusal(N_("That player is still here."))
            away = time.monotonic() - target.away_since if target.away_since else 0.0
            wait = self.hand_over_after(room, conn.seat)
            if away < wait:
                raise Refusal(
                    N_("That player may come back: wait {seconds} seconds."),
                    seconds=int(wait - away) + 1,
                )
        async with self.locks[room.game_id]:
            target.kind = msg.level
            await asyncio.to_thread(
                self.store.set_seats, room.game_id, [s.plain() for s in room.seats]
            )
        await self._broadcast(room)
        await self._run_bots(room)

    # -- the hand-over delay, agreed in the lobby -----------------------------------------------
    def _voters(self, room: Room) -> set[int]:
        """The players present: a person's seat played by a connection now (not a computer)."""
        return {
            c.seat for c in self.conns.get(room.game_id, ()) if room.seats[c.seat].kind == "open"
        }

    async def _propose_delay(self, conn: Conn, msg: p.ProposeDelay) -> None:
        room = conn.room
        assert room is not None
        if room.seats[conn.seat].kind != "open":
            raise Refusal(N_("A computer plays this seat now."))
        if msg.seconds == room.away_delay:
            raise Refusal(N_("That is already the game's delay."))
        if any(c.version < p.PROTOCOL for c in self.conns.get(room.game_id, ())):
            # an older program cannot see a proposal nor answer it: nobody's delay changes
            # behind their back
            raise Refusal(
                N_("A player here has an older version of the game: the delay cannot be changed.")
            )
        vote = room.vote
        if vote is not None and vote.declined_by < 0 and vote.seconds == msg.seconds:
            vote.agreed.add(conn.seat)  # proposing what is proposed is agreeing to it
        else:
            room.vote = Vote(msg.seconds, conn.seat, {conn.seat})
        await self._settle_vote(room)
        await self._broadcast(room)

    async def _answer_delay(self, conn: Conn, msg: p.AnswerDelay) -> None:
        room = conn.room
        assert room is not None
        vote = room.vote
        if vote is None or vote.declined_by >= 0:
            raise Refusal(N_("No new delay is proposed now."))
        if room.seats[conn.seat].kind != "open":
            raise Refusal(N_("A computer plays this seat now."))
        if msg.agree:
            vote.agreed.add(conn.seat)
            await self._settle_vote(room)
        else:
            vote.declined_by = conn.seat
        await self._broadcast(room)

    async def _settle_vote(self, room: Room) -> None:
        """The delay proposed takes effect once every player present has agreed to it."""
        vote = room.vote
        if vote is None or vote.declined_by >= 0:
            return
        present = self._voters(room)
        if not present or not present <= vote.agreed:
            return
        async with self.locks[room.game_id]:
            if room.vote is not vote:  # replaced, or settled, while the lock was awaited
                return
            room.away_delay = vote.seconds
            room.vote = None
            await asyncio.to_thread(
                self.store.set_seats, room.game_id, [s.plain() for s in room.seats]
            )

    def _vote_for(self, room: Room) -> p.DelayVote | None:
        vote = room.vote
        if vote is None:
            return None
        waiting = [] if vote.declined_by >= 0 else sorted(self._voters(room) - vote.agreed)
        return p.DelayVote(
            seconds=vote.seconds,
            by=vote.by,
            agreed=sorted(vote.agreed),
            waiting=waiting,
            declined_by=vote.declined_by,
        )

    async def _download(self, conn: Conn) -> None:
        room = conn.room
        assert room is not None
        if not room.match.is_over:
            raise Refusal(N_("A game can be downloaded once it is over."))
        save = to_save(room.match, {"network": room.game_id, "seats": room.seat_labels()})
        await self._send(conn, p.Saved(save=save.model_dump(mode="json")))

    async def _run_bots(self, room: Room) -> None:
        """Let computer seats answer while the game waits for them (a bounded number of steps)."""
        rng = Random(room.match.seed ^ len(room.match.steps))
        for _ in range(BOT_STEPS):
            async with self.locks[room.game_id]:
                pending = room.match.pending
                if pending is None:
                    return
                seat = next((s for s in pending.players if room.bot_for(s) is not None), None)
                if seat is None:
                    return
                bot = room.bot_for(seat)
                assert bot is not None
                command = await asyncio.to_thread(
                    decide, bot, room.rules, room.match.state, seat, rng
                )
                try:
                    await self._apply(room, command)
                except Refusal:
                    log.error("computer seat %s of %s was refused", seat, room.game_id)
                    return
            await self._broadcast(room)

    # -- telling everyone ---------------------------------------------------------------------
    def hand_over_after(self, room: Room, seat: int) -> int:
        """Seconds another seat must have been away before `seat`'s player may hand it to a
        computer: none for the host of a game hosted in a player's program."""
        if room.seats[seat].host and not self.dedicated:
            return 0
        return room.away_delay

    def _away(self, room: Room, connected: list[bool]) -> list[int]:
        now = time.monotonic()
        return [
            -1 if connected[i] or not s.away_since or not s.token_hash else int(now - s.away_since)
            for i, s in enumerate(room.seats)
        ]

    def _update(
        self,
        room: Room,
        seat: int,
        since: int,
        connected: list[bool] | None = None,
        undone: bool = False,
    ) -> p.Update:
        connected = connected if connected is not None else self._connected(room)
        update = room.update_for(seat, since, connected, undone)
        return update.model_copy(
            update={
                "away": self._away(room, connected),
                "hand_over_after": self.hand_over_after(room, seat),
                "may_take_back": self._may_take_back(room, seat),
                "away_delay": room.away_delay,
                "delay_vote": self._vote_for(room),
            }
        )

    def _may_take_back(self, room: Room, seat: int) -> bool:
        """Whether `seat`'s player may give a computer's seat back to its person (their own
        seat always): the host, or on a dedicated server any player."""
        return self.dedicated or room.seats[seat].host

    def _connected(self, room: Room) -> list[bool]:
        here = {c.seat for c in self.conns.get(room.game_id, ())}
        return [i in here for i in range(len(room.seats))]

    async def _broadcast(self, room: Room, undone: bool = False) -> None:
        conns = list(self.conns.get(room.game_id, ()))
        if not conns:
            return
        connected = self._connected(room)
        step = len(room.match.steps)
        made: dict[tuple[int, int], p.Update] = {}
        sends = []
        for conn in conns:
            since = step if undone else min(conn.seen, step)
            key = (conn.seat, since)
            update = made.get(key)
            if update is None:
                update = self._update(room, conn.seat, since, connected, undone)
                made[key] = update
            conn.seen = step
            sends.append(self._send(conn, update))
        await asyncio.gather(*sends)
