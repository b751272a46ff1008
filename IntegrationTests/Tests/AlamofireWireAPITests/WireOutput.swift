import AlamofireWireAPI
import Foundation

// The files linked here from Tests/WireAPITests are the default output's wire tests, compiled against
// the Alamofire output of the same fixtures (ALAMOFIRE_OUTPUT): the same requests, the same pinned bytes.

/// What the two outputs do differently, as the tests see it.
enum WireOutput {
    /// How the boundary of a multipart body starts: the support code writes the body, as the runtime does.
    static let boundaryPrefix = "routegen-"

    /// The decoder the typed calls decode with.
    static var decoder: JSONDecoder { GitHubClient.defaultDecoder }
}
