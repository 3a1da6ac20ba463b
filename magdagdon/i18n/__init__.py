"""Languages: the player's language at run time (``language.Language``, a Qt adapter) and the
translators' workflow (``workflow``: ``python -m magdagdon.i18n update|status|build|add``, with
``catalogues`` reading and repairing the Qt Linguist files)."""
