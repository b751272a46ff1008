// The names the docs' client snippets use without declaring them: a snippet stands for a few lines
// of an app, and these stand for the rest of it. ClientSnippetTests typechecks each marked snippet
// in a function of its own, next to this file and the file of the snippet's module, if any.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime

let client = APIClient()
let mySession = URLSession.shared
let logger = ClosureMonitor()

actor Session {
    var token: String?
}
let session = Session()
let auth = Session()

actor TokenStore {
    func currentToken() throws -> String? { nil }
}
let tokenStore = TokenStore()

actor Keychain {
    func apiKey() throws -> String { "" }
}
let keychain = Keychain()

/// A failure body some server sends.
struct ErrorResponse: Decodable {
    var message: String
}

func show(_ message: String) {}
func show(_ value: Any) {}
func showNothing() {}
func retryLater() {}
func showNotFound() {}
func showOffline() {}

/// An app's screen model that loads posts through the client.
final class PostsScreenModel {
    let client: APIClient
    var errorMessage: String?
    init(client: APIClient) { self.client = client }
    func load(userId: Int = 1) async {}
}

/// The error a snippet inspects.
let error = APIError.cancelled
