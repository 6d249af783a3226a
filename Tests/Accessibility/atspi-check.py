#!/usr/bin/python3
"""A real AT-SPI client's check of an Easel app, run inside Tests/Accessibility/session.sh.

It starts the app, waits for its window on the AT-SPI desktop, and checks what a screen reader would find:
- every interactive element (one with actions, or focusable) is named, has a size, and lies inside the window;
- `--press NAME --expect NAME`: performing NAME's first action through AT-SPI changes the screen, so that an
  element named as expected appears; with `--stale` after it, the pressed element has left the screen then, and
  pressing it again through the reference the client kept (as a reader that has not caught up does) changes nothing
  and leaves the app running;
- `--tab N`: N presses of Tab (through the X server, as a user's) move AT-SPI's focus to named controls;
- `--set-value NAME VALUE --expect NAME`: setting the value of the first element with AT-SPI's Value interface whose
  name starts with NAME (as a reader sets a slider's) changes the screen, so that an element named as expected
  appears;
- `--insert-text NAME TEXT --expect NAME`: inserting TEXT at the start of the first element with AT-SPI's
  EditableText interface whose name starts with NAME (as a reader's typing does) changes the screen, so that an
  element named as expected appears;
- `--action NAME ACTION --expect NAME`: performing the action named ACTION ("escape", "Scroll down") of the first
  element named NAME that offers it (NAME@N: the Nth) changes the screen, so that an element named as expected appears;
  `--action NAME ACTION --moves NAME`: it moves the first element named as given, or takes it out of the window
  (scrolls it);
- every slider, spin button and progress bar with a value has AT-SPI's Value interface, every text box its Text
  interface.

Usage: atspi-check.py BINARY WINDOW-TITLE [--press NAME --expect NAME [--stale]]... [--set-value NAME VALUE --expect NAME]...
       [--insert-text NAME TEXT --expect NAME]... [--action NAME ACTION (--expect NAME | --moves NAME)]... [--tab N]
Exits 1 with the reasons when a check fails; prints what it saw.
"""
import os
import re
import subprocess
import sys
import tempfile
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

warnings.filterwarnings("ignore", category=DeprecationWarning)
failures = []


def fail(message):
    failures.append(message)
    print("FAIL", message, flush=True)


def walk(node, depth=0):
    yield node, depth
    try:
        children = [node.get_child_at_index(i) for i in range(node.get_child_count())]
    except gi.repository.GLib.Error:
        return  # it left the screen while being read
    for child in children:
        if child is not None:
            yield from walk(child, depth + 1)


def find_window(title, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            for j in range(app.get_child_count() if app else 0):
                window = app.get_child_at_index(j)
                if window is not None and window.get_name() == title:
                    return window
        time.sleep(0.2)
    return None


def actions(node):
    action = node.get_action_iface()
    return [action.get_action_name(i) for i in range(action.get_n_actions())] if action else []


def states(node):
    return {Atspi.StateType(s).value_nick for s in node.get_state_set().get_states()}


def extents(node):
    component = node.get_component_iface()
    return component.get_extents(Atspi.CoordType.WINDOW) if component else None


def elements(window):
    return [node for node, _ in walk(window)][1:]


def named(window, name):
    found = []
    for node in elements(window):
        try:
            if node.get_name() == name:
                found.append(node)
        except gi.repository.GLib.Error:
            continue
    return found


def actionable_ancestor(node):
    while node is not None and not actions(node):
        node = node.get_parent()
    return node


def wait_for(window, name, timeout=10):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if named(window, name):
            return True
        time.sleep(0.2)
    return False


def check_tree(window, checked):
    frame = extents(window)
    interactive = 0
    for node in elements(window):
        try:
            acts = actions(node)
            focusable = "focusable" in states(node)
            name, role, box = node.get_name(), node.get_role_name(), extents(node)
        except gi.repository.GLib.Error:
            continue  # it left the screen while being read
        interfaces = node.get_interfaces()
        if role in ("slider", "spin button") and "Value" not in interfaces:
            fail(f"{role} '{name}' has no Value interface")
        if role == "text" and "Text" not in interfaces:
            fail(f"text box '{name}' has no Text interface")
        if not acts and not focusable:
            continue
        interactive += 1
        where = f"{role} '{name}'"
        if not name:
            fail(f"an unnamed {role}")
        if box is None or box.width <= 0 or box.height <= 0:
            fail(f"{where} has no size")
        elif box.x + box.width <= 0 or box.y + box.height <= 0 or box.x >= frame.width or box.y >= frame.height:
            fail(f"{where} lies outside the window at ({box.x}, {box.y})")
    print(f"{checked}: {interactive} interactive elements, each named, sized and inside the window", flush=True)
    if interactive == 0:
        fail("no interactive element at all")


def focused_name(window):
    for node in elements(window):
        try:
            if "focused" in states(node):
                return f"{node.get_role_name()} '{node.get_name()}'"
        except gi.repository.GLib.Error:
            continue
    return None


def is_action(name, action):
    """Whether the AT-SPI action `name` is `action`: GTK names a widget's actions by their group ("proxy.escape"), and
    a named action by its name with each character other than a letter or digit made '-' ("custom.Scroll-down")."""
    return name in (action, f"proxy.{action}", "custom." + re.sub("[^A-Za-z0-9]", "-", action))


def offers(node, action):
    return any(is_action(a, action) for a in actions(node))


def top_of(window, name):
    nodes = named(window, name)
    box = extents(nodes[0]) if nodes else None
    return box.y if box else None


def press_stale(app, window, node, name, expect):
    """Presses `node`, named `name`, again once its view has left the screen: nothing may change."""
    if any(n for n in named(window, name) if actions(n)):
        fail(f"'{name}' is still on the screen: no stale press to try")
        return
    try:
        # Through the Action interface itself: the client no longer lists it for an object it saw go.
        done = Atspi.Action.do_action(node, 0)
        outcome = "performed nothing" if not done else "was taken"
    except Exception as error:  # GLib.Error: the proxy is gone from the bus as well
        outcome = f"was refused ({error.message if hasattr(error, 'message') else error})"
    time.sleep(1)
    if app.poll() is not None:
        fail(f"pressing '{name}' after it left ended the app ({app.returncode})")
    elif expect and not named(window, expect):
        fail(f"pressing '{name}' after it left changed the screen: '{expect}' is gone")
    else:
        print(f"  pressing '{name}' after it left {outcome}; the app runs on", flush=True)


def launch(binary, env, data):
    """Starts the app, keeping its errors (to say why when its window never comes)."""
    errors = open(f"{data}/stderr-{time.time()}", "w+")
    return subprocess.Popen([binary], env=env, stdout=subprocess.DEVNULL, stderr=errors), errors


def said(errors):
    """The end of what the app wrote to its standard error."""
    errors.seek(0)
    return errors.read()[-2000:].strip()


def stop(app):
    app.terminate()
    try:
        app.wait(5)
    except subprocess.TimeoutExpired:
        app.kill()


def main():
    binary, title = sys.argv[1], sys.argv[2]
    args = sys.argv[3:]
    data = tempfile.mkdtemp(prefix="easel-a11y-")
    env = dict(os.environ, HOME=data, XDG_DATA_HOME=f"{data}/data", XDG_CONFIG_HOME=f"{data}/config",
               LANG="en_US.UTF-8")
    app, errors = launch(binary, env, data)
    try:
        window = find_window(title)
        if window is None and app.poll() is None:
            # An app that runs but whose window never reached the bus (once in a clean clone's run, never in the
            # reruns) is started once more; what it said is printed. An app that exited is not: that is a crash.
            print(f"WARN no window '{title}' on the AT-SPI desktop after 30 s; the app runs and said: "
                  f"{said(errors) or 'nothing'}; starting it again", flush=True)
            stop(app)
            app, errors = launch(binary, env, data)
            window = find_window(title)
        if window is None:
            state = "still running" if app.poll() is None else f"exited with {app.returncode}"
            fail(f"no window '{title}' on the AT-SPI desktop after 30 s; the app is {state}"
                 + (f"; it said:\n{said(errors)}" if said(errors) else ""))
            return
        time.sleep(1.5)  # the splash, the first frames
        check_tree(window, "first screen")
        while args:
            option = args.pop(0)
            if option == "--press":
                name, expect = args.pop(0), None
                if args and args[0] == "--expect":
                    args.pop(0)
                    expect = args.pop(0)
                # A text inside a control (a sidebar row's title) presses the control, as a reader's user would.
                nodes = [n for n in named(window, name) if actions(n)] or [
                    a for a in (actionable_ancestor(n) for n in named(window, name)) if a is not None]
                if not nodes:
                    fail(f"nothing named '{name}' to press")
                    continue
                # Named before pressing: a press that presents a sheet hides the page, and its proxies with it.
                pressed = actions(nodes[0])[0]
                nodes[0].get_action_iface().do_action(0)
                print(f"pressed '{name}' ({pressed})", flush=True)
                if expect and not wait_for(window, expect):
                    fail(f"pressing '{name}' did not bring '{expect}'")
                elif expect:
                    print(f"  '{expect}' appeared", flush=True)
                    check_tree(window, f"after '{name}'")
                if args and args[0] == "--stale":
                    args.pop(0)
                    press_stale(app, window, nodes[0], name, expect)
            elif option == "--set-value":
                prefix, value = args.pop(0), float(args.pop(0))
                args.pop(0)  # --expect
                expect = args.pop(0)
                nodes = [n for n in elements(window) if (n.get_name() or "").startswith(prefix)
                         and "Value" in n.get_interfaces()]
                if not nodes:
                    fail(f"no value named '{prefix}…' to set")
                    continue
                iface = nodes[0].get_value_iface()
                print(f"'{nodes[0].get_name()}' ({nodes[0].get_role_name()}): {iface.get_current_value()} in "
                      f"{iface.get_minimum_value()}...{iface.get_maximum_value()}, step "
                      f"{iface.get_minimum_increment()}", flush=True)
                iface.set_current_value(value)
                print(f"set '{nodes[0].get_name()}' to {value}", flush=True)
                if not wait_for(window, expect):
                    fail(f"setting '{prefix}…' to {value} did not bring '{expect}'")
                else:
                    print(f"  '{expect}' appeared", flush=True)
            elif option == "--insert-text":
                prefix, text = args.pop(0), args.pop(0)
                args.pop(0)  # --expect
                expect = args.pop(0)
                nodes = [n for n in elements(window) if (n.get_name() or "").startswith(prefix)
                         and "EditableText" in n.get_interfaces()]
                if not nodes:
                    fail(f"no editable text named '{prefix}…' to type into")
                    continue
                nodes[0].get_editable_text_iface().insert_text(0, text, len(text.encode()))
                print(f"inserted '{text}' into '{nodes[0].get_name()}'", flush=True)
                if not wait_for(window, expect):
                    fail(f"inserting '{text}' into '{prefix}…' did not bring '{expect}'")
                else:
                    print(f"  '{expect}' appeared", flush=True)
            elif option == "--action":
                name, action, check, other = args.pop(0), args.pop(0), args.pop(0), args.pop(0)
                # NAME@N: the Nth element so named that offers the action, in reading order (the second scroll area).
                name, _, nth = name.partition("@")
                nodes = [n for n in named(window, name) if offers(n, action)][int(nth or 1) - 1:]
                if not nodes:
                    fail(f"nothing named '{name}' offers '{action}'")
                    continue
                names = actions(nodes[0])
                index = next(i for i, a in enumerate(names) if is_action(a, action))
                before = top_of(window, other) if check == "--moves" else None
                nodes[0].get_action_iface().do_action(index)
                print(f"performed '{names[index]}' on {nodes[0].get_role_name()} '{name}' (of {names})", flush=True)
                if check == "--expect":
                    if wait_for(window, other):
                        print(f"  '{other}' appeared", flush=True)
                    else:
                        fail(f"'{action}' on '{name}' did not bring '{other}'")
                else:
                    time.sleep(1)
                    after = top_of(window, other)
                    # Scrolled out of the window, it has no proxy any more: that moved it too.
                    if before is None or after == before:
                        fail(f"'{action}' on '{name}' did not move '{other}' ({before} → {after})")
                    elif after is None:
                        print(f"  '{other}' at y {before} scrolled out of the window", flush=True)
                    else:
                        print(f"  '{other}' moved from y {before} to {after}", flush=True)
            elif option == "--tab":
                presses = int(args.pop(0))
                seen = []
                wid = subprocess.run(["xdotool", "search", "--name", f"^{title}$"], capture_output=True,
                                     text=True).stdout.split()
                if wid:
                    subprocess.run(["xdotool", "windowactivate", "--sync", wid[0]], capture_output=True)
                for _ in range(presses):
                    subprocess.run(["xdotool", "key", "Tab"])
                    time.sleep(0.6)
                    seen.append(focused_name(window))
                print(f"Tab moved the focus through: {seen}", flush=True)
                if any(s is None for s in seen) or len(set(seen)) < 2:
                    fail(f"Tab did not move AT-SPI's focus from control to control: {seen}")
    finally:
        stop(app)


main()
if failures:
    print(f"{len(failures)} accessibility failures", flush=True)
    sys.exit(1)
print("accessibility checks passed", flush=True)
