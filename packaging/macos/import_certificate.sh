#!/usr/bin/env bash
# CI (macOS): put the Developer ID certificate into a temporary keychain for codesign.
#
#   MACOS_CERTIFICATE_P12=<base64 of the .p12> MACOS_CERTIFICATE_PASSWORD=... \
#       bash packaging/macos/import_certificate.sh KEYCHAIN
#
# Without MACOS_CERTIFICATE_P12 it says so and exits 0 (an unsigned build; the release job
# refuses to publish it unless the run says so). The keychain gets a random password, joins
# the user's search list (codesign finds the identity there) and locks itself after 6 hours.
set -euo pipefail

keychain=${1:?usage: import_certificate.sh KEYCHAIN}
if [ -z "${MACOS_CERTIFICATE_P12:-}" ]; then
    echo "import_certificate: no MACOS_CERTIFICATE_P12: the app keeps its ad-hoc signature"
    exit 0
fi
password=$(uuidgen)
p12=$(mktemp)
trap 'rm -f "$p12"' EXIT
printf '%s' "$MACOS_CERTIFICATE_P12" | base64 --decode > "$p12"
security create-keychain -p "$password" "$keychain"
security set-keychain-settings -lut 21600 "$keychain"
security unlock-keychain -p "$password" "$keychain"
security import "$p12" -P "${MACOS_CERTIFICATE_PASSWORD:-}" -A -t cert -f pkcs12 -k "$keychain"
security set-key-partition-list -S apple-tool:,apple: -k "$password" "$keychain" >/dev/null
existing=()
while IFS= read -r line; do
    line=${line//\"/}
    existing+=("${line// /}")
done < <(security list-keychains -d user)
security list-keychains -d user -s "$keychain" "${existing[@]}"
security find-identity -v -p codesigning "$keychain"
