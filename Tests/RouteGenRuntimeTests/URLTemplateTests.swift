import Foundation
import RouteGenRuntime
import Testing

@Suite struct URLTemplateTests {
    @Test func placeholdersAreFilledAndEncoded() {
        let url = URL(template: "https://{region}.example.com/{version}/", variables: ["region": "eu-west", "version": "v 2/x"])
        #expect(url?.absoluteString == "https://eu-west.example.com/v%202%2Fx/")
    }

    @Test func placeholderWithoutAValueMakesNoURL() {
        #expect(URL(template: "https://{region}.example.com", variables: [:]) == nil)
    }

    @Test func textWithoutPlaceholders() {
        #expect(URL(template: "https://example.com/a", variables: ["x": "y"])?.absoluteString == "https://example.com/a")
    }

    @Test func pathSegmentOfAnArray() {
        #expect(TestRouter.pathSegment(commaSeparated: [1, 2, 3]) == "1,2,3")
        #expect(TestRouter.pathSegment(commaSeparated: ["a,b", "../c"]) == "a%2Cb,..%2Fc")
        #expect(TestRouter.pathSegment(commaSeparated: [String]()) == "")
    }
}
