import Foundation

/// The signed-in user's access token, read by the network layer before every request.
///
/// An actor, so that signing in or out can change the token while requests in flight read it.
/// This one keeps the token in memory; a shipping app would also put it in the keychain.
public actor TokenStore {
    private var token: String?
    private var expiry: Date?
    private let now: @Sendable () -> Date

    /// Creates an empty store: nobody is signed in.
    /// - Parameter now: The clock that decides when a token has expired; the system clock by default.
    public init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    /// The token to send, or `nil` when signed out or once the session has expired.
    public var current: String? {
        guard let token, let expiry, now() < expiry else { return nil }
        return token
    }

    /// Keeps a new session's token until the session expires.
    /// - Parameter session: What signing in returned.
    public func store(_ session: Session) {
        token = session.accessToken
        expiry = now().addingTimeInterval(TimeInterval(session.expiresIn))
    }

    /// Forgets the token, e.g. after signing out.
    public func clear() {
        token = nil
        expiry = nil
    }
}
