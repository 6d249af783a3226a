#!/bin/bash
# `make install` for every app, into a temporary prefix: the files land where desktops look for them, the desktop
# entries and AppStream metainfo validate with no warning, the icons render, each document type agrees with the
# app's UTType, the desktop's tools map a document to its type and the type to its app, and `make uninstall` takes
# everything away again.
# Usage: Tests/Desktop/install.sh .build/debug
# (`make install` builds the release binaries; this test installs the given ones through the same script, so that
# `make test` does not build the release configuration too.)
set -euo pipefail

bindir=${1:?usage: install.sh path/to/binaries}
root=$(cd "$(dirname "$0")/../.." && pwd)
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
share=$prefix/share
screenshots=https://screenshots.test/easel
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
# Runs a validator and passes when it exits 0 and prints no warning or error (hints and pedantic notes aside).
quiet_valid() {
  local output status=0
  output=$("$@" 2>&1) || status=$?
  if [ $status -ne 0 ] || grep -qE '^(E|W): |: (error|warning): ' <<<"$output"; then
    echo "$output" | sed 's/^/    /' >&2
    return 1
  fi
}

# The desktop tools look in the XDG folders only, so they point into the prefix (and only there, for the user's).
export XDG_DATA_HOME=$share XDG_DATA_DIRS=$share:/usr/local/share:/usr/share XDG_CONFIG_HOME=$prefix/config

sh "$root/Desktop/install.sh" install "$prefix" "$bindir" "$screenshots"
apps=0

for entry in "$root"/Desktop/*/*.desktop.in; do
  apps=$((apps + 1))
  folder=$(dirname "$entry")
  app=$(basename "$folder")
  id=$(basename "$entry" .desktop.in)
  binary=$(sed -n 's|^TryExec=@bindir@/||p' "$entry")
  echo "== $app ($id, $binary)"

  check "$app: the binary is linked from bin and runs from lib" test -x "$prefix/bin/$binary" -a -L "$prefix/bin/$binary"
  check "$app: the binary is the one built" cmp -s "$bindir/$binary" "$prefix/lib/easel-apps/$binary"
  if [ -f "$folder/resources" ]; then
    while read -r bundle; do
      check "$app: its resources $bundle are beside it" test -d "$prefix/lib/easel-apps/$bundle"
    done <"$folder/resources"
  fi

  desktop=$share/applications/$id.desktop
  check "$app: the desktop entry is installed" test -f "$desktop"
  check "$app: the desktop entry validates" quiet_valid desktop-file-validate "$desktop"
  check "$app: the entry starts the installed binary" grep -qE "^Exec=$prefix/bin/$binary( %F)?$" "$desktop"
  check "$app: the entry's icon is the installed one" grep -qx "Icon=$id" "$desktop"

  for icon in "scalable/apps/$id.svg" "symbolic/apps/$id-symbolic.svg"; do
    check "$app: $icon is installed" test -f "$share/icons/hicolor/$icon"
    rendered=$prefix/icon.png
    check "$app: $icon renders at 48 pixels" rsvg-convert -w 48 -h 48 -o "$rendered" "$share/icons/hicolor/$icon"
    # A rendering that failed quietly would be one colour; a drawn icon has edges in many shades.
    colours=$(convert "$rendered" -format '%k' info:)
    check "$app: the rendered $icon is a drawing ($colours colours)" test "$colours" -gt 8
  done

  check "$app: its manual page is installed and reads without warnings" \
    quiet_valid man --warnings -l "$share/man/man1/$binary.1.gz"

  metainfo=$share/metainfo/$id.metainfo.xml
  check "$app: the metainfo is installed" test -f "$metainfo"
  # --no-net: the test runs offline, and the screenshots are checked against the repository below.
  check "$app: the metainfo validates" quiet_valid appstreamcli validate --no-net --explain "$metainfo"
  check "$app: the metainfo launches the desktop entry" \
    grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo"
  for tag in summary description content_rating releases screenshot; do
    check "$app: the metainfo has a $tag" grep -q "<$tag" "$metainfo"
  done
  shots=$(grep -o "<image>$screenshots/[^<]*</image>" "$metainfo" | sed "s|<image>$screenshots/||; s|</image>||")
  check "$app: the metainfo shows screenshots" test -n "$shots"
  for shot in $shots; do
    check "$app: the screenshot $shot is one the project renders" test -s "$root/$shot"
  done

  mime=$(sed -n 's/^MimeType=\(.*\);$/\1/p' "$entry")
  if [ -n "$mime" ]; then
    declared=$(grep -l "mimeType: \"$mime\"" "$root/Sources/$app"/UTType+*.swift || true)
    check "$app: the app declares $mime in code" test -n "$declared"
    extension=$(grep -o 'filenameExtension: "[^"]*"' $declared | head -1 | cut -d'"' -f2)
    check "$app: the metainfo provides $mime" grep -q "<mediatype>$mime</mediatype>" "$metainfo"
    package=$share/mime/packages/$id.xml
    check "$app: the MIME package declares the app's type" grep -q "<mime-type type=\"$mime\">" "$package"
    check "$app: the MIME package declares the app's extension" grep -q "<glob pattern=\"\\*.$extension\"/>" "$package"
    check "$app: the MIME database knows the extension" grep -q "$mime:\\*\\.$extension" "$share/mime/globs2"
    check "$app: the desktop database maps the type to the app" \
      grep -qx "$mime=$id.desktop;" "$share/applications/mimeinfo.cache"
    # What a file manager asks: the type of a document, and the application for the type.
    document=$prefix/Document.$extension
    echo '{}' >"$document"
    type=$(xdg-mime query filetype "$document" || true)
    check "$app: xdg-mime reads a .$extension file as $mime (read: $type)" test "$type" = "$mime"
    default=$(xdg-mime query default "$mime" || true)
    check "$app: xdg-mime opens $mime with $id.desktop (read: $default)" test "$default" = "$id.desktop"
  fi
done

check "all four apps install" test "$apps" -eq 4
check "the icon cache is built" test -f "$share/icons/hicolor/icon-theme.cache"

make -s -C "$root" uninstall PREFIX="$prefix"
left=$(find "$prefix/bin" "$prefix/lib" "$share" \( -type f -o -type l \) \( -path '*easel-apps*' -o -name 'org.easel.*' \
  -o -name parsta -o -name emojiart -o -name gesture-lab -o -name sticker-board -o -name '*.1.gz' \) 2>/dev/null | tr '\n' ' ')
check "make uninstall removes what was installed${left:+ (left: $left)}" test -z "$left"
check "the MIME database forgets the types" test -z "$(grep -s 'x-emojiart\|x-easel' "$share/mime/globs2" || true)"

if [ "$failures" -gt 0 ]; then
  echo "$failures check(s) failed" >&2
  exit 1
fi
echo "All install checks passed for $apps apps"
