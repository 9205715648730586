#ifndef ROTOR_C_TREE_SITTER_H
#define ROTOR_C_TREE_SITTER_H

// tree-sitter's C API (0.23.2) and the Kotlin grammar (tree-sitter-kotlin 1.1.0, ABI 14).
// Both are fetched, pinned by checksum, into ../vendor by scripts/install-deps.sh; nothing of
// theirs is committed. The quoted path keeps the header findable by the targets that import
// this module, which do not get this target's header search paths.
#include "../vendor/runtime/include/tree_sitter/api.h"

/// The Kotlin grammar's language, defined by the generated vendor/kotlin/src/parser.c.
const TSLanguage *tree_sitter_kotlin(void);

#endif
