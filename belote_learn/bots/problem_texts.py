"""The curated bidding problems' titles and lessons (data/bidding) as catalogue messages, by problem name
(the file's stem, ``"01-classic-501"``), so that the trainer, the lessons and the training path say them in the
reader's language. The files keep their English text; tests/bots/test_problem_texts.py holds the English
messages equal to it."""
from __future__ import annotations

from belote_learn.core.messages import Message

__all__ = ["PROBLEM_TEXTS", "problem_texts"]

PROBLEM_TEXTS = {
    "01-classic-501": (Message("bidding.problem.p01_classic_501.title"), Message("bidding.problem.p01_classic_501.teaches")),
    "02-classic-501": (Message("bidding.problem.p02_classic_501.title"), Message("bidding.problem.p02_classic_501.teaches")),
    "03-classic-501": (Message("bidding.problem.p03_classic_501.title"), Message("bidding.problem.p03_classic_501.teaches")),
    "04-classic-501": (Message("bidding.problem.p04_classic_501.title"), Message("bidding.problem.p04_classic_501.teaches")),
    "05-classic-501": (Message("bidding.problem.p05_classic_501.title"), Message("bidding.problem.p05_classic_501.teaches")),
    "06-classic-501": (Message("bidding.problem.p06_classic_501.title"), Message("bidding.problem.p06_classic_501.teaches")),
    "07-classic-501": (Message("bidding.problem.p07_classic_501.title"), Message("bidding.problem.p07_classic_501.teaches")),
    "08-classic-501": (Message("bidding.problem.p08_classic_501.title"), Message("bidding.problem.p08_classic_501.teaches")),
    "09-classic-501": (Message("bidding.problem.p09_classic_501.title"), Message("bidding.problem.p09_classic_501.teaches")),
    "10-classic-501": (Message("bidding.problem.p10_classic_501.title"), Message("bidding.problem.p10_classic_501.teaches")),
    "11-classic-501": (Message("bidding.problem.p11_classic_501.title"), Message("bidding.problem.p11_classic_501.teaches")),
    "12-classic-501": (Message("bidding.problem.p12_classic_501.title"), Message("bidding.problem.p12_classic_501.teaches")),
    "13-classic-501": (Message("bidding.problem.p13_classic_501.title"), Message("bidding.problem.p13_classic_501.teaches")),
    "14-classic-501": (Message("bidding.problem.p14_classic_501.title"), Message("bidding.problem.p14_classic_501.teaches")),
    "15-classic-501": (Message("bidding.problem.p15_classic_501.title"), Message("bidding.problem.p15_classic_501.teaches")),
    "16-classic-501": (Message("bidding.problem.p16_classic_501.title"), Message("bidding.problem.p16_classic_501.teaches")),
    "17-classic-501": (Message("bidding.problem.p17_classic_501.title"), Message("bidding.problem.p17_classic_501.teaches")),
    "18-classic-501": (Message("bidding.problem.p18_classic_501.title"), Message("bidding.problem.p18_classic_501.teaches")),
    "19-classic-1000": (Message("bidding.problem.p19_classic_1000.title"), Message("bidding.problem.p19_classic_1000.teaches")),
    "20-classic-1000": (Message("bidding.problem.p20_classic_1000.title"), Message("bidding.problem.p20_classic_1000.teaches")),
    "21-classic-1000": (Message("bidding.problem.p21_classic_1000.title"), Message("bidding.problem.p21_classic_1000.teaches")),
    "22-classic-1000": (Message("bidding.problem.p22_classic_1000.title"), Message("bidding.problem.p22_classic_1000.teaches")),
    "23-classic-1000": (Message("bidding.problem.p23_classic_1000.title"), Message("bidding.problem.p23_classic_1000.teaches")),
    "24-classic-1000": (Message("bidding.problem.p24_classic_1000.title"), Message("bidding.problem.p24_classic_1000.teaches")),
    "25-classic-1000": (Message("bidding.problem.p25_classic_1000.title"), Message("bidding.problem.p25_classic_1000.teaches")),
    "26-classic-1000": (Message("bidding.problem.p26_classic_1000.title"), Message("bidding.problem.p26_classic_1000.teaches")),
    "27-classic-1000": (Message("bidding.problem.p27_classic_1000.title"), Message("bidding.problem.p27_classic_1000.teaches")),
    "28-classic-1000": (Message("bidding.problem.p28_classic_1000.title"), Message("bidding.problem.p28_classic_1000.teaches")),
    "29-sans-tout-atout": (Message("bidding.problem.p29_sans_tout_atout.title"), Message("bidding.problem.p29_sans_tout_atout.teaches")),
    "30-sans-tout-atout": (Message("bidding.problem.p30_sans_tout_atout.title"), Message("bidding.problem.p30_sans_tout_atout.teaches")),
    "31-sans-tout-atout": (Message("bidding.problem.p31_sans_tout_atout.title"), Message("bidding.problem.p31_sans_tout_atout.teaches")),
    "32-sans-tout-atout": (Message("bidding.problem.p32_sans_tout_atout.title"), Message("bidding.problem.p32_sans_tout_atout.teaches")),
    "33-sans-tout-atout": (Message("bidding.problem.p33_sans_tout_atout.title"), Message("bidding.problem.p33_sans_tout_atout.teaches")),
    "34-sans-tout-atout": (Message("bidding.problem.p34_sans_tout_atout.title"), Message("bidding.problem.p34_sans_tout_atout.teaches")),
    "35-sans-tout-atout": (Message("bidding.problem.p35_sans_tout_atout.title"), Message("bidding.problem.p35_sans_tout_atout.teaches")),
    "36-sans-tout-atout": (Message("bidding.problem.p36_sans_tout_atout.title"), Message("bidding.problem.p36_sans_tout_atout.teaches")),
    "37-sans-tout-atout": (Message("bidding.problem.p37_sans_tout_atout.title"), Message("bidding.problem.p37_sans_tout_atout.teaches")),
    "38-sans-tout-atout": (Message("bidding.problem.p38_sans_tout_atout.title"), Message("bidding.problem.p38_sans_tout_atout.teaches")),
    "39-sans-tout-atout": (Message("bidding.problem.p39_sans_tout_atout.title"), Message("bidding.problem.p39_sans_tout_atout.teaches")),
    "40-sans-tout-atout": (Message("bidding.problem.p40_sans_tout_atout.title"), Message("bidding.problem.p40_sans_tout_atout.teaches")),
    "41-sans-tout-atout": (Message("bidding.problem.p41_sans_tout_atout.title"), Message("bidding.problem.p41_sans_tout_atout.teaches")),
    "42-sans-tout-atout": (Message("bidding.problem.p42_sans_tout_atout.title"), Message("bidding.problem.p42_sans_tout_atout.teaches")),
    "43-coinche": (Message("bidding.problem.p43_coinche.title"), Message("bidding.problem.p43_coinche.teaches")),
    "44-coinche": (Message("bidding.problem.p44_coinche.title"), Message("bidding.problem.p44_coinche.teaches")),
    "45-coinche": (Message("bidding.problem.p45_coinche.title"), Message("bidding.problem.p45_coinche.teaches")),
    "46-coinche": (Message("bidding.problem.p46_coinche.title"), Message("bidding.problem.p46_coinche.teaches")),
    "47-coinche": (Message("bidding.problem.p47_coinche.title"), Message("bidding.problem.p47_coinche.teaches")),
    "48-coinche": (Message("bidding.problem.p48_coinche.title"), Message("bidding.problem.p48_coinche.teaches")),
    "49-coinche": (Message("bidding.problem.p49_coinche.title"), Message("bidding.problem.p49_coinche.teaches")),
    "50-coinche": (Message("bidding.problem.p50_coinche.title"), Message("bidding.problem.p50_coinche.teaches")),
    "51-coinche": (Message("bidding.problem.p51_coinche.title"), Message("bidding.problem.p51_coinche.teaches")),
    "52-coinche": (Message("bidding.problem.p52_coinche.title"), Message("bidding.problem.p52_coinche.teaches")),
    "53-coinche": (Message("bidding.problem.p53_coinche.title"), Message("bidding.problem.p53_coinche.teaches")),
    "54-coinche": (Message("bidding.problem.p54_coinche.title"), Message("bidding.problem.p54_coinche.teaches")),
    "55-coinche": (Message("bidding.problem.p55_coinche.title"), Message("bidding.problem.p55_coinche.teaches")),
    "56-coinche": (Message("bidding.problem.p56_coinche.title"), Message("bidding.problem.p56_coinche.teaches")),
    "57-coinche": (Message("bidding.problem.p57_coinche.title"), Message("bidding.problem.p57_coinche.teaches")),
    "58-coinche": (Message("bidding.problem.p58_coinche.title"), Message("bidding.problem.p58_coinche.teaches")),
    "59-coinche": (Message("bidding.problem.p59_coinche.title"), Message("bidding.problem.p59_coinche.teaches")),
    "60-coinche": (Message("bidding.problem.p60_coinche.title"), Message("bidding.problem.p60_coinche.teaches")),
    "61-coinche": (Message("bidding.problem.p61_coinche.title"), Message("bidding.problem.p61_coinche.teaches")),
    "62-coinche": (Message("bidding.problem.p62_coinche.title"), Message("bidding.problem.p62_coinche.teaches")),
    "63-coinche": (Message("bidding.problem.p63_coinche.title"), Message("bidding.problem.p63_coinche.teaches")),
    "64-coinche": (Message("bidding.problem.p64_coinche.title"), Message("bidding.problem.p64_coinche.teaches")),
    "65-coinche": (Message("bidding.problem.p65_coinche.title"), Message("bidding.problem.p65_coinche.teaches")),
    "66-coinche": (Message("bidding.problem.p66_coinche.title"), Message("bidding.problem.p66_coinche.teaches")),
    "67-coinche": (Message("bidding.problem.p67_coinche.title"), Message("bidding.problem.p67_coinche.teaches")),
    "68-coinche": (Message("bidding.problem.p68_coinche.title"), Message("bidding.problem.p68_coinche.teaches")),
    "69-coinche": (Message("bidding.problem.p69_coinche.title"), Message("bidding.problem.p69_coinche.teaches")),
    "70-coinche": (Message("bidding.problem.p70_coinche.title"), Message("bidding.problem.p70_coinche.teaches")),
    "71-coinche": (Message("bidding.problem.p71_coinche.title"), Message("bidding.problem.p71_coinche.teaches")),
    "72-coinche": (Message("bidding.problem.p72_coinche.title"), Message("bidding.problem.p72_coinche.teaches")),
    "73-coinche": (Message("bidding.problem.p73_coinche.title"), Message("bidding.problem.p73_coinche.teaches")),
    "74-coinche": (Message("bidding.problem.p74_coinche.title"), Message("bidding.problem.p74_coinche.teaches")),
    "75-coinche": (Message("bidding.problem.p75_coinche.title"), Message("bidding.problem.p75_coinche.teaches")),
    "76-coinche": (Message("bidding.problem.p76_coinche.title"), Message("bidding.problem.p76_coinche.teaches")),
    "77-coinche": (Message("bidding.problem.p77_coinche.title"), Message("bidding.problem.p77_coinche.teaches")),
    "78-coinche": (Message("bidding.problem.p78_coinche.title"), Message("bidding.problem.p78_coinche.teaches")),
    "79-coinche": (Message("bidding.problem.p79_coinche.title"), Message("bidding.problem.p79_coinche.teaches")),
    "80-coinche": (Message("bidding.problem.p80_coinche.title"), Message("bidding.problem.p80_coinche.teaches")),
    "81-coinche": (Message("bidding.problem.p81_coinche.title"), Message("bidding.problem.p81_coinche.teaches")),
    "82-coinche": (Message("bidding.problem.p82_coinche.title"), Message("bidding.problem.p82_coinche.teaches")),
    "83-coinche": (Message("bidding.problem.p83_coinche.title"), Message("bidding.problem.p83_coinche.teaches")),
    "84-coinche": (Message("bidding.problem.p84_coinche.title"), Message("bidding.problem.p84_coinche.teaches")),
    "85-coinche": (Message("bidding.problem.p85_coinche.title"), Message("bidding.problem.p85_coinche.teaches")),
}
"""Problem name -> (title, what it teaches), as messages."""


def problem_texts(name: str, title, teaches):
    """``(title, teaches)`` of the problem ``name`` as messages when the catalogue has them and their English is
    the text given (a problem file edited by a user keeps its own words); else ``(title, teaches)`` as given."""
    said = PROBLEM_TEXTS.get(name)
    if said is None or str(said[0]) != str(title) or str(said[1]) != str(teaches):
        return title, teaches
    return said
