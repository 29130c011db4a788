/// The fields of the campaign form, in the order they are shown and checked.
public enum CampaignField: String, CaseIterable, Hashable, Sendable {
    /// What the money is for.
    case purpose
    /// How much is needed.
    case target
    /// Where donations go.
    case jarLink
    /// The poster's photo.
    case photo
    /// The poster's template.
    case template

    /// The field's English label, for listing messages.
    public var label: String {
        switch self {
        case .purpose: "Purpose"
        case .target: "Target"
        case .jarLink: "Jar link"
        case .photo: "Photo"
        case .template: "Template"
        }
    }
}

/// The outcome of checking one field: fine, fine with a note, or a message to fix.
public enum FieldStatus: Equatable, Sendable {
    /// The field can be saved.
    case valid
    /// Acceptable, but the user should know something (e.g. progress will not load).
    case validWithNote(String)
    /// The field cannot be saved; the message says what to fix.
    case invalid(String)

    /// The error message, when invalid.
    public var errorMessage: String? {
        if case .invalid(let message) = self { return message }
        return nil
    }

    /// The note, when valid with a note.
    public var note: String? {
        if case .validWithNote(let note) = self { return note }
        return nil
    }
}
