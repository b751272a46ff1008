import FuzzerDriver
import Foundation

// SwiftPM gives a debug executable on Linux an entry point of its own, so libFuzzer's `main` is
// not the program's; the program starts libFuzzer's driver itself.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, size in fuzzSpec(bytes, size) })
