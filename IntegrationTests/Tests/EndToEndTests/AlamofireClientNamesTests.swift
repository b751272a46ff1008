import Alamofire
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// A file that imports both Alamofire and RouteGenRuntime and uses both clients' parts, as an app's
/// `APIManager.swift` may while it moves from one to the other. Alamofire's client names (the
/// stand-in declares them as Alamofire 5.12 does) and the runtime's must all compile without a
/// module name: none of them is declared by both modules.
@Suite struct AlamofireClientNamesTests {
    private let url = URL(string: "http://127.0.0.1/users/ada")!

    @Test func alamofiresClientNamesNeedNoModule() throws {
        let policy = RetryPolicy()
        let adapter = Adapter { request, _, completion in completion(.success(request)) }
        let interceptor = Interceptor(adapters: [adapter], retriers: [policy])
        let intercepting: any RequestInterceptor = interceptor
        let closures = ClosureEventMonitor()
        let monitor: any EventMonitor = closures
        let form = MultipartFormData(boundary: "b")
        form.append(Data("ada".utf8), withName: "name")

        #expect(policy.retryLimit == RetryPolicy.defaultRetryLimit)
        #expect(policy.retryableHTTPMethods.contains(.get))
        #expect(interceptor.adapters.count == 1 && interceptor.retriers.first is RetryPolicy)
        #expect(intercepting is Interceptor)
        #expect(monitor.queue.label == DispatchQueue.main.label)
        // Not `form.encode()`: on Linux, Alamofire's traps reading a healthy stream (StandInTests).
        #expect(form.contentType == "multipart/form-data; boundary=b")
        #expect(form.contentLength == 3)
    }

    @Test func alamofiresInterceptorAdaptsWithAnAdapter() async throws {
        let bearer = Adapter { request, _, completion in
            var request = request
            request.headers.add(.authorization(bearerToken: "t"))
            completion(.success(request))
        }
        let request = try await withCheckedThrowingContinuation { continuation in
            Interceptor(adapters: [bearer]).adapt(URLRequest(url: url), for: AF) { continuation.resume(with: $0) }
        }

        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer t")
    }

    @Test func alamofiresClosureEventMonitorCallsItsClosures() {
        let monitor = ClosureEventMonitor()
        let finished = Recorder()
        monitor.requestDidFinish = { _ in finished.record("finished") }
        monitor.requestDidFinish(AF.request(url))

        #expect(finished.events == ["finished"])
    }

    @Test func theRuntimesClientNamesNeedNoModule() async throws {
        let chain = InterceptorChain(
            ClosureAdapter.bearerToken { "t" },
            ClosureAdapter.header("Accept-Language") { "fr-CH" },
            APIClientRetryPolicy.default)
        let intercepting: any APIClientInterceptor = chain
        let monitor: any APIClientEventMonitor = ClosureMonitor(willSend: { _, _ in })
        var body = MultipartFormBody(boundary: "b")
        body.append("ada", name: "name")
        let client = APIClient(interceptor: chain, eventMonitors: [monitor])

        let request = try await intercepting.adapt(URLRequest(url: url))
        let retry = await chain.retry(request, dueTo: .transport(URLError(.timedOut)), attempt: 1)

        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer t")
        #expect(request.value(forHTTPHeaderField: "Accept-Language") == "fr-CH")
        #expect(retry == .retry(after: .milliseconds(500)))
        #expect(client.interceptor is InterceptorChain && client.eventMonitors.count == 1)
        #expect(String(decoding: body.encoded(), as: UTF8.self)
            == "--b\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nada\r\n--b--\r\n")
    }
}

/// Events recorded from a closure that may run on another thread.
private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var events: [String] { lock.withLock { recorded } }

    func record(_ event: String) {
        lock.withLock { recorded.append(event) }
    }
}
