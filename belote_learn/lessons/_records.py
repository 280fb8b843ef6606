"""The titles of the project's example records (data/records) and what each shows, as messages: a lesson says
them in its language (the English texts are the records' own ``title`` and ``shows``; a test keeps them equal)."""
from __future__ import annotations

from belote_learn.core.messages import Message

__all__ = ["RECORD_TEXTS", "record_head"]

RECORD_TEXTS = {
    "c1000-capot": (Message("lesson.record.c1000_capot.title"), Message("lesson.record.c1000_capot.shows")),
    "c1000-capot-defenders": (Message("lesson.record.c1000_capot_defenders.title"), Message("lesson.record.c1000_capot_defenders.shows")),
    "c1000-declarations-tie": (Message("lesson.record.c1000_declarations_tie.title"), Message("lesson.record.c1000_declarations_tie.shows")),
    "c1000-dedans-declarations": (Message("lesson.record.c1000_dedans_declarations.title"), Message("lesson.record.c1000_dedans_declarations.shows")),
    "c1000-tie-made": (Message("lesson.record.c1000_tie_made.title"), Message("lesson.record.c1000_tie_made.shows")),
    "c501-after-litige": (Message("lesson.record.c501_after_litige.title"), Message("lesson.record.c501_after_litige.shows")),
    "c501-belote-decides": (Message("lesson.record.c501_belote_decides.title"), Message("lesson.record.c501_belote_decides.shows")),
    "c501-capot": (Message("lesson.record.c501_capot.title"), Message("lesson.record.c501_capot.shows")),
    "c501-capot-defenders": (Message("lesson.record.c501_capot_defenders.title"), Message("lesson.record.c501_capot_defenders.shows")),
    "c501-declarations-tie": (Message("lesson.record.c501_declarations_tie.title"), Message("lesson.record.c501_declarations_tie.shows")),
    "c501-dedans": (Message("lesson.record.c501_dedans.title"), Message("lesson.record.c501_dedans.shows")),
    "c501-litige": (Message("lesson.record.c501_litige.title"), Message("lesson.record.c501_litige.shows")),
    "c501-made": (Message("lesson.record.c501_made.title"), Message("lesson.record.c501_made.shows")),
    "coinche-capot-bid": (Message("lesson.record.coinche_capot_bid.title"), Message("lesson.record.coinche_capot_bid.shows")),
    "coinche-coinched-failed": (Message("lesson.record.coinche_coinched_failed.title"), Message("lesson.record.coinche_coinched_failed.shows")),
    "coinche-failed": (Message("lesson.record.coinche_failed.title"), Message("lesson.record.coinche_failed.shows")),
    "coinche-four-passes": (Message("lesson.record.coinche_four_passes.title"), Message("lesson.record.coinche_four_passes.shows")),
    "coinche-made": (Message("lesson.record.coinche_made.title"), Message("lesson.record.coinche_made.shows")),
    "coinche-past-target-by-belote": (Message("lesson.record.coinche_past_target_by_belote.title"), Message("lesson.record.coinche_past_target_by_belote.shows")),
    "coinche-surcoinched-made": (Message("lesson.record.coinche_surcoinched_made.title"), Message("lesson.record.coinche_surcoinched_made.shows")),
    "mariage-announced": (Message("lesson.record.mariage_announced.title"), Message("lesson.record.mariage_announced.shows")),
    "mariage-broken-marriage": (Message("lesson.record.mariage_broken_marriage.title"), Message("lesson.record.mariage_broken_marriage.shows")),
    "mariage-cape": (Message("lesson.record.mariage_cape.title"), Message("lesson.record.mariage_cape.shows")),
    "mariage-on-the-table": (Message("lesson.record.mariage_on_the_table.title"), Message("lesson.record.mariage_on_the_table.shows")),
    "mariage-out-fails": (Message("lesson.record.mariage_out_fails.title"), Message("lesson.record.mariage_out_fails.shows")),
    "mariage-out-succeeds": (Message("lesson.record.mariage_out_succeeds.title"), Message("lesson.record.mariage_out_succeeds.shows")),
    "sta-at-made": (Message("lesson.record.sta_at_made.title"), Message("lesson.record.sta_at_made.shows")),
    "sta-capot": (Message("lesson.record.sta_capot.title"), Message("lesson.record.sta_capot.shows")),
    "sta-defenders-every-trick": (Message("lesson.record.sta_defenders_every_trick.title"), Message("lesson.record.sta_defenders_every_trick.shows")),
    "sta-failed": (Message("lesson.record.sta_failed.title"), Message("lesson.record.sta_failed.shows")),
    "sta-nt-made": (Message("lesson.record.sta_nt_made.title"), Message("lesson.record.sta_nt_made.shows")),
    "sta-suit-made": (Message("lesson.record.sta_suit_made.title"), Message("lesson.record.sta_suit_made.shows")),
}
"""Each record's (title, shows) by the record's name (the ``game-`` records, whole games, are not replayed)."""


def record_head(name: str, data: dict) -> Message:
    """The line a replayed record starts with, ``"A contract made: The takers score more ..."``: the title and
    what the record shows, said in the lesson's language for a record of data/records (``name``), as written in
    the record otherwise."""
    title, shows = RECORD_TEXTS.get(name, (data.get("title", name), data.get("shows", "")))
    return Message("lesson.replay_record.head", title=title, shows=shows)
