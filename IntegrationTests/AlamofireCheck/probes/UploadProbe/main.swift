// Stripe's file upload (AlamofireWireAPI's FilesClient.create, a multipart/form-data body that the
// generated code writes itself) sent through Alamofire's Session to a server on 127.0.0.1.
//   once    the server answers 200
//   retry   the server answers 503, then 200, and an interceptor retries once
import Alamofire
import AlamofireWireAPI
import Foundation
import LocalHTTPServer

func say(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
let variant = CommandLine.arguments.dropFirst().first ?? "once"

final class RetryOnce: RequestInterceptor, @unchecked Sendable {
    func retry(_ request: Request, for session: Session, dueTo error: any Error, completion: @escaping @Sendable (RetryResult) -> Void) {
        say("retrier asked (retryCount \(request.retryCount)) for: \(error)")
        completion(request.retryCount == 0 ? .retry : .doNotRetry)
    }
}

try await LocalHTTPServer.run { server in
    let ok = ServerReply.json(#"{"id":"file_1","object":"file"}"#)
    await server.on("POST", "/v1/files", replies: variant == "retry" ? [ServerReply(status: 503), ok] : [ok])
    let client = StripeClient(session: Session(), operationServers: [StripeServer.files: server.baseURL],
                              interceptor: variant == "retry" ? RetryOnce() : nil)
    say("variant \(variant): FilesClient.create through Alamofire to \(server.baseURL.appendingPathComponent("v1/files").absoluteString)")
    do {
        try await client.files.create(file: StripeFilePart(Data("%PDF-1.4 x".utf8), fileName: "a.pdf", contentType: "application/pdf"),
                                      purpose: .disputeEvidence)
        say("finished: the call returned")
    } catch {
        say("finished: the call threw \(error)")
    }
    for received in await server.requests() {
        let body = received.bodyText ?? ""
        say("server received \(received.method) \(received.path), Content-Type \(received.header("Content-Type") ?? "none"), \(received.body.count) bytes, first line \(body.split(separator: "\r\n").first ?? "")")
    }
}
