"""What the Legends screens say about cards, abilities, tokens and warlords, in the current
language (the rules' own msgids from `game.rules.legends.cards` and `.texts`)."""

from __future__ import annotations

from game import i18n
from game.i18n import _
from game.rules.legends.cards import (
    ABILITY_TEXTS,
    ACTION_TEXTS,
    CARD_NAMES,
    SET_NAMES,
    TOKEN_NAMES,
    TOKEN_TEXTS,
    WARLORD_NAMES,
    WARLORD_TEXTS,
    Ability,
    cards_by_id,
)
from game.ui import theme
from game.ui.card_view import CardFace

# A soft tint per card set (the set's name is written too; the tint only helps).
SET_TINTS: dict[str, theme.Colour] = {
    "ancient": (170, 200, 140),
    "arcane": (170, 160, 215),
    "cursed": (160, 160, 170),
    "dire": (215, 140, 120),
    "forest": (120, 175, 110),
    "mountain": (190, 170, 140),
    "night": (120, 140, 190),
    "noble": (230, 200, 110),
}


def card_name(card: str) -> str:
    return i18n.translate(CARD_NAMES.get(card, card))


def set_name(key: str | None) -> str:
    return i18n.translate(SET_NAMES.get(key or "", key or ""))


def ability_text(ability: Ability) -> str:
    return i18n.translate(ABILITY_TEXTS[ability.kind]).format(
        n=ability.n, set=set_name(ability.set), count=ability.count
    )


def short_ability(ability: Ability) -> str:
    """A few words for the card's face (the tooltip gives the full text)."""
    kind, n = ability.kind, ability.n
    if kind == "move":
        return _("+{n} move").format(n=n)
    if kind == "army":
        return _("+{n} army").format(n=n)
    if kind == "flying":
        return _("Flying")
    if kind == "coins":
        return _("+{n} coins").format(n=n)
    if kind == "vp_per_set":
        return _("+1 VP per {set}").format(set=set_name(ability.set))
    if kind == "vp_for_set":
        return _("+{n} VP for {count} {set}").format(
            n=n, count=ability.count, set=set_name(ability.set)
        )
    if kind == "vp_per_coins":
        return _("+1 VP per {n} coins").format(n=n)
    if kind == "vp_per_flying":
        return _("+1 VP per Flying")
    return ability_text(ability)  # elixirs, immune: already short


def abilities_text(card: str) -> str:
    return "; ".join(ability_text(a) for a in cards_by_id()[card].abilities)


def action_part(kind: str, n: int) -> str:
    return i18n.translate(ACTION_TEXTS[kind]).format(n=n)


def action_text(card: str) -> str:
    c = cards_by_id()[card]
    parts = [action_part(a.kind, a.n) for a in c.actions]
    if len(parts) == 1:
        return parts[0]
    joiner = i18n.translate(ACTION_TEXTS[c.combo or "and"])
    return f"{parts[0]} {joiner} {parts[1]}"


def card_face(card: str) -> CardFace:
    c = cards_by_id()[card]
    joiner = i18n.translate(ACTION_TEXTS[c.combo]) if c.combo else ""
    return CardFace(
        title=card_name(card),
        good="",
        actions=tuple((a.kind, a.n) for a in c.actions),
        joiner=joiner,
        note="; ".join(short_ability(a) for a in c.abilities),
        tint=SET_TINTS.get(c.set or "", theme.PARCHMENT_DARK),
    )


def card_tooltip(card: str, price: int | None = None) -> str:
    text = _("{card}: {action}. Ability: {ability}.").format(
        card=card_name(card), action=action_text(card), ability=abilities_text(card)
    )
    if price is not None:
        text += " " + _("Price in coins: {price}.").format(price=price)
    return text


def token_name(token: str) -> str:
    return i18n.translate(TOKEN_NAMES.get(token, token))


def token_text(token: str) -> str:
    return f"{token_name(token)}: {i18n.translate(TOKEN_TEXTS.get(token, ''))}"


def warlord_name(lord: str | None) -> str:
    return i18n.translate(WARLORD_NAMES.get(lord or "", lord or ""))


def warlord_text(lord: str | None) -> str:
    return i18n.translate(WARLORD_TEXTS.get(lord or "", ""))


def ability_summary(cards: list[str]) -> tuple[str, ...]:
    """The abilities of a hand, added up in a few short lines (the panel's tooltip lists each)."""
    table = cards_by_id()
    held = [a for c in cards for a in table[c].abilities]
    army = sum(a.n for a in held if a.kind == "army")
    move = sum(a.n for a in held if a.kind == "move")
    fly = sum(1 for a in held if a.kind == "flying")
    scoring = sum(1 for a in held if a.kind.startswith("vp_"))
    out = []
    if army:
        out.append(_("+{n} army per place").format(n=army))
    if move:
        out.append(_("+{n} move per move").format(n=move))
    if fly:
        out.append(_("Flying ×{n}").format(n=fly))
    if any(a.kind == "immune" for a in held):
        out.append(i18n.translate(ABILITY_TEXTS["immune"]))
    if scoring:
        out.append(_("Scoring abilities: {n}").format(n=scoring))
    return tuple(out)
