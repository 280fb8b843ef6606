"""The rule systems, the referee and the games say their sentences in the language asked (``lang=``), passed
down to every message they render, and keep English as the default.

The French catalogue shipped today has no texts yet, so these tests install a stand-in French catalogue in
which every English text is wrapped in guillemets (``"Nothing is scored."`` -> ``"«Nothing is scored.»"``):
a sentence said in French shows them, one said in English (a language not passed down) does not, and a
message inside another is wrapped again (``"«West» passes"`` is ``"«{seat} passes»"`` with ``«West»``)."""
import json

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from belote_learn.core import messages as M
from belote_learn.core.cards import Seat, Team
from belote_learn.core.errors import PositionError
from belote_learn.records import check_game, check_record
from belote_learn.rules.datafiles import data_path
from belote_learn.rules.presets import get_rules
from belote_learn.systems import system_of
from belote_learn.systems.classic.game import Game
from belote_learn.systems.coinche.auction import CoincheAuction
from belote_learn.systems.coinche.positions import AuctionPosition
from belote_learn.systems.mariage.game import MariageGame
from belote_learn.systems.mariage.teams import draw_teams


def _wrapped(s: str) -> str:
    return "«" + s + "»"


@pytest.fixture
def french(tmp_path, monkeypatch):
    """A French catalogue in which every text is its English in guillemets (see the module's docstring)."""
    import importlib.util
    import sys
    from pathlib import Path

    spec = importlib.util.spec_from_file_location("catalogue", Path(__file__).resolve().parents[2] / "tools" / "catalogue.py")
    catalogue = importlib.util.module_from_spec(spec)
    sys.modules["catalogue"] = catalogue
    spec.loader.exec_module(catalogue)
    fr = Catalog(locale="fr", domain="belote_learn")
    for msg in catalogue.read("en"):
        if not msg.id:
            continue
        if isinstance(msg.id, (tuple, list)):
            fr.add(tuple(msg.id), tuple(_wrapped(s) for s in msg.string))
        else:
            fr.add(msg.id, _wrapped(msg.string))
    for lang in ("en", "fr"):
        (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "en" / "LC_MESSAGES" / "belote_learn.mo").write_bytes(catalogue.compiled("en"))
    with open(tmp_path / "fr" / "LC_MESSAGES" / "belote_learn.mo", "wb") as f:
        write_mo(f, fr)
    caches = (M._translations, M._templates, M._plural_template)
    monkeypatch.setattr(M, "LOCALE_DIR", tmp_path)
    for cache in caches:
        cache.cache_clear()
    yield "fr"
    monkeypatch.undo()
    for cache in caches:
        cache.cache_clear()


def record(name):
    return json.loads(data_path("records", f"{name}.json").read_text())


def test_the_stand_in_catalogue_wraps_each_message_and_the_messages_inside_it(french):
    assert M.text("record.nothing_scored", "fr") == "«Nothing is scored.»"
    # classic.said.pass is "{seat} passes", the seat a message of its own
    assert M.Message("classic.said.pass", seat=M.seat_name(3)).render("fr") == "««West» passes»"
    assert M.text("record.nothing_scored", "en") == "Nothing is scored."


def test_a_refused_card_is_said_in_the_language_of_the_check(french):
    # c501-made with plays[1] and plays[2] swapped: West plays QD where South was to play (the out-of-turn
    # tests work it out): the reason is kept as a message and said when the answer is shown
    rec = record("c501-made")
    rec["plays"][1], rec["plays"][2] = rec["plays"][2], rec["plays"][1]
    res = check_record(rec)
    english = "West plays out of turn: it is South's turn (each player plays in turn, clockwise)"
    assert str(res.error["reason"]) == english and res.to_dict()["error"]["reason"] == english
    assert res.to_dict("fr")["error"]["reason"] == (
        "««West» plays out of turn: it is «South»'s turn («each player plays in turn, clockwise»)»")
    assert res.text("fr").splitlines() == [
        "«Not valid: plays[1] «West» plays ««Q»♦»: ««West» plays out of turn: it is «South»'s turn "
        "(«each player plays in turn, clockwise»)»»",
        "«Nothing is scored.»",
    ]
    assert res.text().splitlines()[1] == "Nothing is scored."


def test_a_coinche_check_says_its_calls_score_lines_and_totals_in_the_language_asked(french):
    res = check_record(record("coinche-made"))
    lines = res.text("fr").splitlines()
    # West bids 90 in hearts, the three others pass: the calls are the deal's events, said in French
    assert lines[0] == "««West» bids «90 in «hearts»»»"
    assert lines[1] == "««South» passes»"
    # NS 77 + 0, EW 75 + 10 + 20 = 105 >= 90 and > 77: made; 80-200 after rounding
    assert lines[-1] == "«Scores before 0-0, after 80-200 (NS-EW).»"
    breakdown = res.to_dict("fr")["breakdown"]
    assert breakdown[0] == {"item": "«Contract: ««90 in «hearts»» by «West»»»", "NS": None, "EW": None,
                            "rule": "«the last bid of the auction»"}
    made = next(b for b in breakdown if b["EW"] == 195)  # 105 + the bid 90 = 195 to the takers
    assert made["item"] == "«Made: «90 in «hearts»»: «105 >= 90 and > 77»»"
    assert made["rule"] == "«the takers score their total 105 + the bid 90; the defenders their total 77»"
    assert breakdown[-1]["rule"] == "«made: the takers needed «at least 90 and more than the defenders»»"
    # the lines the Belote score shares are said in the language asked too (NS 3 tricks, EW 5)
    assert breakdown[1]["item"] == "«Card points (3 and 5 tricks)»"
    assert res.to_dict()["breakdown"][0]["item"] == "Contract: 90 in hearts by West"


def test_a_game_check_is_said_in_the_language_asked(french):
    # game-c501-litige: hand 1 a litige (0 - 91, 91 held), hand 2 made 197 - 76: totals 197 - 167, no winner
    g = check_game(record("game-c501-litige"))
    assert g.text("fr").splitlines()[-1] == "«No winner yet: 197 to 167.»"
    assert g.text().splitlines()[-1] == "No winner yet: 197 to 167."
    # the Belote lines of each hand in the language asked: hand 2's card points, NS 5 tricks and EW 3
    english, french = g.to_dict()["hands"][1]["breakdown"][0], g.to_dict("fr")["hands"][1]["breakdown"][0]
    assert english["item"] == "Card points (5 and 3 tricks)" and french["item"] == "«Card points (5 and 3 tricks)»"
    assert (french["NS"], french["EW"]) == (english["NS"], english["EW"])


def test_the_coinche_verdicts_and_the_auction_explained_in_the_language_asked(french):
    auction = CoincheAuction(get_rules("coinche"), Seat.N)
    v = auction.verdict("coinche")  # nobody has bid: coinche is refused
    assert v.text == "coinche is not allowed: nobody has bid yet, and only an opponent's bid can be coinched."
    assert v.render("fr") == _wrapped(v.text) and v.to_dict("fr")["reason"] == _wrapped(v.text)
    assert auction.why_not("coinche", "fr") == _wrapped(v.text)
    pos = AuctionPosition.from_dict({"rules": "coinche", "dealer": "N", "bidding": [["W", "80 H"]]})
    lines = pos.explain().text("fr").splitlines()
    # dealer North, anticlockwise: West spoke first, South speaks now
    assert lines[0] == "«Calls so far: ««West» bids «80 in «hearts»»».»"
    assert lines[1] == "««South» to speak.»"
    assert pos.explain().to_dict("fr")["calls"][0]["reason"].startswith("«pass is allowed")


def test_a_refusal_keeps_its_message(french):
    with pytest.raises(PositionError) as err:
        check_record({**record("c501-made"), "plays": "none"})
    # plays is no list: "must be a list of [seat, ...] pairs, got "none""
    assert err.value.field == "plays"
    assert str(err.value) == 'plays: must be a list of [seat, ...] pairs, got "none"'
    assert err.value.message.render("fr") == '«must be a list of [seat, ...] pairs, got "none"»'


def test_the_mariage_result_and_breakdown_in_the_language_asked(french):
    res = check_record(record("mariage-out-succeeds"))
    r = res.deal.result
    # North-South claim "on est dehors" with 31 (the target): right; East-West have 11, under 15: 2 coches
    assert r.words == "North-South: 'On est dehors!' - right, with 31: 2 coches to East-West."
    assert r.words_text("fr") == "««North-South»: 'On est dehors!' - right, with 31: 2 coches to «East-West».»"
    items = [line[0] for line in r.line_texts("fr")]
    assert items[-1] == "«Coches»" and [line[0] for line in r.lines][-1] == "Coches"
    assert res.to_dict("fr")["result"] == r.words_text("fr")
    # the card is said as the language writes it (a message too: «7♣»)
    assert res.text("fr").splitlines()[0] == "««East» deals; the last card, «7♣», is shown: «clubs» are trumps.»"


def test_the_registry_sentences_in_the_language_asked(french):
    rules = get_rules("classic-501")
    belote = system_of(rules)
    # 501 is the target of classic-501: North-South at 510 have reached it, East-West at 300 have not
    totals = {Team.NS: 510, Team.EW: 300}
    assert belote.game_end_words(rules, totals) == "North-South reached the target of 501: they win the game."
    assert belote.game_end_words(rules, totals, None, "fr") == "««North-South» reached the target of 501: they win the game.»"
    assert belote.over_before(rules, totals, "fr") == "««North-South» have 510, at or past the target of 501»"
    assert system_of("coinche").auction_words("fr").startswith("«pass; a bid of 80 to 160")
    assert system_of("coinche").title.render("fr") == "«Coinche (belote contrée)»"
    g = Game("classic-501", seed=1)
    assert belote.caption(g.deal, "fr") == f"«Turn-up: «{g.deal.turn_up.symbol}». »"


def test_a_game_says_where_it_stands_in_the_language_asked(french):
    g = Game("classic-501", seed=1)
    # nothing played yet: 0 and 0, the target 501
    assert g.result_text() == "In progress: North-South 0, East-West 0 (target 501)."
    assert g.result_text("fr") == "«In progress: North-South 0, East-West 0 (target 501).»"
    header, rows, numeric, foot = g.sheet("fr")
    assert header[0] == "«Hand»" and header[4] == "«North-South»" and rows == []
    assert foot == "«Totals: North-South 0, East-West 0 (the game is won at 501).»"
    assert g.score_text("fr").split()[0] == "«deal»"
    m = MariageGame(seed=1)
    assert m.result_text("fr") == "«Coches: North-South 0, East-West 0; manche 0-0.»"
    draw = draw_teams(seed=2)
    assert all(line.startswith("«") for line in draw.text("fr").splitlines())
    assert not any(line.startswith("«") for line in draw.text().splitlines())
