import Yams

extension OpenAPITranslator {
    /// The `example` of a JSON response's media type as compact JSON, for the endpoint's stub, when
    /// the tree's conventions read examples (a converted Swagger 2.0 document's response `examples`);
    /// an example JSON can't hold is reported at the value that can't be written and left out.
    func exampleStub(_ media: MediaEntry, in file: OpenAPIFile) -> String? {
        guard conventions.readsExampleStubs, let example = media.node.mapping?.value(for: "example") else { return nil }
        switch JSONText.make(from: example) {
        case let .json(text):
            return text
        case let .problem(problem):
            diagnostics.warning("\(problem.message); the example is not a stub", at: file.location(problem.node))
            return nil
        }
    }

    /// The stub of an operation: its primary success answer's example, when a stub answering 200
    /// is one the call accepts (the answer is 200, or the only success answer).
    static func stubExample(primary: (status: String, example: String?)?, successCount: Int) -> String? {
        guard let primary, primary.status == "200" || successCount == 1 else { return nil }
        return primary.example
    }
}
