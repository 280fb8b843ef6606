"""argparse's own refusals (an unknown command, a missing file, an unknown option, an option without its
value, an ambiguous abbreviation) are said in the command's language, in one line, with status 2; in English
they stay argparse's words."""
import pytest

from belote_learn.cli import main


def refusal(capsys, *argv):
    with pytest.raises(SystemExit) as exc:
        main(list(argv))
    out, err = capsys.readouterr()
    assert exc.value.code == 2 and out == "" and err.count("\n") == 1
    return err


@pytest.mark.parametrize("argv, english, french", [
    (["bogus"], "invalid choice: 'bogus'", "choix non valide\u00a0: 'bogus'"),
    (["explain"], "the following arguments are required: FILE", "ces arguments sont obligatoires\u00a0: FICHIER"),
    (["rules", "--bogus"], "unrecognized arguments: --bogus", "arguments inconnus\u00a0: --bogus"),
    (["simulate", "--games"], "argument --games: expected one argument", "argument --games\u00a0: une valeur est attendue"),
    (["simulate", "--n", "3"], "ambiguous option: --n could match", "option ambiguë\u00a0: --n peut désigner"),
])
def test_an_argparse_refusal_is_said_in_the_language_asked(capsys, argv, english, french):
    assert english in refusal(capsys, *argv)
    said = refusal(capsys, "--lang", "fr", *argv)
    assert french in said and english not in said
