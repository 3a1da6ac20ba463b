#!/usr/bin/env bash
# Make the macOS disk image from the PyInstaller .app: sign the app with a Developer ID,
# notarise and staple it, then make, sign, notarise and staple the .dmg.
#
#   bash packaging/macos/make_dmg.sh APP DMG               # e.g. dist/MAGDAGDON.app dist/x.dmg
#   bash packaging/macos/make_dmg.sh --stage-only APP DIR  # only lay out the image's contents
#
# Called by `python packaging/build.py` on macOS. The app is stapled before it goes into the
# image, so it opens without a network check even when copied out of the .dmg; the .dmg is
# stapled too, so Gatekeeper accepts the download itself. Credentials come from the
# environment:
#   MAGDAGDON_CODESIGN_IDENTITY   "Developer ID Application: NAME (TEAMID)", in the keychain
#                                 (packaging/macos/import_certificate.sh puts it there in CI)
#   MAGDAGDON_NOTARY_APPLE_ID     Apple ID used for notarisation
#   MAGDAGDON_NOTARY_TEAM_ID      its team ID
#   MAGDAGDON_NOTARY_PASSWORD     an app-specific password for that Apple ID
#   MAGDAGDON_REQUIRE_SIGNING=1   fail, instead of going on unsigned, when any is missing
#                                 (release builds; the workflow sets it on tags)
# Without them it says what it skipped and still makes an (unsigned) .dmg.
# --stage-only runs anywhere (tests/packaging checks the layout on Linux).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)

stage() { # stage APP DIR: the image's contents: the app and a link to /Applications, nothing else
    mkdir -p "$2"
    cp -R "$1" "$2/"
    ln -s /Applications "$2/Applications"
}

if [ "${1:-}" = --stage-only ]; then
    [ -d "${2:-}" ] || { echo "make_dmg: usage: make_dmg.sh --stage-only APP DIR" >&2; exit 2; }
    stage "$2" "${3:?usage: make_dmg.sh --stage-only APP DIR}"
    exit 0
fi

app=${1:?usage: make_dmg.sh APP DMG}
dmg=${2:?usage: make_dmg.sh APP DMG}
identity=${MAGDAGDON_CODESIGN_IDENTITY:-}
require=${MAGDAGDON_REQUIRE_SIGNING:-0}
name=$(basename "$app" .app)
notary=0
if [ -n "${MAGDAGDON_NOTARY_APPLE_ID:-}" ] && [ -n "${MAGDAGDON_NOTARY_TEAM_ID:-}" ] &&
    [ -n "${MAGDAGDON_NOTARY_PASSWORD:-}" ]; then
    notary=1
fi

[ -d "$app" ] || { echo "make_dmg: $app not found (run python packaging/build.py)" >&2; exit 1; }
if [ "$require" = 1 ] && { [ -z "$identity" ] || [ "$notary" = 0 ]; }; then
    echo "make_dmg: MAGDAGDON_REQUIRE_SIGNING=1 but the Developer ID identity or the notary" \
        "credentials (MAGDAGDON_NOTARY_APPLE_ID/_TEAM_ID/_PASSWORD) are missing" >&2
    exit 1
fi
if [ "$notary" = 1 ] && [ -z "$identity" ]; then
    echo "make_dmg: notarisation needs a signed app: set MAGDAGDON_CODESIGN_IDENTITY" >&2
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

notarise() { # notarise FILE: submit to Apple's notary service, wait, fail unless Accepted
    local file=$1 result=$work/notary.json status id
    echo "make_dmg: notarising $file (this waits for Apple's answer)"
    xcrun notarytool submit "$file" --apple-id "$MAGDAGDON_NOTARY_APPLE_ID" \
        --team-id "$MAGDAGDON_NOTARY_TEAM_ID" --password "$MAGDAGDON_NOTARY_PASSWORD" \
        --wait --timeout 2h --output-format json > "$result"
    status=$(plutil -extract status raw -o - "$result")
    id=$(plutil -extract id raw -o - "$result")
    if [ "$status" != Accepted ]; then
        echo "make_dmg: notarisation of $file: $status (submission $id); Apple's log:" >&2
        xcrun notarytool log "$id" --apple-id "$MAGDAGDON_NOTARY_APPLE_ID" \
            --team-id "$MAGDAGDON_NOTARY_TEAM_ID" --password "$MAGDAGDON_NOTARY_PASSWORD" >&2 || true
        exit 1
    fi
}

# --- 1. the app: Developer ID signature, hardened runtime, notarised, stapled ---------------
if [ -n "$identity" ]; then
    echo "make_dmg: signing $app as $identity (hardened runtime)"
    # Inside out: every library and plugin first, then the frameworks, then the app with
    # its entitlements (the QML JIT and Python's libffi need executable memory).
    sign() { codesign --force --timestamp --options runtime --sign "$identity" "$1"; }
    while IFS= read -r -d '' lib; do sign "$lib"; done < <(
        find "$app/Contents" -type f \( -name '*.dylib' -o -name '*.so' \) -print0)
    while IFS= read -r -d '' framework; do sign "$framework"; done < <(
        find "$app/Contents" -type d -name '*.framework' -prune -print0)
    codesign --force --timestamp --options runtime \
        --entitlements "$here/entitlements.plist" --sign "$identity" "$app"
    codesign --verify --deep --strict --verbose=2 "$app"
else
    echo "make_dmg: MAGDAGDON_CODESIGN_IDENTITY not set: the app keeps PyInstaller's ad-hoc signature"
fi
if [ "$notary" = 1 ]; then
    ditto -c -k --keepParent "$app" "$work/$name.zip"
    notarise "$work/$name.zip"
    xcrun stapler staple "$app"
    xcrun stapler validate "$app"
    spctl --assess --type execute --verbose=2 "$app"
else
    echo "make_dmg: notarisation skipped (MAGDAGDON_NOTARY_APPLE_ID/_TEAM_ID/_PASSWORD not all set)"
fi

# --- 2. the disk image: the stapled app and an Applications link ---------------------------
stage "$app" "$work/image"
rm -f "$dmg"
# hdiutil now and then fails with "Resource busy" on CI machines; a retry clears it.
for attempt in 1 2 3; do
    if hdiutil create -volname "$name" -srcfolder "$work/image" -fs HFS+ -format UDZO -ov "$dmg"; then
        break
    fi
    [ "$attempt" = 3 ] && { echo "make_dmg: hdiutil failed three times" >&2; exit 1; }
    sleep 5
done

# --- 3. the disk image signed, notarised and stapled ---------------------------------------
if [ -n "$identity" ]; then
    codesign --force --timestamp --sign "$identity" "$dmg"
fi
if [ "$notary" = 1 ]; then
    notarise "$dmg"
    xcrun stapler staple "$dmg"
    xcrun stapler validate "$dmg"
    spctl --assess --type open --context context:primary-signature --verbose=2 "$dmg"
fi
echo "make_dmg: wrote $dmg"
