import Foundation
import RouteGenCore
import Testing

/// One test per class of bad input, each pinning the exact line, column and message.
@Suite struct DiagnosticTests {
    private let server = "servers:\n  production: https://x.test/\n"

    @Test func yamlSyntaxError() {
        #expect(diagnostics("routegen: 1\nmodels:\n  Post: { id: Int\n") == [
            "bad.yaml:4:1: error: YAML syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 3, column 9)",
        ])
    }

    @Test func valueOfTheWrongType() {
        #expect(diagnostics("routegen: 1\ndefaults:\n  timeout: ten\n") == [
            "bad.yaml:3:12: error: 'timeout' (in seconds) must be a number, but it is the string 'ten'",
        ])
    }

    @Test func unknownKeyWithSuggestion() {
        #expect(diagnostics("routegen: 1\nmodles:\n  Post:\n    id: Int\n") == [
            "bad.yaml:2:1: error: unknown key 'modles' in the spec; did you mean 'models'?",
        ])
    }

    @Test func placeholderWithoutParameterAndUnusedParameter() {
        let spec = "routegen: 1\n" + server + """
            routers:
              Users:
                readUser:
                  route: GET /users/{username}
                  path:
                    id: Int

            """
        #expect(diagnostics(spec) == [
            "bad.yaml:7:25: error: path placeholder '{username}' has no matching parameter; declare it under 'path', as in 'path: { username: String }'",
            "bad.yaml:9:9: error: path parameter 'id' is never used; add '{id}' to the path '/users/{username}' or remove the parameter",
        ])
    }

    @Test func twoEndpointsWithTheSameCaseName() {
        let spec = "routegen: 1\n" + server + "routers:\n  Posts:\n    getPosts: GET /posts\n    get-posts: GET /other\n"
        #expect(diagnostics(spec) == [
            "bad.yaml:7:5: error: endpoints 'getPosts' and 'get-posts' of router 'Posts' both become the case 'getPosts'; rename one",
        ])
    }

    @Test func typeThatNamesNothing() {
        let spec = "routegen: 1\n" + server + """
            models:
              Post:
                id: Int
            routers:
              Posts:
                list:
                  route: GET /posts
                  returns: "[Psot]"

            """
        #expect(diagnostics(spec) == ["bad.yaml:11:18: error: unknown type 'Psot'; did you mean 'Post'?"])
    }

    @Test func unsupportedMethod() {
        let spec = "routegen: 1\n" + server + "routers:\n  Posts:\n    list: FETCH /posts\n"
        #expect(diagnostics(spec) == ["bad.yaml:6:11: error: unsupported HTTP method 'FETCH'; did you mean 'PATCH'?"])
    }

    @Test func emptyFile() {
        #expect(diagnostics("") == ["bad.yaml:1:1: error: the spec is empty; start it with 'routegen: 1'"])
        #expect(diagnostics("# only a comment\n") == ["bad.yaml:1:1: error: the spec is empty; start it with 'routegen: 1'"])
    }

    @Test func fileThatIsNotUTF8() {
        let latin1 = Data("routegen: 1\nname: caf".utf8) + Data([0xE9, 0x0A])
        #expect(diagnostics(data: latin1) == [
            "bad.yaml:2:10: error: the file is not valid UTF-8 (byte 0xE9); save it with UTF-8 encoding",
        ])
    }

    @Test func warningsUseTheSameShape() throws {
        let spec = "routegen: 1\n" + server + """
            models:
              User:
                name: String
            routers:
              Users:
                find:
                  route: GET /users
                  body: User

            """
        #expect(diagnostics(spec) == [
            "bad.yaml:9:5: warning: endpoint 'find' sends a body with GET; many servers and URLSession ignore or reject it",
        ])
    }

    @Test func everyErrorOfOneRunIsReported() {
        let spec = """
            routegen: 1
            naem: API
            defaults:
              timeout: -1
            models:
              Post:
                id: Intt

            """
        #expect(diagnostics(spec) == [
            "bad.yaml:2:1: error: unknown key 'naem' in the spec; did you mean 'name'?",
            "bad.yaml:4:12: error: 'timeout' must be more than 0 seconds",
        ])
        // Semantic errors are all reported together once the spec parses.
        let semantic = "routegen: 1\n" + server + "models:\n  Post:\n    id: Intt\n    tags: \"[Tagg]\"\n"
        #expect(diagnostics(semantic) == [
            "bad.yaml:6:9: error: unknown type 'Intt'; did you mean 'Int'?",
            "bad.yaml:7:13: error: unknown type 'Tagg'; declare it under 'models' or use a built-in type (Bool, Data, Date, Decimal, Double, Float, Int, Int32, Int64, IntOrString, JSONValue, Nullable, String, URL, UUID)",
        ])
    }

    @Test func missingOrWrongFormatVersion() {
        #expect(diagnostics("name: API\n") == [
            "bad.yaml:1:1: error: missing the format version; add 'routegen: 1' as the first line",
        ])
        #expect(diagnostics("routegen: 2\n") == [
            "bad.yaml:1:11: error: unsupported format version 2; this routegen reads version 1",
        ])
    }

    @Test func duplicateKey() {
        #expect(diagnostics("routegen: 1\nname: A\nname: B\n") == [
            "bad.yaml:3:1: error: duplicate key 'name' in one mapping (first at line 2); each key may appear once",
        ])
    }

    @Test func everyDuplicateKeyIsReportedAtTheDuplicate() {
        let spec = """
            routegen: 1
            models:
              Post:
                properties:
                  id: Int
                  title: String
                  id: String
              User: { name: String, "name": Int }
            name: A
            name: B

            """
        #expect(diagnostics(spec) == [
            "bad.yaml:7:7: error: duplicate key 'id' in one mapping (first at line 5); each key may appear once",
            "bad.yaml:8:25: error: duplicate key 'name' in one mapping (first at line 8); each key may appear once",
            "bad.yaml:10:1: error: duplicate key 'name' in one mapping (first at line 9); each key may appear once",
        ])
    }

    @Test func reservedAndClashingTypeNames() {
        let spec = "routegen: 1\nmodels:\n  URLRequest:\n    id: Int\n  APIServer:\n    id: Int\n"
        #expect(diagnostics(spec) == [
            "bad.yaml:3:3: error: model name 'URLRequest' is reserved; the generated code uses 'URLRequest' itself",
            "bad.yaml:5:3: error: model 'APIServer' becomes the Swift type 'APIServer', like a type routegen generates; rename one",
        ])
    }

    @Test func badPaths() {
        let spec = "routegen: 1\n" + server + """
            routers:
              Items:
                a: GET /items?sort=asc
                b: GET /items/{id
                c: GET /../admin

            """
        #expect(diagnostics(spec) == [
            "bad.yaml:6:18: error: the path can't hold a query string; declare query items under 'query'",
            "bad.yaml:7:19: error: unclosed placeholder; add '}'",
            "bad.yaml:8:13: error: the path can't contain a '..' segment",
        ])
    }

    @Test func namesAndKeysThatWouldClashInTheGeneratedCode() {
        let spec = """
            routegen: 1
            servers:
              a-b: http://x.test/
              aB: http://y.test/
              current: http://z.test/
            routers:
              R:
                x:
                  route: POST  /f/{user-name}
                  path:
                    userName: { type: String, key: user-name }
                  query:
                    a: Int
                    b: { type: Int, key: a }
                  headers:
                    ct: { type: String, key: Content-Type }
                    ct2: { type: String, key: content-type }
                y:
                  route: GET  /g/{nope}

            """
        #expect(diagnostics(spec) == [
            "bad.yaml:4:3: error: server 'aB' becomes 'aB' in Swift, like 'a-b'; rename one",
            "bad.yaml:5:3: error: a server can't be named 'current'; routegen uses that name for the server in use",
            "bad.yaml:14:9: error: two parameters of endpoint 'x' send the key 'a'",
            "bad.yaml:17:9: error: endpoint 'x' sets the header 'content-type' twice",
            "bad.yaml:19:22: error: path placeholder '{nope}' has no matching parameter; declare it under 'path', as in 'path: { nope: String }'",
        ])
    }

    @Test func contentTypeOnAFormEndpointSaysWhy() {
        let spec = "routegen: 1\n" + server + """
            models:
              User:
                name: String
            routers:
              R:
                f:
                  route: POST /f
                  form: { a: String }
                  headers: { ct: { type: String, key: Content-Type } }
                j:
                  route: POST /j
                  body: User
                  headers:
                    a: { type: String, key: Content-Type }
                    b: { type: String, key: content-type }

            """
        #expect(diagnostics(spec) == [
            "bad.yaml:12:18: error: endpoint 'f' sets the header 'Content-Type' twice; a 'form' body sets Content-Type itself",
            "bad.yaml:18:9: error: endpoint 'j' sets the header 'content-type' twice",
        ])
    }

    @Test func nullMeansNoneAndIsNamedAsSuch() {
        #expect(diagnostics("routegen: 1\ndescription: ~\nmodels:\n  Empty:\n") == [])
        #expect(diagnostics("routegen: 1\ndefaults:\n  timeout: true\n  headers: 5\n") == [
            "bad.yaml:3:12: error: 'timeout' (in seconds) must be a number, but it is the boolean true",
            "bad.yaml:4:12: error: default 'headers' must be a mapping, but it is the number 5",
        ])
    }

    @Test func openAPIAndSwagger2AreRead() {
        #expect(diagnostics("openapi: 3.0.3\ninfo: { title: x, version: '1' }\nservers: [{ url: 'https://x.test' }]\npaths: {}\n") == [])
        #expect(diagnostics("swagger: '2.0'\ninfo: { title: x, version: '1' }\nhost: x.test\npaths: {}\n") == [])
        #expect(diagnostics("swagger: '1.2'\ninfo: { title: x, version: '1' }\npaths: {}\n") == [
            "bad.yaml:1:1: error: unsupported Swagger version '1.2'; routegen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2",
        ])
    }
}
