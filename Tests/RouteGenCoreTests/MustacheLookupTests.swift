import Foundation
import Mustache
import RouteGenCore
import Testing

/// Templates read context fields through `MustacheParent.child(named:)`. A stored property
/// missing from a type's lookup would silently render as nothing, so every property found by
/// reflection must be returned by the lookup, with the same presence.
@Suite struct MustacheLookupTests {
    private func checkEveryField(of value: some MustacheParent, path: String = "") {
        let typeName = String(describing: type(of: value))
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            let looked = value.child(named: label)
            let isNil: Bool = {
                let mirror = Mirror(reflecting: child.value)
                return mirror.displayStyle == .optional && mirror.children.isEmpty
            }()
            #expect((looked == nil) == isNil, "\(typeName).\(label) is not returned by child(named:)")
            for nested in nestedParents(child.value) { checkEveryField(of: nested) }
        }
    }

    private func nestedParents(_ value: Any) -> [any MustacheParent] {
        let mirror = Mirror(reflecting: value)
        if let parent = value as? any MustacheParent, !(value is [String: Any]) { return [parent] }
        if mirror.displayStyle == .optional || mirror.displayStyle == .collection {
            return mirror.children.flatMap { nestedParents($0.value) }
        }
        return []
    }

    @Test(arguments: ["specs/api.yaml", "Tests/Fixtures/hostile.yaml"])
    func everyContextFieldIsReachableFromTemplates(spec: String) throws {
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(spec).path)
        checkEveryField(of: output.context)
    }

    /// The fields only OpenAPI documents fill: open enums, `oneOf`, server functions, security.
    @Test func everyFeatureFieldIsReachableFromTemplates() throws {
        checkEveryField(of: try GeneratorPipeline.run(spec: FeaturesSpec.spec).context)
    }
}
