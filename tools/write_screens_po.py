"""Write locale/<lang>/LC_MESSAGES/screens.po: the strings of the shared screens' layout and
input work (issue 13), kept in their own catalogue so that they merge apart from the others.

Run: uv run python tools/write_screens_po.py
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLURALS = {
    "en": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
    "(n%100<10 || n%100>=20) ? 1 : 2);",
}
# msgid: (fr, es, ru)
TEXTS: dict[str, tuple[str, str, str]] = {
    "Poisoned swamp": ("Marais Pestilentiel", "Pantano envenenado", "Отравленное болото"),
    "Start a new game?": (
        "Commencer une nouvelle partie ?",
        "¿Empezar una partida nueva?",
        "Начать новую игру?",
    ),
    "Your unfinished game will be replaced by the new one. To keep it, go back and save it "
    "from its game menu first.": (
        "Votre partie en cours sera remplacée par la nouvelle. Pour la garder, revenez-y et "
        "enregistrez-la d'abord depuis son menu.",
        "Tu partida sin terminar será sustituida por la nueva. Para conservarla, vuelve a ella "
        "y guárdala antes desde su menú.",
        "Незаконченная игра будет заменена новой. Чтобы сохранить её, вернитесь в неё и "
        "сохраните через меню игры.",
    ),
}


def quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def main() -> None:
    for i, lang in enumerate(("en", "fr", "es", "ru")):
        lines = [
            "# Empires: the shared screens' layout and input strings.",
            'msgid ""',
            'msgstr ""',
            quote(f"Language: {lang}\n"),
            quote(f"Plural-Forms: {PLURALS[lang]}\n"),
            quote("MIME-Version: 1.0\n"),
            quote("Content-Type: text/plain; charset=utf-8\n"),
            quote("Content-Transfer-Encoding: 8bit\n"),
            "",
        ]
        for msgid, translations in TEXTS.items():
            text = msgid if lang == "en" else translations[i - 1]
            lines += [f"msgid {quote(msgid)}", f"msgstr {quote(text)}", ""]
        path = ROOT / "locale" / lang / "LC_MESSAGES" / "screens.po"
        path.write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
