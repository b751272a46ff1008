// Facts about Alamofire's Session that the stand-in answers differently, each printed on one line,
// against a server on 127.0.0.1.
import Alamofire
import Foundation
import LocalHTTPServer

/// Writes a line at once (unbuffered), so that it is seen even if the process traps next.
func say(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }

struct Marker: Error {}

/// Appends `name` to the `X-Order` header.
func marking(_ name: String) -> Adapter {
    Adapter { request, _, completion in
        var request = request
        let before = request.value(forHTTPHeaderField: "X-Order").map { $0 + "," } ?? ""
        request.setValue(before + name, forHTTPHeaderField: "X-Order")
        completion(.success(request))
    }
}

try await LocalHTTPServer.run { server in
    let url = server.baseURL.appendingPathComponent("thing")
    await server.on("GET", "/thing", replies: [.json(#"{"ok":true}"#)])
    await server.on("POST", "/thing", replies: [.json(#"{"ok":true}"#)])
    await server.on("GET", "/nojsonslash", replies: [ServerReply(status: 200, headers: ["Content-Type": "json"], body: Data("{}".utf8))])

    // 1. The request of a DataRequest right after Session.request returns.
    let early = AF.request(url)
    say("1. AF.request(url).request right after the call: \(early.request.map { $0.url!.absoluteString } ?? "nil")")
    _ = await early.serializingData().response
    say("1. ... after its response: \(early.request.map { $0.url!.absoluteString } ?? "nil")")

    // 2. Adapters: the session's interceptor and the request's, which runs first.
    let session = Session(interceptor: Interceptor(adapters: [marking("session")]))
    _ = await session.request(url, interceptor: Interceptor(adapters: [marking("request")])).serializingData().response
    let order = await server.requests().last?.header("X-Order") ?? "none"
    say("2. adapter order (X-Order as received): \(order)")

    // 3. The headers a request of Session.default carries that the URLRequest didn't set.
    let seen = await server.requests().first
    say("3. Session.default sent User-Agent: \(seen?.header("User-Agent") ?? "none")")
    say("3. Session.default sent Accept-Encoding: \(seen?.header("Accept-Encoding") ?? "none")")
    say("3. Session.default sent Accept-Language: \(seen?.header("Accept-Language") ?? "none")")

    // 4. An adapter that fails with an AFError.
    let failing = Adapter { _, _, completion in completion(.failure(AFError.explicitlyCancelled)) }
    let failed = await AF.request(url, interceptor: failing).serializingData().response
    say("4. adapter failing with AFError.explicitlyCancelled -> \(String(describing: failed.error!))")

    // 5. An adapter that gives a GET a body.
    let bodying = Adapter { request, _, completion in
        var request = request
        request.httpBody = Data("x".utf8)
        completion(.success(request))
    }
    let refused = await AF.request(url, interceptor: bodying).serializingData().response
    say("5. adapter adding a body to a GET -> \(refused.error.map { String(describing: $0) } ?? "no error, status \(refused.response?.statusCode ?? -1)")")

    // 6. Content-Type without a slash, validated against application/json.
    let odd = await AF.request(server.baseURL.appendingPathComponent("nojsonslash"))
        .validate(contentType: ["application/json"]).serializingData().response
    say("6. Content-Type \"json\" vs [application/json] -> \(odd.error.map { String(describing: $0) } ?? "accepted")")
    let star = await AF.request(server.baseURL.appendingPathComponent("nojsonslash"))
        .validate(contentType: ["*"]).serializingData().response
    say("6. Content-Type \"json\" vs [*] -> \(star.error.map { String(describing: $0) } ?? "accepted")")

    // 7. A multipart encoding error's description.
    say("7. multipartEncodingFailed(.bodyPartURLInvalid) description: \(AFError.multipartEncodingFailed(reason: .bodyPartURLInvalid(url: URL(string: "https://x/y")!)).localizedDescription)")

    // 8. RetryPolicy on a GET answered 503, then 200.
    await server.on("GET", "/flaky", replies: [ServerReply(status: 503), .json(#"{"ok":true}"#)])
    let retried = await AF.request(server.baseURL.appendingPathComponent("flaky"), interceptor: .retryPolicy)
        .validate().serializingData().response
    say("8. RetryPolicy, GET 503 then 200 -> status \(retried.response?.statusCode ?? -1), \(await server.requests().filter { $0.path == "/flaky" }.count) requests")

    // 9. A stream request validated for 2xx, answered 500 with a body: what the stream handler sees.
    await server.on("GET", "/stream", replies: [.json(#"{"error":"boom"}"#, status: 500)])
    let events = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
        final class Log: @unchecked Sendable { var lines: [String] = [] }
        let log = Log()
        AF.streamRequest(server.baseURL.appendingPathComponent("stream")).validate(statusCode: 200..<300)
            .responseStream { stream in
                switch stream.event {
                case let .stream(result):
                    log.lines.append("stream(\((try? result.get())?.count ?? -1) bytes)")
                case let .complete(completion):
                    log.lines.append("complete(error: \(completion.error.map { String(describing: $0) } ?? "nil"))")
                    continuation.resume(returning: log.lines.joined(separator: ", "))
                }
            }
    }
    say("9. streamRequest validated 200..<300, answered 500 with a body -> \(events)")
}
