"""What the Eight-Minute Empire screens say about cards, actions and regions, in the current
language (the rules' own msgids from `game.rules.eight_minute.texts`, plus ours)."""

from __future__ import annotations

from game import i18n
from game.i18n import _
from game.rules.eight_minute.cards import Card
from game.rules.eight_minute.texts import ACTION_TEXTS, GOOD_NAMES, JOINERS
from game.ui.card_view import CardFace


def good_name(good: str) -> str:
    return i18n.translate(GOOD_NAMES.get(good, good))


def part_text(kind: str, amount: int) -> str:
    from game.rules.eight_minute import texts

    one = getattr(texts, "ACTION_TEXTS_ONE", {})
    msgid = one[kind] if amount == 1 and kind in one else ACTION_TEXTS[kind]
    return i18n.translate(msgid).format(amount=amount)


def action_text(card: Card) -> str:
    parts = [part_text(p.type, p.amount) for p in card.action.parts]
    if len(parts) == 1:
        return parts[0]
    return i18n.translate(JOINERS[card.action.kind]).format(first=parts[0], second=parts[1])


def card_face(card: Card) -> CardFace:
    joiner = {"or": _("or"), "and": _("and")}.get(card.action.kind, "")
    return CardFace(
        title=good_name(card.good),
        good=card.good,
        good_count=card.goods,
        actions=tuple((p.type, p.amount) for p in card.action.parts),
        joiner=joiner,
    )


def card_tooltip(card: Card, price: int | None = None) -> str:
    good = good_name(card.good)
    if card.goods > 1:
        good = f"{card.goods} × {good}"
    text = _("{good}: {action}.").format(good=good, action=action_text(card))
    if price is not None:
        text += " " + _("Price in coins: {price}.").format(price=price)
    return text


def area_name(board_props: dict[str, object], area: str) -> str:
    raw = board_props.get(f"area_name_{area}")
    return i18n.translate(str(raw)) if raw else area
