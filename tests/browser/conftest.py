"""Fixtures for the browser tests: a JupyterLab server on a free port over a temporary copy of the
notebooks, and headless Debian Chromium driven by Playwright (no browser download).

On failure a screenshot and the browser console log are saved under test-output/.
"""
from __future__ import annotations

import json
import os
import re
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
from playwright.sync_api import expect

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
    # the lesson text at a projector's size, as `make lab` starts (its user settings, seeded from the project)
    shutil.copy(ROOT / "tools" / "lab_user_settings" / "@jupyterlab" / "apputils-extension" / "themes.jupyterlab-settings",
                settings / "apputils-extension" / "themes.jupyterlab-settings")
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
    # JupyterLab's defaults as `make setup` installs them for `make lab` (no news pop-up)
    app_settings = base / "app_settings"
    app_settings.mkdir()
    shutil.copy(ROOT / "tools" / "lab_overrides.json", app_settings / "overrides.json")
    cmd = [
        sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root", f"--LabApp.app_settings_dir={app_settings}",
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


# -- the card table (belote_learn/widgets/table.py) ------------------------------------------------
READY = "[data-region=table][data-state=ready]"
OVER = re.compile("hand is over|game is over")


def shoot(page, locator, name: str) -> None:
    """Save screenshots of a widget under test-output/screens/: the widget alone and the viewport with
    the widget scrolled to the top, at 1400x1000 and at 1024x768 (a projector)."""
    out = OUTPUT / "screens"
    out.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size
    for w, h in ((1400, 1000), (1024, 768)):
        page.set_viewport_size({"width": w, "height": h})
        scroll_to_top(locator)
        page.wait_for_timeout(100)  # let the table re-fit its hand to the new width (one frame)
        locator.screenshot(path=str(out / f"{name}-{w}x{h}-widget.png"))
        page.screenshot(path=str(out / f"{name}-{w}x{h}-screen.png"))
    page.set_viewport_size(size)


def scroll_to_top(locator) -> None:
    """Scroll the page (or the notebook) so that the widget's top is at the top of what is visible."""
    locator.evaluate("""async el => {
      // every scrolling ancestor, innermost first (JupyterLab's notebook area), then the page (Voila);
      // JupyterLab lays the cells out again as they come into view, so align until it stays aligned
      const frame = () => new Promise(r => requestAnimationFrame(() => r()));
      let steady = 0;
      for (let round = 0; round < 30 && steady < 3; round++) {
        const scrollers = [];
        for (let c = el.parentElement; c && c !== document.body && c !== document.documentElement; c = c.parentElement) {
          if (c.scrollHeight > c.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(c).overflowY)) scrollers.push(c);
        }
        let off = 0;
        for (const c of scrollers) {
          const d = el.getBoundingClientRect().top - c.getBoundingClientRect().top - 2;
          const before = c.scrollTop;
          c.scrollTop += d;
          if (c.scrollTop !== before || Math.abs(d) >= 1) off = Math.max(off, Math.abs(c.scrollTop - before));
        }
        if (!scrollers.length) {
          const before = window.scrollY;
          window.scrollBy(0, el.getBoundingClientRect().top - 2);
          off = Math.abs(window.scrollY - before);
        }
        steady = off < 1 ? steady + 1 : 0;
        await frame();
        await frame();
      }
    }""")


def visible_area(page) -> dict:
    """What the user sees of the page: in JupyterLab the notebook's scrolling area (between the toolbar
    and the status bar), elsewhere the whole viewport."""
    vp = page.viewport_size
    area = {"x": 0, "y": 0, "width": vp["width"], "height": vp["height"]}
    panel = page.locator(".jp-NotebookPanel:visible .jp-WindowedPanel-outer")
    if panel.count() == 1:
        area = panel.bounding_box()
    return area


def assert_inside_viewport(page, locators: dict) -> dict:
    """Every locator's bounding box lies inside what the user sees without scrolling (the viewport, or
    JupyterLab's notebook area); returns the boxes."""
    a = visible_area(page)
    right, bottom = a["x"] + a["width"], a["y"] + a["height"]
    boxes = {}
    for name, loc in locators.items():
        box = loc.bounding_box()
        for _ in range(20):  # the table draws each frame afresh: a part caught between two frames is measured again
            if box is not None:
                break
            page.wait_for_timeout(100)
            box = loc.bounding_box()
        assert box is not None, f"{name} is not drawn"
        boxes[name] = box
        assert box["x"] >= a["x"] - 0.5 and box["y"] >= a["y"] - 0.5, f"{name} starts outside the view {a}: {box}"
        assert box["x"] + box["width"] <= right + 0.5, f"{name} is cut on the right of {a}: {box}"
        assert box["y"] + box["height"] <= bottom + 0.5, f"{name} is below the fold of {a}: {box}"
    return boxes


def table_parts(table) -> dict:
    """The parts of a card table that must be in view: hand, trick, status, buttons and message."""
    return {"hand": table.locator("[data-region=hand]"), "trick": table.locator("[data-region=trick]"),
            "status": table.locator("[data-region=status]"), "buttons": table.locator(".blt-buttons"),
            "message": table.locator(".blt-message")}


IGNORED_CLICK_JS = """root => {
  // a click on a card of the hand while the table is busy (the bots are playing), done in one go so
  // that the table cannot become ready between the check and the click
  if (root.dataset.state !== 'busy') return false;
  const card = root.querySelector('[data-region=hand] button[data-card]');
  if (!card) return false;
  card.click();
  return true;
}"""


def play_hand(page, game, keyboard: bool = False, click_while_busy: bool = False) -> dict:
    """Play one hand as South: take if possible (else pass), and the first legal card each time, with
    the mouse or with the keyboard only (arrows to a legal card, then Enter). Waits for states, never
    for time: the table's data-state says when it takes input, data-seq changes with every answer.

    With ``click_while_busy``, a card is clicked each time the bots are playing, and the test checks
    it was ignored (the hand lost exactly the card played). Returns counts of what was done."""
    table = game.locator("[data-region=table]")
    status = table.locator("[data-region=status]")
    hand = table.locator("[data-region=hand]")
    done = {"cards": 0, "calls": 0, "ignored_clicks": 0}
    for _ in range(40):
        expect(game.locator(READY)).to_have_count(1, timeout=120_000)
        text = status.text_content()
        if OVER.search(text):
            return done
        assert "Your turn" in text, text
        seq = table.get_attribute("data-seq")
        calls = table.locator("[data-region=bidding] button")
        if calls.count():
            take = table.locator("[data-region=bidding] button[data-call=take]")
            button = take if take.count() else table.locator("[data-region=bidding] button[data-call=pass]")
            if keyboard:
                button.focus()
                page.keyboard.press("Enter")
            else:
                button.click()
            done["calls"] += 1
            expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
            continue
        n = hand.locator("[data-card]").count()
        if keyboard:
            hand.locator("button[data-card]").first.focus()
            for _ in range(n):
                if page.evaluate("() => document.activeElement.dataset.legal") == "true":
                    break
                page.keyboard.press("ArrowRight")
            assert page.evaluate("() => document.activeElement.dataset.legal") == "true"
            page.keyboard.press("Enter")
        else:
            hand.locator("[data-legal=true]").first.click()
        done["cards"] += 1
        expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
        clicked = click_while_busy and table.evaluate(IGNORED_CLICK_JS)
        if clicked:
            done["ignored_clicks"] += 1
            expect(hand).to_have_attribute("data-active", "false")
        if click_while_busy:
            expect(game.locator(READY)).to_have_count(1, timeout=120_000)
            # the card clicked while the bots played was not queued: only the card played has gone
            expect(hand.locator("[data-card]")).to_have_count(n - 1)
    raise AssertionError("the hand did not end after 40 turns")
