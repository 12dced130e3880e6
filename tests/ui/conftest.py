"""An App drawing on an off-screen surface, with its own EMPIRES_HOME per test."""

from tests.support.plain_app import home, make_app

__all__ = ["home", "make_app"]
