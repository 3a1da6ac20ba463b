"""The application: the ``magdagdon`` command, the staged start and the window's wiring.

``cli`` is the command line and ``smoke`` its ``--smoke-test``; ``startup`` draws the first
frame before any backend exists; ``wiring.create_engine`` makes a window's QML engine and its
``application.Application`` (the backends' owner). The rest serves the start: the system's
libraries (``syslibs``), preferences (``motion``) and window place (``windowplace``), PySide's
import hook (``pyside_hook``) and giving memory back after a game (``memory``).
"""
