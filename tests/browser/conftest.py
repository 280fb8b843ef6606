"""Fixtures for the browser tests: a JupyterLab server on a free port over a temporary copy of the
notebooks, and headless Debian Chromium driven by Playwright (no browser download); and the helpers the
tests share to open a page and to wait for what it shows.

The tests wait for states, never for time: for an element or a text (Playwright's expect), for a data
attribute the card table sets (``data-state``, ``data-seq``, ``data-fitted``, ``data-revealed``,
``data-synced``), for the layout to stop moving, or for a round trip to the kernel, each with a generous
ceiling (the machine may be loaded). On failure a screenshot and the browser console log are saved under
test-output/.
"""
from __future__ import annotations

import itertools
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
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
    # the servers' kernels import the package of this checkout (ROOT), whatever the interpreter has installed
    # (an editable install of another checkout, a wheel): the browser tests test the code they sit next to
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
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
        # a kernel slow to answer on a loaded machine is waited for, not given up on after 60 s
        "--MappingKernelManager.kernel_info_timeout=240",
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
def page(browser, request, tmp_path_factory):
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = ctx.new_page()
    pg.set_default_timeout(60_000)
    console: list[str] = []
    pg.on("console", lambda msg: console.append(f"{msg.type}: {msg.text}"))
    sockets: list[str] = []  # the kernels' channels the page opened (ws://.../api/kernels/<id>/channels)
    pg.on("websocket", lambda ws: sockets.append(ws.url))
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
        # the servers' logs so far (JupyterLab, Voila): a kernel that did not start says so there
        for log in tmp_path_factory.getbasetemp().glob("*/*.log"):
            shutil.copy(log, OUTPUT / f"{name}.{log.stem}.log")
    ctx.close()
    if "voila_server" in request.fixturenames:
        # Voila shuts a page's kernel down when the page unloads, which a closed test page never does: shut down
        # here, so that the suite does not pile up idle kernels on the machine
        base = request.getfixturevalue("voila_server")
        for url in sockets:
            m = re.match(r"ws://([^/]+)/api/kernels/([0-9a-f-]+)/channels", url)
            if m and base.endswith(m.group(1)):
                req = urllib.request.Request(f"{base}/api/kernels/{m.group(2)}?token={TOKEN}", method="DELETE")
                try:
                    urllib.request.urlopen(req, timeout=120).close()
                except urllib.error.HTTPError as err:
                    if err.code != 404:  # already gone
                        raise


@pytest.fixture(autouse=True)
def _kernels_shut_down(request):
    """After a test that opened notebooks in JupyterLab, their kernels are shut down: each test starts its
    notebooks on a fresh kernel, and the suite does not pile up idle kernels on the machine."""
    yield
    if "lab_server" not in request.fixturenames:
        return
    base = request.getfixturevalue("lab_server")
    with urllib.request.urlopen(f"{base}/api/sessions?token={TOKEN}", timeout=60) as r:
        sessions = json.load(r)
    for sess in sessions:
        req = urllib.request.Request(f"{base}/api/sessions/{sess['id']}?token={TOKEN}", method="DELETE")
        with urllib.request.urlopen(req, timeout=120):
            pass


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


def open_and_run(page, base: str, name: str) -> None:
    """Open a notebook (its kernel idle) and run all its cells."""
    open_notebook(page, base, name)
    run_all_cells(page)


def write_notebook(notebook_dir: Path, name: str, source: str) -> None:
    """Write a notebook of one code cell, ``source``, into the served notebooks (Python 3 kernel)."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nbformat.write(nb, notebook_dir / name)


# every code cell of the notebook on screen has run and its kernel is idle
ALL_RUN_JS = """() => {
  const nb = window.jupyterapp.shell.currentWidget, cells = nb.content.model.cells;
  for (let i = 0; i < cells.length; i++) { const c = cells.get(i); if (c.type === 'code' && !c.executionCount) return false; }
  const k = nb.sessionContext.session && nb.sessionContext.session.kernel;
  return !!k && k.status === 'idle';
}"""


def wait_all_run(page, timeout: float = 180_000) -> None:
    """Wait until every code cell of the notebook on screen has run and its kernel is idle."""
    page.wait_for_function(ALL_RUN_JS, timeout=timeout)


_ROUND_TRIPS = itertools.count(1)


def kernel_run(page, code: str, timeout: float = 120_000) -> None:
    """JupyterLab: run ``code`` in the notebook's kernel (silently, outside the cells) and wait for it to be
    done. A round trip: the kernel has then handled every message the page sent before (a widget's clicks, a
    box's new value), and every message it sent meanwhile (the widgets' new state) has arrived."""
    n = next(_ROUND_TRIPS)
    page.evaluate("""([code, n]) => {
      const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
      k.requestExecute({code, silent: true, store_history: false}).done.then(() => { window.__blIdle = n; });
    }""", [code, n])
    page.wait_for_function("n => window.__blIdle === n", arg=n, timeout=timeout)


def kernel_idle(page, timeout: float = 120_000) -> None:
    """JupyterLab: a round trip to the notebook's kernel (kernel_run with nothing to run)."""
    kernel_run(page, "", timeout)


def open_voila(page, base: str, name: str, size=(1024, 768)) -> None:
    """Open one of the app's pages (app/*.ipynb, served by Voila) at ``size`` (a projector's 1024x768)."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{base}/voila/render/{name}?token={TOKEN}")


def open_practice(page, base: str, name: str = "practice.ipynb", size=(1024, 768)):
    """Open the app's practice game (or another page holding one) and wait until its table takes input;
    returns the game's box and its card table."""
    open_voila(page, base, name, size)
    game = page.locator(".bl-practice")
    expect(game.locator(READY)).to_have_count(1, timeout=120_000)
    return game, game.locator("[data-region=table]")


def open_trainer_page(page, base: str):
    """Open the app's bidding trainer at 1024x768 and wait for its calls; returns the trainer's box."""
    open_voila(page, base, "trainer.ipynb")
    t = page.locator(".bl-trainer")
    expect(t.locator(".bl-call").first).to_be_visible(timeout=120_000)
    return t


def watch_errors(page) -> list:
    """JavaScript errors and error messages of the page's console, collected as they come."""
    errors: list = []
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    page.on("console", lambda msg: errors.append(f"console: {msg.text}") if msg.type == "error" else None)
    return errors


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory):
    """Base URL of a Voila server over app/ (the standalone practice game and hand explorer)."""
    base = tmp_path_factory.mktemp("voila")
    port = free_port()
    # as `make app` runs it: the project's page template (app/share), which asks no CDN for anything
    cmd = [sys.executable, "-m", "voila", str(ROOT / "app"), "--template=belote", "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", f"--token={TOKEN}", "--show_tracebacks=True",
           "--MappingKernelManager.kernel_info_timeout=240"]
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


# Whether the layout has stopped moving: the window has the size asked for (if any), every card table in
# the window is fitted to its room (data-fitted, set by the table once its drawing is fitted), and the boxes of the page's
# frame (JupyterLab's panels and side bars, the tables' left edges and widths) and the page's width are the
# same for three animation frames running. The count of still frames, and what moved last, live in
# window.__blLayout.
LAYOUT_STILL_JS = """want => {
  const st = window.__blLayout;
  if (want && (innerWidth !== want[0] || innerHeight !== want[1])) { st.n = 0; st.why = `window ${innerWidth}x${innerHeight}`; return false; }
  // the tables in the window (JupyterLab leaves the cells out of view unlaid: their tables are fitted as they
  // come into view)
  const tables = [...document.querySelectorAll('.blt[data-region=table]')].filter(t => {
    const r = t.getBoundingClientRect();
    return r.width > 0 && r.bottom > 0 && r.top < innerHeight;
  });
  const unfitted = tables.filter(t => t.dataset.fitted !== `${t.parentElement.clientWidth}x${innerHeight}`);
  if (unfitted.length) {
    st.n = 0;
    st.why = 'tables not fitted: ' + unfitted.map(t => `${t.dataset.fitted} for ${t.parentElement.clientWidth}x${innerHeight}`).join(', ');
    return false;
  }
  const parts = [['page width', [document.documentElement.scrollWidth]],
    ...[...document.querySelectorAll('.jp-NotebookPanel, .jp-WindowedPanel-outer, .jp-SideBar, #jp-left-stack')]
      .map(e => { const r = e.getBoundingClientRect(); return [e.className.split(' ')[0] || e.id, [r.x, r.y, r.width, r.height].map(Math.round)]; }),
    ...tables.map(t => { const r = t.getBoundingClientRect(); return ['table', [r.x, r.width].map(Math.round)]; })];
  const sig = JSON.stringify(parts);
  if (sig === st.sig) st.n += 1;
  else {
    const was = st.sig ? JSON.parse(st.sig) : [];
    st.why = 'moving: ' + parts.filter((p, i) => JSON.stringify(p) !== JSON.stringify(was[i])).map(p => p[0]).join(', ');
    st.sig = sig; st.n = 0;
  }
  return st.n >= 3;
}"""


def wait_for_layout(page, size=None, timeout: float = 30_000) -> None:
    """Wait until the layout has stopped moving (LAYOUT_STILL_JS): after a resize, a side bar opened or
    closed, a panel shown. ``size``: the (width, height) the window must have."""
    page.evaluate("() => { window.__blLayout = {sig: null, n: 0, why: ''}; }")
    try:
        page.wait_for_function(LAYOUT_STILL_JS, arg=list(size) if size else None, polling="raf", timeout=timeout)
    except PlaywrightTimeoutError:
        why = page.evaluate("() => window.__blLayout && window.__blLayout.why")
        raise AssertionError(f"the layout did not settle in {timeout / 1000:.0f} s: {why}") from None


def set_size(page, width: int, height: int) -> None:
    """Resize the window and wait until the layout has followed (the card tables fitted to their room)."""
    page.set_viewport_size({"width": width, "height": height})
    wait_for_layout(page, (width, height))


def close_side_bars(page) -> None:
    """Close JupyterLab's side bars, as a teacher does on a projector, and wait until the notebook has
    taken the room (nothing to close in Voila)."""
    page.evaluate("() => { const a = window.jupyterapp; if (a) { a.shell.collapseLeft(); a.shell.collapseRight(); } }")
    page.wait_for_function("() => !window.jupyterapp || (window.jupyterapp.shell.leftCollapsed && window.jupyterapp.shell.rightCollapsed)")
    wait_for_layout(page)


def open_side_bar(page) -> None:
    """Open JupyterLab's left side bar (the file browser) and wait until the notebook has made room for it."""
    page.evaluate("() => window.jupyterapp.shell.expandLeft()")
    page.wait_for_function("() => !window.jupyterapp.shell.leftCollapsed")
    wait_for_layout(page)


def at_1024(page, widget) -> None:
    """A projector's 1024x768 with JupyterLab's side bars closed, the widget's top at the top of the view."""
    set_size(page, 1024, 768)
    close_side_bars(page)
    scroll_to_top(widget)


def box(locator, timeout: float = 30_000) -> dict:
    """The bounding box of a drawn element, once it is visible. The card table draws every frame afresh: a
    box asked of an element replaced between two frames (detached, so without a box) is asked again of the
    element now drawn."""
    deadline = time.monotonic() + timeout / 1000
    while True:
        expect(locator).to_be_visible(timeout=timeout)
        b = locator.bounding_box(timeout=timeout)
        if b is not None:
            return b
        if time.monotonic() > deadline:
            raise AssertionError(f"{locator} is not drawn")


def shoot(page, locator, name: str) -> None:
    """Save screenshots of a widget under test-output/screens/: the widget alone and the viewport with
    the widget scrolled to the top, at 1400x1000 and at 1024x768 (a projector)."""
    out = OUTPUT / "screens"
    out.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size
    for w, h in ((1400, 1000), (1024, 768)):
        set_size(page, w, h)  # the tables re-fitted to the new width
        scroll_to_top(locator)
        locator.screenshot(path=str(out / f"{name}-{w}x{h}-widget.png"))
        page.screenshot(path=str(out / f"{name}-{w}x{h}-screen.png"))
    set_size(page, size["width"], size["height"])


def scroll_to_top(locator, timeout: float = 30_000) -> None:
    """Scroll the page (or the notebook) so that the widget's top is at the top of what is visible, and
    wait until it stays there (JupyterLab lays out the cells again as they come into view)."""
    steady = locator.evaluate("""async (el, ms) => {
      // every scrolling ancestor, innermost first (JupyterLab's notebook area), then the page (Voila);
      // JupyterLab lays the cells out again as they come into view, so align until it stays aligned
      // (three rounds of two frames without a move), within the ceiling
      const frame = () => new Promise(r => requestAnimationFrame(() => r()));
      const since = performance.now();
      let steady = 0;
      while (steady < 3 && performance.now() - since < ms) {
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
      return steady >= 3;
    }""", timeout)
    assert steady, f"{locator} did not stay at the top of the view"
    wait_for_layout(locator.page)  # the tables that came into view fitted to their room


def scroll_until_still(page, locator, timeout: float = 60_000) -> None:
    """Scroll a widget to the top of the view until it is there and stays there: in a long lesson the cells
    above are measured as they come into view, and a scroll can land short."""
    deadline = time.monotonic() + timeout / 1000
    while True:
        top = visible_area(page)["y"]  # the notebook area's top (under JupyterLab's toolbar)
        scroll_to_top(locator)
        b = box(locator)
        if top - 0.5 <= b["y"] <= top + 80:
            return
        assert time.monotonic() < deadline, f"{locator} does not stay at the top of the view: {b}, top {top}"


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
        b = box(loc)  # the table draws each frame afresh: a part caught between two frames is measured again
        boxes[name] = b
        assert b["x"] >= a["x"] - 0.5 and b["y"] >= a["y"] - 0.5, f"{name} starts outside the view {a}: {b}"
        assert b["x"] + b["width"] <= right + 0.5, f"{name} is cut on the right of {a}: {b}"
        assert b["y"] + b["height"] <= bottom + 0.5, f"{name} is below the fold of {a}: {b}"
    return boxes


def record_boxes(name: str, page, boxes: dict) -> None:
    """Keep the measured boxes (x, y, width, height, rounded) of a state in test-output/layout-boxes.json, with
    the visible area they were measured against, for a look at the screens afterwards."""
    path = OUTPUT / "layout-boxes.json"
    OUTPUT.mkdir(exist_ok=True)
    data = json.loads(path.read_text()) if path.exists() else {}
    data[name] = {"area": {k: round(v) for k, v in visible_area(page).items()},
                  **{k: {q: round(v) for q, v in b.items()} for k, b in boxes.items()}}
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")


# the box of each card of the trick, by seat, measured in one go (the table may draw a frame between two reads)
TRICK_BOXES_JS = """root => Object.fromEntries([...root.querySelectorAll('[data-region=trick] .blt-spot')].map(s => {
  const r = s.querySelector('[data-card]').getBoundingClientRect();
  return [s.dataset.seat, {x: r.x, y: r.y, width: r.width, height: r.height}];
}))"""


def overlapping_trick_cards(table) -> list:
    """The pairs of trick cards whose boxes overlap (a card covering part of another), e.g. ``[("N", "S")]``."""
    boxes = table.evaluate(TRICK_BOXES_JS)
    seats = sorted(boxes)
    out = []
    for i, a in enumerate(seats):
        for b in seats[i + 1:]:
            p, q = boxes[a], boxes[b]
            dx = min(p["x"] + p["width"], q["x"] + q["width"]) - max(p["x"], q["x"])
            dy = min(p["y"] + p["height"], q["y"] + q["height"]) - max(p["y"], q["y"])
            if dx > 0.5 and dy > 0.5:
                out.append((a, b))
    return out


def lesson_at_1024(page, lab_server, name: str) -> None:
    """Open a lesson on a projector's 1024x768 screen with JupyterLab's side bars closed, run it."""
    page.set_viewport_size({"width": 1024, "height": 768})
    open_notebook(page, lab_server, name)
    close_side_bars(page)
    run_all_cells(page)
    area = visible_area(page)  # the notebook's own scrolling area, under the toolbar, above the status bar
    assert area["y"] > 60 and area["y"] + area["height"] < 768 - 15, area


def table_synced(table, timeout: float = 120_000) -> None:
    """A round trip to the kernel through the card table's sync hook (a ``blt-sync`` event; the kernel's
    answer sets data-synced): returns once the kernel has handled every message the page sent before (the
    second click of a double click included) and what it sent meanwhile (a new scene) has arrived."""
    n = next(_ROUND_TRIPS)
    table.evaluate("(root, n) => root.dispatchEvent(new CustomEvent('blt-sync', {detail: n}))", n)
    expect(table).to_have_attribute("data-synced", str(n), timeout=timeout)


def settled_seq(table) -> str:
    """The number of the scene on the table once every answer on its way has arrived (a round trip to the
    kernel first): read before an action whose answer, a new number, is then waited for. Read at once, the
    number could be that of a scene about to be replaced, and the action, pressed as it is redrawn, be dropped."""
    table_synced(table)
    return table.get_attribute("data-seq")


def make_move(table) -> str:
    """South's move on a table that takes input: Take if offered, else Pass; with no call to make, the first
    legal card. Waits for the kernel's answer (a new scene); returns what was done ("take", "pass", "card")."""
    seq = settled_seq(table)
    take = table.locator("[data-region=bidding] button[data-call=take]")
    if take.count():
        take.first.click()
        done = "take"
    elif table.locator("[data-region=bidding] button[data-call]").count():
        table.locator("[data-region=bidding] button[data-call=pass]").click()
        done = "pass"
    else:
        table.locator("[data-region=hand] [data-legal=true]").first.click()
        done = "card"
    expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)
    return done


def open_settings(table) -> None:
    """Press the practice game's Settings and wait until its panel is open (the button says so)."""
    table.locator("[data-id=settings]").click()
    expect(table.locator("[data-id=settings]")).to_have_text("Hide settings", timeout=60_000)


def new_coinche_game(game, table) -> None:
    """With the settings open: coinche as the rules, then New game; waits for the new game's first scene."""
    game.locator(".bl-settings select").first.select_option("coinche")
    seq = settled_seq(table)
    table.locator("[data-id=new-game]").click()
    expect(table).not_to_have_attribute("data-seq", seq, timeout=60_000)


def table_parts(table) -> dict:
    """The parts of a card table that must be in view: hand, trick, status, buttons and message."""
    return {"hand": table.locator("[data-region=hand]"), "trick": table.locator("[data-region=trick]"),
            "status": table.locator("[data-region=status]"), "buttons": table.locator(".blt-buttons"),
            "message": table.locator(".blt-message")}


IGNORED_CLICK_JS = """root => {
  // a click on a card of the hand while the table is busy (the bots are playing), done in one go so
  // that the table cannot become ready between the check and the click; returns the hand's data-active
  // as the click found it (null: no click)
  if (root.dataset.state !== 'busy') return null;
  const card = root.querySelector('[data-region=hand] button[data-card]');
  if (!card) return null;
  const active = root.querySelector('[data-region=hand]').dataset.active;
  card.click();
  return active;
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
        seq = settled_seq(table)
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
        active = table.evaluate(IGNORED_CLICK_JS) if click_while_busy else None
        if active is not None:
            done["ignored_clicks"] += 1
            assert active == "false", active  # the hand took no card while the bots played
        if click_while_busy:
            expect(game.locator(READY)).to_have_count(1, timeout=120_000)
            # the card clicked while the bots played was not queued: only the card played has gone
            expect(hand.locator("[data-card]")).to_have_count(n - 1)
    raise AssertionError("the hand did not end after 40 turns")
