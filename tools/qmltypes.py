"""The type description of ``Magdagdon.Backend`` for qmllint and qmlls, from the live classes.

QML imports ``Magdagdon.Backend``, whose types (GameSession, Store, HintService...) exist only
once Python registers them, so the tools see nothing of them. This module writes what they
need: ``qmltypes/Magdagdon/Backend/magdagdon.qmltypes`` and its ``qmldir``.

``pyside6-metaobjectdump`` reads Python source text and misses every property declared through
a helper (qtprops.published), so the metatypes are taken from what Qt itself sees instead: each
registered class's runtime ``QMetaObject``. They are written in moc's JSON format and handed
to ``pyside6-qmltyperegistrar``, which produces the qmltypes file, exactly as for C++ types.

Regenerate after changing a QML-facing Python class (``tests/test_qmltypes.py`` fails until
then)::

    python -m tools.qmltypes          # write the files
    python -m tools.qmltypes --check  # exit 1 if they are out of date
"""

from __future__ import annotations

import argparse
import ast
import importlib
import inspect
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, cast

import PySide6
from PySide6.QtCore import QByteArray, QCoreApplication, QMetaMethod, QMetaObject, QObject
from PySide6.QtQml import qmlTypeId

IMPORT_NAME = "Magdagdon.Backend"
MAJOR_VERSION = 1
PROJECT_DIR = Path(__file__).resolve().parent.parent
#: The modules that register types in Magdagdon.Backend (QML_IMPORT_NAME).
MODULES: tuple[str, ...] = (
    "magdagdon.qt.session",
    "magdagdon.qt.models",
    "magdagdon.qt.hints",
    "magdagdon.qt.sound",
    "magdagdon.kiosk.autoplay",
    "magdagdon.i18n.language",
    "magdagdon.storage.store",
    "magdagdon.storage.model",
    "magdagdon.kiosk",
    "magdagdon.comeback.comeback",
    "magdagdon.comeback.replayer",
    "magdagdon.tutorial.tutorial",
)
#: Where qmllint (``-I qmltypes``) finds the module; not on the game's own import path.
OUTPUT_DIR = PROJECT_DIR / "qmltypes" / "Magdagdon" / "Backend"
QMLTYPES = "magdagdon.qmltypes"
QMLDIR = f"module {IMPORT_NAME}\ntypeinfo {QMLTYPES}\ndepends QtQuick\n"
#: Qt's own classes our types derive from (their description comes with Qt).
QT_BASES = frozenset({"QObject", "QAbstractListModel", "QAbstractItemModel"})
FOREIGN = ("qt6core_metatypes.json", "qt6qml_metatypes.json")


def _qt_dir() -> Path:
    return Path(PySide6.__file__).resolve().parent / "Qt"


def _registrar() -> Path:
    for path in (_qt_dir() / "libexec" / "qmltyperegistrar", _qt_dir() / "qmltyperegistrar"):
        for candidate in (path, path.with_suffix(".exe")):
            if candidate.is_file():
                return candidate
    raise FileNotFoundError("qmltyperegistrar not found in the PySide6 installation")


#: ``qmlTypeId(uri, major, minor, name)``: the binding takes str where its stub says bytes.
_type_id = cast(Callable[[str, int, int, str], int], qmlTypeId)


def _uncreatable(cls: type) -> str | None:
    """The reason given to ``@uncreatable`` / ``@QmlUncreatable`` on ``cls``, if any."""
    tree = ast.parse(inspect.getsource(cls))
    node = tree.body[0]
    assert isinstance(node, ast.ClassDef)
    for d in node.decorator_list:
        if isinstance(d, ast.Call) and getattr(d.func, "id", "") in (
            "uncreatable",
            "QmlUncreatable",
        ):
            arg = d.args[0] if d.args else None
            return str(arg.value) if isinstance(arg, ast.Constant) else ""
    return None


def registered_classes() -> list[type[QObject]]:
    """Every class of ``MODULES`` that Python registered in Magdagdon.Backend, by name."""
    if QCoreApplication.instance() is None:  # qmlTypeId needs one
        QCoreApplication([])
    found: dict[str, type[QObject]] = {}
    for name in MODULES:
        module = importlib.import_module(name)
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and issubclass(value, QObject)
                and (value.__module__ == name or value.__module__.startswith(name + "."))
                and _type_id(IMPORT_NAME, MAJOR_VERSION, 0, value.__name__) >= 0
            ):
                found[value.__name__] = value
    return [found[n] for n in sorted(found)]


def _text(value: object) -> str:
    """A name from Qt's meta-object API (QByteArray, bytes or str) as text."""
    if isinstance(value, QByteArray):
        value = value.data()
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).decode()
    return str(value)


def _qt_base(meta: QMetaObject) -> QMetaObject:
    """The first of ``meta``'s bases that Qt itself defines (QObject, QAbstractListModel)."""
    base = meta.superClass()
    while base is not None and base.className() not in QT_BASES:
        base = base.superClass()
    assert base is not None
    return base


def _arguments(method: QMetaMethod, py: object) -> list[dict[str, str]]:
    types = [_text(t) for t in method.parameterTypes()]
    names: list[str] = []
    if inspect.isfunction(py):  # a slot: its Python parameter names
        names = list(inspect.signature(py).parameters)[1:][: len(types)]
    names += [f"a{i + 1}" for i in range(len(names), len(types))]
    return [{"name": n, "type": t} for n, t in zip(names, types, strict=True)]


def describe(cls: type[QObject]) -> dict[str, Any]:
    """One class in moc's metatypes JSON form: its own properties, signals and methods."""
    meta: QMetaObject = getattr(cls, "staticMetaObject")  # noqa: B009 (not in the stub)
    base = _qt_base(meta)
    infos = [{"name": "QML.Element", "value": "auto"}]
    reason = _uncreatable(cls)
    if reason is not None:
        infos += [
            {"name": "QML.Creatable", "value": "false"},
            {"name": "QML.UncreatableReason", "value": reason},
        ]
    properties: list[dict[str, Any]] = []
    for i in range(base.propertyCount(), meta.propertyCount()):
        p = meta.property(i)
        name = _text(p.name())
        entry: dict[str, Any] = {
            "name": name,
            "type": p.typeName(),
            "read": name,
            "index": len(properties),
            "constant": p.isConstant(),
            "final": False,
            "required": False,
            "designable": True,
            "scriptable": True,
            "stored": True,
            "user": False,
        }
        if p.isWritable():
            entry["write"] = "set" + name[:1].upper() + name[1:]
        if p.hasNotifySignal():
            entry["notify"] = _text(p.notifySignal().name())
        properties.append(entry)
    signals, slots, methods = [], [], []
    for i in range(base.methodCount(), meta.methodCount()):
        m = meta.method(i)
        name = _text(m.name())
        item = {
            "access": "public",
            "name": name,
            "arguments": _arguments(m, getattr(cls, name, None)),
            "returnType": m.typeName() or "void",
        }
        kind = m.methodType()
        if kind == QMetaMethod.MethodType.Signal:
            signals.append(item)
        elif kind == QMetaMethod.MethodType.Slot:
            slots.append(item)
        else:
            methods.append(item)
    data: dict[str, Any] = {
        "className": cls.__name__,
        "qualifiedClassName": cls.__name__,
        "object": True,
        "superClasses": [{"access": "public", "name": base.className()}],
        "classInfos": infos,
        "properties": properties,
        "signals": signals,
        "slots": slots,
    }
    if methods:
        data["methods"] = methods
    return data


def metatypes() -> list[dict[str, Any]]:
    """The metatypes JSON document for every registered class, one entry per source file."""
    by_file: dict[str, list[dict[str, Any]]] = {}
    for cls in registered_classes():
        source = Path(inspect.getfile(cls)).name
        by_file.setdefault(source, []).append(describe(cls))
    return [
        {"classes": classes, "inputFile": source, "outputRevision": 68}
        for source, classes in sorted(by_file.items())
    ]


def generate(folder: Path) -> Path:
    """Write ``qmldir`` and the qmltypes file into ``folder``; returns the qmltypes path."""
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="magdagdon-qmltypes-") as temp:
        json_file = Path(temp) / "magdagdon_metatypes.json"
        json_file.write_text(json.dumps(metatypes(), indent=1), encoding="utf-8")
        meta_dir = _qt_dir() / "metatypes"
        out = folder / QMLTYPES
        subprocess.run(
            [
                os.fspath(_registrar()),
                "--generate-qmltypes",
                os.fspath(out),
                "--import-name",
                IMPORT_NAME,
                "--major-version",
                str(MAJOR_VERSION),
                "--minor-version",
                "0",
                "--foreign-types",
                ",".join(os.fspath(meta_dir / f) for f in FOREIGN),
                "-o",
                os.fspath(Path(temp) / "registrations.cpp"),
                os.fspath(json_file),
            ],
            check=True,
            capture_output=True,
            text=True,
        )
    out.write_text(normalised(out.read_text(encoding="utf-8")), encoding="utf-8")
    (folder / "qmldir").write_text(QMLDIR, encoding="utf-8")
    return out


#: What the registrar writes that depends on the Qt release and not on our types: line
#: numbers in Qt's own headers, and (6.12+) opaque value types such as QModelIndex, which
#: qmllint knows from QtQml itself. Dropped, so one committed file holds for every PySide6.
_RELEASE_NOISE = re.compile(
    r"^\s*(lineNumber: \d+|Component \{ isTypeOpaque: true;.*\})\n|; lineNumber: \d+", re.M
)


def normalised(text: str) -> str:
    """The registrar's output without what differs between Qt releases.

    >>> normalised('    Component {\\n        lineNumber: 259\\n        name: "X"\\n')
    '    Component {\\n        name: "X"\\n'
    >>> normalised('Signal { name: "reset"; lineNumber: 377 }')
    'Signal { name: "reset" }'
    """
    return _RELEASE_NOISE.sub("", text)


def stale(folder: Path = OUTPUT_DIR) -> list[str]:
    """The files in ``folder`` that differ from a fresh generation (empty: up to date)."""
    with tempfile.TemporaryDirectory(prefix="magdagdon-qmltypes-check-") as temp:
        generate(Path(temp))
        return [
            name
            for name in (QMLTYPES, "qmldir")
            if not (folder / name).is_file()
            or (folder / name).read_bytes() != (Path(temp) / name).read_bytes()
        ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.qmltypes", description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 if the files are stale")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.check:
        out_of_date = stale()
        for name in out_of_date:
            print(f"{OUTPUT_DIR / name} is out of date: run python -m tools.qmltypes")
        return 1 if out_of_date else 0
    print(generate(OUTPUT_DIR))
    return 0


if __name__ == "__main__":
    sys.exit(main())
