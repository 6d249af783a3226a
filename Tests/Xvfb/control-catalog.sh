#!/usr/bin/env bash
# Real-window tests: the control catalog under Xvfb, driven by xdotool, checked in screenshots.
# Usage: Tests/Xvfb/control-catalog.sh [path/to/control-catalog]   (built by `swift build` first)
set -uo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-.build/debug/control-catalog}"
source Tests/Xvfb/harness.sh

open_app "Easel Controls"

blue="0,122,255"
white="255,255,255"
# A spot of the detail pane that no page draws on: white, or dimmed under a modal presentation.
empty_x=900
empty_y=640

# Takes a screenshot of a region ("WxH+X+Y") into $work/$2.png.
region() {
  import -display "$display" -window root "$work/full.png"
  convert "$work/full.png" -crop "$1" "$work/$2.png"
}

# Whether pixel ($1, $2) is not within 12 of the colour $3.
not_near() { ! near "$@"; }

# The left edge of the prominent button, blue on the Buttons page.
check "the catalog opens on the Buttons page" near 508 60 "$blue"
xdotool mousemove 110 286 click 1
sleep 0.8
check "a click in the sidebar shows the Sheets & Alerts page" not_near 508 60 "$blue"

region 400x30+265+190 log-before
xdotool mousemove 297 153 click 1
sleep 1
check "an alert dims the window" not_near "$empty_x" "$empty_y" "$white"
xdotool key Escape
sleep 1
check "Escape presses the alert's cancel button, which dismisses it" near "$empty_x" "$empty_y" "$white"
region 400x30+265+190 log-after
check "the cancel button's action ran" differs "$work/log-before.png" "$work/log-after.png"

xdotool mousemove 326 69 click 1
sleep 1
check "a sheet dims the window" not_near "$empty_x" "$empty_y" "$white"
region 400x30+265+190 log-before
xdotool key Tab
xdotool type --delay 60 "Ada"
xdotool key Return
sleep 1
check "Return in the sheet presses its default button, which dismisses the sheet" near "$empty_x" "$empty_y" "$white"
region 400x30+265+190 log-after
check "the sheet's onDismiss ran" differs "$work/log-before.png" "$work/log-after.png"

xdotool mousemove 110 198 click 1
sleep 0.8
region 360x190+265+430 grid-before
xdotool mousemove 445 528
for _ in 1 2 3; do xdotool click 5; sleep 0.1; done
sleep 0.5
region 360x190+265+430 grid-after
check "the mouse wheel scrolls a lazy grid" differs "$work/grid-before.png" "$work/grid-after.png"

xdotool key ctrl+q
expect_quit "Ctrl+Q quits the catalog with status 0"

finish "control catalog"
