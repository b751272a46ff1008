import Foundation

/// The server's mutable state: its routes and every request it has received.
actor ServerScript {
    /// What answers a matched request.
    enum Responder: Sendable {
        case closure(@Sendable (RecordedRequest) async -> ServerReply)
        case replies([ServerReply])
    }

    private struct Route {
        var pattern: RoutePattern
        var responder: Responder
        var served = 0
    }

    private var routes: [Route] = []
    private var recorded: [RecordedRequest] = []

    func add(_ pattern: RoutePattern, _ responder: Responder) {
        routes.append(Route(pattern: pattern, responder: responder))
    }

    func requests() -> [RecordedRequest] {
        recorded
    }

    func reset() {
        routes = []
        recorded = []
    }

    /// Records a request and returns the reply for it: the most specific matching route
    /// (the later one on a tie), or a 404 naming the request when none matches.
    func reply(to request: RecordedRequest) async -> ServerReply {
        recorded.append(request)
        var best: (index: Int, specificity: Int)?
        for (index, route) in routes.enumerated() where route.pattern.matches(method: request.method, path: request.path) {
            if best.map({ route.pattern.specificity >= $0.specificity }) ?? true {
                best = (index, route.pattern.specificity)
            }
        }
        guard let index = best?.index else {
            return Self.notFound(request)
        }
        switch routes[index].responder {
        case .closure(let reply):
            return await reply(request)
        case .replies(let replies):
            let served = routes[index].served
            routes[index].served += 1
            return replies[min(served, replies.count - 1)]
        }
    }

    private static func notFound(_ request: RecordedRequest) -> ServerReply {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let body = (try? encoder.encode(["error": "no route for \(request.method) \(request.path)"])) ?? Data()
        return ServerReply(status: 404, headers: ["Content-Type": "application/json"], body: body)
    }
}

/// A method and a raw path in which `*` stands for any one whole, non-empty segment.
struct RoutePattern: Sendable {
    let method: String
    /// The path's segments, `nil` for a wildcard.
    let segments: [String?]

    init(method: String, path: String) {
        self.method = method.uppercased()
        let path = path.hasPrefix("/") ? path : "/" + path
        segments = path.split(separator: "/", omittingEmptySubsequences: false).map { $0 == "*" ? nil : String($0) }
    }

    /// How many segments must match literally; the route with more wins.
    var specificity: Int {
        segments.count { $0 != nil }
    }

    func matches(method: String, path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard method.uppercased() == self.method, parts.count == segments.count else { return false }
        return zip(segments, parts).allSatisfy { pattern, part in pattern.map { $0 == part } ?? !part.isEmpty }
    }
}
