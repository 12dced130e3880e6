"""Write locale/<lang>/LC_MESSAGES/tutorial_solo.po: the Imperial Settlers solo tutorial's coach
texts (`assets/tutorials/settlers-solo.json`) and its words on the virtual player's attacks
(`game/tutorials/solo_attacks.py`), in their own catalogue so that they merge apart.

Run: uv run python tools/write_tutorial_solo_po.py
"""

from __future__ import annotations

from po_catalogue import write_domain

# msgid: (fr, es, ru)
TEXTS: dict[str, tuple[str, str, str]] = {
    "Imperial Settlers solo: your first game": (
        "Imperial Settlers en solo : votre première partie",
        "Imperial Settlers en solitario: tu primera partida",
        "Imperial Settlers, одиночная игра: ваша первая партия",
    ),
    "Welcome! You play the Romans alone against the virtual player: it takes cards and attacks "
    "your common locations. You win by building more faction locations than its collection "
    "pile holds after five rounds.": (
        "Bienvenue ! Vous jouez les Romains seul contre le joueur virtuel : il prend des cartes "
        "et attaque vos lieux communs. Vous gagnez si, après cinq rounds, vous avez construit "
        "plus de lieux de faction que sa pile de collection ne compte de cartes.",
        "¡Bienvenido! Juegas con los romanos en solitario contra el jugador virtual: se queda "
        "cartas y ataca tus localizaciones comunes. Ganas si tras cinco rondas has construido "
        "más localizaciones de facción que cartas tiene su pila de colección.",
        "Добро пожаловать! Вы играете за римлян один против виртуального игрока: он забирает "
        "карты и атакует ваши общие локации. Вы побеждаете, если за пять раундов построите "
        "больше локаций фракции, чем карт в его стопке трофеев.",
    ),
    "Goal: build more faction locations than the virtual player collects.": (
        "But : plus de lieux de faction que de cartes collectées par le joueur virtuel.",
        "Objetivo: más localizaciones de facción que cartas reúne el jugador virtual.",
        "Цель: больше локаций фракции, чем карт у виртуального игрока.",
    ),
    "Lookout: four cards lie face up. Take the glowing {card}; the virtual player then gets "
    "one of the other three at random.": (
        "Observation : quatre cartes sont face visible. Prenez {card}, qui brille ; le joueur "
        "virtuel reçoit ensuite une des trois autres au hasard.",
        "Observación: hay cuatro cartas boca arriba. Toma {card}, que brilla; después el "
        "jugador virtual recibe una de las otras tres al azar.",
        "Разведка: четыре карты лежат в открытую. Возьмите светящуюся «{card}»; виртуальный "
        "игрок затем получит одну из трёх других наугад.",
    ),
    "Take {card}. The last card goes to the virtual player as one of its locations.": (
        "Prenez {card}. La dernière carte va au joueur virtuel et devient l'un de ses lieux.",
        "Toma {card}. La última carta va al jugador virtual como una de sus localizaciones.",
        "Возьмите «{card}». Последняя карта уходит виртуальному игроку как его локация.",
    ),
    "Production has given you your faction board's goods. Raze {card} in your hand with your raze token: you get the goods of its raze field, at the card's top right.": (
        "La production vous a donné les marchandises de votre plateau de faction. Faites une razzia sur {card} de votre main avec votre jeton Razzia : vous recevez les marchandises de son champ razzia, en haut à droite de la carte.",
        "La producción te ha dado los bienes de tu tablero de facción. Saquea {card} de tu mano con tu ficha de saqueo: recibes los bienes de su campo de saqueo, arriba a la derecha de la carta.",
        "Производство дало вам товары с планшета фракции. Разорите «{card}» из руки жетоном разорения: вы получите товары её поля разорения — справа вверху карты.",
    ),
    "Any two workers buy one resource. Spend them on wood: building needs it.": (
        "Deux ouvriers achètent une ressource. Dépensez-les pour du bois : il faut en avoir "
        "pour construire.",
        "Dos trabajadores compran un recurso. Gástalos en madera: hace falta para construir.",
        "Два рабочих покупают один ресурс. Потратьте их на дерево: оно нужно для стройки.",
    ),
    "Build {card} with your wood: as a production location it brings one wood every round.": (
        "Construisez {card} avec votre bois : c'est un lieu de production, il rapporte un bois à chaque round.",
        "Construye {card} con tu madera: es una localización de producción y da una madera cada ronda.",
        "Постройте «{card}» из дерева: это локация производства, она даёт одно дерево каждый раунд.",
    ),
    "Try your defence token on {card}: against other players it makes a location harder to raze, but the virtual player ignores it, and the cleanup takes it back.": (
        "Essayez votre pion Défense sur {card} : contre d'autres joueurs, il rend un lieu plus dur à razzier, mais le joueur virtuel l'ignore, et l'entretien le reprend.",
        "Prueba tu ficha de defensa en {card}: contra otros jugadores hace más difícil saquear una localización, pero el jugador virtual la ignora y el mantenimiento la retira.",
        "Попробуйте жетон защиты на «{card}»: против других игроков он затрудняет разорение локации, но виртуальный игрок его не замечает, а уборка его снимает.",
    ),
    "Make a deal with {card}: pay one food and it goes under your board. Every production it gives you its deal good, the raze token at the card's foot.": (
        "Faites affaire avec {card} : payez une nourriture et glissez-la sous votre plateau. À chaque production, elle vous donne sa marchandise d'affaire, le jeton Razzia en bas de la carte.",
        "Haz un acuerdo con {card}: paga una comida y va bajo tu tablero. En cada producción te da su bien de acuerdo, la ficha de saqueo al pie de la carta.",
        "Заключите сделку: «{card}» за одну еду уходит под ваш планшет. В каждое производство она даёт товар сделки — жетон разорения внизу карты.",
    ),
    # the same words as the 2-player Settlers tutorial's (assets/tutorials/settlers.json)
    "Your action is done: click End turn. Until then, Undo takes it back.": (
        "Votre action est faite : cliquez sur Finir le tour. D'ici là, Annuler la reprend.",
        "Tu acción está hecha: pulsa Terminar turno. Hasta entonces, Deshacer la anula.",
        "Действие выполнено: нажмите «Завершить ход». До этого «Отменить» вернёт его.",
    ),
    "Pass: the round ends. The cleanup discards unstored goods, the virtual player's two cards "
    "go to its collection pile, and it attacks twice.": (
        "Passez : le round se termine. L'entretien défausse les marchandises non stockées, les "
        "deux cartes du joueur virtuel vont dans sa pile de collection, puis il attaque deux "
        "fois.",
        "Pasa: la ronda termina. El mantenimiento descarta los bienes no almacenados, las dos "
        "cartas del jugador virtual van a su pila de colección y ataca dos veces.",
        "Пасуйте: раунд заканчивается. Уборка сбрасывает несохранённые товары, две карты "
        "виртуального игрока уходят в его стопку трофеев, и он атакует дважды.",
    ),
    "{attack} Faction locations are never attacked. Round 2: take {card}.": (
        "{attack} Les lieux de faction ne sont jamais attaqués. Round 2 : prenez {card}.",
        "{attack} Las localizaciones de facción nunca son atacadas. Ronda 2: toma {card}.",
        "{attack} Локации фракции никогда не атакуются. Раунд 2: возьмите «{card}».",
    ),
    "Take {card}. The other card joins the virtual player's empire, where you can still raze it.": (
        "Prenez {card}. L'autre carte rejoint l'empire du joueur virtuel, où vous pouvez encore lui faire subir une razzia.",
        "Toma {card}. La otra carta se une al imperio del jugador virtual, donde aún puedes saquearla.",
        "Возьмите «{card}». Другая карта уходит в империю виртуального игрока, где её ещё можно разорить.",
    ),
    "Raze {card} in the virtual player's empire with two raze tokens: it is discarded instead of joining its collection pile, and you get its raze goods.": (
        "Faites une razzia sur {card} du joueur virtuel avec deux jetons Razzia : la carte est défaussée au lieu de rejoindre sa pile de collection, et vous recevez ses marchandises de razzia.",
        "Saquea {card} del jugador virtual con dos fichas de saqueo: se descarta en vez de ir a su pila de colección y recibes sus bienes de saqueo.",
        "Разорите «{card}» виртуального игрока двумя жетонами разорения: карта уйдёт в сброс, а не в его стопку трофеев, и вы получите её товары разорения.",
    ),
    "Now play on alone for the five rounds. Build common locations, then faction locations "
    "over them: the virtual player never attacks those. The coach speaks up when something "
    "new happens.": (
        "Jouez maintenant seul jusqu'au bout des cinq rounds. Construisez des lieux communs, "
        "puis des lieux de faction par-dessus : le joueur virtuel ne les attaque jamais. Le "
        "coach intervient quand il se passe quelque chose de nouveau.",
        "Ahora sigue tú solo durante las cinco rondas. Construye localizaciones comunes y "
        "luego de facción sobre ellas: el jugador virtual nunca ataca estas. El entrenador "
        "habla cuando pasa algo nuevo.",
        "Теперь играйте сами до конца пяти раундов. Стройте общие локации, затем поверх них "
        "локации фракции: их виртуальный игрок не атакует. Наставник подскажет, когда "
        "случится что-то новое.",
    ),
    "The virtual player attacks again. {attack}": (
        "Le joueur virtuel attaque de nouveau. {attack}",
        "El jugador virtual ataca de nuevo. {attack}",
        "Виртуальный игрок снова атакует. {attack}",
    ),
    "The game is over: you built {built} faction locations against {collected} cards in its "
    "collection pile. You win with more faction locations than its pile, and your points give "
    "your title.": (
        "La partie est finie : vous avez construit {built} lieux de faction contre {collected} "
        "cartes dans sa pile de collection. Vous gagnez avec plus de lieux de faction que sa "
        "pile n'a de cartes, et vos points vous donnent votre titre.",
        "La partida ha terminado: has construido {built} localizaciones de facción frente a "
        "{collected} cartas en su pila de colección. Ganas con más localizaciones de facción "
        "que cartas en su pila, y tus puntos te dan tu título.",
        "Игра окончена: у вас локаций фракции — {built}, в его стопке трофеев карт — "
        "{collected}. Вы побеждаете, если локаций фракции больше, чем карт в стопке, а очки "
        "дают вам титул.",
    ),
    # the attacks explained (game/tutorials/solo_attacks.py)
    "The targets are {goods}: only your {card} shows them in its raze field, so the virtual "
    "player takes it.": (
        "Les cibles sont {goods} : seul votre lieu {card} les montre dans son champ razzia, "
        "le joueur virtuel le prend donc.",
        "Los objetivos son {goods}: solo tu {card} los muestra en su campo de saqueo, así que "
        "el jugador virtual se la lleva.",
        "Цели: {goods}. Только ваша «{card}» показывает их в поле разорения, и виртуальный "
        "игрок забирает её.",
    ),
    "The targets are {goods}: several of your locations show them, and action locations go "
    "first, then features, then production, so it takes your {card}.": (
        "Les cibles sont {goods} : plusieurs de vos lieux les montrent ; les lieux d'action "
        "passent en premier, puis les spéciaux, puis la production : il prend donc {card}.",
        "Los objetivos son {goods}: varias de tus localizaciones los muestran; primero van las "
        "de acción, luego las especiales y luego las de producción, así que se lleva {card}.",
        "Цели: {goods}. Их показывают несколько ваших локаций; сначала идут локации действия, "
        "потом особые, потом производства, поэтому он забирает «{card}».",
    ),
    "The targets are {goods}: several of your locations of one type show them, and the one "
    "that cost most to build goes first: your {card}.": (
        "Les cibles sont {goods} : plusieurs de vos lieux du même type les montrent, et celui "
        "qui a coûté le plus cher à construire passe en premier : {card}.",
        "Los objetivos son {goods}: varias localizaciones tuyas del mismo tipo los muestran, y "
        "va primero la que más costó construir: {card}.",
        "Цели: {goods}. Их показывают несколько ваших локаций одного типа, и первой идёт самая "
        "дорогая в постройке: «{card}».",
    ),
    "The targets are {goods}: several of your locations show them at the same cost, and the "
    "one with more stone in its cost goes first: your {card}.": (
        "Les cibles sont {goods} : plusieurs de vos lieux les montrent pour un même coût, et "
        "celui qui coûte le plus de pierre passe en premier : {card}.",
        "Los objetivos son {goods}: varias localizaciones tuyas los muestran con el mismo "
        "coste, y va primero la que lleva más piedra: {card}.",
        "Цели: {goods}. Их показывают несколько ваших локаций равной цены, и первой идёт та, "
        "где больше камня: «{card}».",
    ),
    "The targets are {goods}: several of your locations are equal by every rule, and you "
    "chose your {card}.": (
        "Les cibles sont {goods} : plusieurs de vos lieux sont à égalité selon toutes les "
        "règles, et vous avez choisi {card}.",
        "Los objetivos son {goods}: varias localizaciones tuyas empatan en todas las reglas, y "
        "elegiste {card}.",
        "Цели: {goods}. Несколько ваших локаций равны по всем правилам, и вы выбрали «{card}».",
    ),
    "Both targets are victory points: against the Japanese, the attack takes a faction "
    "location, your {card}.": (
        "Les deux cibles sont des points de victoire : contre les Japonais, l'attaque prend un "
        "lieu de faction, {card}.",
        "Ambos objetivos son puntos de victoria: contra los japoneses, el ataque se lleva una "
        "localización de facción, {card}.",
        "Обе цели — победные очки: против японцев атака забирает локацию фракции, «{card}».",
    ),
    "The attack shows {first}: none of your common locations has it in its raze field, so "
    "nothing is lost.": (
        "L'attaque montre {first} : aucun de vos lieux communs ne l'a dans son champ razzia, "
        "rien n'est donc perdu.",
        "El ataque muestra {first}: ninguna de tus localizaciones comunes lo tiene en su campo "
        "de saqueo, así que no pierdes nada.",
        "Атака показывает: {first}. Ни у одной вашей общей локации этого нет в поле "
        "разорения, поэтому потерь нет.",
    ),
    "The attack shows {first}: your locations that have it lack a second target of the line, "
    "so nothing is lost.": (
        "L'attaque montre {first} : vos lieux qui l'ont n'ont pas de seconde cible de la "
        "ligne, rien n'est donc perdu.",
        "El ataque muestra {first}: tus localizaciones que lo tienen no tienen un segundo "
        "objetivo de la línea, así que no pierdes nada.",
        "Атака показывает: {first}. У ваших локаций с этой целью нет второй цели из линии "
        "атаки, поэтому потерь нет.",
    ),
    "{first} and {other}": ("{first} et {other}", "{first} y {other}", "{first} и {other}"),
    "Its defence token did not help: defence never stops the virtual player.": (
        "Son pion Défense n'a servi à rien : la défense n'arrête jamais le joueur virtuel.",
        "Su ficha de defensa no sirvió: la defensa nunca detiene al jugador virtual.",
        "Жетон защиты не помог: защита никогда не останавливает виртуального игрока.",
    ),
}


def main() -> None:
    write_domain(
        "tutorial_solo", "Empires: the Imperial Settlers solo tutorial's coach texts.", TEXTS
    )


if __name__ == "__main__":
    main()
