#!/usr/bin/env bash
# The desktop's settings reach a running app from each of their sources, and follow a change live; a second launch
# of an app reaches the first instance. Each app prints what it decided with EASEL_REPORT_DESKTOP_SETTINGS=1, and the
# window's mean luminance shows that it was drawn so (Gesture Lab's; EmojiArt's for opening a document):
#   GTK:       settings.ini under a temporary XDG_CONFIG_HOME, GTK_THEME, and an XSETTINGS daemon (xsettingsd),
#              changed live
#   GSettings: the keyfile backend (GSETTINGS_BACKEND=keyfile) in that folder, changed with `gsettings set`
#   portal:    a fake org.freedesktop.portal.Settings (fake-portal.py) on this script's private session bus
# Usage: Tests/Desktop/desktop-settings.sh [path/to/binaries]   (built by `swift build` first)
if [ -z "${EASEL_SETTINGS_SESSION:-}" ]; then
  EASEL_SETTINGS_SESSION=1 exec dbus-run-session -- "$0" "$@"
fi
set -uo pipefail
cd "$(dirname "$0")/../.."
bin="${1:-.build/debug}"
binary="$bin/gesture-lab"
# The harness leaves the caller's session bus; this script's own private one is the bus under test.
bus=$DBUS_SESSION_BUS_ADDRESS
source Tests/Xvfb/harness.sh
export DBUS_SESSION_BUS_ADDRESS=$bus
portal=""
xsettings=""
trap 'kill $portal $xsettings 2>/dev/null; cleanup' EXIT

config="$work/config"
keyfile="$config/glib-2.0/settings/keyfile"
# Without a portal or a user's GSettings, every setting is GTK's; each section sets what it tests.
export EASEL_REPORT_DESKTOP_SETTINGS=1 XDG_CONFIG_HOME="$config" GSETTINGS_BACKEND=memory
mkdir -p "$config/gtk-4.0" "$(dirname "$keyfile")"

# The last settings the app reported.
reported() { grep '^desktop-settings:' "$work/app.log" | tail -1; }

# Waits up to ten seconds for the app's report to contain every word given.
reports() {
  for _ in $(seq 100); do
    local line missing=0
    line="$(reported)"
    for word in "$@"; do [[ " $line " == *" $word "* ]] || missing=1; done
    [ $missing -eq 0 ] && return 0
    sleep 0.1
  done
  echo "  reported: $(reported)"
  return 1
}

# The mean luminance of the window (0 black … 100 white).
luminance() {
  import -display "$display" -window root "$work/luma.png"
  convert "$work/luma.png" -crop 880x740+0+0 -colorspace Gray -format '%[fx:round(100*mean)]' info:
}
dark() { local l; l="$(luminance)"; [ "$l" -lt 25 ] || { echo "  luminance $l"; return 1; }; }
light() { local l; l="$(luminance)"; [ "$l" -gt 70 ] || { echo "  luminance $l"; return 1; }; }

# Whether the page bar (the window's top 48 pixels) has a pill of the colour r g b: over 400 pixels within 12.
accent_pill() {
  import -display "$display" -window root "$work/bar.png"
  local matching
  matching="$(convert "$work/bar.png" -crop 900x48+0+0 +repage -fuzz 5% -fill black +opaque "rgb($1,$2,$3)" \
    -fill white -opaque "rgb($1,$2,$3)" -format '%[fx:round(mean*w*h)]' info:)"
  [ "$matching" -gt 400 ] || { echo "  $matching pixels of rgb($1,$2,$3)"; return 1; }
}

quit_app() {
  kill "$app" 2>/dev/null
  wait "$app" 2>/dev/null
  app=""
}

echo "== no settings"
open_app "Gesture Lab"
check "the defaults: light, standard contrast, large text, motion" \
  reports colorScheme=light contrast=standard dynamicTypeSize=large reduceMotion=false legibilityWeight=regular \
  accent=default
check "the window is light" light
check "the selected page's pill is SwiftUI's blue" accent_pill 0 122 255
quit_app

# Runs an XSETTINGS daemon serving the settings given (one per line), or has the running one serve them now.
serve_xsettings() {
  printf '%s\n' "$@" >"$work/xsettingsd.conf"
  if [ -n "$xsettings" ]; then
    kill -HUP "$xsettings"
  else
    xsettingsd -c "$work/xsettingsd.conf" >"$work/xsettingsd.log" 2>&1 &
    xsettings=$!
    sleep 0.5
  fi
}

echo "== GTK: settings.ini, and XSETTINGS"
cat >"$config/gtk-4.0/settings.ini" <<'INI'
[Settings]
gtk-application-prefer-dark-theme=1
gtk-theme-name=HighContrast
gtk-enable-animations=0
gtk-font-name=DejaVu Serif Bold 10
INI
# On X11, GDK takes gtk-xft-dpi from the desktop's XSETTINGS daemon only, over settings.ini.
serve_xsettings "Xft/DPI 122880"
open_app "Gesture Lab"
check "gtk-application-prefer-dark-theme makes it dark" reports colorScheme=dark
check "the window is dark" dark
check "the HighContrast theme increases contrast" reports contrast=increased
check "Xft/DPI 120 (×1.25) makes text xxLarge" reports dynamicTypeSize=xxLarge
check "gtk-enable-animations=0 reduces motion" reports reduceMotion=true
check "a bold interface font makes the legibility weight bold" reports legibilityWeight=bold
check "the interface font's family is the system font's" grep -q 'font=DejaVu Serif$' <(reported)
quit_app
rm "$config/gtk-4.0/settings.ini"

echo "== GTK: XSETTINGS followed live"
serve_xsettings 'Net/ThemeName "Adwaita"'
open_app "Gesture Lab"
check "the Adwaita theme leaves it light" reports colorScheme=light dynamicTypeSize=large
serve_xsettings 'Net/ThemeName "Adwaita-dark"' 'Gtk/EnableAnimations 0'
check "a theme changed to Adwaita-dark while it runs makes it dark" reports colorScheme=dark reduceMotion=true
sleep 0.5
check "the window is dark" dark
quit_app
kill "$xsettings"
xsettings=""

echo "== GTK: GTK_THEME"
GTK_THEME=Adwaita:dark open_app "Gesture Lab"
check "GTK_THEME=Adwaita:dark makes it dark" reports colorScheme=dark contrast=standard
check "the window is dark" dark
quit_app

echo "== GSettings (keyfile backend), over GTK, followed live"
export GSETTINGS_BACKEND=keyfile
cat >"$keyfile" <<'KEYFILE'
[org/gnome/desktop/interface]
color-scheme='prefer-dark'
text-scaling-factor=1.25
KEYFILE
printf '[Settings]\ngtk-application-prefer-dark-theme=0\ngtk-xft-dpi=98304\n' >"$config/gtk-4.0/settings.ini"
open_app "Gesture Lab"
check "color-scheme prefer-dark makes it dark" reports colorScheme=dark
check "the window is dark" dark
check "text-scaling-factor 1.25 makes text xxLarge, over GTK's dpi" reports dynamicTypeSize=xxLarge
gsettings set org.gnome.desktop.a11y.interface high-contrast true
check "high-contrast set while it runs increases contrast" reports contrast=increased
gsettings set org.gnome.desktop.interface enable-animations false
check "enable-animations false set while it runs reduces motion" reports reduceMotion=true
gsettings set org.gnome.desktop.interface color-scheme prefer-light
check "color-scheme prefer-light set while it runs makes it light" reports colorScheme=light
sleep 0.5
check "the window is light again" light
quit_app
rm "$config/gtk-4.0/settings.ini"

echo "== the portal, over GSettings, followed live"
/usr/bin/python3 Tests/Desktop/fake-portal.py 1 0 >"$work/portal.log" 2>&1 &
portal=$!
for _ in $(seq 50); do grep -q "portal ready" "$work/portal.log" && break; sleep 0.1; done
open_app "Gesture Lab"
check "the portal's color-scheme 1 makes it dark over GSettings' prefer-light" reports colorScheme=dark
check "the window is dark" dark
check "the portal's accent-color (0.2, 0.5, 0.9) is the accent colour" reports accent=#3380E6
check "…which the selected page's pill is drawn in" accent_pill 51 128 230
portal_set() { gdbus call --session -d org.freedesktop.portal.Desktop -o /org/freedesktop/portal/desktop \
  -m org.freedesktop.portal.Settings.Set org.freedesktop.appearance "$1" "<uint32 $2>" >/dev/null; }
portal_set color-scheme 2
check "color-scheme 2 sent while it runs makes it light" reports colorScheme=light
sleep 0.5
check "the window is light again" light
gsettings set org.gnome.desktop.a11y.interface high-contrast false
portal_set contrast 1
check "contrast 1 sent while it runs increases contrast" reports contrast=increased
quit_app

echo "== one instance"
open_app "Gesture Lab"
first=$app
HOME="$work" "$binary" >"$work/second.log" 2>&1 &
second=$!
for _ in $(seq 100); do kill -0 "$second" 2>/dev/null || break; sleep 0.1; done
check "a second launch hands over to the first and exits" bash -c "! kill -0 $second 2>/dev/null"
check "the first instance still runs" kill -0 "$first"
check "there is still one Gesture Lab window" test "$(xdotool search --onlyvisible --name 'Gesture Lab' | wc -l)" -eq 1
quit_app

# A document opened while its app runs (as a file manager opens it) opens in a new window of the running app. The
# portal says dark again, which GTK's own windows (the file chooser) follow as well.
portal_set color-scheme 1
binary="$bin/emojiart"
open_app "Untitled"
xdotool key ctrl+o
chooser="$(find_window "Open File")"
check "GTK's file chooser opens" test -n "$chooser"
window_dark() {
  local l
  l="$(import -display "$display" -window "$1" png:- | convert - -colorspace Gray -format '%[fx:round(100*mean)]' info:)"
  [ "$l" -lt 30 ] || { echo "  luminance $l"; return 1; }
}
check "…in GTK's dark variant, as the app is" window_dark "$chooser"
xdotool windowfocus --sync "$chooser" key Escape
sleep 0.5
first=$app
echo '{"version":1,"emojis":[]}' >"$work/Second.emojiart"
HOME="$work" "$binary" "$work/Second.emojiart" >"$work/second.log" 2>&1 &
second=$!
for _ in $(seq 100); do kill -0 "$second" 2>/dev/null || break; sleep 0.1; done
check "a second EmojiArt given a file hands it to the first and exits" bash -c "! kill -0 $second 2>/dev/null"
opened="$(find_window '^Second.emojiart$')"
check "the file opens in a window" test -n "$opened"
check "…of the running EmojiArt" test "$(xdotool getwindowpid "$opened" 2>/dev/null)" = "$first"
quit_app
finish "desktop settings"
