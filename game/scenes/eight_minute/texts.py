"""What the Eight-Minute Empire screens say about cards, actions and regions, in the current
language (the rules' own msgids from `game.rules.eight_minute.texts`, plus ours)."""

from __future__ import annotations

from game import i18n
from game.i18n import _, ngettext
from game.rules.area_control.goods import GoodsTable
from game.rules.eight_minute.cards import Card, game_data
from game.rules.eight_minute.texts import ACTION_TEXTS, GOOD_NAMES, JOINERS
from game.ui.card_view import CardFace


def good_name(good: str) -> str:
    return i18n.translate(GOOD_NAMES.get(good, good))


def part_text(kind: str, amount: int) -> str:
    """One action with its count in the plural form the language wants ("1 move", "3 moves")."""
    if kind == "place":
        text = ngettext("Place {amount} army", "Place {amount} armies", amount)
    elif kind == "move":
        text = ngettext(
            "Move armies: {amount} move over land", "Move armies: {amount} moves over land", amount
        )
    elif kind == "move_water":
        text = ngettext(
            "Move armies: {amount} move over land or water",
            "Move armies: {amount} moves over land or water",
            amount,
        )
    else:  # a city, a destroyed army: always one
        text = i18n.translate(ACTION_TEXTS[kind])
    return text.format(amount=amount)


def action_text(card: Card) -> str:
    parts = [part_text(p.type, p.amount) for p in card.action.parts]
    if len(parts) == 1:
        return parts[0]
    return i18n.translate(JOINERS[card.action.kind]).format(first=parts[0], second=parts[1])


def goods_table(good: str) -> GoodsTable | None:
    """The good's scoring table (None for the wild card, which has none of its own)."""
    return game_data().goods_tables.get(good)


def card_face(card: Card) -> CardFace:
    joiner = {"or": _("or"), "and": _("and")}.get(card.action.kind, "")
    table = goods_table(card.good)
    return CardFace(
        title=good_name(card.good),
        good=card.good,
        good_count=card.goods,
        actions=tuple((p.type, p.amount) for p in card.action.parts),
        joiner=joiner,
        table=tuple(tuple(step) for step in table.steps) if table else (),  # type: ignore[misc]
    )


def table_text(good: str) -> str:
    """The good's scoring table in words: "2 or more: 1 point, 4 or more: 2 points, …"."""
    table = goods_table(good)
    if table is None:
        return _("A wild card adds one to a good you hold, at the end of the game.")
    steps = ", ".join(
        ngettext(
            "{count} or more: {points} point", "{count} or more: {points} points", points
        ).format(count=count, points=points)
        for count, points in table.steps
    )
    return _("{good} held at the end: {steps}.").format(good=good_name(good), steps=steps)


def next_text(good: str, held: int) -> str:
    """What one more of the good would bring, or that the table's top is reached."""
    table = goods_table(good)
    if table is None:
        return ""
    step = table.next_step(held)
    if step is None:
        return _("The top of the table: more scores nothing more.")
    need = step[0] - held
    return ngettext(
        "{need} more to score {points}.", "{need} more to score {points}.", need
    ).format(need=need, points=step[1])


def good_tooltip(good: str, held: int, points: int) -> str:
    """A panel's good: how many are held, their worth now, the table and the next step."""
    if goods_table(good) is None:
        return (
            ngettext("Wild: {held} card.", "Wild: {held} cards.", held).format(held=held)
            + " "
            + table_text(good)
        )
    head = ngettext(
        "{good}: {held} held, worth {points} point.",
        "{good}: {held} held, worth {points} points.",
        points,
    ).format(good=good_name(good), held=held, points=points)
    return f"{head} {next_text(good, held)} {table_text(good)}"


def card_tooltip(card: Card, price: int | None = None) -> str:
    good = good_name(card.good)
    if card.goods > 1:
        good = f"{card.goods} × {good}"
    text = _("{good}: {action}.").format(good=good, action=action_text(card))
    text += " " + table_text(card.good)
    if price is not None:
        text += " " + _("Price in coins: {price}.").format(price=price)
    return text


def area_name(board_props: dict[str, object], area: str) -> str:
    raw = board_props.get(f"area_name_{area}")
    return i18n.translate(str(raw)) if raw else area
