import Foundation
import RouteGenRuntime

/// Decodes `json` as the runtime's client would.
func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder.routeGenDefault.decode(type, from: Data(json.utf8))
}

/// The JSON of `value`, keys sorted, as request bodies are written.
func json(_ value: some Encodable) throws -> String {
    String(decoding: try JSONEncoder.routeGenDefault.encode(value), as: UTF8.self)
}

/// Encodes `value` and decodes it again.
func roundTrip<T: Codable>(_ value: T) throws -> T {
    try decode(T.self, json(value))
}
