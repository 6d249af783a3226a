#!/bin/sh
# Installs the apps for the desktop under a prefix, or removes them again; `make install`, `make uninstall` and
# `make deb` call it. Each folder beside this script is one app, named by its desktop entry <id>.desktop.in, whose
# TryExec names its binary:
#   install.sh install PREFIX BINDIR SCREENSHOTS
#       copies each app's binary from BINDIR to PREFIX/lib/easel-apps, with the resource bundles its folder's
#       `resources` file names (Foundation looks for them beside the binary, resolving links), and links it from
#       PREFIX/bin; installs its desktop entry, its icon and symbolic icon, its AppStream metainfo (whose
#       screenshots are at SCREENSHOTS, the address the repository's files are served from), its manual page and
#       its document type when it has one
#   install.sh uninstall PREFIX
#       removes those files again
# With DESTDIR set, the files go under DESTDIR/PREFIX (a package's tree) while the entries still name PREFIX/bin;
# without it, the MIME, desktop and icon caches under PREFIX/share are refreshed when their tools are installed (a
# desktop reads the caches, not the files).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
action=${1:?usage: install.sh install PREFIX BINDIR SCREENSHOTS | uninstall PREFIX}
prefix=${2:?a prefix, such as ~/.local}
root=${DESTDIR:-}$prefix
share=$root/share

for entry in "$here"/*/*.desktop.in; do
  folder=$(dirname "$entry")
  id=$(basename "$entry" .desktop.in)
  binary=$(sed -n 's|^TryExec=@bindir@/||p' "$entry")
  case $action in
    install)
      bindir=${3:?the folder of the built binaries}
      screenshots=${4:?the address the screenshots are served from}
      install -Dm755 "$bindir/$binary" "$root/lib/easel-apps/$binary"
      if [ -f "$folder/resources" ]; then
        while read -r bundle; do
          rm -rf "${root:?}/lib/easel-apps/$bundle"
          cp -R "$bindir/$bundle" "$root/lib/easel-apps/$bundle"
          find "$root/lib/easel-apps/$bundle" -type d -exec chmod 755 {} + -o -type f -exec chmod 644 {} +
        done <"$folder/resources"
      fi
      mkdir -p "$root/bin"
      ln -sf "../lib/easel-apps/$binary" "$root/bin/$binary"
      mkdir -p "$share/applications" "$share/metainfo"
      # The entry starts the binary by its full path: PREFIX/bin need not be on a desktop session's PATH.
      sed "s|@bindir@|$prefix/bin|g" "$entry" >"$share/applications/$id.desktop"
      sed "s|@screenshots@|$screenshots|g" "$folder/$id.metainfo.xml.in" >"$share/metainfo/$id.metainfo.xml"
      chmod 644 "$share/applications/$id.desktop" "$share/metainfo/$id.metainfo.xml"
      install -Dm644 "$folder/$id.svg" "$share/icons/hicolor/scalable/apps/$id.svg"
      install -Dm644 "$folder/$id-symbolic.svg" "$share/icons/hicolor/symbolic/apps/$id-symbolic.svg"
      if [ -f "$folder/$id.mime.xml" ]; then install -Dm644 "$folder/$id.mime.xml" "$share/mime/packages/$id.xml"; fi
      mkdir -p "$share/man/man1"
      gzip -9n <"$folder/$binary.1" >"$share/man/man1/$binary.1.gz"
      chmod 644 "$share/man/man1/$binary.1.gz"
      ;;
    uninstall)
      if [ -f "$folder/resources" ]; then
        while read -r bundle; do rm -rf "${root:?}/lib/easel-apps/$bundle"; done <"$folder/resources"
      fi
      rm -f "$root/bin/$binary" "$root/lib/easel-apps/$binary" "$share/applications/$id.desktop" "$share/metainfo/$id.metainfo.xml" \
        "$share/icons/hicolor/scalable/apps/$id.svg" "$share/icons/hicolor/symbolic/apps/$id-symbolic.svg" \
        "$share/mime/packages/$id.xml" "$share/man/man1/$binary.1.gz"
      ;;
    *)
      echo "install.sh: unknown action '$action' (install or uninstall)" >&2
      exit 2
      ;;
  esac
done

rmdir "$root/lib/easel-apps" 2>/dev/null || true
[ -z "${DESTDIR:-}" ] || exit 0
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
