// Only the header matters: the function is in libFuzzer, which `-sanitize=fuzzer` links.
#include "FuzzerDriver.h"
