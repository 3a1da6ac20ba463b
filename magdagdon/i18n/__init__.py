"""Languages: the player's language at run time (``language.Language``, a Qt adapter) and the
translators' workflow (``workflow``: ``python -m magdagdon.i18n update|add|status|build|ship``,
with ``catalogues`` reading and repairing the Qt Linguist files, ``roster`` the shipped and
in-progress languages, ``preview`` a language in progress made viewable, ``glossary`` the
game's words per language and ``lengths`` each text's room)."""
