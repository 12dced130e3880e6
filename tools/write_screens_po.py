"""Write locale/<lang>/LC_MESSAGES/screens.po: the strings of the shared screens' layout and
input work (issue 13), kept in their own catalogue so that they merge apart from the others.

Run: uv run python tools/write_screens_po.py
"""

from __future__ import annotations

from po_catalogue import write_domain

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


def main() -> None:
    write_domain("screens", "Empires: the shared screens' layout and input strings.", TEXTS)


if __name__ == "__main__":
    main()
