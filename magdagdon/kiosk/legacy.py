"""The settings store's side of the PIN: where its file is, and version 1.0's clear PIN.

Why apart: the store (magdagdon.storage) belongs to another area. These are the smallest
adapters the kiosk needs from it, in one place: the settings file's path (the PIN file lives
next to it) and the one-time move of a PIN that version 1.0 kept in clear (``kioskPin``).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from magdagdon.kiosk.pin import PinVault, pin_path, valid_pin

if TYPE_CHECKING:
    from magdagdon.storage import Store

log = logging.getLogger(__name__)

#: Version 1.0's built-in PIN: it opened every unconfigured kiosk, so it is never migrated.
OLD_DEFAULT_PIN = "2020"


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


def open_vault(store: Store, override: str | None = None) -> PinVault:
    """The kiosk's PIN vault, next to the store's file; a clear 1.0 PIN is moved in once."""
    vault = PinVault(pin_path(settings_file(store)))
    legacy = legacy_pin(store)
    if legacy is not None and not vault.has_stored_pin:  # a stored hash is newer
        vault.set_pin(legacy, event="migrated")
        log.warning("kiosk: the operator PIN was kept in clear; it is now a salted hash")
    if store.kioskPin:  # moved, outdated, or 1.0's well-known default: never kept in clear
        forget_legacy_pin(store)
    if override is not None:
        vault.use_for_this_run(override)
    return vault
