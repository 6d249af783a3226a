#!/bin/bash
# `make install` for EmojiArt, into a temporary prefix: the files land where desktops look for them, the desktop
# entry is valid, the MIME type agrees with the app's UTType, the desktop's tools map a .emojiart file to the
# type and the type to EmojiArt, and `make uninstall` takes everything away again.
# Usage: Tests/Desktop/emojiart-install.sh .build/debug/emojiart
# (`make install` builds the release binary; this test installs the given one through the same script, so that
# `make test` does not build the release configuration too.)
set -euo pipefail

binary=${1:?usage: emojiart-install.sh path/to/emojiart}
root=$(cd "$(dirname "$0")/../.." && pwd)
id=org.easel.EmojiArtApp
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
share=$prefix/share
failures=0

pass() { echo "ok: $1"; }
fail() {
  echo "FAIL: $1" >&2
  failures=$((failures + 1))
}
check() {
  local what=$1
  shift
  if "$@"; then pass "$what"; else fail "$what"; fi
}

# The desktop tools look in the XDG folders only, so they point into the prefix (and only there, for the user's).
export XDG_DATA_HOME=$share XDG_DATA_DIRS=$share:/usr/local/share:/usr/share XDG_CONFIG_HOME=$prefix/config

sh "$root/Desktop/EmojiArt/install.sh" install "$prefix" "$binary"

check "the binary is installed and executable" test -x "$prefix/bin/emojiart"
check "the binary is the one built" cmp -s "$binary" "$prefix/bin/emojiart"
desktop=$share/applications/$id.desktop
check "the desktop entry is installed" test -f "$desktop"
if command -v desktop-file-validate >/dev/null; then
  check "the desktop entry validates" desktop-file-validate "$desktop"
else
  echo "skipped: desktop-file-validate is not installed"
fi
check "the entry starts the installed binary with the files opened" grep -qx "Exec=$prefix/bin/emojiart %F" "$desktop"
check "the entry opens EmojiArt documents" grep -qx "MimeType=application/x-emojiart;" "$desktop"
check "the entry's icon is the installed one" grep -qx "Icon=$id" "$desktop"
icon=$share/icons/hicolor/scalable/apps/$id.svg
check "the icon is installed" test -f "$icon"
if command -v rsvg-convert >/dev/null; then
  rendered=$prefix/icon.png
  check "the icon renders at 48 pixels" rsvg-convert -w 48 -h 48 -o "$rendered" "$icon"
  # A rendering that failed quietly would be one colour; the drawn icon has many.
  colours=$(convert "$rendered" -format '%k' info:)
  check "the rendered icon is a drawing ($colours colours)" test "$colours" -gt 20
fi
check "the icon cache is built" test -f "$share/icons/hicolor/icon-theme.cache"

# The app declares its type in code (UTType.emojiArt); the installed type must be the same.
declared=$root/Sources/EmojiArt/UTType+EmojiArt.swift
mime=$(grep -o 'mimeType: "[^"]*"' "$declared" | cut -d'"' -f2)
extension=$(grep -o 'filenameExtension: "[^"]*"' "$declared" | cut -d'"' -f2)
check "the app declares application/x-emojiart for .emojiart" test "$mime/$extension" = "application/x-emojiart/emojiart"
package=$share/mime/packages/$id.xml
check "the MIME package declares the app's type" grep -q "<mime-type type=\"$mime\">" "$package"
check "the MIME package declares the app's extension" grep -q "<glob pattern=\"\\*.$extension\"/>" "$package"
check "the MIME database knows the extension" grep -q "$mime:\\*\\.$extension" "$share/mime/globs2"
check "the desktop database maps the type to EmojiArt" grep -qx "$mime=$id.desktop;" "$share/applications/mimeinfo.cache"

# What a file manager asks: the type of a document, and the application for the type.
if command -v xdg-mime >/dev/null; then
  document=$prefix/Meadow.emojiart
  echo '{"version":1,"emojis":[]}' > "$document"
  type=$(xdg-mime query filetype "$document" || true)
  check "xdg-mime reads a .emojiart file as $mime (read: $type)" test "$type" = "$mime"
  default=$(xdg-mime query default "$mime" || true)
  check "xdg-mime opens $mime with $id.desktop (read: $default)" test "$default" = "$id.desktop"
else
  echo "skipped: xdg-mime is not installed"
fi

make -s -C "$root" uninstall PREFIX="$prefix"
left=$(find "$prefix/bin" "$share" -type f \( -name emojiart -o -name "$id*" \) | tr '\n' ' ')
check "make uninstall removes what was installed${left:+ (left: $left)}" test -z "$left"
check "the MIME database forgets the type" test -z "$(grep -s "$mime" "$share/mime/globs2" || true)"

if [ "$failures" -gt 0 ]; then
  echo "$failures check(s) failed" >&2
  exit 1
fi
echo "All EmojiArt install checks passed"
