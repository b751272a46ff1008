// What the snippets marked `compiles WireAPI` use besides Prelude.swift: the bytes they upload.
import Foundation

let pdf = Data("%PDF-1.4\n".utf8)
let zip = Data([0x50, 0x4B, 0x03, 0x04])
