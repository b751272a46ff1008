// The names the snippets of the Alamofire output use without declaring them (Prelude.swift's, for an
// app built on Alamofire): ClientSnippetTests typechecks them with this file instead of Prelude.swift.
import Alamofire
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

actor Keychain {
    func apiKey() throws -> String { "" }
}
let keychain = Keychain()
