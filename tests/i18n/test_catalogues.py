"""Every translatable literal in game/ has a translation in every language (any domain),
with the same placeholders as the English source."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from game.i18n import LANGUAGES
from tests.i18n.extract import ROOT, all_literals, placeholders

LOCALE = ROOT / "locale"


@cache
def catalogues(lang: str) -> list[tuple[Path, Catalog]]:
    out = []
    for po in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")):
        with po.open("rb") as handle:
            out.append((po, read_po(handle, locale=lang, domain=po.stem)))
    return out


@cache
def merged(lang: str) -> dict[str, tuple[str, ...]]:
    """msgid -> its translated strings (one, or the plural forms), fuzzy entries left out."""
    found: dict[str, tuple[str, ...]] = {}
    for _path, catalog in catalogues(lang):
        for message in catalog:
            if not message.id or message.fuzzy:
                continue
            key = message.id[0] if isinstance(message.id, tuple | list) else message.id
            strings = (
                tuple(message.string)
                if isinstance(message.string, tuple | list)
                else (message.string,)
            )
            if all(strings) or key not in found:
                found[key] = strings
    return found


LITERALS = all_literals()


def test_the_extractor_finds_the_app_strings() -> None:
    ids = {lit.msgid for lit in LITERALS}
    assert {"New game", "Settings", "{n} player"} <= ids


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_literal_is_translated(lang: str) -> None:
    table = merged(lang)
    missing = sorted(
        {f"{lit.where}: {lit.msgid!r}" for lit in LITERALS if not all(table.get(lit.msgid, ("",)))}
    )
    assert not missing, f"{len(missing)} strings lack a {lang} translation:\n" + "\n".join(
        missing[:60]
    )


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_plural_literals_have_every_form(lang: str) -> None:
    for lit in LITERALS:
        if lit.plural is None:
            continue
        forms = merged(lang).get(lit.msgid, ())
        wanted = catalogues(lang)[0][1].num_plurals if catalogues(lang) else 2
        assert len(forms) >= wanted and all(forms), f"{lang}: {lit.msgid!r} has forms {forms}"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_placeholders_match_the_source(lang: str) -> None:
    wrong = []
    for path, catalog in catalogues(lang):
        for message in catalog:
            if not message.id or not message.string:
                continue
            ids = message.id if isinstance(message.id, tuple | list) else (message.id,)
            strings = (
                message.string if isinstance(message.string, tuple | list) else (message.string,)
            )
            source = set().union(*(placeholders(i) for i in ids))
            for text in strings:
                found = placeholders(text)
                # a plural form may leave the number out ("one player"); nothing else may differ
                ok = found <= source if len(ids) > 1 else found == source
                if text and not ok:
                    wrong.append(f"{path.relative_to(ROOT)}: {ids[0]!r} -> {text!r}")
    assert not wrong, "placeholders differ:\n" + "\n".join(wrong)


def test_every_language_has_catalogues() -> None:
    for lang in LANGUAGES:
        assert catalogues(lang), f"no .po files for {lang}"
