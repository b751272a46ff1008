import Foundation

/// The response examples of GitHub's document, as Scripts/extract-github-examples.py wrote them
/// into Tests/Fixtures/github/examples.json.
enum GitHubExamples {
    struct Example: Decodable {
        var method: String
        var path: String
        var status: String
        var name: String
        var statuses: [String]
        /// The example's JSON, compact.
        var json: Data

        /// `GET /app 200`, the response `GitHubExampleTypes.decode` takes.
        var response: String { "\(method) \(path) \(status)" }
        /// `GET /app 200 default`.
        var id: String { "\(response) \(name)" }

        private enum CodingKeys: String, CodingKey { case method, path, status, name, statuses }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            method = try container.decode(String.self, forKey: .method)
            path = try container.decode(String.self, forKey: .path)
            status = try container.decode(String.self, forKey: .status)
            name = try container.decode(String.self, forKey: .name)
            statuses = try container.decode([String].self, forKey: .statuses)
            json = Data()
        }
    }

    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("../../Tests/Fixtures/github/examples.json")

    /// Every example, in the file's order.
    static func all() throws -> [Example] {
        let data = try Data(contentsOf: file)
        let rows = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        var examples = try JSONDecoder().decode([Example].self, from: data)
        for index in examples.indices {
            examples[index].json = try JSONSerialization.data(withJSONObject: rows[index]["value"] ?? NSNull(), options: [.fragmentsAllowed])
        }
        return examples
    }

    /// The JSON of the first example of one response, as text.
    static func value(method: String, path: String, status: String) throws -> String {
        let example = try all().first { $0.method == method && $0.path == path && $0.status == status }
        return String(decoding: example?.json ?? Data(), as: UTF8.self)
    }
}
