// A C target of its own because Swift's Glibc module leaves <malloc.h> out, and `mallinfo2` returns its struct by
// value, which Swift cannot call through a pointer looked up at run time.
#include "CHeapUsage.h"

#include <malloc.h>

size_t heap_bytes_in_use(void) {
  struct mallinfo2 information = mallinfo2();
  return information.uordblks + information.hblkhd;
}

void heap_trim(void) { malloc_trim(0); }
