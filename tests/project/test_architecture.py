"""The package's layers point down and no modules import each other in a circle (docs: architecture).

Every import is read from the source with ``ast``: module-level ones, the ones inside functions
(lazy imports), the ones under ``if TYPE_CHECKING``, and ``"belote_learn.x.y:Name"`` strings that
something could load. A module may import its own layer or a lower one, never a higher one.
"""
import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "belote_learn"

# lowest first; a module belongs to the first prefix it matches (longest prefixes are listed first where they
# overlap); the package facade (belote_learn/__init__.py) re-exports core and rules names only
LAYERS = [
    ("core", ["belote_learn.core"]),
    ("rules", ["belote_learn.rules"]),
    ("facade", ["belote_learn"]),
    ("systems", ["belote_learn.systems"]),
    ("game", ["belote_learn.game", "belote_learn.records", "belote_learn.simulate"]),
    ("bots", ["belote_learn.bots"]),
    ("training", ["belote_learn.training"]),
    ("widgets", ["belote_learn.widgets"]),
    ("lessons", ["belote_learn.lessons"]),
    ("cli", ["belote_learn.cli", "belote_learn.__main__", "belote_learn.course"]),
]


def module_names() -> dict:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    for path in PACKAGE.rglob("*.c"):  # compiled accelerators (bots/_ddcore.c): modules that import nothing
        out[".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)] = path
    return out


def layer_of(module: str) -> int:
    best = None
    for rank, (_, prefixes) in enumerate(LAYERS):
        for p in prefixes:
            if (module == p or module.startswith(p + ".")) and (best is None or len(p) > best[1]):
                best = (rank, len(p))
    assert best is not None, f"{module} is in no layer: add it to LAYERS"
    return best[0]


def imports_of(module: str, path: Path, modules: dict) -> set:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")
                up = up[: len(up) - (node.level - 1)]
                base = ".".join(up + ([base] if base else []))
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            targets = re.findall(r"\b(belote_learn(?:\.\w+)+):\w+", node.value)
        for t in targets:
            while t and t not in modules:  # belote_learn.x.Name -> belote_learn.x
                t = t.rpartition(".")[0]
            if t and t != module:
                found.add(t)
    return found


def import_graph() -> dict:
    modules = module_names()
    return {m: imports_of(m, p, modules) if p.suffix == ".py" else set() for m, p in modules.items()}


def circles(graph: dict) -> list:
    """The strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_every_module_has_a_layer():
    for module in module_names():
        layer_of(module)


def test_no_import_goes_up_a_layer():
    graph = import_graph()
    upward = sorted(
        f"{m} ({LAYERS[layer_of(m)][0]}) imports {t} ({LAYERS[layer_of(t)][0]})"
        for m, targets in graph.items() for t in targets if layer_of(t) > layer_of(m)
    )
    assert upward == []


def test_no_modules_import_each_other_in_a_circle():
    assert circles(import_graph()) == []


def test_the_reader_sees_lazy_imports_and_load_strings(tmp_path):
    # the reader itself, on a made-up module: an import inside a function and a "module:Class" string count
    src = tmp_path / "m.py"
    src.write_text("def f():\n    from belote_learn.core.cards import Card\n\nPATH = 'belote_learn.bots.base:Bot'\n")
    modules = module_names()
    assert imports_of("belote_learn.core.x", src, modules) == {"belote_learn.core.cards", "belote_learn.bots.base"}


def test_the_circle_finder_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
