"""The committed type description of Magdagdon.Backend is what the live classes register."""

from __future__ import annotations

import re

from tools import qmltypes


def test_the_committed_qmltypes_are_up_to_date(qapp) -> None:
    assert qmltypes.stale() == [], "run: python -m tools.qmltypes"


def test_every_registered_type_is_described_with_its_members(qapp) -> None:
    text = (qmltypes.OUTPUT_DIR / qmltypes.QMLTYPES).read_text(encoding="utf-8")
    exported = set(re.findall(r'exports: \["Magdagdon\.Backend/(\w+) 1\.0"\]', text))
    assert exported == {cls.__name__ for cls in qmltypes.registered_classes()}
    assert {"GameSession", "Store", "HintService", "Language", "BoardModel"} <= exported
    session = text[text.index('name: "GameSession"') :]
    session = session[: session.index("Component {")]
    # Properties declared through qtprops.published (invisible to pyside6-metaobjectdump).
    for name in ("phase", "canConfirm", "lines", "assisted"):
        assert f'name: "{name}"' in session
    assert 'name: "board"' in session and 'type: "BoardModel"' in session
    assert 'name: "tapCell"' in session and 'Parameter { name: "cell"; type: "int" }' in session
    assert "isCreatable: false" in session
