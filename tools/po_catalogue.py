"""Writes one translation domain in the four languages from a table of
`msgid: (fr, es, ru)`: the shared part of the `write_*_po.py` tools whose tables are their
source of those translations."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "fr", "es", "ru")
PLURALS = {
    "en": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
    "(n%100<10 || n%100>=20) ? 1 : 2);",
}


def quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def write_domain(domain: str, heading: str, texts: dict[str, tuple[str, str, str]]) -> None:
    """locale/<lang>/LC_MESSAGES/<domain>.po for each language, `heading` as its comment."""
    for i, lang in enumerate(LANGUAGES):
        lines = [
            f"# {heading}",
            'msgid ""',
            'msgstr ""',
            quote(f"Language: {lang}\n"),
            quote(f"Plural-Forms: {PLURALS[lang]}\n"),
            quote("MIME-Version: 1.0\n"),
            quote("Content-Type: text/plain; charset=utf-8\n"),
            quote("Content-Transfer-Encoding: 8bit\n"),
            "",
        ]
        for msgid, translations in texts.items():
            text = msgid if lang == "en" else translations[i - 1]
            lines += [f"msgid {quote(msgid)}", f"msgstr {quote(text)}", ""]
        path = ROOT / "locale" / lang / "LC_MESSAGES" / f"{domain}.po"
        path.write_text("\n".join(lines), encoding="utf-8")
