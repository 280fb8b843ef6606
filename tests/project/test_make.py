"""The Makefile's commands: `make lab` roots Jupyter at the project and opens the start notebook, with a
path holding spaces kept whole and the user's changed lab settings kept; the classroom site is rebuilt only
when one of its sources changed; without npm the lite build says what is missing."""
from __future__ import annotations

import json
import os
import shlex
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "belote-learn-make-test"

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def make_dry_run(target: str, *args: str) -> str:
    """What `make -n TARGET` would run (nothing is run)."""
    out = subprocess.run(["make", "-n", target, *args], cwd=ROOT, capture_output=True, text=True, check=True)
    return out.stdout


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_make_lab_roots_jupyter_at_the_project_and_opens_the_start_notebook(tmp_path):
    line = next(x for x in make_dry_run("lab").splitlines() if "jupyter lab" in x)
    port = free_port()
    # the "browser" Jupyter opens is a script that notes the page it was asked to open
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.py"
    browser.write_text(f"import sys\nopen({str(opened)!r}, 'w').write(sys.argv[1])\n")
    cmd = shlex.split(line) + [f"--ServerApp.browser={sys.executable} {browser} %s", "--ServerApp.ip=127.0.0.1",
                               f"--ServerApp.port={port}",
                               "--ServerApp.port_retries=0", f"--IdentityProvider.token={TOKEN}",
                               "--LabApp.news_url=None",
                               "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
    if os.geteuid() == 0 and "--allow-root" not in cmd:
        cmd.append("--allow-root")
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTERLAB_SETTINGS_DIR", "JUPYTERLAB_WORKSPACES_DIR"):
        (tmp_path / name).mkdir()
        env[name] = str(tmp_path / name)
    log = tmp_path / "lab.log"
    with open(log, "wb") as fh:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=fh, stderr=subprocess.STDOUT)
    try:
        listing = None
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and listing is None:
            assert proc.poll() is None, log.read_text(errors="replace")[-3000:]
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/contents?token={TOKEN}", timeout=2) as r:
                    listing = json.load(r)
            except OSError:
                time.sleep(0.3)
        assert listing is not None, log.read_text(errors="replace")[-3000:]
        names = {item["name"] for item in listing["content"]}
        assert {"notebooks", "data", "docs", "README.md"} <= names  # the project's root, not notebooks/
        # and the start notebook is the page the browser opens (a local file that redirects to it)
        deadline = time.monotonic() + 30
        while not opened.is_file():
            assert time.monotonic() < deadline, log.read_text(errors="replace")[-3000:]
            time.sleep(0.3)
        page = opened.read_text()
        page = Path(page.removeprefix("file://")).read_text() if page.startswith("file://") else page
        assert "lab/tree/notebooks/00_start_here.ipynb" in page
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()


def test_without_npm_the_lite_build_says_what_is_missing(tmp_path):
    """No npm and no Pyodide fetched yet: the check and the build itself answer with one line naming npm
    and exit 3 (the status make test reads as "skip the site"), never a traceback."""
    env = dict(os.environ, PATH=str(tmp_path), BELOTE_LITE_BUILD=str(tmp_path / "build"))
    for args in (["--check"], []):
        run = subprocess.run([sys.executable, str(ROOT / "tools" / "build_lite.py"), *args], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=60)
        assert run.returncode == 3, run.stderr
        lines = run.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in run.stderr
        assert "npm" in lines[0] and "make lite" in lines[0] and len(lines[0]) < 300
    # once Pyodide's tarball is in the build folder npm is no longer needed
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "pyodide-314.0.6.tgz").write_bytes(b"")
    check = subprocess.run([sys.executable, str(ROOT / "tools" / "build_lite.py"), "--check"], cwd=ROOT,
                           env=dict(env, PYODIDE_VERSION="314.0.6"), capture_output=True, text=True, timeout=60)
    assert check.returncode == 0 and check.stderr == ""


def test_make_test_skips_the_site_without_npm(tmp_path):
    """`make test` on a machine without npm: the check's line, then the skip, and the tests still run
    (make -n runs the recipe line that calls make, and prints the others)."""
    env = dict(os.environ, PATH=str(tmp_path), BELOTE_LITE_BUILD=str(tmp_path / "build"))
    run = subprocess.run([shutil.which("make"), "-n", "test", f"PYTHON={sys.executable}"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "needs npm" in run.stderr
    assert "the classroom site (make lite) and its browser test are skipped" in run.stdout
    assert "-m pytest" in run.stdout  # the other tests still run


def test_the_site_is_rebuilt_only_when_a_source_changed(tmp_path):
    """The Makefile's stamp, in a scratch folder with stand-in sources: a built site is up to date, though
    the files jupyter lite copied keep their packages' old dates (1985); any newer source makes it stale."""
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    old, built = 946_684_800, 978_307_200  # 2000-01-01 and 2001-01-01
    sources = ["tools/build_lite.py", "tools/lab_overrides.json", "pyproject.toml", "setup.py", "README.md", "constraints-lite.txt",
               "belote_learn/cards.py", "belote_learn/widgets/practice.py", "notebooks/00_start_here.ipynb",
               "data/records/c501-made.json", ".venv-lite/.installed"]
    for name in sources:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("")
        os.utime(tmp_path / name, (old, old))
    os.utime(tmp_path / ".venv-lite/.installed", (old + 1, old + 1))
    (tmp_path / "_site").mkdir()
    (tmp_path / "_site/index.html").write_text("")
    os.utime(tmp_path / "_site/index.html", (499_162_500, 499_162_500))  # 1985-10-26, as jupyter lite leaves it
    (tmp_path / "_site/.built").write_text("")
    os.utime(tmp_path / "_site/.built", (built, built))

    def up_to_date() -> bool:
        q = subprocess.run([shutil.which("make"), "-q", "_site/.built"], cwd=tmp_path, capture_output=True,
                           text=True, timeout=60)
        assert q.returncode in (0, 1), q.stderr
        return q.returncode == 0

    assert up_to_date()
    for name in ("belote_learn/widgets/practice.py", "notebooks/00_start_here.ipynb", "data/records/c501-made.json"):
        os.utime(tmp_path / name, (built + 10, built + 10))
        assert not up_to_date(), name
        os.utime(tmp_path / name, (old, old))
        assert up_to_date()


def test_lab_settings_are_jupyterlab_settings():
    """The JupyterLab settings `make setup` installs for `make lab` are settings JupyterLab's own schemas define,
    with values they accept: tools/lab_overrides.json (copied into the venv's share/jupyter/lab/settings, and
    into the classroom site) never fetches the news (no pop-up asking about it); the theme's user settings
    (tools/lab_user_settings/, the user settings dir of `make lab`) draw lesson text at 18 px (JupyterLab: 14)."""
    import jsonschema
    import json5

    schemas = Path(sys.prefix) / "share" / "jupyter" / "lab" / "schemas"

    def check(plugin_id, values):
        package, plugin = plugin_id.split(":")
        schema = json.loads((schemas / package / f"{plugin}.json").read_text())
        for key in values:
            assert key in schema["properties"], (plugin_id, key)
        jsonschema.validate(values, schema)

    overrides = json.loads((ROOT / "tools" / "lab_overrides.json").read_text())
    for plugin_id, values in overrides.items():
        check(plugin_id, values)
    assert overrides["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"
    theme = json5.loads((ROOT / "tools" / "lab_user_settings" / "@jupyterlab" / "apputils-extension"
                         / "themes.jupyterlab-settings").read_text())
    check("@jupyterlab/apputils-extension:themes", theme)
    assert theme["overrides"]["content-font-size1"] == "18px"
    setup = make_dry_run("-B", "setup")
    assert "cp tools/lab_overrides.json .venv/share/jupyter/lab/settings/overrides.json" in setup
    assert "themes.jupyterlab-settings .venv/lab-user-settings/@jupyterlab/apputils-extension/" in setup
    lab = next(x for x in make_dry_run("lab").splitlines() if "jupyter lab" in x)
    assert "--LabApp.user_settings_dir=" + str(ROOT / ".venv" / "lab-user-settings") in shlex.split(lab)


def test_make_lab_command_line_keeps_a_path_with_spaces_whole():
    """A project checked out in "/home/ann/My belote" gave `jupyter lab` the arguments
    "--ServerApp.root_dir=/home/ann/My" and "belote" (and the same for the settings dir). Read as the shell
    reads it, each option is one argument holding the whole path."""
    where = "/tmp/My belote project"
    lab = next(x for x in make_dry_run("lab", f"CURDIR={where}").splitlines() if "jupyter lab" in x)
    args = shlex.split(lab)
    assert f"--ServerApp.root_dir={where}" in args
    assert f"--LabApp.user_settings_dir={where}/.venv/lab-user-settings" in args
    assert args[-1] == "notebooks/00_start_here.ipynb"  # no stray word from the path after the notebook


def test_make_setup_keeps_the_users_changed_lab_settings():
    """`make setup` run again (even after tools/lab_user_settings/ changed, -W: "as if newer")
    never copies the seed over the theme settings a user changed in JupyterLab's Settings (the copy is made
    only when the file is missing); the overrides, which are no user's, are copied again."""
    theme = "@jupyterlab/apputils-extension/themes.jupyterlab-settings"
    target = ROOT / ".venv" / "lab-user-settings" / theme
    if not target.is_file():
        pytest.skip("make setup has not run in this checkout")
    run = make_dry_run("setup", "-W", f"tools/lab_user_settings/{theme}", "-W", "tools/lab_overrides.json")
    assert "themes.jupyterlab-settings .venv/lab-user-settings" not in run, run
    assert "cp tools/lab_overrides.json .venv/share/jupyter/lab/settings/overrides.json" in run, run
