"""Every package says what it exports (``__all__``), and says it truthfully."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import pytest

import sextant

SRC = Path(sextant.__file__).parent
PACKAGES = sorted(
    "sextant" + ("." + ".".join(p.parent.relative_to(SRC).parts) if p.parent != SRC else "")
    for p in SRC.rglob("__init__.py"))


def _public_modules(package: str) -> set[str]:
    mod = importlib.import_module(package)
    return {m.name for m in pkgutil.iter_modules(mod.__path__) if not m.name.startswith("_")}


def test_every_package_is_listed() -> None:
    assert {"sextant.groups", "sextant.venues", "sextant.sandbox.world"} <= set(PACKAGES)


@pytest.mark.parametrize("package", PACKAGES)
def test_package_declares_an_honest_all(package: str) -> None:
    mod = importlib.import_module(package)
    exported = getattr(mod, "__all__", None)
    assert isinstance(exported, list) and exported, f"{package} declares no __all__"
    assert len(exported) == len(set(exported)), f"{package}.__all__ repeats a name"
    modules = _public_modules(package)
    for name in exported:
        if name in modules:
            importlib.import_module(f"{package}.{name}")
        else:
            assert hasattr(mod, name), f"{package}.__all__ names {name}, which it does not have"
    if set(exported) <= modules:  # a package of modules lists every public one
        assert set(exported) == modules, f"{package}.__all__ misses {modules - set(exported)}"


_LOW_LAYERS = ("sextant.venues", "sextant.transport", "sextant.observability",
               "sextant.signals")


@pytest.mark.parametrize("module", sorted(
    f"{package}.{name}" for package in _LOW_LAYERS for name in _public_modules(package)))
def test_module_imports_first_in_a_fresh_interpreter(module: str) -> None:
    # an import cycle only shows when the module is the first one a process imports
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
