/// OpenAPI's styles for a value in a path segment or a header: `simple`, `label` and `matrix`,
/// which are RFC 6570's simple (`{id}`), label (`{.id}`) and path-style (`{;id}`) expansions.
///
/// | style | explode | `"blue"` | `["blue", "black"]` | `["R": 100, "G": 200]` |
/// | --- | --- | --- | --- | --- |
/// | `.simple` | `false` | `blue` | `blue,black` | `G,200,R,100` |
/// | `.simple` | `true` | `blue` | `blue,black` | `G=200,R=100` |
/// | `.label` | `false` | `.blue` | `.blue,black` | `.G,200,R,100` |
/// | `.label` | `true` | `.blue` | `.blue.black` | `.G=200.R=100` |
/// | `.matrix(name: "color")` | `false` | `;color=blue` | `;color=blue,black` | `;color=G,200,R,100` |
/// | `.matrix(name: "color")` | `true` | `;color=blue` | `;color=blue;color=black` | `;G=200;R=100` |
///
/// An object's entries are in key order. An empty array or object, like `nil`, writes nothing at
/// all, not even the `.` or `;` (RFC 6570 §2.3 counts them as undefined). In a path, a value that
/// would be a bare `.` or `..` segment is written `%2E` or `%2E%2E`.
public enum PathStyle: Sendable, Equatable, Hashable {
    /// `blue,black`: the default for path parameters and headers.
    case simple
    /// `.blue,black`, or `.blue.black` exploded.
    case label
    /// `;color=blue,black`, or `;color=blue;color=black` exploded; `name` is the parameter's name.
    case matrix(name: String)
}
