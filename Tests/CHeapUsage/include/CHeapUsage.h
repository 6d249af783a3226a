#ifndef CHEAPUSAGE_H
#define CHEAPUSAGE_H

#include <stddef.h>

/// The bytes the process's allocations hold now: glibc's `mallinfo2`, in chunks of every arena's heap and in blocks
/// mapped on their own. Not what the allocator keeps free for reuse, which resident memory counts too.
size_t heap_bytes_in_use(void);

/// Returns the free memory of every arena's heap to the system that glibc can return (`malloc_trim(0)`).
void heap_trim(void);

#endif
