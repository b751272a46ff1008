@testable import RouteGenCore
import Testing

/// The translator's components keep their own invariants.
@Suite struct TranslatorComponentTests {
    @Test func aModelSlotIsReservedBeforeItIsFinished() {
        var models = ModelTable()
        let slot = models.start("Pet")
        #expect(models.slot(named: "Pet") == slot)
        #expect(models.model(named: "Pet") == nil)
        models.finish(Model(name: "Pet", kind: .alias(.named("String")), location: nil), at: slot)
        #expect(models.model(named: "Pet")?.name == "Pet")
        #expect(models.count == 1)
        models.markInline("Pet")
        #expect(models.isInline("Pet"))
    }

    @Test func anEndpointKeepsItsPositionAmongAllOperations() {
        var routers = RouterDrafts()
        let location = SourceLocation(file: "api.yaml", line: 1, column: 1)
        let pets = routers.index(forKey: "tag:pets") { RouterDraft(tag: "pets", location: location) }
        let users = routers.index(forKey: "tag:users") { RouterDraft(tag: "users", location: location) }
        #expect(routers.index(forKey: "tag:pets") { RouterDraft(tag: "other", location: location) } == pets)
        routers.add(Endpoint(name: "list", method: "GET", path: "/pets", location: location), resourceNamed: false, to: pets)
        routers.add(Endpoint(name: "me", method: "GET", path: "/me", location: location), resourceNamed: true, to: users)
        routers.add(Endpoint(name: "add", method: "POST", path: "/pets", location: location), resourceNamed: false, to: pets)
        #expect(routers[pets].ordinals == [0, 2])
        #expect(routers[users].ordinals == [1])
        #expect(routers[users].resourceNamed == [true])
        #expect(routers[pets].endpoints.map(\.name) == ["list", "add"])
    }

    @Test func anUnknownFormatIsCountedWhereItIsFirstUsed() {
        var formats = FormatUsage()
        formats.overrides["uuid"] = .named("ID")
        #expect(formats.use("uuid") == .named("ID"))
        #expect(formats.use("date") == nil)
        #expect(formats.seen == ["uuid", "date"])
        #expect(formats.usedOverrides == ["uuid"])
        let key = UnknownFormatKey(file: 0, type: "string", format: "color")
        formats.useUnknown(key, becoming: "String", at: SourceLocation(file: "api.yaml", line: 3, column: 5))
        formats.useUnknown(key, becoming: "String", at: SourceLocation(file: "api.yaml", line: 9, column: 5))
        #expect(formats.unknownOrder == [key])
        #expect(formats.unknownUse(of: key)?.count == 2)
        #expect(formats.unknownUse(of: key)?.location.line == 3)
    }
}
