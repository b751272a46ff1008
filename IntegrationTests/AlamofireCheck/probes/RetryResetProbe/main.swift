// A request that Alamofire retries once, against a server on 127.0.0.1 whose first answer is a
// failure and whose second is a success. The variant (first argument) picks the first answer and
// the method:
//   get-body     GET, first answer 500 with a JSON body (Content-Length known)
//   get-chunked  GET, first answer 500 with a body sent in pieces (no Content-Length)
//   get-empty    GET, first answer 503 with no body
//   post-body    POST with a JSON body, first answer 503 with no body (the retrier retries any method)
// A retry goes through Request.prepareForRetry() and Request.reset().
import Alamofire
import Foundation
import LocalHTTPServer

/// Writes a line at once (unbuffered), so that it is seen even if the process traps next.
func say(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
let variant = CommandLine.arguments.dropFirst().first ?? "get-body"

/// Retries a request once, whatever failed.
final class RetryOnce: RequestInterceptor, @unchecked Sendable {
    func retry(_ request: Request, for session: Session, dueTo error: any Error, completion: @escaping @Sendable (RetryResult) -> Void) {
        say("retrier asked (retryCount \(request.retryCount)) for: \(error)")
        completion(request.retryCount == 0 ? .retry : .doNotRetry)
    }
}

try await LocalHTTPServer.run { server in
    let first: ServerReply = switch variant {
    case "get-body": .json(#"{"error":"boom"}"#, status: 500)
    case "get-chunked": .stream([#"{"error":"#, #""boom"}"#], status: 500, contentType: "application/json")
    case "get-empty", "post-body": ServerReply(status: 503)
    default: fatalError("unknown variant \(variant)")
    }
    let method = variant == "post-body" ? "POST" : "GET"
    await server.on(method, "/thing", replies: [first, .json(#"{"ok":true}"#)])
    let session = Session(interceptor: RetryOnce())
    var request = URLRequest(url: server.baseURL.appendingPathComponent("thing"))
    request.httpMethod = method
    if method == "POST" {
        request.httpBody = Data(#"{"name":"a"}"#.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    say("variant \(variant): \(method) \(request.url!.absoluteString)")
    let response = await session.request(request).validate().serializingData().response
    say("finished: status \(response.response?.statusCode ?? -1), result \(response.result), requests to server \(await server.requests().count)")
}
