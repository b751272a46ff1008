import DecodingAPI
import Foundation
import GitHubDecodingAPI
import RouteGenRuntime
import Testing

/// Names from issue 10 in compiled code: Stripe's expandable fields decode into `.id` or
/// `.object`, and SCREAMING_SNAKE values into camel-case cases, with the wire bytes unchanged.
@Suite struct TypeNameTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder.routeGenDefault.decode(type, from: Data(json.utf8))
    }

    private func encode(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder.routeGenDefault.encode(value), as: UTF8.self)
    }

    @Test func anExpandableFieldHoldsTheID() throws {
        let charge = try decode(Charge.self, #"{"id":"ch_1","customer":"cus_1"}"#)
        #expect(charge.customer == .id("cus_1"))
        #expect(try encode(StringOrCustomer.id("cus_1")) == #""cus_1""#)
    }

    @Test func anExpandedFieldHoldsTheObject() throws {
        let charge = try decode(Charge.self, #"{"id":"ch_1","customer":{"id":"cus_1","email":"a@b.c"}}"#)
        #expect(charge.customer == .object(Customer(id: "cus_1", email: "a@b.c")))
        #expect(try encode(StringOrCustomer.object(Customer(id: "cus_1"))) == #"{"id":"cus_1"}"#)
    }

    @Test func screamingSnakeValuesKeepTheirBytes() throws {
        #expect(try decode(RepositorySquashMergeCommitTitle.self, #""COMMIT_OR_PR_TITLE""#) == .commitOrPRTitle)
        #expect(try decode(RepositoryMergeCommitTitle.self, #""PR_TITLE""#) == .prTitle)
        #expect(RepositoryMergeCommitMessage.prBody.rawValue == "PR_BODY")
        #expect(try encode(AuthorAssociation.firstTimeContributor) == #""FIRST_TIME_CONTRIBUTOR""#)
    }
}
