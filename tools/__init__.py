"""Developer tools, not shipped with the game: the n-tuple trainer of the expert bot
(``train``, with its C inner loop ``native``/``trainer.c``) and the qmltypes generator for
qmllint (``qmltypes``). Run them from the project folder: ``python -m tools.train ...``."""
