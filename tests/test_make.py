"""The Makefile's commands (issue 13, items 7 and 8): `make lab` roots Jupyter at the project and opens
the start notebook; the classroom site is rebuilt only when one of its sources changed; without npm the
lite build says what is missing."""
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

ROOT = Path(__file__).resolve().parents[1]
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
