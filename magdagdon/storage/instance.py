"""One running window per settings file: a second start hands over to the first and ends.

Two windows on one file would each play (and could each record) the same saved game, and
overwrite each other's game in progress. ``SingleInstance`` listens on a local socket named
after the settings file's real path; a second start finds it, asks the first window to come
to the front (``raiseRequested``) and is told to exit with a one-line message. A socket left
by a killed window is detected (nobody answers) and replaced.
"""

from __future__ import annotations

import os
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from magdagdon.engine.digests import sha1

CONNECT_MS: Final = 500
MESSAGE: Final = b"raise\n"


def server_name(settings_path: str | os.PathLike[str]) -> str:
    """The socket's name: one per settings file (its real path) and user."""
    real = os.path.realpath(os.fspath(settings_path))
    uid = getattr(os, "getuid", lambda: 0)()
    # CPython's own SHA-1 (engine/digests.py): hashlib would load OpenSSL before the first frame
    return f"magdagdon-{uid}-{sha1(os.fsencode(real)).hexdigest()[:20]}"


class SingleInstance(QObject):
    """Claims the settings file for this process, or hands over to the process that has it."""

    raiseRequested = Signal()  # another start asked this window to come to the front

    def __init__(
        self, settings_path: str | os.PathLike[str], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.settings_path = os.fspath(settings_path)
        self.name = server_name(settings_path)
        self._server: QLocalServer | None = None

    def claim(self) -> bool:
        """True: this process is the one for the file (it listens from now on). False:
        another is running; it has been asked to raise its window, and this one should end."""
        for _attempt in range(3):
            if self._hand_over():
                return False
            if self._listen():
                return True
            QLocalServer.removeServer(self.name)  # nobody answered: a dead window's socket
        return True  # no local sockets here at all: better two windows than none

    def message(self) -> str:
        """The one line a second start prints before it exits."""
        #: One line printed by a second start, which then exits; %1 is the settings file's path.
        return QCoreApplication.translate(
            "SingleInstance",
            "MAGDAGDON is already running with %1; that window is brought to the front.",
        ).replace("%1", self.settings_path)

    def _listen(self) -> bool:
        server = QLocalServer(self)  # (socket options would make Qt replace a live socket)
        if not server.listen(self.name):
            server.deleteLater()
            return False
        server.newConnection.connect(self._on_connection)
        self._server = server
        return True

    def _hand_over(self) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(CONNECT_MS):
            return False
        socket.write(MESSAGE)
        socket.flush()
        socket.waitForBytesWritten(CONNECT_MS)
        socket.disconnectFromServer()
        return True

    def _on_connection(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda s=socket: self._on_message(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._on_message(socket)

    def _on_message(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(MESSAGE.strip()):
            self.raiseRequested.emit()

    def release(self) -> None:
        """Stop listening (the window closes)."""
        if self._server is not None:
            self._server.close()
            self._server = None
