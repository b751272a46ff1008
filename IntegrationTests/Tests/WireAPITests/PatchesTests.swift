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

/// Tests/Fixtures/wire/patches.yaml (OpenAPI 3): JSON bodies sent with the media type the document
/// lists, `+json` and `+yaml` alike, the caller choosing where it lists several; and int-or-string
/// values in a model, a path, a query and a header (issue 32).
@Suite struct PatchesTests {
    static func text(_ data: Data?) -> String? { data.map { String(decoding: $0, as: UTF8.self) } }

    @Test func aJSONSuffixTypeIsSentAsItself() throws {
        let request = try DocumentsRouter.createDocument(body: Document(id: 1, title: "A", port: 8080, limits: [2, "50%"]))
            .asURLRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/v1/documents")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/vnd.api+json")
        #expect(Self.text(request.httpBody) == #"{"id":1,"limits":[2,"50%"],"port":8080,"title":"A"}"#)
    }

    @Test func theFirstTypeListedUnlessTheCallerChooses() throws {
        let merge = try DocumentsRouter.updateDocument(ref: 7, body: DocumentPatch(port: "http")).asURLRequest()
        #expect(merge.httpMethod == "PATCH")
        #expect(merge.url?.absoluteString == "https://api.example.com/v1/documents/7")
        #expect(merge.value(forHTTPHeaderField: "Content-Type") == "application/merge-patch+json")
        #expect(Self.text(merge.httpBody) == #"{"port":"http"}"#)
        let json = try DocumentsRouter.updateDocument(ref: "readme", body: DocumentPatch(title: "B", port: 443), contentType: .json)
            .asURLRequest()
        #expect(json.url?.absoluteString == "https://api.example.com/v1/documents/readme")
        #expect(json.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(Self.text(json.httpBody) == #"{"port":443,"title":"B"}"#)
        #expect(DocumentPatchMediaType.allCases.map(\.rawValue) == ["application/merge-patch+json", "application/json"])
    }

    /// Free JSON in Kubernetes' four patch types: a JSON Patch's array, a merge patch's object.
    @Test func eachPatchTypeWithItsBytes() throws {
        let operations: PatchesJSONValue = [["op": "add", "path": "/labels/-", "value": "new"], ["op": "remove", "path": "/draft"]]
        let object: PatchesJSONValue = ["labels": ["new"], "draft": nil]
        let sent: [(EditDocumentRequestMediaType?, PatchesJSONValue, String, String)] = [
            (nil, operations, "application/json-patch+json",
             #"[{"op":"add","path":"/labels/-","value":"new"},{"op":"remove","path":"/draft"}]"#),
            (.mergePatch, object, "application/merge-patch+json", #"{"draft":null,"labels":["new"]}"#),
            (.strategicMergePatch, object, "application/strategic-merge-patch+json", #"{"draft":null,"labels":["new"]}"#),
            (.applyPatchYAML, object, "application/apply-patch+yaml", #"{"draft":null,"labels":["new"]}"#),
        ]
        for (type, body, contentType, bytes) in sent {
            let request = try DocumentsRouter.editDocument(ref: 3, body: body, contentType: type).asURLRequest()
            #expect(request.url?.absoluteString == "https://api.example.com/v1/documents/3/edits")
            #expect(request.value(forHTTPHeaderField: "Content-Type") == contentType)
            #expect(Self.text(request.httpBody) == bytes)
        }
    }

    @Test func intOrStringInAPathAQueryAndAHeader() throws {
        let named = try DocumentsRouter.getDocument(ref: "read me", revision: 3, xShard: "eu-1").asURLRequest()
        #expect(named.url?.absoluteString == "https://api.example.com/v1/documents/read%20me?revision=3")
        #expect(named.value(forHTTPHeaderField: "X-Shard") == "eu-1")
        let numbered = try DocumentsRouter.getDocument(ref: 42, revision: "v2", xShard: 7).asURLRequest()
        #expect(numbered.url?.absoluteString == "https://api.example.com/v1/documents/42?revision=v2")
        #expect(numbered.value(forHTTPHeaderField: "X-Shard") == "7")
    }

    @Test func aDocumentDecodesAndEncodesBackItsPorts() throws {
        let json = #"{"id":1,"limits":[2,"50%","3"],"port":"http","title":"A"}"#
        let document = try WireOutput.decoder.decode(Document.self, from: Data(json.utf8))
        #expect(document.port == .string("http"))
        #expect(document.limits == [.int(2), .string("50%"), .string("3")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(Self.text(try encoder.encode(document)) == json)
    }

    /// The server receives what the routers build.
    @Test func theServerReceivesEachContentType() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("POST", "/documents", replies: [.json(#"{"id":1,"title":"A","port":8080}"#, status: 201)])
            await server.on("PATCH", "/documents/*", replies: [.json(#"{"id":1,"title":"B","port":"http"}"#)])
            await server.on("PATCH", "/documents/*/edits", replies: [ServerReply(status: 204)])
            let routes: [DocumentsRouter] = [
                .createDocument(body: Document(id: 1, title: "A", port: 8080)),
                .updateDocument(ref: 1, body: DocumentPatch(port: "http")),
                .editDocument(ref: "one", body: ["title": "B"], contentType: .applyPatchYAML),
            ]
            var answers: [Data] = []
            for route in routes {
                let (body, _) = try await URLSession.shared.data(for: try route.makeURLRequest(baseURL: server.baseURL))
                answers.append(body)
            }
            let received = await server.requests()
            #expect(received.map { "\($0.method) \($0.path) \($0.header("Content-Type") ?? "-")" } == [
                "POST /documents application/vnd.api+json", "PATCH /documents/1 application/merge-patch+json",
                "PATCH /documents/one/edits application/apply-patch+yaml",
            ])
            #expect(received.map(\.bodyText) == [#"{"id":1,"port":8080,"title":"A"}"#, #"{"port":"http"}"#, #"{"title":"B"}"#])
            #expect(try WireOutput.decoder.decode(Document.self, from: answers[0]).port == 8080)
            #expect(try WireOutput.decoder.decode(Document.self, from: answers[1]).port == "http")
        }
    }
}
