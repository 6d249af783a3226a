#!/bin/sh
# Installs EmojiArt for the desktop under a prefix, or removes it again; `make install` and `make uninstall` call it.
#   install.sh install PREFIX BINARY   copies BINARY to PREFIX/bin/emojiart, with the .desktop file, the icon and
#                                      the application/x-emojiart MIME type, so a file manager opens documents in it
#   install.sh uninstall PREFIX        removes those files again
# Then it refreshes the MIME, desktop and icon caches under PREFIX/share when their tools are installed (a desktop
# reads the caches, not the files).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
id=org.easel.EmojiArtApp
action=${1:?usage: install.sh install PREFIX BINARY | uninstall PREFIX}
prefix=${2:?a prefix, such as ~/.local}
share=$prefix/share

case $action in
  install)
    binary=${3:?the emojiart binary to install}
    install -Dm755 "$binary" "$prefix/bin/emojiart"
    mkdir -p "$share/applications"
    # The entry starts the binary by its full path: PREFIX/bin need not be on a desktop session's PATH.
    sed "s|@bindir@|$prefix/bin|g" "$here/$id.desktop.in" > "$share/applications/$id.desktop"
    chmod 644 "$share/applications/$id.desktop"
    install -Dm644 "$here/$id.svg" "$share/icons/hicolor/scalable/apps/$id.svg"
    install -Dm644 "$here/$id.mime.xml" "$share/mime/packages/$id.xml"
    ;;
  uninstall)
    rm -f "$prefix/bin/emojiart" "$share/applications/$id.desktop" "$share/icons/hicolor/scalable/apps/$id.svg" \
      "$share/mime/packages/$id.xml"
    ;;
  *)
    echo "install.sh: unknown action '$action' (install or uninstall)" >&2
    exit 2
    ;;
esac

if command -v update-mime-database >/dev/null && [ -d "$share/mime/packages" ]; then
  update-mime-database "$share/mime"
fi
if command -v update-desktop-database >/dev/null && [ -d "$share/applications" ]; then
  update-desktop-database "$share/applications"
fi
# The cache needs the theme's index.theme, which a user's own hicolor folder has not; -t builds it regardless.
if [ -d "$share/icons/hicolor" ]; then
  for tool in gtk4-update-icon-cache gtk-update-icon-cache; do
    if command -v $tool >/dev/null; then
      $tool -q -t -f "$share/icons/hicolor"
      break
    fi
  done
fi
