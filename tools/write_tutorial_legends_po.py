"""Write locale/<lang>/LC_MESSAGES/tutorial_legends.po: the Legends tutorial's coach texts
(`assets/tutorials/legends.json`) and the words of its coached screens, in their own catalogue
so that they merge apart from the other tutorials'. Texts it shares with Eight-Minute Empire's
tutorial (the neutral armies, ending a turn) stay in `tutorials.po`.

Run: uv run python tools/write_tutorial_legends_po.py
"""

from __future__ import annotations

from po_catalogue import write_domain

# msgid: (fr, es, ru)
TEXTS: dict[str, tuple[str, str, str]] = {
    # the screens
    "The bids are open: the highest bidder pays and plays first.": (
        "Les mises sont révélées : le plus offrant paie et joue en premier.",
        "Las pujas están a la vista: quien más pujó paga y juega primero.",
        "Ставки открыты: кто поставил больше, платит и ходит первым.",
    ),
    # the coach texts of assets/tutorials/legends.json
    "Legends: your first game": (
        "Légendes : votre première partie",  # the game's own name in each language
        "Leyendas: tu primera partida",
        "Легенды: ваша первая партия",
    ),
    "Welcome to Legends! You play against the Easy computer. Spread your armies with the "
    "cards you take: regions, islands and your cards' abilities score points.": (
        "Bienvenue dans Légendes ! Vous jouez contre l'ordinateur Facile. Étendez vos armées "
        "grâce aux cartes que vous prenez : régions, îles et capacités des cartes rapportent "
        "des points.",
        "¡Bienvenido a Leyendas! Juegas contra el ordenador Fácil. Extiende tus ejércitos con "
        "las cartas que tomas: regiones, islas y habilidades de las cartas dan puntos.",
        "Добро пожаловать в «Легенды»! Вы играете против компьютера «Лёгкий». Расставляйте армии "
        "с помощью взятых карт: очки дают регионы, острова и свойства карт.",
    ),
    "Goal: control the most regions and islands, and collect cards that score.": (
        "But : contrôler le plus de régions et d'îles, et réunir des cartes qui rapportent.",
        "Objetivo: controlar más regiones e islas, y reunir cartas que puntúan.",
        "Цель: контролировать больше регионов и островов и собирать карты, дающие очки.",
    ),
    "With two players, neutral armies take up room first. Place one in the glowing region "
    "{region}: it stands in everyone's way.": (
        "À deux joueurs, des armées neutres occupent d'abord le terrain. Placez-en une dans "
        "la région {region} en surbrillance : elle gênera tout le monde.",
        "Con dos jugadores, primero los ejércitos neutrales ocupan sitio. Pon uno en la región "
        "{region} iluminada: estorbará a todos.",
        "При двух игроках сначала ставятся нейтральные армии. Поставьте одну в светящийся "
        "регион {region}: она мешает всем.",
    ),
    "Everyone bids coins in secret to play first. Choose 0 and place your bid: coins buy "
    "cards, and on a tie the youngest player (you) starts.": (
        "Chacun mise des pièces en secret pour jouer en premier. Choisissez 0 et placez votre "
        "mise : les pièces achètent des cartes, et en cas d'égalité le plus jeune (vous) "
        "commence.",
        "Todos pujan monedas en secreto para jugar primero. Elige 0 y haz tu puja: las "
        "monedas compran cartas, y en un empate empieza el más joven (tú).",
        "Все тайно ставят монеты за право ходить первым. Выберите 0 и сделайте ставку: монеты "
        "нужны на карты, а при равенстве начинает младший игрок (вы).",
    ),
    "Take the glowing card. It costs {cost} coins (cards further along the row cost more). "
    "It builds a city, and its ability adds one move to every card that moves armies, from "
    "now on.": (
        "Prenez la carte en surbrillance. Elle coûte {cost} pièces (plus loin dans la rangée, "
        "plus cher). Elle bâtit une cité, et sa capacité ajoute désormais un déplacement à "
        "chaque carte qui déplace des armées.",
        "Toma la carta iluminada. Cuesta {cost} monedas (más adelante en la fila, más caras). "
        "Construye una ciudad, y su habilidad añade desde ahora un movimiento a cada carta que "
        "mueve ejércitos.",
        "Возьмите светящуюся карту. Она стоит {cost} монеты (чем дальше в ряду, тем дороже). "
        "Она строит город, а её свойство отныне добавляет одно перемещение каждой карте, "
        "перемещающей армии.",
    ),
    "Build the city in region {region}, where your extra army stands. A city counts as an "
    "army, and it claims the token there: a buried treasure, worth a coin.": (
        "Bâtissez la cité dans la région {region}, où se trouve votre armée supplémentaire. "
        "Une cité compte comme une armée, et elle prend le jeton qui s'y trouve : un trésor "
        "enfoui, qui vaut une pièce.",
        "Construye la ciudad en la región {region}, donde está tu ejército adicional. Una "
        "ciudad cuenta como un ejército y se queda la ficha que hay allí: un tesoro enterrado, "
        "que vale una moneda.",
        "Постройте город в регионе {region}, где стоит ваша дополнительная армия. Город "
        "считается армией и забирает лежащий там жетон: зарытый клад, он стоит монету.",
    ),
    "The card is used up, and the treasure's coin is in your panel. End your turn with the "
    "glowing button.": (
        "La carte est utilisée, et la pièce du trésor est dans votre panneau. Finissez votre "
        "tour avec le bouton en surbrillance.",
        "La carta está usada, y la moneda del tesoro ya está en tu panel. Termina tu turno con "
        "el botón iluminado.",
        "Карта разыграна, а монета из клада уже на вашей панели. Завершите ход светящейся кнопкой.",
    ),
    "Take the free card: it places three armies AND destroys one. Its ability scores a point "
    "at the end for each Night card you hold.": (
        "Prenez la carte gratuite : elle place trois armées ET en détruit une. Sa capacité "
        "rapporte à la fin un point par carte de la Nuit que vous avez.",
        "Toma la carta gratis: pone tres ejércitos Y destruye uno. Su habilidad da al final un "
        "punto por cada carta de la Noche que tengas.",
        "Возьмите бесплатную карту: она ставит три армии И уничтожает одну. Её свойство даёт "
        "в конце очко за каждую вашу карту Ночи.",
    ),
    'An "and" card does both actions, in order. Place an army at your city in {region}: new '
    "armies go on the start region or on your cities.": (
        "Une carte « et » fait les deux actions, dans l'ordre. Placez une armée à votre cité "
        "en {region} : les nouvelles armées vont sur la région de départ ou sur vos cités.",
        "Una carta «y» hace las dos acciones, en orden. Pon un ejército en tu ciudad de "
        "{region}: los ejércitos nuevos van a la región inicial o a tus ciudades.",
        "Карта «и» выполняет оба действия по порядку. Поставьте армию к своему городу в "
        "{region}: новые армии ставятся в стартовый регион или в ваши города.",
    ),
    "Place the next one in the start region, {region}: your opponent's armies stand there too.": (
        "Placez la suivante dans la région de départ, {region} : les armées de votre "
        "adversaire s'y trouvent aussi.",
        "Pon el siguiente en la región inicial, {region}: los ejércitos de tu rival también "
        "están allí.",
        "Поставьте следующую в стартовый регион {region}: там стоят и армии соперника.",
    ),
    "And the third at your city in {region}.": (
        "Et la troisième à votre cité en {region}.",
        "Y el tercero en tu ciudad de {region}.",
        "И третью — к своему городу в {region}.",
    ),
    "Now destroy one of your opponent's armies in {region}: a region belongs to whoever has "
    "most armies in it.": (
        "Détruisez maintenant une armée de votre adversaire en {region} : une région "
        "appartient à qui y a le plus d'armées.",
        "Ahora destruye un ejército de tu rival en {region}: una región es de quien tiene más "
        "ejércitos en ella.",
        "Теперь уничтожьте армию соперника в {region}: регион принадлежит тому, у кого там "
        "больше армий.",
    ),
    "Take this card for its elixir: at the end, whoever holds the most elixirs scores 2 "
    "points. Its action is place OR move: you do one, not both.": (
        "Prenez cette carte pour son élixir : à la fin, qui a le plus d'élixirs marque 2 "
        "points. Son action est placer OU déplacer : vous faites l'une, pas les deux.",
        "Toma esta carta por su elixir: al final, quien tenga más elixires gana 2 puntos. Su "
        "acción es poner O mover: haces una, no las dos.",
        "Возьмите эту карту ради эликсира: в конце у кого больше эликсиров, тот получает "
        "2 очка. Её действие — поставить ИЛИ переместить: одно из двух.",
    ),
    'An "or" card is decided by its first step. Click your armies in {source}, then '
    "{target}: a step over land costs one move.": (
        "Une carte « ou » se décide à son premier pas. Cliquez sur vos armées en {source}, "
        "puis sur {target} : un pas sur terre coûte un déplacement.",
        "Una carta «o» se decide con su primer paso. Pulsa en tus ejércitos de {source} y "
        "luego en {target}: un paso por tierra cuesta un movimiento.",
        "Карта «или» определяется первым шагом. Щёлкните свои армии в {source}, затем "
        "{target}: шаг по суше стоит одно перемещение.",
    ),
    "Now cross the water: click {source}, then {target}. A step over water costs three moves "
    "(fewer with Flying).": (
        "Traversez maintenant l'eau : cliquez sur {source}, puis sur {target}. Un pas sur "
        "l'eau coûte trois déplacements (moins avec Vol).",
        "Ahora cruza el agua: pulsa en {source} y luego en {target}. Un paso por agua cuesta "
        "tres movimientos (menos con Vuelo).",
        "Теперь через воду: щёлкните {source}, затем {target}. Шаг по воде стоит три "
        "перемещения (меньше с «Полётом»).",
    ),
    "One move is left, but you need not use it. End your turn with the glowing button.": (
        "Il reste un déplacement, mais rien ne vous oblige à l'utiliser. Finissez votre tour "
        "avec le bouton en surbrillance.",
        "Queda un movimiento, pero no tienes que usarlo. Termina tu turno con el botón iluminado.",
        "Осталось одно перемещение, но тратить его не обязательно. Завершите ход светящейся "
        "кнопкой.",
    ),
    "Now play on by yourself: take the cards you like. The game ends when each of you holds "
    "11 cards; the coach still speaks up when something new happens.": (
        "Jouez maintenant seul : prenez les cartes qui vous plaisent. La partie finit quand "
        "chacun a 11 cartes ; le coach intervient encore quand il se passe du nouveau.",
        "Ahora sigue tú solo: toma las cartas que quieras. La partida termina cuando cada uno "
        "tiene 11 cartas; el entrenador aún avisa cuando pasa algo nuevo.",
        "Теперь играйте сами: берите карты по вкусу. Игра кончается, когда у каждого по "
        "11 карт; наставник ещё подскажет, когда случится что-то новое.",
    ),
    "Your opponent claimed a token by building a city on it. Hover over a token to read what "
    "it gives.": (
        "Votre adversaire a pris un jeton en bâtissant une cité dessus. Survolez un jeton pour "
        "lire ce qu'il donne.",
        "Tu rival se ha quedado una ficha al construir una ciudad encima. Pasa el puntero "
        "sobre una ficha para leer lo que da.",
        "Соперник забрал жетон, построив на нём город. Наведите указатель на жетон, чтобы "
        "прочесть, что он даёт.",
    ),
    "The game is over. The score shows line by line: a point per region and per island you "
    "control, your cards' points, then the elixirs. Most points wins.": (
        "La partie est finie. Le score se lit ligne par ligne : un point par région et par île "
        "contrôlées, les points de vos cartes, puis les élixirs. Le plus de points gagne.",
        "La partida ha terminado. La puntuación va línea a línea: un punto por región y por "
        "isla que controlas, los puntos de tus cartas y luego los elixires. Gana quien más "
        "puntos tiene.",
        "Игра окончена. Счёт по строкам: очко за каждый контролируемый регион и остров, очки "
        "карт, затем эликсиры. Побеждает набравший больше очков.",
    ),
}


def main() -> None:
    write_domain(
        "tutorial_legends", "Empires: the Legends tutorial's coach texts and screens.", TEXTS
    )


if __name__ == "__main__":
    main()
