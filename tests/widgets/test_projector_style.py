"""The projector style of the widgets without a browser: every control of every widget carries the shared
control class (and its style sheet travels with the widget), cards are drawn 100 px wide in the trainer
and the walkthroughs, the trainer's bidding box is marked as the "bidding" region, and table titles wrap
only between words. (The sizes as drawn are measured in Chromium: tests/browser/test_tables_browser.py.)"""
from __future__ import annotations

import re

import ipywidgets as W

from belote_learn.core.tables import html_table
from belote_learn.widgets import (BiddingTrainer, DeclarationsWalkthrough, HandExplorer, PositionBuilder, PracticeGame,
                                  ScoringWalkthrough)
from belote_learn.widgets.common import (CONTROL_CLASS, CONTROL_FONT_PX, CardButton, RegionMarks, card_fan_html,
                                         projector_controls)

CONTROLS = (W.Button, W.Dropdown, W.BoundedIntText, W.IntText, W.Text, W.Checkbox, W.ToggleButtons)


def walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def controls_and_styles(root):
    parts = list(walk(root))
    controls = [w for w in parts if isinstance(w, CONTROLS) and "bl-cardbtn" not in w._dom_classes]
    styles = [w for w in parts if "bl-ctl-style" in getattr(w, "_dom_classes", ())]
    return controls, styles


def test_every_widget_draws_its_controls_at_projector_size():
    widgets = {"explorer": HandExplorer(), "builder": PositionBuilder(), "practice": PracticeGame(),
               "declarations": DeclarationsWalkthrough(), "scoring": ScoringWalkthrough(),
               "trainer": BiddingTrainer(simulations=20)}
    # the controls each widget has: explorer Rules, Contract, On table, Deal no., New deal (5); builder
    # Rules, Contract, Leader, Load, Save as, Save (6: where cards go and Clear are the card table's own buttons,
    # projector-sized there); practice settings Rules, Target,
    # Bot speed, Partner, Opponents, four colours, File, Save, Resume (9); declarations Rules, Trumps,
    # Deal no., Next step, Show all (5); scoring Record, Seed, Bots play, Next trick, Next line, Show all,
    # Restart (7); trainer Rules, Random hand, Next problem (3, the calls styled apart)
    least = {"explorer": 5, "builder": 6, "practice": 9, "declarations": 5, "scoring": 7, "trainer": 3}
    for name, w in widgets.items():
        controls, styles = controls_and_styles(w.widget)
        styled = [c for c in controls if CONTROL_CLASS in c._dom_classes]
        assert len(styled) >= least[name], (name, [getattr(c, "description", c) for c in styled])
        if name == "trainer":  # the call buttons have the trainer's own (larger) style
            assert all(CONTROL_CLASS in c._dom_classes or "bl-call" in c._dom_classes for c in controls)
        else:
            assert styled == controls, name
        assert len(styles) == 1 and f"font-size: {CONTROL_FONT_PX}px" in styles[0].value, name
    assert CONTROL_FONT_PX >= 16


def test_projector_controls_leaves_cards_alone_and_is_idempotent():
    card = CardButton("JH")
    go = W.Button(description="Go")
    row = W.HBox([card, go])
    projector_controls(row, primary=[go])
    projector_controls(row)
    assert CONTROL_CLASS not in card._dom_classes and CONTROL_CLASS in go._dom_classes
    assert "bl-ctl-primary" in go._dom_classes and "bl-ctl-row" in row._dom_classes
    assert len(row.children) == 3  # the card, the button and one style sheet (not two)


def test_trainer_cards_100px_and_bidding_region():
    t = BiddingTrainer(simulations=20)
    t.load(0)  # five cards and the turn-up
    assert re.findall(r'<svg class="bl-card[^"]*" data-card="\w+"[^>]* width="(\d+)"', t.hand_box.value) == ["100"] * 6
    marks = [w for w in walk(t.widget) if isinstance(w, RegionMarks)]
    assert len(marks) == 1 and marks[0].regions["bl-bidding"]["region"] == "bidding"
    assert "bl-bidding" in t.calls_box._dom_classes and marks[0].root == ".bl-trainer"
    coinche = BiddingTrainer("coinche", seed=3, simulations=20)
    assert re.findall(r'data-card="\w+"[^>]* width="(\d+)"', coinche.hand_box.value) == ["100"] * 8


def test_coinche_bid_marks_its_suit_button():
    t = BiddingTrainer("coinche", seed=3, simulations=20)
    bid = next(c for c in t.problem.options() if " " in c)  # the lowest bid offered, e.g. "80 S"
    t.decide(bid)
    chosen = [b.description for b in t.calls_box.children if "bl-chosen" in b._dom_classes]
    assert chosen == [t.problem.call_said(bid).split(" ")[1]]  # "80 ♠": the ♠ button


def test_walkthrough_cards_100px_and_declared_cards_starred():
    d = DeclarationsWalkthrough()
    d.load_record("c1000-declarations-tie")
    widths = re.findall(r'data-card="\w+"[^>]* width="(\d+)"', d.hands_box.value)
    assert widths == ["100"] * 32  # four hands of eight
    combos = d.hands_box.value.count('class="bl-combo"')
    assert combos >= 1 and d.hands_box.value.count('class="bl-combo-badge"') == combos
    s = ScoringWalkthrough()
    s.next_trick()
    assert re.findall(r'data-card="\w+"[^>]* width="(\d+)"', s.trick_view.value) == ["100"] * 4


def test_card_fan_keeps_the_last_card_whole():
    fan = card_fan_html(["<i>a</i>", "<i>b</i>", "<i>c</i>"], width=100, strip=40)
    shrink = re.findall(r"flex:0 (\d) 106px;min-width:40px", fan)
    assert shrink == ["1", "1", "0"]  # the first two may overlap, the last never
    # a 10 (two digits in its corner) gives up less width and keeps 6 px more in view
    fan = card_fan_html(["<i>10</i>", "<i>J</i>", "<i>10</i>"], width=100, strip=40, ranks=["10", "J", "10"])
    assert re.findall(r"flex:0 ([\d.]+) 106px;min-width:(\d+)px", fan) == [("0.35", "46"), ("1", "40"), ("0", "46")]


def test_table_titles_wrap_between_words_only():
    table = html_table(["Call", "Expected score", "North-South"], [["Pass", 1.5, 3]], numeric=(1, 2))
    # each word of a title in an unbreakable span: "Expected score" may take two lines, "North-South" one
    assert '<span style="white-space:nowrap">Expected</span> <span style="white-space:nowrap">score</span>' in table
    assert '<span style="white-space:nowrap">North-South</span>' in table
    numbers = re.findall(r'<td class="bl-num"[^>]*style="([^"]*)"', table)
    assert numbers and all("white-space:nowrap" in st for st in numbers)


def test_card_fan_holds_each_card_at_its_full_width():
    # JupyterLab's rendered HTML gives every svg max-width:100%: each card sits in a box as wide as the
    # card (100 px), so the overlapping holder (which shrinks to 40 px) never shrinks the drawing
    fan = card_fan_html(["<svg></svg>", "<svg></svg>"], width=100, strip=40)
    assert fan.count('<span style="display:block;width:100px"><svg></svg></span>') == 2
