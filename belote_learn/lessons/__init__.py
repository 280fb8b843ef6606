"""Lesson helpers: what the course notebooks call, so that a lesson cell reads like a sentence::

    show_auction(system="classic-501", seed=4, dealer="N", calls=["pass", "pass", "take"])
    score_quiz(system="classic-1000", trumps="H", taker="N", takers_cards=97, belote="takers",
               declarations={"takers": "7S 8S 9S"})

* Displays (:mod:`.show`) return a :class:`Shown`: pictures and tables in the notebook, plain text in a
  terminal or a static export. Change an argument and run the cell again: the engine redoes the work.
* Quizzes (:mod:`.quizzes`) and exercises (:mod:`.exercises`) show their question as text and pictures
  (kept in a static export) with a widget below to answer; the answer, worked out by the engine, and
  its explanation appear only after the learner has answered.
* Bad input never gives a traceback: the helper returns a one-line message naming the argument.

Nothing here imports pandas, so the lessons also run in the browser-only build (JupyterLite).
"""
from belote_learn.lessons._base import SYSTEMS, Refused, Shown
from belote_learn.lessons.coinche_bidding import (
    coinche_bid_quiz,
    coinche_count_quiz,
    coinche_defence_quiz,
    count_hand,
    point_count_call,
    weigh_calls,
)
from belote_learn.lessons.coinche_help import coinche_auction_quiz, coinche_call_quiz
from belote_learn.lessons.exercises import EndingExercise, ScoreQuestion, bid_quiz, ending_exercise, find_the_illegal_card, score_quiz
from belote_learn.lessons.quizzes import (
    CardChoiceQuestion,
    ChoiceQuestion,
    NumberQuestion,
    PickQuestion,
    calls_quiz,
    cards_count_quiz,
    cards_received_quiz,
    coches_quiz,
    contract_order_quiz,
    declaration_value_quiz,
    declarations_winner_quiz,
    first_player_quiz,
    game_end_quiz,
    legal_cards_quiz,
    load_the_trick_quiz,
    mariage_action_quiz,
    marriage_value_quiz,
    next_dealer_quiz,
    order_quiz,
    packets_quiz,
    partie_winner_quiz,
    lead_tip_quiz,
    table_marriage_quiz,
    partner_quiz,
    partners_draw_quiz,
    points_quiz,
    result_quiz,
    taker_quiz,
    tens_quiz,
    total_quiz,
    trumps_out_quiz,
    trumps_quiz,
    winner_quiz,
)
from belote_learn.lessons.show import (
    card_order,
    compare_declarations_of,
    deal_in_tens,
    declarations_of,
    draw_partners,
    mariage_deal,
    play_partie,
    show_contracts,
    explain_cards,
    game_end,
    replay_hand,
    replay_record,
    show_auction,
    show_deal,
    show_pack,
    show_table,
    show_trick,
    worked_auction,
    worked_score,
)

__all__ = [
    "SYSTEMS", "Shown", "Refused",
    # displays
    "card_order", "show_pack", "show_table", "show_deal", "show_auction", "explain_cards", "show_trick",
    "declarations_of", "compare_declarations_of", "worked_score", "game_end", "replay_hand", "replay_record",
    "draw_partners", "deal_in_tens", "worked_auction", "mariage_deal", "play_partie", "show_contracts",
    "count_hand", "point_count_call", "weigh_calls",
    # quizzes
    "ChoiceQuestion", "CardChoiceQuestion", "NumberQuestion", "PickQuestion", "order_quiz", "points_quiz", "total_quiz",
    "cards_count_quiz", "legal_cards_quiz", "winner_quiz", "partner_quiz", "first_player_quiz", "next_dealer_quiz",
    "calls_quiz", "taker_quiz", "cards_received_quiz", "contract_order_quiz", "declaration_value_quiz",
    "declarations_winner_quiz", "result_quiz", "game_end_quiz", "partners_draw_quiz", "trumps_quiz",
    "marriage_value_quiz", "mariage_action_quiz", "tens_quiz", "coches_quiz", "load_the_trick_quiz",
    "trumps_out_quiz", "packets_quiz", "table_marriage_quiz", "partie_winner_quiz", "lead_tip_quiz",
    "coinche_call_quiz", "coinche_auction_quiz", "coinche_count_quiz", "coinche_defence_quiz", "coinche_bid_quiz",
    # exercises
    "ScoreQuestion", "score_quiz", "bid_quiz", "EndingExercise", "ending_exercise", "find_the_illegal_card",
]
