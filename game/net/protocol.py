"""Every message client and server exchange, as versioned pydantic models.

A message is one JSON object with `v` (the protocol version) and `type`. Either side refuses a
version it does not speak, with a reason naming both versions. Sizes are bounded here so a
message within the transport's limit still cannot hold an absurd field.

Version 2 added the hand-over delay agreed in the lobby (`propose_delay`, `answer_delay`, and
the update's `away_delay` and `delay_vote`). A server still speaks version 1 to an older
program: it is answered in version 1, without the fields it does not know (`for_version`), and
cannot take part in agreeing a delay. A client speaks only its own version.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from game.engine.messages import N_

PROTOCOL = 2
# the versions a server answers in (a client speaks only PROTOCOL)
SERVER_SPEAKS = (1, 2)
# what an update carries that a version-1 program does not know
ADDED_IN_2: dict[str, set[str]] = {"update": {"away_delay", "delay_vote"}}
# The transport refuses any frame larger than this (a long Settlers seat view is under 10 kB).
MAX_MESSAGE_BYTES = 256 * 1024
TOKEN_CHARS = 43  # secrets.token_urlsafe(32)

Token = Annotated[str, Field(min_length=16, max_length=64, pattern=r"^[A-Za-z0-9_\-]+$")]
Code = Annotated[str, Field(min_length=4, max_length=12, pattern=r"^[A-Za-z0-9]+$")]
GameId = Annotated[str, Field(min_length=8, max_length=40, pattern=r"^[a-z0-9]+$")]
SeatKind = Literal["open", "easy", "normal", "hard", "random"]
SeatName = Annotated[str, Field(max_length=40)]
# seconds a seat must have been away before the others may hand it to a computer (a game that
# lasts days may choose a day)
Delay = Annotated[int, Field(ge=0, le=30 * 86400)]


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    v: Literal[1, 2] = 2  # PROTOCOL


# -- client to server --------------------------------------------------------------------------
class Create(_Message):
    """Start a game: its rules' options, who sits where, and the seats this connection takes."""

    type: Literal["create"] = "create"
    game: Annotated[str, Field(max_length=40)]
    options: dict[str, Any] = Field(default_factory=dict)
    seats: Annotated[list[SeatKind], Field(min_length=1, max_length=6)]
    take: Annotated[int, Field(ge=0, le=5)] = 0
    seed: Annotated[int, Field(ge=0, lt=2**31)] | None = None
    # seconds a seat must have been away before the other players (not only the host) may
    # hand it to a computer: a game that lasts days may choose a day
    away_delay: Delay = 60
    # the players' names as chosen on the New game screen (a game whose options carry no
    # names, Legends, shows them from here); one per seat, or none
    names: Annotated[list[SeatName], Field(max_length=6)] = Field(default_factory=list)


class Join(_Message):
    """Take a free seat of the game with this join code."""

    type: Literal["join"] = "join"
    code: Code
    seat: Annotated[int, Field(ge=0, le=5)]


class Look(_Message):
    """Which seats of the game with this join code are free (answered with a `Lobby`)."""

    type: Literal["look"] = "look"
    code: Code


class Resume(_Message):
    """Come back to a seat taken before: its game and its secret token."""

    type: Literal["resume"] = "resume"
    game_id: GameId
    token: Token


class Peek(_Message):
    """Where a game stands (whose turn, over or not) for a seat's holder, without taking it."""

    type: Literal["peek"] = "peek"
    game_id: GameId
    token: Token


class Play(_Message):
    """A command for the seat this connection holds, encoded as in a save file."""

    type: Literal["play"] = "play"
    command: dict[str, Any]
    step: Annotated[
        int, Field(ge=0)
    ]  # the step the client saw: a command for an older one is stale


class Undo(_Message):
    type: Literal["undo"] = "undo"


class HandOver(_Message):
    """Give an absent seat to a computer (`level`) or take it back for a person (`open`)."""

    type: Literal["hand_over"] = "hand_over"
    seat: Annotated[int, Field(ge=0, le=5)]
    level: SeatKind


class ProposeDelay(_Message):
    """Change the hand-over delay: it takes effect once every player present agrees (the
    proposer agrees by proposing; alone, at once)."""

    type: Literal["propose_delay"] = "propose_delay"
    seconds: Delay


class AnswerDelay(_Message):
    """Agree to the delay proposed, or decline it (which ends the proposal)."""

    type: Literal["answer_delay"] = "answer_delay"
    agree: bool


class Download(_Message):
    """The whole save of a finished game."""

    type: Literal["download"] = "download"


class Ping(_Message):
    type: Literal["ping"] = "ping"


ClientMessage = Annotated[
    Create
    | Join
    | Look
    | Resume
    | Peek
    | Play
    | Undo
    | HandOver
    | ProposeDelay
    | AnswerDelay
    | Download
    | Ping,
    Field(discriminator="type"),
]


# -- server to client --------------------------------------------------------------------------
class Welcome(_Message):
    """The seat this connection now holds; keep `token` to come back."""

    type: Literal["welcome"] = "welcome"
    game_id: str
    game: str
    code: str
    seat: int
    token: str
    options: dict[str, Any]
    seats: list[str]
    names: list[str] = Field(default_factory=list)  # the players' names ("" for none)
    away_delay: int = 60  # seconds a seat is away before the others may hand it over
    dedicated: bool = False  # a shared server (`empires serve`): nobody hosts the game


class DelayVote(BaseModel):
    """A new hand-over delay proposed in the lobby: who proposed it, who agreed, whom it waits
    for (the players present who have not answered); `declined_by` ends it (-1: still open)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    seconds: int
    by: int
    agreed: list[int] = Field(default_factory=list)
    waiting: list[int] = Field(default_factory=list)
    declined_by: int = -1


class Update(_Message):
    """The game as this seat may see it after `step` steps, what it waits for, and what this
    seat may do. `events` are the new steps' events through the seat's eyes."""

    type: Literal["update"] = "update"
    step: int
    state: dict[str, Any]
    pending: dict[str, Any] | None
    legal: list[dict[str, Any]]
    events: list[dict[str, Any]]
    # who took each of the new steps and how many of `events` it holds (the game log's lines
    # are grouped by step); a seat just seated is sent every step from the start
    actors: list[int] = Field(default_factory=list)
    sizes: list[int] = Field(default_factory=list)
    undone: bool = False
    can_undo: bool = False
    seats: list[str]
    connected: list[bool]
    # which seats were made for a person (a computer playing one of them may hand it back)
    people: list[bool] = Field(default_factory=list)
    # seconds each seat has been away (-1: here, or never taken), how long a seat must have
    # been away before this seat's player may hand it to a computer, and whether they may
    # give a computer's seat back to its person
    away: list[int] = Field(default_factory=list)
    hand_over_after: int = 0
    may_take_back: bool = False
    # the game's hand-over delay as agreed now, and a change proposed in the lobby (or None)
    away_delay: int = 60
    delay_vote: DelayVote | None = None


class Refused(_Message):
    """A message was not applied; `reason` is a translatable msgid with its `params`."""

    type: Literal["refused"] = "refused"
    reason: str
    params: dict[str, Any] = Field(default_factory=dict)


class Saved(_Message):
    type: Literal["saved"] = "saved"
    save: dict[str, Any]


class Status(_Message):
    """Where a game stands: `waiting` names the seats it waits for (empty once over)."""

    type: Literal["status"] = "status"
    game_id: str
    game: str
    seat: int
    step: int
    waiting: list[int]
    over: bool
    seats: list[str]


class Lobby(_Message):
    """A game one may join: its rules' options and what each seat is ("open" is free)."""

    type: Literal["lobby"] = "lobby"
    game: str
    options: dict[str, Any]
    seats: list[str]
    names: list[str] = Field(default_factory=list)
    away_delay: int = 60


class Pong(_Message):
    type: Literal["pong"] = "pong"


ServerMessage = Annotated[
    Welcome | Update | Refused | Saved | Status | Lobby | Pong,
    Field(discriminator="type"),
]

_CLIENT = TypeAdapter(ClientMessage)
_SERVER = TypeAdapter(ServerMessage)


class ProtocolError(Exception):
    """A message refused before it reached the game: `reason` is a translatable msgid."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.params = params


def _parse(text: str | bytes, adapter: TypeAdapter[Any], speaks: tuple[int, ...]) -> Any:
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ProtocolError(N_("The message is not text.")) from exc
    if len(text) > MAX_MESSAGE_BYTES:
        raise ProtocolError(N_("The message is too large."))
    try:
        raw = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError(N_("The message is not readable data.")) from exc
    if not isinstance(raw, dict):
        raise ProtocolError(N_("The message is not readable data."))
    version = raw.get("v")
    if version not in speaks:
        raise ProtocolError(
            N_("The other side speaks network protocol {found}; this one speaks {known}."),
            found=str(version)[:20],
            known=PROTOCOL,
        )
    try:
        return adapter.validate_python(raw)
    except ValidationError as exc:
        kind = str(raw.get("type"))[:40]
        raise ProtocolError(N_("The message of kind {kind} is not valid."), kind=kind) from exc


def parse_client(text: str | bytes) -> Any:
    """A client's message, as a server reads it (any version it still speaks)."""
    return _parse(text, _CLIENT, SERVER_SPEAKS)


def parse_server(text: str | bytes) -> Any:
    """A server's message, as a client reads it (its own version only)."""
    return _parse(text, _SERVER, (PROTOCOL,))


def dump(message: BaseModel) -> str:
    return message.model_dump_json()


def for_version(message: _Message, version: int) -> str:
    """`message` as a program speaking `version` reads it: an older one is sent its own version
    number and none of the fields it does not know."""
    if version >= PROTOCOL:
        return message.model_dump_json()
    kind = str(getattr(message, "type", ""))
    data = message.model_dump(mode="json", exclude=ADDED_IN_2.get(kind, set()))
    data["v"] = version
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
