// tree-sitter's runtime as its one amalgamated translation unit (lib.c includes every source).
#include "vendor/runtime/src/lib.c"
