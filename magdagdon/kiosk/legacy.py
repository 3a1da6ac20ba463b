"""The settings store's side of the PIN: where its file is, and version 1.0's clear PIN.

Why apart: the store (magdagdon.storage) belongs to another area. These are the smallest
adapters the kiosk needs from it, in one place: the settings file's path (the PIN file lives
next to it), whether a PIN was ever kept there (``Store.kioskPinKept``: a lost PIN file
then closes the operator screen, issue 37.3), and the one-time move of a PIN that version 1.0
kept in clear (``kioskPin``), which leaves no clear copy on disk: not in the settings file,
not in its last good copy (``.bak``), not in a copy set aside as broken (``.broken-*``).
"""

from __future__ import annotations

import contextlib
import difflib
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Final

from magdagdon.kiosk.pin import PinVault, pin_path, valid_pin
from magdagdon.storage.safeio import FileRefused, read_regular, write_durably

if TYPE_CHECKING:
    from magdagdon.storage import Store

log = logging.getLogger(__name__)

#: Version 1.0's built-in PIN: it opened every unconfigured kiosk, so it is never migrated.
OLD_DEFAULT_PIN = "2020"
#: The largest settings copy scrubbed (the store reads no larger settings file).
COPY_LIMIT: Final = 64 * 2**20


def settings_file(store: Store) -> Path:
    """The INI file behind ``store``."""
    return Path(store.path)


def legacy_pin(store: Store) -> str | None:
    """A PIN the operator stored in clear under version 1.0; None if there is none."""
    pin = store.kioskPin
    if not pin or pin == OLD_DEFAULT_PIN or not valid_pin(pin):
        return None
    return pin


def forget_legacy_pin(store: Store) -> None:
    """Remove the clear PIN from the settings file (once its hash is in the PIN file)."""
    store.forget_kiosk_pin()


def holds_clear_pin(line: bytes, pin: str | None) -> bool:
    """An INI line that is (or, damaged, was) version 1.0's ``kioskPin``, or holds ``pin``
    as a value."""
    key = line.split(b"=", 1)[0].strip().lower()
    if key and difflib.SequenceMatcher(None, key, b"kioskpin").ratio() >= 0.75:
        return True
    return pin is not None and f'\\"{pin}\\"'.encode() in line  # the JSON value, escaped


def scrub_copies(settings: Path, pin: str | None = None) -> int:
    """Take the clear PIN out of every copy of ``settings`` set aside as broken (the store
    copies a damaged file whole, clear PIN and all, before it repairs it). Returns how many
    copies were rewritten."""
    scrubbed = 0
    copies: list[Path] = []
    with contextlib.suppress(OSError):
        prefix = settings.name + ".broken-"
        copies = sorted(p for p in settings.parent.iterdir() if p.name.startswith(prefix))
    for copy in copies:
        try:
            found = read_regular(copy, COPY_LIMIT)
        except FileRefused:
            continue
        if found is None:
            continue
        lines = found.data.split(b"\n")
        kept = [line for line in lines if not holds_clear_pin(line, pin)]
        if len(kept) == len(lines) and not found.truncated:
            continue
        try:
            write_durably(copy, b"\n".join(kept))  # (a copy cut at the limit keeps its head)
            scrubbed += 1
        except OSError as exc:
            log.error("kiosk: a clear PIN stays in %s: %s", copy, exc)
    return scrubbed


def open_vault(store: Store, override: str | None = None) -> PinVault:
    """The kiosk's PIN vault, next to the store's file; a clear 1.0 PIN is moved in once.

    A settings file that says a PIN was kept makes a lost PIN file close the vault; a PIN
    file found sound while the settings file does not say so yet (a kiosk of an earlier
    release) is written down now."""
    settings = settings_file(store)
    vault = PinVault(pin_path(settings), known=store.kioskPinKept)
    vault.stored = store.keep_kiosk_pin
    legacy = legacy_pin(store)
    if legacy is not None and not vault.has_stored_pin:  # a stored hash is newer
        vault.set_pin(legacy, event="migrated")
        log.warning("kiosk: the operator PIN was kept in clear; it is now a salted hash")
    elif vault.has_stored_pin:
        store.keep_kiosk_pin()
    if store.kioskPin:  # moved, outdated, or 1.0's well-known default: never kept in clear
        forget_legacy_pin(store)
    scrub_copies(settings, legacy)
    if override is not None:
        vault.use_for_this_run(override)
    return vault
