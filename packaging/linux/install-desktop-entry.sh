#!/bin/sh
# Add MAGDAGDON to this user's application menu (no root needed): run it from the unpacked
# folder. It writes ~/.local/share/applications/magdagdon.desktop pointing at this folder
# and the icon into the hicolor theme. Run with --remove to take both away again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps=$data/applications
icons=$data/icons/hicolor
if [ "${1:-}" = "--remove" ]; then
    rm -f "$apps/magdagdon.desktop" "$icons/256x256/apps/magdagdon.png" \
        "$icons/scalable/apps/magdagdon.svg"
    echo "MAGDAGDON removed from the application menu."
    exit 0
fi
mkdir -p "$apps" "$icons/256x256/apps" "$icons/scalable/apps"
cp "$here/magdagdon.png" "$icons/256x256/apps/magdagdon.png"
cp "$here/magdagdon.svg" "$icons/scalable/apps/magdagdon.svg"
sed -e "s|^Exec=.*|Exec=\"$here/magdagdon\"|" -e "s|^TryExec=.*||" \
    "$here/magdagdon.desktop" > "$apps/magdagdon.desktop"
chmod 644 "$apps/magdagdon.desktop"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$apps" || true  # only refreshes a cache; never fatal
fi
echo "MAGDAGDON added to the application menu ($apps/magdagdon.desktop)."
