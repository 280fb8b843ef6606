"""The rule systems as data: presets and their options.

A :class:`Rules` value holds every setting the engine consults. The five presets are built from
the user's rule documents (the seeds) and, where a seed is silent, from the project's documented
decisions (docs/rules.md). Options override single settings::

    >>> rules = get_rules("classic-501", {"declarations": True, "target": 1001})
    >>> rules.target
    1001

Presets (``PRESETS``):

``classic-501``
    French Belote at 501 (seed 000_e74b8d46879fc12c.txt). Clockwise, litige, declarations an
    option (off by default), undertrumping a partner allowed.
``classic-1000``
    French Belote at 1000 (seed 001_04ad5e507a7f8f3c.txt). Anticlockwise, declarations, a tie
    is made, "whenever you play a trump it must beat the highest trump if you can" (so no
    undertrumping a partner when you could overtrump).
``sans-tout-atout``
    Belote with no-trumps and all-trumps contracts (seed 002_54b67ae7a4600ae2.txt).
``mariage``
    The four-handed marriage game of seed 004_a47e0c9b7b279100.txt (its regional name is not
    known; we call it "mariage").
``coinche``
    Coinche, belote contrée (seed 001_04ad5e507a7f8f3c.txt, "Variants"; the details in docs/rules.md):
    no turn-up, an auction of points with coinche and surcoinche, no undertrumping ("on ne pisse
    pas"), scores rounded to 10. Options ``direction``, ``overtrump_partner``, ``litige``,
    ``rounding``, ``target``.

Unknown presets, unknown options and bad values raise :class:`~belote_learn.core.errors.RulesError`
with a message naming the option and the accepted values.
"""
from __future__ import annotations

import numbers
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Callable

from belote_learn.core.cards import Direction
from belote_learn.core.errors import NotationError, RulesError, quoted, shown
from belote_learn.core.messages import Message
from belote_learn.core.ranking import Contract, Ranking, ranking

__all__ = ["Rules", "Option", "OPTIONS", "PRESETS", "PRESET_NAMES", "get_rules"]


@dataclass(frozen=True)
class Rules:
    """Every setting of one rule system. Build with :func:`get_rules`; values are immutable.

    The engine reads these attributes; docs/rules.md gives each decision.

    Attributes:
        preset: the preset name, e.g. ``"classic-501"``.
        title: a readable name, in English (``title_message`` is the same name as a message).
        source: the seed file the preset follows.
        family: the card family, ``"belote"`` or ``"mariage"`` (how the cards rank and score, see
            :mod:`belote_learn.core.ranking`).
        system: the registered rule system that plays, scores and referees the preset (a key of
            :data:`belote_learn.systems.registry.SYSTEMS`).
        direction: :class:`~belote_learn.core.cards.Direction` of dealing and play.
        target: points (tens for mariage) that end the game.
        declarations: whether combinations in hand (tierce, fifty, ...) score.
        contract_kinds: which contracts exist: ``("suit",)`` or ``("suit", "NT", "AT")``.
        overtrump_partner: when your partner is winning and you play a trump, it must beat the
            highest trump in the trick if you can (classic-1000); otherwise any card is allowed
            when your partner is winning (classic-501).
        only_trumps_free: with ``overtrump_partner``, a player holding nothing but trumps may play
            any of them when the partner is winning (coinche's reading of the option).
        must_undertrump: when an opponent has trumped and you cannot overtrump, you must still
            play a lower trump (True) or may play any card (False, Bulgarian practice).
        marriage_exception: mariage only: a lower trump may be played to a trump in the trick
            when it completes a trump marriage on the table (``"table"``) or when it belongs to a
            trump marriage in the player's hand (``"hand"``).
        litige: on equal totals the takers' points are held for the winner of the next hand.
        tie_made: without litige, equal totals count as made (classic-1000) or as failed.
        capot_declarations: at a capot, the trickless team's declarations go to the capot team
            (``"transfer"``) or are lost (``"lost"``).
        declarations_tie: exactly equal best declarations: ``"nobody"`` scores, or the one held
            by the player earliest in speaking order wins (``"first_speaker"``).
        target_tie: both teams pass the target in one hand: ``"more_points"`` wins (level: play
            on) or ``"draw"``.
        rounding: round each hand's scores to the nearest 10.
        belote_kept_on_failure: takers who fail keep their belote (False: it goes to the other
            team with everything else, sans-tout-atout).
        capot_scoring: ``"252"`` (dix de der worth 100) or ``"plus200"`` (deal total + 200).
        cape_ends_manche: mariage only: a cape (every trick) wins the manche at once, with 2 coches.
        options: the options given, as a dict (for saving).
    """

    preset: str
    title: str
    source: str
    family: str
    system: str
    direction: Direction
    target: int
    declarations: bool
    contract_kinds: tuple[str, ...]
    overtrump_partner: bool = False
    only_trumps_free: bool = False
    must_undertrump: bool = True
    marriage_exception: str = "table"
    litige: bool = False
    tie_made: bool = False
    capot_declarations: str = "transfer"
    declarations_tie: str = "nobody"
    target_tie: str = "more_points"
    rounding: bool = False
    belote_kept_on_failure: bool = True
    capot_scoring: str = "252"
    cape_ends_manche: bool = True
    allowed_options: tuple[str, ...] = ()
    options: "MappingProxyType" = field(default_factory=lambda: MappingProxyType({}), compare=False, hash=False)

    def __hash__(self) -> int:
        # computed once: rules are looked up in caches on every card of a simulation
        h = self.__dict__.get("_hash")
        if h is None:
            h = hash(tuple(getattr(self, f) for f in self.__dataclass_fields__ if f != "options"))
            object.__setattr__(self, "_hash", h)
        return h

    def __copy__(self) -> "Rules":
        return self  # immutable

    @property
    def title_message(self) -> Message:
        """The preset's readable name as a :class:`~belote_learn.core.messages.Message` (``title`` is its
        English text)."""
        return PRESET_TITLES[self.preset]

    def __deepcopy__(self, memo) -> "Rules":
        return self  # immutable

    # -- contracts -----------------------------------------------------------------------------
    def contracts(self) -> list[Contract]:
        """Every contract this rule system allows, lowest first (seed 002's ranking for NT/AT)."""
        out = [Contract.suit(s) for s in "SCDH"]  # spades < clubs < diamonds < hearts (seed 002)
        if "NT" in self.contract_kinds:
            out.append(Contract("NT"))
        if "AT" in self.contract_kinds:
            out.append(Contract("AT"))
        return out

    def check_contract(self, contract) -> Contract:
        """Parse ``contract`` and check that this rule system has it.

        Raises:
            NotationError: unreadable contract. RulesError: a contract the preset does not have.
        """
        try:
            c = Contract.parse(contract)
        except NotationError:
            raise NotationError(self._unknown_contract(contract)) from None
        if c.kind not in self.contract_kinds:
            raise RulesError(Message("preset.contract_not_in_preset", preset=self.preset, contract=str(c),
                                     words=c.phrase))
        return c

    def _unknown_contract(self, contract) -> Message:
        """The message for text that is no contract: the contracts of this preset only, and for a bid
        written as a contract (``"100 H"``, coinche's way) the trump suit to write instead."""
        kinds = [Message("preset.contract_kind.suit")]
        kinds += [Message("preset.contract_kind.other", kind=k, words=Contract(k).phrase)
                  for k in ("NT", "AT") if k in self.contract_kinds]
        if len(kinds) == 1:
            said = kinds[0]
        else:
            said = Message("word.list.or", first=_joined(kinds[:-1]), last=kinds[-1])
        words = contract.split() if isinstance(contract, str) and len(contract) < 100 else []
        if len(words) > 1:
            try:
                last = Contract.parse(words[-1])
            except NotationError:
                last = None
            if last is not None and last.kind in self.contract_kinds:
                if last.is_suit:
                    return Message("preset.unknown_contract.write_trump_suit", value=quoted(contract),
                                   preset=self.preset, kinds=said, alone=quoted(str(last)))
                return Message("preset.unknown_contract.write_contract", value=quoted(contract), preset=self.preset,
                               kinds=said, alone=quoted(str(last)))
        return Message("preset.unknown_contract", value=quoted(contract), preset=self.preset, kinds=said)

    def ranking(self, contract) -> Ranking:
        """The :class:`~belote_learn.core.ranking.Ranking` of ``contract`` under these rules."""
        return ranking(self.family, self.check_contract(contract))

    def with_options(self, options: dict | None = None, **kw) -> "Rules":
        """A copy with options changed (see :data:`OPTIONS`). Raises RulesError on bad options."""
        merged = dict(options or {})
        merged.update(kw)
        return get_rules(self.preset, {**self.options, **merged})

    def to_dict(self) -> dict:
        """``{"rules": preset, "options": {...}}`` as the JSON formats write it."""
        return {"rules": self.preset, "options": dict(self.options)}

    def __repr__(self) -> str:
        return f"get_rules({self.preset!r}, {self.options!r})" if self.options else f"get_rules({self.preset!r})"


def _joined(parts) -> "Message | str":
    """Phrases one after the other with commas (the words of a list before its last ``or``)."""
    out = parts[0]
    for p in parts[1:]:
        out = Message("preset.comma", first=out, second=p)
    return out


# --------------------------------------------------------------------------------------------
# Options
# --------------------------------------------------------------------------------------------


def _as_bool(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):  # 0 and 1 as numbers read as the strings "0" and "1" do
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "yes", "on", "1"):
        return True
    if isinstance(value, str) and value.strip().lower() in ("false", "no", "off", "0"):
        return False
    raise RulesError(Message("preset.option.not_bool", option=quoted(name), value=shown(value)))


def _as_target(name: str, value: Any) -> int:
    given = value

    def bad():  # the error, built only when the value is refused, quoting the value as given
        return RulesError(Message("preset.option.not_target", option=quoted(name), value=shown(given)))

    if isinstance(value, bool):
        raise bad()
    if isinstance(value, str):
        text = value.strip()
        if not (text.isascii() and text.isdigit() and len(text) <= 6):
            raise bad()
        value = int(text)
    if isinstance(value, float) and value.is_integer() and abs(value) <= 1e6:
        value = int(value)
    if not isinstance(value, numbers.Integral) or not 1 <= value <= 100_000:
        raise bad()
    return int(value)


def _as_direction(name: str, value: Any) -> Direction:
    try:
        return Direction.parse(value)
    except NotationError:
        raise RulesError(Message("preset.option.not_direction", option=quoted(name), value=shown(value))) from None


def _as_choice(*choices: str) -> Callable[[str, Any], str]:
    def convert(name: str, value: Any) -> str:
        if isinstance(value, str) and value.strip().lower() in choices:
            return value.strip().lower()
        raise RulesError(Message("preset.option.not_choice", option=quoted(name), choices=", ".join(map(repr, choices)),
                                 value=shown(value)))

    return convert


@dataclass(frozen=True)
class Option:
    """One option: its name, how a value is read, and what it means (``doc``, a message: ``str()`` is
    English)."""

    name: str
    convert: Callable[[str, Any], Any]
    doc: "Message | str"


OPTIONS: dict[str, Option] = {
    o.name: o
    for o in [
        Option("direction", _as_direction, Message("preset.option_doc.direction")),
        Option("target", _as_target, Message("preset.option_doc.target")),
        Option("declarations", _as_bool, Message("preset.option_doc.declarations")),
        Option("overtrump_partner", _as_bool, Message("preset.option_doc.overtrump_partner")),
        Option("must_undertrump", _as_bool, Message("preset.option_doc.must_undertrump")),
        Option("litige", _as_bool, Message("preset.option_doc.litige")),
        Option("rounding", _as_bool, Message("preset.option_doc.rounding")),
        Option("belote_kept_on_failure", _as_bool, Message("preset.option_doc.belote_kept_on_failure")),
        Option("cape_ends_manche", _as_bool, Message("preset.option_doc.cape_ends_manche")),
        Option("marriage_exception", _as_choice("table", "hand"), Message("preset.option_doc.marriage_exception")),
    ]
}

PRESET_TITLES: dict[str, Message] = {
    "classic-501": Message("preset.title.classic_501"),
    "classic-1000": Message("preset.title.classic_1000"),
    "sans-tout-atout": Message("preset.title.sans_tout_atout"),
    "mariage": Message("preset.title.mariage"),
    "coinche": Message("preset.title.coinche"),
}
"""Each preset's readable name as a message, by preset name (``Rules.title`` is its English text)."""

_BELOTE_OPTIONS = (
    "direction",
    "target",
    "declarations",
    "overtrump_partner",
    "must_undertrump",
    "litige",
    "rounding",
)

PRESETS: dict[str, Rules] = {
    "classic-501": Rules(
        preset="classic-501",
        title=str(PRESET_TITLES["classic-501"]),
        source="000_e74b8d46879fc12c.txt",
        family="belote",
        system="belote",
        direction=Direction.CLOCKWISE,
        target=501,
        declarations=False,
        contract_kinds=("suit",),
        overtrump_partner=False,
        must_undertrump=True,
        litige=True,
        tie_made=False,
        capot_declarations="transfer",
        declarations_tie="nobody",
        target_tie="more_points",
        allowed_options=_BELOTE_OPTIONS,
    ),
    "classic-1000": Rules(
        preset="classic-1000",
        title=str(PRESET_TITLES["classic-1000"]),
        source="001_04ad5e507a7f8f3c.txt",
        family="belote",
        system="belote",
        direction=Direction.ANTICLOCKWISE,
        target=1000,
        declarations=True,
        contract_kinds=("suit",),
        overtrump_partner=True,
        must_undertrump=True,
        litige=False,
        tie_made=True,
        capot_declarations="lost",
        declarations_tie="first_speaker",
        target_tie="draw",
        allowed_options=_BELOTE_OPTIONS,
    ),
    "sans-tout-atout": Rules(
        preset="sans-tout-atout",
        title=str(PRESET_TITLES["sans-tout-atout"]),
        source="002_54b67ae7a4600ae2.txt",
        family="belote",
        system="belote",
        direction=Direction.ANTICLOCKWISE,
        target=1000,
        declarations=True,
        contract_kinds=("suit", "NT", "AT"),
        overtrump_partner=False,
        must_undertrump=True,
        litige=False,
        tie_made=False,
        capot_declarations="transfer",
        declarations_tie="nobody",
        target_tie="more_points",
        belote_kept_on_failure=False,
        capot_scoring="plus200",
        allowed_options=_BELOTE_OPTIONS + ("belote_kept_on_failure",),
    ),
    "mariage": Rules(
        preset="mariage",
        title=str(PRESET_TITLES["mariage"]),
        source="004_a47e0c9b7b279100.txt",
        family="mariage",
        system="mariage",
        direction=Direction.ANTICLOCKWISE,
        target=31,
        declarations=False,
        contract_kinds=("suit",),
        marriage_exception="table",
        allowed_options=("direction", "target", "marriage_exception", "cape_ends_manche"),
    ),
    "coinche": Rules(
        preset="coinche",
        title=str(PRESET_TITLES["coinche"]),
        source="001_04ad5e507a7f8f3c.txt",
        family="belote",
        system="coinche",
        direction=Direction.ANTICLOCKWISE,
        target=1000,
        declarations=True,
        contract_kinds=("suit",),
        overtrump_partner=False,
        only_trumps_free=True,
        must_undertrump=False,  # "on ne pisse pas"
        litige=False,
        tie_made=False,
        capot_declarations="transfer",
        declarations_tie="nobody",
        target_tie="more_points",
        rounding=True,
        allowed_options=("direction", "overtrump_partner", "litige", "rounding", "target"),
    ),
}
PRESET_NAMES = tuple(PRESETS)

_ALIASES = {"classic": "classic-501", "belote": "classic-501"}


def get_rules(preset: "str | Rules" = "classic-501", options: dict | None = None) -> Rules:
    """The :class:`Rules` of ``preset`` with ``options`` applied.

    Args:
        preset: ``"classic-501"``, ``"classic-1000"``, ``"sans-tout-atout"``, ``"mariage"`` or ``"coinche"``
            (a :class:`Rules` is returned with the options applied).
        options: a dict of option name to value, e.g. ``{"declarations": True}``; see
            :data:`OPTIONS` and each preset's ``allowed_options``.

    Raises:
        RulesError: an unknown preset, an option the preset does not have, or a bad value.
    """
    if options is not None and not isinstance(options, dict):
        raise RulesError(Message("preset.options_not_object", value=shown(options)))
    if isinstance(preset, Rules):
        if not options:
            return preset  # the same object: its hash (computed once) keys the play tables' caches
        base_options = dict(preset.options)
        base_options.update(options or {})
        return get_rules(preset.preset, base_options)
    if not isinstance(preset, str):
        raise RulesError(Message("preset.not_a_name", value=shown(preset)))
    key = preset.strip().lower()
    key = _ALIASES.get(key, key)
    if key not in PRESETS:
        raise RulesError(Message("preset.unknown", value=shown(preset), presets=", ".join(PRESET_NAMES)))
    base = PRESETS[key]
    if options is None:
        return base
    changes: dict[str, Any] = {}
    for name, value in options.items():
        if not isinstance(name, str) or name not in OPTIONS:
            raise RulesError(Message("preset.option.unknown", option=quoted(name), preset=key,
                                     options=", ".join(base.allowed_options)))
        if name not in base.allowed_options:
            raise RulesError(Message("preset.option.not_in_preset", option=quoted(name), preset=key,
                                     options=", ".join(base.allowed_options)))
        changes[name] = OPTIONS[name].convert(name, value)
    saved = {k: (str(v) if isinstance(v, Direction) else v) for k, v in changes.items()}
    return replace(base, options=MappingProxyType(saved), **changes)
