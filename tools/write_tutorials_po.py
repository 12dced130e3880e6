"""Write locale/<lang>/LC_MESSAGES/tutorials.po: Learn to play and every coach text of the
tutorials (`assets/tutorials/*.json`), in their own catalogue so that they merge apart.

Run: uv run python tools/write_tutorials_po.py
"""

from __future__ import annotations

from po_catalogue import write_domain

# msgid: (fr, es, ru)
TEXTS: dict[str, tuple[str, str, str]] = {
    # the screens
    "Learn to play": ("Apprendre à jouer", "Aprender a jugar", "Учимся играть"),
    "A guided first game of each, with a coach.": (
        "Une première partie guidée de chaque jeu, avec un coach.",
        "Una primera partida guiada de cada juego, con un entrenador.",
        "Первая партия в каждую игру с подсказками наставника.",
    ),
    "New to these games? Learn to play: a guided first game of each.": (
        "Nouveau venu ? Apprendre à jouer : une première partie guidée de chaque jeu.",
        "¿Nuevo en estos juegos? Aprender a jugar: una primera partida guiada de cada uno.",
        "Впервые? «Учимся играть»: первая партия в каждую игру с подсказками.",
    ),
    "A first game of each, with a coach who shows what to do and why.": (
        "Une première partie de chaque jeu, avec un coach qui montre quoi faire et pourquoi.",
        "Una primera partida de cada juego, con un entrenador que muestra qué hacer y por qué.",
        "Первая партия в каждую игру: наставник показывает, что делать и зачем.",
    ),
    "{title} (finished)": ("{title} (terminé)", "{title} (terminado)", "{title} (пройдено)"),
    "Resume: {title}": ("Reprendre : {title}", "Continuar: {title}", "Продолжить: {title}"),
    "Restart": ("Recommencer", "Empezar de nuevo", "Заново"),
    "This tutorial has not been started.": (
        "Ce tutoriel n'a pas encore été commencé.",
        "Este tutorial aún no se ha empezado.",
        "Это обучение ещё не начато.",
    ),
    "Apprentice": ("Apprenti", "Aprendiz", "Ученик"),
    "The bids are open: the highest bidder pays and chooses who plays first.": (
        "Les mises sont révélées : le plus offrant paie et choisit qui joue en premier.",
        "Las pujas se revelan: quien más puja paga y elige quién juega primero.",
        "Ставки открыты: больше всех поставивший платит и решает, кто ходит первым.",
    ),
    "Wait: your opponent is playing.": (
        "Patientez : votre adversaire joue.",
        "Espera: tu rival está jugando.",
        "Подождите: ходит соперник.",
    ),
    "Not this one. {coach}": ("Pas celui-ci. {coach}", "Ese no. {coach}", "Не сюда. {coach}"),
    # Eight-Minute Empire
    "Eight-Minute Empire: your first game": (
        "Huit Minutes pour un Empire : votre première partie",
        "Imperio en 8 minutos: tu primera partida",
        "Империя за 8 минут: ваша первая партия",
    ),
    "Welcome! You play against the Easy computer. Whoever controls most regions and "
    "continents, and holds the best sets of goods, wins.": (
        "Bienvenue ! Vous jouez contre l'ordinateur facile. Gagne qui contrôle le plus de "
        "régions et de continents et réunit les meilleures séries de ressources.",
        "¡Bienvenido! Juegas contra el ordenador fácil. Gana quien controla más regiones y "
        "continentes y reúne los mejores grupos de recursos.",
        "Добро пожаловать! Вы играете против лёгкого компьютера. Побеждает тот, кто "
        "контролирует больше областей и континентов и собрал лучшие наборы товаров.",
    ),
    "Goal: control the most regions and continents, and collect sets of goods.": (
        "But : contrôler le plus de régions et de continents, et réunir des séries de ressources.",
        "Objetivo: controlar más regiones y continentes, y reunir grupos de recursos.",
        "Цель: контролировать больше областей и континентов и собирать наборы товаров.",
    ),
    "Now play on by yourself: take the cards you like. The game ends when each of you holds "
    "13 cards; the coach still speaks up when something new happens.": (
        "À vous de jouer seul : prenez les cartes qui vous plaisent. La partie finit quand "
        "chacun a 13 cartes ; le coach parle encore quand il se passe du nouveau.",
        "Ahora juega tú solo: toma las cartas que quieras. La partida acaba cuando cada uno "
        "tiene 13 cartas; el entrenador aún avisa cuando ocurre algo nuevo.",
        "Дальше играйте сами: берите любые карты. Игра кончится, когда у каждого будет 13 "
        "карт; наставник подскажет, если случится что-то новое.",
    ),
    "With two players, neutral armies take up room first. Place one in the glowing region "
    "{region}: it will stand in your opponent's way.": (
        "À deux, des armées neutres occupent d'abord le terrain. Placez-en une dans la région "
        "{region} en surbrillance : elle gênera votre adversaire.",
        "Con dos jugadores, primero se colocan ejércitos neutrales. Pon uno en la región "
        "{region} iluminada: estorbará a tu rival.",
        "При двух игроках сначала ставят нейтральные армии. Поставьте одну в подсвеченную "
        "область {region}: она помешает сопернику.",
    ),
    "Place the next neutral army in region {region}. You take turns with your opponent.": (
        "Placez l'armée neutre suivante dans la région {region}. Vous jouez à tour de rôle.",
        "Pon el siguiente ejército neutral en la región {region}. Os turnáis con tu rival.",
        "Поставьте следующую нейтральную армию в область {region}. Вы ходите по очереди.",
    ),
    "The last one goes in region {region}.": (
        "La dernière va dans la région {region}.",
        "El último va en la región {region}.",
        "Последняя — в область {region}.",
    ),
    "Everyone bids coins in secret to play first. Choose 0 and place your bid: your coins are "
    "worth more buying cards.": (
        "Chacun mise des pièces en secret pour jouer en premier. Choisissez 0 et placez votre "
        "mise : vos pièces servent mieux à acheter des cartes.",
        "Todos pujan monedas en secreto para jugar primero. Elige 0 y haz tu puja: tus "
        "monedas valen más comprando cartas.",
        "Все тайно ставят монеты за право первого хода. Выберите 0 и сделайте ставку: монеты "
        "полезнее для покупки карт.",
    ),
    "Take the glowing card. It costs {cost} coins (cards further along the row cost more), "
    "and it does two things: destroy AND place.": (
        "Prenez la carte en surbrillance. Elle coûte {cost} pièces (plus loin dans la rangée, "
        "plus cher), et fait deux choses : détruire ET placer.",
        "Toma la carta iluminada. Cuesta {cost} monedas (más adelante en la fila, más caras) "
        "y hace dos cosas: destruir Y colocar.",
        "Возьмите подсвеченную карту. Она стоит {cost} монет(ы) (чем дальше в ряду, тем "
        "дороже) и делает два дела: уничтожить И поставить.",
    ),
    'An "and" card does both actions. First destroy the neutral army in region {region}: it '
    "would have blocked you.": (
        "Une carte « et » fait les deux actions. Détruisez d'abord l'armée neutre de la région "
        "{region} : elle vous aurait bloqué.",
        "Una carta «y» hace las dos acciones. Primero destruye el ejército neutral de la "
        "región {region}: te habría bloqueado.",
        "Карта «и» выполняет оба действия. Сначала уничтожьте нейтральную армию в области "
        "{region}: она бы вам мешала.",
    ),
    "Now place one army in region {region}, the start region: new armies go there or to one "
    "of your cities.": (
        "Placez maintenant une armée dans la région {region}, celle du départ : les nouvelles "
        "armées vont là ou dans une de vos cités.",
        "Ahora pon un ejército en la región {region}, la de salida: los ejércitos nuevos van "
        "allí o a una de tus ciudades.",
        "Теперь поставьте армию в область {region}, стартовую: новые армии ставят туда или в "
        "ваши города.",
    ),
    "The card is used up. Click the glowing button to end your turn.": (
        "La carte est épuisée. Cliquez sur le bouton en surbrillance pour finir votre tour.",
        "La carta está gastada. Pulsa el botón iluminado para terminar tu turno.",
        "Карта использована. Нажмите подсвеченную кнопку, чтобы закончить ход.",
    ),
    "Take the free card: it moves armies, and its ship lets them cross the sea. Its good is "
    "wild: at the end it counts as the good you choose.": (
        "Prenez la carte gratuite : elle déplace des armées, et son bateau leur fait traverser "
        "la mer. Sa ressource est joker : à la fin, elle compte comme celle de votre choix.",
        "Toma la carta gratis: mueve ejércitos y su barco les deja cruzar el mar. Su recurso "
        "es comodín: al final cuenta como el que elijas.",
        "Возьмите бесплатную карту: она перемещает армии, а корабль позволяет плыть по морю. "
        "Её товар — джокер: в конце он считается любым товаром по вашему выбору.",
    ),
    "Click your army in region {source}, then region {target}: one move over land.": (
        "Cliquez sur votre armée dans la région {source}, puis sur la région {target} : un "
        "déplacement par la terre.",
        "Pulsa tu ejército en la región {source} y luego la región {target}: un movimiento por "
        "tierra.",
        "Щёлкните свою армию в области {source}, затем область {target}: ход по суше.",
    ),
    "Now cross the sea: click your army in region {source} again, then region {target}. Only "
    "a card with a ship may go over water.": (
        "Traversez maintenant la mer : cliquez de nouveau sur votre armée dans la région "
        "{source}, puis sur la région {target}. Seule une carte avec un bateau passe sur l'eau.",
        "Ahora cruza el mar: pulsa otra vez tu ejército en la región {source} y luego la región "
        "{target}. Solo una carta con barco pasa por el agua.",
        "Теперь через море: снова щёлкните свою армию в области {source}, затем область "
        "{target}. Только карта с кораблём позволяет плыть по воде.",
    ),
    "Both moves are made. End your turn with the glowing button.": (
        "Les deux déplacements sont faits. Finissez votre tour avec le bouton en surbrillance.",
        "Los dos movimientos están hechos. Termina tu turno con el botón iluminado.",
        "Оба хода сделаны. Закончите ход подсвеченной кнопкой.",
    ),
    'Take the free card. It is an "or" card: you will do one of its two actions, not both.': (
        "Prenez la carte gratuite. C'est une carte « ou » : vous ferez une de ses deux "
        "actions, pas les deux.",
        "Toma la carta gratis. Es una carta «o»: harás una de sus dos acciones, no ambas.",
        "Возьмите бесплатную карту. Это карта «или»: вы выполните одно из двух действий, не оба.",
    ),
    "Choose the move: your armies must spread out, since each region belongs to whoever has "
    "most armies in it.": (
        "Choisissez le déplacement : vos armées doivent s'étendre, car chaque région est à qui "
        "y a le plus d'armées.",
        "Elige el movimiento: tus ejércitos deben extenderse, pues cada región es de quien "
        "tiene más ejércitos en ella.",
        "Выберите перемещение: армиям надо расходиться, ведь область принадлежит тому, у кого "
        "там больше армий.",
    ),
    "Move an army from {source} to {target}. A neutral army stands there: you need more "
    "armies than it to control the region.": (
        "Déplacez une armée de {source} à {target}. Une armée neutre y est : il vous en faut "
        "plus qu'elle pour contrôler la région.",
        "Mueve un ejército de {source} a {target}. Allí hay uno neutral: necesitas más "
        "ejércitos que él para controlar la región.",
        "Переместите армию из {source} в {target}. Там стоит нейтральная армия: чтобы "
        "контролировать область, нужно больше армий.",
    ),
    "Move another army from {source} to {target}.": (
        "Déplacez une autre armée de {source} à {target}.",
        "Mueve otro ejército de {source} a {target}.",
        "Переместите ещё одну армию из {source} в {target}.",
    ),
    "And a third one from {source} to {target}.": (
        "Et une troisième de {source} à {target}.",
        "Y un tercero de {source} a {target}.",
        "И третью из {source} в {target}.",
    ),
    "End your turn with the glowing button.": (
        "Finissez votre tour avec le bouton en surbrillance.",
        "Termina tu turno con el botón iluminado.",
        "Закончите ход подсвеченной кнопкой.",
    ),
    "Take this card for its crystal: at the end, the more cards of one good you hold, the more "
    "points they score (your panel shows them).": (
        "Prenez cette carte pour son cristal : à la fin, plus vous avez de cartes d'une même "
        "ressource, plus elles rapportent (votre panneau l'indique).",
        "Toma esta carta por su cristal: al final, cuantas más cartas de un recurso tengas, "
        "más puntos dan (tu panel lo muestra).",
        "Возьмите эту карту ради кристалла: в конце чем больше карт одного товара, тем больше "
        "очков (видно на вашей панели).",
    ),
    "Place the army in the start region, {region}.": (
        "Placez l'armée dans la région de départ, {region}.",
        "Pon el ejército en la región de salida, {region}.",
        "Поставьте армию в стартовую область, {region}.",
    ),
    "Take the free card: it builds a city.": (
        "Prenez la carte gratuite : elle bâtit une cité.",
        "Toma la carta gratis: construye una ciudad.",
        "Возьмите бесплатную карту: она строит город.",
    ),
    "Build your city in region {region}, where your armies stand. A city counts as an army "
    "there, and new armies may be placed at it.": (
        "Bâtissez votre cité dans la région {region}, où sont vos armées. Une cité y compte "
        "comme une armée, et on peut y placer de nouvelles armées.",
        "Construye tu ciudad en la región {region}, donde están tus ejércitos. Una ciudad "
        "cuenta allí como un ejército y en ella se pueden poner ejércitos nuevos.",
        "Постройте город в области {region}, где стоят ваши армии. Город считается там "
        "армией, и в него можно ставить новые армии.",
    ),
    "Your opponent destroyed an army. Keep a spare army where a region matters to you.": (
        "Votre adversaire a détruit une armée. Gardez une armée de réserve là où une région "
        "compte pour vous.",
        "Tu rival ha destruido un ejército. Ten uno de reserva donde una región te importe.",
        "Соперник уничтожил армию. Держите запасную армию там, где область вам важна.",
    ),
    "Your opponent built a city: new armies may now be placed there too.": (
        "Votre adversaire a bâti une cité : de nouvelles armées peuvent aussi y être placées.",
        "Tu rival ha construido una ciudad: ahora también puede poner ejércitos allí.",
        "Соперник построил город: теперь он может ставить армии и туда.",
    ),
    "The game is over. The score shows line by line: one point per region and per continent "
    "you control, then your goods. Most points wins.": (
        "La partie est finie. Le score se lit ligne par ligne : un point par région et par "
        "continent contrôlés, puis vos ressources. Le plus de points gagne.",
        "La partida ha terminado. La puntuación va línea a línea: un punto por región y por "
        "continente que controlas, luego tus recursos. Gana quien más puntos tiene.",
        "Игра окончена. Счёт по строкам: очко за каждую контролируемую область и континент, "
        "затем товары. Побеждает набравший больше очков.",
    ),
}


def main() -> None:
    write_domain("tutorials", "Empires: Learn to play and the tutorials' coach texts.", TEXTS)


if __name__ == "__main__":
    main()
