import RouteGenRuntime

extension APIError {
    /// A sentence to show the user: the server's own words when its envelope reports a
    /// failure, otherwise a short explanation of what kind of thing went wrong.
    public var userMessage: String {
        switch self {
        case .server(let failure):
            if let message = failure.message, !message.isEmpty {
                return message
            }
            return "The blog couldn't do that (error \(failure.code))."
        case .transport:
            return "You seem to be offline. Check your connection and try again."
        case .unacceptableStatus(let response) where response.statusCode == 401:
            return "Please sign in again."
        case .unacceptableStatus(let response) where response.statusCode >= 500:
            return "The blog is having trouble right now. Try again in a moment."
        default:
            return "Something went wrong. Try again."
        }
    }
}
