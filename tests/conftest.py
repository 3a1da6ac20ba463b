"""Test-wide setup: Qt renders offscreen (no display in CI), artefacts go to one kept folder."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")
