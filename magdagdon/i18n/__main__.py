"""``python -m magdagdon.i18n``: the translators' workflow (see :mod:`magdagdon.i18n.workflow`)."""

import sys

from magdagdon.i18n.workflow import main

sys.exit(main())
