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

/// Kubernetes, generated from Tests/Fixtures/wire/kubernetes.yaml (cut from the shared document by
/// Scripts/cut-kubernetes-fixture.py), against a local server that answers as the API server does:
/// pods whose probes name their ports by number and by name, services whose target ports do too, and
/// `415 Unsupported Media Type` for a patch in a media type it doesn't read (issue 32).
@Suite struct KubernetesTests {
    /// The media types a patch may be sent as, as the API server reads them.
    static let patchTypes = [
        "application/json-patch+json", "application/merge-patch+json", "application/strategic-merge-patch+json",
        "application/apply-patch+yaml",
    ]

    static let podList = #"""
        {"apiVersion":"v1","kind":"PodList","metadata":{"resourceVersion":"4711"},"items":[{"metadata":{"name":"web",\#
        "namespace":"default"},"spec":{"containers":[{"name":"web","image":"nginx:1.27","ports":[{"containerPort":8080,\#
        "name":"http","protocol":"TCP"}],"livenessProbe":{"httpGet":{"path":"/healthz","port":8080},"periodSeconds":10},\#
        "readinessProbe":{"httpGet":{"path":"/ready","port":"http"}},"startupProbe":{"tcpSocket":{"port":"http"}}}]},\#
        "status":{"phase":"Running"}}]}
        """#

    static let service = #"""
        {"apiVersion":"v1","kind":"Service","metadata":{"name":"web","namespace":"default"},"spec":{"ports":[\#
        {"name":"http","port":80,"protocol":"TCP","targetPort":8080},{"name":"https","port":443,"protocol":"TCP",\#
        "targetPort":"https"}],"selector":{"app":"web"},"type":"ClusterIP"}}
        """#

    static let serviceList = #"{"apiVersion":"v1","kind":"ServiceList","metadata":{},"items":["# + service + "]}"

    /// The API server's patch: the service, or 415 for a media type it doesn't read (plain JSON).
    static func patchReply(_ request: RecordedRequest) -> ServerReply {
        guard let type = request.header("Content-Type"), patchTypes.contains(type) else {
            return .json(#"{"kind":"Status","status":"Failure","reason":"UnsupportedMediaType","code":415}"#, status: 415)
        }
        return .json(service)
    }

    /// Sends `route` to `server` as the router builds it; the answer's status and body.
    static func send(_ route: CoreV1Router, to server: LocalHTTPServer) async throws -> (status: Int, body: Data) {
        let (body, response) = try await URLSession.shared.data(for: try route.makeURLRequest(baseURL: server.baseURL))
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, body)
    }

    @Test func podsWithProbesOnNumberedAndNamedPortsDecode() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/api/v1/namespaces/default/pods", replies: [.json(Self.podList)])
            let (status, body) = try await Self.send(.listCoreV1NamespacedPod(namespace: "default"), to: server)
            #expect(status == 200)
            let pods = try WireOutput.decoder.decode(IoK8sApiCoreV1PodList.self, from: body)
            let container = try #require(pods.items.first?.spec?.containers.first)
            #expect(container.livenessProbe?.httpGet?.port == 8080)
            #expect(container.readinessProbe?.httpGet?.port == "http")
            #expect(container.startupProbe?.tcpSocket?.port == .string("http"))
            #expect(container.ports?.first?.containerPort == 8080)
            // Encoded back, each port is what the server sent.
            #expect(try Self.json(container.livenessProbe) == #"{"httpGet":{"path":"/healthz","port":8080},"periodSeconds":10}"#)
            #expect(try Self.json(container.startupProbe) == #"{"tcpSocket":{"port":"http"}}"#)
        }
    }

    @Test func servicesWithNumberedAndNamedTargetPortsDecode() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/api/v1/namespaces/default/services", replies: [.json(Self.serviceList)])
            let (status, body) = try await Self.send(.listCoreV1NamespacedService(namespace: "default"), to: server)
            #expect(status == 200)
            let services = try WireOutput.decoder.decode(IoK8sApiCoreV1ServiceList.self, from: body)
            let ports = try #require(services.items.first?.spec?.ports)
            #expect(ports.map(\.targetPort) == [.int(8080), .string("https")])
            #expect(try Self.json(ports) == #"[{"name":"http","port":80,"protocol":"TCP","targetPort":8080},"#
                + #"{"name":"https","port":443,"protocol":"TCP","targetPort":"https"}]"#)
        }
    }

    /// A service with a numbered and a named target port, as `kubectl create` sends it.
    static let newService = IoK8sApiCoreV1Service(
        apiVersion: "v1", kind: "Service", metadata: IoK8sApimachineryPkgApisMetaV1ObjectMeta(name: "web"),
        spec: IoK8sApiCoreV1ServiceSpec(
            ports: [IoK8sApiCoreV1ServicePort(port: 80, targetPort: 8080), IoK8sApiCoreV1ServicePort(name: "https", port: 443, targetPort: "https")],
            selector: ["app": "web"]))

    @Test func aNumberedTargetPortIsSentAsANumber() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("POST", "/api/v1/namespaces/default/services", replies: [.json(Self.service, status: 201)])
            let (status, _) = try await Self.send(.createCoreV1NamespacedService(namespace: "default", body: Self.newService), to: server)
            #expect(status == 201)
            let received = try #require(await server.requests().first)
            #expect(received.header("Content-Type") == "application/json")
            #expect(received.bodyText == #"{"apiVersion":"v1","kind":"Service","metadata":{"name":"web"},"spec":{"ports":[{"port":80,"#
                + #""targetPort":8080},{"name":"https","port":443,"targetPort":"https"}],"selector":{"app":"web"}}}"#)
        }
    }

    /// A JSON Patch is an array of operations; the document's `Patch` is free JSON, so it takes one.
    static let jsonPatch: IoK8sApimachineryPkgApisMetaV1Patch = [
        ["op": "replace", "path": "/spec/ports/0/targetPort", "value": 9090],
        ["op": "replace", "path": "/spec/ports/1/targetPort", "value": "web"],
    ]
    static let jsonPatchBytes = #"[{"op":"replace","path":"/spec/ports/0/targetPort","value":9090},"#
        + #"{"op":"replace","path":"/spec/ports/1/targetPort","value":"web"}]"#

    /// A merge patch (and a strategic merge patch, and an apply configuration) is an object.
    static let mergePatch: IoK8sApimachineryPkgApisMetaV1Patch = ["spec": ["ports": [["port": 80, "targetPort": "http"]]]]
    static let mergePatchBytes = #"{"spec":{"ports":[{"port":80,"targetPort":"http"}]}}"#

    @Test func eachPatchIsSentWithItsContentType() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("PATCH", "/api/v1/namespaces/default/services/web", reply: { Self.patchReply($0) })
            let sent: [(IoK8sApimachineryPkgApisMetaV1PatchMediaType?, IoK8sApimachineryPkgApisMetaV1Patch, String)] = [
                (nil, Self.jsonPatch, Self.jsonPatchBytes),
                (.jsonPatch, Self.jsonPatch, Self.jsonPatchBytes),
                (.mergePatch, Self.mergePatch, Self.mergePatchBytes),
                (.strategicMergePatch, Self.mergePatch, Self.mergePatchBytes),
                (.applyPatchYAML, Self.mergePatch, Self.mergePatchBytes),
            ]
            for (type, patch, _) in sent {
                let route = CoreV1Router.patchCoreV1NamespacedService(name: "web", namespace: "default", body: patch, contentType: type)
                let (status, body) = try await Self.send(route, to: server)
                #expect(status == 200, "\(String(describing: type))")
                #expect(try WireOutput.decoder.decode(IoK8sApiCoreV1Service.self, from: body).spec?.ports?.last?.targetPort == "https")
            }
            let received = await server.requests()
            #expect(received.map { $0.header("Content-Type") } == [Self.patchTypes[0]] + Self.patchTypes)
            #expect(received.map(\.bodyText) == sent.map(\.2))
        }
    }

    /// The call as written before a type is chosen: JSON Patch, the first the document lists, never
    /// the plain `application/json` the API server refuses.
    @Test func aPatchByDefaultIsAJSONPatch() throws {
        let request = try CoreV1Router.patchCoreV1NamespacedService(name: "web", namespace: "default", body: Self.jsonPatch)
            .asURLRequest()
        #expect(request.httpMethod == "PATCH")
        #expect(request.url?.absoluteString == "http://localhost/api/v1/namespaces/default/services/web")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json-patch+json")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == Self.jsonPatchBytes)
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    #if !ALAMOFIRE_OUTPUT
    /// The typed calls, through the default output's client.
    @Test func theTypedCallsPatchAndList() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("PATCH", "/api/v1/namespaces/default/services/web", reply: { Self.patchReply($0) })
            await server.on("GET", "/api/v1/namespaces/default/services", replies: [.json(Self.serviceList)])
            let client = APIClient(baseURL: server.baseURL)
            let patched = try await client.coreV1.patchCoreV1NamespacedService(name: "web", namespace: "default", body: Self.jsonPatch)
            let merged = try await client.coreV1.patchCoreV1NamespacedService(
                name: "web", namespace: "default", body: Self.mergePatch, fieldManager: "routegen", contentType: .applyPatchYAML)
            let listed = try await client.coreV1.listCoreV1NamespacedService(namespace: "default")
            #expect(patched.spec?.ports?.map(\.targetPort) == [8080, "https"])
            #expect(merged.metadata?.name == "web")
            #expect(listed.items.first?.spec?.ports?.first?.targetPort == 8080)
            let received = await server.requests()
            #expect(received.map { $0.header("Content-Type") } == ["application/json-patch+json", "application/apply-patch+yaml", nil])
            #expect(received[1].query == "fieldManager=routegen")
            #expect(received[1].bodyText == Self.mergePatchBytes)
        }
    }
    #endif
}
