"""PyInstaller runtime hook: runs in the frozen app before any of its code.

The bundle carries one Quick Controls style (the others are pruned), so pin it here too:
if the app or a user setting asked for another, Qt would look for a style that is absent.
"""

import os

os.environ["QT_QUICK_CONTROLS_STYLE"] = "Basic"
