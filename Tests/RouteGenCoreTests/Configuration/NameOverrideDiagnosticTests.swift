import Foundation
@testable import RouteGenCore
import Testing

/// Problems with name and type overrides, each at its place in the configuration file, all in one run.
@Suite struct NameOverrideDiagnosticTests {
    @Test func everyProblemOfAnOpenAPIRunIsReportedAtItsEntry() throws {
        let typeAdvice = "write a name such as 'Money' or 'MyApp.Money' (for a generic, optional or collection type, "
            + "declare a typealias in your code and name it here)"
        #expect(try ConfigFixtures.diagnostics("names.yaml", config: "names-bad-config.yaml") == [
            "names-bad-config.yaml:3:5: warning: names.types: no schema is named 'simple-usr', so this entry changes nothing; "
                + "did you mean 'simple-user'?",
            "names-bad-config.yaml:4:17: error: 'pull-request' is not a valid Swift type name; did you mean 'PullRequest'?",
            "names-bad-config.yaml:5:16: error: 'PullRequest' is already the name of model 'PullRequest'; choose another name",
            "names-bad-config.yaml:6:5: note: 'Money' is renamed here",
            "names-bad-config.yaml:8:5: warning: names.operations: no operation is named 'repos/gett', so this entry changes "
                + "nothing; did you mean 'repos/get'?",
            "names-bad-config.yaml:9:17: error: 'list pulls' is not a valid Swift case name; did you mean 'listPulls'?",
            "names-bad-config.yaml:11:5: warning: names.properties: no property is named 'full_nam', so this entry changes "
                + "nothing; did you mean 'full_name'?",
            "names-bad-config.yaml:12:20: error: 'owner' is already the property for 'owner' in 'Repository'; choose another name",
            "names-bad-config.yaml:14:5: warning: names.cases: no enum value is named 'PR_TITEL', so this entry changes nothing; "
                + "did you mean 'PR_TITLE'?",
            "names-bad-config.yaml:15:24: error: 'updated' is already a case of 'PullSort'; choose another name",
            "names-bad-config.yaml:18:5: error: 'Money' is both replaced by your type 'MyShop.Money' and renamed to 'Cash'; "
                + "keep one of the two",
            "names-bad-config.yaml:19:19: error: 'PullRequest { }; func f() {' is not a Swift type name; \(typeAdvice)",
            "names-bad-config.yaml:21:5: warning: types.formats: no schema has the format 'uuuid', so this entry changes "
                + "nothing; did you mean 'uuid'?",
            "names-bad-config.yaml:22:16: error: '[String]' is not a Swift type name; \(typeAdvice)",
        ])
    }

    /// A routegen spec: keys are the names as written; formats don't apply.
    @Test func everyProblemOfARoutegenRunIsReportedAtItsEntry() throws {
        #expect(try ConfigFixtures.diagnostics("blog.yaml", config: "blog-bad-config.yaml") == [
            "blog-bad-config.yaml:3:5: warning: names.types: no schema is named 'Posts', so this entry changes nothing; "
                + "did you mean 'Post'?",
            "blog-bad-config.yaml:4:17: error: 'Post' is already the name of model 'Post'; choose another name",
            "blog-bad-config.yaml:6:14: error: 'listPosts' is already the case of endpoint 'listPosts' in 'PostsRouter'; "
                + "choose another name",
            "blog-bad-config.yaml:8:27: error: 'published' is already a case of 'PostStatus'; choose another name",
            "blog-bad-config.yaml:11:5: warning: types.formats applies to OpenAPI documents only; a routegen spec names its "
                + "types itself, so 'date-time' changes nothing",
        ])
    }

    /// A value can only ever be one name: anything that could carry code into the output is refused.
    @Test(arguments: ["Money; import Darwin", "Money\n}", "My App.Money", "MyApp..Money", ".Money", "Money.", "class",
                      "Money<Int>", "Money?", "`Money`", "Money/* */", ""])
    func typeSpellingsThatAreNotATypeNameAreRefused(spelling: String) {
        #expect(OverrideSpelling.typeProblem(spelling) != nil)
    }

    @Test(arguments: ["Money", "MyApp.Money", "MyApp.Billing.Money", "Prénom", "_Money"])
    func qualifiedTypeNamesAreAccepted(spelling: String) {
        #expect(OverrideSpelling.typeProblem(spelling) == nil)
    }
}

/// A routegen spec's own `options:` section renames too, keyed by the names as written.
@Suite struct SpecOptionsNameOverrideTests {
    static let spec = """
        routegen: 1
        name: Notes
        servers:
          production: https://notes.example.com
        options:
          names:
            types: { Note: Memo }
            properties: { body_text: text }
            operations: { listNotes: memos }
          types:
            schemas: { Stamp: NotesKit.Stamp }
        models:
          Note:
            body_text: String
            stamp: Stamp
          Stamp:
            at: String
        routers:
          NotesRouter:
            listNotes:
              route: GET /notes
              returns: "[Note]"
        """

    @Test func theSpecsOptionsApply() throws {
        let output = try GeneratorPipeline.run(data: Data(Self.spec.utf8), path: "notes.yaml")
        #expect(output.spec.models.map(\.name) == ["Memo"])
        guard case let .object(properties)? = output.spec.models.first?.kind else { Issue.record("no object"); return }
        #expect(properties.map(\.name) == ["text", "stamp"])
        #expect(properties.map(\.wireName) == ["body_text", "stamp"])
        #expect(properties.last?.type == .named("NotesKit.Stamp"))
        #expect(output.spec.routers.first?.endpoints.map(\.name) == ["memos"])
        #expect(output.spec.routers.first?.endpoints.first?.returns == .array(.named("Memo")))
        let model = try #require(output.files.first { $0.path == "Models/Memo.swift" })
        #expect(model.contents.contains("    public var stamp: NotesKit.Stamp\n"))
    }
}

/// Overrides made in code, without places: the messages still name the problem.
@Suite struct NameOverrideInCodeTests {
    @Test func aTypeCantTakeTheNameOfATypedCallsStruct() throws {
        var configuration = Configuration()
        configuration.names.types = [Rename(from: Located("PostStatus"), to: Located("PostsClient"))]
        let diagnostics: [String]
        do {
            _ = try GeneratorPipeline.run(specAt: ConfigFixtures.folder + "blog.yaml", configuration: configuration)
            diagnostics = []
        } catch {
            diagnostics = error.diagnostics.all.map(\.description)
        }
        #expect(diagnostics == ["routegen: error: 'PostsClient' is already the name of the typed calls of a router; choose another name"])
    }
}

/// An OpenAPI operation without an operationId is keyed by the case name it is given.
@Suite struct UnnamedOperationOverrideTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Shop, version: "1" }
        servers: [{ url: "https://shop.example.com" }]
        paths:
          /repos/{owner}:
            get:
              parameters: [{ name: owner, in: path, required: true, schema: { type: string } }]
              responses: { "204": { description: Nothing. } }
        """

    @Test func theGeneratedCaseNameIsTheKey() throws {
        var configuration = Configuration()
        configuration.names.operations = [Rename(from: Located("getReposByOwner"), to: Located("ownerRepositories"))]
        let output = try GeneratorPipeline.run(data: Data(Self.document.utf8), path: "shop.yaml", configuration: configuration)
        #expect(output.spec.routers.flatMap(\.endpoints).map(\.name) == ["ownerRepositories"])
        #expect(output.diagnostics.all.isEmpty)
    }
}
