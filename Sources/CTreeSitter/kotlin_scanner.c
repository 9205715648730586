// The Kotlin grammar's hand-written external scanner (automatic semicolons, strings, comments).
#include "vendor/kotlin/src/scanner.c"
