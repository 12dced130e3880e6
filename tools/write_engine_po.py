"""Writes the `engine` translation domain (engine, registry and bot messages) in four languages.

The table below is the source of those translations; run this after editing it:
    uv run python tools/write_engine_po.py
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

ROOT = Path(__file__).resolve().parent.parent

# msgid: (fr, es, ru)
TEXTS: dict[str, tuple[str, str, str]] = {
    "It is not your turn.": (
        "Ce n'est pas votre tour.",
        "No es tu turno.",
        "Сейчас не ваш ход.",
    ),
    "The game is over.": ("La partie est terminée.", "La partida ha terminado.", "Игра окончена."),
    "There is nothing you can take back now.": (
        "Il n'y a rien à annuler pour l'instant.",
        "Ahora no hay nada que puedas deshacer.",
        "Сейчас нечего отменить.",
    ),
    "There is nothing you can do now.": (
        "Vous ne pouvez rien faire pour l'instant.",
        "Ahora no puedes hacer nada.",
        "Сейчас вам нечего делать.",
    ),
    "The save file holds an entry that is not a game record.": (
        "La sauvegarde contient une entrée qui n'est pas un coup de jeu.",
        "La partida guardada contiene una entrada que no es una jugada.",
        "В сохранении есть запись, которая не является ходом игры.",
    ),
    "The save file holds an unknown record: {name}.": (
        "La sauvegarde contient un enregistrement inconnu : {name}.",
        "La partida guardada contiene un registro desconocido: {name}.",
        "В сохранении неизвестная запись: {name}.",
    ),
    "The save file holds a damaged record: {name}.": (
        "La sauvegarde contient un enregistrement abîmé : {name}.",
        "La partida guardada contiene un registro dañado: {name}.",
        "В сохранении повреждённая запись: {name}.",
    ),
    "The save file is empty.": (
        "La sauvegarde est vide.",
        "La partida guardada está vacía.",
        "Файл сохранения пуст.",
    ),
    "The save file is cut short: it was not written to the end.": (
        "La sauvegarde est tronquée : elle n'a pas été écrite jusqu'au bout.",
        "La partida guardada está cortada: no se escribió hasta el final.",
        "Файл сохранения обрезан: он не был записан до конца.",
    ),
    "The save file is damaged: it is not readable data.": (
        "La sauvegarde est abîmée : ses données sont illisibles.",
        "La partida guardada está dañada: sus datos no se pueden leer.",
        "Файл сохранения повреждён: данные не читаются.",
    ),
    "This file is not an Empires save.": (
        "Ce fichier n'est pas une sauvegarde d'Empires.",
        "Este archivo no es una partida guardada de Empires.",
        "Этот файл не является сохранением Empires.",
    ),
    "The save file is damaged: it has no format version.": (
        "La sauvegarde est abîmée : elle n'indique pas sa version de format.",
        "La partida guardada está dañada: no indica su versión de formato.",
        "Файл сохранения повреждён: в нём нет версии формата.",
    ),
    "This save comes from a newer version of Empires (format {found}; this one reads up to {known}).": (
        "Cette sauvegarde vient d'une version plus récente d'Empires (format {found} ; "
        "celle-ci lit jusqu'au format {known}).",
        "Esta partida guardada es de una versión más reciente de Empires (formato {found}; "
        "esta lee hasta el {known}).",
        "Это сохранение из более новой версии Empires (формат {found}; "
        "эта версия читает форматы до {known}).",
    ),
    "This save is of another game ({found}), not of {expected}.": (
        "Cette sauvegarde est celle d'un autre jeu ({found}), pas de {expected}.",
        "Esta partida guardada es de otro juego ({found}), no de {expected}.",
        "Это сохранение другой игры ({found}), а не {expected}.",
    ),
    "The save file is damaged: some of its records are missing or wrong.": (
        "La sauvegarde est abîmée : des enregistrements manquent ou sont erronés.",
        "La partida guardada está dañada: faltan registros o son erróneos.",
        "Файл сохранения повреждён: часть записей отсутствует или неверна.",
    ),
    "The save file {name} does not exist.": (
        "La sauvegarde {name} n'existe pas.",
        "La partida guardada {name} no existe.",
        "Файл сохранения {name} не существует.",
    ),
    "The save file {name} cannot be read.": (
        "La sauvegarde {name} ne peut pas être lue.",
        "La partida guardada {name} no se puede leer.",
        "Файл сохранения {name} не удаётся прочитать.",
    ),
    "The save file is damaged: its game options are not valid.": (
        "La sauvegarde est abîmée : ses options de partie ne sont pas valides.",
        "La partida guardada está dañada: sus opciones de juego no son válidas.",
        "Файл сохранения повреждён: параметры партии недопустимы.",
    ),
    "The save file is damaged: its moves do not replay.": (
        "La sauvegarde est abîmée : ses coups ne se rejouent pas.",
        "La partida guardada está dañada: sus jugadas no se pueden reproducir.",
        "Файл сохранения повреждён: его ходы не воспроизводятся.",
    ),
    "This save is of an unknown game: {game}.": (
        "Cette sauvegarde est celle d'un jeu inconnu : {game}.",
        "Esta partida guardada es de un juego desconocido: {game}.",
        "Это сохранение неизвестной игры: {game}.",
    ),
}


def main() -> None:
    for index, lang in enumerate(("en", "fr", "es", "ru")):
        catalog = Catalog(locale=lang, project="Empires", domain="engine")
        for msgid, translations in TEXTS.items():
            catalog.add(msgid, msgid if lang == "en" else translations[index - 1])
        out = ROOT / "locale" / lang / "LC_MESSAGES" / "engine.po"
        out.parent.mkdir(parents=True, exist_ok=True)
        with out.open("wb") as handle:
            write_po(handle, catalog, width=100, omit_header=False)


if __name__ == "__main__":
    main()
