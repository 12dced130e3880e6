"""The save file's format name and version, apart from its pydantic models (`save_model`) so
that naming them does not load pydantic."""

from __future__ import annotations

FORMAT = "empires-save"
FORMAT_VERSION = 1
