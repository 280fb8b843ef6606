"""Sphinx configuration of the belote-learn documentation site (``make docs`` builds it into build/docs).

The pages are Markdown (MyST); the API reference is generated from the docstrings by autosummary, walking
the ``belote_learn`` package recursively, so no module path is written here or in the pages: a module that
moves is found where it is. The build needs no network (no intersphinx, no theme fetched from outside).
"""
from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import belote_learn  # noqa: E402  (after the path, so the working tree's package is the one documented)

project = "belote-learn"
author = "belote-learn developers"
copyright = "belote-learn developers"
release = version = belote_learn.__version__

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.napoleon",
]

source_suffix = {".md": "markdown", ".rst": "restructuredtext"}
root_doc = "index"
exclude_patterns = ["_build"]
templates_path = ["_templates"]

# MyST: GitHub-style anchors for headings, so that a link such as rules.md#coinche-seed-001-variants works
# both on the site and when the page is read on its own.
myst_heading_anchors = 3

# The docstrings are Google style (Args:, Returns:, Raises:, Attributes:).
napoleon_google_docstring = True
napoleon_numpy_docstring = False
napoleon_use_rtype = False
napoleon_attr_annotations = True

autosummary_generate = True
autosummary_imported_members = False
autodoc_default_options = {"members": True, "show-inheritance": True}
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_class_signature = "separated"
autodoc_typehints_format = "short"
python_use_unqualified_type_names = True
add_module_names = False


def _package_names() -> dict[str, list[str]]:
    """For each package of belote_learn with an ``__all__``, the classes and functions it exports (its
    documented front door), found by walking the package, not written out by hand."""
    names: dict[str, list[str]] = {}
    packages = [belote_learn] + [
        importlib.import_module(info.name)
        for info in pkgutil.walk_packages(belote_learn.__path__, "belote_learn.")
        if info.ispkg and not info.name.rsplit(".", 1)[-1].startswith("_")
    ]
    for package in packages:
        exported = [n for n in getattr(package, "__all__", ()) if callable(getattr(package, n, None))]
        if exported:
            names[package.__name__] = exported
    return names


autosummary_context = {"package_names": _package_names()}


def _remove_stale_stubs() -> None:
    """autosummary writes one page per module into docs/api/ (not kept in git) but never deletes one: after a
    module moves, its old page would stay and fail the build. Remove the pages of modules that are gone."""
    modules = {"belote_learn"} | {info.name for info in pkgutil.walk_packages(belote_learn.__path__, "belote_learn.")}
    for stub in (Path(__file__).parent / "api").glob("*.rst"):
        if stub.stem not in modules:
            stub.unlink()


_remove_stale_stubs()

html_theme = "alabaster"
html_title = "belote-learn"
html_theme_options = {
    "description": "Learn, teach and referee Belote in Jupyter",
    "fixed_sidebar": True,
    "page_width": "1100px",
    "sidebar_width": "230px",
}
html_show_sourcelink = False


def _resolve_exported_name(app, env, node, contnode):
    """A reference to a name through the package that exports it (``belote_learn.Position``,
    ``belote_learn.widgets.PracticeGame``) is resolved to the module that defines it, wherever that is."""
    target = node.get("reftarget", "")
    if node.get("refdomain") != "py" or not target.startswith("belote_learn."):
        return None
    module_name, _, attr = target.rpartition(".")
    try:
        obj = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError, ValueError):
        return None
    defined_in = getattr(obj, "__module__", None)
    qualname = getattr(obj, "__qualname__", attr)
    if not defined_in or f"{defined_in}.{qualname}" == target:
        return None
    return env.get_domain("py").resolve_xref(env, node["refdoc"], app.builder, node["reftype"],
                                             f"{defined_in}.{qualname}", node, contnode)


def _copy_rule_sheets(app, exception):
    """The printable rule sheets (docs/rule-sheets/*.html, written by tools/build_rule_sheets.py) are served
    beside the pages, at the same relative path as in the repository."""
    if exception is not None or app.builder.format != "html":
        return
    import shutil

    source = Path(app.srcdir) / "rule-sheets"
    shutil.copytree(source, Path(app.outdir) / "rule-sheets", dirs_exist_ok=True)


def setup(app):
    app.connect("missing-reference", _resolve_exported_name)
    app.connect("build-finished", _copy_rule_sheets)
