#ifndef EASEL_MAIN_LOOP_H
#define EASEL_MAIN_LOOP_H

#include <glib.h>

/// Attaches to GLib's default main context a source that runs what Swift queues on the main thread while GLib's
/// loop owns it: the main dispatch queue (where `DispatchQueue.main` and the main actor's jobs go) and the timers
/// of Foundation's main run loop (`Timer.scheduledTimer`, `RunLoop.main` schedules).
///
/// The source wakes the loop only when there is something to run: the main queue's event descriptor becomes
/// readable, or the next timer of the run loop's default mode is due (asked again before every poll, so timers
/// added by any code on the main thread are seen). A loop with nothing queued sleeps. Returns the source's id,
/// for `g_source_remove`.
guint easel_main_loop_attach_swift_source(void);

#endif
