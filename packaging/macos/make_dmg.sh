#!/usr/bin/env bash
# Make the macOS disk image from the PyInstaller .app; sign and notarise when configured.
#
#   bash packaging/macos/make_dmg.sh dist/MAGDAGDON.app dist/magdagdon-<version>-macos.dmg
#
# Called by `python packaging/build.py` on macOS. Credentials come from the environment and
# each step runs only when its variables are all set; without them it says so and goes on,
# so an unsigned .dmg still builds on any Mac and in CI without secrets.
#   MAGDAGDON_CODESIGN_IDENTITY   "Developer ID Application: NAME (TEAMID)", in the keychain
#   MAGDAGDON_NOTARY_APPLE_ID     Apple ID used for notarisation
#   MAGDAGDON_NOTARY_TEAM_ID      its team ID
#   MAGDAGDON_NOTARY_PASSWORD     an app-specific password for that Apple ID
set -euo pipefail

app=${1:?usage: make_dmg.sh APP DMG}
dmg=${2:?usage: make_dmg.sh APP DMG}
here=$(cd "$(dirname "$0")" && pwd)
identity=${MAGDAGDON_CODESIGN_IDENTITY:-}
name=$(basename "$app" .app)

[ -d "$app" ] || { echo "make_dmg: $app not found (run python packaging/build.py)" >&2; exit 1; }

if [ -n "$identity" ]; then
    echo "make_dmg: signing $app as $identity (hardened runtime)"
    # Inside out: every library and plugin first, then the executable, then the bundle.
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

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
# hdiutil now and then fails with "Resource busy" on CI machines; a retry clears it.
for attempt in 1 2 3; do
    if hdiutil create -volname "$name" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg"; then
        break
    fi
    [ "$attempt" = 3 ] && { echo "make_dmg: hdiutil failed three times" >&2; exit 1; }
    sleep 5
done

if [ -n "$identity" ]; then
    codesign --force --timestamp --sign "$identity" "$dmg"
fi

if [ -n "${MAGDAGDON_NOTARY_APPLE_ID:-}" ] && [ -n "${MAGDAGDON_NOTARY_TEAM_ID:-}" ] \
    && [ -n "${MAGDAGDON_NOTARY_PASSWORD:-}" ]; then
    if [ -z "$identity" ]; then
        echo "make_dmg: notarisation needs a signed app: set MAGDAGDON_CODESIGN_IDENTITY" >&2
        exit 1
    fi
    echo "make_dmg: notarising $dmg (this waits for Apple's answer)"
    xcrun notarytool submit "$dmg" --apple-id "$MAGDAGDON_NOTARY_APPLE_ID" \
        --team-id "$MAGDAGDON_NOTARY_TEAM_ID" --password "$MAGDAGDON_NOTARY_PASSWORD" --wait
    xcrun stapler staple "$dmg"
    xcrun stapler validate "$dmg"
else
    echo "make_dmg: notarisation skipped (MAGDAGDON_NOTARY_APPLE_ID/_TEAM_ID/_PASSWORD not all set)"
fi
echo "make_dmg: wrote $dmg"
