import Foundation
import RouteGenRuntime
import WireAPI

// The wire tests run against both outputs: Tests/AlamofireWireAPITests links the same files and
// compiles them against the Alamofire output of the same fixtures, whose support types carry the
// spec's prefix. The tests name them so; here they are the runtime's.

typealias StripeFilePart = FilePart
typealias UploadsFilePart = FilePart
typealias StylesFilePart = FilePart
typealias StripeRequestError = RouteGenError
typealias StylesRequestError = RouteGenError
typealias GitHubRequestRouter = RequestRouter
typealias StylesRequestRouter = RequestRouter
typealias UploadsClient = APIClient
typealias PatchesJSONValue = JSONValue

/// What the two outputs do differently, as the tests see it.
enum WireOutput {
    /// How the boundary of a multipart body starts: `routegen-` and a UUID.
    static let boundaryPrefix = "routegen-"

    /// The decoder the typed calls decode with.
    static var decoder: JSONDecoder { .routeGenDefault }
}
