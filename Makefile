# belote-learn: two commands.
#   make lab   set everything up and open JupyterLab (rooted at the project) on the start notebook
#   make test  set everything up and run every test (unit, notebooks, browser), after building the docs
#   make docs  build the documentation site into build/docs (open build/docs/index.html)
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
ROOT_FLAG := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: lab test docs app lite setup chromium bench notebooks catalogue clean

# JupyterLab for the lessons: no "get notified about official Jupyter news?" pop-up (tools/lab_overrides.json,
# JupyterLab's defaults for this venv), and lesson text at a projector's size, 18 px instead of 14: JupyterLab
# takes its theme's font sizes only from user settings, so `make lab` keeps its own in $(LAB_USER), seeded
# from tools/lab_user_settings/ (a file already there, changed in JupyterLab's Settings, is kept).
LAB_OVERRIDES := $(VENV)/share/jupyter/lab/settings/overrides.json
LAB_USER := $(VENV)/lab-user-settings
LAB_THEME := @jupyterlab/apputils-extension/themes.jupyterlab-settings

setup: $(STAMP) $(LAB_OVERRIDES) $(LAB_USER)/$(LAB_THEME)

$(LAB_OVERRIDES): tools/lab_overrides.json $(STAMP)
	mkdir -p $(dir $@)
	cp tools/lab_overrides.json $@

$(LAB_USER)/$(LAB_THEME): | $(STAMP)
	mkdir -p $(dir $@)
	cp tools/lab_user_settings/$(LAB_THEME) $@

$(STAMP): pyproject.toml constraints.txt setup.py belote_learn/bots/_ddcore.c
	$(PYTHON) -m venv $(VENV)
	@echo "Installing belote-learn and its dependencies into $(VENV) (log: $(VENV)/pip.log)"
	$(BIN)/python -m pip install -q -c constraints.txt -e ".[all]" > $(VENV)/pip.log 2>&1 \
	  || (grep -v "is ignored" $(VENV)/pip.log; exit 1)
	$(BIN)/python -c "import belote_learn, pandas, jupyterlab, nbval, playwright, hypothesis, sphinx, myst_parser"
	touch $(STAMP)

# Browser tests drive Debian's chromium; install it when missing (needs root and apt).
chromium:
	@if command -v chromium >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing chromium with apt (browser tests)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else echo "chromium is missing: install it (e.g. sudo apt-get install chromium) for the browser tests"; exit 1; fi

# Jupyter is rooted at the project (notebooks/, data/ and docs/ can all be browsed) and opens the start notebook;
# the paths are quoted: a project in "My Documents/belote" is one path, not two arguments
lab: setup
	$(BIN)/jupyter lab $(ROOT_FLAG) --ServerApp.root_dir="$(CURDIR)" --LabApp.user_settings_dir="$(CURDIR)/$(LAB_USER)" notebooks/00_start_here.ipynb

# The classroom site: JupyterLite with the lessons, offline once built (into _site/). It needs npm to fetch
# Pyodide (tools/build_lite.py --check says what is missing, in one line). The stamp _site/.built is
# written after a build, so the site is rebuilt only when one of its sources is newer (the files jupyter
# lite copies into _site keep their packages' old dates, so they cannot serve as the stamp).
LITE_VENV := .venv-lite
LITE_STAMP := _site/.built
LITE_SOURCES := $(LITE_VENV)/.installed tools/build_lite.py tools/lab_overrides.json pyproject.toml setup.py README.md \
  $(wildcard belote_learn/*.py belote_learn/*/*.py belote_learn/*/*/*.py belote_learn/*/*.c belote_learn/*/*.js belote_learn/*/*.css \
  belote_learn/locale/*/LC_MESSAGES/*.mo notebooks/*.ipynb notebooks/fr/*.ipynb data/*.py data/*/*.json)
$(LITE_VENV)/.installed: constraints-lite.txt
	@$(PYTHON) tools/build_lite.py --check
	$(PYTHON) -m venv $(LITE_VENV)
	$(LITE_VENV)/bin/python -m pip install -q -r constraints-lite.txt > $(LITE_VENV)/pip.log 2>&1 \
	  || (grep -v "is ignored" $(LITE_VENV)/pip.log; exit 1)
	touch $@

$(LITE_STAMP): $(LITE_SOURCES)
	@$(PYTHON) tools/build_lite.py --check
	$(LITE_VENV)/bin/python tools/build_lite.py > build-lite.log 2>&1 || (tail -30 build-lite.log; exit 1)
	touch $@

lite: $(LITE_STAMP)
	@echo "Built _site/. Serve it with: python3 -m http.server --directory _site 8000, then open http://127.0.0.1:8000/lab/index.html"

# The practice game and the hand explorer as plain web pages (no code shown), with Voila
# (the page template in app/share asks no CDN for anything: VOILA_FLAGS, also used by the browser tests)
VOILA_FLAGS := --template=belote --no-browser --Voila.ip=127.0.0.1
app: setup
	@echo "Open http://127.0.0.1:8866/voila/render/start.ipynb: the practice game, the coinche game, the bidding trainer and the hand explorer"
	JUPYTER_PATH=$(CURDIR)/app/share $(BIN)/voila app $(VOILA_FLAGS) --port=8866

# The documentation site (docs/conf.py): the Markdown pages of docs/ and the API reference, generated from the
# docstrings, as HTML in build/docs. It needs no network. make test builds it afresh (-E) with every warning
# an error, so a broken link, a page left out of the contents or a malformed docstring fails the tests.
DOCS_BUILD := $(BIN)/python -m sphinx -b html -q
docs: setup
	$(DOCS_BUILD) docs build/docs
	@echo "Built build/docs/: open build/docs/index.html"

# Without npm the classroom site cannot be built: make test says so, skips it and its browser test, and
# runs everything else.
test: setup chromium
	@status=0; $(PYTHON) tools/build_lite.py --check || status=$$?; \
	if [ $$status = 0 ]; then $(MAKE) --no-print-directory lite; \
	elif [ $$status = 3 ]; then echo "make test: the classroom site (make lite) and its browser test are skipped"; \
	else exit $$status; fi
	$(DOCS_BUILD) -E -W --keep-going docs build/docs
	$(BIN)/python -m pytest --nbval --nbval-current-env --nbval-sanitize-with notebooks/nbval_sanitize.cfg

bench: setup
	$(BIN)/python bench/legal_plays.py
	$(BIN)/python bench/simulate.py
	$(BIN)/python bench/bots.py

# Rewrite and re-run the lesson notebooks (tools/lessons/), the course map and the rule sheets
notebooks: setup
	$(BIN)/python tools/build_notebooks.py
	$(BIN)/python tools/build_rule_sheets.py

# The message catalogues (belote_learn/locale/<lang>/LC_MESSAGES/belote_learn.po): add the message ids new in
# the code to every .po (the English texts are then written in the English .po), and compile each into its .mo
catalogue: setup
	$(BIN)/python tools/catalogue.py

clean:
	rm -rf $(VENV) $(LITE_VENV) test-output build _site build-lite.log
