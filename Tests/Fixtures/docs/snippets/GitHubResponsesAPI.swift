// What the GitHub snippets use besides Prelude.swift.
import GitHubResponsesAPI

nonisolated(unsafe) var all: [Deployment] = []
