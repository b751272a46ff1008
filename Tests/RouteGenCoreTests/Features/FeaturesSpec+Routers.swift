@testable import RouteGenCore

extension FeaturesSpec {
    static var routers: [Router] {
        [
            Router(name: "PetsRouter", description: "Pets: query styles, cookies, uploads and downloads.", endpoints: [
                listPets, getPets, getLevel, uploadPhoto, putAvatar, downloadAvatar, createPet, searchForm,
            ]),
            Router(name: "CommentsRouter", endpoints: [
                Endpoint(name: "getComment", method: "GET", path: "/comments/{id}", pathParameters: [parameter("id", .int)],
                         returns: .named("Comment")),
                Endpoint(name: "getTeam", method: "GET", path: "/teams/{name}",
                         pathParameters: [parameter("name", .string, style: .simple)], returns: .named("Team")),
                Endpoint(name: "getTree", method: "GET", path: "/tree", returns: .named("Node")),
                Endpoint(name: "ask", method: "GET", path: "/answer", returns: .named("Answer")),
            ]),
            Router(name: "SettingsRouter", endpoints: [
                Endpoint(name: "getSettings", method: "GET", path: "/settings", returns: .named("Settings")),
                Endpoint(name: "updateSettings", method: "PUT", path: "/settings",
                         body: .value(parameter("settings", .named("Settings"))), returns: .named("Settings")),
            ]),
        ]
    }

    static var problems: [ErrorResponse] {
        [
            ErrorResponse(status: "400", type: .named("Problem"), description: "The filter is not valid."),
            ErrorResponse(status: "404", type: nil, description: "No such pet."),
            ErrorResponse(status: "default", type: .named("Problem"), description: nil),
        ]
    }

    static var listPets: Endpoint {
        Endpoint(
            name: "listPets", description: "Pets, filtered every way a query can say it.", method: "GET", path: "/pets",
            queryParameters: [
                parameter("ids", .array(.int), style: .form(explode: false)),
                parameter("tags", .optional(.array(.string))),
                parameter("colors", .optional(.array(.string)), style: .pipeDelimited),
                parameter("words", .optional(.array(.string)), style: .spaceDelimited),
                parameter("filter", .optional(.named("Filter")), style: .deepObject),
                parameter("status", .optional(.named("Status"))),
            ],
            cookieParameters: [parameter("sessionId", .string, key: "session_id"), parameter("debug", .optional(.bool))],
            returns: .named("Pets"), errorResponses: problems)
    }

    static var getPets: Endpoint {
        Endpoint(
            name: "getPets", method: "GET", path: "/pets/{ids}",
            pathParameters: [parameter("ids", .array(.int), style: .simple)],
            headerParameters: [
                parameter("traceIds", .optional(.array(.string)), key: "X-Trace-Ids", style: .simple),
                parameter("priority", .named("Priority"), key: "X-Priority", style: .simple),
                parameter("levels", .array(.named("Level")), key: "X-Levels", style: .simple),
            ],
            returns: .named("Pets"))
    }

    static var getLevel: Endpoint {
        Endpoint(
            name: "getLevel", method: "GET", path: "/levels/{level}/{status}",
            pathParameters: [parameter("level", .named("Level"), style: .simple), parameter("status", .named("Status"), style: .simple)],
            returns: .named("Level"))
    }

    static var uploadPhoto: Endpoint {
        Endpoint(
            name: "uploadPhoto", method: "POST", path: "/pets/{petId}/photo", pathParameters: [parameter("petId", .int)],
            body: .fields([
                parameter("photo", .data), parameter("caption", .optional(.string)),
                parameter("tags", .optional(.array(.string))), parameter("meta", .optional(.named("Filter"))),
            ], .multipart))
    }

    static var putAvatar: Endpoint {
        Endpoint(
            name: "putAvatar", method: "PUT", path: "/pets/{petId}/avatar", pathParameters: [parameter("petId", .int)],
            body: .data(parameter("avatar", .data), contentType: "image/png"))
    }

    static var downloadAvatar: Endpoint {
        Endpoint(
            name: "downloadAvatar", method: "GET", path: "/pets/{petId}/avatar", pathParameters: [parameter("petId", .int)],
            returns: .data, errorResponses: [ErrorResponse(status: "404", type: .named("Problem"), description: nil)],
            returnsRawData: true)
    }

    static var createPet: Endpoint {
        Endpoint(
            name: "createPet", method: "POST", path: "/pets", body: .value(parameter("pet", .named("Pet"))),
            returns: .named("Pet"),
            errorResponses: [ErrorResponse(status: "422", type: .named("Problem"), description: "The pet is not valid.")])
    }

    static var searchForm: Endpoint {
        Endpoint(
            name: "searchForm", method: "POST", path: "/search",
            body: .fields([
                parameter("q", .string), parameter("ids", .optional(.array(.int)), style: .form(explode: false)),
                parameter("kinds", .optional(.array(.string))),
            ], .form),
            returns: .named("Pets"))
    }
}
