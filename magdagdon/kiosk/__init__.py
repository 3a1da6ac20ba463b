r"""Kiosk mode: the game on an unattended public touchscreen.

Why this module exists: a kiosk needs things a desktop window must not do. The window is
fullscreen and frameless, the mouse cursor is hidden, closing is refused, the game resets
itself when a player walks away, and only an operator who knows the PIN gets out. All of it
lives here and in the kiosk's QML (``KioskMain.qml`` and the screens it shows) so the desktop
window (``Main.qml``) stays untouched.

:class:`KioskController` is the one object QML sees (a required property of the kiosk window):

* ``screen`` is ``welcome`` (title, attract mode, today's best), ``play``, ``scores`` or
  ``operator``; the PIN pad is an overlay over any screen (``pinPadOpen``).
* Idle reset: an event filter on the window restarts the idle timer on every touch, click or
  key. When it runs out during play, ``countdown`` counts down from ``countdownSeconds``;
  without a tap the game in progress is abandoned (``GameSession.newGame``: not recorded) and
  the welcome screen returns. A finished game was recorded the moment it ended (R8.2), so
  nothing here can lose it.
* Attract mode: a second :class:`GameSession` without a store (nothing saved or recorded) is
  played by the bot; :class:`CaptionMaker` turns each engine action into a one-line,
  translated caption of why it was allowed ("4 next to 3 and 5: allowed").

One module per concern: ``controller`` (screens, the object QML sees), ``idle`` (idle reset
and countdown), ``pin`` (the PIN's hash, lock and log; closed when its file is lost),
``pinpad`` (the pad's steps), ``legacy`` (the store's side of the PIN), ``reset`` (the
administrator's ``--kiosk-reset-pin``), ``look`` (theme, text size, motion), ``window``
(close refusal, cursor), ``attract`` (the bot's demo game), ``captions``, ``today`` (today's
best), ``loading`` (the window).

Starting a kiosk: ``magdagdon --kiosk``, or preset it in the settings INI (``--settings-file``
or the user's ``CUBIRI/MAGDAGDON.ini``) so a plain ``magdagdon`` starts in kiosk mode; the
values are versioned JSON, as ``magdagdon.storage`` writes them::

    [settings]
    kiosk="{\"version\":1,\"value\":true}"
    idleSeconds="{\"version\":1,\"value\":90}"
    kioskTheme="{\"version\":1,\"value\":\"dark\"}"
    kioskTextSize="{\"version\":1,\"value\":150}"
    kioskReducedMotion="{\"version\":1,\"value\":true}"

The last three are the kiosk's look (light, dark or contrast; 100..200 percent; reduced
motion), which its operator also sets on the operator screen (:mod:`.look`).

There is no default operator PIN: the first start asks for one on screen (typed twice) and
keeps only its salted scrypt hash in ``<settings file stem>.kiosk.json`` (:mod:`.pin`). A
PIN for one run comes from ``--kiosk-pin-file PATH`` or ``MAGDAGDON_KIOSK_PIN``, never from
the command line (``ps`` shows it to every user). A clear ``kioskPin`` that version 1.0 kept
in the settings file is moved into the hash once and removed (:mod:`.legacy`).
"""

from magdagdon.kiosk.attract import ATTRACT_INTERVAL_MS, ENCORE_MS, AttractShow
from magdagdon.kiosk.captions import CaptionMaker, arg, caption_fact, caption_text
from magdagdon.kiosk.controller import HOLD_MS, KioskController
from magdagdon.kiosk.idle import ACTIVITY, COUNTDOWN_SECONDS, IdleReset
from magdagdon.kiosk.loading import load_kiosk
from magdagdon.kiosk.look import TEXT_SIZES, KioskLook
from magdagdon.kiosk.pin import (
    LOCK_SCHEDULE,
    PIN_LOCK_SECONDS,
    PIN_TRIES,
    PinVault,
    lock_after,
    pin_path,
    valid_pin,
)
from magdagdon.kiosk.pinpad import PinPad
from magdagdon.kiosk.today import TODAY_ROWS, local_time, today_rows

__all__ = [
    "ACTIVITY",
    "ATTRACT_INTERVAL_MS",
    "COUNTDOWN_SECONDS",
    "ENCORE_MS",
    "HOLD_MS",
    "LOCK_SCHEDULE",
    "PIN_LOCK_SECONDS",
    "PIN_TRIES",
    "TEXT_SIZES",
    "TODAY_ROWS",
    "AttractShow",
    "CaptionMaker",
    "IdleReset",
    "KioskController",
    "KioskLook",
    "PinPad",
    "PinVault",
    "arg",
    "caption_fact",
    "caption_text",
    "load_kiosk",
    "local_time",
    "lock_after",
    "pin_path",
    "today_rows",
    "valid_pin",
]
