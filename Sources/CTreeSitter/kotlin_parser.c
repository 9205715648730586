// The Kotlin grammar's generated parse tables; it includes "tree_sitter/parser.h" beside itself.
#include "vendor/kotlin/src/parser.c"
