"""Fixtures for the browser tests: a JupyterLab server on a free port over a temporary copy of the
notebooks, and headless Debian Chromium driven by Playwright (no browser download).

On failure a screenshot and the browser console log are saved under test-output/.
"""
from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "belote-learn-test"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
OUTPUT = ROOT / "test-output"


def chromium_path() -> str | None:
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def notebook_dir(tmp_path_factory) -> Path:
    """A copy of notebooks/ with outputs and widget state stripped (the browser never writes the repo)."""
    out = tmp_path_factory.mktemp("notebooks")
    for nb_path in (ROOT / "notebooks").glob("*.ipynb"):
        nb = nbformat.read(nb_path, as_version=4)
        for cell in nb.cells:
            if cell.cell_type == "code":
                cell.outputs = []
                cell.execution_count = None
        nb.metadata.pop("widgets", None)
        nbformat.write(nb, out / nb_path.name)
    return out


def _isolated_env(base: Path) -> dict:
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTERLAB_SETTINGS_DIR", "JUPYTERLAB_WORKSPACES_DIR", "IPYTHONDIR"):
        d = base / name.lower()
        d.mkdir(parents=True, exist_ok=True)
        env[name] = str(d)
    settings = base / "jupyterlab_settings_dir" / "@jupyterlab"
    (settings / "apputils-extension").mkdir(parents=True, exist_ok=True)
    (settings / "apputils-extension" / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    (settings / "docmanager-extension").mkdir(parents=True, exist_ok=True)
    (settings / "docmanager-extension" / "plugin.jupyterlab-settings").write_text(json.dumps({"autosave": False}))
    return env


def _wait_http(url: str, proc: subprocess.Popen, log: Path, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited early:\n{log.read_text(errors='replace')[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.25)
    raise RuntimeError(f"server did not answer {url} in {timeout}s:\n{log.read_text(errors='replace')[-3000:]}")


def serve(cmd, ready_path: str, port: int, base: Path, name: str, env=None, cwd=None):
    """Start a server process, wait until ``ready_path`` answers, yield its URL, stop it afterwards."""
    log = base / f"{name}.log"
    with open(log, "wb") as fh:
        proc = subprocess.Popen(cmd, env=env, stdout=fh, stderr=subprocess.STDOUT, cwd=cwd)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_http(f"{url}{ready_path}", proc, log)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()


@pytest.fixture(scope="session")
def lab_server(notebook_dir, tmp_path_factory):
    """Base URL of a JupyterLab server serving the stripped notebooks."""
    base = tmp_path_factory.mktemp("jupyter")
    port = free_port()
    cmd = [
        sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root",
        "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={notebook_dir}",
        "--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.expose_app_in_browser=True",
    ]
    yield from serve(cmd, f"/api/status?token={TOKEN}", port, base, "lab", _isolated_env(base), notebook_dir)


@pytest.fixture(scope="session")
def browser():
    exe = chromium_path()
    if exe is None:
        if os.environ.get("BELOTE_SKIP_BROWSER") == "1":
            pytest.skip("chromium not installed and BELOTE_SKIP_BROWSER=1")
        pytest.fail("chromium is not installed: run `make chromium` (or set BELOTE_SKIP_BROWSER=1 to skip)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=exe, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser, request):
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = ctx.new_page()
    pg.set_default_timeout(60_000)
    console: list[str] = []
    pg.on("console", lambda msg: console.append(f"{msg.type}: {msg.text}"))
    yield pg
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        OUTPUT.mkdir(exist_ok=True)
        name = request.node.name.replace("/", "_")
        try:
            pg.screenshot(path=str(OUTPUT / f"{name}.png"), full_page=True)
        except Exception:  # noqa: BLE001 - best effort on failure
            pass
        (OUTPUT / f"{name}.console.log").write_text("\n".join(console))
    ctx.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    setattr(item, f"rep_{rep.when}", rep)


KERNEL_READY_JS = """(path) => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!w || !w.context || w.context.path !== path) return false;
  const sc = w.sessionContext;
  return !!(sc && sc.isReady && sc.session && sc.session.kernel &&
            sc.session.kernel.connectionStatus === 'connected' && sc.kernelDisplayStatus === 'idle');
}"""


def open_notebook(page, base: str, name: str) -> None:
    """Open a notebook in a fresh workspace and wait until its kernel is idle."""
    url = f"{base}/lab/workspaces/t{uuid.uuid4().hex[:8]}/tree/{name}?token={TOKEN}&reset"
    page.goto(url)
    page.wait_for_function(KERNEL_READY_JS, arg=name, timeout=120_000)


def run_all_cells(page) -> None:
    """Fire "run all cells" without awaiting the command's promise (which can hang)."""
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); return true; }")


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory):
    """Base URL of a Voila server over app/ (the standalone practice game and hand explorer)."""
    base = tmp_path_factory.mktemp("voila")
    port = free_port()
    # as `make app` runs it: the project's page template (app/share), which asks no CDN for anything
    cmd = [sys.executable, "-m", "voila", str(ROOT / "app"), "--template=belote", "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", f"--token={TOKEN}", "--show_tracebacks=True"]
    env = dict(_isolated_env(base), JUPYTER_PATH=str(ROOT / "app" / "share"))
    yield from serve(cmd, f"/voila/static/voila.js?token={TOKEN}", port, base, "voila", env)


@pytest.fixture(scope="session")
def lite_site(tmp_path_factory):
    """Base URL of the built JupyterLite site (_site/, built by `make lite`) served on localhost."""
    site = ROOT / "_site"
    if not (site / "index.html").is_file():
        check = subprocess.run([sys.executable, str(ROOT / "tools" / "build_lite.py"), "--check"],
                               capture_output=True, text=True)
        if check.returncode == 3:  # npm is missing: make test skipped the build, and says why
            pytest.skip(check.stderr.strip())
        pytest.fail("the JupyterLite site is not built: run `make lite` (make test does it)")
    base = tmp_path_factory.mktemp("lite")
    port = free_port()
    cmd = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(site)]
    yield from serve(cmd, "/index.html", port, base, "http")


def _click_if_still_there(locator) -> None:
    """Click, as a person would, unless the page moved on first (the kernel may re-draw the hand
    between reading it and clicking: the bots played, or the hand ended); the caller reads the page
    again either way."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        locator.click(timeout=5_000)
    except PlaywrightTimeout:
        pass


def play_one_hand(page, game, seconds: float = 180) -> None:
    """Bid (take, else pass) and play the first legal card each time it is South's turn, until the
    status line says the hand (or the game) is over or ``seconds`` have passed."""
    status = game.locator(".bl-status")
    deadline = time.time() + seconds
    while time.time() < deadline:
        text = status.text_content()
        if "The hand is over" in text or "win" in text:
            return
        if "Your turn" not in text:
            page.wait_for_timeout(200)
            continue
        if game.locator(".bl-call").count():
            take = game.get_by_role("button", name="Take")
            _click_if_still_there((take if take.count() else game.get_by_role("button", name="Pass")).first)
        else:
            legal = game.locator(".bl-hand-widget .bl-cardbtn.bl-legal")
            if legal.count() == 0:
                page.wait_for_timeout(200)
                continue
            _click_if_still_there(legal.first)
        page.wait_for_timeout(300)
