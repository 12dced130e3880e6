"""The game's own `.po` reader (faster to import than Babel's) reads every catalogue as Babel
does, and the cases the project's files may hold: escapes, fuzzy and obsolete entries,
strings over several lines, plural forms."""

from __future__ import annotations

import gettext

import pytest
from babel.messages.pofile import read_po as babel_read_po

from game import i18n, paths


def _babel_catalogue(lang: str) -> i18n.Catalogue:
    """The merged catalogue as the game read it with Babel before."""
    cat = i18n.Catalogue(lang)
    for po in sorted((paths.locale() / lang / "LC_MESSAGES").glob("*.po")):
        with po.open("rb") as handle:
            catalog = babel_read_po(handle, locale=None, domain=po.stem)
        cat.plural_index = gettext.c2py(catalog.plural_expr)
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


@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
def test_every_catalogue_reads_as_babel_reads_it(lang: str) -> None:
    ours, babel = i18n.read_catalogue(lang), _babel_catalogue(lang)
    assert ours.singular == babel.singular
    assert ours.plural == babel.plural
    assert [ours.plural_index(n) for n in range(120)] == [babel.plural_index(n) for n in range(120)]


SAMPLE = r"""# a comment
msgid ""
msgstr ""
"Language: ru\n"
"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && "
"n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

#, python-brace-format
msgid "Say \"{word}\"\tnow"
msgstr "Dis \"{word}\"\tmaintenant\\"

#, fuzzy, python-brace-format
msgid "Unsure"
msgstr "Pas sûr"

msgid "Two "
"lines"
msgstr "Deux "
"lignes\n"
msgid "{n} coin"
msgid_plural "{n} coins"
msgstr[0] "{n} монета"
msgstr[2] "{n} монет"

#~ msgid "Old"
#~ msgstr "Vieux"
"""


def test_the_reader_handles_escapes_flags_lines_and_plurals() -> None:
    expr, entries = i18n.read_po(SAMPLE)
    assert expr.startswith("(n%10==1") and expr.endswith(": 2)")
    by_id = {e.msgid: e for e in entries}
    assert "Old" not in by_id
    assert by_id['Say "{word}"\tnow'].forms == ('Dis "{word}"\tmaintenant\\',)
    assert by_id["Unsure"].fuzzy and not by_id["Two lines"].fuzzy
    assert by_id["Two lines"].forms == ("Deux lignes\n",)
    assert by_id["{n} coin"].plural == "{n} coins"
    assert by_id["{n} coin"].forms == ("{n} монета", "", "{n} монет")
    babel = {m.id if isinstance(m.id, str) else m.id[0]: m for m in _babel_sample()}
    for entry in entries[1:]:  # Babel writes a header of its own
        message = babel[entry.msgid]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert (entry.forms, entry.fuzzy) == (tuple(strings), message.fuzzy)


def _babel_sample() -> list[object]:
    from io import BytesIO

    return list(babel_read_po(BytesIO(SAMPLE.encode()), locale=None))
