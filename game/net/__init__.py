"""Network play: protocol (versioned pydantic messages), authoritative server, store and client.

Never imports pygame. See README.md in this folder."""
