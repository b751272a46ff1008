@testable import RouteGenCore

extension FeaturesSpec {
    static var models: [Model] {
        enums + pets + recursive + [settings, filter, problem]
    }

    static var enums: [Model] {
        [
            Model(name: "Status", description: "Where a pet is in the adoption process.", kind: .stringEnum(cases: [
                EnumCase(name: "available", value: "available"), EnumCase(name: "pending", value: "pending"),
                EnumCase(name: "inProgress", value: "in-progress"),
            ]), acceptsUnknownValues: true),
            // A listed value named `unknown` moves the catch-all case to `unknownValue`.
            Model(name: "Visibility", kind: .stringEnum(cases: [
                EnumCase(name: "public", value: "public"), EnumCase(name: "private", value: "private"),
                EnumCase(name: "unknown", value: "unknown"),
            ]), acceptsUnknownValues: true),
            Model(name: "Priority", description: "How urgent a task is.", kind: .integerEnum(cases: [
                IntegerEnumCase(name: "low", value: 1), IntegerEnumCase(name: "normal", value: 2),
                IntegerEnumCase(name: "high", value: 3),
            ])),
            Model(name: "Level", kind: .integerEnum(cases: [
                IntegerEnumCase(name: "debug", value: 10), IntegerEnumCase(name: "info", value: 20),
            ]), acceptsUnknownValues: true),
        ]
    }

    static var pets: [Model] {
        [
            Model(name: "Cat", kind: .object(properties: [
                property("petType", .string), property("name", .string),
                property("indoor", .optional(.bool), description: "Whether it stays inside.", default: .bool(true)),
                property("lives", .optional(.int), default: .integer(9)),
            ])),
            Model(name: "Dog", kind: .object(properties: [
                property("petType", .string), property("name", .string), property("breed", .optional(.string)),
            ])),
            Model(name: "Pet", description: "A cat or a dog, told apart by `petType`.", kind: .oneOf(OneOf(
                variants: [
                    .init(name: "cat", type: .named("Cat"), discriminatorValues: ["cat"]),
                    .init(name: "dog", type: .named("Dog"), discriminatorValues: ["dog", "doggo"]),
                ],
                discriminator: "petType"))),
            Model(name: "Answer", description: "Whatever the server answers: the first variant that decodes wins.",
                  kind: .oneOf(OneOf(variants: [
                      .init(name: "pet", type: .named("Pet"), discriminatorValues: []),
                      .init(name: "count", type: .int, discriminatorValues: []),
                      .init(name: "text", type: .string, discriminatorValues: []),
                  ], discriminator: nil))),
            Model(name: "Pets", description: "A page of pets.", kind: .alias(.array(.named("Pet")))),
        ]
    }

    /// A struct holding itself, two structs holding each other, and an enum holding a struct that holds it.
    static var recursive: [Model] {
        [
            Model(name: "Comment", kind: .object(properties: [
                property("id", .int), property("text", .string),
                property("parent", .optional(.named("Comment")), description: "The comment this one answers."),
                property("replies", .optional(.array(.named("Comment")))),
            ])),
            Model(name: "Employee", kind: .object(properties: [
                property("name", .string), property("team", .optional(.named("Team"))),
            ])),
            Model(name: "Team", kind: .object(properties: [
                property("name", .string), property("lead", .named("Employee")),
            ])),
            Model(name: "Node", description: "A tree: a leaf, or a branch with two subtrees.", kind: .oneOf(OneOf(variants: [
                .init(name: "leaf", type: .int, discriminatorValues: []),
                .init(name: "branch", type: .named("Branch"), discriminatorValues: []),
            ], discriminator: nil))),
            Model(name: "Branch", kind: .object(properties: [
                property("left", .named("Node")), property("right", .named("Node")),
            ])),
        ]
    }

    static var settings: Model {
        var id = property("id", .optional(.int))
        id.isReadOnly = true
        var password = property("password", .optional(.string))
        password.isWriteOnly = true
        var legacyId = property("legacyId", .optional(.int), key: "legacy_id")
        legacyId.deprecated = Deprecation(message: nil)
        var nickname = property("nickname", .optional(.string), description: "Shown instead of the name.")
        nickname.deprecated = Deprecation(message: "Use displayName.")
        return Model(name: "Settings", kind: .object(properties: [
            id, password,
            property("theme", .string, default: .string("light")),
            property("pageSize", .int, key: "page_size", default: .integer(20)),
            property("ratio", .named("Double"), default: .number(0.5)),
            property("notify", .bool, default: .bool(false)),
            property("tags", .array(.string), default: .emptyArray),
            property("status", .named("Status"), default: .enumValue("in-progress")),
            property("priority", .optional(.named("Priority")), default: .enumValue("2")),
            property("level", .optional(.named("Level")), default: .integer(20)),
            property("visibility", .optional(.named("Visibility")), default: .enumValue("private")),
            legacyId, nickname,
            property("metadata", .optional(.named("JSONValue")), description: "Anything the client wants to keep."),
            property("extra", .optional(.dictionary(.named("JSONValue")))),
        ]))
    }

    static var filter: Model {
        Model(name: "Filter", kind: .object(properties: [
            property("state", .optional(.string)), property("label", .optional(.string)),
        ]))
    }

    static var problem: Model {
        Model(name: "Problem", description: "What went wrong.", kind: .object(properties: [
            property("message", .string), property("code", .int),
        ]))
    }
}
