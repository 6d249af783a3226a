#!/usr/bin/env bash
# Real-window tests: parSta! under Xvfb, driven by xdotool, checked in screenshots and in its SQLite database: the
# splash giving way to Home, the tab bar (clicks and Ctrl+digit), the daily quiz taken with the keyboard, a Unicode
# nickname, the Coming Soon alert, and the language, switched and remembered across a restart.
# Usage: Tests/Xvfb/parsta.sh [path/to/parsta]   (built by `swift build` first)
set -uo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-.build/debug/parsta}"
source Tests/Xvfb/harness.sh

# The app's own data folder and settings: the database under XDG_DATA_HOME, and UserDefaults.standard, which
# swift-corelibs-foundation keeps in $XDG_CONFIG_HOME/parsta.plist (else ~/.config/parsta.plist).
mkdir -p "$work/home" "$work/data" "$work/config"
database="$work/data/parsta/parsta.sqlite"
settings="$work/config/parsta.plist"

# The window is 390 × 800 at the screen's corner. The tab bar's three buttons (Setting, Home, Account), each a third
# of its width; the region of each holds its icon and its label.
bar_y=770
setting_x=65
home_x=195
account_x=325
coral="229,72,59"
grey="138,138,146"

# Starts parSta! with its data and settings in the scratch folder and waits for its window; sets $app and $window.
open_parsta() {
  HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" LANG=en_US.UTF-8 \
    EASEL_REPORT_FIRST_FRAME=1 PARSTA_REPORT_HOME_FRAME=1 "$binary" >>"$work/app.log" 2>&1 &
  app=$!
  window=""
  window="$(find_window '^parSta!$')"
  [ -n "$window" ] && xdotool windowmove "$window" 0 0 windowfocus "$window"
}

shot() { import -display "$display" -window root "$work/$1.png"; }

# How many pixels of the region $2 ("WxH+X+Y") of screenshot $1 are within 40 of the colour $3.
count_colour() {
  convert "$work/$1.png" -crop "$2" -depth 8 txt:- | python3 -c '
import re, sys
target = [int(v) for v in sys.argv[1].split(",")]
count = 0
for line in sys.stdin:
    m = re.search(r"\((\d+),(\d+),(\d+)", line)
    if m and all(abs(int(v) - t) <= 40 for v, t in zip(m.groups(), target)):
        count += 1
print(count)' "$3"
}

# The region of the tab button centred at x = $1.
tab_region() { echo "130x50+$(($1 - 65))+$((bar_y - 25))"; }

# Whether, in a fresh screenshot, the tab at x = $1 is the selected one: its icon and label coral, the other two
# grey with no coral.
selected_tab() {
  shot tabs
  local x
  for x in "$setting_x" "$home_x" "$account_x"; do
    local coral_count grey_count
    coral_count="$(count_colour tabs "$(tab_region "$x")" "$coral")"
    grey_count="$(count_colour tabs "$(tab_region "$x")" "$grey")"
    if [ "$x" = "$1" ]; then
      [ "$coral_count" -gt 100 ] || return 1
    else
      [ "$coral_count" -lt 10 ] && [ "$grey_count" -gt 50 ] || return 1
    fi
  done
}

# Polls the command "$@" every 0.1 s for up to five seconds.
eventually() {
  for _ in $(seq 50); do "$@" && return 0; sleep 0.1; done
  return 1
}

# Whether screenshots $1 and $2 match but for antialiasing: under 40 pixels differ by more than 15 %.
similar() {
  local changed
  changed="$(compare -metric AE -fuzz 15% "$1" "$2" null: 2>&1)"
  [ "${changed%% *}" -lt 40 ] 2>/dev/null
}
not_similar() { ! similar "$@"; }
bar() { convert "$work/tabs.png" -crop "390x50+0+$((bar_y - 25))" "$work/$1.png"; }

sql() { sqlite3 "file:$database?mode=ro" "$1" 2>/dev/null; }
today="$(date +%F)"

# (a) The splash (the logo on a plain background, no tab bar) gives way to Home.
open_parsta
check "the window opens, titled parSta!" test -n "$window"
shot start
check "it opens on the splash: no tab bar yet" test "$(count_colour start "$(tab_region "$home_x")" "$grey")" -lt 20
check "Home replaces the splash within five seconds, its tab selected" eventually selected_tab "$home_x"
check "…with the database opened in its data folder" test -s "$database"
# The start benchmark's hook (Benchmarks/README.md, parsta-start): the first presented frame, then Home's.
reported() { test "$(grep -x -e first-frame -e first-home-frame "$work/app.log" | tr '\n' ' ')" = "first-frame first-home-frame "; }
check "it reports its first frame, then Home's, on standard output" eventually reported

# (b) The tab bar's buttons switch tabs, and so does Ctrl+2.
xdotool mousemove "$setting_x" "$bar_y" click 1
check "a click on Setting selects the Setting tab" eventually selected_tab "$setting_x"
bar bar-setting-en
xdotool mousemove "$account_x" "$bar_y" click 1
check "a click on Account selects the Account tab" eventually selected_tab "$account_x"
xdotool mousemove 200 300 key ctrl+2
check "Ctrl+2 goes back to Home" eventually selected_tab "$home_x"
sleep 0.6 # the tab's 0.45 s cross-fade, so the reference bar is the settled one
selected_tab "$home_x"
bar bar-home-en

# (d) The daily quiz with the keyboard only: 1 chooses the first answer, Return goes on; five questions, then the
# summary, and the database has the attempts, the day's score and the XP.
# Opening the quiz stores the day's questions. A click that lands while Home is still settling (a loaded machine
# draws its frames late) can be lost, so it is repeated until the quiz is there.
quiz_opened() { test -n "$(sql "select question_ids from daily_quizzes where day = '$today'")"; }
open_quiz() {
  for _ in $(seq 5); do
    xdotool mousemove 195 491 click 1
    for _ in $(seq 20); do quiz_opened && return 0; sleep 0.1; done
  done
  return 1
}
check "a click on Daily Quiz opens today's quiz" open_quiz
sleep 0.8
shot quiz
attempts() { test "$(sql "select count(*) from attempts where day = '$today' and practice = 0")" = "$1"; }
# Presses 1 until the answer to question $1 is stored: a press that comes before the quiz (or the next question) is
# on screen changes nothing, and one on an answered question is ignored, so pressing again is safe.
answer() {
  for _ in $(seq 20); do
    xdotool key 1
    for _ in $(seq 5); do attempts "$1" && return 0; sleep 0.1; done
  done
  return 1
}
answered=0
for question in 1 2 3 4 5; do
  answer "$question" && answered=$((answered + 1))
  xdotool key Return
  sleep 0.3
done
check "pressing 1 on each of the five questions records five answers" test "$answered" -eq 5
completed() { test -n "$(sql "select completed_at from daily_quizzes where day = '$today'")"; }
check "Return after the fifth finishes the quiz" eventually completed
check "today's quiz has a score" test -n "$(sql "select score from daily_quizzes where day = '$today'")"
check "the profile earned XP" test "$(sql "select xp from profile")" -gt 0
shot summary
check "the summary replaces the question" differs "$work/quiz.png" "$work/summary.png"
xdotool key Escape
sleep 0.8

# (f) Coming Soon… opens an alert that dims the screen; Return dismisses it, and so does Escape.
background_pixel="195 650"
plain="247,247,249"
dimmed="198,198,199"
check "Escape goes back from the quiz to Home" near $background_pixel "$plain"
xdotool mousemove 195 543 click 1
check "Coming Soon… opens an alert that dims the screen" eventually near $background_pixel "$dimmed"
xdotool key Return
check "Return dismisses it" eventually near $background_pixel "$plain"
xdotool mousemove 195 543 click 1
check "the alert opens again" eventually near $background_pixel "$dimmed"
xdotool key Escape
check "Escape dismisses it too" eventually near $background_pixel "$plain"

# (e) A new nickname, in Hangul with an emoji, typed into the Account tab's field and saved.
xdotool key ctrl+3
eventually selected_tab "$account_x"
type_nickname() {
  xdotool mousemove 150 602 click 1
  sleep 0.3
  xdotool key ctrl+a
  # xdotool types a character outside the keymap by remapping a spare key; quicker than this, GTK reads some of
  # them with the next character's mapping and drops them.
  xdotool type --delay 250 "하늘 🦊"
  sleep 0.3
  xdotool mousemove 317 602 click 1
}
nickname() { test "$(sql "select nickname from profile")" = "하늘 🦊"; }
type_nickname
# Even so, about one run in five (more on a loaded machine) loses a remapped character to that race, before the
# app sees it: the typing is tried a second time then, and the run says so.
if ! eventually nickname; then
  echo "  the first typing did not arrive whole (stored: $(sql "select nickname from profile")); typing again"
  type_nickname
fi
check "Save stores the nickname, Hangul and emoji intact" eventually nickname

# (c) The language: Setting ▸ Language ▸ 한국어 (KR) relabels the tabs in Korean, and it is remembered.
xdotool key ctrl+1
eventually selected_tab "$setting_x"
xdotool mousemove 317 98 click 1
sleep 0.6
xdotool mousemove 290 153 click 1
sleep 0.8
check "…with Setting still selected" selected_tab "$setting_x"
bar bar-setting-ko
check "choosing 한국어 (KR) relabels the tab bar" not_similar "$work/bar-setting-en.png" "$work/bar-setting-ko.png"
xdotool key ctrl+2
sleep 0.6
selected_tab "$home_x"
bar bar-home-ko
check "…Home's label too" not_similar "$work/bar-home-en.png" "$work/bar-home-ko.png"
xdotool key ctrl+q
expect_quit "Ctrl+Q quits with status 0"
check "the setting is written to \$XDG_CONFIG_HOME/parsta.plist" test -s "$settings"
open_parsta
eventually selected_tab "$home_x"
sleep 0.6 # the splash's fade-out
selected_tab "$home_x"
bar bar-home-again
check "after a restart the tabs are still in Korean" similar "$work/bar-home-ko.png" "$work/bar-home-again.png"
check "…and the nickname is still 하늘 🦊" nickname
[ -n "${PARSTA_SHOT:-}" ] && cp "$work/tabs.png" "$PARSTA_SHOT"

finish "parSta!"
