@testable import Alamofire
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The stand-in does what Alamofire 5.12 does where users would see it, traps included
/// (Sources/Alamofire/README.md lists where it still differs, and why).
@Suite struct StandInTests {
    /// A header adapter that adds its name to `X-Order`.
    private static func adding(_ name: String) -> Adapter {
        Adapter { request, _, completion in
            var request = request
            let order = request.value(forHTTPHeaderField: "X-Order").map { $0 + "," } ?? ""
            request.setValue(order + name, forHTTPHeaderField: "X-Order")
            completion(.success(request))
        }
    }

    /// Alamofire builds the `URLRequest` once the request is resumed, by its first response handler
    /// unless told otherwise; `request.request` is `nil` until then. (Port 9 of 127.0.0.1 answers
    /// nothing, so an uncanned request fails without leaving the machine.)
    @Test func theRequestIsBuiltWhenItIsResumed() async {
        let canned = CannedSession()
        canned.on("GET", "/a", .empty(status: 204))
        let request = canned.session.request("http://127.0.0.1:9/a")
        #expect(request.request == nil)
        _ = await request.serializingData(emptyResponseCodes: [204]).response
        #expect(request.request?.url?.absoluteString == "http://127.0.0.1:9/a")

        // A request holds its session weakly in Alamofire: the session must outlive it.
        let session = Session(startRequestsImmediately: false)
        let waiting = session.request("http://127.0.0.1:9/b")
        waiting.response { _ in }
        #expect(waiting.request == nil)
        waiting.resume()
        _ = await waiting.serializingData().response
        #expect(waiting.request?.url?.absoluteString == "http://127.0.0.1:9/b")
        withExtendedLifetime(session) {}
    }

    /// The session's adapter runs first, then the request's (`Session.adapter(for:)`).
    @Test func theSessionsAdapterRunsBeforeTheRequests() async {
        let canned = CannedSession(interceptor: Self.adding("session"))
        canned.on("GET", "/a", .empty(status: 204))
        _ = await canned.session.request("http://127.0.0.1:9/a", interceptor: Self.adding("request"))
            .serializingData(emptyResponseCodes: [204]).response
        #expect(canned.requests.first?.value(forHTTPHeaderField: "X-Order") == "session,request")
    }

    /// Every adapter's error is wrapped, Alamofire's own too, and an adapted request is checked again.
    @Test func adaptationFailuresAreWrapped() async {
        let cancelling = Adapter { _, _, completion in completion(.failure(AFError.explicitlyCancelled)) }
        let session = Session()
        let failed = await session.request("http://127.0.0.1:9/a", interceptor: cancelling).serializingData().response
        guard case let .requestAdaptationFailed(error)? = failed.error, case .explicitlyCancelled? = error as? AFError else {
            Issue.record("expected requestAdaptationFailed(explicitlyCancelled), got \(String(describing: failed.error))")
            return
        }
        let withBody = Adapter { request, _, completion in
            var request = request
            request.httpBody = Data("x".utf8)
            completion(.success(request))
        }
        let refused = await session.request("http://127.0.0.1:9/a", interceptor: withBody).serializingData().response
        withExtendedLifetime(session) {}
        guard case let .requestAdaptationFailed(error)? = refused.error,
              case .urlRequestValidationFailed(reason: .bodyDataInGETRequest)? = error as? AFError else {
            Issue.record("expected a GET with a body refused, got \(String(describing: refused.error))")
            return
        }
    }

    /// A media type has exactly one `/`; `json` is none.
    @Test func aMediaTypeHasOneSlash() async {
        let canned = CannedSession()
        canned.on("GET", "/a", CannedSession.Reply(status: 200, headers: ["Content-Type": "json"], body: Data("{}".utf8)))
        let response = await canned.session.request("http://127.0.0.1:9/a").validate(contentType: ["application/json"])
            .serializingData().response
        guard case .responseValidationFailed(reason: .missingContentType)? = response.error else {
            Issue.record("expected missingContentType, got \(String(describing: response.error))")
            return
        }
    }

    /// A multipart failure says what went wrong in Alamofire's words, one text per reason.
    @Test func aMultipartFailureSaysWhy() {
        let url = URL(fileURLWithPath: "/tmp/folder")
        #expect(AFError.multipartEncodingFailed(reason: .bodyPartFileIsDirectory(at: url)).errorDescription
            == "The URL provided is a directory: file:///tmp/folder")
        #expect(AFError.multipartEncodingFailed(reason: .outputStreamURLInvalid(url: url)).errorDescription
            == "The provided OutputStream URL is invalid: file:///tmp/folder")
    }

    #if canImport(FoundationNetworking)
    /// Alamofire's `MultipartFormData.encode()` asks each part's `InputStream` for its `streamError`
    /// after every read, and swift-corelibs-foundation traps there for a healthy stream: on Linux it
    /// kills the process. The stand-in does the same, so the Alamofire output must never call it (its
    /// multipart bodies are written by the runtime's code; the wire tests send them).
    @Test func encodingAMultipartFormKillsTheProcessOnLinux() async {
        await #expect(processExitsWith: .failure) {
            let form = MultipartFormData()
            form.append(Data("hello".utf8), withName: "a")
            _ = try? form.encode()
        }
    }
    #endif
}
