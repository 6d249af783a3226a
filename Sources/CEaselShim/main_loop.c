#include "EaselMainLoop.h"

#include <fcntl.h>
#include <math.h>
#include <sys/eventfd.h>

// libdispatch's and CoreFoundation's hooks for a run loop that is not CFRunLoop's own: on Linux the main queue
// signals an eventfd when it has work, and CoreFoundation (inside Foundation) says when its next timer fires.
// Both are exported by the toolchain's libdispatch and libFoundation, which every Swift program on Linux links.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);
extern void *CFRunLoopGetMain(void);
extern double CFRunLoopGetNextTimerFireDate(void *run_loop, const void *mode);
extern double CFAbsoluteTimeGetCurrent(void);
extern int CFRunLoopRunInMode(const void *mode, double seconds, unsigned char return_after_source_handled);
extern const void *kCFRunLoopDefaultMode;

typedef struct {
  GSource source;
  int queue_fd;
  gpointer queue_tag;
} EaselSwiftSource;

/// Seconds until the main run loop's next timer fires (negative when due), or NAN when it has none.
static double easel_next_timer_delay(void) {
  double fire = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode);
  return fire == 0 ? NAN : fire - CFAbsoluteTimeGetCurrent();
}

static gboolean easel_swift_prepare(GSource *source, gint *timeout) {
  (void)source;
  double delay = easel_next_timer_delay();
  if (isnan(delay)) {
    *timeout = -1;
    return FALSE;
  }
  if (delay <= 0) {
    *timeout = 0;
    return TRUE;
  }
  *timeout = (gint)fmin(ceil(delay * 1000), G_MAXINT);
  return FALSE;
}

static gboolean easel_swift_check(GSource *source) {
  EaselSwiftSource *self = (EaselSwiftSource *)source;
  if (g_source_query_unix_fd(source, self->queue_tag) & G_IO_IN) return TRUE;
  double delay = easel_next_timer_delay();
  return !isnan(delay) && delay <= 0;
}

static gboolean easel_swift_dispatch(GSource *source, GSourceFunc callback, gpointer data) {
  (void)callback;
  (void)data;
  EaselSwiftSource *self = (EaselSwiftSource *)source;
  if (g_source_query_unix_fd(source, self->queue_tag) & G_IO_IN) {
    // Reset the descriptor before draining: work queued while the queue drains signals it again.
    eventfd_t count;
    (void)eventfd_read(self->queue_fd, &count);
    _dispatch_main_queue_callback_4CF(NULL);
  }
  double delay = easel_next_timer_delay();
  // One pass of the run loop fires the timers that are due and returns.
  if (!isnan(delay) && delay <= 0) CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 1);
  return G_SOURCE_CONTINUE;
}

static GSourceFuncs easel_swift_source_funcs = {
  .prepare = easel_swift_prepare,
  .check = easel_swift_check,
  .dispatch = easel_swift_dispatch,
};

guint easel_main_loop_attach_swift_source(void) {
  GSource *source = g_source_new(&easel_swift_source_funcs, sizeof(EaselSwiftSource));
  EaselSwiftSource *self = (EaselSwiftSource *)source;
  self->queue_fd = _dispatch_get_main_queue_handle_4CF();
  // A read of a descriptor someone else has already reset must not block the loop.
  fcntl(self->queue_fd, F_SETFL, fcntl(self->queue_fd, F_GETFL) | O_NONBLOCK);
  self->queue_tag = g_source_add_unix_fd(source, self->queue_fd, G_IO_IN);
  g_source_set_name(source, "Swift main queue and run loop");
  guint id = g_source_attach(source, NULL);
  g_source_unref(source);
  return id;
}
