import Foundation
import LocalHTTPServer
#if ALAMOFIRE_OUTPUT
import AlamofireWireAPI
#else
import RouteGenRuntime
import WireAPI
#endif
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Stripe's `POST /v1/files` and `GET /v1/invoices/upcoming`, generated from Tests/Fixtures/wire/stripe.json
/// (cut from the shared Stripe document).
@Suite struct StripeUploadTests {
    static let pdf = Data("%PDF-1.4\n%\u{E2}\u{E3}\n1 0 obj << >> endobj\n%%EOF\n".utf8)

    /// The multipart body routegen writes: parts in key order, CRLF line ends.
    static func multipart(boundary: Substring, file: String, fileType: String, purpose: String) -> Data {
        var body = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(file)\"\r\n".utf8)
        body.append(Data("Content-Type: \(fileType)\r\n\r\n".utf8))
        body.append(pdf)
        body.append(Data("\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\n\(purpose)\r\n".utf8))
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// The boundary of a multipart request, which is new for every request.
    static func boundary(of request: URLRequest) throws -> Substring {
        let contentType = try #require(request.value(forHTTPHeaderField: "Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary=" + WireOutput.boundaryPrefix))
        return try #require(contentType.split(separator: "=", maxSplits: 1).last)
    }

    @Test func aNamedPDFGoesToTheFilesHostWithItsNameAndType() throws {
        let route = FilesRouter.create(
            file: StripeFilePart(Self.pdf, fileName: "receipt.pdf", contentType: "application/pdf"), purpose: .disputeEvidence)
        let request = try route.asURLRequest()
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://files.stripe.com/v1/files")
        let boundary = try Self.boundary(of: request)
        #expect(request.httpBody == Self.multipart(
            boundary: boundary, file: "receipt.pdf", fileType: "application/pdf", purpose: "dispute_evidence"))
    }

    /// Plain `Data` still passes as it is, as a file named after its field, of no particular type.
    @Test func plainDataIsAFileNamedAfterItsField() throws {
        let request = try FilesRouter.create(file: Self.pdf, purpose: .identityDocument).asURLRequest()
        let boundary = try Self.boundary(of: request)
        #expect(request.httpBody == Self.multipart(
            boundary: boundary, file: "file", fileType: "application/octet-stream", purpose: "identity_document"))
    }

    /// `expand` and `file_link_data` are `style: deepObject` in the document's `encoding`: one part
    /// per value, named with brackets at every depth and arrays numbered from 0, as stripe-node
    /// (`flattenAndStringify`), stripe-ruby (`Util.flatten_params`) and stripe-python (`_api_encode`)
    /// send a multipart body. Parts come in key order, booleans as `true`.
    static func linkedUpload(boundary: Substring) -> Data {
        func part(_ name: String, _ text: String) -> String {
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(text)\r\n"
        }
        var body = Data((part("expand[0]", "links") + part("expand[1]", "customer")).utf8)
        body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"receipt.pdf\"\r\n".utf8))
        body.append(Data("Content-Type: application/pdf\r\n\r\n".utf8))
        body.append(pdf)
        body.append(Data(("\r\n" + part("file_link_data[create]", "true") + part("file_link_data[expires_at]", "1900000000")
            + part("file_link_data[metadata][order]", "42") + part("purpose", "dispute_evidence") + "--\(boundary)--\r\n").utf8))
        return body
    }

    static let linkedRoute = FilesRouter.create(
        file: StripeFilePart(pdf, fileName: "receipt.pdf", contentType: "application/pdf"), purpose: .disputeEvidence,
        expand: ["links", "customer"], fileLinkDataCreate: true, fileLinkDataExpiresAt: 1_900_000_000,
        fileLinkDataMetadata: .stringMap(["order": "42"]))

    @Test func expandAndFileLinkDataAreBracketedParts() throws {
        let request = try Self.linkedRoute.asURLRequest()
        #expect(request.url?.absoluteString == "https://files.stripe.com/v1/files")
        #expect(request.httpBody == Self.linkedUpload(boundary: try Self.boundary(of: request)))
    }

    /// Stripe's `""` clears the metadata: one empty part named `file_link_data[metadata]`.
    @Test func emptyMetadataIsOneEmptyPart() throws {
        let request = try FilesRouter.create(file: Self.pdf, purpose: .disputeEvidence, fileLinkDataMetadata: .empty(.empty))
            .asURLRequest()
        let boundary = try Self.boundary(of: request)
        let body = String(decoding: try #require(request.httpBody), as: UTF8.self)
        #expect(body.contains("--\(boundary)\r\nContent-Disposition: form-data; name=\"file_link_data[metadata]\"\r\n\r\n\r\n--"))
        #expect(!body.contains("name=\"file_link_data[metadata]["))
    }

    @Test func theFilesServerReceivesTheBracketedParts() async throws {
        try await LocalHTTPServer.run { server in
            await server.on("POST", "/v1/files", replies: [.json(#"{"id":"file_1","object":"file"}"#)])
            let request = try Self.linkedRoute.makeURLRequest(baseURL: server.baseURL)
            _ = try await URLSession.shared.data(for: request)
            let received = try #require(await server.requests().first)
            let contentType = try #require(received.header("Content-Type"))
            let boundary = try #require(contentType.split(separator: "=", maxSplits: 1).last)
            #expect(received.body == Self.linkedUpload(boundary: boundary))
        }
    }

    /// A content type that would end the part's header is refused, not sent.
    @Test func aContentTypeWithALineBreakIsRefused() {
        let route = FilesRouter.create(
            file: StripeFilePart(Self.pdf, fileName: "a.pdf", contentType: "application/pdf\r\nX-Injected: 1"), purpose: .disputeEvidence)
        #expect(throws: StripeRequestError.invalidHeaderValue(name: "Content-Type")) { try route.asURLRequest() }
    }

    /// Two subscription items, an array of objects in the query, written as stripe-node writes them:
    /// indexed from 0, brackets at every depth, which a URL's query carries escaped.
    @Test func upcomingInvoiceQueryHasTwoSubscriptionItems() throws {
        let route = InvoicesUpcomingRouter.retrieve(
            customer: "cus_1",
            subscriptionItems: [
                GetInvoicesUpcomingSubscriptionItemsItem(price: "price_1", quantity: 2),
                GetInvoicesUpcomingSubscriptionItemsItem(metadata: .stringMap(["seat": "a b"]), price: "price_2"),
            ])
        let request = try route.asURLRequest()
        #expect(request.httpMethod == "GET")
        #expect(request.url?.absoluteString == "https://api.stripe.com/v1/invoices/upcoming?customer=cus_1"
            + "&subscription_items%5B0%5D%5Bprice%5D=price_1&subscription_items%5B0%5D%5Bquantity%5D=2"
            + "&subscription_items%5B1%5D%5Bmetadata%5D%5Bseat%5D=a%20b&subscription_items%5B1%5D%5Bprice%5D=price_2")
        #expect(request.url?.query?.removingPercentEncoding == "customer=cus_1"
            + "&subscription_items[0][price]=price_1&subscription_items[0][quantity]=2"
            + "&subscription_items[1][metadata][seat]=a b&subscription_items[1][price]=price_2")
        #expect(request.httpBody == nil)
    }

    /// `customer_details` is an object of the query, sent as separate items; its `tax_ids` is an
    /// array of objects, typed too.
    @Test func nestedArraysOfObjectsAreTypedToo() throws {
        let route = InvoicesUpcomingRouter.retrieve(
            customerDetailsTaxIds: [GetInvoicesUpcomingCustomerDetailsTaxIdsItem(type: .euVat, value: "FR123")])
        #expect(try route.asURLRequest().url?.query?.removingPercentEncoding
            == "customer_details[tax_ids][0][type]=eu_vat&customer_details[tax_ids][0][value]=FR123")
    }
}
