import FeaturesAPI
import Foundation
import RouteGenRuntime
import Testing

/// Defaults, deprecated properties and free-form JSON.
@Suite struct SettingsTests {
    @Test func initializerDefaults() {
        let settings = Settings()
        #expect(settings.theme == "light")
        #expect(settings.pageSize == 20)
        #expect(settings.ratio == 0.5)
        #expect(settings.notify == false)
        #expect(settings.tags == [])
        #expect(settings.status == .inProgress)
        #expect(settings.id == nil)
    }

    /// An optional property's default is what the server assumes: it stays `nil`, and out of the JSON.
    @Test func optionalDefaultsAreNotSent() throws {
        let settings = Settings()
        #expect(settings.priority == nil)
        #expect(settings.level == nil)
        #expect(settings.visibility == nil)
        let sent = try FeaturesAPITests.json(settings)
        #expect(sent == #"{"notify":false,"page_size":20,"ratio":0.5,"status":"in-progress","tags":[],"theme":"light"}"#)
    }

    @Test func deprecatedPropertiesKeepTheirWireNames() throws {
        let json = #"{"legacy_id":7,"nickname":"Ada","notify":true,"page_size":5,"ratio":1,"status":"x","tags":["a"],"theme":"dark"}"#
        let settings = try decode(Settings.self, json)
        #expect(settings.pageSize == 5)
        #expect(settings.status == .unknown("x"))
        #expect(try FeaturesAPITests.json(settings) == json)
    }

    @Test func jsonValueRoundTrips() throws {
        let metadata: JSONValue = ["tags": ["a", "b"], "count": 3, "ratio": 0.25, "draft": false, "parent": nil]
        let settings = Settings(metadata: metadata, extra: ["anything": ["nested": [1, "two"]]])
        let decoded = try roundTrip(settings)
        #expect(decoded.metadata == metadata)
        #expect(decoded.metadata?["tags"]?[1] == "b")
        #expect(decoded.extra?["anything"]?["nested"]?[0] == 1)
        #expect(try json(metadata) == #"{"count":3,"draft":false,"parent":null,"ratio":0.25,"tags":["a","b"]}"#)
    }
}
