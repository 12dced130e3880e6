"""Translations: every `.po` file of a language, merged, read directly with Babel.

English is the source language. `_()` translates a literal in UI code; `render()` shows an
engine `Message`; `set_language()` switches at once (scenes rebuild their labels when told
through `add_listener`). Reading `.po` files directly means no compiled `.mo` files are needed.
"""

from __future__ import annotations

import contextlib
import gettext
import locale as _locale
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from game import paths
from game.engine.messages import Message

# Native names: a player who cannot read the current language still finds their own.
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "es": "Español", "ru": "Русский"}
SOURCE_LANGUAGE = "en"


@dataclass
class Catalogue:
    """One language's merged catalogue: singular and plural entries of every domain."""

    lang: str
    singular: dict[str, str] = field(default_factory=dict)
    plural: dict[str, tuple[str, ...]] = field(default_factory=dict)
    plural_index: Callable[[int], int] = lambda n: 0 if n == 1 else 1

    def gettext(self, msgid: str) -> str:
        return self.singular.get(msgid) or msgid

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        forms = self.plural.get(singular)
        if forms:
            index = self.plural_index(n)
            if 0 <= index < len(forms) and forms[index]:
                return forms[index]
        return singular if n == 1 else plural


def read_catalogue(lang: str, locale_dir: Path | None = None) -> Catalogue:
    """Merge every domain of `lang`; a fuzzy or empty entry counts as untranslated."""
    from babel.messages.pofile import read_po

    folder = (locale_dir or paths.locale()) / lang / "LC_MESSAGES"
    cat = Catalogue(lang)
    for po in sorted(folder.glob("*.po")) if folder.is_dir() else []:
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=None, domain=po.stem)
        expr = catalog.plural_expr
        if expr:
            with contextlib.suppress(ValueError):
                cat.plural_index = gettext.c2py(expr)
        for message in catalog:
            if not message.id or message.fuzzy:
                continue
            if isinstance(message.id, tuple | list):
                strings = tuple(message.string or ())
                if any(strings):
                    cat.plural[message.id[0]] = strings
                    if strings[0]:
                        cat.singular.setdefault(message.id[0], strings[0])
            elif isinstance(message.string, str) and message.string:
                cat.singular[message.id] = message.string
    return cat


class _State:
    language: str = SOURCE_LANGUAGE
    catalogue: Catalogue = Catalogue(SOURCE_LANGUAGE)
    cache: dict[str, Catalogue] = {}  # noqa: RUF012 - one process-wide cache is the point
    listeners: list[Callable[[str], None]] = []  # noqa: RUF012


def catalogue(lang: str) -> Catalogue:
    if lang not in _State.cache:
        _State.cache[lang] = read_catalogue(lang)
    return _State.cache[lang]


def language_code(name: str) -> str | None:
    """The catalogue a language or locale name stands for ("ru", "ru_RU", "ru-RU.UTF-8",
    "RU" are all Russian), or None when the game has no such language."""
    if not isinstance(name, str):
        return None
    code = name.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def set_language(lang: str) -> str:
    """Switch every later `_()` to `lang` (a locale name such as `ru_RU` means its language,
    an unknown code English: whoever read the code tells the player); returns the code."""
    lang = language_code(lang) or SOURCE_LANGUAGE
    _State.language = lang
    _State.catalogue = catalogue(lang)
    for listener in list(_State.listeners):
        listener(lang)
    return lang


def current_language() -> str:
    return _State.language


def add_listener(listener: Callable[[str], None]) -> None:
    _State.listeners.append(listener)


def remove_listener(listener: Callable[[str], None]) -> None:
    if listener in _State.listeners:
        _State.listeners.remove(listener)


def translate(msgid: str) -> str:
    return _State.catalogue.gettext(msgid)


def _(msgid: str) -> str:
    """Translate a literal in UI code (the extractor looks for this name)."""
    return _State.catalogue.gettext(msgid)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _State.catalogue.ngettext(singular, plural, n)


def render(message: Message | str) -> str:
    """Show an engine message (or a bare msgid) in the current language."""
    if isinstance(message, str):
        return translate(message)
    return message.render(translate)


def detect_language(environ: Mapping[str, str] | None = None) -> str:
    """The operating system's language if we have it, else English."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            candidates.extend(value.split(":"))
    if environ is None:
        try:
            system = _locale.getlocale()[0]
        except ValueError:
            system = None
        if system:
            candidates.append(system)
        candidates.extend(_windows_languages())
    for candidate in candidates:
        code = language_code(candidate)
        if code is not None:
            return code
    return SOURCE_LANGUAGE


def _windows_languages() -> list[str]:
    if os.name != "nt":  # pragma: no cover - only one platform runs each branch
        return []
    try:  # pragma: no cover
        import ctypes

        lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
        name = _locale.windows_locale.get(lcid)
        return [name] if name else []
    except Exception:  # pragma: no cover
        return []
