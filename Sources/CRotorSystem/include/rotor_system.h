#ifndef ROTOR_SYSTEM_H
#define ROTOR_SYSTEM_H

/// Atomically exchanges two paths, so that each name now refers to what the other did.
///
/// Returns 0 on success, or -1 with errno set. ENOSYS or EINVAL mean the platform or the
/// file system cannot exchange atomically, and the caller should fall back to two renames.
int rotor_exchange_paths(const char *first, const char *second);

/// Gives memory the allocator holds but no longer uses back to the system (glibc's
/// `malloc_trim`); does nothing elsewhere. A long-running preview calls it after each build,
/// whose peak would otherwise stay resident for the whole session.
void rotor_release_free_memory(void);

#endif
