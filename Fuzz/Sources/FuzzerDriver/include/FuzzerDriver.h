// libFuzzer's driver, for a program that has its own `main`.
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the program's arguments, calling `callback` with each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
