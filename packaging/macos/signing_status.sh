#!/usr/bin/env bash
# CI (macOS): write what Gatekeeper says of a built disk image to a status file that the
# release job reads (packaging/check_release.py): "signed" when the image and the app in it
# carry a Developer ID signature and a stapled notarisation ticket, else "unsigned: why".
#
#   bash packaging/macos/signing_status.sh DMG STATUS_FILE
set -euo pipefail

dmg=${1:?usage: signing_status.sh DMG STATUS_FILE}
out=${2:?usage: signing_status.sh DMG STATUS_FILE}
mount=$(mktemp -d)
cleanup() { hdiutil detach -quiet "$mount" 2>/dev/null || true; rmdir "$mount" 2>/dev/null || true; }
trap cleanup EXIT

status=signed
why=()
spctl --assess --type open --context context:primary-signature "$dmg" 2>/dev/null ||
    why+=("the disk image is not accepted by Gatekeeper")
xcrun stapler validate -q "$dmg" 2>/dev/null || why+=("no ticket stapled to the disk image")
hdiutil attach -quiet -nobrowse -readonly -mountpoint "$mount" "$dmg"
app=$(find "$mount" -maxdepth 1 -name '*.app' | head -n 1)
if [ -z "$app" ]; then
    why+=("no .app in the disk image")
else
    spctl --assess --type execute "$app" 2>/dev/null || why+=("the app is not accepted by Gatekeeper")
    xcrun stapler validate -q "$app" 2>/dev/null || why+=("no ticket stapled to the app")
fi
if [ "${#why[@]}" -gt 0 ]; then
    status="unsigned: $(IFS=';'; echo "${why[*]}")"
fi
echo "$status" > "$out"
echo "signing status of $(basename "$dmg"): $status"
