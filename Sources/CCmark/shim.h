#ifndef ROTOR_CCMARK_SHIM_H
#define ROTOR_CCMARK_SHIM_H
#include <cmark.h>
#endif
