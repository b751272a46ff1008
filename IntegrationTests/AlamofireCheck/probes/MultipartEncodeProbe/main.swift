// Calls Alamofire's MultipartFormData.encode() with one data part and prints the body.
import Alamofire
import Foundation

/// Writes a line at once (unbuffered), so that it is seen even if the process traps next.
func say(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
let form = MultipartFormData(boundary: "probe-boundary")
form.append(Data("hello".utf8), withName: "file", fileName: "hello.txt", mimeType: "text/plain")
say("Alamofire \(AFInfo.version): calling MultipartFormData.encode() with one 5-byte data part")
do {
    let body = try form.encode()
    say("encode() returned \(body.count) bytes:")
    say(String(decoding: body, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\\r\\n"))
} catch {
    say("encode() threw: \(error)")
}
