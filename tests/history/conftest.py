from tests.support.ui_app import home, make_app

__all__ = ["home", "make_app"]
