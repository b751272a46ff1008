import FeaturesAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// The requests the generated routers build: query styles, cookies, arrays in paths and headers,
/// multipart, form and raw bodies.
@Suite struct PetsRouterTests {
    private func text(_ data: Data?) -> String? {
        data.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func queryStylesAndCookies() throws {
        let request = try PetsRouter.listPets(
            ids: [1, 2], sessionId: "a b;c", tags: ["x", "y"], colors: ["red", "blue"], words: ["hello", "world"],
            filter: Filter(state: "open", label: "a&b"), status: .unknown("new"), debug: true
        ).asURLRequest()
        #expect(request.url?.absoluteString == "https://us.api.example.com/v1/pets?"
            + "colors=red%7Cblue&filter%5Blabel%5D=a%26b&filter%5Bstate%5D=open&ids=1,2&status=new&tags=x&tags=y&words=hello%20world")
        #expect(request.value(forHTTPHeaderField: "Cookie") == "debug=true; session_id=a%20b%3Bc")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test func optionalCookiesAndItemsLeftOut() throws {
        let request = try PetsRouter.listPets(ids: [3], sessionId: "s").asURLRequest()
        #expect(request.url?.absoluteString == "https://us.api.example.com/v1/pets?ids=3")
        #expect(request.value(forHTTPHeaderField: "Cookie") == "session_id=s")
    }

    @Test func cookieWithLineBreakIsRejected() {
        #expect(throws: RouteGenError.invalidHeaderValue(name: "Cookie")) {
            try PetsRouter.listPets(ids: [1], sessionId: "a\r\nX-Evil: 1").asURLRequest()
        }
    }

    @Test func arraysInPathAndHeaders() throws {
        let request = try PetsRouter.getPets(ids: [1, 2, 3], priority: .high, levels: [.debug, .unknown(5)], traceIds: ["a", "b c"])
            .asURLRequest()
        #expect(request.url?.path == "/v1/pets/1,2,3")
        #expect(request.value(forHTTPHeaderField: "X-Priority") == "3")
        #expect(request.value(forHTTPHeaderField: "X-Levels") == "10,5")
        #expect(request.value(forHTTPHeaderField: "X-Trace-Ids") == "a,b c")
    }

    @Test func enumsInThePathUseTheirRawValues() throws {
        let request = try PetsRouter.getLevel(level: .unknown(42), status: .inProgress).asURLRequest()
        #expect(request.url?.absoluteString == "https://us.api.example.com/v1/levels/42/in-progress")
    }

    @Test func multipartBody() throws {
        let photo = Data([0x00, 0x01, 0xFF])
        let request = try PetsRouter.uploadPhoto(
            petId: 7, photo: photo, caption: "Hi \"there\"", tags: ["a", "b"], meta: Filter(state: "open")
        ).asURLRequest()
        let contentType = try #require(request.value(forHTTPHeaderField: "Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary=routegen-"))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        var expected = Data()
        expected.append(Data("""
            --\(boundary)\r\nContent-Disposition: form-data; name="caption"\r\n\r\nHi "there"\r\n\
            --\(boundary)\r\nContent-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n\
            {"state":"open"}\r\n\
            --\(boundary)\r\nContent-Disposition: form-data; name="photo"; filename="photo"\r\n\
            Content-Type: application/octet-stream\r\n\r\n
            """.utf8))
        expected.append(photo)
        expected.append(Data("""
            \r\n--\(boundary)\r\nContent-Disposition: form-data; name="tags"\r\n\r\na\r\n\
            --\(boundary)\r\nContent-Disposition: form-data; name="tags"\r\n\r\nb\r\n\
            --\(boundary)--\r\n
            """.utf8))
        #expect(request.httpBody == expected)
        #expect(request.url?.path == "/v1/pets/7/photo")
        #expect(request.httpMethod == "POST")
    }

    @Test func rawBody() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        let request = try PetsRouter.putAvatar(petId: 1, avatar: png).asURLRequest()
        #expect(request.httpBody == png)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "image/png")
        #expect(request.httpMethod == "PUT")
    }

    @Test func formBodyStyles() throws {
        let request = try PetsRouter.searchForm(q: "cats & dogs", ids: [1, 2], kinds: ["a", "b"]).asURLRequest()
        #expect(text(request.httpBody) == "ids=1,2&kinds=a&kinds=b&q=cats%20%26%20dogs")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded; charset=utf-8")
    }

    @Test func jsonBodyOfAOneOf() throws {
        let request = try PetsRouter.createPet(pet: .dog(Dog(petType: "dog", name: "Rex"))).asURLRequest()
        #expect(text(request.httpBody) == #"{"name":"Rex","petType":"dog"}"#)
    }
}
