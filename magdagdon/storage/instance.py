"""One running window per settings file: a second start hands over to the first and ends.

Two windows on one file would each play (and could each record) the same saved game, and
overwrite each other's game in progress. ``SingleInstance`` listens on local sockets named
after the settings file, by every name the file has:

* its real path (a symlink and a ``..`` are the same path; case-folded where the file system
  is: Windows and macOS), which also covers a file that does not exist yet;
* its identity, device and inode (``os.stat``): a hard link, a bind mount or any other path
  to the same file has the same. Every write replaces the file (a new inode), so the window
  follows its file (a ``QFileSystemWatcher`` on its folder) and answers to each new identity
  too (the last ``KEPT_IDENTITIES``).

A second start asks the first window to come to the front (``raiseRequested``) and waits for
its answer, ``REPLY_MS`` at most: a window that answers was raised (the second start says so
and ends); one that does not (frozen, stopped in a debugger) is named, with what to do, and
the second start ends too (two windows on one file are what this prevents). A socket left by
a killed window is detected (nobody answers the connection) and replaced.
"""

from __future__ import annotations

import os
import sys
from typing import Final

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from magdagdon.engine.digests import sha1

CONNECT_MS: Final = 500
REPLY_MS: Final = 3_000  # how long a second start waits for the first window's answer
MESSAGE: Final = b"raise\n"
REPLY: Final = b"raised\n"
KEPT_IDENTITIES: Final = 8


def _uid() -> int:
    return getattr(os, "getuid", lambda: 0)()


def _name(kind: str, key: bytes) -> str:
    # CPython's own SHA-1 (engine/digests.py): hashlib would load OpenSSL before the first frame
    return f"magdagdon-{_uid()}-{kind}-{sha1(key).hexdigest()[:20]}"


def server_name(settings_path: str | os.PathLike[str]) -> str:
    """The socket named after the settings file's real path (one per file and user)."""
    real = os.path.realpath(os.fspath(settings_path))
    if sys.platform in ("win32", "darwin"):  # case-insensitive file systems, as a rule
        real = os.path.normcase(real).lower()
    return _name("path", os.fsencode(real))


def identity_name(settings_path: str | os.PathLike[str]) -> str | None:
    """The socket named after the file's identity (device and inode), if it exists."""
    try:
        st = os.stat(settings_path)
    except (OSError, ValueError):
        return None
    return _name("file", f"{st.st_dev}:{st.st_ino}".encode())


class SingleInstance(QObject):
    """Claims the settings file for this process, or hands over to the process that has it."""

    raiseRequested = Signal()  # another start asked this window to come to the front
    namesChanged = Signal()  # the names this window answers to (its file was replaced)

    def __init__(
        self, settings_path: str | os.PathLike[str], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.settings_path = os.fspath(settings_path)
        self.name = server_name(settings_path)
        self.answered = True  # after a failed claim: whether the first window answered
        self._servers: dict[str, QLocalServer] = {}
        self._identities: list[str] = []  # the file's identities answered to, oldest first
        self._watcher: QFileSystemWatcher | None = None

    def names(self) -> list[str]:
        """Every name the settings file has now: its path, its identity if it exists."""
        identity = identity_name(self.settings_path)
        return [self.name] + ([identity] if identity else [])

    @property
    def claimed(self) -> list[str]:
        """The names this window answers to (empty before a successful ``claim``)."""
        return list(self._servers)

    def claim(self) -> bool:
        """True: this process is the one for the file (it listens from now on). False:
        another is running; it has been asked to raise its window (``answered`` says whether
        it did), and this one should end."""
        for _attempt in range(3):
            names = self.names()
            for name in names:
                if name in self._servers:
                    continue  # this process's own (a first attempt listened on it)
                answer = self._hand_over(name)
                if answer is not None:
                    self.answered = answer
                    return False
            if all(self._listen(name) for name in names):
                self._identities = names[1:]
                self._follow_the_file()
                return True
            for name in names:  # nobody answered: a dead window's socket
                if name not in self._servers:
                    QLocalServer.removeServer(name)
        return True  # no local sockets here at all: better two windows than none

    def message(self) -> str:
        """The one line a second start prints before it exits."""
        if not self.answered:
            #: One line printed by a second start when the window already open with the
            #: same settings file (%1) does not answer (frozen); the start then ends.
            return QCoreApplication.translate(
                "SingleInstance",
                "MAGDAGDON is already running with %1 but does not answer: close that window "
                "(or end its process), then start again.",
            ).replace("%1", self.settings_path)
        #: One line printed by a second start, which then exits; %1 is the settings file's path.
        return QCoreApplication.translate(
            "SingleInstance",
            "MAGDAGDON is already running with %1; that window is brought to the front.",
        ).replace("%1", self.settings_path)

    def _listen(self, name: str) -> bool:
        if name in self._servers:
            return True
        server = QLocalServer(self)  # (socket options would make Qt replace a live socket)
        if not server.listen(name):
            server.deleteLater()
            return False
        server.newConnection.connect(lambda s=server: self._on_connection(s))
        self._servers[name] = server
        return True

    def _hand_over(self, name: str) -> bool | None:
        """None: nobody listens on ``name``. Else whether the window there answered."""
        socket = QLocalSocket()
        socket.connectToServer(name)
        if not socket.waitForConnected(CONNECT_MS):
            return None
        socket.write(MESSAGE)
        socket.flush()
        socket.waitForBytesWritten(CONNECT_MS)
        reply = b""
        while REPLY not in reply and socket.waitForReadyRead(REPLY_MS):
            reply += bytes(socket.readAll().data())
        socket.disconnectFromServer()
        return REPLY in reply

    @staticmethod
    def _someone_at(name: str) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(name)
        alive = socket.waitForConnected(CONNECT_MS)
        socket.abort()
        return alive

    def _on_connection(self, server: QLocalServer) -> None:
        while (socket := server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda s=socket: self._on_message(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._on_message(socket)

    def _on_message(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(MESSAGE.strip()):
            self.raiseRequested.emit()
            socket.write(REPLY)
            socket.flush()

    # ------------------------------------------------------- the file's identity
    def _follow_the_file(self) -> None:
        folder = os.path.dirname(os.path.realpath(self.settings_path)) or "."
        self._watcher = QFileSystemWatcher(self)
        if os.path.isdir(folder):
            self._watcher.addPath(folder)
        self._watcher.directoryChanged.connect(self._refollow)

    def _refollow(self, _folder: str = "") -> None:
        """The folder changed (a write replaced the file): answer to its identity now too."""
        identity = identity_name(self.settings_path)
        if identity is None or identity in self._identities:
            return
        if not self._listen(identity):
            if self._someone_at(identity):
                return  # another window answers to it (a race at its start): leave it
            QLocalServer.removeServer(identity)  # a dead window's: try once more
            if not self._listen(identity):
                return
        self._identities.append(identity)
        for old in self._identities[:-KEPT_IDENTITIES]:
            server = self._servers.pop(old, None)
            if server is not None:
                server.close()
        self._identities = self._identities[-KEPT_IDENTITIES:]
        self.namesChanged.emit()

    def release(self) -> None:
        """Stop listening (the window closes)."""
        for server in self._servers.values():
            server.close()
        self._servers.clear()
        self._identities.clear()
        if self._watcher is not None:
            self._watcher.deleteLater()
            self._watcher = None
