import Foundation
import RouteGenRuntime
import Testing

@Suite("RouteGenError")
struct RouteGenErrorTests {
    @Test func descriptionsAreReadable() {
        #expect(RouteGenError.invalidURL("http://[::1").description == #"Could not build a valid URL from "http://[::1"."#)
        #expect(RouteGenError.missingURL.description == "The request has no URL, so its parameters cannot be encoded.")
        #expect(RouteGenError.invalidHeaderValue(name: "X-A\r\n").description
            == #"The header "X-A\r\n" contains a CR, LF or NUL character and was rejected."#)
        #expect(RouteGenError.parameterEncodingFailed("bad").description == "Parameter encoding failed: bad")
        #expect(RouteGenError.bodyEncodingFailed("bad").description == "Request body encoding failed: bad")
    }

    @Test func localizedDescriptionMatchesDescription() {
        let error: any Error = RouteGenError.parameterEncodingFailed("why")
        #expect(error.localizedDescription == "Parameter encoding failed: why")
        #expect(RouteGenError.missingURL.errorDescription == RouteGenError.missingURL.description)
    }
}
