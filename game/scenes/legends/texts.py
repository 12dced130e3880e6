"""What the Legends screens say about cards, abilities, tokens and warlords, in the current
language (the rules' own msgids from `game.rules.legends.cards` and `.texts`)."""

from __future__ import annotations

from game import i18n
from game.i18n import _, ngettext
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
from game.rules.legends.rules import WATER_COST
from game.rules.legends.scoring import card_points
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
    """The ability in full, its counts in the plural form the language wants."""
    kind, n, count = ability.kind, ability.n, ability.count
    if kind == "move":
        text = ngettext(
            "+{n} movement point on every move action",
            "+{n} movement points on every move action",
            n,
        )
    elif kind == "army":
        text = ngettext("+{n} army on every place action", "+{n} armies on every place action", n)
    elif kind == "elixir":
        text = ngettext(
            "{n} elixir: the most elixirs at the end score 2 VP",
            "{n} elixirs: the most elixirs at the end score 2 VP",
            n,
        )
    elif kind == "coins":
        text = ngettext("+{n} coin once, when taken", "+{n} coins once, when taken", n)
    elif kind == "vp_per_set":
        text = _("+1 VP per {set} card you hold, this one included")
    elif kind == "vp_for_set":
        text = ngettext(
            "+{n} VP if you hold {count} {set} card",
            "+{n} VP if you hold {count} {set} cards",
            count,
        )
    elif kind == "vp_per_coins":
        text = ngettext(
            "+1 VP per {n} coin you have at the end", "+1 VP per {n} coins you have at the end", n
        )
    elif kind == "vp_per_flying":
        text = _("+1 VP per Flying ability you hold")
    else:  # flying, immune: no count
        text = i18n.translate(ABILITY_TEXTS[kind])
    return text.format(n=n, set=set_name(ability.set), count=count)


def short_ability(ability: Ability) -> str:
    """A few words for the card's face (the enlarged card and the tooltip give the full text)."""
    kind, n = ability.kind, ability.n
    if kind == "move":
        return ngettext("+{n} move", "+{n} moves", n).format(n=n)
    if kind == "army":
        return ngettext("+{n} army", "+{n} armies", n).format(n=n)
    if kind == "flying":
        return _("Flying")
    if kind == "elixir":
        return ngettext("{n} elixir", "{n} elixirs", n).format(n=n)
    if kind == "coins":
        return ngettext("+{n} coin", "+{n} coins", n).format(n=n)
    if kind == "vp_per_set":
        return _("+1 VP per {set}").format(set=set_name(ability.set))
    if kind == "vp_for_set":
        return _("+{n} VP for {count} {set}").format(
            n=n, count=ability.count, set=set_name(ability.set)
        )
    if kind == "vp_per_coins":
        return ngettext("+1 VP per {n} coin", "+1 VP per {n} coins", n).format(n=n)
    if kind == "vp_per_flying":
        return _("+1 VP per Flying")
    return ability_text(ability)  # immune: already short


def abilities_text(card: str) -> str:
    return "; ".join(ability_text(a) for a in cards_by_id()[card].abilities)


def action_part(kind: str, n: int) -> str:
    """One action with its count: "Place 3 armies", "Move armies: 1 move"."""
    if kind == "place":
        text = ngettext("Place {n} army", "Place {n} armies", n)
    elif kind == "move":
        text = ngettext("Move armies: {n} move", "Move armies: {n} moves", n)
    elif kind == "destroy":
        text = ngettext("Destroy {n} army", "Destroy {n} armies", n)
    else:
        text = i18n.translate(ACTION_TEXTS[kind])
    return text.format(n=n)


def choices_text(parts: list[tuple[str, int]], combo: str) -> str:
    """What is left of a card: an "or" card's choices joined by "or", later actions by "then"."""
    words = [action_part(k, n) for k, n in parts]
    if len(words) < 2:
        return "".join(words)
    joiner = _("{first} or {second}") if combo == "or" else _("{first}, then {second}")
    return joiner.format(first=words[0], second=words[1])


def action_parts(card: str) -> list[str]:
    """Each action of the card in words, in printed order."""
    return [action_part(a.kind, a.n) for a in cards_by_id()[card].actions]


def action_text(card: str) -> str:
    c = cards_by_id()[card]
    parts = action_parts(card)
    if len(parts) == 1:
        return parts[0]
    joiner = i18n.translate(ACTION_TEXTS[c.combo or "and"])
    return f"{parts[0]} {joiner} {parts[1]}"


def card_face(card: str, *, full: bool = False) -> CardFace:
    """The card as drawn: its ability in a few words, or written out in full (`full`, for the
    enlarged card)."""
    c = cards_by_id()[card]
    joiner = i18n.translate(ACTION_TEXTS[c.combo]) if c.combo else ""
    say = ability_text if full else short_ability
    return CardFace(
        title=card_name(card),
        good="",
        actions=tuple((a.kind, a.n) for a in c.actions),
        joiner=joiner,
        note="; ".join(say(a) for a in c.abilities),
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


def ability_summary(cards: list[str], coins: int = 0) -> tuple[str, ...]:
    """The abilities of a hand added up in a few short lines, the scoring ones with the points
    they are worth now (the panel's tooltip lists each card)."""
    table = cards_by_id()
    held = [a for c in cards for a in table[c].abilities]
    army = sum(a.n for a in held if a.kind == "army")
    move = sum(a.n for a in held if a.kind == "move")
    fly = sum(1 for a in held if a.kind == "flying")
    out = []
    if army:
        out.append(ngettext("+{n} army per place", "+{n} armies per place", army).format(n=army))
    if move:
        out.append(ngettext("+{n} move per move", "+{n} moves per move", move).format(n=move))
    if fly:
        cost = max(1, WATER_COST - fly)
        out.append(_("Water moves cost {n}").format(n=cost))
    if any(a.kind == "immune" for a in held):
        out.append(i18n.translate(ABILITY_TEXTS["immune"]))
    points = card_points(cards, coins)
    for card in cards:
        for ability in table[card].abilities:
            if ability.kind.startswith("vp_"):
                out.append(
                    _("{ability}: {points} VP").format(
                        ability=short_ability(ability), points=points.get(card, 0)
                    )
                )
    return tuple(out)
