"""Tutorial screens on an off-screen App, each test with its own EMPIRES_HOME."""

from tests.support.ui_app import home, make_app

__all__ = ["home", "make_app"]
