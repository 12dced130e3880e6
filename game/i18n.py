"""Translations: every `.po` file of a language, merged, read directly.

English is the source language. `_()` translates a literal in UI code; `render()` shows an
engine `Message`; `set_language()` switches at once (scenes rebuild their labels when told
through `add_listener`). Reading `.po` files directly means no compiled `.mo` files are needed.
The reader here covers what the project's `.po` files hold (Babel writes and checks them) and
reads them as Babel's does (a test holds it to Babel's answer): importing Babel's reader cost a
tenth of a second of every start.
"""

from __future__ import annotations

import contextlib
import gettext
import locale as _locale
import os
import re
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
    folder = (locale_dir or paths.locale()) / lang / "LC_MESSAGES"
    cat = Catalogue(lang)
    for po in sorted(folder.glob("*.po")) if folder.is_dir() else []:
        expr, entries = read_po(po.read_text(encoding="utf-8"))
        with contextlib.suppress(ValueError):
            cat.plural_index = gettext.c2py(expr)
        for entry in entries:
            if not entry.msgid or entry.fuzzy:
                continue
            if entry.plural is not None:
                strings = entry.forms
                if any(strings):
                    cat.plural[entry.msgid] = strings
                    if strings[0]:
                        cat.singular.setdefault(entry.msgid, strings[0])
            elif entry.forms and entry.forms[0]:
                cat.singular[entry.msgid] = entry.forms[0]
    return cat


@dataclass
class PoEntry:
    """One message of a `.po` file: its id, plural id (None for a singular entry) and the
    translations (one, or one per plural form)."""

    msgid: str
    plural: str | None
    forms: tuple[str, ...]
    fuzzy: bool


_ESCAPE = re.compile(r'\\([\\trn"])')
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r"}
_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(\".*\")$")


def _unquote(text: str) -> str:
    return _ESCAPE.sub(lambda m: _ESCAPES.get(m.group(1), m.group(1)), text[1:-1])


def read_po(text: str) -> tuple[str, list[PoEntry]]:
    """The plural expression of a `.po` file's header ("(n != 1)" without one) and its
    entries, obsolete ones (#~) left out; a plural entry has as many forms as the header says
    (missing ones empty, extra ones dropped, as Babel reads them)."""
    found: list[tuple[str, str | None, dict[int, str], bool]] = []
    fields: dict[str, list[str]] = {}
    fuzzy = False
    last: list[str] | None = None

    def flush() -> None:
        nonlocal fields, fuzzy, last
        if "msgid" in fields:
            forms = {_form_index(k): "".join(v) for k, v in fields.items() if k[:6] == "msgstr"}
            plural = "".join(fields["msgid_plural"]) if "msgid_plural" in fields else None
            found.append(("".join(fields["msgid"]), plural, forms, fuzzy))
        fields, fuzzy, last = {}, False, None

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if any(k[:6] == "msgstr" for k in fields):
                flush()
            if line.startswith("#,"):
                fuzzy = fuzzy or "fuzzy" in [f.strip() for f in line[2:].split(",")]
            continue
        if line.startswith('"'):
            if last is not None:
                last.append(_unquote(line))
            continue
        match = _KEYWORD.match(line)
        if match is None:
            continue
        keyword = match.group(1)
        if keyword in ("msgctxt", "msgid") and any(k[:6] == "msgstr" for k in fields):
            flush()
        last = fields.setdefault(keyword, [])
        last.append(_unquote(match.group(3)))
    flush()
    expr, count = "(n != 1)", 2
    header = next(
        (forms for msgid, plural, forms, _ in found if not msgid and plural is None), None
    )
    for line in (header or {}).get(0, "").splitlines():
        name, _, value = line.partition(":")
        if name.strip().lower() == "plural-forms":
            params = dict(p.strip().partition("=")[::2] for p in value.split(";") if "=" in p)
            expr = params.get("plural", expr).strip()
            with contextlib.suppress(ValueError):
                count = int(params.get("nplurals", count))
    out = []
    for msgid, plural, forms, is_fuzzy in found:
        size = 1 if plural is None else count
        out.append(PoEntry(msgid, plural, tuple(forms.get(i, "") for i in range(size)), is_fuzzy))
    return expr, out


def _form_index(keyword: str) -> int:
    return int(keyword[7:-1]) if "[" in keyword else 0


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
