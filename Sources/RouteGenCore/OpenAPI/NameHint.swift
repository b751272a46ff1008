/// What a model made from a schema is called, before de-duplication. Most schemas make no
/// model, so the name and the description for messages are only spelled out when asked for.
struct NameHint {
    /// What the schema is, for messages: "schema 'Pet'", "property 'owner' of 'Pet'".
    indirect enum Subject {
        case text(String)
        case property(String, owner: String)
        case part(String, of: Subject)

        var description: String {
            switch self {
            case let .text(text): text
            case let .property(name, owner): "the schema of property '\(name)' of '\(owner)'"
            case let .part(role, whole): "\(role) \(whole.description)"
            }
        }
    }

    private var prefix: String
    /// A name as written (`owner_id`), appended in UpperCamel when the name is needed.
    private var rawSuffix: String?
    private var tail = ""
    private var subject: Subject
    /// Set when the name is already claimed and its model slot reserved (component schemas).
    var slot: Int?
    /// A name from the schema's role, tried before a number when `base` is taken:
    /// `StatusParameter`, `SubscriptionScheduleOrID`.
    var alternative: String?

    /// The key the schema is written under, when it is a property's or a field's own schema
    /// (not its items or variants): shape names of one-value enums use it (`ListObject`).
    private(set) var property: String?

    init(base: String, what: String, slot: Int? = nil, property: String? = nil) {
        prefix = base
        subject = .text(what)
        self.slot = slot
        self.property = property
    }

    /// The schema of property `name` of the model `owner`: `Pet` + `owner` → `PetOwner`.
    static func property(_ name: String, of owner: String) -> NameHint {
        var hint = NameHint(base: owner, what: "")
        hint.rawSuffix = name
        hint.subject = .property(name, owner: owner)
        hint.property = name
        return hint
    }

    /// UpperCamel base: `Pet`, `PetOwner`, `ListPetsResponse`.
    var base: String { prefix + (rawSuffix.map(SwiftName.upperCamel) ?? "") + tail }

    var what: String { subject.description }

    /// A schema inside this one: `the items of` → `PetTagsItem`, "the items of property 'tags' of 'Pet'".
    func child(_ suffix: String, role: String) -> NameHint {
        var hint = self
        hint.tail += suffix
        hint.subject = .part(role, of: subject)
        hint.slot = nil
        hint.alternative = nil
        hint.property = nil
        return hint
    }
}
