import Foundation
import LocalHTTPServer
import RouteGenRuntime
import Testing
import WireAPI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Operations whose server differs from the document's reach it, through the typed client, against
/// two local servers: one stands for the API's host, one for the uploads host.
@Suite struct OperationServerTests {
    /// Runs `body` with two servers on two ports.
    private func withTwoServers(_ body: (LocalHTTPServer, LocalHTTPServer) async throws -> Void) async throws {
        try await LocalHTTPServer.run { api async throws in
            try await LocalHTTPServer.run { uploads async throws in
                try await body(api, uploads)
            }
        }
    }

    /// GitHub Enterprise: the API at one host, the uploads at another; each call reaches its own.
    @Test func eachCallReachesItsServer() async throws {
        try await withTwoServers { api, uploads in
            await api.on("PATCH", "/repos/o/r", replies: [.json("{}")])
            await uploads.on("POST", "/repos/o/r/releases/7/assets", replies: [.json("{}", status: 201)])
            let client = APIClient(baseURL: api.baseURL, operationServers: [GitHubServer.uploads: uploads.baseURL])

            try await client.repos.update(owner: "o", repo: "r", body: ReposUpdateRequest(description: "x"))
            try await client.repos.uploadReleaseAsset(
                owner: "o", repo: "r", releaseId: 7, name: "dist.zip", data: GitHubUploadTests.zip, contentType: "application/zip")

            let atAPI = await api.requests()
            let atUploads = await uploads.requests()
            #expect(atAPI.map { "\($0.method) \($0.path)" } == ["PATCH /repos/o/r"])
            #expect(atUploads.map { "\($0.method) \($0.path)?\($0.query)" } == ["POST /repos/o/r/releases/7/assets?name=dist.zip"])
            #expect(atUploads.first?.header("Content-Type") == "application/zip")
            #expect(atUploads.first?.body == GitHubUploadTests.zip)
        }
    }

    /// A client pointed at one host sends the API's calls there; an operation with a server of its own
    /// keeps it (issue 32, item 7; ServerOverrideTests sends both). This one only asks where the upload
    /// would go, since its host is not on this machine.
    @Test func aBaseURLTakesTheAPIsCallsOnly() async throws {
        try await withTwoServers { api, uploads in
            await api.on("PATCH", "/repos/o/r", replies: [.json("{}")])
            let client = APIClient(baseURL: api.baseURL)
            try await client.repos.update(owner: "o", repo: "r", body: ReposUpdateRequest(description: "x"))
            #expect(await api.requests().map(\.path) == ["/repos/o/r"])
            let upload = ReposRouter.uploadReleaseAsset(owner: "o", repo: "r", releaseId: 7, name: "a.bin", data: Data([1]))
            #expect(client.serverURL(for: upload) == GitHubServer.uploads)
            #expect(await uploads.requests().isEmpty)
        }
    }

    /// Stripe's file upload with a named PDF, through the typed call, reaches the files host as it is
    /// built: the bytes the server receives are the ones pinned in `StripeUploadTests`.
    @Test func stripeFilesReachTheFilesHost() async throws {
        try await withTwoServers { api, files in
            await files.on("POST", "/v1/files", replies: [.json(#"{"id":"file_1"}"#)])
            let client = APIClient(baseURL: api.baseURL, operationServers: [StripeServer.files: files.baseURL])
            try await client.files.create(
                file: FilePart(StripeUploadTests.pdf, fileName: "receipt.pdf", contentType: "application/pdf"),
                purpose: .disputeEvidence)
            let received = try #require(await files.requests().first)
            let contentType = try #require(received.header("Content-Type"))
            let boundary = try #require(contentType.split(separator: "=", maxSplits: 1).last)
            #expect(received.body == StripeUploadTests.multipart(
                boundary: boundary, file: "receipt.pdf", fileType: "application/pdf", purpose: "dispute_evidence"))
            #expect(await api.requests().isEmpty)
        }
    }

    /// The pages of a list whose path names its server are all fetched from that server.
    @Test func pagesFollowTheOperationsServer() async throws {
        try await withTwoServers { api, reports in
            let next = reports.baseURL.appendingPathComponent("reports").absoluteString + "?page=2"
            await reports.on("GET", "/reports", replies: [
                ServerReply(status: 200, headers: ["Content-Type": "application/json", "Link": "<\(next)>; rel=\"next\""],
                            body: Data(#"["a"]"#.utf8)),
                .json(#"["b"]"#),
            ])
            let client = APIClient(baseURL: api.baseURL, operationServers: [UploadsServer.reports: reports.baseURL])
            var all: [String] = []
            for try await page in client.reports.listReportsPages(filters: [ListReportsFiltersItem(field: "year", values: ["2024"])]) {
                all += page
            }
            #expect(all == ["a", "b"])
            #expect(await reports.requests().map(\.query) == ["filters%5B0%5D%5Bfield%5D=year&filters%5B0%5D%5Bvalues%5D%5B0%5D=2024", "page=2"])
            #expect(await api.requests().isEmpty)
        }
    }

    /// A routegen spec's router names its server; one of its endpoints names the API's again.
    @Test func aRouterOfARouteGenSpecNamesItsServer() async throws {
        try await withTwoServers { api, uploads in
            await uploads.on("POST", "/photos", replies: [.json("{}")])
            await api.on("GET", "/photos/3", replies: [.json("{}")])
            let client = APIClient(baseURL: api.baseURL, operationServers: [MediaServer.uploads: uploads.baseURL])
            try await client.photos.uploadPhoto(caption: "sea")
            try await client.photos.getPhoto(id: 3)
            #expect(await uploads.requests().map(\.bodyText) == ["caption=sea"])
            #expect(await api.requests().map(\.path) == ["/photos/3"])
        }
    }
}
