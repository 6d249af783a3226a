#!/bin/sh
# Builds easel-apps_<version>_<arch>.deb from the release binaries in BINDIR (built with Swift's runtime linked in)
# into OUTDIR, then checks it with lintian, which fails the build on an error. `make deb` calls it.
# Usage: Desktop/deb.sh BINDIR OUTDIR
# The version is the newest release in parSta!'s AppStream metainfo; Depends is what dpkg-shlibdeps reads from the
# libraries the binaries link, plus the fonts and loaders the apps draw emoji, Korean and pictures with. The
# maintainer is DEBFULLNAME <DEBEMAIL>, as Debian's tools take it, else the git author of the checkout.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
bindir=${1:?usage: deb.sh BINDIR OUTDIR}
out=${2:?usage: deb.sh BINDIR OUTDIR}
version=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$here"/Parsta/*.metainfo.xml.in | head -1)
arch=$(dpkg --print-architecture)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
# dpkg-shlibdeps finds the package's tree as debian/<package>, holding its DEBIAN folder.
tree=$stage/debian/easel-apps
mkdir -p "$tree/DEBIAN"
maintainer="${DEBFULLNAME:-$(git -C "$here" config user.name)} <${DEBEMAIL:-$(git -C "$here" config user.email)}>"

DESTDIR=$tree sh "$here/install.sh" install /usr "$bindir" "${SCREENSHOTS:-https://easel.invalid/raw/main}"
for binary in "$tree"/usr/lib/easel-apps/*; do
  [ -f "$binary" ] && strip --strip-unneeded --remove-section=.comment --remove-section=.note "$binary"
done

doc=$tree/usr/share/doc/easel-apps
mkdir -p "$doc"
cat >"$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Easel
Comment: The apps parSta!, EmojiArt, Gesture Lab and Sticker Board, built on the Easel UI framework.

Files: *
Copyright: 2026 The Easel developers
License: proprietary
 The project has not chosen a licence yet; until it does, no licence is granted.
COPYRIGHT
printf 'easel-apps (%s) unstable; urgency=medium\n\n  * Built from the Easel repository.\n\n -- %s  %s\n' \
  "$version" "$maintainer" "$(date -R)" | gzip -9n >"$doc/changelog.gz"
chmod 644 "$doc/copyright" "$doc/changelog.gz"

# dpkg-shlibdeps reads the package's name from a source package's control file.
printf 'Source: easel-apps\n\nPackage: easel-apps\nArchitecture: any\n' >"$stage/debian/control"
binaries=$(cd "$stage" && find debian/easel-apps/usr/lib/easel-apps -maxdepth 1 -type f | sort)
# shellcheck disable=SC2086 # one argument per binary
depends=$(cd "$stage" && dpkg-shlibdeps -O $(printf -- '-e%s ' $binaries) | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

cat >"$tree/DEBIAN/control" <<CONTROL
Package: easel-apps
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$tree" | cut -f1)
Depends: $depends, fonts-noto-color-emoji, webp-pixbuf-loader, librsvg2-common
Recommends: fonts-noto-cjk, adwaita-icon-theme
Section: education
Priority: optional
Description: parSta!, EmojiArt, Gesture Lab and Sticker Board
 Four desktop apps written in Swift with SwiftUI's API on the Easel UI
 framework: parSta!, a Swift tutor with a daily quiz, lessons and ranks;
 EmojiArt, a canvas for arranging emojis on a picture; Gesture Lab, which
 shows how gestures are recognized; and Sticker Board, a board of emoji
 stickers. They follow the desktop's dark style, contrast, text size and
 motion settings.
CONTROL

mkdir -p "$out"
deb=$out/easel-apps_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$tree" "$deb" >/dev/null
echo "Built $deb"
lintian --fail-on error "$deb"
