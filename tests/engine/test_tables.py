"""The table renderers (belote_learn.core.tables): real HTML tables, numbers right-aligned in their own
cells, the expected numbers (worked out by hand in the comments)."""
from __future__ import annotations

from html.parser import HTMLParser
from types import SimpleNamespace

from belote_learn import Card, Contract, Seat, Team, get_rules
from belote_learn.bots.dd import CardReview
from belote_learn.rules.scoring import score_hand
from belote_learn.core.tables import (breakdown_table, history_table, html_table, review_table, score_sheet_table,
                                 trainer_results_table)

NS, EW = Team.NS, Team.EW
H = Contract.parse("H")


class _Tables(HTMLParser):
    """Every table of a page: its attributes and its rows of cells ``{"text", "style", "class", "tag", ...}``."""

    def __init__(self):
        super().__init__()
        self.tables: list = []
        self._cell = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "table":
            self.tables.append({"attrs": a, "rows": []})
        elif tag == "tr" and self.tables:
            self.tables[-1]["rows"].append([])
        elif tag in ("td", "th") and self.tables:
            self._cell = {"tag": tag, "text": "", **a}
            self.tables[-1]["rows"][-1].append(self._cell)

    def handle_endtag(self, tag):
        if tag in ("td", "th"):
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell["text"] += data


def parse(markup: str) -> list:
    p = _Tables()
    p.feed(markup)
    return p.tables


def texts(table) -> list[list[str]]:
    return [[c["text"].strip() for c in row] for row in table["rows"]]


def assert_numbers_right_aligned(table, columns) -> None:
    for row in table["rows"]:
        for i in columns:
            cell = row[i]
            assert "text-align:right" in cell["style"] and "white-space:nowrap" in cell["style"], cell
            if cell["tag"] == "td":
                assert cell.get("class") == "bl-num", cell
    for row in table["rows"]:
        for i, cell in enumerate(row):
            if i not in columns:
                # text wraps only between words
                assert "text-align:left" in cell["style"] and "word-break:normal" in cell["style"], cell


def test_html_table_basics():
    [t] = parse(html_table(["a", "n"], [["x y", 1234], ["z", -5]], numeric=[1], caption="Cap", region="breakdown"))
    assert t["attrs"]["data-region"] == "breakdown" and "bl-table" in t["attrs"]["class"]
    assert "padding" in t["rows"][1][0]["style"]  # column spacing on every cell
    assert texts(t) == [["a", "n"], ["x y", "1234"], ["z", "\u22125"]]  # a true minus sign
    assert t["rows"][2][1]["data-value"] == "-5"
    assert_numbers_right_aligned(t, [1])


def test_html_table_escapes_text():
    out = html_table(["a"], [["<b>&"]])
    assert "&lt;b&gt;&amp;" in out and "<b>&" not in out


def test_breakdown_of_a_made_hand():
    # classic-501, hearts, North took. North-South: 97 card points in 5 tricks, the last trick, North's
    # belote; East-West 55 in 3 tricks. NS total 97 + 10 + 20 = 127 > EW 55: made, each scores its own.
    s = score_hand(get_rules("classic-501"), H, Seat.N, {NS: 97, EW: 55}, {NS: 5, EW: 3}, NS, [(Seat.N, H.trump)], None)
    [t] = parse(breakdown_table(s))
    assert t["attrs"]["data-region"] == "breakdown"
    rows = texts(t)
    assert rows[0] == ["", "North-South", "East-West", "Rule"]
    numbers = [(r[0].split(" (")[0].split(":")[0], r[1], r[2]) for r in rows[1:]]
    assert numbers == [
        ("Card points", "97", "55"),
        ("Dix de der", "10", ""),
        ("Belote and rebelote", "20", ""),
        ("Total", "127", "55"),
        ("Made", "127", "55"),
        ("Score for this hand", "127", "55"),
    ]
    assert_numbers_right_aligned(t, [1, 2])
    # the totals are set apart (bold)
    total_rows = [r for r in t["rows"][1:] if r[0]["text"].startswith(("Total", "Score for this hand"))]
    assert len(total_rows) == 2 and all("font-weight:bold" in r[1]["style"] for r in total_rows)
    # the same table from the score itself, as a notebook shows it
    assert s._repr_html_() == s.to_html() == breakdown_table(s)


def test_breakdown_line_by_line_and_from_rows():
    s = score_hand(get_rules("classic-501"), H, Seat.N, {NS: 97, EW: 55}, {NS: 5, EW: 3}, NS, [(Seat.N, H.trump)], None)
    [t] = parse(breakdown_table(s, upto=2, rules=False))
    assert texts(t)[0] == ["", "North-South", "East-West"] and len(t["rows"]) == 3  # header + 2 lines
    # mariage rows are (item, NS, EW, rule) tuples; a negative number keeps its sign in one cell
    [t] = parse(breakdown_table([("Marriage on the table", 20, -20, "r"), ("Deal points", 75, 45, "sum")]))
    assert texts(t)[1][1:3] == ["20", "\u221220"] and texts(t)[2][1:3] == ["75", "45"]


def test_dedans_breakdown_numbers():
    # classic-501, North took hearts: NS 70 card points in 4 tricks, EW 82 in 4 tricks and the last
    # trick: NS 70 < EW 92: dedans, NS score 0, EW score 162 (the whole deal).
    s = score_hand(get_rules("classic-501"), H, Seat.N, {NS: 70, EW: 82}, {NS: 4, EW: 4}, EW, [], None)
    rows = texts(parse(breakdown_table(s))[0])
    assert rows[-1][:3] == ["Score for this hand", "0", "162"]
    assert [r for r in rows if r[0] == "Total"][0][1:3] == ["70", "92"]


def _review(index, card, best, lost):
    return CardReview(index, Seat.S, Card.parse(card), Card.parse(best), {}, lost)


def test_review_table():
    # South's 6th card of play (index 5: trick 2) lost 11 points (A♥ was better); the 10th (index 9:
    # trick 3) was the best card. 11 + 0 = 11 lost in all.
    reviews = [_review(5, "KH", "AH", 11), _review(9, "7S", "7S", 0)]
    [t] = parse(review_table(reviews))
    assert texts(t) == [["Trick", "You played", "Best card", "Points lost"], ["2", "K♥", "A♥", "11"],
                        ["3", "7♠", "the same", "0"], ["Total", "", "", "11"]]
    for row in t["rows"]:
        assert "text-align:right" in row[3]["style"]
    assert 'data-card="KH"' in review_table(reviews)


def test_trainer_results_table():
    # take: mean +12.34, standard error 2.0 -> margin 1.96 * 2.0 = 3.92; taken always, made 80%.
    # pass: mean -3.0, se 1.5 -> margin 2.94; the side takes a quarter of the deals (later), made unknown.
    results = {"take": {"mean": 12.34, "se": 2.0, "taken": 1.0, "made": 0.8},
               "pass": {"mean": -3.0, "se": 1.5, "taken": 0.25, "made": None}}
    out = trainer_results_table(results, {"take": "Take ♥", "pass": "Pass"}, chosen="pass", best="take")
    [t] = parse(out)
    rows = texts(t)
    assert rows[1][1:] == ["+12.3", "± 3.9", "100%", "80%"]
    assert rows[2][1:] == ["\u22123.0", "± 2.9", "25%", ""]
    assert rows[1][0] == "Take ♥ best" and rows[2][0] == "Pass you"
    assert_numbers_right_aligned(t, [1, 2, 3, 4])
    assert t["rows"][1][1]["data-value"] == "12.3"


def test_history_table():
    # two decisions: 12.5 points lost, then none: 12.5 in all
    hist = [{"problem": "Random hand no. 5", "call": "pass", "best": "take", "cost": 12.5, "grade": "costly"},
            {"problem": "A long problem title that wraps", "call": "H", "best": "H", "cost": 0.0, "grade": "best"}]
    [t] = parse(history_table(hist, {"pass": "Pass", "take": "Take ♠", "H": "♥"}))
    assert texts(t) == [["#", "Problem", "You", "Best", "Points lost", "Grade"],
                        ["1", "Random hand no. 5", "Pass", "Take ♠", "12.5", "costly"],
                        ["2", "A long problem title that wraps", "♥", "♥", "0.0", "best"],
                        ["", "Points lost in all", "", "", "12.5", ""]]
    assert_numbers_right_aligned(t, [0, 4])


def test_score_sheet_of_a_belote_game():
    from belote_learn.systems.classic.game import Game

    # two hands, hand-worked: 1) North took hearts and made, 127 to 55; 2) East took spades and was
    # dedans: North-South score the whole 162, East-West 0. Running totals 127-55, then 127 + 162 = 289
    # and 55 + 0 = 55.
    deals = [SimpleNamespace(taker=Seat.N, contract=Contract.parse("H"), contract_words=Contract.parse("H").words),
             SimpleNamespace(taker=Seat.E, contract=Contract.parse("S"), contract_words=Contract.parse("S").words)]
    rows = [{"deal": 1, "result": "made", "NS": 127, "EW": 55, "NS_total": 127, "EW_total": 55},
            {"deal": 2, "result": "dedans", "NS": 162, "EW": 0, "NS_total": 289, "EW_total": 55}]
    game = SimpleNamespace(deals=deals, score_rows=lambda: rows, totals={NS: 289, EW: 55},
                           rules=SimpleNamespace(target=501))
    game.sheet = lambda lang="en": Game.sheet(game, lang)  # the Belote game class's sheet over these hand-made rows
    out = score_sheet_table(game)
    [t] = parse(out)
    r = texts(t)
    assert r[0] == ["Hand", "Taker", "Contract", "Result", "North-South", "East-West", "NS total", "EW total"]
    assert r[1][:3] == ["1", "North", "hearts trumps"] and r[1][3:] == ["made", "127", "55", "127", "55"]
    assert r[2][1] == "East" and r[2][3:] == ["dedans", "162", "0", "289", "55"]
    assert_numbers_right_aligned(t, [0, 4, 5, 6, 7])
    assert "North-South 289, East-West 55" in out


def test_score_sheet_of_a_real_game_matches_its_totals():
    from belote_learn.bots import make_bot, play_game
    from belote_learn.systems.classic.game import Game

    g = play_game(Game("classic-501", seed=3, options={"target": 301}), {s: make_bot("rule", seed=int(s)) for s in Seat})
    [t] = parse(score_sheet_table(g))
    last = texts(t)[-1]
    assert [int(x) for x in last[6:8]] == [g.totals[NS], g.totals[EW]]
    assert len(t["rows"]) == len(g.deals) + 1


def test_team_names_never_break_in_a_cell():
    # classic-501, hearts, North took and won all 8 tricks: capot, a line "Capot by North-South" (seed 000,
    # "Scoring"): 152 card points + 10 dix de der = 162, capot 252 (rules.md). The team name sits in a
    # span that never wraps, so a narrow column breaks the line before it ("Capot by" / "North-South"),
    # never at its hyphen.
    s = score_hand(get_rules("classic-501"), H, Seat.N, {NS: 152, EW: 0}, {NS: 8, EW: 0}, NS, [], None)
    out = breakdown_table(s)
    assert "Capot by " + '<span class="bl-team-name" style="white-space:nowrap">North-South</span>' in out
    rows = texts(parse(out)[0])
    assert any(r[0] == "Capot by North-South" for r in rows), rows  # the text itself is unchanged
    # every team name of a text cell, short or long, and nothing inside a longer word
    cell = html_table(["a"], [["N-S 0 · E-W 3, East-West won; NN-SS and North-Southern stay as they are"]])
    spans = cell.count('<span class="bl-team-name" style="white-space:nowrap">')
    assert spans == 3, cell  # N-S, E-W, East-West
    assert "NN-SS" in cell and "North-Southern" in cell and ">North-South<" not in cell
    # escaping still applies around the names
    assert "&lt;North-South&gt;" not in html_table(["a"], [["<North-South>"]])
    assert "&lt;" in html_table(["a"], [["<North-South>"]])


def test_breakdown_titles_are_shared():
    from belote_learn.core.tables import BREAKDOWN_HEADER

    assert BREAKDOWN_HEADER == ("", "North-South", "East-West", "Rule")
