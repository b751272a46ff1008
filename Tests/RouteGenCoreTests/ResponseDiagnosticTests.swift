import Foundation
import RouteGenCore
import Testing

/// The exact diagnostics for `envelope`, `status` and `example`.
@Suite struct ResponseDiagnosticTests {
    private let header = "routegen: 1\nservers:\n  production: https://x.test/\n"

    @Test func envelopeModelThatIsNotDeclared() {
        let spec = header + """
            envelope: { model: ResponseDta, payload: data, code: code, success: "0" }
            models:
              ResponseData<T>: { code: Int, data: T }

            """
        #expect(diagnostics(spec) == [
            "bad.yaml:4:20: error: the envelope model 'ResponseDta' is not declared under 'models'; did you mean 'ResponseData'?",
        ])
    }

    @Test func envelopeFieldsThatDoNotFit() {
        let spec = header + """
            envelope:
              model: ResponseData
              payload: dta
              code: code
              message: message
              success: [ok]
            models:
              ResponseData<T>:
                code: Int
                message: Int
                data: T
              Post: { id: Int }
            routers:
              Posts:
                getPosts:
                  route: GET /posts
                  returns: ResponseData<[Post]>

            """
        #expect(diagnostics(spec) == [
            "bad.yaml:6:12: error: the envelope's payload property 'dta' is not a property of 'ResponseData'; did you mean 'data'?",
            "bad.yaml:9:12: error: success code 'ok' is not a whole number, but 'code' is an 'Int'",
            "bad.yaml:13:5: error: the envelope's message property 'message' must be of type 'String'",
            "bad.yaml:20:16: error: endpoint 'getPosts' returns the envelope 'ResponseData' itself, but responses are already unwrapped from it; write the payload type, or add 'envelope: false' to get the whole body",
        ])
    }

    @Test func envelopeModelWithoutGenericParameter() {
        let spec = header + "envelope: { model: Post, payload: id, code: id, success: '1' }\nmodels:\n  Post: { id: Int }\n"
        #expect(diagnostics(spec) == [
            "bad.yaml:4:20: error: the envelope model 'Post' must be an object with one generic parameter for the payload, such as 'ResponseData<ResultData>'",
        ])
    }

    @Test func envelopeWithMissingKeys() {
        let spec = header + "envelope:\n  model: Post\n  payload: id\n"
        #expect(diagnostics(spec) == [
            "bad.yaml:4:1: error: 'envelope' needs 'code'; see docs/SpecFormat.md#envelope",
            "bad.yaml:4:1: error: 'envelope' needs 'success'; see docs/SpecFormat.md#envelope",
        ])
    }

    @Test func optingOutWithoutAnEnvelopeWarnsOncePerPlace() {
        let spec = header + """
            routers:
              Posts:
                envelope: false
                endpoints:
                  a: GET /a
                  b: GET /b

            """
        #expect(diagnostics(spec) == [
            "bad.yaml:6:5: warning: 'envelope: false' has no effect: the spec declares no 'envelope'",
        ])
    }

    @Test func envelopeFlagThatIsNotABoolean() {
        let spec = header + "routers:\n  Posts:\n    a:\n      route: GET /a\n      envelope: nope\n"
        #expect(diagnostics(spec) == [
            "bad.yaml:8:17: error: 'envelope' (false to opt out of the spec's envelope) must be true or false, but it is the string 'nope'",
        ])
    }

    @Test func statusCodesOutOfRange() {
        let spec = header + "routers:\n  Posts:\n    a:\n      route: GET /a\n      status: [200, 6xx, 99]\n"
        #expect(diagnostics(spec) == [
            "bad.yaml:8:21: error: 'status' takes status codes such as 200 or classes such as 2xx, but this is the string '6xx'",
            "bad.yaml:8:26: error: 'status' takes status codes such as 200 or classes such as 2xx, but this is the number 99",
        ])
    }

    @Test func exampleWithoutAJSONForm() {
        let spec = header + "routers:\n  Posts:\n    a:\n      route: GET /a\n      example: { ratio: .inf }\n"
        #expect(diagnostics(spec) == [
            "bad.yaml:8:25: error: '.inf' has no JSON form; quote it to send it as a string",
        ])
    }
}
