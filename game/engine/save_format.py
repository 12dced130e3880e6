"""The save file's format name and version, apart from its pydantic models (`save_model`) so
that naming them does not load pydantic."""

from __future__ import annotations

FORMAT = "empires-save"
# Version 2 adds `start`: a game that begins where another was taken over with its hidden
# things redrawn. A save without it is written as version 1, so older copies still read it.
FORMAT_VERSION = 2
PLAIN_FORMAT_VERSION = 1
STARTED_FORMAT_VERSION = 2
