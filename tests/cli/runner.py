"""The command line run in-process, as the tests of tests/cli/ drive it."""
import contextlib
import io

from belote_learn.cli import main


def run(*args):
    """``belote-learn ARGS``: ``(exit status, standard output, standard error)``."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(list(args))
        except SystemExit as exc:
            status = exc.code
    return status, out.getvalue(), err.getvalue()
