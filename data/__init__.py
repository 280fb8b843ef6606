"""Data shipped with belote-learn: teaching positions, example records, bidding problems.

This folder is installed as the package ``belote_learn.data``; read it with
:func:`belote_learn.rules.datafiles.data_path`.
"""
