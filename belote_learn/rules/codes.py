"""The rule codes a verdict carries (stable strings; :mod:`belote_learn.rules.explain` renders their text).

Seeds 000-004, the card-play paragraphs; docs/rules.md, "Card play"."""


class Rule:
    """Rule codes carried by verdicts (stable strings; the text is rendered from them)."""

    LEAD = "lead"
    FOLLOW_SUIT = "follow-suit"
    TRUMP_LEAD_BEAT = "trump-lead-beat"
    TRUMP_LEAD_CANNOT_BEAT = "trump-lead-cannot-beat"
    VOID_NO_TRUMP = "void-no-trump"
    PARTNER_WINNING = "partner-winning"
    PARTNER_WINNING_OVERTRUMP = "partner-winning-overtrump"
    MUST_TRUMP = "must-trump"
    MUST_OVERTRUMP = "must-overtrump"
    MUST_UNDERTRUMP = "must-undertrump"
    CANNOT_OVERTRUMP_FREE = "cannot-overtrump-free"
    ALL_TRUMPS_BEAT = "all-trumps-beat"
    ALL_TRUMPS_CANNOT_BEAT = "all-trumps-cannot-beat"
    NO_TRUMPS_VOID = "no-trumps-void"
    ALL_TRUMPS_VOID = "all-trumps-void"
    MARIAGE_FREE = "mariage-free"
    MARIAGE_DISCARD = "mariage-discard"
    MARIAGE_OVERTRUMP = "mariage-overtrump"
    MARIAGE_NO_UNDERTRUMP = "mariage-no-undertrump"
    MARIAGE_MARRIAGE = "mariage-trump-marriage"
    MARIAGE_ONLY_LOWER = "mariage-only-lower-trumps"
