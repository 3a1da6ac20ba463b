#!/usr/bin/env bash
# Debian/Ubuntu: install what the README's test command needs, read from README.md itself:
# Qt's libraries (the apt line generated from what the installed Qt links) and every
# optional test tool of the README's table ("All at once: ..."), so that no test skips for
# want of one. Used by .ci/run (as root) and the CI workflow (with sudo).
#
#   bash packaging/linux/install_test_packages.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

sudo=()
if [ "$(id -u)" != 0 ]; then sudo=(sudo); fi
read -r -a qtlibs < <(sed -n 's/^ *sudo apt-get install python3 python3-venv //p' README.md)
# shellcheck disable=SC2016 # backquotes of the Markdown, not of the shell
# (tr leaves no line end, and read fails at an end of file without one: echo ends the line)
read -r -a tools < <(tr '\n' ' ' < README.md | sed -n 's/.*All at once: `sudo apt-get install \([^`]*\)`.*/\1/p'; echo)
if [ "${#qtlibs[@]}" -lt 10 ] || [ "${#tools[@]}" -lt 5 ]; then
    echo "install_test_packages: README.md lost its apt lines" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq >/dev/null 2>&1 || echo "warning: apt-get update failed; trying the cached lists"
"${sudo[@]}" apt-get install -y -qq python3-venv "${qtlibs[@]}" "${tools[@]}" >/dev/null
echo "install_test_packages: ${#qtlibs[@]} libraries for Qt and ${#tools[@]} test tools installed"
