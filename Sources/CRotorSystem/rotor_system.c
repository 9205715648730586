#define _GNU_SOURCE
#include "rotor_system.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__APPLE__)
#include <sys/stdio.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int rotor_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(RENAME_EXCHANGE)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}

void rotor_release_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
