#!/usr/bin/env bash
# What `make test` checks of every app with a real AT-SPI client and with Orca (docs/ACCESSIBILITY.md): each app's
# controls named, sized and inside the window, an action performed through AT-SPI changing the screen, Tab moving
# AT-SPI's focus; and Orca speaking parSta!'s daily quiz as a blind learner takes it with the keyboard, and an
# emoji added, moved and deleted in EmojiArt, and its menu bar walked from F10; a field read, typed into and selected
# in with Orca, a slider and a stepper set, a text editor typed into, a sheet and an alert escaped and a scroll view
# scrolled through AT-SPI; and a control pressed again through AT-SPI after its view left the screen.
# Usage: Tests/Accessibility/apps.sh [path/to/binaries]   (built by `swift build` first)
set -uo pipefail
cd "$(dirname "$0")/../.."
bin="${1:-.build/debug}"
session=Tests/Accessibility/session.sh
check="/usr/bin/python3 Tests/Accessibility/atspi-check.py"
status=0
run() {
  echo "== $1"
  shift
  timeout 180 "$@" 2>&1 | grep -v "dbus-daemon\|dbind-WARNING\|^$"
  # Read at once: with pipefail, anything run after the pipeline (an `|| true`) would replace it.
  local statuses=("${PIPESTATUS[@]}")
  [ "${statuses[0]}" -eq 0 ] || status=1
}
run "parSta!: AT-SPI" $session $check "$bin/parsta" 'parSta!' --press 'Daily Quiz' --expect 'Question 1 of 5' --stale \
  --tab 3
run "parSta!: Orca takes the daily quiz" $session Tests/Accessibility/orca.sh "$bin/parsta" 'parSta!' \
  --expect "Daily Quiz push button" --expect "Next push button" -- Tab Tab Tab Tab space 1 Return
run "EmojiArt: Orca adds an emoji from the palette, moves it and deletes it" $session Tests/Accessibility/orca.sh \
  "$bin/emojiart" Untitled --expect "grinning face push button" --expect "selected, at 0, 0" \
  --expect "selected, at 1, 0" -- Tab space Right Delete
run "EmojiArt: Orca walks the menu bar from F10" $session Tests/Accessibility/orca.sh "$bin/emojiart" Untitled \
  --expect "File menu" --expect "New, Ctrl+N" --expect "Edit menu" --expect "Undo, Ctrl+Z" -- F10 Down Right Down Escape
run "EmojiArt: AT-SPI" $session $check "$bin/emojiart" Untitled --press 'grinning face' --expect Canvas --tab 3
run "Gesture Lab: AT-SPI" $session $check "$bin/gesture-lab" 'Gesture Lab' --press 'Replay' --expect 'Open Trace…' \
  --tab 3
run "Sticker Board: AT-SPI" $session $check "$bin/sticker-board" Untitled --tab 3
run "Gesture Lab: Orca reads a field, echoes typing and reads the selection" $session Tests/Accessibility/orca.sh \
  "$bin/gesture-lab" 'Gesture Lab' --expect "Text to drag text" --expect "Hello from Gesture LabOK" --expect "selected" \
  -- Tab Tab Tab Tab Tab Tab Tab Tab Tab O K shift+Home
run "Control catalog: AT-SPI" $session $check "$bin/control-catalog" 'Easel Controls' --tab 3 \
  --press 'Toggles & Values' --expect 'Toggles & Values' --set-value Volume 0.25 --expect 'Volume, 0 %, 25 %' \
  --set-value Copies 7 --expect '7' \
  --press 'Text Input' --expect 'Email' --insert-text 'text editor' 'Hi. ' --expect '155 characters' \
  --press 'Sheets & Alerts' --expect 'Show sheet' --press 'Show sheet' --expect 'A sheet' --stale \
  --action 'A sheet' escape --expect 'Sheet dismissed' \
  --press 'Alert' --expect 'Delete the file?' --action 'Delete the file?' escape --expect 'Kept' \
  --press 'Lists & Grids' --expect 'Apple' --action 'scroll area@2' 'Scroll down' --moves '0' \
  --action 'scroll area@2' 'Scroll up' --expect '0'
[ $status -eq 0 ] && echo "accessibility (AT-SPI and Orca): all passed" || echo "accessibility (AT-SPI and Orca): FAILED"
exit $status
