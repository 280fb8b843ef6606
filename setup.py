"""Build hook for the optional C accelerator of the double-dummy solver.

Everything else is declared in pyproject.toml. The extension is optional: when no C compiler is
available (or BELOTE_LEARN_PURE=1 is set, as for the JupyterLite wheel), the package installs without
it and the solver runs its pure-Python search.
"""
import os

from setuptools import Extension, setup

ext_modules = []
if os.environ.get("BELOTE_LEARN_PURE") != "1":
    ext_modules.append(
        Extension("belote_learn.bots._ddcore", ["belote_learn/bots/_ddcore.c"], optional=True, extra_compile_args=["-O2"])
    )

setup(ext_modules=ext_modules)
