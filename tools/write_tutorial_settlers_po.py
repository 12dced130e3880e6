"""Write locale/<lang>/LC_MESSAGES/tutorial_settlers.po: the coach texts of the Imperial
Settlers tutorial (`assets/tutorials/settlers.json`), in their own catalogue so that they
merge apart from the other tutorials'. The words follow the Settlers screens' own: lookout,
cleanup, raze token, deal, foundation, End turn, Undo, Spend workers.

Run: uv run python tools/write_tutorial_settlers_po.py
"""

from __future__ import annotations

from po_catalogue import write_domain

# msgid: (fr, es, ru)
TEXTS: dict[str, tuple[str, str, str]] = {
    "Imperial Settlers: your first game": (
        "Imperial Settlers : votre première partie",
        "Imperial Settlers: tu primera partida",
        "Поселенцы: ваша первая партия",
    ),
    "Welcome! You lead the Romans against the Easy computer. In five rounds you gather goods, build locations and raze your rival's; most victory points wins.": (
        "Bienvenue ! Vous menez les Romains contre l'ordinateur facile. En cinq manches, vous amassez des ressources, bâtissez des lieux et pillez ceux de votre rival ; le plus de points de victoire l'emporte.",
        "¡Bienvenido! Diriges a los romanos contra el ordenador fácil. En cinco rondas reúnes bienes, construyes localizaciones y saqueas las de tu rival; gana quien tenga más puntos de victoria.",
        "Добро пожаловать! Вы ведёте римлян против лёгкого компьютера. За пять раундов вы собираете товары, строите локации и разоряете локации соперника; побеждает тот, у кого больше победных очков.",
    ),
    "Goal: the most victory points after five rounds.": (
        "But : le plus de points de victoire en cinq manches.",
        "Objetivo: más puntos de victoria en cinco rondas.",
        "Цель: больше всех победных очков за пять раундов.",
    ),
    "Now play on by yourself until the end of round 5. Build what your goods allow, use your action locations, and pass when nothing is worth doing; the coach speaks up when something new happens.": (
        "À vous de jouer seul jusqu'à la fin de la manche 5. Bâtissez ce que vos ressources permettent, utilisez vos lieux d'action et passez quand plus rien n'en vaut la peine ; le coach reprend la parole quand il se passe du nouveau.",
        "Ahora juega por tu cuenta hasta el final de la ronda 5. Construye lo que tus bienes permitan, usa tus localizaciones de acción y pasa cuando nada valga la pena; el entrenador hablará cuando ocurra algo nuevo.",
        "Теперь играйте сами до конца 5-го раунда. Стройте, что позволяют товары, используйте локации действия и пасуйте, когда делать больше нечего; наставник подскажет, когда случится что-то новое.",
    ),
    "Each round begins with the lookout: you and your opponent take turns picking revealed cards. Pick {card}, a production location.": (
        "Chaque manche commence par l'observation : vous et votre adversaire prenez tour à tour une carte révélée. Prenez {card}, un lieu de production.",
        "Cada ronda empieza con la observación: tú y tu rival cogéis por turnos cartas reveladas. Coge {card}, una localización de producción.",
        "Каждый раунд начинается с разведки: вы с соперником по очереди берёте открытые карты. Возьмите «{card}» — локацию производства.",
    ),
    "Pick {card} too. A card you will not build is still useful: it can be razed for the goods shown at its top right.": (
        "Prenez aussi {card}. Une carte que vous ne bâtirez pas sert quand même : une razzia la change en ressources indiquées en haut à droite.",
        "Coge también {card}. Una carta que no construyas sigue siendo útil: puedes saquearla para obtener los bienes de su esquina superior derecha.",
        "Возьмите и «{card}». Карта, которую вы не построите, всё равно пригодится: её можно разорить и получить товары, указанные в правом верхнем углу.",
    ),
    "Production just gave you goods from your faction board (your supply, on the right). Build {card}: it costs wood and stone, and makes a stone every round.": (
        "La production vient de vous donner les ressources de votre plateau de faction (votre réserve, à droite). Bâtissez {card} : ce lieu coûte du bois et de la pierre, et produit une pierre à chaque manche.",
        "La producción te acaba de dar los bienes de tu tablero de facción (tu reserva, a la derecha). Construye {card}: cuesta madera y piedra, y produce una piedra cada ronda.",
        "Производство только что дало вам товары с планшета фракции (ваш запас справа). Постройте «{card}»: она стоит дерево и камень и даёт камень каждый раунд.",
    ),
    "Your action is done: click End turn. Until then, Undo takes it back.": (
        "Votre action est faite : cliquez sur Finir le tour. D'ici là, Annuler la reprend.",
        "Tu acción está hecha: pulsa Terminar turno. Hasta entonces, Deshacer la anula.",
        "Действие сделано: нажмите «Завершить ход». До этого «Отменить» вернёт его.",
    ),
    "Raze {card}: one raze token turns a card of your hand into the goods shown at its top right.": (
        "Razzia sur {card} : un jeton Razzia change une carte de votre main en ressources indiquées en haut à droite de la carte.",
        "Saquea {card}: una ficha de saqueo convierte una carta de tu mano en los bienes de su esquina superior derecha.",
        "Разорите «{card}»: жетон разорения превращает карту из руки в товары, указанные в её правом верхнем углу.",
    ),
    "Spend workers: every two workers give one resource or one card. Take a wood: workers left over are lost at the end of the round.": (
        "Dépensez des ouvriers : deux ouvriers donnent une ressource ou une carte. Prenez un bois : les ouvriers restants sont perdus en fin de manche.",
        "Gasta trabajadores: cada dos trabajadores dan un recurso o una carta. Toma una madera: los trabajadores que sobren se pierden al final de la ronda.",
        "Потратьте рабочих: каждые двое дают один ресурс или карту. Возьмите дерево: оставшиеся рабочие в конце раунда пропадут.",
    ),
    "Make a deal with {card}: pay one food, and the good at its foot is yours now and at every production. Only faction cards make deals.": (
        "Faites affaire avec {card} : payez une nourriture, et la ressource du bas de la carte est à vous maintenant et à chaque production. Seules les cartes de faction font des affaires.",
        "Haz un acuerdo con {card}: paga una comida y el bien de su parte inferior es tuyo ahora y en cada producción. Solo las cartas de facción hacen acuerdos.",
        "Заключите сделку с «{card}»: заплатите одну еду, и товар внизу карты ваш — сейчас и при каждом производстве. Сделки заключают только карты фракции.",
    ),
    "Build the other {card}, a Roman faction location: the L on it means it is built over one of your locations, here {discard}. Faction locations score more.": (
        "Bâtissez l'autre {card}, un lieu de faction romain : le L indique qu'il se bâtit sur l'un de vos lieux, ici {discard}. Les lieux de faction rapportent davantage.",
        "Construye el otro {card}, una localización de facción romana: la L indica que se construye sobre una de tus localizaciones, aquí {discard}. Las localizaciones de facción puntúan más.",
        "Постройте вторую «{card}» — локацию римской фракции: буква L значит, что она строится поверх одной из ваших локаций, здесь «{discard}». Локации фракции приносят больше очков.",
    ),
    "Use {card}, your new action location. Choose to use it twice: two stone become two points.": (
        "Utilisez {card}, votre nouveau lieu d'action. Choisissez de l'activer deux fois : deux pierres deviennent deux points.",
        "Usa {card}, tu nueva localización de acción. Elige usarla dos veces: dos piedras se vuelven dos puntos.",
        "Используйте «{card}» — вашу новую локацию действия. Выберите двойное использование: два камня станут двумя очками.",
    ),
    "Your opponent has passed, and you cannot pay for any card in your hand: pass. The round ends with the cleanup, which discards the goods you cannot store.": (
        "Votre adversaire a passé et aucune carte de votre main ne se paie avec ce qui vous reste : passez. La manche finit par l'entretien, qui défausse les ressources que vous ne pouvez pas garder.",
        "Tu rival ha pasado y ninguna carta de tu mano se paga con lo que te queda: pasa. La ronda termina con el mantenimiento, que descarta los bienes que no puedes guardar.",
        "Соперник спасовал, а оставшимися товарами не оплатить ни одну карту из руки: пасуйте. Раунд заканчивается уборкой: товары, которые нельзя хранить, сбрасываются.",
    ),
    "Round 2. The cleanup discarded your wood, and your faction deck gave you a card. Lookout again: pick {card}, which turns workers into cards.": (
        "Manche 2. L'entretien a défaussé votre bois, et votre paquet de faction vous a donné une carte. De nouveau l'observation : prenez {card}, qui change les ouvriers en cartes.",
        "Ronda 2. El mantenimiento descartó tu madera y tu mazo de facción te dio una carta. Otra vez la observación: coge {card}, que convierte trabajadores en cartas.",
        "Раунд 2. Уборка сбросила ваше дерево, а колода фракции дала вам карту. Снова разведка: возьмите «{card}» — она превращает рабочих в карты.",
    ),
    "Pick {card}.": (
        "Prenez {card}.",
        "Coge {card}.",
        "Возьмите «{card}».",
    ),
    "Production has given you goods again. Use {card} twice: two stone become two points.": (
        "La production vous a de nouveau donné des ressources. Utilisez {card} deux fois : deux pierres deviennent deux points.",
        "La producción te ha vuelto a dar bienes. Usa {card} dos veces: dos piedras se vuelven dos puntos.",
        "Производство снова дало вам товары. Используйте «{card}» дважды: два камня станут двумя очками.",
    ),
    "Pass now: your raze token is kept over the cleanup, and with a second one next round you can raze one of your opponent's locations.": (
        "Passez maintenant : votre jeton Razzia est gardé à l'entretien, et avec un second à la manche suivante vous pourrez piller un lieu de votre adversaire.",
        "Pasa ahora: tu ficha de saqueo se conserva en el mantenimiento y, con una segunda la próxima ronda, podrás saquear una localización de tu rival.",
        "Пасуйте: жетон разорения сохранится после уборки, а со вторым в следующем раунде вы сможете разорить локацию соперника.",
    ),
    "Round 3. Pick {card}: it would make a raze token every round.": (
        "Manche 3. Prenez {card} : il donnerait un jeton Razzia à chaque manche.",
        "Ronda 3. Coge {card}: daría una ficha de saqueo cada ronda.",
        "Раунд 3. Возьмите «{card}»: она давала бы жетон разорения каждый раунд.",
    ),
    "Pick {card}: it costs nothing to build.": (
        "Prenez {card} : sa construction ne coûte rien.",
        "Coge {card}: no cuesta nada construirla.",
        "Возьмите «{card}»: её постройка ничего не стоит.",
    ),
    "Use {card} twice again: two stone become two points.": (
        "Utilisez encore {card} deux fois : deux pierres deviennent deux points.",
        "Vuelve a usar {card} dos veces: dos piedras se vuelven dos puntos.",
        "Снова используйте «{card}» дважды: два камня станут двумя очками.",
    ),
    "Your opponent has just built {card}. Click their panel, then raze it with two raze tokens: you get the goods at its top right, and it stays in their empire as a foundation.": (
        "Votre adversaire vient de bâtir {card}. Cliquez sur son panneau, puis pillez ce lieu avec deux jetons Razzia : vous recevez les ressources indiquées en haut à droite, et il reste dans son empire comme fondation.",
        "Tu rival acaba de construir {card}. Pulsa su panel y luego saquéala con dos fichas de saqueo: recibes los bienes de su esquina superior derecha y queda en su imperio como cimiento.",
        "Соперник только что построил «{card}». Нажмите на его панель и разорите локацию двумя жетонами разорения: вы получите товары из её правого верхнего угла, а у соперника она останется фундаментом.",
    ),
    "Your opponent made a deal: that faction card now gives them its good at every production.": (
        "Votre adversaire a fait affaire : cette carte de faction lui donne désormais sa ressource à chaque production.",
        "Tu rival ha hecho un acuerdo: esa carta de facción le da ahora su bien en cada producción.",
        "Соперник заключил сделку: эта карта фракции теперь даёт ему свой товар при каждом производстве.",
    ),
    "A location was razed or built over. A razed location stays in its empire as a foundation, where a faction location can be built.": (
        "Un lieu a été pillé ou recouvert. Un lieu pillé reste dans son empire comme fondation, sur laquelle on peut bâtir un lieu de faction.",
        "Una localización fue saqueada o cubierta. Una localización saqueada queda en su imperio como cimiento, sobre el que se puede construir una localización de facción.",
        "Локацию разорили или застроили. Разорённая локация остаётся в империи фундаментом, на котором можно построить локацию фракции.",
    ),
    "The game is over. Your points in play came from your action locations; at the end each location adds points too, a faction location two. Most points wins.": (
        "La partie est finie. Vos points en jeu sont venus de vos lieux d'action ; à la fin, chaque lieu rapporte aussi des points, un lieu de faction deux. Le plus de points l'emporte.",
        "La partida ha terminado. Tus puntos en juego vinieron de tus localizaciones de acción; al final cada localización suma puntos, una de facción dos. Gana quien tenga más puntos.",
        "Игра окончена. Очки по ходу игры дали ваши локации действия; в конце каждая локация тоже приносит очки, локация фракции — два. Побеждает тот, у кого больше очков.",
    ),
}


if __name__ == "__main__":
    write_domain(
        "tutorial_settlers",
        "The Imperial Settlers tutorial's coach (written by tools/write_tutorial_settlers_po.py)",
        TEXTS,
    )
