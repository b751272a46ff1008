import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HostileAPI
import RouteGenRuntime
import Testing

/// The code generated from Tests/Fixtures/hostile.yaml compiles (that is most of the test) and
/// still builds the requests the spec describes.
@Suite struct HostileRouteRequestTests {
    private let base = URL(string: "https://api.test/v1/")!

    @Test func keywordNamedCaseWithEveryKindOfValue() throws {
        let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        let route = Class.default(id: 5, in: ._2Way, forEach: [1, 2], class: "c", where: "a b", xRequestId: id)
        let request = try route.makeURLRequest(baseURL: base)
        #expect(request.url?.absoluteString == "https://api.test/v1/items/5/2-way?for%5Beach%5D%5B%5D=1&for%5Beach%5D%5B%5D=2&where=a%20b")
        #expect(request.value(forHTTPHeaderField: "X-Class") == "c")
        #expect(request.value(forHTTPHeaderField: "X-Request-ID") == "00000000-0000-0000-0000-000000000001")
        #expect(request.value(forHTTPHeaderField: "X-Client") == #"routegen "\(1 + 1)" test"#)
    }

    @Test func queryItemsBesideAFormBodyGoIntoTheURL() throws {
        let request = try Validation.upload(name: "a&b", overwrite: true, ids: [1, 2]).makeURLRequest(baseURL: base)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://api.test/v1/upload?ids%5B%5D=1&ids%5B%5D=2&overwrite=1")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == "name=a%26b")
        let bare = try Validation.upload(name: "x").makeURLRequest(baseURL: base)
        #expect(bare.url?.absoluteString == "https://api.test/v1/upload")
    }

    @Test func formBodyOverridesTheDefaultContentType() throws {
        let request = try Class.formSubmit(name: "a&b=c", tags: ["x", "y"]).makeURLRequest(baseURL: base)
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded; charset=utf-8")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == "name=a%26b%3Dc&tags%5B%5D=x&tags%5B%5D=y")
        #expect(request.timeoutInterval == 2.5)
    }

    @Test func jsonFieldsBecomeAJSONObject() throws {
        let request = try Class.jsonSubmit(enabled: true).makeURLRequest(baseURL: base)
        #expect(request.httpMethod == "PATCH")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"enabled":true}"#)
    }

    /// A case named `request` and a model named `Request` beside the router's own `request`
    /// property and its `Request_` struct: the route still sends its body.
    @Test func aCaseAndAModelNamedLikeTheRoutersRequest() throws {
        let request = try Class.request(id: 7, request: Request(note: "n")).makeURLRequest(baseURL: base)
        #expect(request.httpMethod == "PUT")
        #expect(request.url?.absoluteString == "https://api.test/v1/request/7")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"note":"n"}"#)
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test func modelWithHostileNamesRoundTrips() throws {
        let json = #"{"2fa-enabled":true,"Type":1,"default\"key":"d","self":"s","user.name":"u","prénom":"p","🚀 rocket":3}"#
        let model = try JSONDecoder().decode(EtcPasswd.self, from: Data(json.utf8))
        #expect(model.self_ == "s")
        #expect(model.default == "d")
        #expect(model._2faEnabled)
        #expect(model.rocket == 3)
        #expect(model.名前 == nil)
    }
}
