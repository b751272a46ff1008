import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// The statics that routers generated from OpenAPI documents use, and the styles they add.
@Suite struct URLEncodingOpenAPITests {
    @Test func queryWritesLiteralBooleansIntoTheURL() throws {
        let encoding = URLEncoding.openAPIQuery
        #expect(encoding.destination == .queryString)
        #expect(encoding.arrayEncoding == .indexInBrackets)
        #expect(encoding.boolEncoding == .literal)
        #expect(encoding.keyBrackets == .escaped)
        #expect(encoding.styles.isEmpty)
        let request = try encoding.encode(try makeRequest("https://h/items", method: .post), with: ["open": true, "ids": [1]])
        #expect(request.url?.absoluteString == "https://h/items?ids%5B0%5D=1&open=true")
        #expect(request.httpBody == nil)
    }

    /// Arrays of objects (Stripe's `subscription_items`) are numbered from 0 at every depth, as in
    /// forms; the brackets are escaped, as a URL's query must have them.
    @Test func queryNumbersArraysOfObjects() {
        let first: [String: any Sendable] = ["price": "p1", "quantity": 2]
        let second: [String: any Sendable] = ["price": "p2", "tax_rates": ["t1", "t2"]]
        let parameters: Parameters = ["items": [first, second]]
        #expect(URLEncoding.openAPIQuery.query(parameters) == "items%5B0%5D%5Bprice%5D=p1&items%5B0%5D%5Bquantity%5D=2"
            + "&items%5B1%5D%5Bprice%5D=p2&items%5B1%5D%5Btax_rates%5D%5B0%5D=t1&items%5B1%5D%5Btax_rates%5D%5B1%5D=t2")
    }

    @Test func formWritesIndexedLiteralBracketsIntoTheBody() throws {
        let encoding = URLEncoding.openAPIForm
        #expect(encoding.destination == .httpBody)
        #expect(encoding.arrayEncoding == .indexInBrackets)
        #expect(encoding.boolEncoding == .literal)
        #expect(encoding.keyBrackets == .literal)
        #expect(encoding.styles.isEmpty)
        let parameters: Parameters = ["address": ["city": "Paris"], "expand": ["tax"], "livemode": true]
        let request = try encoding.encode(try makeRequest("https://h/customers", method: .post), with: parameters)
        #expect(bodyText(request) == "address[city]=Paris&expand[0]=tax&livemode=true")
    }

    /// Why routers list no `deepObject` styles: the encodings write the same without them.
    @Test func deepObjectWritesWhatNoStyleWrites() {
        let parameters: Parameters = ["expand": ["a", "b"], "created": ["gte": 1, "lt": 2]]
        for encoding in [URLEncoding.openAPIQuery, .openAPIForm, .queryString] {
            let styled = encoding.adding(styles: ["expand": .deepObject, "created": .deepObject])
            #expect(styled.query(parameters) == encoding.query(parameters))
        }
        #expect(URLEncoding.openAPIForm.query(parameters) == "created[gte]=1&created[lt]=2&expand[0]=a&expand[1]=b")
    }

    @Test func addingStylesKeepsEverythingElse() {
        let encoding = URLEncoding.openAPIForm.adding(styles: ["tags": .form(explode: false), "ids": .pipeDelimited])
            .adding(styles: ["tags": .spaceDelimited])
        #expect(encoding.styles == ["tags": .spaceDelimited, "ids": .pipeDelimited])
        #expect(encoding.destination == .httpBody && encoding.arrayEncoding == .indexInBrackets)
        #expect(encoding.boolEncoding == .literal && encoding.keyBrackets == .literal)
        #expect(encoding.query(["tags": ["a", "b"], "ids": [1, 2], "expand": ["x"], "on": false])
            == "expand[0]=x&ids=1%7C2&on=false&tags=a%20b")
    }
}
