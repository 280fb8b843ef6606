"""`belote-learn lessons DIR` refuses a folder it cannot use in one line (status 2), never with a traceback,
and writes nothing when it refuses (belote_learn/course.py)."""
from __future__ import annotations


from tests.cli.runner import run




def test_a_folder_name_too_long_for_the_system_is_refused_in_one_line(tmp_path):
    # a name of 300 characters: Linux allows 255 bytes per name (NAME_MAX), so checking the folder raises
    # OSError ENAMETOOLONG; the command should say it cannot use the folder (status 2, one line naming why),
    # as it does for a folder under a file ("Not a directory")
    folder = tmp_path / ("a" * 300)
    status, out, err = run("lessons", "--no-open", str(folder))
    assert status == 2 and out == ""
    line = err.strip()
    assert "\n" not in line and "Traceback" not in err and line.startswith("belote-learn: ")
    assert "too long" in line.lower()
    assert list(tmp_path.iterdir()) == []  # nothing written
