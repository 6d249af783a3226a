#!/usr/bin/env bash
# Real-window tests: Gesture Lab under Xvfb, driven by xdotool, checked in screenshots.
# Usage: Tests/Xvfb/gesture-lab.sh [path/to/gesture-lab]   (built by `swift build` first)
set -uo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-.build/debug/gesture-lab}"
source Tests/Xvfb/harness.sh

open_app "Gesture Lab"

blue="0,122,255"
red="255,59,48"
yellow="255,204,0"
green="52,199,89"

# The page list takes the window's top 48 pixels; the Brief page is below it.

# The drag circle (centre 145,170) is blue, red while dragged, blue again after.
check "the drag circle is blue at rest" near 145 170 "$blue"
xdotool mousemove 145 170 mousedown 1
for x in 150 160 175 190; do xdotool mousemove "$x" 173; sleep 0.05; done
sleep 0.3
check "the drag circle is red while dragged" near 145 170 "$red"
xdotool mouseup 1
sleep 0.3
check "the drag circle is blue after the drag" near 145 170 "$blue"

# Holding the detecting circle (419,170) turns it yellow; it turns green when the press succeeds (1 s).
xdotool mousemove 419 170 mousedown 1
sleep 0.4
check "the long-press circle is yellow while pressed" near 419 170 "$yellow"
sleep 1
check "the long-press circle is green once the press succeeds" near 419 170 "$green"
xdotool mouseup 1

# Ctrl+scroll zooms the pan-and-zoom canvas; a double click resets it.
import -window root "$work/before.png"
xdotool mousemove 282 608 keydown ctrl click 4 click 4 click 4 keyup ctrl
sleep 0.6
import -window root "$work/zoomed.png"
check "Ctrl+scroll zooms the canvas" differs "$work/before.png" "$work/zoomed.png"
xdotool mousemove 100 648 click --repeat 2 --delay 80 1
sleep 1.2
import -window root "$work/reset.png"
check "a double click resets the canvas" bash -c "convert '$work/before.png' -crop 530x180+20+493 '$work/a.png' && convert '$work/reset.png' -crop 530x180+20+493 '$work/b.png' && compare -metric AE '$work/a.png' '$work/b.png' null: 2>/dev/null"

# A file dragged from another application (a minimal GTK drag source standing in for a file manager) lights the
# drop zone up while over it and is received when dropped.
echo "not really a photo" >"$work/cat-photo.png"
/usr/bin/python3 Tests/Xvfb/drag-source.py "$work/cat-photo.png" >"$work/source.log" 2>&1 &
source=$!
source_window="$(find_window "^Drag Source$")"
xdotool windowmove "$source_window" 1000 300
sleep 0.5
import -window root "$work/before-drop.png"
xdotool mousemove 1100 360 mousedown 1
for x in 1090 1070 1040 1000 950 900 850 800 760 730; do xdotool mousemove "$x" $((360 - (1100 - x) / 6)); sleep 0.05; done
xdotool mousemove 724 98
sleep 0.4
check "the drop zone lights up while a file is dragged over it" near 600 118 "225,239,255"
xdotool mouseup 1
sleep 1.2
import -window root "$work/after-drop.png"
check "the dropped file is received" bash -c "convert '$work/before-drop.png' -crop 300x40+574+78 '$work/c.png' && convert '$work/after-drop.png' -crop 300x40+574+78 '$work/d.png' && ! compare -metric AE '$work/c.png' '$work/d.png' null: 2>/dev/null"
kill "$source" 2>/dev/null
source=""

# Starts the drop target (a minimal GTK drop target standing in for a text editor) at (1000, 300). Earlier targets
# have exited (close_drop_target waits), so the window found by its name is the new one.
open_drop_target() {
  /usr/bin/python3 Tests/Xvfb/drop-target.py >"$work/target.log" 2>&1 &
  target=$!
  target_window="$(find_window "^Drop Target$")"
  xdotool windowmove "$target_window" 1000 300
  sleep 0.5
}
# Stops the drop target and waits until it is gone.
close_drop_target() {
  kill "$target" 2>/dev/null
  wait "$target" 2>/dev/null
  target=""
}

# Text dragged out of the window (the drop zone's "Drag this text out") reaches another application.
open_drop_target
# Drags the drop zone's "Drag this text out" handle (at 640,110) to the drop target window at (1000, 300).
drag_text_out() {
  xdotool mousemove 640 110 mousedown 1
  for x in 650 670 700 760 800 850 890 910 950 1000 1050 1090 1100; do
    xdotool mousemove "$x" $((110 + (x - 640) * 250 / 460))
    sleep 0.06
  done
  sleep 0.3
  xdotool mousemove 1100 360
  sleep 0.3
  xdotool mouseup 1
  for _ in $(seq 30); do grep -q DROPPED "$work/target.log" && break; sleep 0.1; done
}
drag_text_out
check "text dragged out of the window reaches another application" grep -q "DROPPED: Hello from Gesture Lab" "$work/target.log"
close_drop_target

# Typing into the text field beside the handle (a click focuses it; xdotool's keys pass through GTK's input
# method, which commits them, accented and Korean letters too) changes the text the handle drags out.
type_into_field() {
  xdotool windowfocus "$window"
  sleep 0.2
  xdotool mousemove 790 110 click 1
  sleep 0.2
  xdotool key ctrl+a
  xdotool type --delay 80 "héllo 한"
  sleep 0.3
  open_drop_target
  drag_text_out
}
type_into_field
# xdotool types é and 한 by remapping a spare key, and now and then loses one to that race before the app sees it
# (as parsta.sh's nickname): the typing is tried a second time then, and the run says so.
if ! grep -q "DROPPED: héllo 한" "$work/target.log"; then
  echo "  the first typing did not arrive whole ($(grep DROPPED "$work/target.log")); typing again"
  close_drop_target
  type_into_field
fi
echo "  $(grep DROPPED "$work/target.log")"
check "text typed into a field (ASCII, é and Korean) is what the app drags out" grep -q "DROPPED: héllo 한" "$work/target.log"
close_drop_target

# Ctrl+A and Ctrl+C in the field put its text on the desktop clipboard, where another application pastes it.
xdotool windowfocus "$window"
sleep 0.2
xdotool mousemove 790 110 click 1
sleep 0.2
xdotool key ctrl+a ctrl+c
sleep 0.3
/usr/bin/python3 Tests/Xvfb/clipboard-read.py >"$work/clipboard.log" 2>&1
echo "  $(cat "$work/clipboard.log")"
check "Ctrl+A, Ctrl+C in a field copy its text for other applications" grep -q "CLIPBOARD: héllo 한" "$work/clipboard.log"

# Text copied in another application pastes into the field with Ctrl+V (GDK delivers it asynchronously), and the
# handle then drags out the pasted text.
/usr/bin/python3 Tests/Xvfb/clipboard-write.py "pasted ✓" >"$work/copied.log" 2>&1 &
copier=$!
for _ in $(seq 30); do grep -qs COPIED "$work/copied.log" && break; sleep 0.1; done
xdotool windowfocus "$window"
sleep 0.2
xdotool mousemove 790 110 click 1
sleep 0.2
xdotool key ctrl+a ctrl+v
sleep 0.5
kill "$copier" 2>/dev/null
open_drop_target
drag_text_out
check "Ctrl+V pastes another application's text into a field" grep -q "DROPPED: pasted ✓" "$work/target.log"
close_drop_target

# Ctrl+K, the trace panel's keyboard shortcut, clears the trace.
xdotool windowfocus "$window"
sleep 0.2
import -window root "$work/trace-before.png"
xdotool key ctrl+k
sleep 0.5
import -window root "$work/trace-after.png"
check "Ctrl+K clears the trace" bash -c "convert '$work/trace-before.png' -crop 300x120+574+178 '$work/e.png' && convert '$work/trace-after.png' -crop 300x120+574+178 '$work/f.png' && ! compare -metric AE '$work/e.png' '$work/f.png' null: 2>/dev/null"

# The page list opens a scenario page: "Tap vs double" shows its indigo tap target.
xdotool mousemove 306 22 click 1
sleep 0.8
check "the page list opens the tap-versus-double-tap page" near 100 214 "88,86,214"
# A tap on its target draws the tap's lanes in the page's timeline (window y 374-580).
import -window root "$work/timeline-before.png"
xdotool mousemove 100 214 click 1
sleep 1
import -window root "$work/timeline-after.png"
check "a tap on a scenario draws its timeline" bash -c "convert '$work/timeline-before.png' -crop 860x200+20+374 '$work/g.png' && convert '$work/timeline-after.png' -crop 860x200+20+374 '$work/h.png' && ! compare -metric AE '$work/g.png' '$work/h.png' null: 2>/dev/null"

# Ctrl+Q quits cleanly.
xdotool windowfocus "$window"
sleep 0.2
xdotool key ctrl+q
expect_quit "Ctrl+Q quits with status 0"

# Closing the window (as a window manager's close button asks) quits cleanly too.
"$binary" >"$work/app2.log" 2>&1 &
app=$!
window=""
second_window="$(find_window "^Gesture Lab$")"
sleep 0.5
/usr/bin/python3 Tests/Xvfb/close-window.py "$second_window"
expect_quit "closing the window quits with status 0"

# On a HiDPI display (scale 2, on a second, larger screen so the window fits) the window is drawn at twice the
# pixels: the drag circle's centre is at (290, 340) and it ends 100 pixels to its left.
start_xvfb -screen 0 2000x1600x24 >"$work/hidpi-display"
hidpi_xvfb=$started_xvfb
hidpi_display="$(cat "$work/hidpi-display")"
DISPLAY="$hidpi_display" GDK_SCALE=2 "$binary" >"$work/app3.log" 2>&1 &
app=$!
DISPLAY="$hidpi_display" xdotool search --sync --name "Gesture Lab" >/dev/null
sleep 1.5
main_display="$display"
display="$hidpi_display"
check "at scale 2 the window is drawn at twice the pixels" near 290 340 "$blue"
check "at scale 2 the circle ends 100 pixels from its centre" near 186 340 "255,255,255"
display="$main_display"
kill "$app" "$hidpi_xvfb" 2>/dev/null
wait "$app" 2>/dev/null
app=""

# Opening and closing the window 100 and 400 times: every window and view graph is freed, and memory does not
# grow with the number of windows (what grows at all is one-off warm-up).
growth() {
  EASEL_WINDOW_CYCLES="$1" "$binary" 2>/dev/null | tee -a "$work/cycles.log" |
    sed -nE 's/.*alive after closing: 0, resident growth: (-?[0-9]+) KiB.*/\1/p'
}
hundred="$(growth 100)"
four_hundred="$(growth 400)"
echo "  $(grep -h 'window cycles' "$work/cycles.log" | tr '\n' ';')"
check "100 window cycles free every window and graph" test -n "$hundred"
check "memory does not grow with window cycles" test -n "$four_hundred" -a $((${four_hundred:-99999} - ${hundred:-0})) -lt 1024

# A Shift-drag pinches (the mouse's two fingers: the press point the centre, the pointer one finger, its mirror the
# other): on the pan-and-zoom canvas it zooms (the finger marks are checked headlessly). The window's input is
# recorded (EASEL_RECORD_INPUT), and the recording, replayed into a new window (EASEL_REPLAY_INPUT), zooms it alike.
EASEL_RECORD_INPUT="$work/pinch.json" open_app "Gesture Lab"
crop_canvas() { convert "$1" -crop 530x180+20+445 +repage "$2"; }
import -window root "$work/pinch-before.png"
xdotool mousemove 285 535 keydown shift mousedown 1
for x in 298 305 312 320 324; do xdotool mousemove "$x" 535; sleep 0.05; done
sleep 0.4
xdotool mouseup 1 keyup shift
sleep 0.8
import -window root "$work/pinched.png"
crop_canvas "$work/pinch-before.png" "$work/g.png"
crop_canvas "$work/pinched.png" "$work/h.png"
check "a Shift-drag zooms the canvas" bash -c "! compare -metric AE '$work/g.png' '$work/h.png' null: 2>/dev/null"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
app=""
check "the window's input is recorded as a trace" grep -q '"modifiers":2,"phase":"began"' "$work/pinch.json"
EASEL_REPLAY_INPUT="$work/pinch.json" open_app "Gesture Lab"
sleep 3
import -window root "$work/replayed.png"
crop_canvas "$work/replayed.png" "$work/i.png"
echo "  replayed canvas differs from the recorded one in $(compare -metric AE -fuzz 3% "$work/h.png" "$work/i.png" null: 2>&1) pixels"
check "the recorded trace replays to the same zoom" bash -c "[ \"\$(compare -metric AE -fuzz 3% '$work/h.png' '$work/i.png' null: 2>&1 | cut -d' ' -f1)\" -lt 200 ]"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
app=""

finish "gesture lab"
