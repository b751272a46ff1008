import Alamofire
import Foundation

/// The response examples of the GitHub cut (Tests/Fixtures/answers/github.json at the repository's root).
enum GitHubExamples {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("../../Tests/Fixtures/answers/github.json")

    /// The JSON text of `components.examples.<name>.value`.
    static func json(_ name: String) throws -> String {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let examples = (document?["components"] as? [String: Any])?["examples"] as? [String: Any]
        guard let value = (examples?[name] as? [String: Any])?["value"] else { throw MissingExample(name: name) }
        return String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
    }

    struct MissingExample: Error {
        var name: String
    }
}

extension AFError {
    /// The error a custom validation or serializer failed with.
    var customError: (any Error)? {
        switch self {
        case let .responseValidationFailed(reason: .customValidationFailed(error)): error
        case let .responseSerializationFailed(reason: .customSerializationFailed(error)): error
        default: nil
        }
    }
}
